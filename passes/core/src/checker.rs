//! The independent checker: re-derives every hazard of RULES.md section 3 from
//! scratch, sharing none of the planner's placement code (regalloc2's `checker.rs`
//! is the model).
//!
//! Where the planner is a join-based dataflow over sets, the checker follows
//! *sources* (an async op, an ACQ, a generic shared write, a tensormap write) forward
//! through the CFG with a few bits of per-path state ("has this load been waited?
//! fenced after that?") and reports every instruction it reaches that needs the
//! source to have been synchronized first. It reports; it never proposes a fix.
//!
//! # Domain: summaries, not sources
//!
//! Sources that would make the same reports from a point on are followed together.
//! A node of the exploration is `(point, class, path state)`:
//!
//! - the *class* ([`Key`]) is the source's kind, its guard and what its future reports
//!   depend on, and no more: the TMEM region of an unwaited `tcgen05.ld`/`st`;
//!   nothing of a waited one (only R-BEFORE is left); the whole op of an incomplete MMA-class op;
//!   only its cta_group once complete; the address of a tensormap write;
//! - the *path state* ([`PathState`]) is a few bits and the mbarrier or tensormap
//!   address of the commit or acquire fence seen on the path, never an instruction.
//!
//! Each node carries *witnesses*: the first three sources (in instruction order) that
//! reach it, and whether there are more. The join of two witness lists is the first
//! three of their union; the transfer of a node is [`Checker::step`] (the next class
//! and state, or none when the source needs nothing further). Nodes form a finite
//! set and a witness list only moves towards earlier sources, so the worklist
//! terminates; the number of nodes at a point is bounded by the live classes, not
//! by the instructions seen so far.
//!
//! Nodes are stored only where paths meet, at the entries of blocks (and where a
//! source starts within its block): the worklist holds blocks, and a *sweep* carries
//! the nodes that changed at a block's entry through its instructions, joining those
//! that meet, to the entries of the blocks after it. A sweep's nodes at each point
//! are exactly the nodes of an exploration per instruction, without a table entry
//! for every instruction and class.
//!
//! R-LD-USE is the one rule about a particular source (the load whose register is
//! read): it is found by a backward walk from each reader to the loads it reads
//! ([`Checker::ld_use`]), which stops at a covering `wait::ld` or at the load.
//!
//! # Reports
//!
//! After the fixpoint, one more sweep of each block with everything at its entry
//! visits every node once; each reports what the instruction at its point needs of
//! its class in its state ([`Checker::report`]). Reports with the same rule,
//! instruction and severity become one finding whose related locations are the
//! first three witnesses of all of them ([`Finding::more_related`] says whether
//! there are others). The summary is exact for the hazards: two sources of one class
//! in one state make the same reports at every later point, so no hazard is lost.

use crate::{HashMap, HashSet};
use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap};

use crate::cfg::{Activations, Cfg};
use crate::facts::{PredFact, PredKind, RankIs, WarpRange};
use crate::leader::Leaders;
use crate::model::{
    acquires_needing_fence, releases_needing_fence, AsyncReaders, BlockId, Function, Guard, Inst,
    InstNumbering, InstRef, LoadOrigins, Redefinitions, Value,
};
use crate::plan::{Config, LdUsePolicy};
use crate::publish::{releases_reaching_readers, GroupPublishing};
use crate::spec::{
    is_pipelined, smem_may_overlap, Addr, AsyncCategory, MmaClass, Moved, Op, Rule, SmemSpan,
    SyncKind, TmemRegion,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
}

/// One hazard: the rule, the instruction that is not ordered, and the other end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub severity: Severity,
    pub rule: Rule,
    pub at: InstRef,
    /// The other ends, first ones first (at most [`WITNESSES`] from the checker).
    pub related: Vec<InstRef>,
    /// Whether there are other ends than `related` (the checker keeps only the first).
    pub more_related: bool,
    pub message: String,
}

/// How many sources a finding of the checker names.
pub const WITNESSES: usize = 3;

/// Per-path state of one class of sources; which fields matter depends on the kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
struct PathState {
    /// LD/ST: waited (`wait::ld`/`wait::st` since the source).
    waited: bool,
    /// Async op: fenced (`fence::before` after completion, or an own commit).
    /// Tensormap write: released (`fence.proxy.tensormap::generic.release`).
    fenced: bool,
    /// MMA-class: the mbarrier of the commit that tracks it on this path.
    committed: Option<Addr>,
    /// MMA-class: a wait on the committed mbarrier has been passed.
    completed: bool,
    /// Tensormap write: the address of the last tensormap acquire fence after the
    /// release.
    acquired_by: Option<Addr>,
    /// Up to two branch outcomes the source's thread took to reach it, on predicates
    /// that another branch tests again ([`block_pins`]): until a predicate is defined
    /// anew, a later branch on it goes the same way on this path (CUTLASS's grouped
    /// GEMM releases its tensormaps and acquires them under two tests of one flag).
    pin: Pins,
    /// MMA-class op in a counted loop ([`Facts::activation`]): the loop has not been
    /// entered again since the op, so the op met again is a later iteration of the
    /// same activation and touches other cells.
    iterating: bool,
    /// LD/ST and MMA-class, one bit per TMEM region the source touches (in the
    /// order of [`Op::tmem_touches`], the first eight): an instruction on the path
    /// has defined the region's base again since the source was issued
    /// ([`Redefinitions`]), so its cells are no longer known relative to later
    /// addresses, except by its wide description ([`TmemRegion::widened`]).
    stale: u8,
    /// LD/ST: how far the source's base has moved by known steps since it was issued
    /// (while `stale` is clear); later addresses compare against it moved back.
    moved: Moved,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum SourceKind {
    Load,
    Store,
    MmaClass,
    Acquire,
    GenericWrite,
    TensormapWrite,
}

/// What of a source its future reports depend on (see the module header).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Desc {
    Nothing,
    Region(TmemRegion),
    /// A stale region's wide description ([`TmemRegion::widened`]): a class of its
    /// own, though it may equal another source's exact region (the reports derive
    /// the region from the class's representative and the state's `stale` bits, so
    /// the two must not share a representative).
    Widened(TmemRegion),
    /// An incomplete MMA-class op: its op, rendered (the op type has no `Hash`),
    /// and the shared memory it reads (a generic write there conflicts with it).
    Mma(String, Option<SmemSpan>),
    /// A completed MMA-class op: only its cta_group matters (R-BEFORE).
    Category(Option<AsyncCategory>),
    Tensormap(Addr),
    /// A generic shared-memory write: which readers' bytes it may have written
    /// (R-PROXY is about async-proxy reads of them), as [`Facts::smem_group`] says.
    /// Writes of different bytes that the same readers may read are one class
    /// (keyed by their bytes, every store of a kernel was a class of its own).
    Smem(u32),
}

/// A class of sources followed together.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Key {
    kind: SourceKind,
    guard: Option<Guard>,
    /// What is known of the source's thread.
    thread: Thread,
    desc: Desc,
    /// The source itself, for an MMA-class op whose iterations touch disjoint cells
    /// ([`PathState::iterating`] is about it alone).
    own: Option<InstRef>,
}

/// What is known of the thread a path follows (a source's): a later branch on a
/// test of these takes only the sides that thread can take (a path is one thread).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Thread {
    /// Whether it is the warp's `elect.sync` leader (`Some(true)`), is not
    /// (`Some(false)`), or unknown.
    leader: Option<bool>,
    /// The warps it can be in (from the warp-index guards that hold where the source
    /// is issued): `warp == 12` never runs the `warp <= 7` side.
    warps: WarpRange,
    /// Its CTA's rank in the cluster, from the rank tests that hold there: TileLang
    /// issues its MMAs under `rank == 0 && warp == 0` and commits them under
    /// `!(rank != 0 || tid > 31)`.
    rank: Option<RankIs>,
}

/// The first [`WITNESSES`] sources that reach a node, ascending, and whether there
/// are more. Kept inline: the exploration makes one per node.
#[derive(Clone, Copy, Debug)]
struct Witnesses {
    slots: [InstRef; WITNESSES],
    len: u8,
    more: bool,
}

impl Default for Witnesses {
    fn default() -> Witnesses {
        let none = InstRef {
            block: BlockId(0),
            index: 0,
        };
        Witnesses {
            slots: [none; WITNESSES],
            len: 0,
            more: false,
        }
    }
}

impl Witnesses {
    fn one(source: InstRef) -> Witnesses {
        let mut w = Witnesses::default();
        w.slots[0] = source;
        w.len = 1;
        w
    }

    /// The sources, ascending.
    fn first(&self) -> &[InstRef] {
        &self.slots[..self.len as usize]
    }

