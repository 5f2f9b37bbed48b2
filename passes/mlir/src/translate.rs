//! One `llvm.func` → the core model. Ops become model instructions through the PTX
//! decoder of the core: `nvvm` ops via `nvvm.rs`, `llvm.call_intrinsic` and calls
//! of `llvm.nvvm.*` via the LLVM front end's intrinsic table, `llvm.inline_asm` via
//! the core's asm splitting. Each model instruction remembers its op (the anchor
//! edits are inserted before) and carries the op's MLIR `loc`.

use std::collections::{HashMap, HashSet};

use mlir_sys::*;
use tcgen05_core::facts::{predicate_facts, Expr, Sreg};
use tcgen05_core::known_bits::KnownBits;
use tcgen05_core::model::{
    Block, BlockId, Function, Guard, Inst, Loc, Value, CTA_SREGS, LAUNCH_SREGS,
};
use tcgen05_core::spec::{tmem_addend, Addr, Op, Spread, SyncKind};
use tcgen05_llvm::intrinsics::{map_intrinsic, CallShape, Mapped as IntrinsicMapped};
use tcgen05_ptx_decode::{
    classify, parse_statement, split_asm, AsmItem, AsmLeaders, Iteration, OperandEnv,
};

use crate::ir;
use crate::nvvm::{map_op, Mapped, OpShape};
use crate::ranges::{self, BlockShape};

/// A function translated to the model, with the op of every model instruction.
pub struct Translated {
    pub func: Function,
    /// `anchors[b][i]`: the op model instruction `i` of block `b` came from.
    pub anchors: Vec<Vec<MlirOperation>>,
    /// `inside[b][i]`: model instruction `i` of block `b` is a later statement of a
    /// multi-statement inline asm (an insertion before it goes into the asm string).
    pub inside: Vec<Vec<bool>>,
    /// `asm_stmt[b][i]`: for a model instruction of an `llvm.inline_asm`, the number of
    /// its statement in the template (as `split_asm` counts them).
    pub asm_stmt: Vec<Vec<Option<usize>>>,
}

/// Translation failure of one op, with its location.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TranslateError {
    pub message: String,
    pub file: Option<String>,
    pub line: Option<u32>,
    pub col: Option<u32>,
}

impl std::fmt::Display for TranslateError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        crate::ir::fmt_located(f, self.file.as_deref(), self.line, self.col, &self.message)
    }
}

impl std::error::Error for TranslateError {}

#[derive(Default)]
struct Builder {
    values: HashMap<*const std::ffi::c_void, Value>,
    /// Address bases that are sums of several terms, by their sorted terms.
    sums: HashMap<Vec<Value>, Value>,
    /// Names local to one asm statement (`complete` in a wait loop), per op.
    locals: HashMap<(*const std::ffi::c_void, String), Value>,
    next: u32,
    /// Values that are an `elect.sync` leader predicate.
    elect: HashSet<*const std::ffi::c_void>,
    /// Results of inline asm that hold the leader predicate as an integer: (value
    /// elsewhere, value in the leader) ([`tcgen05_ptx_decode::asm_elect_flags`]).
    elect_flags: HashMap<*const std::ffi::c_void, (i64, i64)>,
    /// The same for one output of an inline asm with several (the asm's result and
    /// the output's position in its struct), read through `llvm.extractvalue`.
    elect_flag_outputs: HashMap<(*const std::ffi::c_void, i64), (i64, i64)>,
    /// How the last `translate_asm` computed its local predicates
    /// ([`tcgen05_ptx_decode::asm_input_comparisons`]).
    asm_exprs: Vec<(Value, Expr)>,
    lane0: HashSet<Value>,
    /// Bases that are a shared-memory global (`llvm.mlir.addressof` of `!llvm.ptr<3>`).
    shared_globals: HashSet<Value>,
    /// Whether the function calls anything but an intrinsic (then its shared
    /// objects may be accessed where the pass cannot see).
    opaque_call: bool,
    /// The condition of each `llvm.cond_br`: its model value and its MLIR value.
    branch_conds: Vec<(Value, MlirValue)>,
    symbols: HashMap<String, Value>,
    /// The statement number of each instruction the last `translate_asm` returned.
    asm_stmts: Vec<usize>,
    /// The thread-block shape the function declares (value ranges of thread indices).
    shape: BlockShape,
    /// Per block argument (by value handle): the values every branch passes it; absent
    /// when some branch to its block is not an `llvm.br` / `llvm.cond_br`.
    phi_in: HashMap<*const std::ffi::c_void, Vec<MlirValue>>,
    /// Per branch op: the non-constant values any branch passes to the block
    /// arguments it passes a value to ([`copy_overwrites`]).
    copy_overwrites: HashMap<*const std::ffi::c_void, Vec<MlirValue>>,
    /// Slots (a block argument, or one field of a struct block argument) that are
    /// another slot plus a constant on every execution (see [`lockstep_slots`]).
    lockstep: HashMap<Slot, (Slot, i64)>,
    /// Block arguments some branches step by one constant (see [`stepping_args`]): per
    /// argument, the step; per branch op, the stepping arguments it resets instead.
    stepping: HashMap<*const std::ffi::c_void, i64>,
    resets: HashMap<*const std::ffi::c_void, Vec<MlirValue>>,
    /// The model value of each struct-field slot used in an address.
    slot_values: HashMap<Slot, Value>,
    /// Loop counters TMEM addresses move with.
    counters: crate::counters::Counters,
}

/// A block argument (`None`) or field `f` of a struct block argument (`Some(f)`).
type Slot = (*const std::ffi::c_void, Option<i64>);

impl Builder {
    fn fresh(&mut self) -> Value {
        self.next += 1;
        Value(self.next - 1)
    }

    fn intern(&mut self, v: MlirValue) -> Value {
        if let Some(x) = self.values.get(&v.ptr) {
            return *x;
        }
        // Every `llvm.mlir.addressof @g` is one value: the symbol.
        let symbol = unsafe {
            ir::def_op(v)
                .filter(|d| ir::op_name(*d) == "llvm.mlir.addressof")
                .and_then(|d| ir::attr_string(d, "global_name"))
        };
        let x = match symbol {
            Some(name) => self.symbol(&name),
            None => self.fresh(),
        };
        self.values.insert(v.ptr, x);
        x
    }

    /// The value of a symbol (`llvm.mlir.addressof @name`): one per name.
    fn symbol(&mut self, name: &str) -> Value {
        if let Some(x) = self.symbols.get(name) {
            return *x;
        }
        let x = self.fresh();
        self.symbols.insert(name.to_string(), x);
        x
    }

    fn local(&mut self, op: MlirOperation, name: &str) -> Value {
        let key = (op.ptr as *const _, name.to_string());
        if let Some(x) = self.locals.get(&key) {
            return *x;
        }
        let x = self.fresh();
        self.locals.insert(key, x);
        x
    }

    /// Non-constant operands as model values.
    unsafe fn uses(&mut self, values: &[MlirValue]) -> Vec<Value> {
        values
            .iter()
            .filter(|v| ir::const_int(**v).is_none())
            .map(|v| self.intern(*v))
            .collect()
    }

    /// The value `v` always is, through what unoptimized code keeps apart: a field
    /// read back from a struct (`extractvalue` of an `insertvalue` at that position)
    /// and a block argument every branch passes the same value to (itself, through a
    /// cycle of block arguments, aside). `v` when neither applies.
    unsafe fn source(&self, v: MlirValue) -> MlirValue {
        let mut seen = HashSet::new();
        match unsafe { self.source_at(v, None, &mut seen) } {
            Source::Value(x) => x,
            Source::Cycle | Source::Unknown => v,
        }
    }

    /// [`Builder::source`] of field `field` of `v` (or of `v` itself). A value met
    /// again (`seen`) is a cycle: the edge that leads back adds no other value.
    unsafe fn source_at(
        &self,
        v: MlirValue,
        field: Option<i64>,
        seen: &mut HashSet<(*const std::ffi::c_void, Option<i64>)>,
    ) -> Source {
        if !seen.insert((v.ptr as *const _, field)) {
            return Source::Cycle;
        }
        if seen.len() > 64 {
            return Source::Unknown;
        }
        if mlirValueIsABlockArgument(v) {
            let Some(incoming) = self.phi_in.get(&(v.ptr as *const _)) else {
                return match field {
                    None => Source::Value(v),
                    Some(_) => Source::Unknown,
                };
            };
            let mut found: Option<MlirValue> = None;
            for x in incoming {
                match unsafe { self.source_at(*x, field, seen) } {
                    Source::Cycle => {}
                    Source::Unknown => {
                        return match field {
                            None => Source::Value(v),
                            Some(_) => Source::Unknown,
                        }
                    }
                    Source::Value(y) => match found {
                        None => found = Some(y),
                        Some(f) if mlirValueEqual(f, y) => {}
                        Some(_) => {
                            return match field {
                                None => Source::Value(v),
                                Some(_) => Source::Unknown,
                            }
                        }
                    },
                }
            }
            return found.map_or(Source::Cycle, Source::Value);
        }
        let def = ir::def_op(v);
        match (def.map(|d| ir::op_name(d)).as_deref(), field) {
            (Some("llvm.extractvalue"), None) => {
                let Some(d) = def else {
                    return Source::Value(v);
                };
                let Some(pos) = single_position(d) else {
                    return Source::Value(v);
                };
                match unsafe { self.source_at(ir::operands(d)[0], Some(pos), seen) } {
                    Source::Value(x) => Source::Value(x),
                    _ => Source::Value(v),
                }
            }
            (Some("llvm.insertvalue"), Some(f)) => {
                let Some(d) = def else { return Source::Unknown };
                // Operands: the container, then the value inserted.
                let ops = ir::operands(d);
                match single_position(d) {
                    Some(p) if p == f => unsafe { self.source_at(ops[1], None, seen) },
                    Some(_) => unsafe { self.source_at(ops[0], Some(f), seen) },
                    None => Source::Unknown,
                }
            }
            (_, None) => Source::Value(v),
            _ => Source::Unknown,
        }
    }

    /// A value as a sum of non-constant terms and a constant, through casts,
    /// `llvm.add`, `llvm.or disjoint` and byte `llvm.getelementptr` (as the LLVM front
    /// end does), and through what [`Builder::source`] follows.
    unsafe fn affine(&self, v: MlirValue, offset: i64) -> (Vec<MlirValue>, i64) {
        use tcgen05_core::spec::{sum_terms, SumPart};
        let split = |v: MlirValue| {
            let v = unsafe { self.source(v) };
            if let Some(c) = ir::const_int(v) {
                return SumPart::Const(c);
            }
            let Some(def) = ir::def_op(v) else {
                return SumPart::Term(v);
            };
            let ops = ir::operands(def);
            match ir::op_name(def).as_str() {
                "llvm.ptrtoint" | "llvm.inttoptr" | "llvm.addrspacecast" | "llvm.bitcast" => {
                    SumPart::Sum(vec![ops[0]], 0)
                }
                "llvm.add" => SumPart::Sum(ops, 0),
                // `or disjoint`: no common set bits (else poison), so an add.
                "llvm.or" if ir::attr(def, "isDisjoint").is_some() => SumPart::Sum(ops, 0),
                "llvm.getelementptr" if unsafe { is_byte_gep(def) } => {
                    // Constant indices are in `rawConstantIndices`; a dynamic one
                    // (i32::MIN there) is the next operand.
                    let mut parts = vec![ops[0]];
                    let mut off = 0i64;
                    let mut dynamic = ops[1..].iter();
                    if let Some(raw) = ir::attr(def, "rawConstantIndices") {
                        for i in 0..unsafe { mlirDenseArrayGetNumElements(raw) } {
                            match unsafe { mlirDenseI32ArrayGetElement(raw, i) } {
                                i32::MIN => parts.extend(dynamic.next()),
                                c => off = off.wrapping_add(c as i64),
                            }
                        }
                    }
                    SumPart::Sum(parts, off)
                }
                _ => SumPart::Term(v),
            }
        };
        sum_terms(v, offset, split)
    }

    /// The slot `slot` always equals: a block argument whose every incoming value (a
    /// cycle back to it aside) is one other block argument is that argument's slot.
    fn canonical_slot(&self, slot: Slot) -> Slot {
        let mut cur = slot;
        let mut seen = HashSet::new();
        while seen.insert(cur) {
            let Some(incoming) = self.phi_in.get(&cur.0) else {
                break;
            };
            let mut next: Option<*const std::ffi::c_void> = None;
            let mut single = true;
            for x in incoming {
                let p = x.ptr;
                if p == cur.0 {
                    continue;
                }
                if !unsafe { mlirValueIsABlockArgument(*x) } || next.is_some_and(|n| n != p) {
                    single = false;
                    break;
                }
                next = Some(p);
            }
            match (single, next) {
                (true, Some(p)) => cur = (p, cur.1),
                _ => break,
            }
        }
        cur
    }

    /// The model value of an address term: a field of a block argument is one value
    /// however often it is extracted (a slot), and a slot that advances in lockstep
    /// with another is that slot plus a constant (`lockstep`).
    unsafe fn term_id(&mut self, t: MlirValue) -> (Value, i64) {
        let Some(slot) = (unsafe { slot_of(t) }) else {
            return (self.intern(t), 0);
        };
        let slot = self.canonical_slot(slot);
        let (slot, d) = self.lockstep.get(&slot).copied().unwrap_or((slot, 0));
        let id = match slot.1 {
            None => self.intern(MlirValue {
                ptr: slot.0 as *mut _,
            }),
            Some(_) => match self.slot_values.get(&slot) {
                Some(x) => *x,
                None => {
                    let x = self.fresh();
                    self.slot_values.insert(slot, x);
                    x
                }
            },
        };
        (id, d)
    }

