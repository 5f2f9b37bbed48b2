//! The one interface every input language implements (`STYLE.md`: "one front-end
//! abstraction"). The pipeline sees only this: the units to analyse, each one's model,
//! a source location and a text for each model instruction, applying the planned
//! edits, verifying the result and emitting it.
//!
//! A front end is built by its adapter under `front/` from an input it has parsed and
//! verified; it may borrow that input (an LLVM module, the PTX text), so the pipeline
//! takes it by value and drops it before the input.

use tcgen05_core::commit_synthesis::Synthesis;
use tcgen05_core::model::{Function, InstRef};
use tcgen05_core::plan::Edit;

use crate::{EmitKind, Error, Options};

/// A source position as a front end knows it. The pipeline completes it with the
/// function's name and, when `file` is `None`, the input's name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourceLocation {
    /// The file debug info names, if it names one.
    pub file: Option<String>,
    pub line: Option<u32>,
    pub col: Option<u32>,
    /// The instruction's index in its function, for inputs without line information.
    pub index: Option<usize>,
}

/// One function to analyse, translated into the model.
pub trait Unit {
    /// The function's name as the input spells it.
    fn name(&self) -> &str;
    /// The model the planner and the checker read (plain data: the pipeline may plan
    /// and check models on several threads while the front end stays on one).
    fn model(&self) -> &Function;
}

/// One parsed input module in one language.
pub trait FrontEnd {
    type Unit: Unit;

    /// The functions with a body, in input order.
    fn units(&self) -> &[Self::Unit];

    /// Where a model instruction of `unit` is in the input (the front end may have
    /// rewritten its input since it was read, and maps positions back).
    fn location(&self, unit: &Self::Unit, at: InstRef) -> SourceLocation;

    /// The input's text of a model instruction (remarks quote it).
    fn inst_text(&self, unit: &Self::Unit, at: InstRef) -> String;

    /// How a diagnostic's note shows the other end of a hazard; by default the text
    /// in backquotes.
    fn note_text(&self, unit: &Self::Unit, at: InstRef) -> String {
        format!("`{}`", self.inst_text(unit, at))
    }

    /// Commit synthesis (`tcgen05_core::commit_synthesis`): the cost of emitting `s`
    /// for the remark ("15 instructions"), or `None` when this front end cannot emit
    /// it (the checker then keeps its R-MMA-DONE error). By default none.
    fn synthesis_cost(&self, unit: &Self::Unit, s: &Synthesis) -> Option<String> {
        let _ = (unit, s);
        None
    }

    /// Insert the synthesised completions (`synths[i]` for `units()[i]`, each one
    /// admitted by [`FrontEnd::synthesis_cost`]) and translate again, so that the
    /// units the planner sees have them; locations keep naming the input.
    fn synthesize(&mut self, synths: &[Vec<Synthesis>]) -> Result<(), Error> {
        let _ = synths;
        Ok(())
    }

    /// Whether this front end can emit `kind`; `Err` is the message for the user.
    fn check_emit(&self, kind: EmitKind) -> Result<(), String>;

    /// Insert the planned edits: `plans[i]` belongs to `units()[i]` and is sorted by
    /// point, as `tcgen05_core::plan::plan` returns it.
    fn apply(&mut self, plans: &[Vec<Edit>]) -> Result<(), Error>;

    /// The models of the units, given away once the plans are applied: nothing asks
    /// for a unit, its model or a location after that (emitted PTX is read back by a
    /// front end of its own). The pipeline frees them before the module prints, or
    /// turns them into the planned copies the checker verifies (peak memory: a model
    /// instruction per input instruction, which a copy would hold twice).
    fn take_models(&mut self) -> Vec<Function>;

    /// The `--time-passes` phase [`FrontEnd::apply`] is charged to.
    fn apply_phase(&self) -> &'static str {
        "apply"
    }

    /// Whether [`FrontEnd::verify`] checks anything (a `verify` phase then).
    fn has_verifier(&self) -> bool {
        true
    }

    /// Verify the rewritten module (the LLVM verifier); a failure is a bug of the pass.
    fn verify(&self) -> Result<(), Error>;

    /// Emit the rewritten module as `kind` (never [`EmitKind::None`]).
    fn emit(&mut self, kind: EmitKind, options: &Options) -> Result<Vec<u8>, Error>;

    /// Whether emitted PTX comes from a code generator (the NVPTX backend): the
    /// pipeline then reads it back and re-checks every rule, since code generation may
    /// move instructions. PTX input is rewritten as text and checked as planned.
    fn generates_ptx(&self) -> bool;
}

/// The slots of the pass-owned barrier array for a module: the largest
/// `commit_synthesis::barrier_slots` of its units that get a synthesis.
pub(crate) fn barrier_slots<U: Unit>(units: &[U], synths: &[Vec<Synthesis>]) -> u32 {
    units
        .iter()
        .zip(synths)
        .filter(|(_, ss)| !ss.is_empty())
        .map(|(u, _)| tcgen05_core::commit_synthesis::barrier_slots(u.model()))
        .max()
        .unwrap_or(1)
}
