//! The LLVM IR front end of tcgen05-sync: reads `.ll`/`.bc` with inkwell, translates
//! each function into the core model (`model_build.rs`), applies the planner's edits
//! (`apply.rs`) and emits text IR, bitcode or PTX through the NVPTX target machine.
//!
//! The unsafe boundary: `model_build.rs`, `apply.rs` and `thread.rs` work on raw
//! llvm-sys handles. Units borrow their module (`FunctionUnit<'m>`), so no handle
//! outlives what owns it; `unsafe_op_in_unsafe_fn` is denied and every `unsafe` block
//! says why it holds (`// SAFETY:`).

#![deny(unsafe_op_in_unsafe_fn)]

pub mod apply;
pub mod global_loads;
pub mod intrinsics;
mod launch_loads;
pub mod model_build;
mod ranges;
pub mod read;
mod role_phis;
mod slots;
mod smem;
pub mod synthesis;
pub mod thread;
mod uniform;
mod value_keys;

use std::marker::PhantomData;

use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetTriple,
};
use inkwell::values::AsValueRef;
use inkwell::OptimizationLevel;
use llvm_sys::core::{LLVMDisposeMessage, LLVMGetGlobalParent};
use llvm_sys::ir_reader::LLVMParseIRInContext2;
use llvm_sys::prelude::LLVMValueRef;
use tcgen05_core::commit_synthesis::Synthesis;
use tcgen05_core::model::{Function, InstRef, Loc};
use tcgen05_core::plan::{Config, Edit, LdUsePolicy};
use tcgen05_core::spec::Insertion;

pub use model_build::TranslateError;

/// Applying edits failed: the unit belongs to another module, or an edit has no
/// instruction to go before (a bug of the pass).
#[derive(Debug, thiserror::Error)]
#[error("{function}: {message}")]
pub struct ApplyError {
    pub function: String,
    pub message: String,
}

/// Code generation failed: an unsupported target or feature, or the backend's error.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct CodegenError(pub String);

/// A parse failure with the parser's message (which names the line).
#[derive(Debug)]
pub struct ParseError(pub String);

/// Parse text IR or bitcode. `name` is used in the parser's messages. Text IR of a
/// newer LLVM is read with its special float literals rewritten
/// ([`read::normalize_special_floats`]); see [`parse_with_notes`] for the notes.
pub fn parse<'ctx>(
    ctx: &'ctx Context,
    bytes: &[u8],
    bitcode: bool,
    name: &str,
) -> Result<Module<'ctx>, ParseError> {
    parse_with_notes(ctx, bytes, bitcode, name).map(|(module, _)| module)
}

/// [`parse`], also returning a note for each kind of newer-LLVM spelling that was
/// rewritten before parsing.
pub fn parse_with_notes<'ctx>(
    ctx: &'ctx Context,
    bytes: &[u8],
    bitcode: bool,
    name: &str,
) -> Result<(Module<'ctx>, Vec<String>), ParseError> {
    if bitcode {
        let buffer = MemoryBuffer::create_from_memory_range_copy(bytes, name);
        return Module::parse_bitcode_from_buffer(&buffer, ctx)
            .map(|m| (m, Vec::new()))
            .map_err(|e| ParseError(e.to_string()));
    }
    read::check_nesting(bytes).map_err(ParseError)?;
    let normalized = read::normalize_special_floats(bytes);
    let buffer = MemoryBuffer::create_from_memory_range_copy(&normalized.text, name);
    parse_ir_buffer(ctx, &buffer).map(|m| (m, normalized.notes))
}

/// Parse text IR from `buffer`, which stays ours. inkwell 0.11's
/// `Context::create_module_from_ir` calls LLVM 22's `LLVMParseIRInContext2`, which
/// does not take the buffer, and then forgets it: a copy of the whole input leaked
/// for the rest of the run (11 MB of a 215,000-instruction kernel's peak).
fn parse_ir_buffer<'ctx>(
    ctx: &'ctx Context,
    buffer: &MemoryBuffer,
) -> Result<Module<'ctx>, ParseError> {
    let mut module = std::ptr::null_mut();
    let mut message = std::ptr::null_mut();
    // SAFETY: the context and the buffer are alive for the call; the parser only
    // reads the buffer (it does not take it), and a message it returns is ours to
    // dispose.
    unsafe {
        let failed =
            LLVMParseIRInContext2(ctx.raw(), buffer.as_mut_ptr(), &mut module, &mut message);
        if failed != 0 || module.is_null() {
            let text = if message.is_null() {
                "the IR parser failed without a message".to_string()
            } else {
                let text = std::ffi::CStr::from_ptr(message)
                    .to_string_lossy()
                    .into_owned();
                LLVMDisposeMessage(message);
                text
            };
            return Err(ParseError(text));
        }
        Ok(Module::new(module))
    }
}

