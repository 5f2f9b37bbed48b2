//! The flat pipeline (cranelift's `Context::optimize` is the model): read, translate
//! into the model, plan, verify the plan with the independent checker, apply, verify
//! the IR, emit, verify the emitted PTX, write.

use std::path::Path;

use inkwell::context::Context;
use rayon::prelude::*;
use tcgen05_core::checker::{check, Finding, Severity};
use tcgen05_core::checks::check_all;
use tcgen05_core::commit_synthesis::{
    commit_synthesis, original_line, rewrite_ptx, Inserted, Synthesis,
};
use tcgen05_core::dot::sync_graph_dot;
use tcgen05_core::model::{Function, InstRef};
use tcgen05_core::plan::{apply_edits, plan, Config, Edit, LdUsePolicy, SyncReading};
use tcgen05_core::ptx_reader::{read_module, rewrite, PtxFunction, PtxModule};
use tcgen05_core::spec::{Insertion, Rule};
use tcgen05_llvm::FunctionUnit;

use crate::diag::{plain_error, plain_note, Diagnostic, Location};
use crate::io::{read_input, run_ptxas, write_output, write_output_with, InputForm};
use crate::{Cli, EmitKind, InputKind, LdUse, SyncReadingArg};

/// A finding with its location and its notes (location, text).
type Located = (Finding, Location, Vec<(Location, String)>);

/// Targets whose PTX has tcgen05 (the `a` and `f` variants of the sm_100 family).
fn has_tcgen05(mcpu: &str) -> bool {
    let Some(rest) = mcpu.strip_prefix("sm_") else {
        return false;
    };
    let (num, suffix) = rest.split_at(
        rest.find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len()),
    );
    matches!(num, "100" | "101" | "103" | "110") && matches!(suffix, "a" | "f")
}

struct Session<'a> {
    cli: &'a Cli,
    file: String,
    config: Config,
    /// Shared by the worker threads that analyse functions in parallel.
    timer: std::sync::Mutex<Timer>,
    /// Lines commit synthesis inserted into the PTX input, so that locations keep
    /// naming the input's lines.
    synthesized_lines: std::sync::Mutex<Vec<Inserted>>,
}

