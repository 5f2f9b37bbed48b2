//! Loop counters and the TMEM addresses that move with them.
//!
//! CuTe DSL's MLIR keeps the small loops it asks LLVM to unroll
//! (`loop_annotation<unroll = full>`) as loops: a block-scaled GEMM copies its scale
//! factors with one `tcgen05.cp` per count `k` of `for k in 0..4`, to
//! `base + fshr(16 * k, 16 * k, 2)`, that is `base + 4 * k`. Read as one address
//! that nothing is known of, the copy conflicts with itself at the next count, and
//! no commit lies between: a false R-MMA-DONE error that blocks the rewrite (the
//! PTX of the same kernel, unrolled, has four copies to four addresses).
//!
//! Here a counter is a block argument `k` of a header block `H` that every `llvm.br`
//! into `H` passes either one constant (the initial count) or `k + c` (one nonzero
//! constant step), with `H` ending in `llvm.cond_br (icmp slt|ult k, N)` for a
//! constant `N`, so that its first successor runs exactly for the counts
//! `init, init + c, ...` below `N`. A TMEM address whose one varying term is computed
//! from `k` and constants alone is evaluated at each of those counts; the decoder
//! makes the region the union and, when the counts' regions are pairwise disjoint,
//! marks it `distinct`. The core checks the CFG side (which edges
//! enter the loop, that the body is entered from the header only).

use std::collections::HashMap;

use mlir_sys::*;
use tcgen05_core::model::{BlockId, Counter};

use crate::ir;

/// The most counts a counter may take for its addresses to be enumerated.
const MAX_COUNTS: i64 = 1024;

/// How deep an address term's expression is evaluated, and how many of its nodes.
const MAX_DEPTH: u32 = 32;
const MAX_NODES: u32 = 256;

/// The counters of one function, found on demand and kept.
#[derive(Default)]
pub(crate) struct Counters {
    /// The function's blocks and each block's index (the model's block ids).
    pub(crate) blocks: Vec<MlirBlock>,
    pub(crate) index: HashMap<*const std::ffi::c_void, u32>,
    /// Per block argument: its counter (an index into `found`) and its counts.
    memo: HashMap<*const std::ffi::c_void, Option<(u32, Vec<i64>)>>,
    /// Per block: the index and terminator of each block that branches to it (built
    /// on first use).
    preds: Option<HashMap<*const std::ffi::c_void, Vec<(u32, MlirOperation)>>>,
    pub(crate) found: Vec<Counter>,
}

impl Counters {
    /// The counter `t` is computed from and `t`'s value at each of its counts, when
    /// `t` is computed from one counter and constants alone.
    pub(crate) unsafe fn term(&mut self, t: MlirValue) -> Option<(u32, Vec<i64>)> {
        let mut budget = MAX_NODES;
        let k = unsafe { single_argument(t, MAX_DEPTH, &mut budget)? }?;
        let (counter, counts) = unsafe { self.counter(k)? };
        let values = counts
            .iter()
            .map(|&c| unsafe { eval(t, k, c, MAX_DEPTH) })
            .collect::<Option<Vec<i64>>>()?;
        Some((counter, values))
    }

    unsafe fn counter(&mut self, k: MlirValue) -> Option<(u32, Vec<i64>)> {
        if let Some(m) = self.memo.get(&(k.ptr as *const _)) {
            return m.clone();
        }
        let found = unsafe { self.find(k) };
        let result = found.map(|(counter, counts)| {
            self.found.push(counter);
            (self.found.len() as u32 - 1, counts)
        });
        self.memo.insert(k.ptr as *const _, result.clone());
        result
    }

