//! The planner: a forward dataflow over one function that finds every obligation of
//! RULES.md section 3 the pass can discharge by inserting an instruction, and places
//! the fewest instructions that discharge them (RULES.md section 4).
//!
//! # Lattice
//!
//! The state at a program point is seven sets of instruction ids, each "may be
//! outstanding on some path reaching this point":
//!
//! | set        | gen                                  | kill                                      |
//! |------------|--------------------------------------|-------------------------------------------|
//! | `ld`       | `tcgen05.ld`                         | `wait::ld`                                |
//! | `st`       | `tcgen05.st`                         | `wait::st`                                |
//! | `unfenced` | any async op (`ld st mma cp shift`)  | `fence::before` (for LD/ST only once      |
//! |            |                                      | waited); `commit` for MMA-class, same N   |
//! | `acq`      | an ACQ that needs the fence under    | `fence::after_thread_sync`                |
//! |            | the reading (not a proved TMA-only   |                                           |
//! |            | mbarrier wait; see                   |                                           |
//! |            | `model::acquires_needing_fence`)     |                                           |
//! | `generic`  | a generic-proxy shared write         | `fence.proxy.async`                       |
//! | `tm_unrel` | `tensormap.replace` (global)         | `fence.proxy.tensormap::generic.release`  |
//! |            |                                      | (moves the entry to `tm_unacq`)           |
//! | `tm_unacq` | `tensormap.cp_fenceproxy`            | `fence.proxy.tensormap::generic.acquire`  |
//! |            |                                      | on an address that may alias the write    |
//!
//! The join is set union; the bottom is all-empty (also the entry state: a kernel
//! starts with nothing outstanding). Every obligation is a thread's own, so on an
//! edge that only the `elect.sync` leader takes, or only the other lanes, the entries
//! issued only by the other side are dropped before the join ([`crate::leader`]: the
//! lanes that skip the leader's commit never issued the leader's MMA). A block's out-state is joined with its previous
//! value, so the iteration is increasing and terminates. A kill by a predicated instruction only removes
//! entries issued under the same guard.
//!
//! # Obligations (checked at each instruction before its transfer)
//!
//! - R-LD-USE: a non-tcgen05 read of a value whose load is in `ld` → `wait::ld`.
//! - R-LD-WAR: a TMEM write that may overlap an `ld` entry → `wait::ld`.
//! - R-ST-RAW: a TMEM access that may overlap an `st` entry → `wait::st`.
//! - R-DEALLOC: `dealloc` with overlapping `ld`/`st` entries → the waits, and an
//!   outstanding ACQ → `fence::after_thread_sync`.
//! - R-AFTER: an async op with `acq` non-empty → `fence::after_thread_sync`.
//! - R-BEFORE: a REL with `unfenced` non-empty (after a commit's own discharge) →
//!   `wait::ld`/`wait::st` for outstanding LD/ST (completion, every reading), then
//!   `fence::before_thread_sync` when `model::releases_needing_fence` says this REL
//!   needs it under the reading (every REL in the strict one, relaxed ones in acq-rel).
//! - R-PROXY: an async-proxy smem reader, or a REL in a function that has one, with
//!   `generic` non-empty → `fence.proxy.async`.
//! - R-TMAP: a TMA instruction whose tensormap may alias an entry of `tm_unrel` →
//!   `fence.proxy.tensormap::generic.release`; of `tm_unrel` or `tm_unacq` →
//!   `fence.proxy.tensormap::generic.acquire [its tensormap], 128`. A REL, in a
//!   function that uses tensormaps, with `tm_unrel` non-empty → the release fence
//!   (another thread may use the tensormap after its ACQ).
//!
//! # Placement
//!
//! An obligation is discharged right before the instruction that needs it (as late
//! as possible), unless every instruction causing it lies outside a loop that contains
//! that point and the loop has a preheader: then the instruction goes at the end of
//! the outermost such preheader. A tensormap acquire fence names the address its user
//! reads, a value that may be defined in the loop: it is never hoisted. A `fence::before_thread_sync` for loads or stores is
//! never hoisted: it releases only completed accesses, and their wait may be in the
//! loop. Decisions are sticky: the fixpoint iterates with the
//! growing set of insertions until no block's out-state changes, so one inserted
//! instruction discharges every obligation it covers and none is placed twice on a
//! path. The planner never mutates the function; it returns sorted [`Edit`]s.
//!
//! Two second passes may replace a plan by a smaller one ([`plan`]): completion waits
//! on both sides of a branch moved before it (`hoist_waits`), and proxy fences planned
//! again with the releases that publish once the first plan's fences are in.

use std::collections::{BTreeMap, VecDeque};

use crate::cfg::Cfg;
use crate::leader::Leaders;
use crate::model::{
    acquires_needing_fence, releases_needing_fence, AsyncReaders, BlockId, Function, Guard, Inst,
    InstNumbering, InstRef, LoadOrigins, Point, Redefinitions,
};
use crate::publish::GroupPublishing;
use crate::spec::{Addr, AsyncCategory, Insertion, Moved, Op, Rule, TensorMapRef};

pub use crate::model::{Config, LdUsePolicy, SyncReading};

/// One instruction to insert before `point`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    pub point: Point,
    pub insertion: Insertion,
    pub rule: Rule,
    /// The instruction whose obligation placed it.
    pub required_by: InstRef,
    /// The earlier instructions that created the obligation.
    pub causes: Vec<InstRef>,
    /// For [`Insertion::TmapAcquire`]: the tensormap operand of `required_by`.
    pub tensormap: Option<TensorMapRef>,
}

impl Edit {
    /// The PTX text of the inserted instruction, with its operand spelled the way the
    /// front end spells the requiring instruction's operand.
    pub fn ptx(&self) -> String {
        match (&self.tensormap, self.insertion) {
            (Some(t), Insertion::TmapAcquire) => {
                let off = match t.offset {
                    0 => String::new(),
                    o if o > 0 => format!("+{o}"),
                    o => format!("{o}"),
                };
                format!(
                    "fence.proxy.tensormap::generic.acquire.gpu [{}{off}], 128;",
                    t.operand
                )
            }
            _ => self.insertion.ptx().to_string(),
        }
    }
}

/// A sorted set of instruction ids.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct IdSet(Vec<u32>);

impl IdSet {
    fn insert(&mut self, id: u32) {
        if let Err(pos) = self.0.binary_search(&id) {
            self.0.insert(pos, id);
        }
    }

    fn union_with(&mut self, other: &IdSet) -> bool {
        if other.0.iter().all(|x| self.0.binary_search(x).is_ok()) {
            return false;
        }
        let mut merged = Vec::with_capacity(self.0.len() + other.0.len());
        let (mut i, mut j) = (0, 0);
        while i < self.0.len() || j < other.0.len() {
            let next = match (self.0.get(i), other.0.get(j)) {
                (Some(&a), Some(&b)) if a == b => {
                    i += 1;
                    j += 1;
                    a
                }
                (Some(&a), Some(&b)) if a < b => {
                    i += 1;
                    a
                }
                (Some(_), Some(&b)) => {
                    j += 1;
                    b
                }
                (Some(&a), None) => {
                    i += 1;
                    a
                }
                (None, Some(&b)) => {
                    j += 1;
                    b
                }
                (None, None) => unreachable!(),
            };
            merged.push(next);
        }
        self.0 = merged;
        true
    }

