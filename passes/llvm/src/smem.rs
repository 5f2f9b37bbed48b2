//! Shared-memory spans in LLVM IR (R-PROXY "of that memory", as in the PTX reader).
//!
//! The accesses R-PROXY cares about (shared stores, MMA and `tcgen05.cp` operands, in
//! inline asm or intrinsics) and the integer arithmetic behind their addresses are
//! written as PTX statements over pseudo registers (`%v<n>`, one per LLVM value) and
//! handed to the PTX layer's span analysis (`tcgen05_ptx_decode::smem_spans`), so both
//! front ends bound addresses alike: a phi is one `mov` per incoming value (the
//! analysis joins a register's definitions), a `select` on an `icmp` is `selp` on a
//! `setp`, casts are `cvt`/`mov`/`cvta`, byte GEPs are adds, a special-register
//! intrinsic is a `mov` of that register, and an asm statement's `@$k` guard names
//! the operand's register. Anything else defines nothing, which the analysis takes
//! as unknown.

use tcgen05_core::{HashMap, HashSet};

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::target::{
    LLVMABISizeOfType, LLVMGetModuleDataLayout, LLVMOffsetOfElement, LLVMTargetDataRef,
};
use llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMTypeKind};
use tcgen05_core::barrier_groups;
use tcgen05_core::barrier_phase::BarrierPhases;
use tcgen05_core::facts::WarpRange;
use tcgen05_core::model::{BlockId, Function, InstRef};
use tcgen05_core::spec::{Op, SmemSpan};
use tcgen05_ptx_decode::smem_spans::SharedSymbol;
use tcgen05_ptx_decode::smem_spans::{group_writes, TableWrite};
use tcgen05_ptx_decode::{parse_statement, split_asm, AsmItem, Operand, Statement};

use crate::intrinsics::{map_intrinsic, CallShape, Mapped};
use crate::model_build::{
    block_instructions, call_runs_nothing, callee_name, count_outputs, inline_asm,
    special_register, value_name, Anchor,
};

/// A constant GEP index, sign-extended as GEP indices are.
///
/// # Safety
/// `v` must be a live value.
unsafe fn const_index(v: LLVMValueRef) -> Option<i64> {
    // SAFETY: this function's contract.
    unsafe { (!LLVMIsAConstantInt(v).is_null()).then(|| LLVMConstIntGetSExtValue(v)) }
}

/// How many LLVM values the statements may describe (then the rest are unknown).
const BUDGET: usize = 200_000;

/// A register no statement defines: a value the analysis does not know.
const UNKNOWN_VALUE: &str = "%unknown";

/// The destination given to a statement written only for the memory it may write
/// (no statement reads it).
const SINK: &str = "%sink";

struct Writer {
    /// The module's data layout, for the byte offsets of GEPs.
    layout: Option<LLVMTargetDataRef>,
    names: HashMap<LLVMValueRef, String>,
    /// Shared-memory globals by name.
    shared: HashMap<String, LLVMValueRef>,
    stmts: Vec<Option<Statement>>,
    work: Vec<LLVMValueRef>,
    seen: HashSet<LLVMValueRef>,
    /// The LLVM instruction the statements now written stand for, if one.
    origin: Option<LLVMValueRef>,
    /// Per statement written before the last [`Writer::set_origin`]: its origin.
    origins: Vec<Option<LLVMValueRef>>,
    /// Asm-local registers already given a definition ([`Writer::asm_locals`]).
    local_defs: HashSet<String>,
}

/// One inline-asm call's statements and arguments, for [`Writer::asm_locals`].
struct AsmCall<'a> {
    stmts: &'a [&'a Statement],
    args: &'a [LLVMValueRef],
    /// The number of outputs (`$first` is `args[0]`).
    first: usize,
    /// The call's pseudo register, naming its copies of the asm's locals.
    tag: &'a str,
}

/// Definitions [`Writer::asm_locals`] follows back, at most.
const LOCAL_DEPTH: u32 = 4;

/// `o` with every register named in `renamed` replaced by its new name.
fn rename_names(o: &mut Operand, renamed: &[(String, String)]) {
    match o {
        Operand::Name(n) => {
            if let Some((_, to)) = renamed.iter().find(|(from, _)| from == n) {
                *n = to.clone();
            }
        }
        Operand::Vector(items) => items.iter_mut().for_each(|i| rename_names(i, renamed)),
        Operand::Address { base, rest, .. } => {
            if let Some((_, to)) = renamed.iter().find(|(from, _)| from == base) {
                *base = to.clone();
            }
            rest.iter_mut().for_each(|i| rename_names(i, renamed));
        }
        _ => {}
    }
}

impl Writer {
    /// The operand for `v`: a constant, a shared global's name, or a pseudo register
    /// (queued for its definition).
    unsafe fn operand(&mut self, v: LLVMValueRef) -> Operand {
        // SAFETY: `v` is a live value of the module being translated.
        unsafe {
            if !LLVMIsAConstantInt(v).is_null() {
                return Operand::Imm(LLVMConstIntGetSExtValue(v));
            }
            // Triton hands inline asm a shared-memory descriptor `{ ptr addrspace(3),
            // i32 } { ptr ..., i32 0 }` for an `r` operand: code generation passes its
            // first field.
            if !LLVMIsAConstantStruct(v).is_null() {
                let first = LLVMGetAggregateElement(v, 0);
                if !first.is_null()
                    && LLVMGetTypeKind(LLVMTypeOf(first)) == LLVMTypeKind::LLVMPointerTypeKind
                {
                    return self.operand(first);
                }
            }
            if !LLVMIsAGlobalVariable(v).is_null() && LLVMGetPointerAddressSpace(LLVMTypeOf(v)) == 3
            {
                let name = value_name(v);
                self.shared.insert(name.clone(), v);
                return Operand::Name(name);
            }
            Operand::Name(self.name(v))
        }
    }

    unsafe fn name(&mut self, v: LLVMValueRef) -> String {
        let n = self.names.len();
        let name = self
            .names
            .entry(v)
            .or_insert_with(|| format!("%v{n}"))
            .clone();
        if self.seen.insert(v) && self.seen.len() < BUDGET {
            self.work.push(v);
        }
        name
    }

    /// An address operand `[v]` (a constant address gets a register).
    unsafe fn address(&mut self, v: LLVMValueRef) -> Operand {
        // SAFETY: as `operand`.
        unsafe {
            let base = match self.operand(v) {
                Operand::Name(n) => n,
                _ => self.name(v),
            };
            Operand::Address {
                base,
                offset: 0,
                rest: Vec::new(),
            }
        }
    }

    /// The statements written from here on stand for `origin`.
    fn set_origin(&mut self, origin: Option<LLVMValueRef>) {
        self.origins.resize(self.stmts.len(), self.origin);
        self.origin = origin;
    }

    fn push(&mut self, opcode: String, operands: Vec<Operand>) {
        self.stmts.push(Some(Statement {
            predicate: None,
            opcode,
            operands,
        }));
    }

