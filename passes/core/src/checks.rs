//! The checks of RULES.md section 5: issue granularity (G-SINGLE, G-WARP, G-QUAD,
//! G-PAIR), the TMEM lifecycle (L-LEAK) and races no fence can repair (S-MISSING).
//! They diagnose; nothing here proposes or places an instruction.
//!
//! Which threads run an instruction comes from its own predicate and from the
//! conditional branches that lead to its block: a block whose only predecessor ends
//! in `br c, T, F` runs only where `c` is true (T) or false (F), and so does every
//! block it dominates. What a predicate means (one thread, one warp, CTA-rank
//! dependent) comes from [`crate::facts`].

use crate::{HashMap, HashSet};

use crate::cfg::Cfg;
use crate::checker::{Finding, Severity};
use crate::facts::{PredKind, WarpRange};
use crate::model::{BlockId, Function, Guard, Inst, InstRef, Value};
use crate::spec::{any_overlap, CtaGroup, Op, Rule, SyncKind};

/// What is known about the threads that run one instruction.
#[derive(Clone, Debug, Default)]
struct Threads {
    /// At most one thread: an `elect.sync` or thread-index guard.
    one: bool,
    /// The warp index, when a guard pins it.
    warp: Option<u32>,
    /// A guard depends on the CTA's rank in the cluster.
    cta_dependent: bool,
}

struct Context<'a> {
    func: &'a Function,
    cfg: Cfg,
    /// Per block: the innermost [`MAX_KNOWN`] `(predicate, value)` pairs that hold on
    /// entry (the start of a [`Context::walk`]).
    block_guards: Vec<Vec<(Value, bool)>>,
    /// Per block: what all the guards that hold on entry say about its threads
    /// (summarised top-down, so a long chain of dominating guards costs one step a
    /// block, not one step a guard for each instruction).
    block_threads: Vec<Threads>,
    /// Per block: the warps its threads can be in, from all its dominating warp
    /// tests ([`crate::barrier_groups::block_warps`]; `block_guards` keeps only the
    /// innermost few).
    block_warps: Vec<WarpRange>,
    /// The predicates a path walk remembers ([`remembered_predicates`]).
    remembered: HashSet<Value>,
    /// The indices into `func.pred_facts` of each predicate's facts (searching all
    /// facts for each guard of each instruction is quadratic in a large kernel).
    facts_of: HashMap<Value, Vec<usize>>,
    findings: Vec<Finding>,
}

/// What `--check` reports: the independent checker's hazards (RULES.md section 3)
/// and the checks of section 5, sorted by location.
pub fn check_all(func: &Function, config: &crate::plan::Config) -> Vec<Finding> {
    let mut findings = crate::checker::check(func, config);
    findings.extend(check_issue_and_lifecycle(func));
    findings.sort_by_key(|f| (f.at, f.rule, f.severity));
    findings
}

/// Every finding of RULES.md section 5 in `func`, sorted by location.
pub fn check_issue_and_lifecycle(func: &Function) -> Vec<Finding> {
    if func.blocks.is_empty() {
        return Vec::new();
    }
    let cfg = Cfg::new(func);
    let chains = GuardChains::new(func, &cfg);
    let block_guards = block_guards(func, &chains);
    let mut facts_of: HashMap<Value, Vec<usize>> = HashMap::default();
    for (i, f) in func.pred_facts.iter().enumerate() {
        facts_of.entry(f.value).or_default().push(i);
    }
    let block_warps =
        crate::barrier_groups::block_warps(func, &cfg, &crate::barrier_groups::branch_warps(func));
    let mut cx = Context {
        func,
        cfg,
        block_guards,
        block_threads: Vec::new(),
        block_warps,
        remembered: remembered_predicates(func),
        facts_of,
        findings: Vec::new(),
    };
    cx.block_threads = cx.summarise_block_threads(&chains);
    cx.granularity();
    cx.pair_dealloc();
    cx.lifecycle();
    cx.races();
    let mut findings = cx.findings;
    findings.sort_by_key(|f| (f.at, f.rule));
    findings.dedup_by(|a, b| a.at == b.at && a.rule == b.rule);
    findings
}

/// The blocks that define each value ([`entry_guard`]).
fn defining_blocks(func: &Function) -> HashMap<Value, Vec<BlockId>> {
    let mut out: HashMap<Value, Vec<BlockId>> = HashMap::default();
    for b in func.block_ids() {
        for i in &func.block(b).insts {
            for &d in &i.defs {
                out.entry(d).or_default().push(b);
            }
        }
    }
    out
}

