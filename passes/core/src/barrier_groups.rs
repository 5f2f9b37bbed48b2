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
use crate::spec::GroupNumber;
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

/// The CTA barrier instructions of `func` (`Op::Sync` of kind `CtaBarrier` or
/// `CtaArrive`) not ordered already, with their events: the ones a front end reads
/// the counts of for [`Barrier`]s.
pub fn unordered_barriers(
    func: &Function,
) -> impl Iterator<Item = (InstRef, &crate::model::Inst, &crate::spec::SyncEvent)> {
    func.insts().filter_map(|(at, inst)| match &inst.op {
        crate::spec::Op::Sync(ev) if !ev.ordered && ev.kind.is_cta_barrier() => {
            Some((at, inst, ev))
        }
        _ => None,
    })
}

/// A CTA barrier instruction (`Op::Sync` of kind `CtaBarrier` or `CtaArrive`) that
/// is not ordered already.
#[derive(Clone, Copy, Debug)]
pub struct Barrier {
    pub at: InstRef,
    /// The barrier number; `None` when unknown (it may be any).
    pub id: Option<i64>,
    /// When `id` is unknown: a number of the thread's group of warps
    /// (`SyncEvent::group_number`), or `None` (it may be any).
    pub group_number: Option<GroupNumber>,
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
    /// The barriers' number is one per group of this many warps
    /// ([`GroupNumber`]): each instance is one such group's, and `group` the hull
    /// of the groups.
    pub per_group: Option<u32>,
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
    /// complement is no range: [`WarpRange::excluded_by`]). With a barrier number per
    /// group of warps ([`Candidate::per_group`]) each instance is one such group's,
    /// so the question is asked of each group: a branch on the warpgroup index
    /// (Mosaic GPU's `shfl(tid >> 7) != 0`, its epilogue warpgroup apart from the
    /// producer's) sends every warpgroup one way.
    pub fn cannot_split(&self, func: &Function, warps: &Warps, p: usize) -> bool {
        self.units()
            .all(|unit| Self::cannot_split_unit(unit, func, warps, p))
    }

    /// The groups of warps whose threads each instance holds: one per barrier number
    /// (aligned runs of [`Candidate::per_group`] warps within [`Candidate::group`]),
    /// or the whole group when the number is one for all, or when there would be
    /// more than [`MAX_UNITS`] runs.
    fn units(&self) -> impl Iterator<Item = WarpRange> + '_ {
        let WarpRange(lo, hi) = self.group;
        let runs = self
            .per_group
            .filter(|&w| w > 0 && lo <= hi && (hi / w - lo / w) < MAX_UNITS)
            .map(|w| (lo / w..=hi / w).map(move |k| WarpRange(k * w, k * w + w - 1)));
        let whole = runs.is_none().then_some(self.group);
        runs.into_iter()
            .flatten()
            .map(|r| r.meet(self.group))
            .chain(whole)
    }

    fn cannot_split_unit(unit: WarpRange, func: &Function, warps: &Warps, p: usize) -> bool {
        let block = &func.blocks[p];
        warps.blocks[p].meet(unit).is_empty()
            // A multi-way jump (a warp dispatch, a `switch` on the warpgroup index)
            // whose edges but one no thread of the unit takes.
            || block.branch.is_none()
                && block
                    .succs
                    .iter()
                    .filter(|&&s| Self::edge_open(unit, func, warps, p, s))
                    .count()
                    <= 1
            || block.branch.is_some_and(|(v, _, _)| {
                [true, false]
                    .iter()
                    .any(|&holds| Self::side_closed(unit, func, warps, v, holds))
            })
    }

    /// Whether no thread of `unit` takes the side `v == holds` of a branch: its
    /// warps (`Warps::branches`) are none of the unit's, or the facts exclude the
    /// unit from it ([`WarpRange::excluded_by`]).
    fn side_closed(unit: WarpRange, func: &Function, warps: &Warps, v: Value, holds: bool) -> bool {
        warps
            .branches
            .get(&v)
            .is_some_and(|sides| sides[usize::from(!holds)].meet(unit).is_empty())
            || unit.excluded_by(&func.pred_facts, v, holds)
    }
}

