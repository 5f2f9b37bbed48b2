//! LLVM IR function → core model. Intrinsic calls are mapped to PTX statements
//! (`intrinsics.rs`) and inline asm is split into its PTX statements; both go through
//! the core's decoder. Every model instruction remembers the LLVM instruction it came
//! from (its *anchor*) so edits can be applied.
//!
//! Every `unsafe fn` here takes raw LLVM handles; its contract (`# Safety`) is that
//! they belong to one module that stays alive for the call. The public entry points
//! in `lib.rs` guarantee it by borrowing the module (`FunctionUnit<'m>`).

use std::ffi::CStr;
use std::sync::Arc;
use tcgen05_core::facts::WarpRange;
use tcgen05_core::{barrier_groups, HashMap, HashSet};

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMAtomicOrdering, LLVMOpcode, LLVMTypeKind};
// Special registers with one value in a CTA (`%ctaid.x`, as [`special_register`]
// names an NVVM read or an inline-asm copy) or in the launch.
pub(crate) use tcgen05_core::model::CTA_SREGS;
use tcgen05_core::model::{
    Block, BlockId, Function, Guard, Inst, InstRef, Loc, Value, LAUNCH_SREGS,
};
use tcgen05_core::spec::{tmem_addend, tmem_addend_stepped, Addr, Op, Spread, SyncKind};
use tcgen05_ptx_decode::{classify, parse_statement, split_asm, AsmItem, AsmLeaders, OperandEnv};

use crate::intrinsics::{map_intrinsic, CallShape, Mapped};
use tcgen05_core::facts::{predicate_facts, Expr, Sreg};
use tcgen05_core::known_bits::KnownBits;

/// NVVM's compile-time query function.
pub const NVVM_REFLECT: &str = "__nvvm_reflect";

/// Whether the call instruction `call` calls a function that runs no barrier and
/// writes no memory (`crate::intrinsics::runs_nothing`).
///
/// # Safety
/// `call` must be a live call instruction.
pub(crate) unsafe fn call_runs_nothing(call: LLVMValueRef) -> bool {
    // SAFETY: this function's contract; arguments are read below their count.
    unsafe {
        let pointers = (0..LLVMGetNumArgOperands(call)).any(|i| {
            LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(call, i)))
                == LLVMTypeKind::LLVMPointerTypeKind
        });
        callee_name(call).is_some_and(|n| crate::intrinsics::runs_nothing(&n, pointers))
    }
}

/// Where a model instruction lives in the LLVM function.
#[derive(Clone, Copy, Debug)]
pub struct Anchor {
    pub inst: LLVMValueRef,
    /// The first model instruction of its LLVM instruction (an asm block may yield
    /// several); before a later one, an insertion goes into the asm template.
    pub first: bool,
    /// For a model instruction of an inline-asm call: the number of its statement in
    /// the template (as `split_asm` counts them).
    pub stmt: Option<usize>,
}

pub struct Translated {
    pub func: Function,
    pub anchors: Vec<Vec<Anchor>>,
    /// Per model instruction (as `anchors`): the index of its LLVM instruction in
    /// the function, counting every LLVM instruction once (a phi copy or a later
    /// statement of an asm block has its anchor's), for locations without debug info.
    pub ordinals: Vec<Vec<u32>>,
    /// How many LLVM instructions the function has.
    pub inst_total: u32,
    pub blocks: Vec<LLVMBasicBlockRef>,
}

/// A translation error at an instruction.
#[derive(Debug)]
pub struct TranslateError {
    pub loc: Loc,
    pub function: String,
    pub index: usize,
    pub message: String,
}

pub(crate) unsafe fn value_name(v: LLVMValueRef) -> String {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; LLVMGetValueName2 returns a pointer
    // and length owned by the value, copied before returning.
    unsafe {
        let mut len = 0usize;
        let p = LLVMGetValueName2(v, &mut len);
        if p.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
    }
}

/// The asm template and constraint string of an inline-asm call.
pub(crate) unsafe fn inline_asm(call: LLVMValueRef) -> Option<(String, String)> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; the asm string and constraint pointers
    // are owned by the InlineAsm value and copied at once.
    unsafe {
        let callee = LLVMGetCalledValue(call);
        if callee.is_null() || LLVMIsAInlineAsm(callee).is_null() {
            return None;
        }
        let mut len = 0usize;
        let s = LLVMGetInlineAsmAsmString(callee, &mut len);
        let asm =
            String::from_utf8_lossy(std::slice::from_raw_parts(s as *const u8, len)).into_owned();
        let c = LLVMGetInlineAsmConstraintString(callee, &mut len);
        let cons =
            String::from_utf8_lossy(std::slice::from_raw_parts(c as *const u8, len)).into_owned();
        Some((asm, cons))
    }
}

/// The PTX special register a call reads, `%tid.x` for
/// `llvm.nvvm.read.ptx.sreg.tid.x` or an inline asm `mov.u32 $0, %tid.x;` (CUTLASS and
/// ThunderKittens read `%cluster_ctarank` and `%clusterid.x` so).
///
/// # Safety
/// `call` must be a live call instruction.
pub(crate) unsafe fn special_register(call: LLVMValueRef) -> Option<String> {
    // SAFETY: this function's contract.
    unsafe {
        if let Some((asm, _)) = inline_asm(call) {
            return tcgen05_ptx_decode::asm_special_register(&asm);
        }
        let name = callee_name(call)?;
        let sreg = name.strip_prefix("llvm.nvvm.read.ptx.sreg.")?;
        Some(tcgen05_ptx_decode::sreg_register(sreg))
    }
}

/// Whether `v` is zero in every thread: the constant 0, a special register LLVM
/// gives the result range `[0, 1)` (`%tid.y` and `%tid.z` in a kernel declared
/// `X,1,1`: Mosaic GPU's IR before `-O3` linearizes the thread index as `tid.x +
/// tid.y * ntid.x + tid.z * ntid.x * ntid.y`), or a product, mask, left shift,
/// widening or narrowing of such a value.
///
/// # Safety
/// `v` must be a live value.
pub(crate) unsafe fn known_zero(v: LLVMValueRef, depth: u32) -> bool {
    // SAFETY: this function's contract; an instruction's operands are live.
    unsafe {
        if const_int(v) == Some(0) {
            return true;
        }
        if depth == 0 || LLVMIsAInstruction(v).is_null() {
            return false;
        }
        let op = |k| LLVMGetOperand(v, k);
        match LLVMGetInstructionOpcode(v) {
            LLVMOpcode::LLVMZExt | LLVMOpcode::LLVMSExt | LLVMOpcode::LLVMTrunc => {
                known_zero(op(0), depth - 1)
            }
            LLVMOpcode::LLVMMul | LLVMOpcode::LLVMAnd => {
                known_zero(op(0), depth - 1) || known_zero(op(1), depth - 1)
            }
            LLVMOpcode::LLVMShl => known_zero(op(0), depth - 1),
            LLVMOpcode::LLVMCall if special_register(v).is_some() => {
                let text = LLVMPrintValueToString(v);
                let zero = !text.is_null()
                    && CStr::from_ptr(text)
                        .to_string_lossy()
                        .contains(" range(i32 0, 1) ");
                if !text.is_null() {
                    LLVMDisposeMessage(text);
                }
                zero
            }
            _ => false,
        }
    }
}

/// Operations [`known_zero`] follows down.
pub(crate) const ZERO_DEPTH: u32 = 6;

/// An `InlineAsm` value of type `fty` with `text` and `constraints` and the flags and
/// dialect of the inline asm `callee` (a template the pass rewrote).
///
/// # Safety
/// `callee` must be a live `InlineAsm` value and `fty` a function type of its context.
pub(crate) unsafe fn inline_asm_like(
    callee: LLVMValueRef,
    fty: LLVMTypeRef,
    text: &str,
    constraints: &str,
) -> LLVMValueRef {
    // SAFETY: this function's contract; the strings are copied by LLVM.
    unsafe {
        LLVMGetInlineAsm(
            fty,
            text.as_ptr() as *mut _,
            text.len(),
            constraints.as_ptr() as *mut _,
            constraints.len(),
            LLVMGetInlineAsmHasSideEffects(callee),
            LLVMGetInlineAsmNeedsAlignedStack(callee),
            LLVMGetInlineAsmDialect(callee),
            LLVMGetInlineAsmCanUnwind(callee),
        )
    }
}

pub(crate) unsafe fn callee_name(call: LLVMValueRef) -> Option<String> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; the callee is read only from a call
    // instruction.
    unsafe {
        let callee = LLVMGetCalledValue(call);
        if callee.is_null() || LLVMIsAFunction(callee).is_null() {
            return None;
        }
        Some(value_name(callee))
    }
}

/// The name the pass gives its keep-alive phis (`thread::keep_loads_alive`); LLVM
/// numbers repeats (`%tcgen05.keep1`, ...).
pub(crate) const KEEP_ALIVE_PHI: &str = "tcgen05.keep";

pub(crate) unsafe fn is_call(v: LLVMValueRef) -> bool {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call.
    unsafe { matches!(LLVMGetInstructionOpcode(v), LLVMOpcode::LLVMCall) }
}

/// Whether `v` is a threading copy made with `mov` (not the tied empty template):
/// its result has a register of its own, written once by the `mov`, so no load's
/// result is in flight in it.
unsafe fn is_mov_copy(v: LLVMValueRef) -> bool {
    // SAFETY: the caller upholds this function's contract: `v` belongs to a module
    // that is alive for the whole call.
    unsafe {
        !LLVMIsAInstruction(v).is_null()
            && is_call(v)
            && inline_asm(v)
                .is_some_and(|(asm, cons)| !asm.trim().is_empty() && is_threading_asm(&asm, &cons))
    }
}

/// Whether an asm call is one of the pass's own value-threading copies: a rename,
/// not a read. The pass makes `mov.<type> $0, $1;` with `=x,x` constraints (one
/// register class letter); earlier versions made an empty template with the output
/// tied to the input (`=r,0`), still recognised.
pub(crate) fn is_threading_asm(asm: &str, constraints: &str) -> bool {
    if asm.trim().is_empty() {
        return constraints.starts_with('=') && constraints.contains(",0");
    }
    let Some(ty) = asm
        .trim()
        .strip_prefix("mov.")
        .and_then(|r| r.strip_suffix(" $0, $1;"))
    else {
        return false;
    };
    let letter = match ty {
        "pred" => "b",
        "b16" => "h",
        "b32" => "r",
        "b64" => "l",
        "f32" => "f",
        "f64" => "d",
        _ => return false,
    };
    constraints
        .strip_prefix('=')
        .and_then(|c| c.split_once(','))
        .is_some_and(|(out, input)| out == letter && input == letter)
}

/// The instructions of block `bb`, in order.
///
/// # Safety
/// `bb` must be a block of a live function that stays alive, with no instruction
/// added or removed, while the iterator is used.
pub(crate) unsafe fn block_instructions(
    bb: LLVMBasicBlockRef,
) -> impl Iterator<Item = LLVMValueRef> {
    let non_null = |i: LLVMValueRef| (!i.is_null()).then_some(i);
    // SAFETY: the caller's contract: `bb` and its instructions are live.
    std::iter::successors(
        non_null(unsafe { LLVMGetFirstInstruction(bb) }),
        move |&i| non_null(unsafe { LLVMGetNextInstruction(i) }),
    )
}

pub(crate) unsafe fn const_int(v: LLVMValueRef) -> Option<i64> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; LLVMConstIntGetSExtValue is called
    // only on a ConstantInt.
    unsafe {
        if !LLVMIsAConstantInt(v).is_null() {
            Some(LLVMConstIntGetSExtValue(v))
        } else {
            None
        }
    }
}

/// The bits of integer value `v` known to be zero and known to be one, as far as
/// constants, `and`, `or`, `xor`, shifts by constants, `zext`, `trunc`, `select` and
/// `phi` (within `depth` steps) tell; bits above its width are zero. clang computes
/// CUTLASS's block-scaled instruction descriptors as `or` of constant shape fields
/// and run-time scale-factor ids (`(sfa >> 26) & 48 | (sfb >> 1) & 0x60000000`), so
/// the shape fields are known where the value is not.
///
/// # Safety
/// `v` must be a live value of a module alive for the whole call.
unsafe fn known_bits(v: LLVMValueRef, depth: u32) -> (u64, u64) {
    // SAFETY: this function's contract.
    unsafe { known(v, depth).pair() }
}

