//! Divergence over the `llvm` dialect: which blocks the threads of interest may reach
//! on different paths, as the LLVM front end's `uniform.rs` computes it over LLVM IR
//! (the PTX reader's `uniform.rs` does the same on PTX). It lets the front end mark
//! ordered the counted CTA barriers one group of warps passes in one order, and the
//! `bar.warp.sync` calls every lane of a warp reaches alike.
//!
//! Constants, addresses of globals, a kernel's parameters and the CTA-wide special
//! registers (`%ctaid`, `%nctaid`, `%ntid`, cluster ids) are uniform; pure operations
//! of uniform values are uniform; a load from the constant or parameter space of a
//! uniform address is uniform; anything else (thread and lane indices, other loads,
//! inline asm, calls) is divergent. A block that depends on a divergent branch
//! (control dependence from post-dominators) is divergent, and so is every value it
//! defines; a block argument (a phi) is divergent when a value passed to it is, or an
//! edge into it leaves a divergent block or a block whose branch splits the threads.
//! Branches the threads cannot take different ways (`ignored`) are not divergent.
//! A shared or global load no write can race (`crate::smem::SpanFacts::settled`,
//! [`settled_global_loads`]) reads one value wherever its address is one.

use mlir_sys::*;
use tcgen05_core::barrier_groups;
use tcgen05_core::cfg::spread_divergence;
use tcgen05_core::model::Function;
use tcgen05_core::{HashMap, HashSet};

use crate::ir;

type Key = *const std::ffi::c_void;

/// Whether op `name` computes its results from its operands alone (arithmetic,
/// comparisons, `select`, conversions, address arithmetic, aggregate and vector
/// moves, and the pure intrinsics), or has no operands and one value everywhere.
fn pure_op(name: &str) -> bool {
    if ir::integer_op(name) {
        return true;
    }
    if let Some(intr) = name.strip_prefix("llvm.intr.") {
        return tcgen05_llvm::intrinsics::pure_intrinsic(&format!("llvm.{intr}."));
    }
    matches!(
        name.strip_prefix("llvm."),
        Some(
            "udiv"
                | "sdiv"
                | "urem"
                | "srem"
                | "fadd"
                | "fsub"
                | "fmul"
                | "fdiv"
                | "frem"
                | "fneg"
                | "fptoui"
                | "fptosi"
                | "uitofp"
                | "sitofp"
                | "fptrunc"
                | "fpext"
                | "icmp"
                | "fcmp"
                | "select"
                | "ptrtoint"
                | "inttoptr"
                | "bitcast"
                | "addrspacecast"
                | "getelementptr"
                | "extractvalue"
                | "insertvalue"
                | "extractelement"
                | "insertelement"
                | "shufflevector"
                | "freeze"
                | "mlir.constant"
                | "mlir.addressof"
                | "mlir.undef"
                | "mlir.poison"
                | "mlir.zero"
        )
    ) || name == "arith.constant"
}

/// Whether a call or intrinsic op's results are one value among the threads given
/// uniform operands: a CTA-wide special register read (as an op, an intrinsic or an
/// inline asm `mov` of it), `__nvvm_reflect`, or a pure intrinsic.
///
/// # Safety
/// `op` must be a live operation.
unsafe fn uniform_call(op: MlirOperation, name: &str) -> bool {
    // SAFETY: this function's contract.
    unsafe {
        if let Some(reg) = crate::ranges::sreg(op) {
            let reg = tcgen05_ptx_decode::sreg_register(&reg);
            return tcgen05_ptx_decode::special_register_in(&reg, &tcgen05_core::model::CTA_SREGS);
        }
        match name {
            "llvm.inline_asm" => ir::attr_string(op, "asm_string")
                .and_then(|a| tcgen05_ptx_decode::asm_special_register(&a))
                .is_some_and(|reg| {
                    tcgen05_ptx_decode::special_register_in(&reg, &tcgen05_core::model::CTA_SREGS)
                }),
            "llvm.call_intrinsic" => ir::attr_string(op, "intrin")
                .is_some_and(|c| tcgen05_llvm::intrinsics::pure_intrinsic(&c)),
            "llvm.call" => {
                ir::callee(op).is_some_and(|c| crate::translate::call_runs_nothing(op, &c))
            }
            _ => false,
        }
    }
}