/// The edges of a warp dispatch ending block `b` (a `switch` on a byte of a table
/// in shared memory: `cases` (value, target), the `default` target) with the
/// warps that may take each ([`dispatch_edge_warps`]; `values` per warp as there).
pub fn dispatch_edges(
    reach: &Warps,
    b: BlockId,
    cases: &[(u64, BlockId)],
    default: Option<BlockId>,
    values: &[Option<Vec<u8>>],
) -> Vec<(BlockId, BlockId, WarpRange)> {
    let mut out = Vec::new();
    for &(value, to) in cases {
        let takes = |v: &[u8]| v.iter().any(|&x| u64::from(x) == value);
        if let Some(w) = dispatch_edge_warps(reach, b, values, takes) {
            out.push((b, to, w));
        }
    }
    if let Some(to) = default {
        let listed = |x: u8| cases.iter().any(|&(v, _)| v == u64::from(x));
        let takes = |v: &[u8]| v.iter().any(|&x| !listed(x));
        if let Some(w) = dispatch_edge_warps(reach, b, values, takes) {
            out.push((b, to, w));
        }
    }
    out
}

/// Groups of warps [`Candidate::cannot_split`] asks about one by one, at most.
const MAX_UNITS: u32 = 64;

/// The warps, of those that may reach the multi-way branch ending block `b`, whose
/// dispatch-table byte (`values`, per warp: the values it may hold, `None` when not
/// known) `takes` lets take one of its edges (a warp dispatch: the PTX reader's
/// `brx.idx`, the LLVM front end's `switch`); `None` when no warp does.
pub fn dispatch_edge_warps(
    reach: &Warps,
    b: BlockId,
    values: &[Option<Vec<u8>>],
    takes: impl Fn(&[u8]) -> bool,
) -> Option<WarpRange> {
    let here = reach.of(b);
    let last = (values.len() as u32).saturating_sub(1).min(here.1);
    let takers = (here.0..=last).filter(|&w| values[w as usize].as_deref().is_none_or(&takes));
    let (lo, hi) = takers.fold((u32::MAX, 0), |(l, h), w| (l.min(w), h.max(w)));
    (lo <= hi).then_some(WarpRange(lo, hi))
}

/// The exact warps ([`crate::facts::switch_warp_masks`]) of each edge of a
/// multi-way jump out of `from`: `cases[i]` for the edge to `targets[i]`, `default`
/// for the one to `fallback`. A target several edges share takes all their warps.
pub fn switch_edge_masks(
    from: BlockId,
    targets: &[BlockId],
    fallback: BlockId,
    cases: &[u64],
    default: u64,
) -> Vec<(BlockId, BlockId, u64)> {
    let mut out: Vec<(BlockId, BlockId, u64)> = Vec::new();
    for (to, mask) in targets
        .iter()
        .copied()
        .zip(cases.iter().copied())
        .chain([(fallback, default)])
    {
        match out.iter_mut().find(|(_, t, _)| *t == to) {
            Some(e) => e.2 |= mask,
            None => out.push((from, to, mask)),
        }
    }
    out
}

/// The warps that take each case of a `switch` on predicate `p` widened to an
/// integer (`zext`/`sext` steps: 0 where `p` is false, `true_value` where it holds;
/// JAX Mosaic GPU's IR before `-O3` branches so), by the sides of `p` that
/// `func`'s facts give, and those that take the default edge: a case naming neither
/// value is taken by no warp.
pub fn widened_switch_warps(
    func: &Function,
    p: Value,
    true_value: i64,
    cases: &[i64],
) -> (Vec<WarpRange>, WarpRange) {
    let side = |holds: bool| {
        let r = WarpRange::of_guard(&func.pred_facts, p, holds);
        narrowed_in_cta(func, r, p, holds)
    };
    let none = WarpRange(1, 0);
    let per_case = cases
        .iter()
        .map(|&v| match v {
            0 => side(false),
            v if v == true_value => side(true),
            _ => none,
        })
        .collect();
    let rest = [(0, false), (true_value, true)]
        .into_iter()
        .filter(|(v, _)| !cases.contains(v))
        .map(|(_, holds)| side(holds))
        .reduce(WarpRange::hull)
        .unwrap_or(none);
    (per_case, rest)
}

