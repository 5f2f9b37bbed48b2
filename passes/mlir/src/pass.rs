//! The pass as a melior external pass, so that a Rust compiler built on melior can
//! run it in its own `PassManager`: on each module it plans every unit with the core
//! planner and inserts the edits. A unit that cannot be translated or edited fails
//! the pass (MLIR reports the failure; the message goes to the context's
//! diagnostics at the op's location).

use melior::ir::operation::OperationRef;
use melior::ir::r#type::TypeId;
use melior::ir::Location;
use melior::pass::{create_external, ExternalPass, Pass, RunExternalPass};
use melior::ContextRef;
use mlir_sys::*;
use tcgen05_core::plan::{plan, Config, Edit};

use crate::{ir, translate, FunctionUnit};

/// What one run did: per unit, its name and the edits inserted.
pub type Summary = Vec<(String, Vec<Edit>)>;

/// Plan and apply on every unit under `op` (a `builtin.module`). The one call site
/// of the planner in this crate.
///
/// # Safety
/// `op` must be a live operation.
pub unsafe fn plan_and_apply(op: MlirOperation, config: &Config) -> Result<Summary, String> {
    let mut summary = Vec::new();
    let mut callers = translate::Callers::default();
    for func in crate::functions_under(op) {
        let name = ir::attr_string(func, "sym_name").unwrap_or_default();
        let translated =
            translate::translate(func, &name, &mut callers).map_err(|e| e.to_string())?;
        let unit = FunctionUnit {
            name: name.clone(),
            func,
            translated,
            module: std::marker::PhantomData,
            printer: Default::default(),
            numbering: Default::default(),
        };
        let edits = plan(unit.model(), config);
        crate::apply_edits(&unit, &edits).map_err(|e| format!("{name}: {e}"))?;
        summary.push((name, edits));
    }
    Ok(summary)
}

#[derive(Clone)]
struct SyncPass {
    config: Config,
}

/// The pass's MLIR type id is the address of this (8-byte aligned) static.
#[repr(align(8))]
struct PassId;

static PASS_ID: PassId = PassId;

impl<'c> RunExternalPass<'c> for SyncPass {
    fn initialize(&mut self, _context: ContextRef<'c>) {}

    fn run(&mut self, operation: OperationRef<'c, '_>, pass: ExternalPass<'_>) {
        let raw = operation.to_raw();
        if let Err(message) = unsafe { plan_and_apply(raw, &self.config) } {
            let loc = unsafe { Location::from_raw(mlirOperationGetLocation(raw)) };
            let text = std::ffi::CString::new(message.replace('\0', " ")).unwrap_or_default();
            unsafe { mlirEmitError(loc.to_raw(), text.as_ptr()) };
            pass.signal_failure();
        }
    }
}

/// The pass (`tcgen05-sync`, on `builtin.module`) for a melior `PassManager`.
pub fn create(config: Config) -> Pass {
    create_external(
        SyncPass { config },
        TypeId::create(&PASS_ID),
        "tcgen05-sync",
        "tcgen05-sync",
        "insert the tcgen05 waits and fences the PTX memory model requires",
        "builtin.module",
        &[],
    )
}