/// [`known_bits`] as [`KnownBits`].
///
/// # Safety
/// `v` must be a live value of a module alive for the whole call.
unsafe fn known(v: LLVMValueRef, depth: u32) -> KnownBits {
    // SAFETY: this function's contract; every operand read is of a live instruction.
    unsafe {
        let ty = LLVMTypeOf(v);
        if LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMIntegerTypeKind {
            return KnownBits::UNKNOWN;
        }
        let width = LLVMGetIntTypeWidth(ty);
        if width > 64 {
            return KnownBits::UNKNOWN;
        }
        if let Some(c) = const_int(v) {
            return KnownBits::constant(c as u64).within(width);
        }
        if depth == 0 || LLVMIsAInstruction(v).is_null() {
            return KnownBits::UNKNOWN.within(width);
        }
        let op = |k: u32| known(LLVMGetOperand(v, k), depth - 1);
        let shift = || {
            const_int(LLVMGetOperand(v, 1))
                .filter(|&c| (0..width as i64).contains(&c))
                .map(|c| c as u32)
        };
        let bits = match LLVMGetInstructionOpcode(v) {
            LLVMOpcode::LLVMAnd => op(0).and(op(1)),
            LLVMOpcode::LLVMOr => op(0).or(op(1)),
            LLVMOpcode::LLVMXor => op(0).xor(op(1)),
            LLVMOpcode::LLVMShl => shift().map_or(KnownBits::UNKNOWN, |c| op(0).shift_left(c)),
            LLVMOpcode::LLVMLShr => {
                shift().map_or(KnownBits::UNKNOWN, |c| op(0).shift_right(c, width))
            }
            // A `zext` source's bits above its own width are zero, which its own
            // answer says.
            LLVMOpcode::LLVMZExt | LLVMOpcode::LLVMTrunc => op(0),
            LLVMOpcode::LLVMSelect => op(1).join(op(2)),
            LLVMOpcode::LLVMPHI => (0..LLVMCountIncoming(v))
                .map(|k| known(LLVMGetIncomingValue(v, k), depth - 1))
                .reduce(KnownBits::join)
                .unwrap_or(KnownBits::UNKNOWN),
            _ => KnownBits::UNKNOWN,
        };
        // Bits above this value's width are zero.
        bits.within(width)
    }
}

unsafe fn debug_loc(inst: LLVMValueRef) -> (Option<Arc<str>>, Option<u32>, Option<u32>) {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; the file name pointer and length are
    // owned by the debug location and copied at once.
    unsafe { DebugFiles::default().loc(inst) }
}

/// Debug locations of one function. The file name is copied once per distinct name
/// (nearly every instruction of a function shares one) and shared.
#[derive(Default)]
struct DebugFiles {
    last: Option<(*const std::ffi::c_char, Arc<str>)>,
}

impl DebugFiles {
    unsafe fn loc(&mut self, inst: LLVMValueRef) -> (Option<Arc<str>>, Option<u32>, Option<u32>) {
        // SAFETY: the caller upholds this function's contract: every handle passed in
        // belongs to a module that is alive for the whole call.
        unsafe {
            let line = LLVMGetDebugLocLine(inst);
            if line == 0 {
                return (None, None, None);
            }
            let col = Some(LLVMGetDebugLocColumn(inst));
            let mut len = 0u32;
            let f = LLVMGetDebugLocFilename(inst, &mut len);
            if f.is_null() {
                return (None, Some(line), col);
            }
            let file = match &self.last {
                Some((p, name)) if *p == f => name.clone(),
                _ => {
                    let bytes = std::slice::from_raw_parts(f as *const u8, len as usize);
                    let name: Arc<str> = String::from_utf8_lossy(bytes).into();
                    self.last = Some((f, name.clone()));
                    name
                }
            };
            (Some(file), Some(line), col)
        }
    }
}

/// Per-function translation state.
struct Builder {
    values: HashMap<LLVMValueRef, Value>,
    /// The statement number of each instruction the last `translate_asm` returned
    /// (empty after any other instruction).
    asm_stmts: Vec<usize>,
    /// Names local to one asm block (`complete`), keyed by call and name.
    asm_locals: HashMap<(LLVMValueRef, String), Value>,
    /// How the last `translate_asm` computed its local predicates
    /// ([`tcgen05_ptx_decode::AsmComparison::fact`]).
    asm_exprs: Vec<(Value, Expr)>,
    /// Values that are an `elect.sync` leader predicate.
    elect: HashSet<LLVMValueRef>,
    /// Outputs of inline asm that copy the leader predicate into an integer
    /// (CUTLASS's `elect.sync %rx|%px, m; @%px mov.s32 $1, 1;` with `$1` tied to an
    /// input holding 0): (call, output) -> (value elsewhere, value in the leader).
    elect_flag_outputs: HashMap<(LLVMValueRef, u32), (i64, i64)>,
    /// Values that are such an output.
    elect_flags: HashMap<LLVMValueRef, (i64, i64)>,
    /// Bases that are sums of several terms, by their sorted terms.
    sums: HashMap<Vec<Value>, Value>,
    /// Address bases that are shared-memory globals (address space 3).
    shared_globals: HashSet<Value>,
    /// Address bases whose TMEM lane field is 0: loads, calls and arguments, which
    /// carry no lane bits the function added (G-QUAD).
    lane0: HashSet<Value>,
    /// A call to a function that is neither an intrinsic nor inline asm.
    opaque_call: bool,
    /// Stack slots that hold one value ([`crate::slots`]).
    slots: crate::slots::Slots,
    /// Comparisons computed again of the same inputs, to the first of them
    /// ([`crate::value_keys`]).
    same: HashMap<LLVMValueRef, LLVMValueRef>,
    next: u32,
}

impl Builder {
    fn intern(&mut self, v: LLVMValueRef) -> Value {
        // A comparison computed again of the same inputs is the first one's value.
        if let Some(&first) = self.same.get(&v) {
            let value = self.intern(first);
            self.values.insert(v, value);
            return value;
        }
        let next = &mut self.next;
        *self.values.entry(v).or_insert_with(|| {
            *next += 1;
            Value(*next - 1)
        })
    }

    fn local(&mut self, call: LLVMValueRef, name: &str) -> Value {
        let next = &mut self.next;
        *self
            .asm_locals
            .entry((call, name.to_string()))
            .or_insert_with(|| {
                *next += 1;
                Value(*next - 1)
            })
    }

    /// An address as a sum: the non-constant terms (through i8 GEPs, integer adds,
    /// `or disjoint` and pointer/int casts) and a constant offset, so that `(a + b) + 128` and
    /// `a + (b + 128)` are the same base 128 apart (Triton computes mbarrier and TMEM
    /// addresses this way, and the backend reassociates them). A base of several
    /// terms is interned by its sorted terms.
    unsafe fn address(&mut self, v: LLVMValueRef, offset: i64) -> Addr {
        // SAFETY: the caller upholds this function's contract.
        unsafe {
            let (terms, off) = address_terms(v, offset);
            let mut ids: Vec<Value> = terms.iter().map(|t| self.intern(*t)).collect();
            ids.sort();
            // No terms: an absolute address, interned like a sum of nothing.
            let base = match (ids.as_slice(), terms.as_slice()) {
                ([one], [term]) => {
                    if !LLVMIsAGlobalVariable(*term).is_null()
                        && LLVMGetPointerAddressSpace(LLVMTypeOf(*term)) == 3
                    {
                        self.shared_globals.insert(*one);
                    }
                    let fresh = !LLVMIsAArgument(*term).is_null()
                        || (!LLVMIsAInstruction(*term).is_null()
                            && matches!(
                                LLVMGetInstructionOpcode(*term),
                                LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMCall
                            ));
                    if fresh {
                        self.lane0.insert(*one);
                    }
                    *one
                }
                _ => {
                    let next = &mut self.next;
                    *self.sums.entry(ids).or_insert_with(|| {
                        *next += 1;
                        Value(*next - 1)
                    })
                }
            };
            Addr::new(base, off)
        }
    }

    /// A TMEM address as one term that never changes (an argument, a global, or a
    /// value of the entry block, computed once) plus addends bounded by their known
    /// bits ([`OperandEnv::tmem_range`]): the least address, and how many columns and
    /// lanes above it the others lie (an addend with 16 low zero bits moves lanes).
    unsafe fn tmem_range(&mut self, v: LLVMValueRef, offset: i64) -> Option<(Addr, Spread)> {
        // SAFETY: the caller upholds this function's contract.
        unsafe {
            let (terms, mut off) = address_terms(v, offset);
            let mut spread = Spread::NONE;
            let mut root = None;
            for t in terms {
                let integer = LLVMGetTypeKind(LLVMTypeOf(t)) == LLVMTypeKind::LLVMIntegerTypeKind
                    && LLVMGetIntTypeWidth(LLVMTypeOf(t)) <= 64;
                // `known` has the bits above the width known zero.
                let bits = known(t, 8);
                if integer && !bits.zeros < 1 << 31 {
                    let aligned = bits.zeros & 0xffff == 0xffff;
                    let (least, more) = tmem_addend(bits.ones as i64, !bits.zeros as i64, aligned)?;
                    off = off.checked_add(least)?;
                    spread = spread.plus(more)?;
                    continue;
                }
                // A loop's stage index, bounded as an interval (`crate::ranges`), moves
                // the columns by multiples of its known low zero bits; past the column
                // field it moves lanes, so only as a multiple of 2^16.
                if let Some((lo, hi)) = integer.then(|| crate::ranges::range(t)).flatten() {
                    let aligned = bits.zeros & 0xffff == 0xffff;
                    if hi > 0xffff && !aligned {
                        return None;
                    }
                    let step = 1u32 << bits.zeros.trailing_ones().min(16);
                    let (least, more) = tmem_addend_stepped(lo, hi, aligned, step)?;
                    off = off.checked_add(least)?;
                    spread = spread.plus(more)?;
                    continue;
                }
                if root.replace(t).is_some() {
                    return None;
                }
            }
            let root = root?;
            let unchanging = !LLVMIsAArgument(root).is_null()
                || !LLVMIsAGlobalValue(root).is_null()
                || (!LLVMIsAInstruction(root).is_null() && {
                    let block = LLVMGetInstructionParent(root);
                    block == LLVMGetEntryBasicBlock(LLVMGetBasicBlockParent(block))
                        || !self.in_cycle(block)
                });
            if spread == Spread::NONE || !unchanging {
                return None;
            }
            Some((Addr::new(self.intern(root), off), spread))
        }
    }
}

impl Builder {
    /// Whether `block` can run again after it runs (lies on a cycle of the CFG): a
    /// value it defines then has one value only when it is defined outside cycles
    /// (ThunderKittens loads its TMEM base once, after an mbarrier wait).
    ///
    /// # Safety
    /// `block` must be a live block.
    unsafe fn in_cycle(&mut self, block: LLVMBasicBlockRef) -> bool {
        // SAFETY: this function's contract.
        unsafe { self.slots.in_cycle(block) }
    }
}

/// The blocks of `func` on a cycle of its CFG: those of a strongly connected
/// component of more than one block, or with an edge to themselves.
///
/// # Safety
/// `func` must be a live function with a body.
pub(crate) unsafe fn cyclic_blocks(func: LLVMValueRef) -> HashSet<LLVMBasicBlockRef> {
    // SAFETY: this function's contract; successors of a live block are live.
    unsafe {
        let mut graph = petgraph::graph::DiGraph::<LLVMBasicBlockRef, ()>::new();
        let mut nodes = HashMap::default();
        let mut bb = LLVMGetFirstBasicBlock(func);
        while !bb.is_null() {
            nodes.insert(bb, graph.add_node(bb));
            bb = LLVMGetNextBasicBlock(bb);
        }
        let mut cyclic = HashSet::default();
        for (&b, &from) in &nodes {
            let term = LLVMGetBasicBlockTerminator(b);
            if term.is_null() {
                continue;
            }
            for k in 0..LLVMGetNumSuccessors(term) {
                let next = LLVMGetSuccessor(term, k);
                if next == b {
                    cyclic.insert(b);
                }
                if let Some(&to) = nodes.get(&next) {
                    graph.add_edge(from, to, ());
                }
            }
        }
        for scc in petgraph::algo::tarjan_scc(&graph) {
            if scc.len() > 1 {
                cyclic.extend(scc.iter().map(|&n| graph[n]));
            }
        }
        cyclic
    }
}

/// The non-constant terms of an address as a sum (through i8 GEPs, integer adds,
/// `or disjoint` and pointer/int casts) and its constant offset ([`Builder::address`]).
///
/// # Safety
/// `v` must be a live value of a module alive for the whole call.
unsafe fn address_terms(v: LLVMValueRef, offset: i64) -> (Vec<LLVMValueRef>, i64) {
    use tcgen05_core::spec::{sum_terms, SumPart};
    // SAFETY: the caller upholds this function's contract: every handle passed in
    // belongs to a module that is alive for the whole call; operands are read below
    // LLVMGetNumOperands.
    let split = |v: LLVMValueRef| unsafe {
        if let Some(c) = const_int(v) {
            return SumPart::Const(c);
        }
        let opcode = value_opcode(v);
        let both = || SumPart::Sum(vec![LLVMGetOperand(v, 0), LLVMGetOperand(v, 1)], 0);
        match opcode {
            Some(
                LLVMOpcode::LLVMPtrToInt
                | LLVMOpcode::LLVMIntToPtr
                | LLVMOpcode::LLVMAddrSpaceCast
                | LLVMOpcode::LLVMBitCast,
            ) => SumPart::Sum(vec![LLVMGetOperand(v, 0)], 0),
            Some(LLVMOpcode::LLVMAdd) => both(),
            // `or disjoint` promises no common set bits (else poison): an add.
            // Triton forms TMEM column addresses as `base | 64` this way.
            Some(LLVMOpcode::LLVMOr)
                if !LLVMIsAInstruction(v).is_null() && LLVMGetIsDisjoint(v) != 0 =>
            {
                both()
            }
            Some(LLVMOpcode::LLVMGetElementPtr) if is_byte_gep(v) => both(),
            Some(LLVMOpcode::LLVMCall) => match full_warp_broadcast(v) {
                // Lane `k`'s value of one the same in every thread (Mojo broadcasts each
                // accumulator's address, `%cluster_ctarank` plus a constant, from lane
                // 0 before its MMA): the value itself.
                Some((x, _)) if cta_uniform_value(x, None) => SumPart::Sum(vec![x], 0),
                // The same broadcast made again further down its block: the same
                // value (its operands cannot change within a block).
                Some(_) => match earlier_same_broadcast(v) {
                    Some(first) => SumPart::Sum(vec![first], 0),
                    None => SumPart::Term(v),
                },
                None => SumPart::Term(v),
            },
            _ => SumPart::Term(v),
        }
    };
    sum_terms(v, offset, split)
}

