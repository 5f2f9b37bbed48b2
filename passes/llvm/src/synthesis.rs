//! Emit the completions `tcgen05_core::commit_synthesis` decides on (RULES.md
//! section 3, R-MMA-DONE with no completion mechanism) into an LLVM function: the
//! pass-owned barrier array as an `addrspace(3)` global and, before each consumer,
//! the sequence of the core module header as one inline-asm statement per PTX
//! instruction (the wait loop as the one-asm retry loop the translator reads as a
//! successful wait). The slot address is computed in IR (a GEP on the global by the
//! linear thread id) so that the commit and the wait name the same SSA value, which
//! is how the planner and checker match the wait to the commit.
//!
//! Before an instruction, only unguarded sequences are emitted: a consumer whose own
//! predicate the sequence would need (`Synthesis::guarded`) is left to the checker's
//! R-MMA-DONE error. A consumer that is a statement of an inline-asm block gets the
//! sequence as PTX in the template right before it (under its predicate when guarded):
//! the call is rebuilt with a new `InlineAsm` callee that takes the array's address as
//! one more `l` operand (a template cannot name the array's PTX symbol).
//!
//! Every `unsafe fn` here takes raw LLVM handles; its contract (`# Safety`) is that
//! they belong to one module that stays alive for the call (`lib.rs` guarantees it).

use std::ffi::CString;

use llvm_sys::core::*;
use llvm_sys::debuginfo::LLVMInstructionGetDebugLoc;
use llvm_sys::prelude::*;
use llvm_sys::LLVMLinkage;
use tcgen05_core::commit_synthesis::{Synthesis, BARRIER_SYMBOL};
use tcgen05_core::spec::CtaGroup;
use tcgen05_ptx_decode::{ptx_sequence, ArrayBase};

use crate::model_build::Translated;

/// The linear thread id `tid.x + ntid.x * (tid.y + ntid.y * tid.z)` (constraint `=r`).
pub const LINEAR_TID: &str = "{\n.reg .b32 t<2>;\nmov.u32 $0, %tid.z;\nmov.u32 t0, %ntid.y;\nmov.u32 t1, %tid.y;\nmad.lo.u32 $0, $0, t0, t1;\nmov.u32 t0, %ntid.x;\nmov.u32 t1, %tid.x;\nmad.lo.u32 $0, $0, t0, t1;\n}";

/// The wait on parity 0, in the one-asm retry-loop form.
pub const WAIT_LOOP: &str = "{\n.reg .pred complete;\nwaitLoop:\nmbarrier.try_wait.parity.shared::cta.b64 complete, [$0], 0;\n@!complete bra.uni waitLoop;\n}";

/// The barrier lifecycle, commit and wait on one slot, after its address is known:
/// per statement, the asm text and its constraints (`$0` is the slot's 64-bit shared
/// address where the statement takes one). The MLIR front end emits the same.
pub fn slot_sequence(cta: CtaGroup) -> Vec<(String, &'static str)> {
    vec![
        (
            "mbarrier.init.shared::cta.b64 [$0], 1;".into(),
            "l,~{memory}",
        ),
        ("fence.mbarrier_init.release.cluster;".into(), "~{memory}"),
        (
            format!(
                "tcgen05.commit.cta_group::{}.mbarrier::arrive::one.shared::cluster.b64 [$0];",
                cta.suffix()
            ),
            "l,~{memory}",
        ),
        (WAIT_LOOP.into(), "l,~{memory}"),
        ("mbarrier.inval.shared::cta.b64 [$0];".into(), "l,~{memory}"),
    ]
}

/// The barrier array with at least `slots` slots, created on first use.
unsafe fn barrier_array(
    module: LLVMModuleRef,
    ctx: LLVMContextRef,
    slots: u32,
) -> Result<LLVMValueRef, String> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs to a
    // module that is alive for the whole call: `module` and `ctx` are the module being
    // rewritten and its context; the global is created in that module.
    unsafe {
        let name = CString::new(BARRIER_SYMBOL).map_err(|e| e.to_string())?;
        let existing = LLVMGetNamedGlobal(module, name.as_ptr());
        if !existing.is_null() {
            // An earlier run's (or another function's) array: large enough, or an
            // error rather than slots past its end.
            let have = LLVMGetArrayLength2(LLVMGlobalGetValueType(existing));
            if have < u64::from(slots) {
                return Err(format!(
                    "`{BARRIER_SYMBOL}` has {have} slots, a block of this kernel may have {slots} threads"
                ));
            }
            return Ok(existing);
        }
        let ty = LLVMArrayType2(LLVMInt64TypeInContext(ctx), u64::from(slots));
        let g = LLVMAddGlobalInAddressSpace(module, ty, name.as_ptr(), 3);
        // Shared memory has no initial value.
        LLVMSetInitializer(g, LLVMGetUndef(ty));
        LLVMSetLinkage(g, LLVMLinkage::LLVMInternalLinkage);
        LLVMSetAlignment(g, 8);
        Ok(g)
    }
}