    fn contains(&self, id: u32) -> bool {
        self.0.binary_search(&id).is_ok()
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct State {
    ld: IdSet,
    st: IdSet,
    unfenced: IdSet,
    acq: IdSet,
    generic: IdSet,
    tm_unrel: IdSet,
    tm_unacq: IdSet,
    /// `ld` and `st` entries whose address base an instruction has defined again
    /// since they were issued, on some path ([`Redefinitions`]): their cells are
    /// unknown. A subset of `ld` ∪ `st`.
    stale: IdSet,
    /// `ld` and `st` entries not stale whose base has moved by known steps
    /// ([`Moved`]); absent: not moved.
    moved: BTreeMap<u32, Moved>,
}

impl State {
    fn pending(&self, e: u32) -> bool {
        self.ld.contains(e) || self.st.contains(e)
    }

    fn moved_of(&self, e: u32) -> Moved {
        self.moved.get(&e).copied().unwrap_or(Moved::NONE)
    }

    /// Entry `e` is in flight with its base moved by `m` too (another path, or an
    /// earlier execution of the same access): both or, if no move covers both, stale.
    fn merge_moved(&mut self, e: u32, m: Moved) -> bool {
        if self.stale.contains(e) {
            return false;
        }
        match self.moved_of(e).join(m) {
            Some(j) if j == self.moved_of(e) => false,
            Some(j) => {
                self.moved.insert(e, j);
                true
            }
            None => {
                self.moved.remove(&e);
                self.stale.insert(e);
                true
            }
        }
    }

    fn join(&mut self, other: &State) -> bool {
        let mut changed = false;
        // How far the bases of entries in flight on both paths have moved; before the
        // unions, so that "in flight here" means on this path.
        for &e in other.ld.0.iter().chain(&other.st.0) {
            if other.stale.contains(e) {
                continue;
            }
            let m = other.moved_of(e);
            if self.pending(e) {
                changed |= self.merge_moved(e, m);
            } else if m != Moved::NONE {
                self.moved.insert(e, m);
                changed = true;
            }
        }
        changed |= self.ld.union_with(&other.ld);
        changed |= self.st.union_with(&other.st);
        changed |= self.unfenced.union_with(&other.unfenced);
        changed |= self.acq.union_with(&other.acq);
        changed |= self.generic.union_with(&other.generic);
        changed |= self.tm_unrel.union_with(&other.tm_unrel);
        changed |= self.tm_unacq.union_with(&other.tm_unacq);
        if self.stale.union_with(&other.stale) {
            changed = true;
            // A stale entry is known by its wide description alone, whose base does
            // not move: a move from this path no longer applies to it.
            let stale = &self.stale;
            self.moved.retain(|&e, _| !stale.contains(e));
        }
        changed
    }

    /// Drops from `stale` and `moved` the entries no longer in flight.
    fn retain_stale(&mut self) {
        if !self.stale.is_empty() {
            let (ld, st) = (&self.ld, &self.st);
            self.stale.0.retain(|&e| ld.contains(e) || st.contains(e));
        }
        if !self.moved.is_empty() {
            let (ld, st) = (&self.ld, &self.st);
            self.moved.retain(|&e, _| ld.contains(e) || st.contains(e));
        }
    }
}

/// One obligation found at an instruction.
struct Obligation {
    insertion: Insertion,
    rule: Rule,
    causes: Vec<u32>,
}

struct Planner<'a> {
    func: &'a Function,
    config: Config,
    numbering: InstNumbering,
    origins: LoadOrigins,
    cfg: &'a Cfg,
    guards: Vec<Option<Guard>>,
    proxy_insertion: Insertion,
    /// The shared memory the function's MMAs and `tcgen05.cp`s may read.
    readers: AsyncReaders,
    /// RELs another thread may acquire on its way to such a reader.
    publishes_to_reader: Vec<bool>,
    /// Per group of generic writes (by the readers' spans they may overlap), the RELs
    /// that publish to a reader of its bytes; computed on the input (the fences a
    /// plan inserts only cut publication further).
    groups: Option<&'a GroupPublishing>,
    has_tensormap_use: bool,
    /// Per instruction id: an ACQ after which async tcgen05 ops need
    /// `fence::after_thread_sync` (see [`acquires_needing_fence`]).
    acquire_needs_fence: Vec<bool>,
    /// Per instruction id: a REL before which released async tcgen05 ops need
    /// `fence::before_thread_sync` (see [`releases_needing_fence`]).
    release_needs_fence: Vec<bool>,
    /// Which ordered CTA barriers hand over a pending load's or store's TMEM
    /// (`handover.rs`): R-BEFORE's completion waits only there.
    handovers: crate::handover::Handovers,
    /// Whether some REL needs the fence: only then is `unfenced` tracked (under the
    /// acq-rel reading most functions have none, and the set would only grow).
    track_unfenced: bool,
    /// Where TMEM address bases are defined again (`State::stale`).
    redefs: Redefinitions,
    /// The `elect.sync` leader tests, and per instruction id whether only the leader
    /// (`Some(true)`) or only the other lanes (`Some(false)`) execute it.
    leaders: Leaders,
    leader_side: Vec<Option<bool>>,
    /// Only observe: compute the pending sets of the input, insert nothing.
    observe_only: bool,
    /// In observe mode, the state on entry to each block (after the last iteration).
    entry_states: Vec<State>,
    /// Sticky insertions: point → (insertion → edit).
    inserted: BTreeMap<Point, BTreeMap<Insertion, Edit>>,
}

/// Plan the insertions that make `func` satisfy every insertable rule.
///
/// Which releases publish a generic write to an async-proxy reader depends on the
/// proxy fences after them (`crate::publish`, the fenced barrier cut), and so on the
/// fences the plan itself inserts: a kernel whose fences were stripped gets one at
/// each of its releases, where the expert wrote one before the barrier that all of
/// them reach (Triton's grouped GEMM zeroes its tensormap staging buffer and syncs its
/// warp three times before the fence and `bar.sync 0`). So when the first plan
/// inserts proxy fences, the publishing releases are computed again on its result,
/// and the function is planned again with those; the second plan is taken when it
/// is smaller and consistent (no release publishes in its result that it assumed
/// did not), which makes it a complete plan for its own result.
pub fn plan(func: &Function, config: &Config) -> Vec<Edit> {
    // Group fences: planned with the fences they stand for, mapped back.
    if let Some((augmented, ends)) = func.with_group_fences() {
        let mut edits = plan(&augmented, config);
        for e in &mut edits {
            e.point = ends.point(e.point);
            e.required_by = ends.inst(e.required_by);
            for c in &mut e.causes {
                *c = ends.inst(*c);
            }
        }
        return edits;
    }
    let writer_side = plan_writer_side(func, config);
    reader_side_fences(func, config, writer_side)
}

/// [`plan`] with proxy fences for other threads' writes on the writers' side only.
fn plan_writer_side(func: &Function, config: &Config) -> Vec<Edit> {
    if func.blocks.is_empty() {
        return Vec::new();
    }
    // One CFG for every planner of this function (the plans differ only in what they
    // assume publishes and in the waits they start with).
    let cfg = Cfg::new(func);
    let numbering = InstNumbering::new(func);
    let groups = GroupPublishing::new(func, &numbering, &func.async_readers());
    let (first, seeds) = hoist_waits(
        func,
        &cfg,
        config,
        &groups,
        plan_publishing(func, &cfg, config, None, &[], &groups),
    );
    let is_proxy = |e: &Edit| e.insertion.op() == Op::ProxyFenceAsync;
    if !first.iter().any(is_proxy) {
        return first;
    }
    let fences = |edits: &[Edit]| edits.iter().filter(|e| is_proxy(e)).count();
    let mut best = first;
    // What publishes once the plan's fences are in: any write, and per write group.
    let mut assumed = publishing_after(func, &best);
    let mut assumed_groups = groups
        .any_searched()
        .then(|| groups_after(func, &numbering, &best));
    for _ in 0..3 {
        // Only a release fenced for its own sake that publishes no more (or none of
        // the writes it was fenced for) can do without its fence: else the same plan
        // again.
        let freed = best.iter().any(|e| {
            let rel = numbering.id(e.required_by) as usize;
            is_proxy(e)
                && func.inst(e.required_by).op.is_release()
                && (!assumed[rel]
                    || assumed_groups.as_ref().is_some_and(|g| {
                        e.causes
                            .iter()
                            .all(|&w| g.publishes(numbering.id(w) as usize, rel) == Some(false))
                    }))
        });
        if !freed {
            break;
        }
        let next = plan_publishing(
            func,
            &cfg,
            config,
            Some(assumed.clone()),
            &seeds,
            assumed_groups.as_ref().unwrap_or(&groups),
        );
        if fences(&next) >= fences(&best) {
            break;
        }
        // The plan is complete for its own result when what publishes there is no
        // more than it assumed; else the assumption widens and the planner tries
        // again.
        let actual = publishing_after(func, &next);
        let actual_groups = assumed_groups
            .is_some()
            .then(|| groups_after(func, &numbering, &next));
        let beyond = actual.iter().zip(&assumed).any(|(&a, &b)| a && !b)
            || actual_groups
                .as_ref()
                .zip(assumed_groups.as_ref())
                .is_some_and(|(now, then)| now.publishes_beyond(then));
        if beyond {
            for (a, b) in assumed.iter_mut().zip(&actual) {
                *a |= *b;
            }
            if let (Some(then), Some(now)) = (assumed_groups.as_mut(), actual_groups.as_ref()) {
                then.widen(now);
            }
            continue;
        }
        best = next;
        assumed = actual;
        assumed_groups = actual_groups;
    }
    fence_after_writes(func, &cfg, config, &groups, &seeds, best)
}

/// The proxy fence `func` gets: `.shared::cluster` when a `cta_group::2` MMA-class op
/// reads shared memory (its peer CTA's too), else `.shared::cta`.
fn proxy_fence(func: &Function) -> Insertion {
    if func.has_cluster_async_reader() {
        Insertion::ProxyFenceAsyncCluster
    } else {
        Insertion::ProxyFenceAsyncCta
    }
}

/// A TMA store (or bulk copy from shared memory) reads in the async proxy what the
/// threads that released to its thread wrote; one `fence.proxy.async` right before
/// it, on the reader's side after its acquires, orders all of them (the memory
/// model's proxy-preserved causality, FINDINGS.md "TMA stores"), where the writer
/// side needs one per releasing path (Triton fences once before its epilogue's TMA
/// store, and its mxfp4 GEMM's scale scratch is published at two barriers). When
/// `plan` fences releases, the function is planned again with such readers counted
/// as no readers (their tensormap use kept) plus a fence right before each, and that
/// plan is kept when it is smaller: with the fence there, no write reaches the
/// reader unfenced, from this thread or another. Then each reader in turn goes back
/// to the writers' side when that makes the plan smaller still.
fn reader_side_fences(func: &Function, config: &Config, plan: Vec<Edit>) -> Vec<Edit> {
    let cross_thread = |e: &Edit| {
        e.rule == Rule::Proxy
            && e.insertion.op() == Op::ProxyFenceAsync
            && func.inst(e.required_by).op.is_release()
    };
    if !plan.iter().any(cross_thread) {
        return plan;
    }
    let readers: Vec<InstRef> = func
        .insts()
        .filter(|(_, i)| {
            matches!(
                i.op,
                Op::TensorUse {
                    reads_smem: true,
                    ..
                } | Op::BulkSmemRead
            )
        })
        .map(|(at, _)| at)
        .collect();
    if readers.is_empty() || readers.len() >= plan.len() {
        return plan;
    }
    let insertion = proxy_fence(func);
    // The writes the plan fenced for each reader, as its causes.
    let fenced: Vec<InstRef> = {
        let mut w: Vec<InstRef> = plan
            .iter()
            .filter(|e| e.rule == Rule::Proxy)
            .flat_map(|e| e.causes.iter().copied())
            .collect();
        w.sort();
        w.dedup();
        w
    };
    // The plan with a fence right before each reader of `at_reader` (the others
    // stay readers for the writers' side).
    let variant = |at_reader: &[bool]| {
        let mut view = func.clone();
        for (&at, _) in readers.iter().zip(at_reader).filter(|(_, &f)| f) {
            let op = &mut view.blocks[at.block.0 as usize].insts[at.index as usize].op;
            *op = match op {
                Op::TensorUse { tmap, .. } => Op::TensorUse {
                    tmap: tmap.clone(),
                    reads_smem: false,
                },
                _ => Op::Plain,
            };
        }
        let mut variant = plan_writer_side(&view, config);
        for (&at, _) in readers.iter().zip(at_reader).filter(|(_, &f)| f) {
            if variant
                .iter()
                .any(|e| e.point == at && e.insertion.op() == Op::ProxyFenceAsync)
            {
                continue;
            }
            variant.push(Edit {
                point: at,
                insertion,
                rule: Rule::Proxy,
                required_by: at,
                causes: fenced
                    .iter()
                    .copied()
                    .filter(|&w| func.smem_may_overlap(w, at))
                    .collect(),
                tensormap: None,
            });
        }
        variant.sort_by_key(|e| (e.point, e.insertion));
        variant
    };
    let mut at_reader = vec![true; readers.len()];
    let mut best = variant(&at_reader);
    if best.len() >= plan.len() {
        return plan;
    }
    // A reader whose writes the writers' fences of the others' plan order already
    // (Triton's zero-fill store after the fence its tile's stores need for the MMA
    // warps anyway) does without a fence of its own: tried one reader at a time.
    if readers.len() <= MAX_READER_TRIES {
        for k in 0..readers.len() {
            at_reader[k] = false;
            let without = variant(&at_reader);
            if without.len() < best.len() {
                best = without;
            } else {
                at_reader[k] = true;
            }
        }
    }
    best
}

/// Readers [`reader_side_fences`] tries without their fence, one plan each.
const MAX_READER_TRIES: usize = 8;

/// A generic write whose proxy fence several releases ask for (Triton's warp-state
/// word, written once before the partitions split and published at two barriers of
/// the epilogue loop) is better fenced once, right after it: the function is planned
/// again with a fence after the last such write of each block (with `seeds`, the
/// moved waits `plan` was made with), and that plan is kept when it is smaller. (A
/// fence more only adds ordering: the plan stays complete.)
fn fence_after_writes(
    func: &Function,
    cfg: &Cfg,
    config: &Config,
    groups: &GroupPublishing,
    seeds: &[Edit],
    plan: Vec<Edit>,
) -> Vec<Edit> {
    let proxies: Vec<&Edit> = plan
        .iter()
        .filter(|e| e.rule == Rule::Proxy && e.insertion.op() == Op::ProxyFenceAsync)
        .collect();
    let mut asked: crate::HashMap<InstRef, usize> = crate::HashMap::default();
    for e in &proxies {
        for c in &e.causes {
            *asked.entry(*c).or_default() += 1;
        }
    }
    // Per block: after the last write that two or more fences were asked for.
    let mut after: BTreeMap<BlockId, (u32, &Edit)> = BTreeMap::new();
    for e in &proxies {
        for c in e.causes.iter().filter(|c| asked[c] >= 2) {
            let slot = after.entry(c.block).or_insert((c.index + 1, e));
            if c.index + 1 > slot.0 {
                *slot = (c.index + 1, e);
            }
        }
    }
    if after.is_empty() {
        return plan;
    }
    let mut with: Vec<Edit> = seeds.to_vec();
    with.extend(after.iter().map(|(&block, &(index, e))| Edit {
        point: InstRef { block, index },
        ..e.clone()
    }));
    let again = plan_publishing(func, cfg, config, None, &with, groups);
    if again.len() < plan.len() {
        again
    } else {
        plan
    }
}

/// A plan given which releases publish (default: as computed on `func`) and with
/// `seeds` inserted from the start.
fn plan_publishing(
    func: &Function,
    cfg: &Cfg,
    config: &Config,
    publishing: Option<Vec<bool>>,
    seeds: &[Edit],
    groups: &GroupPublishing,
) -> Vec<Edit> {
    let mut planner = Planner::new(func, cfg, config, false, publishing);
    planner.groups = Some(groups);
    for e in seeds {
        planner
            .inserted
            .entry(e.point)
            .or_default()
            .insert(e.insertion, e.clone());
    }
    planner.run();
    planner
        .inserted
        .into_values()
        .flat_map(|m| m.into_values())
        .collect()
}

/// Completion waits placed on both sides of a two-way branch for the same loads go
/// before the branch instead. The planner places a wait right before the instruction
/// that needs it; when that instruction is on one side of a branch (CuTe DSL's elected
/// `mbarrier.arrive` that frees the accumulator) and a later one on the other path
/// needs the same wait (the named `bar.sync` of all epilogue warps), each gets its
/// own, where the expert writes one before the branch. A wait at the head of a block
/// whose one predecessor ends in a two-way branch, with no TMEM access or sync before
/// it in the block, moves to the end of the predecessor when another wait of the kind
/// for one of the same loads lies in a block that predecessor dominates; the function
/// is planned again with the moved waits in place, and that plan is kept when it is
/// smaller. (Moving a wait earlier only adds ordering: the plan stays complete.)
/// Returns the plan and the moved waits it was made with (none if it is `first`).
fn hoist_waits(
    func: &Function,
    cfg: &Cfg,
    config: &Config,
    groups: &GroupPublishing,
    first: Vec<Edit>,
) -> (Vec<Edit>, Vec<Edit>) {
    let is_wait = |e: &Edit| matches!(e.insertion, Insertion::WaitLd | Insertion::WaitSt);
    if first.iter().filter(|e| is_wait(e)).count() < 2 {
        return (first, Vec::new());
    }
    // The waits of each kind per load they wait for.
    let mut by_cause: crate::HashMap<(Insertion, InstRef), Vec<&Edit>> = crate::HashMap::default();
    for e in first.iter().filter(|e| is_wait(e)) {
        for c in &e.causes {
            by_cause.entry((e.insertion, *c)).or_default().push(e);
        }
    }
    let mut seeds: Vec<Edit> = Vec::new();
    for e in first.iter().filter(|e| is_wait(e)) {
        let b = e.point.block;
        let [p] = cfg.preds[b.0 as usize][..] else {
            continue;
        };
        let pred = func.block(p);
        if pred.succs.len() != 2 || pred.succs[0] == pred.succs[1] {
            continue;
        }
        let quiet = func.block(b).insts[..e.point.index as usize]
            .iter()
            .all(|i| !i.op.is_tcgen05() && !matches!(i.op, Op::Sync(_)));
        let twin = || {
            e.causes
                .iter()
                .flat_map(|c| &by_cause[&(e.insertion, *c)])
                .any(|o| {
                    o.point.block != b
                        && !cfg.dominates(b, o.point.block)
                        && cfg.dominates(p, o.point.block)
                })
        };
        if quiet && twin() {
            seeds.push(Edit {
                point: InstRef {
                    block: p,
                    index: pred.insts.len() as u32,
                },
                ..e.clone()
            });
        }
    }
    if seeds.is_empty() {
        return (first, seeds);
    }
    let hoisted = plan_publishing(func, cfg, config, None, &seeds, groups);
    if hoisted.len() < first.len() {
        (hoisted, seeds)
    } else {
        (first, Vec::new())
    }
}

/// Per instruction of `func` (by its [`InstNumbering`]): whether it is a release
/// that publishes to an async-proxy reader once the proxy fences among `edits` are in.
/// The publish analysis reads only syncs, fences, readers and the CFG, so it runs on
/// a skeleton of the function: other instructions become `Op::Plain`, and the other
/// edits are left out (cloning a large function for this took longer than planning).
/// The fenced barrier cut gets a smaller budget than the planner's own analysis: with a
/// fence after every release (what a first plan of a large unsynchronized function
/// looks like) it would search from every one (`loops` at 2x10^5 instructions: 115 ms,
/// as long as the plan); real kernels stay far inside it.
fn publishing_after(func: &Function, edits: &[Edit]) -> Vec<bool> {
    let fences = fence_points(func, edits);
    let relevant = |op: &Op| {
        matches!(op, Op::Sync(_) | Op::ProxyFenceAsync)
            || op.is_release()
            || op.reads_smem_async_proxy()
    };
    let mut skeleton = Function {
        blocks: Vec::with_capacity(func.blocks.len()),
        ..Function::default()
    };
    for (block, points) in func.blocks.iter().zip(&fences) {
        let mut insts = Vec::with_capacity(block.insts.len() + points.len());
        let mut pending = points.iter().peekable();
        for (index, inst) in block.insts.iter().enumerate() {
            while pending.next_if(|&&p| p as usize <= index).is_some() {
                insts.push(Inst::new(Op::ProxyFenceAsync));
            }
            let mut copy = Inst::new(if relevant(&inst.op) {
                inst.op.clone()
            } else {
                Op::Plain
            });
            copy.guard = inst.guard;
            insts.push(copy);
        }
        insts.extend(pending.map(|_| Inst::new(Op::ProxyFenceAsync)));
        skeleton.blocks.push(crate::model::Block {
            insts,
            succs: block.succs.clone(),
            branch: block.branch,
            may_exit: block.may_exit,
            name: String::new(),
        });
    }
    let numbering = InstNumbering::new(&skeleton);
    let budget = 200_000 + 2 * skeleton.inst_count();
    let publishing =
        crate::publish::releases_reaching_readers_within(&skeleton, &numbering, budget);
    func.insts()
        .map(|(at, _)| publishing[numbering.id(moved_by(&fences, at)) as usize])
        .collect()
}

/// Per block, the sorted positions of the proxy fences among `edits`.
fn fence_points(func: &Function, edits: &[Edit]) -> Vec<Vec<u32>> {
    let mut points: Vec<Vec<u32>> = vec![Vec::new(); func.blocks.len()];
    for e in edits {
        if e.insertion.op() == Op::ProxyFenceAsync {
            points[e.point.block.0 as usize].push(e.point.index);
        }
    }
    for p in &mut points {
        p.sort_unstable();
    }
    points
}

/// Where the original instruction `at` is once fences are inserted at `points`
/// ([`fence_points`]): it moves down by the fences placed at or before it.
fn moved_by(points: &[Vec<u32>], at: InstRef) -> InstRef {
    let shift = points[at.block.0 as usize].partition_point(|&p| p <= at.index) as u32;
    InstRef {
        block: at.block,
        index: at.index + shift,
    }
}

/// [`GroupPublishing`] of `func` with the proxy fences of `edits` in place, in
/// `func`'s numbering ([`publishing_after`] for each write group).
fn groups_after(func: &Function, numbering: &InstNumbering, edits: &[Edit]) -> GroupPublishing {
    let fences: Vec<Edit> = edits
        .iter()
        .filter(|e| e.insertion.op() == Op::ProxyFenceAsync)
        .cloned()
        .collect();
    let edited = apply_edits(func, &fences);
    let edited_numbering = InstNumbering::new(&edited);
    let groups = GroupPublishing::new(&edited, &edited_numbering, &edited.async_readers());
    let points = fence_points(func, &fences);
    let mut ids = vec![0usize; func.inst_count()];
    for (at, _) in func.insts() {
        ids[numbering.id(at) as usize] = edited_numbering.id(moved_by(&points, at)) as usize;
    }
    groups.restricted(&ids)
}

/// What may be outstanding on entry to one block of the input (nothing inserted):
/// the instructions behind each kind of obligation. For `--print-sync-graph`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pending {
    /// `tcgen05.ld` not yet waited (R-LD-USE, R-LD-WAR, R-BEFORE).
    pub ld: Vec<InstRef>,
    /// `tcgen05.st` not yet waited (R-ST-RAW, R-BEFORE).
    pub st: Vec<InstRef>,
    /// Async ops not yet fenced before a release (R-BEFORE).
    pub unfenced: Vec<InstRef>,
    /// ACQ events not yet followed by `fence::after_thread_sync` (R-AFTER).
    pub acq: Vec<InstRef>,
    /// Generic-proxy shared writes not yet proxy-fenced (R-PROXY).
    pub generic: Vec<InstRef>,
    /// Tensormap writes not yet released or acquired (R-TMAP).
    pub tensormap: Vec<InstRef>,
}

