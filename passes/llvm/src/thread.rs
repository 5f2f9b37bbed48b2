//! Make `wait::ld` ordering survive code generation (R-LD-USE).
//!
//! Nothing ties a read of a `tcgen05.ld` result to the `tcgen05.wait::ld` that
//! precedes it, so the NVPTX backend may schedule the read above the wait (Triton
//! 3.9's own PTX does this), or hoist it out of a loop past a wait in the loop
//! (MachineLICM; found by the random LLVM IR property test). After insertion, every
//! read that follows a wait reads instead a copy of the loaded value made right after
//! that wait: `asm sideeffect "mov.b32 $0, $1;", "=r,r"`, which is not reordered
//! with the wait, and the data dependency keeps the reader after the copy.
//!
//! Which copy a read gets is SSA reconstruction over the CFG: the nearest wait before
//! the read in its block, else the value at the end of each predecessor, merged by a
//! phi where paths differ (trivial phis are removed again). Renames of loaded values
//! (`extractvalue`, `bitcast`, `insertelement`, ...) are re-created after the wait
//! from the copies rather than copied, because the backend lowers some of them to
//! real register reads (`mov.b64 %rd, {%r1, %r2}`) that would otherwise stay above
//! the wait.
//!
//! Every `unsafe fn` here takes raw LLVM handles; its contract (`# Safety`) is that
//! they belong to one module that stays alive for the call. The public entry points
//! in `lib.rs` guarantee it by borrowing the module (`FunctionUnit<'m>`).

use std::ffi::CString;
use tcgen05_core::{HashMap, HashSet};

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};

use tcgen05_core::spec::Op;

use crate::model_build::{inline_asm, is_call, is_threading_asm, Translated, KEEP_ALIVE_PHI};

/// What the model says about the function's LLVM instructions, read from its anchors
/// (so the threader and the planner agree on what a load, a wait and a rename are).
struct ModelRoles {
    /// The `tcgen05.ld` instructions that define a value.
    loads: HashSet<LLVMValueRef>,
    /// The `tcgen05.wait::ld` instructions: the input's and the inserted ones.
    waits: HashSet<LLVMValueRef>,
    /// Instructions the model forwards (a value renamed, not read: `extractvalue`,
    /// `bitcast`, `freeze`, ...), except phis (a phi is a read at the end of each
    /// predecessor) and calls (the pass's own threading copies).
    renames: HashSet<LLVMValueRef>,
}

impl ModelRoles {
    unsafe fn new(t: &Translated, inserted_waits: &[LLVMValueRef]) -> ModelRoles {
        let mut roles = ModelRoles {
            loads: HashSet::default(),
            waits: inserted_waits.iter().copied().collect(),
            renames: HashSet::default(),
        };
        for (at, inst) in t.func.insts() {
            let anchor = t.anchors[at.block.0 as usize][at.index as usize].inst;
            // SAFETY: the anchors are instructions of the function `t` was translated
            // from, alive for the call (this function's contract).
            unsafe {
                match inst.op {
                    Op::Ld { .. }
                        if LLVMGetTypeKind(LLVMTypeOf(anchor))
                            != LLVMTypeKind::LLVMVoidTypeKind =>
                    {
                        roles.loads.insert(anchor);
                    }
                    Op::WaitLd => {
                        roles.waits.insert(anchor);
                    }
                    Op::Forward
                        if !matches!(
                            LLVMGetInstructionOpcode(anchor),
                            LLVMOpcode::LLVMPHI | LLVMOpcode::LLVMCall
                        ) =>
                    {
                        roles.renames.insert(anchor);
                    }
                    _ => {}
                }
            }
        }
        roles
    }
}

/// The asm constraint letter and `mov` type suffix for a scalar type.
unsafe fn constraint_for(ty: LLVMTypeRef) -> Option<(&'static str, &'static str)> {
    // SAFETY: `ty` is a type of a context the caller keeps alive (this function's
    // contract).
    let kind = unsafe { LLVMGetTypeKind(ty) };
    let width = match kind {
        // SAFETY: as above; `ty` is an integer type.
        LLVMTypeKind::LLVMIntegerTypeKind => unsafe { LLVMGetIntTypeWidth(ty) },
        _ => 0,
    };
    match (kind, width) {
        (LLVMTypeKind::LLVMIntegerTypeKind, 1) => Some(("b", "pred")),
        (LLVMTypeKind::LLVMIntegerTypeKind, 16) => Some(("h", "b16")),
        (LLVMTypeKind::LLVMIntegerTypeKind, 32) => Some(("r", "b32")),
        (LLVMTypeKind::LLVMIntegerTypeKind, 64) => Some(("l", "b64")),
        (LLVMTypeKind::LLVMFloatTypeKind, _) => Some(("f", "f32")),
        (LLVMTypeKind::LLVMDoubleTypeKind, _) => Some(("d", "f64")),
        _ => None,
    }
}

/// The elements of an aggregate type: (is a struct, element count), or `None` for a
/// scalar.
unsafe fn aggregate(ty: LLVMTypeRef) -> Option<(bool, u32)> {
    // SAFETY: `ty` is a type of a context the caller keeps alive (this function's
    // contract).
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMStructTypeKind => Some((true, LLVMCountStructElementTypes(ty))),
            LLVMTypeKind::LLVMVectorTypeKind => Some((false, LLVMGetVectorSize(ty))),
            _ => None,
        }
    }
}

