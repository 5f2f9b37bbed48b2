//! Counted CTA barriers that one group of warps passes in the same order.
//!
//! A barrier number used with one thread count `N` (`bar.sync 0, 128`) only in waiting
//! forms (`bar.sync`, `barrier.sync`: a thread arrives once per instance, since it
//! waits there), only by warps whose threads number at most `N`, takes every thread of
//! that group in each instance. When every branch that could send two of those threads
//! different ways is uniform among them, they execute the same sequence of the
//! barrier's instructions, so an instance is the whole group at one instruction:
//! `SyncEvent::ordered` with `all_threads` false (Triton's default partition, warps
//! 0-3, syncs its epilogue with `bar.sync 0, 128`; no other warp runs that barrier).
//!
//! The ISA lets warps mix forms of a barrier "using the same barrier name and thread
//! count" (PTX ISA 9.7.13.1): instructions of the number with another count are other
//! instances, and one with no count counts the CTA's threads, which only an exact
//! block size (`.reqntid`, `nvvm.reqntid`) tells apart from `N`.
//!
//! Also here: the warps each block's threads can be in ([`block_warps`]), which the
//! checker uses too.
//!
//! This module finds the candidates and the group's warps; each front end decides
//! uniformity on its own IR (the PTX reader's `uniform.rs`, the LLVM front end's) with
//! [`Candidate::cannot_split`] for the branches it may ignore.

use crate::cfg::Cfg;
use crate::facts::{self, WarpRange};
use crate::model::{BlockId, Function, InstRef};
use crate::value::Value;
use crate::HashMap;

/// A barrier's thread count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Count {
    /// No count: every thread of the CTA.
    All,
    Threads(u32),
    /// A count the front end does not know.
    Unknown,
}

/// A CTA barrier instruction (`Op::Sync` of kind `CtaBarrier` or `CtaArrive`) that
/// is not ordered already.
#[derive(Clone, Copy, Debug)]
pub struct Barrier {
    pub at: InstRef,
    /// The barrier number; `None` when unknown (it may be any).
    pub id: Option<i64>,
    pub count: Count,
    /// A waiting form (`sync`), not `arrive` or `red`.
    pub waits: bool,
}

/// The instructions of one barrier number and count that one group of warps, no more
/// threads than the count, runs.
pub struct Candidate {
    pub barriers: Vec<InstRef>,
    /// The warps that may run them.
    pub group: WarpRange,
}

/// Per-block warp ranges of a function, for [`candidates`].
pub struct Warps {
    blocks: Vec<WarpRange>,
    branches: HashMap<Value, [WarpRange; 2]>,
}

impl Warps {
    pub fn new(func: &Function) -> Warps {
        let cfg = Cfg::new(func);
        let branches = branch_warps(func);
        Warps {
            blocks: block_warps(func, &cfg, &branches),
            branches,
        }
    }

    /// The warps block `b`'s threads can be in.
    pub fn of(&self, b: BlockId) -> WarpRange {
        self.blocks[b.0 as usize]
    }
}

impl Candidate {
    /// Whether the branch ending block `p` cannot send two threads of the group
    /// different ways: none of them reaches it, or the warps it tests put all of them
    /// on one side (a range on the other; or, by the facts, no thread of the group
    /// takes one side: warp bits no warp of it has, `warp != 2` in warp 2, whose
    /// complement is no range: [`WarpRange::excluded_by`]).
    pub fn cannot_split(&self, func: &Function, warps: &Warps, p: usize) -> bool {
        let one_side = |sides: &[WarpRange; 2]| {
            sides[0].meet(self.group).is_empty() || sides[1].meet(self.group).is_empty()
        };
        warps.blocks[p].meet(self.group).is_empty()
            || func.blocks[p].branch.is_some_and(|(v, _, _)| {
                warps.branches.get(&v).is_some_and(one_side)
                    || [true, false]
                        .iter()
                        .any(|&holds| self.group.excluded_by(&func.pred_facts, v, holds))
            })
    }
}

/// The counted barriers of `barriers` that may be ordered for one group of warps,
/// pending the front end's uniformity check; `exact_threads` is the CTA's size when
/// the kernel requires one. Empty when a barrier number is unknown (it pairs with
/// any).
pub fn candidates(
    func: &Function,
    barriers: &[Barrier],
    exact_threads: Option<u32>,
) -> (Vec<Candidate>, Option<Warps>) {
    let mut classes: HashMap<(i64, Count), Vec<&Barrier>> = HashMap::default();
    for bar in barriers {
        let Some(id) = bar.id else {
            return (Vec::new(), None);
        };
        classes.entry((id, bar.count)).or_default().push(bar);
    }
    let mut counted: Vec<(u32, &Vec<&Barrier>)> = classes
        .iter()
        .filter_map(|(&(id, count), bars)| {
            let Count::Threads(n) = count else {
                return None;
            };
            // Other counts of this number must be known to differ from `n`.
            let apart = classes.keys().filter(|k| k.0 == id).all(|&(_, c)| match c {
                Count::Threads(_) => true,
                Count::All => exact_threads.is_some_and(|t| t != n),
                Count::Unknown => false,
            });
            let waits = bars.iter().all(|b| b.waits);
            (apart && waits && n > 0 && n % 32 == 0).then_some((n, bars))
        })
        .collect();
    if counted.is_empty() {
        return (Vec::new(), None);
    }
    counted.sort_by_key(|(_, bars)| bars[0].at);
    let warps = Warps::new(func);
    let out = counted
        .into_iter()
        .filter_map(|(n, bars)| {
            // Within the CTA's warps: `warp >= 4` in a CTA of 8 warps is 4..=7.
            let cta = func.cta_warps().unwrap_or(WarpRange::ALL);
            let group = bars
                .iter()
                .map(|b| warps.blocks[b.at.block.0 as usize])
                .reduce(WarpRange::hull)?
                .meet(cta);
            let size = u64::from(group.1.saturating_sub(group.0)) + 1;
            (!group.is_empty() && group.1 != u32::MAX && size * 32 <= u64::from(n)).then(|| {
                Candidate {
                    barriers: bars.iter().map(|b| b.at).collect(),
                    group,
                }
            })
        })
        .collect();
    (out, Some(warps))
}

