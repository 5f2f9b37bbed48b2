//! Counted CTA barriers that one group of warps passes in the same order, in LLVM IR
//! (`tcgen05_core::barrier_groups`; the PTX reader's `uniform.rs` does the same on
//! PTX). Triton's default partition syncs its epilogue with
//! `llvm.nvvm.barrier.cta.sync.aligned.count(i32 0, i32 128)` and no other warp
//! runs that barrier: each instance is the whole partition at one call.
//!
//! Uniformity among the group is a divergence analysis over SSA values: constants,
//! arguments, globals and the CTA-wide special registers (`%ctaid`, `%nctaid`,
//! `%ntid`, cluster ids) are uniform; pure operations of uniform values are uniform;
//! anything else (thread and lane indices, loads but from the constant and parameter
//! spaces, inline asm, other calls) is divergent. A block that depends on a divergent
//! branch (control dependence from post-dominators) is divergent, and so is every
//! value it defines (a loop with a divergent exit gives different values after it);
//! a phi is divergent when a value it takes is, or an edge into it leaves a
//! divergent block or a block that ends in a divergent branch. Branches the group
//! cannot split ([`Candidate::cannot_split`]) are not divergent.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use tcgen05_core::barrier_groups::{self, Barrier, Count};
use tcgen05_core::cfg::{post_dominators, spread_divergence};
use tcgen05_core::model::{Function, InstRef};
use tcgen05_core::{HashMap, HashSet};

use crate::model_build::{
    asm_arg, callee_name, const_int, count_outputs, grid_constant_pointer, inline_asm,
    special_register, Anchor, CTA_SREGS,
};
use crate::smem::{model_points, Dispatch};
use tcgen05_core::barrier_phase::BarrierPhases;
use tcgen05_core::facts::WarpRange;

/// What the analyses here share for one function: its post-dominator tree
/// (`tcgen05_core::cfg::post_dominators`), computed by the first analysis that needs
/// it (marking barriers ordered does not change the CFG), and the shared-memory
/// loads no write can race (`crate::smem::SpanFacts::settled`), whose value is one
/// wherever the address is.
pub(crate) struct Uniformity {
    ipdom: std::cell::OnceCell<Option<Vec<usize>>>,
    settled: HashSet<LLVMValueRef>,
    /// The warp dispatches (`crate::smem::Dispatch`), whose table byte is one value
    /// among a group of warps that every run of the table's writes gives one byte.
    dispatches: Vec<Dispatch>,
    phases: BarrierPhases,
    /// Where each LLVM instruction sits among the model's (`crate::smem::model_points`),
    /// computed once for every group (marking barriers ordered moves none).
    points: std::cell::OnceCell<HashMap<LLVMValueRef, Option<InstRef>>>,
}

impl Uniformity {
    pub(crate) fn new(
        settled: HashSet<LLVMValueRef>,
        dispatches: Vec<Dispatch>,
        phases: BarrierPhases,
    ) -> Uniformity {
        Uniformity {
            ipdom: std::cell::OnceCell::new(),
            settled,
            dispatches,
            phases,
            points: std::cell::OnceCell::new(),
        }
    }

    /// The dispatch loads whose byte is one value in every warp of `group` that loads
    /// it in the same barrier instance: each run of writes of the group's bytes gives
    /// all of them one value, and a CTA barrier separates the load from each write
    /// (the PTX reader's `group_dispatch_loads`).
    ///
    /// # Safety
    /// As [`mark_group_barriers`].
    unsafe fn group_dispatch_loads(
        &self,
        model: &Function,
        anchors: &[Vec<Anchor>],
        blocks: &[LLVMBasicBlockRef],
        group: WarpRange,
    ) -> HashSet<LLVMValueRef> {
        if self.dispatches.is_empty() || self.phases.is_empty() {
            return HashSet::default();
        }
        // SAFETY: this function's contract.
        let points = self
            .points
            .get_or_init(|| unsafe { model_points(model, anchors, blocks) });
        let point = |v: LLVMValueRef| points.get(&v).copied().flatten();
        self.dispatches
            .iter()
            .filter(|d| {
                // SAFETY: the dispatch's writes are instructions of this live function.
                let writes = unsafe { d.group_writes(group.0, group.1) };
                let (Some(load), Some(writes)) = (point(d.load), writes) else {
                    return false;
                };
                self.phases
                    .separated_from_all(load, writes.iter().map(|&w| point(w)))
            })
            .map(|d| d.load)
            .collect()
    }