    /// The counter block argument `k` is, and its counts (see the module header).
    unsafe fn find(&mut self, k: MlirValue) -> Option<(Counter, Vec<i64>)> {
        if !unsafe { mlirValueIsABlockArgument(k) } {
            return None;
        }
        let header = unsafe { mlirBlockArgumentGetOwner(k) };
        let position = unsafe { mlirBlockArgumentGetArgNumber(k) } as usize;
        let header_index = *self.index.get(&(header.ptr as *const _))?;
        let (mut init, mut step) = (None::<i64>, None::<i64>);
        let mut entries = Vec::new();
        let blocks = &self.blocks;
        let preds = self.preds.get_or_insert_with(|| {
            let mut preds: HashMap<_, Vec<(u32, MlirOperation)>> = HashMap::new();
            for (bi, block) in blocks.iter().enumerate() {
                let Some(&term) = unsafe { ir::ops(*block) }.last() else {
                    continue;
                };
                for i in 0..unsafe { mlirOperationGetNumSuccessors(term) } {
                    let succ = unsafe { mlirOperationGetSuccessor(term, i) };
                    let list = preds.entry(succ.ptr as *const _).or_default();
                    if list.last().is_none_or(|&(b, _)| b != bi as u32) {
                        list.push((bi as u32, term));
                    }
                }
            }
            preds
        });
        for &(bi, term) in preds.get(&(header.ptr as *const _))? {
            if unsafe { ir::op_name(term) } != "llvm.br" {
                return None;
            }
            let passed = *unsafe { ir::operands(term) }.get(position)?;
            if let Some(c) = unsafe { ir::const_int(passed) } {
                if init.is_some_and(|i| i != c) {
                    return None;
                }
                init = Some(c);
                entries.push(BlockId(bi));
                continue;
            }
            let c = unsafe { increment_of(passed, k)? };
            if c == 0 || step.is_some_and(|s| s != c) {
                return None;
            }
            step = Some(c);
        }
        let (init, step) = (init?, step?);
        // The bound test at the end of the header.
        let term = *unsafe { ir::ops(header) }.last()?;
        if unsafe { ir::op_name(term) } != "llvm.cond_br" {
            return None;
        }
        let cond = *unsafe { ir::operands(term) }.first()?;
        let cmp = unsafe { ir::def_op(cond)? };
        if unsafe { ir::op_name(cmp) } != "llvm.icmp" {
            return None;
        }
        let pred = unsafe { mlirIntegerAttrGetValueInt(ir::attr(cmp, "predicate")?) };
        let ops = unsafe { ir::operands(cmp) };
        if ops.len() != 2 || !unsafe { mlirValueEqual(ops[0], k) } {
            return None;
        }
        let bound = unsafe { ir::const_int(ops[1])? };
        // slt (2) or ult (6) with counts that stay non-negative, counting up.
        let unsigned_ok = pred != 6 || init >= 0;
        if !(pred == 2 || pred == 6) || !unsigned_ok || step <= 0 || bound > i64::from(i32::MAX) {
            return None;
        }
        let counts: Vec<i64> = (0..MAX_COUNTS)
            .map(|i| init + i * step)
            .take_while(|&c| c < bound)
            .collect();
        if counts.is_empty() || init + (counts.len() as i64) * step < bound {
            return None;
        }
        let body = unsafe { mlirOperationGetSuccessor(term, 0) };
        let body = *self.index.get(&(body.ptr as *const _))?;
        entries.sort_unstable();
        Some((
            Counter {
                header: BlockId(header_index),
                entries,
                body: BlockId(body),
            },
            counts,
        ))
    }
}

/// `c` when `v` is `k + c` (`llvm.add` of `k` and a constant, either order).
unsafe fn increment_of(v: MlirValue, k: MlirValue) -> Option<i64> {
    let def = unsafe { ir::def_op(v)? };
    if unsafe { ir::op_name(def) } != "llvm.add" {
        return None;
    }
    let ops = unsafe { ir::operands(def) };
    match ops.as_slice() {
        [a, b] if unsafe { mlirValueEqual(*a, k) } => unsafe { ir::const_int(*b) },
        [a, b] if unsafe { mlirValueEqual(*b, k) } => unsafe { ir::const_int(*a) },
        _ => None,
    }
}

/// The integer width of `v`'s type (`i32` -> 32), up to 64.
unsafe fn width(v: MlirValue) -> Option<u32> {
    let text = unsafe { ir::type_text(mlirValueGetType(v)) };
    let w: u32 = text.strip_prefix('i')?.parse().ok()?;
    (1..=64).contains(&w).then_some(w)
}

/// The ops [`single_argument`] follows: [`ir::integer_op`]s, divisions and
/// remainders, and funnel shifts.
fn evaluated(name: &str) -> bool {
    ir::integer_op(name)
        || matches!(
            name,
            "llvm.srem"
                | "llvm.urem"
                | "llvm.sdiv"
                | "llvm.udiv"
                | "llvm.intr.fshl"
                | "llvm.intr.fshr"
        )
}