/// An `extractelement`/`extractvalue` with a scalar result: a register of the
/// aggregate, which code generation reads nowhere, so it is copied like a load.
unsafe fn is_element(x: LLVMValueRef) -> bool {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call.
    unsafe {
        matches!(
            LLVMGetInstructionOpcode(x),
            LLVMOpcode::LLVMExtractElement | LLVMOpcode::LLVMExtractValue
        ) && aggregate(LLVMTypeOf(x)).is_none()
    }
}

/// `extractvalue`/`extractelement` of element `i` of `x`, at the builder.
unsafe fn extract_element(
    b: LLVMBuilderRef,
    x: LLVMValueRef,
    is_struct: bool,
    i: u32,
) -> LLVMValueRef {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; the builder is positioned in that
    // module, and `i` is below the element count of `x`'s type.
    unsafe {
        let empty = CString::default();
        if is_struct {
            LLVMBuildExtractValue(b, x, i, empty.as_ptr())
        } else {
            let i32t = LLVMInt32TypeInContext(LLVMGetTypeContext(LLVMTypeOf(x)));
            let k = LLVMConstInt(i32t, u64::from(i), 0);
            LLVMBuildExtractElement(b, x, k, empty.as_ptr())
        }
    }
}

/// `extractvalue`/`extractelement` of every element of `x`, at the builder.
unsafe fn extract_all(
    b: LLVMBuilderRef,
    x: LLVMValueRef,
    is_struct: bool,
    n: u32,
) -> Vec<LLVMValueRef> {
    // SAFETY: as for [`extract_element`], for every index below `n`, the element
    // count of `x`'s type.
    unsafe {
        (0..n)
            .map(|i| extract_element(b, x, is_struct, i))
            .collect()
    }
}

/// Copy scalar `v` through `asm sideeffect "mov.b32 $0, $1;", "=r,r"` (letter and
/// type follow `v`'s type). `None` for a type no register constraint covers.
///
/// The output is deliberately not tied to the input (`"=r,0"` with an empty
/// template would cost no instruction): a tied copy lets the register coalescer give
/// the copy, the load and any phi the copy feeds one register, and then the phi's
/// other incoming value (a constant's `mov`) may be written into the load's register
/// while the load is still pending on another path (found by the random LLVM IR
/// property test; `lit-tests/rules/ld-use-codegen.ll`).
unsafe fn copy_scalar(b: LLVMBuilderRef, v: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; the builder is positioned in that
    // module and the asm is created in `v`'s context.
    unsafe {
        let ty = LLVMTypeOf(v);
        let (letter, suffix) = constraint_for(ty)?;
        let template = format!("mov.{suffix} $0, $1;");
        let constraints = format!("={letter},{letter}");
        let mut params = [ty];
        let fty = LLVMFunctionType(ty, params.as_mut_ptr(), 1, 0);
        let empty = CString::default();
        let asm = LLVMGetInlineAsm(
            fty,
            template.as_ptr() as *mut _,
            template.len(),
            constraints.as_ptr() as *mut _,
            constraints.len(),
            1,
            0,
            llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectATT,
            0,
        );
        let mut args = [v];
        Some(LLVMBuildCall2(
            b,
            fty,
            asm,
            args.as_mut_ptr(),
            1,
            empty.as_ptr(),
        ))
    }
}

/// One function's blocks, numbered, with positions, waits, loads and predecessors.
struct Cfg {
    blocks: Vec<LLVMBasicBlockRef>,
    /// Block number of each block.
    index: HashMap<LLVMBasicBlockRef, usize>,
    /// Block number and index within it of every original instruction.
    pos: HashMap<LLVMValueRef, (usize, usize)>,
    /// The `wait::ld` instructions of each block with their indices, in order.
    waits: Vec<Vec<(usize, LLVMValueRef)>>,
    /// The `tcgen05.ld` instructions, in block order.
    loads: Vec<LLVMValueRef>,
    /// Loads, waits and renames as the model classifies them.
    roles: ModelRoles,
    /// Predecessors and successors per block, one entry per CFG edge (a `switch`
    /// may have two).
    preds: Vec<Vec<usize>>,
    succs: Vec<Vec<usize>>,
    reachable: Vec<bool>,
}

impl Cfg {
    /// Blocks whose start some path from `x` (an instruction) reaches with no wait on
    /// the way: the paths begin after `x`, and stop at `x`'s own block, which is in
    /// the set when a loop leads back to it.
    fn in_flight_starts(&self, x: LLVMValueRef) -> HashSet<usize> {
        let (def_block, def_index) = self.pos[&x];
        let mut seen = HashSet::default();
        let mut stack = Vec::new();
        if !self.waits[def_block].iter().any(|(k, _)| *k > def_index) {
            stack.extend(self.succs[def_block].iter().copied());
        }
        while let Some(b) = stack.pop() {
            if !seen.insert(b) {
                continue;
            }
            if b != def_block && self.waits[b].is_empty() {
                stack.extend(self.succs[b].iter().copied());
            }
        }
        seen
    }

