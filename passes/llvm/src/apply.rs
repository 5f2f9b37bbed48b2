//! Apply the planner's edits to an LLVM function: one intrinsic call (or, for a
//! tensormap acquire, inline asm on the user's own operand) before each edit's
//! anchor. Keeping the inserted waits effective through code generation is
//! `thread.rs`.
//!
//! Every `unsafe fn` here takes raw LLVM handles; its contract (`# Safety`) is that
//! they belong to one module that stays alive for the call. The public entry points
//! in `lib.rs` guarantee it by borrowing the module (`FunctionUnit<'m>`).

use std::ffi::CString;

use llvm_sys::core::*;
use llvm_sys::debuginfo::LLVMInstructionGetDebugLoc;
use llvm_sys::prelude::*;
use llvm_sys::LLVMTypeKind;
use tcgen05_core::plan::Edit;
use tcgen05_core::spec::Insertion;

use crate::model_build::{count_outputs, inline_asm, is_call, Translated};

/// The LLVM 22 intrinsic for each insertion without operands. A tensormap acquire,
/// which names its user's tensormap, is inserted as inline asm instead
/// ([`tensormap_acquire`]) so that any 64-bit pointer or integer spelling of the
/// operand can be passed as it is.
pub fn intrinsic_name(ins: Insertion) -> &'static str {
    match ins {
        Insertion::WaitLd => "llvm.nvvm.tcgen05.wait.ld",
        Insertion::WaitSt => "llvm.nvvm.tcgen05.wait.st",
        Insertion::FenceBefore => "llvm.nvvm.tcgen05.fence.before.thread.sync",
        Insertion::FenceAfter => "llvm.nvvm.tcgen05.fence.after.thread.sync",
        Insertion::ProxyFenceAsyncCta => "llvm.nvvm.fence.proxy.async.shared_cta",
        Insertion::ProxyFenceAsyncCluster => "llvm.nvvm.fence.proxy.async.shared_cluster",
        Insertion::TmapRelease => "llvm.nvvm.fence.proxy.tensormap_generic.release.gpu",
        Insertion::TmapAcquire => "llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu",
    }
}

/// The LLVM value behind a tensormap operand spelled `$N` by the front end: call
/// argument N of an intrinsic, or asm operand N (outputs first) of inline asm.
unsafe fn tensormap_operand(call: LLVMValueRef, operand: &str) -> Result<LLVMValueRef, String> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; operands are read only at indices
    // below LLVMGetNumArgOperands / the asm operand count checked here.
    unsafe {
        let n: usize = operand
            .strip_prefix('$')
            .and_then(|d| d.parse().ok())
            .ok_or_else(|| format!("tensormap operand `{operand}` is not an operand number"))?;
        let outputs = match inline_asm(call) {
            Some((_, constraints)) => count_outputs(&constraints),
            None => 0,
        };
        let arg = n
            .checked_sub(outputs)
            .filter(|&a| a < LLVMGetNumArgOperands(call) as usize)
            .ok_or_else(|| format!("tensormap operand `{operand}` is an output or out of range"))?;
        Ok(LLVMGetOperand(call, arg as u32))
    }
}

/// Build `asm sideeffect "fence.proxy.tensormap::generic.acquire.gpu [$0+off], 128;"`
/// on the tensormap operand of the instruction that requires it (R-TMAP).
unsafe fn tensormap_acquire(
    b: LLVMBuilderRef,
    t: &Translated,
    edit: &Edit,
) -> Result<LLVMValueRef, String> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; the builder is positioned before
    // `call`, an instruction of that module, and creates values in its context.
    unsafe {
        let tmap = edit
            .tensormap
            .as_ref()
            .ok_or("a tensormap acquire without its tensormap operand")?;
        let user = anchor_call(t, edit)?;
        let v = tensormap_operand(user, &tmap.operand)?;
        let ty = LLVMTypeOf(v);
        let width = match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMPointerTypeKind => {
                if matches!(LLVMGetPointerAddressSpace(ty), 3 | 6) {
                    32
                } else {
                    64
                }
            }
            LLVMTypeKind::LLVMIntegerTypeKind => LLVMGetIntTypeWidth(ty),
            _ => 0,
        };
        if width != 64 {
            return Err("the tensormap operand is not a 64-bit address".into());
        }
        let text = edit.ptx().replace(&format!("[{}", tmap.operand), "[$0");
        let asm_text = CString::new(text).map_err(|e| e.to_string())?;
        let constraints = CString::new("l,~{memory}").map_err(|e| e.to_string())?;
        let mut params = [ty];
        let fty = LLVMFunctionType(
            LLVMVoidTypeInContext(LLVMGetTypeContext(ty)),
            params.as_mut_ptr(),
            1,
            0,
        );
        let asm = LLVMGetInlineAsm(
            fty,
            asm_text.as_ptr() as *mut _,
            asm_text.as_bytes().len(),
            constraints.as_ptr() as *mut _,
            constraints.as_bytes().len(),
            1,
            0,
            llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectATT,
            0,
        );
        let mut args = [v];
        let empty = CString::default();
        Ok(LLVMBuildCall2(
            b,
            fty,
            asm,
            args.as_mut_ptr(),
            1,
            empty.as_ptr(),
        ))
    }
}

