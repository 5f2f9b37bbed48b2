//! LLVM IR input (`tcgen05-llvm`): text or bitcode parsed with inkwell, or a module
//! the caller parsed; one unit per function with a body; edits inserted as intrinsic
//! calls; output as text IR, bitcode or PTX from the NVPTX backend.

use inkwell::context::Context;
use inkwell::module::Module;
use tcgen05_core::commit_synthesis::Synthesis;
use tcgen05_core::model::{Function, InstRef};
use tcgen05_core::plan::{Config, Edit};
use tcgen05_llvm::FunctionUnit;

use crate::diag::Location;
use crate::front_end::{FrontEnd, SourceLocation, Unit};
use crate::pipeline::{Failure, Session};
use crate::{EmitKind, Error, ErrorKind, Options};

impl Unit for FunctionUnit<'_> {
    fn name(&self) -> &str {
        &self.name
    }

    fn model(&self) -> &Function {
        FunctionUnit::model(self)
    }
}

/// An LLVM module and its translated functions, which borrow it.
pub(crate) struct LlvmFrontEnd<'m, 'ctx> {
    file: String,
    /// The readings (load threading runs under `--ld-use=wait` only).
    config: Config,
    module: &'m Module<'ctx>,
    units: Vec<FunctionUnit<'m>>,
}

impl<'m> FrontEnd for LlvmFrontEnd<'m, '_> {
    type Unit = FunctionUnit<'m>;

    fn units(&self) -> &[FunctionUnit<'m>] {
        &self.units
    }

    fn location(&self, unit: &FunctionUnit<'m>, at: InstRef) -> SourceLocation {
        let loc = unit.loc(at);
        SourceLocation {
            file: loc.file.as_deref().map(str::to_string),
            line: loc.line,
            col: loc.col,
            index: Some(unit.ordinal(at)),
        }
    }

    fn inst_text(&self, unit: &FunctionUnit<'m>, at: InstRef) -> String {
        unit.inst_text(at)
    }

    fn note_text(&self, unit: &FunctionUnit<'m>, at: InstRef) -> String {
        // LLVM instructions are quoted as printed, without backquotes.
        unit.inst_text(at)
    }

    fn synthesis_cost(&self, unit: &Self::Unit, s: &Synthesis) -> Option<String> {
        // Into the consumer's inline-asm template (also under its own predicate), or
        // as instructions before it when it has no predicate of its own.
        if tcgen05_llvm::synthesis_in_asm(unit, s) {
            Some(format!(
                "{} PTX instructions in the inline asm and 1 LLVM instruction",
                s.instructions()
            ))
        } else {
            (!s.guarded).then(|| {
                format!(
                    "{} LLVM instructions",
                    tcgen05_llvm::SYNTHESIS_LLVM_INSTRUCTIONS
                )
            })
        }
    }

    fn synthesize(&mut self, synths: &[Vec<Synthesis>]) -> Result<(), Error> {
        let slots = crate::front_end::barrier_slots(&self.units, synths);
        for (unit, ss) in self.units.iter().zip(synths) {
            if ss.is_empty() {
                continue;
            }
            tcgen05_llvm::apply_synthesis(self.module, unit, ss, slots).map_err(|e| {
                Error::new(
                    ErrorKind::Internal,
                    format!("{}: internal error: {e}", self.file),
                )
            })?;
        }
        self.units = tcgen05_llvm::translate_module(self.module).map_err(|e| {
            Error::new(
                ErrorKind::Internal,
                format!(
                    "{}: internal error: the module with synthesised completions does not translate: {}",
                    self.file, e.message
                ),
            )
        })?;
        Ok(())
    }

    fn check_emit(&self, kind: EmitKind) -> Result<(), String> {
        match kind {
            EmitKind::Mlir => Err(format!(
                "{}: LLVM IR input cannot be emitted as MLIR",
                self.file
            )),
            _ => Ok(()),
        }
    }

    fn apply(&mut self, plans: &[Vec<Edit>]) -> Result<(), Error> {
        for (unit, edits) in self.units.iter().zip(plans) {
            tcgen05_llvm::apply_edits(self.module, unit, edits, &self.config)
                .map_err(|e| Error::new(ErrorKind::Internal, format!("{}: {e}", self.file)))?;
        }
        Ok(())
    }

    fn take_models(&mut self) -> Vec<Function> {
        std::mem::take(&mut self.units)
            .into_iter()
            .map(FunctionUnit::into_model)
            .collect()
    }

    fn verify(&self) -> Result<(), Error> {
        tcgen05_llvm::verify(self.module).map_err(|e| {
            Error::new(
                ErrorKind::Internal,
                format!(
                    "{}: internal error: the rewritten module fails the LLVM verifier: {e}",
                    self.file
                ),
            )
        })
    }

    fn emit(&mut self, kind: EmitKind, options: &Options) -> Result<Vec<u8>, Error> {
        match kind {
            EmitKind::Llvm => Ok(tcgen05_llvm::print_ir(self.module).into_bytes()),
            EmitKind::Bc => Ok(tcgen05_llvm::write_bitcode(self.module)),
            EmitKind::Ptx => {
                tcgen05_llvm::emit_ptx(self.module, &options.mcpu, options.mattr.as_deref())
                    .map(String::into_bytes)
                    .map_err(|e| Error::new(ErrorKind::Codegen, format!("{}: {e}", self.file)))
            }
            EmitKind::Mlir | EmitKind::None => {
                unreachable!("refused by check_emit or the pipeline")
            }
        }
    }

    fn generates_ptx(&self) -> bool {
        true
    }
}

/// Parse text IR or bitcode and run the pipeline on it.
pub(crate) fn run(
    session: &mut Session<'_>,
    bytes: &[u8],
    bitcode: bool,
    emit: EmitKind,
) -> Result<Option<Vec<u8>>, Failure> {
    let ctx = Context::create();
    let file = session.file.clone();
    let (module, notes) = session
        .timed("parse", || {
            tcgen05_llvm::parse_with_notes(&ctx, bytes, bitcode, &file)
        })
        .map_err(|e| {
            Error::new(
                ErrorKind::Malformed,
                format!("{file}: malformed input: {}", e.0.trim()),
            )
        })?;
    // How the input was read is reported with the remarks: the driver is quiet on
    // success, and `--check` prints nothing on a clean input.
    if session.options.remarks {
        for note in notes {
            session.note(format!("{file}: {note}"));
        }
    }
    run_module(session, &module, emit)
}

/// Verify and translate a parsed module, then run the pipeline on it (the module is
/// rewritten in place).
pub(crate) fn run_module(
    session: &mut Session<'_>,
    module: &Module<'_>,
    emit: EmitKind,
) -> Result<Option<Vec<u8>>, Failure> {
    let file = session.file.clone();
    session
        .timed("verify", || tcgen05_llvm::verify(module))
        .map_err(|e| {
            Error::new(
                ErrorKind::Malformed,
                format!("{file}: invalid LLVM IR: {}", e.trim()),
            )
        })?;
    let units = session
        .timed("translate", || tcgen05_llvm::translate_module(module))
        .map_err(|e| {
            let loc = Location {
                file: e
                    .loc
                    .file
                    .as_deref()
                    .map_or_else(|| file.clone(), str::to_string),
                line: e.loc.line,
                col: e.loc.col,
                function: e.function.clone(),
                index: Some(e.index),
            };
            Error::new(ErrorKind::Malformed, format!("{loc}: {}", e.message))
        })?;
    let fe = LlvmFrontEnd {
        file,
        config: session.config,
        module,
        units,
    };
    session.process(fe, emit)
}
