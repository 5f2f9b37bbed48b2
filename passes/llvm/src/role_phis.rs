//! Warp roles computed as phis over branches on the warp index.
//!
//! clang compiles CUTLASS's FMHA forward kernel's role dispatch into branches on
//! the warp index that meet in one phi of the role numbers (`%role = phi [2, %mma],
//! [0, %entry], [1, %load], [%r, %rest]`), and each role then tests `role == k`.
//! nvcc's PTX of the same kernel sets predicate flags on each path, which the PTX
//! reader follows per warp (`warp_paths`). Here each warp's value of such a phi
//! comes from the edges that warp may take into the phi's block: the CFG's edges
//! are closed to the warps that cannot take them (a branch or `switch` whose
//! condition is a function of the warp index, `facts::switch_warp_masks`), a warp
//! reaches a block through the edges open to it, and the phi's value in a warp is
//! the one incoming value (itself a function of the warp) on every edge that warp
//! may enter by. The phi then gets a table indexed by the warp as its fact
//! (`(table >> 4 * warp) & 15`, the form of the backward kernel's role table).

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use tcgen05_core::facts::{predicate_facts, switch_warp_masks, Expr, Sreg, WarpRange};
use tcgen05_core::model::Value;
use tcgen05_core::HashMap;

use crate::model_build::{block_instructions, const_int};
use crate::slots::successors;

/// The most warps a table holds (4 bits per warp in 64 bits).
const MAX_WARPS: u32 = 16;

/// The facts of the role phis of a function: for each phi whose value in every
/// warp of `cta` is known and in `0..16`, the expressions that give it, to add to
/// the function's predicate expressions. `name(v, None)` is the model value of
/// `v`; `name(phi, Some(local))` a value for a name local to a phi.
///
/// # Safety
/// `func` must be a live function with a body.
pub(crate) unsafe fn role_phi_exprs(
    func: LLVMValueRef,
    exprs: &HashMap<Value, Expr>,
    cta: WarpRange,
    name: &mut dyn FnMut(LLVMValueRef, Option<&str>) -> Value,
) -> Vec<(Value, Expr)> {
    // SAFETY: this function's contract; blocks, instructions and operands are live.
    unsafe {
        let mut out = Vec::new();
        if cta.is_empty() || cta.1 >= MAX_WARPS {
            return out;
        }
        let all: u64 = (cta.0..=cta.1).fold(0, |m, w| m | 1 << w);
        let mut blocks = Vec::new();
        let mut bb = LLVMGetFirstBasicBlock(func);
        while !bb.is_null() {
            blocks.push(bb);
            bb = LLVMGetNextBasicBlock(bb);
        }
        let phis: Vec<LLVMValueRef> = blocks
            .iter()
            .flat_map(|&b| block_instructions(b))
            .filter(|&i| {
                LLVMGetInstructionOpcode(i) == LLVMOpcode::LLVMPHI
                    && LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMTypeKind::LLVMIntegerTypeKind
            })
            .collect();
        if phis.is_empty() {
            return out;
        }
        let facts = predicate_facts(exprs, Some(32 * (cta.1 + 1)));
        // The warps that may take each edge (all, unless the terminator's condition
        // is a function of the warp index).
        let mut edges: HashMap<(LLVMBasicBlockRef, LLVMBasicBlockRef), u64> = HashMap::default();
        for &b in &blocks {
            let term = LLVMGetBasicBlockTerminator(b);
            if term.is_null() {
                continue;
            }
            let n = LLVMGetNumSuccessors(term);
            let masks: Option<Vec<u64>> = match LLVMGetInstructionOpcode(term) {
                LLVMOpcode::LLVMBr if LLVMIsConditional(term) != 0 => {
                    // The warps the predicate's facts leave on each side.
                    let c = name(LLVMGetCondition(term), None);
                    let side = |holds: bool| {
                        let r = WarpRange::of_guard(&facts, c, holds).meet(cta);
                        (r.0..=r.1.min(cta.1)).fold(0u64, |m, w| m | 1 << w)
                    };
                    Some(vec![side(true), side(false)])
                }
                LLVMOpcode::LLVMSwitch => {
                    let cases: Option<Vec<i64>> = (1..n)
                        .map(|i| const_int(LLVMGetSwitchCaseValue(term, i)))
                        .collect();
                    cases.and_then(|cases| {
                        let c = name(LLVMGetOperand(term, 0), None);
                        switch_warp_masks(exprs, c, &cases, cta)
                            .map(|(per_case, rest)| std::iter::once(rest).chain(per_case).collect())
                    })
                }
                _ => None,
            };
            for i in 0..n {
                let s = LLVMGetSuccessor(term, i);
                let m = masks.as_ref().map_or(all, |m| m[i as usize]);
                *edges.entry((b, s)).or_default() |= m;
            }
        }
        // The warps that may reach each block.
        let entry = LLVMGetEntryBasicBlock(func);
        let mut reach: HashMap<LLVMBasicBlockRef, u64> = HashMap::default();
        reach.insert(entry, all);
        let mut work = vec![entry];
        while let Some(b) = work.pop() {
            let here = reach[&b];
            for s in successors(b) {
                let m = here & edges.get(&(b, s)).copied().unwrap_or(all);
                let old = reach.get(&s).copied().unwrap_or(0);
                if old | m != old {
                    reach.insert(s, old | m);
                    work.push(s);
                }
            }
        }
        let mut values = WarpValues {
            exprs,
            facts: &facts,
            cta,
            memo: HashMap::default(),
        };
        for phi in phis {
            let join = LLVMGetInstructionParent(phi);
            // The warps that may enter by each incoming edge; a phi every warp may
            // enter by every edge (a loop's counter) is no role.
            let opens: Vec<u64> = (0..LLVMCountIncoming(phi))
                .map(|k| {
                    let from = LLVMGetIncomingBlock(phi, k);
                    reach.get(&from).copied().unwrap_or(0)
                        & edges.get(&(from, join)).copied().unwrap_or(all)
                })
                .collect();
            let any = opens.iter().fold(0, |m, o| m | o);
            if opens.iter().all(|&o| o == any) {
                continue;
            }
            let mut table: Vec<Option<i64>> = vec![None; cta.1 as usize + 1];
            let mut known = true;
            for (k, &open) in opens.iter().enumerate() {
                if open == 0 {
                    continue;
                }
                let k = k as u32;
                let Some(per_warp) = values.of(LLVMGetIncomingValue(phi, k), name) else {
                    known = false;
                    break;
                };
                for w in cta.0..=cta.1 {
                    if open >> w & 1 == 0 {
                        continue;
                    }
                    match (table[w as usize], per_warp[w as usize]) {
                        (_, None) => known = false,
                        (None, v) => table[w as usize] = v,
                        (Some(a), Some(b)) if a != b => known = false,
                        _ => {}
                    }
                }
                if !known {
                    break;
                }
            }
            if !known {
                continue;
            }
            // A warp no edge lets in never computes the phi: any entry will do.
            let mut bits: u64 = 0;
            let fits = (cta.0..=cta.1).all(|w| {
                let v = table[w as usize].unwrap_or(0);
                bits |= (v as u64 & 15) << (4 * w);
                (0..16).contains(&v)
            });
            if !fits || table.iter().all(Option::is_none) {
                continue;
            }
            let tid = name(phi, Some("role#tid"));
            let warp = name(phi, Some("role#warp"));
            let shift = name(phi, Some("role#shift"));
            let shifted = name(phi, Some("role#table"));
            out.push((tid, Expr::Sreg(Sreg::TidX)));
            out.push((warp, Expr::ShrConst(tid, 5)));
            out.push((shift, Expr::ShlConst(warp, 2)));
            out.push((
                shifted,
                Expr::ConstShrBy {
                    c: bits as i64,
                    by: shift,
                    width: 64,
                },
            ));
            out.push((name(phi, None), Expr::AndConst(shifted, 15)));
        }
        out
    }
}