/// One function of a module, translated, with what is needed to apply edits. It
/// holds raw LLVM handles (the function, its blocks, the anchors) into the module, so
/// it borrows the module: a unit cannot outlive it, and since its fields are private
/// its handles cannot be moved to another unit.
pub struct FunctionUnit<'m> {
    pub name: String,
    function: LLVMValueRef,
    translated: model_build::Translated,
    /// Per block, per model instruction: how many LLVM instructions come before it
    /// in the function (built on the first location asked for; counting from the
    /// function's start for each location is quadratic), and the total.
    module: PhantomData<&'m ()>,
}

/// Translate every function with a body.
pub fn translate_module<'m>(
    module: &'m Module<'_>,
) -> Result<Vec<FunctionUnit<'m>>, TranslateError> {
    let mut out = Vec::new();
    for f in module.get_functions() {
        if f.count_basic_blocks() == 0 {
            continue;
        }
        // SAFETY: `f` is a function of `module`, which is borrowed for the call.
        let translated = unsafe { model_build::translate(f.as_value_ref())? };
        out.push(FunctionUnit {
            name: f.get_name().to_string_lossy().into_owned(),
            function: f.as_value_ref(),
            translated,
            module: PhantomData,
        });
    }
    Ok(out)
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

    /// The LLVM text of a model instruction, for remarks and notes.
    pub fn inst_text(&self, at: InstRef) -> String {
        // Instructions the front end adds to the model (phi copies) describe
        // themselves.
        let own = &self.translated.func.inst(at).loc.text;
        if !own.is_empty() {
            return own.clone();
        }
        let a = self.translated.anchors[at.block.0 as usize][at.index as usize];
        // SAFETY: the anchor is an instruction of this unit's module, which outlives
        // the unit (`'m`).
        let text = unsafe { model_build::print_value(a.inst) };
        let text = text.split(", !dbg").next().unwrap_or(&text).to_string();
        if text.len() > 160 {
            format!("{}...", &text[..157])
        } else {
            text
        }
    }

    pub fn loc(&self, at: InstRef) -> &Loc {
        &self.translated.func.inst(at).loc
    }

    /// The index of the LLVM instruction behind a model instruction within its
    /// function (model-only instructions count as the instruction they are anchored
    /// at), for locations without debug info.
    pub fn ordinal(&self, at: InstRef) -> usize {
        let t = &self.translated;
        t.ordinals
            .get(at.block.0 as usize)
            .and_then(|b| b.get(at.index as usize))
            .map_or(t.inst_total, |&n| n) as usize
    }
}

/// Insert `edits` into the function and, under `--ld-use=wait`, thread load results
/// through every wait so code generation keeps the reads after it. Under the
/// default register-dependency policy a read may precede the wait, so nothing is
/// threaded; instead a loaded register a phi may share is kept live until its wait
/// (`thread::keep_loads_alive`), so code generation writes nothing into it before.
/// `unit` must come from `module` (checked: another module's unit is an error).
pub fn apply_edits<'m>(
    module: &'m Module<'_>,
    unit: &FunctionUnit<'m>,
    edits: &[Edit],
    config: &Config,
) -> Result<(), ApplyError> {
    check_parent(module, unit)?;
    let ctx = module.get_context();
    let ctx_ref = ctx.raw();
    let mut declare = |ins: Insertion| {
        let name = apply::intrinsic_name(ins);
        let intrinsic = Intrinsic::find(name).expect("LLVM 22 knows every inserted intrinsic");
        intrinsic
            .get_declaration(module, &[])
            .expect("inserted intrinsics are not overloaded")
            .as_value_ref()
    };
    // SAFETY: the unit's function, blocks and anchors belong to `module` (checked
    // above), which is borrowed for the call; `ctx_ref` is its context and `declare`
    // declares intrinsics in it.
    unsafe {
        let inserted = apply::insert_edits(ctx_ref, &unit.translated, edits, &mut declare)
            .map_err(|message| ApplyError {
                function: unit.name.clone(),
                message,
            })?;
        let inserted_waits: Vec<_> = edits
            .iter()
            .zip(inserted)
            .filter(|(e, _)| e.insertion == Insertion::WaitLd)
            .map(|(_, call)| call)
            .collect();
        if config.ld_use == LdUsePolicy::Wait {
            thread::thread_loads_through_waits(ctx_ref, &unit.translated, &inserted_waits);
        } else {
            thread::keep_loads_alive(ctx_ref, &unit.translated, &inserted_waits);
        }
    }
    Ok(())
}

