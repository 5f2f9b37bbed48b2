//! The MLIR front end of tcgen05-sync (melior, MLIR 22): reads `.mlir` in the `llvm`
//! and `nvvm` dialects (functions also inside `gpu.module`), translates each unit into
//! the core model (`translate.rs`, with `nvvm` ops mapped to PTX in `nvvm.rs`),
//! inserts the planner's edits as `nvvm` ops where MLIR 22 has one and
//! `llvm.inline_asm` otherwise (`apply.rs`), prints MLIR, translates to LLVM IR
//! text, and offers the whole plan-and-apply as a melior external pass (`pass.rs`).
//!
//! The driver is expected to call, in order: [`context`], [`parse`], [`units`],
//! [`FunctionUnit::model`] + the planner, [`apply_edits`], then [`print`] or
//! [`to_llvm_ir`].

mod apply;
mod counters;
pub mod ir;
pub mod nvvm;
pub mod pass;
mod ranges;
mod smem;
mod synthesis;
pub mod translate;
mod uniform;

use std::cell::RefCell;
use std::marker::PhantomData;
use std::rc::Rc;

use melior::dialect::DialectRegistry;
use melior::ir::operation::OperationLike;
use melior::ir::{Module, Operation};
use melior::utility::{register_all_dialects, register_all_llvm_translations};
use melior::Context;
use mlir_sys::*;
use tcgen05_core::model::{Function, InstRef, Loc};
use tcgen05_core::plan::Edit;

pub use apply::ApplyError;
pub use synthesis::{SynthesisSite, SYNTHESIS_MLIR_OPS};
pub use translate::{TranslateError, Translated};

/// A parse failure: the MLIR parser's message and where it points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub message: String,
    pub file: Option<String>,
    pub line: Option<u32>,
    pub col: Option<u32>,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        crate::ir::fmt_located(f, self.file.as_deref(), self.line, self.col, &self.message)
    }
}

impl std::error::Error for ParseError {}

/// A context with every upstream dialect and the LLVM IR translations registered.
pub fn context() -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let ctx = Context::new();
    ctx.append_dialect_registry(&registry);
    ctx.load_all_available_dialects();
    register_all_llvm_translations(&ctx);
    ctx
}

/// A context for modules the [`context`] cannot read because their `nvvm` ops or
/// attributes are of a newer NVVM dialect than MLIR 22's (CuTe DSL 4.8 prints
/// `#nvvm.mbarrier_layout`, `#nvvm.mbar_wait` and `nvvm.mbarrier.init` with a
/// `layout` property): the upstream dialects the front end reads (`llvm`, `gpu`,
/// `func`, `arith`, `cf`, `scf`, ...) registered, `nvvm` not, and unregistered
/// dialects allowed. Ops of `nvvm` (and any other unknown dialect) must then be in
/// the generic op form; they are recognised by name and attributes as before
/// (`nvvm.rs`), inserted ops are unregistered ops printed in the generic form, and
/// MLIR 22 cannot translate such a module to LLVM IR.
pub fn lenient_context() -> Context {
    use melior::dialect::DialectHandle;
    let registry = DialectRegistry::new();
    for d in [
        DialectHandle::llvm(),
        DialectHandle::gpu(),
        DialectHandle::func(),
        DialectHandle::arith(),
        DialectHandle::cf(),
        DialectHandle::scf(),
        DialectHandle::memref(),
    ] {
        d.insert_dialect(&registry);
    }
    let ctx = Context::new();
    ctx.append_dialect_registry(&registry);
    ctx.load_all_available_dialects();
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// Parse MLIR text. `name` is the file name the locations of the ops get (and the
/// parser's messages name). Ops MLIR 22 does not know (CuTe DSL's
/// `nvvm.mbarrier.wait.parity`, say) are a parse error naming the op and its line.
pub fn parse<'c>(ctx: &'c Context, text: &str, name: &str) -> Result<Module<'c>, ParseError> {
    match parse_text(ctx, text, name) {
        // MLIR 22's parser of the custom form of `nvvm.barrier` takes a trailing
        // location or an attribute dictionary for its optional reduction operand
        // (`nvvm.barrier loc(#loc)`, `nvvm.barrier {aligned = false}`, as Triton 3.9
        // prints its modules; MLIR 22's own printer with `--mlir-print-debuginfo`
        // writes what it cannot read back). The same ops in the generic form read.
        Err(first) => match generic_barriers(text, false) {
            Some(rewritten) => parse_text(ctx, &rewritten, name).map_err(|_| first),
            None => Err(first),
        },
        ok => ok,
    }
}