/// The warps that may take each edge of the `switch` ending block `from`: when its
/// condition is a function of the warp index and the kernel declares its size
/// (`tcgen05_core::facts::switch_warps`; Mosaic GPU sends each warpgroup to its
/// role with `switch shfl(tid >> 7)`), or when it is a comparison widened to an
/// integer ([`widened_predicate`]; Mosaic GPU's IR before `-O3` branches so), the
/// comparison's sides. Every edge of the switch, so an edge the default shares with
/// a case gets both sides' warps when merged; none when the condition says nothing
/// of the warps. In the first case the exact warp set of each edge goes to
/// `edge_masks` too: a table of roles gives the default edge warps 0-3 and 13-15,
/// whose range holds the compute warps 4-12 that never take it.
///
/// # Safety
/// `term` must be a live `switch` instruction of the function `model` translates.
unsafe fn switch_edge_warps(
    b: &mut Builder,
    exprs: &HashMap<Value, Expr>,
    model: &Function,
    from: BlockId,
    term: LLVMValueRef,
    index: &HashMap<LLVMBasicBlockRef, u32>,
    edge_masks: &mut Vec<(BlockId, BlockId, u64)>,
) -> Vec<(BlockId, BlockId, WarpRange)> {
    // SAFETY: this function's contract; a switch's operands and successors are live.
    unsafe {
        // A switch's operand 0 is its condition (`LLVMGetCondition` is a branch's).
        let c = LLVMGetOperand(term, 0);
        // Successor 0 is the default, successor `i` case `i`.
        let mut cases = Vec::new();
        let mut targets = Vec::new();
        for i in 1..LLVMGetNumSuccessors(term) {
            let v = LLVMGetSwitchCaseValue(term, i);
            let (Some(c), Some(&to)) = (const_int(v), index.get(&LLVMGetSuccessor(term, i))) else {
                return Vec::new();
            };
            cases.push(c);
            targets.push(BlockId(to));
        }
        let Some(&default) = index.get(&LLVMGetSuccessor(term, 0)) else {
            return Vec::new();
        };
        let cond = b.intern(c);
        let masks = model
            .cta_warps()
            .and_then(|cta| tcgen05_core::facts::switch_warp_masks(exprs, cond, &cases, cta));
        if let Some((per_case, rest)) = &masks {
            edge_masks.extend(barrier_groups::switch_edge_masks(
                from,
                &targets,
                BlockId(default),
                per_case,
                *rest,
            ));
        }
        // The least range of each edge's warps, from those sets.
        let by_index = masks.map(|(per_case, rest)| {
            let ranges = per_case.into_iter().map(tcgen05_core::facts::mask_range);
            (
                ranges.collect::<Vec<_>>(),
                tcgen05_core::facts::mask_range(rest),
            )
        });
        let sides = by_index.or_else(|| {
            let (p, true_value) = widened_predicate(c)?;
            let p = b.intern(p);
            Some(barrier_groups::widened_switch_warps(
                model, p, true_value, &cases,
            ))
        });
        let Some((per_case, rest)) = sides else {
            return Vec::new();
        };
        targets
            .into_iter()
            .zip(per_case)
            .chain([(BlockId(default), rest)])
            .filter(|(_, warps)| !warps.is_empty() && *warps != WarpRange::ALL)
            .map(|(to, warps)| (from, to, warps))
            .collect()
    }
}

/// `v` as a predicate widened to an integer by `zext`/`sext` steps: the `i1` and
/// the value `v` has where it is true (1, or -1 when every step sign-extends); its
/// false value is 0.
///
/// # Safety
/// `v` must be a live value.
unsafe fn widened_predicate(mut v: LLVMValueRef) -> Option<(LLVMValueRef, i64)> {
    // SAFETY: this function's contract; an instruction's operands are live.
    unsafe {
        let mut all_sext = true;
        for _ in 0..8 {
            if LLVMIsAInstruction(v).is_null() {
                return None;
            }
            let sext = match LLVMGetInstructionOpcode(v) {
                LLVMOpcode::LLVMZExt => false,
                LLVMOpcode::LLVMSExt => true,
                _ => return None,
            };
            all_sext &= sext;
            let x = LLVMGetOperand(v, 0);
            let ty = LLVMTypeOf(x);
            if LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMIntegerTypeKind
                && LLVMGetIntTypeWidth(ty) == 1
            {
                // 1 stays 1 through any widening; -1 only through sign extensions.
                return Some((
                    x,
                    if all_sext {
                        -1
                    } else if !sext {
                        1
                    } else {
                        return None;
                    },
                ));
            }
            v = x;
        }
        None
    }
}

/// A full-warp `llvm.nvvm.shfl.sync.idx.i32` (mask -1, clamp 31): the value it
/// sends and its source lane.
///
/// # Safety
/// `v` must be a live value.
unsafe fn full_warp_broadcast(v: LLVMValueRef) -> Option<(LLVMValueRef, LLVMValueRef)> {
    // SAFETY: this function's contract; a call's operands are live.
    unsafe {
        (!LLVMIsACallInst(v).is_null()
            && callee_name(v).as_deref() == Some("llvm.nvvm.shfl.sync.idx.i32")
            && const_int(LLVMGetOperand(v, 0)) == Some(-1)
            && const_int(LLVMGetOperand(v, 3)) == Some(31))
        .then(|| (LLVMGetOperand(v, 1), LLVMGetOperand(v, 2)))
    }
}

/// For a full-warp broadcast ([`full_warp_broadcast`]) from a constant lane, the
/// first identical call before it in its block, at most [`BROADCAST_LOOKBACK`]
/// instructions up: every lane takes part in both, the source lane is the same, and
/// the value it sends is one SSA value no instruction between can change.
///
/// # Safety
/// `v` must be a live instruction.
unsafe fn earlier_same_broadcast(v: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: this function's contract; operands and neighbours of a live
    // instruction are live.
    unsafe {
        let (x, lane) = full_warp_broadcast(v)?;
        const_int(lane)?;
        let mut first = None;
        let mut at = LLVMGetPreviousInstruction(v);
        for _ in 0..BROADCAST_LOOKBACK {
            if at.is_null() {
                break;
            }
            if full_warp_broadcast(at) == Some((x, lane)) {
                first = Some(at);
            }
            at = LLVMGetPreviousInstruction(at);
        }
        first
    }
}

/// How far up its block [`earlier_same_broadcast`] looks.
const BROADCAST_LOOKBACK: usize = 256;

/// The argument an asm placeholder `$k` names (`None` for an output or no
/// placeholder): outputs come first in the numbering.
pub(crate) fn asm_arg(args: &[LLVMValueRef], n_outputs: usize, name: &str) -> Option<LLVMValueRef> {
    let k = name.strip_prefix('$')?.parse::<usize>().ok()?;
    args.get(k.checked_sub(n_outputs)?).copied()
}

/// Resolves `$k` of one asm call (or one mapped intrinsic call).
struct CallEnv<'a> {
    b: &'a mut Builder,
    call: LLVMValueRef,
    n_outputs: usize,
    args: Vec<LLVMValueRef>,
}

impl OperandEnv for CallEnv<'_> {
    fn value(&mut self, name: &str) -> Option<Value> {
        if name == "$ret" {
            return Some(self.b.intern(self.call));
        }
        if let Some(k) = name.strip_prefix('$').and_then(|k| k.parse::<usize>().ok()) {
            if k < self.n_outputs {
                return Some(self.b.intern(self.call));
            }
            let arg = *self.args.get(k - self.n_outputs)?;
            // Constants are uniqued by LLVM, so interning them gives equal keys for
            // equal constants (an MMA's instruction descriptor, say).
            return Some(self.b.intern(arg));
        }
        Some(self.b.local(self.call, name))
    }

    fn constant(&self, name: &str) -> Option<i64> {
        let arg = asm_arg(&self.args, self.n_outputs, name)?;
        // SAFETY: `arg` is an argument of the call being translated, in a module the
        // translation's caller keeps alive.
        unsafe { const_int(arg) }
    }

    fn known_bits(&self, name: &str) -> Option<(u64, u64)> {
        let arg = asm_arg(&self.args, self.n_outputs, name)?;
        // SAFETY: as in `constant`: `arg` is a live argument of the call.
        Some(unsafe { known_bits(arg, 8) })
    }

    fn tmem_range(&mut self, base: &str, offset: i64) -> Option<(Addr, Spread)> {
        let arg = asm_arg(&self.args, self.n_outputs, base)?;
        // SAFETY: as in `constant`: `arg` is a live argument of the call.
        unsafe { self.b.tmem_range(arg, offset) }
    }

    fn address(&mut self, base: &str, offset: i64) -> Addr {
        if let Some(arg) = asm_arg(&self.args, self.n_outputs, base) {
            // SAFETY: as in `constant`: `arg` is a live argument of the call.
            return unsafe { self.b.address(arg, offset) };
        }
        match self.value(base) {
            Some(v) => Addr::new(v, offset),
            None => Addr::UNKNOWN,
        }
    }
}

pub fn count_outputs(constraints: &str) -> usize {
    constraints
        .split(',')
        .filter(|c| c.starts_with('=') && !c.starts_with("=*"))
        .count()
}

/// A GEP over `i8` with one index: a byte offset added to the pointer.
/// [`Function::compounds`] for the TMEM address bases and sum terms that pure
/// instructions compute ([`pure_roots`]): such a value changes only where one of its
/// roots (a phi, a load, a call) is defined, not where a loop computes it again from
/// the same roots.
unsafe fn pure_compounds(b: &mut Builder, model: &Function) -> Vec<(Value, Vec<Value>)> {
    let wanted = tcgen05_core::model::tmem_base_values(model, &b.sums);
    let refs: Vec<(LLVMValueRef, Value)> = b
        .values
        .iter()
        .filter(|(_, v)| wanted.contains(v))
        .map(|(r, v)| (*r, *v))
        .collect();
    let mut memo: HashMap<LLVMValueRef, Option<Vec<LLVMValueRef>>> = HashMap::default();
    tcgen05_core::model::pure_compounds(
        refs,
        // SAFETY: every handle is a value of the module being translated, alive for
        // the call.
        |r| unsafe { pure_roots(*r, &mut memo, 0) },
        |r| Some(b.intern(r)),
    )
}

/// The values a pure instruction's result is computed from through other pure
/// instructions (integer arithmetic, casts, `select`, `icmp`, `getelementptr`, the
/// thread- and CTA-index special registers); `None` when `v` is not pure (a phi, a
/// load, a call, `freeze`): it is then a root itself.
unsafe fn pure_roots(
    v: LLVMValueRef,
    memo: &mut HashMap<LLVMValueRef, Option<Vec<LLVMValueRef>>>,
    depth: u32,
) -> Option<Vec<LLVMValueRef>> {
    // SAFETY: the caller passes a live value; operands are read below
    // LLVMGetNumOperands.
    unsafe {
        if !LLVMIsAConstant(v).is_null() || !LLVMIsAArgument(v).is_null() {
            return Some(Vec::new());
        }
        if LLVMIsAInstruction(v).is_null() {
            return None;
        }
        if let Some(known) = memo.get(&v) {
            return known.clone();
        }
        use LLVMOpcode::*;
        let pure = match LLVMGetInstructionOpcode(v) {
            LLVMAdd | LLVMSub | LLVMMul | LLVMShl | LLVMLShr | LLVMAShr | LLVMAnd | LLVMOr
            | LLVMXor | LLVMZExt | LLVMSExt | LLVMTrunc | LLVMPtrToInt | LLVMIntToPtr
            | LLVMBitCast | LLVMAddrSpaceCast | LLVMGetElementPtr | LLVMSelect | LLVMICmp
            | LLVMExtractValue | LLVMExtractElement | LLVMInsertValue | LLVMInsertElement => true,
            LLVMCall => {
                return if callee_name(v).is_some_and(|n| stable_sreg(&n)) {
                    Some(Vec::new())
                } else {
                    None
                };
            }
            _ => false,
        };
        if !pure || depth > 64 {
            return None;
        }
        let mut roots = Vec::new();
        for k in 0..LLVMGetNumOperands(v).max(0) as u32 {
            let op = LLVMGetOperand(v, k);
            if !LLVMIsABasicBlock(op).is_null() {
                continue;
            }
            match pure_roots(op, memo, depth + 1) {
                Some(rs) => roots.extend(rs),
                None => roots.push(op),
            }
        }
        roots.sort();
        roots.dedup();
        memo.insert(v, Some(roots.clone()));
        Some(roots)
    }
}

