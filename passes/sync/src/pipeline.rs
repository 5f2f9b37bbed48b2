//! The one pipeline for every input language (cranelift's `Context::optimize` is the
//! model), over a [`FrontEnd`]: read, translate into the model, plan, verify the plan
//! with the independent checker, apply, verify the IR, emit, re-check the PTX a code
//! generator emitted, run ptxas. Writing the result is the caller's (the driver writes
//! `-o` atomically).
//!
//! The language-specific steps (parsing, verifying the input, building the front end)
//! are the adapters' under `front/`; everything after is here, once.

use std::path::Path;

use rayon::prelude::*;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use tcgen05_core::checker::{check, Finding, Severity as FindingSeverity};
use tcgen05_core::checks::check_all;
use tcgen05_core::commit_synthesis::{commit_synthesis_at, Synthesis};
use tcgen05_core::dot::sync_graph_dot;
use tcgen05_core::model::{Function, InstRef};
use tcgen05_core::plan::LdUsePolicy;
use tcgen05_core::plan::{apply_edits, apply_edits_to, plan, Config, Edit};
use tcgen05_core::spec::{Insertion, Rule};
use tcgen05_ptx::read_module;

use crate::diag::{Diagnostic, Location, Severity};
use crate::front::ptx::PtxFrontEnd;
use crate::front_end::{FrontEnd, Unit};
use crate::{front, io, EmitKind, Error, ErrorKind, Input, Language, Options, Output, Status};

/// Why a run stopped early.
pub(crate) enum Failure {
    /// Exit 2 with this error.
    Error(Error),
    /// Exit 1: the diagnostics say why.
    Hazards,
    /// The checker, run beside apply and print, found what the plans leave: run
    /// again in sequence, so that the reports name the input as it was read.
    Retry,
}

impl From<Error> for Failure {
    fn from(e: Error) -> Failure {
        Failure::Error(e)
    }
}

impl Error {
    /// An error with no diagnostics yet (the pipeline attaches them when it returns).
    pub(crate) fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error {
            kind,
            message: message.into(),
            diagnostics: Vec::new(),
            timings: Vec::new(),
        }
    }
}