/// `text` with each line that is one `nvvm.barrier` op in the custom form (`nvvm.barrier
/// [id = %a] [number_of_threads = %b] [{attributes}] [loc(...)]`) written in the
/// generic form, which keeps the line's place (`attributed`: only those with an
/// attribute dictionary); `None` when no line is such an op.
pub fn generic_barriers(text: &str, attributed: bool) -> Option<String> {
    let mut changed = false;
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        match generic_barrier(body).filter(|(_, attrs)| *attrs || !attributed) {
            Some((generic, _)) => {
                changed = true;
                out.push_str(&generic);
                out.push_str(&line[body.len()..]);
            }
            None => out.push_str(line),
        }
    }
    changed.then_some(out)
}

/// One line's `nvvm.barrier` in the generic form (see [`generic_barriers`]), and
/// whether it has an attribute dictionary.
fn generic_barrier(line: &str) -> Option<(String, bool)> {
    let indent = &line[..line.len() - line.trim_start().len()];
    let mut rest = line.trim_start().strip_prefix("nvvm.barrier")?;
    if !(rest.is_empty() || rest.starts_with(' ')) {
        return None;
    }
    let value = |rest: &mut &str, key: &str| -> Option<String> {
        let r = rest.trim_start().strip_prefix(key)?.trim_start();
        let r = r.strip_prefix('=')?.trim_start();
        let end = r
            .find(|c: char| !(c.is_ascii_alphanumeric() || "%_#.$-".contains(c)))
            .unwrap_or(r.len());
        let v = &r[..end];
        (v.starts_with('%') && v.len() > 1).then(|| {
            *rest = &r[end..];
            v.to_string()
        })
    };
    let id = value(&mut rest, "id");
    let threads = value(&mut rest, "number_of_threads");
    rest = rest.trim_start();
    let mut attrs = "";
    if rest.starts_with('{') {
        let close = rest.find('}')?;
        attrs = &rest[..=close];
        if attrs[1..].contains(['{', '(']) {
            return None;
        }
        rest = rest[close + 1..].trim_start();
    }
    let loc = if rest.is_empty() {
        ""
    } else if rest.starts_with("loc(") && rest.ends_with(')') {
        rest
    } else {
        return None;
    };
    let operands: Vec<&str> = id
        .iter()
        .chain(threads.iter())
        .map(String::as_str)
        .collect();
    let types = vec!["i32"; operands.len()].join(", ");
    let generic = format!(
        "{indent}\"nvvm.barrier\"({}) <{{operandSegmentSizes = array<i32: {}, {}, 0>}}> {attrs} : ({types}) -> () {loc}",
        operands.join(", "),
        u8::from(id.is_some()),
        u8::from(threads.is_some()),
    );
    Some((generic.trim_end().to_string(), !attrs.is_empty()))
}

/// [`parse`] of the text as it is.
fn parse_text<'c>(ctx: &'c Context, text: &str, name: &str) -> Result<Module<'c>, ParseError> {
    let raw = match parse_op(ctx, text, name) {
        // Several top-level ops (a file of bare `llvm.func`s): MLIR's tools wrap them
        // in an implicit module. Open the module on the first line so that the line
        // numbers in locations and messages stay those of the file.
        Err(e) if e.message.contains("single top-level operation") => {
            parse_op(ctx, &format!("module {{{text}\n}}"), name)?
        }
        other => other?,
    };
    let mut op = unsafe { Operation::from_raw(raw) };
    if op.name().as_string_ref().as_str().ok() != Some("builtin.module") {
        // One bare op (a single `llvm.func`): the implicit module, as above.
        drop(op);
        let raw = parse_op(ctx, &format!("module {{{text}\n}}"), name)?;
        op = unsafe { Operation::from_raw(raw) };
    }
    let first_error = || ParseError {
        message: "cannot parse the MLIR module".into(),
        file: Some(name.to_string()),
        line: None,
        col: None,
    };
    let module = Module::from_operation(op).ok_or_else(first_error)?;
    // The verifier's message names the op and its line, like the parser's.
    let (ok, diags) =
        unsafe { ir::with_diagnostics(ctx.to_raw(), || module.as_operation().verify()) };
    if !ok {
        return Err(match diags.first() {
            Some(d) => ParseError {
                message: d.message.clone(),
                file: d.file.clone(),
                line: d.line,
                col: d.col,
            },
            None => ParseError {
                message: "the module does not verify".into(),
                ..first_error()
            },
        });
    }
    Ok(module)
}

