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
//! branch that could split them is uniform among them (`group_ordered`): Triton's
//! default partition syncs its epilogue so, and no other warp runs that barrier.
//!
//! Uniformity is a divergence analysis over the body's registers: constants,
//! parameters, symbols and the CTA-wide special registers (`%ctaid`, `%nctaid`,
//! `%ntid`, cluster ids) are uniform; pure arithmetic of uniform values is uniform;
//! anything else (thread and lane indices, loads other than `ld.param`, `shfl`,
//! `vote`, `elect`, mbarrier results, ...) is divergent, and so is a register defined
//! under a divergent predicate or in a block that depends on a divergent branch
//! (control dependence from post-dominators). Registers are not SSA: a register is
//! uniform only if every definition is.

use std::collections::{HashMap, HashSet};

use tcgen05_core::facts::{self, WarpRange};

use crate::model::{Function, InstRef};
use crate::ptx_decode::{Operand, Statement};
use crate::spec::{Op, SyncKind};

/// Opcodes whose result is a pure function of their operands.
const PURE: &[&str] = &[
    "mov", "add", "sub", "mul", "mad", "mul24", "mad24", "sad", "div", "rem", "abs", "neg", "min",
    "max", "shl", "shr", "and", "or", "xor", "not", "cnot", "lop3", "shf", "bfe", "bfi", "prmt",
    "clz", "popc", "brev", "bmsk", "szext", "selp", "slct", "setp", "set", "cvt", "cvta", "fma",
    "copysign", "testp", "mapa",
];

/// Special registers with one value in a CTA.
fn uniform_special(name: &str) -> bool {
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
    ipdom: Vec<usize>,
    succs: Vec<Vec<usize>>,
}

/// Heads of statements that define no register in their first operand.
fn writes_nothing(head: &str) -> bool {
    matches!(head, "bar" | "barrier" | "bra" | "brx" | "st" | "red")
}

