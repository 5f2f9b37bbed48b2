//! Instructions that no thread can run in the same instance of a CTA barrier: a
//! write and a load of shared memory so separated are ordered, one way or the other,
//! in every pair of threads.
//!
//! Every thread of the CTA takes part in each instance of a barrier with no thread
//! count (PTX ISA `barrier`: "all threads in the CTA participate"), so a thread's
//! k-th arrival at barrier number `N` is in instance k, whichever instruction it is.
//! If each thread has passed `c_w` instances of `N` before a write and `c_r` before a
//! load with `c_w < c_r`, the writer arrives at instance `c_w + 1` after the write and
//! the reader completes it before the load: the barrier's release and acquire order
//! the write before the load (and the other way round for `c_w > c_r`). Only a
//! writer that exits without arriving again escapes: the barrier waits for
//! non-exited threads only, and nothing releases its write. So the writer must pass
//! another barrier of `N` on every path to an exit ([`BarrierPhases::load_separated`]).
//!
//! The count before an instruction is not known in a loop, but often its residue is:
//! a potential `phi(b)` per block with `phi(s) = phi(b) + (barriers of N in b)` on
//! every edge `b -> s`, modulo the gcd `m` of the differences on the edges where
//! that fails, holds for every path from the entry (by induction on the path). Two
//! instructions whose counts differ modulo `m` (or at all, when `m` is 0) are never
//! in the same instance. The counts also have bounds: the fewest barriers on a path
//! from the entry, and the most where no loop passes one. When the bounds put `a`
//! before `b` for sure, only one order needs checking. Triton's warp-specialized kernels fill their
//! dispatch table and tile counts before any `barrier.sync 1` and read them after
//! one, three barriers a round, while the table's exit value is written a round
//! later; a warp that reads the exit value leaves without another barrier.
//!
//! A number is used only when all its instructions wait with no count and no guard,
//! and no barrier has a number the front end does not know.

use crate::model::{BlockId, Function, InstRef};
use crate::spec::{Op, SyncKind};

/// The barrier counts of a function, per usable barrier number ([`Self::new`]).
pub struct BarrierPhases {
    numbers: Vec<Phase>,
}

/// What is known of one barrier number's counts.
struct Phase {
    id: i64,
    /// Per block: the count before its first instruction, modulo `modulus` (0: no
    /// loop passes a barrier, so it is exact); `None` where no path from the entry
    /// leads.
    start: Vec<Option<i64>>,
    modulus: i64,
    /// The number's barriers and the bounds of their count.
    counts: Counts,
    /// Per block: every path from its end to an exit passes a barrier of the number.
    covered_out: Vec<bool>,
}

/// Counted instructions (a barrier number's barriers, cluster arrivals) per block,
/// and the bounds of how many a thread has passed before each instruction.
struct Counts {
    /// Per block: the indices of the counted instructions in it.
    at: Vec<Vec<u32>>,
    /// Per block: the fewest counted instructions on a path from the entry to its
    /// start, and the most (`None`: unbounded).
    bounds: Vec<(i64, Option<i64>)>,
}

impl Counts {
    fn new(func: &Function, at: Vec<Vec<u32>>) -> Counts {
        let bounds = count_bounds(func, &at);
        Counts { at, bounds }
    }

    /// The counted instructions in `at`'s block before it.
    fn before(&self, at: InstRef) -> i64 {
        let bi = at.block.0 as usize;
        self.at[bi].iter().filter(|&&k| k < at.index).count() as i64
    }

    /// The fewest and the most counted instructions before instruction `at`
    /// (`None`: unbounded).
    fn bounds_at(&self, at: InstRef) -> (i64, Option<i64>) {
        let before = self.before(at);
        let (lo, hi) = self.bounds[at.block.0 as usize];
        (lo + before, hi.map(|h| h + before))
    }
}

