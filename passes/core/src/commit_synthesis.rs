//! Commit synthesis (RULES.md section 3, "R-MMA-DONE when no completion mechanism
//! exists"): where a thread consumes the result of an MMA-class op (`tcgen05.mma`,
//! `cp`, `shift`) that it issued itself and no `tcgen05.commit` tracks the op on some
//! path, the pass inserts the completion the program lacks, right before the
//! consumer: a `tcgen05.commit` to a pass-owned mbarrier and a wait on it. The
//! planner then sees a program that has the completion and adds the fences it needs
//! (`fence::after_thread_sync` after the wait, R-AFTER; `wait::ld` +
//! `fence::before_thread_sync` before the commit for pending loads, R-BEFORE).
//!
//! # Phase 1 of 2: the lattice
//!
//! A forward dataflow over the CFG. The domain is the set of MMA-class instructions
//! issued and not tracked by any commit on some path to a point ("untracked"); join
//! is union (a commit on one path only does not track the op on the other), bottom
//! is the empty set at the entry. Transfer:
//! - an MMA-class op adds itself;
//! - a `tcgen05.commit.cta_group::N` removes the ops of `cta_group::N` it tracks in
//!   every thread that issued them: all of them when it is unguarded, those with
//!   the same guard otherwise (the checker's `commit_tracks`).
//!
//! # Phase 2 of 2: the decision
//!
//! At an instruction that may conflict with an untracked op (the checker's
//! R-MMA-DONE conflicts: an overlapping TMEM access that is not a pipelined
//! successor, a dealloc, a generic write to shared memory the op reads), the
//! completion can be synthesised only when every thread that runs the consumer is a
//! thread that issued the op: the conditions the op runs under (its predicate and
//! the branch edges that dominate its block) are a subset of the consumer's, and an
//! `elect.sync` guard on the op is matched by one on the consumer. A commit tracks
//! only the executing thread's ops (9.7.16.6.4.2), so for a consumer in another
//! thread only a thread synchronization the program does not have would help: the
//! function is then left alone and the checker keeps the R-MMA-DONE error. So that
//! the checker's per-function view cannot be fooled by an inserted commit that
//! happens to run in the issuing thread of another, ineligible op, a function with
//! any ineligible conflict gets no synthesis at all.
//!
//! The front ends emit the sequence below (`tcgen05-ptx`'s `synthesis.rs` as PTX
//! lines, `tcgen05-llvm`'s as inline asm, `tcgen05-mlir`'s as `llvm.inline_asm` ops
//! and an `llvm.mlir.global`); this module decides where (`tcgen05_ptx_decode::
//! ptx_sequence` renders the sequence as PTX text, for PTX input and for a consumer
//! inside an inline-asm template).
//!
//! # The inserted sequence (per executing thread) and why it is correct
//!
//! ```text
//! slot = __tcgen05_opt_bar + 8 * linear thread id        // one b64 per thread
//! mbarrier.init.shared::cta.b64 [slot], 1;               // expected count 1
//! fence.mbarrier_init.release.cluster;                   // init visible to the async arrive
//! tcgen05.commit.cta_group::N.mbarrier::arrive::one.shared::cluster.b64 [slot];
//! wait: mbarrier.try_wait.parity.shared::cta.b64 p, [slot], 0;
//!       @!p bra wait;                                    // phase 0 completes
//! mbarrier.inval.shared::cta.b64 [slot];                 // the next use re-inits
//! ```
//!
//! - Who commits: every thread that reaches the consumer, and only those threads
//!   wait. Each thread commits to and waits on its own slot, so no thread waits on a
//!   slot nobody arrives on (no hang): the commit arrives once all prior async
//!   tcgen05 ops of the thread are complete, also when there are none (the path on
//!   which the program's own commit ran, or a thread that issued nothing).
//! - The slot is per thread (linear id = `tid.x + ntid.x * (tid.y + ntid.y *
//!   tid.z)`): as many slots as the largest block of the kernels that get a
//!   synthesis may have threads, from their declared block shape (`.reqntid`,
//!   `.maxntid` and their LLVM/MLIR forms: a launch with more fails), else 1024
//!   (8 KiB of shared memory). Per-warp slots would
//!   need exactly one issuing thread per warp; in the program model an unguarded
//!   MMA is issued by every thread that reaches it, so per-thread slots are the
//!   layout that is correct for every eligible consumer.
//! - The phase: the barrier is initialised (count 1) right before the commit and
//!   invalidated right after the wait, so each use waits on parity 0 of a fresh
//!   barrier, also in loops; `mbarrier.init` is never applied to a valid barrier.
//! - `fence.mbarrier_init.release.cluster` makes the initialisation visible before
//!   the arrive, which the tensor core performs outside the thread's program order.
//! - `cta_group::2`: the commit tracks the executing thread's `cta_group::2` ops and
//!   arrives on the given `.shared::cluster` address; the executing CTA's own
//!   shared-memory address names its own barrier, on which the same thread waits.
//! - Guard: when the consumer and every op it needs run under the same predicate
//!   or `elect.sync` leader predicate `@p`, the barrier operations and the commit
//!   run under `@p` too (the wait's result starts out true, so threads outside `@p`
//!   do not loop); the commit then covers exactly the ops' guard. Otherwise the
//!   sequence is unguarded: every thread that reaches the consumer commits to and
//!   waits on its own slot, which is harmless for a thread with nothing pending.