/// Whether `v` is `%tid.x`, through integer width conversions.
///
/// # Safety
/// `v` must be a live value.
unsafe fn is_tid(mut v: MlirValue) -> bool {
    // SAFETY: this function's contract.
    unsafe {
        for _ in 0..4 {
            let Some(d) = ir::def_op(v) else {
                return false;
            };
            let name = ir::op_name(d);
            if matches!(name.as_str(), "llvm.zext" | "llvm.trunc") {
                v = mlirOperationGetOperand(d, 0);
                continue;
            }
            return crate::ranges::sreg(d).as_deref() == Some("tid.x");
        }
        false
    }
}

/// Whether op `op` computes, in every lane of a warp, one value from the thread
/// index: `tid >> k` for `k >= 5`, `tid & m` for a mask with no lane bit, `tid / c`
/// for a multiple `c` of 32; or broadcasts one lane's value (`shfl.sync.idx` with a
/// full mask, a clamp of 31 and a lane not in `divergent`). A warp is 32 consecutive
/// threads of a 1-D CTA, as the warp-index facts take it.
///
/// # Safety
/// `op` must be a live operation.
unsafe fn collapses_lanes(op: MlirOperation, name: &str, divergent: &HashSet<Key>) -> bool {
    // SAFETY: this function's contract; operands of a live op are live.
    unsafe {
        let ops = ir::operands(op);
        let c = |i: usize| ops.get(i).and_then(|&v| ir::const_int(v));
        let tid = |i: usize| ops.get(i).is_some_and(|&v| is_tid(v));
        match name {
            "llvm.lshr" | "llvm.ashr" => tid(0) && c(1).is_some_and(|k| k >= 5),
            "llvm.and" => {
                tid(0) && c(1).is_some_and(|m| m & 31 == 0)
                    || tid(1) && c(0).is_some_and(|m| m & 31 == 0)
            }
            "llvm.udiv" => tid(0) && c(1).is_some_and(|d| d > 0 && d % 32 == 0),
            _ => {
                let shuffle = match name {
                    "llvm.call_intrinsic" => ir::attr_string(op, "intrin")
                        .is_some_and(|n| n.starts_with("llvm.nvvm.shfl.sync.idx.")),
                    "nvvm.shfl.sync" => {
                        ir::attr(op, "kind").is_some_and(|k| ir::attr_text(k).contains("idx"))
                    }
                    _ => false,
                };
                shuffle
                    && ops.len() == 4
                    && c(0).is_some_and(|m| m as u32 == u32::MAX)
                    && !divergent.contains(&(ops[2].ptr as Key))
                    && c(3) == Some(31)
            }
        }
    }
}

