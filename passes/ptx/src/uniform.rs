//! CTA barriers every thread passes in the same order.
//!
//! A release at a CTA barrier is acquired by the threads that complete the same
//! barrier instance. When every instruction of the barrier's number runs only under
//! branches whose outcome is the same in all threads of the CTA (uniform control
//! flow), every thread executes the same sequence of those instructions, so the
//! instance a thread completes at one instruction is completed by the other threads
//! at that same instruction: they go on from there (Triton's epilogue `bar.sync 0`
//! does not pair with the `bar.sync 0` inside the K loop, before its MMAs). The
//! reader marks such barriers `SyncEvent::ordered`; `tcgen05_core::publish` then
//! follows the other threads from the barrier itself. An aligned barrier with no
//! thread count (`bar.sync 0`) is ordered by the ISA's own requirement and the
//! decoder marks it already; this analysis is for `barrier.sync` without `.aligned`
//! (and counts aligned ones as uniform).
//!
//! A counted barrier (`bar.sync 0, 128`) is ordered the same way among the warps
//! that execute it, when those warps are no more threads than the count and every
//! branch that could split them is uniform among them (`tcgen05_core::barrier_groups`): Triton's
//! default partition syncs its epilogue so, and no other warp runs that barrier.
//!
//! Uniformity is a divergence analysis over the body's registers: constants,
//! parameters, symbols and the CTA-wide special registers (`%ctaid`, `%nctaid`,
//! `%ntid`, cluster ids) are uniform; pure arithmetic of uniform values is uniform;
//! anything else (thread and lane indices, loads other than `ld.param`, `ld.const`
//! and read-only global loads (`ld.global.nc`, `ldu`), `shfl`,
//! `vote`, `elect`, mbarrier results, ...) is divergent, and so is a register defined
//! under a divergent predicate or in a block that depends on a divergent branch
//! (control dependence from post-dominators). Registers are not SSA: a register is
//! uniform only if every definition is.

use std::collections::{HashMap, HashSet};

use tcgen05_core::barrier_groups::{self, Count};
use tcgen05_core::cfg::spread_divergence;

use crate::model::{BlockId, Function, InstRef};
use crate::ptx_decode::{Operand, Statement};
use crate::smem_spans::Dispatch;
use crate::spec::{Op, SyncKind};
use tcgen05_core::barrier_phase::BarrierPhases;
use tcgen05_core::facts::WarpRange;

/// Opcodes whose result is a pure function of their operands.
const PURE: &[&str] = &[
    "mov", "add", "sub", "mul", "mad", "mul24", "mad24", "sad", "div", "rem", "abs", "neg", "min",
    "max", "shl", "shr", "and", "or", "xor", "not", "cnot", "lop3", "shf", "bfe", "bfi", "prmt",
    "clz", "popc", "brev", "bmsk", "szext", "selp", "slct", "setp", "set", "cvt", "cvta", "fma",
    "copysign", "testp", "mapa",
];

/// Special registers with one value in a CTA.
pub(crate) fn uniform_special(name: &str) -> bool {
    let reg = name.split('.').next().unwrap_or(name);
    matches!(
        reg,
        "%ctaid"
            | "%nctaid"
            | "%ntid"
            | "%clusterid"
            | "%nclusterid"
            | "%cluster_ctaid"
            | "%cluster_nctaid"
            | "%cluster_ctarank"
            | "%cluster_nctarank"
            | "%is_explicit_cluster"
            | "%dynamic_smem_size"
            | "%total_smem_size"
            | "%gridid"
    )
}

/// A statement of the body: (item, statement, block).
type Stmt<'a> = (usize, &'a Statement, usize);

/// The registers and blocks that may differ among the threads of interest.
struct Divergence<'a> {
    /// Registers whose value may differ between two such threads.
    regs: HashSet<&'a str>,
    /// Blocks that such threads may reach on different paths (control-dependent on a
    /// divergent branch).
    blocks: Vec<bool>,
}

impl Divergence<'_> {
    /// Whether statement `stmt` of block `b` runs in the same order in every thread
    /// of interest that reaches it: its block is not divergent, nor its predicate.
    fn uniform(&self, stmt: &Statement, b: usize) -> bool {
        !self.blocks[b]
            && stmt
                .predicate
                .as_ref()
                .is_none_or(|(p, _)| !self.regs.contains(p.as_str()))
    }
}

