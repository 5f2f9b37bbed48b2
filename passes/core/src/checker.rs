//! The independent checker: re-derives every hazard of RULES.md section 3 from
//! scratch, sharing none of the planner's placement code (regalloc2's `checker.rs`
//! is the model).
//!
//! Where the planner is a join-based dataflow over sets, the checker explores paths:
//! for each *source* event (an async op, an ACQ, a generic shared write) it walks
//! forward through the CFG with a few bits of per-path state ("has this load been
//! waited? fenced after that?") and reports every instruction it reaches that needs
//! the source to have been synchronized first. A `(point, state)` pair is visited
//! once, so loops terminate. It reports; it never proposes a fix.

use std::collections::HashSet;

use crate::model::{
    acquires_needing_fence, releases_needing_fence, Function, Guard, Inst, InstNumbering, InstRef,
    LoadOrigins,
};
use crate::plan::{Config, LdUsePolicy};
use crate::spec::{any_overlap, is_pipelined, Addr, AsyncCategory, Op, Rule, SyncKind, TmemRegion};

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
    pub related: Vec<InstRef>,
    pub message: String,
}

/// Per-path state of one source; which fields matter depends on the source kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
struct PathState {
    /// LD/ST: waited (`wait::ld`/`wait::st` since the source).
    waited: bool,
    /// Async op: fenced (`fence::before` after completion, or an own commit).
    /// Tensormap write: released (`fence.proxy.tensormap::generic.release`).
    fenced: bool,
    /// MMA-class: the commit that tracks it on this path.
    committed: Option<InstRef>,
    /// MMA-class: a wait on the committed mbarrier has been passed.
    completed: bool,
    /// Tensormap write: the last tensormap acquire fence after the release.
    acquired_by: Option<InstRef>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum SourceKind {
    Load,
    Store,
    MmaClass,
    Acquire,
    GenericWrite,
    TensormapWrite,
}

/// Per-instruction facts the walk asks at every step, computed once per function.
struct Facts {
    numbering: InstNumbering,
    /// The loads each instruction really reads (R-LD-USE).
    reads: Vec<Vec<InstRef>>,
    /// The loads whose destination registers each instruction overwrites (R-LD-USE
    /// under every policy).
    overwrites: Vec<Vec<InstRef>>,
    writes: Vec<Vec<TmemRegion>>,
    touches: Vec<Vec<TmemRegion>>,
    /// ACQ events after which async ops need `fence::after_thread_sync` (a wait on a
    /// barrier that only TMA completes needs none; RULES.md section 3).
    acquire_needs_fence: Vec<bool>,
    /// REL events before which released async ops need `fence::before_thread_sync`
    /// under the reading (completion waits are needed before every REL).
    release_needs_fence: Vec<bool>,
    /// Whether any REL needs the fence (under the acq-rel reading often none).
    any_release_needs_fence: bool,
}

impl Facts {
    fn new(func: &Function, config: &Config) -> Facts {
        let origins = LoadOrigins::compute(func);
        let (mut reads, mut writes, mut touches) = (Vec::new(), Vec::new(), Vec::new());
        let mut overwrites = Vec::new();
        for (_, inst) in func.insts() {
            reads.push(if origins.is_empty() {
                Vec::new()
            } else {
                origins.loads_read_by(inst)
            });
            overwrites.push(origins.loads_written_by(inst));
            writes.push(inst.op.tmem_writes());
            touches.push(inst.op.tmem_touches());
        }
        let release_needs_fence = releases_needing_fence(func, config);
        Facts {
            acquire_needs_fence: acquires_needing_fence(func, config),
            any_release_needs_fence: release_needs_fence.iter().any(|&b| b),
            release_needs_fence,
            numbering: InstNumbering::new(func),
            reads,
            overwrites,
            writes,
            touches,
        }
    }

    fn id(&self, at: InstRef) -> usize {
        self.numbering.id(at) as usize
    }
}

struct Checker<'a> {
    func: &'a Function,
    config: Config,
    facts: Facts,
    has_async_reader: bool,
    has_tensormap_use: bool,
    findings: Vec<Finding>,
    seen: HashSet<(Rule, InstRef, InstRef)>,
}

