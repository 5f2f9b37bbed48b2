//! Which releases can hand shared memory to an async-proxy reader in another thread
//! (R-PROXY across threads, RULES.md: "across REL -> ACQ").
//!
//! A generic write published by a release needs `fence.proxy.async` on the writer's
//! side only when some other thread may acquire it and then, directly or through
//! further syncs, reach an MMA or `tcgen05.cp`. Another thread acquires a release
//! only at a sync that may pair with it ([`SyncEvent::may_pair`]: a CTA barrier with
//! a barrier of the same number, an mbarrier arrival with a wait on a barrier it may
//! be, ...), so the question is answered per *channel* (the acquires that pair alike):
//! from the channel's acquires, is a reader reachable in the CFG, or a release that
//! pairs with a channel from which one is? TileLang's epilogue hands its staging
//! tile to the other epilogue warps through named barrier 3; no MMA follows any
//! `bar.sync 3`, so the staging store needs no proxy fence, although it reuses the
//! operand stages.
//!
//! The reader's thread is not tracked: reachability from the acquire is over every
//! path, and chains of syncs (A releases to B, B to C, C reads) are followed.
//! A `tcgen05.commit`'s arrival pairs with the waits on an mbarrier it may be. The
//! analysis is a BFS per channel: past [`MAX_CHANNELS`] channels, and past
//! [`CHANNEL_WORK`] channels times instructions, the answer is "yes" for every
//! release.
//!
//! **Ordered barriers** ([`SyncEvent::ordered`]: every thread of the CTA completes
//! each instance at one instruction) pair with no other instruction: the threads
//! that acquire such a release go on from the barrier itself, which a backward
//! reachability pass answers for all of them at once. A counted ordered barrier
//! (one group of warps, `SyncEvent::all_threads` false) is followed the same way,
//! except that a chain on through a CTA-local release reaches threads outside the
//! group, whose paths the search did not walk: it counts.
//!
//! **The fenced barrier cut.** A published write is ordered before a read in the
//! async proxy when *some* chain of syncs from it carries a proxy fence (causality
//! order is a relation: one fenced chain is enough). Ordered barriers give a cheap
//! such chain: if every path of the writer from its release `X` to an ordered
//! barrier `B` passes an unguarded `fence.proxy.async`, and every path from `X` to
//! an exit passes a fence and then an ordered barrier, then any thread that goes
//! through `B` after acquiring (through any chain) from `X` reads after an instance
//! the writer reached fenced: every thread takes part in every instance, and the
//! writer's arrivals after `X` are fenced ones (a counted ordered barrier takes
//! every thread of its group, and a writer whose path reaches it is one of them). So the search on behalf of `X` stops
//! at such a `B`. Triton's grouped GEMM zeroes its tensormap staging buffer, syncs
//! its warp, and only later fences and passes the `bar.sync 0` that precedes its
//! TMA loads and MMAs. This refinement costs a search per release and channel, so
//! it runs within [`CUT_BUDGET`] instruction scans per function (past it: no cut),
//! and only for releases that some fence follows.

use crate::{HashMap, HashSet};

use crate::barrier_phase::ClusterArrivals;
use crate::facts::{PredKind, WarpRange};
use crate::model::{AsyncReaders, BlockId, Function, Inst, InstNumbering, InstRef};
use crate::spec::{smem_may_overlap, Op, SmemSpan, SyncEvent, SyncKind};

/// Distinct acquire channels always searched; more, only within [`CHANNEL_WORK`].
pub const MAX_CHANNELS: usize = 64;

/// Channels times instructions searched at most when a function has more than
/// [`MAX_CHANNELS`] channels (past it: every release publishes). As much as 64
/// channels cost in a function of 2x10^6 instructions; TileLang 0.1.10's persistent
/// 2-CTA GEMM (a 34k-line kernel, its six-stage loops unrolled) waits on more than
/// 64 distinct mbarrier words.
pub const CHANNEL_WORK: usize = 128_000_000;

/// Instructions the fenced-barrier cut may scan in one function (or 8 per
/// instruction of the function, if more).
pub const CUT_BUDGET: usize = 4_000_000;

/// For each instruction (by [`InstNumbering`] id): whether it is a release that may
/// publish to a thread that later reaches an async-proxy reader.
pub fn releases_reaching_readers(func: &Function, numbering: &InstNumbering) -> Vec<bool> {
    reaching_readers(func, numbering, full_budget(func), None)
}

/// The fenced barrier cut's budget for one analysis of `func`.
fn full_budget(func: &Function) -> usize {
    CUT_BUDGET.max(8 * func.inst_count())
}

/// [`releases_reaching_readers`] with the fenced barrier cut limited to `budget`
/// instruction scans (past it a release still publishing stays so: the answer only
/// loses precision).
pub fn releases_reaching_readers_within(
    func: &Function,
    numbering: &InstNumbering,
    budget: usize,
) -> Vec<bool> {
    reaching_readers(func, numbering, budget, None)
}