    fn ipdom(&self, model: &Function) -> Option<&[usize]> {
        self.ipdom.get_or_init(|| post_dominators(model)).as_deref()
    }
}

/// Special registers with one value in a CTA ([`CTA_SREGS`]).
fn uniform_sreg(reg: &str) -> bool {
    tcgen05_ptx_decode::special_register_in(reg, &CTA_SREGS)
}

/// The barrier's count from its intrinsic's name and operands: `.count`/`.cnt` take
/// it second, `.all` and `barrier0` have none. `None` for a cluster barrier or
/// `bar.warp.sync`, which are no CTA barriers.
///
/// # Safety
/// `call` must be a live call instruction.
pub(crate) unsafe fn intrinsic_barrier(call: LLVMValueRef) -> Option<(Count, bool)> {
    // SAFETY: the caller's contract; operands are read below LLVMGetNumOperands.
    unsafe {
        let name = callee_name(call)?;
        let rest = name.strip_prefix("llvm.nvvm.")?;
        if !(rest.starts_with("barrier") || rest.starts_with("bar."))
            || rest.contains("cluster")
            || rest.contains("warp")
        {
            return None;
        }
        let waits = !rest.contains("arrive") && !rest.contains("red");
        let count = if rest.ends_with(".count") || rest.ends_with(".cnt") {
            thread_count(LLVMGetOperand(call, 1))
        } else if rest.starts_with("barrier0") || rest.ends_with(".all") {
            Count::All
        } else {
            Count::Unknown
        };
        Some((count, waits))
    }
}

/// A barrier's thread count given as the value `v`: known when it is a constant.
///
/// # Safety
/// `v` must be a live value.
unsafe fn thread_count(v: LLVMValueRef) -> Count {
    // SAFETY: the caller's contract.
    unsafe { const_int(v) }
        .and_then(|n| u32::try_from(n).ok())
        .map_or(Count::Unknown, Count::Threads)
}

/// The count of the barrier that statement `stmt` of an inline-asm call is, as
/// [`intrinsic_barrier`] gives it for an intrinsic
/// ([`tcgen05_ptx_decode::asm_barrier_count`], placeholders bound to constant
/// arguments).
///
/// # Safety
/// `call` must be a live call instruction.
pub(crate) unsafe fn asm_barrier(call: LLVMValueRef, stmt: usize) -> Option<(Count, bool)> {
    // SAFETY: the caller's contract; operands are read below LLVMGetNumArgOperands.
    unsafe {
        let (asm, constraints) = inline_asm(call)?;
        let args: Vec<LLVMValueRef> = (0..LLVMGetNumArgOperands(call))
            .map(|i| LLVMGetOperand(call, i))
            .collect();
        let outputs = count_outputs(&constraints);
        tcgen05_ptx_decode::asm_barrier_count(&asm, stmt, |p| {
            asm_arg(&args, outputs, p).and_then(|v| const_int(v))
        })
    }
}

/// Marks the counted barriers of `model` that one group of warps passes in order.
/// `anchors` and `blocks` are the translation's; `exact_threads` the CTA's size when
/// the kernel requires one.
///
/// # Safety
/// The anchors and blocks must be live handles of the function `model` translates.
pub(crate) unsafe fn mark_group_barriers(
    model: &mut Function,
    anchors: &[Vec<Anchor>],
    blocks: &[LLVMBasicBlockRef],
    exact_threads: Option<u32>,
    cx: &Uniformity,
) {
    // SAFETY: this function's contract.
    unsafe {
        let mut bars = Vec::new();
        for (at, inst, ev) in barrier_groups::unordered_barriers(model) {
            let anchor = anchors[at.block.0 as usize][at.index as usize];
            let (count, waits) = match (inst.guard, anchor.stmt) {
                (None, None) => intrinsic_barrier(anchor.inst),
                (None, Some(stmt)) => asm_barrier(anchor.inst, stmt),
                (Some(_), _) => None,
            }
            .unwrap_or((Count::Unknown, false));
            bars.push(Barrier {
                at,
                id: ev.barrier_id,
                group_number: ev.group_number,
                count,
                waits,
            });
        }
        let (candidates, warps) = barrier_groups::candidates(model, &bars, exact_threads);
        let Some(warps) = warps else { return };
        let Some(ipdom) = cx.ipdom(model) else {
            return;
        };
        barrier_groups::mark_candidates(
            model,
            &candidates,
            Some(&warps),
            |model, candidate, warps| {
                let ignored = |p: usize| candidate.cannot_split(model, warps, p);
                let group = cx.group_dispatch_loads(model, anchors, blocks, candidate.group);
                divergence_in(model, blocks, ipdom, &cx.settled, &group, &ignored, false)
                    .map(|(div_blocks, _)| div_blocks)
            },
        );
    }
}