/// Loads [`uniform_value`] may look through: stack slots that hold one value
/// ([`crate::slots`]) and a kernel's settled global loads
/// ([`crate::launch_loads`]).
pub(crate) struct UniformLoads<'a> {
    pub(crate) slots: &'a mut crate::slots::Slots,
    pub(crate) settled: &'a HashSet<LLVMValueRef>,
}

/// Whether `v` has one value in every CTA of the launch (`Function::launch_uniform`):
/// constants, scalar kernel arguments, launch-shape special registers (the NVVM
/// intrinsics, or CUTLASS's `mov.u32 $0, %cluster_nctaid.x;` asm) and pure integer
/// arithmetic and comparisons of those.
unsafe fn launch_uniform(
    v: LLVMValueRef,
    memo: &mut HashMap<LLVMValueRef, bool>,
    depth: u32,
    loads: Option<&mut UniformLoads>,
) -> bool {
    // SAFETY: this function's contract.
    unsafe { uniform_value(v, &LAUNCH_SREGS, true, memo, depth, loads) }
}

/// Whether `v` has one value in every thread of the CTA, from what it is computed
/// of alone: constants, a kernel's scalar arguments, the special registers of
/// [`CTA_SREGS`], and pure integer arithmetic of those.
unsafe fn cta_uniform_value(v: LLVMValueRef, loads: Option<&mut UniformLoads>) -> bool {
    // SAFETY: this function's contract.
    unsafe { uniform_value(v, &CTA_SREGS, false, &mut HashMap::default(), 0, loads) }
}

/// Whether `v` is computed only of constants, scalar and pointer arguments (of a
/// kernel only unless `any_argument`), the special registers `sregs` and pure
/// integer and address arithmetic and comparisons of those; with `loads`, also of
/// loads that read such a value (a stack slot that holds one) or read at such an
/// address memory no thread writes while the kernel runs (a `__grid_constant__`
/// parameter) or a settled global load, and of phis that join the two sides of one
/// branch on such a condition ([`crate::value_keys::branch_join`]).
unsafe fn uniform_value(
    v: LLVMValueRef,
    sregs: &[&str],
    any_argument: bool,
    memo: &mut HashMap<LLVMValueRef, bool>,
    depth: u32,
    loads: Option<&mut UniformLoads>,
) -> bool {
    // SAFETY: the caller upholds this function's contract: `v` belongs to a module
    // that is alive for the whole call; operands are read below LLVMGetNumOperands.
    unsafe {
        if const_int(v).is_some() {
            return true;
        }
        if !LLVMIsAArgument(v).is_null() {
            return matches!(
                LLVMGetTypeKind(LLVMTypeOf(v)),
                LLVMTypeKind::LLVMIntegerTypeKind | LLVMTypeKind::LLVMPointerTypeKind
            ) && (any_argument
                || LLVMGetFunctionCallConv(LLVMGetParamParent(v)) == PTX_KERNEL);
        }
        if LLVMIsAInstruction(v).is_null() || depth > 16 {
            return false;
        }
        if let Some(&known) = memo.get(&v) {
            return known;
        }
        memo.insert(v, false);
        use LLVMOpcode::*;
        let operand_count = LLVMGetNumOperands(v).max(0) as u32;
        // Whether operands `0..n` are uniform.
        let mut operands_uniform = |loads: Option<&mut UniformLoads>, n: u32| {
            let mut loads = loads;
            (0..n).all(|k| {
                uniform_value(
                    LLVMGetOperand(v, k),
                    sregs,
                    any_argument,
                    memo,
                    depth + 1,
                    loads.as_deref_mut(),
                )
            })
        };
        let verdict = match LLVMGetInstructionOpcode(v) {
            // libdevice's integer math (`__nv_max`, which clang calls for
            // CUTLASS's `max`): a function of its arguments alone.
            LLVMCall
                if loads.is_some() && callee_name(v).is_some_and(|n| n.starts_with("__nv_")) =>
            {
                operands_uniform(loads, LLVMGetNumArgOperands(v))
            }
            // `%cluster_nctaid.x`, an intrinsic or CUTLASS's inline asm.
            LLVMCall => special_register(v)
                .is_some_and(|r| tcgen05_ptx_decode::special_register_in(&r, sregs)),
            LLVMAdd | LLVMSub | LLVMMul | LLVMShl | LLVMLShr | LLVMAShr | LLVMAnd | LLVMOr
            | LLVMXor | LLVMZExt | LLVMSExt | LLVMTrunc | LLVMICmp | LLVMSelect | LLVMSDiv
            | LLVMUDiv | LLVMSRem | LLVMURem => operands_uniform(loads, operand_count),
            // Addresses of such values (only looked at through loads).
            LLVMGetElementPtr | LLVMBitCast | LLVMAddrSpaceCast | LLVMPtrToInt | LLVMIntToPtr
                if loads.is_some() =>
            {
                operands_uniform(loads, operand_count)
            }
            // A phi joining the two sides of one branch: a `select` on its condition
            // (every thread takes the same side of a uniform branch).
            LLVMPHI if loads.is_some() => match crate::value_keys::branch_join(v) {
                Some((c, t, f)) => {
                    let mut loads = loads;
                    [c, t, f].into_iter().all(|x| {
                        uniform_value(
                            x,
                            sregs,
                            any_argument,
                            memo,
                            depth + 1,
                            loads.as_deref_mut(),
                        )
                    })
                }
                None => false,
            },
            LLVMLoad => match loads {
                Some(cx) => match cx.slots.stored_value(v) {
                    Some(x) => uniform_value(x, sregs, any_argument, memo, depth + 1, Some(cx)),
                    None if cx.settled.contains(&v)
                        || grid_constant_pointer(LLVMGetOperand(v, 0)) =>
                    {
                        operands_uniform(Some(cx), operand_count)
                    }
                    None => false,
                },
                None => false,
            },
            _ => false,
        };
        memo.insert(v, verdict);
        verdict
    }
}

/// An NVVM special-register read whose value is fixed for a thread's life (not
/// `%clock`, `%globaltimer`, `%warpid`, `%smid`, ...).
fn stable_sreg(callee: &str) -> bool {
    callee
        .strip_prefix("llvm.nvvm.read.ptx.sreg.")
        .is_some_and(|r| !tcgen05_ptx_decode::is_volatile_special_register(r))
}

unsafe fn is_byte_gep(v: LLVMValueRef) -> bool {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; the source element type is read only
    // from a GEP.
    unsafe {
        let elem = LLVMGetGEPSourceElementType(v);
        LLVMGetTypeKind(elem) == LLVMTypeKind::LLVMIntegerTypeKind
            && LLVMGetIntTypeWidth(elem) == 8
            && LLVMGetNumOperands(v) == 2
    }
}

/// How an instruction computes a predicate-relevant value (see
/// `tcgen05_core::facts`): special-register reads, casts, masks, shifts, divisions
/// and equality tests against constants, and conjunctions of predicates.
unsafe fn predicate_expr(b: &mut Builder, inst: LLVMValueRef) -> Option<Expr> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; operands are read below
    // LLVMGetNumOperands of the instruction.
    unsafe {
        let op = |i: u32| LLVMGetOperand(inst, i);
        let var = |b: &mut Builder, v: LLVMValueRef| (const_int(v).is_none()).then(|| b.intern(v));
        Some(match LLVMGetInstructionOpcode(inst) {
            LLVMOpcode::LLVMCall => {
                // Special registers are integers; skip the text of every other call.
                if LLVMGetTypeKind(LLVMTypeOf(inst)) != LLVMTypeKind::LLVMIntegerTypeKind {
                    return None;
                }
                // Another lane's value (Gluon broadcasts the warp index `tid.x / 32`
                // this way).
                if let Some((x, _)) = full_warp_broadcast(inst) {
                    return Some(Expr::LaneBroadcast(var(b, x)?));
                }
                let text = match inline_asm(inst) {
                    Some((asm, _)) => asm,
                    None => callee_name(inst)?,
                };
                Expr::Sreg(Sreg::in_text(&text)?)
            }
            // A reload of a stack slot that holds one value (clang's by-reference
            // lambda captures): that value.
            LLVMOpcode::LLVMLoad => {
                let stored = b.slots.stored_value(inst)?;
                Expr::Copy(var(b, stored)?)
            }
            LLVMOpcode::LLVMZExt | LLVMOpcode::LLVMSExt | LLVMOpcode::LLVMTrunc => {
                Expr::Copy(var(b, op(0))?)
            }
            LLVMOpcode::LLVMAnd => match (const_int(op(0)), const_int(op(1))) {
                (None, Some(m)) => Expr::AndConst(b.intern(op(0)), m),
                (Some(m), None) => Expr::AndConst(b.intern(op(1)), m),
                (None, None) if LLVMGetIntTypeWidth(LLVMTypeOf(inst)) == 1 => {
                    Expr::AndPreds(b.intern(op(0)), b.intern(op(1)))
                }
                _ => return None,
            },
            LLVMOpcode::LLVMOr if LLVMGetIntTypeWidth(LLVMTypeOf(inst)) == 1 => {
                Expr::OrPreds(b.intern(op(0)), b.intern(op(1)))
            }
            LLVMOpcode::LLVMOr => Expr::OrInts(var(b, op(0))?, var(b, op(1))?),
            LLVMOpcode::LLVMLShr | LLVMOpcode::LLVMAShr => {
                let logical = LLVMGetInstructionOpcode(inst) == LLVMOpcode::LLVMLShr;
                let width = LLVMGetIntTypeWidth(LLVMTypeOf(inst));
                match (const_int(op(0)), const_int(op(1))) {
                    (None, Some(k)) => Expr::ShrConst(b.intern(op(0)), k),
                    // A table indexed by the shift amount.
                    (Some(c), None) if logical => Expr::ConstShrBy {
                        c,
                        by: b.intern(op(1)),
                        width,
                    },
                    (None, None) if logical => Expr::ShrBy {
                        x: b.intern(op(0)),
                        by: b.intern(op(1)),
                        width,
                    },
                    _ => return None,
                }
            }
            LLVMOpcode::LLVMShl => Expr::ShlConst(var(b, op(0))?, const_int(op(1))?),
            LLVMOpcode::LLVMUDiv => Expr::DivConst(var(b, op(0))?, const_int(op(1))?),
            // Plus zero: a copy (the linearized thread index of a 1-D block).
            LLVMOpcode::LLVMAdd if known_zero(op(1), ZERO_DEPTH) => Expr::Copy(var(b, op(0))?),
            LLVMOpcode::LLVMAdd if known_zero(op(0), ZERO_DEPTH) => Expr::Copy(var(b, op(1))?),
            LLVMOpcode::LLVMAdd => match (const_int(op(0)), const_int(op(1))) {
                (None, Some(c)) => Expr::AddConst(b.intern(op(0)), c),
                (Some(c), None) => Expr::AddConst(b.intern(op(1)), c),
                _ => return None,
            },
            // `select i1 %c, i1 %x, i1 false` is `%c && %x`; `select i1 %c, i1 true, i1
            // %x` is `%c || %x`.
            LLVMOpcode::LLVMSelect if LLVMGetIntTypeWidth(LLVMTypeOf(inst)) == 1 => {
                match (const_int(op(1)), const_int(op(2))) {
                    (None, Some(0)) => Expr::AndPreds(var(b, op(0))?, b.intern(op(1))),
                    (Some(c), None) if c & 1 == 1 => Expr::OrPreds(var(b, op(0))?, b.intern(op(2))),
                    _ => return None,
                }
            }
            LLVMOpcode::LLVMPHI if LLVMGetIntTypeWidth(LLVMTypeOf(inst)) == 1 => {
                let (c, x) = guarded_flag(inst)?;
                Expr::AndPreds(var(b, c)?, var(b, x)?)
            }
            // `xor i1 %p, true`: LLVM's `not.pred`.
            LLVMOpcode::LLVMXor if LLVMGetIntTypeWidth(LLVMTypeOf(inst)) == 1 => {
                match (const_int(op(0)), const_int(op(1))) {
                    (None, Some(c)) if c & 1 == 1 => Expr::NotPred(b.intern(op(0))),
                    (Some(c), None) if c & 1 == 1 => Expr::NotPred(b.intern(op(1))),
                    _ => return None,
                }
            }
            LLVMOpcode::LLVMICmp => {
                use llvm_sys::LLVMIntPredicate as P;
                let pred = LLVMGetICmpPredicate(inst);
                // The constant on the right: `c < x` is `x > c`.
                let (lhs, rhs, swapped) = match (const_int(op(0)), const_int(op(1))) {
                    (None, Some(c)) => (op(0), c, false),
                    (Some(c), None) => (op(1), c, true),
                    _ => return None,
                };
                let lhs = b.intern(lhs);
                let order = |less: bool, or_equal: bool, unsigned: bool| Expr::CmpOrder {
                    lhs,
                    rhs,
                    less: less != swapped,
                    or_equal,
                    unsigned,
                };
                match pred {
                    P::LLVMIntEQ => Expr::CmpConst { lhs, rhs, eq: true },
                    P::LLVMIntNE => Expr::CmpConst {
                        lhs,
                        rhs,
                        eq: false,
                    },
                    P::LLVMIntSLT => order(true, false, false),
                    P::LLVMIntULT => order(true, false, true),
                    P::LLVMIntSLE => order(true, true, false),
                    P::LLVMIntULE => order(true, true, true),
                    P::LLVMIntSGT => order(false, false, false),
                    P::LLVMIntUGT => order(false, false, true),
                    P::LLVMIntSGE => order(false, true, false),
                    P::LLVMIntUGE => order(false, true, true),
                }
            }
            _ => return None,
        })
    }
}