    /// An address: the sum of [`Builder::affine`] as one base value and an offset.
    unsafe fn address(&mut self, v: MlirValue, offset: i64) -> Addr {
        let (terms, off) = unsafe { self.affine(v, offset) };
        unsafe { self.address_of(&terms, off) }
    }

    /// A TMEM address with one term computed from a loop counter alone (see
    /// `counters.rs`): the address at the smallest of the term's values, and how far
    /// each count moves it.
    unsafe fn tmem_iteration(&mut self, v: MlirValue, offset: i64) -> Option<(Addr, Iteration)> {
        let (terms, off) = unsafe { self.affine(v, offset) };
        let mut varying = None;
        let mut rest = Vec::with_capacity(terms.len());
        for t in terms {
            match unsafe { self.counters.term(t) } {
                Some(x) if varying.is_none() => varying = Some(x),
                Some(_) => return None,
                None => rest.push(t),
            }
        }
        let (counter, values) = varying?;
        let min = *values.iter().min()?;
        let mut offsets: Vec<i64> = values.iter().map(|x| x - min).collect();
        offsets.sort_unstable();
        let addr = unsafe { self.address_of(&rest, off.wrapping_add(min)) };
        Some((addr, Iteration { counter, offsets }))
    }

    /// A TMEM address as one term that never changes (a parameter, or a value of
    /// the entry block, computed once) plus bounded addends (`ranges::range`): the
    /// least address, and how many columns and lanes above it the others lie (an
    /// addend with 16 low zero bits moves lanes), as the LLVM front end computes it.
    unsafe fn tmem_range(&mut self, v: MlirValue, offset: i64) -> Option<(Addr, Spread)> {
        let (terms, mut off) = unsafe { self.affine(v, offset) };
        let mut spread = Spread::NONE;
        let mut root = None;
        for t in terms {
            match unsafe { ranges::range(t, &self.shape) } {
                Some((lo, hi)) if lo >= 0 && hi < 1 << 31 => {
                    let aligned = unsafe { ranges::low_zeros(t) } >= 16;
                    let (least, more) = tmem_addend(lo, hi, aligned)?;
                    off = off.checked_add(least)?;
                    spread = spread.plus(more)?;
                }
                _ => {
                    if root.replace(t).is_some() {
                        return None;
                    }
                }
            }
        }
        if spread == Spread::NONE {
            return None;
        }
        // No root: every term is bounded, the address is an offset from zero, as a
        // constant address is (FA4's backward computes its TMEM columns and lanes from
        // the thread index alone).
        let Some(root) = root else {
            return Some((unsafe { self.address_of(&[], off) }, spread));
        };
        let unchanging = unsafe {
            is_parameter(root)
                || ir::def_op(root).is_some_and(|d| {
                    let block = mlirOperationGetBlock(d);
                    mlirBlockEqual(
                        block,
                        mlirRegionGetFirstBlock(mlirBlockGetParentRegion(block)),
                    )
                })
        };
        if !unchanging {
            return None;
        }
        Some((unsafe { self.address_of(&[root], off) }, spread))
    }

    /// The address `terms` plus `off` (see [`Builder::address`]).
    unsafe fn address_of(&mut self, terms: &[MlirValue], mut off: i64) -> Addr {
        let mut ids: Vec<Value> = Vec::with_capacity(terms.len());
        for t in terms {
            let (id, d) = unsafe { self.term_id(*t) };
            ids.push(id);
            off = off.wrapping_add(d);
        }

        ids.sort();
        let base = match (ids.as_slice(), terms) {
            ([one], [term]) => {
                if ir::def_op(*term).is_some_and(|d| ir::op_name(d) == "llvm.mlir.addressof")
                    && ir::pointer_space(*term) == Some(3)
                {
                    self.shared_globals.insert(*one);
                }
                // Loaded, passed-in and call-returned addresses have lane field 0.
                let fresh = is_parameter(*term)
                    || ir::def_op(*term).is_some_and(|d| {
                        matches!(
                            ir::op_name(d).as_str(),
                            "llvm.load" | "llvm.call" | "llvm.call_intrinsic"
                        )
                    });
                if fresh {
                    self.lane0.insert(*one);
                }
                *one
            }
            _ => {
                if let Some(x) = self.sums.get(&ids) {
                    *x
                } else {
                    let x = self.fresh();
                    self.sums.insert(ids, x);
                    x
                }
            }
        };
        Addr::new(base, off)
    }
}

/// The position of an `extractvalue` / `insertvalue` when it is one index.
pub(crate) unsafe fn single_position(op: MlirOperation) -> Option<i64> {
    let a = ir::attr(op, "position")?;
    (mlirDenseArrayGetNumElements(a) == 1).then(|| mlirDenseI64ArrayGetElement(a, 0))
}

/// What [`Builder::source`] found for a value.
enum Source {
    /// Always this value.
    Value(MlirValue),
    /// Only through a cycle back to a value being resolved.
    Cycle,
    /// Not known.
    Unknown,
}

unsafe fn is_byte_gep(gep: MlirOperation) -> bool {
    ir::attr(gep, "elem_type").is_some_and(|t| {
        let t = ir::attr_text(t);
        t == "i8" || t == "!llvm.i8"
    })
}

/// Resolves `$k` of one op: outputs first (asm), then operands.
struct OpEnv<'a> {
    b: &'a mut Builder,
    op: MlirOperation,
    n_outputs: usize,
    args: Vec<MlirValue>,
}

impl OpEnv<'_> {
    unsafe fn result(&mut self) -> Option<Value> {
        let r = ir::results(self.op);
        r.first().map(|v| self.b.intern(*v))
    }

    /// The operand `$k` names, when `k` is past the outputs.
    fn input(&self, name: &str) -> Option<MlirValue> {
        let k = name.strip_prefix('$')?.parse::<usize>().ok()?;
        self.args.get(k.checked_sub(self.n_outputs)?).copied()
    }
}

impl OperandEnv for OpEnv<'_> {
    fn value(&mut self, name: &str) -> Option<Value> {
        if name == "$ret" {
            return unsafe { self.result() };
        }
        if let Some(k) = name.strip_prefix('$').and_then(|k| k.parse::<usize>().ok()) {
            if k < self.n_outputs {
                return unsafe { self.result() };
            }
            let arg = *self.args.get(k - self.n_outputs)?;
            return Some(self.b.intern(arg));
        }
        if name == "_" {
            return None;
        }
        Some(self.b.local(self.op, name))
    }

    fn constant(&self, name: &str) -> Option<i64> {
        unsafe { ir::const_int(self.input(name)?) }
    }

    fn known_bits(&self, name: &str) -> Option<(u64, u64)> {
        Some(unsafe { known_bits(self.input(name)?, 8) }.pair())
    }

    fn address(&mut self, base: &str, offset: i64) -> Addr {
        if let Some(arg) = self.input(base) {
            return unsafe { self.b.address(arg, offset) };
        }
        match self.value(base) {
            Some(v) => Addr::new(v, offset),
            None => Addr::UNKNOWN,
        }
    }

    fn tmem_iteration(&mut self, base: &str, offset: i64) -> Option<(Addr, Iteration)> {
        let arg = self.input(base)?;
        unsafe { self.b.tmem_iteration(arg, offset) }
    }

    fn tmem_range(&mut self, base: &str, offset: i64) -> Option<(Addr, Spread)> {
        let arg = self.input(base)?;
        unsafe { self.b.tmem_range(arg, offset) }
    }
}

/// The bits of the integer `v` known to be zero and one, through constants, `and`,
/// `or`, `xor`, shifts by a constant, `zext`/`trunc` and `select` (within `depth`
/// steps); bits above its width are zero. The LLVM front end's `known`, for
/// clang's CUTLASS block-scaled instruction descriptors: constant shape fields `or`ed
/// with run-time scale-factor ids. A block argument is not followed.
unsafe fn known_bits(v: MlirValue, depth: u32) -> KnownBits {
    let ty = ir::type_text(mlirValueGetType(v));
    let Some(width) = ty
        .strip_prefix('i')
        .and_then(|w| w.parse::<u32>().ok())
        .filter(|&w| w <= 64)
    else {
        return KnownBits::UNKNOWN;
    };
    if let Some(c) = ir::const_int(v) {
        return KnownBits::constant(c as u64).within(width);
    }
    let Some(def) = ir::def_op(v).filter(|_| depth > 0) else {
        return KnownBits::UNKNOWN.within(width);
    };
    let ops = ir::operands(def);
    let op = |k: usize| {
        ops.get(k)
            .map_or(KnownBits::UNKNOWN, |o| known_bits(*o, depth - 1))
    };
    let shift = || {
        ops.get(1)
            .and_then(|o| ir::const_int(*o))
            .filter(|&c| (0..i64::from(width)).contains(&c))
            .map(|c| c as u32)
    };
    let bits = match ir::op_name(def).as_str() {
        "llvm.and" => op(0).and(op(1)),
        "llvm.or" => op(0).or(op(1)),
        "llvm.xor" => op(0).xor(op(1)),
        "llvm.shl" => shift().map_or(KnownBits::UNKNOWN, |c| op(0).shift_left(c)),
        "llvm.lshr" => shift().map_or(KnownBits::UNKNOWN, |c| op(0).shift_right(c, width)),
        // A `zext` source's bits above its own width are zero, which its own answer
        // says.
        "llvm.zext" | "llvm.trunc" => op(0),
        "llvm.select" => op(1).join(op(2)),
        _ => KnownBits::UNKNOWN,
    };
    bits.within(width)
}

/// The op's location as a model `Loc`, with a short rendering of the op.
pub(crate) unsafe fn op_loc(op: MlirOperation) -> Loc {
    let (file, line, col) = ir::location_parts(mlirOperationGetLocation(op));
    Loc {
        file: file.map(Into::into),
        line,
        col,
        text: String::new(),
    }
}

fn error(op: MlirOperation, message: String) -> TranslateError {
    let loc = unsafe { op_loc(op) };
    TranslateError {
        message,
        file: loc.file.map(|f| f.to_string()),
        line: loc.line,
        col: loc.col,
    }
}

/// Whether an `llvm.func` is a kernel (`nvvm.kernel`, `gpu.kernel` or the
/// `ptx_kernel` calling convention).
pub(crate) unsafe fn is_kernel(func: MlirOperation) -> bool {
    ir::attr(func, "nvvm.kernel").is_some()
        || ir::attr(func, "gpu.kernel").is_some()
        || ir::attr_string(func, "CConv").is_some_and(|c| c.contains("ptx_kernel"))
}

/// Whether an op is a tcgen05 instruction in any spelling (for unit selection).
pub(crate) unsafe fn is_tcgen05_op(op: MlirOperation) -> bool {
    let name = ir::op_name(op);
    if name.starts_with("nvvm.tcgen05.") {
        return true;
    }
    match name.as_str() {
        "llvm.call_intrinsic" => {
            ir::attr_string(op, "intrin").is_some_and(|n| n.starts_with("llvm.nvvm.tcgen05."))
        }
        "llvm.call" => {
            ir::attr_string(op, "callee").is_some_and(|n| n.starts_with("llvm.nvvm.tcgen05."))
        }
        "llvm.inline_asm" => {
            ir::attr_string(op, "asm_string").is_some_and(|a| a.contains("tcgen05."))
        }
        "nvvm.inline_ptx" => ir::attr_string(op, "ptxCode").is_some_and(|a| a.contains("tcgen05.")),
        _ => false,
    }
}

/// Translate the body of an `llvm.func` (its first region).
///
/// # Safety
/// `func` must be a live `llvm.func` operation.
pub unsafe fn translate(
    func: MlirOperation,
    name: &str,
    callers: &mut Callers,
) -> Result<Translated, TranslateError> {
    ir::with_text_cache(|| translate_body(func, name, callers))
}