/// Sorts `Function::edge_warps` and merges the entries of one edge (a target the
/// table names twice: both indices' warps).
pub fn merge_edge_warps(edges: &mut Vec<(BlockId, BlockId, WarpRange)>) {
    edges.sort_by_key(|&(from, to, _)| (from, to));
    edges.dedup_by(|later, first| {
        let same = (later.0, later.1) == (first.0, first.1);
        if same {
            first.2 = first.2.hull(later.2);
        }
        same
    });
}

/// Block visits [`Candidate::one_sequence`] may make in one function (or 8 per block,
/// if more).
const SEQUENCE_BUDGET: usize = 1 << 20;

impl Candidate {
    /// Whether every thread that runs the candidate's barriers passes them in one
    /// fixed sequence, whatever way its branches go: from the function's entry, and
    /// from each of the barriers, every path reaches the same one of them first (or
    /// none), and none is guarded. A thread's `k`-th arrival is then at the `k`-th
    /// barrier of that sequence. The group has no more threads than the count and
    /// each of them waits at its arrival, so an instance that completes holds one
    /// arrival of each thread of the group, its `k`-th: one instruction (a thread
    /// that stops arriving either exits, and a barrier waits only for non-exited
    /// threads (PTX ISA, `barrier`), or leaves the later instances incomplete, which
    /// release nothing). Triton's producer partition syncs its two warps with `bar.sync 3, 64`
    /// three times per trip of a loop whose trip count it loads from shared memory,
    /// in a partition it enters through a dispatch table: no uniformity to prove, but
    /// one sequence.
    ///
    /// With a barrier number per group of warps ([`Candidate::per_group`]) and the
    /// function's `warps`, each group's threads need one sequence of their own: the
    /// walks follow only the edges some thread of the group can take. Mosaic GPU's
    /// Pallas GEMM syncs its producer warpgroup twice per tile and its epilogue
    /// warpgroup many times, with `bar.sync (tid >> 7) + 1, 128`, in a persistent
    /// loop whose exit is the cluster launch control's answer.
    pub fn one_sequence(&self, func: &Function, warps: Option<&Warps>) -> bool {
        match (self.per_group, warps) {
            (Some(_), Some(warps)) => self
                .units()
                .all(|unit| self.one_sequence_of(func, Some((unit, warps)))),
            _ => self.one_sequence_of(func, None),
        }
    }

    /// Whether some thread of `unit` can take the edge from block `p` to `s`.
    fn edge_open(unit: WarpRange, func: &Function, warps: &Warps, p: usize, s: BlockId) -> bool {
        if warps.blocks[s.0 as usize].meet(unit).is_empty() {
            return false;
        }
        let listed = func
            .listed_edge_warps(BlockId(p as u32), s)
            .is_none_or(|listed| !listed.meet(unit).is_empty());
        match func.blocks[p].branch {
            Some((v, t, f)) if t != f => listed && !Self::side_closed(unit, func, warps, v, s == t),
            _ => listed,
        }
    }