    unsafe fn new(blocks: &[LLVMBasicBlockRef], roles: ModelRoles) -> Cfg {
        // SAFETY: `blocks` are the blocks of one function alive for the call (this
        // function's contract).
        unsafe {
            let index: HashMap<LLVMBasicBlockRef, usize> =
                blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
            let mut pos = HashMap::default();
            let mut waits = vec![Vec::new(); blocks.len()];
            let mut loads = Vec::new();
            let mut succs = vec![Vec::new(); blocks.len()];
            let mut preds = vec![Vec::new(); blocks.len()];
            for (b, &bb) in blocks.iter().enumerate() {
                let mut i = LLVMGetFirstInstruction(bb);
                let mut k = 0;
                while !i.is_null() {
                    pos.insert(i, (b, k));
                    if roles.waits.contains(&i) {
                        waits[b].push((k, i));
                    }
                    if roles.loads.contains(&i) {
                        loads.push(i);
                    }
                    k += 1;
                    i = LLVMGetNextInstruction(i);
                }
                let term = LLVMGetBasicBlockTerminator(bb);
                if !term.is_null() {
                    for s in 0..LLVMGetNumSuccessors(term) {
                        if let Some(&t) = index.get(&LLVMGetSuccessor(term, s)) {
                            succs[b].push(t);
                            preds[t].push(b);
                        }
                    }
                }
            }
            let mut reachable = vec![false; blocks.len()];
            let mut stack = if blocks.is_empty() { vec![] } else { vec![0] };
            while let Some(b) = stack.pop() {
                if !std::mem::replace(&mut reachable[b], true) {
                    stack.extend(succs[b].iter().copied());
                }
            }
            Cfg {
                blocks: blocks.to_vec(),
                index,
                pos,
                waits,
                loads,
                roles,
                preds,
                succs,
                reachable,
            }
        }
    }
}

/// Where a read happens: before instruction `index` of `block`, or at the end of
/// `block` (a phi's incoming edge) when `index` is `usize::MAX`.
#[derive(Clone, Copy)]
struct Point {
    block: usize,
    index: usize,
}

struct Threader<'a> {
    cfg: &'a Cfg,
    builder: LLVMBuilderRef,
    /// Values whose registers a `tcgen05.ld` writes: loads and renames of them.
    derived: HashSet<LLVMValueRef>,
    /// Copy of a value made after a wait.
    copies: HashMap<(LLVMValueRef, LLVMValueRef), LLVMValueRef>,
    /// The last copy placed after each wait (copies go after it, in order).
    tail: HashMap<LLVMValueRef, LLVMValueRef>,
    /// Elements of aggregate loads, extracted right after the load.
    split: HashMap<LLVMValueRef, Vec<LLVMValueRef>>,
    /// Per value, the blocks some path from it enters without a wait.
    uncovered: HashMap<LLVMValueRef, HashSet<usize>>,
    /// Value at the start of a block, per value; phis this pass created.
    at_start: HashMap<(LLVMValueRef, usize), LLVMValueRef>,
    new_phis: Vec<LLVMValueRef>,
}

