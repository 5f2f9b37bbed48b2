//! Emit the completions `tcgen05_core::commit_synthesis` decides on into an
//! `llvm.func`, as the LLVM front end does (`tcgen05_llvm::synthesis`): the
//! pass-owned barrier array as an `llvm.mlir.global` in address space 3 next to the
//! function (in its module or `gpu.module`), and before each consumer the slot
//! address (the linear thread id from one `llvm.inline_asm`, times 8, plus the
//! array's address) and one `llvm.inline_asm` per PTX statement of the sequence. The
//! commit and the wait take the same SSA value, which is how the planner and the
//! checker match the wait to the commit.
//!
//! The ops are written as MLIR 22 text (a module with the global and a function
//! holding the sequence), parsed in the module's context, and moved into place with
//! the consumer's location. Before an op, only unguarded sequences are emitted (as in
//! LLVM IR). A consumer that is a statement of an `llvm.inline_asm` block
//! (FlashAttention-4 issues its MMAs several to a block, under a leader predicate the
//! block elects itself) gets the sequence as PTX in the template, right before that
//! statement and under its predicate when the synthesis is guarded; the array's
//! address comes in as one more `l` operand (`ptrtoint` of `llvm.mlir.addressof`), as a
//! template cannot name the array's PTX symbol.

use mlir_sys::*;
use tcgen05_core::commit_synthesis::{Synthesis, BARRIER_SYMBOL};
use tcgen05_llvm::synthesis::{slot_sequence, LINEAR_TID};
use tcgen05_ptx_decode::splice_asm;
use tcgen05_ptx_decode::{ptx_sequence, ArrayBase};

use crate::ir;
use crate::translate::Translated;
use crate::ApplyError;

/// The ops one synthesis adds before its consumer (7 for the slot address, 5 asm).
pub const SYNTHESIS_MLIR_OPS: usize = 12;

/// MLIR text of a module holding the barrier array and a function whose body is the
/// sequence for `s` (no result is used outside it).
fn sequence_text(s: &Synthesis, slots: u32) -> String {
    let mut body = format!(
        "    %lin = llvm.inline_asm has_side_effects {LINEAR_TID:?}, \"=r\" : () -> i32\n\
         \x20   %lin64 = llvm.zext %lin : i32 to i64\n\
         \x20   %eight = llvm.mlir.constant(8 : i64) : i64\n\
         \x20   %off = llvm.mul %lin64, %eight : i64\n\
         \x20   %bars = llvm.mlir.addressof @{BARRIER_SYMBOL} : !llvm.ptr<3>\n\
         \x20   %base = llvm.ptrtoint %bars : !llvm.ptr<3> to i64\n\
         \x20   %slot = llvm.add %base, %off : i64\n"
    );
    for (text, constraints) in slot_sequence(s.cta) {
        if constraints.starts_with('l') {
            body += &format!(
                "    llvm.inline_asm has_side_effects {text:?}, {constraints:?} %slot : (i64) -> ()\n"
            );
        } else {
            body += &format!(
                "    llvm.inline_asm has_side_effects {text:?}, {constraints:?} : () -> ()\n"
            );
        }
    }
    format!(
        "module {{\n  {}\n  llvm.func @__tcgen05_opt_synthesis() {{\n{body}    llvm.return\n  }}\n}}\n",
        global_text(slots)
    )
}

fn global_text(slots: u32) -> String {
    format!(
        "llvm.mlir.global internal @{BARRIER_SYMBOL}() {{addr_space = 3 : i32, alignment = 8 : i64}} : !llvm.array<{slots} x i64>"
    )
}

/// The slots of the barrier array the block holding `func` already has, if any.
unsafe fn existing_slots(block: MlirBlock) -> Option<u64> {
    unsafe {
        ir::ops(block).into_iter().find_map(|op| {
            (ir::op_name(op) == "llvm.mlir.global"
                && ir::attr_string(op, "sym_name").as_deref() == Some(BARRIER_SYMBOL))
            .then(|| {
                // `!llvm.array<N x i64>`.
                let t = ir::attr(op, "global_type").map(|a| ir::attr_text(a))?;
                t.split('<').nth(1)?.split_whitespace().next()?.parse().ok()
            })
            .map(|n: Option<u64>| n.unwrap_or(0))
        })
    }
}

/// Where a synthesised completion can go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SynthesisSite {
    /// As ops before the consumer's op (unguarded only).
    Ops,
    /// Into the template of the consumer's `llvm.inline_asm`, before its statement.
    AsmTemplate,
    /// Nowhere (the checker keeps its error).
    None,
}