    /// Join: the first of the union. Returns whether `self` changed.
    fn join(&mut self, other: &Witnesses) -> bool {
        let (a, b) = (self.first(), other.first());
        // Filled from the front; the slots past `n` are never read.
        let mut merged = self.slots;
        let (mut i, mut j, mut n) = (0, 0, 0);
        let mut more = self.more || other.more;
        // Merge two ascending lists without duplicates, keeping the first few.
        while i < a.len() || j < b.len() {
            let next = match (a.get(i), b.get(j)) {
                (Some(x), Some(y)) if x == y => {
                    i += 1;
                    j += 1;
                    *x
                }
                (Some(x), Some(y)) if x < y => {
                    i += 1;
                    *x
                }
                (Some(x), None) => {
                    i += 1;
                    *x
                }
                (_, Some(y)) => {
                    j += 1;
                    *y
                }
                (None, None) => unreachable!(),
            };
            if n == WITNESSES {
                more = true;
                break;
            }
            merged[n] = next;
            n += 1;
        }
        let changed = merged[..n] != *self.first() || more != self.more;
        self.slots = merged;
        self.len = n as u8;
        self.more = more;
        changed
    }
}

/// Per-instruction facts the walk asks at every step, computed once per function.
struct Facts {
    numbering: InstNumbering,
    /// Per-instruction registers, TMEM and fence needs.
    registers: RegisterFacts,
    /// Whether any REL needs the fence (under the acq-rel reading often none).
    any_release_needs_fence: bool,
    /// RELs another thread may acquire on its way to an MMA or `tcgen05.cp` (only
    /// they publish a generic write to the async proxy: R-PROXY across threads).
    publishes_to_reader: Vec<bool>,
    /// Per block: the blocks whose last instruction the walk continues from into
    /// this block's first one (empty blocks skipped as [`Checker::successors`] does).
    entry_preds: Vec<Vec<BlockId>>,
    /// The leader predicates and the blocks only the leader, or only the other
    /// lanes, enter.
    leaders: Leaders,
    /// Per block: the warps its threads can be in, from the dominating guards.
    block_warps: Vec<WarpRange>,
    /// Per branch predicate with warp-index facts: the warps of its true and false
    /// sides.
    branch_warps: HashMap<Value, [WarpRange; 2]>,
    /// Per block, what the guards that hold on entry to it say of the CTA's rank
    /// ([`Thread`]).
    block_rank: Vec<Option<RankIs>>,
    /// Per block: the innermost guard of its dominating single-entry edges whose
    /// predicate two or more branches test, and past a warp-index test the innermost
    /// other one (a source's [`PathState::pin`], [`block_pins`]).
    block_pin: Vec<Pins>,
    /// The branch predicates a path may pin, and what pinning them says.
    retested: Retested,
    /// MMA-class ops whose executions in one activation of a counted loop touch
    /// disjoint TMEM.
    activation: Activations,
    /// The generic shared writes' groups (by the async-proxy readers' spans they
    /// may overlap), and per group the RELs that publish to a reader of its bytes.
    groups: GroupPublishing,
    /// Where TMEM address bases are defined again ([`PathState::stale`]).
    redefs: Redefinitions,
}

impl Facts {
    fn new(func: &Function, cfg: &Cfg, config: &Config, readers: &AsyncReaders) -> Facts {
        let numbering = InstNumbering::new(func);
        // Two independent halves, one per core (each about half the time).
        let (registers, (publishing, redefs)) = rayon::join(
            || RegisterFacts::new(func, config),
            || {
                rayon::join(
                    || PublishFacts::new(func, &numbering, readers),
                    || Redefinitions::compute(func, &numbering),
                )
            },
        );
        let branch_warps = crate::barrier_groups::branch_warps(func);
        let retested = retested_predicates(func);
        let activation = if func.counters.is_empty() {
            Activations::default()
        } else {
            cfg.activations(func)
        };
        Facts {
            block_rank: guarded_ranks(func, cfg),
            redefs,
            activation,
            block_pin: block_pins(func, cfg, &retested, &branch_warps),
            retested,
            block_warps: crate::barrier_groups::block_warps(func, cfg, &branch_warps),
            branch_warps,
            leaders: Leaders::new(func, cfg),
            entry_preds: Vec::new(),
            any_release_needs_fence: registers.release_needs_fence.iter().any(|&b| b),
            publishes_to_reader: publishing.to_reader,
            groups: publishing.groups,
            numbering,
            registers,
        }
    }

    fn id(&self, at: InstRef) -> usize {
        self.numbering.id(at) as usize
    }

    /// Whether release `at` may publish the generic write `source` to an async-proxy
    /// reader of its bytes in another thread.
    fn publishes(&self, source: InstRef, at: InstRef) -> bool {
        self.groups
            .publishes(self.id(source), self.id(at))
            .unwrap_or_else(|| self.publishes_to_reader[self.id(at)])
    }

    /// A generic shared write's group ([`GroupPublishing`]).
    fn smem_group(&self, at: InstRef) -> u32 {
        self.groups.group(self.id(at))
    }
}

/// The per-instruction tables of registers, TMEM and syncs ([`Facts`]).
struct RegisterFacts {
    /// The loads each instruction really reads (R-LD-USE).
    reads: PerInst<InstRef>,
    /// The loads whose destination registers each instruction overwrites (R-LD-USE
    /// under every policy).
    overwrites: PerInst<InstRef>,
    writes: PerInst<TmemRegion>,
    touches: PerInst<TmemRegion>,
    /// ACQ events after which async ops need `fence::after_thread_sync` (a wait on a
    /// barrier that only TMA completes needs none; RULES.md section 3).
    acquire_needs_fence: Vec<bool>,
    /// REL events before which released async ops need `fence::before_thread_sync`
    /// under the reading (completion waits are needed before every REL).
    release_needs_fence: Vec<bool>,
}

impl RegisterFacts {
    fn new(func: &Function, config: &Config) -> RegisterFacts {
        let origins = LoadOrigins::compute(func);
        let n = func.insts().count();
        let (mut reads, mut writes) = (PerInst::new(n), PerInst::new(n));
        let (mut touches, mut overwrites) = (PerInst::new(n), PerInst::new(n));
        for (at, inst) in func.insts() {
            if origins.is_empty() || inst.op.is_tcgen05() {
                reads.push_row(Vec::new());
                overwrites.push_row(Vec::new());
            } else {
                reads.push_row(origins.loads_read_by(inst));
                overwrites.push_row(origins.loads_written_by(at, inst));
            }
            if inst.op.is_tcgen05() {
                writes.push_row(inst.op.tmem_writes());
                touches.push_row(inst.op.tmem_touches());
            } else {
                writes.push_row(Vec::new());
                touches.push_row(Vec::new());
            }
        }
        RegisterFacts {
            reads,
            overwrites,
            writes,
            touches,
            acquire_needs_fence: acquires_needing_fence(func, config),
            release_needs_fence: releases_needing_fence(func, config),
        }
    }
}

/// Which RELs publish generic shared writes to async-proxy readers ([`Facts`]).
struct PublishFacts {
    to_reader: Vec<bool>,
    groups: GroupPublishing,
}

impl PublishFacts {
    fn new(func: &Function, numbering: &InstNumbering, readers: &AsyncReaders) -> PublishFacts {
        PublishFacts {
            to_reader: releases_reaching_readers(func, numbering),
            groups: GroupPublishing::new(func, numbering, readers),
        }
    }
}

/// A short list per instruction (by [`InstNumbering`]), all in one allocation: most
/// instructions have none, and a `Vec` each cost 24 bytes and a page-touching push.
struct PerInst<T> {
    start: Vec<u32>,
    items: Vec<T>,
}

impl<T> PerInst<T> {
    fn new(instructions: usize) -> PerInst<T> {
        let mut start = Vec::with_capacity(instructions + 1);
        start.push(0);
        PerInst {
            start,
            items: Vec::new(),
        }
    }

    /// The next instruction's list.
    fn push_row(&mut self, row: Vec<T>) {
        self.items.extend(row);
        self.start.push(self.items.len() as u32);
    }

    fn len(&self) -> usize {
        self.start.len() - 1
    }
}

impl<T> std::ops::Index<usize> for PerInst<T> {
    type Output = [T];
    fn index(&self, i: usize) -> &[T] {
        &self.items[self.start[i] as usize..self.start[i + 1] as usize]
    }
}

struct Checker<'a> {
    func: &'a Function,
    config: Config,
    facts: Facts,
    /// The shared memory the function's MMAs and `tcgen05.cp`s may read.
    readers: AsyncReaders,
    has_tensormap_use: bool,
    /// Per block: whether a path from the entry reaches it. Code no path reaches never
    /// runs: it is no source and no reader (and the planner never walks it).
    reachable: Vec<bool>,
    /// The reports of the node being evaluated: (severity, rule, message).
    reports: Vec<(Severity, Rule, String)>,
    /// Which ordered CTA barriers hand over a pending load's or store's TMEM.
    handovers: crate::handover::Handovers,
}

/// The reports merged into one finding: its witnesses, and its first source with
/// the message that source gave.
type Merged = (Witnesses, (InstRef, String));

/// The interned classes and, for each, a source that stands for it (any source of a
/// class makes the class's reports and transfers).
#[derive(Default)]
struct Classes {
    ids: HashMap<Key, u32>,
    representative: Vec<(Key, InstRef)>,
}