impl Threader<'_> {
    /// The last wait before `at` in its block (and after `x` in `x`'s block).
    fn wait_before(&self, x: LLVMValueRef, at: Point) -> Option<LLVMValueRef> {
        let (def_block, def_index) = self.cfg.pos[&x];
        self.cfg.waits[at.block]
            .iter()
            .rev()
            .find(|(k, _)| *k < at.index && (at.block != def_block || *k > def_index))
            .map(|(_, w)| *w)
    }

    /// Whether every path from `x` to `at` passes a wait. Only such reads are
    /// threaded: a read some path reaches without a wait is one the rules allow
    /// there (a tcgen05 reader, `--ld-use=trust-register-dependency`) or a reported
    /// hazard, and giving it a phi of copies and `x` would add a register copy of
    /// `x` on that path.
    fn covered(&mut self, x: LLVMValueRef, at: Point) -> bool {
        let def_block = self.cfg.pos[&x].0;
        if self.wait_before(x, at).is_some() {
            return true;
        }
        if at.block == def_block {
            return false;
        }
        !self.uncovered(x).contains(&at.block)
    }

    /// Blocks whose start some path from `x` reaches without passing a wait (and
    /// without passing `x`'s definition again; `x`'s own block, which may be among
    /// them, is never asked about).
    fn uncovered(&mut self, x: LLVMValueRef) -> &HashSet<usize> {
        if !self.uncovered.contains_key(&x) {
            let starts = self.cfg.in_flight_starts(x);
            self.uncovered.insert(x, starts);
        }
        &self.uncovered[&x]
    }

    /// The value that a read of `x` at `at` should use.
    unsafe fn reach(&mut self, x: LLVMValueRef, at: Point) -> LLVMValueRef {
        // SAFETY: the caller upholds this function's contract: every handle passed in
        // belongs to a module that is alive for the whole call; the values and blocks the
        // threader holds all belong to the one function it was made for.
        unsafe {
            let def_block = self.cfg.pos[&x].0;
            let mut at = at;
            loop {
                if let Some(w) = self.wait_before(x, at) {
                    return self.copy_at(x, w);
                }
                if at.block == def_block || !self.cfg.reachable[at.block] {
                    return x;
                }
                let preds = &self.cfg.preds[at.block];
                let first = preds[0];
                if preds.iter().all(|&p| p == first) {
                    at = Point {
                        block: first,
                        index: usize::MAX,
                    };
                    continue;
                }
                return self.phi_at(x, at.block);
            }
        }
    }

    /// A phi of the values `x` has at the ends of `block`'s predecessors.
    unsafe fn phi_at(&mut self, x: LLVMValueRef, block: usize) -> LLVMValueRef {
        // SAFETY: the caller upholds this function's contract: every handle passed in
        // belongs to a module that is alive for the whole call; the phi is created at the
        // start of a block of that function, with one incoming value per predecessor.
        unsafe {
            if let Some(&v) = self.at_start.get(&(x, block)) {
                return v;
            }
            let bb = self.cfg.blocks[block];
            LLVMPositionBuilderBefore(self.builder, LLVMGetFirstInstruction(bb));
            let empty = CString::default();
            let phi = LLVMBuildPhi(self.builder, LLVMTypeOf(x), empty.as_ptr());
            self.at_start.insert((x, block), phi);
            self.new_phis.push(phi);
            for p in self.cfg.preds[block].clone() {
                let v = if self.cfg.reachable[p] {
                    self.reach(
                        x,
                        Point {
                            block: p,
                            index: usize::MAX,
                        },
                    )
                } else {
                    x
                };
                let mut values = [v];
                let mut blocks = [self.cfg.blocks[p]];
                LLVMAddIncoming(phi, values.as_mut_ptr(), blocks.as_mut_ptr(), 1);
            }
            phi
        }
    }

    /// `x` re-read after wait `w`: a copy of a load, a re-created rename.
    unsafe fn copy_at(&mut self, x: LLVMValueRef, w: LLVMValueRef) -> LLVMValueRef {
        // SAFETY: the caller upholds this function's contract: every handle passed in
        // belongs to a module that is alive for the whole call; `w` is a wait instruction
        // of that function and the builder is positioned right after it.
        unsafe {
            if let Some(&c) = self.copies.get(&(x, w)) {
                return c;
            }
            let same_block = LLVMGetInstructionParent(x) == LLVMGetInstructionParent(w);
            let copy = if is_element(x)
                && (!same_block || self.cfg.roles.loads.contains(&LLVMGetOperand(x, 0)))
            {
                // One register of a load: re-read after the wait in the load's block,
                // copied as it is from another block (its aggregate is not live there).
                let element = if same_block {
                    let clone = LLVMInstructionClone(x);
                    self.position_after(w);
                    LLVMInsertIntoBuilder(self.builder, clone);
                    self.tail.insert(w, clone);
                    clone
                } else {
                    x
                };
                self.position_after(w);
                copy_scalar(self.builder, element)
            } else if self.cfg.roles.renames.contains(&x) {
                let operands: Vec<LLVMValueRef> = (0..LLVMGetNumOperands(x).max(0) as u32)
                    .map(|k| LLVMGetOperand(x, k))
                    .collect();
                let mapped: Vec<LLVMValueRef> = operands
                    .iter()
                    .map(|&o| {
                        if self.derived.contains(&o) {
                            self.copy_at(o, w)
                        } else {
                            o
                        }
                    })
                    .collect();
                let clone = LLVMInstructionClone(x);
                for (k, m) in mapped.into_iter().enumerate() {
                    LLVMSetOperand(clone, k as u32, m);
                }
                self.position_after(w);
                LLVMInsertIntoBuilder(self.builder, clone);
                Some(clone)
            } else {
                self.copy_load(x, w)
            };
            // A type that cannot pass through a register keeps the original.
            let copy = copy.unwrap_or(x);
            if copy != x {
                // Element-wise copies end with the value itself, built last.
                self.tail.insert(w, copy);
            }
            self.copies.insert((x, w), copy);
            copy
        }
    }

    /// A copy of load result `x` after `w`. An aggregate is split into its elements
    /// right after the load, and only the elements are copied: a vector that stays
    /// live into another block is packed by the backend (`mov.b64 %rd, {%r1, %r2}`
    /// right after the load), a read before the wait.
    unsafe fn copy_load(&mut self, x: LLVMValueRef, w: LLVMValueRef) -> Option<LLVMValueRef> {
        // SAFETY: the caller upholds this function's contract: every handle passed in
        // belongs to a module that is alive for the whole call; `w` is a wait instruction
        // of that function and the builder is positioned right after it.
        unsafe {
            let ty = LLVMTypeOf(x);
            let Some((is_struct, n)) = aggregate(ty) else {
                self.position_after(w);
                return copy_scalar(self.builder, x);
            };
            let elements = if LLVMGetInstructionParent(x) == LLVMGetInstructionParent(w) {
                self.position_after(w);
                let e = extract_all(self.builder, x, is_struct, n);
                if let Some(&last) = e.last() {
                    self.tail.insert(w, last);
                }
                e
            } else {
                self.elements(x, is_struct, n)
            };
            self.position_after(w);
            let empty = CString::default();
            let i32t = LLVMInt32TypeInContext(LLVMGetTypeContext(ty));
            let mut acc = LLVMGetPoison(ty);
            for (i, e) in elements.into_iter().enumerate() {
                let copy = copy_scalar(self.builder, e)?;
                acc = if is_struct {
                    LLVMBuildInsertValue(self.builder, acc, copy, i as u32, empty.as_ptr())
                } else {
                    let k = LLVMConstInt(i32t, i as u64, 0);
                    LLVMBuildInsertElement(self.builder, acc, copy, k, empty.as_ptr())
                };
                // Inserts go after the last copy.
                self.tail.insert(w, acc);
            }
            Some(acc)
        }
    }

    /// The elements of aggregate load result `x`, extracted right after it (once).
    unsafe fn elements(&mut self, x: LLVMValueRef, is_struct: bool, n: u32) -> Vec<LLVMValueRef> {
        // SAFETY: the caller upholds this function's contract: every handle passed in
        // belongs to a module that is alive for the whole call; the builder is positioned
        // right after the load `x`, in its function.
        unsafe {
            if let Some(e) = self.split.get(&x) {
                return e.clone();
            }
            LLVMPositionBuilderBefore(self.builder, LLVMGetNextInstruction(x));
            let e = extract_all(self.builder, x, is_struct, n);
            self.split.insert(x, e.clone());
            e
        }
    }

    unsafe fn position_after(&mut self, w: LLVMValueRef) {
        // SAFETY: the caller upholds this function's contract: every handle passed in
        // belongs to a module that is alive for the whole call; `w` is an instruction of
        // that module.
        unsafe {
            let last = self.tail.get(&w).copied().unwrap_or(w);
            LLVMPositionBuilderBefore(self.builder, LLVMGetNextInstruction(last));
        }
    }
}