use std::collections::{BTreeMap, BTreeSet};

use crate::cfg::{Activations, Cfg};
use crate::checks::GuardChains;
use crate::facts::PredKind;
use crate::model::{BlockId, Function, Guard, InstNumbering, InstRef, Value};
use crate::spec::{is_pipelined, CtaGroup, Op};
use crate::HashSet;

/// The name of the pass-owned barrier array in PTX (and in LLVM IR).
pub const BARRIER_SYMBOL: &str = "__tcgen05_opt_bar";

/// Slots in the barrier array: one per thread of the largest CTA.
pub const BARRIER_SLOTS: u32 = 1024;

/// The slots the barrier array needs for the synthesised completions of `func`: one
/// per thread of its largest block (the shape it declares), else [`BARRIER_SLOTS`].
pub fn barrier_slots(func: &Function) -> u32 {
    func.block_threads
        .map_or(BARRIER_SLOTS, |n| n.clamp(1, BARRIER_SLOTS))
}

/// One synthesised completion: before `at`, commit `cta_group::cta` and wait.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Synthesis {
    /// The consumer that needs the completion.
    pub at: InstRef,
    pub cta: CtaGroup,
    /// The untracked MMA-class ops it completes.
    pub causes: Vec<InstRef>,
    /// Whether the sequence runs under the consumer's own guard (a predicate or an
    /// `elect.sync` leader), which every cause has too; otherwise it is unguarded.
    pub guarded: bool,
}

impl Synthesis {
    /// The PTX instructions one synthesis adds (the slot address, the barrier
    /// lifecycle, the commit, the two-instruction wait loop; two more to preset the
    /// wait's result when guarded), not counting the fences the planner adds.
    pub fn instructions(&self) -> usize {
        if self.guarded {
            17
        } else {
            15
        }
    }
}

/// The completions to synthesise in `func` (empty when any consumer is in another
/// thread than the op it needs; see the module header).
pub fn commit_synthesis(func: &Function) -> Vec<Synthesis> {
    commit_synthesis_at(func, None).unwrap_or_default()
}

/// Some conflicting consumer is not in the issuing thread (see the module header).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OtherThread;