/// The pending obligations on entry to each block of `func` as it is.
pub fn pending_at_blocks(func: &Function, config: &Config) -> Vec<Pending> {
    if func.blocks.is_empty() {
        return Vec::new();
    }
    // Block entries: no appended group fence is among the entries listed.
    if let Some((augmented, _)) = func.with_group_fences() {
        return pending_at_blocks(&augmented, config);
    }
    let cfg = Cfg::new(func);
    let mut planner = Planner::new(func, &cfg, config, true, None);
    planner.run();
    let refs = |set: &IdSet| set.0.iter().map(|&i| planner.numbering.at(i)).collect();
    planner
        .entry_states
        .iter()
        .map(|st| {
            let mut tensormap: Vec<InstRef> = refs(&st.tm_unrel);
            tensormap.extend(refs(&st.tm_unacq));
            tensormap.sort();
            tensormap.dedup();
            Pending {
                ld: refs(&st.ld),
                st: refs(&st.st),
                unfenced: refs(&st.unfenced),
                acq: refs(&st.acq),
                generic: refs(&st.generic),
                tensormap,
            }
        })
        .collect()
}

impl<'a> Planner<'a> {
    /// A planner of `func`, whose CFG is `cfg`. `publishing`: which releases publish
    /// to an async-proxy reader, when the caller knows better than the input shows
    /// (see [`plan`]); else computed here.
    fn new(
        func: &'a Function,
        cfg: &'a Cfg,
        config: &Config,
        observe_only: bool,
        publishing: Option<Vec<bool>>,
    ) -> Planner<'a> {
        let numbering = InstNumbering::new(func);
        let publishes_to_reader = publishing
            .unwrap_or_else(|| crate::publish::releases_reaching_readers(func, &numbering));
        let release_needs_fence = releases_needing_fence(func, config);
        let track_unfenced = release_needs_fence.iter().any(|&b| b);
        let guards = func.insts().map(|(_, i)| i.guard).collect();
        let leaders = Leaders::new(func, cfg);
        let leader_side = if leaders.is_empty() {
            Vec::new()
        } else {
            func.insts()
                .map(|(at, _)| leaders.side_of(func, at))
                .collect()
        };
        Planner {
            leaders,
            leader_side,
            redefs: Redefinitions::compute(func, &numbering),
            func,
            config: *config,
            origins: LoadOrigins::compute(func),
            cfg,
            numbering,
            guards,
            proxy_insertion: proxy_fence(func),
            readers: func.async_readers(),
            publishes_to_reader,
            groups: None,
            has_tensormap_use: func.has_tensormap_use(),
            acquire_needs_fence: acquires_needing_fence(func, config),
            release_needs_fence,
            handovers: Default::default(),
            track_unfenced,
            observe_only,
            entry_states: vec![State::default(); func.blocks.len()],
            inserted: BTreeMap::new(),
        }
    }
}