    /// The statements defining `v`.
    unsafe fn define(&mut self, v: LLVMValueRef) {
        // SAFETY: as `operand`; operands are read below LLVMGetNumOperands.
        unsafe {
            let Some(opcode) = crate::model_build::value_opcode(v) else {
                return;
            };
            let me = Operand::Name(self.name(v));
            let width = |t: LLVMTypeRef| match LLVMGetTypeKind(t) {
                LLVMTypeKind::LLVMIntegerTypeKind => LLVMGetIntTypeWidth(t),
                _ => 64,
            };
            let w = width(LLVMTypeOf(v));
            if !matches!(w, 16 | 32 | 64) && opcode != LLVMOpcode::LLVMICmp {
                return;
            }
            let op = |k| LLVMGetOperand(v, k);
            let binary = |name: &str| Some(format!("{name}{w}"));
            let kind = match opcode {
                LLVMOpcode::LLVMAdd => binary("add.s"),
                LLVMOpcode::LLVMSub => binary("sub.s"),
                LLVMOpcode::LLVMMul => binary("mul.lo.s"),
                LLVMOpcode::LLVMShl => binary("shl.b"),
                LLVMOpcode::LLVMLShr => binary("shr.u"),
                LLVMOpcode::LLVMAShr => binary("shr.s"),
                LLVMOpcode::LLVMAnd => binary("and.b"),
                LLVMOpcode::LLVMOr => binary("or.b"),
                LLVMOpcode::LLVMXor => binary("xor.b"),
                LLVMOpcode::LLVMURem => binary("rem.u"),
                LLVMOpcode::LLVMUDiv => binary("div.u"),
                _ => None,
            };
            if let Some(kind) = kind {
                let (a, b) = (self.operand(op(0)), self.operand(op(1)));
                self.push(kind, vec![me, a, b]);
                return;
            }
            match opcode {
                LLVMOpcode::LLVMZExt | LLVMOpcode::LLVMTrunc => {
                    let from = width(LLVMTypeOf(op(0)));
                    let a = self.operand(op(0));
                    self.push(format!("cvt.u{w}.u{from}"), vec![me, a]);
                }
                LLVMOpcode::LLVMSExt => {
                    let from = width(LLVMTypeOf(op(0)));
                    let a = self.operand(op(0));
                    self.push(format!("cvt.s{w}.s{from}"), vec![me, a]);
                }
                // Triton packs descriptors as `bitcast (insertelement <2 x i32> ...)`.
                LLVMOpcode::LLVMBitCast
                    if LLVMGetTypeKind(LLVMTypeOf(op(0))) == LLVMTypeKind::LLVMVectorTypeKind =>
                {
                    let src = op(0);
                    if LLVMGetVectorSize(LLVMTypeOf(src)) == 2 && w == 64 {
                        let (lo, hi) = (self.element(src, 0, 8), self.element(src, 1, 8));
                        self.push("mov.b64".into(), vec![me, Operand::Vector(vec![lo, hi])]);
                    }
                }
                LLVMOpcode::LLVMPtrToInt | LLVMOpcode::LLVMIntToPtr | LLVMOpcode::LLVMBitCast => {
                    let a = self.operand(op(0));
                    self.push(format!("mov.b{w}"), vec![me, a]);
                }
                LLVMOpcode::LLVMAddrSpaceCast => {
                    let (from, to) = (
                        LLVMGetPointerAddressSpace(LLVMTypeOf(op(0))),
                        LLVMGetPointerAddressSpace(LLVMTypeOf(v)),
                    );
                    let a = self.operand(op(0));
                    match (from, to) {
                        (3, 0) => self.push("cvta.shared.u64".into(), vec![me, a]),
                        (0, 3) => self.push("cvta.to.shared.u64".into(), vec![me, a]),
                        // A `shared::cta` address is the executing CTA's own window in
                        // `shared::cluster` (a TMA load's destination).
                        (3, 7) => self.push(format!("mov.b{w}"), vec![me, a]),
                        _ => {}
                    }
                }
                LLVMOpcode::LLVMGetElementPtr => self.gep(v, me),
                LLVMOpcode::LLVMPHI => {
                    for k in 0..LLVMCountIncoming(v) {
                        let a = self.operand(LLVMGetIncomingValue(v, k));
                        self.push(format!("mov.b{w}"), vec![me.clone(), a]);
                    }
                }
                LLVMOpcode::LLVMSelect => {
                    let (c, a, b) = (
                        self.operand(op(0)),
                        self.operand(op(1)),
                        self.operand(op(2)),
                    );
                    self.push(format!("selp.b{w}"), vec![me, a, b, c]);
                }
                LLVMOpcode::LLVMICmp => {
                    let cw = width(LLVMTypeOf(op(0)));
                    let (cmp, sign) = match LLVMGetICmpPredicate(v) {
                        LLVMIntPredicate::LLVMIntEQ => ("eq", "b"),
                        LLVMIntPredicate::LLVMIntNE => ("ne", "b"),
                        LLVMIntPredicate::LLVMIntUGT => ("hi", "u"),
                        LLVMIntPredicate::LLVMIntUGE => ("hs", "u"),
                        LLVMIntPredicate::LLVMIntULT => ("lo", "u"),
                        LLVMIntPredicate::LLVMIntULE => ("ls", "u"),
                        LLVMIntPredicate::LLVMIntSGT => ("gt", "s"),
                        LLVMIntPredicate::LLVMIntSGE => ("ge", "s"),
                        LLVMIntPredicate::LLVMIntSLT => ("lt", "s"),
                        LLVMIntPredicate::LLVMIntSLE => ("le", "s"),
                    };
                    let (a, b) = (self.operand(op(0)), self.operand(op(1)));
                    self.push(format!("setp.{cmp}.{sign}{cw}"), vec![me, a, b]);
                }
                // A special register (`llvm.nvvm.read.ptx.sreg.tid.x`, or inline asm
                // `mov.u32 $0, %tid.x;`): the analysis bounds it, and a comparison of
                // it guards a store (Triton's `@(tid < 32) st.shared`).
                LLVMOpcode::LLVMCall => {
                    if crate::model_build::known_zero(v, 0) {
                        // `%tid.y` of a kernel declared `X,1,1` (LLVM's `range(i32 0, 1)`).
                        self.push(format!("mov.u{w}"), vec![me, Operand::Imm(0)]);
                    } else if let Some(sreg) = special_register(v) {
                        self.push(format!("mov.u{w}"), vec![me, Operand::Name(sreg)]);
                    } else if callee_name(v).as_deref() == Some("llvm.nvvm.shfl.sync.idx.i32") {
                        // (mask, value, lane, clamp): `shfl.sync.idx.b32 d, value, lane,
                        // clamp, mask` (a warp index broadcast from lane 0).
                        let (mask, value, lane, clamp) = (
                            self.operand(op(0)),
                            self.operand(op(1)),
                            self.operand(op(2)),
                            self.operand(op(3)),
                        );
                        self.push(
                            "shfl.sync.idx.b32".into(),
                            vec![me, value, lane, clamp, mask],
                        );
                    }
                }
                _ => {}
            }
        }
    }