/// Where a use reads its operand: before the user, or for a phi at the end of the
/// incoming block.
unsafe fn read_point(cfg: &Cfg, user: LLVMValueRef, operand: u32) -> Option<Point> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; `operand` is an operand index of
    // `user` taken from its use list.
    unsafe {
        let &(block, index) = cfg.pos.get(&user)?;
        if LLVMGetInstructionOpcode(user) == LLVMOpcode::LLVMPHI {
            let &b = cfg.index.get(&LLVMGetIncomingBlock(user, operand))?;
            return Some(Point {
                block: b,
                index: usize::MAX,
            });
        }
        Some(Point { block, index })
    }
}

/// Every operand of an instruction of the function that reads `x`: the user, the
/// operand's index and where it reads ([`read_point`]).
unsafe fn operand_reads(cfg: &Cfg, x: LLVMValueRef) -> Vec<(LLVMValueRef, u32, Point)> {
    // SAFETY: the caller upholds this function's contract: `x` is a value of the
    // function `cfg` was built from, in a module alive for the call.
    unsafe {
        let mut out = Vec::new();
        for user in users(x) {
            for k in 0..LLVMGetNumOperands(user).max(0) as u32 {
                if LLVMGetOperand(user, k) == x {
                    out.extend(read_point(cfg, user, k).map(|at| (user, k, at)));
                }
            }
        }
        out
    }
}

/// The instructions that use `x`, each once (a user that reads `x` through several
/// operands is in the use list once per operand), in use-list order.
unsafe fn users(x: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; the use list is walked with
    // LLVMGetNextUse until it ends.
    unsafe {
        let mut out = Vec::new();
        let mut seen = HashSet::default();
        let mut u = LLVMGetFirstUse(x);
        while !u.is_null() {
            let user = LLVMGetUser(u);
            u = LLVMGetNextUse(u);
            if !LLVMIsAInstruction(user).is_null() && seen.insert(user) {
                out.push(user);
            }
        }
        out
    }
}

/// Thread load results through every `wait::ld` of the function's blocks. Returns
/// how many reads now use a copy.
///
/// Loads, waits and renames are the model's (`t`'s anchors), plus the waits just
/// inserted (`inserted_waits`).
///
/// # Safety
/// `t` must have been translated from one function of a live module, in context
/// `ctx`, and `inserted_waits` be instructions of that function.
pub unsafe fn thread_loads_through_waits(
    ctx: LLVMContextRef,
    t: &Translated,
    inserted_waits: &[LLVMValueRef],
) -> usize {
    // SAFETY: `blocks` are the blocks of one function of a module alive for the call (this
    // function's contract); every value created is inserted into that function.
    unsafe {
        let cfg = Cfg::new(&t.blocks, ModelRoles::new(t, inserted_waits));
        if cfg.waits.iter().all(Vec::is_empty) || cfg.loads.is_empty() {
            return 0;
        }
        // Phis are not among the derived values: a phi copies its incoming value at
        // the end of the predecessor, which the model treats as a read that needs its
        // own wait, so a phi's register is complete.
        let (derived, renames) = derived_values(&cfg, &cfg.loads);
        // Every read of one of them, collected before anything changes.
        let mut reads: Vec<(LLVMValueRef, LLVMValueRef, u32, Point)> = Vec::new();
        for &x in cfg.loads.iter().chain(&renames) {
            for (user, k, at) in operand_reads(&cfg, x) {
                let threading = is_call(user)
                    && inline_asm(user).is_some_and(|(asm, cons)| is_threading_asm(&asm, &cons));
                if !threading && cfg.reachable[at.block] {
                    reads.push((x, user, k, at));
                }
            }
        }
        let builder = LLVMCreateBuilderInContext(ctx);
        let mut t = Threader {
            cfg: &cfg,
            builder,
            derived,
            copies: HashMap::default(),
            tail: HashMap::default(),
            split: HashMap::default(),
            uncovered: HashMap::default(),
            at_start: HashMap::default(),
            new_phis: Vec::new(),
        };
        let mut threaded = 0;
        for (x, user, k, at) in reads {
            if !t.covered(x, at) {
                continue;
            }
            let v = t.reach(x, at);
            if v != x {
                LLVMSetOperand(user, k, v);
                threaded += 1;
            }
        }
        remove_trivial_phis(&mut t.new_phis);
        LLVMDisposeBuilder(builder);
        threaded
    }
}