/// The phases of `--time-passes`, in the order they run (and are listed in).
pub const PHASES: [&str; 15] = [
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

/// One run: the options, the input's name, and what the run has said so far.
pub(crate) struct Session<'o> {
    pub options: &'o Options,
    /// The input's name for messages (`<stdin>` for standard input).
    pub file: String,
    pub config: Config,
    diagnostics: Vec<Diagnostic>,
    /// Per phase, summed over functions; a mutex so that per-function phases can
    /// run on several threads.
    timings: Mutex<Vec<(&'static str, Duration)>>,
    /// Whether the insert mode may check the plans beside apply and print
    /// ([`Failure::Retry`]).
    overlap: bool,
}

pub(crate) fn run(input: Input<'_, '_>, options: &Options) -> Result<Output, Error> {
    let mut session = Session {
        options,
        file: input.name(),
        config: Config {
            ld_use: options.ld_use,
            sync_reading: options.sync_reading,
        },
        diagnostics: Vec::new(),
        timings: Mutex::new(Vec::new()),
        overlap: true,
    };
    let result = session.run(input);
    let Session {
        diagnostics,
        timings,
        ..
    } = session;
    let mut timings = timings.into_inner().unwrap_or_else(|e| e.into_inner());
    timings.sort_by_key(|(p, _)| PHASES.iter().position(|x| x == p).unwrap_or(PHASES.len()));
    match result {
        Ok(bytes) => Ok(Output {
            status: Status::Success,
            bytes,
            diagnostics,
            timings,
        }),
        Err(Failure::Hazards) => Ok(Output {
            status: Status::Hazards,
            bytes: None,
            diagnostics,
            timings,
        }),
        Err(Failure::Error(e)) => Err(Error {
            diagnostics,
            timings,
            ..e
        }),
        // `Session::run` runs again in sequence, which never asks for another run.
        Err(Failure::Retry) => Err(Error {
            diagnostics,
            timings,
            ..Error::new(
                ErrorKind::Internal,
                "internal error: the plans were checked twice beside apply",
            )
        }),
    }
}

impl Session<'_> {
    /// Run `f` and charge its time to `phase` (kept only with `--time-passes`).
    pub fn timed<T>(&self, phase: &'static str, f: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let out = f();
        self.add_time(phase, start.elapsed());
        out
    }

    /// Charge `d` to `phase` (kept only with `--time-passes`).
    fn add_time(&self, phase: &'static str, d: Duration) {
        if self.options.time_passes {
            let mut timings = self.timings.lock().unwrap_or_else(|e| e.into_inner());
            match timings.iter_mut().find(|(p, _)| *p == phase) {
                Some((_, total)) => *total += d,
                None => timings.push((phase, d)),
            }
        }
    }

    /// A note without a location (how the input was read).
    pub fn note(&mut self, message: String) {
        self.diagnostics.push(Diagnostic {
            severity: Severity::Note,
            rule: None,
            message,
            location: None,
            related: Vec::new(),
        });
    }

    /// A usage error.
    pub fn usage(&self, message: impl Into<String>) -> Failure {
        Failure::Error(Error::new(ErrorKind::Usage, message))
    }

    fn language(&self, input: &Input<'_, '_>) -> Result<Language, Failure> {
        if let Some(l) = self.options.language {
            return Ok(l);
        }
        match input {
            Input::Stdin => Err(self.usage("reading standard input needs -x ll|bc|mlir|ptx")),
            Input::LlvmModule { .. } => Ok(Language::Ll),
            Input::Path(_) | Input::Bytes { .. } => Language::from_extension(Path::new(&self.file))
                .ok_or_else(|| {
                    self.usage(format!(
                        "{}: unknown input extension; use .ll, .bc, .mlir, .ptx or -x",
                        self.file
                    ))
                }),
        }
    }

    fn run(&mut self, input: Input<'_, '_>) -> Result<Option<Vec<u8>>, Failure> {
        let language = self.language(&input)?;
        if !has_tcgen05(&self.options.mcpu) {
            return Err(self.usage(format!(
                "--mcpu {}: target has no tcgen05; use a Blackwell target such as sm_100a, sm_100f, sm_103a or sm_110a",
                self.options.mcpu
            )));
        }
        let emit = self.options.emit.unwrap_or(language.default_emit());
        // Bitcode is binary; everything else must be UTF-8 text without NUL bytes.
        let form = if language == Language::Bc {
            io::InputForm::Binary
        } else {
            io::InputForm::Text
        };
        let owned;
        let bytes: &[u8] = match input {
            Input::LlvmModule { module, .. } => {
                if !matches!(language, Language::Ll | Language::Bc) {
                    return Err(self.usage(format!(
                        "{}: an LLVM module is LLVM IR input (-x ll or bc)",
                        self.file
                    )));
                }
                return front::llvm::run_module(self, module, emit);
            }
            Input::Path(ref p) => {
                owned = self
                    .timed("read", || io::read_input(&p.to_string_lossy(), form))
                    .map_err(|m| Error::new(ErrorKind::Read, m))?;
                &owned
            }
            Input::Stdin => {
                owned = self
                    .timed("read", || io::read_input("-", form))
                    .map_err(|m| Error::new(ErrorKind::Read, m))?;
                &owned
            }
            Input::Bytes { bytes, .. } => {
                io::check_input(&self.file, bytes, form)
                    .map_err(|m| Error::new(ErrorKind::Malformed, m))?;
                bytes
            }
        };
        let mark = self.diagnostics.len();
        let mut result = self.run_front_end(language, bytes, emit);
        if matches!(result, Err(Failure::Retry)) {
            self.diagnostics.truncate(mark);
            self.overlap = false;
            result = self.run_front_end(language, bytes, emit);
        }
        result
    }

    fn run_front_end(
        &mut self,
        language: Language,
        bytes: &[u8],
        emit: EmitKind,
    ) -> Result<Option<Vec<u8>>, Failure> {
        match language {
            Language::Ll | Language::Bc => {
                front::llvm::run(self, bytes, language == Language::Bc, emit)
            }
            Language::Ptx => front::ptx::run(self, bytes, emit),
            Language::Mlir => front::mlir::run(self, bytes, emit),
        }
    }

    /// The rest of the pipeline once a front end has read and translated the input:
    /// everything from here on is the same for every language. Returns the bytes to
    /// write, if any.
    pub fn process<F: FrontEnd>(
        &mut self,
        mut fe: F,
        emit: EmitKind,
    ) -> Result<Option<Vec<u8>>, Failure> {
        fe.check_emit(emit).map_err(|m| self.usage(m))?;
        let config = self.config;
        if !self.options.check && self.options.print_sync_graph.is_none() {
            self.synthesize(&mut fe)?;
        }
        let models: Vec<&Function> = fe.units().iter().map(|u| u.model()).collect();
        if self.options.print_sync_graph.is_some() {
            // `--print-sync-graph dot`: one digraph per function, instead of IR.
            let graphs: String = models.iter().map(|f| sync_graph_dot(f, &config)).collect();
            return Ok(Some(graphs.into_bytes()));
        }
        if self.options.check {
            // Analyses of the models first (pure), then the reports in function order.
            let all: Vec<Vec<Finding>> = models
                .par_iter()
                .map(|f| self.timed("check", || check_all(f, &config)))
                .collect();
            let mut errors = false;
            for (unit, findings) in fe.units().iter().zip(all) {
                errors |= self.report(&fe, unit, findings, false);
            }
            return if errors {
                Err(Failure::Hazards)
            } else {
                Ok(None)
            };
        }

        // Phase 1: plan every unit (pure); the independent checker then verifies each
        // plan. Where emitting is only apply, verify and print into a buffer (no code
        // generation, re-check or ptxas, which report diagnostics of their own), the
        // check runs on another thread while the front end applies and prints; a plan
        // the checker rejects discards that output, so the result is the same as in
        // sequence.
        let plans: Vec<Vec<Edit>> = models
            .par_iter()
            .map(|f| self.timed("plan", || plan(f, &config)))
            .collect();
        // Never with nothing to emit: the plugin's module is the host's, and a plan
        // the checker rejects must leave it untouched. Only with fewer functions than
        // threads: more keep every thread busy already, and the planned copies of all
        // of them would live while the module prints (a module of 100 functions at
        // 2x10^6 instructions: +35% peak memory for 6% time).
        let overlap = self.overlap
            && plans.len() < rayon::current_num_threads()
            && emit != EmitKind::None
            && !self.options.verify_ptx
            && !(emit == EmitKind::Ptx && fe.generates_ptx());
        if !overlap {
            let residuals: Vec<Vec<Finding>> = models
                .par_iter()
                .zip(&plans)
                .map(|(f, edits)| self.timed("check", || check_plan(f, edits, &config)))
                .collect();
            drop(models);
            self.report_plans(&fe, &plans, residuals)?;
            return self.apply_and_emit(&mut fe, &plans, emit);
        }
        drop(models);
        // The remarks name instructions as they were read: before apply changes them.
        self.report_plans(&fe, &plans, vec![Vec::new(); plans.len()])?;
        // Apply first (the module is edited either way; a rejected plan discards the
        // output): the front end then gives its models away, and each becomes its
        // planned copy in place, so no function is held twice.
        self.apply(&mut fe, &plans)?;
        let planned: Vec<Function> = fe
            .take_models()
            .into_iter()
            .zip(&plans)
            .map(|(f, edits)| apply_edits_to(f, edits))
            .collect();
        let (checked, emitted) = std::thread::scope(|scope| {
            let checker = scope.spawn(|| {
                let start = Instant::now();
                let residuals: Vec<Vec<Finding>> =
                    planned.par_iter().map(|p| check(p, &config)).collect();
                (residuals, start.elapsed())
            });
            let emitted = self.emit(&mut fe, emit);
            (checker.join(), emitted)
        });
        let (residuals, spent) = checked.unwrap_or_else(|e| std::panic::resume_unwind(e));
        self.add_time("check", spent);
        // Only errors are reported of what the plans leave (`report_plans`).
        if residuals
            .iter()
            .flatten()
            .any(|f| f.severity == FindingSeverity::Error)
        {
            return Err(Failure::Retry);
        }
        emitted
    }

    /// Reports what the checker still finds in each planned unit (and, with
    /// `--remarks`, each insertion); `Err` when a finding is an error.
    fn report_plans<F: FrontEnd>(
        &mut self,
        fe: &F,
        plans: &[Vec<Edit>],
        residuals: Vec<Vec<Finding>>,
    ) -> Result<(), Failure> {
        let config = self.config;
        let mut unrepairable = false;
        for ((unit, edits), residual) in fe.units().iter().zip(plans).zip(residuals) {
            if !residual.is_empty() {
                unrepairable |= self.report(fe, unit, residual, true);
            }
            if self.options.remarks {
                for e in edits {
                    let location = self.location(fe, unit, e.required_by);
                    self.diagnostics.push(remark(
                        e,
                        &config,
                        |at| fe.inst_text(unit, at),
                        location,
                    ));
                }
            }
        }
        if unrepairable {
            Err(Failure::Hazards)
        } else {
            Ok(())
        }
    }

    /// Phases 2 and 3: apply the plans, free the models, then verify and emit.
    fn apply_and_emit<F: FrontEnd>(
        &mut self,
        fe: &mut F,
        plans: &[Vec<Edit>],
        emit: EmitKind,
    ) -> Result<Option<Vec<u8>>, Failure> {
        self.apply(fe, plans)?;
        // Freed before the module prints.
        drop(fe.take_models());
        self.emit(fe, emit)
    }

    /// Phase 2: apply the plans.
    fn apply<F: FrontEnd>(&mut self, fe: &mut F, plans: &[Vec<Edit>]) -> Result<(), Failure> {
        self.timed(fe.apply_phase(), || fe.apply(plans))?;
        Ok(())
    }

    /// Phase 3, once the plans are applied: verify the IR, then emit; PTX from a code
    /// generator is read back and re-checked.
    fn emit<F: FrontEnd>(
        &mut self,
        fe: &mut F,
        emit: EmitKind,
    ) -> Result<Option<Vec<u8>>, Failure> {
        let options = self.options;
        if fe.has_verifier() {
            self.timed("verify", || fe.verify())?;
        }
        let ptx = if emit == EmitKind::Ptx || self.options.verify_ptx {
            let ptx = if fe.generates_ptx() {
                self.timed("codegen", || fe.emit(EmitKind::Ptx, options))?
            } else {
                // The rewritten text itself (already timed as the front end's apply).
                fe.emit(EmitKind::Ptx, options)?
            };
            let text = String::from_utf8_lossy(&ptx).into_owned();
            if fe.generates_ptx() {
                self.recheck_emitted_ptx(&text)?;
            }
            if self.options.verify_ptx {
                self.timed("ptxas", || io::run_ptxas(&text, &self.options.mcpu))
                    .map_err(|m| Error::new(ErrorKind::Ptxas, m))?;
            }
            Some(ptx)
        } else {
            None
        };
        match emit {
            EmitKind::Ptx => Ok(ptx),
            EmitKind::None => Ok(None),
            kind => Ok(Some(self.timed("print", || fe.emit(kind, options))?)),
        }
    }

    /// Phase 0, commit synthesis: the completions the program lacks where a thread
    /// consumes an MMA-class result it issued (those the front end can emit), with a
    /// remark each, inserted first so that the planner and checker see them.
    fn synthesize<F: FrontEnd>(&mut self, fe: &mut F) -> Result<(), Failure> {
        let config = self.config;
        let synths: Vec<Vec<Synthesis>> = self.timed("synthesize", || {
            fe.units()
                .iter()
                .map(|u| {
                    let model = u.model();
                    // When the lattice finds a consumer in another thread, ask the
                    // checker which consumers really lack a completion on a path.
                    commit_synthesis_at(model, None)
                        .or_else(|_| {
                            let reported = check(model, &config)
                                .into_iter()
                                .filter(|f| {
                                    f.rule == Rule::MmaDone && f.severity == FindingSeverity::Error
                                })
                                .map(|f| f.at)
                                .collect();
                            commit_synthesis_at(model, Some(&reported))
                        })
                        .unwrap_or_default()
                        .into_iter()
                        .filter(|s| fe.synthesis_cost(u, s).is_some())
                        .collect()
                })
                .collect()
        });
        if synths.iter().all(Vec::is_empty) {
            return Ok(());
        }
        if self.options.remarks {
            for (unit, ss) in fe.units().iter().zip(&synths) {
                for s in ss {
                    let location = self.location(&*fe, unit, s.at);
                    let cost = fe.synthesis_cost(unit, s).unwrap_or_default();
                    self.diagnostics.push(synthesis_remark(
                        s,
                        |at| fe.inst_text(unit, at),
                        location,
                        cost,
                    ));
                }
            }
        }
        self.timed("synthesize", || fe.synthesize(&synths))?;
        Ok(())
    }

    /// Post-codegen verification: the PTX a code generator produced must still satisfy
    /// every rule.
    fn recheck_emitted_ptx(&mut self, ptx: &str) -> Result<(), Failure> {
        let module = self.timed("recheck", || read_module(ptx)).map_err(|e| {
            Error::new(
                ErrorKind::Internal,
                format!(
                    "internal error: cannot read the emitted PTX at line {}: {}",
                    e.line, e.message
                ),
            )
        })?;
        // Warnings were already given for the IR; only errors fail the run here.
        let all: Vec<Vec<Finding>> = module
            .functions
            .par_iter()
            .map(|pf| {
                self.timed("recheck", || {
                    check(&pf.func, &self.config)
                        .into_iter()
                        .filter(|f| f.severity == FindingSeverity::Error)
                        .collect()
                })
            })
            .collect();
        let emitted = PtxFrontEnd::new("<emitted PTX>".into(), ptx, module);
        let mut errors = false;
        for (pf, findings) in emitted.units().iter().zip(all) {
            if !findings.is_empty() {
                self.diagnostics.push(Diagnostic {
                    severity: Severity::Error,
                    rule: None,
                    message: format!(
                        "the PTX emitted for `{}` breaks a rule after code generation",
                        pf.func.name
                    ),
                    location: None,
                    related: Vec::new(),
                });
                errors |= self.report(&emitted, pf, findings, false);
            }
        }
        if errors {
            Err(Failure::Hazards)
        } else {
            Ok(())
        }
    }

    /// Where a model instruction of `unit` is; the input's name when the front end
    /// names no file.
    fn location<F: FrontEnd>(&self, fe: &F, unit: &F::Unit, at: InstRef) -> Location {
        let s = fe.location(unit, at);
        Location {
            file: s.file.unwrap_or_else(|| self.file.clone()),
            line: s.line,
            col: s.col,
            function: unit.name().to_string(),
            index: s.index,
        }
    }

    /// Add findings as diagnostics; returns whether any is an error. `errors_only`
    /// (the insert mode) leaves the warnings to `--check`.
    fn report<F: FrontEnd>(
        &mut self,
        fe: &F,
        unit: &F::Unit,
        findings: Vec<Finding>,
        errors_only: bool,
    ) -> bool {
        let start = Instant::now();
        let mut errors = false;
        for f in findings {
            let is_error = f.severity == FindingSeverity::Error;
            errors |= is_error;
            if errors_only && !is_error {
                continue;
            }
            let related = notes(&f, |r| {
                (
                    self.location(fe, unit, r),
                    format!("the other end of the hazard: {}", fe.note_text(unit, r)),
                )
            });
            let location = self.location(fe, unit, f.at);
            self.diagnostics.push(Diagnostic {
                severity: if is_error {
                    Severity::Error
                } else {
                    Severity::Warning
                },
                rule: Some(f.rule.id()),
                message: f.message,
                location: Some(location),
                related,
            });
        }
        // Reports of --check and of the re-check are a phase; residual findings of
        // the insert mode are charged to the plan.
        if !errors_only {
            self.add_time("report", start.elapsed());
        }
        errors
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
        severity: Severity::Remark,
        rule: None,
        message: format!(
            "inserted tcgen05.commit + mbarrier wait on a pass-owned barrier [R-MMA-DONE]: `{}` needs the completion of {} (cta_group::{}; cost: {cost})",
            text(s.at),
            causes.join(", "),
            s.cta.suffix(),
        ),
        location: Some(location),
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
        severity: Severity::Remark,
        rule: None,
        message: format!(
            "inserted {} [{}]: `{}` needs it after {}{more}{reading}",
            e.ptx().trim_end_matches(';'),
            e.rule.id(),
            text(e.required_by),
            causes.join(", ")
        ),
        location: Some(location),
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
/// What the independent checker finds in `func` with `edits` applied, mapped back to
/// input positions: R-MMA-DONE, which the pass reports rather than repairs, or a
/// planner bug, marked as an internal error.
fn check_plan(func: &Function, edits: &[Edit], config: &Config) -> Vec<Finding> {
    let residual = check(&apply_edits(func, edits), config);
    if residual.is_empty() {
        residual
    } else {
        map_residual(func, edits, residual)
    }
}

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
