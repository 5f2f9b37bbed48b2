//! Which warps can take each edge of a branch, from running the body's warp-role
//! arithmetic once per warp.
//!
//! Kernels pick a warp's role by arithmetic on its index that the predicate facts
//! (`tcgen05_core::facts`) do not follow: nvcc lowers CUTLASS's role `switch` of the
//! FMHA forward (`wg == 0`: softmax 0, ..., `warp == 14`: epilogue) into a chain of
//! tests that set a role register and five predicate flags (`mov.pred %p483, -1`
//! on one path, `mov.pred %p483, %p479` on another), and each role's branch tests
//! the flags. For each warp of the CTA's declared size this module propagates the
//! values of the registers branches depend on through the CFG, lane by lane where
//! they differ (`%tid.x`) and as one value where they do not, and follows only the
//! edges a known branch condition takes: an edge no thread of a warp can take is
//! closed to that warp (`Function::edge_warps`).
//!
//! Only what the statements say is used: a register some statement defines in a way
//! this module does not evaluate is unknown there, and a branch on an unknown
//! predicate takes both ways; values meet as the CFG joins (one value where all
//! incoming paths agree, else unknown). Warps are 32 consecutive threads of a 1-D
//! CTA, as everywhere in the pass.

use std::collections::{BTreeSet, HashMap, HashSet};

use crate::facts::WarpRange;
use crate::model::{BlockId, Function, InstRef};
use crate::ptx_decode::{Operand, Statement};

/// Warps the analysis runs for at most (1024 threads).
const MAX_WARPS: u32 = 32;
/// Block evaluations per warp before the analysis gives up.
const BUDGET_PER_BLOCK: usize = 64;

/// A register's value in the threads of one warp.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Lanes {
    /// The same in every lane.
    One(i64),
    /// Per lane.
    Each(Box<[i64; 32]>),
}

impl Lanes {
    fn lane(&self, l: usize) -> i64 {
        match self {
            Lanes::One(v) => *v,
            Lanes::Each(vs) => vs[l],
        }
    }

    /// `f` of each lane's values; one value where every lane's agrees.
    fn map(args: &[&Lanes], f: impl Fn(&[i64]) -> Option<i64>) -> Option<Lanes> {
        if args.iter().all(|a| matches!(a, Lanes::One(_))) {
            let vs: Vec<i64> = args.iter().map(|a| a.lane(0)).collect();
            return f(&vs).map(Lanes::One);
        }
        let mut out = [0i64; 32];
        let mut vs = vec![0i64; args.len()];
        for (l, slot) in out.iter_mut().enumerate() {
            for (v, a) in vs.iter_mut().zip(args) {
                *v = a.lane(l);
            }
            *slot = f(&vs)?;
        }
        Some(if out.iter().all(|&v| v == out[0]) {
            Lanes::One(out[0])
        } else {
            Lanes::Each(Box::new(out))
        })
    }
}

/// The registers branch predicates depend on through statements [`evaluate`] can
/// run: the backward slice of the branches' predicates.
fn tracked_registers(stmts: &[(usize, &Statement, usize)]) -> HashSet<String> {
    let mut defs: HashMap<&str, Vec<&Statement>> = HashMap::new();
    for &(_, stmt, _) in stmts {
        for d in crate::uniform::dests(stmt) {
            defs.entry(d).or_default().push(stmt);
        }
    }
    let mut work: Vec<&str> = stmts
        .iter()
        .filter(|(_, s, _)| s.head() == "bra")
        .filter_map(|(_, s, _)| s.predicate.as_ref().map(|(p, _)| p.as_str()))
        .collect();
    let mut out: HashSet<String> = HashSet::new();
    while let Some(r) = work.pop() {
        if !out.insert(r.to_string()) {
            continue;
        }
        for stmt in defs.get(r).into_iter().flatten() {
            let reads = stmt
                .operands
                .iter()
                .skip(1)
                .flat_map(|o| o.names())
                .chain(stmt.predicate.as_ref().map(|(p, _)| p.as_str()));
            work.extend(reads.filter(|n| defs.contains_key(n)));
        }
    }
    out
}