/// `--time-passes`: accumulated seconds per phase, printed at the end. Phases that
/// run per function (plan, check) run on a thread pool: their figure is the sum over
/// functions, which can exceed the wall time.
#[derive(Default)]
struct Timer {
    phases: Vec<(&'static str, std::time::Duration)>,
}

/// The order `--time-passes` prints phases in (the order they run).
const PHASES: [&str; 15] = [
    "read",
    "parse",
    "verify",
    "translate",
    "synthesize",
    "plan",
    "check",
    "report",
    "apply",
    "rewrite",
    "codegen",
    "recheck",
    "ptxas",
    "print",
    "write",
];

impl Timer {
    fn add(&mut self, phase: &'static str, d: std::time::Duration) {
        match self.phases.iter_mut().find(|(p, _)| *p == phase) {
            Some((_, total)) => *total += d,
            None => self.phases.push((phase, d)),
        }
    }
}

enum Failure {
    /// Exit 2 with this message.
    Usage(String),
    /// Exit 1: diagnostics were printed.
    Hazards,
}

pub fn run(cli: &Cli) -> u8 {
    let file = if cli.input == "-" {
        "<stdin>".to_string()
    } else {
        cli.input.clone()
    };
    let session = Session {
        cli,
        file,
        timer: std::sync::Mutex::new(Timer::default()),
        synthesized_lines: std::sync::Mutex::new(Vec::new()),
        config: Config {
            ld_use: match cli.ld_use {
                LdUse::Wait => LdUsePolicy::Wait,
                LdUse::TrustRegisterDependency => LdUsePolicy::TrustRegisterDependency,
            },
            sync_reading: match cli.sync_reading {
                SyncReadingArg::AcqRel => SyncReading::AcqRel,
                SyncReadingArg::Strict => SyncReading::Strict,
            },
        },
    };
    let start = std::time::Instant::now();
    let result = session.run();
    if cli.time_passes {
        let timer = session.timer.lock().unwrap_or_else(|e| e.into_inner());
        let mut phases = timer.phases.clone();
        phases.sort_by_key(|(p, _)| PHASES.iter().position(|x| x == p).unwrap_or(PHASES.len()));
        for (phase, d) in &phases {
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
    }
    match result {
        Ok(()) => 0,
        Err(Failure::Hazards) => 1,
        Err(Failure::Usage(message)) => {
            eprintln!("{}", plain_error(cli.diagnostics, &message));
            2
        }
    }
}

impl Session<'_> {
    /// Run `f` and charge its time to `phase`.
    fn timed<T>(&self, phase: &'static str, f: impl FnOnce() -> T) -> T {
        let start = std::time::Instant::now();
        let out = f();
        let elapsed = start.elapsed();
        self.timer
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .add(phase, elapsed);
        out
    }

    /// Plan one function and verify the plan with the independent checker. Returns
    /// the edits and what the checker still finds in the planned result (mapped back
    /// to input positions): R-MMA-DONE, which the pass reports rather than repairs,
    /// or a planner bug, marked as an internal error.
    fn plan_checked(&self, func: &Function) -> (Vec<Edit>, Vec<Finding>) {
        let edits = self.timed("plan", || plan(func, &self.config));
        let residual = self.timed("check", || check(&apply_edits(func, &edits), &self.config));
        let residual = if residual.is_empty() {
            residual
        } else {
            map_residual(func, &edits, residual)
        };
        (edits, residual)
    }

    fn input_kind(&self) -> Result<InputKind, Failure> {
        if let Some(k) = self.cli.lang {
            return Ok(k);
        }
        if self.cli.input == "-" {
            return Err(Failure::Usage(
                "reading standard input needs -x ll|bc|mlir|ptx".into(),
            ));
        }
        match Path::new(&self.cli.input)
            .extension()
            .and_then(|e| e.to_str())
        {
            Some("ll") => Ok(InputKind::Ll),
            Some("bc") => Ok(InputKind::Bc),
            Some("mlir") => Ok(InputKind::Mlir),
            Some("ptx") => Ok(InputKind::Ptx),
            _ => Err(Failure::Usage(format!(
                "{}: unknown input extension; use .ll, .bc, .mlir, .ptx or -x",
                self.file
            ))),
        }
    }

    fn run(&self) -> Result<(), Failure> {
        let kind = self.input_kind()?;
        if !has_tcgen05(&self.cli.mcpu) {
            return Err(Failure::Usage(format!(
                "--mcpu {}: target has no tcgen05; use a Blackwell target such as sm_100a, sm_100f, sm_103a or sm_110a",
                self.cli.mcpu
            )));
        }
        let emit = self.cli.emit.unwrap_or(match kind {
            InputKind::Ll | InputKind::Bc => EmitKind::Llvm,
            InputKind::Mlir => EmitKind::Mlir,
            InputKind::Ptx => EmitKind::Ptx,
        });
        if kind == InputKind::Mlir || emit == EmitKind::Mlir {
            return Err(Failure::Usage(format!(
                "{}: MLIR input and output are not yet supported (use .ll, .bc or .ptx)",
                self.file
            )));
        }
        let form = if kind == InputKind::Bc {
            InputForm::Binary
        } else {
            InputForm::Text
        };
        let bytes = self
            .timed("read", || read_input(&self.cli.input, form))
            .map_err(Failure::Usage)?;
        match kind {
            InputKind::Ll | InputKind::Bc => self.run_llvm(&bytes, kind == InputKind::Bc, emit),
            InputKind::Ptx => self.run_ptx(&bytes, emit),
            InputKind::Mlir => unreachable!("rejected above"),
        }
    }

    fn print(&self, d: &Diagnostic) {
        eprintln!("{}", d.render(self.cli.diagnostics));
    }

    /// Print findings; returns whether any is an error. `errors_only` (the insert
    /// mode) leaves the warnings to `--check`.
    fn report_filtered(&self, findings: &[Located], errors_only: bool) -> bool {
        let mut errors = false;
        for (f, loc, related) in findings {
            errors |= f.severity == Severity::Error;
            if errors_only && f.severity != Severity::Error {
                continue;
            }
            let related = related.clone();
            self.print(&Diagnostic {
                severity: if f.severity == Severity::Error {
                    "error"
                } else {
                    "warning"
                },
                rule: Some(f.rule.id()),
                message: f.message.clone(),
                location: loc.clone(),
                related,
            });
        }
        errors
    }

    fn report(&self, findings: &[Located]) -> bool {
        self.timed("report", || self.report_filtered(findings, false))
    }

    /// `--print-sync-graph dot`: one digraph per function, to the output.
    fn write_sync_graphs<'f>(
        &self,
        funcs: impl Iterator<Item = &'f Function>,
    ) -> Result<(), Failure> {
        let graphs: String = funcs.map(|f| sync_graph_dot(f, &self.config)).collect();
        self.write(graphs.as_bytes())
    }