unsafe fn translate_body(
    func: MlirOperation,
    name: &str,
    callers: &mut Callers,
) -> Result<Translated, TranslateError> {
    let region = mlirOperationGetRegion(func, 0);
    let blocks = ir::blocks(region);
    let index: HashMap<*const std::ffi::c_void, u32> = blocks
        .iter()
        .enumerate()
        .map(|(i, b)| (b.ptr as *const _, i as u32))
        .collect();
    // The kernel whose body this is: itself, or the wrapper kernels that only call
    // it (their first stands for them all).
    let body_of = kernel_body_of(func, callers);
    let mut b = Builder {
        shape: BlockShape::of(body_of.unwrap_or(func)),
        ..Default::default()
    };
    let mut out = Function {
        name: name.to_string(),
        block_threads: b.shape.threads(),
        ..Default::default()
    };
    // The values each block's arguments receive, from every predecessor's branch.
    let mut incoming: HashMap<*const std::ffi::c_void, Vec<MlirValue>> = HashMap::new();
    for block in &blocks {
        for op in ir::ops(*block) {
            let name = ir::op_name(op);
            let operands = ir::operands(op);
            let skip = usize::from(name == "llvm.cond_br" || name == "llvm.switch");
            for i in 0..mlirOperationGetNumSuccessors(op) {
                let succ = mlirOperationGetSuccessor(op, i);
                incoming
                    .entry(succ.ptr as *const _)
                    .or_default()
                    .extend(operands.iter().skip(skip).copied());
            }
        }
    }
    b.phi_in = phi_incoming(&blocks);
    b.copy_overwrites = copy_overwrites(&blocks);
    (b.stepping, b.resets) = stepping_args(&blocks);
    b.counters.blocks = blocks.clone();
    b.counters.index = index.clone();
    b.lockstep = lockstep_slots(&b, &blocks);
    let mut anchors = Vec::new();
    let mut inside = Vec::new();
    let mut asm_stmts = Vec::new();
    let mut exprs: tcgen05_core::HashMap<Value, Expr> = Default::default();
    // Where each `&&` / `||` of two predicates is defined (`facts::fold_dominated`).
    let mut and_blocks: tcgen05_core::HashMap<Value, BlockId> = Default::default();
    for (bi, block) in blocks.iter().enumerate() {
        let mut mb = Block {
            name: format!("bb{bi}"),
            ..Default::default()
        };
        let mut anchor = Vec::new();
        let mut within = Vec::new();
        let mut stmt_of = Vec::new();
        let args = ir::block_args(*block);
        // (Not the entry block's: those arguments are the function's parameters.)
        let has_preds = incoming.contains_key(&(block.ptr as *const _));
        if let (false, true, Some(first)) =
            (args.is_empty(), has_preds, ir::ops(*block).first().copied())
        {
            // Block arguments are phis: each may hold any value passed to it, so it
            // renames those values (a read of an argument reads a pending load's
            // register when a load flows into it), as the LLVM front end models phis.
            let values = incoming
                .get(&(block.ptr as *const _))
                .cloned()
                .unwrap_or_default();
            let mut phi = Inst::new(Op::Forward);
            phi.uses = b.uses(&values);
            phi.uses.sort();
            phi.uses.dedup();
            phi.defs = args.iter().map(|a| b.intern(*a)).collect();
            for a in &args {
                if let Some(&c) = b.stepping.get(&(a.ptr as *const _)) {
                    let at = tcgen05_core::model::InstRef {
                        block: BlockId(bi as u32),
                        index: mb.insts.len() as u32,
                    };
                    let v = b.intern(*a);
                    out.steps.push((at, v, c));
                }
            }
            let mut loc = op_loc(first);
            loc.text = format!("the block arguments of {}", mb.name);
            phi.loc = loc;
            mb.insts.push(phi);
            anchor.push(first);
            within.push(false);
            stmt_of.push(None);
        }
        for op in ir::ops(*block) {
            let insts = translate_op(&mut b, op, &index, &mut mb)?;
            exprs.extend(b.asm_exprs.drain(..));
            for r in ir::results(op) {
                let is_int = ir::type_text(mlirValueGetType(r)).starts_with('i');
                let e = if let Some(&(unset, set)) = b.elect_flags.get(&r.ptr) {
                    Some(Expr::ElectFlag { unset, set })
                } else if b.elect.contains(&r.ptr) && is_int {
                    Some(Expr::Elect)
                } else {
                    predicate_expr(&mut b, op)
                };
                if let Some(e) = e {
                    let me = b.intern(r);
                    if matches!(e, Expr::AndPreds(..) | Expr::OrPreds(..)) {
                        and_blocks.insert(me, BlockId(bi as u32));
                    }
                    exprs.insert(me, e);
                }
            }
            let loc = op_loc(op);
            let is_asm = ir::op_name(op) == "llvm.inline_asm";
            for (k, mut inst) in insts.into_iter().enumerate() {
                within.push(is_asm && k > 0);
                stmt_of.push(if is_asm {
                    b.asm_stmts.get(k).copied()
                } else {
                    None
                });
                if inst.loc.file.is_none() {
                    let text = std::mem::take(&mut inst.loc.text);
                    inst.loc = Loc {
                        text,
                        ..loc.clone()
                    };
                }
                mb.insts.push(inst);
                anchor.push(op);
            }
        }
        out.blocks.push(mb);
        anchors.push(anchor);
        inside.push(within);
        asm_stmts.push(stmt_of);
    }
    // The shared memory each generic write and async-proxy reader may touch.
    // Barrier instances and op places, for the analyses below that ask whether a CTA
    // barrier separates two ops.
    let placement = crate::smem::Placement::new(&out, &blocks, &anchors);
    let mut span_facts = crate::smem::smem_spans(
        func,
        &blocks,
        &out,
        &anchors,
        &asm_stmts,
        &placement,
        &mut |name| b.symbol(name),
    );
    out.smem_spans = span_facts.spans;
    // Only a kernel (or a kernel's body) that calls no other function sees every
    // access of its shared objects.
    if body_of.is_some() && !b.opaque_call {
        out.whole_kernel = true;
        out.closed_symbols = b.shared_globals.iter().copied().collect();
        out.closed_symbols.sort();
    }
    // An `i1` block argument that is `c && x` by control flow (a leader diamond).
    for (arg, c, x) in guarded_flags(&blocks) {
        let (arg, c, x) = (b.intern(arg), b.intern(c), b.intern(x));
        exprs.entry(arg).or_insert(Expr::AndPreds(c, x));
    }
    tcgen05_core::facts::fold_dominated(&out, &mut exprs, &and_blocks);
    out.pred_facts = predicate_facts(&exprs, out.block_threads);
    // Branch conditions with one value in every CTA of the launch, and those
    // computed at most once in a thread (on no cycle), as the LLVM front end gives
    // them (`Function::launch_uniform`, `Function::invariant_values`).
    let cyclic = out.cyclic_blocks();
    let block_of: HashMap<*const std::ffi::c_void, usize> = blocks
        .iter()
        .enumerate()
        .map(|(i, bl)| (bl.ptr as *const _, i))
        .collect();
    let kernel = is_kernel(func);
    for &(cond, v) in &b.branch_conds {
        if uniform_value(v, blocks.first().copied(), kernel, &LAUNCH_SREGS, 0) {
            out.launch_uniform.push(cond);
        }
        // A CTA-index test (`ctaid.x * 128 >= n`): one side in the whole CTA.
        if uniform_value(v, blocks.first().copied(), kernel, &CTA_SREGS, 0) {
            out.cta_uniform.push(cond);
        }
        let owner = match ir::def_op(v) {
            Some(d) => mlirOperationGetBlock(d),
            None => mlirBlockArgumentGetOwner(v),
        };
        if block_of
            .get(&(owner.ptr as *const _))
            .is_some_and(|&i| !cyclic[i])
        {
            out.invariant_values.push(cond);
        }
    }
    // An instruction's own guard (an asm's `@$k`, `128 * ctaid.x > 0` guarding a
    // `tcgen05.st`) with one value in the CTA, as the LLVM front end's divergence
    // analysis names it for S-MISSING.
    let guards: HashSet<Value> = out
        .insts()
        .filter_map(|(_, i)| match i.guard {
            Some(Guard::Pred { value, .. }) => Some(value),
            _ => None,
        })
        .collect();
    for (&ptr, &value) in &b.values {
        let v = MlirValue { ptr: ptr as *mut _ };
        if guards.contains(&value)
            && uniform_value(v, blocks.first().copied(), kernel, &CTA_SREGS, 0)
        {
            out.cta_uniform.push(value);
        }
    }
    out.launch_uniform.sort();
    out.launch_uniform.dedup();
    out.cta_uniform.sort();
    out.cta_uniform.dedup();
    out.invariant_values.sort();
    out.invariant_values.dedup();
    switch_edge_warps(
        &mut b,
        &mut out,
        &blocks,
        &block_of,
        &exprs,
        &span_facts.dispatches,
    );
    tcgen05_core::barrier_groups::set_group_numbers(&mut out, &exprs);
    // After the facts, which give the barriers' warps.
    if body_of.is_some() && !b.opaque_call {
        let mut settled = std::mem::take(&mut span_facts.settled);
        settled.extend(crate::uniform::settled_global_loads(
            &out, &blocks, &placement,
        ));
        order_barrier_sequences(
            &mut out,
            &asm_stmts,
            &settled,
            &span_facts.tables,
            &placement,
            b.shape.exact,
        );
    }
    out.counters = std::mem::take(&mut b.counters.found);
    // A field of a block argument changes where the argument is defined.
    let fields: Vec<(Slot, Value)> = b.slot_values.iter().map(|(s, v)| (*s, *v)).collect();
    out.compounds = tcgen05_core::model::compounds_of(&b.sums);
    for (slot, v) in fields {
        let arg = b.intern(MlirValue {
            ptr: slot.0 as *mut _,
        });
        out.compounds.push((v, vec![arg]));
    }
    let pure = pure_compounds(&mut b, &out);
    out.compounds.extend(pure);
    out.compounds.sort();
    out.drop_unfounded_counters();
    let mut lane0: Vec<Value> = std::mem::take(&mut b.lane0).into_iter().collect();
    lane0.sort();
    out.lane0_bases = lane0;
    // The loads of one allocation's slot are one value.
    let slot_values: Vec<(Value, usize)> = span_facts
        .slot_loads
        .iter()
        .filter_map(|&(load, slot)| Some((b.intern(*ir::results(load).first()?), slot)))
        .collect();
    out.alias_slot_loads(&slot_values);
    Ok(Translated {
        func: out,
        anchors,
        inside,
        asm_stmt: asm_stmts,
    })
}

/// Marks ordered the counted CTA barriers that one group of warps passes in one
/// order: in one fixed sequence (`tcgen05_core::barrier_groups::Candidate::one_sequence`,
/// on the CFG alone, as in the other front ends), or in blocks no branch the group
/// may take different ways leads to (`crate::uniform::divergent_blocks`); then the
/// `bar.warp.sync` ops every lane of a warp reaches alike. A count is read from a
/// constant operand of `nvvm.barrier` or `nvvm.barrier.cta.sync*` (`(id, count)`),
/// or from an inline asm's `bar.sync` statement. `exact` is the block shape the
/// kernel requires.
///
/// # Safety
/// `placement` must be made for `func`, its blocks and ops live, and `func` a
/// kernel or a kernel's body.
unsafe fn order_barrier_sequences(
    func: &mut Function,
    asm_stmts: &[Vec<Option<usize>>],
    settled: &HashSet<*const std::ffi::c_void>,
    tables: &[crate::smem::DispatchTable],
    placement: &crate::smem::Placement,
    exact: Option<[i64; 3]>,
) {
    use tcgen05_core::barrier_groups::{self, Barrier, Count};
    let (blocks, anchors) = (placement.blocks, placement.anchors);
    let mut bars = Vec::new();
    for (at, inst, ev) in barrier_groups::unordered_barriers(func) {
        let op = anchors[at.block.0 as usize][at.index as usize];
        // SAFETY: this function's contract.
        let (name, operands) = unsafe { (ir::op_name(op), ir::operands(op)) };
        // SAFETY: as above.
        let callee = unsafe { ir::callee(op) };
        let named = name == "nvvm.barrier"
            || name.starts_with("nvvm.barrier.cta.")
            || callee.is_some_and(|c| c.starts_with("llvm.nvvm.barrier.cta."));
        let mut waits = ev.kind == SyncKind::CtaBarrier && ev.acquire;
        let count = match (named && inst.guard.is_none(), operands.len()) {
            (true, 0 | 1) => Count::All,
            // SAFETY: as above.
            (true, 2) => unsafe { ir::const_int(operands[1]) }
                .and_then(|n| u32::try_from(n).ok())
                .map_or(Count::Unknown, Count::Threads),
            // An asm statement `bar.sync $0, 128;` (JAX Mosaic GPU), read as the
            // LLVM front end reads it; its inputs are the op's operands.
            _ if name == "llvm.inline_asm" && inst.guard.is_none() => {
                // SAFETY: as above.
                let asm = unsafe { ir::attr_string(op, "asm_string") }.unwrap_or_default();
                // SAFETY: as above.
                let constraints = unsafe { ir::attr_string(op, "constraints") }.unwrap_or_default();
                let outputs = tcgen05_llvm::model_build::count_outputs(&constraints);
                let stmt = asm_stmts[at.block.0 as usize][at.index as usize];
                let read = stmt.and_then(|k| {
                    tcgen05_ptx_decode::asm_barrier_count(&asm, k, |p| {
                        let i = p.strip_prefix('$')?.parse::<usize>().ok()?;
                        let v = *operands.get(i.checked_sub(outputs)?)?;
                        // SAFETY: as above.
                        unsafe { ir::const_int(v) }
                    })
                });
                match read {
                    Some((count, wait)) => {
                        waits = wait;
                        count
                    }
                    None => Count::Unknown,
                }
            }
            _ => Count::Unknown,
        };
        bars.push(Barrier {
            at,
            id: ev.barrier_id,
            group_number: ev.group_number,
            count,
            waits,
        });
    }
    let threads =
        exact.and_then(|e| u32::try_from(e[0].checked_mul(e[1])?.checked_mul(e[2])?).ok());
    let (candidates, warps) = barrier_groups::candidates(func, &bars, threads);
    let ipdom = tcgen05_core::cfg::post_dominators(func);
    barrier_groups::mark_candidates(
        func,
        &candidates,
        warps.as_ref(),
        |func, candidate, warps| {
            let ignored = |p: usize| candidate.cannot_split(func, warps, p);
            let (lo, hi) = (candidate.group.0, candidate.group.1);
            // The bytes of a warp dispatch table the group reads.
            let group: HashSet<*const std::ffi::c_void> = tables
                .iter()
                // SAFETY: this function's contract.
                .filter_map(|t| unsafe { t.group_load(lo, hi, func, placement) })
                .map(|v| v.ptr)
                .collect();
            // SAFETY: as above.
            unsafe {
                crate::uniform::divergent_blocks(
                    func,
                    blocks,
                    ipdom.as_deref()?,
                    &ignored,
                    settled,
                    &group,
                    true,
                    false,
                )
            }
        },
    );
    if let Some(ipdom) = ipdom {
        // SAFETY: this function's contract.
        unsafe { crate::uniform::mark_ordered_warp_syncs(func, blocks, &ipdom, settled, true) };
    }
}