/// The one block argument `v` is computed from through [`evaluated`] ops and
/// constants: `Some(None)` for a constant, `None` when it is computed otherwise
/// or from two arguments.
unsafe fn single_argument(v: MlirValue, depth: u32, budget: &mut u32) -> Option<Option<MlirValue>> {
    *budget = budget.checked_sub(1)?;
    if unsafe { ir::const_int(v) }.is_some() {
        return Some(None);
    }
    if unsafe { mlirValueIsABlockArgument(v) } {
        return Some(Some(v));
    }
    let def = unsafe { ir::def_op(v)? };
    if depth == 0 || !evaluated(&unsafe { ir::op_name(def) }) {
        return None;
    }
    let mut found: Option<MlirValue> = None;
    for o in unsafe { ir::operands(def) } {
        if let Some(a) = unsafe { single_argument(o, depth - 1, budget)? } {
            match found {
                Some(f) if !unsafe { mlirValueEqual(f, a) } => return None,
                _ => found = Some(a),
            }
        }
    }
    Some(found)
}

/// `v` with the counter `k` at count `count`, as LLVM computes it (two's complement
/// in `v`'s width), or `None` for division by zero and what is not evaluated.
unsafe fn eval(v: MlirValue, k: MlirValue, count: i64, depth: u32) -> Option<i64> {
    let w = unsafe { width(v)? };
    let mask = |x: u64| if w == 64 { x } else { x & ((1u64 << w) - 1) };
    let signed = |x: u64| -> i64 {
        let x = mask(x);
        if w < 64 && x >> (w - 1) & 1 == 1 {
            (x | !((1u64 << w) - 1)) as i64
        } else {
            x as i64
        }
    };
    if let Some(c) = unsafe { ir::const_int(v) } {
        return Some(signed(c as u64));
    }
    if unsafe { mlirValueEqual(v, k) } {
        return Some(signed(count as u64));
    }
    let def = unsafe { ir::def_op(v)? };
    if depth == 0 {
        return None;
    }
    let name = unsafe { ir::op_name(def) };
    let ops = unsafe { ir::operands(def) };
    let arg = |i: usize| -> Option<u64> {
        let o = *ops.get(i)?;
        Some(unsafe { eval(o, k, count, depth - 1)? } as u64)
    };
    let shift = |s: u64| (s < u64::from(w)).then_some(s as u32);
    let r: u64 = match name.as_str() {
        "llvm.add" => arg(0)?.wrapping_add(arg(1)?),
        "llvm.sub" => arg(0)?.wrapping_sub(arg(1)?),
        "llvm.mul" => arg(0)?.wrapping_mul(arg(1)?),
        "llvm.and" => arg(0)? & arg(1)?,
        "llvm.or" => arg(0)? | arg(1)?,
        "llvm.xor" => arg(0)? ^ arg(1)?,
        "llvm.shl" => mask(arg(0)?) << shift(mask(arg(1)?))?,
        "llvm.lshr" => mask(arg(0)?) >> shift(mask(arg(1)?))?,
        "llvm.ashr" => (signed(arg(0)?) >> shift(mask(arg(1)?))?) as u64,
        "llvm.urem" => mask(arg(0)?).checked_rem(mask(arg(1)?))?,
        "llvm.udiv" => mask(arg(0)?).checked_div(mask(arg(1)?))?,
        "llvm.srem" => signed(arg(0)?).checked_rem(signed(arg(1)?))? as u64,
        "llvm.sdiv" => signed(arg(0)?).checked_div(signed(arg(1)?))? as u64,
        "llvm.intr.fshl" | "llvm.intr.fshr" => {
            // Funnel shifts of the concatenation hi:lo by the amount modulo the width.
            let (hi, lo) = (mask(arg(0)?), mask(arg(1)?));
            let s = mask(arg(2)?) % u64::from(w);
            if s == 0 {
                if name == "llvm.intr.fshl" {
                    hi
                } else {
                    lo
                }
            } else if name == "llvm.intr.fshl" {
                (hi << s) | (lo >> (u64::from(w) - s))
            } else {
                (lo >> s) | (hi << (u64::from(w) - s))
            }
        }
        "llvm.zext" => {
            let from = unsafe { width(*ops.first()?)? };
            let x = arg(0)?;
            if from == 64 {
                x
            } else {
                x & ((1u64 << from) - 1)
            }
        }
        "llvm.sext" | "llvm.trunc" => arg(0)?,
        _ => return None,
    };
    Some(signed(r))
}
