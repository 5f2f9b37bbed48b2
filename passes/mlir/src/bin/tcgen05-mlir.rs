//! `tcgen05-mlir`: the MLIR front end on its own, until the driver takes `.mlir`
//! (for the lit tests of `lit-tests/mlir/`). Reads a module, plans every unit with
//! the core planner, inserts the edits and prints MLIR (or LLVM IR).
//!
//! Usage: `tcgen05-mlir FILE [-o OUT] [--emit mlir|llvm] [--remarks]
//! [--sync-reading=acq-rel|strict] [--ld-use=wait|trust-register-dependency]`.
//! Exit 0 on success, 2 on bad input (with the file and line of the problem).

use std::process::ExitCode;

use tcgen05_core::plan::{plan, Config, LdUsePolicy, SyncReading};

struct Args {
    input: String,
    output: Option<String>,
    emit_llvm: bool,
    remarks: bool,
    config: Config,
}

fn args() -> Result<Args, String> {
    let mut it = std::env::args().skip(1);
    let mut out = Args {
        input: String::new(),
        output: None,
        emit_llvm: false,
        remarks: false,
        config: Config::default(),
    };
    while let Some(a) = it.next() {
        match a.as_str() {
            "-o" => out.output = Some(it.next().ok_or("-o needs a file")?),
            "--emit" => match it.next().as_deref() {
                Some("mlir") => out.emit_llvm = false,
                Some("llvm") => out.emit_llvm = true,
                other => {
                    return Err(format!(
                        "--emit {}: expected mlir or llvm",
                        other.unwrap_or("")
                    ))
                }
            },
            "--remarks" => out.remarks = true,
            "--sync-reading=strict" => out.config.sync_reading = SyncReading::Strict,
            "--sync-reading=acq-rel" => out.config.sync_reading = SyncReading::AcqRel,
            "--ld-use=wait" => out.config.ld_use = LdUsePolicy::Wait,
            "--ld-use=trust-register-dependency" => {
                out.config.ld_use = LdUsePolicy::TrustRegisterDependency
            }
            s if s.starts_with('-') && s != "-" => return Err(format!("unknown option {s}")),
            s => out.input = s.to_string(),
        }
    }
    if out.input.is_empty() {
        return Err("usage: tcgen05-mlir FILE [-o OUT] [--emit mlir|llvm] [--remarks] [--sync-reading=..] [--ld-use=..]".into());
    }
    Ok(out)
}

fn run() -> Result<(), String> {
    let a = args()?;
    let (text, name) = if a.input == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| format!("<stdin>: {e}"))?;
        (s, "<stdin>".to_string())
    } else {
        let s = std::fs::read_to_string(&a.input).map_err(|e| format!("{}: {e}", a.input))?;
        (s, a.input.clone())
    };
    let ctx = tcgen05_mlir::context();
    let module = tcgen05_mlir::parse(&ctx, &text, &name).map_err(|e| with_error(&e.to_string()))?;
    let units = tcgen05_mlir::units(&module).map_err(|e| with_error(&e.to_string()))?;
    for unit in &units {
        let edits = plan(unit.model(), &a.config);
        if a.remarks {
            for e in &edits {
                let loc = unit.loc(e.point);
                eprintln!(
                    "{}:{}:{}: remark: inserted {} [{}] before `{}`",
                    loc.file.as_deref().unwrap_or(&name),
                    loc.line.unwrap_or(0),
                    loc.col.unwrap_or(0),
                    e.ptx().trim_end_matches(';'),
                    e.rule,
                    unit.inst_text(e.point)
                );
            }
        }
        tcgen05_mlir::apply_edits(unit, &edits)
            .map_err(|e| format!("{name}: {}: error: {e}", unit.name))?;
    }
    if !tcgen05_mlir::verify(&module) {
        return Err(format!("{name}: error: the edited module does not verify"));
    }
    let mut out = if a.emit_llvm {
        tcgen05_mlir::to_llvm_ir(&module).map_err(|e| format!("{name}: error: {e}"))?
    } else {
        tcgen05_mlir::print(&module)
    };
    // A blank line at the end, as `mlir-opt` ends its output.
    if !a.emit_llvm {
        out.push('\n');
    }
    match a.output.as_deref() {
        None | Some("-") => print!("{out}"),
        Some(path) => std::fs::write(path, out).map_err(|e| format!("{path}: {e}"))?,
    }
    Ok(())
}

/// `file:line:col: message` → `file:line:col: error: message`.
fn with_error(located: &str) -> String {
    match located.split_once(": ") {
        Some((at, msg)) if at.contains(':') => format!("{at}: error: {msg}"),
        _ => format!("error: {located}"),
    }
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}