impl Planner<'_> {
    // Phase 1 of 2: iterate the transfer over blocks in reverse post-order until no
    // out-state changes and no insertion is added.
    fn run(&mut self) {
        let n = self.func.blocks.len();
        let mut out: Vec<Option<State>> = vec![None; n];
        let mut queued = vec![false; n];
        let mut work: VecDeque<BlockId> = self.cfg.rpo.iter().copied().collect();
        for b in &work {
            queued[b.0 as usize] = true;
        }
        while let Some(b) = work.pop_front() {
            queued[b.0 as usize] = false;
            let mut state = State::default();
            for p in &self.cfg.preds[b.0 as usize] {
                let Some(o) = &out[p.0 as usize] else {
                    continue;
                };
                match self.leaders.edge(self.func, *p, b) {
                    Some(side) => state.join(&self.on_side(o, side)),
                    None => state.join(o),
                };
            }
            if self.observe_only {
                self.entry_states[b.0 as usize] = state.clone();
            }
            let dirty = self.walk_block(b, &mut state);
            // Out-states only grow (joined with their previous value): an insertion
            // applied mid-walk can make a walk's result smaller than the last one,
            // and without this the iteration can cycle. Growing only adds pending
            // entries, so it can add obligations but never drop one.
            let changed = match &mut out[b.0 as usize] {
                Some(old) => old.join(&state),
                slot @ None => {
                    *slot = Some(state);
                    true
                }
            };
            let mut enqueue = |x: BlockId, work: &mut VecDeque<BlockId>| {
                if !queued[x.0 as usize] {
                    queued[x.0 as usize] = true;
                    work.push_back(x);
                }
            };
            if changed {
                for s in &self.func.block(b).succs {
                    enqueue(*s, &mut work);
                }
            }
            for d in dirty {
                enqueue(d, &mut work);
            }
        }
    }

    /// `state` as the threads on one side of a leader test see it: without the
    /// entries only the other side issues (RULES.md section 3's obligations are each
    /// thread's own; see [`crate::leader`]).
    fn on_side(&self, state: &State, leader: bool) -> State {
        let mut out = state.clone();
        let other = Some(!leader);
        let keep = |set: &mut IdSet| set.0.retain(|&e| self.leader_side[e as usize] != other);
        for set in [
            &mut out.ld,
            &mut out.st,
            &mut out.unfenced,
            &mut out.acq,
            &mut out.generic,
            &mut out.tm_unrel,
            &mut out.tm_unacq,
        ] {
            keep(set);
        }
        out.retain_stale();
        out
    }

    /// Walk one block from its in-state, recording obligations as sticky insertions.
    /// Returns the other blocks that received a new (hoisted) insertion.
    fn walk_block(&mut self, b: BlockId, state: &mut State) -> Vec<BlockId> {
        let mut dirty = Vec::new();
        let len = self.func.block(b).insts.len() as u32;
        for index in 0..=len {
            let here = InstRef { block: b, index };
            self.apply_insertions(here, state);
            if index == len {
                break;
            }
            let inst = self.func.inst(here);
            if self.observe_only {
                self.transfer(here, state);
                continue;
            }
            for obligation in self.obligations(state, here, inst) {
                let causes: Vec<InstRef> = obligation
                    .causes
                    .iter()
                    .map(|&c| self.numbering.at(c))
                    .collect();
                let point = self.placement(here, obligation.insertion, &causes);
                let tensormap = match obligation.insertion {
                    Insertion::TmapAcquire => inst.op.tensormap_use().cloned(),
                    _ => None,
                };
                let edit = Edit {
                    point,
                    insertion: obligation.insertion,
                    rule: obligation.rule,
                    required_by: here,
                    causes,
                    tensormap,
                };
                let slot = self.inserted.entry(point).or_default();
                if slot.contains_key(&obligation.insertion) {
                    continue;
                }
                slot.insert(obligation.insertion, edit);
                if point == here {
                    self.apply_insertion(obligation.insertion, here, state);
                } else if point.block != b || point.index > index {
                    dirty.push(point.block);
                }
            }
            self.transfer(here, state);
        }
        dirty
    }

    fn apply_insertions(&self, at: Point, state: &mut State) {
        if let Some(m) = self.inserted.get(&at) {
            for (ins, edit) in m {
                self.apply_insertion(*ins, edit.required_by, state);
            }
        }
    }

    /// The effect of an inserted (unpredicated) instruction on the state; a
    /// tensormap acquire names the tensormap of the instruction that required it.
    fn apply_insertion(&self, ins: Insertion, required_by: InstRef, state: &mut State) {
        match ins {
            Insertion::WaitLd => {
                state.ld.0.clear();
                state.retain_stale();
            }
            Insertion::WaitSt => {
                state.st.0.clear();
                state.retain_stale();
            }
            Insertion::FenceBefore => {
                let (ld, st) = (state.ld.clone(), state.st.clone());
                state
                    .unfenced
                    .0
                    .retain(|&e| ld.contains(e) || st.contains(e));
            }
            Insertion::FenceAfter => state.acq.0.clear(),
            Insertion::ProxyFenceAsyncCta | Insertion::ProxyFenceAsyncCluster => {
                state.generic.0.clear()
            }
            Insertion::TmapRelease => {
                let released = std::mem::take(&mut state.tm_unrel);
                state.tm_unacq.union_with(&released);
            }
            Insertion::TmapAcquire => {
                let addr = self
                    .func
                    .inst(required_by)
                    .op
                    .tensormap_use()
                    .map_or(Addr::UNKNOWN, |t| t.addr);
                self.acquire_tensormap(addr, None, state);
            }
        }
    }

    /// The address a tensormap write entry wrote.
    fn tensormap_written(&self, entry: u32) -> Addr {
        let op = &self.func.inst(self.numbering.at(entry)).op;
        op.tensormap_written().unwrap_or(Addr::UNKNOWN)
    }

    fn acquire_tensormap(&self, addr: Addr, guard: Option<Guard>, state: &mut State) {
        state.tm_unacq.0.retain(|&e| {
            !(self.guard_kills(guard, e) && self.tensormap_written(e).may_alias(&addr))
        });
    }

    // Phase 2 of 2 (per obligation): as late as possible, but hoisted out of every
    // loop that contains none of its causes and has a preheader.
    fn placement(&self, at: InstRef, insertion: Insertion, causes: &[InstRef]) -> Point {
        let mut point = at;
        // fence::before releases only completed loads and stores: their wait may lie
        // inside the loop, between the preheader and here, so it is not hoisted.
        let needs_completion = causes.iter().any(|c| {
            matches!(
                self.func.inst(*c).op.async_category(),
                Some(AsyncCategory::Ld | AsyncCategory::St)
            )
        });
        if (insertion == Insertion::FenceBefore && needs_completion)
            || insertion == Insertion::TmapAcquire
        {
            return point;
        }
        for &l in &self.cfg.loops_of[at.block.0 as usize] {
            let lp = &self.cfg.loops[l];
            if causes.iter().any(|c| lp.contains(c.block)) {
                break;
            }
            let Some(pre) = lp.preheader else { break };
            point = InstRef {
                block: pre,
                index: self.func.block(pre).insts.len() as u32,
            };
        }
        point
    }

    fn guard_kills(&self, kill: Option<Guard>, entry: u32) -> bool {
        kill.is_none() || self.guards[entry as usize] == kill
    }

    fn obligations(&self, state: &State, at: InstRef, inst: &Inst) -> Vec<Obligation> {
        let mut out: Vec<Obligation> = Vec::new();
        let mut need = |insertion, rule, causes: Vec<u32>| {
            if !causes.is_empty() && !out.iter().any(|o: &Obligation| o.insertion == insertion) {
                out.push(Obligation {
                    insertion,
                    rule,
                    causes,
                });
            }
        };
        let region_of = |id: u32| match &self.func.inst(self.numbering.at(id)).op {
            Op::Ld { region } | Op::St { region } if state.stale.contains(id) => {
                Some(region.widened())
            }
            _ if state.stale.contains(id) => Some(crate::spec::TmemRegion::unknown()),
            Op::Ld { region } | Op::St { region } => Some(**region),
            _ => None,
        };
        let overlapping = |set: &IdSet, regions: &[crate::spec::TmemRegion]| -> Vec<u32> {
            set.0
                .iter()
                .copied()
                .filter(|&e| {
                    region_of(e).is_some_and(|r| {
                        regions
                            .iter()
                            .any(|w| r.may_overlap_moved(w, state.moved_of(e)))
                    })
                })
                .collect()
        };
        // R-LD-USE: reads under `--ld-use=wait`, overwrites of a loaded register
        // under every policy.
        if !state.ld.is_empty() {
            let mut read = self.origins.loads_written_by(at, inst);
            if self.config.ld_use == LdUsePolicy::Wait {
                read.extend(self.origins.loads_read_by(inst));
            }
            let mut read: Vec<u32> = read
                .into_iter()
                .map(|r| self.numbering.id(r))
                .filter(|id| state.ld.contains(*id))
                .collect();
            read.sort_unstable();
            read.dedup();
            need(Insertion::WaitLd, Rule::LdUse, read);
        }
        let is_dealloc = matches!(inst.op, Op::Dealloc { .. });
        // R-DEALLOC: the same thread's accesses complete before the allocation ends.
        if is_dealloc {
            let regions = inst.op.tmem_writes();
            need(
                Insertion::WaitLd,
                Rule::Dealloc,
                overlapping(&state.ld, &regions),
            );
            need(
                Insertion::WaitSt,
                Rule::Dealloc,
                overlapping(&state.st, &regions),
            );
            need(Insertion::FenceAfter, Rule::Dealloc, state.acq.0.clone());
        } else {
            // R-LD-WAR.
            let writes = inst.op.tmem_writes();
            if !writes.is_empty() {
                need(
                    Insertion::WaitLd,
                    Rule::LdWar,
                    overlapping(&state.ld, &writes),
                );
            }
            // R-ST-RAW.
            if matches!(inst.op, Op::Ld { .. } | Op::MmaClass { .. }) {
                let touches = inst.op.tmem_touches();
                need(
                    Insertion::WaitSt,
                    Rule::StRaw,
                    overlapping(&state.st, &touches),
                );
            }
        }
        // R-AFTER.
        if inst.op.async_category().is_some() {
            need(Insertion::FenceAfter, Rule::After, state.acq.0.clone());
        }
        // R-PROXY, same thread.
        if inst.op.reads_smem_async_proxy() {
            let read: Vec<u32> = state
                .generic
                .0
                .iter()
                .copied()
                .filter(|&w| self.func.smem_may_overlap(self.numbering.at(w), at))
                .collect();
            need(self.proxy_insertion, Rule::Proxy, read);
        }
        // R-TMAP, user side.
        if let Some(used) = inst.op.tensormap_use() {
            let aliasing = |set: &IdSet| -> Vec<u32> {
                set.0
                    .iter()
                    .copied()
                    .filter(|&e| self.tensormap_written(e).may_alias(&used.addr))
                    .collect()
            };
            let unreleased = aliasing(&state.tm_unrel);
            let mut unacquired = aliasing(&state.tm_unacq);
            unacquired.extend(unreleased.iter().copied());
            unacquired.sort_unstable();
            need(Insertion::TmapRelease, Rule::Tmap, unreleased);
            need(Insertion::TmapAcquire, Rule::Tmap, unacquired);
        }
        if inst.op.is_release() && self.has_tensormap_use {
            // R-TMAP, writer side: another thread may use the tensormap after its ACQ.
            need(Insertion::TmapRelease, Rule::Tmap, state.tm_unrel.0.clone());
        }
        if inst.op.is_release() {
            // R-PROXY across threads: the writer fences before it releases.
            let rel = self.numbering.id(at) as usize;
            if self.readers.any() && self.publishes_to_reader[rel] {
                // Only the writes this REL may hand to a reader of their bytes.
                let published: Vec<u32> = state
                    .generic
                    .0
                    .iter()
                    .copied()
                    .filter(|&w| {
                        self.groups
                            .and_then(|g| g.publishes(w as usize, rel))
                            .unwrap_or(true)
                    })
                    .collect();
                need(self.proxy_insertion, Rule::Proxy, published);
            }
            // R-BEFORE, in two halves: completion (`wait::ld`/`wait::st` for loads
            // and stores still in flight) before every REL in every reading, and
            // `fence::before_thread_sync` only where this REL needs it under the
            // reading. A commit fences the MMA-class ops it tracks itself, whatever
            // its guard: it releases exactly when it executes, and then it tracks
            // every earlier MMA-class op of its cta_group in the thread.
            // Loads and stores not waited for are all still unfenced (a fence
            // releases only completed ones), so completion reads `ld` and `st`.
            // A load or store this release hands to nobody needs no wait here, unless
            // the reading wants a fence at it too (the fence needs the wait).
            let needs_fence = self.release_needs_fence[self.numbering.id(at) as usize];
            let (ld, st) = if needs_fence {
                (state.ld.0.clone(), state.st.0.clone())
            } else {
                (
                    self.handed_over(at, state, &state.ld),
                    self.handed_over(at, state, &state.st),
                )
            };
            need(Insertion::WaitLd, Rule::Before, ld);
            need(Insertion::WaitSt, Rule::Before, st);
            if needs_fence {
                let unfenced: Vec<u32> = state
                    .unfenced
                    .0
                    .iter()
                    .copied()
                    .filter(|&e| !self.commit_fences(inst, e))
                    .collect();
                need(Insertion::FenceBefore, Rule::Before, unfenced);
            }
        }
        out
    }

    /// The loads or stores of `pending` (in flight at the release `at`) whose TMEM the
    /// release may hand to another thread before they complete; one whose base moved
    /// or was defined again since its issue is always.
    fn handed_over(&self, at: InstRef, state: &State, pending: &IdSet) -> Vec<u32> {
        pending
            .0
            .iter()
            .copied()
            .filter(|&e| {
                let (region, is_load) = match &self.func.inst(self.numbering.at(e)).op {
                    Op::Ld { region } => (**region, true),
                    Op::St { region } => (**region, false),
                    _ => return true,
                };
                state.stale.contains(e)
                    || state.moved.contains_key(&e)
                    || self.handovers.hands_over(self.func, at, region, is_load)
            })
            .collect()
    }

    /// Whether commit `inst`, when it executes, tracks the op issued at `entry`.
    fn commit_fences(&self, inst: &Inst, entry: u32) -> bool {
        let Op::Commit { cta, .. } = inst.op else {
            return false;
        };
        let issued = &self.func.inst(self.numbering.at(entry)).op;
        issued.async_category() == Some(AsyncCategory::MmaClass(cta))
    }

    /// Whether commit `inst` tracks the op issued at `entry` on every thread that
    /// issued it (its guard covers the op's).
    fn commit_discharges(&self, inst: &Inst, entry: u32) -> bool {
        self.commit_fences(inst, entry) && self.guard_kills(inst.guard, entry)
    }

    fn transfer(&self, at: InstRef, state: &mut State) {
        let inst = self.func.inst(at);
        let id = self.numbering.id(at);
        let kill = |set: &mut IdSet, this: &Self| {
            set.0.retain(|&e| !this.guard_kills(inst.guard, e));
        };
        // An access met again while its earlier execution is in flight: one entry
        // for both, moved by what covers both.
        if matches!(inst.op, Op::Ld { .. } | Op::St { .. }) && state.pending(id) {
            state.merge_moved(id, Moved::NONE);
        }
        match &inst.op {
            Op::Ld { .. } => {
                state.ld.insert(id);
                if self.track_unfenced {
                    state.unfenced.insert(id);
                }
            }
            Op::St { .. } => {
                state.st.insert(id);
                if self.track_unfenced {
                    state.unfenced.insert(id);
                }
            }
            Op::MmaClass { .. } if self.track_unfenced => state.unfenced.insert(id),
            Op::WaitLd => {
                kill(&mut state.ld, self);
                state.retain_stale();
            }
            Op::WaitSt => {
                kill(&mut state.st, self);
                state.retain_stale();
            }
            Op::FenceBefore => {
                let (ld, st) = (state.ld.clone(), state.st.clone());
                state.unfenced.0.retain(|&e| {
                    ld.contains(e) || st.contains(e) || !self.guard_kills(inst.guard, e)
                });
            }
            Op::FenceAfter => kill(&mut state.acq, self),
            Op::ProxyFenceAsync => kill(&mut state.generic, self),
            // Only writes some MMA or `tcgen05.cp` may read need a proxy fence.
            Op::GenericSharedWrite if self.readers.may_read(self.func.smem_span(at)) => {
                state.generic.insert(id)
            }
            Op::TmapWrite { released, .. } => {
                if *released {
                    state.tm_unacq.insert(id);
                } else {
                    state.tm_unrel.insert(id);
                }
            }
            Op::TmapRelease => {
                let mut released = IdSet::default();
                state.tm_unrel.0.retain(|&e| {
                    let kill = self.guard_kills(inst.guard, e);
                    if kill {
                        released.insert(e);
                    }
                    !kill
                });
                state.tm_unacq.union_with(&released);
            }
            Op::TmapAcquire { addr } => self.acquire_tensormap(*addr, inst.guard, state),
            Op::Commit { .. } => {
                state
                    .unfenced
                    .0
                    .retain(|&e| !self.commit_discharges(inst, e));
            }
            _ => {}
        }
        if self.acquire_needs_fence[id as usize] {
            state.acq.insert(id);
        }
        // A base defined again: the entries on it in flight touch unknown cells. (An
        // entry issued again stays stale: its earlier execution is still in flight.)
        if self.redefs.any_at(id) {
            let pending: Vec<u32> = state.ld.0.iter().chain(&state.st.0).copied().collect();
            for e in pending {
                let op = &self.func.inst(self.numbering.at(e)).op;
                let (Op::Ld { region } | Op::St { region }) = op else {
                    continue;
                };
                if !self.redefs.ends(id, region) || state.stale.contains(e) {
                    continue;
                }
                // A known step moves the entry's base; anything else makes it unknown.
                match self
                    .redefs
                    .step(id, region)
                    .and_then(|c| state.moved_of(e).advance(c))
                {
                    Some(m) => {
                        state.moved.insert(e, m);
                    }
                    None => {
                        state.moved.remove(&e);
                        state.stale.insert(e);
                    }
                }
            }
        }
    }
}