/// What the divergence analysis works on: the body's statements, registers and
/// branches, and its post-dominator tree.
struct Body<'a> {
    stmts: Vec<Stmt<'a>>,
    /// Registers some statement writes; another `%` name is a special register.
    defined: HashSet<&'a str>,
    /// Per block: its conditional branch's predicate (`@p bra`), or a multi-way jump.
    branch_pred: Vec<Option<Option<&'a str>>>,
    /// Per statement (position in `stmts`) and register it reads: the unpredicated
    /// definition earlier in its block, or in the chain of blocks each entered only
    /// from the one before it, that the read sees (position in `stmts`).
    /// That definition's divergence is the read's, whatever other definitions of
    /// the register do (CuTe DSL computes a tile count, tests it, and counts it down
    /// in a loop of one warp role later).
    local_def: HashMap<(usize, &'a str), usize>,
    ipdom: Vec<usize>,
    /// Registers every definition of which copies `%tid.x` (`mov.u32 %r1, %tid.x`).
    tid_regs: HashSet<&'a str>,
    /// `ld.shared` and `ld.global` statements (by item index) that no write of their
    /// bytes can race ([`settled_loads`]): threads that load one address there read
    /// one value.
    settled_loads: HashSet<usize>,
    /// Statements (by item index) whose value is one in all the threads compared,
    /// whatever their operands: a warp dispatch's byte, for a group of warps that
    /// every run of the table's writes gives one value ([`group_dispatch_loads`]).
    group_uniform: HashSet<usize>,
    /// Per statement (position in `stmts`): it defines a register set once and never
    /// again, before every read of it on every path ([`crate::ptx_reader`]'s
    /// `read_after_set`: one unpredicated definition on no cycle). Its value is the
    /// same in every thread that reads it when its operands are, whatever branches
    /// led there: the divergence of a branch shows only where two definitions meet,
    /// or where a loop redefines a register (SSA's rule).
    fixed_def: Vec<bool>,
}

/// Whose threads the divergence analysis compares.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope {
    /// Any two threads of the CTA.
    Cta,
    /// Two lanes of one warp: a warp is 32 consecutive threads of a 1-D CTA (as the
    /// warp-index facts take it), so `%tid.x` bits from the sixth up, and a value
    /// every lane reads from one lane (`shfl.sync.idx` with a constant lane, a clamp
    /// of 31 and a full mask), are the same in all of them.
    Warp,
}

/// Whether `stmt` computes, in every lane of a warp, the same value from `%tid.x`
/// (`tid_regs` copy it): `tid >> k` for `k >= 5`, `tid & m` for a mask with no lane
/// bit, `tid / c` for a multiple `c` of 32; or broadcasts one lane's value to the
/// warp (`shfl.sync.idx.b32 d, a, c, 31, -1` with `c` a constant, or `lane_uniform`).
fn collapses_lanes(
    stmt: &Statement,
    tid_regs: &HashSet<&str>,
    lane_uniform: &dyn Fn(&str) -> bool,
) -> bool {
    let ops = &stmt.operands;
    let imm = |k: usize| match ops.get(k) {
        Some(Operand::Imm(v)) => Some(*v),
        _ => None,
    };
    let is_tid = |k: usize| match ops.get(k) {
        Some(Operand::Name(n)) => n == "%tid.x" || tid_regs.contains(n.as_str()),
        _ => false,
    };
    let single_dest = matches!(ops.first(), Some(Operand::Name(_)));
    match stmt.head() {
        "shr" if single_dest && ops.len() == 3 => is_tid(1) && imm(2).is_some_and(|k| k >= 5),
        "and" if single_dest && ops.len() == 3 => {
            is_tid(1) && imm(2).is_some_and(|m| m & 31 == 0)
                || is_tid(2) && imm(1).is_some_and(|m| m & 31 == 0)
        }
        "div" if single_dest && ops.len() == 3 && stmt.has("u32") => {
            is_tid(1) && imm(2).is_some_and(|c| c > 0 && c % 32 == 0)
        }
        "shfl" if single_dest && stmt.has("idx") && stmt.has("sync") && ops.len() == 5 => {
            let lane = match ops.get(2) {
                Some(Operand::Imm(_)) => true,
                Some(Operand::Name(n)) => lane_uniform(n),
                _ => false,
            };
            lane && imm(3) == Some(31) && matches!(imm(4), Some(-1 | 0xffff_ffff))
        }
        _ => false,
    }
}

