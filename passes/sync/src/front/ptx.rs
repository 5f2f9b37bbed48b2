//! PTX input (`tcgen05-ptx`): the text is read into one unit per `.entry`/`.func`,
//! and the planned instructions are inserted as PTX lines (every other byte kept).

use std::borrow::Cow;

use tcgen05_core::commit_synthesis::Synthesis;
use tcgen05_core::model::{Function, InstRef};
use tcgen05_core::plan::Edit;
use tcgen05_ptx::{
    original_line, read_module, rewrite, rewrite_ptx, Inserted, PtxFunction, PtxModule,
};

use crate::front_end::{FrontEnd, SourceLocation, Unit};
use crate::pipeline::{Failure, Session};
use crate::{EmitKind, Error, ErrorKind, Options};

impl Unit for PtxFunction {
    fn name(&self) -> &str {
        &self.func.name
    }

    fn model(&self) -> &Function {
        &self.func
    }
}

/// A PTX file (with the synthesised completions, once inserted) and, once the edits
/// are applied, its rewritten text.
pub(crate) struct PtxFrontEnd<'s> {
    file: String,
    src: Cow<'s, str>,
    module: PtxModule,
    /// Where commit synthesis inserted lines into `src`, to map lines back to the
    /// input's.
    synthesized: Vec<Inserted>,
    rewritten: Option<String>,
}

impl<'s> PtxFrontEnd<'s> {
    /// The front end of PTX text `src` named `file`, read into `module`.
    pub(crate) fn new(file: String, src: &'s str, module: PtxModule) -> PtxFrontEnd<'s> {
        PtxFrontEnd {
            file,
            src: Cow::Borrowed(src),
            module,
            synthesized: Vec::new(),
            rewritten: None,
        }
    }
}

impl FrontEnd for PtxFrontEnd<'_> {
    type Unit = PtxFunction;

    fn units(&self) -> &[PtxFunction] {
        &self.module.functions
    }

    fn location(&self, unit: &PtxFunction, at: InstRef) -> SourceLocation {
        let loc = &unit.func.inst(at).loc;
        SourceLocation {
            file: Some(self.file.clone()),
            line: loc.line.map(|l| {
                if self.synthesized.is_empty() {
                    l
                } else {
                    original_line(&self.synthesized, l)
                }
            }),
            col: loc.col,
            index: None,
        }
    }

    fn inst_text(&self, unit: &PtxFunction, at: InstRef) -> String {
        unit.func.inst(at).loc.text.clone()
    }

    fn synthesis_cost(&self, _unit: &Self::Unit, s: &Synthesis) -> Option<String> {
        Some(format!("{} instructions", s.instructions()))
    }

    fn synthesize(&mut self, synths: &[Vec<Synthesis>]) -> Result<(), Error> {
        let pairs: Vec<(&PtxFunction, &[Synthesis])> = self
            .module
            .functions
            .iter()
            .zip(synths)
            .map(|(pf, s)| (pf, s.as_slice()))
            .collect();
        let (text, inserted) = rewrite_ptx(&self.src, &pairs);
        self.module = read_module(&text).map_err(|e| {
            Error::new(
                ErrorKind::Internal,
                format!(
                    "{}: internal error: cannot read the PTX with synthesised completions at line {}: {}",
                    self.file, e.line, e.message
                ),
            )
        })?;
        self.src = Cow::Owned(text);
        self.synthesized = inserted;
        Ok(())
    }

    fn check_emit(&self, kind: EmitKind) -> Result<(), String> {
        match kind {
            EmitKind::Ptx | EmitKind::None => Ok(()),
            _ => Err(format!(
                "{}: PTX input can only be emitted as PTX (--emit ptx or none)",
                self.file
            )),
        }
    }

    fn apply(&mut self, plans: &[Vec<Edit>]) -> Result<(), Error> {
        let pairs: Vec<(&PtxFunction, &[Edit])> = self
            .module
            .functions
            .iter()
            .zip(plans)
            .map(|(f, e)| (f, e.as_slice()))
            .collect();
        self.rewritten = Some(rewrite(&self.src, &pairs));
        Ok(())
    }

    fn apply_phase(&self) -> &'static str {
        "rewrite"
    }

    fn take_models(&mut self) -> Vec<Function> {
        std::mem::take(&mut self.module.functions)
            .into_iter()
            .map(|f| f.func)
            .collect()
    }

    fn has_verifier(&self) -> bool {
        false
    }

    fn verify(&self) -> Result<(), Error> {
        // The rewrite only adds instructions the checker verified in the model.
        Ok(())
    }

    fn emit(&mut self, kind: EmitKind, _: &Options) -> Result<Vec<u8>, Error> {
        debug_assert_eq!(kind, EmitKind::Ptx, "check_emit admits only PTX");
        Ok(self
            .rewritten
            .clone()
            .unwrap_or_else(|| self.src.to_string())
            .into_bytes())
    }

    fn generates_ptx(&self) -> bool {
        false
    }
}

/// Read PTX text and run the pipeline on it.
pub(crate) fn run(
    session: &mut Session<'_>,
    bytes: &[u8],
    emit: EmitKind,
) -> Result<Option<Vec<u8>>, Failure> {
    let file = session.file.clone();
    let src = super::text(&file, bytes)?;
    let module = session.timed("parse", || read_module(src)).map_err(|e| {
        // A construct the reader does not model is named as such: the file may well
        // be valid PTX.
        let kind = if e.message.starts_with("not supported") {
            ""
        } else {
            "malformed PTX: "
        };
        Error::new(
            ErrorKind::Malformed,
            format!("{file}:{}:{}: {kind}{}", e.line, e.col, e.message),
        )
    })?;
    session.process(PtxFrontEnd::new(file, src, module), emit)
}