    fn write(&self, bytes: &[u8]) -> Result<(), Failure> {
        write_output(self.cli.output.as_deref(), bytes).map_err(Failure::Usage)
    }

    // ---- LLVM IR -------------------------------------------------------------

    fn llvm_location(&self, unit: &FunctionUnit, ordinals: &Ordinals, at: InstRef) -> Location {
        let loc = unit.loc(at);
        let ordinal = ordinals.of(at);
        Location {
            file: loc.file.clone().unwrap_or_else(|| self.file.clone()),
            line: loc.line,
            col: loc.col,
            function: unit.name.clone(),
            index: Some(ordinal),
        }
    }

    fn llvm_findings(&self, unit: &FunctionUnit, findings: Vec<Finding>) -> Vec<Located> {
        if findings.is_empty() {
            return Vec::new();
        }
        let ordinals = self.timed("report", || Ordinals::new(unit));
        findings
            .into_iter()
            .map(|f| {
                let loc = self.llvm_location(unit, &ordinals, f.at);
                let related = notes(&f, |r| {
                    (
                        self.llvm_location(unit, &ordinals, r),
                        format!("the other end of the hazard: {}", unit.inst_text(r)),
                    )
                });
                (f, loc, related)
            })
            .collect()
    }

    fn run_llvm(&self, bytes: &[u8], bitcode: bool, emit: EmitKind) -> Result<(), Failure> {
        let ctx = Context::create();
        let (module, notes) = self
            .timed("parse", || {
                tcgen05_llvm::parse_with_notes(&ctx, bytes, bitcode, &self.file)
            })
            .map_err(|e| {
                Failure::Usage(format!("{}: malformed input: {}", self.file, e.0.trim()))
            })?;
        // How the input was read is reported with the remarks: the driver is quiet
        // on success, and `--check` prints nothing on a clean input.
        for note in notes.iter().filter(|_| self.cli.remarks) {
            eprintln!(
                "{}",
                plain_note(self.cli.diagnostics, &format!("{}: {note}", self.file))
            );
        }
        self.timed("verify", || tcgen05_llvm::verify(&module))
            .map_err(|e| Failure::Usage(format!("{}: invalid LLVM IR: {}", self.file, e.trim())))?;
        let units = self
            .timed("translate", || tcgen05_llvm::translate_module(&module))
            .map_err(|e| {
                let loc = Location {
                    file: e.loc.file.clone().unwrap_or_else(|| self.file.clone()),
                    line: e.loc.line,
                    col: e.loc.col,
                    function: e.function.clone(),
                    index: Some(e.index),
                };
                Failure::Usage(format!("{loc}: {}", e.message))
            })?;
        if self.cli.print_sync_graph.is_some() {
            return self.write_sync_graphs(units.iter().map(|u| u.model()));
        }
        if self.cli.check {
            let mut errors = false;
            let models: Vec<&Function> = units.iter().map(|u| u.model()).collect();
            let all: Vec<Vec<Finding>> = models
                .par_iter()
                .map(|f| self.timed("check", || check_all(f, &self.config)))
                .collect();
            for (unit, findings) in units.iter().zip(all) {
                errors |= self.report(&self.llvm_findings(unit, findings));
            }
            return if errors {
                Err(Failure::Hazards)
            } else {
                Ok(())
            };
        }
        // Commit synthesis first, so the planner and checker see the completion.
        let units = self.timed("synthesize", || self.synthesize_llvm(&module, units))?;
        let models: Vec<&Function> = units.iter().map(|u| u.model()).collect();
        let mut unrepairable = false;
        let plans: Vec<(Vec<Edit>, Vec<Finding>)> =
            models.par_iter().map(|f| self.plan_checked(f)).collect();
        for (unit, (edits, residual)) in units.iter().zip(plans) {
            if !residual.is_empty() {
                unrepairable |= self.report_filtered(&self.llvm_findings(unit, residual), true);
            }
            if self.cli.remarks && !edits.is_empty() {
                let ordinals = Ordinals::new(unit);
                for e in &edits {
                    self.print(&remark(
                        e,
                        &self.config,
                        |at| unit.inst_text(at),
                        self.llvm_location(unit, &ordinals, e.required_by),
                    ));
                }
            }
            self.timed("apply", || {
                tcgen05_llvm::apply_edits(&module, unit, &edits, &self.config)
            })
            .map_err(|e| Failure::Usage(format!("{}: {e}", self.file)))?;
        }
        if unrepairable {
            return Err(Failure::Hazards);
        }
        self.timed("verify", || tcgen05_llvm::verify(&module))
            .map_err(|e| {
                Failure::Usage(format!(
                    "{}: internal error: the rewritten module fails the LLVM verifier: {e}",
                    self.file
                ))
            })?;
        let needs_ptx = emit == EmitKind::Ptx || self.cli.verify_ptx;
        let ptx = if needs_ptx {
            let ptx = self
                .timed("codegen", || {
                    tcgen05_llvm::emit_ptx(&module, &self.cli.mcpu, self.cli.mattr.as_deref())
                })
                .map_err(|e| Failure::Usage(format!("{}: {e}", self.file)))?;
            self.verify_emitted_ptx(&ptx)?;
            if self.cli.verify_ptx {
                self.timed("ptxas", || run_ptxas(&ptx, &self.cli.mcpu))
                    .map_err(Failure::Usage)?;
            }
            Some(ptx)
        } else {
            None
        };
        match emit {
            EmitKind::Llvm => self.timed("print", || {
                write_output_with(
                    self.cli.output.as_deref(),
                    |path| tcgen05_llvm::print_ir_to_file(&module, path),
                    || tcgen05_llvm::print_ir(&module).into_bytes(),
                )
                .map_err(Failure::Usage)
            }),
            EmitKind::Bc => {
                self.write(&self.timed("print", || tcgen05_llvm::write_bitcode(&module)))
            }
            EmitKind::Ptx => self.timed("write", || self.write(ptx.unwrap_or_default().as_bytes())),
            EmitKind::None | EmitKind::Mlir => Ok(()),
        }
    }

