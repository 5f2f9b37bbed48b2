//! Stack slots that hold one value wherever they are read.
//!
//! clang -O3 does not inline CUTLASS's mainloop lambdas, which capture locals by
//! reference. Such a local (the warp index, a tile's bounds) then lives in an
//! `alloca`: the kernel stores it once, puts the slot's address in the lambda's
//! closure object, and reloads the slot where it tests it again, after calls that
//! receive the closure. A load of such a slot is the stored value when no
//! instruction can write the slot between the store and the load:
//! - the slot is stored once, in the function's entry block (which no cycle
//!   passes), before the load;
//! - its address is otherwise only loaded from, or stored into a field of closure
//!   objects (other `alloca`s) whose every use, here and in the functions they are
//!   passed to (by definition, through a bounded depth of calls), only reads
//!   through that field: the pointer loaded from it is only ever a load's address,
//!   no store overlaps the field after it is set, and no other use (a cast, a
//!   `memcpy`, inline asm, an unknown callee) can reach it.
//!
//! Anything else, and the load is a value of its own, as before.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use tcgen05_core::{HashMap, HashSet};

use crate::model_build::{block_instructions, const_int};

/// How deep the closure check follows calls that pass the closure on.
const CALL_DEPTH: u32 = 4;

/// The bytes a closure field holding a pointer takes.
const POINTER_BYTES: i64 = 8;

/// The most blocks the dominance and cycle questions of one function visit in all;
/// past it no load is forwarded (fewer facts, never wrong ones).
const BLOCK_VISITS: usize = 1 << 22;

/// What the slots of one function hold, found at the first question per slot.
pub(crate) struct Slots {
    /// Per `alloca` and byte offset: its one store, when the slot is forwarded.
    stores: HashMap<(LLVMValueRef, i64), Option<LLVMValueRef>>,
    /// Answers of [`dominates`], by block pair.
    dominated: HashMap<(LLVMBasicBlockRef, LLVMBasicBlockRef), bool>,
    /// Block visits left ([`BLOCK_VISITS`]).
    budget: usize,
    /// The function's blocks on a cycle of its CFG
    /// ([`crate::model_build::cyclic_blocks`]), found at the first question; the
    /// front end's other questions share them ([`Slots::in_cycle`]).
    cyclic: Option<HashSet<LLVMBasicBlockRef>>,
}

impl Default for Slots {
    fn default() -> Slots {
        Slots {
            stores: HashMap::default(),
            dominated: HashMap::default(),
            budget: BLOCK_VISITS,
            cyclic: None,
        }
    }
}

impl Slots {
    /// Whether `block` lies on a cycle of its function's CFG.
    ///
    /// # Safety
    /// `block` must be a live block of the function these slots are of.
    pub(crate) unsafe fn in_cycle(&mut self, block: LLVMBasicBlockRef) -> bool {
        // SAFETY: this function's contract: the block's function and its blocks are
        // live.
        let cyclic = self.cyclic.get_or_insert_with(|| unsafe {
            crate::model_build::cyclic_blocks(LLVMGetBasicBlockParent(block))
        });
        cyclic.contains(&block)
    }

    /// The value `load` reads when it reads a slot that holds one value
    /// (the module docs); `None` otherwise.
    ///
    /// # Safety
    /// `load` must be an instruction of a live module.
    pub(crate) unsafe fn stored_value(&mut self, load: LLVMValueRef) -> Option<LLVMValueRef> {
        // SAFETY: `load` and every value reached from it belong to a live module.
        unsafe {
            if LLVMGetInstructionOpcode(load) != LLVMOpcode::LLVMLoad || LLVMGetVolatile(load) != 0
            {
                return None;
            }
            let (slot, at) = field_of(LLVMGetOperand(load, 0))?;
            if LLVMIsAAllocaInst(slot).is_null() {
                return None;
            }
            let bytes = bytes_of(LLVMTypeOf(load))?;
            let store = *self
                .stores
                .entry((slot, at))
                .or_insert_with(|| single_store(slot, at, bytes));
            let store = store?;
            let value = LLVMGetOperand(store, 0);
            if LLVMTypeOf(value) != LLVMTypeOf(load) {
                return None;
            }
            // The store runs once, and before the load on every path: its block is
            // on no cycle and dominates the load's, and within one block it is above.
            let (from, to) = (
                LLVMGetInstructionParent(store),
                LLVMGetInstructionParent(load),
            );
            let before = if from == to {
                block_instructions(from)
                    .take_while(|&i| i != load)
                    .any(|i| i == store)
            } else {
                self.dominates(from, to)?
            };
            (before && !self.in_cycle(from)).then_some(value)
        }
    }