/// Where the completion `s` of the unit translated as `t` can go.
pub(crate) unsafe fn site(t: &Translated, s: &Synthesis) -> SynthesisSite {
    let (b, i) = (s.at.block.0 as usize, s.at.index as usize);
    let Some(op) = t.anchors[b].get(i).copied() else {
        return SynthesisSite::None;
    };
    let inside = t.inside[b].get(i).copied().unwrap_or(false);
    let stmt = t.asm_stmt[b].get(i).copied().flatten();
    unsafe {
        if ir::op_name(op) == "llvm.inline_asm" && stmt.is_some() && (inside || s.guarded) {
            // A template whose operands carry attributes would need one more entry.
            let attrs_ok =
                ir::attr(op, "operand_attrs").is_none_or(|a| mlirArrayAttrGetNumElements(a) == 0);
            return if attrs_ok {
                SynthesisSite::AsmTemplate
            } else {
                SynthesisSite::None
            };
        }
    }
    if inside {
        SynthesisSite::None
    } else {
        SynthesisSite::Ops
    }
}

/// The barrier array's 64-bit shared address as an op before `anchor` (and the
/// array itself next to `func` if the block has none), from parsed MLIR 22 text.
unsafe fn array_address(
    func: MlirOperation,
    anchor: MlirOperation,
    slots: u32,
) -> Result<MlirValue, ApplyError> {
    let text = format!(
        "module {{\n  {}\n  llvm.func @__tcgen05_opt_synthesis() {{\n    %bars = llvm.mlir.addressof @{BARRIER_SYMBOL} : !llvm.ptr<3>\n    %base = llvm.ptrtoint %bars : !llvm.ptr<3> to i64\n    llvm.return\n  }}\n}}\n",
        global_text(slots)
    );
    unsafe {
        let ctx = mlirOperationGetContext(func);
        let parsed = mlirOperationCreateParse(ctx, ir::sref(&text), ir::sref("synthesis"));
        if parsed.ptr.is_null() {
            return Err(ApplyError("the synthesised sequence does not parse".into()));
        }
        let top = ir::ops(mlirRegionGetFirstBlock(mlirOperationGetRegion(parsed, 0)));
        let [global, tmp] = top.as_slice() else {
            mlirOperationDestroy(parsed);
            return Err(ApplyError("unexpected synthesised module".into()));
        };
        if let Err(e) = place_global(func, *global, slots) {
            mlirOperationDestroy(parsed);
            return Err(e);
        }
        let loc = mlirOperationGetLocation(anchor);
        let body = mlirRegionGetFirstBlock(mlirOperationGetRegion(*tmp, 0));
        let mut base = None;
        for op in ir::ops(body) {
            if ir::op_name(op) == "llvm.return" {
                continue;
            }
            mlirOperationMoveBefore(op, anchor);
            mlirOperationSetLocation(op, loc);
            base = ir::results(op).first().copied();
        }
        mlirOperationDestroy(parsed);
        base.ok_or_else(|| ApplyError("the array address has no value".into()))
    }
}

/// Move the parsed barrier array next to `func` unless its block has one; an
/// existing one must have `slots` slots or more.
unsafe fn place_global(
    func: MlirOperation,
    global: MlirOperation,
    slots: u32,
) -> Result<(), ApplyError> {
    unsafe {
        match existing_slots(mlirOperationGetBlock(func)) {
            None => {
                mlirOperationMoveBefore(global, func);
                Ok(())
            }
            Some(have) if have < u64::from(slots) => Err(ApplyError(format!(
                "`{BARRIER_SYMBOL}` has {have} slots, a block of this kernel may have {slots} threads"
            ))),
            Some(_) => Ok(()),
        }
    }
}

/// Splice the completion `s` into the template of its consumer's inline asm (see the
/// module header); `n` numbers its wait label.
unsafe fn splice_synthesis(
    func: MlirOperation,
    t: &Translated,
    s: &Synthesis,
    slots: u32,
    n: usize,
) -> Result<(), ApplyError> {
    let (b, i) = (s.at.block.0 as usize, s.at.index as usize);
    let op = t.anchors[b][i];
    let stmt = t.asm_stmt[b][i].ok_or_else(|| ApplyError("no asm statement".into()))?;
    unsafe {
        let asm = ir::attr_string(op, "asm_string").unwrap_or_default();
        let constraints = ir::attr_string(op, "constraints").unwrap_or_default();
        // The consumer's own predicate, spelled as the template spells it.
        let guard = if s.guarded {
            Some(
                tcgen05_llvm::synthesis::statement_guard(&asm, stmt)
                    .map_err(ApplyError)?
                    .ok_or_else(|| ApplyError("a guarded consumer without a predicate".into()))?,
            )
        } else {
            None
        };
        let base = array_address(func, op, slots)?;
        let outputs = tcgen05_llvm::model_build::count_outputs(&constraints);
        let inputs = mlirOperationGetNumOperands(op) as usize;
        let operand = format!("${}", outputs + inputs);
        let text = ptx_sequence(s, n, guard.as_deref(), ArrayBase::Operand(&operand), "");
        let text = text.trim_end();
        let spliced = splice_asm(&asm, &[(stmt, text)])
            .map_err(|e| ApplyError(format!("inline asm: {e}")))?
            .ok_or_else(|| ApplyError("no such asm statement".into()))?;
        let mut operands = ir::operands(op);
        operands.push(base);
        mlirOperationSetOperands(op, operands.len() as isize, operands.as_ptr());
        let ctx = mlirOperationGetContext(op);
        mlirOperationSetInherentAttributeByName(
            op,
            ir::sref("asm_string"),
            mlirStringAttrGet(ctx, ir::sref(&spliced)),
        );
        mlirOperationSetInherentAttributeByName(
            op,
            ir::sref("constraints"),
            mlirStringAttrGet(
                ctx,
                ir::sref(&tcgen05_llvm::synthesis::with_input(&constraints)),
            ),
        );
    }
    Ok(())
}