impl BarrierPhases {
    /// The counts of every barrier number of `func` that qualifies (module header).
    pub fn new(func: &Function) -> BarrierPhases {
        let mut ids: Vec<i64> = Vec::new();
        let mut bad: Vec<i64> = Vec::new();
        for (_, inst) in func.insts() {
            let Op::Sync(ev) = &inst.op else { continue };
            if !ev.kind.is_cta_barrier() {
                continue;
            }
            let Some(id) = ev.barrier_id else {
                return BarrierPhases {
                    numbers: Vec::new(),
                };
            };
            let counts_all = ev.kind == SyncKind::CtaBarrier
                && ev.all_threads
                && ev.acquire
                && inst.guard.is_none();
            if counts_all {
                ids.push(id);
            } else {
                bad.push(id);
            }
        }
        ids.sort_unstable();
        ids.dedup();
        ids.retain(|id| !bad.contains(id));
        let numbers = ids
            .into_iter()
            .filter_map(|id| Phase::new(func, id))
            .collect();
        BarrierPhases { numbers }
    }

    /// Whether, for some barrier number, no thread runs the shared-memory `load` in
    /// the instance in which any thread runs the `write`: the counts before them
    /// differ, and where the write may come first its thread passes another barrier
    /// of the number on every path to an exit (to release it). Where the load may
    /// come first, its thread either arrives at the next instance after it, or
    /// leaves: a barrier instance completes without a thread only once it has
    /// exited, and whatever the loaded value decides in that thread it decides
    /// before the thread exits, so the write is after the load either way.
    pub fn load_separated(&self, load: InstRef, write: InstRef) -> bool {
        self.numbers.iter().any(|p| {
            let (Some(cl), Some(cw)) = (p.count(load), p.count(write)) else {
                return false;
            };
            let ((llo, lhi), (wlo, whi)) = (p.counts.bounds_at(load), p.counts.bounds_at(write));
            if lhi.is_some_and(|h| h < wlo) {
                return true;
            }
            if whi.is_some_and(|h| h < llo) {
                return p.covered(write);
            }
            let differ = match p.modulus {
                0 => cl != cw,
                1 => false,
                m => (cl - cw).rem_euclid(m) != 0,
            };
            differ && p.covered(write)
        })
    }

    /// Whether [`Self::load_separated`] holds of `load` and every write of `writes`
    /// (`None`: a write the front end cannot place, which may be in any instance).
    pub fn separated_from_all(
        &self,
        load: InstRef,
        writes: impl IntoIterator<Item = Option<InstRef>>,
    ) -> bool {
        writes
            .into_iter()
            .all(|w| w.is_some_and(|write| self.load_separated(load, write)))
    }

    /// Whether any barrier number qualified.
    pub fn is_empty(&self) -> bool {
        self.numbers.is_empty()
    }
}