/// `v` as a `width`-bit integer, sign-extended when `signed`.
fn wrap(v: i64, width: u32, signed: bool) -> i64 {
    if width >= 64 {
        return v;
    }
    let masked = v & ((1i64 << width) - 1);
    if signed && masked >> (width - 1) & 1 == 1 {
        masked - (1i64 << width)
    } else {
        masked
    }
}

/// The value statement `stmt` gives its first destination in warp `warp`, from the
/// registers' values `get`; `None` when this module does not evaluate it.
fn evaluate(stmt: &Statement, warp: u32, get: &dyn Fn(&str) -> Option<Lanes>) -> Option<Lanes> {
    let operand = |o: &Operand| -> Option<Lanes> {
        match o {
            Operand::Imm(v) => Some(Lanes::One(*v)),
            Operand::Name(n) if n == "%tid.x" => {
                Some(Lanes::Each(Box::new(std::array::from_fn(|l| {
                    i64::from(warp) * 32 + l as i64
                }))))
            }
            Operand::Name(n) if n == "%laneid" => {
                Some(Lanes::Each(Box::new(std::array::from_fn(|l| l as i64))))
            }
            Operand::Name(n) => get(n),
            _ => None,
        }
    };
    let ops = &stmt.operands;
    let arg = |k: usize| ops.get(k).and_then(operand);
    let head = stmt.head();
    if head == "shfl" {
        // `shfl.sync.idx.b32 d, x, k, 31, -1` (every lane taking part): lane k's `x`.
        let (
            Some(Operand::Imm(lane)),
            Some(Operand::Imm(31)),
            Some(Operand::Imm(-1 | 0xffff_ffff)),
        ) = (ops.get(2), ops.get(3), ops.get(4))
        else {
            return None;
        };
        if !stmt.has("idx") || !(0..32).contains(lane) {
            return None;
        }
        return Some(Lanes::One(arg(1)?.lane(*lane as usize)));
    }
    if stmt.has("pred") {
        let truth = |v: i64| i64::from(v != 0);
        return match (head, ops.len()) {
            ("mov", 2) => Lanes::map(&[&arg(1)?], |v| Some(truth(v[0]))),
            ("not", 2) => Lanes::map(&[&arg(1)?], |v| Some(i64::from(v[0] == 0))),
            ("and" | "or" | "xor", 3) => Lanes::map(&[&arg(1)?, &arg(2)?], |v| {
                let (a, b) = (v[0] != 0, v[1] != 0);
                Some(i64::from(match head {
                    "and" => a && b,
                    "or" => a || b,
                    _ => a != b,
                }))
            }),
            _ => None,
        };
    }
    if head == "setp" {
        if ops.len() != 3 || !stmt.integer_typed() {
            return None;
        }
        let (width, signed) = stmt.int_type()?;
        let unsigned = ["lo", "ls", "hi", "hs"].iter().any(|c| stmt.has(c)) || !signed;
        let cmp = ["eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs"]
            .into_iter()
            .find(|c| stmt.has(c))?;
        return Lanes::map(&[&arg(1)?, &arg(2)?], |v| {
            let (a, b) = (wrap(v[0], width, !unsigned), wrap(v[1], width, !unsigned));
            let (a, b) = if unsigned {
                let m = if width >= 64 {
                    u64::MAX
                } else {
                    (1u64 << width) - 1
                };
                ((a as u64 & m) as i128, (b as u64 & m) as i128)
            } else {
                (i128::from(a), i128::from(b))
            };
            Some(i64::from(match cmp {
                "eq" => a == b,
                "ne" => a != b,
                "lt" | "lo" => a < b,
                "le" | "ls" => a <= b,
                "gt" | "hi" => a > b,
                _ => a >= b,
            }))
        });
    }
    if head == "selp" {
        return Lanes::map(&[&arg(1)?, &arg(2)?, &arg(3)?], |v| {
            Some(if v[2] != 0 { v[0] } else { v[1] })
        });
    }
    // Floating-point values are not followed.
    if stmt.parts().any(|p| {
        matches!(
            p,
            "f16" | "f16x2" | "bf16" | "bf16x2" | "f32" | "f64" | "tf32"
        )
    }) {
        return None;
    }
    let (width, signed) = stmt.int_type()?;
    let result = |v: Option<i64>| v.map(|v| wrap(v, width, signed));
    match (head, ops.len()) {
        ("mov" | "cvt", 2) => {
            // A `cvt` keeps the source's value where it fits the destination.
            Lanes::map(&[&arg(1)?], |v| result(Some(v[0])))
        }
        ("not", 2) => Lanes::map(&[&arg(1)?], |v| result(Some(!v[0]))),
        (
            "add" | "sub" | "mul" | "and" | "or" | "xor" | "shl" | "shr" | "div" | "rem" | "min"
            | "max",
            3,
        ) => {
            if head == "mul" && !stmt.has("lo") {
                return None;
            }
            Lanes::map(&[&arg(1)?, &arg(2)?], |v| {
                let (a, b) = (wrap(v[0], width, signed), v[1]);
                let ua = if width >= 64 {
                    a as u64
                } else {
                    a as u64 & ((1u64 << width) - 1)
                };
                result(match head {
                    "add" => Some(a.wrapping_add(b)),
                    "sub" => Some(a.wrapping_sub(b)),
                    "mul" => Some(a.wrapping_mul(b)),
                    "and" => Some(a & b),
                    "or" => Some(a | b),
                    "xor" => Some(a ^ b),
                    // PTX clamps shift amounts above the width.
                    "shl" => Some(if (0..i64::from(width)).contains(&b) {
                        a << b
                    } else {
                        0
                    }),
                    "shr" if signed => Some(a >> b.clamp(0, 63)),
                    "shr" => Some(if (0..64).contains(&b) {
                        (ua >> b) as i64
                    } else {
                        0
                    }),
                    "div" if b != 0 && !signed => Some((ua / b as u64) as i64),
                    "div" if b != 0 => a.checked_div(b),
                    "rem" if b != 0 && !signed => Some((ua % b as u64) as i64),
                    "rem" if b != 0 => a.checked_rem(b),
                    "min" => Some(a.min(wrap(b, width, signed))),
                    "max" => Some(a.max(wrap(b, width, signed))),
                    _ => None,
                })
            })
        }
        _ => None,
    }
}