    /// [`Candidate::one_sequence`] for the threads of one group of warps (the edges
    /// and barriers they can reach), or for all of them (`None`).
    fn one_sequence_of(&self, func: &Function, restrict: Option<(WarpRange, &Warps)>) -> bool {
        if self
            .barriers
            .iter()
            .any(|&at| func.inst(at).guard.is_some())
        {
            return false;
        }
        let open = |p: usize, s: BlockId| {
            restrict.is_none_or(|(unit, warps)| Self::edge_open(unit, func, warps, p, s))
        };
        let reached = |at: &InstRef| {
            restrict.is_none_or(|(unit, warps)| {
                !warps.blocks[at.block.0 as usize].meet(unit).is_empty()
            })
        };
        let n = func.blocks.len();
        // Per block: the indices of its candidate barriers, in order.
        let mut in_block: Vec<Vec<u32>> = vec![Vec::new(); n];
        for at in &self.barriers {
            in_block[at.block.0 as usize].push(at.index);
        }
        for v in &mut in_block {
            v.sort_unstable();
        }
        let mut budget = SEQUENCE_BUDGET.max(8 * n);
        // Blocks seen, stamped with the walk that saw them (one array for all walks).
        let mut seen = vec![0u32; n];
        let mut work: Vec<BlockId> = Vec::new();
        let starts =
            std::iter::once(None).chain(self.barriers.iter().filter(|at| reached(at)).map(Some));
        for (walk, start) in (1u32..).zip(starts) {
            // The first barrier on each path from `start`.
            let mut first: Option<InstRef> = None;
            work.clear();
            let mut meet = |at: InstRef| match first {
                None => {
                    first = Some(at);
                    true
                }
                Some(f) => f == at,
            };
            match start {
                None if n > 0 => work.push(BlockId(0)),
                None => {}
                Some(&at) => {
                    let b = at.block.0 as usize;
                    match in_block[b].iter().find(|&&i| i > at.index) {
                        Some(&i) => {
                            if !meet(InstRef {
                                block: at.block,
                                index: i,
                            }) {
                                return false;
                            }
                        }
                        None => work
                            .extend(func.blocks[b].succs.iter().copied().filter(|&t| open(b, t))),
                    }
                }
            }
            while let Some(b) = work.pop() {
                let bi = b.0 as usize;
                if std::mem::replace(&mut seen[bi], walk) == walk {
                    continue;
                }
                let Some(left) = budget.checked_sub(1) else {
                    return false;
                };
                budget = left;
                match in_block[bi].first() {
                    Some(&i) => {
                        if !meet(InstRef { block: b, index: i }) {
                            return false;
                        }
                    }
                    None => work.extend(
                        func.blocks[bi]
                            .succs
                            .iter()
                            .copied()
                            .filter(|&t| open(bi, t)),
                    ),
                }
            }
        }
        true
    }
}