    /// A GEP as a chain of `mad.lo.s64` over its indices: each scales by the
    /// allocation size of the type it steps over (the module's data layout), and a
    /// struct field adds its offset. ThunderKittens steps over its pipeline stages
    /// as `getelementptr %"input_tiles_t", ptr %base, i64 %stage`. A GEP of a
    /// scalable type, or of a struct by a non-constant index, stays undefined.
    ///
    /// # Safety
    /// `v` must be a live GEP instruction or constant expression.
    unsafe fn gep(&mut self, v: LLVMValueRef, me: Operand) {
        // SAFETY: this function's contract; operands are read below LLVMGetNumOperands.
        unsafe {
            let Some(layout) = self.layout else { return };
            if LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMTypeKind::LLVMPointerTypeKind {
                return;
            }
            let n = LLVMGetNumOperands(v).max(0) as u32;
            let mut ty = LLVMGetGEPSourceElementType(v);
            // (index, scale) steps and a constant byte offset.
            let mut steps: Vec<(LLVMValueRef, i64)> = Vec::new();
            let mut offset: i64 = 0;
            for k in 1..n {
                let index = LLVMGetOperand(v, k);
                if k > 1 {
                    match LLVMGetTypeKind(ty) {
                        LLVMTypeKind::LLVMStructTypeKind => {
                            let Some(field) = const_index(index) else {
                                return;
                            };
                            let Ok(field) = u32::try_from(field) else {
                                return;
                            };
                            if field >= LLVMCountStructElementTypes(ty) {
                                return;
                            }
                            offset += LLVMOffsetOfElement(layout, ty, field) as i64;
                            ty = LLVMStructGetTypeAtIndex(ty, field);
                            continue;
                        }
                        LLVMTypeKind::LLVMArrayTypeKind => ty = LLVMGetElementType(ty),
                        _ => return,
                    }
                }
                if LLVMTypeIsSized(ty) == 0 {
                    return;
                }
                let size = LLVMABISizeOfType(layout, ty) as i64;
                match const_index(index) {
                    Some(c) => offset += c * size,
                    None => steps.push((index, size)),
                }
            }
            let mut acc = self.operand(LLVMGetOperand(v, 0));
            for (i, (index, size)) in steps.iter().enumerate() {
                let last = i + 1 == steps.len() && offset == 0;
                let to = if last {
                    me.clone()
                } else {
                    Operand::Name(format!("{}_{i}", self.name(v)))
                };
                let index = self.operand(*index);
                self.push(
                    "mad.lo.s64".into(),
                    vec![to.clone(), index, Operand::Imm(*size), acc],
                );
                acc = to;
            }
            if offset != 0 || steps.is_empty() {
                self.push("add.s64".into(), vec![me, acc, Operand::Imm(offset)]);
            }
        }
    }

    /// Element `j` of the vector `v`: through `insertelement` with constant
    /// indices to a constant vector's element; anything else is unknown.
    unsafe fn element(&mut self, v: LLVMValueRef, j: u32, depth: u32) -> Operand {
        // SAFETY: as `operand`.
        unsafe {
            let unknown = Operand::Name(format!("%elem{}", self.names.len()));
            if depth == 0 {
                return unknown;
            }
            if !LLVMIsAInsertElementInst(v).is_null()
                || (!LLVMIsAConstantExpr(v).is_null()
                    && LLVMGetConstOpcode(v) == LLVMOpcode::LLVMInsertElement)
            {
                let at = LLVMGetOperand(v, 2);
                return match (!LLVMIsAConstantInt(at).is_null())
                    .then(|| LLVMConstIntGetZExtValue(at))
                {
                    Some(i) if i == j as u64 => self.operand(LLVMGetOperand(v, 1)),
                    Some(_) => self.element(LLVMGetOperand(v, 0), j, depth - 1),
                    None => unknown,
                };
            }
            if !LLVMIsAConstant(v).is_null() {
                let e = LLVMGetAggregateElement(v, j);
                if !e.is_null() && !LLVMIsAConstantInt(e).is_null() {
                    return Operand::Imm(LLVMConstIntGetSExtValue(e));
                }
            }
            unknown
        }
    }

    /// `stmt` with its `$k` placeholders replaced by the call's operands.
    unsafe fn substitute(
        &mut self,
        stmt: &Statement,
        args: &[LLVMValueRef],
        first: usize,
    ) -> Statement {
        // SAFETY: `args` are live values of the module.
        unsafe {
            let arg = |n: &str| -> Option<usize> {
                n.strip_prefix('$')?
                    .parse::<usize>()
                    .ok()?
                    .checked_sub(first)
                    .filter(|&k| k < args.len())
            };
            let mut out = stmt.clone();
            // `@$k st...`: the guard an asm statement takes as an operand (Triton's
            // predicated stores), so the span analysis can refine by its comparison.
            if let Some((p, _)) = &mut out.predicate {
                if let Some(k) = p.starts_with('$').then(|| arg(p)).flatten() {
                    if let Operand::Name(n) = self.operand(args[k]) {
                        *p = n;
                    }
                }
            }
            // A `$k` operand: the call's operand `k`, or an output of the asm.
            let bound = |w: &mut Self, n: &str| match arg(n) {
                Some(k) => w.operand(args[k]),
                None => Operand::Name(format!("%out{n}")),
            };
            for o in &mut out.operands {
                match o {
                    Operand::Name(n) if n.starts_with('$') => *o = bound(self, n),
                    // `mov.b64 %rda, {$7, $8}`: the halves.
                    Operand::Vector(items) => {
                        for item in items.iter_mut() {
                            if let Operand::Name(n) = item {
                                if n.starts_with('$') {
                                    *item = bound(self, n);
                                }
                            }
                        }
                    }
                    Operand::Address { base, .. } if base.starts_with('$') => {
                        *base = match arg(base) {
                            Some(k) => match self.address(args[k]) {
                                Operand::Address { base, .. } => base,
                                _ => format!("%out{base}"),
                            },
                            None => format!("%out{base}"),
                        };
                    }
                    _ => {}
                }
            }
            out
        }
    }

    /// The asm-local registers statement `at` of `asm` reads (`out`, its
    /// substituted form), renamed to this call's copy (`%rda@<call>@<j>`) and
    /// defined by the asm's last unpredicated statement `j` before `at` that writes
    /// it, whose own locals are handled alike, `depth` statements down. Mojo builds
    /// each MMA's descriptors in the MMA's asm (`mov.b64 %rda, {$7, $8};` and then
    /// `add.s32 %ra, $7, 2; mov.b64 %rda, {%ra, $8};` for the next K step). A local
    /// with no such definition stays unknown.
    unsafe fn asm_locals(
        &mut self,
        asm: &AsmCall,
        (at, writes_first): (usize, bool),
        out: &mut Statement,
        depth: u32,
    ) {
        // SAFETY: the asm's arguments are live values of the module.
        unsafe {
            let mut renamed: Vec<(String, String)> = Vec::new();
            // A definition's operand 0 is what it writes.
            let sources = out.operands.iter().skip(usize::from(writes_first));
            let mut names: Vec<String> = sources
                .flat_map(|o| o.names())
                .filter(|n| n.starts_with('%'))
                .map(str::to_string)
                .collect();
            names.sort();
            names.dedup();
            for n in names {
                let def = (0..at).rev().find(|&j| {
                    let d = asm.stmts[j];
                    d.predicate.is_none()
                        && matches!(d.operands.first(), Some(Operand::Name(x)) if *x == n)
                });
                let Some(j) = def else { continue };
                let local = format!("{n}@{}@{j}", asm.tag);
                if depth > 0 && self.local_defs.insert(local.clone()) {
                    let mut d = self.substitute(asm.stmts[j], asm.args, asm.first);
                    self.asm_locals(asm, (j, true), &mut d, depth - 1);
                    if let Some(dest) = d.operands.first_mut() {
                        *dest = Operand::Name(local.clone());
                    }
                    self.stmts.push(Some(d));
                }
                renamed.push((n, local));
            }
            for o in out.operands.iter_mut().skip(usize::from(writes_first)) {
                rename_names(o, &renamed);
            }
        }
    }