    /// Whether block `a` dominates block `b` (`a != b`, [`dominates`]), cached;
    /// `None` past the budget.
    ///
    /// # Safety
    /// `a` and `b` must be blocks of one live function.
    unsafe fn dominates(&mut self, a: LLVMBasicBlockRef, b: LLVMBasicBlockRef) -> Option<bool> {
        // SAFETY: the caller's contract.
        unsafe {
            if let Some(&known) = self.dominated.get(&(a, b)) {
                return Some(known);
            }
            let answer = dominates(a, b, &mut self.budget)?;
            self.dominated.insert((a, b), answer);
            Some(answer)
        }
    }
}

/// The one store of bytes `[at, at + bytes)` of `slot`, when it stores exactly them
/// and nothing else can write them (the module docs).
///
/// # Safety
/// `slot` must be an `alloca` of a live function.
unsafe fn single_store(slot: LLVMValueRef, at: i64, bytes: i64) -> Option<LLVMValueRef> {
    // SAFETY: `slot`, its users and the functions they reach belong to a live module.
    unsafe {
        let mut walk = SlotWalk {
            at,
            bytes,
            store: None,
        };
        walk.uses(slot, 0).then_some(walk.store?)
    }
}

/// The search of [`single_store`] over the uses of a slot's pointers.
struct SlotWalk {
    at: i64,
    bytes: i64,
    store: Option<LLVMValueRef>,
}

impl SlotWalk {
    /// Whether every use of `ptr` (`off` bytes into the slot's object) leaves the
    /// slot's bytes to one store; records that store.
    ///
    /// # Safety
    /// `ptr` must be a live value of a live module.
    unsafe fn uses(&mut self, ptr: LLVMValueRef, off: i64) -> bool {
        // SAFETY: `ptr`, its users and the functions they reach are live.
        unsafe {
            for user in users(ptr) {
                let ok = match LLVMGetInstructionOpcode(user) {
                    LLVMOpcode::LLVMGetElementPtr if LLVMGetOperand(user, 0) == ptr => {
                        match byte_offset(user) {
                            Some(k) => self.uses(user, off + k),
                            None => false,
                        }
                    }
                    LLVMOpcode::LLVMLoad => LLVMGetOperand(user, 0) == ptr,
                    LLVMOpcode::LLVMStore if LLVMGetOperand(user, 0) == ptr => {
                        // The address stored into a closure's field.
                        match field_of(LLVMGetOperand(user, 1)) {
                            Some((closure, field)) => {
                                !LLVMIsAAllocaInst(closure).is_null()
                                    && reads_through(closure, 0, field, Some(ptr), 0)
                            }
                            None => false,
                        }
                    }
                    LLVMOpcode::LLVMStore => self.store(user, off),
                    LLVMOpcode::LLVMCall => lifetime_marker(user),
                    _ => false,
                };
                if !ok {
                    return false;
                }
            }
            true
        }
    }

    /// Whether store `store` (`off` bytes into the slot's object) misses the slot's
    /// bytes or is their one store, of exactly them.
    ///
    /// # Safety
    /// `store` must be a store instruction of a live module.
    unsafe fn store(&mut self, store: LLVMValueRef, off: i64) -> bool {
        // SAFETY: `store` is live.
        unsafe {
            let Some(n) = bytes_of(LLVMTypeOf(LLVMGetOperand(store, 0))) else {
                return false;
            };
            if off + n <= self.at || self.at + self.bytes <= off {
                return true;
            }
            let exact = off == self.at && n == self.bytes;
            if !exact || self.store.is_some() || LLVMGetVolatile(store) != 0 {
                return false;
            }
            self.store = Some(store);
            true
        }
    }
}