/// The slot `v` reads: a block argument itself, or `extractvalue` of one field of a
/// block argument.
unsafe fn slot_of(v: MlirValue) -> Option<Slot> {
    if mlirValueIsABlockArgument(v) {
        return Some((v.ptr as *const _, None));
    }
    let d = ir::def_op(v)?;
    if ir::op_name(d) != "llvm.extractvalue" {
        return None;
    }
    let s = ir::operands(d)[0];
    if !mlirValueIsABlockArgument(s) {
        return None;
    }
    Some((s.ptr as *const _, Some(single_position(d)?)))
}

/// [`Function::compounds`] for the TMEM address bases and sum terms that pure ops
/// compute ([`pure_roots`]): such a value changes only where one of its roots (a
/// block argument, a load, a call) is defined, not where a loop computes it again
/// from the same roots.
unsafe fn pure_compounds(b: &mut Builder, func: &Function) -> Vec<(Value, Vec<Value>)> {
    let wanted = tcgen05_core::model::tmem_base_values(func, &b.sums);
    let refs: Vec<(MlirValue, Value)> = b
        .values
        .iter()
        .filter(|(_, v)| wanted.contains(v))
        .map(|(p, v)| (MlirValue { ptr: *p as *mut _ }, *v))
        .collect();
    let mut memo: HashMap<*const std::ffi::c_void, Option<Vec<MlirValue>>> = HashMap::new();
    tcgen05_core::model::pure_compounds(
        refs,
        |r| unsafe { pure_roots(*r, &mut memo, 0) },
        |r| Some(b.intern(r)),
    )
}

/// The values a pure op's result is computed from through other pure ops (integer
/// arithmetic, casts, `select`, `icmp`, `getelementptr`, constants, aggregate
/// fields, the thread- and CTA-index special registers); `None` when `v` is not
/// pure (a block argument other than a parameter, a load, a call): it is then a root
/// itself.
unsafe fn pure_roots(
    v: MlirValue,
    memo: &mut HashMap<*const std::ffi::c_void, Option<Vec<MlirValue>>>,
    depth: u32,
) -> Option<Vec<MlirValue>> {
    if unsafe { is_parameter(v) } {
        return Some(Vec::new());
    }
    let d = unsafe { ir::def_op(v) }?;
    if let Some(known) = memo.get(&(v.ptr as *const _)) {
        return known.clone();
    }
    let name = unsafe { ir::op_name(d) };
    // Beyond the integer ops every analysis evaluates ([`ir::integer_op`]).
    const PURE: &[&str] = &[
        "ptrtoint",
        "inttoptr",
        "bitcast",
        "addrspacecast",
        "getelementptr",
        "select",
        "icmp",
        "extractvalue",
        "insertvalue",
        "extractelement",
        "insertelement",
        "mlir.constant",
        "mlir.addressof",
        "mlir.zero",
        "mlir.undef",
        "mlir.poison",
    ];
    let stable_sreg = name
        .strip_prefix("nvvm.read.ptx.sreg.")
        .is_some_and(|r| !tcgen05_ptx_decode::is_volatile_special_register(r));
    let pure = ir::integer_op(&name)
        || name
            .strip_prefix("llvm.")
            .is_some_and(|op| PURE.contains(&op));
    if stable_sreg {
        return Some(Vec::new());
    }
    if !pure || depth > 64 {
        return None;
    }
    let mut roots = Vec::new();
    for op in unsafe { ir::operands(d) } {
        match unsafe { pure_roots(op, memo, depth + 1) } {
            Some(rs) => roots.extend(rs),
            None => roots.push(op),
        }
    }
    roots.sort_by_key(|r| r.ptr as usize);
    roots.dedup_by_key(|r| r.ptr as usize);
    memo.insert(v.ptr as *const _, Some(roots.clone()));
    Some(roots)
}

/// Whether `v` is a parameter of its function (an argument of the entry block).
unsafe fn is_parameter(v: MlirValue) -> bool {
    if !mlirValueIsABlockArgument(v) {
        return false;
    }
    let owner = mlirBlockArgumentGetOwner(v);
    let first = mlirRegionGetFirstBlock(mlirBlockGetParentRegion(owner));
    mlirBlockEqual(owner, first)
}

/// Slots of one block that advance in lockstep: `a = b + d` for a constant `d` on
/// every execution, because on every edge into the block the value passed for `a` is
/// the value passed for `b` plus `d`, where a value may itself read `a` or `b` (the
/// back edge of a loop: `a + x` and `b + x`). By induction over the executions of the
/// block (the first entry comes through an edge that reads neither, before they
/// exist), `a = b + d` holds at every one. CuTe DSL's block-scaled GEMMs pass their
/// SFA and SFB scale-factor TMEM addresses around the loop this way (a double buffer
/// moved by the same offset); the PTX reader has the same fact (`lockstep_pairs`).
unsafe fn lockstep_slots(b: &Builder, blocks: &[MlirBlock]) -> HashMap<Slot, (Slot, i64)> {
    // The slots of each block: integer arguments, and the fields of struct arguments
    // that some op extracts.
    let mut slots: HashMap<*const std::ffi::c_void, Vec<Slot>> = HashMap::new();
    for block in blocks {
        for a in ir::block_args(*block) {
            let ty = ir::type_text(mlirValueGetType(a));
            let scalar = ty.starts_with('i') || ty.starts_with("!llvm.ptr");
            if scalar && b.phi_in.contains_key(&(a.ptr as *const _)) {
                slots
                    .entry(block.ptr as *const _)
                    .or_default()
                    .push((a.ptr as *const _, None));
            }
        }
    }
    // Struct arguments: the fields some op extracts from a block argument (one set
    // for the function: a struct passed on from block to block keeps its fields).
    let mut fields: Vec<i64> = Vec::new();
    for block in blocks {
        for op in ir::ops(*block) {
            if ir::op_name(op) == "llvm.extractvalue"
                && mlirValueIsABlockArgument(ir::operands(op)[0])
            {
                if let Some(f) = single_position(op) {
                    if !fields.contains(&f) {
                        fields.push(f);
                    }
                }
            }
        }
    }
    fields.truncate(4);
    for block in blocks {
        for a in ir::block_args(*block) {
            let is_struct = ir::type_text(mlirValueGetType(a)).starts_with("!llvm.struct");
            if is_struct && b.phi_in.contains_key(&(a.ptr as *const _)) {
                let list = slots.entry(block.ptr as *const _).or_default();
                list.extend(fields.iter().map(|f| (a.ptr, Some(*f))));
            }
        }
    }
    // Per slot, the affine form of the value on each edge (terms as slots or values).
    type Form = (Vec<Result<Slot, *const std::ffi::c_void>>, i64);
    let forms = |slot: &Slot| -> Option<Vec<Form>> {
        let incoming = b.phi_in.get(&slot.0)?;
        let mut out = Vec::with_capacity(incoming.len());
        for x in incoming {
            let v = match slot.1 {
                None => *x,
                Some(f) => {
                    let mut seen = HashSet::new();
                    match unsafe { b.source_at(*x, Some(f), &mut seen) } {
                        Source::Value(v) => v,
                        _ => return None,
                    }
                }
            };
            let (terms, k) = unsafe { b.affine(v, 0) };
            let terms = terms
                .into_iter()
                .map(|t| {
                    unsafe { slot_of(t) }
                        .map(|s| b.canonical_slot(s))
                        .ok_or(t.ptr as *const _)
                })
                .collect();
            out.push((terms, k));
        }
        Some(out)
    };
    let mut out: HashMap<Slot, (Slot, i64)> = HashMap::new();
    for list in slots.values() {
        if list.len() < 2 || list.len() > 16 {
            continue;
        }
        let all: Vec<(Slot, Option<Vec<Form>>)> = list.iter().map(|s| (*s, forms(s))).collect();
        for (i, (s1, f1)) in all.iter().enumerate() {
            for (s2, f2) in all.iter().take(i) {
                let (Some(f1), Some(f2)) = (f1, f2) else {
                    continue;
                };
                if f1.len() != f2.len() || out.contains_key(s1) || out.contains_key(s2) {
                    continue;
                }
                if let Some(d) = lockstep_difference(*s1, *s2, f1, f2) {
                    out.insert(*s1, (*s2, d));
                }
            }
        }
    }
    out
}

/// The `d` with `s1 = s2 + d` on every edge (see [`lockstep_slots`]), if there is one.
fn lockstep_difference(
    s1: Slot,
    s2: Slot,
    f1: &[(Vec<Result<Slot, *const std::ffi::c_void>>, i64)],
    f2: &[(Vec<Result<Slot, *const std::ffi::c_void>>, i64)],
) -> Option<i64> {
    // Under the hypothesis, a term `s1` is `s2` plus d: count them, then compare.
    let canon = |terms: &[Result<Slot, *const std::ffi::c_void>]| {
        let mut c = 0i64;
        let mut t: Vec<Result<Slot, *const std::ffi::c_void>> = terms
            .iter()
            .map(|x| {
                if *x == Ok(s1) {
                    c += 1;
                    Ok(s2)
                } else {
                    *x
                }
            })
            .collect();
        t.sort_by_key(|x| match x {
            Ok((p, f)) => (0usize, *p as usize, f.unwrap_or(-1)),
            Err(p) => (1usize, *p as usize, 0),
        });
        (t, c)
    };
    // Each edge: (k1 + c1 d) - (k2 + c2 d) = d, i.e. k1 - k2 = d (1 - c1 + c2).
    let mut d: Option<i64> = None;
    let mut equations = Vec::new();
    for ((t1, k1), (t2, k2)) in f1.iter().zip(f2) {
        let ((t1, c1), (t2, c2)) = (canon(t1), canon(t2));
        if t1 != t2 {
            return None;
        }
        let m = 1 - c1 + c2;
        let k = k1.checked_sub(*k2)?;
        if m != 0 {
            if k.checked_rem(m)? != 0 {
                return None;
            }
            let q = k.checked_div(m)?;
            match d {
                None => d = Some(q),
                Some(x) if x == q => {}
                Some(_) => return None,
            }
        }
        equations.push((m, k));
    }
    let d = d?;
    equations
        .iter()
        .all(|(m, k)| m.checked_mul(d) == Some(*k))
        .then_some(d)
}

/// Whether the call op `op` of `callee` runs no barrier and writes no memory
/// (`tcgen05_llvm::intrinsics::runs_nothing`, told whether an operand is a pointer;
/// the LLVM front end's `call_runs_nothing`).
pub(crate) unsafe fn call_runs_nothing(op: MlirOperation, callee: &str) -> bool {
    let pointers = ir::operands(op)
        .iter()
        .any(|v| ir::pointer_space(*v).is_some());
    tcgen05_llvm::intrinsics::runs_nothing(callee, pointers)
}

/// Calls `f(op, args, values)` for every edge of every branch op of `blocks`: the
/// successor's block arguments and the operands the edge passes them (`None` where the
/// op is not an `llvm.br` / `llvm.cond_br` with a well-formed segment table, or the
/// counts differ).
pub(crate) unsafe fn for_each_branch_edge(
    blocks: &[MlirBlock],
    mut f: impl FnMut(MlirOperation, &[MlirValue], Option<&[MlirValue]>),
) {
    for block in blocks {
        for op in ir::ops(*block) {
            let n = mlirOperationGetNumSuccessors(op);
            if n == 0 {
                continue;
            }
            let name = ir::op_name(op);
            let operands = ir::operands(op);
            let per_succ: Option<Vec<&[MlirValue]>> = match name.as_str() {
                "llvm.br" => Some(vec![&operands[..]]),
                "llvm.cond_br" => ir::attr(op, "operandSegmentSizes").and_then(|a| {
                    if mlirDenseArrayGetNumElements(a) != 3 {
                        return None;
                    }
                    let t = mlirDenseI32ArrayGetElement(a, 1) as usize;
                    let f = mlirDenseI32ArrayGetElement(a, 2) as usize;
                    (operands.len() == 1 + t + f)
                        .then(|| vec![&operands[1..1 + t], &operands[1 + t..]])
                }),
                _ => None,
            };
            for i in 0..n {
                let args = ir::block_args(mlirOperationGetSuccessor(op, i));
                let vals = per_succ
                    .as_ref()
                    .and_then(|p| p.get(i as usize).copied())
                    .filter(|v| v.len() == args.len());
                f(op, &args, vals);
            }
        }
    }
}