/// The instruction an edit inserts, as the model sees it.
fn inserted(e: &Edit) -> Inst {
    let op = match (&e.tensormap, e.insertion) {
        (Some(t), Insertion::TmapAcquire) => Op::TmapAcquire { addr: t.addr },
        _ => e.insertion.op(),
    };
    let mut inst = Inst::new(op);
    inst.loc.text = e.ptx();
    inst
}

/// The function with `edits` applied, as the model sees it (for the checker and for
/// mapping findings back). An edit at a block's end (index = length, a preheader) is
/// appended after the block's last instruction, which is how the planner evaluated
/// it; front ends put it before the block's terminator.
pub fn apply_edits(func: &Function, edits: &[Edit]) -> Function {
    apply_edits_to(func.clone(), edits)
}

/// [`apply_edits`] on a function that is no longer needed as it was (no copy).
pub fn apply_edits_to(func: Function, edits: &[Edit]) -> Function {
    let mut out = func;
    let mut by_block: BTreeMap<BlockId, Vec<&Edit>> = BTreeMap::new();
    for e in edits {
        by_block.entry(e.point.block).or_default().push(e);
    }
    // Per edited block: each original instruction's new index.
    let mut moved_in: Vec<Option<Vec<u32>>> = vec![None; out.blocks.len()];
    for (b, mut list) in by_block {
        // At one point keep the canonical order of `Insertion`. The block is rebuilt
        // in one pass: inserting into the vector one edit at a time moves the rest of
        // the block each time, quadratic in a large straight-line block.
        list.sort_by_key(|e| (e.point.index, e.insertion));
        let block = &mut out.blocks[b.0 as usize];
        let old = std::mem::take(&mut block.insts);
        let mut insts = Vec::with_capacity(old.len() + list.len());
        let mut pending = list.into_iter().peekable();
        let mut moved = Vec::with_capacity(old.len());
        for (index, original) in old.into_iter().enumerate() {
            while let Some(e) = pending.next_if(|e| e.point.index as usize <= index) {
                insts.push(inserted(e));
            }
            moved.push(insts.len() as u32);
            insts.push(original);
        }
        insts.extend(pending.map(inserted));
        block.insts = insts;
        moved_in[b.0 as usize] = Some(moved);
    }
    // The side tables follow their instructions to their new indices (one pass: a
    // pass per edited block was quadratic in a function of many blocks).
    let side_tables = out
        .smem_spans
        .iter_mut()
        .map(|(at, _)| at)
        .chain(out.steps.iter_mut().map(|(at, _, _)| at))
        .chain(out.group_fences.iter_mut().map(|(_, at)| at))
        .chain(out.ordered_writes.iter_mut().map(|(at, _)| at));
    for at in side_tables {
        if let Some(moved) = &moved_in[at.block.0 as usize] {
            at.index = moved[at.index as usize];
        }
    }
    out
}
