//! The flat pipeline (cranelift's `Context::optimize` is the model): read, translate
//! into the model, plan, verify the plan with the independent checker, apply, verify
//! the IR, emit, verify the emitted PTX, write.

use std::path::Path;

use inkwell::context::Context;
use tcgen05_core::checker::{check, Finding, Severity};
use tcgen05_core::checks::check_all;
use tcgen05_core::dot::sync_graph_dot;
use tcgen05_core::model::{Function, InstRef};
use tcgen05_core::plan::{apply_edits, plan, Config, Edit, LdUsePolicy};
use tcgen05_core::spec::Rule;
use tcgen05_llvm::FunctionUnit;
use tcgen05_ptx::{read_module, rewrite, PtxFunction};

use crate::diag::{plain_error, Diagnostic, Location};
use crate::io::{read_input, run_ptxas, write_output, write_output_with};
use crate::{Cli, EmitKind, InputKind, LdUse};

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
    timer: std::cell::RefCell<Timer>,
}

/// `--time-passes`: accumulated seconds per phase, printed at the end.
#[derive(Default)]
struct Timer {
    phases: Vec<(&'static str, std::time::Duration)>,
}

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
        timer: std::cell::RefCell::new(Timer::default()),
        config: Config {
            ld_use: match cli.ld_use {
                LdUse::Wait => LdUsePolicy::Wait,
                LdUse::TrustRegisterDependency => LdUsePolicy::TrustRegisterDependency,
            },
        },
    };
    let result = session.run();
    if cli.time_passes {
        for (phase, d) in &session.timer.borrow().phases {
            eprintln!("time: {phase:<12} {:>8.3} s", d.as_secs_f64());
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
        self.timer.borrow_mut().add(phase, start.elapsed());
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
        let bytes = read_input(&self.cli.input).map_err(Failure::Usage)?;
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
        self.report_filtered(findings, false)
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

    fn llvm_location(&self, unit: &FunctionUnit, at: InstRef) -> Location {
        let loc = unit.loc(at);
        let ordinal = llvm_ordinal(unit, at);
        Location {
            file: loc.file.clone().unwrap_or_else(|| self.file.clone()),
            line: loc.line,
            col: loc.col,
            function: unit.name.clone(),
            index: Some(ordinal),
        }
    }

    fn llvm_findings(&self, unit: &FunctionUnit, findings: Vec<Finding>) -> Vec<Located> {
        findings
            .into_iter()
            .map(|f| {
                let loc = self.llvm_location(unit, f.at);
                let related = notes(&f.related, |r| {
                    (
                        self.llvm_location(unit, r),
                        format!("the other end of the hazard: {}", unit.inst_text(r)),
                    )
                });
                (f, loc, related)
            })
            .collect()
    }

    fn run_llvm(&self, bytes: &[u8], bitcode: bool, emit: EmitKind) -> Result<(), Failure> {
        let ctx = Context::create();
        let module = self
            .timed("parse", || {
                tcgen05_llvm::parse(&ctx, bytes, bitcode, &self.file)
            })
            .map_err(|e| {
                Failure::Usage(format!("{}: malformed input: {}", self.file, e.0.trim()))
            })?;
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
            for unit in &units {
                let findings = self.timed("check", || check_all(unit.model(), &self.config));
                errors |= self.report(&self.llvm_findings(unit, findings));
            }
            return if errors {
                Err(Failure::Hazards)
            } else {
                Ok(())
            };
        }
        let mut unrepairable = false;
        for unit in &units {
            let (edits, residual) = self.plan_checked(unit.model());
            if !residual.is_empty() {
                unrepairable |= self.report_filtered(&self.llvm_findings(unit, residual), true);
            }
            if self.cli.remarks {
                for e in &edits {
                    self.print(&remark(
                        e,
                        |at| unit.inst_text(at),
                        self.llvm_location(unit, e.required_by),
                    ));
                }
            }
            self.timed("apply", || tcgen05_llvm::apply_edits(&module, unit, &edits))
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
            let ptx = tcgen05_llvm::emit_ptx(&module, &self.cli.mcpu, self.cli.mattr.as_deref())
                .map_err(|e| Failure::Usage(format!("{}: {e}", self.file)))?;
            self.verify_emitted_ptx(&ptx)?;
            if self.cli.verify_ptx {
                run_ptxas(&ptx, &self.cli.mcpu).map_err(Failure::Usage)?;
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
            EmitKind::Ptx => self.write(ptx.unwrap_or_default().as_bytes()),
            EmitKind::None | EmitKind::Mlir => Ok(()),
        }
    }

    /// Post-codegen verification: the PTX LLVM produced must still satisfy every rule.
    fn verify_emitted_ptx(&self, ptx: &str) -> Result<(), Failure> {
        let module = read_module(ptx).map_err(|e| {
            Failure::Usage(format!(
                "internal error: cannot read the emitted PTX at line {}: {}",
                e.line, e.message
            ))
        })?;
        let mut errors = false;
        for pf in &module.functions {
            // Warnings were already given for the IR; only errors fail the run here.
            let findings: Vec<Finding> = check(&pf.func, &self.config)
                .into_iter()
                .filter(|f| f.severity == Severity::Error)
                .collect();
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
        Location {
            file: file.to_string(),
            line: loc.line,
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
                let related = notes(&f.related, |r| {
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
        let module = read_module(src).map_err(|e| {
            Failure::Usage(format!(
                "{}:{}:{}: malformed PTX: {}",
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
            for pf in &module.functions {
                errors |= self.report(&self.ptx_findings(
                    &self.file,
                    pf,
                    check_all(&pf.func, &self.config),
                ));
            }
            return if errors {
                Err(Failure::Hazards)
            } else {
                Ok(())
            };
        }
        let mut plans: Vec<(&PtxFunction, Vec<Edit>)> = Vec::new();
        let mut unrepairable = false;
        for pf in &module.functions {
            let (edits, residual) = self.plan_checked(&pf.func);
            if !residual.is_empty() {
                unrepairable |=
                    self.report_filtered(&self.ptx_findings(&self.file, pf, residual), true);
            }
            if self.cli.remarks {
                for e in &edits {
                    self.print(&remark(
                        e,
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
        let out = rewrite(src, &pairs);
        if self.cli.verify_ptx {
            run_ptxas(&out, &self.cli.mcpu).map_err(Failure::Usage)?;
        }
        if emit == EmitKind::Ptx {
            self.write(out.as_bytes())?;
        }
        Ok(())
    }
}

/// `<location>: remark: inserted <instruction> [<rule id>]: <why>` for one edit;
/// `text` renders an instruction of the input.
fn remark(e: &Edit, text: impl Fn(InstRef) -> String, location: Location) -> Diagnostic {
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
    Diagnostic {
        severity: "remark",
        rule: None,
        message: format!(
            "inserted {} [{}]: `{}` needs it after {}{more}",
            e.ptx().trim_end_matches(';'),
            e.rule.id(),
            text(e.required_by),
            causes.join(", ")
        ),
        location,
        related: Vec::new(),
    }
}

/// The notes of a finding: the first three related instructions, then "and N more"
/// (rendering a note is the expensive part of a report).
fn notes(
    related: &[InstRef],
    note: impl Fn(InstRef) -> (Location, String),
) -> Vec<(Location, String)> {
    let mut out: Vec<(Location, String)> = related.iter().take(3).map(|r| note(*r)).collect();
    if related.len() > 3 {
        let loc = out[2].0.clone();
        out.push((loc, format!("and {} more", related.len() - 3)));
    }
    out
}

/// Residual findings refer to the function with edits applied; map their positions
/// back to the original instructions (an inserted instruction maps to the instruction
/// it was inserted before).
fn map_residual(func: &Function, edits: &[Edit], findings: Vec<Finding>) -> Vec<Finding> {
    // Per block: index after the edits -> original index.
    let tables: Vec<Vec<u32>> = func
        .block_ids()
        .map(|b| {
            let len = func.block(b).insts.len() as u32;
            let mut points: Vec<u32> = edits
                .iter()
                .filter(|e| e.point.block == b)
                .map(|e| e.point.index)
                .collect();
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
fn llvm_ordinal(unit: &FunctionUnit, at: InstRef) -> usize {
    let anchors = &unit.translated.anchors;
    let mut n = 0;
    for (b, block) in anchors.iter().enumerate() {
        for (i, a) in block.iter().enumerate() {
            if b == at.block.0 as usize && i == at.index as usize {
                return n;
            }
            if a.first {
                n += 1;
            }
        }
    }
    n
}