/// Write groups whose publishing is searched on its own ([`GroupPublishing`]).
const MAX_GROUP_SEARCHES: usize = 8;

/// Generic shared writes grouped by the async-proxy readers whose spans they may
/// overlap ([`AsyncReaders::overlapped`]), and for each of the first
/// [`MAX_GROUP_SEARCHES`] groups that some reader's span is outside of, the releases
/// that hand memory to a thread on its way to a reader of *that group's* bytes (a
/// write after the operand stages is published to the MMA warp, but the MMAs never
/// read it). Shared by the checker and the planner.
pub struct GroupPublishing {
    /// Per instruction (by [`InstNumbering`] id): a generic write's group, else
    /// `u32::MAX`.
    smem_group: Vec<u32>,
    /// Per group: per release, whether it publishes to a reader of the group's
    /// bytes; `None`: not searched.
    by_group: Vec<Option<Vec<bool>>>,
}

impl GroupPublishing {
    pub fn new(func: &Function, numbering: &InstNumbering, readers: &AsyncReaders) -> Self {
        let mut groups: HashMap<Vec<u32>, u32> = HashMap::default();
        // Per group: a write of it with a span, if the group's readers are not all.
        let all_readers = readers.overlapped(None).len();
        let mut group_span: Vec<Option<SmemSpan>> = Vec::new();
        let smem_group = func
            .insts()
            .map(|(at, inst)| match inst.op {
                Op::GenericSharedWrite => {
                    let key = readers.overlapped(func.smem_span(at));
                    let partial = key.len() < all_readers;
                    let next = groups.len() as u32;
                    let g = *groups.entry(key).or_insert(next);
                    if g == next {
                        group_span.push(func.smem_span(at).filter(|_| partial));
                    }
                    g
                }
                _ => u32::MAX,
            })
            .collect();
        // A search per group costs one more publish analysis: the first few only.
        let by_group = group_span
            .iter()
            .enumerate()
            .map(|(g, span)| {
                span.filter(|_| g < MAX_GROUP_SEARCHES)
                    .map(|w| releases_reaching_readers_of(func, numbering, w))
            })
            .collect();
        GroupPublishing {
            smem_group,
            by_group,
        }
    }

    /// This analysis of a copy of a function with instructions inserted, for the
    /// original: `ids[k]` is the copy's id of the original instruction with id `k`.
    pub fn restricted(&self, ids: &[usize]) -> GroupPublishing {
        GroupPublishing {
            smem_group: ids.iter().map(|&i| self.smem_group[i]).collect(),
            by_group: self
                .by_group
                .iter()
                .map(|by| by.as_ref().map(|v| ids.iter().map(|&i| v[i]).collect()))
                .collect(),
        }
    }

    /// Whether some group was searched on its own.
    pub fn any_searched(&self) -> bool {
        self.by_group.iter().any(Option::is_some)
    }

    /// Adds what `other` (the same function's analysis) publishes to this one.
    pub fn widen(&mut self, other: &GroupPublishing) {
        for (mine, theirs) in self.by_group.iter_mut().zip(&other.by_group) {
            if let (Some(mine), Some(theirs)) = (mine.as_mut(), theirs.as_ref()) {
                for (a, b) in mine.iter_mut().zip(theirs) {
                    *a |= *b;
                }
            }
        }
    }

    /// Whether some release publishes a group here that it does not in `assumed`.
    pub fn publishes_beyond(&self, assumed: &GroupPublishing) -> bool {
        self.by_group
            .iter()
            .zip(&assumed.by_group)
            .any(|(now, then)| match (now, then) {
                (Some(now), Some(then)) => now.iter().zip(then).any(|(&a, &b)| a && !b),
                _ => false,
            })
    }

    /// The group of the instruction with id `at` (`u32::MAX`: not a generic write).
    pub fn group(&self, at: usize) -> u32 {
        self.smem_group[at]
    }

    /// Whether release `at` (its id) may publish the generic write `source` (its id)
    /// to a reader of its bytes; `None` when its group was not searched.
    pub fn publishes(&self, source: usize, at: usize) -> Option<bool> {
        let group = *self.smem_group.get(source)? as usize;
        self.by_group.get(group)?.as_ref().map(|by| by[at])
    }
}

/// [`releases_reaching_readers`] for a write of span `write`: only readers that may
/// read a byte of it count (a release that hands memory to a thread whose only
/// async-proxy reads are of other bytes publishes nothing of this write).
pub fn releases_reaching_readers_of(
    func: &Function,
    numbering: &InstNumbering,
    write: SmemSpan,
) -> Vec<bool> {
    reaching_readers(func, numbering, full_budget(func), Some(write))
}