/// Heads of statements that define no register in their first operand.
fn writes_nothing(head: &str) -> bool {
    matches!(head, "bar" | "barrier" | "bra" | "brx" | "st" | "red")
}

/// The registers `stmt` defines: the names of its first operand, unless it writes
/// nothing.
pub(crate) fn dests(stmt: &Statement) -> Vec<&str> {
    match (stmt.head(), stmt.operands.first()) {
        (h, _) if writes_nothing(h) => Vec::new(),
        (_, Some(op @ (Operand::Name(_) | Operand::Vector(_) | Operand::Pair(..)))) => op.names(),
        _ => Vec::new(),
    }
}

impl<'a> Body<'a> {
    fn new(
        func: &Function,
        parsed: &'a [Option<Statement>],
        at: &[Option<InstRef>],
        set_once: &HashSet<String>,
    ) -> Option<Body<'a>> {
        let n = func.blocks.len();
        let ipdom = tcgen05_core::cfg::post_dominators(func)?;
        let mut branch_pred: Vec<Option<Option<&str>>> = vec![None; n];
        let mut jumps: Vec<usize> = Vec::new();
        let mut stmts: Vec<Stmt> = Vec::new();
        for (k, stmt) in parsed.iter().enumerate() {
            let (Some(stmt), Some(r)) = (stmt, at.get(k).copied().flatten()) else {
                continue;
            };
            let b = r.block.0 as usize;
            stmts.push((k, stmt, b));
            match stmt.head() {
                "bra" if stmt.predicate.is_some() => {
                    branch_pred[b] = Some(stmt.predicate.as_ref().map(|(p, _)| p.as_str()));
                }
                // The index picks the target: one index, one target.
                "brx" => {
                    jumps.push(b);
                    branch_pred[b] = Some(match stmt.operands.first() {
                        Some(Operand::Name(n)) => Some(n.as_str()),
                        _ => None,
                    });
                }
                _ => {}
            }
        }
        let defined: HashSet<&str> = stmts.iter().flat_map(|(_, s, _)| dests(s)).collect();
        // A jump index the body does not define (a special register) may differ.
        for &b in &jumps {
            if branch_pred[b].is_some_and(|r| r.is_some_and(|r| !defined.contains(r))) {
                branch_pred[b] = Some(None);
            }
        }
        let mut local_def = HashMap::new();
        let mut last: HashMap<&str, usize> = HashMap::new();
        let preds = func.preds();
        for (i, &(_, stmt, b)) in stmts.iter().enumerate() {
            // A block entered only from the block before it sees what that block's
            // last definitions wrote (nvcc tests a trip count in the block after
            // the early exit that follows its computation, and reuses the register
            // as a loop counter of one warp role later).
            if i > 0 && stmts[i - 1].2 != b && preds[b] != [BlockId(stmts[i - 1].2 as u32)] {
                last.clear();
            }
            let reads = stmt
                .operands
                .iter()
                .skip(usize::from(!writes_nothing(stmt.head())))
                .flat_map(|o| o.names())
                .chain(stmt.predicate.as_ref().map(|(p, _)| p.as_str()));
            for n in reads {
                if let Some(&j) = last.get(n) {
                    local_def.insert((i, n), j);
                }
            }
            for d in dests(stmt) {
                if stmt.predicate.is_none() {
                    last.insert(d, i);
                } else {
                    last.remove(d);
                }
            }
        }
        // Registers whose every definition is an unpredicated copy of `%tid.x`.
        let mut tid_regs: HashSet<&str> = HashSet::new();
        let mut other_defs: HashSet<&str> = HashSet::new();
        for &(_, stmt, _) in &stmts {
            let copies_tid = stmt.predicate.is_none()
                && matches!(stmt.head(), "mov" | "cvt")
                && stmt.operands.len() == 2
                && matches!(stmt.operands.get(1), Some(Operand::Name(n)) if n == "%tid.x");
            for d in dests(stmt) {
                if copies_tid {
                    tid_regs.insert(d);
                } else {
                    other_defs.insert(d);
                }
            }
        }
        tid_regs.retain(|r| !other_defs.contains(r));
        let fixed_def = stmts
            .iter()
            .map(|(_, stmt, _)| matches!(dests(stmt).as_slice(), [d] if set_once.contains(*d)))
            .collect();
        Some(Body {
            stmts,
            defined,
            branch_pred,
            local_def,
            ipdom,
            tid_regs,
            settled_loads: HashSet::new(),
            group_uniform: HashSet::new(),
            fixed_def,
        })
    }

    /// The divergence among the threads of interest; `ignored(p)` says the branch
    /// ending block `p` cannot send two of them different ways (none of them reaches
    /// it, or the warps it tests put all of them on one side). `None` when the
    /// analysis does not settle within its budget.
    fn divergence(
        &self,
        func: &Function,
        ignored: &dyn Fn(usize) -> bool,
    ) -> Option<Divergence<'a>> {
        self.divergence_in(func, ignored, Scope::Cta)
    }

    /// [`Body::divergence`] among the threads `scope` compares.
    fn divergence_in(
        &self,
        func: &Function,
        ignored: &dyn Fn(usize) -> bool,
        scope: Scope,
    ) -> Option<Divergence<'a>> {
        let n = self.branch_pred.len();
        let mut divergent: HashSet<&str> = HashSet::new();
        // Per statement: whether the value it defines may differ among the threads.
        let mut def_div = vec![false; self.stmts.len()];
        let mut div_block = vec![false; n];
        let mut budget: usize = 8 * (n + 1) * 64;
        for _round in 0..32 {
            // Registers.
            loop {
                let mut changed = false;
                for (i, &(_, stmt, b)) in self.stmts.iter().enumerate() {
                    let dests = dests(stmt);
                    if dests.is_empty() || def_div[i] {
                        continue;
                    }
                    // A read sees its block's earlier definition, if there is one.
                    let read_divergent = |n: &str| match self.local_def.get(&(i, n)) {
                        Some(&j) => def_div[j],
                        None => divergent.contains(n),
                    };
                    let head = stmt.head();
                    // Loads of memory no thread writes during the kernel: parameters,
                    // constants, and global data read through the non-coherent cache
                    // (`ld.global.nc`, `ldu`: the ISA requires it read-only).
                    let pure = PURE.contains(&head)
                        || self.settled_loads.contains(&self.stmts[i].0)
                        || (head == "ld" && (stmt.has("param") || stmt.has("const")))
                        || (head == "ld" && stmt.has("global") && stmt.has("nc"))
                        || (head == "ldu" && stmt.has("global"));
                    let operand_divergent = stmt.operands.iter().skip(1).any(|o| {
                        o.names().iter().any(|n| {
                            read_divergent(n)
                                || (n.starts_with('%')
                                    && !self.defined.contains(n)
                                    && !uniform_special(n))
                        })
                    });
                    let pred_divergent = stmt
                        .predicate
                        .as_ref()
                        .is_some_and(|(p, _)| read_divergent(p.as_str()));
                    // Lanes of a warp: a value computed from `%tid.x` or one lane's
                    // value alike in all of them.
                    let collapses = scope == Scope::Warp
                        && collapses_lanes(stmt, &self.tid_regs, &|n| {
                            !read_divergent(n)
                                && (!n.starts_with('%')
                                    || self.defined.contains(n)
                                    || uniform_special(n))
                        });
                    // Every lane of a full-warp shuffle gets some lane's value of
                    // its source (or its own): one value when the source has one.
                    let shuffled = head == "shfl"
                        && stmt.has("sync")
                        && matches!(stmt.operands.first(), Some(Operand::Name(_)))
                        && matches!(stmt.operands.get(4), Some(Operand::Imm(-1 | 0xffff_ffff)))
                        && stmt.operands.get(1).is_some_and(|o| {
                            o.names().iter().all(|n| {
                                !read_divergent(n)
                                    && (!n.starts_with('%')
                                        || self.defined.contains(n)
                                        || uniform_special(n))
                            })
                        });
                    // A pair destination of a pure op (`setp p|q`) is uniform with it;
                    // any other multi-destination op is not pure.
                    let computed_divergent = !collapses
                        && !shuffled
                        && !self.group_uniform.contains(&self.stmts[i].0)
                        && (!pure || operand_divergent);
                    let control_divergent = div_block[b] && !self.fixed_def[i];
                    if computed_divergent || pred_divergent || control_divergent {
                        def_div[i] = true;
                        changed = true;
                        for d in dests {
                            divergent.insert(d);
                        }
                    }
                }
                if !changed {
                    break;
                }
            }
            // Blocks that depend on a divergent branch.
            let splits = |p: usize| {
                !ignored(p)
                    && self.branch_pred[p]
                        .is_some_and(|pred| pred.is_none_or(|r| divergent.contains(r)))
            };
            if !spread_divergence(func, &self.ipdom, &mut div_block, &splits, &mut budget)? {
                return Some(Divergence {
                    regs: divergent,
                    blocks: div_block,
                });
            }
        }
        None
    }
}
/// What the reader knows of the body's loads and registers: the writes each shared
/// or global load may read (`smem_spans::BodyFacts::load_writers`), the loads of
/// kernel parameters through generic pointers (`ptx_reader::param_loads`), which no
/// thread writes, and the registers set once before every read ([`Body::fixed_def`]).
#[derive(Clone, Copy)]
pub(crate) struct Loads<'b> {
    pub writers: &'b HashMap<usize, Vec<usize>>,
    pub params: &'b HashSet<usize>,
    pub set_once: &'b HashSet<String>,
}