/// The counted barriers of `barriers` that may be ordered for one group of warps,
/// pending the front end's uniformity check; `exact_threads` is the CTA's size when
/// the kernel requires one. Empty when a barrier number is unknown (it pairs with
/// any). A number of the thread's group of warps (`Barrier::group_number`: a
/// warpgroup's own named barrier) is a candidate of its own, per group
/// (`Candidate::per_group`), when no other barrier may have a number its warps
/// use.
pub fn candidates(
    func: &Function,
    barriers: &[Barrier],
    exact_threads: Option<u32>,
) -> (Vec<Candidate>, Option<Warps>) {
    let mut classes: HashMap<(i64, Count), Vec<&Barrier>> = HashMap::default();
    let mut by_group: HashMap<GroupNumber, Vec<&Barrier>> = HashMap::default();
    for bar in barriers {
        match (bar.id, bar.group_number) {
            (Some(id), _) => classes.entry((id, bar.count)).or_default().push(bar),
            (None, Some(g)) => by_group.entry(g).or_default().push(bar),
            (None, None) => return (Vec::new(), None),
        }
    }
    let warps = (!by_group.is_empty()).then(|| Warps::new(func));
    let cta = func.cta_warps().unwrap_or(WarpRange::ALL);
    let hull = |bars: &[&Barrier], warps: &Warps| {
        bars.iter()
            .map(|b| warps.blocks[b.at.block.0 as usize])
            .reduce(WarpRange::hull)
            .map(|g| g.meet(cta))
            .filter(|g| !g.is_empty() && g.1 != u32::MAX)
    };
    // Numbers of the thread's group of warps: each group its own number, so a
    // class is one group's barrier in every group, provided no other barrier may
    // have one of the numbers the warps that run them use. Per class: the hull of
    // those warps and their numbers.
    let mut grouped: Vec<(GroupNumber, WarpRange, (i64, i64))> = Vec::new();
    let mut grouped_bars: Vec<Vec<&Barrier>> = Vec::new();
    if let Some(warps) = &warps {
        for (g, bars) in by_group {
            let Some(w) = hull(&bars, warps) else {
                return (Vec::new(), None);
            };
            grouped.push((g, w, g.numbers(w)));
            grouped_bars.push(bars);
        }
    }
    let overlap = |a: (i64, i64), b: (i64, i64)| a.0 <= b.1 && b.0 <= a.1;
    let in_groups = |id: i64| grouped.iter().any(|(_, _, r)| overlap(*r, (id, id)));
    // Every CTA barrier's number, those marked ordered already too (`bar.sync 0`):
    // a known one, or `None` for one that may be any.
    let numbered: Vec<Option<i64>> = if grouped.is_empty() {
        Vec::new()
    } else {
        func.insts()
            .filter_map(|(_, i)| match &i.op {
                crate::spec::Op::Sync(ev)
                    if ev.kind.is_cta_barrier() && ev.group_number.is_none() =>
                {
                    Some(ev.barrier_id)
                }
                _ => None,
            })
            .collect()
    };
    let mut per_group: Vec<Candidate> = Vec::new();
    for (k, ((g, w, range), bars)) in grouped.iter().zip(&grouped_bars).enumerate() {
        let alone = grouped
            .iter()
            .enumerate()
            .all(|(j, other)| j == k || !overlap(*range, other.2))
            && numbered
                .iter()
                .all(|id| id.is_some_and(|id| !overlap(*range, (id, id))));
        let count = bars[0].count;
        let same = bars.iter().all(|b| b.count == count && b.waits);
        let fits = matches!(count, Count::Threads(n) if n % 32 == 0 && g.warps() * 32 <= n);
        if alone && same && fits {
            per_group.push(Candidate {
                barriers: bars.iter().map(|b| b.at).collect(),
                group: *w,
                per_group: Some(g.warps()),
            });
        }
    }
    // A known number that a group's barrier may have pairs with it: not apart.
    classes.retain(|&(id, _), _| !in_groups(id));
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
    if counted.is_empty() && per_group.is_empty() {
        return (Vec::new(), None);
    }
    counted.sort_by_key(|(_, bars)| bars[0].at);
    let warps = warps.unwrap_or_else(|| Warps::new(func));
    let mut out: Vec<Candidate> = counted
        .into_iter()
        .filter_map(|(n, bars)| {
            // Within the CTA's warps: `warp >= 4` in a CTA of 8 warps is 4..=7.
            let group = hull(bars, &warps)?;
            let size = u64::from(group.1.saturating_sub(group.0)) + 1;
            (size * 32 <= u64::from(n)).then(|| Candidate {
                barriers: bars.iter().map(|b| b.at).collect(),
                group,
                per_group: None,
            })
        })
        .collect();
    per_group.sort_by_key(|c| c.barriers[0]);
    out.extend(per_group);
    (out, Some(warps))
}

/// Sets `SyncEvent::group_number` of the CTA barriers whose number is a value of
/// the thread's group of warps ([`crate::facts::group_number`]). The number is the
/// first operand (`bar.sync a, b`; an intrinsic's constant operands are no uses).
pub fn set_group_numbers(func: &mut Function, exprs: &HashMap<Value, crate::facts::Expr>) {
    for block in &mut func.blocks {
        for inst in &mut block.insts {
            let (crate::spec::Op::Sync(ev), Some(id)) = (&mut inst.op, inst.uses.first()) else {
                continue;
            };
            if ev.barrier_id.is_none() && ev.kind.is_cta_barrier() {
                ev.group_number = crate::facts::group_number(exprs, *id);
            }
        }
    }
}