/// The `i1` block arguments that are `c && x` by control flow, as the LLVM front
/// end's `guarded_flag` reads a phi: `x` on the edge from a block `t` entered only
/// from a block `d` that branches on `c` to `t`, and `false` on the edge taken when
/// `c` is false, from `d` itself or from a block entered only from `d` (Mojo's
/// leader diamond: warp 4 branches to a block that elects, the other warps to an
/// empty one, and the fencing side is taken on the joined flag). `d` dominates the
/// argument's block, so `c` is one value there, and a thread that came through `t`
/// found it true. As `(argument, c, x)`.
unsafe fn guarded_flags(blocks: &[MlirBlock]) -> Vec<(MlirValue, MlirValue, MlirValue)> {
    type Key = *const std::ffi::c_void;
    // Per block, the distinct blocks whose branch ops enter it.
    let mut preds: HashMap<Key, Vec<Key>> = HashMap::new();
    // Per `i1` argument, each edge's (source block, value passed); `None` when an
    // edge passes values the analysis cannot read.
    let mut edges: HashMap<Key, Option<Vec<(Key, MlirValue)>>> = HashMap::new();
    for_each_branch_edge(blocks, |op, args, vals| {
        let from = mlirOperationGetBlock(op).ptr as Key;
        for (k, a) in args.iter().enumerate() {
            if ir::type_text(mlirValueGetType(*a)) != "i1" {
                continue;
            }
            let entry = edges
                .entry(a.ptr as Key)
                .or_insert_with(|| Some(Vec::new()));
            match (entry.as_mut(), vals.and_then(|v| v.get(k))) {
                (Some(list), Some(v)) => list.push((from, *v)),
                _ => *entry = None,
            }
        }
    });
    for block in blocks {
        let Some(&term) = ir::ops(*block).last() else {
            continue;
        };
        for i in 0..mlirOperationGetNumSuccessors(term) {
            let to = mlirOperationGetSuccessor(term, i).ptr as Key;
            let list = preds.entry(to).or_default();
            if !list.contains(&(block.ptr as Key)) {
                list.push(block.ptr as Key);
            }
        }
    }
    let only_predecessor = |b: Key| match preds.get(&b).map(Vec::as_slice) {
        Some([d]) => Some(*d),
        _ => None,
    };
    let mut out = Vec::new();
    // In block and argument order, so values are interned in one order.
    let args = blocks.iter().flat_map(|bl| ir::block_args(*bl));
    for arg in args {
        let Some(Some(list)) = edges.get(&(arg.ptr as Key)) else {
            continue;
        };
        let [(b0, v0), (b1, v1)] = list.as_slice() else {
            continue;
        };
        let ((f, _), (t, x)) = match (ir::const_int(*v0), ir::const_int(*v1)) {
            (Some(0), None) => ((*b0, *v0), (*b1, *v1)),
            (None, Some(0)) => ((*b1, *v1), (*b0, *v0)),
            _ => continue,
        };
        let join = mlirBlockArgumentGetOwner(arg).ptr as Key;
        let Some(d) = only_predecessor(t) else {
            continue;
        };
        let Some(d_block) = blocks.iter().find(|bl| std::ptr::eq(bl.ptr, d)) else {
            continue;
        };
        let Some(&term) = ir::ops(*d_block).last() else {
            continue;
        };
        if ir::op_name(term) != "llvm.cond_br" || mlirOperationGetNumSuccessors(term) != 2 {
            continue;
        }
        let on_true = mlirOperationGetSuccessor(term, 0).ptr as Key;
        let on_false = mlirOperationGetSuccessor(term, 1).ptr as Key;
        let false_edge =
            (f == d && on_false == join) || (f == on_false && only_predecessor(f) == Some(d));
        if on_true == t && on_false != t && false_edge {
            if let Some(&c) = ir::operands(term).first() {
                out.push((arg, c, x));
            }
        }
    }
    out
}

/// Per block argument, the values the branches to its block pass it (see
/// `Builder::phi_in`).
unsafe fn phi_incoming(blocks: &[MlirBlock]) -> HashMap<*const std::ffi::c_void, Vec<MlirValue>> {
    let mut out: HashMap<*const std::ffi::c_void, Vec<MlirValue>> = HashMap::new();
    let mut unknown: HashSet<*const std::ffi::c_void> = HashSet::new();
    for_each_branch_edge(blocks, |_, args, vals| match vals {
        Some(vals) => {
            for (a, v) in args.iter().zip(vals) {
                out.entry(a.ptr as *const _).or_default().push(*v);
            }
        }
        None => unknown.extend(args.iter().map(|a| a.ptr as *const _)),
    });
    out.retain(|k, _| !unknown.contains(k));
    out
}

/// Block arguments that some branches step by one constant `c > 0` (the value passed
/// is `llvm.add %arg, c` or a byte `llvm.getelementptr %arg[c]`), as the LLVM front
/// end's stepping phis: the step, and per branch op the stepping arguments it passes
/// anything else to (a reset, modelled as a redefinition at that branch). Arguments a
/// branch op both steps and resets, or steps by two amounts, are left out.
#[allow(clippy::type_complexity)]
unsafe fn stepping_args(
    blocks: &[MlirBlock],
) -> (
    HashMap<*const std::ffi::c_void, i64>,
    HashMap<*const std::ffi::c_void, Vec<MlirValue>>,
) {
    // Per argument: each edge (by branch op) with the step it passes.
    type Edges = Vec<(*const std::ffi::c_void, Option<i64>)>;
    let mut seen: HashMap<*const std::ffi::c_void, (MlirValue, Edges)> = HashMap::new();
    for_each_branch_edge(blocks, |op, args, vals| {
        for (k, a) in args.iter().enumerate() {
            let step = vals.and_then(|v| v.get(k)).and_then(|v| arg_step(*a, *v));
            seen.entry(a.ptr as *const _)
                .or_insert((*a, Vec::new()))
                .1
                .push((op.ptr as *const _, step));
        }
    });
    let mut steps = HashMap::new();
    let mut resets: HashMap<*const std::ffi::c_void, Vec<MlirValue>> = HashMap::new();
    for (arg, (value, edges)) in seen {
        let Some((c, _, resetting)) = tcgen05_core::model::stepping_edges(edges) else {
            continue;
        };
        steps.insert(arg, c);
        for o in resetting {
            resets.entry(o).or_default().push(value);
        }
    }
    (steps, resets)
}

/// Per branch op, the non-constant values that any branch passes to the block
/// arguments this one passes a value to: code generation may give such an argument
/// one register with any of them (a value passed only to it, or one whose copy it
/// hoists above the branch), and this branch's move overwrites it, as an LLVM phi's
/// copy does (random LLVM IR test, seed 20, case 1122). The value this branch
/// passes to the argument is not overwritten by it: the move is none when the two
/// share the register, and reads that value first otherwise (a true register
/// dependency, 9.7.16.6.4.5).
unsafe fn copy_overwrites(
    blocks: &[MlirBlock],
) -> HashMap<*const std::ffi::c_void, Vec<MlirValue>> {
    let mut incoming: HashMap<*const std::ffi::c_void, Vec<MlirValue>> = HashMap::new();
    let mut copies: Vec<(MlirOperation, *const std::ffi::c_void, MlirValue)> = Vec::new();
    for_each_branch_edge(blocks, |op, args, vals| {
        for (k, a) in args.iter().enumerate() {
            let Some(v) = vals.and_then(|v| v.get(k)) else {
                continue;
            };
            if ir::const_int(*v).is_none() {
                incoming.entry(a.ptr as *const _).or_default().push(*v);
            }
            copies.push((op, a.ptr as *const _, *v));
        }
    });
    let mut out: HashMap<*const std::ffi::c_void, Vec<MlirValue>> = HashMap::new();
    // Per branch, the registers its block read before it.
    let mut read: HashMap<*const std::ffi::c_void, HashSet<Register>> = HashMap::new();
    for (op, arg, passed) in copies {
        if let Some(values) = incoming.get(&arg) {
            let key = op.ptr as *const std::ffi::c_void;
            let read = read.entry(key).or_insert_with(|| registers_read_before(op));
            out.entry(key).or_default().extend(
                values
                    .iter()
                    .copied()
                    .filter(|w| w.ptr != passed.ptr && !read.contains(&register_of(*w))),
            );
        }
    }
    out
}

/// `v` as a predicate widened to an integer by `llvm.zext`/`llvm.sext` steps: the
/// `i1` and the value `v` has where it is true (1, or -1 when every step
/// sign-extends), as the LLVM front end's `widened_predicate`.
unsafe fn widened_predicate(mut v: MlirValue) -> Option<(MlirValue, i64)> {
    let mut all_sext = true;
    for _ in 0..8 {
        let op = ir::def_op(v)?;
        let sext = match ir::op_name(op).as_str() {
            "llvm.zext" => false,
            "llvm.sext" => true,
            _ => return None,
        };
        all_sext &= sext;
        let x = *ir::operands(op).first()?;
        if ir::type_text(mlirValueGetType(x)) == "i1" {
            // 1 stays 1 through any widening; -1 only through sign extensions.
            return match (all_sext, sext) {
                (true, _) => Some((x, -1)),
                (false, false) => Some((x, 1)),
                (false, true) => None,
            };
        }
        v = x;
    }
    None
}

/// The warps that take each edge of an `llvm.switch` on a function of the warp
/// index, when the kernel declares its size (the LLVM front end's
/// `switch_edge_warps`; Mosaic GPU sends each warpgroup to its role so): the least
/// range in `Function::edge_warps` and the exact set in `Function::edge_masks`.
unsafe fn switch_edge_warps(
    b: &mut Builder,
    out: &mut Function,
    blocks: &[MlirBlock],
    block_of: &HashMap<*const std::ffi::c_void, usize>,
    exprs: &tcgen05_core::HashMap<Value, Expr>,
    dispatches: &[(MlirOperation, Vec<Option<Vec<u8>>>)],
) {
    let cta = out.cta_warps();
    let reach = (!dispatches.is_empty()).then(|| tcgen05_core::barrier_groups::Warps::new(out));
    for (from, block) in blocks.iter().enumerate() {
        let Some(op) = ir::ops(*block).last().copied() else {
            continue;
        };
        if ir::op_name(op) != "llvm.switch" {
            continue;
        }
        let Some(cond) = ir::operands(op).first().copied() else {
            continue;
        };
        // `dense<[0, 1]> : tensor<2xi32>` (or `dense<5>` for one case).
        let Some(text) = ir::attr(op, "case_values").map(|a| ir::attr_text(a)) else {
            continue;
        };
        let inner = text
            .split_once('<')
            .and_then(|(_, r)| r.split_once('>'))
            .map(|(l, _)| l.trim_matches(|c| c == '[' || c == ']'));
        let Some(cases) = inner.and_then(|l| {
            l.split(',')
                .map(|x| x.trim().parse::<i64>().ok())
                .collect::<Option<Vec<i64>>>()
        }) else {
            continue;
        };
        let n = mlirOperationGetNumSuccessors(op) as usize;
        let target = |i: usize| {
            block_of
                .get(&(mlirOperationGetSuccessor(op, i as isize).ptr as *const _))
                .map(|&k| BlockId(k as u32))
        };
        let targets: Option<Vec<BlockId>> = (0..n).map(target).collect();
        let Some(targets) = targets.filter(|t| t.len() == cases.len() + 1) else {
            continue;
        };
        // A warp dispatch table: the warps whose byte may hold each case's value.
        if let Some((_, values)) = dispatches.iter().find(|(d, _)| d.ptr == op.ptr) {
            let cases: Vec<(u64, BlockId)> = cases
                .iter()
                .zip(&targets[1..])
                .map(|(&v, &to)| (u64::from(v as u8), to))
                .collect();
            if let Some(reach) = &reach {
                let edges = tcgen05_core::barrier_groups::dispatch_edges(
                    reach,
                    BlockId(from as u32),
                    &cases,
                    Some(targets[0]),
                    values,
                );
                out.edge_warps.extend(edges);
            }
            continue;
        }
        let masks = cta.and_then(|cta| {
            tcgen05_core::facts::switch_warp_masks(exprs, b.intern(cond), &cases, cta)
        });
        let Some((per_case, rest)) = masks else {
            // A comparison widened to an integer: the comparison's sides.
            if let Some((p, true_value)) = widened_predicate(cond) {
                let p = b.intern(p);
                let (per_case, rest) =
                    tcgen05_core::barrier_groups::widened_switch_warps(out, p, true_value, &cases);
                let edges = targets[1..]
                    .iter()
                    .zip(per_case)
                    .chain([(&targets[0], rest)]);
                for (&to, warps) in edges {
                    if !warps.is_empty() && warps != tcgen05_core::facts::WarpRange::ALL {
                        out.edge_warps.push((BlockId(from as u32), to, warps));
                    }
                }
            }
            continue;
        };
        // Successor 0 is the default.
        let edges = tcgen05_core::barrier_groups::switch_edge_masks(
            BlockId(from as u32),
            &targets[1..],
            targets[0],
            &per_case,
            rest,
        );
        for (from, to, mask) in edges {
            out.edge_masks.push((from, to, mask));
            if mask != 0 {
                let range = tcgen05_core::facts::mask_range(mask);
                out.edge_warps.push((from, to, range));
            }
        }
    }
    tcgen05_core::barrier_groups::merge_edge_warps(&mut out.edge_warps);
    out.edge_masks
        .sort_unstable_by_key(|&(from, to, _)| (from, to));
}