    /// `ld.shared.b<bits> %v, [address]` for a [`shared_integer_load`].
    unsafe fn load(&mut self, load: LLVMValueRef) -> Statement {
        // SAFETY: `load` is a live load instruction of an integer.
        unsafe {
            let bits = LLVMGetIntTypeWidth(LLVMTypeOf(load)).max(8);
            let dest = Operand::Name(self.name(load));
            let a = self.address(LLVMGetOperand(load, 0));
            Statement {
                predicate: None,
                opcode: format!("ld.shared.b{bits}"),
                operands: vec![dest, a],
            }
        }
    }

    /// The statement of the model instruction `anchor` stands for, if it is an
    /// access R-PROXY looks at.
    unsafe fn access(&mut self, anchor: &Anchor) -> Option<Statement> {
        // SAFETY: the anchor's instruction is a live value of the module.
        unsafe {
            let inst = anchor.inst;
            match LLVMGetInstructionOpcode(inst) {
                LLVMOpcode::LLVMStore => {
                    let (val, ptr) = (LLVMGetOperand(inst, 0), LLVMGetOperand(inst, 1));
                    let t = LLVMTypeOf(val);
                    let scalar = |t: LLVMTypeRef| match LLVMGetTypeKind(t) {
                        LLVMTypeKind::LLVMIntegerTypeKind => Some(LLVMGetIntTypeWidth(t)),
                        LLVMTypeKind::LLVMHalfTypeKind | LLVMTypeKind::LLVMBFloatTypeKind => {
                            Some(16)
                        }
                        LLVMTypeKind::LLVMFloatTypeKind => Some(32),
                        LLVMTypeKind::LLVMDoubleTypeKind => Some(64),
                        // A pointer: at most 64 bits (Triton stores one in a slot of
                        // its warp-specialized kernels' shared memory).
                        LLVMTypeKind::LLVMPointerTypeKind => Some(64),
                        _ => None,
                    };
                    let (lanes, bits) = match LLVMGetTypeKind(t) {
                        LLVMTypeKind::LLVMVectorTypeKind => {
                            (LLVMGetVectorSize(t), scalar(LLVMGetElementType(t))?)
                        }
                        _ => (1, scalar(t)?),
                    };
                    let space = match LLVMGetPointerAddressSpace(LLVMTypeOf(ptr)) {
                        3 => ".shared",
                        0 => "",
                        _ => return None,
                    };
                    let a = self.address(ptr);
                    let vector = if lanes > 1 {
                        format!(".v{lanes}")
                    } else {
                        String::new()
                    };
                    // The stored value where it is a constant scalar (a warp dispatch
                    // table's bytes), else one no statement defines.
                    let value = match (lanes, LLVMIsAConstantInt(val).is_null()) {
                        (1, false) => Operand::Imm(LLVMConstIntGetSExtValue(val)),
                        _ => Operand::Name(UNKNOWN_VALUE.into()),
                    };
                    Some(Statement {
                        predicate: None,
                        opcode: format!("st{space}{vector}.b{}", bits.max(8)),
                        operands: vec![a, value],
                    })
                }
                LLVMOpcode::LLVMCall => {
                    let n = LLVMGetNumArgOperands(inst) as usize;
                    let args: Vec<LLVMValueRef> =
                        (0..n).map(|k| LLVMGetOperand(inst, k as u32)).collect();
                    if let Some((asm, constraints)) = inline_asm(inst) {
                        let k = anchor.stmt?;
                        let items = split_asm(&asm).ok()?;
                        let stmts: Vec<&Statement> = items
                            .iter()
                            .filter_map(|i| match i {
                                AsmItem::Stmt(s) => Some(s),
                                _ => None,
                            })
                            .collect();
                        let first = count_outputs(&constraints);
                        let mut out = self.substitute(stmts.get(k)?, &args, first);
                        let tag = self.name(inst);
                        let asm = AsmCall {
                            stmts: &stmts,
                            args: &args,
                            first,
                            tag: &tag,
                        };
                        self.asm_locals(&asm, (k, false), &mut out, LOCAL_DEPTH);
                        return Some(out);
                    }
                    let name = callee_name(inst)?;
                    let is_pointer: Vec<bool> = args
                        .iter()
                        .map(|a| {
                            LLVMGetTypeKind(LLVMTypeOf(*a)) == LLVMTypeKind::LLVMPointerTypeKind
                        })
                        .collect();
                    let constant: Vec<Option<i64>> = args
                        .iter()
                        .map(|a| {
                            (!LLVMIsAConstantInt(*a).is_null())
                                .then(|| LLVMConstIntGetSExtValue(*a))
                        })
                        .collect();
                    let Mapped::Ptx(text) = map_intrinsic(
                        &name,
                        &CallShape {
                            is_pointer: &is_pointer,
                            constant: &constant,
                        },
                    ) else {
                        return None;
                    };
                    let stmt = parse_statement(&text).ok()?;
                    Some(self.substitute(&stmt, &args, 0))
                }
                _ => None,
            }
        }
    }
}

/// The statements of `func`'s `mbarrier.init` and `mbarrier.inval` (inline asm or
/// intrinsics), which no model instruction stands for: the span analysis bounds a
/// tensor TMA copy's box below a barrier initialized once and not invalidated before
/// a copy (`tcgen05_ptx_decode::smem_spans`). An invalidation from which no tensor
/// TMA copy (asm or intrinsic) and no call of the program's own is reachable is left
/// out, as the PTX reader leaves it out with its jumps.
///
/// # Safety
/// `blocks` must be the blocks of a live function, in order, `index` their numbers.
unsafe fn mbarrier_lifetimes(w: &mut Writer, blocks: &[LLVMBasicBlockRef], index: &BlockIndex) {
    // SAFETY: this function's contract; instructions are walked while alive.
    unsafe {
        // Per block: its calls, in order, as (instruction, is a copy).
        let calls: Vec<Vec<(LLVMValueRef, bool)>> = blocks
            .iter()
            .map(|&bb| {
                block_instructions(bb)
                    .filter(|&inst| LLVMGetInstructionOpcode(inst) == LLVMOpcode::LLVMCall)
                    .map(|inst| (inst, tensor_copy_call(inst)))
                    .collect()
            })
            .collect();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&bb| {
                let term = LLVMGetBasicBlockTerminator(bb);
                if term.is_null() {
                    return Vec::new();
                }
                (0..LLVMGetNumSuccessors(term))
                    .filter_map(|k| index.get(&LLVMGetSuccessor(term, k)).map(|b| b.0 as usize))
                    .collect()
            })
            .collect();
        // Blocks from whose start a copy is reachable: a backward fixpoint.
        let mut reaches: Vec<bool> = calls.iter().map(|c| c.iter().any(|x| x.1)).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for b in (0..blocks.len()).rev() {
                if !reaches[b] && succs[b].iter().any(|&s| reaches[s]) {
                    reaches[b] = true;
                    changed = true;
                }
            }
        }
        for (b, block_calls) in calls.iter().enumerate() {
            // Whether a copy follows each call in its block: from the end (a scan of
            // the rest per call was quadratic in a straight-line function).
            let mut later_copy = succs[b].iter().any(|&s| reaches[s]);
            let mut copy_after = vec![false; block_calls.len()];
            for (k, &(_, is_copy)) in block_calls.iter().enumerate().rev() {
                copy_after[k] = later_copy;
                later_copy |= is_copy;
            }
            for (&(inst, _), &copy_after) in block_calls.iter().zip(&copy_after) {
                w.set_origin(Some(inst));
                lifetime_statements(w, inst, copy_after);
            }
        }
    }
}