/// Per register tracked, its value where known.
type State = tcgen05_core::HashMap<String, Lanes>;

/// The values both `a` and `b` give (a register either leaves unknown is unknown).
fn meet(a: &State, b: &State) -> State {
    a.iter()
        .filter(|(r, v)| b.get(*r) == Some(*v))
        .map(|(r, v)| (r.clone(), v.clone()))
        .collect()
}

/// Runs block `b`'s statements on `state` for warp `warp`; returns the successors
/// the block's end can go to.
fn run_block(
    func: &Function,
    b: usize,
    stmts: &[&Statement],
    tracked: &HashSet<String>,
    warp: u32,
    state: &mut State,
) -> Vec<BlockId> {
    for stmt in stmts {
        let dests = crate::uniform::dests(stmt);
        let applies = match &stmt.predicate {
            None => Some(true),
            Some((p, negated)) => match state.get(p.as_str()) {
                Some(Lanes::One(v)) => Some((*v != 0) != *negated),
                _ => None,
            },
        };
        if applies == Some(false) || stmt.head() == "bra" {
            continue;
        }
        let value = match (applies, &stmt.operands.first()) {
            (Some(true), Some(Operand::Name(d))) if tracked.contains(d.as_str()) => {
                evaluate(stmt, warp, &|n| state.get(n).cloned())
            }
            // `shfl.sync d|p, ...`: `d`'s value.
            (Some(true), Some(Operand::Pair(d, _))) if stmt.head() == "shfl" => match d.as_ref() {
                Operand::Name(d) if tracked.contains(d.as_str()) => {
                    evaluate(stmt, warp, &|n| state.get(n).cloned())
                }
                _ => None,
            },
            _ => None,
        };
        for d in &dests {
            state.remove(*d);
        }
        if let (Some(v), Some(d)) = (value, dests.first()) {
            state.insert(d.to_string(), v);
        }
    }
    let block = &func.blocks[b];
    let Some(last) = stmts.last().filter(|s| s.head() == "bra") else {
        return block.succs.clone();
    };
    let Some((p, negated)) = &last.predicate else {
        return block.succs.clone();
    };
    let Some(Lanes::One(v)) = state.get(p.as_str()) else {
        return block.succs.clone();
    };
    let next = BlockId(b as u32 + 1);
    let taken = (*v != 0) != *negated;
    let target = block.succs.iter().copied().find(|&s| s != next);
    match (taken, target) {
        (true, Some(t)) => vec![t],
        (true, None) => block.succs.clone(),
        (false, _) => block.succs.iter().copied().filter(|&s| s == next).collect(),
    }
}

