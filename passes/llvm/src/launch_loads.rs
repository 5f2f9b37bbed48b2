//! Loads of a kernel's prologue that read the launch's data.
//!
//! A variable-length FMHA tests its tile against sequence lengths it loads from the
//! host's arrays (`cu_seqlens[b + 1] - cu_seqlens[b]`) right after the prologue's
//! barriers, and leaves when the tile is out of range, before any role allocates
//! TMEM. The PTX reader takes such a *settled* load to read the launch value
//! (`smem_spans::launch_value_loads`): no path reaches it after a global write or
//! an acquire other than an unpredicated all-thread barrier that lies on no cycle
//! and dominates every write and acquire. A writing thread has then passed every
//! such barrier exactly once, before it writes, so no write of this CTA is ordered
//! before the load, and a write not ordered after it races with it (the pass takes
//! the data a kernel tests to be race-free). Two threads that load one address
//! then read one value. This is the same rule over LLVM IR, for weak loads of
//! global memory (address space 1, or a generic pointer the host passed).

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMAtomicOrdering, LLVMOpcode, LLVMTypeKind};
use tcgen05_core::{HashMap, HashSet};
use tcgen05_ptx_decode::smem_spans::unsettles_launch_data;
use tcgen05_ptx_decode::{split_asm, AsmItem};

use crate::model_build::{
    block_instructions, callee_name, declared_block, host_pointer, inline_asm, on_stack, HOST_DEPTH,
};
use crate::slots::{reachable_from, Slots};
use crate::uniform::{asm_barrier, intrinsic_barrier};
use tcgen05_core::barrier_groups::Count;

/// The most blocks the dominance questions visit in all; past it no load settles.
const BLOCK_VISITS: usize = 1 << 22;

/// The most barriers considered for the prologue's.
const MAX_PROLOGUE: usize = 8;

/// What an instruction is to this analysis.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// An all-thread CTA barrier (`barrier.cta.sync.aligned.all 0`).
    Barrier,
    /// It may write global memory, acquire, synchronize otherwise, or do what the
    /// analysis cannot see.
    Blocking,
    Other,
}

/// The settled loads of kernel `func` (module docs); `slots` knows its cycles.
///
/// # Safety
/// `func` must be a live function with a body.
pub(crate) unsafe fn settled_loads(func: LLVMValueRef, slots: &mut Slots) -> HashSet<LLVMValueRef> {
    // SAFETY: this function's contract; blocks and instructions are live.
    unsafe {
        let mut out = HashSet::default();
        let entry = LLVMGetEntryBasicBlock(func);
        if entry.is_null() {
            return out;
        }
        let mut blocks = Vec::new();
        let mut bb = LLVMGetFirstBasicBlock(func);
        while !bb.is_null() {
            blocks.push(bb);
            bb = LLVMGetNextBasicBlock(bb);
        }
        let insts = || blocks.iter().flat_map(|&b| block_instructions(b));
        if !insts().any(|i| weak_global_load(i)) {
            return out;
        }
        let threads = declared_block(func);
        let kinds: HashMap<LLVMValueRef, Kind> = insts()
            .map(|i| (i, kind(i, threads)))
            .filter(|(_, k)| *k != Kind::Other)
            .collect();
        // Candidates for the prologue's barriers: those that only clean paths (no
        // blocking instruction) reach, at most [`MAX_PROLOGUE`] of them.
        let blocking_only = |i: LLVMValueRef| kinds.get(&i) == Some(&Kind::Blocking);
        let clean = clean_blocks(entry, &blocks, &blocking_only);
        let mut prologue: Vec<LLVMValueRef> = Vec::new();
        for &b in blocks.iter().filter(|b| clean.contains(*b)) {
            for i in block_instructions(b) {
                if blocking_only(i) || prologue.len() >= MAX_PROLOGUE {
                    break;
                }
                if kinds.get(&i) == Some(&Kind::Barrier) {
                    prologue.push(i);
                }
            }
        }
        // Those that lie on no cycle and come before every blocking instruction and
        // every barrier not among them (a fixed point: drop the ones that do not
        // until none is dropped).
        let mut budget = BLOCK_VISITS;
        let mut avoiding: HashMap<LLVMValueRef, HashSet<LLVMBasicBlockRef>> = HashMap::default();
        let mut kept = Vec::new();
        for &bar in &prologue {
            let home = LLVMGetInstructionParent(bar);
            if slots.in_cycle(home) {
                continue;
            }
            let Some(set) = reachable_from(entry, Some(home), &mut budget) else {
                return out;
            };
            avoiding.insert(bar, set);
            kept.push(bar);
        }
        prologue = kept;
        let dominates = |bar: LLVMValueRef, i: LLVMValueRef| {
            let (home, b) = (LLVMGetInstructionParent(bar), LLVMGetInstructionParent(i));
            if b == home {
                block_instructions(home)
                    .take_while(|&x| x != i)
                    .any(|x| x == bar)
            } else {
                home == entry || (b != entry && !avoiding[&bar].contains(&b))
            }
        };
        loop {
            let before = prologue.len();
            let kept: Vec<LLVMValueRef> = prologue
                .iter()
                .copied()
                .filter(|&bar| {
                    kinds.iter().all(|(&i, &k)| {
                        let acquires =
                            k == Kind::Blocking || (k == Kind::Barrier && !prologue.contains(&i));
                        !acquires || dominates(bar, i)
                    })
                })
                .collect();
            prologue = kept;
            if prologue.len() == before {
                break;
            }
        }
        // The blocks entered only from paths that passed nothing blocking but those
        // barriers, and in them the weak global loads above the first blocking
        // instruction.
        let blocking = |i: LLVMValueRef| match kinds.get(&i) {
            Some(Kind::Blocking) => true,
            Some(Kind::Barrier) => !prologue.contains(&i),
            _ => false,
        };
        let clean = clean_blocks(entry, &blocks, &blocking);
        for &b in blocks.iter().filter(|b| clean.contains(*b)) {
            for i in block_instructions(b) {
                if blocking(i) {
                    break;
                }
                if weak_global_load(i) {
                    out.insert(i);
                }
            }
        }
        out
    }
}

