//! Comparisons computed again of the same inputs are one value.
//!
//! Each role of CUTLASS's FMHA forward kernel, as clang compiles it, decodes its
//! tile from the scheduler's fast divisions (`__nv_umulhi`) and tests it against the
//! sequence length in its own SSA values: the MMA warp allocates TMEM when its test
//! holds, and the epilogue warp, which frees it, tests again. The PTX reader names
//! each operand of a comparison by how it is computed (`stable_setps`), so the two
//! tests are one predicate there; this is the same over LLVM IR.
//!
//! A value's *key* describes how it is computed from inputs that are fixed in a
//! thread for the whole kernel: constants, the function's arguments, special
//! registers that never change, loads of a `__grid_constant__` parameter or settled
//! loads of the launch's data ([`crate::launch_loads`]), and stack slots that hold
//! one value ([`crate::slots`]), through pure integer and address arithmetic,
//! comparisons, casts, selects, libdevice integer calls and phis that join the two
//! sides of one branch (a `select` on its condition). Two values with one key are
//! the same function of the same fixed inputs, so they are equal wherever a thread
//! computes them. Comparisons with one key are then interned as one model value.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMIntPredicate, LLVMOpcode};
use tcgen05_core::{HashMap, HashSet};

use crate::model_build::{
    block_instructions, callee_name, const_int, grid_constant_pointer, only_predecessor,
};
use crate::slots::Slots;

/// How deep a key follows operands.
const DEPTH: u32 = 48;

/// The most distinct keys one function builds.
const MAX_KEYS: usize = 1 << 18;

struct Keys<'a> {
    slots: &'a mut Slots,
    settled: &'a HashSet<LLVMValueRef>,
    /// Per value: its key's id (`None`: it has none).
    memo: HashMap<LLVMValueRef, Option<u32>>,
    /// Key text -> id.
    ids: HashMap<String, u32>,
}

