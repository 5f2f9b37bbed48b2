//! Intervals of small non-negative integer values in LLVM IR, through the loops that
//! carry them: the stage index of a pipelined loop, which known bits cannot bound.
//!
//! clang's ThunderKittens GEMMs keep the stage of their scale-factor pipeline in a
//! `phi` of `urem (s + 1), 5` on entry and `select (s + 1 == 5), 0, s + 1` around
//! the loop, and place each stage's `tcgen05.cp` at `base + 256 + 4 * s` and
//! `base + 384 + 8 * s`. Known bits give `s + 1` no bound, so the two copies' columns
//! were unbounded and "may overlap". As an interval `s` is `[0, 4]`: the select's
//! false side is `s + 1` without 5, its upper end.
//!
//! Every interval here is of values in `[0, 2^31)`, where the signed and unsigned
//! readings of a 32- or 64-bit value agree and no operation below wraps; anything
//! that may leave it is unknown. A `phi` is the least fixed point of its incoming
//! values, iterated from the empty interval (Kleene): when the iteration settles
//! within a few rounds the result holds on every path (each incoming value lies in
//! it whenever the phi's own value does); when it does not (a counter that only
//! grows) the phi is unknown.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMTypeKind};
use tcgen05_core::HashMap;

use crate::model_build::const_int;

/// The largest value tracked, exclusive.
const LIMIT: i64 = 1 << 31;
/// How deep a definition chain is followed.
const DEPTH: u32 = 12;
/// Rounds of a phi's fixed-point iteration.
const ROUNDS: u32 = 12;
/// Phis iterated inside one another at most.
const NESTED: usize = 3;
/// Values evaluated per question at most (the iterations repeat their loops' bodies).
const STEPS: u32 = 20_000;

/// The phis being iterated, with their current intervals, and the steps left.
struct Env {
    assumed: HashMap<LLVMValueRef, Iv>,
    steps: u32,
}

/// A closed interval; empty when `lo > hi` (a phi's start, before any value).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Iv {
    lo: i64,
    hi: i64,
}

impl Iv {
    const EMPTY: Iv = Iv { lo: 1, hi: 0 };

    fn new(lo: i64, hi: i64) -> Option<Iv> {
        (0..LIMIT)
            .contains(&lo)
            .then_some(())
            .filter(|_| (0..LIMIT).contains(&hi))
            .map(|_| Iv { lo, hi })
    }

    fn is_empty(self) -> bool {
        self.lo > self.hi
    }

    fn join(self, other: Iv) -> Iv {
        match (self.is_empty(), other.is_empty()) {
            (true, _) => other,
            (_, true) => self,
            _ => Iv {
                lo: self.lo.min(other.lo),
                hi: self.hi.max(other.hi),
            },
        }
    }

    /// `f(lo, hi)` for a monotone `f`, empty in, empty out.
    fn map(self, f: impl Fn(i64, i64) -> Option<(i64, i64)>) -> Option<Iv> {
        if self.is_empty() {
            return Some(self);
        }
        let (lo, hi) = f(self.lo, self.hi)?;
        Iv::new(lo, hi)
    }

    fn zip(self, other: Iv, f: impl Fn(Iv, Iv) -> Option<(i64, i64)>) -> Option<Iv> {
        if self.is_empty() || other.is_empty() {
            return Some(Iv::EMPTY);
        }
        let (lo, hi) = f(self, other)?;
        Iv::new(lo, hi)
    }
}

/// The interval of integer value `v`, `None` when unknown or not within `[0, 2^31)`.
///
/// # Safety
/// `v` must be a live value of a module alive for the whole call.
pub(crate) unsafe fn range(v: LLVMValueRef) -> Option<(i64, i64)> {
    let mut assumed = Env {
        assumed: HashMap::default(),
        steps: STEPS,
    };
    // SAFETY: this function's contract.
    let iv = unsafe { eval(v, DEPTH, &mut assumed) }?;
    (!iv.is_empty()).then_some((iv.lo, iv.hi))
}

/// [`range`] under the current assumptions about the phis being iterated.
///
/// # Safety
/// As [`range`].
unsafe fn eval(v: LLVMValueRef, depth: u32, assumed: &mut Env) -> Option<Iv> {
    assumed.steps = assumed.steps.checked_sub(1)?;
    // SAFETY: this function's contract.
    unsafe {
        let iv = eval_wide(v, depth, assumed)?;
        // The operations above are exact on the integers; in a type narrower than 32
        // bits the result must also fit its positive range (else it wrapped).
        let width = LLVMGetIntTypeWidth(LLVMTypeOf(v));
        let fits = match width {
            32.. => true,
            1 => iv.hi <= 1,
            w => iv.hi < 1i64 << (w - 1),
        };
        (fits || iv.is_empty()).then_some(iv)
    }
}