impl Classes {
    fn intern(&mut self, key: Key, source: InstRef) -> u32 {
        if let Some(&id) = self.ids.get(&key) {
            return id;
        }
        let id = self.representative.len() as u32;
        self.representative.push((key.clone(), source));
        self.ids.insert(key, id);
        id
    }
}

/// What reaches one point, per class and path state: the witnesses.
type Live = HashMap<(u32, PathState), Witnesses>;

/// The exploration's state: nodes live at block entries (and at the sources that
/// start within a block); a sweep carries them through a block's instructions.
struct Explorer {
    classes: Classes,
    /// The class of (kind, source, the state bits [`Checker::key`] reads).
    class_of: HashMap<(SourceKind, InstRef, u8), u32>,
    /// Per block: every node at its first instruction.
    entry: Vec<Live>,
    /// Per block: the entry nodes new or changed since its last sweep.
    dirty: Vec<Live>,
    /// Per block: the sources that start within it, by index.
    starts: Vec<Vec<(u32, u32, PathState, Witnesses)>>,
    /// The worklist pops blocks in reverse post-order, so the sources that meet at a
    /// point are joined there before it is passed on.
    order_of: Vec<u32>,
    work: BinaryHeap<Reverse<(u32, u32)>>,
    queued: Vec<bool>,
    successors: Vec<InstRef>,
    /// The nodes a sweep passes to the entries of other blocks.
    exits: Vec<(InstRef, (u32, PathState), Witnesses)>,
}

impl Explorer {
    fn class(
        &mut self,
        checker: &Checker,
        kind: SourceKind,
        source: InstRef,
        s: &PathState,
    ) -> u32 {
        let bits =
            u8::from(s.waited) | (u8::from(s.stale != 0) << 1) | (u8::from(s.completed) << 2);
        if let Some(&c) = self.class_of.get(&(kind, source, bits)) {
            return c;
        }
        let c = self.classes.intern(checker.key(kind, source, s), source);
        self.class_of.insert((kind, source, bits), c);
        c
    }

    fn queue(&mut self, b: BlockId) {
        let bi = b.0 as usize;
        if !self.queued[bi] {
            self.queued[bi] = true;
            self.work.push(Reverse((self.order_of[bi], b.0)));
        }
    }

    /// Adds `w` to a node at the entry of block `b`, queueing the block when the node
    /// is new or its witnesses changed.
    fn reach(&mut self, b: BlockId, node: (u32, PathState), w: &Witnesses) {
        let bi = b.0 as usize;
        let joined = match self.entry[bi].get_mut(&node) {
            Some(have) => {
                if !have.join(w) {
                    return;
                }
                *have
            }
            None => {
                self.entry[bi].insert(node, *w);
                *w
            }
        };
        self.dirty[bi].insert(node, joined);
        self.queue(b);
    }

    /// Carries `live` through block `b` (with the sources that start in it when
    /// `starts`): each node steps through each instruction; nodes that leave the
    /// block go to `exits`. With `merged`, every node reports at its point.
    fn sweep(
        &mut self,
        checker: &mut Checker,
        b: BlockId,
        mut live: Live,
        starts: bool,
        mut merged: Option<&mut BTreeMap<(InstRef, Rule, Severity), Merged>>,
    ) {
        let func = checker.func;
        let len = func.block(b).insts.len() as u32;
        let starts = if starts {
            std::mem::take(&mut self.starts[b.0 as usize])
        } else {
            Vec::new()
        };
        let mut pending = starts.iter().peekable();
        let mut next_live = Live::default();
        for index in 0..len {
            while let Some((_, class, state, w)) = pending.next_if(|s| s.0 == index) {
                join_into(&mut live, (*class, *state), w);
            }
            let at = InstRef { block: b, index };
            for ((class, state), w) in live.drain() {
                let (kind, thread, source) = {
                    let (key, source) = &self.classes.representative[class as usize];
                    (key.kind, key.thread, *source)
                };
                if let Some(merged) = merged.as_deref_mut() {
                    let key = &self.classes.representative[class as usize].0;
                    checker.reports.clear();
                    checker.report(source, key, at, func.inst(at), &state);
                    for (severity, rule, message) in checker.reports.drain(..) {
                        let first = w.first()[0];
                        match merged.get_mut(&(at, rule, severity)) {
                            Some((all, best)) => {
                                all.join(&w);
                                if (first, &message) < (best.0, &best.1) {
                                    *best = (first, message);
                                }
                            }
                            None => {
                                merged.insert((at, rule, severity), (w, (first, message)));
                            }
                        }
                    }
                }
                let Some(next) = checker.step(source, kind, at, state) else {
                    continue;
                };
                let mut next = normalize(kind, next);
                // A predicate defined anew no longer decides the way of later branches.
                for slot in &mut next.pin {
                    if let Some((v, _)) = *slot {
                        if defines_pinned(func.inst(at), v, &checker.facts.retested)
                            && func.invariant_values.binary_search(&v).is_err()
                        {
                            *slot = None;
                        }
                    }
                }
                let next_class = self.class(checker, kind, source, &next);
                if index + 1 < len {
                    let p = InstRef {
                        block: b,
                        index: index + 1,
                    };
                    join_into(
                        &mut next_live,
                        (next_class, checker.enter(source, at, p, next)),
                        &w,
                    );
                } else {
                    self.successors.clear();
                    checker.successors_for(at, thread, next.pin, &mut self.successors);
                    for &p in &self.successors {
                        self.exits
                            .push((p, (next_class, checker.enter(source, at, p, next)), w));
                    }
                }
            }
            std::mem::swap(&mut live, &mut next_live);
        }
        if !starts.is_empty() {
            self.starts[b.0 as usize] = starts;
        }
    }
}

/// Adds `w` to a node of `live`.
fn join_into(live: &mut Live, node: (u32, PathState), w: &Witnesses) {
    match live.get_mut(&node) {
        Some(have) => {
            have.join(w);
        }
        None => {
            live.insert(node, *w);
        }
    }
}

/// Every hazard in `func` under `config`, sorted by location.
pub fn check(func: &Function, config: &Config) -> Vec<Finding> {
    // Group fences: checked with the fences they stand for, mapped back.
    if let Some((augmented, ends)) = func.with_group_fences() {
        let mut findings = check(&augmented, config);
        for f in &mut findings {
            f.at = ends.inst(f.at);
            for r in &mut f.related {
                *r = ends.inst(*r);
            }
        }
        return findings;
    }
    let readers = func.async_readers();
    // One CFG for every fact and order below.
    let cfg = Cfg::new(func);
    let mut checker = Checker {
        func,
        config: *config,
        facts: Facts::new(func, &cfg, config, &readers),
        readers,
        has_tensormap_use: func.has_tensormap_use(),
        reachable: {
            let mut r = vec![false; func.blocks.len()];
            for b in &cfg.rpo {
                r[b.0 as usize] = true;
            }
            r
        },
        reports: Vec::new(),
        handovers: Default::default(),
    };
    let n = func.blocks.len();
    let mut explorer = Explorer {
        classes: Classes::default(),
        class_of: HashMap::default(),
        entry: vec![Live::default(); n],
        dirty: vec![Live::default(); n],
        starts: vec![Vec::new(); n],
        order_of: block_order(func, &cfg),
        work: BinaryHeap::new(),
        queued: vec![false; n],
        successors: Vec::new(),
        exits: Vec::new(),
    };
    // Phase 1 of 3: every source enters the point right after it: a start within its
    // block, or the entry of the blocks after it.
    for (at, inst) in func.insts() {
        if !checker.reachable[at.block.0 as usize] {
            continue;
        }
        let kind = match &inst.op {
            Op::Ld { .. } => Some(SourceKind::Load),
            Op::St { .. } => Some(SourceKind::Store),
            Op::MmaClass { .. } => Some(SourceKind::MmaClass),
            // A write no async-proxy reader can read needs no proxy fence.
            Op::GenericSharedWrite if checker.readers.may_read(func.smem_span(at)) => {
                Some(SourceKind::GenericWrite)
            }
            Op::TmapWrite { .. } => Some(SourceKind::TensormapWrite),
            _ => None,
        };
        let mut kinds: Vec<SourceKind> = kind.into_iter().collect();
        if checker.facts.registers.acquire_needs_fence[checker.facts.id(at)] {
            kinds.push(SourceKind::Acquire);
        }
        for kind in kinds {
            let start = PathState {
                // `tensormap.cp_fenceproxy` releases its own copy.
                fenced: matches!(inst.op, Op::TmapWrite { released: true, .. }),
                pin: checker.pin_of(at),
                iterating: kind == SourceKind::MmaClass && checker.facts.activation.contains(at),
                ..PathState::default()
            };
            let class = explorer.class(&checker, kind, at, &start);
            let thread = explorer.classes.representative[class as usize].0.thread;
            let mut successors = std::mem::take(&mut explorer.successors);
            successors.clear();
            checker.successors_for(at, thread, start.pin, &mut successors);
            for &p in &successors {
                let state = checker.enter(at, at, p, start);
                if p.index == 0 {
                    explorer.reach(p.block, (class, state), &Witnesses::one(at));
                } else {
                    explorer.starts[p.block.0 as usize].push((
                        p.index,
                        class,
                        state,
                        Witnesses::one(at),
                    ));
                    explorer.queue(p.block);
                }
            }
            explorer.successors = successors;
        }
    }
    for starts in &mut explorer.starts {
        starts.sort_by_key(|s| s.0);
    }
    // Phase 2 of 3: the worklist of blocks, until no entry is new and no witness list
    // changes. A block is swept with what changed at its entry (and, the first time,
    // the sources that start in it).
    let mut swept = vec![false; n];
    while let Some(Reverse((_, b))) = explorer.work.pop() {
        let bi = b as usize;
        explorer.queued[bi] = false;
        let live = std::mem::take(&mut explorer.dirty[bi]);
        let first = !std::mem::replace(&mut swept[bi], true);
        explorer.sweep(&mut checker, BlockId(b), live, first, None);
        for (p, node, w) in std::mem::take(&mut explorer.exits) {
            explorer.reach(p.block, node, &w);
        }
    }
    // Phase 3 of 3: each block swept once more with all it receives, each node
    // reporting once; reports of one rule, instruction and severity are one finding.
    // Its message is the one of its first source (ties between two states of that
    // source: the smaller message, so the output does not depend on the exploration
    // order).
    let mut merged: BTreeMap<(InstRef, Rule, Severity), Merged> = BTreeMap::new();
    for (bi, was_swept) in swept.iter().enumerate() {
        if *was_swept {
            let live = explorer.entry[bi].clone();
            explorer.sweep(
                &mut checker,
                BlockId(bi as u32),
                live,
                true,
                Some(&mut merged),
            );
            explorer.exits.clear();
        }
    }
    checker.ld_use(&mut merged);
    let mut findings: Vec<Finding> = merged
        .into_iter()
        .map(|((at, rule, severity), (w, (_, message)))| Finding {
            severity,
            rule,
            at,
            related: w.first().to_vec(),
            more_related: w.more,
            message,
        })
        .collect();
    // A source that makes an error at an instruction does not also make a warning of
    // the same rule there (an MMA that no commit tracks on one path and whose commit
    // is not waited on another is reported once, as the error).
    for i in 1..findings.len() {
        let (before, after) = findings.split_at_mut(i);
        let (error, warning) = (&before[i - 1], &mut after[0]);
        if error.at == warning.at
            && error.rule == warning.rule
            && error.severity == Severity::Error
            && warning.severity == Severity::Warning
        {
            warning.related.retain(|r| !error.related.contains(r));
        }
    }
    findings.retain(|f| !f.related.is_empty() || f.more_related);
    findings
}

