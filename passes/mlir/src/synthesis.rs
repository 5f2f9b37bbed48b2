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
//! the consumer's location. Only unguarded sequences are emitted (as in LLVM IR).

use mlir_sys::*;
use tcgen05_core::commit_synthesis::{Synthesis, BARRIER_SYMBOL};
use tcgen05_llvm::synthesis::{slot_sequence, LINEAR_TID};

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
    for s in synths.iter().filter(|s| !s.guarded) {
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