/// The call instruction an edit's `required_by` belongs to.
unsafe fn anchor_call(t: &Translated, edit: &Edit) -> Result<LLVMValueRef, String> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call (`t` was translated from a function of
    // that module).
    unsafe {
        let at = edit.required_by;
        t.anchors[at.block.0 as usize]
            .get(at.index as usize)
            .map(|a| a.inst)
            .filter(|i| is_call(*i))
            .ok_or_else(|| "the instruction that requires a tensormap acquire is not a call".into())
    }
}

/// Where an edit lands: before this LLVM instruction.
///
/// # Safety
/// `t` must describe a live function.
pub unsafe fn anchor_of(t: &Translated, edit: &Edit) -> Result<LLVMValueRef, String> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call (`t` was translated from a function of
    // that module), and the anchors are instructions of that function.
    unsafe {
        let b = edit.point.block.0 as usize;
        let idx = edit.point.index as usize;
        match t.anchors[b].get(idx) {
            Some(a) if a.first => Ok(a.inst),
            Some(_) => Err(format!(
                "cannot insert {} before instruction {idx} of block {b}: it is inside an \
                 inline-asm block",
                edit.ptx()
            )),
            None => {
                let term = LLVMGetBasicBlockTerminator(t.blocks[b]);
                if term.is_null() {
                    Err(format!("block {b} has no terminator"))
                } else {
                    Ok(term)
                }
            }
        }
    }
}

/// The statement of an inline-asm call an edit goes before, when the edit's point is
/// a later statement of a multi-statement template.
fn inside_asm(t: &Translated, edit: &Edit) -> Option<(LLVMValueRef, usize)> {
    let a = t.anchors[edit.point.block.0 as usize].get(edit.point.index as usize)?;
    (!a.first).then_some((a.inst, a.stmt?))
}

/// Insert the edits that fall between two statements of one inline-asm template: the
/// call gets a new `InlineAsm` callee whose template has them (each a PTX statement
/// on its own line), with the same type, constraints and flags.
///
/// # Safety
/// `t` must describe a live function.
unsafe fn splice_edits(t: &Translated, edits: &[Edit]) -> Result<(), String> {
    let mut per_call: Vec<(LLVMValueRef, Vec<(usize, &'static str)>)> = Vec::new();
    for edit in edits {
        let Some((call, stmt)) = inside_asm(t, edit) else {
            continue;
        };
        if edit.insertion == Insertion::TmapAcquire {
            return Err(format!(
                "cannot insert {} between two statements of one inline-asm block",
                edit.ptx()
            ));
        }
        match per_call.iter_mut().find(|(c, _)| *c == call) {
            Some((_, list)) => list.push((stmt, edit.insertion.ptx())),
            None => per_call.push((call, vec![(stmt, edit.insertion.ptx())])),
        }
    }
    // SAFETY: the calls are inline-asm calls of the live function `t` describes; the
    // new InlineAsm value is created in the same context with the old one's type.
    unsafe {
        for (call, list) in per_call {
            let (old, constraints) = crate::model_build::inline_asm(call)
                .ok_or("an edit inside an inline-asm block whose call has no inline asm")?;
            let new = tcgen05_ptx_decode::splice_asm(&old, &list)
                .map_err(|e| format!("inline asm: {e}"))?
                .ok_or("inline asm: no such statement")?;
            let callee = LLVMGetCalledValue(call);
            let fty = LLVMGetInlineAsmFunctionType(callee);
            let asm = crate::model_build::inline_asm_like(callee, fty, &new, &constraints);
            // The callee is a call's last operand.
            LLVMSetOperand(call, (LLVMGetNumOperands(call) - 1) as u32, asm);
        }
    }
    Ok(())
}

/// Insert one call per edit (an edit inside an inline-asm block goes into its template,
/// and the returned list has that call in its place). `declare` yields the intrinsic's
/// function value.
///
/// # Safety
/// All references must belong to the same live module and context.
pub unsafe fn insert_edits(
    ctx: LLVMContextRef,
    t: &Translated,
    edits: &[Edit],
    declare: &mut dyn FnMut(Insertion) -> LLVMValueRef,
) -> Result<Vec<LLVMValueRef>, String> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call: `ctx` is the module's context, and the
    // anchors and the declarations `declare` returns belong to the module.
    unsafe {
        splice_edits(t, edits)?;
        let builder = LLVMCreateBuilderInContext(ctx);
        let mut calls = Vec::with_capacity(edits.len());
        let empty = CString::default();
        for e in edits {
            // Spliced into an asm template: the call that now holds it stands for it.
            if let Some((call, _)) = inside_asm(t, e) {
                calls.push(call);
                continue;
            }
            let anchor = anchor_of(t, e)?;
            LLVMPositionBuilderBefore(builder, anchor);
            // Keep the debug location of the instruction that needed it.
            let loc = LLVMInstructionGetDebugLoc(anchor);
            if !loc.is_null() {
                LLVMSetCurrentDebugLocation2(builder, loc);
            }
            let call = if e.insertion == Insertion::TmapAcquire {
                tensormap_acquire(builder, t, e)?
            } else {
                let f = declare(e.insertion);
                let fty = LLVMGlobalGetValueType(f);
                LLVMBuildCall2(builder, fty, f, std::ptr::null_mut(), 0, empty.as_ptr())
            };
            calls.push(call);
        }
        LLVMDisposeBuilder(builder);
        Ok(calls)
    }
}