/// The position of each block in reverse post-order from the entry; unreachable
/// blocks (still explored from sources in them) come after, in index order.
fn block_order(func: &Function, cfg: &Cfg) -> Vec<u32> {
    let mut order = vec![u32::MAX; func.blocks.len()];
    for (i, b) in cfg.rpo.iter().enumerate() {
        order[b.0 as usize] = i as u32;
    }
    let unreachable = order.iter_mut().filter(|o| **o == u32::MAX);
    for (next, slot) in (func.blocks.len() as u32..).zip(unreachable) {
        *slot = next;
    }
    order
}

/// What the path walk may learn from branch predicates ([`Facts::retested`] and
/// the fields after it).
struct Retested {
    /// Predicates two or more blocks' branches test, and branch predicates built of
    /// `and.pred` / `or.pred` that share an operand with another such predicate or
    /// test one that a branch tests (CUTLASS's `@(warp != 4 || !changed) bra` around a
    /// tensormap release and `@(tid & 96 != 0 || !changed) bra` around its acquire).
    values: HashSet<Value>,
    /// The operands of each branch predicate built of two ([`PredKind::Both`],
    /// [`PredKind::Either`]).
    parts: HashMap<Value, Vec<Value>>,
    /// Of those, the ones defined in every block that branches on them, after the
    /// last definition there of their operands: at the branch, the predicate's value
    /// is its operands' current one.
    fresh: HashSet<Value>,
    /// Branch predicates the source's warps and a pinned outcome may decide: fresh
    /// ones built of two, and warp-index bit tests ([`PredKind::WarpBits`]).
    decidable: HashSet<Value>,
}

fn retested_predicates(func: &Function) -> Retested {
    let mut seen = HashSet::default();
    let mut values = HashSet::default();
    let mut branching: HashMap<Value, Vec<BlockId>> = HashMap::default();
    for b in func.block_ids() {
        if let Some((c, t, f)) = func.block(b).branch {
            if t != f && !seen.insert(c) {
                values.insert(c);
            }
            if t != f {
                branching.entry(c).or_default().push(b);
            }
        }
    }
    let facts_on = |v: Value| func.facts_on(v);
    let mut parts: HashMap<Value, Vec<Value>> = HashMap::default();
    let mut decidable = HashSet::default();
    for &c in branching.keys() {
        for f in facts_on(c) {
            match f.kind {
                PredKind::Both(p, q) | PredKind::Either(p, q) => {
                    parts.insert(c, vec![p, q]);
                }
                PredKind::WarpBits { .. } => {
                    decidable.insert(c);
                }
                _ => {}
            }
        }
    }
    // Fresh: in each branching block, the last definition of `c` comes after the
    // last definitions of its operands (and `c` is defined there at all).
    let fresh: HashSet<Value> = parts
        .iter()
        .filter(|(c, ops)| {
            branching[*c].iter().all(|&b| {
                let insts = &func.block(b).insts;
                let last = |v: &Value| insts.iter().rposition(|i| i.defs.contains(v));
                last(c).is_some_and(|at| ops.iter().all(|x| last(x).is_none_or(|y| y < at)))
            })
        })
        .map(|(c, _)| *c)
        .collect();
    let mut uses: HashMap<Value, u32> = HashMap::default();
    for p in parts.values() {
        for &x in p {
            *uses.entry(x).or_default() += 1;
        }
    }
    for c in &fresh {
        decidable.insert(*c);
        if parts[c].iter().any(|x| uses[x] > 1 || seen.contains(x)) {
            values.insert(*c);
        }
    }
    Retested {
        values,
        parts,
        fresh,
        decidable,
    }
}

/// Whether `inst` defines `v` or, when `v` is built of two, one of its operands (a
/// pinned outcome of `v` then no longer says what they are).
fn defines_pinned(inst: &Inst, v: Value, retested: &Retested) -> bool {
    inst.defs.contains(&v)
        || (retested.fresh.contains(&v) && retested.parts[&v].iter().any(|x| inst.defs.contains(x)))
}

/// Up to two branch outcomes a path remembers ([`PathState::pin`]).
type Pins = [Option<(Value, bool)>; 2];

/// Per block, a branch outcome that holds on entry on every path, on a predicate two
/// or more branches test and that no instruction has defined since that branch (a
/// forward "available" dataflow: an edge adds its outcome, a definition removes it,
/// paths meet by intersection); the innermost dominating one when there are several,
/// and where that one is a warp-index test the innermost other one too.
fn block_pins(
    func: &Function,
    cfg: &Cfg,
    pins: &Retested,
    branch_warps: &HashMap<Value, [WarpRange; 2]>,
) -> Vec<Pins> {
    let retested = &pins.values;
    let n = func.blocks.len();
    if retested.is_empty() || n == 0 {
        return vec![[None; 2]; n];
    }
    // `None`: not reached yet (top).
    let mut avail: Vec<Option<BTreeMap<Value, bool>>> = vec![None; n];
    avail[0] = Some(BTreeMap::new());
    let mut changed = true;
    let mut rounds = 0;
    while changed && rounds < 64 {
        changed = false;
        rounds += 1;
        for &b in &cfg.rpo {
            let Some(mut out) = avail[b.0 as usize].clone() else {
                continue;
            };
            let block = func.block(b);
            for inst in &block.insts {
                out.retain(|v, _| !defines_pinned(inst, *v, pins));
            }
            for &succ in &block.succs {
                let mut edge = out.clone();
                if let Some((c, t, f)) = block.branch {
                    if t != f && retested.contains(&c) {
                        if succ == t {
                            edge.insert(c, true);
                        } else if succ == f {
                            edge.insert(c, false);
                        }
                    }
                }
                let slot = &mut avail[succ.0 as usize];
                let merged = match slot {
                    None => edge,
                    Some(old) => old
                        .iter()
                        .filter(|(v, side)| edge.get(v) == Some(side))
                        .map(|(v, side)| (*v, *side))
                        .collect(),
                };
                if slot.as_ref() != Some(&merged) {
                    *slot = Some(merged);
                    changed = true;
                }
            }
        }
    }
    let chains = crate::checks::GuardChains::new(func, cfg);
    func.block_ids()
        .map(|b| {
            let Some(valid) = avail[b.0 as usize].as_ref() else {
                return [None; 2];
            };
            let mut held = chains.of(b).filter(|(v, side)| valid.get(v) == Some(side));
            let Some(innermost) = held.next() else {
                return [None; 2];
            };
            // Where the innermost is a warp-index test, also the innermost other
            // outcome: CuTe DSL's grouped GEMM releases its tensormaps under `group
            // != last` with the TMA warp's test inside, and acquires them under the
            // same `group != last` (the warp test alone is what CUTLASS 75 needs).
            let other = branch_warps
                .contains_key(&innermost.0)
                .then(|| held.find(|(v, _)| !branch_warps.contains_key(v)))
                .flatten();
            [Some(innermost), other]
        })
        .collect()
}