/// Per edge leaving a block with more than one successor: the warps (of the CTA's
/// declared ones) that may take it, where that is not all of them, as the least
/// range holding them and as a set (bit `w`: warp `w`). `parsed[k]` is item `k`'s
/// statement and `at[k]` its instruction. Empty when the CTA's size is not declared
/// or the analysis does not settle.
pub(crate) fn edge_warps(
    func: &Function,
    parsed: &[Option<Statement>],
    at: &[Option<InstRef>],
) -> Vec<(BlockId, BlockId, WarpRange, u64)> {
    let Some(cta) = func.cta_warps() else {
        return Vec::new();
    };
    let warps = (cta.1 + 1).min(MAX_WARPS);
    let n = func.blocks.len();
    let stmts: Vec<(usize, &Statement, usize)> = parsed
        .iter()
        .zip(at)
        .enumerate()
        .filter_map(|(k, (s, a))| Some((k, s.as_ref()?, a.as_ref()?.block.0 as usize)))
        .collect();
    let tracked = tracked_registers(&stmts);
    if tracked.is_empty() {
        return Vec::new();
    }
    // Per block, the statements that define a tracked register, and its last one
    // (a branch): no other statement changes what the analysis follows.
    let mut per_block: Vec<Vec<&Statement>> = vec![Vec::new(); n];
    for (i, &(_, stmt, b)) in stmts.iter().enumerate() {
        let last = stmts.get(i + 1).is_none_or(|next| next.2 != b);
        if last
            || crate::uniform::dests(stmt)
                .iter()
                .any(|d| tracked.contains(*d))
        {
            per_block[b].push(stmt);
        }
    }
    let branching: Vec<usize> = (0..n).filter(|&b| func.blocks[b].succs.len() > 1).collect();
    // Per branching block and successor: the warps that take that edge.
    let mut takers: HashMap<(usize, BlockId), Vec<u32>> = HashMap::new();
    for w in 0..warps {
        let mut input: Vec<Option<State>> = vec![None; n];
        input[0] = Some(State::default());
        // Lowest block first: the layout is mostly in control-flow order.
        let mut work: BTreeSet<usize> = BTreeSet::from([0]);
        let mut budget = BUDGET_PER_BLOCK * n.max(1);
        let mut taken: HashSet<(usize, BlockId)> = HashSet::new();
        while let Some(b) = work.pop_first() {
            let Some(left) = budget.checked_sub(1) else {
                return Vec::new();
            };
            budget = left;
            let mut state = input[b].clone().unwrap_or_default();
            for s in run_block(func, b, &per_block[b], &tracked, w, &mut state) {
                taken.insert((b, s));
                let i = s.0 as usize;
                let merged = match &input[i] {
                    None => state.clone(),
                    Some(old) => meet(old, &state),
                };
                if input[i].as_ref() != Some(&merged) {
                    input[i] = Some(merged);
                    work.insert(i);
                }
            }
        }
        for &b in &branching {
            for &s in &func.blocks[b].succs {
                if taken.contains(&(b, s)) {
                    takers.entry((b, s)).or_default().push(w);
                }
            }
        }
    }
    let mut out = Vec::new();
    for &b in &branching {
        for &s in &func.blocks[b].succs {
            let ws = takers.get(&(b, s)).map(Vec::as_slice).unwrap_or_default();
            if ws.len() as u32 == warps {
                continue;
            }
            let range = match (ws.first(), ws.last()) {
                (Some(&lo), Some(&hi)) => WarpRange(lo, hi),
                _ => WarpRange(1, 0),
            };
            let mask = ws.iter().fold(0u64, |m, &w| m | 1 << w);
            out.push((BlockId(b as u32), s, range, mask));
        }
    }
    out
}
