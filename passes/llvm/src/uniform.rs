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
use tcgen05_core::cfg::spread_divergence;
use tcgen05_core::model::Function;
use tcgen05_core::spec::{Op, SyncKind};
use tcgen05_core::{HashMap, HashSet};

use crate::model_build::{callee_name, Anchor, NVVM_REFLECT};

/// Special registers with one value in a CTA (NVVM `llvm.nvvm.read.ptx.sreg.*`).
fn uniform_sreg(reg: &str) -> bool {
    let reg = reg.replace('.', "_");
    [
        "ctaid",
        "nctaid",
        "ntid",
        "clusterid",
        "nclusterid",
        "cluster_ctaid",
        "cluster_nctaid",
        "cluster_ctarank",
        "cluster_nctarank",
        "is_explicit_cluster",
    ]
    .iter()
    .any(|s| {
        reg.strip_prefix(s)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('_'))
    })
}

/// Intrinsics whose result is a pure function of their arguments.
fn pure_intrinsic(name: &str) -> bool {
    [
        "llvm.smax.",
        "llvm.smin.",
        "llvm.umax.",
        "llvm.umin.",
        "llvm.abs.",
        "llvm.ctpop.",
        "llvm.ctlz.",
        "llvm.cttz.",
        "llvm.fshl.",
        "llvm.fshr.",
        "llvm.bswap.",
        "llvm.bitreverse.",
    ]
    .iter()
    .any(|p| name.starts_with(p))
}

/// The barrier's count from its intrinsic's name and operands: `.count`/`.cnt` take
/// it second, `.all` and `barrier0` have none.
///
/// # Safety
/// `call` must be a live call instruction.
unsafe fn intrinsic_barrier(call: LLVMValueRef) -> Option<(Count, bool)> {
    // SAFETY: the caller's contract; operands are read below LLVMGetNumOperands.
    unsafe {
        let name = callee_name(call)?;
        let rest = name.strip_prefix("llvm.nvvm.")?;
        if !(rest.starts_with("barrier") || rest.starts_with("bar.")) {
            return None;
        }
        let waits = !rest.contains("arrive") && !rest.contains("red");
        let count = if rest.ends_with(".count") || rest.ends_with(".cnt") {
            let c = LLVMGetOperand(call, 1);
            if LLVMIsAConstantInt(c).is_null() {
                Count::Unknown
            } else {
                u32::try_from(LLVMConstIntGetSExtValue(c)).map_or(Count::Unknown, Count::Threads)
            }
        } else if rest.starts_with("barrier0") || rest.ends_with(".all") {
            Count::All
        } else {
            Count::Unknown
        };
        Some((count, waits))
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
) {
    // SAFETY: this function's contract.
    unsafe {
        let mut bars = Vec::new();
        for (at, inst) in model.insts() {
            let Op::Sync(ev) = &inst.op else { continue };
            if ev.ordered || !matches!(ev.kind, SyncKind::CtaBarrier | SyncKind::CtaArrive) {
                continue;
            }
            let anchor = anchors[at.block.0 as usize][at.index as usize];
            // Inline asm: its count is not read here (any count).
            let (count, waits) = if anchor.stmt.is_none() && inst.guard.is_none() {
                intrinsic_barrier(anchor.inst).unwrap_or((Count::Unknown, false))
            } else {
                (Count::Unknown, false)
            };
            bars.push(Barrier {
                at,
                id: ev.barrier_id,
                count,
                waits,
            });
        }
        let (candidates, warps) = barrier_groups::candidates(model, &bars, exact_threads);
        let Some(warps) = warps else { return };
        let Some(ipdom) = tcgen05_core::cfg::post_dominators(model) else {
            return;
        };
        let mut marks: Vec<&barrier_groups::Candidate> = Vec::new();
        for candidate in &candidates {
            let ignored = |p: usize| candidate.cannot_split(model, &warps, p);
            let Some((div_blocks, _)) = divergence(model, blocks, &ipdom, &ignored) else {
                continue;
            };
            if candidate
                .barriers
                .iter()
                .all(|at| !div_blocks[at.block.0 as usize])
            {
                marks.push(candidate);
            }
        }
        for candidate in marks {
            barrier_groups::mark_ordered_group(model, candidate);
        }
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
) -> Option<HashSet<LLVMValueRef>> {
    let ipdom = tcgen05_core::cfg::post_dominators(model)?;
    // SAFETY: this function's contract.
    unsafe { divergence(model, blocks, &ipdom, &|_| false).map(|(_, values)| values) }
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
    ignored: &dyn Fn(usize) -> bool,
) -> Option<(Vec<bool>, HashSet<LLVMValueRef>)> {
    // SAFETY: this function's contract; every handle read is an instruction,
    // operand or block of the live function.
    unsafe {
        let n = blocks.len();
        let index: HashMap<LLVMBasicBlockRef, usize> =
            blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        let mut insts: Vec<(LLVMValueRef, usize)> = Vec::new();
        for (b, &bb) in blocks.iter().enumerate() {
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() {
                insts.push((inst, b));
                inst = LLVMGetNextInstruction(inst);
            }
        }
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
                    let div = div_block[b]
                        || match LLVMGetInstructionOpcode(inst) {
                            LLVMOpcode::LLVMPHI => {
                                operand_divergent
                                    || (0..LLVMCountIncoming(inst)).any(|k| {
                                        let from = LLVMGetIncomingBlock(inst, k);
                                        index
                                            .get(&from)
                                            .is_none_or(|&p| div_block[p] || splits(p, &divergent))
                                    })
                            }
                            LLVMOpcode::LLVMCall => operand_divergent || !uniform_call(inst),
                            LLVMOpcode::LLVMLoad => {
                                let space =
                                    LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(inst, 0)));
                                // Constant (4) and parameter (101) memory.
                                operand_divergent || !matches!(space, 4 | 101)
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

/// Whether a call's result is one value in the CTA given uniform arguments.
///
/// # Safety
/// `call` must be a live call instruction.
unsafe fn uniform_call(call: LLVMValueRef) -> bool {
    // SAFETY: this function's contract.
    unsafe {
        callee_name(call).is_some_and(|c| {
            c == NVVM_REFLECT
                || c.strip_prefix("llvm.nvvm.read.ptx.sreg.")
                    .map_or_else(|| pure_intrinsic(&c), uniform_sreg)
        })
    }
}

/// Opcodes whose result is a pure function of their operands.
fn pure(op: LLVMOpcode) -> bool {
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
            | LLVMPtrToInt
            | LLVMIntToPtr
            | LLVMBitCast
            | LLVMAddrSpaceCast
            | LLVMICmp
            | LLVMFCmp
            | LLVMSelect
            | LLVMGetElementPtr
            | LLVMExtractValue
            | LLVMInsertValue
            | LLVMExtractElement
            | LLVMInsertElement
            | LLVMShuffleVector
            | LLVMFreeze
            // Terminators and stores define nothing a branch can test.
            | LLVMBr
            | LLVMRet
            | LLVMStore
    )
}