/// The blocks that no path from `entry` enters after an instruction `blocking`
/// holds for: all but those reachable from a block that has one (in time linear in
/// the CFG).
///
/// # Safety
/// `entry` and `blocks` must be the blocks of one live function.
unsafe fn clean_blocks(
    entry: LLVMBasicBlockRef,
    blocks: &[LLVMBasicBlockRef],
    blocking: &dyn Fn(LLVMValueRef) -> bool,
) -> HashSet<LLVMBasicBlockRef> {
    // SAFETY: the blocks and their instructions are live.
    unsafe {
        let mut dirty: HashSet<LLVMBasicBlockRef> = HashSet::default();
        let mut work: Vec<LLVMBasicBlockRef> = blocks
            .iter()
            .filter(|&&b| block_instructions(b).any(blocking))
            .flat_map(|&b| crate::slots::successors(b))
            .collect();
        while let Some(b) = work.pop() {
            if b != entry && dirty.insert(b) {
                work.extend(crate::slots::successors(b));
            }
        }
        blocks
            .iter()
            .copied()
            .filter(|b| !dirty.contains(b))
            .collect()
    }
}

/// A weak (not atomic, not volatile) load of an integer or pointer from global
/// memory: address space 1, or a generic pointer the host passed.
///
/// # Safety
/// `inst` must be a live instruction.
unsafe fn weak_global_load(inst: LLVMValueRef) -> bool {
    // SAFETY: this function's contract.
    unsafe {
        if LLVMGetInstructionOpcode(inst) != LLVMOpcode::LLVMLoad
            || LLVMGetVolatile(inst) != 0
            || LLVMGetOrdering(inst) != LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic
            || !matches!(
                LLVMGetTypeKind(LLVMTypeOf(inst)),
                LLVMTypeKind::LLVMIntegerTypeKind | LLVMTypeKind::LLVMPointerTypeKind
            )
        {
            return false;
        }
        let ptr = LLVMGetOperand(inst, 0);
        match LLVMGetPointerAddressSpace(LLVMTypeOf(ptr)) {
            1 => true,
            0 => host_pointer(ptr, HOST_DEPTH),
            _ => false,
        }
    }
}