/// Whether `v` is computed only of constants, a kernel's integer arguments (the
/// entry block's arguments), the special registers `sregs` and pure integer
/// arithmetic and comparisons of those: with [`LAUNCH_SREGS`], one value in every
/// CTA of the launch; with [`CTA_SREGS`], in every thread of a CTA (the LLVM front
/// end's `uniform_value`).
unsafe fn uniform_value(
    v: MlirValue,
    entry: Option<MlirBlock>,
    kernel: bool,
    sregs: &[&str],
    depth: u32,
) -> bool {
    if ir::const_int(v).is_some() {
        return true;
    }
    if depth > 16 {
        return false;
    }
    let Some(d) = ir::def_op(v) else {
        return kernel
            && entry.is_some_and(|e| mlirBlockArgumentGetOwner(v).ptr == e.ptr)
            && ir::type_text(mlirValueGetType(v)).starts_with('i');
    };
    // `%cluster_nctaid.x` as the op, the intrinsic or CUTLASS's inline asm names it
    // (the op's `cluster.nctaid.x` is the register `cluster_nctaid`).
    if let Some(sreg) = crate::ranges::sreg(d) {
        let reg = tcgen05_ptx_decode::sreg_register(&sreg);
        return tcgen05_ptx_decode::special_register_in(&reg, sregs);
    }
    let name = ir::op_name(d);
    if name == "llvm.inline_asm" {
        return ir::attr_string(d, "asm_string")
            .and_then(|a| tcgen05_ptx_decode::asm_special_register(&a))
            .is_some_and(|reg| tcgen05_ptx_decode::special_register_in(&reg, sregs));
    }
    (ir::integer_op(&name)
        || matches!(
            name.as_str(),
            "llvm.icmp" | "llvm.udiv" | "llvm.sdiv" | "llvm.select"
        ))
        && ir::operands(d)
            .into_iter()
            .all(|o| uniform_value(o, entry, kernel, sregs, depth + 1))
}

/// A register as far as renames show: a value, and the element path into it.
type Register = (*const std::ffi::c_void, Vec<i64>);

/// The register `v` lives in: `llvm.bitcast` and `llvm.freeze` keep their operand's,
/// `llvm.extractvalue` / `llvm.extractelement` (constant index) name an element of
/// their aggregate's (the LLVM front end's `register_of`).
unsafe fn register_of(mut v: MlirValue) -> Register {
    let mut path = Vec::new();
    for _ in 0..16 {
        let Some(d) = ir::def_op(v) else {
            break;
        };
        let ops = ir::operands(d);
        match (ir::op_name(d).as_str(), ops.as_slice()) {
            ("llvm.bitcast" | "llvm.freeze", [x]) => v = *x,
            ("llvm.extractvalue", [x]) => {
                let Some(a) = ir::attr(d, "position") else {
                    break;
                };
                let n = mlirDenseArrayGetNumElements(a);
                let at: Vec<i64> = (0..n).map(|k| mlirDenseI64ArrayGetElement(a, k)).collect();
                path.splice(0..0, at);
                v = *x;
            }
            ("llvm.extractelement", [x, i]) => {
                let Some(i) = ir::const_int(*i) else {
                    break;
                };
                path.insert(0, i);
                v = *x;
            }
            _ => break,
        }
    }
    (v.ptr as *const _, path)
}

/// The registers the ops of `branch`'s block before it read synchronously:
/// arithmetic, comparisons, `select`, conversions and stores, not renames, inline
/// asm or calls (the LLVM front end's `registers_read_in`). A later move into a
/// block argument cannot overwrite such a register while a load of it is in flight.
unsafe fn registers_read_before(branch: MlirOperation) -> HashSet<Register> {
    // Beyond the integer ops every analysis evaluates ([`ir::integer_op`]).
    const READS: [&str; 20] = [
        "llvm.fadd",
        "llvm.fsub",
        "llvm.fmul",
        "llvm.udiv",
        "llvm.sdiv",
        "llvm.fdiv",
        "llvm.urem",
        "llvm.srem",
        "llvm.frem",
        "llvm.fneg",
        "llvm.icmp",
        "llvm.fcmp",
        "llvm.select",
        "llvm.fptrunc",
        "llvm.fpext",
        "llvm.fptoui",
        "llvm.fptosi",
        "llvm.uitofp",
        "llvm.sitofp",
        "llvm.store",
    ];
    let mut out = HashSet::new();
    for op in ir::ops(mlirOperationGetBlock(branch)) {
        if op.ptr == branch.ptr {
            break;
        }
        let name = ir::op_name(op);
        if ir::integer_op(&name) || READS.contains(&name.as_str()) {
            for o in ir::operands(op) {
                if ir::const_int(o).is_none() {
                    out.insert(register_of(o));
                }
            }
        }
    }
    out
}

/// `c` when `v` is `arg + c` for a constant `c > 0` (`llvm.add` or a byte GEP).
unsafe fn arg_step(arg: MlirValue, v: MlirValue) -> Option<i64> {
    let d = ir::def_op(v)?;
    let ops = ir::operands(d);
    let c = match (ir::op_name(d).as_str(), ops.as_slice()) {
        ("llvm.add", [x, y]) if x.ptr == arg.ptr => ir::const_int(*y)?,
        ("llvm.add", [x, y]) if y.ptr == arg.ptr => ir::const_int(*x)?,
        // A byte GEP with one index: constant in `rawConstantIndices`, or (i32::MIN
        // there) the next operand.
        ("llvm.getelementptr", [x, rest @ ..]) if x.ptr == arg.ptr && is_byte_gep(d) => {
            let raw = ir::attr(d, "rawConstantIndices")?;
            if mlirDenseArrayGetNumElements(raw) != 1 {
                return None;
            }
            match (mlirDenseI32ArrayGetElement(raw, 0), rest) {
                (i32::MIN, [idx]) => ir::const_int(*idx)?,
                (i32::MIN, _) => return None,
                (c, []) => i64::from(c),
                _ => return None,
            }
        }
        _ => return None,
    };
    (c > 0).then_some(c)
}

unsafe fn translate_op(
    b: &mut Builder,
    op: MlirOperation,
    blocks: &HashMap<*const std::ffi::c_void, u32>,
    mb: &mut Block,
) -> Result<Vec<Inst>, TranslateError> {
    let name = ir::op_name(op);
    // Ops nested in regions (unlowered `scf.for`, `scf.if`) would be invisible to
    // the CFG walk: refuse rather than miss their tcgen05 ops.
    let nested = (0..mlirOperationGetNumRegions(op))
        .any(|r| !ir::blocks(mlirOperationGetRegion(op, r)).is_empty());
    if nested {
        return Err(error(
            op,
            format!(
                "`{name}` has nested regions: the MLIR front end reads the llvm and nvvm \
                 dialects (lower structured control flow to llvm first)"
            ),
        ));
    }
    let operands = ir::operands(op);
    let results = ir::results(op);
    let plain = |b: &mut Builder, op_kind: Op| -> Vec<Inst> {
        let mut i = Inst::new(op_kind);
        i.uses = b.uses(&operands);
        i.defs = results.iter().map(|r| b.intern(*r)).collect();
        vec![i]
    };
    // Terminators: successors, the two-way branch, and block arguments as copies.
    let n_succ = mlirOperationGetNumSuccessors(op);
    if n_succ > 0 {
        let succs: Vec<MlirBlock> = (0..n_succ)
            .map(|i| mlirOperationGetSuccessor(op, i))
            .collect();
        let ids: Vec<BlockId> = succs
            .iter()
            .filter_map(|s| blocks.get(&(s.ptr as *const _)).map(|i| BlockId(*i)))
            .collect();
        mb.succs = ids.clone();
        let mut insts = Vec::new();
        let args: Vec<MlirValue> = succs.iter().flat_map(|s| ir::block_args(*s)).collect();
        let forwarded: Vec<MlirValue> = if name == "llvm.cond_br" {
            operands[1..].to_vec()
        } else {
            operands.clone()
        };
        let copied = b.uses(&forwarded);
        // Stepping block arguments this branch sets to something else.
        let resets: Vec<Value> = b
            .resets
            .get(&(op.ptr as *const _))
            .cloned()
            .unwrap_or_default()
            .iter()
            .map(|a| b.intern(*a))
            .collect();
        let overwritten: Vec<Value> = b
            .copy_overwrites
            .get(&(op.ptr as *const _))
            .cloned()
            .unwrap_or_default()
            .iter()
            .map(|v| b.intern(*v))
            .collect();
        if !args.is_empty() && (!copied.is_empty() || !resets.is_empty() || !overwritten.is_empty())
        {
            // The values passed to successor block arguments are copied at the end of
            // this block: code generation turns each into a register move, a read of
            // a loaded register that must follow tcgen05.wait::ld (R-LD-USE), as the
            // LLVM front end models phi copies.
            // Like an LLVM phi copy, it may also overwrite a loaded register that
            // code generation gave the block argument (an output dependency: a
            // wait under every --ld-use policy), so it writes the argument's other
            // values.
            let mut copy = Inst::new(Op::Plain);
            copy.defs = resets;
            // The registers of every value passed to the argument.
            for v in overwritten {
                if !copy.defs.contains(&v) {
                    copy.defs.push(v);
                }
            }
            copy.uses = copied;
            copy.loc.text = format!(
                "the copy into block arguments on the edge out of {}",
                mb.name
            );
            insts.push(copy);
        }
        if name == "llvm.cond_br" && ids.len() == 2 {
            let cond = b.intern(operands[0]);
            mb.branch = Some((cond, ids[0], ids[1]));
            b.branch_conds.push((cond, operands[0]));
        }
        let mut t = Inst::new(Op::Plain);
        if name == "llvm.cond_br" {
            t.uses = b.uses(&operands[..1]);
        }
        insts.push(t);
        return Ok(insts);
    }
    match name.as_str() {
        "llvm.mlir.constant" | "arith.constant" => Ok(Vec::new()),
        "nvvm.inline_ptx" => {
            // Lowered like inline asm: results first (`$0`...), then the operands; the
            // predicate operand guards the statements.
            let asm = ir::attr_string(op, "ptxCode").unwrap_or_default();
            let pred = ptx_predicate(op, &name, &operands);
            let args: Vec<MlirValue> = match pred {
                Some(_) => operands[..operands.len() - 1].to_vec(),
                None => operands.clone(),
            };
            let mut insts = translate_asm(b, op, &asm, results.len(), args)?;
            guard_with(b, &mut insts, pred);
            Ok(insts)
        }
        "llvm.inline_asm" => {
            let asm = ir::attr_string(op, "asm_string").unwrap_or_default();
            let constraints = ir::attr_string(op, "constraints").unwrap_or_default();
            let n_outputs = tcgen05_llvm::model_build::count_outputs(&constraints);
            translate_asm(b, op, &asm, n_outputs, operands)
        }
        "llvm.call_intrinsic" | "llvm.call" => {
            let callee = ir::callee(op).unwrap_or_default();
            // An indirect call has no callee attribute. `__nvvm_reflect` and
            // libdevice's math run nothing.
            b.opaque_call |= !callee.starts_with("llvm.") && !call_runs_nothing(op, &callee);
            if !callee.starts_with("llvm.nvvm.") {
                return Ok(plain(b, Op::Plain));
            }
            match intrinsic_mapping(&callee, &operands) {
                IntrinsicMapped::UnknownTcgen05 => {
                    Err(error(op, format!("unknown tcgen05 intrinsic `{callee}`")))
                }
                IntrinsicMapped::Plain => Ok(plain(b, Op::Plain)),
                IntrinsicMapped::Ptx(text) => mapped(b, op, &callee, &text, false, operands),
            }
        }
        n if n.starts_with("nvvm.") => {
            let pred = ptx_predicate(op, n, &operands);
            let mut insts = match nvvm_mapping(op, n) {
                Mapped::UnknownTcgen05 => {
                    return Err(error(op, format!("unknown tcgen05 op `{n}`")))
                }
                Mapped::Plain => plain(b, Op::Plain),
                Mapped::Ptx { text, looped } => mapped(b, op, n, &text, looped, operands)?,
            };
            guard_with(b, &mut insts, pred);
            Ok(insts)
        }
        "llvm.extractvalue"
        | "llvm.extractelement"
        | "llvm.insertvalue"
        | "llvm.insertelement"
        | "llvm.bitcast"
        | "llvm.shufflevector"
        | "llvm.freeze" => {
            // An output of inline asm that is the leader's flag.
            let flag = (name == "llvm.extractvalue")
                .then(|| {
                    let from = operands.first()?;
                    b.elect_flag_outputs.get(&(from.ptr, single_position(op)?))
                })
                .flatten()
                .copied();
            if let Some(flag) = flag {
                for r in &results {
                    b.elect_flags.insert(r.ptr, flag);
                }
            }
            // `extractvalue (elect.sync)[1]` and casts of it are the leader predicate.
            if operands.first().is_some_and(|v| b.elect.contains(&v.ptr)) {
                for r in &results {
                    b.elect.insert(r.ptr);
                }
            }
            Ok(plain(b, Op::Forward))
        }
        "llvm.store" | "llvm.atomicrmw" | "llvm.cmpxchg" | "llvm.load" => {
            let ordering = ir::attr(op, "ordering")
                .or_else(|| ir::attr(op, "success_ordering"))
                .map(|a| ir::attr_text(a))
                .unwrap_or_default();
            let release = name != "llvm.load"
                && ["release", "acq_rel", "seq_cst"]
                    .iter()
                    .any(|o| ordering.contains(o));
            let acquire = name != "llvm.store"
                && ["acquire", "acq_rel", "seq_cst"]
                    .iter()
                    .any(|o| ordering.contains(o));
            let ptr = if name == "llvm.store" {
                operands.get(1)
            } else {
                operands.first()
            };
            let op_kind = if release || acquire {
                Op::sync(release, acquire, None, SyncKind::MemoryOrder)
            } else if name != "llvm.load" && ptr.is_some_and(|p| may_write_shared(*p)) {
                Op::GenericSharedWrite
            } else {
                Op::Plain
            };
            Ok(plain(b, op_kind))
        }
        _ => Ok(plain(b, Op::Plain)),
    }
}