fn reaching_readers(
    func: &Function,
    numbering: &InstNumbering,
    budget: usize,
    write: Option<SmemSpan>,
) -> Vec<bool> {
    let n = func.inst_count();
    let mut out = vec![false; n];
    if !func.has_async_proxy_reader() {
        return out;
    }
    let tx_fenced = tx_fenced_arrivals(func);
    let releases: Vec<(InstRef, Option<&SyncEvent>)> = func
        .insts()
        .filter(|(at, i)| i.op.is_release() && !tx_fenced.contains(at))
        .map(|(at, i)| match &i.op {
            Op::Sync(ev) => (at, Some(ev)),
            _ => (at, None),
        })
        .collect();
    if releases.is_empty() {
        return out;
    }
    // Channels: acquires that pair with the same releases, with one representative.
    // An ordered barrier's instance completes with every thread at that one
    // instruction: it pairs with no other release (its own is followed from it).
    // A warp sync pairs only within one warp: its channels are split by the warps of
    // their blocks, and a release pairs with those whose warps its own may be.
    let warp_syncs = func
        .insts()
        .any(|(_, i)| matches!(&i.op, Op::Sync(ev) if ev.kind == SyncKind::WarpSync));
    let warps = (warp_syncs
        && func
            .pred_facts
            .iter()
            .any(|f| matches!(f.kind, PredKind::Warp(_) | PredKind::WarpRange(..))))
    .then(|| crate::barrier_groups::Warps::new(func));
    let warps_of = |at: InstRef| warps.as_ref().map_or(WarpRange::ALL, |w| w.of(at.block));
    // A cluster wait pairs only with arrivals after fewer arrivals than it has
    // passed (`ClusterArrivals`): its channels are split by that most.
    let cluster = ClusterArrivals::new(func);
    let mut channels: Vec<Channel> = Vec::new();
    type ChannelKey = (
        SyncKind,
        Option<i64>,
        Option<crate::spec::Addr>,
        WarpRange,
        bool,
        Option<i64>,
    );
    let mut index: HashMap<ChannelKey, usize> = HashMap::default();
    for (at, inst) in func.insts() {
        let Op::Sync(ev) = &inst.op else { continue };
        if !ev.acquire || ev.ordered {
            continue;
        }
        let warps = if ev.kind == SyncKind::WarpSync {
            warps_of(at)
        } else {
            WarpRange::ALL
        };
        let arrivals_most = match (&cluster, ev.kind) {
            (Some(c), SyncKind::ClusterWait) => c.bounds_at(at).1,
            _ => None,
        };
        let key = (
            ev.kind,
            ev.barrier_id,
            ev.mbarrier,
            warps,
            ev.all_threads,
            arrivals_most,
        );
        let k = *index.entry(key).or_insert_with(|| {
            channels.push(Channel {
                event: *ev,
                warps,
                arrivals_most,
                acquires: Vec::new(),
            });
            channels.len() - 1
        });
        channels[k].acquires.push(at);
    }
    if channels.len() > MAX_CHANNELS && channels.len().saturating_mul(n) > CHANNEL_WORK {
        for (at, _) in &releases {
            out[numbering.id(*at) as usize] = true;
        }
        return out;
    }
    let release_warps = releases
        .iter()
        .map(|&(at, rel)| match rel {
            Some(ev) if ev.kind == SyncKind::WarpSync => warps_of(at),
            _ => WarpRange::ALL,
        })
        .collect();
    let ctx = Ctx {
        func,
        write,
        release_warps,
        rel_index: {
            let mut by_id = vec![u32::MAX; n];
            for (k, (at, _)) in releases.iter().enumerate() {
                by_id[numbering.id(*at) as usize] = k as u32;
            }
            by_id
        },
        numbering,
        releases,
        channels,
        cluster,
    };
    let reaches = ctx.channels_reaching(None, &mut 0);
    // Ordered barriers of every thread, and of a group of warps (a counted one).
    let ordered = ctx.ordered_publishing(&reaches, true);
    let group_ordered = if ctx
        .releases
        .iter()
        .any(|(_, r)| r.is_some_and(|e| e.ordered && !e.all_threads))
    {
        ctx.ordered_publishing(&reaches, false)
    } else {
        Vec::new()
    };
    // Per channel, lazily: whether a reader is reachable from its acquires directly
    // or through a release that is not CTA-local (see below).
    let mut own: Vec<Option<bool>> = vec![None; ctx.channels.len()];
    for (k, (at, rel)) in ctx.releases.iter().enumerate() {
        out[numbering.id(*at) as usize] = match rel {
            // The other threads complete this barrier instance here and go on from
            // here: what they reach from this instruction is what matters.
            Some(ev) if ev.ordered && ev.all_threads => ev.acquire && ordered[k],
            Some(ev) if ev.ordered => ev.acquire && group_ordered[k],
            // Every thread of the CTA takes part in each instance of this barrier, so
            // every thread acquires it, at one of the channel's acquires: a chain on
            // through a CTA-local release reaches only threads whose own paths from
            // those acquires the channel's search walks already.
            Some(ev) if ev.all_threads => (0..ctx.channels.len()).any(|c| {
                reaches[c]
                    && ctx.pairs(k, c)
                    && *own[c].get_or_insert_with(|| {
                        let (found, rels) = ctx.search(&ctx.channels[c].acquires, None, &mut 0);
                        found || rels.iter().any(|&r| ctx.chains_beyond_cta(r, &reaches))
                    })
            }),
            _ => (0..ctx.channels.len()).any(|c| reaches[c] && ctx.pairs(k, c)),
        };
    }
    // The fenced barrier cut, for the releases still publishing that a fence
    // follows at all; the channels' answers per cut are shared.
    let fence_after = ctx.fence_reachable();
    let last_fence = ctx.last_fences();
    let mut visits = 0usize;
    let mut by_cut: HashMap<Vec<InstRef>, Vec<bool>> = HashMap::default();
    for (k, (at, rel)) in ctx.releases.iter().enumerate() {
        let id = numbering.id(*at) as usize;
        if !out[id] || visits > budget || !ctx.fence_follows(*at, &last_fence, &fence_after) {
            continue;
        }
        let Some(cut) = ctx.fenced_cut(*at, &mut visits) else {
            continue;
        };
        let mut key: Vec<InstRef> = cut.iter().copied().collect();
        key.sort_unstable();
        let reaches = match by_cut.get(&key) {
            Some(r) => r.clone(),
            None => {
                let r = ctx.channels_reaching(Some(&cut), &mut visits);
                by_cut.insert(key, r.clone());
                r
            }
        };
        out[id] = match rel {
            Some(ev) if ev.ordered => {
                ctx.publishes_from(&[*at], ev.all_threads, &reaches, Some(&cut), &mut visits)
            }
            _ => (0..ctx.channels.len()).any(|c| reaches[c] && ctx.pairs(k, c)),
        };
    }
    out
}

