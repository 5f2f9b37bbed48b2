//! Apply the planner's edits to an LLVM function, then make `wait::ld` ordering
//! survive code generation.
//!
//! The NVPTX backend may schedule a read of a `tcgen05.ld` result above the
//! `tcgen05.wait::ld` that guards it: nothing ties the two (Triton 3.9's own PTX does
//! this). After insertion, every load result that is still used after a wait in the
//! same block is passed through an empty `asm sideeffect "", "=r,0"` placed after the
//! wait, and those later uses read the copy. Side-effecting asm is not reordered with
//! the wait, and the data dependency keeps each reader after the copy (R-LD-USE).

use std::collections::{HashMap, HashSet};
use std::ffi::CString;

use llvm_sys::core::*;
use llvm_sys::debuginfo::LLVMInstructionGetDebugLoc;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use tcgen05_core::plan::Edit;
use tcgen05_core::spec::Insertion;

use crate::model_build::{
    callee_name, count_outputs, inline_asm, is_call, is_threading_asm, Translated,
};

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

/// Build `asm sideeffect "fence.proxy.tensormap::generic.acquire.gpu [$0+off], 128;"`
/// on the tensormap operand of the instruction that requires it (R-TMAP).
unsafe fn tensormap_acquire(
    b: LLVMBuilderRef,
    t: &Translated,
    edit: &Edit,
) -> Result<LLVMValueRef, String> {
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

/// The call instruction an edit's `required_by` belongs to.
unsafe fn anchor_call(t: &Translated, edit: &Edit) -> Result<LLVMValueRef, String> {
    let at = edit.required_by;
    t.anchors[at.block.0 as usize]
        .get(at.index as usize)
        .map(|a| a.inst)
        .filter(|i| is_call(*i))
        .ok_or_else(|| "the instruction that requires a tensormap acquire is not a call".into())
}

/// Where an edit lands: before this LLVM instruction.
///
/// # Safety
/// `t` must describe a live function.
pub unsafe fn anchor_of(t: &Translated, edit: &Edit) -> Result<LLVMValueRef, String> {
    let b = edit.point.block.0 as usize;
    let idx = edit.point.index as usize;
    match t.anchors[b].get(idx) {
        Some(a) if a.first => Ok(a.inst),
        Some(_) => Err(format!(
            "cannot insert {} inside an inline-asm block (block {b}, instruction {idx})",
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

/// Insert one call per edit. `declare` yields the intrinsic's function value.
///
/// # Safety
/// All references must belong to the same live module and context.
pub unsafe fn insert_edits(
    ctx: LLVMContextRef,
    t: &Translated,
    edits: &[Edit],
    declare: &mut dyn FnMut(Insertion) -> LLVMValueRef,
) -> Result<Vec<LLVMValueRef>, String> {
    let builder = LLVMCreateBuilderInContext(ctx);
    let mut calls = Vec::with_capacity(edits.len());
    let empty = CString::default();
    for e in edits {
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

unsafe fn is_wait_ld(inst: LLVMValueRef) -> bool {
    if !is_call(inst) {
        return false;
    }
    if let Some((asm, _)) = inline_asm(inst) {
        return asm.contains("tcgen05.wait::ld");
    }
    callee_name(inst).as_deref() == Some("llvm.nvvm.tcgen05.wait.ld")
}

unsafe fn is_tcgen05_ld(inst: LLVMValueRef) -> bool {
    if !is_call(inst) || LLVMGetTypeKind(LLVMTypeOf(inst)) == LLVMTypeKind::LLVMVoidTypeKind {
        return false;
    }
    if let Some((asm, _)) = inline_asm(inst) {
        return asm.contains("tcgen05.ld.");
    }
    callee_name(inst).is_some_and(|n| n.starts_with("llvm.nvvm.tcgen05.ld."))
}

/// Values derived from a load by renames (`extractvalue`, `bitcast`, and also
/// `insertelement`/`insertvalue`, which the backend may lower to real register
/// reads such as `mov.b64 %rd, {%r1, %r2}`).
unsafe fn is_rename(inst: LLVMValueRef) -> bool {
    matches!(
        LLVMGetInstructionOpcode(inst),
        LLVMOpcode::LLVMExtractValue
            | LLVMOpcode::LLVMExtractElement
            | LLVMOpcode::LLVMInsertValue
            | LLVMOpcode::LLVMInsertElement
            | LLVMOpcode::LLVMBitCast
            | LLVMOpcode::LLVMShuffleVector
    )
}

unsafe fn reads_any(inst: LLVMValueRef, derived: &HashSet<LLVMValueRef>) -> bool {
    (0..LLVMGetNumOperands(inst).max(0) as u32).any(|k| derived.contains(&LLVMGetOperand(inst, k)))
}

fn constraint_for(kind: LLVMTypeKind, width: u32) -> Option<&'static str> {
    match (kind, width) {
        (LLVMTypeKind::LLVMIntegerTypeKind, 1) => Some("b"),
        (LLVMTypeKind::LLVMIntegerTypeKind, 16) => Some("h"),
        (LLVMTypeKind::LLVMIntegerTypeKind, 32) => Some("r"),
        (LLVMTypeKind::LLVMIntegerTypeKind, 64) => Some("l"),
        (LLVMTypeKind::LLVMFloatTypeKind, _) => Some("f"),
        (LLVMTypeKind::LLVMDoubleTypeKind, _) => Some("d"),
        _ => None,
    }
}

/// Build a copy of `v` through empty side-effecting asm, element-wise for vectors and
/// structs. Returns `None` for types it cannot pass through a register.
unsafe fn thread_value(b: LLVMBuilderRef, v: LLVMValueRef) -> Option<LLVMValueRef> {
    let ty = LLVMTypeOf(v);
    let kind = LLVMGetTypeKind(ty);
    let empty = CString::default();
    match kind {
        LLVMTypeKind::LLVMStructTypeKind | LLVMTypeKind::LLVMVectorTypeKind => {
            let n = if kind == LLVMTypeKind::LLVMStructTypeKind {
                LLVMCountStructElementTypes(ty)
            } else {
                LLVMGetVectorSize(ty)
            };
            let mut acc = LLVMGetPoison(ty);
            let i32t = LLVMInt32TypeInContext(LLVMGetTypeContext(ty));
            for i in 0..n {
                let elem = if kind == LLVMTypeKind::LLVMStructTypeKind {
                    LLVMBuildExtractValue(b, v, i, empty.as_ptr())
                } else {
                    LLVMBuildExtractElement(
                        b,
                        v,
                        LLVMConstInt(i32t, u64::from(i), 0),
                        empty.as_ptr(),
                    )
                };
                let copy = thread_value(b, elem)?;
                acc = if kind == LLVMTypeKind::LLVMStructTypeKind {
                    LLVMBuildInsertValue(b, acc, copy, i, empty.as_ptr())
                } else {
                    LLVMBuildInsertElement(
                        b,
                        acc,
                        copy,
                        LLVMConstInt(i32t, u64::from(i), 0),
                        empty.as_ptr(),
                    )
                };
            }
            Some(acc)
        }
        _ => {
            let width = if kind == LLVMTypeKind::LLVMIntegerTypeKind {
                LLVMGetIntTypeWidth(ty)
            } else {
                0
            };
            let letter = constraint_for(kind, width)?;
            let constraints = format!("={letter},0");
            let mut params = [ty];
            let fty = LLVMFunctionType(ty, params.as_mut_ptr(), 1, 0);
            let asm = LLVMGetInlineAsm(
                fty,
                empty.as_ptr() as *mut _,
                0,
                constraints.as_ptr() as *mut _,
                constraints.len(),
                1,
                0,
                llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectATT,
                0,
            );
            let mut args = [v];
            Some(LLVMBuildCall2(
                b,
                fty,
                asm,
                args.as_mut_ptr(),
                1,
                empty.as_ptr(),
            ))
        }
    }
}

/// Uses of `v` that come after `after` in its block or lie in other blocks, except
/// the pass's own threading copies.
unsafe fn uses_after(
    v: LLVMValueRef,
    after: LLVMValueRef,
    order: &HashMap<LLVMValueRef, usize>,
) -> Vec<LLVMValueRef> {
    let bb = LLVMGetInstructionParent(after);
    let pos = |i: LLVMValueRef| order.get(&i).copied();
    let after_pos = pos(after);
    let mut out = Vec::new();
    let mut u = LLVMGetFirstUse(v);
    while !u.is_null() {
        let user = LLVMGetUser(u);
        u = LLVMGetNextUse(u);
        if LLVMIsAInstruction(user).is_null() {
            continue;
        }
        if is_call(user) {
            if let Some((asm, cons)) = inline_asm(user) {
                if is_threading_asm(&asm, &cons) {
                    continue;
                }
            }
        }
        let later = LLVMGetInstructionParent(user) != bb
            || LLVMGetInstructionOpcode(user) == LLVMOpcode::LLVMPHI
            || matches!((pos(user), after_pos), (Some(a), Some(b)) if a > b);
        if later && !out.contains(&user) {
            out.push(user);
        }
    }
    out
}

/// After `wait`, copy each load of `since_wait` through empty asm and re-create the
/// renames built from them (in order), then point every use after the wait at the
/// re-created values. Re-creating, not copying, the renames matters: the backend
/// lowers `insertelement`/`bitcast` of loaded registers to real reads (`mov.b64 %rd,
/// {%r1, %r2}`) that would otherwise stay above the wait.
unsafe fn thread_after_wait(
    builder: LLVMBuilderRef,
    bb: LLVMBasicBlockRef,
    wait: LLVMValueRef,
    since_wait: &[LLVMValueRef],
    order: &HashMap<LLVMValueRef, usize>,
) -> usize {
    let used_after: Vec<(LLVMValueRef, Vec<LLVMValueRef>)> = since_wait
        .iter()
        .map(|&v| (v, uses_after(v, wait, order)))
        .collect();
    if used_after.iter().all(|(_, users)| users.is_empty()) {
        return 0;
    }
    let next = LLVMGetNextInstruction(wait);
    if next.is_null() {
        LLVMPositionBuilderAtEnd(builder, bb);
    } else {
        LLVMPositionBuilderBefore(builder, next);
    }
    let mut copies: HashMap<LLVMValueRef, LLVMValueRef> = HashMap::new();
    for &v in since_wait {
        let copy = if is_tcgen05_ld(v) {
            match thread_value(builder, v) {
                Some(c) => c,
                None => continue,
            }
        } else {
            let clone = LLVMInstructionClone(v);
            for k in 0..LLVMGetNumOperands(clone).max(0) as u32 {
                if let Some(&c) = copies.get(&LLVMGetOperand(clone, k)) {
                    LLVMSetOperand(clone, k, c);
                }
            }
            LLVMInsertIntoBuilder(builder, clone);
            clone
        };
        copies.insert(v, copy);
    }
    let mut n = 0;
    for (v, users) in used_after {
        let Some(&copy) = copies.get(&v) else {
            continue;
        };
        for user in users {
            for k in 0..LLVMGetNumOperands(user).max(0) as u32 {
                if LLVMGetOperand(user, k) == v {
                    LLVMSetOperand(user, k, copy);
                }
            }
        }
        n += 1;
    }
    n
}

/// Thread load results through every `wait::ld` of the function's blocks.
///
/// # Safety
/// `blocks` must belong to a live function.
pub unsafe fn thread_loads_through_waits(
    ctx: LLVMContextRef,
    blocks: &[LLVMBasicBlockRef],
) -> usize {
    let builder = LLVMCreateBuilderInContext(ctx);
    let mut threaded = 0;
    for &bb in blocks {
        let mut insts = Vec::new();
        let mut i = LLVMGetFirstInstruction(bb);
        while !i.is_null() {
            insts.push(i);
            i = LLVMGetNextInstruction(i);
        }
        let order: HashMap<LLVMValueRef, usize> =
            insts.iter().enumerate().map(|(k, i)| (*i, k)).collect();
        // Values derived from loads issued since the previous wait in this block.
        let mut since_wait: Vec<LLVMValueRef> = Vec::new();
        let mut derived: HashSet<LLVMValueRef> = HashSet::new();
        for &inst in &insts {
            if is_tcgen05_ld(inst) || (is_rename(inst) && reads_any(inst, &derived)) {
                since_wait.push(inst);
                derived.insert(inst);
            } else if is_wait_ld(inst) {
                threaded += thread_after_wait(builder, bb, inst, &since_wait, &order);
                since_wait.clear();
                derived.clear();
            }
        }
    }
    LLVMDisposeBuilder(builder);
    threaded
}