/// One parse of `text` into a top-level op, with the parser's first diagnostic on
/// failure.
fn parse_op(ctx: &Context, text: &str, name: &str) -> Result<MlirOperation, ParseError> {
    // `Module::parse` reports nothing but `None`: collect the diagnostics instead.
    let diags: Rc<RefCell<Vec<ParseError>>> = Rc::default();
    let sink = diags.clone();
    let id = ctx.attach_diagnostic_handler(move |d| {
        let (file, line, col) = ir::parse_location(&d.location().to_string());
        sink.borrow_mut().push(ParseError {
            message: d.to_string(),
            file,
            line,
            col,
        });
        true
    });
    let raw = unsafe { mlirOperationCreateParse(ctx.to_raw(), ir::sref(text), ir::sref(name)) };
    ctx.detach_diagnostic_handler(id);
    if raw.ptr.is_null() {
        return Err(diags.borrow().first().cloned().unwrap_or(ParseError {
            message: "cannot parse the MLIR module".into(),
            file: Some(name.to_string()),
            line: None,
            col: None,
        }));
    }
    Ok(raw)
}

/// One function of a module, translated, with what is needed to apply edits. It
/// holds raw handles of the module's ops, so it borrows the module (`'m`).
pub struct FunctionUnit<'m> {
    pub name: String,
    /// The `llvm.func` op.
    pub func: MlirOperation,
    pub translated: Translated,
    pub(crate) module: PhantomData<&'m ()>,
    /// The printer state of the function, made once for all of its op texts
    /// (`inst_text`: printing one op alone numbers the whole function's values);
    /// dropped when the function is edited.
    pub(crate) printer: std::cell::RefCell<Option<ir::Printer>>,
    /// The model's instructions numbered in block order ([`Self::ordinal`]).
    pub(crate) numbering: std::cell::OnceCell<tcgen05_core::model::InstNumbering>,
}

/// The `llvm.func`s with a body, in the module and in any `gpu.module`, that are
/// kernels (`nvvm.kernel`, `gpu.kernel` or the `ptx_kernel` calling convention) or
/// contain a tcgen05 op.
pub fn functions(module: &Module) -> Vec<MlirOperation> {
    unsafe { functions_under(module.as_operation().to_raw()) }
}