/// What one instruction does to a [`Ctx::search`] path.
enum Step {
    /// An async-proxy reader with no fence before it: the search's answer.
    Found,
    /// The path ends (an instruction of the cut).
    Cut,
    On,
}

struct Ctx<'a> {
    func: &'a Function,
    /// Only readers that may read a byte of this write count, if given.
    write: Option<SmemSpan>,
    releases: Vec<(InstRef, Option<&'a SyncEvent>)>,
    /// Per instruction (by [`InstNumbering`] id): its index in `releases`, else
    /// `u32::MAX` (a lookup per instruction scanned: no hashing).
    rel_index: Vec<u32>,
    numbering: &'a InstNumbering,
    /// Per release: the warps its thread may be in, for a warp sync (else all).
    release_warps: Vec<WarpRange>,
    channels: Vec<Channel>,
    /// The cluster arrivals before each instruction, where known.
    cluster: Option<ClusterArrivals>,
}

/// Acquires that pair with the same releases.
struct Channel {
    /// A representative acquire.
    event: SyncEvent,
    /// The warps of its acquires' blocks, for warp syncs (else all): a warp sync pairs
    /// only within one warp.
    warps: WarpRange,
    /// For cluster waits: the most cluster arrivals before them (`None`: unbounded or
    /// not known).
    arrivals_most: Option<i64>,
    acquires: Vec<InstRef>,
}

/// Whether an instruction is an ordered barrier every thread arrives at (no guard).
fn ordered_arrival(inst: &Inst) -> bool {
    inst.guard.is_none() && matches!(&inst.op, Op::Sync(ev) if ev.ordered && ev.acquire)
}

/// The `mbarrier.arrive.expect_tx` releases that publish nothing unfenced: the phase
/// they arrive on completes only once transfers complete the bytes they expect, and
/// every transfer that can complete it is issued after a fence.
///
/// Triton's device-tensormap kernels (tutorial 09) zero a tensormap staging buffer,
/// sync, and then thread 0 arrives with `expect_tx` on a stage's barrier, fences
/// (`fence.proxy.async`, every thread), passes `bar.sync 0` and issues the TMA loads
/// that complete on that barrier. A waiter acquires when the phase completes, which
/// needs the TMA's `complete_tx`, issued after the fence in program order: every
/// chain from a write published to the arriving thread into the waiter carries the
/// fence (proxy-preserved causality needs a proxy fence anywhere along the chain).
///
/// Checked per arrival `X` on barrier `B` (a known address), along every path from
/// `X`: an unguarded `fence.proxy.async`, then a TMA completing on `B` that the fence
/// precedes in whatever thread issues it (an ordered CTA barrier between them in its
/// block; the same guard as the arrival's is not enough, as a PTX predicate register
/// may be set again in between), before any other sync on a barrier that may be `B`
/// and the function's end. Transfers on `B` before
/// the fence are allowed: the phase completes only when all the bytes expected
/// arrive, so also after the fenced one (Triton's warp-specialized variant fences
/// between the two loads of a stage). Every TMA that may complete on `B` must be one
/// those paths reach: one elsewhere might complete the phase unfenced. The walks scan
/// at most [`CUT_BUDGET`] instructions per function (or 8 per instruction, if more);
/// past that the remaining arrivals stay releases.
fn tx_fenced_arrivals(func: &Function) -> HashSet<InstRef> {
    let mut out = HashSet::default();
    let mut budget = full_budget(func);
    let tmas: Vec<(InstRef, crate::spec::Addr)> = func
        .insts()
        .filter_map(|(at, i)| match i.op {
            Op::TmaComplete { mbarrier, .. } => Some((at, mbarrier)),
            _ => None,
        })
        .collect();
    for (x, inst) in func.insts() {
        let Op::Sync(ev) = &inst.op else { continue };
        let (
            SyncKind::MbarArrive {
                expect_tx: true,
                tx_only: false,
            },
            Some(b),
            true,
        ) = (ev.kind, ev.mbarrier, ev.release)
        else {
            continue;
        };
        if b.base.is_none() || b.offset.is_none() {
            continue;
        }
        if tx_fenced_from(func, x, b, &tmas, &mut budget) {
            out.insert(x);
        }
    }
    out
}