    /// Post-codegen verification: the PTX LLVM produced must still satisfy every rule.
    fn verify_emitted_ptx(&self, ptx: &str) -> Result<(), Failure> {
        let module = self.timed("recheck", || read_module(ptx)).map_err(|e| {
            Failure::Usage(format!(
                "internal error: cannot read the emitted PTX at line {}: {}",
                e.line, e.message
            ))
        })?;
        let mut errors = false;
        // Warnings were already given for the IR; only errors fail the run here.
        let all: Vec<Vec<Finding>> = module
            .functions
            .par_iter()
            .map(|pf| {
                self.timed("recheck", || {
                    check(&pf.func, &self.config)
                        .into_iter()
                        .filter(|f| f.severity == Severity::Error)
                        .collect()
                })
            })
            .collect();
        for (pf, findings) in module.functions.iter().zip(all) {
            if !findings.is_empty() {
                eprintln!(
                    "{}",
                    plain_error(
                        self.cli.diagnostics,
                        &format!(
                            "the PTX emitted for `{}` breaks a rule after code generation",
                            pf.func.name
                        )
                    )
                );
                errors |= self.report(&self.ptx_findings("<emitted PTX>", pf, findings));
            }
        }
        if errors {
            Err(Failure::Hazards)
        } else {
            Ok(())
        }
    }

    // ---- PTX -------------------------------------------------------------------

    fn ptx_location(&self, file: &str, pf: &PtxFunction, at: InstRef) -> Location {
        let loc = &pf.func.inst(at).loc;
        let inserted = self
            .synthesized_lines
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        Location {
            file: file.to_string(),
            line: match loc.line {
                Some(l) if file == self.file && !inserted.is_empty() => {
                    Some(original_line(&inserted, l))
                }
                l => l,
            },
            col: loc.col,
            function: pf.func.name.clone(),
            index: None,
        }
    }