/// Marks the CTA barriers of `func` that every thread passes in the same order
/// (see the module header). `parsed[k]` is item `k`'s statement and `at[k]` its
/// instruction; `exact_threads` is the CTA's size when the kernel requires one, and
/// `constant` a register's constant value (a thread count in a register: DeepGEMM's
/// epilogue runs `bar.sync %r1, %r2` with `mov.b32 %r2, 128`).
/// Returns the predicate registers that guard some statement and have one value in
/// all threads of the CTA (`Function::cta_uniform`).
pub(crate) fn mark_ordered_barriers<'a>(
    func: &mut Function,
    parsed: &'a [Option<Statement>],
    at: &[Option<InstRef>],
    exact_threads: Option<u32>,
    constant: &dyn Fn(&str) -> Option<i64>,
    loads: Loads,
    dispatches: &[Dispatch],
) -> Vec<&'a str> {
    let Loads {
        writers: load_writers,
        params: param_loads,
        set_once,
    } = loads;
    let Some(mut body) = Body::new(func, parsed, at, set_once) else {
        return Vec::new();
    };
    let phases = BarrierPhases::new(func);
    body.settled_loads = settled_loads(&phases, at, load_writers);
    // Loads of kernel parameters through generic pointers read what no thread writes.
    body.settled_loads.extend(param_loads.iter().copied());
    let Some(cta) = body.divergence(func, &|_| false) else {
        return Vec::new();
    };
    let mut uniform_guards: Vec<&str> = body
        .stmts
        .iter()
        .filter_map(|(_, s, _)| s.predicate.as_ref().map(|(p, _)| p.as_str()))
        .filter(|p| body.defined.contains(p) && !cta.regs.contains(p))
        .collect();
    uniform_guards.sort_unstable();
    uniform_guards.dedup();
    let barriers = barrier_statements(func, &body, at, constant);
    // Barrier numbers whose every barrier instruction runs in uniform control flow
    // (an unknown number may be any).
    let mut ordered_ids: HashMap<Option<i64>, bool> = HashMap::new();
    for (bar, stmt) in &barriers {
        // An aligned barrier with no thread count is in order by the ISA's own
        // requirement (the decoder marks it).
        let uniform = ordered(func, bar.at)
            || cta.uniform(stmt, bar.at.block.0 as usize)
            // A thread count may leave threads out; `bar.arrive` always has one.
            && bar.count == Count::All
            && !stmt.has("red");
        *ordered_ids.entry(bar.id).or_insert(true) &= uniform;
    }
    let unknown_ok = ordered_ids.get(&None).copied().unwrap_or(true);
    let marks: Vec<InstRef> = barriers
        .iter()
        .filter(|(bar, _)| match bar.id {
            Some(_) => ordered_ids[&bar.id] && unknown_ok,
            // An unknown number pairs with every barrier: all must be in order.
            None => ordered_ids.values().all(|&v| v),
        })
        .map(|(bar, _)| bar.at)
        .collect();
    barrier_groups::mark_ordered(func, &marks);
    // Counted barriers of one group of warps.
    let rest: Vec<barrier_groups::Barrier> = barriers
        .iter()
        .map(|(bar, _)| *bar)
        .filter(|bar| !ordered(func, bar.at))
        .collect();
    let (candidates, warps) = barrier_groups::candidates(func, &rest, exact_threads);

    let stmt_of: HashMap<InstRef, (&Statement, usize)> = barriers
        .iter()
        .map(|(bar, stmt)| (bar.at, (*stmt, bar.at.block.0 as usize)))
        .collect();
    let mut group_marks = Vec::new();
    for candidate in &candidates {
        if candidate.one_sequence(func, warps.as_ref()) {
            group_marks.push(candidate);
            continue;
        }
        let warps = warps.as_ref().expect("candidates come with warps");
        let ignored = |p: usize| candidate.cannot_split(func, warps, p);
        body.group_uniform =
            group_dispatch_loads(func, parsed, &phases, at, dispatches, candidate.group);
        let Some(div) = body.divergence(func, &ignored) else {
            continue;
        };
        if candidate.barriers.iter().all(|at| {
            let (stmt, b) = stmt_of[at];
            div.uniform(stmt, b)
        }) {
            group_marks.push(candidate);
        }
    }
    body.group_uniform.clear();
    for candidate in group_marks {
        barrier_groups::mark_ordered_group(func, candidate);
    }
    mark_ordered_warp_syncs(func, &body, at);
    uniform_guards
}