/// The values `loads` define, then the renames of them (found through the use lists,
/// kept in program order).
unsafe fn derived_values(
    cfg: &Cfg,
    loads: &[LLVMValueRef],
) -> (HashSet<LLVMValueRef>, Vec<LLVMValueRef>) {
    // SAFETY: the caller upholds this function's contract: the loads are instructions
    // of the function `cfg` was built from, in a module alive for the call.
    unsafe {
        let mut derived: HashSet<LLVMValueRef> = loads.iter().copied().collect();
        let mut renames: Vec<LLVMValueRef> = Vec::new();
        let mut work = loads.to_vec();
        while let Some(x) = work.pop() {
            for user in users(x) {
                if cfg.roles.renames.contains(&user) && derived.insert(user) {
                    renames.push(user);
                    work.push(user);
                }
            }
        }
        renames.sort_by_key(|r| cfg.pos.get(r).copied().unwrap_or((usize::MAX, 0)));
        (derived, renames)
    }
}

/// Keep every loaded register that a phi may share live until each `wait::ld` at
/// which its load may still be in flight, under `--ld-use=trust-register-dependency`.
///
/// A read may precede the wait in that reading, so a loaded value can be dead before
/// its wait. Code generation gives a phi the register of a value it copies (the
/// register coalescer), and then the phi's other incoming values: a constant's `mov`
/// on another edge, hoisted to the top of its block and above the wait there, wrote
/// the register while the load could still be writing it (random LLVM IR test, seed
/// 21, case 4499; RULES.md keeps an output dependency a hazard after a read). A use
/// of the value after the wait makes it live across the wait, so nothing the
/// coalescer joins to it is defined before: `asm sideeffect "", "r,r,..."` (an empty
/// template, no instruction) with every register of the load. Where the load does
/// not dominate the wait, the value reaches it through phis of its own (named
/// `tcgen05.keep`), poison on the edges where it is not in flight; the model reads
/// their copies as moving nothing (`model_build::phi_incoming`).
///
/// Returns how many keep-alive uses were placed.
///
/// # Safety
/// `t` must have been translated from one function of a live module, in context
/// `ctx`, and `inserted_waits` be instructions of that function.
pub unsafe fn keep_loads_alive(
    ctx: LLVMContextRef,
    t: &Translated,
    inserted_waits: &[LLVMValueRef],
) -> usize {
    // SAFETY: `blocks` are the blocks of one function of a module alive for the call (this
    // function's contract); every value created is inserted into that function.
    unsafe {
        let roles = ModelRoles::new(t, inserted_waits);
        if roles.loads.is_empty() || roles.waits.is_empty() {
            return 0;
        }
        let cfg = Cfg::new(&t.blocks, roles);
        // Only loads a phi copies (itself or a rename of it) share a register.
        let copied_by_phi = |seeds: &[LLVMValueRef]| {
            let (derived, _) = derived_values(&cfg, seeds);
            derived.iter().any(|&x| {
                users(x)
                    .iter()
                    .any(|&u| LLVMGetInstructionOpcode(u) == LLVMOpcode::LLVMPHI)
            })
        };
        let shared: Vec<LLVMValueRef> = cfg
            .loads
            .iter()
            .copied()
            .filter(|&l| copied_by_phi(&[l]))
            .collect();
        if shared.is_empty() {
            return 0;
        }
        let builder = LLVMCreateBuilderInContext(ctx);
        let mut alive = KeepAlive {
            cfg: &cfg,
            builder,
            at_start: HashMap::default(),
            new_phis: Vec::new(),
        };
        // Per wait, the values to keep, in load order.
        let mut keep: Vec<(LLVMValueRef, Vec<LLVMValueRef>)> = Vec::new();
        let mut keep_index: HashMap<LLVMValueRef, usize> = HashMap::default();
        for &l in &shared {
            let (def_block, def_index) = cfg.pos[&l];
            let starts = cfg.in_flight_starts(l);
            // The registers of an aggregate load, each extracted right after it: a
            // vector kept whole may live in a packed register (`mov.b64 %rd, {%r1,
            // %r2}` right after the load; LLVM keeps `<2 x i32>` in a `.b64`), and
            // keeping that alive keeps nothing of the load's own registers.
            let mut registers: HashMap<usize, LLVMValueRef> = HashMap::default();
            let shape = aggregate(LLVMTypeOf(l));
            // Of an aggregate copied whole by a phi (or renamed whole first), every
            // register needs keeping; else the ones a phi copies through their
            // extractions. Per register, where the input reads it.
            let whole = shape.is_some() && {
                users(l).into_iter().any(|u| {
                    LLVMGetInstructionOpcode(u) == LLVMOpcode::LLVMPHI
                        || (cfg.roles.renames.contains(&u) && !is_element(u) && copied_by_phi(&[u]))
                })
            };
            let per_register: Vec<(bool, Vec<Point>)> = match shape {
                None => vec![(true, alive.reads_of(&[l]))],
                Some((_, n)) => (0..n)
                    .map(|i| {
                        let extracts = element_reads(&cfg, l, i);
                        (whole || copied_by_phi(&extracts), alive.reads_of(&extracts))
                    })
                    .collect(),
            };
            for (b, waits) in cfg.waits.iter().enumerate() {
                if !cfg.reachable[b] {
                    continue;
                }
                // The first wait after the load in its block, else the first wait of a
                // block whose start the load reaches in flight.
                let after_def = (b == def_block)
                    .then(|| waits.iter().find(|(k, _)| *k > def_index))
                    .flatten();
                let (k, w) = match (after_def, waits.first()) {
                    (Some(&first), _) => first,
                    (None, Some(&first)) if starts.contains(&b) => first,
                    _ => continue,
                };
                if kept_alive(w) {
                    continue;
                }
                let dominated = after_def.is_some()
                    || (b != def_block && alive.single_path_value(l, b, &starts));
                // A register no phi copies needs nothing; one read after the wait is
                // live across it already.
                let live: Vec<bool> = per_register
                    .iter()
                    .map(|(copied, reads)| {
                        !copied || (dominated && alive.read_after(l, reads, b, k))
                    })
                    .collect();
                if live.iter().all(|&x| x) {
                    continue;
                }
                let mut values = Vec::new();
                for (i, _) in live.iter().enumerate().filter(|(_, live)| !**live) {
                    let x = match shape {
                        None => l,
                        Some((is_struct, _)) => *registers.entry(i).or_insert_with(|| {
                            LLVMPositionBuilderBefore(builder, LLVMGetNextInstruction(l));
                            extract_element(builder, l, is_struct, i as u32)
                        }),
                    };
                    values.push(match after_def {
                        Some(_) => x,
                        None => alive.at_start(l, x, b, &starts),
                    });
                }
                match keep_index.get(&w) {
                    Some(&i) => keep[i].1.extend(values),
                    None => {
                        keep_index.insert(w, keep.len());
                        keep.push((w, values));
                    }
                }
            }
        }
        let mut placed = 0;
        for (w, values) in keep {
            LLVMPositionBuilderBefore(builder, LLVMGetNextInstruction(w));
            let mut letters = Vec::new();
            let mut args = Vec::new();
            for v in values {
                if let Some((letter, _)) = constraint_for(LLVMTypeOf(v)) {
                    letters.push(letter);
                    args.push(v);
                }
            }
            if args.is_empty() {
                continue;
            }
            let constraints = letters.join(",");
            let mut params: Vec<LLVMTypeRef> = args.iter().map(|&v| LLVMTypeOf(v)).collect();
            let fty = LLVMFunctionType(
                LLVMVoidTypeInContext(ctx),
                params.as_mut_ptr(),
                params.len() as u32,
                0,
            );
            let asm = LLVMGetInlineAsm(
                fty,
                c"".as_ptr() as *mut _,
                0,
                constraints.as_ptr() as *mut _,
                constraints.len(),
                1,
                0,
                llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectATT,
                0,
            );
            let empty = CString::default();
            LLVMBuildCall2(
                builder,
                fty,
                asm,
                args.as_mut_ptr(),
                args.len() as u32,
                empty.as_ptr(),
            );
            placed += 1;
        }
        remove_trivial_phis(&mut alive.new_phis);
        LLVMDisposeBuilder(builder);
        placed
    }
}