impl Keys<'_> {
    fn id(&mut self, text: String) -> Option<u32> {
        if self.ids.len() >= MAX_KEYS {
            return self.ids.get(&text).copied();
        }
        let next = self.ids.len() as u32;
        Some(*self.ids.entry(text).or_insert(next))
    }

    /// The key of `v` (module docs), as an id.
    ///
    /// # Safety
    /// `v` must be a live value.
    unsafe fn key(&mut self, v: LLVMValueRef, depth: u32) -> Option<u32> {
        // SAFETY: `v` and its operands are live.
        unsafe {
            if let Some(c) = const_int(v) {
                let width = LLVMGetIntTypeWidth(LLVMTypeOf(v));
                return self.id(format!("c{c}:{width}"));
            }
            if !LLVMIsAArgument(v).is_null() {
                let func = LLVMGetParamParent(v);
                let index = (0..LLVMCountParams(func)).find(|&i| LLVMGetParam(func, i) == v)?;
                return self.id(format!("a{index}"));
            }
            if LLVMIsAInstruction(v).is_null() || depth == 0 {
                return None;
            }
            if let Some(&known) = self.memo.get(&v) {
                return known;
            }
            self.memo.insert(v, None);
            let key = self.compute(v, depth);
            self.memo.insert(v, key);
            key
        }
    }

    /// The keys of operands `0..n` of `v`.
    ///
    /// # Safety
    /// `v` must be a live instruction with at least `n` operands.
    unsafe fn operand_keys(&mut self, v: LLVMValueRef, n: u32, depth: u32) -> Option<Vec<u32>> {
        // SAFETY: operands are read below `n`, which the caller bounds.
        unsafe {
            (0..n)
                .map(|k| self.key(LLVMGetOperand(v, k), depth - 1))
                .collect()
        }
    }

    /// # Safety
    /// `v` must be a live instruction.
    unsafe fn compute(&mut self, v: LLVMValueRef, depth: u32) -> Option<u32> {
        // SAFETY: `v` is a live instruction; operands are read below their counts.
        unsafe {
            use LLVMOpcode::*;
            let op = LLVMGetInstructionOpcode(v);
            let n = LLVMGetNumOperands(v).max(0) as u32;
            let text = match op {
                LLVMAdd | LLVMMul | LLVMAnd | LLVMOr | LLVMXor => {
                    let mut k = self.operand_keys(v, 2, depth)?;
                    k.sort_unstable();
                    format!("{op:?}({},{})", k[0], k[1])
                }
                LLVMSub | LLVMShl | LLVMLShr | LLVMAShr | LLVMSDiv | LLVMUDiv | LLVMSRem
                | LLVMURem => {
                    let k = self.operand_keys(v, 2, depth)?;
                    format!("{op:?}({},{})", k[0], k[1])
                }
                LLVMZExt | LLVMSExt | LLVMTrunc | LLVMPtrToInt | LLVMIntToPtr
                | LLVMAddrSpaceCast | LLVMBitCast => {
                    let k = self.key(LLVMGetOperand(v, 0), depth - 1)?;
                    format!("{op:?}{:p}({k})", LLVMTypeOf(v))
                }
                LLVMICmp => {
                    let k = self.operand_keys(v, 2, depth)?;
                    let (pred, a, b) = canonical_predicate(LLVMGetICmpPredicate(v), k[0], k[1]);
                    format!("icmp{pred}({a},{b})")
                }
                LLVMSelect => {
                    let k = self.operand_keys(v, 3, depth)?;
                    format!("sel({},{},{})", k[0], k[1], k[2])
                }
                LLVMGetElementPtr => {
                    let k = self.operand_keys(v, n, depth)?;
                    format!("gep{:p}({k:?})", LLVMGetGEPSourceElementType(v))
                }
                LLVMPHI => {
                    let (c, t, f) = branch_join(v)?;
                    let k = [
                        self.key(c, depth - 1)?,
                        self.key(t, depth - 1)?,
                        self.key(f, depth - 1)?,
                    ];
                    format!("sel({},{},{})", k[0], k[1], k[2])
                }
                LLVMLoad => {
                    if LLVMGetVolatile(v) != 0 {
                        return None;
                    }
                    if let Some(stored) = self.slots.stored_value(v) {
                        return self.key(stored, depth - 1);
                    }
                    let ptr = LLVMGetOperand(v, 0);
                    if !self.settled.contains(&v) && !grid_constant_pointer(ptr) {
                        return None;
                    }
                    let k = self.key(ptr, depth - 1)?;
                    format!("ld{:p}({k})", LLVMTypeOf(v))
                }
                LLVMCall => {
                    let name = callee_name(v)?;
                    let stable_sreg = name
                        .strip_prefix("llvm.nvvm.read.ptx.sreg.")
                        .is_some_and(|r| !tcgen05_ptx_decode::is_volatile_special_register(r));
                    if stable_sreg {
                        format!("s{name}")
                    } else if name.starts_with("__nv_") {
                        let args = LLVMGetNumArgOperands(v);
                        let k = self.operand_keys(v, args, depth)?;
                        format!("f{name}({k:?})")
                    } else {
                        return None;
                    }
                }
                _ => return None,
            };
            self.id(text)
        }
    }
}

/// `(predicate, lhs, rhs)` with the greater-than forms turned around
/// (`a > b` is `b < a`) and equality's operands in order.
fn canonical_predicate(p: LLVMIntPredicate, a: u32, b: u32) -> (&'static str, u32, u32) {
    use LLVMIntPredicate::*;
    match p {
        LLVMIntEQ => ("eq", a.min(b), a.max(b)),
        LLVMIntNE => ("ne", a.min(b), a.max(b)),
        LLVMIntSLT => ("slt", a, b),
        LLVMIntSGT => ("slt", b, a),
        LLVMIntSLE => ("sle", a, b),
        LLVMIntSGE => ("sle", b, a),
        LLVMIntULT => ("ult", a, b),
        LLVMIntUGT => ("ult", b, a),
        LLVMIntULE => ("ule", a, b),
        LLVMIntUGE => ("ule", b, a),
    }
}