/// The predicate, and its value, that holds on entry to `b` from a conditional
/// branch: the one edge into `b` from a predecessor `b` does not dominate, when the
/// edge's block branches two ways on the predicate. A block with more predecessors
/// is then a loop header whose others are back edges (`b` dominates them): each
/// entry into it after its predicate was last set came through that edge, provided
/// no block of the loop (none that `b` dominates; `defined_in` from
/// [`defining_blocks`]) sets the predicate again (Mosaic GPU's MMA loop, entered
/// from a branch on `warp0 && elected`).
fn entry_guard(
    func: &Function,
    cfg: &Cfg,
    defined_in: &HashMap<Value, Vec<BlockId>>,
    b: BlockId,
) -> Option<(Value, bool)> {
    let preds = &cfg.preds[b.0 as usize];
    let mut entries = preds.iter().filter(|&&q| !cfg.dominates(b, q));
    let (Some(&p), None) = (entries.next(), entries.next()) else {
        return None;
    };
    let (c, t, f) = func.block(p).branch?;
    if preds.len() > 1
        && defined_in
            .get(&c)
            .is_some_and(|ds| ds.iter().any(|&d| cfg.dominates(b, d)))
    {
        return None;
    }
    if t == f {
        None
    } else if b == t {
        Some((c, true))
    } else if b == f {
        Some((c, false))
    } else {
        None
    }
}

/// The predicates that hold on entry to each block, from dominating single-entry
/// branch edges: a tree with one node per guarded edge, each pointing to the node of
/// the nearest dominating guarded edge. Built top-down over the dominator tree in
/// reverse post-order, one step per block; a block's chain is shared with the blocks
/// it dominates, so a chain of loops whose exits dominate the rest costs linear
/// memory, not quadratic.
pub(crate) struct GuardChains {
    /// Per block: its innermost guard node.
    head: Vec<Option<usize>>,
    /// Per block: the guard of its own entry edge ([`entry_guard`]).
    entry: Vec<Option<(Value, bool)>>,
    /// `(predicate, value, next outer node)`.
    nodes: Vec<(Value, bool, Option<usize>)>,
}

impl GuardChains {
    pub(crate) fn new(func: &Function, cfg: &Cfg) -> GuardChains {
        let defined_in = defining_blocks(func);
        let mut chains = GuardChains {
            head: vec![None; func.blocks.len()],
            entry: func
                .block_ids()
                .map(|b| entry_guard(func, cfg, &defined_in, b))
                .collect(),
            nodes: Vec::new(),
        };
        let mut done = vec![false; func.blocks.len()];
        for &b in &cfg.rpo {
            let outer = cfg.idom[b.0 as usize]
                .filter(|d| done[d.0 as usize])
                .and_then(|d| chains.head[d.0 as usize]);
            chains.head[b.0 as usize] = match chains.entry[b.0 as usize] {
                Some((v, holds)) => {
                    chains.nodes.push((v, holds, outer));
                    Some(chains.nodes.len() - 1)
                }
                None => outer,
            };
            done[b.0 as usize] = true;
        }
        // Unreachable blocks have no dominator: only their own edge.
        for b in func.block_ids() {
            if !done[b.0 as usize] {
                if let Some((v, holds)) = chains.entry[b.0 as usize] {
                    chains.nodes.push((v, holds, None));
                    chains.head[b.0 as usize] = Some(chains.nodes.len() - 1);
                }
            }
        }
        chains
    }

    /// Per block, `step` folded over the guards that hold on entry to it, outermost
    /// first, from `init`: one step per guarded edge (the blocks an edge dominates
    /// share its result).
    pub(crate) fn fold<T: Clone>(&self, init: T, step: impl Fn(&T, Value, bool) -> T) -> Vec<T> {
        let mut at_node: Vec<T> = Vec::with_capacity(self.nodes.len());
        // A node's outer node comes before it (built top-down).
        for &(v, holds, outer) in &self.nodes {
            let next = step(outer.map_or(&init, |o| &at_node[o]), v, holds);
            at_node.push(next);
        }
        self.head
            .iter()
            .map(|h| h.map_or_else(|| init.clone(), |n| at_node[n].clone()))
            .collect()
    }

    /// The guards that hold on entry to `b`, innermost first.
    pub(crate) fn of(&self, b: BlockId) -> impl Iterator<Item = (Value, bool)> + '_ {
        let mut at = self.head[b.0 as usize];
        std::iter::from_fn(move || {
            let (v, holds, next) = self.nodes[at?];
            at = next;
            Some((v, holds))
        })
    }
}

/// How many `(predicate, value)` pairs a path walk remembers, and how many of the
/// guards that hold on entry to a block it starts with (the innermost ones).
/// Forgetting a fact only lets a walk follow more paths (sound; less precise on more
/// than eight nested correlated branches); starting with all of them made a function
/// whose every loop exit dominates the rest (a chain of loops) quadratic.
pub(crate) const MAX_KNOWN: usize = 8;

/// Launch-uniform branch predicates G-PAIR takes the outcomes of (2^N walks).
const MAX_UNIFORM: usize = 5;