/// [`eval`] before the check of narrow types.
///
/// # Safety
/// As [`range`].
unsafe fn eval_wide(v: LLVMValueRef, depth: u32, assumed: &mut Env) -> Option<Iv> {
    // SAFETY: this function's contract; operands of a live instruction are live.
    unsafe {
        let ty = LLVMTypeOf(v);
        if LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMIntegerTypeKind || LLVMGetIntTypeWidth(ty) > 64
        {
            return None;
        }
        if let Some(c) = const_int(v) {
            // An `i1` true reads as -1.
            let c = if LLVMGetIntTypeWidth(ty) == 1 {
                c & 1
            } else {
                c
            };
            return Iv::new(c, c);
        }
        if let Some(&iv) = assumed.assumed.get(&v) {
            return Some(iv);
        }
        if depth == 0 || LLVMIsAInstruction(v).is_null() {
            return None;
        }
        let op = |k: u32, assumed: &mut Env| eval(LLVMGetOperand(v, k), depth - 1, assumed);
        let width = LLVMGetIntTypeWidth(ty);
        use LLVMOpcode::*;
        match LLVMGetInstructionOpcode(v) {
            LLVMAdd => {
                op(0, assumed)?.zip(op(1, assumed)?, |a, b| Some((a.lo + b.lo, a.hi + b.hi)))
            }
            LLVMSub => {
                op(0, assumed)?.zip(op(1, assumed)?, |a, b| Some((a.lo - b.hi, a.hi - b.lo)))
            }
            LLVMMul => op(0, assumed)?.zip(op(1, assumed)?, |a, b| {
                Some((a.lo.checked_mul(b.lo)?, a.hi.checked_mul(b.hi)?))
            }),
            LLVMShl => {
                let k = shift(LLVMGetOperand(v, 1), width)?;
                op(0, assumed)?.map(|lo, hi| Some((lo.checked_shl(k)?, hi.checked_shl(k)?)))
            }
            LLVMLShr | LLVMAShr => {
                let k = shift(LLVMGetOperand(v, 1), width)?;
                op(0, assumed)?.map(|lo, hi| Some((lo >> k, hi >> k)))
            }
            LLVMUDiv | LLVMSDiv => {
                let d = const_int(LLVMGetOperand(v, 1)).filter(|&d| d > 0)?;
                op(0, assumed)?.map(|lo, hi| Some((lo / d, hi / d)))
            }
            LLVMURem | LLVMSRem => {
                let d = const_int(LLVMGetOperand(v, 1)).filter(|&d| d > 0)?;
                // The remainder of a non-negative value, and the value itself when it
                // is below the divisor.
                match op(0, assumed) {
                    Some(a) if !a.is_empty() && a.hi < d => Some(a),
                    Some(a) if a.is_empty() => Some(a),
                    _ if LLVMGetInstructionOpcode(v) == LLVMURem => Iv::new(0, d - 1),
                    _ => None,
                }
            }
            LLVMAnd => {
                // A mask bounds the value whatever the other operand is.
                let masks = [0, 1].map(|k| const_int(LLVMGetOperand(v, k)).filter(|&m| m >= 0));
                match masks {
                    [Some(m), _] | [_, Some(m)] => Iv::new(0, m),
                    _ => op(0, assumed)?.zip(op(1, assumed)?, |a, b| Some((0, a.hi.min(b.hi)))),
                }
            }
            LLVMZExt | LLVMFreeze => op(0, assumed),
            LLVMTrunc | LLVMSExt => {
                // Values below 2^31 keep their value in any width of 32 bits or more.
                let a = op(0, assumed)?;
                (width >= 32).then_some(a)
            }
            LLVMSelect => {
                let cond = LLVMGetOperand(v, 0);
                let (t, f) = (LLVMGetOperand(v, 1), LLVMGetOperand(v, 2));
                let on_true = refined(cond, true, t, depth - 1, assumed)?;
                let on_false = refined(cond, false, f, depth - 1, assumed)?;
                Some(on_true.join(on_false))
            }
            LLVMPHI => {
                if assumed.assumed.len() >= NESTED {
                    return None;
                }
                let incoming: Vec<LLVMValueRef> = (0..LLVMCountIncoming(v))
                    .map(|k| LLVMGetIncomingValue(v, k))
                    .collect();
                let mut current = Iv::EMPTY;
                for _ in 0..ROUNDS {
                    assumed.assumed.insert(v, current);
                    let mut next = Iv::EMPTY;
                    for &value in &incoming {
                        match eval(value, depth - 1, assumed) {
                            Some(iv) => next = next.join(iv),
                            None => {
                                assumed.assumed.remove(&v);
                                return None;
                            }
                        }
                    }
                    if next == current {
                        assumed.assumed.remove(&v);
                        return Some(current);
                    }
                    current = next;
                }
                assumed.assumed.remove(&v);
                None
            }
            _ => None,
        }
    }
}