/// The input's extractions of element `i` of aggregate load `l` (one register).
unsafe fn element_reads(cfg: &Cfg, l: LLVMValueRef, i: u32) -> Vec<LLVMValueRef> {
    // SAFETY: `l` is an instruction of the function `cfg` was built from, in a module
    // alive for the call (the caller's contract); indices are read only from
    // extractions of `l`.
    unsafe {
        users(l)
            .into_iter()
            .filter(|&u| cfg.pos.contains_key(&u) && is_element(u) && LLVMGetOperand(u, 0) == l)
            .filter(|&u| match LLVMGetInstructionOpcode(u) {
                LLVMOpcode::LLVMExtractValue => {
                    LLVMGetNumIndices(u) == 1 && *LLVMGetIndices(u) == i
                }
                _ => {
                    let k = LLVMGetOperand(u, 1);
                    !LLVMIsAConstantInt(k).is_null() && LLVMConstIntGetZExtValue(k) == u64::from(i)
                }
            })
            .collect()
    }
}

/// Whether wait `w` already has its keep-alive use (an earlier run's): after it, past
/// the element extractions made for it, an empty asm with operands and no result.
unsafe fn kept_alive(w: LLVMValueRef) -> bool {
    // SAFETY: `w` is an instruction of a module alive for the call (the caller's
    // contract).
    unsafe {
        let mut i = LLVMGetNextInstruction(w);
        while !i.is_null()
            && matches!(
                LLVMGetInstructionOpcode(i),
                LLVMOpcode::LLVMExtractValue | LLVMOpcode::LLVMExtractElement
            )
        {
            i = LLVMGetNextInstruction(i);
        }
        !i.is_null()
            && is_call(i)
            && LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMTypeKind::LLVMVoidTypeKind
            && LLVMGetNumArgOperands(i) > 0
            && inline_asm(i)
                .is_some_and(|(asm, cons)| asm.trim().is_empty() && !cons.starts_with('='))
    }
}

/// SSA reconstruction of one in-flight load's value for [`keep_loads_alive`].
struct KeepAlive<'a> {
    cfg: &'a Cfg,
    builder: LLVMBuilderRef,
    /// Value of a load at the start of a block; phis this pass created.
    at_start: HashMap<(LLVMValueRef, usize), LLVMValueRef>,
    new_phis: Vec<LLVMValueRef>,
}