/// The blocks of `blocks` (the function `model` translates, in its order) that the
/// threads of interest may reach on different paths: those of the CTA, or (`warp`)
/// the lanes of one warp. `ignored(p)` says the branch ending block `p` cannot send
/// two of them different ways; `kernel` that the entry block's arguments are a
/// kernel's parameters, one value in every thread; `settled` the results of the
/// shared and global loads no write can race, and `group` values one among the
/// threads of interest whatever their operands (a group's dispatch byte). `None`
/// when the analysis does not settle.
///
/// # Safety
/// `blocks` must be the live blocks `model` was translated from.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn divergent_blocks(
    model: &Function,
    blocks: &[MlirBlock],
    ipdom: &[usize],
    ignored: &dyn Fn(usize) -> bool,
    settled: &std::collections::HashSet<Key>,
    group: &std::collections::HashSet<Key>,
    kernel: bool,
    warp: bool,
) -> Option<Vec<bool>> {
    // SAFETY: this function's contract; every handle read is an op, operand, value
    // or block of the live function.
    unsafe {
        let n = blocks.len();
        let index: HashMap<Key, usize> = blocks
            .iter()
            .enumerate()
            .map(|(i, b)| (b.ptr as Key, i))
            .collect();
        // Per block argument, the blocks branching to it and the values they pass
        // (`None`: an edge whose operands are not known).
        let mut incoming: HashMap<Key, Vec<(usize, Option<MlirValue>)>> = HashMap::default();
        crate::translate::for_each_branch_edge(blocks, |op, args, vals| {
            let from = index
                .get(&(mlirOperationGetBlock(op).ptr as Key))
                .copied()
                .unwrap_or(usize::MAX);
            for (k, a) in args.iter().enumerate() {
                let v = vals.map(|vals| vals[k]);
                incoming.entry(a.ptr as Key).or_default().push((from, v));
            }
        });
        let ops: Vec<(MlirOperation, String, usize)> = blocks
            .iter()
            .enumerate()
            .flat_map(|(b, &bl)| ir::ops(bl).into_iter().map(move |op| (op, b)))
            .filter(|(op, _)| mlirOperationGetNumResults(*op) > 0)
            .map(|(op, b)| (op, ir::op_name(op), b))
            .collect();
        let args: Vec<(MlirValue, usize)> = blocks
            .iter()
            .enumerate()
            .skip(1)
            .flat_map(|(b, &bl)| ir::block_args(bl).into_iter().map(move |a| (a, b)))
            .collect();
        let mut divergent: HashSet<Key> = HashSet::default();
        if !kernel {
            divergent.extend(ir::block_args(blocks[0]).iter().map(|a| a.ptr as Key));
        }
        let mut div_block = vec![false; n];
        let terms: Vec<Option<MlirOperation>> = blocks
            .iter()
            .map(|&bl| {
                let t = mlirBlockGetTerminator(bl);
                (!t.ptr.is_null()).then_some(t)
            })
            .collect();
        // Whether block `p` ends in a branch that may send the threads different ways.
        let splits = |p: usize, divergent: &HashSet<Key>| {
            if ignored(p) {
                return false;
            }
            let Some(term) = terms[p] else {
                return false;
            };
            match ir::op_name(term).as_str() {
                "llvm.cond_br" | "llvm.switch" => {
                    divergent.contains(&(mlirOperationGetOperand(term, 0).ptr as Key))
                }
                "llvm.br" | "llvm.return" | "llvm.unreachable" => false,
                _ => true,
            }
        };
        let mut budget: usize = 64 * (ops.len() + args.len() + n + 1);
        for _round in 0..32 {
            loop {
                let mut changed = false;
                for (op, name, b) in &ops {
                    let first = mlirOperationGetResult(*op, 0);
                    if divergent.contains(&(first.ptr as Key)) {
                        continue;
                    }
                    budget = budget.checked_sub(1)?;
                    let operand_divergent = ir::operands(*op)
                        .iter()
                        .any(|v| divergent.contains(&(v.ptr as Key)));
                    let div = div_block[*b]
                        || !(warp && collapses_lanes(*op, name, &divergent)
                            || group.contains(&(first.ptr as Key)))
                            && (operand_divergent
                                || !(pure_op(name)
                                    || uniform_call(*op, name)
                                    || name == "llvm.load" && {
                                        // Constant (4) and parameter (101) memory.
                                        let ptr = mlirOperationGetOperand(*op, 0);
                                        matches!(ir::pointer_space(ptr), Some(4 | 101))
                                    }
                                    // Settled shared and global loads, as `llvm.load`
                                    // or inline asm.
                                    || settled.contains(&(first.ptr as Key))));
                    if div {
                        divergent.extend(ir::results(*op).iter().map(|r| r.ptr as Key));
                        changed = true;
                    }
                }
                for &(a, b) in &args {
                    if divergent.contains(&(a.ptr as Key)) {
                        continue;
                    }
                    budget = budget.checked_sub(1)?;
                    let edges = incoming.get(&(a.ptr as Key));
                    let div = div_block[b]
                        || edges.is_none_or(|edges| {
                            edges.iter().any(|&(p, v)| {
                                p >= n
                                    || div_block[p]
                                    || splits(p, &divergent)
                                    || v.is_none_or(|v| divergent.contains(&(v.ptr as Key)))
                            })
                        });
                    if div {
                        divergent.insert(a.ptr as Key);
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
            let split = |p: usize| splits(p, &divergent);
            if !spread_divergence(model, ipdom, &mut div_block, &split, &mut budget)? {
                return Some(div_block);
            }
        }
        None
    }
}

/// Marks the `bar.warp.sync` ops of `model` ordered when every one of them runs in
/// control flow decided alike in all lanes of a warp (the LLVM front end's
/// `mark_ordered_warp_syncs`).
///
/// # Safety
/// As [`divergent_blocks`].
pub(crate) unsafe fn mark_ordered_warp_syncs(
    model: &mut Function,
    blocks: &[MlirBlock],
    ipdom: &[usize],
    settled: &std::collections::HashSet<Key>,
    kernel: bool,
) {
    let Some(syncs) = barrier_groups::unguarded_warp_syncs(model) else {
        return;
    };
    // SAFETY: this function's contract.
    let Some(div) = (unsafe {
        divergent_blocks(
            model,
            blocks,
            ipdom,
            &|_| false,
            settled,
            &std::collections::HashSet::new(),
            kernel,
            true,
        )
    }) else {
        return;
    };
    barrier_groups::mark_ordered_outside(model, &syncs, &div);
}

/// The results of the weak global loads of the function (`blocks`, as `model` and
/// `anchors` translate them) that a CTA barrier separates from every op that may
/// write global memory, when no op may acquire from beyond the CTA or run unknown
/// code (the LLVM front end's `global_loads.rs`, whose roles these are: an
/// `llvm.load` of address space 1, not volatile or atomic, or an inline asm of weak
/// `ld.global`s and `mov`s, is a load; stores to global or generic memory and asm or
/// intrinsics that write global memory are writers; an atomic load, a fence, an
/// atomic of non-shared memory, a cluster wait, a call of unknown code make nothing
/// settled). Triton's ragged GEMMs load their tile counts so.
///
/// # Safety
/// `blocks` must be the live blocks `model` was translated from, and `placement`
/// made for them.
pub(crate) unsafe fn settled_global_loads(
    model: &Function,
    blocks: &[MlirBlock],
    placement: &crate::smem::Placement,
) -> std::collections::HashSet<Key> {
    use tcgen05_llvm::global_loads::{asm_role, callee_role, Role};
    let mut out = std::collections::HashSet::new();
    if placement.phases.is_empty() {
        return out;
    }
    // SAFETY: this function's contract; every op read is live.
    unsafe {
        let mut loads = Vec::new();
        let mut writers = Vec::new();
        for op in blocks.iter().flat_map(|&b| ir::ops(b)) {
            let name = ir::op_name(op);
            let operands = ir::operands(op);
            let space = |k: usize| operands.get(k).and_then(|v| ir::pointer_space(*v));
            // `ordering` is LLVM's AtomicOrdering, 0 for not atomic.
            let atomic = ir::attr(op, "ordering").is_some_and(|a| {
                if mlirAttributeIsAInteger(a) {
                    mlirIntegerAttrGetValueInt(a) != 0
                } else {
                    !ir::attr_text(a).contains("not_atomic")
                }
            }) || ir::attr(op, "volatile_").is_some();
            let role = match name.as_str() {
                "llvm.load" => match (space(0), atomic) {
                    (Some(1), false) => Role::Load,
                    (Some(0 | 1), true) => Role::Opaque,
                    _ => Role::Other,
                },
                "llvm.store" => match space(1) {
                    Some(0 | 1) => Role::Writer,
                    _ => Role::Other,
                },
                "llvm.atomicrmw" | "llvm.cmpxchg" => match space(0) {
                    Some(3) => Role::Other,
                    _ => Role::Opaque,
                },
                "llvm.fence" => Role::Opaque,
                "llvm.inline_asm" => {
                    asm_role(&ir::attr_string(op, "asm_string").unwrap_or_default())
                }
                "llvm.call_intrinsic" | "llvm.call" => match ir::callee(op) {
                    Some(c) if crate::translate::call_runs_nothing(op, &c) => Role::Other,
                    Some(c) => callee_role(&c),
                    None => Role::Opaque,
                },
                // An `nvvm` op as its PTX statement, or by the intrinsic's name.
                n if n.starts_with("nvvm.") => match crate::translate::nvvm_mapping(op, n) {
                    crate::nvvm::Mapped::Ptx { text, .. } => asm_role(&text),
                    _ => callee_role(&format!("llvm.{n}")),
                },
                _ => Role::Other,
            };
            match role {
                Role::Load => loads.push(op),
                Role::Writer => writers.push(op),
                Role::Opaque => return out,
                Role::Other => {}
            }
        }
        if loads.is_empty() || loads.len().saturating_mul(writers.len()) > 1 << 22 {
            return out;
        }
        let point = |op: MlirOperation| placement.point(model, op);
        let writes: Vec<_> = writers.iter().map(|&w| point(w)).collect();
        for load in loads {
            if point(load).is_some_and(|at| {
                placement
                    .phases
                    .separated_from_all(at, writes.iter().copied())
            }) {
                out.extend(ir::results(load).iter().map(|r| r.ptr as Key));
            }
        }
    }
    out
}