/// `(c, t, f)` when phi `phi` joins the two sides of one conditional branch `br c`
/// and is `t` when `c` held, `f` otherwise: it has two incoming blocks, and each is
/// either the branching block itself or a block entered only from it that jumps
/// only to the phi's block.
///
/// # Safety
/// `phi` must be a live phi.
pub(crate) unsafe fn branch_join(
    phi: LLVMValueRef,
) -> Option<(LLVMValueRef, LLVMValueRef, LLVMValueRef)> {
    // SAFETY: `phi` and the blocks around it are live.
    unsafe {
        // Two incoming entries: the phi's block has two incoming edges.
        if LLVMCountIncoming(phi) != 2 {
            return None;
        }
        let join = LLVMGetInstructionParent(phi);
        let from = [LLVMGetIncomingBlock(phi, 0), LLVMGetIncomingBlock(phi, 1)];
        let side = |b: LLVMBasicBlockRef| -> Option<(LLVMBasicBlockRef, LLVMBasicBlockRef)> {
            // (branching block, the successor of it this side starts with)
            if crate::slots::successors(b) == [join] {
                if let Some(d) = only_predecessor(b) {
                    return Some((d, b));
                }
            }
            Some((b, join))
        };
        let (d0, s0) = side(from[0])?;
        let (d1, s1) = side(from[1])?;
        if d0 != d1 || s0 == s1 {
            return None;
        }
        let term = LLVMGetBasicBlockTerminator(d0);
        if term.is_null()
            || LLVMGetInstructionOpcode(term) != LLVMOpcode::LLVMBr
            || LLVMIsConditional(term) == 0
        {
            return None;
        }
        let (t, f) = (LLVMGetSuccessor(term, 0), LLVMGetSuccessor(term, 1));
        let value = |i: u32| LLVMGetIncomingValue(phi, i);
        if (s0, s1) == (t, f) {
            Some((LLVMGetCondition(term), value(0), value(1)))
        } else if (s0, s1) == (f, t) {
            Some((LLVMGetCondition(term), value(1), value(0)))
        } else {
            None
        }
    }
}

/// Whether a conditional branch tests `v`.
///
/// # Safety
/// `v` must be a live value.
unsafe fn branched_on(v: LLVMValueRef) -> bool {
    // SAFETY: `v` and its uses are live.
    unsafe {
        let mut u = LLVMGetFirstUse(v);
        while !u.is_null() {
            let user = LLVMGetUser(u);
            if LLVMGetInstructionOpcode(user) == LLVMOpcode::LLVMBr {
                return true;
            }
            u = LLVMGetNextUse(u);
        }
        false
    }
}

/// For each integer comparison of `func` that a branch tests and that has a key,
/// the first such comparison of the function with the same key (not listed for the
/// first).
///
/// # Safety
/// `func` must be a live function with a body.
pub(crate) unsafe fn same_comparisons(
    func: LLVMValueRef,
    slots: &mut Slots,
    settled: &HashSet<LLVMValueRef>,
) -> HashMap<LLVMValueRef, LLVMValueRef> {
    // SAFETY: this function's contract; blocks and instructions are live.
    unsafe {
        let mut keys = Keys {
            slots,
            settled,
            memo: HashMap::default(),
            ids: HashMap::default(),
        };
        let mut first: HashMap<u32, LLVMValueRef> = HashMap::default();
        let mut out = HashMap::default();
        let mut bb = LLVMGetFirstBasicBlock(func);
        while !bb.is_null() {
            for i in block_instructions(bb) {
                if LLVMGetInstructionOpcode(i) != LLVMOpcode::LLVMICmp || !branched_on(i) {
                    continue;
                }
                if let Some(k) = keys.key(i, DEPTH) {
                    let canon = *first.entry(k).or_insert(i);
                    if canon != i {
                        out.insert(i, canon);
                    }
                }
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
        out
    }
}