/// Every hazard in `func` under `config`, sorted by location.
pub fn check(func: &Function, config: &Config) -> Vec<Finding> {
    let mut checker = Checker {
        func,
        config: *config,
        facts: Facts::new(func, config),
        has_async_reader: func.has_async_proxy_reader(),
        has_tensormap_use: func.has_tensormap_use(),
        findings: Vec::new(),
        seen: HashSet::new(),
    };
    for (at, inst) in func.insts() {
        let kind = match &inst.op {
            Op::Ld { .. } => Some(SourceKind::Load),
            Op::St { .. } => Some(SourceKind::Store),
            Op::MmaClass { .. } => Some(SourceKind::MmaClass),
            Op::GenericSharedWrite => Some(SourceKind::GenericWrite),
            Op::TmapWrite { .. } => Some(SourceKind::TensormapWrite),
            _ => None,
        };
        if let Some(kind) = kind {
            checker.explore(at, kind);
        }
        if checker.facts.acquire_needs_fence[checker.facts.id(at)] {
            checker.explore(at, SourceKind::Acquire);
        }
    }
    let mut findings = checker.findings;
    findings.sort_by_key(|f| (f.at, f.rule, f.severity));
    merge_related(findings)
}

/// One finding per (rule, instruction), with every source as a related location.
fn merge_related(findings: Vec<Finding>) -> Vec<Finding> {
    let mut out: Vec<Finding> = Vec::new();
    for f in findings {
        match out.last_mut() {
            Some(last) if last.rule == f.rule && last.at == f.at && last.severity == f.severity => {
                for r in f.related {
                    if !last.related.contains(&r) {
                        last.related.push(r);
                    }
                }
            }
            _ => out.push(f),
        }
    }
    out
}

/// Whether an instruction under guard `kill` synchronizes a source issued under
/// `source` (an unpredicated instruction covers every thread).
fn covers(kill: Option<Guard>, source: Option<Guard>) -> bool {
    kill.is_none() || kill == source
}