/// `call asm sideeffect text, constraints(args)` returning `ret` (void when null).
unsafe fn asm(
    b: LLVMBuilderRef,
    ctx: LLVMContextRef,
    text: &str,
    constraints: &str,
    ret: LLVMTypeRef,
    args: &mut [LLVMValueRef],
) -> Result<LLVMValueRef, String> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs to a
    // module that is alive for the whole call: the builder is positioned in that module and
    // the asm is created in `ctx`, its context; the CStrings outlive the calls that read them.
    unsafe {
        let text = CString::new(text).map_err(|e| e.to_string())?;
        let constraints = CString::new(constraints).map_err(|e| e.to_string())?;
        let ret = if ret.is_null() {
            LLVMVoidTypeInContext(ctx)
        } else {
            ret
        };
        let mut params: Vec<LLVMTypeRef> = args.iter().map(|a| LLVMTypeOf(*a)).collect();
        let fty = LLVMFunctionType(ret, params.as_mut_ptr(), params.len() as u32, 0);
        let f = LLVMGetInlineAsm(
            fty,
            text.as_ptr() as *mut _,
            text.as_bytes().len(),
            constraints.as_ptr() as *mut _,
            constraints.as_bytes().len(),
            1,
            0,
            llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectATT,
            0,
        );
        let empty = CString::default();
        Ok(LLVMBuildCall2(
            b,
            fty,
            f,
            args.as_mut_ptr(),
            args.len() as u32,
            empty.as_ptr(),
        ))
    }
}

/// The constraints with one more input operand (`l`) after the existing inputs,
/// before the clobbers (for an operand appended to an inline-asm call or op).
pub fn with_input(constraints: &str) -> String {
    let mut parts: Vec<&str> = if constraints.is_empty() {
        Vec::new()
    } else {
        constraints.split(',').collect()
    };
    let at = parts
        .iter()
        .position(|p| p.starts_with('~'))
        .unwrap_or(parts.len());
    parts.insert(at, "l");
    parts.join(",")
}

/// The predicate of statement `stmt` of an asm template, as the template spells it
/// (`leader` or `!p`).
pub fn statement_guard(asm: &str, stmt: usize) -> Result<Option<String>, String> {
    let items = tcgen05_ptx_decode::split_asm(asm).map_err(|e| format!("inline asm: {e}"))?;
    let statement = items
        .iter()
        .filter_map(|i| match i {
            tcgen05_ptx_decode::AsmItem::Stmt(st) => Some(st),
            tcgen05_ptx_decode::AsmItem::Label(_) => None,
        })
        .nth(stmt)
        .ok_or("no such asm statement")?;
    Ok(statement
        .predicate
        .as_ref()
        .map(|(name, negated)| format!("{}{name}", if *negated { "!" } else { "" })))
}

/// Whether the completion `s` goes into the template of its consumer's inline-asm
/// call (a later statement of the block, or a guarded first one).
///
/// # Safety
/// `t` must describe a live function.
pub unsafe fn in_asm_template(t: &Translated, s: &Synthesis) -> bool {
    let Some(a) = t.anchors[s.at.block.0 as usize].get(s.at.index as usize) else {
        return false;
    };
    // SAFETY: the anchor is an instruction of the live function `t` describes.
    a.stmt.is_some()
        && (!a.first || s.guarded)
        && unsafe { crate::model_build::inline_asm(a.inst) }.is_some()
}