/// Whether call `inst` may be a tensor TMA copy: asm that names one, an intrinsic
/// `llvm.nvvm.cp[.reduce].async.bulk.tensor.*`, or a function of the program's own.
///
/// # Safety
/// `inst` must be a live call.
unsafe fn tensor_copy_call(inst: LLVMValueRef) -> bool {
    // SAFETY: this function's contract.
    unsafe {
        if let Some((asm, _)) = inline_asm(inst) {
            return asm.contains("async.bulk.tensor");
        }
        match callee_name(inst) {
            Some(name) => {
                name.starts_with("llvm.nvvm.cp.async.bulk.tensor")
                    || name.starts_with("llvm.nvvm.cp.reduce.async.bulk.tensor")
                    || !name.starts_with("llvm.") && !call_runs_nothing(inst)
            }
            None => true,
        }
    }
}

/// The `mbarrier.init`/`inval` statements call `inst` stands for, pushed to `w`;
/// invalidations only if `copy_after` (a tensor TMA copy may follow).
///
/// # Safety
/// `inst` must be a live call.
unsafe fn lifetime_statements(w: &mut Writer, inst: LLVMValueRef, copy_after: bool) {
    // SAFETY: this function's contract.
    unsafe {
        let n = LLVMGetNumArgOperands(inst) as usize;
        let args: Vec<LLVMValueRef> = (0..n).map(|k| LLVMGetOperand(inst, k as u32)).collect();
        let lifetime = |op: &str| {
            op.starts_with("mbarrier.init") || op.starts_with("mbarrier.inval") && copy_after
        };
        // An invalidation whose address is not read: any barrier may be it.
        let unknown_inval = || {
            copy_after
                .then(|| parse_statement("mbarrier.inval.b64 [%unread]").ok())
                .flatten()
        };
        if let Some((asm, constraints)) = inline_asm(inst) {
            if asm.contains("mbarrier.in") {
                let first = count_outputs(&constraints);
                match split_asm(&asm) {
                    Ok(items) => {
                        for item in items {
                            if let AsmItem::Stmt(stmt) = item {
                                if lifetime(&stmt.opcode) {
                                    let s = w.substitute(&stmt, &args, first);
                                    w.stmts.push(Some(s));
                                }
                            }
                        }
                    }
                    Err(_) if asm.contains("mbarrier.inval") => {
                        if let Some(s) = unknown_inval() {
                            w.stmts.push(Some(s));
                        }
                    }
                    Err(_) => {}
                }
            }
        } else if let Some(name) = callee_name(inst) {
            // `llvm.nvvm.mbarrier.init[.shared]` (ptr, count) and
            // `llvm.nvvm.mbarrier.inval[.shared]` (ptr).
            let text = name
                .strip_prefix("llvm.nvvm.mbarrier.")
                .and_then(tcgen05_ptx_decode::mbarrier_lifetime_statement);
            if let Some(stmt) = text.and_then(|t| parse_statement(t).ok()) {
                if lifetime(&stmt.opcode) {
                    let s = w.substitute(&stmt, &args, 0);
                    w.stmts.push(Some(s));
                }
            } else if name.contains("mbarrier.inval")
                || !name.starts_with("llvm.") && !call_runs_nothing(inst)
            {
                // Or a function of the program's own, which may invalidate
                // (`__nvvm_reflect` and libdevice's math run nothing).
                if let Some(s) = unknown_inval() {
                    w.stmts.push(Some(s));
                }
            }
        } else if let Some(s) = unknown_inval() {
            w.stmts.push(Some(s));
        }
    }
}