/// `(c, x)` when the `i1` phi `phi` is `c && x` by control flow: `x` on the edge from
/// a block `t` entered only from a block `d` that branches on `c` to `t`, and `false`
/// on the edge taken when `c` is false, from `d` itself or from a block entered only
/// from `d` (Mojo: `br i1 %w0, label %el, label %no`, `%el` elects, and `%p = phi i1
/// [ false, %no ], [ %leader, %el ]`). `d` dominates the phi's block, so `c` is one
/// value there, and a thread that came through `t` found it true.
unsafe fn guarded_flag(phi: LLVMValueRef) -> Option<(LLVMValueRef, LLVMValueRef)> {
    // SAFETY: `phi` is an instruction of a live function (the caller's contract);
    // incoming values, successors and operands are read below their counts.
    unsafe {
        if LLVMCountIncoming(phi) != 2 {
            return None;
        }
        let k = match (
            const_int(LLVMGetIncomingValue(phi, 0)),
            const_int(LLVMGetIncomingValue(phi, 1)),
        ) {
            (Some(0), None) => 1,
            (None, Some(0)) => 0,
            _ => return None,
        };
        let (x, t) = (LLVMGetIncomingValue(phi, k), LLVMGetIncomingBlock(phi, k));
        let f = LLVMGetIncomingBlock(phi, 1 - k);
        let join = LLVMGetInstructionParent(phi);
        let d = only_predecessor(t)?;
        let term = LLVMGetBasicBlockTerminator(d);
        if term.is_null()
            || LLVMGetInstructionOpcode(term) != LLVMOpcode::LLVMBr
            || LLVMIsConditional(term) == 0
        {
            return None;
        }
        let (on_true, on_false) = (LLVMGetSuccessor(term, 0), LLVMGetSuccessor(term, 1));
        let false_edge =
            (f == d && on_false == join) || (f == on_false && only_predecessor(f) == Some(d));
        (on_true == t && on_false != t && false_edge).then(|| (LLVMGetCondition(term), x))
    }
}

/// The one block whose terminator enters `bb` (by one edge or several), when only
/// terminators name it.
///
/// # Safety
/// `bb` must be a live block.
pub(crate) unsafe fn only_predecessor(bb: LLVMBasicBlockRef) -> Option<LLVMBasicBlockRef> {
    // SAFETY: `bb` and its uses are live.
    unsafe {
        let mut found = None;
        let mut u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb));
        while !u.is_null() {
            let user = LLVMGetUser(u);
            if LLVMIsATerminatorInst(user).is_null() {
                return None;
            }
            let from = LLVMGetInstructionParent(user);
            if found.is_some_and(|p| p != from) {
                return None;
            }
            found = Some(from);
            u = LLVMGetNextUse(u);
        }
        found
    }
}

/// Translate one LLVM function with a body.
///
/// # Safety
/// `func` must be a valid function value of a live module.
pub unsafe fn translate(func: LLVMValueRef) -> Result<Translated, TranslateError> {
    // SAFETY: `func` is a function of a module the caller keeps alive for the call (this
    // function's contract); the walk only reads it.
    unsafe {
        let name = value_name(func);
        let kernel = kernel_body_of(func);
        let mut b = Builder {
            values: HashMap::default(),
            asm_stmts: Vec::new(),
            asm_exprs: Vec::new(),
            asm_locals: HashMap::default(),
            elect: HashSet::default(),
            elect_flag_outputs: HashMap::default(),
            elect_flags: HashMap::default(),
            sums: HashMap::default(),
            shared_globals: HashSet::default(),
            lane0: HashSet::default(),
            opaque_call: false,
            slots: Default::default(),
            same: HashMap::default(),
            next: 0,
        };
        let mut blocks = Vec::new();
        let mut bb = LLVMGetFirstBasicBlock(func);
        while !bb.is_null() {
            blocks.push(bb);
            bb = LLVMGetNextBasicBlock(bb);
        }
        let block_index: HashMap<LLVMBasicBlockRef, u32> = blocks
            .iter()
            .enumerate()
            .map(|(i, b)| (*b, i as u32))
            .collect();
        let mut model = Function {
            name: name.clone(),
            blocks: Vec::with_capacity(blocks.len()),
            closed_symbols: Vec::new(),
            whole_kernel: false,
            pred_facts: Vec::new(),
            lane0_bases: Vec::new(),
            alloc_slots: Vec::new(),
            invariant_values: Vec::new(),
            launch_uniform: Vec::new(),
            cta_uniform: Vec::new(),
            group_fences: Vec::new(),
            edge_warps: Vec::new(),
            edge_masks: Vec::new(),
            block_threads: kernel.and_then(|k| declared_block(k)),
            smem_spans: Vec::new(),
            counters: Vec::new(),
            compounds: Vec::new(),
            steps: Vec::new(),
            // Phi copies are modelled as writing the registers they read.
            ordered_writes: Vec::new(),
        };
        let stepping = stepping_phis(&blocks);
        let mut uniform_memo: HashMap<LLVMValueRef, bool> = HashMap::default();
        // A kernel's loads of the launch's data ([`crate::launch_loads`]).
        let settled_loads = match kernel {
            Some(_) => crate::launch_loads::settled_loads(func, &mut b.slots),
            None => HashSet::default(),
        };
        b.same = crate::value_keys::same_comparisons(func, &mut b.slots, &settled_loads);
        // Branch conditions with one value in the CTA by what they are computed of
        // (`cta_uniform_value`), for `Function::cta_uniform` below.
        let mut uniform_conds: Vec<Value> = Vec::new();
        // Per block, the stepping phis whose edge out of it resets them (one pass over
        // the phis: asking every phi at every block was quadratic in a function of many
        // loops).
        let mut resets_at: HashMap<LLVMBasicBlockRef, Vec<LLVMValueRef>> = HashMap::default();
        for (phi, (_, resetting)) in &stepping {
            for pred in resetting {
                let list = resets_at.entry(*pred).or_default();
                if !list.contains(phi) {
                    list.push(*phi);
                }
            }
        }
        let mut anchors = Vec::with_capacity(blocks.len());
        let mut ordinals = Vec::with_capacity(blocks.len());
        let mut exprs: HashMap<Value, Expr> = HashMap::default();
        let mut index = 0usize;
        let mut files = DebugFiles::default();
        // The `switch` terminators, by block (for [`switch_edge_warps`]).
        let mut switches: Vec<(BlockId, LLVMValueRef)> = Vec::new();
        for &bb in &blocks {
            let mut block = Block {
                name: value_name(LLVMBasicBlockAsValue(bb)),
                ..Block::default()
            };
            // Most LLVM instructions become one model instruction: reserve that many
            // (a model instruction is large, and growing the vector copies them).
            let mut count = 0usize;
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() {
                count += 1;
                inst = LLVMGetNextInstruction(inst);
            }
            block.insts.reserve(count);
            let mut block_anchors = Vec::with_capacity(count);
            let mut block_ordinals = Vec::with_capacity(count);
            let term = LLVMGetBasicBlockTerminator(bb);
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() {
                let (file, line, col) = files.loc(inst);
                if inst == term {
                    // The successors' phis copy their incoming values at the end of this
                    // block: code generation turns each into a register move here (or at
                    // the successor's head), a read of a loaded register that must follow
                    // tcgen05.wait::ld under --ld-use=wait (R-LD-USE). It may also give
                    // the phi the loaded value's register, which the phi's other incoming
                    // copies then overwrite (an output dependency, so a wait under every
                    // policy; the random LLVM IR test found this under
                    // trust-register-dependency): the copy is modelled as writing the
                    // loaded values too.
                    let (copied, written, phis) = phi_incoming(&mut b, bb);
                    // A stepping phi (below) that this edge resets instead: its value
                    // changes here other than by the step.
                    let resets: Vec<Value> = resets_at
                        .get(&bb)
                        .into_iter()
                        .flatten()
                        .map(|phi| b.intern(*phi))
                        .collect();
                    if !written.is_empty() || !copied.is_empty() || !resets.is_empty() {
                        let mut m = Inst::new(Op::Plain);
                        m.defs = written;
                        m.defs.extend(resets);
                        m.uses = copied;
                        m.loc = Loc {
                            file: file.clone(),
                            line,
                            col,
                            text: format!(
                                "the copy into {} on the edge out of %{}",
                                phis.join(", "),
                                block.name
                            ),
                        };
                        block.insts.push(m);
                        block_anchors.push(Anchor {
                            inst,
                            first: true,
                            stmt: None,
                        });
                        block_ordinals.push(index as u32);
                    }
                }
                b.asm_stmts.clear();
                let translated = translate_inst(&mut b, inst).map_err(|message| {
                    let (file, line, col) = debug_loc(inst);
                    TranslateError {
                        loc: Loc {
                            file,
                            line,
                            col,
                            text: String::new(),
                        },
                        function: name.clone(),
                        index,
                        message,
                    }
                })?;
                if let Some((c, _)) = stepping.get(&inst) {
                    let at = InstRef {
                        block: BlockId(model.blocks.len() as u32),
                        index: block.insts.len() as u32,
                    };
                    model.steps.push((at, b.intern(inst), *c));
                }
                for (k, mut m) in translated.into_iter().enumerate() {
                    m.loc.file.clone_from(&file);
                    m.loc.line = line;
                    m.loc.col = col;
                    block.insts.push(m);
                    block_anchors.push(Anchor {
                        inst,
                        first: k == 0,
                        stmt: b.asm_stmts.get(k).copied(),
                    });
                    block_ordinals.push(index as u32);
                }
                exprs.extend(b.asm_exprs.drain(..));
                if let Some(&(unset, set)) = b.elect_flags.get(&inst) {
                    let me = b.intern(inst);
                    exprs.insert(me, Expr::ElectFlag { unset, set });
                } else if b.elect.contains(&inst)
                    && LLVMGetTypeKind(LLVMTypeOf(inst)) == LLVMTypeKind::LLVMIntegerTypeKind
                {
                    let me = b.intern(inst);
                    exprs.insert(me, Expr::Elect);
                } else if let Some(e) = predicate_expr(&mut b, inst) {
                    let me = b.intern(inst);
                    exprs.insert(me, e);
                }
                index += 1;
                inst = LLVMGetNextInstruction(inst);
            }
            if !term.is_null()
                && LLVMGetInstructionOpcode(term) == LLVMOpcode::LLVMBr
                && LLVMIsConditional(term) != 0
            {
                let (t, f) = (LLVMGetSuccessor(term, 0), LLVMGetSuccessor(term, 1));
                if let (Some(&t), Some(&f)) = (block_index.get(&t), block_index.get(&f)) {
                    let c = LLVMGetCondition(term);
                    let cond = b.intern(c);
                    block.branch = Some((cond, BlockId(t), BlockId(f)));
                    let mut loads = UniformLoads {
                        slots: &mut b.slots,
                        settled: &settled_loads,
                    };
                    if launch_uniform(c, &mut uniform_memo, 0, Some(&mut loads)) {
                        model.launch_uniform.push(cond);
                    }
                    if cta_uniform_value(c, Some(&mut loads)) {
                        uniform_conds.push(cond);
                    }
                    // A condition computed on no cycle is computed at most once in
                    // a thread: one value wherever it is tested
                    // (`Function::invariant_values`; an edge copy that the model
                    // lets write it writes a phi's register, not the value).
                    let once =
                        LLVMIsAInstruction(c).is_null() || !b.in_cycle(LLVMGetInstructionParent(c));
                    if once {
                        model.invariant_values.push(cond);
                    }
                }
            }
            if !term.is_null() && LLVMGetInstructionOpcode(term) == LLVMOpcode::LLVMSwitch {
                switches.push((BlockId(model.blocks.len() as u32), term));
            }
            if !term.is_null() {
                for s in 0..LLVMGetNumSuccessors(term) {
                    let succ = LLVMGetSuccessor(term, s);
                    if let Some(&i) = block_index.get(&succ) {
                        if !block.succs.contains(&BlockId(i)) {
                            block.succs.push(BlockId(i));
                        }
                    }
                }
            }
            model.blocks.push(block);
            anchors.push(block_anchors);
            ordinals.push(block_ordinals);
        }
        // Shared globals are closed (every access to them in this CTA is in this
        // function) when the function is a kernel that calls no other function
        // (mbarrier provenance, R-AFTER).
        if kernel.is_some() && !b.opaque_call {
            model.whole_kernel = true;
            model.closed_symbols = b.shared_globals.iter().copied().collect();
            model.closed_symbols.sort();
        }
        model.launch_uniform.sort();
        model.invariant_values.sort();
        model.invariant_values.dedup();
        model.launch_uniform.dedup();
        // Roles computed as phis over branches on the warp index ([`crate::role_phis`]).
        if let Some(cta) = model.cta_warps() {
            let roles =
                crate::role_phis::role_phi_exprs(func, &exprs, cta, &mut |v, local| match local {
                    None => b.intern(v),
                    Some(n) => b.local(v, n),
                });
            for (v, e) in roles {
                exprs.entry(v).or_insert(e);
            }
        }
        model.pred_facts = predicate_facts(&exprs, model.block_threads);
        tcgen05_core::barrier_groups::set_group_numbers(&mut model, &exprs);
        // The spans, and the warp dispatch tables' edges (which the barrier groups
        // below read); the barrier counts they, the global loads and the barrier
        // groups share (marking barriers ordered changes none of them).
        let phases = tcgen05_core::barrier_phase::BarrierPhases::new(&model);
        let mut facts =
            crate::smem::smem_spans(&blocks, &model, &anchors, &phases, &mut |v, rounded| {
                match rounded {
                    None => b.intern(v),
                    Some(r) => b.local(v, r),
                }
            });
        model.smem_spans = std::mem::take(&mut facts.spans);
        let slot_loads = std::mem::take(&mut facts.slot_loads);
        if !facts.dispatches.is_empty() {
            let reach = tcgen05_core::barrier_groups::Warps::new(&model);
            for d in &facts.dispatches {
                let edges = d.edges(&reach);
                model.edge_warps.extend(edges);
            }
        }
        let tables: Vec<BlockId> = facts.dispatches.iter().map(|d| d.block).collect();
        for &(from, term) in switches.iter().filter(|(from, _)| !tables.contains(from)) {
            let mut masks = Vec::new();
            let edges =
                switch_edge_warps(&mut b, &exprs, &model, from, term, &block_index, &mut masks);
            model.edge_warps.extend(edges);
            model.edge_masks.extend(masks);
        }
        model
            .edge_masks
            .sort_unstable_by_key(|&(from, to, _)| (from, to));
        tcgen05_core::barrier_groups::merge_edge_warps(&mut model.edge_warps);
        // A callee's barriers are not in this body, and a function that is not a
        // kernel may be called from divergent code.
        if let Some(kernel) = kernel.filter(|_| !b.opaque_call) {
            let mut settled = std::mem::take(&mut facts.settled);
            settled.extend(crate::global_loads::settled_global_loads(
                &model, &anchors, &blocks, &phases,
            ));
            let cx = crate::uniform::Uniformity::new(
                settled,
                std::mem::take(&mut facts.dispatches),
                phases,
            );
            crate::uniform::mark_group_barriers(
                &mut model,
                &anchors,
                &blocks,
                required_block(kernel),
                &cx,
            );
            crate::uniform::mark_ordered_warp_syncs(&mut model, &blocks, &cx);
            // Guards with one value in the CTA, of the TMEM accesses S-MISSING
            // compares (none: no analysis).
            let guards: HashSet<Value> = model
                .insts()
                .filter(|(_, i)| {
                    matches!(
                        i.op,
                        Op::Ld { .. } | Op::St { .. } | Op::MmaClass { .. } | Op::Dealloc { .. }
                    )
                })
                .filter_map(|(_, i)| match i.guard {
                    Some(Guard::Pred { value, .. }) => Some(value),
                    _ => None,
                })
                .collect();
            let divergent = match guards.is_empty() {
                true => None,
                false => crate::uniform::cta_divergent_values(&model, &blocks, &cx),
            };
            if let Some(divergent) = divergent {
                model.cta_uniform = b
                    .values
                    .iter()
                    .filter(|(v, id)| guards.contains(id) && !divergent.contains(*v))
                    .map(|(_, id)| *id)
                    .collect();
                model.cta_uniform.sort();
                model.cta_uniform.dedup();
            }
        }
        // A branch on the CTA's tile against a bound (`ctaid.x * 128 >= n`): every
        // thread of the CTA takes the same side (FMHA kernels leave at once when
        // their tile is out of range, before any role allocates).
        if !uniform_conds.is_empty() {
            model.cta_uniform.extend(uniform_conds);
            model.cta_uniform.sort();
            model.cta_uniform.dedup();
        }
        model.compounds = tcgen05_core::model::compounds_of(&b.sums);
        model.compounds.extend(pure_compounds(&mut b, &model));
        model.compounds.sort();
        model.lane0_bases = b.lane0.iter().copied().collect();
        model.lane0_bases.sort();
        // The loads of one allocation's slot (`crate::smem::SpanFacts::slot_loads`).
        let slot_values: Vec<(Value, usize)> = slot_loads
            .iter()
            .filter_map(|(load, slot)| Some((*b.values.get(load)?, *slot)))
            .collect();
        model.alias_slot_loads(&slot_values);
        Ok(Translated {
            func: model,
            anchors,
            ordinals,
            inst_total: index as u32,
            blocks,
        })
    }
}