/// Marks ordered each of `candidates` whose group passes its barriers in one fixed
/// sequence ([`Candidate::one_sequence`]) or in blocks that no branch its group may
/// take different ways leads to: `divergent` is the front end's divergence analysis
/// for one candidate, where [`Candidate::cannot_split`] names the branches no thread
/// of it takes apart (`None`: it did not settle). Without `warps` only the first
/// test is made.
pub fn mark_candidates(
    func: &mut Function,
    candidates: &[Candidate],
    warps: Option<&Warps>,
    mut divergent: impl FnMut(&Function, &Candidate, &Warps) -> Option<Vec<bool>>,
) {
    let marks: Vec<&Candidate> = candidates
        .iter()
        .filter(|c| {
            c.one_sequence(func, warps)
                || warps.is_some_and(|w| {
                    divergent(func, c, w)
                        .is_some_and(|div| c.barriers.iter().all(|at| !div[at.block.0 as usize]))
                })
        })
        .collect();
    for candidate in marks {
        mark_ordered_group(func, candidate);
    }
}

/// The `bar.warp.sync` instructions not yet ordered, when there are some and none is
/// guarded (an inline asm's `@p bar.warp.sync` may be skipped by some lanes): the
/// ones an LLVM or MLIR front end marks ordered, all or none, where no lane of a
/// warp may reach them on its own path ([`mark_ordered_outside`]).
pub fn unguarded_warp_syncs(func: &Function) -> Option<Vec<InstRef>> {
    let mut syncs = Vec::new();
    for (at, i) in func.insts() {
        if matches!(&i.op, crate::spec::Op::Sync(ev) if ev.kind == crate::spec::SyncKind::WarpSync && !ev.ordered)
        {
            if i.guard.is_some() {
                return None;
            }
            syncs.push(at);
        }
    }
    (!syncs.is_empty()).then_some(syncs)
}