/// The spans of `model`'s generic shared writes and async-proxy readers (see the
/// module header), and its warp dispatches; `intern` names a shared global's value as
/// the model does, or (with the analysis' suffix, `align1024`) that address rounded
/// up, a base of its own.
///
/// # Safety
/// `blocks` must be the blocks, in order, of the live function `model` was translated
/// from, and every anchor's instruction a live value of it.
pub(crate) unsafe fn smem_spans(
    blocks: &[LLVMBasicBlockRef],
    model: &Function,
    anchors: &[Vec<Anchor>],
    phases: &BarrierPhases,
    intern: &mut dyn FnMut(LLVMValueRef, Option<&str>) -> tcgen05_core::model::Value,
) -> SpanFacts {
    // SAFETY: this function's contract.
    unsafe {
        let switches = dispatch_switches(blocks);
        // Two allocations or more: which loads read which one's address slot.
        let allocs = model
            .insts()
            .filter(|(_, i)| matches!(i.op, Op::Alloc { .. }))
            .count();
        if switches.is_empty()
            && allocs < 2
            && !model.insts().any(|(_, i)| i.op.reads_smem_async_proxy())
        {
            return SpanFacts::default();
        }
        // Shared loads whose value a branch may test, where a CTA barrier may
        // separate them from the writes (`settled_loads`).
        let tested = if phases.is_empty() {
            Vec::new()
        } else {
            tested_shared_loads(blocks)
        };
        let module = blocks
            .first()
            .map(|&b| LLVMGetGlobalParent(LLVMGetBasicBlockParent(b)));
        let mut w = Writer {
            layout: module.map(|m| LLVMGetModuleDataLayout(m)),
            names: HashMap::default(),
            shared: HashMap::default(),
            stmts: Vec::new(),
            work: Vec::new(),
            seen: HashSet::default(),
            origin: None,
            origins: Vec::new(),
            local_defs: HashSet::default(),
        };
        let mut targets = Vec::new();
        // The LLVM instructions whose statements are among the targets.
        let mut written: HashSet<LLVMValueRef> = HashSet::default();
        for (at, inst) in model.insts() {
            // TMA loads too: their shared destinations tell a symbol's alignment
            // (`symbol_phases`), which bounds a swizzled read's start.
            let tma_load = matches!(inst.op, Op::TmaComplete { tmap: Some(_), .. });
            if inst.op != Op::GenericSharedWrite && !inst.op.reads_smem_async_proxy() && !tma_load {
                continue;
            }
            let Some(anchor) = anchors
                .get(at.block.0 as usize)
                .and_then(|a| a.get(at.index as usize))
            else {
                continue;
            };
            w.set_origin(Some(anchor.inst));
            if let Some(stmt) = w.access(anchor) {
                targets.push((at, w.stmts.len()));
                w.stmts.push(Some(stmt));
                written.insert(anchor.inst);
            }
        }
        let index: BlockIndex = blocks
            .iter()
            .enumerate()
            .map(|(k, &b)| (b, BlockId(k as u32)))
            .collect();
        mbarrier_lifetimes(&mut w, blocks, &index);
        // For a warp dispatch or a tested load, every write the function may make to
        // shared memory.
        let mut sites = Vec::new();
        let mut loads = Vec::new();
        if !switches.is_empty() || !tested.is_empty() || allocs >= 2 {
            shared_writes(&mut w, blocks, &written);
        }
        // The 32-bit shared loads, whose address may be an allocation's slot.
        let mut slot_candidates = Vec::new();
        if allocs >= 2 {
            for load in shared_word_loads(blocks) {
                w.set_origin(Some(load));
                let stmt = w.load(load);
                slot_candidates.push(w.stmts.len());
                w.stmts.push(Some(stmt));
            }
        }
        // A dispatch's load is written once, below (its register has one definition).
        let dispatched: HashSet<LLVMValueRef> = switches.iter().map(|s| s.2).collect();
        for &load in tested.iter().filter(|l| !dispatched.contains(l)) {
            w.set_origin(Some(load));
            let stmt = w.load(load);
            loads.push((load, w.stmts.len()));
            w.stmts.push(Some(stmt));
        }
        w.set_origin(None);
        if !switches.is_empty() {
            for &(b, term, load) in &switches {
                let index = Operand::Name(w.name(load));
                let address = w.address(LLVMGetOperand(load, 0));
                loads.push((load, w.stmts.len()));
                w.push("ld.shared.u8".into(), vec![index.clone(), address]);
                sites.push((b, term, load, w.stmts.len()));
                w.push("brx.idx".into(), vec![index, Operand::Name("table".into())]);
            }
        }
        while let Some(v) = w.work.pop() {
            w.define(v);
        }
        w.set_origin(None);
        let shared: Vec<SharedSymbol> = w
            .shared
            .iter()
            .map(|(name, &g)| {
                // `@x = external addrspace(3) global [0 x i8]`: dynamic shared memory.
                let ty = LLVMGlobalGetValueType(g);
                let dynamic = LLVMIsDeclaration(g) != 0
                    && LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMArrayTypeKind
                    && LLVMGetArrayLength2(ty) == 0;
                SharedSymbol {
                    name: name.clone(),
                    align: LLVMGetAlignment(g),
                    dynamic,
                }
            })
            .collect();
        let facts = tcgen05_ptx_decode::smem_spans::smem_spans(
            &w.stmts,
            &shared,
            None,
            model.block_threads,
        );
        let spans = facts.spans;
        let origin = |k: usize| w.origins.get(k).copied().flatten();
        let slot_loads = facts
            .slot_loads
            .iter()
            .filter(|(load, _)| slot_candidates.contains(load))
            .filter_map(|&(load, alloc)| Some((origin(load)?, alloc)))
            .collect();
        let settled = settled_loads(
            model,
            anchors,
            blocks,
            phases,
            &loads,
            &w.origins,
            &facts.load_writers,
        );
        let mut dispatches = Vec::new();
        let mut found = facts.dispatches;
        for (b, term, load, k) in sites {
            let Some(at) = found.iter().position(|d| d.brx == k) else {
                continue;
            };
            let d = found.swap_remove(at);
            // Successor 0 is the default, successor `i` case `i`.
            let cases: Vec<(u64, BlockId)> = (1..LLVMGetNumSuccessors(term))
                .filter_map(|i| {
                    let v = LLVMGetSwitchCaseValue(term, i);
                    let to = *index.get(&LLVMGetSuccessor(term, i))?;
                    (!LLVMIsAConstantInt(v).is_null()).then(|| (LLVMConstIntGetZExtValue(v), to))
                })
                .collect();
            let default = index.get(&LLVMGetSuccessor(term, 0)).copied();
            // The table's writes, each at the instruction it stands for.
            let writes = d
                .writes
                .iter()
                .map(|t| {
                    let origin = w.origins.get(t.item).copied().flatten();
                    (origin, t.clone())
                })
                .collect();
            dispatches.push(Dispatch {
                block: BlockId(b as u32),
                cases,
                default,
                values: d.values,
                load,
                writes,
            });
        }
        let mut out = Vec::new();
        for (at, k) in targets {
            if matches!(model.inst(at).op, Op::TmaComplete { .. }) {
                continue;
            }
            if let Some(span) = spans.get(&k) {
                // A symbol rounded up (`name@align1024`, the analysis' round-ups of
                // its address) is a base of its own.
                let (name, rounded) = match span.symbol.split_once('@') {
                    Some((name, rounded)) => (name, Some(rounded)),
                    None => (span.symbol.as_str(), None),
                };
                if let Some(&g) = w.shared.get(name) {
                    out.push((
                        at,
                        SmemSpan {
                            base: intern(g, rounded),
                            lo: span.lo,
                            hi: span.hi,
                            gap: span.gap,
                        },
                    ));
                }
            }
        }
        out.sort_by_key(|(at, _)| *at);
        SpanFacts {
            spans: out,
            dispatches,
            settled,
            slot_loads,
        }
    }
}

/// What [`smem_spans`] finds: the spans, the warp dispatches, and the settled loads.
#[derive(Default)]
pub(crate) struct SpanFacts {
    pub spans: Vec<(InstRef, SmemSpan)>,
    pub dispatches: Vec<Dispatch>,
    /// Shared-memory loads that every write of their bytes precedes or follows
    /// through a CTA barrier, in every pair of threads (`tcgen05_core::barrier_phase`):
    /// threads that run one at one address in the same barrier instance read one value
    /// (the PTX reader's `uniform.rs`, `settled_loads`).
    pub settled: HashSet<LLVMValueRef>,
    /// Loads of a TMEM address slot that only its `tcgen05.alloc` writes, with that
    /// alloc's statement (`tcgen05_ptx_decode::smem_spans::BodyFacts::slot_loads`):
    /// loads with the same statement read one slot.
    pub slot_loads: Vec<(LLVMValueRef, usize)>,
}

/// The 32-bit integer loads from shared memory (address space 3), not volatile.
///
/// # Safety
/// `blocks` must be the blocks of a live function.
unsafe fn shared_word_loads(blocks: &[LLVMBasicBlockRef]) -> Vec<LLVMValueRef> {
    // SAFETY: this function's contract; instructions are walked while alive.
    unsafe {
        blocks
            .iter()
            .flat_map(|&bb| block_instructions(bb))
            .filter(|&inst| {
                LLVMGetInstructionOpcode(inst) == LLVMOpcode::LLVMLoad
                    && LLVMGetVolatile(inst) == 0
                    && LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(inst, 0))) == 3
                    && LLVMGetTypeKind(LLVMTypeOf(inst)) == LLVMTypeKind::LLVMIntegerTypeKind
                    && LLVMGetIntTypeWidth(LLVMTypeOf(inst)) == 32
            })
            .collect()
    }
}