/// [`functions`] of any op holding a module body (`builtin.module`).
///
/// # Safety
/// `top` must be a live operation.
pub unsafe fn functions_under(top: MlirOperation) -> Vec<MlirOperation> {
    let mut out = Vec::new();
    {
        let mut work: Vec<MlirBlock> = (0..mlirOperationGetNumRegions(top))
            .flat_map(|r| ir::blocks(mlirOperationGetRegion(top, r)))
            .collect();
        while let Some(block) = work.pop() {
            for op in ir::ops(block) {
                match ir::op_name(op).as_str() {
                    "gpu.module" | "builtin.module" => {
                        for r in 0..mlirOperationGetNumRegions(op) {
                            work.extend(ir::blocks(mlirOperationGetRegion(op, r)));
                        }
                    }
                    "llvm.func" => {
                        let body = ir::blocks(mlirOperationGetRegion(op, 0));
                        if body.is_empty() {
                            continue;
                        }
                        let kernel = translate::is_kernel(op);
                        let tcgen05 = body
                            .iter()
                            .any(|b| ir::ops(*b).into_iter().any(|o| translate::is_tcgen05_op(o)));
                        if kernel || tcgen05 {
                            out.push(op);
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    out
}

/// Translate every unit of the module (see [`functions`]).
pub fn units<'m>(module: &'m Module) -> Result<Vec<FunctionUnit<'m>>, TranslateError> {
    let mut callers = translate::Callers::default();
    functions(module)
        .into_iter()
        .map(|func| unsafe {
            let name = ir::attr_string(func, "sym_name").unwrap_or_default();
            let translated = translate::translate(func, &name, &mut callers)?;
            Ok(FunctionUnit {
                name,
                func,
                translated,
                module: PhantomData,
                printer: Default::default(),
                numbering: Default::default(),
            })
        })
        .collect()
}

impl FunctionUnit<'_> {
    pub fn model(&self) -> &Function {
        &self.translated.func
    }

    /// The model, once nothing else of the unit is needed (after its edits are
    /// applied).
    pub fn into_model(self) -> Function {
        self.translated.func
    }

    /// The MLIR text of a model instruction's op, for remarks and notes.
    pub fn inst_text(&self, at: InstRef) -> String {
        let at = clamp(&self.translated.func, at);
        let own = &self.translated.func.inst(at).loc.text;
        if !own.is_empty() {
            return own.clone();
        }
        let op = self.translated.anchors[at.block.0 as usize][at.index as usize];
        let mut printer = self.printer.borrow_mut();
        let printer = printer.get_or_insert_with(|| unsafe { ir::Printer::new(self.func) });
        unsafe { printer.op_text(op) }
    }

    /// The position of a model instruction in its function, counting in block
    /// order (a location for diagnostics where the op has no `loc`).
    pub fn ordinal(&self, at: InstRef) -> usize {
        let func = &self.translated.func;
        if at.block.0 as usize >= func.blocks.len() {
            return at.index as usize;
        }
        let numbering = self
            .numbering
            .get_or_init(|| tcgen05_core::model::InstNumbering::new(func));
        // The block's first id plus the index (which may be the block's end).
        let first = InstRef {
            block: at.block,
            index: 0,
        };
        numbering.id(first) as usize + at.index as usize
    }

    /// The source location (from the op's MLIR `loc`).
    pub fn loc(&self, at: InstRef) -> &Loc {
        &self
            .translated
            .func
            .inst(clamp(&self.translated.func, at))
            .loc
    }
}

/// A point at the end of a block (an insertion after its last instruction) stands
/// for its last instruction, the terminator.
fn clamp(func: &Function, at: InstRef) -> InstRef {
    let len = func.block(at.block).insts.len() as u32;
    InstRef {
        block: at.block,
        index: at.index.min(len.saturating_sub(1)),
    }
}

/// Insert `edits` (planned on `unit.model()`) before their anchors.
pub fn apply_edits(unit: &FunctionUnit, edits: &[Edit]) -> Result<(), ApplyError> {
    // The printer's numbering is the function's before the edits.
    unit.printer.borrow_mut().take();
    unsafe { apply::insert_edits(&unit.translated, edits) }
}

/// Insert the unguarded synthesised completions (`tcgen05_core::commit_synthesis`)
/// of one unit before their consumers, and the pass-owned barrier array (`slots`
/// slots: the largest `barrier_slots` of the module's functions that get one) next to
/// the function; translate the module again afterwards ([`units`]). Returns how many
/// were inserted.
pub fn apply_synthesis(
    unit: &FunctionUnit,
    synths: &[tcgen05_core::commit_synthesis::Synthesis],
    slots: u32,
) -> Result<usize, ApplyError> {
    unit.printer.borrow_mut().take();
    // SAFETY: the unit borrows its module, so its function op is alive.
    unsafe { synthesis::insert_synthesis(unit.func, &unit.translated, synths, slots) }
}

/// Where the completion `s` of `unit` can be emitted (see `synthesis.rs`).
pub fn synthesis_site(
    unit: &FunctionUnit,
    s: &tcgen05_core::commit_synthesis::Synthesis,
) -> SynthesisSite {
    // SAFETY: the unit borrows its module, so its anchors are live ops.
    unsafe { synthesis::site(&unit.translated, s) }
}

/// Whether the module verifies.
pub fn verify(module: &Module) -> bool {
    module.as_operation().verify()
}

/// The module as MLIR text (the custom assembly form, without locations). An
/// `nvvm.barrier` with a discardable attribute (Triton's `{aligned = false}`) is in
/// the generic form: MLIR 22's parser takes a custom form's attribute dictionary for
/// the barrier's reduction operand ([`parse`]).
pub fn print(module: &Module) -> String {
    let text = module.as_operation().to_string();
    generic_barriers(&text, true).unwrap_or(text)
}

/// Translate the module to LLVM IR text (`mlir-translate --mlir-to-llvmir`). Every
/// `gpu.module` must already be lowered: the translation needs an LLVM-dialect
/// module, so for a module wrapping `gpu.module`s the first one's body is used.
pub fn to_llvm_ir(module: &Module) -> Result<String, String> {
    unsafe {
        let mut target = module.as_operation().to_raw();
        for op in ir::ops(module.body().to_raw()) {
            if ir::op_name(op) == "gpu.module" {
                target = op;
                break;
            }
        }
        // Through an LLVM module of our own context, so every allocation is freed by
        // the library that made it.
        let llvm_ctx = llvm_sys::core::LLVMContextCreate();
        let (m, diags) = ir::with_diagnostics(mlirOperationGetContext(target), || {
            mlirTranslateModuleToLLVMIR(target, llvm_ctx as _)
        });
        if m.is_null() {
            llvm_sys::core::LLVMContextDispose(llvm_ctx);
            return Err(match diags.first() {
                Some(d) => format!("the module does not translate to LLVM IR: {d}"),
                None => "the module does not translate to LLVM IR".into(),
            });
        }
        let m = m as llvm_sys::prelude::LLVMModuleRef;
        let p = llvm_sys::core::LLVMPrintModuleToString(m);
        let text = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
        llvm_sys::core::LLVMDisposeMessage(p);
        llvm_sys::core::LLVMDisposeModule(m);
        llvm_sys::core::LLVMContextDispose(llvm_ctx);
        Ok(text)
    }
}