/// The predicates worth a place in a path walk's [`MAX_KNOWN`] memory: those that
/// branches in two or more blocks test (a predicate tested by one branch only, such
/// as the exit test of each mbarrier wait loop, never decides a later branch; keeping
/// them pushed the role and thread tests out of the memory), and those with
/// warp-index facts ([`Context::warps_disjoint`]).
fn remembered_predicates(func: &Function) -> HashSet<Value> {
    let mut seen = HashSet::default();
    let mut out: HashSet<Value> = func
        .pred_facts
        .iter()
        .filter(|f| matches!(f.kind, PredKind::Warp(_) | PredKind::WarpRange(..)))
        .map(|f| f.value)
        .collect();
    for b in func.block_ids() {
        if let Some((c, t, f)) = func.block(b).branch {
            if t != f && !seen.insert(c) {
                out.insert(c);
            }
        }
    }
    out
}

/// The innermost [`MAX_KNOWN`] guards that hold on entry to each block.
fn block_guards(func: &Function, chains: &GuardChains) -> Vec<Vec<(Value, bool)>> {
    func.block_ids()
        .map(|b| chains.of(b).take(MAX_KNOWN).collect())
        .collect()
}

impl Context<'_> {
    fn add(
        &mut self,
        severity: Severity,
        rule: Rule,
        at: InstRef,
        related: Vec<InstRef>,
        message: String,
    ) {
        self.findings.push(Finding {
            severity,
            rule,
            at,
            related,
            more_related: false,
            message,
        });
    }

    /// What the facts of one guard `(v, holds)` say about the threads it lets through.
    fn guard_threads(&self, v: Value, holds: bool, t: &mut Threads) {
        let facts = self.facts_of.get(&v).map(Vec::as_slice).unwrap_or(&[]);
        for f in facts.iter().map(|&i| &self.func.pred_facts[i]) {
            match f.kind {
                // A CTA-rank test splits the pair on the sides the fact names.
                PredKind::CtaRank if f.when == holds => t.cta_dependent = true,
                PredKind::OneThread if f.when == holds => t.one = true,
                PredKind::Warp(w) if f.when == holds => t.warp = Some(w),
                _ => {}
            }
        }
    }

    /// [`Threads`] of every block from all the guards that hold on entry to it
    /// (not only the [`MAX_KNOWN`] innermost): a block's own entry edge (`chains`), then
    /// its immediate dominator's summary. Where two guards pin the warp, the outer one
    /// is kept, as a scan of the guards innermost first would.
    fn summarise_block_threads(&self, chains: &GuardChains) -> Vec<Threads> {
        let func = self.func;
        let cfg = &self.cfg;
        let own = |b: BlockId| -> Threads {
            let mut t = Threads::default();
            if let Some((c, holds)) = chains.entry[b.0 as usize] {
                self.guard_threads(c, holds, &mut t);
            }
            t
        };
        let mut out: Vec<Option<Threads>> = vec![None; func.blocks.len()];
        for &b in &cfg.rpo {
            let mut t = own(b);
            if let Some(Some(d)) = cfg.idom[b.0 as usize].map(|d| out[d.0 as usize].as_ref()) {
                t.one |= d.one;
                t.cta_dependent |= d.cta_dependent;
                t.warp = d.warp.or(t.warp);
            }
            out[b.0 as usize] = Some(t);
        }
        func.block_ids()
            .map(|b| out[b.0 as usize].take().unwrap_or_else(|| own(b)))
            .collect()
    }

    /// Whether no warp satisfies every remembered guard and `next` (a thread of warp
    /// 12 never takes the `warp <= 7` side of a later branch).
    fn warps_disjoint(&self, known: &[(Value, bool)], next: (Value, bool)) -> bool {
        let facts = &self.func.pred_facts;
        let r = WarpRange::of_guard(facts, next.0, next.1);
        r != WarpRange::ALL
            && known
                .iter()
                .fold(r, |r, &(v, holds)| {
                    r.meet(WarpRange::of_guard(facts, v, holds))
                })
                .is_empty()
    }

    fn threads(&self, at: InstRef) -> Threads {
        let inst = self.func.inst(at);
        let mut t = self.block_threads[at.block.0 as usize].clone();
        match inst.guard {
            Some(Guard::Elect) => t.one = true,
            Some(Guard::Pred { value, negated }) => {
                let mut g = Threads::default();
                self.guard_threads(value, !negated, &mut g);
                t.one |= g.one;
                t.cta_dependent |= g.cta_dependent;
                t.warp = g.warp.or(t.warp);
            }
            None => {}
        }
        t
    }

    /// G-SINGLE, G-WARP and G-QUAD (9.7.16.5, Table 46).
    fn granularity(&mut self) {
        let func = self.func;
        for (at, inst) in func.insts() {
            let t = self.threads(at);
            match &inst.op {
                Op::MmaClass { .. } | Op::Commit { .. } if !t.one => self.add(
                    Severity::Warning,
                    Rule::GSingle,
                    at,
                    Vec::new(),
                    format!("{} is issued by a single thread (Table 46) but is not under an elect.sync predicate or a thread-index guard: every thread that reaches it issues it; guard it with elect.sync", inst.op.mnemonic()),
                ),
                Op::Alloc { cta } | Op::Dealloc { cta, .. } | Op::Relinquish { cta } => {
                    if t.one {
                        self.add(
                            Severity::Error,
                            Rule::GWarp,
                            at,
                            Vec::new(),
                            format!("{} is warp-collective (.sync.aligned, Table 46) but runs under a one-thread guard; issue it from the whole warp", inst.op.mnemonic()),
                        );
                    }
                    if *cta == CtaGroup::Two && t.cta_dependent {
                        self.add(
                            Severity::Error,
                            Rule::GWarp,
                            at,
                            Vec::new(),
                            format!("{}.cta_group::2 must be issued by one warp in each CTA of the pair (Table 46), but it is guarded by a test of the CTA's rank", inst.op.mnemonic()),
                        );
                    }
                }
                Op::Ld { region } | Op::St { region } => {
                    let (Some(w), Some(off), Some(base)) =
                        (t.warp, region.addr.offset, region.addr.base)
                    else {
                        continue;
                    };
                    if func.lane0_bases.binary_search(&base).is_err() {
                        continue;
                    }
                    let lane = off >> 16;
                    let lanes = i64::from(region.lanes.unwrap_or(32));
                    let first = 32 * i64::from(w % 4);
                    if lane < first || lane + lanes > first + 32 {
                        self.add(
                            Severity::Error,
                            Rule::GQuad,
                            at,
                            Vec::new(),
                            format!("{} from warp {w} reaches TMEM lanes {lane}..{} but warp {w} may access only lanes {first}..{} (Table 46: warp w accesses lanes 32*(w%4) to 32*(w%4)+31)", inst.op.mnemonic(), lane + lanes - 1, first + 31),
                        );
                    }
                }
                _ => {}
            }
        }
    }

    /// G-PAIR (9.7.16.5.1-2, Table 48): a `dealloc.cta_group::2` that runs before a
    /// cluster barrier: one that this thread passes after it, or one that the peer
    /// CTA may be waiting at (a path to the dealloc passes a barrier and another does
    /// not). The peer may still be at the barrier while this CTA blocks in the
    /// dealloc.
    ///
    /// Branches on [`Function::launch_uniform`] predicates go the same way in both
    /// CTAs of the pair, so the paths are taken per outcome of those (up to
    /// [`MAX_UNIFORM`] of them; more go both ways): CUTLASS skips its cluster barriers
    /// in a one-CTA cluster, and both CTAs then deallocate with no barrier at all.
    fn pair_dealloc(&mut self) {
        let func = self.func;
        let is_wait = |i: &Inst| matches!(&i.op, Op::Sync(ev) if ev.kind == SyncKind::ClusterWait);
        if !func.insts().any(|(_, i)| is_wait(i)) {
            return;
        }
        let deallocs: Vec<InstRef> = func
            .insts()
            .filter(|(_, i)| {
                matches!(
                    i.op,
                    Op::Dealloc {
                        cta: CtaGroup::Two,
                        ..
                    }
                )
            })
            .map(|(at, _)| at)
            .collect();
        if deallocs.is_empty() {
            return;
        }
        // Those that branch around a cluster wait first (a side starts with a block
        // that waits), then the others.
        let mut uniform: Vec<(bool, Value)> = func
            .blocks
            .iter()
            .filter_map(|b| b.branch)
            .filter(|(c, t, f)| t != f && func.launch_uniform.binary_search(c).is_ok())
            .map(|(c, t, f)| {
                let waits = |b: BlockId| func.block(b).insts.iter().any(is_wait);
                (!(waits(t) || waits(f)), c)
            })
            .collect();
        uniform.sort();
        let mut chosen: Vec<Value> = Vec::new();
        for (_, c) in uniform {
            if !chosen.contains(&c) && chosen.len() < MAX_UNIFORM {
                chosen.push(c);
            }
        }
        chosen.sort();
        let uniform = chosen;
        let mut flagged = vec![false; deallocs.len()];
        let waits: Vec<bool> = func
            .blocks
            .iter()
            .map(|b| b.insts.iter().any(is_wait))
            .collect();
        for outcomes in 0u32..(1 << uniform.len()) {
            // Per block, the successors its branch lets through under these outcomes.
            let succs: Vec<Vec<BlockId>> = func
                .blocks
                .iter()
                .map(|block| match block.branch {
                    Some((c, t, f)) if t != f => match uniform.binary_search(&c) {
                        Ok(k) => vec![if outcomes & (1 << k) != 0 { t } else { f }],
                        Err(_) => block.succs.clone(),
                    },
                    _ => block.succs.clone(),
                })
                .collect();
            let [unwaited, waited] = self.cluster_wait_reach(&succs, &waits);
            let after = self.reaches_cluster_wait(&succs, &waits);
            for (k, &at) in deallocs.iter().enumerate() {
                let before = &func.block(at.block).insts[..at.index as usize];
                let waited_here = before.iter().any(is_wait);
                let bi = at.block.0 as usize;
                let (no_wait, some_wait) = if waited_here {
                    (false, unwaited[bi] || waited[bi])
                } else {
                    (unwaited[bi], waited[bi])
                };
                let rest = &func.block(at.block).insts[at.index as usize + 1..];
                let wait_after =
                    rest.iter().any(is_wait) || succs[bi].iter().any(|s| after[s.0 as usize]);
                if no_wait && (some_wait || wait_after) {
                    flagged[k] = true;
                }
            }
        }
        for (k, at) in deallocs.into_iter().enumerate() {
            if flagged[k] {
                self.add(
                    Severity::Error,
                    Rule::GPair,
                    at,
                    Vec::new(),
                    "tcgen05.dealloc.cta_group::2 can run before the cluster barrier (barrier.cluster.wait) on some path; if the peer CTA deallocates after the barrier, the pair can hang (Table 48); deallocate after the barrier on every path".into(),
                );
            }
        }
    }

    /// Per block, whether some path from the entry reaches it with no cluster wait
    /// passed (`[0]`) and with one passed (`[1]`), following `succs`; `waits`: per
    /// block, whether it has a cluster wait.
    fn cluster_wait_reach(&self, succs: &[Vec<BlockId>], waits: &[bool]) -> [Vec<bool>; 2] {
        let n = self.func.blocks.len();
        let mut reach = [vec![false; n], vec![false; n]];
        reach[0][0] = true;
        let mut changed = true;
        while changed {
            changed = false;
            for &b in &self.cfg.rpo {
                let bi = b.0 as usize;
                let out = [
                    reach[0][bi] && !waits[bi],
                    reach[1][bi] || (reach[0][bi] && waits[bi]),
                ];
                for s in &succs[bi] {
                    for (side, &o) in out.iter().enumerate() {
                        if o && !reach[side][s.0 as usize] {
                            reach[side][s.0 as usize] = true;
                            changed = true;
                        }
                    }
                }
            }
        }
        reach
    }

    /// Per block, whether a path from its entry reaches a cluster wait.
    fn reaches_cluster_wait(&self, succs: &[Vec<BlockId>], waits: &[bool]) -> Vec<bool> {
        let mut out = waits.to_vec();
        let mut changed = true;
        while changed {
            changed = false;
            for &b in self.cfg.rpo.iter().rev() {
                let bi = b.0 as usize;
                if !out[bi] && succs[bi].iter().any(|s| out[s.0 as usize]) {
                    out[bi] = true;
                    changed = true;
                }
            }
        }
        out
    }

    /// Depth-first walk over instruction points after `from`, calling `visit` on each
    /// instruction reached; `visit` returns whether to continue past it; `exit` is
    /// called for each function exit reached. Branch conditions are remembered along
    /// a path (starting from the guards of `from`, at most [`MAX_KNOWN`]), so a second
    /// branch on the same predicate follows the same way: correlated branches such as
    /// `if (warp == 0) alloc; ...; if (warp == 0) dealloc;` give no infeasible paths.
    ///
    /// A block is entered at most once per remembered set: the walk runs through its
    /// instructions in a plain loop and records only block entries as seen.
    ///
    /// The walk is the path of the thread that executes `from`, in the warps its
    /// guards name ([`Context::warps_at`]): a later branch on a warp test takes only
    /// the sides those warps take, however many guards the walk has forgotten
    /// (CuTe DSL's mamba2 SSD: warp 12 allocates, and at the end tests `warp != 12`
    /// again, after role branches that forget the first test; its causal FMHA frees
    /// under more nested guards than the walk remembers, then tests `warp > 3`).
    fn walk_as_issuer(
        &self,
        from: InstRef,
        visit: impl FnMut(InstRef, &Inst) -> bool,
        exit: impl FnMut(BlockId),
    ) {
        let start = self.known_at(from);
        self.walk_in(
            from.block,
            from.index as usize + 1,
            start,
            self.warps_at(from),
            visit,
            exit,
        );
    }

    /// Whether no thread of `warps` takes the edge from `from` to `to`
    /// (`Function::edge_warps`).
    fn edge_closed(&self, from: BlockId, to: BlockId, warps: WarpRange) -> bool {
        let func = self.func;
        func.listed_edge_warps(from, to)
            .is_some_and(|listed| listed.meet(warps).is_empty())
            || (warps.1 < 64
                && func.listed_edge_mask(from, to).is_some_and(|mask| {
                    let range = (warps.0..=warps.1).fold(0u64, |m, w| m | 1 << w);
                    mask & range == 0
                }))
    }

    /// The remembered branch conditions that hold at `at` (its block's guards and its
    /// own predicate), oldest first.
    fn known_at(&self, at: InstRef) -> Vec<(Value, bool)> {
        // Oldest first, as the walk pushes them (it forgets the oldest when full).
        let mut start: Vec<(Value, bool)> = self.block_guards[at.block.0 as usize]
            .iter()
            .rev()
            .copied()
            .filter(|(v, _)| self.remembered.contains(v))
            .collect();
        if let Some(Guard::Pred { value, negated }) = self.func.inst(at).guard {
            if start.len() >= MAX_KNOWN {
                start.remove(0);
            }
            start.push((value, !negated));
        }
        start
    }

    /// The warps of a thread that passes the guards of `at`.
    fn warps_at(&self, at: InstRef) -> WarpRange {
        let facts = &self.func.pred_facts;
        let own = match self.func.inst(at).guard {
            Some(Guard::Pred { value, negated }) => Some((value, !negated)),
            _ => None,
        };
        let guards = || {
            self.block_guards[at.block.0 as usize]
                .iter()
                .copied()
                .chain(own)
        };
        let r = guards().fold(self.block_warps[at.block.0 as usize], |r, (v, holds)| {
            r.meet(WarpRange::of_guard(facts, v, holds))
        });
        // Within the CTA's warps, the warp-index bits the guards test.
        guards().fold(r, |r, (v, holds)| {
            crate::barrier_groups::narrowed_in_cta(self.func, r, v, holds)
        })
    }

    /// [`Context::walk_as_issuer`] from instruction `first` of block `b` with `start` known, for
    /// a thread in the warps `warps` (a warp's index never changes, so a branch whose
    /// side is closed to all of them is not taken, whatever is redefined on the way).
    fn walk_in(
        &self,
        b0: BlockId,
        first0: usize,
        start: Vec<(Value, bool)>,
        warps: WarpRange,
        mut visit: impl FnMut(InstRef, &Inst) -> bool,
        mut exit: impl FnMut(BlockId),
    ) {
        type Known = Vec<(Value, bool)>;
        let facts = &self.func.pred_facts;
        let mut seen: HashSet<(BlockId, Known)> = HashSet::default();
        // (block, first instruction to visit, what is known)
        let mut stack: Vec<(BlockId, usize, Known)> = vec![(b0, first0, start)];
        'blocks: while let Some((b, first, mut known)) = stack.pop() {
            let block = self.func.block(b);
            for (i, inst) in block.insts.iter().enumerate().skip(first) {
                let at = InstRef {
                    block: b,
                    index: i as u32,
                };
                if !visit(at, inst) {
                    continue 'blocks;
                }
                // A predicate defined again is another value from here on.
                if !inst.defs.is_empty() {
                    let func = self.func;
                    known.retain(|(v, _)| {
                        !inst.defs.contains(v) || func.invariant_values.binary_search(v).is_ok()
                    });
                }
            }
            if block.succs.is_empty() {
                exit(b);
            }
            for s in &block.succs {
                // An edge that none of the walk's warps takes (a `switch` on the warp
                // index, a warp dispatch, a branch on warp-role arithmetic).
                if warps != WarpRange::ALL && self.edge_closed(b, *s, warps) {
                    continue;
                }
                let mut known = known.clone();
                if let Some((c, t, f)) = block.branch {
                    let taken = if *s == t {
                        Some(true)
                    } else if *s == f {
                        Some(false)
                    } else {
                        None
                    };
                    if let Some(now) = taken {
                        if warps != WarpRange::ALL && warps.excluded_by(facts, c, now) {
                            continue;
                        }
                    }
                    match (known.iter().find(|(v, _)| *v == c), taken) {
                        (Some((_, was)), Some(now)) if *was != now => continue,
                        (None, Some(now)) if self.warps_disjoint(&known, (c, now)) => continue,
                        // The walk's warps decide it wherever it is tested: nothing to
                        // remember (and nothing older forgotten for it).
                        (None, Some(now))
                            if warps != WarpRange::ALL && warps.excluded_by(facts, c, !now) => {}
                        (None, Some(now)) if self.remembered.contains(&c) => {
                            if known.len() >= MAX_KNOWN {
                                known.remove(0);
                            }
                            known.push((c, now));
                        }
                        _ => {}
                    }
                }
                if seen.insert((*s, known.clone())) {
                    stack.push((*s, 0, known));
                }
            }
        }
    }

    /// L-LEAK (9.7.16.5): every alloc reaches a dealloc on every path to an exit, and
    /// nothing touches TMEM after a dealloc.
    fn lifecycle(&mut self) {
        let func = self.func;
        for (at, inst) in func.insts() {
            match &inst.op {
                Op::Alloc { cta, .. } => {
                    let mut leaks = false;
                    self.walk_as_issuer(
                        at,
                        |_, i| !matches!(i.op, Op::Dealloc { .. }),
                        |_| leaks = true,
                    );
                    // One warp may allocate and another deallocate (DeepGEMM: warp 2
                    // allocates, warp 0 frees at the end): the allocation is freed when
                    // the threads of some dealloc's warps reach a dealloc on every path
                    // from the entry.
                    if leaks && self.always_deallocated(*cta, at) {
                        leaks = false;
                    }
                    if leaks {
                        self.add(
                            Severity::Error,
                            Rule::LLeak,
                            at,
                            Vec::new(),
                            "tensor memory allocated here reaches the end of the kernel without tcgen05.dealloc on some path; deallocate it on every path before exit".into(),
                        );
                    }
                }
                Op::Dealloc { region, .. } => {
                    let mut after = Vec::new();
                    self.walk_as_issuer(
                        at,
                        |a, i| {
                            if matches!(i.op, Op::Alloc { .. }) {
                                return false;
                            }
                            if matches!(
                                i.op,
                                Op::Ld { .. }
                                    | Op::St { .. }
                                    | Op::MmaClass { .. }
                                    | Op::Dealloc { .. }
                            ) && !other_allocation(func, **region, &i.op)
                            {
                                after.push(a);
                            }
                            true
                        },
                        |_| {},
                    );
                    for a in after {
                        let what = func.inst(a).op.mnemonic();
                        self.add(
                            Severity::Error,
                            Rule::LLeak,
                            a,
                            vec![at],
                            format!("{what} may touch tensor memory after it was deallocated on some path"),
                        );
                    }
                }
                _ => {}
            }
        }
    }

    /// Whether some `tcgen05.dealloc` of `cta_group` is run by warps (those its guards
    /// name, which the block has) whose threads reach a dealloc on every path from the
    /// entry: then every allocation of the CTA is freed, whichever warp made it.
    ///
    /// A path of those threads on which no thread allocates needs no dealloc: one
    /// that takes the other side of a branch the allocation `alloc` needs (a guard
    /// of its block) on a predicate with one value in the CTA that never changes
    /// (CuTe DSL's FMHA backward: every warp leaves at once when the CTA's tile is
    /// out of range, before warp 12 allocates).
    fn always_deallocated(&self, cta: CtaGroup, alloc: InstRef) -> bool {
        let func = self.func;
        let cta_warps = func.cta_warps();
        // The guards' outcomes, with a conjunction's operands on its true side and a
        // disjunction's on its false side (FlashInfer's GQA decode allocates under
        // `!(n <= cta || warp != 2)`, and a thread of another warp that frees it tests
        // `n > cta` again).
        let mut outcomes: Vec<(Value, bool)> = self.block_guards[alloc.block.0 as usize].clone();
        let mut k = 0;
        while k < outcomes.len() && outcomes.len() < 64 {
            let (v, side) = outcomes[k];
            for f in func.facts_on(v) {
                match f.kind {
                    // The value is `when` exactly when both are true (either is).
                    PredKind::Both(p, q) if f.when == side => {
                        outcomes.extend([(p, true), (q, true)]);
                    }
                    PredKind::Either(p, q) if f.when != side => {
                        outcomes.extend([(p, false), (q, false)]);
                    }
                    _ => {}
                }
            }
            k += 1;
        }
        let mut needed: Vec<(Value, bool)> = outcomes
            .into_iter()
            .filter(|&(v, _)| {
                func.cta_uniform_value(v) && func.invariant_values.binary_search(&v).is_ok()
            })
            .collect();
        needed.sort_unstable_by_key(|&(v, side)| (v, side));
        needed.dedup();
        func.insts().any(|(d, inst)| {
            if !matches!(inst.op, Op::Dealloc { cta: c, .. } if c == cta) {
                return false;
            }
            let warps = self.warps_at(d);
            // Only a thread class the guards pin to warps, and one that exists.
            if warps == WarpRange::ALL
                || warps.is_empty()
                || cta_warps.is_some_and(|c| warps.0 > c.1)
            {
                return false;
            }
            let mut leaks = false;
            self.walk_in(
                BlockId(0),
                0,
                needed.clone(),
                warps,
                |_, i| !matches!(i.op, Op::Dealloc { cta: c, .. } if c == cta),
                |_| leaks = true,
            );
            !leaks
        })
    }

    /// Whether only its warp's `elect.sync` leader runs `at`: its guard is a leader
    /// predicate (or its negation, negated), alone or as a conjunct of an `and.pred`,
    /// or a guard of its block is (Mojo branches around each MMA on `flag == 0`, the
    /// leader's flag tested again, and guards some of them by a loop count too).
    fn leader_only(&self, at: InstRef) -> bool {
        let func = self.func;
        // `v == side` holds exactly in the leader.
        let leader_side = |v: Value, side: bool| {
            func.facts_on(v)
                .iter()
                .any(|f| f.when == side && f.kind == PredKind::Leader)
        };
        let by_guard = match func.inst(at).guard {
            Some(Guard::Elect) => true,
            Some(Guard::Pred { value, negated }) => {
                leader_side(value, !negated)
                    || (!negated
                        && func.facts_on(value).iter().any(|f| {
                            f.when
                                && matches!(f.kind, PredKind::Both(x, y) if leader_side(x, true) || leader_side(y, true))
                        }))
            }
            None => false,
        };
        by_guard
            || self.block_guards[at.block.0 as usize]
                .iter()
                .any(|&(v, side)| leader_side(v, side))
    }

    /// Whether `a` and `b` run in one thread: each only in the `elect.sync` leader of
    /// one warp, the same warp for both (every `elect.sync` of a converged warp elects
    /// the same lane, RULES.md section 3). Gluon's block-scaled MMA: warp 0's leader
    /// copies the scale factors (`@(warp == 0 && elect) tcgen05.cp`) and, in the
    /// block only warp 0 enters, issues the MMAs that read them under another
    /// `elect.sync`.
    fn one_leader(&self, a: InstRef, b: InstRef) -> bool {
        let (wa, wb) = (self.warps_at(a), self.warps_at(b));
        wa == wb && wa.0 == wa.1 && self.leader_only(a) && self.leader_only(b)
    }

    /// S-MISSING (9.7.16.6.3): conflicting TMEM accesses by different threads with no
    /// thread synchronization at all between them on some path. No fence orders them:
    /// the program needs a barrier, which the pass never inserts.
    fn races(&mut self) {
        let func = self.func;
        // An instruction run by every thread that reaches it, or by none: unguarded,
        // or guarded by a predicate with one value in the CTA (Triton's causal
        // attention: `@(128 * ctaid > 0) tcgen05.st`): its threads are those of any
        // unguarded access.
        let all_or_none = |i: &Inst| match i.guard {
            None => true,
            Some(Guard::Pred { value, .. }) => func.cta_uniform_value(value),
            Some(Guard::Elect) => false,
        };
        let mut found = Vec::new();
        for (at, inst) in func.insts() {
            if !matches!(inst.op, Op::Ld { .. } | Op::St { .. } | Op::MmaClass { .. }) {
                continue;
            }
            let (w1, t1) = (inst.op.tmem_writes(), inst.op.tmem_touches());
            // Another thread's path: none of `at`'s own guards is known on it.
            self.walk_in(
                at.block,
                at.index as usize + 1,
                Vec::new(),
                WarpRange::ALL,
                |b, other| {
                    // `bar.warp.sync` orders one warp only: the walk goes on past it.
                    if other.op.syncs_across_warps() {
                        return false;
                    }
                    let accesses = matches!(
                        other.op,
                        Op::Ld { .. } | Op::St { .. } | Op::MmaClass { .. } | Op::Dealloc { .. }
                    );
                    if accesses
                        && other.guard != inst.guard
                        && !(all_or_none(other) && all_or_none(inst))
                        && !self.one_leader(at, b)
                    {
                        let (w2, t2) = (other.op.tmem_writes(), other.op.tmem_touches());
                        if any_overlap(&w1, &t2) || any_overlap(&w2, &t1) {
                            found.push((b, at));
                        }
                    }
                    true
                },
                |_| {},
            );
        }
        for (b, a) in found {
            self.add(
                Severity::Error,
                Rule::SMissing,
                b,
                vec![a],
                format!("{} may conflict with an earlier TMEM access by other threads (a different guard) with no thread synchronization between them on some path; no fence can order them: add a barrier or an mbarrier handshake", func.inst(b).op.mnemonic()),
            );
        }
    }
}

/// Whether every TMEM region `op` touches was allocated by another `tcgen05.alloc`
/// than the one `freed` (a `dealloc`'s region) was: both addresses are read from
/// different allocation slots ([`Function::alloc_slots`]). TileLang frees each of
/// its TMEM buffers in turn; the second `dealloc` touches none of the first's columns.
fn other_allocation(func: &Function, freed: crate::spec::TmemRegion, op: &Op) -> bool {
    let slot = |r: &crate::spec::TmemRegion| func.alloc_slot_of(r);
    let Some(freed) = slot(&freed) else {
        return false;
    };
    let touched = op.tmem_touches();
    !touched.is_empty() && touched.iter().all(|r| slot(r).is_some_and(|s| s != freed))
}