/// [`commit_synthesis`], considering only the consumers in `reported` when given:
/// the sites where the checker, which follows each thread's paths with the guard
/// correlations the per-block lattice here lacks, reports R-MMA-DONE. The other
/// conflicts of the lattice are on paths no thread takes, or complete. With
/// FlashAttention-4's warp roles the lattice carries the MMA warp's ops into the
/// softmax warps' blocks, which no MMA-warp thread reaches.
pub fn commit_synthesis_at(
    func: &Function,
    reported: Option<&HashSet<InstRef>>,
) -> Result<Vec<Synthesis>, OtherThread> {
    if func.blocks.is_empty() {
        return Ok(Vec::new());
    }
    let cfg = Cfg::new(func);
    let numbering = Ids::new(func, &cfg);
    // Phase 1 of 2: what is untracked on entry to each block.
    let ins = untracked_on_entry(func, &cfg, &numbering);
    let guards = GuardChains::new(func, &cfg);
    let conds = |at: InstRef| -> (BTreeSet<(Value, bool)>, bool) {
        let mut c: BTreeSet<(Value, bool)> = guards.of(at.block).collect();
        let mut elect = false;
        match func.inst(at).guard {
            Some(Guard::Pred { value, negated }) => {
                c.insert((value, !negated));
            }
            Some(Guard::Elect) => elect = true,
            None => {}
        }
        (c, elect)
    };
    // Phase 2 of 2: walk each block again and decide at each conflicting consumer.
    let mut out = Vec::new();
    for &b in &cfg.rpo {
        let mut state = ins[b.0 as usize].clone();
        for index in 0..func.block(b).insts.len() as u32 {
            let at = InstRef { block: b, index };
            let mut by_cta: BTreeMap<u8, Vec<InstRef>> = BTreeMap::new();
            for &m in &state {
                let mma = numbering.at(m);
                // The same op in the same activation of its counted loop: a later
                // iteration, on other cells (`TmemRegion::distinct`).
                let later_iteration = mma == at && numbering.iterating(m);
                if reported.is_none_or(|r| r.contains(&at))
                    && !later_iteration
                    && conflicts(func, mma, at)
                {
                    let (mc, me) = conds(mma);
                    let (cc, ce) = conds(at);
                    if disjoint_warps(func, &mc, &cc) {
                        // No thread runs both: not this thread's completion to
                        // synthesise (the checker judges the threads' syncs).
                        continue;
                    }
                    let collective = matches!(
                        func.inst(at).op,
                        Op::Ld { .. } | Op::St { .. } | Op::Dealloc { .. }
                    );
                    if !same_thread(func, (&mc, me), (&cc, ce), collective) {
                        // Another thread's op: only the checker's diagnostic is honest.
                        return Err(OtherThread);
                    }
                    let cta = cta_of(func, mma);
                    by_cta.entry(cta as u8).or_default().push(mma);
                }
            }
            for (cta, causes) in by_cta {
                let cta = if cta == CtaGroup::One as u8 {
                    CtaGroup::One
                } else {
                    CtaGroup::Two
                };
                let guard = func.inst(at).guard;
                let guarded =
                    guard.is_some() && causes.iter().all(|&m| func.inst(m).guard == guard);
                // The inserted commit tracks every op of its group it covers.
                state.retain(|&m| {
                    let mma = func.inst(numbering.at(m));
                    !(mma.op.cta_group() == Some(cta) && (!guarded || mma.guard == guard))
                });
                out.push(Synthesis {
                    at,
                    cta,
                    causes,
                    guarded,
                });
            }
            transfer(func, &numbering, at, &mut state);
        }
    }
    out.sort_by_key(|s| (s.at.block.0, s.at.index, s.cta as u8));
    Ok(out)
}

/// Whether every thread that runs a consumer under conditions `cc` (and an
/// `elect.sync` guard when `ce`) is a thread that may have issued an op run under
/// `mc` (`me`): the op's conditions are a subset of the consumer's (an `elect.sync`
/// guard on the op matched by one on the consumer); or both are the `elect.sync`
/// leader of one warp that the same warp-index guard pins, whatever else the op's
/// path tested: one thread, the same one (two `elect.sync` of a converged warp elect
/// the same lane, RULES.md section 3). FlashAttention-4's MMA warp issues an MMA under
/// loop conditions its next iteration's consumer at the loop head does not repeat.
/// A warp-collective consumer (`tcgen05.ld`/`st`/`dealloc`, `.sync.aligned`) run by
/// the whole warp whose leader issued the op is eligible too: the leader's wait
/// comes before its part in the collective, which the warp runs converged.
fn same_thread(
    func: &Function,
    (mc, me): (&BTreeSet<(Value, bool)>, bool),
    (cc, ce): (&BTreeSet<(Value, bool)>, bool),
    collective: bool,
) -> bool {
    if mc.is_subset(cc) && (!me || ce) {
        return true;
    }
    if !(me && (ce || collective)) {
        return false;
    }
    let facts_of = |v: Value| func.pred_facts.iter().filter(move |f| f.value == v);
    // The thread-identity conditions of the op (warp, thread, CTA rank, leader)
    // must all hold for the consumer too, and one must pin the warp.
    // (A leader predicate the consumer lacks is the collective case above.)
    let identity: Vec<(Value, bool)> = mc
        .iter()
        .copied()
        .filter(|&(v, _)| {
            facts_of(v).next().is_some()
                && !(collective && facts_of(v).all(|f| f.kind == PredKind::Leader))
        })
        .collect();
    identity.iter().all(|g| cc.contains(g))
        && identity.iter().any(|&(v, holds)| {
            facts_of(v).any(|f| f.when == holds && matches!(f.kind, PredKind::Warp(_)))
        })
}

/// The warps that can run under `conds`, from the warp-index facts of its guards, as
/// an inclusive range (all 32 when nothing is known).
fn warp_bounds(func: &Function, conds: &BTreeSet<(Value, bool)>) -> (u32, u32) {
    let (mut lo, mut hi) = (0u32, 31u32);
    for f in &func.pred_facts {
        if !conds.contains(&(f.value, f.when)) {
            continue;
        }
        let (a, b) = match f.kind {
            PredKind::Warp(w) => (w, w),
            PredKind::WarpRange(a, b) => (a, b),
            _ => continue,
        };
        lo = lo.max(a);
        hi = hi.min(b);
    }
    (lo, hi)
}