/// The register a value lives in, as far as LLVM's renames show: `bitcast` and
/// `freeze` keep their operand's, `extractvalue` / `extractelement` (constant index)
/// name an element of their aggregate's. Two extracts of the same element of one
/// aggregate are one register.
unsafe fn register_of(mut v: LLVMValueRef) -> (LLVMValueRef, Vec<u32>) {
    // SAFETY: the caller upholds this function's contract: `v` is a live value.
    unsafe {
        let mut path = Vec::new();
        for _ in 0..16 {
            match value_opcode(v) {
                Some(LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMFreeze)
                    if !LLVMIsAInstruction(v).is_null() =>
                {
                    v = LLVMGetOperand(v, 0);
                }
                Some(LLVMOpcode::LLVMExtractValue) if !LLVMIsAInstruction(v).is_null() => {
                    let n = LLVMGetNumIndices(v) as usize;
                    let idx = std::slice::from_raw_parts(LLVMGetIndices(v), n);
                    path.splice(0..0, idx.iter().copied());
                    v = LLVMGetOperand(v, 0);
                }
                Some(LLVMOpcode::LLVMExtractElement) if !LLVMIsAInstruction(v).is_null() => {
                    let Some(i) = const_int(LLVMGetOperand(v, 1)) else {
                        break;
                    };
                    path.insert(0, i as u32);
                    v = LLVMGetOperand(v, 0);
                }
                _ => break,
            }
        }
        (v, path)
    }
}

/// The registers ([`register_of`]) that instructions of `bb` read synchronously
/// before its terminator: arithmetic, comparisons, `select`, conversions and stores
/// (each a PTX instruction that reads its operands when it runs), not renames,
/// phis, inline asm (which may guard its statements) or calls.
unsafe fn registers_read_in(bb: LLVMBasicBlockRef) -> HashSet<(LLVMValueRef, Vec<u32>)> {
    // SAFETY: the caller upholds this function's contract: `bb` is a live block.
    unsafe {
        let mut out = HashSet::default();
        let term = LLVMGetBasicBlockTerminator(bb);
        let mut inst = LLVMGetFirstInstruction(bb);
        while !inst.is_null() && inst != term {
            let op = LLVMGetInstructionOpcode(inst);
            let reads = crate::uniform::computes(op) || op == LLVMOpcode::LLVMStore;
            if reads {
                for k in 0..LLVMGetNumOperands(inst) {
                    let o = LLVMGetOperand(inst, k as u32);
                    if LLVMIsAConstant(o).is_null() {
                        out.insert(register_of(o));
                    }
                }
            }
            inst = LLVMGetNextInstruction(inst);
        }
        out
    }
}

/// The non-constant values the phis of `bb`'s successors take on the edges out of
/// `bb` (read by the copies), the values whose registers the copies may write (every
/// non-constant incoming value of those phis: code generation may give any of them
/// the phi's register), and those phis' names (for remarks).
unsafe fn phi_incoming(
    b: &mut Builder,
    bb: LLVMBasicBlockRef,
) -> (Vec<Value>, Vec<Value>, Vec<String>) {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; incoming values are read below
    // LLVMCountIncoming of each phi of `bb`.
    unsafe {
        let term = LLVMGetBasicBlockTerminator(bb);
        let (mut read, mut out) = (Vec::new(), Vec::new());
        let mut phis = Vec::new();
        let mut read_here: Option<HashSet<(LLVMValueRef, Vec<u32>)>> = None;
        for s in 0..LLVMGetNumSuccessors(term) {
            let mut phi = LLVMGetFirstInstruction(LLVMGetSuccessor(term, s));
            while !phi.is_null() && LLVMGetInstructionOpcode(phi) == LLVMOpcode::LLVMPHI {
                // The pass's own keep-alive phis (`thread::keep_loads_alive`) carry an
                // in-flight load's value, or poison, only to a use after its wait:
                // code generation gives them the load's register, and their copies
                // move nothing the rules see.
                if value_name(phi).starts_with(KEEP_ALIVE_PHI) {
                    phi = LLVMGetNextInstruction(phi);
                    continue;
                }
                for k in 0..LLVMCountIncoming(phi) {
                    let v = LLVMGetIncomingValue(phi, k);
                    if LLVMGetIncomingBlock(phi, k) != bb {
                        continue;
                    }
                    // The copy overwrites the phi's register, which code generation
                    // may share with any of the phi's incoming values: it gives a
                    // value used only by the phi the phi's register (random LLVM IR
                    // test, seed 20, case 1122: a load reaching the phi on another
                    // edge), and may hoist a constant's copy above the branch (`mov
                    // %r, 0` at a loop head, over a `tcgen05.ld` of the iteration
                    // before). All of them are written here, but the value this
                    // edge copies: when the phi shares its register the copy is no
                    // move at all, and otherwise it reads that value first (a true
                    // register dependency, 9.7.16.6.4.5), so it cannot overwrite it
                    // in flight (Mojo's MLA prefill joins 32 loaded scores this way);
                    // nor the pass's `mov` threading copies, whose registers no load
                    // writes (random LLVM IR test, seed 20, case 60).
                    if LLVMIsAConstant(v).is_null() {
                        let r = b.intern(v);
                        if !read.contains(&r) {
                            read.push(r);
                        }
                    }
                    let written: Vec<LLVMValueRef> = (0..LLVMCountIncoming(phi))
                        .map(|j| LLVMGetIncomingValue(phi, j))
                        .filter(|w| LLVMIsAConstant(*w).is_null() && *w != v && !is_mov_copy(*w))
                        .collect();
                    // Nor a value an instruction of this block read before the copy:
                    // that read waited for the load's write of its register, which
                    // the copy then follows in program order (CUTLASS's FMHA and
                    // Mojo mask a score with a `select` of it just before the edge).
                    let read_here = read_here.get_or_insert_with(|| registers_read_in(bb));
                    let written: Vec<LLVMValueRef> = written
                        .into_iter()
                        .filter(|w| !read_here.contains(&register_of(*w)))
                        .collect();
                    for w in written {
                        let w = b.intern(w);
                        if !out.contains(&w) {
                            out.push(w);
                        }
                    }
                    let name = format!("%{}", value_name(phi));
                    if !phis.contains(&name) {
                        phis.push(name);
                    }
                }
                phi = LLVMGetNextInstruction(phi);
            }
        }
        (read, out, phis)
    }
}

/// Phis that some incoming edges step by one constant: `%a = phi [%init, %entry],
/// [%a.next, %loop]` with `%a.next = getelementptr i8, %a, c` (or `add %a, c`), `c > 0`;
/// with that constant and the blocks of the other (resetting) edges. On a stepping
/// edge the phi is its previous value plus `c` (a [`Function::steps`] entry at the
/// phi); on a resetting edge the block's end-of-edge copy redefines it (the caller),
/// so that an access in flight from an earlier activation of the loop is unknown after
/// a new start.
unsafe fn stepping_phis(
    blocks: &[LLVMBasicBlockRef],
) -> HashMap<LLVMValueRef, (i64, Vec<LLVMBasicBlockRef>)> {
    // SAFETY: the blocks belong to a live function (the caller's contract); operands
    // are read below their counts.
    unsafe {
        let mut out = HashMap::default();
        for &bb in blocks {
            let mut phi = LLVMGetFirstInstruction(bb);
            while !phi.is_null() && LLVMGetInstructionOpcode(phi) == LLVMOpcode::LLVMPHI {
                let kind = LLVMGetTypeKind(LLVMTypeOf(phi));
                let wide_int = kind == LLVMTypeKind::LLVMIntegerTypeKind
                    && LLVMGetIntTypeWidth(LLVMTypeOf(phi)) >= 32;
                if kind == LLVMTypeKind::LLVMPointerTypeKind || wide_int {
                    let edges = (0..LLVMCountIncoming(phi)).map(|k| {
                        let v = LLVMGetIncomingValue(phi, k);
                        (LLVMGetIncomingBlock(phi, k), step_of(phi, v))
                    });
                    if let Some((c, _, resetting)) = tcgen05_core::model::stepping_edges(edges) {
                        out.insert(phi, (c, resetting));
                    }
                }
                phi = LLVMGetNextInstruction(phi);
            }
        }
        out
    }
}

/// `c` when `v` is `phi + c` for a constant `c > 0` (a byte GEP or an integer add).
unsafe fn step_of(phi: LLVMValueRef, v: LLVMValueRef) -> Option<i64> {
    // SAFETY: `v` is an incoming value of a live phi; operands are read below the count.
    unsafe {
        if LLVMIsAInstruction(v).is_null() || LLVMGetNumOperands(v) != 2 {
            return None;
        }
        let (x, y) = (LLVMGetOperand(v, 0), LLVMGetOperand(v, 1));
        let c = match LLVMGetInstructionOpcode(v) {
            LLVMOpcode::LLVMGetElementPtr if is_byte_gep(v) && x == phi => const_int(y)?,
            LLVMOpcode::LLVMAdd if x == phi => const_int(y)?,
            LLVMOpcode::LLVMAdd if y == phi => const_int(x)?,
            _ => return None,
        };
        (c > 0).then_some(c)
    }
}