/// The `ld.shared` statements (by item index) that every write of their bytes
/// ([`crate::smem_spans::BodyFacts::load_writers`]; for a weak `ld.global`, every
/// write of global memory in a body that acquires nothing from beyond the CTA)
/// precedes or follows in every pair of threads, through a CTA barrier
/// ([`tcgen05_core::barrier_phase::BarrierPhases::load_separated`]): threads that run
/// one such load in the same instance of the barrier, at one address, read the
/// same value (the last write before that instance; no later write is visible).
/// Triton's warp-specialized kernels dispatch their warps on a table byte and loop
/// over a tile count, both written before `barrier.sync 1` and read after it.
fn settled_loads(
    phases: &BarrierPhases,
    at: &[Option<InstRef>],
    load_writers: &HashMap<usize, Vec<usize>>,
) -> HashSet<usize> {
    if load_writers.is_empty() {
        return HashSet::new();
    }
    load_writers
        .iter()
        .filter(|(&k, writers)| {
            let Some(load) = at.get(k).copied().flatten() else {
                return false;
            };
            phases.separated_from_all(load, writers.iter().map(|&w| at.get(w).copied().flatten()))
        })
        .map(|(&k, _)| k)
        .collect()
}

/// The table loads of `dispatches` (by item index) that read one value in every
/// warp of `group` in the same barrier instance: each run of writes of the group's
/// bytes gives all of them one value ([`Dispatch::group_writes`]; a run is
/// unpredicated stores of one block with no CTA barrier between), and a CTA barrier
/// separates the load from each write, so the warps read what one run left.
/// Triton's MMA partition of four warps, which the table sends to one label, syncs
/// with `bar.sync 2, 128` and issues its MMAs from one of them.
fn group_dispatch_loads(
    func: &Function,
    parsed: &[Option<Statement>],
    phases: &BarrierPhases,
    at: &[Option<InstRef>],
    dispatches: &[Dispatch],
    group: WarpRange,
) -> HashSet<usize> {
    let place = |k: usize| at.get(k).copied().flatten();
    let unpredicated = |k: usize| {
        parsed
            .get(k)
            .and_then(Option::as_ref)
            .is_some_and(|s| s.predicate.is_none())
    };
    let preds = func.preds();
    let barrier =
        |i: &crate::model::Inst| matches!(&i.op, Op::Sync(ev) if ev.kind.is_cta_barrier());
    // `y` follows `x` in straight-line code: in one block, or through blocks each
    // the only successor of the one before and with no other predecessor (a label
    // nobody jumps to splits a block; the PTX layout fuzz test, seed 66), with no
    // CTA barrier between them.
    let joins = |a: usize, b: usize| {
        let (Some(x), Some(y)) = (place(a), place(b)) else {
            return false;
        };
        if !unpredicated(a) || !unpredicated(b) {
            return false;
        }
        if x.block == y.block {
            return x.index < y.index
                && !func.block(x.block).insts[x.index as usize..y.index as usize]
                    .iter()
                    .any(barrier);
        }
        if func.block(x.block).insts[x.index as usize..]
            .iter()
            .any(barrier)
        {
            return false;
        }
        let mut at = x.block;
        for _ in 0..func.blocks.len() {
            let succs = &func.block(at).succs;
            let [next] = succs.as_slice() else {
                return false;
            };
            if preds[next.0 as usize].len() != 1 {
                return false;
            }
            at = *next;
            let insts = &func.block(at).insts;
            if at == y.block {
                return !insts[..y.index as usize].iter().any(barrier);
            }
            if insts.iter().any(barrier) {
                return false;
            }
        }
        false
    };
    dispatches
        .iter()
        .filter(|d| {
            let (Some(load), Some(writes)) =
                (place(d.load), d.group_writes(group.0, group.1, joins))
            else {
                return false;
            };
            phases.separated_from_all(load, writes.iter().map(|&w| place(w)))
        })
        .map(|d| d.load)
        .collect()
}