/// The values of a kernel that may differ among the threads of its CTA
/// (`Function::cta_uniform` takes the guards not among them); `None` when the
/// analysis does not settle.
///
/// # Safety
/// `blocks` must be live basic blocks of one function, in `model`'s order.
pub(crate) unsafe fn cta_divergent_values(
    model: &Function,
    blocks: &[LLVMBasicBlockRef],
    cx: &Uniformity,
) -> Option<HashSet<LLVMValueRef>> {
    let tree = cx.ipdom(model)?;
    // SAFETY: this function's contract.
    unsafe { divergence(model, blocks, tree, &cx.settled, &|_| false).map(|(_, values)| values) }
}

/// The blocks threads of interest may reach on different paths, and the values that
/// may differ among them; `ignored(p)` says the branch ending block `p` cannot send
/// two of them different ways. `None` when the analysis does not settle.
///
/// # Safety
/// `blocks` must be live basic blocks of one function, in `model`'s order.
unsafe fn divergence(
    model: &Function,
    blocks: &[LLVMBasicBlockRef],
    ipdom: &[usize],
    settled: &HashSet<LLVMValueRef>,
    ignored: &dyn Fn(usize) -> bool,
) -> Option<(Vec<bool>, HashSet<LLVMValueRef>)> {
    // SAFETY: this function's contract.
    unsafe {
        divergence_in(
            model,
            blocks,
            ipdom,
            settled,
            &HashSet::default(),
            ignored,
            false,
        )
    }
}