impl<'a> Body<'a> {
    fn new(
        func: &Function,
        parsed: &'a [Option<Statement>],
        at: &[Option<InstRef>],
    ) -> Option<Body<'a>> {
        let n = func.blocks.len();
        let ipdom = tcgen05_core::cfg::post_dominators(func)?;
        let mut branch_pred: Vec<Option<Option<&str>>> = vec![None; n];
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
                "brx" => branch_pred[b] = Some(None),
                _ => {}
            }
        }
        let defined = stmts
            .iter()
            .filter(|(_, s, _)| !writes_nothing(s.head()))
            .flat_map(|(_, s, _)| match s.operands.first() {
                Some(op @ (Operand::Name(_) | Operand::Vector(_) | Operand::Pair(..))) => {
                    op.names()
                }
                _ => Vec::new(),
            })
            .collect();
        let succs = func
            .blocks
            .iter()
            .map(|b| b.succs.iter().map(|s| s.0 as usize).collect())
            .collect();
        Some(Body {
            stmts,
            defined,
            branch_pred,
            ipdom,
            succs,
        })
    }

    /// The divergence among the threads of interest; `ignored(p)` says the branch
    /// ending block `p` cannot send two of them different ways (none of them reaches
    /// it, or the warps it tests put all of them on one side). `None` when the
    /// analysis does not settle within its budget.
    fn divergence(&self, ignored: &dyn Fn(usize) -> bool) -> Option<Divergence<'a>> {
        let n = self.branch_pred.len();
        let mut divergent: HashSet<&str> = HashSet::new();
        let mut div_block = vec![false; n];
        let mut budget: usize = 8 * (n + 1) * 64;
        for _round in 0..32 {
            // Registers.
            loop {
                let mut changed = false;
                for &(_, stmt, b) in &self.stmts {
                    let dests: Vec<&str> = match (stmt.head(), stmt.operands.first()) {
                        (h, _) if writes_nothing(h) => Vec::new(),
                        (
                            _,
                            Some(op @ (Operand::Name(_) | Operand::Vector(_) | Operand::Pair(..))),
                        ) => op.names(),
                        _ => Vec::new(),
                    };
                    if dests.is_empty() || dests.iter().all(|d| divergent.contains(d)) {
                        continue;
                    }
                    let head = stmt.head();
                    let pure = PURE.contains(&head)
                        || (head == "ld" && (stmt.has("param") || stmt.has("const")));
                    let operand_divergent = stmt.operands.iter().skip(1).any(|o| {
                        o.names().iter().any(|n| {
                            divergent.contains(n)
                                || (n.starts_with('%')
                                    && !self.defined.contains(n)
                                    && !uniform_special(n))
                        })
                    });
                    let pred_divergent = stmt
                        .predicate
                        .as_ref()
                        .is_some_and(|(p, _)| divergent.contains(p.as_str()));
                    // A pair destination of a pure op (`setp p|q`) is uniform with it;
                    // any other multi-destination op is not pure.
                    if !pure || operand_divergent || pred_divergent || div_block[b] {
                        for d in dests {
                            changed |= divergent.insert(d);
                        }
                    }
                }
                if !changed {
                    break;
                }
            }
            // Blocks that depend on a divergent branch.
            let mut new_div = vec![false; n];
            for (p, pred) in self.branch_pred.iter().enumerate() {
                let Some(pred) = *pred else {
                    continue;
                };
                let div =
                    (!ignored(p) && pred.is_none_or(|p| divergent.contains(p))) || div_block[p];
                if !div {
                    continue;
                }
                for s in &self.succs[p] {
                    let mut runner = *s;
                    while runner != self.ipdom[p] && runner < n {
                        budget = budget.checked_sub(1)?;
                        new_div[runner] = true;
                        runner = self.ipdom[runner];
                    }
                }
            }
            if new_div.iter().zip(&div_block).all(|(n, d)| !n || *d) {
                return Some(Divergence {
                    regs: divergent,
                    blocks: div_block,
                });
            }
            for (d, nd) in div_block.iter_mut().zip(&new_div) {
                *d |= *nd;
            }
        }
        None
    }
}
/// Marks the CTA barriers of `func` that every thread passes in the same order
/// (see the module header). `parsed[k]` is item `k`'s statement and `at[k]` its
/// instruction; `exact_threads` is the CTA's size when the kernel requires one.
pub(crate) fn mark_ordered_barriers(
    func: &mut Function,
    parsed: &[Option<Statement>],
    at: &[Option<InstRef>],
    exact_threads: Option<u32>,
) {
    let Some(body) = Body::new(func, parsed, at) else {
        return;
    };
    let Some(cta) = body.divergence(&|_| false) else {
        return;
    };
    let barriers = barrier_statements(func, &body, at);
    // Barrier numbers whose every barrier instruction runs in uniform control flow
    // (an unknown number may be any).
    let mut ordered_ids: HashMap<Option<i64>, bool> = HashMap::new();
    for bar in &barriers {
        // An aligned barrier with no thread count is in order by the ISA's own
        // requirement (the decoder marks it).
        let uniform = bar.ordered
            || cta.uniform(bar.stmt, bar.block)
            // A thread count may leave threads out; `bar.arrive` always has one.
            && bar.count == Count::All
            && !bar.stmt.has("red");
        *ordered_ids.entry(bar.id).or_insert(true) &= uniform;
    }
    let unknown_ok = ordered_ids.get(&None).copied().unwrap_or(true);
    let mut marks: Vec<InstRef> = Vec::new();
    for bar in &barriers {
        let ok = match bar.id {
            Some(_) => ordered_ids[&bar.id] && unknown_ok,
            // An unknown number pairs with every barrier: all must be in order.
            None => ordered_ids.values().all(|&v| v),
        };
        if ok {
            marks.push(bar.at);
        }
    }
    if unknown_ok && !ordered_ids.contains_key(&None) {
        marks.extend(group_ordered(func, &body, &barriers, &marks, exact_threads));
    }
    for r in marks {
        let block = &mut func.blocks[r.block.0 as usize];
        if let Op::Sync(ev) = &mut block.insts[r.index as usize].op {
            ev.ordered = true;
        }
    }
}

/// A barrier's thread count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Count {
    /// No count: every thread of the CTA.
    All,
    Threads(u32),
    /// A count the reader does not know.
    Unknown,
}

/// A CTA barrier statement of the body.
struct Barrier<'a> {
    at: InstRef,
    stmt: &'a Statement,
    block: usize,
    id: Option<i64>,
    count: Count,
    /// Ordered already (by the decoder).
    ordered: bool,
}