/// One LLVM instruction → zero or more model instructions.
unsafe fn translate_inst(b: &mut Builder, inst: LLVMValueRef) -> Result<Vec<Inst>, String> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; the walk only reads the instruction
    // and its operands.
    unsafe {
        let opcode = LLVMGetInstructionOpcode(inst);
        let operand_values = |b: &mut Builder, from: u32, to: u32| -> Vec<Value> {
            (from..to)
                .map(|i| LLVMGetOperand(inst, i))
                .filter(|v| LLVMIsAConstant(*v).is_null() && LLVMIsABasicBlock(*v).is_null())
                .map(|v| b.intern(v))
                .collect()
        };
        let n_ops = LLVMGetNumOperands(inst).max(0) as u32;
        let plain = |b: &mut Builder, op: Op| -> Vec<Inst> {
            let mut i = Inst::new(op);
            i.uses = operand_values(b, 0, n_ops);
            if LLVMGetTypeKind(LLVMTypeOf(inst)) != LLVMTypeKind::LLVMVoidTypeKind {
                i.defs.push(b.intern(inst));
            }
            vec![i]
        };
        match opcode {
            LLVMOpcode::LLVMCall => translate_call(b, inst),
            LLVMOpcode::LLVMExtractValue
            | LLVMOpcode::LLVMExtractElement
            | LLVMOpcode::LLVMInsertValue
            | LLVMOpcode::LLVMInsertElement
            | LLVMOpcode::LLVMBitCast
            | LLVMOpcode::LLVMPHI
            | LLVMOpcode::LLVMShuffleVector
            | LLVMOpcode::LLVMFreeze => {
                // `extractvalue {i32, i1} (elect.sync), 1` is the leader predicate; an
                // output the asm sets to a constant in the leader only is its flag.
                let from = LLVMGetOperand(inst, 0);
                let flag = (opcode == LLVMOpcode::LLVMExtractValue && LLVMGetNumIndices(inst) == 1)
                    .then(|| b.elect_flag_outputs.get(&(from, *LLVMGetIndices(inst))))
                    .flatten()
                    .copied();
                if let Some(flag) = flag {
                    b.elect_flags.insert(inst, flag);
                } else if opcode == LLVMOpcode::LLVMExtractValue && b.elect.contains(&from) {
                    b.elect.insert(inst);
                }
                Ok(plain(b, Op::Forward))
            }
            LLVMOpcode::LLVMStore | LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg => {
                let ptr_index = if opcode == LLVMOpcode::LLVMStore {
                    1
                } else {
                    0
                };
                let ptr = LLVMGetOperand(inst, ptr_index);
                let ordering = if opcode != LLVMOpcode::LLVMAtomicCmpXchg {
                    LLVMGetOrdering(inst)
                } else {
                    LLVMGetCmpXchgSuccessOrdering(inst)
                };
                let release = matches!(
                    ordering,
                    LLVMAtomicOrdering::LLVMAtomicOrderingRelease
                        | LLVMAtomicOrdering::LLVMAtomicOrderingAcquireRelease
                        | LLVMAtomicOrdering::LLVMAtomicOrderingSequentiallyConsistent
                );
                let acquire = opcode != LLVMOpcode::LLVMStore
                    && matches!(
                        ordering,
                        LLVMAtomicOrdering::LLVMAtomicOrderingAcquire
                            | LLVMAtomicOrdering::LLVMAtomicOrderingAcquireRelease
                            | LLVMAtomicOrdering::LLVMAtomicOrderingSequentiallyConsistent
                    );
                let op = if release || acquire {
                    Op::sync(release, acquire, None, SyncKind::MemoryOrder)
                } else if may_write_shared(ptr) {
                    Op::GenericSharedWrite
                } else {
                    Op::Plain
                };
                Ok(plain(b, op))
            }
            LLVMOpcode::LLVMLoad => {
                let acquire = matches!(
                    LLVMGetOrdering(inst),
                    LLVMAtomicOrdering::LLVMAtomicOrderingAcquire
                        | LLVMAtomicOrdering::LLVMAtomicOrderingAcquireRelease
                        | LLVMAtomicOrdering::LLVMAtomicOrderingSequentiallyConsistent
                );
                let op = if acquire {
                    Op::sync(false, true, None, SyncKind::MemoryOrder)
                } else {
                    Op::Plain
                };
                Ok(plain(b, op))
            }
            _ => Ok(plain(b, Op::Plain)),
        }
    }
}

unsafe fn translate_call(b: &mut Builder, call: LLVMValueRef) -> Result<Vec<Inst>, String> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; arguments are read below
    // LLVMGetNumArgOperands.
    unsafe {
        let n_args = LLVMGetNumArgOperands(call) as usize;
        let args: Vec<LLVMValueRef> = (0..n_args as u32)
            .map(|i| LLVMGetOperand(call, i))
            .collect();
        let arg_uses = |b: &mut Builder| -> Vec<Value> {
            args.iter()
                .filter(|v| LLVMIsAConstant(**v).is_null())
                .map(|v| b.intern(*v))
                .collect()
        };
        let returns_value = LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMTypeKind::LLVMVoidTypeKind;
        if let Some((asm, constraints)) = inline_asm(call) {
            if is_threading_asm(&asm, &constraints) {
                let mut i = Inst::new(Op::Forward);
                i.uses = arg_uses(b);
                i.defs.push(b.intern(call));
                return Ok(vec![i]);
            }
            let n_outputs = count_outputs(&constraints);
            return translate_asm(b, call, &asm, n_outputs, args);
        }
        let name = callee_name(call).unwrap_or_default();
        let is_pointer: Vec<bool> = args
            .iter()
            .map(|a| LLVMGetTypeKind(LLVMTypeOf(*a)) == LLVMTypeKind::LLVMPointerTypeKind)
            .collect();
        // `__nvvm_reflect` (Triton's IR calls it for `__CUDA_FTZ`) and libdevice's
        // math run nothing (`intrinsics::runs_nothing`).
        b.opaque_call |= !name.starts_with("llvm.")
            && !crate::intrinsics::runs_nothing(&name, is_pointer.contains(&true));
        let constant: Vec<Option<i64>> = args.iter().map(|a| const_int(*a)).collect();
        let mapped = map_intrinsic(
            &name,
            &CallShape {
                is_pointer: &is_pointer,
                constant: &constant,
            },
        );
        let text = match mapped {
            Mapped::UnknownTcgen05 => return Err(format!("unknown tcgen05 intrinsic `{name}`")),
            Mapped::Plain => {
                let mut i = Inst::new(Op::Plain);
                i.uses = arg_uses(b);
                if returns_value {
                    i.defs.push(b.intern(call));
                }
                return Ok(vec![i]);
            }
            Mapped::Ptx(text) => text,
        };
        let stmt =
            parse_statement(&text).map_err(|e| format!("internal mapping of `{name}`: {e}"))?;
        let mut env = CallEnv {
            b,
            call,
            n_outputs: 0,
            args: args.clone(),
        };
        let c = classify(&stmt, &mut env).map_err(|e| format!("`{name}`: {e}"))?;
        if c.op == Op::Elect {
            env.b.elect.insert(call);
        }
        let mut i = Inst::new(c.op);
        i.defs = c.defs;
        if returns_value {
            let me = env.b.intern(call);
            if !i.defs.contains(&me) {
                i.defs.push(me);
            }
        }
        i.uses = args
            .iter()
            .filter(|v| LLVMIsAConstant(**v).is_null())
            .map(|v| env.b.intern(*v))
            .collect();
        i.guard = c.guard;
        Ok(vec![i])
    }
}

/// Records the outputs of an inline-asm `call` that hold the `elect.sync` leader
/// predicate as an integer ([`Builder::elect_flag_outputs`],
/// [`tcgen05_ptx_decode::asm_elect_flags`]): the value of the other lanes is the
/// asm's own preset, or the constant input the output is tied to (constraint
/// `"k"`), and differs from the leader's.
///
/// # Safety
/// `call` and `args` must be live values of the module being translated.
unsafe fn record_elect_flags(
    b: &mut Builder,
    call: LLVMValueRef,
    items: &[AsmItem],
    n_outputs: usize,
    args: &[LLVMValueRef],
) {
    // SAFETY: the caller upholds this function's contract (live values).
    unsafe {
        let flags = tcgen05_ptx_decode::asm_elect_flags(items, n_outputs);
        if flags.is_empty() {
            return;
        }
        let Some((_, cons)) = inline_asm(call) else {
            return;
        };
        for flag in flags {
            let k = flag.output;
            let unset = flag.preset.or_else(|| {
                tcgen05_ptx_decode::tied_input(&cons, k)
                    .and_then(|j| args.get(j))
                    .and_then(|a| const_int(*a))
            });
            if let Some(unset) = unset.filter(|u| *u != flag.set) {
                b.elect_flag_outputs
                    .insert((call, k as u32), (unset, flag.set));
                // A single output is the call's own value.
                if n_outputs == 1 {
                    b.elect_flags.insert(call, (unset, flag.set));
                }
            }
        }
    }
}

/// # Safety
/// `call` and `args` must be live values of the module being translated: the
/// operand environment built here reads them.
unsafe fn translate_asm(
    b: &mut Builder,
    call: LLVMValueRef,
    asm: &str,
    n_outputs: usize,
    args: Vec<LLVMValueRef>,
) -> Result<Vec<Inst>, String> {
    let items = split_asm(asm).map_err(|e| format!("inline asm: {e}"))?;
    // Triton's retry loop: `L: mbarrier.try_wait P, ...; @!P bra L;` in one block.
    let looped_preds = tcgen05_ptx_decode::looped_wait_predicates(&items);
    let mut env = CallEnv {
        b,
        call,
        n_outputs,
        args: args.clone(),
    };
    // SAFETY: `call` and `args` are live values of the module (this function's
    // contract).
    unsafe { record_elect_flags(env.b, call, &items, n_outputs, &args) };
    let mut leaders = AsmLeaders::default();
    let comparisons = tcgen05_ptx_decode::asm_input_comparisons(&items, n_outputs);
    let mut out = Vec::new();
    let mut stmts = Vec::new();
    let mut number = 0usize;
    for item in &items {
        let AsmItem::Stmt(stmt) = item else { continue };
        number += 1;
        if matches!(stmt.head(), "bra" | "ret" | "exit") {
            continue;
        }
        stmts.push(number - 1);
        let mut c = classify(stmt, &mut env).map_err(|e| format!("inline asm: {e}"))?;
        // `@!%pj` with `setp.eq %pj, $k, 0` of a leader flag `$k`: the leader's.
        let flag = |k: usize| {
            let arg = args.get(k.checked_sub(n_outputs)?)?;
            env.b.elect_flags.get(arg).copied()
        };
        if stmt
            .predicate
            .as_ref()
            .is_some_and(|g| tcgen05_ptx_decode::guard_selects_leader(&comparisons, g, flag))
        {
            c.guard = Some(Guard::Elect);
        }
        if let Op::Sync(ev) = &mut c.op {
            if let SyncKind::MbarWait { looped } = &mut ev.kind {
                let dest = stmt
                    .operands
                    .first()
                    .and_then(|o| o.names().first().map(|s| s.to_string()));
                *looped = dest.is_some_and(|d| looped_preds.contains(&d));
            }
        }
        leaders.step(&mut c);
        if c.op == Op::Elect {
            env.b.elect.insert(call);
        }
        // `@$k` where $k is an elect.sync leader predicate.
        if let (Some((p, false)), Some(Guard::Pred { .. })) = (&stmt.predicate, c.guard) {
            if let Some(k) = p.strip_prefix('$').and_then(|k| k.parse::<usize>().ok()) {
                if k >= n_outputs
                    && args
                        .get(k - n_outputs)
                        .is_some_and(|a| env.b.elect.contains(a))
                {
                    c.guard = Some(Guard::Elect);
                }
            }
        }
        let mut i = Inst::new(c.op);
        i.defs = c.defs;
        i.uses = c.uses;
        i.guard = c.guard;
        out.push(i);
    }
    if out.is_empty() {
        let i = Inst::new(Op::Plain);
        out.push(i);
        stmts.push(0);
    }
    env.b.asm_stmts = stmts;
    // The asm's comparisons of its inputs, as facts on them.
    env.b.asm_exprs = comparisons
        .iter()
        .filter_map(|c| c.fact(&mut env))
        .collect();
    Ok(out)
}

/// Short text of a value for remarks (the instruction as LLVM prints it, trimmed).
pub(crate) unsafe fn print_value(v: LLVMValueRef) -> String {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; the printed string is copied and then
    // freed with LLVMDisposeMessage, once.
    unsafe {
        let p = LLVMPrintValueToString(v);
        let s = CStr::from_ptr(p).to_string_lossy().trim().to_string();
        LLVMDisposeMessage(p);
        s
    }
}

/// The calling convention of a kernel (`ptx_kernel`).
pub(crate) const PTX_KERNEL: u32 = 71;