/// Splice the completions `synths` (all of one inline-asm call `call`) into its
/// template and rebuild the call with the array's address as one more operand.
///
/// # Safety
/// `call` must be a live inline-asm call of `module`, and `t` its function's translation.
unsafe fn splice_into_call(
    module: LLVMModuleRef,
    b: LLVMBuilderRef,
    t: &Translated,
    call: LLVMValueRef,
    synths: &[&Synthesis],
    slots: u32,
    n: &mut usize,
) -> Result<(), String> {
    // SAFETY: this function's contract; every value created belongs to `module`'s
    // context, and the old call is erased only after its uses moved to the new one.
    unsafe {
        let ctx = LLVMGetModuleContext(module);
        let (old, constraints) =
            crate::model_build::inline_asm(call).ok_or("a synthesis site that is no asm call")?;
        let outputs = crate::model_build::count_outputs(&constraints);
        let nargs = (LLVMGetNumArgOperands(call)) as usize;
        let operand = format!("${}", outputs + nargs);
        let mut texts = Vec::with_capacity(synths.len());
        for s in synths {
            let stmt = t.anchors[s.at.block.0 as usize][s.at.index as usize]
                .stmt
                .ok_or("no asm statement")?;
            let guard = if s.guarded {
                Some(statement_guard(&old, stmt)?.ok_or("a guarded consumer without a predicate")?)
            } else {
                None
            };
            let text = ptx_sequence(s, *n, guard.as_deref(), ArrayBase::Operand(&operand), "");
            *n += 1;
            texts.push((stmt, text.trim_end().to_string()));
        }
        let list: Vec<(usize, &str)> = texts.iter().map(|(k, t)| (*k, t.as_str())).collect();
        let spliced = tcgen05_ptx_decode::splice_asm(&old, &list)
            .map_err(|e| format!("inline asm: {e}"))?
            .ok_or("no such asm statement")?;
        let new_constraints = with_input(&constraints);
        // The array's 64-bit shared address.
        let bars = barrier_array(module, ctx, slots)?;
        LLVMPositionBuilderBefore(b, call);
        let loc = LLVMInstructionGetDebugLoc(call);
        if !loc.is_null() {
            LLVMSetCurrentDebugLocation2(b, loc);
        }
        let empty = CString::default();
        let addr = LLVMBuildPtrToInt(b, bars, LLVMInt64TypeInContext(ctx), empty.as_ptr());
        let callee = LLVMGetCalledValue(call);
        let fty = LLVMGetInlineAsmFunctionType(callee);
        let mut params: Vec<LLVMTypeRef> =
            vec![std::ptr::null_mut(); LLVMCountParamTypes(fty) as usize];
        LLVMGetParamTypes(fty, params.as_mut_ptr());
        params.push(LLVMInt64TypeInContext(ctx));
        let new_fty = LLVMFunctionType(
            LLVMGetReturnType(fty),
            params.as_mut_ptr(),
            params.len() as u32,
            LLVMIsFunctionVarArg(fty),
        );
        let new_asm =
            crate::model_build::inline_asm_like(callee, new_fty, &spliced, &new_constraints);
        let mut args: Vec<LLVMValueRef> =
            (0..nargs as u32).map(|i| LLVMGetOperand(call, i)).collect();
        args.push(addr);
        let new_call = LLVMBuildCall2(
            b,
            new_fty,
            new_asm,
            args.as_mut_ptr(),
            args.len() as u32,
            empty.as_ptr(),
        );
        if LLVMGetTypeKind(LLVMTypeOf(call)) != llvm_sys::LLVMTypeKind::LLVMVoidTypeKind {
            LLVMReplaceAllUsesWith(call, new_call);
        }
        LLVMInstructionEraseFromParent(call);
        Ok(())
    }
}

/// Insert the synthesised completions of one function before their consumers (as
/// instructions, or into a consumer's inline-asm template). Returns how many were
/// inserted.
///
/// # Safety
/// `module` and `t` must be live and belong to one context.
pub unsafe fn insert_synthesis(
    module: LLVMModuleRef,
    t: &Translated,
    synths: &[Synthesis],
    slots: u32,
) -> Result<usize, String> {
    // SAFETY: `module` and `t` are live and belong to one context (this function's contract);
    // the builder is positioned before anchors of `t`, instructions of that module.
    unsafe {
        let ctx = LLVMGetModuleContext(module);
        let b = LLVMCreateBuilderInContext(ctx);
        let result = (|| {
            let mut n = 0;
            // Into asm templates: all of one call at once (the call is rebuilt).
            let mut calls: Vec<(LLVMValueRef, Vec<&Synthesis>)> = Vec::new();
            for s in synths.iter().filter(|s| in_asm_template(t, s)) {
                let call = t.anchors[s.at.block.0 as usize][s.at.index as usize].inst;
                match calls.iter_mut().find(|(c, _)| *c == call) {
                    Some((_, list)) => list.push(s),
                    None => calls.push((call, vec![s])),
                }
            }
            let mut labels = 0;
            for (call, list) in &calls {
                splice_into_call(module, b, t, *call, list, slots, &mut labels)?;
                n += list.len();
            }
            for s in synths
                .iter()
                .filter(|s| !s.guarded && !in_asm_template(t, s))
            {
                let anchor = t.anchors[s.at.block.0 as usize]
                    .get(s.at.index as usize)
                    .filter(|a| a.first)
                    .map(|a| a.inst)
                    .ok_or("cannot insert a completion inside an inline-asm block")?;
                let bars = barrier_array(module, ctx, slots)?;
                LLVMPositionBuilderBefore(b, anchor);
                let loc = LLVMInstructionGetDebugLoc(anchor);
                if !loc.is_null() {
                    LLVMSetCurrentDebugLocation2(b, loc);
                }
                let i32t = LLVMInt32TypeInContext(ctx);
                let i64t = LLVMInt64TypeInContext(ctx);
                let lin = asm(b, ctx, LINEAR_TID, "=r", i32t, &mut [])?;
                let mut idx = [LLVMConstInt(i32t, 0, 0), lin];
                let empty = CString::default();
                let slot = LLVMBuildInBoundsGEP2(
                    b,
                    LLVMGlobalGetValueType(bars),
                    bars,
                    idx.as_mut_ptr(),
                    2,
                    empty.as_ptr(),
                );
                let addr = LLVMBuildPtrToInt(b, slot, i64t, empty.as_ptr());
                let void = std::ptr::null_mut();
                for (text, constraints) in slot_sequence(s.cta) {
                    let mut args = if constraints.starts_with('l') {
                        vec![addr]
                    } else {
                        Vec::new()
                    };
                    asm(b, ctx, &text, constraints, void, &mut args)?;
                }
                n += 1;
            }
            Ok(n)
        })();
        LLVMDisposeBuilder(b);
        result
    }
}