/// Marks the barriers at `at` ordered.
pub fn mark_ordered(func: &mut Function, at: &[InstRef]) {
    for r in at {
        let block = &mut func.blocks[r.block.0 as usize];
        if let crate::spec::Op::Sync(ev) = &mut block.insts[r.index as usize].op {
            ev.ordered = true;
        }
    }
}

/// Per predicate with a warp-index fact: the warps that take its true and its false
/// side (a range holding them: a test of warp-index bits, within the CTA's warps,
/// gives the least range holding the warps with those bits).
pub fn branch_warps(func: &Function) -> HashMap<Value, [WarpRange; 2]> {
    let bits = func.block_threads.is_some();
    func.pred_facts
        .iter()
        .filter(|f| match f.kind {
            facts::PredKind::Warp(_) | facts::PredKind::WarpRange(..) => true,
            facts::PredKind::WarpBits { .. } => bits,
            _ => false,
        })
        .map(|f| {
            let side = |holds| {
                let r = WarpRange::of_guard(&func.pred_facts, f.value, holds);
                narrowed_in_cta(func, r, f.value, holds)
            };
            (f.value, [side(true), side(false)])
        })
        .filter(|(_, sides)| sides != &[WarpRange::ALL; 2])
        .collect()
}

/// `warps` narrowed by the warp-index bits `v == holds` tests, within the CTA's warps
/// ([`WarpRange::narrowed_by_bits`]); `warps` itself where they narrow nothing.
pub fn narrowed_in_cta(func: &Function, warps: WarpRange, v: Value, holds: bool) -> WarpRange {
    let Some(cta) = func.cta_warps() else {
        return warps;
    };
    let within = warps.meet(cta);
    let narrowed = within.narrowed_by_bits(&func.pred_facts, v, holds);
    if narrowed != within {
        narrowed
    } else {
        warps
    }
}

/// Per block, the warps its threads can be in: the warps of its predecessors through
/// their edges' warp tests (a least fixpoint over the CFG, as ranges: a loop header
/// right after a warp test keeps the test's side), met with its immediate dominator's
/// and its own single-entry edge's.
pub fn block_warps(
    func: &Function,
    cfg: &Cfg,
    branch_warps: &HashMap<Value, [WarpRange; 2]>,
) -> Vec<WarpRange> {
    let n = func.blocks.len();
    let mut out = vec![WarpRange::ALL; n];
    if branch_warps.is_empty() {
        return out;
    }
    // The warps edge `p -> b` lets through.
    let edge = |p: BlockId, b: BlockId| match func.block(p).branch {
        Some((c, t, f)) if t != f => {
            branch_warps.get(&c).map_or(
                WarpRange::ALL,
                |sides| if b == t { sides[0] } else { sides[1] },
            )
        }
        _ => WarpRange::ALL,
    };
    let flow = warps_flow(cfg, n, &edge);
    for &b in &cfg.rpo {
        let mut r = cfg.idom[b.0 as usize].map_or(WarpRange::ALL, |d| out[d.0 as usize]);
        if let [p] = cfg.preds[b.0 as usize][..] {
            r = r.meet(edge(p, b));
        }
        if let Some(f) = flow.as_ref().map(|f| f[b.0 as usize]) {
            r = r.meet(f);
        }
        out[b.0 as usize] = r;
    }
    out
}

/// Rounds of [`warps_flow`] before it gives up.
const MAX_FLOW_ROUNDS: usize = 64;

/// The least fixpoint of "a block's warps are the hull of its predecessors' through
/// their edges", from every warp at the entry; `None` if it does not settle.
fn warps_flow(
    cfg: &Cfg,
    n: usize,
    edge: &dyn Fn(BlockId, BlockId) -> WarpRange,
) -> Option<Vec<WarpRange>> {
    let nothing = WarpRange(1, 0);
    let mut flow = vec![nothing; n];
    let entry = *cfg.rpo.first()?;
    flow[entry.0 as usize] = WarpRange::ALL;
    for _ in 0..MAX_FLOW_ROUNDS {
        let mut changed = false;
        for &b in cfg.rpo.iter().skip(1) {
            let r = cfg.preds[b.0 as usize]
                .iter()
                .map(|&p| flow[p.0 as usize].meet(edge(p, b)))
                .filter(|x| !x.is_empty())
                .reduce(WarpRange::hull)
                .unwrap_or(nothing);
            if r != flow[b.0 as usize] {
                flow[b.0 as usize] = r;
                changed = true;
            }
        }
        if !changed {
            return Some(flow);
        }
    }
    None
}