/// Whether every use of `ptr` (which points `at` bytes into a closure object) only
/// reads through the pointer field at byte `field`: the pointer loaded from it is
/// only a load's address, no store overlaps the field unless it stores `slot` there
/// (the closure's owner setting it), and calls pass the object only to defined
/// functions, whose parameter is checked the same way (within [`CALL_DEPTH`]).
///
/// # Safety
/// `ptr` must be a live value of a live module.
unsafe fn reads_through(
    ptr: LLVMValueRef,
    at: i64,
    field: i64,
    slot: Option<LLVMValueRef>,
    depth: u32,
) -> bool {
    // SAFETY: `ptr`, its users and the functions they call belong to a live module.
    unsafe {
        let overlaps = |from: i64, bytes: i64| from < field + POINTER_BYTES && field < from + bytes;
        for user in users(ptr) {
            let ok = match LLVMGetInstructionOpcode(user) {
                LLVMOpcode::LLVMGetElementPtr => match byte_offset(user) {
                    Some(k) if LLVMGetOperand(user, 0) == ptr => {
                        reads_through(user, at + k, field, slot, depth)
                    }
                    _ => false,
                },
                LLVMOpcode::LLVMLoad if at == field => {
                    LLVMGetVolatile(user) == 0 && only_load_addresses(user)
                }
                LLVMOpcode::LLVMLoad => match bytes_of(LLVMTypeOf(user)) {
                    Some(n) => !overlaps(at, n) && LLVMGetVolatile(user) == 0,
                    None => false,
                },
                LLVMOpcode::LLVMStore if LLVMGetOperand(user, 1) == ptr => {
                    let value = LLVMGetOperand(user, 0);
                    if value == ptr {
                        false
                    } else if at == field && slot.is_some_and(|s| s == value) {
                        true
                    } else {
                        bytes_of(LLVMTypeOf(value)).is_some_and(|n| !overlaps(at, n))
                    }
                }
                LLVMOpcode::LLVMCall if lifetime_marker(user) => true,
                LLVMOpcode::LLVMCall => passes_to_reader(user, ptr, at, field, depth),
                _ => false,
            };
            if !ok {
                return false;
            }
        }
        true
    }
}

/// Whether call `call` passes `ptr` (the closure object at byte `at`) only as
/// arguments of a defined function whose matching parameter only reads through
/// the field.
///
/// # Safety
/// `call` must be a call instruction of a live module.
unsafe fn passes_to_reader(
    call: LLVMValueRef,
    ptr: LLVMValueRef,
    at: i64,
    field: i64,
    depth: u32,
) -> bool {
    // SAFETY: `call` and its callee belong to a live module; parameters are read
    // below the callee's count.
    unsafe {
        if depth >= CALL_DEPTH || at != 0 {
            return false;
        }
        let callee = LLVMGetCalledValue(call);
        if LLVMIsAFunction(callee).is_null()
            || LLVMCountBasicBlocks(callee) == 0
            || LLVMIsFunctionVarArg(LLVMGlobalGetValueType(callee)) != 0
        {
            return false;
        }
        let args = LLVMGetNumArgOperands(call);
        if args != LLVMCountParams(callee) {
            return false;
        }
        (0..args).all(|i| {
            LLVMGetOperand(call, i) != ptr
                || reads_through(LLVMGetParam(callee, i), 0, field, None, depth + 1)
        })
    }
}

/// Whether pointer `loaded` is only read through: every use is the address of a
/// non-volatile load or a GEP (an element of the object it points to) that is only
/// read through in turn.
///
/// # Safety
/// `loaded` must be a live value.
unsafe fn only_load_addresses(loaded: LLVMValueRef) -> bool {
    // SAFETY: `loaded` and its users are live.
    unsafe {
        users(loaded).all(|u| match LLVMGetInstructionOpcode(u) {
            LLVMOpcode::LLVMLoad => LLVMGetOperand(u, 0) == loaded && LLVMGetVolatile(u) == 0,
            LLVMOpcode::LLVMGetElementPtr => {
                LLVMGetOperand(u, 0) == loaded && only_load_addresses(u)
            }
            _ => false,
        })
    }
}

/// `(object, byte offset)` of a pointer that is an object or a byte GEP of one by a
/// constant.
///
/// # Safety
/// `ptr` must be a live value.
unsafe fn field_of(ptr: LLVMValueRef) -> Option<(LLVMValueRef, i64)> {
    // SAFETY: `ptr` and its operands are live.
    unsafe {
        if !LLVMIsAGetElementPtrInst(ptr).is_null() {
            let k = byte_offset(ptr)?;
            let base = LLVMGetOperand(ptr, 0);
            return LLVMIsAGetElementPtrInst(base)
                .is_null()
                .then_some((base, k));
        }
        Some((ptr, 0))
    }
}