/// Each warp's value of integer values that are functions of the warp index.
struct WarpValues<'a> {
    exprs: &'a HashMap<Value, Expr>,
    facts: &'a [tcgen05_core::facts::PredFact],
    cta: WarpRange,
    memo: HashMap<LLVMValueRef, Option<Vec<Option<i64>>>>,
}

impl WarpValues<'_> {
    /// Per warp of the CTA, `v`'s value there (`None` where it is not one value in
    /// the warp, or not known): constants, values with a fact that
    /// `switch_warp_masks` evaluates (in `-64..64`), and `select`s of those.
    ///
    /// # Safety
    /// `v` must be a live value.
    unsafe fn of(
        &mut self,
        v: LLVMValueRef,
        name: &mut dyn FnMut(LLVMValueRef, Option<&str>) -> Value,
    ) -> Option<Vec<Option<i64>>> {
        // SAFETY: `v` and its operands are live.
        unsafe {
            let n = self.cta.1 as usize + 1;
            if let Some(c) = const_int(v) {
                return Some(vec![Some(c); n]);
            }
            if let Some(known) = self.memo.get(&v) {
                return known.clone();
            }
            self.memo.insert(v, None);
            // A value the facts evaluate in every thread (`switch_warp_masks`).
            let value = name(v, None);
            let evaluated = self.exprs.get(&value).and_then(|_| {
                let cases: Vec<i64> = (-64..64).collect();
                let (per_case, _) = switch_warp_masks(self.exprs, value, &cases, self.cta)?;
                Some(
                    (0..n)
                        .map(|w| {
                            let mut hit = cases
                                .iter()
                                .zip(&per_case)
                                .filter(|(_, m)| *m >> w & 1 == 1)
                                .map(|(&c, _)| c);
                            match (hit.next(), hit.next()) {
                                (Some(c), None) => Some(c),
                                _ => None,
                            }
                        })
                        .collect::<Vec<_>>(),
                )
            });
            let opcode = (!LLVMIsAInstruction(v).is_null()).then(|| LLVMGetInstructionOpcode(v));
            let out = if evaluated.is_some() {
                evaluated
            } else if opcode == Some(LLVMOpcode::LLVMSelect) {
                let c = self.of(LLVMGetOperand(v, 0), name)?;
                let t = self.of(LLVMGetOperand(v, 1), name)?;
                let f = self.of(LLVMGetOperand(v, 2), name)?;
                Some(
                    (0..n)
                        .map(|w| match c[w] {
                            Some(0) => f[w],
                            Some(_) => t[w],
                            None => None,
                        })
                        .collect(),
                )
            } else if opcode == Some(LLVMOpcode::LLVMICmp) {
                // A comparison of two such values, warp by warp.
                let a = self.of(LLVMGetOperand(v, 0), name)?;
                let b = self.of(LLVMGetOperand(v, 1), name)?;
                let width = LLVMGetIntTypeWidth(LLVMTypeOf(LLVMGetOperand(v, 0)));
                let pred = LLVMGetICmpPredicate(v);
                Some(
                    (0..n)
                        .map(|w| Some(i64::from(compare(pred, a[w]?, b[w]?, width)?)))
                        .collect(),
                )
            } else if let Some(op) = opcode.filter(|op| {
                matches!(
                    op,
                    LLVMOpcode::LLVMAdd
                        | LLVMOpcode::LLVMSub
                        | LLVMOpcode::LLVMMul
                        | LLVMOpcode::LLVMAnd
                        | LLVMOpcode::LLVMOr
                        | LLVMOpcode::LLVMXor
                )
            }) {
                // Integer arithmetic of such values (32-bit at most, no wrap beyond).
                let a = self.of(LLVMGetOperand(v, 0), name)?;
                let b = self.of(LLVMGetOperand(v, 1), name)?;
                let narrow = LLVMGetIntTypeWidth(LLVMTypeOf(v)) <= 32;
                Some(
                    (0..n)
                        .map(|w| {
                            let (x, y) = (a[w]?, b[w]?);
                            let r = match op {
                                LLVMOpcode::LLVMAdd => x.checked_add(y)?,
                                LLVMOpcode::LLVMSub => x.checked_sub(y)?,
                                LLVMOpcode::LLVMMul => x.checked_mul(y)?,
                                LLVMOpcode::LLVMAnd => x & y,
                                LLVMOpcode::LLVMOr => x | y,
                                _ => x ^ y,
                            };
                            (narrow && i32::try_from(r).is_ok()).then_some(r)
                        })
                        .collect(),
                )
            } else if LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMTypeKind::LLVMIntegerTypeKind
                && LLVMGetIntTypeWidth(LLVMTypeOf(v)) == 1
            {
                // A predicate: 1 in the warps only its true side's facts allow, 0 in
                // those only its false side's do.
                let t = WarpRange::of_guard(self.facts, value, true);
                let f = WarpRange::of_guard(self.facts, value, false);
                let within = |r: WarpRange, w: u32| r.0 <= w && w <= r.1;
                Some(
                    (0..n as u32)
                        .map(|w| match (within(t, w), within(f, w)) {
                            (true, false) => Some(1),
                            (false, true) => Some(0),
                            _ => None,
                        })
                        .collect(),
                )
            } else {
                None
            };
            self.memo.insert(v, out.clone());
            out
        }
    }
}

/// `a pred b` for integers of `width` bits (both sign-extended values), as LLVM's
/// `icmp` computes it; `None` past 64 bits.
fn compare(pred: llvm_sys::LLVMIntPredicate, a: i64, b: i64, width: u32) -> Option<bool> {
    use llvm_sys::LLVMIntPredicate::*;
    if width == 0 || width > 64 {
        return None;
    }
    let mask = u64::MAX >> (64 - width);
    let (ua, ub) = (a as u64 & mask, b as u64 & mask);
    let sext = |x: u64| ((x << (64 - width)) as i64) >> (64 - width);
    let (sa, sb) = (sext(ua), sext(ub));
    Some(match pred {
        LLVMIntEQ => ua == ub,
        LLVMIntNE => ua != ub,
        LLVMIntUGT => ua > ub,
        LLVMIntUGE => ua >= ub,
        LLVMIntULT => ua < ub,
        LLVMIntULE => ua <= ub,
        LLVMIntSGT => sa > sb,
        LLVMIntSGE => sa >= sb,
        LLVMIntSLT => sa < sb,
        LLVMIntSLE => sa <= sb,
    })
}