/// Insert the unguarded synthesised completions of one function before their
/// consumers (`synthesis.rs`), with a barrier array of `slots` slots (the largest
/// `commit_synthesis::barrier_slots` of the module's functions that get one); the
/// unit must be translated again afterwards. Returns how many were inserted.
pub fn apply_synthesis<'m>(
    module: &'m Module<'_>,
    unit: &FunctionUnit<'m>,
    synths: &[Synthesis],
    slots: u32,
) -> Result<usize, ApplyError> {
    check_parent(module, unit)?;
    // SAFETY: the unit was translated from `module` (checked above), which is
    // borrowed for the call.
    unsafe { synthesis::insert_synthesis(module.as_mut_ptr(), &unit.translated, synths, slots) }
        .map_err(|message| ApplyError {
            function: unit.name.clone(),
            message,
        })
}

/// Whether the completion `s` of `unit` goes into its consumer's inline-asm template
/// (`synthesis.rs`); otherwise only an unguarded one can be emitted.
pub fn synthesis_in_asm(unit: &FunctionUnit, s: &Synthesis) -> bool {
    // SAFETY: the unit borrows its module, so its anchors are live instructions.
    unsafe { synthesis::in_asm_template(&unit.translated, s) }
}

/// LLVM instructions one unguarded synthesis inserts (thread id asm, GEP,
/// ptrtoint, init, init fence, commit, wait loop, inval).
pub const SYNTHESIS_LLVM_INSTRUCTIONS: usize = 8;

/// A unit may only be applied to the module it was translated from.
fn check_parent<'m>(module: &'m Module<'_>, unit: &FunctionUnit<'m>) -> Result<(), ApplyError> {
    // SAFETY: `unit.function` is a function of a module alive for `'m`; reading its
    // parent module does not dereference anything else.
    let parent = unsafe { LLVMGetGlobalParent(unit.function) };
    if parent != module.as_mut_ptr() {
        return Err(ApplyError {
            function: unit.name.clone(),
            message: "the function does not belong to the module being rewritten".into(),
        });
    }
    Ok(())
}

/// Run LLVM's verifier (it returns a status; it never aborts). An intrinsic whose
/// signature this LLVM does not know gets a message naming it and the version.
pub fn verify(module: &Module) -> Result<(), String> {
    module.verify().map_err(|e| {
        let message = e.to_string();
        read::unknown_intrinsic(&message).unwrap_or(message)
    })
}

pub fn print_ir(module: &Module) -> String {
    module.print_to_string().to_string()
}

/// Print text IR straight to a file.
pub fn print_ir_to_file(module: &Module, path: &std::path::Path) -> Result<(), String> {
    module.print_to_file(path).map_err(|e| e.to_string())
}

pub fn write_bitcode(module: &Module) -> Vec<u8> {
    module.write_bitcode_to_memory().as_slice().to_vec()
}

/// The lowest PTX ISA version (times ten) LLVM 22 accepts for a tcgen05 target. A
/// lower `+ptxNN` makes LLVM abort, so the driver checks first.
pub fn min_ptx_version(mcpu: &str) -> u32 {
    match mcpu {
        m if m.starts_with("sm_110") => 90,
        m if m.starts_with("sm_103") || m.ends_with('f') => 88,
        _ => 86,
    }
}

/// The highest PTX ISA version (times ten) LLVM 22's NVPTX backend writes. A
/// `+ptxNN` above it in `--mattr` is not a feature LLVM knows: the backend gets this
/// one and the emitted `.version` says `NN` (PTX ISA versions are backward
/// compatible; a producer's inline asm may need a newer one: Triton 3.9's
/// `cvt.rn.bf16x2.e2m1x2` needs 9.2).
pub const MAX_LLVM_PTX: u32 = 90;