/// The constant byte offset of `getelementptr i8, ptr %p, iN c`.
///
/// # Safety
/// `gep` must be a GEP instruction of a live module.
unsafe fn byte_offset(gep: LLVMValueRef) -> Option<i64> {
    // SAFETY: `gep` is a GEP; its source element type and operands are read below
    // its operand count.
    unsafe {
        let elem = LLVMGetGEPSourceElementType(gep);
        let bytes = LLVMGetTypeKind(elem) == LLVMTypeKind::LLVMIntegerTypeKind
            && LLVMGetIntTypeWidth(elem) == 8;
        if !bytes || LLVMGetNumOperands(gep) != 2 {
            return None;
        }
        const_int(LLVMGetOperand(gep, 1))
    }
}

/// The bytes a load or store of type `ty` touches: integers, floats and pointers
/// (64-bit; the closures here are generic-address-space objects).
///
/// # Safety
/// `ty` must be a live type.
unsafe fn bytes_of(ty: LLVMTypeRef) -> Option<i64> {
    // SAFETY: `ty` is live.
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMIntegerTypeKind => {
                Some(i64::from(LLVMGetIntTypeWidth(ty).div_ceil(8)))
            }
            LLVMTypeKind::LLVMFloatTypeKind => Some(4),
            LLVMTypeKind::LLVMDoubleTypeKind | LLVMTypeKind::LLVMPointerTypeKind => Some(8),
            LLVMTypeKind::LLVMHalfTypeKind | LLVMTypeKind::LLVMBFloatTypeKind => Some(2),
            _ => None,
        }
    }
}

/// The successors of block `bb`.
///
/// # Safety
/// `bb` must be a block of a live function.
pub(crate) unsafe fn successors(bb: LLVMBasicBlockRef) -> Vec<LLVMBasicBlockRef> {
    // SAFETY: `bb` is live; successors are read below the terminator's count.
    unsafe {
        let term = LLVMGetBasicBlockTerminator(bb);
        if term.is_null() {
            return Vec::new();
        }
        (0..LLVMGetNumSuccessors(term))
            .map(|i| LLVMGetSuccessor(term, i))
            .collect()
    }
}

/// The blocks reachable from `start` (not itself, unless a path returns to it)
/// without entering `avoid`; `None` when that would visit more blocks than `budget`
/// has left (which it charges).
///
/// # Safety
/// `start` and `avoid` must be blocks of one live function.
pub(crate) unsafe fn reachable_from(
    start: LLVMBasicBlockRef,
    avoid: Option<LLVMBasicBlockRef>,
    budget: &mut usize,
) -> Option<tcgen05_core::HashSet<LLVMBasicBlockRef>> {
    // SAFETY: the blocks and their terminators are live.
    unsafe {
        let mut seen = tcgen05_core::HashSet::default();
        let mut work = successors(start);
        while let Some(b) = work.pop() {
            if Some(b) == avoid || !seen.insert(b) {
                continue;
            }
            *budget = budget.checked_sub(1)?;
            work.extend(successors(b));
        }
        Some(seen)
    }
}

/// Whether block `a` dominates block `b` (`a != b`): no path from the entry reaches
/// `b` without passing `a`.
///
/// # Safety
/// `a` and `b` must be blocks of one live function.
pub(crate) unsafe fn dominates(
    a: LLVMBasicBlockRef,
    b: LLVMBasicBlockRef,
    budget: &mut usize,
) -> Option<bool> {
    // SAFETY: the blocks are live.
    unsafe {
        let entry = LLVMGetEntryBasicBlock(LLVMGetBasicBlockParent(a));
        if a == entry {
            return Some(true);
        }
        Some(b != entry && !reachable_from(entry, Some(a), budget)?.contains(&b))
    }
}

/// `llvm.lifetime.start` / `llvm.lifetime.end`: no access.
///
/// # Safety
/// `call` must be a call instruction of a live module.
unsafe fn lifetime_marker(call: LLVMValueRef) -> bool {
    // SAFETY: `call` is live.
    unsafe {
        crate::model_build::callee_name(call).is_some_and(|n| n.starts_with("llvm.lifetime."))
    }
}

/// The instructions that use `v`.
///
/// # Safety
/// `v` must be a live value whose uses do not change while the iterator is used.
unsafe fn users(v: LLVMValueRef) -> impl Iterator<Item = LLVMValueRef> {
    let non_null = |u: LLVMUseRef| (!u.is_null()).then_some(u);
    // SAFETY: the caller's contract: `v` and its uses are live.
    std::iter::successors(non_null(unsafe { LLVMGetFirstUse(v) }), move |&u| {
        non_null(unsafe { LLVMGetNextUse(u) })
    })
    .map(|u| unsafe { LLVMGetUser(u) })
}