/// Whether the instruction at `at` is an ordered barrier.
fn ordered(func: &Function, at: InstRef) -> bool {
    matches!(&func.inst(at).op, Op::Sync(ev) if ev.ordered)
}

/// Marks the `bar.warp.sync` instructions ordered when the lanes of each warp pass
/// them in the same order: a warp sync pairs with any of its warp's, but when every
/// warp sync of the function runs in control flow uniform among a warp's lanes
/// (every branch it depends on is decided alike in all of them), each lane executes
/// the same sequence of them, so an instance is the warp at one instruction
/// (`SyncEvent::ordered`), as for CTA barriers. All or none: one warp sync that some
/// lanes skip shifts the sequences, and a later one in uniform control flow then
/// pairs with it. Triton's MMA warp passes `bar.warp.sync` after its wait and proxy
/// fence, then branches on a warp index it broadcast with `shfl.sync.idx`.
fn mark_ordered_warp_syncs(func: &mut Function, body: &Body, at: &[Option<InstRef>]) {
    let syncs: Vec<(InstRef, &Statement, usize)> = body
        .stmts
        .iter()
        .filter_map(|&(k, stmt, b)| {
            let r = at[k]?;
            matches!(&func.inst(r).op, Op::Sync(ev) if ev.kind == SyncKind::WarpSync && !ev.ordered)
                .then_some((r, stmt, b))
        })
        .collect();
    if syncs.is_empty() {
        return;
    }
    let Some(warp) = body.divergence_in(func, &|_| false, Scope::Warp) else {
        return;
    };
    if syncs.iter().all(|&(_, stmt, b)| warp.uniform(stmt, b)) {
        let marks: Vec<InstRef> = syncs.into_iter().map(|(r, _, _)| r).collect();
        barrier_groups::mark_ordered(func, &marks);
    }
}