/// Whether no warp satisfies both condition sets (`warp == 12` and `warp <= 7`).
fn disjoint_warps(
    func: &Function,
    a: &BTreeSet<(Value, bool)>,
    b: &BTreeSet<(Value, bool)>,
) -> bool {
    let ((l1, h1), (l2, h2)) = (warp_bounds(func, a), warp_bounds(func, b));
    l1.max(l2) > h1.min(h2)
}

fn cta_of(func: &Function, at: InstRef) -> CtaGroup {
    func.inst(at).op.cta_group().unwrap_or(CtaGroup::One)
}

/// The lattice's elements: an MMA-class op's instruction number, and for an op whose
/// executions in one activation of a counted loop touch disjoint cells
/// ([`Cfg::iteration_loops`]), a second number (plus the instruction count) for the
/// op issued in an earlier activation of its loop: an edge that enters the loop
/// turns the first into the second.
struct Ids {
    numbering: InstNumbering,
    count: u32,
    activation: Activations,
}

impl Ids {
    fn new(func: &Function, cfg: &Cfg) -> Ids {
        Ids {
            count: func.inst_count() as u32,
            numbering: InstNumbering::new(func),
            activation: cfg.activations(func),
        }
    }

    fn id(&self, at: InstRef) -> u32 {
        self.numbering.id(at)
    }

    fn at(&self, m: u32) -> InstRef {
        self.numbering
            .at(if m >= self.count { m - self.count } else { m })
    }

    /// Whether `m` is an op issued in the current activation of its counted loop.
    fn iterating(&self, m: u32) -> bool {
        m < self.count && self.activation.contains(self.at(m))
    }

    /// `m` after the edge `from` -> `to`.
    fn across(&self, m: u32, from: BlockId, to: BlockId) -> u32 {
        if m < self.count && self.activation.entered(self.at(m), from, to) {
            m + self.count
        } else {
            m
        }
    }
}

/// Phase 1: the untracked set on entry to each block, by a worklist to the fixpoint.
fn untracked_on_entry(func: &Function, cfg: &Cfg, numbering: &Ids) -> Vec<BTreeSet<u32>> {
    let n = func.blocks.len();
    let mut ins: Vec<BTreeSet<u32>> = vec![BTreeSet::new(); n];
    let mut work: Vec<_> = cfg.rpo.iter().rev().copied().collect();
    let mut queued = vec![false; n];
    for b in &work {
        queued[b.0 as usize] = true;
    }
    while let Some(b) = work.pop() {
        queued[b.0 as usize] = false;
        let mut state = ins[b.0 as usize].clone();
        for index in 0..func.block(b).insts.len() as u32 {
            transfer(func, numbering, InstRef { block: b, index }, &mut state);
        }
        for &s in &func.block(b).succs {
            let before = ins[s.0 as usize].len();
            ins[s.0 as usize].extend(state.iter().map(|&m| numbering.across(m, b, s)));
            if ins[s.0 as usize].len() != before && !queued[s.0 as usize] {
                queued[s.0 as usize] = true;
                work.push(s);
            }
        }
    }
    ins
}

fn transfer(func: &Function, numbering: &Ids, at: InstRef, state: &mut BTreeSet<u32>) {
    let inst = func.inst(at);
    match inst.op {
        Op::MmaClass { .. } => {
            state.insert(numbering.id(at));
        }
        Op::Commit { cta, .. } => state.retain(|&m| {
            let mma = func.inst(numbering.at(m));
            let tracked = mma.op.cta_group() == Some(cta)
                && (inst.guard.is_none() || inst.guard == mma.guard);
            !tracked
        }),
        _ => {}
    }
}

/// Whether `at` needs the MMA-class op `mma` to have completed (R-MMA-DONE).
fn conflicts(func: &Function, mma: InstRef, at: InstRef) -> bool {
    let (earlier, later) = (&func.inst(mma).op, &func.inst(at).op);
    match later {
        Op::Ld { .. } | Op::St { .. } | Op::Dealloc { .. } | Op::MmaClass { .. } => {
            !is_pipelined(earlier, later)
                && (func.tmem_overlap(&earlier.tmem_writes(), &later.tmem_touches())
                    || func.tmem_overlap(&later.tmem_writes(), &earlier.tmem_touches()))
        }
        Op::GenericSharedWrite => {
            earlier.reads_smem_async_proxy() && func.smem_may_overlap(mma, at)
        }
        _ => false,
    }
}
