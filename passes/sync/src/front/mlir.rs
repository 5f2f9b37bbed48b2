//! MLIR input (`tcgen05-mlir`): the `llvm` and `nvvm` dialects parsed with melior,
//! one unit per kernel `llvm.func`, edits inserted as `nvvm` ops (or
//! `llvm.inline_asm`). `--emit mlir` prints the module; `--emit llvm|bc|ptx`
//! translates the rewritten module to LLVM IR and continues on the LLVM path: the
//! load results are threaded through the waits there (as for LLVM input), then the
//! IR is printed or lowered to PTX, whose re-check the pipeline runs.

use inkwell::context::Context as LlvmContext;
use melior::ir::Module;
use tcgen05_core::commit_synthesis::Synthesis;
use tcgen05_core::model::{Function, InstRef};
use tcgen05_core::plan::{Config, Edit, LdUsePolicy};
use tcgen05_mlir::FunctionUnit;

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

/// An MLIR module and its translated kernels, which borrow it.
pub(crate) struct MlirFrontEnd<'m, 'c> {
    file: String,
    /// The readings (load threading on the LLVM path runs under `--ld-use=wait`).
    config: Config,
    module: &'m Module<'c>,
    units: Vec<FunctionUnit<'m>>,
}

impl<'m> FrontEnd for MlirFrontEnd<'m, '_> {
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
            // Without a `loc`, the model instruction's position in its function.
            index: Some(unit.ordinal(at)),
        }
    }

    fn inst_text(&self, unit: &FunctionUnit<'m>, at: InstRef) -> String {
        unit.inst_text(at)
    }

    fn synthesis_cost(&self, unit: &FunctionUnit<'m>, s: &Synthesis) -> Option<String> {
        // Before an op: the sequence as ops (unguarded only, as in LLVM IR); before a
        // statement of an inline-asm block (FlashAttention-4's MMAs), the sequence as
        // PTX in its template, under the statement's own predicate when guarded.
        match tcgen05_mlir::synthesis_site(unit, s) {
            tcgen05_mlir::SynthesisSite::Ops if !s.guarded => {
                Some(format!("{} MLIR ops", tcgen05_mlir::SYNTHESIS_MLIR_OPS))
            }
            tcgen05_mlir::SynthesisSite::AsmTemplate => Some(format!(
                "{} PTX instructions in the inline asm and 2 MLIR ops",
                s.instructions()
            )),
            _ => None,
        }
    }

    fn synthesize(&mut self, synths: &[Vec<Synthesis>]) -> Result<(), Error> {
        let slots = crate::front_end::barrier_slots(&self.units, synths);
        for (unit, ss) in self.units.iter().zip(synths) {
            if ss.is_empty() {
                continue;
            }
            tcgen05_mlir::apply_synthesis(unit, ss, slots).map_err(|e| {
                Error::new(
                    ErrorKind::Internal,
                    format!("{}: {}: internal error: {e}", self.file, unit.name),
                )
            })?;
        }
        self.units = tcgen05_mlir::units(self.module).map_err(|e| {
            Error::new(
                ErrorKind::Internal,
                format!(
                    "{}: internal error: the module with synthesised completions does not translate: {e}",
                    self.file
                ),
            )
        })?;
        Ok(())
    }

    fn check_emit(&self, _: EmitKind) -> Result<(), String> {
        Ok(())
    }

    fn apply(&mut self, plans: &[Vec<Edit>]) -> Result<(), Error> {
        for (unit, edits) in self.units.iter().zip(plans) {
            tcgen05_mlir::apply_edits(unit, edits).map_err(|e| {
                Error::new(
                    ErrorKind::Internal,
                    format!("{}: {}: {e}", self.file, unit.name),
                )
            })?;
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
        if tcgen05_mlir::verify(self.module) {
            Ok(())
        } else {
            Err(Error::new(
                ErrorKind::Internal,
                format!(
                    "{}: internal error: the rewritten module fails the MLIR verifier",
                    self.file
                ),
            ))
        }
    }

    fn emit(&mut self, kind: EmitKind, options: &Options) -> Result<Vec<u8>, Error> {
        if kind == EmitKind::Mlir {
            // A line break at the end, as `mlir-opt` ends its output.
            return Ok(format!("{}\n", tcgen05_mlir::print(self.module)).into_bytes());
        }
        let internal = |m: String| {
            Error::new(
                ErrorKind::Internal,
                format!("{}: internal error: {m}", self.file),
            )
        };
        let ir = tcgen05_mlir::to_llvm_ir(self.module)
            // MLIR 22 has no LLVM IR translation for some ops (`nvvm.inline_ptx`, say):
            // a limit of the input for this output kind, not a bug of the pass.
            .map_err(|e| {
                Error::new(
                    ErrorKind::Codegen,
                    format!("{}: --emit {}: {e}", self.file, emit_name(kind)),
                )
            })?;
        let ctx = LlvmContext::create();
        let module = tcgen05_llvm::parse(&ctx, ir.as_bytes(), false, &self.file)
            .map_err(|e| internal(format!("the translated LLVM IR does not parse: {}", e.0)))?;
        // The LLVM path's last step (no edits: the plan is in the module already):
        // under --ld-use=wait, reads of loaded values after a wait take a copy made
        // after it, so code generation cannot move them above the wait; under the
        // default, a loaded register a phi may share stays live until its wait. A
        // module the LLVM front end cannot read gets no keep-alives under the default
        // (the re-check of emitted PTX still runs); under wait it is an error, as
        // the copies are what that reading promises.
        let units = match tcgen05_llvm::translate_module(&module) {
            Ok(units) => units,
            Err(_) if self.config.ld_use != LdUsePolicy::Wait => Vec::new(),
            Err(e) => {
                return Err(internal(format!("the translated LLVM IR: {}", e.message)));
            }
        };
        for unit in &units {
            tcgen05_llvm::apply_edits(&module, unit, &[], &self.config)
                .map_err(|e| internal(e.to_string()))?;
        }
        tcgen05_llvm::verify(&module).map_err(internal)?;
        match kind {
            EmitKind::Llvm => Ok(tcgen05_llvm::print_ir(&module).into_bytes()),
            EmitKind::Bc => Ok(tcgen05_llvm::write_bitcode(&module)),
            EmitKind::Ptx => {
                tcgen05_llvm::emit_ptx(&module, &options.mcpu, options.mattr.as_deref())
                    .map(String::into_bytes)
                    .map_err(|e| Error::new(ErrorKind::Codegen, format!("{}: {e}", self.file)))
            }
            EmitKind::Mlir | EmitKind::None => unreachable!("handled above or by the pipeline"),
        }
    }

    fn generates_ptx(&self) -> bool {
        true
    }
}