    fn ptx_findings(&self, file: &str, pf: &PtxFunction, findings: Vec<Finding>) -> Vec<Located> {
        findings
            .into_iter()
            .map(|f| {
                let loc = self.ptx_location(file, pf, f.at);
                let related = notes(&f, |r| {
                    (
                        self.ptx_location(file, pf, r),
                        format!(
                            "the other end of the hazard: `{}`",
                            pf.func.inst(r).loc.text
                        ),
                    )
                });
                (f, loc, related)
            })
            .collect()
    }

    fn run_ptx(&self, bytes: &[u8], emit: EmitKind) -> Result<(), Failure> {
        let src = std::str::from_utf8(bytes).map_err(|_| {
            Failure::Usage(format!("{}: malformed input: not UTF-8 text", self.file))
        })?;
        let module = self.timed("parse", || read_module(src)).map_err(|e| {
            // A construct the reader does not model is named as such: the file may
            // well be valid PTX.
            let kind = if e.message.starts_with("not supported") {
                ""
            } else {
                "malformed PTX: "
            };
            Failure::Usage(format!(
                "{}:{}:{}: {kind}{}",
                self.file, e.line, e.col, e.message
            ))
        })?;
        if emit != EmitKind::Ptx && emit != EmitKind::None {
            return Err(Failure::Usage(format!(
                "{}: PTX input can only be emitted as PTX (--emit ptx or none)",
                self.file
            )));
        }
        if self.cli.print_sync_graph.is_some() {
            return self.write_sync_graphs(module.functions.iter().map(|pf| &pf.func));
        }
        if self.cli.check {
            let mut errors = false;
            let all: Vec<Vec<Finding>> = module
                .functions
                .par_iter()
                .map(|pf| self.timed("check", || check_all(&pf.func, &self.config)))
                .collect();
            for (pf, findings) in module.functions.iter().zip(all) {
                errors |= self.report(&self.ptx_findings(&self.file, pf, findings));
            }
            return if errors {
                Err(Failure::Hazards)
            } else {
                Ok(())
            };
        }
        // Commit synthesis first, so the planner and checker see the completion.
        let synthesized = self.timed("synthesize", || self.synthesize_ptx(src, &module))?;
        let (src, module) = match &synthesized {
            Some((text, m)) => (text.as_str(), m),
            None => (src, &module),
        };
        let mut plans: Vec<(&PtxFunction, Vec<Edit>)> = Vec::new();
        let mut unrepairable = false;
        let planned: Vec<(Vec<Edit>, Vec<Finding>)> = module
            .functions
            .par_iter()
            .map(|pf| self.plan_checked(&pf.func))
            .collect();
        for (pf, (edits, residual)) in module.functions.iter().zip(planned) {
            if !residual.is_empty() {
                unrepairable |=
                    self.report_filtered(&self.ptx_findings(&self.file, pf, residual), true);
            }
            if self.cli.remarks {
                for e in &edits {
                    self.print(&remark(
                        e,
                        &self.config,
                        |at| pf.func.inst(at).loc.text.clone(),
                        self.ptx_location(&self.file, pf, e.required_by),
                    ));
                }
            }
            plans.push((pf, edits));
        }
        if unrepairable {
            return Err(Failure::Hazards);
        }
        let pairs: Vec<(&PtxFunction, &[Edit])> =
            plans.iter().map(|(p, e)| (*p, e.as_slice())).collect();
        let out = self.timed("rewrite", || rewrite(src, &pairs));
        if self.cli.verify_ptx {
            self.timed("ptxas", || run_ptxas(&out, &self.cli.mcpu))
                .map_err(Failure::Usage)?;
        }
        if emit == EmitKind::Ptx {
            self.timed("write", || self.write(out.as_bytes()))?;
        }
        Ok(())
    }
}