/// The kernel whose body `func` is: `func` itself when it is a kernel, or a kernel
/// whose whole body is `call func(...)` and `ret void` when every use of `func` is
/// such a kernel's call (clang leaves ThunderKittens' block-scaled GEMMs out of line
/// so: `kernel_entrypoint` calls `mxfp8_gemm::kernel`; FlashMLA's sparse prefill
/// and decode kernels both call one `sparse_attn_fwd_kernel_devfunc`). Every thread
/// of the CTA then runs `func`'s body from its start, converged, and leaves the
/// kernel when it returns, as in a kernel's own body. With several such kernels,
/// they must declare the same block size (`nvvm.reqntid`, `nvvm.maxntid`): the
/// first stands for them all.
///
/// # Safety
/// `func` must be a live function.
unsafe fn kernel_body_of(func: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: `func` is a live function (this function's contract).
    unsafe {
        if LLVMGetFunctionCallConv(func) == PTX_KERNEL {
            return Some(func);
        }
        let calls = wrapper_calls(func)?;
        let kernel = |call: LLVMValueRef| LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
        let first = kernel(calls[0]);
        let same = calls.iter().all(|&c| {
            let k = kernel(c);
            ["nvvm.reqntid", "nvvm.maxntid"]
                .iter()
                .all(|key| string_attribute(k, key) == string_attribute(first, key))
        });
        same.then_some(first)
    }
}

/// The calls of `func` when every use of it is the whole body of a kernel (`call
/// func(...)` and `ret void` in the kernel's one block); `None` otherwise.
///
/// # Safety
/// `func` must be a live function.
unsafe fn wrapper_calls(func: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
    // SAFETY: `func` is a live function; its uses and their parents belong to the
    // same module.
    unsafe {
        let mut calls = Vec::new();
        let mut u = LLVMGetFirstUse(func);
        while !u.is_null() {
            let call = LLVMGetUser(u);
            if LLVMIsACallInst(call).is_null() || LLVMGetCalledValue(call) != func {
                return None;
            }
            let block = LLVMGetInstructionParent(call);
            let kernel = LLVMGetBasicBlockParent(block);
            let ret = LLVMGetNextInstruction(call);
            let wrapper = LLVMGetFunctionCallConv(kernel) == PTX_KERNEL
                && LLVMCountBasicBlocks(kernel) == 1
                && LLVMGetFirstInstruction(block) == call
                && !ret.is_null()
                && LLVMGetInstructionOpcode(ret) == LLVMOpcode::LLVMRet
                && LLVMGetNumOperands(ret) == 0;
            if !wrapper {
                return None;
            }
            calls.push(call);
            u = LLVMGetNextUse(u);
        }
        (!calls.is_empty()).then_some(calls)
    }
}

/// The value of function `func`'s string attribute `key`, if it has one.
///
/// # Safety
/// `func` must be a live function.
unsafe fn string_attribute(func: LLVMValueRef, key: &str) -> Option<String> {
    // SAFETY: `func` is live; the attribute's string is copied out at once.
    unsafe {
        let attr = LLVMGetStringAttributeAtIndex(
            func,
            llvm_sys::LLVMAttributeFunctionIndex,
            key.as_ptr() as *const _,
            key.len() as u32,
        );
        if attr.is_null() {
            return None;
        }
        let mut len = 0u32;
        let p = LLVMGetStringAttributeValue(attr, &mut len);
        if p.is_null() {
            return None;
        }
        let bytes = std::slice::from_raw_parts(p as *const u8, len as usize);
        Some(String::from_utf8_lossy(bytes).into_owned())
    }
}

/// Whether the pointer `ptr` points into a kernel parameter declared
/// `"nvvm.grid_constant"` (through GEPs and casts): the kernel may not write it
/// (CUDA's `__grid_constant__`), so a load from it reads one value wherever the
/// address is. An argument of a kernel's out-of-line body ([`kernel_body_of`]) that
/// the kernel passes such a parameter counts too (clang's ThunderKittens GEMMs take
/// their `globals` by const reference in a function the kernel only calls).
///
/// # Safety
/// `ptr` must be a live value.
pub(crate) unsafe fn grid_constant_pointer(mut ptr: LLVMValueRef) -> bool {
    // SAFETY: this function's contract; operands, parameters and uses of live values
    // are live.
    unsafe {
        for _ in 0..32 {
            if !LLVMIsAGetElementPtrInst(ptr).is_null()
                || !LLVMIsABitCastInst(ptr).is_null()
                || !LLVMIsAAddrSpaceCastInst(ptr).is_null()
            {
                ptr = LLVMGetOperand(ptr, 0);
                continue;
            }
            if LLVMIsAArgument(ptr).is_null() {
                return false;
            }
            let func = LLVMGetParamParent(ptr);
            let Some(index) = (0..LLVMCountParams(func)).find(|&i| LLVMGetParam(func, i) == ptr)
            else {
                return false;
            };
            if LLVMGetFunctionCallConv(func) == PTX_KERNEL {
                const KEY: &str = "nvvm.grid_constant";
                return !LLVMGetStringAttributeAtIndex(
                    func,
                    index + 1,
                    KEY.as_ptr() as *const _,
                    KEY.len() as u32,
                )
                .is_null();
            }
            // Every kernel that calls `func` as its body passes such a parameter.
            let Some(calls) = wrapper_calls(func) else {
                return false;
            };
            return calls
                .iter()
                .all(|&call| grid_constant_pointer(LLVMGetOperand(call, index)));
        }
        false
    }
}

/// The block size a kernel declares: the function attribute `"nvvm.reqntid"` or
/// `"nvvm.maxntid"` (`"256"` or `"256,1,1"`, as LLVM 22 and Triton write them).
///
/// # Safety
/// `func` must be a live function.
pub(crate) unsafe fn declared_block(func: LLVMValueRef) -> Option<u32> {
    // SAFETY: `func` is a live function (this function's contract).
    unsafe { block_attribute(func, &["nvvm.reqntid", "nvvm.maxntid"]) }
}

/// The block size a kernel requires exactly (`nvvm.reqntid`).
unsafe fn required_block(func: LLVMValueRef) -> Option<u32> {
    // SAFETY: `func` is a live function (this function's contract).
    unsafe { block_attribute(func, &["nvvm.reqntid"]) }
}

/// The block size of the first of the string attributes `keys` that `func` has.
unsafe fn block_attribute(func: LLVMValueRef, keys: &[&str]) -> Option<u32> {
    // SAFETY: `func` is a live function.
    unsafe {
        keys.iter()
            .find_map(|key| tcgen05_core::model::declared_threads(&string_attribute(func, key)?))
    }
}

/// Definitions [`host_pointer`] and [`host_offset`] follow down, at most.
pub(crate) const HOST_DEPTH: u32 = 12;

/// The opcode of an instruction or constant expression; `None` for anything else.
///
/// # Safety
/// `v` must be a live value.
pub(crate) unsafe fn value_opcode(v: LLVMValueRef) -> Option<LLVMOpcode> {
    // SAFETY: this function's contract.
    unsafe {
        if !LLVMIsAInstruction(v).is_null() {
            Some(LLVMGetInstructionOpcode(v))
        } else if !LLVMIsAConstantExpr(v).is_null() {
            Some(LLVMGetConstOpcode(v))
        } else {
            None
        }
    }
}

/// Whether the generic pointer `ptr` is one the host passed, moved by integer
/// offsets: a pointer argument of a kernel (`ptx_kernel`; not of any other
/// function, whose caller may pass a shared pointer) or one loaded from a
/// `__grid_constant__` parameter ([`grid_constant_pointer`]), through GEPs, casts, and
/// `inttoptr` of its `ptrtoint` plus offsets ([`host_offset`]; Mosaic GPU computes
/// its output addresses so). The host cannot name a CTA's shared memory, so a
/// store through it writes global memory (the PTX reader's `host_pointers`).
///
/// # Safety
/// `ptr` must be a live value.
pub(crate) unsafe fn host_pointer(ptr: LLVMValueRef, depth: u32) -> bool {
    // SAFETY: this function's contract; operands of live values are live.
    unsafe {
        if depth == 0 {
            return false;
        }
        if !LLVMIsAArgument(ptr).is_null() {
            return LLVMGetTypeKind(LLVMTypeOf(ptr)) == LLVMTypeKind::LLVMPointerTypeKind
                && LLVMGetFunctionCallConv(LLVMGetParamParent(ptr)) == PTX_KERNEL;
        }
        let op = |k| LLVMGetOperand(ptr, k);
        match value_opcode(ptr) {
            Some(
                LLVMOpcode::LLVMGetElementPtr
                | LLVMOpcode::LLVMBitCast
                | LLVMOpcode::LLVMAddrSpaceCast,
            ) => host_pointer(op(0), depth - 1),
            Some(LLVMOpcode::LLVMIntToPtr) => host_address(op(0), depth - 1),
            // A pointer the host wrote into a `__grid_constant__` parameter, which
            // the kernel cannot write (clang's CUTLASS FMHA loads its LSE output
            // pointer from its `Params`, as nvcc's PTX does with `ld.param`).
            Some(LLVMOpcode::LLVMLoad) => grid_constant_pointer(op(0)),
            _ => false,
        }
    }
}

/// Whether the integer `v` is a host pointer's address plus integer offsets
/// ([`host_pointer`]): `ptrtoint` of one, plus or minus [`host_offset`]s.
///
/// # Safety
/// `v` must be a live value.
unsafe fn host_address(v: LLVMValueRef, depth: u32) -> bool {
    // SAFETY: this function's contract; operands of live values are live.
    unsafe {
        if depth == 0 {
            return false;
        }
        let op = |k| LLVMGetOperand(v, k);
        match value_opcode(v) {
            Some(LLVMOpcode::LLVMPtrToInt) => host_pointer(op(0), depth - 1),
            Some(LLVMOpcode::LLVMLoad) => grid_constant_pointer(op(0)),
            Some(LLVMOpcode::LLVMAdd) => {
                host_address(op(0), depth - 1) && host_offset(op(1), depth - 1)
                    || host_offset(op(0), depth - 1) && host_address(op(1), depth - 1)
            }
            Some(LLVMOpcode::LLVMSub) => {
                host_address(op(0), depth - 1) && host_offset(op(1), depth - 1)
            }
            _ => false,
        }
    }
}

/// Whether the integer `v` is computed from no address: constants, special
/// registers, a kernel's integer arguments, and integer arithmetic and casts of
/// such values.
///
/// # Safety
/// `v` must be a live value.
unsafe fn host_offset(v: LLVMValueRef, depth: u32) -> bool {
    // SAFETY: this function's contract; operands of live values are live.
    unsafe {
        if !LLVMIsAConstantInt(v).is_null() {
            return true;
        }
        if depth == 0 {
            return false;
        }
        if !LLVMIsAArgument(v).is_null() {
            return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMTypeKind::LLVMIntegerTypeKind
                && LLVMGetFunctionCallConv(LLVMGetParamParent(v)) == PTX_KERNEL;
        }
        match value_opcode(v) {
            Some(LLVMOpcode::LLVMCall) => special_register(v).is_some(),
            Some(
                LLVMOpcode::LLVMZExt
                | LLVMOpcode::LLVMSExt
                | LLVMOpcode::LLVMTrunc
                | LLVMOpcode::LLVMAdd
                | LLVMOpcode::LLVMSub
                | LLVMOpcode::LLVMMul
                | LLVMOpcode::LLVMShl
                | LLVMOpcode::LLVMLShr
                | LLVMOpcode::LLVMAShr
                | LLVMOpcode::LLVMAnd
                | LLVMOpcode::LLVMOr
                | LLVMOpcode::LLVMXor
                | LLVMOpcode::LLVMUDiv
                | LLVMOpcode::LLVMURem,
            ) => (0..LLVMGetNumOperands(v) as u32)
                .all(|k| host_offset(LLVMGetOperand(v, k), depth - 1)),
            _ => false,
        }
    }
}

/// Whether a store through `ptr` may write shared memory: its address space is
/// shared (3, or 7, the cluster's) or generic (0), and it is neither a stack slot
/// ([`on_stack`]) nor, generic, a pointer the host passed ([`host_pointer`]).
///
/// # Safety
/// `ptr` must be a live value.
pub(crate) unsafe fn may_write_shared(ptr: LLVMValueRef) -> bool {
    // SAFETY: this function's contract.
    unsafe {
        let space = LLVMGetPointerAddressSpace(LLVMTypeOf(ptr));
        (space == 3 || space == 0 || space == 7)
            && !on_stack(ptr)
            && !(space == 0 && host_pointer(ptr, HOST_DEPTH))
    }
}

/// Whether `ptr` points into a stack slot of this function (an `alloca`, through
/// GEPs and casts): thread-local memory, never shared memory an async-proxy reader
/// sees (R-PROXY).
///
/// # Safety
/// `ptr` must be a live value.
pub(crate) unsafe fn on_stack(mut ptr: LLVMValueRef) -> bool {
    // SAFETY: `ptr` and the operands reached from it are live values of one module.
    unsafe {
        for _ in 0..16 {
            if !LLVMIsAAllocaInst(ptr).is_null() {
                return true;
            }
            let through = !LLVMIsAGetElementPtrInst(ptr).is_null()
                || !LLVMIsABitCastInst(ptr).is_null()
                || !LLVMIsAAddrSpaceCastInst(ptr).is_null();
            if !through {
                return false;
            }
            ptr = LLVMGetOperand(ptr, 0);
        }
        false
    }
}