/// The `--emit` spelling of an LLVM-path output kind.
fn emit_name(kind: EmitKind) -> &'static str {
    match kind {
        EmitKind::Llvm => "llvm",
        EmitKind::Bc => "bc",
        _ => "ptx",
    }
}

/// Parse MLIR text and run the pipeline on it.
pub(crate) fn run(
    session: &mut Session<'_>,
    bytes: &[u8],
    emit: EmitKind,
) -> Result<Option<Vec<u8>>, Failure> {
    let file = session.file.clone();
    let text = super::text(&file, bytes)?;
    let ctx = tcgen05_mlir::context();
    // Declared before the module, which may borrow it.
    let lenient;
    let module = match session.timed("parse", || tcgen05_mlir::parse(&ctx, text, &file)) {
        Ok(module) => module,
        Err(first) => {
            // A newer NVVM dialect than MLIR 22's (CuTe DSL): read again with `nvvm`
            // unregistered. When that fails too, the first message is the one that
            // names the problem for a module MLIR 22 should read; the second follows.
            lenient = tcgen05_mlir::lenient_context();
            let module = session
                .timed("parse", || tcgen05_mlir::parse(&lenient, text, &file))
                .map_err(|second| {
                    let also = if second.message == first.message {
                        String::new()
                    } else {
                        format!(
                            " (read with the nvvm dialect unregistered, as for CuTe DSL \
                             modules in generic op form: {second})"
                        )
                    };
                    Error::new(
                        ErrorKind::Malformed,
                        format!("{file}: malformed input: {first}{also}"),
                    )
                })?;
            session.note(format!(
                "{file}: read with the nvvm dialect unregistered ({first}): its ops are \
                 recognised by name, inserted ones print in the generic op form, and MLIR 22 \
                 cannot translate the module to LLVM IR"
            ));
            module
        }
    };
    let units = session
        .timed("translate", || tcgen05_mlir::units(&module))
        .map_err(|e| Error::new(ErrorKind::Malformed, format!("{file}: {e}")))?;
    session.process(
        MlirFrontEnd {
            file,
            config: session.config,
            module: &module,
            units,
        },
        emit,
    )
}