impl Phase {
    fn new(func: &Function, id: i64) -> Option<Phase> {
        let n = func.blocks.len();
        let at: Vec<Vec<u32>> = func
            .blocks
            .iter()
            .map(|b| {
                b.insts
                    .iter()
                    .enumerate()
                    .filter(|(_, i)| {
                        matches!(&i.op, Op::Sync(ev)
                            if ev.kind == SyncKind::CtaBarrier && ev.barrier_id == Some(id))
                    })
                    .map(|(k, _)| k as u32)
                    .collect()
            })
            .collect();
        if n == 0 {
            return None;
        }
        let mut start: Vec<Option<i64>> = vec![None; n];
        start[0] = Some(0);
        let mut work = vec![BlockId(0)];
        let mut modulus: i64 = 0;
        while let Some(b) = work.pop() {
            let bi = b.0 as usize;
            let end = start[bi]? + at[bi].len() as i64;
            for &s in &func.blocks[bi].succs {
                let si = s.0 as usize;
                match start[si] {
                    None => {
                        start[si] = Some(end);
                        work.push(s);
                    }
                    Some(v) => modulus = gcd(modulus, (end - v).abs()),
                }
            }
        }
        if modulus > 1 {
            for v in start.iter_mut().flatten() {
                *v = v.rem_euclid(modulus);
            }
        }
        // Greatest fixpoint: a block's end is covered when every successor has a
        // barrier or is covered at its end, and no thread may leave there.
        let mut covered_out: Vec<bool> = func
            .blocks
            .iter()
            .map(|b| !b.succs.is_empty() && !b.may_exit)
            .collect();
        loop {
            let mut changed = false;
            for bi in 0..n {
                if covered_out[bi]
                    && !func.blocks[bi].succs.iter().all(|s| {
                        let si = s.0 as usize;
                        !at[si].is_empty() || covered_out[si]
                    })
                {
                    covered_out[bi] = false;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        Some(Phase {
            id,
            start,
            modulus,
            counts: Counts::new(func, at),
            covered_out,
        })
    }

    /// The count before instruction `at` (modulo the modulus).
    fn count(&self, at: InstRef) -> Option<i64> {
        let c = self.start[at.block.0 as usize]? + self.counts.before(at);
        Some(if self.modulus > 1 {
            c.rem_euclid(self.modulus)
        } else {
            c
        })
    }

    /// Whether every path from `at` to an exit passes a barrier of the number.
    fn covered(&self, at: InstRef) -> bool {
        let bi = at.block.0 as usize;
        self.counts.at[bi].iter().any(|&k| k > at.index) || self.covered_out[bi]
    }
}

/// How many `barrier.cluster.arrive` (of any semantics) a thread of a kernel has
/// executed before each instruction: the fewest and the most on a path from the
/// entry (`None`: unbounded, a loop passes one first).
///
/// A thread's arrivals at the cluster barrier are numbered from 0 at launch, and
/// its n-th arrival (after n earlier ones) belongs to phase n. A wait after m
/// arrivals waits for phase m - 1 to complete, so a release at an arrival after n
/// arrivals is acquired there only when n <= m - 1, and by no wait after fewer
/// arrivals: TileLang's 2-CTA GEMMs pass the cluster barrier once in the prologue
/// and once before the deallocation, and the epilogue's shared-memory stores that
/// the last arrival releases reach none of the MMAs after the first wait.
///
/// Known only for a function that is a whole kernel
/// ([`Function::whole_kernel`]: its threads start in it, and no callee can hold an
/// arrival) in which no arrival is guarded (a guarded one may or may not count).
pub struct ClusterArrivals(Counts);

impl ClusterArrivals {
    /// The counts of `func`, or `None` where they are not known (type header).
    pub fn new(func: &Function) -> Option<ClusterArrivals> {
        if !func.whole_kernel || func.blocks.is_empty() {
            return None;
        }
        let mut any = false;
        let mut at: Vec<Vec<u32>> = Vec::with_capacity(func.blocks.len());
        for b in &func.blocks {
            let mut here = Vec::new();
            for (k, i) in b.insts.iter().enumerate() {
                if matches!(&i.op, Op::Sync(ev) if ev.kind == SyncKind::ClusterArrive) {
                    if i.guard.is_some() {
                        return None;
                    }
                    here.push(k as u32);
                    any = true;
                }
            }
            at.push(here);
        }
        if !any {
            return None;
        }
        Some(ClusterArrivals(Counts::new(func, at)))
    }

    /// The fewest and the most arrivals before instruction `at` (`None`: unbounded).
    pub fn bounds_at(&self, at: InstRef) -> (i64, Option<i64>) {
        self.0.bounds_at(at)
    }

    /// Whether a release at the arrival `arrive` may be acquired by a wait after at
    /// most `wait_most` arrivals (`None`: unbounded): some count of the arrival's is
    /// below it. A wait after no arrival is taken to pair with every arrival.
    pub fn may_pair(&self, arrive: InstRef, wait_most: Option<i64>) -> bool {
        match wait_most {
            None | Some(0) => true,
            Some(m) => self.bounds_at(arrive).0 < m,
        }
    }
}

/// Rounds of the longest-path relaxation before a still-growing count is taken as
/// unbounded (it grows only around a loop that passes a barrier).
const MAX_ROUNDS: usize = 8;

/// Per block: the fewest and the most barriers (`at`) on a path from the entry to
/// its start; the most is `None` where a loop through a barrier comes first, or no
/// path leads.
fn count_bounds(func: &Function, at: &[Vec<u32>]) -> Vec<(i64, Option<i64>)> {
    let n = func.blocks.len();
    let inc = |b: usize| at[b].len() as i64;
    // Fewest: Dijkstra (increments are not negative).
    let mut lo: Vec<Option<i64>> = vec![None; n];
    let mut heap = std::collections::BinaryHeap::new();
    lo[0] = Some(0);
    heap.push(std::cmp::Reverse((0i64, 0usize)));
    while let Some(std::cmp::Reverse((d, b))) = heap.pop() {
        if lo[b].is_some_and(|v| v < d) {
            continue;
        }
        for s in &func.blocks[b].succs {
            let si = s.0 as usize;
            let nd = d + inc(b);
            if lo[si].is_none_or(|v| nd < v) {
                lo[si] = Some(nd);
                heap.push(std::cmp::Reverse((nd, si)));
            }
        }
    }
    // Most: relaxation in reverse post-order; a count still growing after
    // `MAX_ROUNDS` rounds, and whatever it reaches, is unbounded.
    let order = crate::cfg::reverse_post_order(func);
    let mut hi: Vec<Option<i64>> = vec![None; n];
    hi[0] = Some(0);
    let mut unbounded = vec![false; n];
    let settled = (0..MAX_ROUNDS).any(|_| relax(func, &order, at, &mut hi, true).is_empty());
    if !settled {
        // One more round: what still grows is on or after a growing loop.
        let mut work = relax(func, &order, at, &mut hi, false);
        while let Some(b) = work.pop() {
            if !std::mem::replace(&mut unbounded[b], true) {
                work.extend(func.blocks[b].succs.iter().map(|s| s.0 as usize));
            }
        }
    }
    (0..n)
        .map(|b| {
            let most = hi[b].filter(|_| !unbounded[b]);
            (lo[b].unwrap_or(0), most)
        })
        .collect()
}

/// One round of the longest-path relaxation of `hi` over `order` (barriers per
/// block: `at`): the blocks whose greatest count grows, raised if `apply`.
fn relax(
    func: &Function,
    order: &[BlockId],
    at: &[Vec<u32>],
    hi: &mut [Option<i64>],
    apply: bool,
) -> Vec<usize> {
    let mut grown = Vec::new();
    for &b in order {
        let bi = b.0 as usize;
        let Some(h) = hi[bi] else { continue };
        let end = h + at[bi].len() as i64;
        for s in &func.blocks[bi].succs {
            let si = s.0 as usize;
            if hi[si].is_none_or(|v| v < end) {
                if apply {
                    hi[si] = Some(end);
                }
                grown.push(si);
            }
        }
    }
    grown
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

impl std::fmt::Debug for BarrierPhases {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.numbers.iter().map(|p| (p.id, p.modulus)))
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::BarrierPhases;
    use crate::model::{BlockId, Function, Inst, InstRef};
    use crate::spec::Op;
    use crate::testing::bar_sync;

    /// Blocks with their successors and instructions (`b`: `bar.sync 1`, `c`: `bar.sync
    /// 1, 64`, `.`: anything else).
    fn func(blocks: &[(&[u32], &str)]) -> Function {
        crate::testing::function(blocks, |c| match c {
            'b' => bar_sync(1, false, false),
            'c' => bar_sync(1, true, false),
            _ => Inst::new(Op::Plain),
        })
    }

    fn at(block: u32, index: u32) -> InstRef {
        InstRef {
            block: BlockId(block),
            index,
        }
    }

    #[test]
    fn counts_before_and_after_a_barrier_are_apart() {
        // 0: write, barrier, load; 1: barrier, exit.
        let f = func(&[(&[1], ".b."), (&[], "b")]);
        let p = BarrierPhases::new(&f);
        assert!(p.load_separated(at(0, 2), at(0, 0)));
        // Same instance: a load before the barrier and the write before it.
        assert!(!p.load_separated(at(0, 0), at(0, 0)));
        // A write after the last barrier may come first: nothing releases it.
        let f = func(&[(&[], "b..")]);
        let p = BarrierPhases::new(&f);
        assert!(!p.load_separated(at(0, 2), at(0, 1)));
        // The load surely first: its thread's later arrival, or its exit, orders it.
        assert!(p.load_separated(at(0, 0), at(0, 2)));
    }

    #[test]
    fn residues_in_a_loop_and_bounds_before_it() {
        // 0: write (count 0), barrier -> 1 (loop header: load at count 1 mod 3),
        // barrier, barrier, barrier -> {1, 2}; 2: write at count 1 mod 3, barrier,
        // exit.
        let f = func(&[(&[1], ".b"), (&[1, 2], ".bbb"), (&[], ".b")]);
        let p = BarrierPhases::new(&f);
        // The first write has count 0 exactly, below every load's.
        assert!(p.load_separated(at(1, 0), at(0, 0)));
        // The write after the loop has the load's residue: same instance possible.
        assert!(!p.load_separated(at(1, 0), at(2, 0)));
        // Two barriers a round: the load's count is odd, and a write after one more
        // barrier past the loop even (its thread passes another before leaving).
        let f = func(&[(&[1], ".b"), (&[1, 2], ".bb"), (&[], "b.b")]);
        let p = BarrierPhases::new(&f);
        assert!(p.load_separated(at(1, 0), at(2, 1)));
    }

    #[test]
    fn a_counted_barrier_or_an_unknown_number_spoils_the_counts() {
        let f = func(&[(&[1], ".c."), (&[], "b")]);
        assert!(!BarrierPhases::new(&f).load_separated(at(0, 2), at(0, 0)));
        let mut f = func(&[(&[], ".b.b")]);
        if let Op::Sync(ev) = &mut f.blocks[0].insts[1].op {
            ev.barrier_id = None;
        }
        assert!(BarrierPhases::new(&f).is_empty());
    }

    /// Blocks of cluster arrivals (`a`), cluster waits (`w`) and other instructions.
    fn cluster_func(blocks: &[(&[u32], &str)]) -> Function {
        use crate::spec::{SyncEvent, SyncKind};
        let mut f = crate::testing::function(blocks, |c| {
            let mut ev = match bar_sync(0, false, false).op {
                Op::Sync(ev) => ev,
                _ => unreachable!(),
            };
            ev.barrier_id = None;
            ev.cta_local = false;
            let kind = match c {
                'a' => SyncKind::ClusterArrive,
                'w' => SyncKind::ClusterWait,
                _ => return Inst::new(Op::Plain),
            };
            Inst::new(Op::Sync(SyncEvent {
                kind,
                release: kind == SyncKind::ClusterArrive,
                acquire: kind == SyncKind::ClusterWait,
                ..ev
            }))
        });
        f.whole_kernel = true;
        f
    }

    #[test]
    fn a_cluster_arrival_pairs_with_waits_of_its_phase_or_later() {
        use super::ClusterArrivals;
        // 0: arrive, wait (prologue) -> 1: work -> 2: arrive, wait, exit.
        let f = cluster_func(&[(&[1], "aw"), (&[2], "."), (&[], "aw")]);
        let c = ClusterArrivals::new(&f).expect("a whole kernel with unguarded arrivals");
        let prologue_wait = c.bounds_at(at(0, 1)).1;
        let last_wait = c.bounds_at(at(2, 1)).1;
        assert_eq!((prologue_wait, last_wait), (Some(1), Some(2)));
        assert!(c.may_pair(at(0, 0), prologue_wait));
        assert!(!c.may_pair(at(2, 0), prologue_wait));
        assert!(c.may_pair(at(2, 0), last_wait));
        // A path around the prologue: the last arrival may be a thread's first.
        let f = cluster_func(&[(&[1, 2], "."), (&[2], "aw"), (&[], "aw")]);
        let c = ClusterArrivals::new(&f).unwrap();
        assert!(c.may_pair(at(2, 0), c.bounds_at(at(1, 1)).1));
        // A loop through the arrivals: the waits' counts are unbounded.
        let f = cluster_func(&[(&[1], "aw"), (&[1, 2], "aw"), (&[], ".")]);
        let c = ClusterArrivals::new(&f).unwrap();
        assert_eq!(c.bounds_at(at(1, 1)).1, None);
        // Not a whole kernel (a callee may arrive), or a guarded arrival: unknown.
        let mut f = cluster_func(&[(&[1], "aw"), (&[], "aw")]);
        f.whole_kernel = false;
        assert!(ClusterArrivals::new(&f).is_none());
        let mut f = cluster_func(&[(&[1], "aw"), (&[], "aw")]);
        f.blocks[1].insts[0].guard = Some(crate::model::Guard::Elect);
        assert!(ClusterArrivals::new(&f).is_none());
    }
}