/// Insert the unguarded synthesised completions of one function (`func`, translated
/// as `t`) before their consumers. Returns how many were inserted.
///
/// # Safety
/// `func` must be a live `llvm.func` and `t` its translation.
pub(crate) unsafe fn insert_synthesis(
    func: MlirOperation,
    t: &Translated,
    synths: &[Synthesis],
    slots: u32,
) -> Result<usize, ApplyError> {
    let mut n = 0;
    // Into asm templates first: they change no op positions the others use. The
    // templates of one op are spliced from its last statement back, so the
    // statement numbers of the earlier ones stay valid.
    let mut spliced: Vec<&Synthesis> = synths
        .iter()
        .filter(|s| unsafe { site(t, s) } == SynthesisSite::AsmTemplate)
        .collect();
    spliced.sort_by_key(|s| std::cmp::Reverse((s.at.block, s.at.index)));
    for s in &spliced {
        unsafe { splice_synthesis(func, t, s, slots, n)? };
        n += 1;
    }
    for s in synths
        .iter()
        .filter(|s| !s.guarded && unsafe { site(t, s) } == SynthesisSite::Ops)
    {
        let (b, i) = (s.at.block.0 as usize, s.at.index as usize);
        let anchor = *t.anchors[b]
            .get(i)
            .ok_or_else(|| ApplyError(format!("no op for the consumer at block {b}, index {i}")))?;
        if t.inside[b].get(i).copied().unwrap_or(false) {
            return Err(ApplyError(
                "cannot insert a completion inside an inline-asm op".into(),
            ));
        }
        // SAFETY: `func` and `anchor` are live ops of one module (this function's
        // contract); the parsed module lives in the same context until it is destroyed
        // below, after its ops have been moved out of it.
        unsafe {
            let ctx = mlirOperationGetContext(func);
            let text = sequence_text(s, slots);
            let parsed = mlirOperationCreateParse(ctx, ir::sref(&text), ir::sref("synthesis"));
            if parsed.ptr.is_null() {
                return Err(ApplyError("the synthesised sequence does not parse".into()));
            }
            let top = ir::ops(mlirRegionGetFirstBlock(mlirOperationGetRegion(parsed, 0)));
            let (global, tmp) = match top.as_slice() {
                [g, f] => (*g, *f),
                _ => {
                    mlirOperationDestroy(parsed);
                    return Err(ApplyError("unexpected synthesised module".into()));
                }
            };
            let home = mlirOperationGetBlock(func);
            match existing_slots(home) {
                None => mlirOperationMoveBefore(global, func),
                // An earlier run's array: large enough, or an error rather than slots
                // past its end.
                Some(have) if have < u64::from(slots) => {
                    mlirOperationDestroy(parsed);
                    return Err(ApplyError(format!(
                        "`{BARRIER_SYMBOL}` has {have} slots, a block of this kernel may have {slots} threads"
                    )));
                }
                Some(_) => {}
            }
            let loc = mlirOperationGetLocation(anchor);
            let body = mlirRegionGetFirstBlock(mlirOperationGetRegion(tmp, 0));
            for op in ir::ops(body) {
                if ir::op_name(op) == "llvm.return" {
                    continue;
                }
                mlirOperationMoveBefore(op, anchor);
                mlirOperationSetLocation(op, loc);
            }
            mlirOperationDestroy(parsed);
        }
        n += 1;
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tcgen05_core::model::{BlockId, InstRef};
    use tcgen05_core::spec::CtaGroup;

    #[test]
    fn the_sequence_parses_in_mlir_22() {
        let s = Synthesis {
            at: InstRef {
                block: BlockId(0),
                index: 0,
            },
            cta: CtaGroup::Two,
            causes: Vec::new(),
            guarded: false,
        };
        let text = sequence_text(&s, 1024);
        let ctx = crate::context();
        let m = crate::parse(&ctx, &text, "synthesis").expect("parses");
        let printed = crate::print(&m);
        assert!(printed.contains("tcgen05.commit.cta_group::2"), "{printed}");
        assert_eq!(printed.matches("llvm.inline_asm").count(), 6);
    }
}