/// The PTX statement an `nvvm` op named `n` lowers to (`nvvm.rs`).
///
/// # Safety
/// `op` must be a live operation.
pub(crate) unsafe fn nvvm_mapping(op: MlirOperation, n: &str) -> Mapped {
    let operands = ir::operands(op);
    let results = ir::results(op);
    let pointer_space: Vec<Option<u32>> = operands.iter().map(|v| ir::pointer_space(*v)).collect();
    // The element count of the loaded or stored value (tcgen05.ld/st).
    let counted = if n == "nvvm.tcgen05.st" {
        operands.get(1).copied()
    } else {
        results.first().copied()
    };
    let result_elems = counted.map(|v| element_count(&ir::type_text(mlirValueGetType(v))));
    let get = |k: &str| ir::attr(op, k).map(|a| ir::attr_text(a));
    let shape = OpShape {
        pointer_space: &pointer_space,
        result_elems,
        attr: &get,
    };
    map_op(n, &shape)
}

/// The PTX statement a call of the intrinsic `callee` with `operands` stands for
/// (the LLVM front end's table).
///
/// # Safety
/// `operands` must be live values.
pub(crate) unsafe fn intrinsic_mapping(callee: &str, operands: &[MlirValue]) -> IntrinsicMapped {
    let is_pointer: Vec<bool> = operands
        .iter()
        .map(|v| ir::pointer_space(*v).is_some())
        .collect();
    let constant: Vec<Option<i64>> = operands.iter().map(|v| ir::const_int(*v)).collect();
    let shape = CallShape {
        is_pointer: &is_pointer,
        constant: &constant,
    };
    map_intrinsic(callee, &shape)
}

/// How an op computes a predicate-relevant value (see `tcgen05_core::facts`):
/// special-register reads, casts, masks, shifts, divisions, equality tests against
/// constants and conjunctions of predicates, as the LLVM front end reads them.
unsafe fn predicate_expr(b: &mut Builder, op: MlirOperation) -> Option<Expr> {
    let name = ir::op_name(op);
    let ops = ir::operands(op);
    let result = *ir::results(op).first()?;
    let shape = b.shape;
    // A constant, also one computed from thread-block dimensions the kernel declares
    // (`ranges.rs`: CuTe DSL's unsimplified warp-index arithmetic).
    let konst = |v: MlirValue| ranges::constant(v, &shape);
    let var = |b: &mut Builder, v: MlirValue| konst(v).is_none().then(|| b.intern(v));
    let sreg = |text: &str| Sreg::in_text(text).map(Expr::Sreg);
    // `shfl.sync idx` over the whole warp (mask -1, clamp 31), as the op or as the
    // intrinsic of an imported LLVM module: another lane's value.
    let full_warp = |ops: &[MlirValue]| {
        ops.len() == 4
            && matches!(konst(ops[0]), Some(-1 | 0xffff_ffff))
            && konst(ops[3]) == Some(31)
    };
    Some(match name.as_str() {
        n if n.starts_with("nvvm.read.ptx.sreg.") => sreg(n)?,
        "nvvm.shfl.sync"
            if ir::attr(op, "kind").is_some_and(|k| ir::attr_text(k).contains("idx"))
                && full_warp(&ops) =>
        {
            Expr::LaneBroadcast(var(b, ops[1])?)
        }
        "llvm.call_intrinsic" | "llvm.call" | "llvm.inline_asm" => {
            if !ir::type_text(mlirValueGetType(result)).starts_with('i') {
                return None;
            }
            let key = match name.as_str() {
                "llvm.call" => "callee",
                "llvm.call_intrinsic" => "intrin",
                _ => "asm_string",
            };
            let text = ir::attr_string(op, key)?;
            if text.trim_start_matches('@') == "llvm.nvvm.shfl.sync.idx.i32"
                && name != "llvm.inline_asm"
            {
                return full_warp(&ops)
                    .then(|| var(b, ops[1]).map(Expr::LaneBroadcast))
                    .flatten();
            }
            sreg(&text)?
        }
        "llvm.zext" | "llvm.sext" | "llvm.trunc" => Expr::Copy(var(b, *ops.first()?)?),
        // `true && p` is `p`, `false && p` false (Triton's MLIR before LLVM folds
        // `llvm.and %true, %elected`).
        "llvm.and" | "llvm.or" if ir::type_text(mlirValueGetType(result)) == "i1" => {
            let and = name == "llvm.and";
            match (konst(ops[0]), konst(ops[1])) {
                (Some(c), None) | (None, Some(c)) if (c & 1 == 1) != and => {
                    Expr::Const(i64::from(!and))
                }
                (Some(_), None) => Expr::Copy(b.intern(ops[1])),
                (None, Some(_)) => Expr::Copy(b.intern(ops[0])),
                (None, None) if and => Expr::AndPreds(b.intern(ops[0]), b.intern(ops[1])),
                (None, None) => Expr::OrPreds(b.intern(ops[0]), b.intern(ops[1])),
                _ => return None,
            }
        }
        "llvm.and" => match (konst(ops[0]), konst(ops[1])) {
            (None, Some(m)) => Expr::AndConst(b.intern(ops[0]), m),
            (Some(m), None) => Expr::AndConst(b.intern(ops[1]), m),
            _ => return None,
        },
        "llvm.or" => Expr::OrInts(var(b, ops[0])?, var(b, ops[1])?),
        "llvm.lshr" | "llvm.ashr" => {
            let width = ir::type_text(mlirValueGetType(result))
                .strip_prefix('i')
                .and_then(|w| w.parse().ok());
            match (konst(ops[0]), konst(ops[1]), width) {
                (None, Some(k), _) => Expr::ShrConst(b.intern(ops[0]), k),
                // A table indexed by the shift amount.
                (Some(c), None, Some(width)) if name == "llvm.lshr" => Expr::ConstShrBy {
                    c,
                    by: b.intern(ops[1]),
                    width,
                },
                (None, None, Some(width)) if name == "llvm.lshr" => Expr::ShrBy {
                    x: b.intern(ops[0]),
                    by: b.intern(ops[1]),
                    width,
                },
                _ => return None,
            }
        }
        "llvm.shl" => Expr::ShlConst(var(b, ops[0])?, konst(ops[1])?),
        "llvm.udiv" => Expr::DivConst(var(b, ops[0])?, konst(ops[1])?),
        // A signed division of a value never negative is the unsigned one.
        "llvm.sdiv" if ranges::range(ops[0], &shape).is_some_and(|r| r.0 >= 0) => {
            Expr::DivConst(var(b, ops[0])?, konst(ops[1]).filter(|d| *d > 0)?)
        }
        // A select whose condition is known is a copy of the side it takes.
        "llvm.select" => match konst(ops[0]) {
            Some(0) => Expr::Copy(var(b, ops[2])?),
            Some(_) => Expr::Copy(var(b, ops[1])?),
            None => return None,
        },
        // `xor %p, true` on i1: `not.pred`.
        "llvm.xor" if ir::type_text(mlirValueGetType(result)) == "i1" => {
            match (konst(ops[0]), konst(ops[1])) {
                (None, Some(c)) if c & 1 == 1 => Expr::NotPred(b.intern(ops[0])),
                (Some(c), None) if c & 1 == 1 => Expr::NotPred(b.intern(ops[1])),
                _ => return None,
            }
        }
        // Adding 0 (`tid.y * ntid.x` with `tid.y` always 0) is a copy.
        "llvm.add" => match (konst(ops[0]), konst(ops[1])) {
            (None, Some(0)) => Expr::Copy(b.intern(ops[0])),
            (Some(0), None) => Expr::Copy(b.intern(ops[1])),
            (None, Some(c)) => Expr::AddConst(b.intern(ops[0]), c),
            (Some(c), None) => Expr::AddConst(b.intern(ops[1]), c),
            _ => return None,
        },
        "llvm.sub" => match konst(ops[1]) {
            Some(c) if konst(ops[0]).is_none() => {
                Expr::AddConst(b.intern(ops[0]), c.checked_neg()?)
            }
            _ => return None,
        },
        // A flag compared with 0: `x != 0` is the flag, `x == 0` its negation, where
        // `x` is the flag itself (i1), its zero extension, or `select p, zext p, 0`
        // (CuTe DSL's unsimplified boolean conversions).
        "llvm.icmp"
            if matches!(
                ir::attr(op, "predicate").map(|p| mlirIntegerAttrGetValueInt(p)),
                Some(0 | 1)
            ) && konst(ops[1]) == Some(0)
                && flag_of(ops[0], &shape).is_some() =>
        {
            let flag = b.intern(flag_of(ops[0], &shape)?);
            let eq = mlirIntegerAttrGetValueInt(ir::attr(op, "predicate")?) == 0;
            if eq {
                Expr::NotPred(flag)
            } else {
                Expr::Copy(flag)
            }
        }
        "llvm.icmp" => {
            // The predicate enum (LLVM's ICmpPredicate): eq, ne, slt, sle, sgt, sge,
            // ult, ule, ugt, uge = 0..9.
            let p = ir::attr(op, "predicate")?;
            let pred = mlirAttributeIsAInteger(p).then(|| mlirIntegerAttrGetValueInt(p))?;
            let (lhs, rhs, swapped) = match (konst(ops[0]), konst(ops[1])) {
                (None, Some(c)) => (ops[0], c, false),
                (Some(c), None) => (ops[1], c, true),
                _ => return None,
            };
            let lhs = b.intern(lhs);
            match pred {
                0 | 1 => Expr::CmpConst {
                    lhs,
                    rhs,
                    eq: pred == 0,
                },
                2..=9 => {
                    let k = (pred - 2) % 4;
                    Expr::CmpOrder {
                        lhs,
                        rhs,
                        // The constant on the left: `c < x` is `x > c`.
                        less: (k < 2) != swapped,
                        or_equal: k % 2 == 1,
                        unsigned: pred >= 6,
                    }
                }
                _ => return None,
            }
        }
        _ => return None,
    })
}

/// Whether `ptr` points into a stack slot of this function (`llvm.alloca`, through
/// GEPs and casts): thread-local memory, never shared memory an async-proxy reader
/// sees (R-PROXY). CuTe DSL keeps register arrays there before LLVM's optimizer runs.
unsafe fn on_stack(mut ptr: MlirValue) -> bool {
    for _ in 0..16 {
        let Some(def) = ir::def_op(ptr) else {
            return false;
        };
        match ir::op_name(def).as_str() {
            "llvm.alloca" => return true,
            "llvm.getelementptr" | "llvm.bitcast" | "llvm.addrspacecast" => {
                ptr = ir::operands(def)[0];
            }
            _ => return false,
        }
    }
    false
}

/// The kernel whose body `func` is: `func` itself when it is a kernel, or a kernel
/// whose whole body is `llvm.call @func(...)` and `llvm.return` when every use of
/// `func` in its module is such a kernel's call (clang leaves ThunderKittens'
/// block-scaled GEMMs so, and FlashMLA's sparse kernels call one devfunc), as the
/// LLVM front end's `kernel_body_of`: every thread of the CTA then runs `func` from
/// its start and leaves the kernel when it returns. Several such kernels must
/// declare the same block size; the first stands for them all.
unsafe fn kernel_body_of(func: MlirOperation, callers: &mut Callers) -> Option<MlirOperation> {
    if is_kernel(func) {
        return Some(func);
    }
    let name = ir::attr_string(func, "sym_name")?;
    let module = mlirOperationGetParentOperation(func);
    if module.ptr.is_null() || mlirOperationGetNumRegions(module) == 0 {
        return None;
    }
    let uses = callers.of_module(module).get(&name)?;
    if uses.other {
        return None;
    }
    let first = *uses.wrappers.first()?;
    let shape = |k: MlirOperation| {
        let s = BlockShape::of(k);
        (s.exact, s.max)
    };
    uses.wrappers
        .iter()
        .all(|&k| shape(k) == shape(first))
        .then_some(first)
}

/// The uses of each function symbol of a module, for [`kernel_body_of`]: one walk of
/// each module, made the first time a function of it asks (a walk per function made
/// a module of 4000 device functions take 30 s).
#[derive(Default)]
pub struct Callers {
    modules: HashMap<*const std::ffi::c_void, HashMap<String, SymbolUses>>,
}

/// What a module does with one function symbol.
#[derive(Default)]
struct SymbolUses {
    /// The kernels whose whole body is a call of it (constants, the call, return),
    /// in module order.
    wrappers: Vec<MlirOperation>,
    /// It has another use: a call from anything else, or its address taken.
    other: bool,
}