impl Checker<'_> {
    fn explore(&mut self, source: InstRef, kind: SourceKind) {
        let mut visited: HashSet<(InstRef, PathState)> = HashSet::new();
        let mut stack: Vec<(InstRef, PathState)> = Vec::new();
        let start = PathState {
            // `tensormap.cp_fenceproxy` releases its own copy.
            fenced: matches!(
                self.func.inst(source).op,
                Op::TmapWrite { released: true, .. }
            ),
            ..PathState::default()
        };
        // Start right after the source.
        self.push_next(source, start, &mut stack);
        while let Some((at, state)) = stack.pop() {
            if !visited.insert((at, state)) {
                continue;
            }
            let inst = self.func.inst(at);
            self.report(source, kind, at, inst, &state);
            let Some(next) = self.step(source, kind, at, state) else {
                continue;
            };
            self.push_next(at, next, &mut stack);
        }
    }

    fn push_next(&self, at: InstRef, state: PathState, stack: &mut Vec<(InstRef, PathState)>) {
        let block = self.func.block(at.block);
        if (at.index as usize) + 1 < block.insts.len() {
            stack.push((
                InstRef {
                    block: at.block,
                    index: at.index + 1,
                },
                state,
            ));
            return;
        }
        for s in &block.succs {
            let mut b = *s;
            // Skip empty blocks.
            let mut hops = 0;
            while self.func.block(b).insts.is_empty() && hops < self.func.blocks.len() {
                match self.func.block(b).succs.as_slice() {
                    [only] => b = *only,
                    more => {
                        for m in more {
                            if !self.func.block(*m).insts.is_empty() {
                                stack.push((
                                    InstRef {
                                        block: *m,
                                        index: 0,
                                    },
                                    state,
                                ));
                            }
                        }
                        break;
                    }
                }
                hops += 1;
            }
            if !self.func.block(b).insts.is_empty() {
                stack.push((InstRef { block: b, index: 0 }, state));
            }
        }
    }

    fn add(&mut self, rule: Rule, at: InstRef, source: InstRef, message: String) {
        self.add_with(Severity::Error, rule, at, source, message);
    }

    fn add_warning(&mut self, rule: Rule, at: InstRef, source: InstRef, message: String) {
        self.add_with(Severity::Warning, rule, at, source, message);
    }

    fn add_with(
        &mut self,
        severity: Severity,
        rule: Rule,
        at: InstRef,
        source: InstRef,
        message: String,
    ) {
        if self.seen.insert((rule, at, source)) {
            self.findings.push(Finding {
                severity,
                rule,
                at,
                related: vec![source],
                message,
            });
        }
    }

    /// Report what `inst` needs of the source, given the path state before it.
    fn report(
        &mut self,
        source: InstRef,
        kind: SourceKind,
        at: InstRef,
        inst: &Inst,
        s: &PathState,
    ) {
        let src = &self.func.inst(source).op;
        match kind {
            SourceKind::Load | SourceKind::Store => {
                let (Op::Ld { region } | Op::St { region }) = src else {
                    return;
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
                        && self.facts.writes[here]
                            .iter()
                            .any(|w| w.may_overlap(region))
                    {
                        self.add(
                            Rule::Dealloc,
                            at,
                            source,
                            format!("tensor memory is deallocated while an earlier access may be in flight; insert {wait} before the dealloc"),
                        );
                    }
                    if is_load && !dealloc {
                        if self.facts.overwrites[here].contains(&source) {
                            // An output dependency: no policy orders it.
                            self.add(
                                Rule::LdUse,
                                at,
                                source,
                                "register loaded by tcgen05.ld is overwritten before tcgen05.wait::ld on some path (the load may complete after the write); insert tcgen05.wait::ld before this instruction".into(),
                            );
                        } else if self.config.ld_use == LdUsePolicy::Wait
                            && self.facts.reads[here].contains(&source)
                        {
                            self.add(
                                Rule::LdUse,
                                at,
                                source,
                                format!("register loaded by tcgen05.ld is read before tcgen05.wait::ld on some path; insert tcgen05.wait::ld before this instruction {}", self.config.ld_use_note()),
                            );
                        }
                        if self.facts.writes[here]
                            .iter()
                            .any(|w| w.may_overlap(region))
                        {
                            self.add(
                                Rule::LdWar,
                                at,
                                source,
                                "tensor memory write may overlap an earlier tcgen05.ld that is not waited for; insert tcgen05.wait::ld before this write".into(),
                            );
                        }
                    }
                    if !is_load
                        && matches!(inst.op, Op::Ld { .. } | Op::MmaClass { .. })
                        && self.facts.touches[here]
                            .iter()
                            .any(|w| w.may_overlap(region))
                    {
                        self.add(
                            Rule::StRaw,
                            at,
                            source,
                            "tensor memory access may overlap an earlier tcgen05.st that is not waited for; insert tcgen05.wait::st before it".into(),
                        );
                    }
                }
                // R-BEFORE: completion before every REL (both readings); the fence
                // only where this REL needs one under the reading.
                let needs_fence = self.facts.release_needs_fence[self.facts.id(at)];
                if inst.op.is_release() && !s.waited {
                    let (op, wait) = if is_load {
                        ("ld", "tcgen05.wait::ld")
                    } else {
                        ("st", "tcgen05.wait::st")
                    };
                    self.add(
                        Rule::Before,
                        at,
                        source,
                        if needs_fence {
                            format!("thread synchronization releases an earlier tcgen05.{op} without {wait} and tcgen05.fence::before_thread_sync; insert them before it {}", self.config.sync_note())
                        } else {
                            format!("thread synchronization hands over tensor memory of an earlier tcgen05.{op} before it completes; insert {wait} before it (completion is required in every reading)")
                        },
                    );
                } else if inst.op.is_release() && needs_fence {
                    self.add(
                        Rule::Before,
                        at,
                        source,
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
                    && self.facts.release_needs_fence[self.facts.id(at)]
                    && !self.commit_of_group(inst, source)
                {
                    self.add(
                        Rule::Before,
                        at,
                        source,
                        format!("thread synchronization releases an earlier asynchronous tcgen05 op without tcgen05.fence::before_thread_sync; insert it before this instruction {}", self.config.sync_note()),
                    );
                }
                if !s.completed && self.conflicts_with_mma(source, at) {
                    // No commit at all is a missing completion mechanism (error). A
                    // commit whose mbarrier wait is missing on some path is often an
                    // infeasible path through correlated branches (Triton guards both
                    // the MMA and the final wait with `k_tiles > 0`): a warning.
                    if s.committed.is_none() {
                        self.add(
                            Rule::MmaDone,
                            at,
                            source,
                            "this instruction may conflict with an earlier MMA-class tcgen05 op that no tcgen05.commit tracks on some path; its completion is never observed (needs tcgen05.commit, a successful mbarrier wait on that barrier, then tcgen05.fence::after_thread_sync)".into(),
                        );
                    } else {
                        self.add_warning(
                            Rule::MmaDone,
                            at,
                            source,
                            "on some path this instruction may conflict with an earlier, committed MMA-class tcgen05 op without a wait on its mbarrier (if that path is infeasible, ignore this)".into(),
                        );
                    }
                }
            }
            SourceKind::Acquire => {
                if matches!(inst.op, Op::Dealloc { .. }) {
                    self.add(
                        Rule::Dealloc,
                        at,
                        source,
                        format!("tcgen05.dealloc follows thread synchronization without tcgen05.fence::after_thread_sync; insert it before the dealloc {}", self.config.sync_note()),
                    );
                } else if inst.op.async_category().is_some() {
                    self.add(
                        Rule::After,
                        at,
                        source,
                        format!("asynchronous tcgen05 op follows thread synchronization without tcgen05.fence::after_thread_sync; insert it before this instruction {}", self.config.sync_note()),
                    );
                }
            }
            SourceKind::TensormapWrite => {
                let written = src.tensormap_written().unwrap_or(Addr::UNKNOWN);
                if let Some(used) = inst.op.tensormap_use() {
                    let acquired = s.acquired_by.is_some_and(|f| {
                        matches!(self.func.inst(f).op, Op::TmapAcquire { addr } if addr.may_alias(&used.addr))
                    });
                    if used.addr.may_alias(&written) && !acquired {
                        self.add(
                            Rule::Tmap,
                            at,
                            source,
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
                        at,
                        source,
                        "thread synchronization publishes a tensormap written in the generic proxy without fence.proxy.tensormap::generic.release; insert fence.proxy.tensormap::generic.release.gpu before it".into(),
                    );
                }
            }
            SourceKind::GenericWrite => {
                if inst.op.reads_smem_async_proxy()
                    || (inst.op.is_release() && self.has_async_reader)
                {
                    self.add(
                        Rule::Proxy,
                        at,
                        source,
                        "generic-proxy shared memory write reaches an async-proxy read (tcgen05.mma/cp) without fence.proxy.async; insert fence.proxy.async.shared::cta before this instruction".into(),
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
        self.commit_of_group(inst, source) && covers(inst.guard, self.func.inst(source).guard)
    }

    /// Whether `later` needs the MMA-class `earlier` to have completed (R-MMA-DONE):
    /// a TMEM access that may overlap what it touches and is not its pipelined
    /// successor, a dealloc, or a generic write to shared memory it may read.
    fn conflicts_with_mma(&self, source: InstRef, at: InstRef) -> bool {
        let (earlier, later) = (&self.func.inst(source).op, &self.func.inst(at).op);
        match later {
            Op::Ld { .. } | Op::St { .. } | Op::Dealloc { .. } | Op::MmaClass { .. } => {
                if is_pipelined(earlier, later) {
                    return false;
                }
                let (s, l) = (self.facts.id(source), self.facts.id(at));
                any_overlap(&self.facts.writes[s], &self.facts.touches[l])
                    || any_overlap(&self.facts.writes[l], &self.facts.touches[s])
            }
            Op::GenericSharedWrite => earlier.reads_smem_async_proxy(),
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
        let covered = covers(inst.guard, src.guard);
        match kind {
            SourceKind::Load | SourceKind::Store => {
                let waits = if kind == SourceKind::Load {
                    Op::WaitLd
                } else {
                    Op::WaitSt
                };
                if inst.op == waits && covered {
                    s.waited = true;
                }
                if inst.op == Op::FenceBefore && covered && s.waited {
                    return None;
                }
                // Once complete, a load or store matters only to a REL that needs
                // the fence; with none in the function, the walk is over.
                if s.waited && !self.facts.any_release_needs_fence {
                    return None;
                }
            }
            SourceKind::MmaClass => {
                if inst.op == Op::FenceBefore && covered {
                    s.fenced = true;
                }
                if self.commit_tracks(inst, source) {
                    s.fenced = true;
                    s.committed = Some(at);
                }
                if let (Some(commit), Op::Sync(ev)) = (s.committed, &inst.op) {
                    if matches!(ev.kind, SyncKind::MbarWait { .. }) {
                        let committed_to = match self.func.inst(commit).op {
                            Op::Commit { mbarrier, .. } => mbarrier,
                            _ => Addr::UNKNOWN,
                        };
                        if ev
                            .mbarrier
                            .unwrap_or(Addr::UNKNOWN)
                            .may_alias(&committed_to)
                        {
                            s.completed = true;
                        }
                    }
                }
                if s.fenced && s.completed {
                    return None;
                }
            }
            // Past a later source of the same kind, that source flags every
            // instruction this one would: stop (only extra notes are lost).
            SourceKind::Acquire => {
                if (inst.op == Op::FenceAfter && covered)
                    || self.facts.acquire_needs_fence[self.facts.id(at)]
                {
                    return None;
                }
            }
            SourceKind::TensormapWrite => {
                let written = src.op.tensormap_written().unwrap_or(Addr::UNKNOWN);
                match inst.op {
                    Op::TmapRelease if covered => s.fenced = true,
                    Op::TmapAcquire { addr } if covered && s.fenced && addr.may_alias(&written) => {
                        s.acquired_by = Some(at);
                    }
                    _ => {}
                }
            }
            SourceKind::GenericWrite => {
                if (inst.op == Op::ProxyFenceAsync && covered) || inst.op == Op::GenericSharedWrite
                {
                    return None;
                }
            }
        }
        Some(s)
    }
}