impl KeepAlive<'_> {
    /// Where the values `register` (a load, or the input's extractions of one of
    /// its elements) and renames of them are read: a phi reads at the end of its
    /// incoming block.
    unsafe fn reads_of(&self, register: &[LLVMValueRef]) -> Vec<Point> {
        // SAFETY: as for [`keep_loads_alive`].
        unsafe {
            let (derived, _) = derived_values(self.cfg, register);
            derived
                .iter()
                .flat_map(|&x| operand_reads(self.cfg, x))
                .map(|(_, _, at)| at)
                .collect()
        }
    }

    /// Whether one of `reads` (of a register of load `l`) follows instruction
    /// `index` of block `b` on some path that does not pass `l` again.
    fn read_after(&self, l: LLVMValueRef, reads: &[Point], b: usize, index: usize) -> bool {
        let (def_block, def_index) = self.cfg.pos[&l];
        if reads.iter().any(|r| r.block == b && r.index > index) {
            return true;
        }
        let read_blocks: HashSet<usize> = reads
            .iter()
            .filter(|r| r.block != def_block || r.index <= def_index)
            .map(|r| r.block)
            .collect();
        if read_blocks.is_empty() {
            return false;
        }
        let mut seen = HashSet::default();
        let mut stack: Vec<usize> = self.cfg.succs[b].clone();
        while let Some(c) = stack.pop() {
            if !seen.insert(c) {
                continue;
            }
            if read_blocks.contains(&c) {
                return true;
            }
            if c != def_block {
                stack.extend(self.cfg.succs[c].iter().copied());
            }
        }
        false
    }

    /// Whether the value load `l` has at the start of block `b` is `l` itself: a
    /// chain of single predecessors, all reached in flight, leads back to it.
    fn single_path_value(&self, l: LLVMValueRef, b: usize, starts: &HashSet<usize>) -> bool {
        let (def_block, def_index) = self.cfg.pos[&l];
        let mut b = b;
        let mut steps = 0;
        loop {
            let preds = &self.cfg.preds[b];
            let Some(&p) = preds.first() else {
                return false;
            };
            if preds.iter().any(|&q| q != p) || p == b || steps > self.cfg.blocks.len() {
                return false;
            }
            if p == def_block {
                return !self.cfg.waits[p].iter().any(|(k, _)| *k > def_index);
            }
            if !starts.contains(&p) || !self.cfg.waits[p].is_empty() {
                return false;
            }
            b = p;
            steps += 1;
        }
    }

    /// The value `x` (a register of load `l`, defined with it) has at the end of
    /// block `b` where the load is in flight, else poison.
    unsafe fn at_end(
        &mut self,
        l: LLVMValueRef,
        x: LLVMValueRef,
        b: usize,
        starts: &HashSet<usize>,
    ) -> LLVMValueRef {
        // SAFETY: as for [`keep_loads_alive`].
        unsafe {
            let (def_block, def_index) = self.cfg.pos[&l];
            let waits = &self.cfg.waits[b];
            if b == def_block {
                if waits.iter().any(|(k, _)| *k > def_index) {
                    return LLVMGetPoison(LLVMTypeOf(x));
                }
                return x;
            }
            if starts.contains(&b) && waits.is_empty() && self.cfg.reachable[b] {
                return self.at_start(l, x, b, starts);
            }
            LLVMGetPoison(LLVMTypeOf(x))
        }
    }

    /// The value `x` (a register of load `l`) has at the start of block `b`, a block
    /// the load reaches in flight.
    unsafe fn at_start(
        &mut self,
        l: LLVMValueRef,
        x: LLVMValueRef,
        b: usize,
        starts: &HashSet<usize>,
    ) -> LLVMValueRef {
        // SAFETY: as for [`keep_loads_alive`]; the phi is created at the start of a
        // block of the function, with one incoming value per predecessor.
        unsafe {
            if let Some(&v) = self.at_start.get(&(x, b)) {
                return v;
            }
            let preds = self.cfg.preds[b].clone();
            if let Some(&first) = preds.first() {
                if preds.iter().all(|&p| p == first) && first != b {
                    let v = self.at_end(l, x, first, starts);
                    self.at_start.insert((x, b), v);
                    return v;
                }
            }
            let bb = self.cfg.blocks[b];
            LLVMPositionBuilderBefore(self.builder, LLVMGetFirstInstruction(bb));
            let name = CString::new(KEEP_ALIVE_PHI).expect("no NUL in the name");
            let phi = LLVMBuildPhi(self.builder, LLVMTypeOf(x), name.as_ptr());
            self.at_start.insert((x, b), phi);
            self.new_phis.push(phi);
            for p in preds {
                let v = self.at_end(l, x, p, starts);
                let mut values = [v];
                let mut blocks = [self.cfg.blocks[p]];
                LLVMAddIncoming(phi, values.as_mut_ptr(), blocks.as_mut_ptr(), 1);
            }
            phi
        }
    }
}

/// Remove created phis whose incoming values are all one value (or the phi itself).
unsafe fn remove_trivial_phis(phis: &mut Vec<LLVMValueRef>) {
    // SAFETY: the caller upholds this function's contract: every handle passed in belongs
    // to a module that is alive for the whole call; a phi is erased only after its uses
    // were replaced, and never used again.
    unsafe {
        let mut changed = true;
        while changed {
            changed = false;
            phis.retain(|&phi| {
                let n = LLVMCountIncoming(phi);
                let mut same: Option<LLVMValueRef> = None;
                for k in 0..n {
                    let v = LLVMGetIncomingValue(phi, k);
                    if v == phi || same == Some(v) {
                        continue;
                    }
                    if same.is_some() {
                        return true;
                    }
                    same = Some(v);
                }
                let Some(v) = same else { return true };
                LLVMReplaceAllUsesWith(phi, v);
                LLVMInstructionEraseFromParent(phi);
                changed = true;
                false
            });
        }
    }
}