impl Session<'_> {
    /// Insert the completions [`commit_synthesis`] finds (those the LLVM front end
    /// can emit: unguarded) and translate the module again; remarks give the cost.
    fn synthesize_llvm(
        &self,
        module: &inkwell::module::Module,
        units: Vec<FunctionUnit>,
    ) -> Result<Vec<FunctionUnit>, Failure> {
        let mut any = false;
        for unit in &units {
            let synths: Vec<Synthesis> = commit_synthesis(unit.model())
                .into_iter()
                .filter(|s| !s.guarded)
                .collect();
            if synths.is_empty() {
                continue;
            }
            if self.cli.remarks {
                let ordinals = Ordinals::new(unit);
                for s in &synths {
                    self.print(&synthesis_remark(
                        s,
                        |at| unit.inst_text(at),
                        self.llvm_location(unit, &ordinals, s.at),
                        format!(
                            "{} LLVM instructions",
                            tcgen05_llvm::SYNTHESIS_LLVM_INSTRUCTIONS
                        ),
                    ));
                }
            }
            tcgen05_llvm::apply_synthesis(module, unit, &synths)
                .map_err(|e| Failure::Usage(format!("{}: internal error: {e}", self.file)))?;
            any = true;
        }
        if !any {
            return Ok(units);
        }
        tcgen05_llvm::translate_module(module).map_err(|e| {
            Failure::Usage(format!(
                "{}: internal error: the module with synthesised completions does not translate: {}",
                self.file, e.message
            ))
        })
    }

    /// The PTX with the completions [`commit_synthesis`] finds inserted, read again;
    /// `None` when there are none. Remarks give each one's cost.
    fn synthesize_ptx(
        &self,
        src: &str,
        module: &PtxModule,
    ) -> Result<Option<(String, PtxModule)>, Failure> {
        let synths: Vec<Vec<Synthesis>> = module
            .functions
            .iter()
            .map(|pf| commit_synthesis(&pf.func))
            .collect();
        if synths.iter().all(|s| s.is_empty()) {
            return Ok(None);
        }
        if self.cli.remarks {
            for (pf, ss) in module.functions.iter().zip(&synths) {
                for s in ss {
                    self.print(&synthesis_remark(
                        s,
                        |at| pf.func.inst(at).loc.text.clone(),
                        self.ptx_location(&self.file, pf, s.at),
                        format!("{} instructions", s.instructions()),
                    ));
                }
            }
        }
        let pairs: Vec<(&PtxFunction, &[Synthesis])> = module
            .functions
            .iter()
            .zip(&synths)
            .map(|(pf, s)| (pf, s.as_slice()))
            .collect();
        let (text, inserted) = rewrite_ptx(src, &pairs);
        *self
            .synthesized_lines
            .lock()
            .unwrap_or_else(|e| e.into_inner()) = inserted;
        let reread = read_module(&text).map_err(|e| {
            Failure::Usage(format!(
                "{}: internal error: cannot read the PTX with synthesised completions at line {}: {}",
                self.file, e.line, e.message
            ))
        })?;
        Ok(Some((text, reread)))
    }
}

/// `<location>: remark: inserted tcgen05.commit + mbarrier wait on a pass-owned
/// barrier [R-MMA-DONE]: <consumer> needs the completion of <op> (cta_group::N;
/// cost: M instructions)`.
fn synthesis_remark(
    s: &Synthesis,
    text: impl Fn(InstRef) -> String,
    location: Location,
    cost: String,
) -> Diagnostic {
    let causes: Vec<String> = s.causes.iter().map(|c| format!("`{}`", text(*c))).collect();
    Diagnostic {
        severity: "remark",
        rule: None,
        message: format!(
            "inserted tcgen05.commit + mbarrier wait on a pass-owned barrier [R-MMA-DONE]: `{}` needs the completion of {} (cta_group::{}; cost: {cost})",
            text(s.at),
            causes.join(", "),
            s.cta.suffix(),
        ),
        location,
        related: Vec::new(),
    }
}