/// Marks every one of `at` ordered when none is in a block `divergent` names.
pub fn mark_ordered_outside(func: &mut Function, at: &[InstRef], divergent: &[bool]) {
    if at.iter().all(|r| !divergent[r.block.0 as usize]) {
        mark_ordered(func, at);
    }
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

/// Marks a candidate's barriers ordered (its front end found no branch that splits
/// its group) and records the group fences after them ([`group_fences`]).
pub fn mark_ordered_group(func: &mut Function, candidate: &Candidate) {
    mark_ordered(func, &candidate.barriers);
    // A fence in one group's thread is in no other group's instance.
    if candidate.per_group.is_some() {
        return;
    }
    let found = group_fences(func, candidate);
    func.group_fences.extend(found);
    func.group_fences.sort();
    func.group_fences.dedup();
}

/// The group fences after the instances of an ordered counted barrier
/// ([`Function::group_fences`]): TileLang's epilogue warps store their tile to
/// shared memory, pass `bar.sync 4, 128`, and only the `elect.sync` leader of warp 4
/// fences (`fence.proxy.async`) and issues the TMA store, before all pass `bar.sync
/// 4, 128` again and the others go on to hand the buffer to the MMA warp. Their
/// writes are ordered before its reads all the same: each was released at the first
/// instance and acquired there by the fencing thread, whose fence comes before its
/// arrival at the next instance, which the others pass before they publish anything
/// (PTX ISA 8.9: a proxy fence between two operations in base causality order orders
/// their proxies; it need not be the writer's). Found for a barrier `x` when
/// - from `x` a straight run (no branch, no block entered from elsewhere, no exit,
///   sync, generic shared write or async-proxy read) reaches a block ending in a
///   branch, so every thread of the group comes to it from `x`, converged;
/// - one side starts, before any sync, with an unguarded `fence.proxy.async` that
///   some thread of the group surely takes: the branch predicate is the warp's
///   leader, or exactly a conjunction of the leader and a test that holds in every
///   thread of a warp of the group (every warp of the group takes part in each
///   instance, and `elect.sync` elects one of its converged lanes);
/// - every path from the other side reaches an instance of the barrier before any
///   release, async-proxy read or exit.
pub fn group_fences(func: &Function, candidate: &Candidate) -> Vec<(BlockId, InstRef)> {
    let preds = func.preds();
    // A guarded instance may be skipped: only unguarded ones sync every thread that
    // reaches them.
    let unguarded: Vec<InstRef> = candidate
        .barriers
        .iter()
        .copied()
        .filter(|&at| func.inst(at).guard.is_none())
        .collect();
    let mut out = Vec::new();
    for &x in &unguarded {
        let Some(b) = straight_run(func, &preds, x) else {
            continue;
        };
        let Some((v, t, f)) = func.block(b).branch else {
            continue;
        };
        if t == f {
            continue;
        }
        for (side, other, holds) in [(t, f, true), (f, t, false)] {
            let Some(fence) = leading_fence(func, side) else {
                continue;
            };
            if some_thread_takes(func, candidate.group, v, holds)
                && next_instance_first(func, other, &unguarded)
            {
                out.push((b, fence));
            }
        }
    }
    out
}

/// Whether `inst` neither syncs nor writes or async-reads shared memory: what a
/// group fence needs of the run to its branch.
fn quiet(inst: &crate::model::Inst) -> bool {
    use crate::spec::Op;
    !matches!(inst.op, Op::Sync(_) | Op::GenericSharedWrite) && !inst.op.reads_smem_async_proxy()
}

/// The block ending in a branch that the straight run from `x` reaches: no branch,
/// no block entered from elsewhere, no exit and only [`quiet`] instructions on the
/// way. A quiet diamond on the way is passed: a branch whose sides are [`quiet`]
/// blocks entered only from it that go on only to one join (or one side such a
/// block on to the other), the join entered from nowhere else (Mojo elects the
/// leader of warp 0 in one side, `br i1 %w0, label %el, label %no`, and branches on
/// the phi of the two after them). Every thread that comes to the branch comes to
/// the join, having done nothing a group fence cares about on the way.
fn straight_run(func: &Function, preds: &[Vec<BlockId>], x: InstRef) -> Option<BlockId> {
    let (mut b, mut from) = (x.block, x.index as usize + 1);
    // The block after `side` when it is a quiet block entered only from `from`.
    let pass_through = |side: BlockId, from: BlockId| -> Option<BlockId> {
        let block = func.block(side);
        let [next] = block.succs[..] else {
            return None;
        };
        (preds[side.0 as usize][..] == [from]
            && block.branch.is_none()
            && !block.may_exit
            && block.insts.iter().all(quiet))
        .then_some(next)
    };
    for _ in 0..64 {
        let block = func.block(b);
        if block.may_exit || !block.insts.get(from..)?.iter().all(quiet) {
            return None;
        }
        let next = match (block.branch, &block.succs[..]) {
            (Some((_, t, f)), _) if t != f => {
                let join = match (pass_through(t, b), pass_through(f, b)) {
                    (Some(j), Some(k)) if j == k => Some((j, [t, f])),
                    (Some(j), _) if j == f => Some((j, [t, b])),
                    (_, Some(k)) if k == t => Some((k, [f, b])),
                    _ => None,
                };
                let Some((j, mut sides)) = join else {
                    return Some(b);
                };
                let mut entered = preds[j.0 as usize].clone();
                entered.sort_unstable();
                sides.sort_unstable();
                if entered[..] != sides[..] {
                    return Some(b);
                }
                j
            }
            (Some(_), _) => return Some(b),
            (None, &[next]) => {
                if preds[next.0 as usize].len() != 1 {
                    return None;
                }
                next
            }
            _ => return None,
        };
        (b, from) = (next, 0);
    }
    None
}

/// The unguarded `fence.proxy.async` block `side` starts with, before any sync.
fn leading_fence(func: &Function, side: BlockId) -> Option<InstRef> {
    let insts = &func.block(side).insts;
    let index = insts
        .iter()
        .take_while(|i| !matches!(i.op, crate::spec::Op::Sync(_)))
        .position(crate::publish::proxy_fence)?;
    Some(InstRef {
        block: side,
        index: index as u32,
    })
}

/// Whether some thread of `group` (converged warps) has `v == holds`: `v` is the
/// leader test, or exactly a conjunction of it and a test true in every thread of a
/// warp of the group, or exactly one thread of the group's warps (every thread of
/// the group exists: its barrier's count waits for all of them).
fn some_thread_takes(func: &Function, group: WarpRange, v: Value, holds: bool) -> bool {
    use crate::facts::PredKind;
    let leader = |p: Value, holds: bool| {
        func.facts_on(p)
            .iter()
            .any(|f| f.kind == PredKind::Leader && f.when == holds)
    };
    // `p == holds` in every thread of some warp of the group.
    let whole_warp = |p: Value, holds: bool| {
        (group.0..=group.1.min(group.0.saturating_add(63)))
            .any(|w| WarpRange(w, w).excluded_by(&func.pred_facts, p, !holds))
    };
    leader(v, holds)
        || func.facts_on(v).iter().any(|f| match f.kind {
            // One thread, of the group (whose every thread takes part).
            PredKind::ThreadIs(t) if f.when == holds => group.0 <= t / 32 && t / 32 <= group.1,
            // `v == when` exactly when both hold.
            PredKind::Both(a, b) if f.when == holds => {
                whole_warp(a, true) && leader(b, true) || whole_warp(b, true) && leader(a, true)
            }
            // `v == when` exactly when either holds: `!when` when neither does.
            PredKind::Either(a, b) if f.when != holds => {
                whole_warp(a, false) && leader(b, false) || whole_warp(b, false) && leader(a, false)
            }
            _ => false,
        })
}

/// Whether every path from the start of `start` reaches one of `instances` before
/// a release, an async-proxy read of shared memory or an exit (within a bound).
fn next_instance_first(func: &Function, start: BlockId, instances: &[InstRef]) -> bool {
    let mut seen = vec![false; func.blocks.len()];
    let mut work = vec![start];
    let mut budget = 1usize << 16;
    while let Some(b) = work.pop() {
        if std::mem::replace(&mut seen[b.0 as usize], true) {
            continue;
        }
        let block = func.block(b);
        let mut arrived = false;
        for (index, inst) in block.insts.iter().enumerate() {
            budget = match budget.checked_sub(1) {
                Some(n) => n,
                None => return false,
            };
            let at = InstRef {
                block: b,
                index: index as u32,
            };
            if instances.contains(&at) {
                arrived = true;
                break;
            }
            if inst.op.is_release() || inst.op.reads_smem_async_proxy() {
                return false;
            }
        }
        if arrived {
            continue;
        }
        if block.may_exit || block.succs.is_empty() {
            return false;
        }
        work.extend(block.succs.iter().copied());
    }
    true
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
    if branch_warps.is_empty() && func.edge_warps.is_empty() {
        return out;
    }
    // The warps edge `p -> b` lets through.
    // The warps the front end found to take the edge (a dispatch table's, or ones
    // the warp-role arithmetic sends there).
    let listed = |p: BlockId, b: BlockId| func.listed_edge_warps(p, b).unwrap_or(WarpRange::ALL);
    let edge = |p: BlockId, b: BlockId| match func.block(p).branch {
        Some((c, t, f)) if t != f => branch_warps
            .get(&c)
            .map_or(
                WarpRange::ALL,
                |sides| if b == t { sides[0] } else { sides[1] },
            )
            .meet(listed(p, b)),
        _ => listed(p, b),
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
