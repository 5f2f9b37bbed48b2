//! Weak loads of global memory whose value is one in every thread that loads one
//! address, in LLVM IR: what the PTX reader's span analysis finds for `ld.global`
//! (`tcgen05_ptx_decode::smem_spans`, `global_load_writers`). Triton's ragged
//! matmuls load their tile counts from metadata with an inline-asm `ld.global` and
//! loop over them in a partition that syncs with a counted barrier.
//!
//! Two threads read different values at one address only if a write falls between
//! their loads. A write of this CTA does so only where no CTA barrier separates it
//! from the load (`BarrierPhases::load_separated`); one of another CTA, grid or the
//! host is ordered with a load of this CTA only through an operation that acquires
//! beyond the CTA, and with none in the function it races with the load: the pass
//! takes the data a kernel tests to be race-free (LLVM's NVPTX divergence analysis
//! takes every global load at a uniform address to be uniform).

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMAtomicOrdering, LLVMOpcode};
use tcgen05_core::barrier_phase::BarrierPhases;
use tcgen05_core::model::{Function, InstRef};
use tcgen05_core::HashSet;
use tcgen05_ptx_decode::smem_spans::{acquires_beyond_cta, weak_global_load, writes_global};
use tcgen05_ptx_decode::{split_asm, AsmItem};

use crate::model_build::{block_instructions, callee_name, inline_asm, Anchor};
use crate::smem::model_points;

/// Load and writer pairs compared at most.
const PAIR_BUDGET: usize = 1 << 22;

/// What one instruction is to this analysis.
pub enum Role {
    /// A weak global load: an IR `load` from address space 1 (not volatile, not
    /// atomic), or inline asm of `mov`s and weak `ld.global`s.
    Load,
    /// It may write global memory.
    Writer,
    /// It may acquire from beyond the CTA, or do what this analysis cannot see (a call
    /// of a function, asm it cannot read): no load is settled in the function.
    Opaque,
    Other,
}

/// The weak global loads of the function (`model`'s blocks) that a CTA barrier
/// separates from every instruction that may write global memory (module header).
///
/// # Safety
/// `blocks` must be the live blocks of the function `model` and `anchors` describe.
pub(crate) unsafe fn settled_global_loads(
    model: &Function,
    anchors: &[Vec<Anchor>],
    blocks: &[LLVMBasicBlockRef],
    phases: &BarrierPhases,
) -> HashSet<LLVMValueRef> {
    if phases.is_empty() {
        return HashSet::default();
    }
    // SAFETY: this function's contract; instructions are walked while alive.
    unsafe {
        let mut loads = Vec::new();
        let mut writers = Vec::new();
        for inst in blocks.iter().flat_map(|&bb| block_instructions(bb)) {
            match role(inst) {
                Role::Load => loads.push(inst),
                Role::Writer => writers.push(inst),
                Role::Opaque => return HashSet::default(),
                Role::Other => {}
            }
        }
        if loads.is_empty() || loads.len().saturating_mul(writers.len()) > PAIR_BUDGET {
            return HashSet::default();
        }
        let points = model_points(model, anchors, blocks);
        let point = |v: LLVMValueRef| points.get(&v).copied().flatten();
        let writes: Vec<Option<InstRef>> = writers.iter().map(|&w| point(w)).collect();
        loads
            .into_iter()
            .filter(|&load| {
                point(load).is_some_and(|at| phases.separated_from_all(at, writes.iter().copied()))
            })
            .collect()
    }
}

/// [`Role`] of `inst`.
///
/// # Safety
/// `inst` must be a live instruction.
unsafe fn role(inst: LLVMValueRef) -> Role {
    // SAFETY: this function's contract.
    unsafe {
        let space = |k: u32| LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(inst, k)));
        match LLVMGetInstructionOpcode(inst) {
            LLVMOpcode::LLVMLoad => {
                let atomic =
                    LLVMGetOrdering(inst) != LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic;
                match (space(0), atomic || LLVMGetVolatile(inst) != 0) {
                    (1, false) => Role::Load,
                    // An atomic load of memory other CTAs see may acquire.
                    (0 | 1, true) => Role::Opaque,
                    _ => Role::Other,
                }
            }
            LLVMOpcode::LLVMStore => match space(1) {
                0 | 1 => Role::Writer,
                _ => Role::Other,
            },
            LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg => match space(0) {
                3 => Role::Other,
                _ => Role::Opaque,
            },
            LLVMOpcode::LLVMFence => Role::Opaque,
            LLVMOpcode::LLVMCall => call_role(inst),
            _ => Role::Other,
        }
    }
}

/// [`Role`] of a call: inline asm by its statements, an intrinsic by its name.
///
/// # Safety
/// `call` must be a live call instruction.
unsafe fn call_role(call: LLVMValueRef) -> Role {
    // SAFETY: this function's contract.
    unsafe {
        if let Some((asm, _)) = inline_asm(call) {
            return asm_role(&asm);
        }
        match callee_name(call) {
            Some(_) if crate::model_build::call_runs_nothing(call) => Role::Other,
            Some(name) => callee_role(&name),
            None => Role::Opaque,
        }
    }
}

/// [`Role`] of inline asm, by its statements (the MLIR front end's too).
pub fn asm_role(asm: &str) -> Role {
    let Ok(items) = split_asm(asm) else {
        return Role::Opaque;
    };
    let stmts: Vec<_> = items
        .iter()
        .filter_map(|i| match i {
            AsmItem::Stmt(s) => Some(s),
            AsmItem::Label(_) => None,
        })
        .collect();
    if stmts
        .iter()
        .any(|s| acquires_beyond_cta(s) || s.head() == "call")
    {
        return Role::Opaque;
    }
    if stmts.iter().any(|s| writes_global(s)) {
        return Role::Writer;
    }
    let loads = stmts.iter().filter(|s| weak_global_load(s)).count();
    let only_moves = stmts
        .iter()
        .all(|s| weak_global_load(s) || s.head() == "mov");
    if loads > 0 && only_moves && items.len() == stmts.len() {
        Role::Load
    } else {
        Role::Other
    }
}

/// [`Role`] of a call of the function `name` by its name: an intrinsic
/// (`llvm.nvvm.*`, the MLIR front end's `nvvm.*` ops by the same names), or a
/// function of the program's own, which may do anything.
pub fn callee_role(name: &str) -> Role {
    let Some(intrinsic) = name.strip_prefix("llvm.") else {
        return Role::Opaque;
    };
    let has = |p: &str| intrinsic.contains(p);
    if (has("cluster") && (has("wait") || has("barrier")))
        || has("multicast")
        || has("griddepcontrol.wait")
        || has("membar")
        || (has("fence") && !has("proxy") && !has("mbarrier_init"))
        || has("atomic")
    {
        return Role::Opaque;
    }
    const WRITES: &[&str] = &[
        "s2g",
        "to.global",
        "memcpy",
        "memset",
        "memmove",
        "cp.reduce",
        "st.global",
        "sust",
    ];
    if WRITES.iter().any(|w| has(w)) {
        Role::Writer
    } else {
        Role::Other
    }
}