/// The `+ptxNN` versions named in a feature string.
pub fn ptx_versions_in(mattr: &str) -> Vec<u32> {
    mattr
        .split(',')
        .filter_map(|f| f.trim().strip_prefix("+ptx").and_then(|v| v.parse().ok()))
        .collect()
}

/// Emit PTX through the NVPTX backend.
pub fn emit_ptx(module: &Module, mcpu: &str, mattr: Option<&str>) -> Result<String, CodegenError> {
    // A libdevice function declared and called but not defined: the PTX would call an
    // `.extern .func` no ptxas run resolves (libdevice is bitcode only), and its
    // re-check would see a call into unknown code.
    let mut f = module.get_first_function();
    while let Some(func) = f {
        let name = func.get_name().to_string_lossy().to_string();
        // SAFETY: a live function of the module.
        let used = unsafe { !llvm_sys::core::LLVMGetFirstUse(func.as_value_ref()).is_null() };
        if name.starts_with("__nv_") && func.count_basic_blocks() == 0 && used {
            return Err(CodegenError(format!(
                "cannot emit PTX: the module calls `{name}`, a libdevice function it declares \
                 but does not define; link libdevice (libdevice.10.bc) into it first, as \
                 Triton does when it translates its MLIR to LLVM IR, or emit MLIR or LLVM IR"
            )));
        }
        f = func.get_next_function();
    }
    Target::initialize_nvptx(&InitializationConfig::default());
    let triple = TargetTriple::create("nvptx64-nvidia-cuda");
    let target = Target::from_triple(&triple)
        .map_err(|e| CodegenError(format!("NVPTX target unavailable: {e}")))?;
    // Without --mattr: PTX ISA 8.8 (9.0 for sm_110), not LLVM's minimum 8.6, so that
    // inline asm using 8.8 features (Triton's `.block32` block-scaled MMA) assembles.
    // CUDA 13's ptxas, which the project installs, reads both.
    let default = if min_ptx_version(mcpu) >= 90 {
        "+ptx90"
    } else {
        "+ptx88"
    };
    let features = mattr.unwrap_or(default);
    let versions = ptx_versions_in(features);
    if let Some(v) = versions.iter().find(|v| **v < min_ptx_version(mcpu)) {
        return Err(CodegenError(format!(
            "--mattr +ptx{v}: {mcpu} needs PTX ISA {}.{} or newer",
            min_ptx_version(mcpu) / 10,
            min_ptx_version(mcpu) % 10
        )));
    }
    // A version newer than LLVM's: the backend writes its newest, the text says this.
    let beyond = versions.iter().copied().filter(|v| *v > MAX_LLVM_PTX).max();
    let features: String = match beyond {
        Some(_) => features
            .split(',')
            .map(|f| {
                match f
                    .trim()
                    .strip_prefix("+ptx")
                    .and_then(|v| v.parse::<u32>().ok())
                {
                    Some(v) if v > MAX_LLVM_PTX => format!("+ptx{MAX_LLVM_PTX}"),
                    _ => f.to_string(),
                }
            })
            .collect::<Vec<_>>()
            .join(","),
        None => features.to_string(),
    };
    let tm = target
        .create_target_machine(
            &triple,
            mcpu,
            &features,
            OptimizationLevel::Default,
            RelocMode::Default,
            CodeModel::Default,
        )
        .ok_or_else(|| {
            CodegenError(format!(
                "cannot create an NVPTX target machine for `{mcpu}`"
            ))
        })?;
    module.set_triple(&triple);
    let buf = tm
        .write_to_memory_buffer(module, FileType::Assembly)
        .map_err(|e| CodegenError(format!("NVPTX code generation failed: {e}")))?;
    let text = String::from_utf8_lossy(buf.as_slice())
        .trim_end_matches('\0')
        .to_string();
    Ok(match beyond {
        Some(v) => with_ptx_version(&text, v),
        None => text,
    })
}

/// `ptx` with its `.version` directive saying version `v` (times ten).
fn with_ptx_version(ptx: &str, v: u32) -> String {
    let mut done = false;
    ptx.split_inclusive('\n')
        .map(|line| {
            if !done && line.trim_start().starts_with(".version") {
                done = true;
                let end = if line.ends_with('\n') { "\n" } else { "" };
                format!(".version {}.{}{end}", v / 10, v % 10)
            } else {
                line.to_string()
            }
        })
        .collect()
}