/// [`tx_fenced_arrivals`] for the arrival `x` on `b`.
fn tx_fenced_from(
    func: &Function,
    x: InstRef,
    b: crate::spec::Addr,
    tmas: &[(InstRef, crate::spec::Addr)],
    budget: &mut usize,
) -> bool {
    // States along a path: before the fence, after it, after an ordered barrier
    // passed after it (every thread that issues a transfer later on the path passed
    // that barrier's instance, or a later one, after the fence: it may be another
    // thread than `x`'s), and after a transfer on `b` so issued. The state goes
    // along the path, across blocks (a label between the barrier and the transfer
    // changes nothing).
    const BEFORE: usize = 0;
    const FENCED: usize = 1;
    const SYNCED: usize = 2;
    const DONE: usize = 3;
    let mut seen = vec![[false; 4]; func.blocks.len()];
    let mut reached: HashSet<InstRef> = HashSet::default();
    let mut work: Vec<(BlockId, usize, usize)> = vec![(x.block, x.index as usize + 1, BEFORE)];
    let mut first = true;
    while let Some((block, from, state_in)) = work.pop() {
        let bi = block.0 as usize;
        if !first && std::mem::replace(&mut seen[bi][state_in], true) {
            continue;
        }
        first = false;
        let mut state = state_in;
        let blk = func.block(block);
        let Some(left) = budget.checked_sub(blk.insts.len() + 1) else {
            return false;
        };
        *budget = left;
        for (i, inst) in blk.insts.iter().enumerate().skip(from) {
            let at = InstRef {
                block,
                index: i as u32,
            };
            if state == BEFORE && proxy_fence(inst) {
                state = FENCED;
                continue;
            }
            match &inst.op {
                Op::TmaComplete { mbarrier, .. } if mbarrier.may_alias(&b) => {
                    reached.insert(at);
                    if state == SYNCED && *mbarrier == b {
                        state = DONE;
                    }
                }
                Op::Sync(ev) => {
                    if state != DONE && ev.mbarrier.is_some_and(|m| m.may_alias(&b)) {
                        return false;
                    }
                    if state == FENCED
                        && ev.ordered
                        && matches!(ev.kind, SyncKind::CtaBarrier)
                        && inst.guard.is_none()
                    {
                        state = SYNCED;
                    }
                }
                _ => {}
            }
        }
        if blk.succs.is_empty() && state != DONE {
            return false;
        }
        work.extend(blk.succs.iter().map(|&s| (s, 0, state)));
    }
    tmas.iter()
        .filter(|(_, m)| m.may_alias(&b))
        .all(|(at, _)| reached.contains(at))
}

/// Whether an instruction is a `fence.proxy.async` every thread that reaches it runs.
pub(crate) fn proxy_fence(inst: &Inst) -> bool {
    inst.op == Op::ProxyFenceAsync && inst.guard.is_none()
}

