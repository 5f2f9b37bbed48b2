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
//! Uniformity is a divergence analysis over the body's registers: constants,
//! parameters, symbols and the CTA-wide special registers (`%ctaid`, `%nctaid`,
//! `%ntid`, cluster ids) are uniform; pure arithmetic of uniform values is uniform;
//! anything else (thread and lane indices, loads other than `ld.param`, `shfl`,
//! `vote`, `elect`, mbarrier results, ...) is divergent, and so is a register defined
//! under a divergent predicate or in a block that depends on a divergent branch
//! (control dependence from post-dominators). Registers are not SSA: a register is
//! uniform only if every definition is.

use std::collections::{HashMap, HashSet};

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

/// Marks the CTA barriers of `func` that every thread passes in the same order
/// (see the module header). `parsed[k]` is item `k`'s statement and `at[k]` its
/// instruction.
pub(crate) fn mark_ordered_barriers(
    func: &mut Function,
    parsed: &[Option<Statement>],
    at: &[Option<InstRef>],
) {
    let n = func.blocks.len();
    let Some(ipdom) = tcgen05_core::cfg::post_dominators(func) else {
        return;
    };
    // Per block: its conditional branch's predicate (`@p bra`), or a multi-way jump.
    let mut branch_pred: Vec<Option<Option<&str>>> = vec![None; n];
    let mut stmts: Vec<(usize, &Statement, usize)> = Vec::new(); // (item, stmt, block)
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
    // Registers some statement writes; another `%` name is a special register.
    let defined: HashSet<&str> = stmts
        .iter()
        .filter(|(_, s, _)| !matches!(s.head(), "bar" | "barrier" | "bra" | "brx" | "st" | "red"))
        .flat_map(|(_, s, _)| match s.operands.first() {
            Some(op @ (Operand::Name(_) | Operand::Vector(_) | Operand::Pair(..))) => op.names(),
            _ => Vec::new(),
        })
        .collect();
    let mut divergent: HashSet<&str> = HashSet::new();
    let mut converged = false;
    let mut div_block = vec![false; n];
    let mut budget: usize = 8 * (n + 1) * 64;
    for _round in 0..32 {
        // Registers.
        loop {
            let mut changed = false;
            for &(_, stmt, b) in &stmts {
                let dests: Vec<&str> = match (stmt.head(), stmt.operands.first()) {
                    ("bar" | "barrier" | "bra" | "brx" | "st" | "red", _) => Vec::new(),
                    (_, Some(op @ (Operand::Name(_) | Operand::Vector(_) | Operand::Pair(..)))) => {
                        op.names()
                    }
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
                            || (n.starts_with('%') && !defined.contains(n) && !uniform_special(n))
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
        for p in 0..n {
            let Some(pred) = branch_pred[p] else { continue };
            let div = pred.is_none_or(|p| divergent.contains(p)) || div_block[p];
            if !div {
                continue;
            }
            for s in &func.blocks[p].succs {
                let mut runner = s.0 as usize;
                while runner != ipdom[p] && runner < n {
                    if budget == 0 {
                        return;
                    }
                    budget -= 1;
                    new_div[runner] = true;
                    runner = ipdom[runner];
                }
            }
        }
        if new_div.iter().zip(&div_block).all(|(n, d)| !n || *d) {
            converged = true;
            break;
        }
        for (d, nd) in div_block.iter_mut().zip(&new_div) {
            *d |= *nd;
        }
    }
    if !converged {
        return;
    }
    // Barrier numbers whose every barrier instruction runs in uniform control flow
    // (an unknown number may be any).
    let mut ordered_ids: HashMap<Option<i64>, bool> = HashMap::new();
    let mut barrier_insts: Vec<(InstRef, Option<i64>, bool)> = Vec::new();
    for &(k, stmt, b) in &stmts {
        let r = at[k].expect("statement has an instruction");
        let Op::Sync(ev) = &func.inst(r).op else {
            continue;
        };
        if !matches!(ev.kind, SyncKind::CtaBarrier | SyncKind::CtaArrive) {
            continue;
        }
        // An aligned barrier with no thread count is in order by the ISA's own
        // requirement (the decoder marks it).
        let uniform = ev.ordered
            || !div_block[b]
            && stmt
                .predicate
                .as_ref()
                .is_none_or(|(p, _)| !divergent.contains(p.as_str()))
            // A thread count may leave threads out; `bar.arrive` always has one.
            && stmt.operands.len() <= 1
            && !stmt.has("red");
        barrier_insts.push((r, ev.barrier_id, uniform));
        let e = ordered_ids.entry(ev.barrier_id).or_insert(true);
        *e &= uniform;
    }
    let unknown_ok = ordered_ids.get(&None).copied().unwrap_or(true);
    for (r, id, _) in barrier_insts {
        let ok = match id {
            Some(_) => ordered_ids[&id] && unknown_ok,
            // An unknown number pairs with every barrier: all must be in order.
            None => ordered_ids.values().all(|&v| v),
        };
        if ok {
            let block = &mut func.blocks[r.block.0 as usize];
            if let Op::Sync(ev) = &mut block.insts[r.index as usize].op {
                ev.ordered = true;
            }
        }
    }
}