/// [`divergence`] among the threads of the CTA, or (`warp`) among the lanes of one
/// warp: a warp is 32 consecutive threads of a 1-D CTA (as the warp-index facts take
/// it), so `%tid.x` bits from the sixth up, and a value every lane reads from one
/// lane (`shfl.sync.idx` with a full mask, a clamp of 31 and a uniform lane), are
/// the same in all its lanes.
///
/// # Safety
/// As [`divergence`].
unsafe fn divergence_in(
    model: &Function,
    blocks: &[LLVMBasicBlockRef],
    ipdom: &[usize],
    settled: &HashSet<LLVMValueRef>,
    group: &HashSet<LLVMValueRef>,
    ignored: &dyn Fn(usize) -> bool,
    warp: bool,
) -> Option<(Vec<bool>, HashSet<LLVMValueRef>)> {
    // SAFETY: this function's contract; every handle read is an instruction,
    // operand or block of the live function.
    unsafe {
        let n = blocks.len();
        let index: HashMap<LLVMBasicBlockRef, usize> =
            blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        let insts: Vec<(LLVMValueRef, usize)> = blocks
            .iter()
            .enumerate()
            .flat_map(|(b, &bb)| crate::model_build::block_instructions(bb).map(move |i| (i, b)))
            .collect();
        let mut divergent: HashSet<LLVMValueRef> = HashSet::default();
        let mut div_block = vec![false; n];
        // Whether block `p` ends in a branch that may send the group different ways.
        let splits = |p: usize, divergent: &HashSet<LLVMValueRef>| {
            let term = LLVMGetBasicBlockTerminator(blocks[p]);
            if term.is_null() || ignored(p) {
                return false;
            }
            match LLVMGetInstructionOpcode(term) {
                LLVMOpcode::LLVMBr if LLVMIsConditional(term) != 0 => {
                    divergent.contains(&LLVMGetCondition(term))
                }
                LLVMOpcode::LLVMBr | LLVMOpcode::LLVMRet | LLVMOpcode::LLVMUnreachable => false,
                LLVMOpcode::LLVMSwitch => divergent.contains(&LLVMGetOperand(term, 0)),
                _ => true,
            }
        };
        let mut budget: usize = 64 * (insts.len() + n + 1);
        for _round in 0..32 {
            // Values.
            loop {
                let mut changed = false;
                for &(inst, b) in &insts {
                    if divergent.contains(&inst) {
                        continue;
                    }
                    budget = budget.checked_sub(1)?;
                    let operand_divergent = (0..LLVMGetNumOperands(inst).max(0) as u32)
                        .any(|k| divergent.contains(&LLVMGetOperand(inst, k)));
                    // One value among the threads compared, whatever its operands.
                    let collapses =
                        (warp && collapses_lanes(inst, &divergent)) || group.contains(&inst);
                    let div = div_block[b]
                        || !collapses
                            && match LLVMGetInstructionOpcode(inst) {
                                LLVMOpcode::LLVMPHI => {
                                    operand_divergent
                                        || (0..LLVMCountIncoming(inst)).any(|k| {
                                            let from = LLVMGetIncomingBlock(inst, k);
                                            index.get(&from).is_none_or(|&p| {
                                                div_block[p] || splits(p, &divergent)
                                            })
                                        })
                                }
                                // Settled inline-asm global loads too.
                                LLVMOpcode::LLVMCall => {
                                    operand_divergent
                                        || !(uniform_call(inst) || settled.contains(&inst))
                                }
                                LLVMOpcode::LLVMLoad => {
                                    let space = LLVMGetPointerAddressSpace(LLVMTypeOf(
                                        LLVMGetOperand(inst, 0),
                                    ));
                                    // Constant (4) and parameter (101) memory, a
                                    // `grid_constant` parameter, and shared and
                                    // global loads no write can race.
                                    operand_divergent
                                        || !(matches!(space, 4 | 101)
                                            || settled.contains(&inst)
                                            || grid_constant_pointer(LLVMGetOperand(inst, 0)))
                                }
                                op => operand_divergent || !pure(op),
                            };
                    if div {
                        divergent.insert(inst);
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
            // Blocks that depend on a divergent branch.
            let split = |p: usize| splits(p, &divergent);
            if !spread_divergence(model, ipdom, &mut div_block, &split, &mut budget)? {
                return Some((div_block, divergent));
            }
        }
        None
    }
}

/// Whether `inst` computes, in every lane of a warp, the same value from the thread
/// index: `tid >> k` for `k >= 5`, `tid & m` for a mask with no lane bit, `tid / c`
/// for a multiple `c` of 32 (through `zext`/`trunc` of the `tid.x` read); or
/// broadcasts one lane's value (`shfl.sync.idx(-1, v, lane, 31)` with `lane` not in
/// `divergent`).
///
/// # Safety
/// `inst` must be a live instruction.
unsafe fn collapses_lanes(inst: LLVMValueRef, divergent: &HashSet<LLVMValueRef>) -> bool {
    // SAFETY: this function's contract; operands of a live instruction are live.
    unsafe {
        let constant = |v: LLVMValueRef| {
            (!LLVMIsAConstantInt(v).is_null()).then(|| LLVMConstIntGetSExtValue(v))
        };
        let is_tid = |mut v: LLVMValueRef| {
            for _ in 0..4 {
                if !LLVMIsAZExtInst(v).is_null() || !LLVMIsATruncInst(v).is_null() {
                    v = LLVMGetOperand(v, 0);
                    continue;
                }
                return !LLVMIsACallInst(v).is_null()
                    && callee_name(v).as_deref() == Some("llvm.nvvm.read.ptx.sreg.tid.x");
            }
            false
        };
        let (a, c) = (LLVMGetOperand(inst, 0), LLVMGetOperand(inst, 1));
        match LLVMGetInstructionOpcode(inst) {
            LLVMOpcode::LLVMLShr | LLVMOpcode::LLVMAShr => {
                is_tid(a) && constant(c).is_some_and(|k| k >= 5)
            }
            LLVMOpcode::LLVMAnd => {
                is_tid(a) && constant(c).is_some_and(|m| m & 31 == 0)
                    || is_tid(c) && constant(a).is_some_and(|m| m & 31 == 0)
            }
            LLVMOpcode::LLVMUDiv => is_tid(a) && constant(c).is_some_and(|d| d > 0 && d % 32 == 0),
            LLVMOpcode::LLVMCall => {
                callee_name(inst).is_some_and(|n| n.starts_with("llvm.nvvm.shfl.sync.idx."))
                    && LLVMGetNumArgOperands(inst) == 4
                    && constant(LLVMGetOperand(inst, 0)).is_some_and(|m| m as u32 == u32::MAX)
                    && !divergent.contains(&LLVMGetOperand(inst, 2))
                    && constant(LLVMGetOperand(inst, 3)) == Some(31)
            }
            _ => false,
        }
    }
}

/// Marks the `bar.warp.sync` calls of `model` ordered when every one of them runs in
/// control flow decided alike in all lanes of a warp, all or none (see
/// `tcgen05_ptx`'s `uniform.rs`, which does the same for PTX).
///
/// # Safety
/// As [`mark_group_barriers`].
pub(crate) unsafe fn mark_ordered_warp_syncs(
    model: &mut Function,
    blocks: &[LLVMBasicBlockRef],
    cx: &Uniformity,
) {
    let Some(syncs) = barrier_groups::unguarded_warp_syncs(model) else {
        return;
    };
    let Some(tree) = cx.ipdom(model) else {
        return;
    };
    // SAFETY: this function's contract.
    let Some((div_blocks, _)) = (unsafe {
        divergence_in(
            model,
            blocks,
            tree,
            &cx.settled,
            &HashSet::default(),
            &|_| false,
            true,
        )
    }) else {
        return;
    };
    barrier_groups::mark_ordered_outside(model, &syncs, &div_blocks);
}

/// Whether a call's result is one value in the CTA given uniform arguments (an
/// inline asm that only copies a CTA-wide special register out, too).
///
/// # Safety
/// `call` must be a live call instruction.
unsafe fn uniform_call(call: LLVMValueRef) -> bool {
    // SAFETY: this function's contract.
    unsafe {
        if let Some(reg) = special_register(call) {
            return uniform_sreg(&reg);
        }
        crate::model_build::call_runs_nothing(call)
            || callee_name(call).is_some_and(|c| crate::intrinsics::pure_intrinsic(&c))
    }
}

/// Opcodes whose result is a pure function of their operands.
pub(crate) fn pure(op: LLVMOpcode) -> bool {
    use LLVMOpcode::*;
    computes(op)
        || renames(op)
        // Terminators and stores define nothing a branch can test.
        || matches!(op, LLVMBr | LLVMRet | LLVMStore)
}

/// Pure opcodes that compute their result with an instruction of their own, which
/// reads its operands when it runs: arithmetic, comparisons, `select` and numeric
/// conversions.
pub(crate) fn computes(op: LLVMOpcode) -> bool {
    use LLVMOpcode::*;
    matches!(
        op,
        LLVMAdd
            | LLVMSub
            | LLVMMul
            | LLVMUDiv
            | LLVMSDiv
            | LLVMURem
            | LLVMSRem
            | LLVMShl
            | LLVMLShr
            | LLVMAShr
            | LLVMAnd
            | LLVMOr
            | LLVMXor
            | LLVMFAdd
            | LLVMFSub
            | LLVMFMul
            | LLVMFDiv
            | LLVMFRem
            | LLVMFNeg
            | LLVMTrunc
            | LLVMZExt
            | LLVMSExt
            | LLVMFPToUI
            | LLVMFPToSI
            | LLVMUIToFP
            | LLVMSIToFP
            | LLVMFPTrunc
            | LLVMFPExt
            | LLVMICmp
            | LLVMFCmp
            | LLVMSelect
    )
}

/// Pure opcodes that rename or re-address their operand (code generation may fold
/// them away): pointer casts, address arithmetic, aggregate and vector moves.
fn renames(op: LLVMOpcode) -> bool {
    use LLVMOpcode::*;
    matches!(
        op,
        LLVMPtrToInt
            | LLVMIntToPtr
            | LLVMBitCast
            | LLVMAddrSpaceCast
            | LLVMGetElementPtr
            | LLVMExtractValue
            | LLVMInsertValue
            | LLVMExtractElement
            | LLVMInsertElement
            | LLVMShuffleVector
            | LLVMFreeze
    )
}