/// Per block, what the guards that hold on entry to it say of its CTA's rank.
fn guarded_ranks(func: &Function, cfg: &Cfg) -> Vec<Option<RankIs>> {
    let facts = &func.pred_facts;
    if !facts.iter().any(|f| matches!(f.kind, PredKind::Rank(_))) {
        return vec![None; func.blocks.len()];
    }
    crate::checks::GuardChains::new(func, cfg).fold(None, |&rank, v, holds| {
        RankIs::of_guards(facts, rank, [(v, holds)])
    })
}

/// Drops what no longer matters, so that equal futures meet in one node: once an
/// MMA-class op is complete, which commit tracked it does not.
fn normalize(kind: SourceKind, mut s: PathState) -> PathState {
    if kind == SourceKind::MmaClass && s.completed {
        s.committed = None;
    }
    s
}

impl Checker<'_> {
    /// Whether an instruction under guard `kill` runs in every thread that issued
    /// `source`, so that it synchronizes it: no guard, the source's own guard, or a
    /// predicate the facts prove true in the source's thread (from its warps, whether
    /// it is the `elect.sync` leader and its own guard), through `and.pred` and
    /// `not.pred` (Gluon commits under `warp == 0 && elect.sync` what warp 0's leader
    /// issued under another `elect.sync`).
    fn covers(&self, kill: Option<Guard>, source: InstRef) -> bool {
        match kill {
            None => true,
            k if k == self.func.inst(source).guard => true,
            Some(Guard::Elect) => {
                self.source_leader(source, &self.guard_values(source)) == Some(true)
            }
            Some(Guard::Pred { value, negated }) => {
                let known = self.guard_values(source);
                let thread = Thread {
                    leader: self.source_leader(source, &known),
                    ..self.thread_of(source)
                };
                self.value_is(value, !negated, thread, &known, 0)
            }
        }
    }

    /// Whether `source`'s thread is the `elect.sync` leader: from its guard or block,
    /// or a leader predicate among the values its guard fixes (`known`).
    fn source_leader(&self, source: InstRef, known: &[(Value, bool)]) -> Option<bool> {
        self.leader_side(source).or_else(|| {
            known.iter().find_map(|&(k, is)| {
                self.facts_on(k)
                    .iter()
                    .find(|f| f.kind == PredKind::Leader)
                    .map(|f| f.when == is)
            })
        })
    }

    /// The facts on predicate `v`.
    fn facts_on(&self, v: Value) -> &[PredFact] {
        self.func.facts_on(v)
    }

    /// The predicate values `source`'s own guard fixes in its thread: the guard, and
    /// the operands of a conjunction it holds (`@p` with `p = q && elect`: `q` and
    /// the `elect.sync` predicate are true).
    fn guard_values(&self, source: InstRef) -> Vec<(Value, bool)> {
        let mut known = Vec::new();
        if let Some(Guard::Pred { value, negated }) = self.func.inst(source).guard {
            known.push((value, !negated));
        }
        self.expand_known(&mut known);
        known
    }

    /// Adds to `known` what its values fix of their operands: both operands of a
    /// true conjunction are true, both of a false disjunction false.
    fn expand_known(&self, known: &mut Vec<(Value, bool)>) {
        let mut k = 0;
        while k < known.len() && known.len() < 16 {
            let (v, is) = known[k];
            self.operands_fixed(v, is, known);
            k += 1;
        }
    }

    /// Adds the operands that `v` being `is` fixes: both of a true `p && q`, both of a
    /// false `p || q`.
    fn operands_fixed(&self, v: Value, is: bool, out: &mut Vec<(Value, bool)>) {
        for f in self.facts_on(v) {
            match (f.kind, f.when == is) {
                (PredKind::Both(p, q), true) => out.extend([(p, true), (q, true)]),
                (PredKind::Either(p, q), false) => out.extend([(p, false), (q, false)]),
                _ => {}
            }
        }
    }

    /// For `v` a conjunction or disjunction, whether it is `want`, given whether
    /// each operand is proved `true` or `false` (`operand_is`); `None` for other
    /// predicates. `p && q` is its fact's `when` iff both are true; `p || q` iff
    /// either is.
    fn relation_is(
        &self,
        v: Value,
        want: bool,
        operand_is: impl Fn(Value, bool) -> bool,
    ) -> Option<bool> {
        let (p, q, when, and) = self.facts_on(v).iter().find_map(|f| match f.kind {
            PredKind::Both(p, q) => Some((p, q, f.when, true)),
            PredKind::Either(p, q) => Some((p, q, f.when, false)),
            _ => None,
        })?;
        Some(if (want == when) == and {
            operand_is(p, and) && operand_is(q, and)
        } else {
            operand_is(p, !and) || operand_is(q, !and)
        })
    }

    /// Whether predicate `v` is `want` in every thread like `thread` where the
    /// values of `known` hold (a source's guard, [`Checker::guard_values`], or a
    /// path's pinned branch outcome).
    fn value_is(
        &self,
        v: Value,
        want: bool,
        thread: Thread,
        known: &[(Value, bool)],
        depth: u32,
    ) -> bool {
        let Thread {
            leader,
            warps,
            rank,
        } = thread;
        if depth > 8 {
            return false;
        }
        if let Some(&(_, is)) = known.iter().find(|(k, _)| *k == v) {
            return is == want;
        }
        // A conjunction or disjunction is decided by its operands (its other facts
        // are implications).
        if let Some(is) = self.relation_is(v, want, |x, w| {
            self.value_is(x, w, thread, known, depth + 1)
        }) {
            return is;
        }
        self.facts_on(v).iter().any(|f| {
            // A thread of none of the fact's warps does not have the value `when`.
            if let Some(some) = f.kind.some_warp_satisfies(warps) {
                return f.when != want && !some;
            }
            let range = match f.kind {
                // The predicate is `when` exactly in the leader.
                PredKind::Leader => return leader.is_some_and(|l| (f.when == l) == want),
                // Its other side says a rank the thread's CTA does not have.
                PredKind::Rank(r) => {
                    return f.when != want && rank.is_some_and(|k| k.contradicts(r));
                }
                // Exactly the threads of these warps make it `when`.
                PredKind::Warp(w) => WarpRange(w, w),
                PredKind::WarpRange(a, b) => WarpRange(a, b),
                _ => return false,
            };
            let meet = warps.meet(range);
            (f.when == want && !warps.is_empty() && meet == warps)
                || (f.when != want && meet.is_empty())
        })
    }

    /// The class of a source of `kind` issued at `source`, in state `s`.
    fn key(&self, kind: SourceKind, source: InstRef, s: &PathState) -> Key {
        let inst = self.func.inst(source);
        let desc = match (kind, &inst.op) {
            (SourceKind::Load | SourceKind::Store, Op::Ld { region } | Op::St { region })
                if !s.waited =>
            {
                if s.stale != 0 {
                    Desc::Widened(region.widened())
                } else {
                    Desc::Region(**region)
                }
            }
            (SourceKind::MmaClass, op) if !s.completed => {
                Desc::Mma(format!("{op:?}"), self.func.smem_span(source))
            }
            (SourceKind::MmaClass, op) => Desc::Category(op.async_category()),
            (SourceKind::TensormapWrite, op) => {
                Desc::Tensormap(op.tensormap_written().unwrap_or(Addr::UNKNOWN))
            }
            (SourceKind::GenericWrite, _) => Desc::Smem(self.facts.smem_group(source)),
            _ => Desc::Nothing,
        };
        let own = (kind == SourceKind::MmaClass && self.facts.activation.contains(source))
            .then_some(source);
        Key {
            kind,
            guard: inst.guard,
            thread: self.thread_of(source),
            desc,
            own,
        }
    }

    /// The state of `source`'s class on the step from `at` to `next`: entering the
    /// loop of an iterating source from outside starts a new activation.
    fn enter(&self, source: InstRef, at: InstRef, next: InstRef, mut s: PathState) -> PathState {
        if s.iterating && self.facts.activation.entered(source, at.block, next.block) {
            s.iterating = false;
        }
        s
    }

    /// The branch outcome a source at `at` is pinned to ([`PathState::pin`]): its own
    /// predicate when another branch tests it, else its block's.
    fn pin_of(&self, at: InstRef) -> Pins {
        match self.func.inst(at).guard {
            // A fresh predicate built of two is pinned with what it says of its
            // operands: only where they have not changed since it was computed.
            Some(Guard::Pred { value, negated })
                if self.facts.retested.values.contains(&value)
                    && (!self.facts.retested.fresh.contains(&value)
                        || self.fresh_at(at, value)) =>
            {
                [Some((value, !negated)), None]
            }
            _ => {
                // Defined again in the block before the source: no longer known.
                let block = self.func.block(at.block);
                self.facts.block_pin[at.block.0 as usize].map(|pin| {
                    pin.filter(|(v, _)| {
                        !block.insts[..at.index as usize]
                            .iter()
                            .any(|i| defines_pinned(i, *v, &self.facts.retested))
                    })
                })
            }
        }
    }

    /// What is known of the thread that executes `at` ([`Thread`]).
    fn thread_of(&self, at: InstRef) -> Thread {
        let facts = &self.func.pred_facts;
        let rank = self.facts.block_rank[at.block.0 as usize];
        let own = match self.func.inst(at).guard {
            Some(Guard::Pred { value, negated }) => Some((value, !negated)),
            _ => None,
        };
        let warps = self.warps_of(at);
        Thread {
            leader: self.leader_side(at),
            warps: own.map_or(warps, |(v, holds)| {
                crate::barrier_groups::narrowed_in_cta(self.func, warps, v, holds)
            }),
            rank: RankIs::of_guards(facts, rank, own),
        }
    }

    /// The warps of the threads that execute `at`.
    fn warps_of(&self, at: InstRef) -> WarpRange {
        let block = self.facts.block_warps[at.block.0 as usize];
        match self.func.inst(at).guard {
            Some(Guard::Pred { value, negated }) => match self.facts.branch_warps.get(&value) {
                Some(sides) => block.meet(sides[usize::from(negated)]),
                None => block,
            },
            _ => block,
        }
    }

    /// Whether the thread that executes `at` is the `elect.sync` leader: from its
    /// own guard, else from the branch its block is entered through.
    fn leader_side(&self, at: InstRef) -> Option<bool> {
        self.facts.leaders.side_of(self.func, at)
    }

    /// The value of branch predicate `cond` ([`Retested::decidable`]) in threads of
    /// `warps` (and `leader` side) on a path pinned to `pin`, if those decide it: the
    /// pinned outcome fixes its own operands (a false `p || q`: both false; a true
    /// `p && q`: both true) and `cond`'s operands are those or follow from the
    /// threads' warps. Only one level: a fresh predicate's operands are current
    /// ([`Retested::fresh`]); deeper ones may have changed since.
    fn decide(&self, cond: Value, thread: Thread, pin: Pins) -> Option<bool> {
        let retested = &self.facts.retested;
        let mut known: Vec<(Value, bool)> = Vec::new();
        for (v, side) in pin.into_iter().flatten() {
            known.push((v, side));
            if retested.fresh.contains(&v) {
                self.operands_fixed(v, side, &mut known);
            }
        }
        // An operand: pinned, or proved from the threads alone (no pinned value
        // reaches below this level).
        let operand_is = |x: Value, want: bool| match known.iter().find(|(k, _)| *k == x) {
            Some(&(_, is)) => is == want,
            None => self.value_is(x, want, thread, &[], 0),
        };
        match (
            self.relation_is(cond, true, operand_is),
            self.relation_is(cond, false, operand_is),
        ) {
            // Proved one way only (the facts cannot prove both).
            (Some(true), Some(false)) if retested.fresh.contains(&cond) => Some(true),
            (Some(false), Some(true)) if retested.fresh.contains(&cond) => Some(false),
            (Some(_), Some(_)) => None,
            _ => [true, false]
                .into_iter()
                .find(|&side| self.value_is(cond, side, thread, &[], 0)),
        }
    }

    /// Whether predicate `v`, built of two, is computed in `at`'s block before `at`
    /// with no operand defined again between: its operands' values are current there.
    fn fresh_at(&self, at: InstRef, v: Value) -> bool {
        let insts = &self.func.block(at.block).insts[..at.index as usize];
        let last = |x: &Value| insts.iter().rposition(|i| i.defs.contains(x));
        last(&v).is_some_and(|d| {
            self.facts.retested.parts[&v]
                .iter()
                .all(|x| last(x).is_none_or(|y| y < d))
        })
    }

    /// The points right after `at` on the paths of a source whose thread is
    /// (`Some(true)`) or is not the leader: at a branch on a leader predicate, only
    /// the side that thread takes.
    fn successors_for(&self, at: InstRef, thread: Thread, pin: Pins, out: &mut Vec<InstRef>) {
        let Thread { leader, warps, .. } = thread;
        let block = self.func.block(at.block);
        let last = (at.index as usize) + 1 == block.insts.len();
        if let (true, Some((cond, t, f))) = (last, block.branch) {
            if let Some((_, side)) = pin.into_iter().flatten().find(|(v, _)| *v == cond) {
                if t != f {
                    self.successors_via(at, Some(if side { t } else { f }), out);
                    return;
                }
            }
        }
        if let (true, Some(side), Some((cond, t, f))) = (last, leader, block.branch) {
            if let (Some(pol), true) = (self.facts.leaders.polarity(cond), t != f) {
                let taken = if side == pol { t } else { f };
                self.successors_via(at, Some(taken), out);
                return;
            }
        }
        // A branch on a warp-index test: the sides the source's warps can take.
        if let (true, Some((cond, t, f))) = (last, block.branch) {
            if let (Some(sides), true) = (self.facts.branch_warps.get(&cond), t != f) {
                match (
                    warps.meet(sides[0]).is_empty(),
                    warps.meet(sides[1]).is_empty(),
                ) {
                    (false, true) => return self.successors_via(at, Some(t), out),
                    (true, false) => return self.successors_via(at, Some(f), out),
                    _ => {}
                }
            }
            // A predicate built of others or of warp-index bits: decided by the
            // pinned outcome's operands and the source's warps and leader side.
            if t != f && self.facts.retested.decidable.contains(&cond) {
                if let Some(side) = self.decide(cond, thread, pin) {
                    return self.successors_via(at, Some(if side { t } else { f }), out);
                }
            }
        }
        self.successors(at, out);
    }

    /// The points right after `at`: the next instruction, or the first instruction
    /// of each successor block (skipping empty blocks).
    fn successors(&self, at: InstRef, out: &mut Vec<InstRef>) {
        self.successors_via(at, None, out);
    }

    /// [`Checker::successors`], through the successor block `only` if given.
    fn successors_via(&self, at: InstRef, only: Option<BlockId>, out: &mut Vec<InstRef>) {
        let block = self.func.block(at.block);
        if (at.index as usize) + 1 < block.insts.len() {
            out.push(InstRef {
                block: at.block,
                index: at.index + 1,
            });
            return;
        }
        for s in block.succs.iter().filter(|s| only.is_none_or(|o| o == **s)) {
            let mut b = *s;
            let mut hops = 0;
            while self.func.block(b).insts.is_empty() && hops < self.func.blocks.len() {
                match self.func.block(b).succs.as_slice() {
                    [only] => b = *only,
                    more => {
                        for m in more {
                            if !self.func.block(*m).insts.is_empty() {
                                out.push(InstRef {
                                    block: *m,
                                    index: 0,
                                });
                            }
                        }
                        break;
                    }
                }
                hops += 1;
            }
            if !self.func.block(b).insts.is_empty() {
                out.push(InstRef { block: b, index: 0 });
            }
        }
    }

    /// R-LD-USE: an instruction that reads a register some `tcgen05.ld` loaded, on a
    /// path from the load with no `tcgen05.wait::ld` covering it. Found backwards,
    /// from each reader to the loads it reads: the walk stops at a covering wait or
    /// at the load, so it spans the region between a load and its readers (a load
    /// dominates the readers of its value), not the rest of the function. Following
    /// the loads forwards would carry each load's identity to the end of a function
    /// that never waits.
    fn ld_use(&mut self, merged: &mut BTreeMap<(InstRef, Rule, Severity), Merged>) {
        let func = self.func;
        let mut entry_preds: Vec<Vec<BlockId>> = vec![Vec::new(); func.blocks.len()];
        let mut next = Vec::new();
        for b in func.block_ids() {
            let len = func.block(b).insts.len();
            if len == 0 || !self.reachable[b.0 as usize] {
                continue;
            }
            next.clear();
            self.successors(
                InstRef {
                    block: b,
                    index: len as u32 - 1,
                },
                &mut next,
            );
            for s in &next {
                entry_preds[s.block.0 as usize].push(b);
            }
        }
        self.facts.entry_preds = entry_preds;
        // `stamp[id] == query` marks the instructions one walk has visited.
        let mut stamp: Vec<u32> = vec![0; self.facts.registers.reads.len()];
        let mut query = 0u32;
        let mut stack: Vec<InstRef> = Vec::new();
        // Reads need the wait only under --ld-use=wait; overwrites (an output
        // dependency, which no register dependency orders) under every policy.
        let check_reads = self.config.ld_use == LdUsePolicy::Wait;
        for (at, _) in func.insts() {
            if !self.reachable[at.block.0 as usize] {
                continue;
            }
            let here = self.facts.id(at);
            let reads: &[InstRef] = if check_reads {
                &self.facts.registers.reads[here]
            } else {
                &[]
            };
            let overwrites = &self.facts.registers.overwrites[here];
            if reads.is_empty() && overwrites.is_empty() {
                continue;
            }
            let (mut w, mut overwritten) = (Witnesses::default(), false);
            for &load in overwrites.iter().chain(reads) {
                if w.first().contains(&load) {
                    continue;
                }
                query += 1;
                if self.reaches_unwaited(load, at, query, &mut stamp, &mut stack) {
                    overwritten |= overwrites.contains(&load);
                    w.join(&Witnesses::one(load));
                }
            }
            if let Some(&first) = w.first().first() {
                let message = if overwritten {
                    "register loaded by tcgen05.ld is overwritten before tcgen05.wait::ld on some path (the load may complete after the write); insert tcgen05.wait::ld before this instruction".to_string()
                } else {
                    format!("register loaded by tcgen05.ld is read before tcgen05.wait::ld on some path; insert tcgen05.wait::ld before this instruction {}", self.config.ld_use_note())
                };
                merged.insert((at, Rule::LdUse, Severity::Error), (w, (first, message)));
            }
        }
    }

    /// Whether some path from right after `load` reaches `reader` with no
    /// `tcgen05.wait::ld` that covers the load's guard. The path is the loading
    /// thread's: when only the `elect.sync` leader (or only the other lanes) issue
    /// the load, the edges only the other side takes are not on it (as the planner's
    /// `on_side` drops the load there; see [`crate::leader`]).
    fn reaches_unwaited(
        &self,
        load: InstRef,
        reader: InstRef,
        query: u32,
        stamp: &mut [u32],
        stack: &mut Vec<InstRef>,
    ) -> bool {
        let side = self.leader_side(load);
        stack.clear();
        self.push_before(reader, side, stack);
        while let Some(at) = stack.pop() {
            let id = self.facts.id(at);
            if stamp[id] == query {
                continue;
            }
            stamp[id] = query;
            if at == load {
                return true;
            }
            let inst = self.func.inst(at);
            if inst.op == Op::WaitLd && self.covers(inst.guard, load) {
                continue;
            }
            self.push_before(at, side, stack);
        }
        false
    }

    /// The instructions the forward walk comes to `at` from, for a thread on the
    /// leader `side` (when known): not over an edge only the other side takes.
    fn push_before(&self, at: InstRef, side: Option<bool>, stack: &mut Vec<InstRef>) {
        if at.index > 0 {
            stack.push(InstRef {
                block: at.block,
                index: at.index - 1,
            });
            return;
        }
        for p in &self.facts.entry_preds[at.block.0 as usize] {
            if side.is_some_and(|s| self.facts.leaders.edge(self.func, *p, at.block) == Some(!s)) {
                continue;
            }
            let len = self.func.block(*p).insts.len() as u32;
            stack.push(InstRef {
                block: *p,
                index: len - 1,
            });
        }
    }

    fn add(&mut self, rule: Rule, message: String) {
        self.reports.push((Severity::Error, rule, message));
    }

    fn add_warning(&mut self, rule: Rule, message: String) {
        self.reports.push((Severity::Warning, rule, message));
    }

    /// Report what `inst` needs of the source, given the path state before it.
    fn report(&mut self, source: InstRef, key: &Key, at: InstRef, inst: &Inst, s: &PathState) {
        let src = &self.func.inst(source).op;
        let kind = key.kind;
        match kind {
            SourceKind::Load | SourceKind::Store => {
                let (Op::Ld { region } | Op::St { region }) = src else {
                    return;
                };
                let region = &if s.stale != 0 {
                    region.widened()
                } else {
                    **region
                };
                let is_load = kind == SourceKind::Load;
                if !s.waited {
                    let dealloc = matches!(inst.op, Op::Dealloc { .. });
                    let wait = if is_load {
                        "tcgen05.wait::ld"
                    } else {
                        "tcgen05.wait::st"
                    };
                    let here = self.facts.id(at);
                    if dealloc
                        && self.facts.registers.writes[here]
                            .iter()
                            .any(|w| region.may_overlap_moved(w, s.moved))
                    {
                        self.add(
                            Rule::Dealloc,
                            format!("tensor memory is deallocated while an earlier access may be in flight; insert {wait} before the dealloc"),
                        );
                    }
                    if is_load && !dealloc {
                        // R-LD-USE (reads and overwrites) is found by [`Checker::ld_use`].
                        if self.facts.registers.writes[here]
                            .iter()
                            .any(|w| region.may_overlap_moved(w, s.moved))
                        {
                            self.add(
                                Rule::LdWar,
                                "tensor memory write may overlap an earlier tcgen05.ld that is not waited for; insert tcgen05.wait::ld before this write".into(),
                            );
                        }
                    }
                    if !is_load
                        && matches!(inst.op, Op::Ld { .. } | Op::MmaClass { .. })
                        && self.facts.registers.touches[here]
                            .iter()
                            .any(|w| region.may_overlap_moved(w, s.moved))
                    {
                        self.add(
                            Rule::StRaw,
                            "tensor memory access may overlap an earlier tcgen05.st that is not waited for; insert tcgen05.wait::st before it".into(),
                        );
                    }
                }
                // R-BEFORE: completion before every REL (both readings); the fence
                // only where this REL needs one under the reading.
                let needs_fence = self.facts.registers.release_needs_fence[self.facts.id(at)];
                // An ordered barrier that every thread passes on to the next one, after
                // the wait and before touching the region, hands nothing over
                // (`handover.rs`). Where the reading wants a fence at this release too
                // (the strict reading), the wait stays: the fence needs it.
                let handed = || {
                    needs_fence
                        || s.stale != 0
                        || s.moved != Moved::NONE
                        || self.handovers.hands_over(self.func, at, *region, is_load)
                };
                if inst.op.is_release() && !s.waited && handed() {
                    let (op, wait) = if is_load {
                        ("ld", "tcgen05.wait::ld")
                    } else {
                        ("st", "tcgen05.wait::st")
                    };
                    self.add(
                        Rule::Before,
                        if needs_fence {
                            format!("thread synchronization releases an earlier tcgen05.{op} without {wait} and tcgen05.fence::before_thread_sync; insert them before it {}", self.config.sync_note())
                        } else {
                            format!("thread synchronization hands over tensor memory of an earlier tcgen05.{op} before it completes; insert {wait} before it (completion is required in every reading)")
                        },
                    );
                } else if inst.op.is_release() && needs_fence {
                    self.add(
                        Rule::Before,
                        format!(
                            "thread synchronization releases an earlier tcgen05.{} without tcgen05.fence::before_thread_sync; insert it before it {}",
                            if is_load { "ld" } else { "st" },
                            self.config.sync_note(),
                        ),
                    );
                }
            }
            SourceKind::MmaClass => {
                // A commit releases exactly when it executes, and then it tracks (and
                // fences) every earlier MMA-class op of its cta_group: guards do not
                // matter here.
                if inst.op.is_release()
                    && !s.fenced
                    && self.facts.registers.release_needs_fence[self.facts.id(at)]
                    && !self.commit_of_group(inst, source)
                {
                    self.add(
                        Rule::Before,
                        format!("thread synchronization releases an earlier asynchronous tcgen05 op without tcgen05.fence::before_thread_sync; insert it before this instruction {}", self.config.sync_note()),
                    );
                }
                // The same op again in the same activation of its counted loop: a
                // later iteration, on other cells (`TmemRegion::distinct`).
                let later_iteration = s.iterating && s.stale == 0 && source == at;
                if !s.completed && !later_iteration && self.conflicts_with_mma(source, at, s.stale)
                {
                    // No commit at all is a missing completion mechanism (error). A
                    // commit whose mbarrier wait is missing on some path is often an
                    // infeasible path through correlated branches (Triton guards both
                    // the MMA and the final wait with `k_tiles > 0`): a warning.
                    if s.committed.is_none() {
                        self.add(
                            Rule::MmaDone,
                            "this instruction may conflict with an earlier MMA-class tcgen05 op that no tcgen05.commit tracks on some path; its completion is never observed (needs tcgen05.commit, a successful mbarrier wait on that barrier, then tcgen05.fence::after_thread_sync)".into(),
                        );
                    } else {
                        self.add_warning(
                            Rule::MmaDone,
                            "on some path this instruction may conflict with an earlier, committed MMA-class tcgen05 op without a wait on its mbarrier (if that path is infeasible, ignore this)".into(),
                        );
                    }
                }
            }
            SourceKind::Acquire => {
                if matches!(inst.op, Op::Dealloc { .. }) {
                    self.add(
                        Rule::Dealloc,
                        format!("tcgen05.dealloc follows thread synchronization without tcgen05.fence::after_thread_sync; insert it before the dealloc {}", self.config.sync_note()),
                    );
                } else if inst.op.async_category().is_some() {
                    self.add(
                        Rule::After,
                        format!("asynchronous tcgen05 op follows thread synchronization without tcgen05.fence::after_thread_sync; insert it before this instruction {}", self.config.sync_note()),
                    );
                }
            }
            SourceKind::TensormapWrite => {
                let written = src.tensormap_written().unwrap_or(Addr::UNKNOWN);
                if let Some(used) = inst.op.tensormap_use() {
                    let acquired = s.acquired_by.is_some_and(|a| a.may_alias(&used.addr));
                    if used.addr.may_alias(&written) && !acquired {
                        self.add(
                            Rule::Tmap,
                            format!(
                                "TMA reads a tensormap written in the generic proxy without {}fence.proxy.tensormap::generic.acquire on its address; insert {}fence.proxy.tensormap::generic.acquire.gpu [tensormap], 128 before it",
                                if s.fenced { "" } else { "fence.proxy.tensormap::generic.release and " },
                                if s.fenced { "" } else { "fence.proxy.tensormap::generic.release.gpu and " },
                            ),
                        );
                    }
                }
                if inst.op.is_release() && !s.fenced && self.has_tensormap_use {
                    self.add(
                        Rule::Tmap,
                        "thread synchronization publishes a tensormap written in the generic proxy without fence.proxy.tensormap::generic.release; insert fence.proxy.tensormap::generic.release.gpu before it".into(),
                    );
                }
            }
            SourceKind::GenericWrite => {
                let written = self.func.smem_span(source);
                if (inst.op.reads_smem_async_proxy()
                    && smem_may_overlap(written, self.func.smem_span(at)))
                    || (inst.op.is_release()
                        && self.facts.publishes(source, at)
                        && self.readers.may_read(written))
                {
                    self.add(
                        Rule::Proxy,
                        "generic-proxy shared memory write reaches an async-proxy read (tcgen05.mma/cp or a TMA store) without fence.proxy.async; insert fence.proxy.async.shared::cta before this instruction".into(),
                    );
                }
            }
        }
    }

    fn commit_of_group(&self, inst: &Inst, source: InstRef) -> bool {
        let Op::Commit { cta, .. } = inst.op else {
            return false;
        };
        self.func.inst(source).op.async_category() == Some(AsyncCategory::MmaClass(cta))
    }

    /// Whether commit `inst` tracks `source` in every thread that issued it.
    fn commit_tracks(&self, inst: &Inst, source: InstRef) -> bool {
        self.commit_of_group(inst, source) && self.covers(inst.guard, source)
    }

    /// Whether `later` needs the MMA-class `earlier` to have completed (R-MMA-DONE):
    /// a TMEM access that may overlap what it touches and is not its pipelined
    /// successor, a dealloc, or a generic write to shared memory it may read. The
    /// regions `stale` marks ([`PathState::stale`]) are known only by their wide
    /// descriptions (else they overlap every TMEM access), and a stale accumulator
    /// makes no pipelined pair 1 (the same address names other cells now).
    fn conflicts_with_mma(&self, source: InstRef, at: InstRef, stale: u8) -> bool {
        let (earlier, later) = (&self.func.inst(source).op, &self.func.inst(at).op);
        match later {
            Op::Ld { .. } | Op::St { .. } | Op::Dealloc { .. } | Op::MmaClass { .. } => {
                // Pipelined pairs 2 to 5 hold whatever the addresses; pair 1 needs
                // the same accumulator, which a stale address no longer shows.
                let is_mma = |op: &Op| matches!(op, Op::MmaClass { class, .. } if matches!(**class, MmaClass::Mma { .. }));
                let same_accumulator_pair = is_mma(earlier) && is_mma(later);
                // The accumulator is the first region an MMA touches.
                if is_pipelined(earlier, later) && !(stale & 1 != 0 && same_accumulator_pair) {
                    return false;
                }
                let (s, l) = (self.facts.id(source), self.facts.id(at));
                // Writes come first among the touched regions; a stale region is known
                // only by its wide description (copied only then: this runs for every
                // pending MMA at every later TMEM access).
                let own = &self.facts.registers.touches[s];
                let touched: std::borrow::Cow<[TmemRegion]> = if stale == 0 {
                    std::borrow::Cow::Borrowed(own)
                } else {
                    own.iter()
                        .enumerate()
                        .map(|(k, r)| {
                            if k < 8 && stale & (1 << k) != 0 {
                                r.widened()
                            } else {
                                *r
                            }
                        })
                        .collect::<Vec<_>>()
                        .into()
                };
                let written = &touched[..self.facts.registers.writes[s].len()];
                let (later_written, later_touched) = (
                    &self.facts.registers.writes[l],
                    &self.facts.registers.touches[l],
                );
                // Accumulators on one grid (TileLang's two accumulator stages
                // `base + 256 * (tile & 1)`, recomputed into a new register for each
                // MMA): the later MMA's is the earlier's (pipelined pair 1: in order)
                // or shares no column with it, stale or not. Only their TMEM operands
                // can conflict then (when the two are not the pair).
                let func = self.func;
                if same_accumulator_pair && crate::spec::on_one_grid(earlier, later) {
                    return func.tmem_overlap(written, &later_touched[later_written.len()..])
                        || func.tmem_overlap(later_written, &touched[written.len()..]);
                }
                func.tmem_overlap(written, later_touched)
                    || func.tmem_overlap(later_written, &touched)
            }
            Op::GenericSharedWrite => {
                earlier.reads_smem_async_proxy() && self.func.smem_may_overlap(source, at)
            }
            _ => false,
        }
    }

    /// The state after `inst`, or `None` when the source needs nothing further.
    fn step(
        &self,
        source: InstRef,
        kind: SourceKind,
        at: InstRef,
        mut s: PathState,
    ) -> Option<PathState> {
        let inst = self.func.inst(at);
        let src = self.func.inst(source);
        // Only synchronizing instructions ask (proving a guard may walk the facts).
        let covered = || self.covers(inst.guard, source);
        let id = self.facts.numbering.id(at);
        if self.facts.redefs.any_at(id) {
            let pending = match kind {
                SourceKind::Load | SourceKind::Store => !s.waited,
                SourceKind::MmaClass => !s.completed,
                _ => false,
            };
            if pending {
                for (k, r) in src.op.tmem_touches().iter().enumerate().take(8) {
                    if !self.facts.redefs.ends(id, r) {
                        continue;
                    }
                    // A load or store whose base takes a known step moves with it.
                    let moved = match kind {
                        SourceKind::Load | SourceKind::Store if s.stale == 0 => self
                            .facts
                            .redefs
                            .step(id, r)
                            .and_then(|c| s.moved.advance(c)),
                        _ => None,
                    };
                    match moved {
                        Some(m) => s.moved = m,
                        // The wide description's base does not move: what the base
                        // moved before no longer applies (as in the planner).
                        None => {
                            s.stale |= 1 << k;
                            s.moved = Moved::NONE;
                        }
                    }
                }
            }
        }
        match kind {
            SourceKind::Load | SourceKind::Store => {
                let waits = if kind == SourceKind::Load {
                    Op::WaitLd
                } else {
                    Op::WaitSt
                };
                if inst.op == waits && covered() {
                    s.waited = true;
                }
                if inst.op == Op::FenceBefore && covered() && s.waited {
                    return None;
                }
                // Once complete, a load or store matters only to a REL that needs
                // the fence; with none in the function, the walk is over.
                if s.waited && !self.facts.any_release_needs_fence {
                    return None;
                }
            }
            SourceKind::MmaClass => {
                if inst.op == Op::FenceBefore && covered() {
                    s.fenced = true;
                }
                if self.commit_tracks(inst, source) {
                    s.fenced = true;
                    s.committed = Some(match inst.op {
                        Op::Commit { mbarrier, .. } => mbarrier,
                        _ => Addr::UNKNOWN,
                    });
                }
                if let (Some(committed_to), Op::Sync(ev)) = (s.committed, &inst.op) {
                    if matches!(ev.kind, SyncKind::MbarWait { .. })
                        && ev
                            .mbarrier
                            .unwrap_or(Addr::UNKNOWN)
                            .may_alias(&committed_to)
                    {
                        s.completed = true;
                    }
                }
                if s.fenced && s.completed {
                    return None;
                }
            }
            // Past a later source of the same kind, that source flags every
            // instruction this one would: stop (only extra notes are lost).
            SourceKind::Acquire => {
                if (inst.op == Op::FenceAfter && covered())
                    || self.facts.registers.acquire_needs_fence[self.facts.id(at)]
                {
                    return None;
                }
            }
            SourceKind::TensormapWrite => {
                let written = src.op.tensormap_written().unwrap_or(Addr::UNKNOWN);
                match inst.op {
                    Op::TmapRelease if covered() => s.fenced = true,
                    Op::TmapAcquire { addr }
                        if covered() && s.fenced && addr.may_alias(&written) =>
                    {
                        s.acquired_by = Some(addr);
                    }
                    _ => {}
                }
            }
            SourceKind::GenericWrite => {
                // A later write that the same readers may read, in every thread of
                // the source, makes the same reports from here on.
                let rewritten = inst.op == Op::GenericSharedWrite
                    && covered()
                    && self.facts.smem_group(at) == self.facts.smem_group(source);
                if (inst.op == Op::ProxyFenceAsync && covered()) || rewritten {
                    return None;
                }
            }
        }
        Some(s)
    }
}