impl Ctx<'_> {
    /// The index in `releases` of the instruction at `at`, if it is one.
    fn release_at(&self, at: InstRef) -> Option<usize> {
        let r = self.rel_index[self.numbering.id(at) as usize];
        (r != u32::MAX).then_some(r as usize)
    }

    /// Whether `inst` (at `at`) is an async-proxy reader of shared memory this search
    /// is about.
    fn reader(&self, at: InstRef, inst: &Inst) -> bool {
        inst.op.reads_smem_async_proxy()
            && self
                .write
                .is_none_or(|w| smem_may_overlap(self.func.smem_span(at), Some(w)))
    }

    /// Whether release `r` (its index) may pair with an acquire of channel `ch`. A
    /// `tcgen05.commit` arrives on its mbarrier (in this CTA or, multicast, at the
    /// same offset in others): it pairs with waits on a barrier it may be.
    fn pairs(&self, r: usize, ch: usize) -> bool {
        let channel = &self.channels[ch];
        let (at, rel) = self.releases[r];
        let kinds = match rel {
            Some(e) if e.kind == SyncKind::ClusterArrive => {
                e.may_pair(&channel.event)
                    && self
                        .cluster
                        .as_ref()
                        .is_none_or(|c| c.may_pair(at, channel.arrivals_most))
            }
            Some(e) => e.may_pair(&channel.event),
            None => match &self.func.inst(at).op {
                Op::Commit { mbarrier, .. } => {
                    matches!(channel.event.kind, SyncKind::MbarWait { .. })
                        && channel
                            .event
                            .mbarrier
                            .is_none_or(|m| mbarrier.may_alias(&m))
                }
                _ => true,
            },
        };
        kinds && !self.release_warps[r].meet(channel.warps).is_empty()
    }

    /// A release met on a search whose threads continue elsewhere: not an ordered
    /// barrier (its threads go on from it, which the search covers already).
    fn chains_on(&self, r: usize, reaches: &[bool]) -> bool {
        !self.releases[r].1.is_some_and(|e| e.ordered)
            && (0..self.channels.len()).any(|c| reaches[c] && self.pairs(r, c))
    }

    /// [`Self::chains_on`] for a search on behalf of a barrier every thread of the CTA
    /// acquires (an ordered one, or one with no thread count): a release only this
    /// CTA's threads acquire ([`SyncEvent::cta_local`]: a CTA barrier, an arrive on this
    /// CTA's mbarrier, ...) adds
    /// nothing there. Every thread of the CTA acquired the barrier too, so its own
    /// path from there, which the search walks, already decides whether its
    /// async-proxy reads follow a fence (Triton's warp-specialized kernels write a
    /// state word before `barrier.sync 1`; the epilogue fences, passes the named
    /// `bar.sync 0, 256` and issues the TMA store).
    fn chains_beyond_cta(&self, r: usize, reaches: &[bool]) -> bool {
        let (at, rel) = self.releases[r];
        let cta_local = match rel {
            Some(e) => e.cta_local,
            // A commit whose mbarrier the reader placed in this CTA's shared window (it
            // records a span for it only then).
            None => {
                matches!(self.func.inst(at).op, Op::Commit { .. })
                    && self.func.smem_span(at).is_some()
            }
        };
        !cta_local && self.chains_on(r, reaches)
    }

    /// From `starts` (acquires; each scan begins after it): whether an async-proxy
    /// reader is reachable on a path with no `fence.proxy.async` between the acquire
    /// and the read (a fence in the acquiring thread orders the published write
    /// before its later async-proxy reads), and the releases reachable with no such
    /// fence before them. A release after the fence hands on a chain that carries
    /// the fence: proxy-preserved base causality order asks for a proxy fence "along
    /// the base causality path" from the write to the read (PTX ISA 8.9.5), in
    /// whichever thread (Triton's MMA warp waits on an mbarrier, fences, and passes
    /// `bar.warp.sync` before its elected lane issues the MMAs). A path ends at an
    /// instruction of `cut`.
    fn search(
        &self,
        starts: &[InstRef],
        cut: Option<&HashSet<InstRef>>,
        visits: &mut usize,
    ) -> (bool, Vec<usize>) {
        let func = self.func;
        let mut seen = vec![[false; 2]; func.blocks.len()];
        let mut rels = Vec::new();
        let mut work: Vec<(BlockId, bool)> = Vec::new();
        // The starts of one block are scanned together, from the first: a later start
        // begins a path of its own, unfenced (which covers a fenced one) and alive
        // after a cut. A scan per start was quadratic in a long block.
        let mut by_block: Vec<(BlockId, usize)> = starts
            .iter()
            .map(|a| (a.block, a.index as usize + 1))
            .collect();
        by_block.sort_unstable();
        by_block.dedup();
        for group in by_block.chunk_by(|x, y| x.0 == y.0) {
            let b = group[0].0;
            let block = func.block(b);
            let mut next = group.iter().map(|&(_, from)| from).peekable();
            let (mut alive, mut fenced) = (false, false);
            *visits += block.insts.len().saturating_sub(group[0].1) + 1;
            for (i, inst) in block.insts.iter().enumerate().skip(group[0].1) {
                if next.next_if_eq(&i).is_some() {
                    (alive, fenced) = (true, false);
                }
                if !alive {
                    continue;
                }
                let at = InstRef {
                    block: b,
                    index: i as u32,
                };
                match self.step(at, inst, cut, &mut fenced, &mut rels) {
                    Step::Found => return (true, rels),
                    Step::Cut => alive = false,
                    Step::On => {}
                }
            }
            if next.next().is_some() {
                // A start after the last instruction (the acquire ends the block).
                (alive, fenced) = (true, false);
            }
            if alive {
                work.extend(block.succs.iter().map(|&s| (s, fenced)));
            }
        }
        'paths: while let Some((b, fenced_in)) = work.pop() {
            let bi = b.0 as usize;
            // An unfenced visit covers a fenced one.
            if seen[bi][0] || std::mem::replace(&mut seen[bi][usize::from(fenced_in)], true) {
                continue;
            }
            let mut fenced = fenced_in;
            let block = func.block(b);
            *visits += block.insts.len() + 1;
            for (i, inst) in block.insts.iter().enumerate() {
                let at = InstRef {
                    block: b,
                    index: i as u32,
                };
                match self.step(at, inst, cut, &mut fenced, &mut rels) {
                    Step::Found => return (true, rels),
                    Step::Cut => continue 'paths,
                    Step::On => {}
                }
            }
            work.extend(block.succs.iter().map(|&s| (s, fenced)));
        }
        rels.sort_unstable();
        rels.dedup();
        (false, rels)
    }

    /// One instruction of a [`Self::search`] path.
    fn step(
        &self,
        at: InstRef,
        inst: &Inst,
        cut: Option<&HashSet<InstRef>>,
        fenced: &mut bool,
        rels: &mut Vec<usize>,
    ) -> Step {
        // A cut holds ordered barriers only.
        if cut.is_some_and(|c| matches!(&inst.op, Op::Sync(ev) if ev.ordered) && c.contains(&at)) {
            return Step::Cut;
        }
        if proxy_fence(inst) {
            *fenced = true;
        }
        if !*fenced && self.reader(at, inst) {
            return Step::Found;
        }
        if !*fenced {
            if let Some(r) = self.release_at(at) {
                rels.push(r);
            }
        }
        Step::On
    }

    /// Per channel: whether a reader is reachable from it, directly or through a
    /// release that pairs with a channel from which one is.
    fn channels_reaching(&self, cut: Option<&HashSet<InstRef>>, visits: &mut usize) -> Vec<bool> {
        let mut reaches = Vec::with_capacity(self.channels.len());
        let mut reached = Vec::with_capacity(self.channels.len());
        for channel in &self.channels {
            let (found, rels) = self.search(&channel.acquires, cut, visits);
            reaches.push(found);
            reached.push(rels);
        }
        loop {
            let mut changed = false;
            for ch in 0..self.channels.len() {
                // Every thread of the CTA acquires a barrier with no count: a chain on
                // through a CTA-local release reaches only threads whose own paths
                // from the channel's acquires its search walked already.
                let all_threads = self.channels[ch].event.all_threads;
                if !reaches[ch]
                    && reached[ch]
                        .iter()
                        .any(|&r| self.chains_after(r, all_threads, &reaches))
                {
                    reaches[ch] = true;
                    changed = true;
                }
            }
            if !changed {
                return reaches;
            }
        }
    }

    /// Whether the threads going on from the ordered barriers `starts` reach a
    /// reader, or a release that chains on to one.
    fn publishes_from(
        &self,
        starts: &[InstRef],
        all_threads: bool,
        reaches: &[bool],
        cut: Option<&HashSet<InstRef>>,
        visits: &mut usize,
    ) -> bool {
        let (found, rels) = self.search(starts, cut, visits);
        found
            || rels
                .iter()
                .any(|&r| self.chains_after(r, all_threads, reaches))
    }

    /// Whether release `r`, met on a search from ordered barriers, chains on to
    /// threads the search does not walk: [`Self::chains_beyond_cta`] when the
    /// barriers take every thread of the CTA, [`Self::chains_on`] when they take a
    /// group of warps (the others acquire a CTA-local release too).
    fn chains_after(&self, r: usize, all_threads: bool, reaches: &[bool]) -> bool {
        if all_threads {
            self.chains_beyond_cta(r, reaches)
        } else {
            self.chains_on(r, reaches)
        }
    }

    /// [`Self::publishes_from`] for every ordered release at once (by release
    /// index), with no cut: a backward pass over the CFG of two facts, "a reader is
    /// reachable before any fence" and "a release that chains on is reachable before
    /// any fence".
    fn ordered_publishing(&self, reaches: &[bool], all_threads: bool) -> Vec<bool> {
        let func = self.func;
        let nb = func.blocks.len();
        let chains: Vec<bool> = (0..self.releases.len())
            .map(|r| self.chains_after(r, all_threads, reaches))
            .collect();
        let preds = func.preds();
        // The facts at a block's entry, from those at its exit.
        let transfer = |b: usize, mut st: (bool, bool), mut record: Option<&mut Vec<bool>>| {
            let block = &func.blocks[b];
            for (i, inst) in block.insts.iter().enumerate().rev() {
                let at = InstRef {
                    block: BlockId(b as u32),
                    index: i as u32,
                };
                let rel = self.release_at(at);
                if let (Some(out), Some(r)) = (record.as_deref_mut(), rel) {
                    out[r] = st.0 || st.1;
                }
                // As [`Self::search`]: a fence ends both (a release after it hands
                // on a chain that carries the fence).
                if proxy_fence(inst) {
                    st = (false, false);
                } else if self.reader(at, inst) {
                    st.0 = true;
                }
                if rel.is_some_and(|r| chains[r]) {
                    st.1 = true;
                }
            }
            st
        };
        let mut entry = vec![(false, false); nb];
        let exit_of = |entry: &[(bool, bool)], b: usize| {
            func.blocks[b].succs.iter().fold((false, false), |acc, s| {
                let e = entry[s.0 as usize];
                (acc.0 || e.0, acc.1 || e.1)
            })
        };
        let mut work: Vec<usize> = (0..nb).collect();
        let mut queued = vec![true; nb];
        while let Some(b) = work.pop() {
            queued[b] = false;
            let st = transfer(b, exit_of(&entry, b), None);
            if st != entry[b] {
                entry[b] = st;
                for p in preds[b].iter().map(|p| p.0 as usize) {
                    if !queued[p] {
                        queued[p] = true;
                        work.push(p);
                    }
                }
            }
        }
        let mut out = vec![false; self.releases.len()];
        let mut done = vec![false; nb];
        for (at, rel) in &self.releases {
            let b = at.block.0 as usize;
            if rel.is_some_and(|e| e.ordered) && !std::mem::replace(&mut done[b], true) {
                transfer(b, exit_of(&entry, b), Some(&mut out));
            }
        }
        out
    }

    /// Per block: whether an unguarded `fence.proxy.async` is reachable from its
    /// entry.
    fn fence_reachable(&self) -> Vec<bool> {
        let func = self.func;
        let mut out: Vec<bool> = func
            .blocks
            .iter()
            .map(|b| b.insts.iter().any(proxy_fence))
            .collect();
        let preds = func.preds();
        let mut work: Vec<usize> = (0..out.len()).filter(|&b| out[b]).collect();
        while let Some(b) = work.pop() {
            for p in preds[b].iter().map(|p| p.0 as usize) {
                if !std::mem::replace(&mut out[p], true) {
                    work.push(p);
                }
            }
        }
        out
    }

    /// Per block: the position of its last unguarded `fence.proxy.async`.
    fn last_fences(&self) -> Vec<Option<u32>> {
        self.func
            .blocks
            .iter()
            .map(|b| b.insts.iter().rposition(proxy_fence).map(|i| i as u32))
            .collect()
    }

    /// Whether an unguarded `fence.proxy.async` may follow `x` ([`Self::last_fences`],
    /// [`Self::fence_reachable`]).
    fn fence_follows(&self, x: InstRef, last: &[Option<u32>], fence_after: &[bool]) -> bool {
        last[x.block.0 as usize].is_some_and(|i| i > x.index)
            || self
                .func
                .block(x.block)
                .succs
                .iter()
                .any(|s| fence_after[s.0 as usize])
    }

    /// The ordered barriers that the writer, going on from its release `x`, reaches
    /// only after a `fence.proxy.async` on every path, provided that every path from
    /// `x` to an exit passes a fence and then an ordered barrier; `None` otherwise
    /// (or when there is no such barrier).
    fn fenced_cut(&self, x: InstRef, visits: &mut usize) -> Option<HashSet<InstRef>> {
        let func = self.func;
        // States: 0 unfenced, 1 fenced, 2 fenced and arrived at an ordered barrier.
        // A lower state covers a higher one.
        let mut best = vec![3u8; func.blocks.len()];
        let mut unfenced: HashSet<InstRef> = HashSet::default();
        let mut reached: HashSet<InstRef> = HashSet::default();
        let mut work = vec![(x.block, x.index as usize + 1, 0u8)];
        while let Some((b, from, mut state)) = work.pop() {
            let bi = b.0 as usize;
            if from == 0 {
                if best[bi] <= state {
                    continue;
                }
                best[bi] = state;
            }
            let block = func.block(b);
            *visits += block.insts.len().saturating_sub(from) + 1;
            for (i, inst) in block.insts.iter().enumerate().skip(from) {
                if proxy_fence(inst) {
                    state = state.max(1);
                }
                if ordered_arrival(inst) {
                    let at = InstRef {
                        block: b,
                        index: i as u32,
                    };
                    reached.insert(at);
                    if state == 0 {
                        unfenced.insert(at);
                    } else {
                        state = 2;
                    }
                }
            }
            if (block.succs.is_empty() || block.may_exit) && state < 2 {
                return None;
            }
            work.extend(block.succs.iter().map(|&s| (s, 0, state)));
        }
        let cut: HashSet<InstRef> = reached.difference(&unfenced).copied().collect();
        (!cut.is_empty()).then_some(cut)
    }
}