/// The CTA barrier statements of the body, with their numbers and counts.
fn barrier_statements<'a>(
    func: &Function,
    body: &Body<'a>,
    at: &[Option<InstRef>],
    constant: &dyn Fn(&str) -> Option<i64>,
) -> Vec<(barrier_groups::Barrier, &'a Statement)> {
    let mut out = Vec::new();
    for &(k, stmt, _) in &body.stmts {
        let r = at[k].expect("statement has an instruction");
        let Op::Sync(ev) = &func.inst(r).op else {
            continue;
        };
        if !ev.kind.is_cta_barrier() {
            continue;
        }
        // `bar.red.popc.u32 d, a{, b}, {!}c`: the count is the third operand of four.
        let count = if stmt.has("red") {
            (stmt.operands.len() == 4).then(|| stmt.operands.get(2))
        } else {
            (stmt.operands.len() >= 2).then(|| stmt.operands.get(1))
        };
        let count = match count {
            None => Count::All,
            Some(Some(Operand::Imm(v))) => u32::try_from(*v).map_or(Count::Unknown, Count::Threads),
            Some(Some(Operand::Name(n))) => constant(n)
                .and_then(|v| u32::try_from(v).ok())
                .map_or(Count::Unknown, Count::Threads),
            Some(_) => Count::Unknown,
        };
        let bar = barrier_groups::Barrier {
            at: r,
            id: ev.barrier_id,
            group_number: ev.group_number,
            count,
            waits: stmt.has("sync") && !stmt.has("red") && !stmt.has("arrive"),
        };
        out.push((bar, stmt));
    }
    out
}