/// `<location>: remark: inserted <instruction> [<rule id>]: <why>` for one edit;
/// `text` renders an instruction of the input.
fn remark(
    e: &Edit,
    config: &Config,
    text: impl Fn(InstRef) -> String,
    location: Location,
) -> Diagnostic {
    let causes: Vec<String> = e
        .causes
        .iter()
        .take(3)
        .map(|c| format!("`{}`", text(*c)))
        .collect();
    let more = if e.causes.len() > 3 {
        format!(" and {} more", e.causes.len() - 3)
    } else {
        String::new()
    };
    // A switch could have changed whether this was inserted: name the reading.
    let reading = match (e.insertion, e.rule) {
        (Insertion::FenceBefore | Insertion::FenceAfter, _) => format!(" {}", config.sync_note()),
        // Under the default policy only overwrites, which no switch changes, need it.
        (_, Rule::LdUse) if config.ld_use == LdUsePolicy::Wait => {
            format!(" {}", config.ld_use_note())
        }
        _ => String::new(),
    };
    Diagnostic {
        severity: "remark",
        rule: None,
        message: format!(
            "inserted {} [{}]: `{}` needs it after {}{more}{reading}",
            e.ptx().trim_end_matches(';'),
            e.rule.id(),
            text(e.required_by),
            causes.join(", ")
        ),
        location,
        related: Vec::new(),
    }
}

/// The notes of a finding: the first three related instructions, then "and N more",
/// or "and more" when the checker kept only the first ones (it keeps
/// [`tcgen05_core::checker::WITNESSES`] per finding, so that its state stays bounded).
fn notes(
    finding: &Finding,
    note: impl Fn(InstRef) -> (Location, String),
) -> Vec<(Location, String)> {
    let related = &finding.related;
    let mut out: Vec<(Location, String)> = related.iter().take(3).map(|r| note(*r)).collect();
    if related.len() > 3 {
        let loc = out[2].0.clone();
        out.push((loc, format!("and {} more", related.len() - 3)));
    } else if finding.more_related && !out.is_empty() {
        let loc = out[out.len() - 1].0.clone();
        out.push((loc, "and more".to_string()));
    }
    out
}

/// Residual findings refer to the function with edits applied; map their positions
/// back to the original instructions (an inserted instruction maps to the instruction
/// it was inserted before).
fn map_residual(func: &Function, edits: &[Edit], findings: Vec<Finding>) -> Vec<Finding> {
    // Per block: index after the edits -> original index. The edit points are grouped
    // by block first (filtering all edits per block is quadratic).
    let mut points_of: Vec<Vec<u32>> = vec![Vec::new(); func.blocks.len()];
    for e in edits {
        points_of[e.point.block.0 as usize].push(e.point.index);
    }
    let tables: Vec<Vec<u32>> = func
        .block_ids()
        .zip(points_of)
        .map(|(b, mut points)| {
            let len = func.block(b).insts.len() as u32;
            points.sort_unstable();
            let mut table = Vec::with_capacity(len as usize + points.len());
            let mut k = 0;
            for j in 0..=len {
                while k < points.len() && points[k] == j {
                    table.push(j.min(len.saturating_sub(1)));
                    k += 1;
                }
                if j < len {
                    table.push(j);
                }
            }
            table
        })
        .collect();
    let back = |at: InstRef| InstRef {
        block: at.block,
        index: tables[at.block.0 as usize]
            .get(at.index as usize)
            .copied()
            .unwrap_or(0),
    };
    findings
        .into_iter()
        .map(|mut f| {
            f.at = back(f.at);
            f.related = f.related.into_iter().map(back).collect();
            if f.rule != Rule::MmaDone {
                f.message = format!(
                    "internal error: the planned insertions leave this hazard: {}",
                    f.message
                );
            }
            f
        })
        .collect()
}

/// The index of the LLVM instruction behind a model instruction within its function.
/// The position of each model instruction among the LLVM instructions of its function
/// (the `index` of a location), computed once per function that reports something
/// (counting from the function's start for each location is quadratic).
struct Ordinals {
    /// Per block, per model instruction: how many LLVM instructions come before it.
    before: Vec<Vec<usize>>,
    total: usize,
}

impl Ordinals {
    fn new(unit: &FunctionUnit) -> Ordinals {
        let mut n = 0;
        let before = unit
            .translated
            .anchors
            .iter()
            .map(|block| {
                block
                    .iter()
                    .map(|a| {
                        let here = n;
                        if a.first {
                            n += 1;
                        }
                        here
                    })
                    .collect()
            })
            .collect();
        Ordinals { before, total: n }
    }

    fn of(&self, at: InstRef) -> usize {
        self.before
            .get(at.block.0 as usize)
            .and_then(|b| b.get(at.index as usize))
            .copied()
            .unwrap_or(self.total)
    }
}

/// The peak resident memory of this process (Linux `VmHWM`), for `--time-passes`.
fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