impl Callers {
    unsafe fn of_module(&mut self, module: MlirOperation) -> &HashMap<String, SymbolUses> {
        self.modules
            .entry(module.ptr as *const _)
            .or_insert_with(|| symbol_uses(module))
    }
}

unsafe fn symbol_uses(module: MlirOperation) -> HashMap<String, SymbolUses> {
    let mut uses: HashMap<String, SymbolUses> = HashMap::new();
    let named = |op: MlirOperation, key: &str| {
        ir::attr(op, key).map(|a| ir::attr_text(a).trim_start_matches('@').to_string())
    };
    // What a wrapper kernel's one block may hold before the call: constants (MLIR
    // materializes the call's constant arguments as ops).
    let constant = |o: &MlirOperation| {
        matches!(
            ir::op_name(*o).as_str(),
            "llvm.mlir.constant"
                | "llvm.mlir.addressof"
                | "llvm.mlir.zero"
                | "llvm.mlir.undef"
                | "llvm.mlir.poison"
        )
    };
    for block in ir::blocks(mlirOperationGetRegion(module, 0)) {
        for f in ir::ops(block) {
            if ir::op_name(f) != "llvm.func" || mlirOperationGetNumRegions(f) == 0 {
                continue;
            }
            let body = ir::blocks(mlirOperationGetRegion(f, 0));
            for bl in &body {
                let ops = ir::ops(*bl);
                let n = ops.len();
                for (at, &op) in ops.iter().enumerate() {
                    let op_name = ir::op_name(op);
                    let callee = named(op, "callee");
                    if op_name != "llvm.call" || callee.is_none() {
                        // A use of the symbol other than a direct call: unknown callers.
                        for name in [named(op, "global_name"), callee].into_iter().flatten() {
                            uses.entry(name).or_default().other = true;
                        }
                        continue;
                    }
                    // The kernel's one block: constants, the call, the return.
                    let wrapper = is_kernel(f)
                        && body.len() == 1
                        && n >= 2
                        && at == n - 2
                        && ir::op_name(ops[n - 1]) == "llvm.return"
                        && ops[..n - 2].iter().all(constant);
                    let entry = uses.entry(callee.unwrap_or_default()).or_default();
                    if wrapper {
                        entry.wrappers.push(f);
                    } else {
                        entry.other = true;
                    }
                }
            }
        }
    }
    uses
}

/// How deep [`host_pointer`] follows a pointer (the LLVM front end's bound).
const HOST_DEPTH: u32 = 12;

/// A block argument of the entry block of a kernel (`ptx_kernel`): a value the
/// host passed.
unsafe fn kernel_argument(v: MlirValue) -> bool {
    if !mlirValueIsABlockArgument(v) {
        return false;
    }
    let block = mlirBlockArgumentGetOwner(v);
    let func = mlirBlockGetParentOperation(block);
    let region = mlirBlockGetParentRegion(block);
    !func.ptr.is_null() && is_kernel(func) && mlirRegionGetFirstBlock(region).ptr == block.ptr
}

/// Whether the generic pointer `ptr` is one the host passed, moved by integer
/// offsets: a pointer argument of a kernel, through GEPs, casts, and `inttoptr` of
/// its `ptrtoint` plus offsets (JAX Mosaic GPU computes its output addresses so),
/// as the LLVM front end's `host_pointer` reads it. The host cannot name a CTA's
/// shared memory, so a store through it writes global memory.
pub(crate) unsafe fn host_pointer(ptr: MlirValue, depth: u32) -> bool {
    if depth == 0 {
        return false;
    }
    if kernel_argument(ptr) {
        return ir::type_text(mlirValueGetType(ptr)).starts_with("!llvm.ptr");
    }
    let Some(def) = ir::def_op(ptr) else {
        return false;
    };
    let ops = ir::operands(def);
    match ir::op_name(def).as_str() {
        "llvm.getelementptr" | "llvm.bitcast" | "llvm.addrspacecast" => {
            host_pointer(ops[0], depth - 1)
        }
        "llvm.inttoptr" => host_address(ops[0], depth - 1),
        _ => false,
    }
}

/// Whether the integer `v` is a host pointer's address plus integer offsets:
/// `ptrtoint` of one, plus or minus [`host_offset`]s.
unsafe fn host_address(v: MlirValue, depth: u32) -> bool {
    if depth == 0 {
        return false;
    }
    let Some(def) = ir::def_op(v) else {
        return false;
    };
    let ops = ir::operands(def);
    match ir::op_name(def).as_str() {
        "llvm.ptrtoint" => host_pointer(ops[0], depth - 1),
        "llvm.add" => {
            host_address(ops[0], depth - 1) && host_offset(ops[1], depth - 1)
                || host_offset(ops[0], depth - 1) && host_address(ops[1], depth - 1)
        }
        "llvm.sub" => host_address(ops[0], depth - 1) && host_offset(ops[1], depth - 1),
        _ => false,
    }
}

/// Whether the integer `v` is computed from no address: constants, special
/// registers, a kernel's integer arguments, and integer arithmetic and casts of
/// such values.
unsafe fn host_offset(v: MlirValue, depth: u32) -> bool {
    if ir::const_int(v).is_some() {
        return true;
    }
    if depth == 0 {
        return false;
    }
    if kernel_argument(v) {
        return ir::type_text(mlirValueGetType(v)).starts_with('i');
    }
    let Some(def) = ir::def_op(v) else {
        return false;
    };
    if ranges::sreg(def).is_some() {
        return true;
    }
    match ir::op_name(def).as_str() {
        "llvm.zext" | "llvm.sext" | "llvm.trunc" | "llvm.add" | "llvm.sub" | "llvm.mul"
        | "llvm.shl" | "llvm.lshr" | "llvm.ashr" | "llvm.and" | "llvm.or" | "llvm.xor"
        | "llvm.udiv" | "llvm.urem" => ir::operands(def).iter().all(|o| host_offset(*o, depth - 1)),
        _ => false,
    }
}

/// Whether a store through `ptr` may write shared memory: its address space is
/// shared (3, or 7, the cluster's) or generic (0), and it is neither a stack slot
/// ([`on_stack`]) nor, generic, a pointer the host passed ([`host_pointer`]).
pub(crate) unsafe fn may_write_shared(ptr: MlirValue) -> bool {
    let space = ir::pointer_space(ptr);
    matches!(space, Some(0 | 3 | 7))
        && !on_stack(ptr)
        && !(space == Some(0) && host_pointer(ptr, HOST_DEPTH))
}

/// The `i1` flag an integer carries as 0 or 1 (see the `llvm.icmp` case of
/// `predicate_expr`): the flag itself, its zero extension, or `select p, zext p, 0`
/// (also `select p, 1, 0`).
unsafe fn flag_of(v: MlirValue, shape: &BlockShape) -> Option<MlirValue> {
    if ir::type_text(mlirValueGetType(v)) == "i1" {
        return (ranges::constant(v, shape).is_none()).then_some(v);
    }
    let def = ir::def_op(v)?;
    let ops = ir::operands(def);
    match ir::op_name(def).as_str() {
        "llvm.zext" if ir::type_text(mlirValueGetType(ops[0])) == "i1" => Some(ops[0]),
        "llvm.select" => {
            let c = ops[0];
            let then_is_flag = ranges::constant(ops[1], shape) == Some(1)
                || ir::def_op(ops[1]).is_some_and(|d| {
                    ir::op_name(d) == "llvm.zext" && mlirValueEqual(ir::operands(d)[0], c)
                });
            (then_is_flag && ranges::constant(ops[2], shape) == Some(0)).then_some(c)
        }
        _ => None,
    }
}

/// The `predicate` operand of an nvvm op that has one (`PtxPredicate` in
/// NVVMOps.td): the last operand, when its segment (or the operand count) says it is
/// present.
pub(crate) unsafe fn ptx_predicate(
    op: MlirOperation,
    name: &str,
    operands: &[MlirValue],
) -> Option<MlirValue> {
    let last = *operands.last()?;
    let present = match name {
        "nvvm.mbarrier.init" | "nvvm.mbarrier.arrive.expect_tx" => operands.len() == 3,
        "nvvm.inline_ptx"
        | "nvvm.cp.async.bulk.tensor.shared.cluster.global"
        | "nvvm.cp.async.bulk.tensor.global.shared.cta"
        | "nvvm.prefetch" => ir::attr(op, "operandSegmentSizes").is_some_and(|a| {
            let n = mlirDenseArrayGetNumElements(a);
            n > 0 && mlirDenseI32ArrayGetElement(a, n - 1) == 1
        }),
        _ => false,
    };
    (present && ir::type_text(mlirValueGetType(last)) == "i1").then_some(last)
}

/// Guard unguarded instructions with a predicate operand (an `elect.sync` result
/// is the leader guard).
unsafe fn guard_with(b: &mut Builder, insts: &mut [Inst], pred: Option<MlirValue>) {
    let Some(p) = pred else { return };
    let guard = if b.elect.contains(&p.ptr) {
        Guard::Elect
    } else {
        Guard::Pred {
            value: b.intern(p),
            negated: false,
        }
    };
    for i in insts.iter_mut().filter(|i| i.guard.is_none()) {
        i.guard = Some(guard);
    }
}

/// The number of elements of `vector<NxT>` (1 for a scalar).
fn element_count(ty: &str) -> u32 {
    ty.strip_prefix("vector<")
        .and_then(|r| r.split('x').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(1)
}

/// An op mapped to one PTX statement.
unsafe fn mapped(
    b: &mut Builder,
    op: MlirOperation,
    what: &str,
    text: &str,
    looped: bool,
    args: Vec<MlirValue>,
) -> Result<Vec<Inst>, TranslateError> {
    let stmt = parse_statement(text)
        .map_err(|e| error(op, format!("internal mapping of `{what}`: {e}")))?;
    let results = ir::results(op);
    let mut env = OpEnv {
        b,
        op,
        n_outputs: 0,
        args: args.clone(),
    };
    let mut c = classify(&stmt, &mut env).map_err(|e| error(op, format!("`{what}`: {e}")))?;
    if let Op::Sync(ev) = &mut c.op {
        if let SyncKind::MbarWait { looped: l } = &mut ev.kind {
            *l = looped;
        }
    }
    if c.op == Op::Elect {
        for r in &results {
            env.b.elect.insert(r.ptr);
        }
    }
    let mut i = Inst::new(c.op);
    i.defs = c.defs;
    for r in &results {
        let me = env.b.intern(*r);
        if !i.defs.contains(&me) {
            i.defs.push(me);
        }
    }
    i.uses = env.b.uses(&args);
    i.guard = c.guard;
    Ok(vec![i])
}

unsafe fn translate_asm(
    b: &mut Builder,
    op: MlirOperation,
    asm: &str,
    n_outputs: usize,
    args: Vec<MlirValue>,
) -> Result<Vec<Inst>, TranslateError> {
    let items = split_asm(asm).map_err(|e| error(op, format!("inline asm: {e}")))?;
    // The retry loop `L: mbarrier.try_wait P, ...; @!P bra L;` in one asm.
    let looped_preds = tcgen05_ptx_decode::looped_wait_predicates(&items);
    let mut env = OpEnv {
        b,
        op,
        n_outputs,
        args: args.clone(),
    };
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
        let mut c = classify(stmt, &mut env).map_err(|e| error(op, format!("inline asm: {e}")))?;
        // `@!%pj` with `setp.eq %pj, $k, 0` of a leader flag `$k`: the leader's.
        let flag = |k: usize| {
            let arg = args.get(k.checked_sub(n_outputs)?)?;
            env.b.elect_flags.get(&arg.ptr).copied()
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
            for r in ir::results(op) {
                env.b.elect.insert(r.ptr);
            }
        }
        // `@$k` where $k is an elect.sync leader predicate.
        if let (Some((p, false)), Some(Guard::Pred { .. })) = (&stmt.predicate, c.guard) {
            if let Some(k) = p.strip_prefix('$').and_then(|k| k.parse::<usize>().ok()) {
                if k >= n_outputs
                    && args
                        .get(k - n_outputs)
                        .is_some_and(|a| env.b.elect.contains(&a.ptr))
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
        out.push(Inst::new(Op::Plain));
        stmts.push(0);
    }
    env.b.asm_stmts = stmts;
    // An output the asm sets in its elected lane and presets itself, or that is tied
    // to a constant input (clang's `elect_one_sync`: `"=r,=r,r,0,1"`), as the LLVM
    // front end reads them.
    let constraints = ir::attr_string(op, "constraints").unwrap_or_default();
    for flag in tcgen05_ptx_decode::asm_elect_flags(&items, n_outputs) {
        let unset = flag.preset.or_else(|| {
            tcgen05_ptx_decode::tied_input(&constraints, flag.output)
                .and_then(|j| args.get(j))
                .and_then(|a| ir::const_int(*a))
        });
        let Some(unset) = unset.filter(|u| *u != flag.set) else {
            continue;
        };
        for r in ir::results(op) {
            if n_outputs == 1 {
                env.b.elect_flags.insert(r.ptr, (unset, flag.set));
            } else {
                env.b
                    .elect_flag_outputs
                    .insert((r.ptr, flag.output as i64), (unset, flag.set));
            }
        }
    }
    // The asm's comparisons of its inputs, as facts on them.
    env.b.asm_exprs = comparisons
        .iter()
        .filter_map(|c| c.fact(&mut env))
        .collect();
    Ok(out)
}