fn barrier_statements<'a>(
    func: &Function,
    body: &Body<'a>,
    at: &[Option<InstRef>],
) -> Vec<Barrier<'a>> {
    let mut out = Vec::new();
    for &(k, stmt, b) in &body.stmts {
        let r = at[k].expect("statement has an instruction");
        let Op::Sync(ev) = &func.inst(r).op else {
            continue;
        };
        if !matches!(ev.kind, SyncKind::CtaBarrier | SyncKind::CtaArrive) {
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
            Some(_) => Count::Unknown,
        };
        out.push(Barrier {
            at: r,
            stmt,
            block: b,
            id: ev.barrier_id,
            count,
            ordered: ev.ordered,
        });
    }
    out
}

/// Counted barriers that one group of warps passes in the same order: the
/// instructions of a barrier number with one thread count `N` (`bar.sync 0, 128`),
/// all waiting forms (`bar.sync`, `barrier.sync`), run only by warps whose threads
/// number at most `N`, in control flow uniform among those warps. Each instance
/// then takes every thread of the group, and each thread arrives once per instance
/// (it waits there), at the same instruction as the others: Triton's default
/// partition (warps 0-3) syncs its epilogue with `bar.sync 0, 128`, and no other
/// warp executes it. The instructions of the same number with another count (the
/// ISA lets warps mix forms of a barrier with "the same barrier name and thread
/// count", 9.7.13.1: an instance does not mix counts) are other instances; a
/// barrier with no count counts the CTA's threads, known only from `.reqntid`.
fn group_ordered(
    func: &Function,
    body: &Body,
    barriers: &[Barrier],
    marked: &[InstRef],
    exact_threads: Option<u32>,
) -> Vec<InstRef> {
    let mut classes: HashMap<(i64, Count), Vec<&Barrier>> = HashMap::new();
    for bar in barriers
        .iter()
        .filter(|b| !b.ordered && !marked.contains(&b.at))
    {
        let Some(id) = bar.id else { return Vec::new() };
        classes.entry((id, bar.count)).or_default().push(bar);
    }
    let mut candidates: Vec<(u32, &Vec<&Barrier>)> = classes
        .iter()
        .filter_map(|(&(id, count), bars)| {
            let Count::Threads(n) = count else {
                return None;
            };
            // Other counts of this number: each must be known to differ from `n`.
            let apart = classes.keys().filter(|k| k.0 == id).all(|&(_, c)| match c {
                Count::Threads(_) => true,
                Count::All => exact_threads.is_some_and(|t| t != n),
                Count::Unknown => false,
            });
            let waits = bars
                .iter()
                .all(|b| b.stmt.has("sync") && !b.stmt.has("red") && !b.stmt.has("arrive"));
            (apart && waits && n > 0 && n % 32 == 0).then_some((n, bars))
        })
        .collect();
    if candidates.is_empty() {
        return Vec::new();
    }
    candidates.sort_by_key(|(_, bars)| bars[0].at);
    let cfg = tcgen05_core::cfg::Cfg::new(func);
    let branch_warps = facts::branch_warps(func);
    let warps = facts::block_warps(func, &cfg, &branch_warps);
    let mut out = Vec::new();
    for (n, bars) in candidates {
        let group = bars
            .iter()
            .map(|b| warps[b.block])
            .reduce(|x, y| WarpRange(x.0.min(y.0), x.1.max(y.1)))
            .expect("a class has a barrier");
        let size = u64::from(group.1.saturating_sub(group.0)) + 1;
        if group.is_empty() || group.1 == u32::MAX || size * 32 > u64::from(n) {
            continue;
        }
        // A branch none of the group reaches, or one whose warp test sends the whole
        // group one way, does not split it.
        let ignored = |p: usize| {
            warps[p].meet(group).is_empty()
                || func.blocks[p].branch.is_some_and(|(v, _, _)| {
                    branch_warps.get(&v).is_some_and(|sides| {
                        sides[0].meet(group).is_empty() || sides[1].meet(group).is_empty()
                    })
                })
        };
        let Some(div) = body.divergence(&ignored) else {
            continue;
        };
        if bars.iter().all(|b| div.uniform(b.stmt, b.block)) {
            out.extend(bars.iter().map(|b| b.at));
        }
    }
    out
}