/// [`Kind`] of `inst`, in a kernel whose CTA has at most `threads` threads.
///
/// # Safety
/// `inst` must be a live instruction.
unsafe fn kind(inst: LLVMValueRef, threads: Option<u32>) -> Kind {
    // SAFETY: this function's contract.
    unsafe {
        match LLVMGetInstructionOpcode(inst) {
            LLVMOpcode::LLVMStore => {
                let ptr = LLVMGetOperand(inst, 1);
                let shared = LLVMGetPointerAddressSpace(LLVMTypeOf(ptr)) == 3;
                if (shared || on_stack(ptr)) && LLVMGetVolatile(inst) == 0 {
                    Kind::Other
                } else {
                    Kind::Blocking
                }
            }
            LLVMOpcode::LLVMLoad => {
                let weak = LLVMGetOrdering(inst) == LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic;
                if weak && LLVMGetVolatile(inst) == 0 {
                    Kind::Other
                } else {
                    Kind::Blocking
                }
            }
            LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg | LLVMOpcode::LLVMFence => {
                Kind::Blocking
            }
            LLVMOpcode::LLVMCall => call_kind(inst, threads),
            _ => Kind::Other,
        }
    }
}

/// [`Kind`] of a call: a pure intrinsic, libdevice math (`__nv_*`), or inline asm
/// of harmless statements is not blocking; a CTA barrier every thread must arrive
/// at is a barrier; anything else is blocking.
///
/// The barriers are those the PTX reader's settled prologue takes
/// (`smem_spans::launch_value_loads`): a barrier that waits, of any number, with no
/// thread count or with a constant one no smaller than `threads` (CuTe DSL's FMHA
/// backward syncs `bar.sync 1, 512` in a CTA of 512), as an intrinsic or as inline
/// asm of that one statement (clang's CUTLASS `NamedBarrier::sync`: `bar.sync $0,
/// $1;` with constant arguments).
///
/// # Safety
/// `call` must be a live call instruction.
unsafe fn call_kind(call: LLVMValueRef, threads: Option<u32>) -> Kind {
    // SAFETY: this function's contract.
    unsafe {
        let every_thread = |barrier: Option<(Count, bool)>| match barrier {
            Some((Count::All, true)) => true,
            Some((Count::Threads(n), true)) => threads.is_some_and(|t| n >= t),
            _ => false,
        };
        if let Some((asm, _)) = inline_asm(call) {
            let Ok(items) = split_asm(&asm) else {
                return Kind::Blocking;
            };
            if matches!(items.as_slice(), [AsmItem::Stmt(_)]) && every_thread(asm_barrier(call, 0))
            {
                return Kind::Barrier;
            }
            // What the PTX reader's settled prologue allows: no statement that may
            // write global memory or acquire (register arithmetic, shared-memory
            // stores, arrivals, elections, `setmaxnreg`, tcgen05 operations; a
            // label only lets the asm loop).
            let harmless = items.iter().all(|item| match item {
                AsmItem::Stmt(s) => !unsettles_launch_data(s),
                AsmItem::Label(_) => true,
            });
            return if harmless {
                Kind::Other
            } else {
                Kind::Blocking
            };
        }
        let Some(name) = callee_name(call) else {
            return Kind::Blocking;
        };
        if name.starts_with("__nv_") {
            return Kind::Other;
        }
        if every_thread(intrinsic_barrier(call)) {
            return Kind::Barrier;
        }
        const PURE: &[&str] = &[
            "llvm.nvvm.read.ptx.sreg.",
            "llvm.nvvm.shfl.sync.",
            "llvm.nvvm.elect.sync",
            "llvm.lifetime.",
            "llvm.assume",
            "llvm.dbg.",
            "llvm.umin.",
            "llvm.umax.",
            "llvm.smin.",
            "llvm.smax.",
            "llvm.abs.",
            "llvm.nvvm.prefetch.",
            "llvm.nvvm.mbarrier.init.",
        ];
        if PURE.iter().any(|p| name.starts_with(p)) {
            Kind::Other
        } else {
            Kind::Blocking
        }
    }
}