/// A shift amount `v`, a constant below `width`.
///
/// # Safety
/// `v` must be a live value.
unsafe fn shift(v: LLVMValueRef, width: u32) -> Option<u32> {
    // SAFETY: this function's contract.
    let k = unsafe { const_int(v) }?;
    u32::try_from(k).ok().filter(|&k| k < width.min(31))
}

/// The interval of `arm` where the condition `cond` is `taken`: a comparison of
/// `arm` with a constant narrows it (`select (s == 5), 0, s` leaves `s` without 5 on
/// its false side, which is an interval when 5 is an end).
///
/// # Safety
/// As [`range`].
unsafe fn refined(
    cond: LLVMValueRef,
    taken: bool,
    arm: LLVMValueRef,
    depth: u32,
    assumed: &mut Env,
) -> Option<Iv> {
    // SAFETY: this function's contract.
    unsafe {
        let iv = eval(arm, depth, assumed)?;
        if iv.is_empty() || LLVMIsAICmpInst(cond).is_null() {
            return Some(iv);
        }
        let (a, b) = (LLVMGetOperand(cond, 0), LLVMGetOperand(cond, 1));
        use LLVMIntPredicate::*;
        let (pred, c) = if a == arm {
            (LLVMGetICmpPredicate(cond), const_int(b))
        } else if b == arm {
            (swapped(LLVMGetICmpPredicate(cond)), const_int(a))
        } else {
            return Some(iv);
        };
        let Some(c) = c else { return Some(iv) };
        // The predicate that holds on this side.
        let pred = if taken { pred } else { inverse(pred) };
        let (mut lo, mut hi) = (iv.lo, iv.hi);
        match pred {
            LLVMIntEQ => (lo, hi) = (lo.max(c), hi.min(c)),
            LLVMIntNE => {
                if lo == c {
                    lo += 1;
                }
                if hi == c {
                    hi -= 1;
                }
            }
            LLVMIntULT | LLVMIntSLT => hi = hi.min(c.saturating_sub(1)),
            LLVMIntULE | LLVMIntSLE => hi = hi.min(c),
            LLVMIntUGT | LLVMIntSGT => lo = lo.max(c.saturating_add(1)),
            LLVMIntUGE | LLVMIntSGE => lo = lo.max(c),
        }
        // An unsigned comparison with a negative constant reads it as huge: keep the
        // interval unrefined then.
        if c < 0 && matches!(pred, LLVMIntULT | LLVMIntULE | LLVMIntUGT | LLVMIntUGE) {
            return Some(iv);
        }
        Some(if lo > hi { Iv::EMPTY } else { Iv { lo, hi } })
    }
}

fn inverse(p: LLVMIntPredicate) -> LLVMIntPredicate {
    use LLVMIntPredicate::*;
    match p {
        LLVMIntEQ => LLVMIntNE,
        LLVMIntNE => LLVMIntEQ,
        LLVMIntULT => LLVMIntUGE,
        LLVMIntUGE => LLVMIntULT,
        LLVMIntULE => LLVMIntUGT,
        LLVMIntUGT => LLVMIntULE,
        LLVMIntSLT => LLVMIntSGE,
        LLVMIntSGE => LLVMIntSLT,
        LLVMIntSLE => LLVMIntSGT,
        LLVMIntSGT => LLVMIntSLE,
    }
}

fn swapped(p: LLVMIntPredicate) -> LLVMIntPredicate {
    use LLVMIntPredicate::*;
    match p {
        LLVMIntULT => LLVMIntUGT,
        LLVMIntUGT => LLVMIntULT,
        LLVMIntULE => LLVMIntUGE,
        LLVMIntUGE => LLVMIntULE,
        LLVMIntSLT => LLVMIntSGT,
        LLVMIntSGT => LLVMIntSLT,
        LLVMIntSLE => LLVMIntSGE,
        LLVMIntSGE => LLVMIntSLE,
        other => other,
    }
}