/// The integer loads from shared memory (address space 3) whose value an `icmp` or
/// a `switch` reads directly.
///
/// # Safety
/// `blocks` must be the blocks of a live function.
unsafe fn tested_shared_loads(blocks: &[LLVMBasicBlockRef]) -> Vec<LLVMValueRef> {
    // SAFETY: this function's contract; instructions are walked while alive.
    unsafe {
        let mut out = Vec::new();
        for inst in blocks.iter().flat_map(|&bb| block_instructions(bb)) {
            let op = LLVMGetInstructionOpcode(inst);
            if matches!(op, LLVMOpcode::LLVMICmp | LLVMOpcode::LLVMSwitch) {
                let n = if op == LLVMOpcode::LLVMSwitch { 1 } else { 2 };
                for k in 0..n {
                    let v = LLVMGetOperand(inst, k);
                    if shared_integer_load(v) {
                        out.push(v);
                    }
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// Whether `v` is a load of an integer from shared memory (address space 3).
///
/// # Safety
/// `v` must be a live value.
unsafe fn shared_integer_load(v: LLVMValueRef) -> bool {
    // SAFETY: this function's contract; a load's operand 0 is its pointer.
    unsafe {
        !LLVMIsALoadInst(v).is_null()
            && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMTypeKind::LLVMIntegerTypeKind
            && LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(v, 0))) == 3
    }
}

/// The loads of `loads` (instruction, statement) that a CTA barrier separates from
/// every statement that may write their bytes (`load_writers`, by statement), each
/// write placed at the instruction it stands for (`origins`).
///
/// # Safety
/// As [`smem_spans`].
unsafe fn settled_loads(
    model: &Function,
    anchors: &[Vec<Anchor>],
    blocks: &[LLVMBasicBlockRef],
    phases: &BarrierPhases,
    loads: &[(LLVMValueRef, usize)],
    origins: &[Option<LLVMValueRef>],
    load_writers: &std::collections::HashMap<usize, Vec<usize>>,
) -> HashSet<LLVMValueRef> {
    if loads.is_empty() || load_writers.is_empty() {
        return HashSet::default();
    }
    // SAFETY: this function's contract.
    let points = unsafe { model_points(model, anchors, blocks) };
    let point = |v: Option<LLVMValueRef>| v.and_then(|v| points.get(&v).copied().flatten());
    loads
        .iter()
        .filter(|&&(load, k)| {
            let (Some(at), Some(writers)) = (point(Some(load)), load_writers.get(&k)) else {
                return false;
            };
            phases.separated_from_all(
                at,
                writers
                    .iter()
                    .map(|&w| point(origins.get(w).copied().flatten())),
            )
        })
        .map(|&(load, _)| load)
        .collect()
}

/// Whether `a` and `b` are IR stores (never skipped: an asm store may be
/// predicated) and `b` follows `a` in `a`'s block with no call between them.
///
/// # Safety
/// `a` and `b` must be live instructions.
unsafe fn same_run(a: LLVMValueRef, b: LLVMValueRef) -> bool {
    // SAFETY: this function's contract.
    unsafe {
        let store = |v: LLVMValueRef| LLVMGetInstructionOpcode(v) == LLVMOpcode::LLVMStore;
        if !store(a) || !store(b) || LLVMGetInstructionParent(a) != LLVMGetInstructionParent(b) {
            return false;
        }
        let mut at = LLVMGetNextInstruction(a);
        while !at.is_null() && at != b {
            if LLVMGetInstructionOpcode(at) == LLVMOpcode::LLVMCall {
                return false;
            }
            at = LLVMGetNextInstruction(at);
        }
        at == b
    }
}

/// Where each LLVM instruction of the function sits among the model's instructions,
/// as the point before the first model instruction at or after it (its block, and
/// the index of that instruction); `None` for one that also stands for a CTA barrier
/// (an asm block may order its statements around the barrier).
///
/// # Safety
/// As [`smem_spans`].
pub(crate) unsafe fn model_points(
    model: &Function,
    anchors: &[Vec<Anchor>],
    blocks: &[LLVMBasicBlockRef],
) -> HashMap<LLVMValueRef, Option<InstRef>> {
    // SAFETY: this function's contract; instructions are walked while alive.
    unsafe {
        let mut out = HashMap::default();
        for (b, &bb) in blocks.iter().enumerate() {
            let block = BlockId(b as u32);
            let anchored = anchors.get(b).map_or(&[][..], |a| &a[..]);
            let mut next = 0usize;
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() {
                let first = next;
                let mut barrier = false;
                while anchored.get(next).is_some_and(|a| a.inst == inst) {
                    barrier |= matches!(
                        &model.block(block).insts[next].op,
                        Op::Sync(ev) if ev.kind.is_cta_barrier()
                    );
                    next += 1;
                }
                let at = InstRef {
                    block,
                    index: first as u32,
                };
                out.insert(inst, (!barrier).then_some(at));
                inst = LLVMGetNextInstruction(inst);
            }
        }
        out
    }
}

/// A `switch` on a byte each warp reads from a table in shared memory (Triton's and
/// Gluon's warp-specialized kernels, from their LLVM IR): the values each warp's byte
/// may hold (`tcgen05_ptx_decode::smem_spans::Dispatch`).
pub(crate) struct Dispatch {
    /// The block the `switch` ends.
    pub block: BlockId,
    /// Its cases: (value, target block).
    pub cases: Vec<(u64, BlockId)>,
    /// Its default target.
    pub default: Option<BlockId>,
    /// Per warp, the values its byte may hold (`None`: unknown).
    pub values: Vec<Option<Vec<u8>>>,
    /// The load of the byte.
    pub load: LLVMValueRef,
    /// The writes that may reach the table, each with the instruction it stands for.
    pub writes: Vec<(Option<LLVMValueRef>, TableWrite)>,
}

impl Dispatch {
    /// The instructions that write the table bytes of warps `lo..=hi`, when each run
    /// of them gives all of them one value
    /// (`tcgen05_ptx_decode::smem_spans::group_writes`); `None` when one does not, or
    /// a write stands for no instruction. A run is stores of one block with no call
    /// between them (Triton stores its table a byte at a time): a thread makes them
    /// all between the same two barriers, so a load a barrier separates from them
    /// sees all or none.
    ///
    /// # Safety
    /// The writes' instructions must be live.
    pub unsafe fn group_writes(&self, lo: u32, hi: u32) -> Option<Vec<LLVMValueRef>> {
        let insts: Vec<LLVMValueRef> = self.writes.iter().map(|w| w.0).collect::<Option<_>>()?;
        let table: Vec<TableWrite> = self
            .writes
            .iter()
            .enumerate()
            .map(|(k, (_, t))| TableWrite {
                item: k,
                ..t.clone()
            })
            .collect();
        // SAFETY: this function's contract.
        let joins = |a: usize, b: usize| unsafe { same_run(insts[a], insts[b]) };
        let hit = group_writes(&table, self.values.len(), lo, hi, joins)?;
        Some(hit.into_iter().map(|k| insts[k]).collect())
    }

    /// The edges of the dispatch with the warps that may take each
    /// (`Function::edge_warps`), `reach` the warps of each block.
    pub fn edges(&self, reach: &barrier_groups::Warps) -> Vec<(BlockId, BlockId, WarpRange)> {
        barrier_groups::dispatch_edges(reach, self.block, &self.cases, self.default, &self.values)
    }
}

/// The model's block id of each basic block of the function.
type BlockIndex = HashMap<LLVMBasicBlockRef, BlockId>;

/// The `switch`es of a function (`blocks`, in order) on a byte loaded from shared
/// memory, as (block index, the `switch`, the load).
///
/// # Safety
/// `blocks` must be the blocks of a live function.
unsafe fn dispatch_switches(
    blocks: &[LLVMBasicBlockRef],
) -> Vec<(usize, LLVMValueRef, LLVMValueRef)> {
    // SAFETY: this function's contract.
    unsafe {
        let mut out = Vec::new();
        for (b, &bb) in blocks.iter().enumerate() {
            let term = LLVMGetBasicBlockTerminator(bb);
            if !term.is_null() && LLVMGetInstructionOpcode(term) == LLVMOpcode::LLVMSwitch {
                let c = LLVMGetOperand(term, 0);
                if shared_integer_load(c) && LLVMGetIntTypeWidth(LLVMTypeOf(c)) == 8 {
                    out.push((b, term, c));
                }
            }
        }
        out
    }
}

/// Statements for every write `func` may make to shared memory, for a warp dispatch
/// table (`tcgen05_ptx_decode::smem_spans::dispatches` takes the table's bytes from
/// constant stores when every other write is known to miss them): stores (the model's
/// own spans use the same statements), atomics, inline asm statements that address
/// memory with their destination sunk (of the `mbarrier` operations only the
/// invalidation, as a store of unknown bytes: see [`crate::intrinsics::NO_SHARED_WRITE`]),
/// `tcgen05.alloc`, and, as a write of unknown bytes, any other call that takes a
/// pointer; a store or call whose statement is a target's already (`written`) is not
/// written again.
///
/// # Safety
/// `blocks` must be the blocks of a live function.
unsafe fn shared_writes(
    w: &mut Writer,
    blocks: &[LLVMBasicBlockRef],
    written: &HashSet<LLVMValueRef>,
) {
    // SAFETY: this function's contract; instructions are walked while alive.
    unsafe {
        let unknown = || Statement {
            predicate: None,
            opcode: "st.shared.b8".into(),
            operands: vec![
                Operand::Address {
                    base: UNKNOWN_VALUE.into(),
                    offset: 0,
                    rest: Vec::new(),
                },
                Operand::Name(UNKNOWN_VALUE.into()),
            ],
        };
        for &bb in blocks {
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() {
                w.set_origin(Some(inst));
                match LLVMGetInstructionOpcode(inst) {
                    // A store or an intrinsic whose statement is a target's already
                    // (a TMA load's `llvm.nvvm.cp.async.bulk.tensor.g2s...`); an asm
                    // call's target is one of its statements only.
                    _ if written.contains(&inst) && inline_asm(inst).is_none() => {}
                    // A store to the stack or through a pointer the host passed
                    // writes no shared memory (`model_build::may_write_shared`).
                    LLVMOpcode::LLVMStore
                        if !crate::model_build::may_write_shared(LLVMGetOperand(inst, 1)) => {}
                    LLVMOpcode::LLVMStore => {
                        let anchor = Anchor {
                            inst,
                            first: true,
                            stmt: None,
                        };
                        match w.access(&anchor) {
                            Some(stmt) => w.stmts.push(Some(stmt)),
                            None if LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(
                                inst, 1,
                            ))) != 1 =>
                            {
                                w.stmts.push(Some(unknown()))
                            }
                            None => {}
                        }
                    }
                    LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg => {
                        let ptr = LLVMGetOperand(inst, 0);
                        match LLVMGetPointerAddressSpace(LLVMTypeOf(ptr)) {
                            1 => {}
                            space => {
                                let a = w.address(ptr);
                                let s = if space == 3 { ".shared" } else { "" };
                                w.push(format!("red{s}.add.u32"), vec![a, Operand::Imm(0)]);
                            }
                        }
                    }
                    LLVMOpcode::LLVMCall => call_writes(w, inst, &unknown),
                    _ => {}
                }
                inst = LLVMGetNextInstruction(inst);
            }
        }
    }
}

/// [`shared_writes`] of one call.
///
/// # Safety
/// `inst` must be a live call.
unsafe fn call_writes(w: &mut Writer, inst: LLVMValueRef, unknown: &dyn Fn() -> Statement) {
    // SAFETY: this function's contract.
    unsafe {
        let n = LLVMGetNumArgOperands(inst) as usize;
        let args: Vec<LLVMValueRef> = (0..n).map(|k| LLVMGetOperand(inst, k as u32)).collect();
        if let Some((asm, constraints)) = inline_asm(inst) {
            let Ok(items) = split_asm(&asm) else {
                w.stmts.push(Some(unknown()));
                return;
            };
            let first = count_outputs(&constraints);
            for item in items {
                let AsmItem::Stmt(stmt) = item else { continue };
                let addresses = stmt
                    .operands
                    .iter()
                    .any(|o| matches!(o, Operand::Address { .. }));
                if !addresses || stmt.head() == "ld" {
                    continue;
                }
                let mut s = w.substitute(&stmt, &args, first);
                if stmt.head() == "mbarrier" {
                    // An invalidation leaves the barrier's 8 bytes unknown; the rest
                    // write nothing else (initializations are handed over already).
                    if stmt.opcode.starts_with("mbarrier.inval") {
                        s.opcode = "st.shared.b64".into();
                        s.operands.truncate(1);
                        s.operands.push(Operand::Name(UNKNOWN_VALUE.into()));
                        w.stmts.push(Some(s));
                    }
                    continue;
                }
                if let Some(dest) = s.operands.first_mut() {
                    if !matches!(dest, Operand::Address { .. }) {
                        *dest = Operand::Name(SINK.into());
                    }
                }
                w.stmts.push(Some(s));
            }
            return;
        }
        let Some(name) = callee_name(inst) else {
            w.stmts.push(Some(unknown()));
            return;
        };
        if name.starts_with("llvm.nvvm.mbarrier.inval") {
            let a = w.address(args[0]);
            w.push(
                "st.shared.b64".into(),
                vec![a, Operand::Name(UNKNOWN_VALUE.into())],
            );
            return;
        }
        if name.starts_with("llvm.nvvm.tcgen05.alloc") {
            let a = w.address(args[0]);
            w.push(
                "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32".into(),
                vec![a, Operand::Imm(32)],
            );
            return;
        }
        let pointer = args
            .iter()
            .any(|&a| LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMTypeKind::LLVMPointerTypeKind);
        if pointer
            && !crate::intrinsics::NO_SHARED_WRITE
                .iter()
                .any(|p| name.starts_with(p))
        {
            w.stmts.push(Some(unknown()));
        }
    }
}
