//! Shared-memory spans in MLIR (R-PROXY "of that memory", as the PTX reader and the
//! LLVM front end bound them).
//!
//! The function is written out as PTX statements over one pseudo register per MLIR
//! value (`%m<n>`), in block order and *with its control flow*: a label item per
//! block, the block arguments' copies on each edge (`mov` into the argument, through
//! a temporary where an edge passes one of its target's own arguments), `bra` for
//! `llvm.br`/`llvm.cond_br` (an edge with copies gets its own label), every
//! statement of an inline asm (its local names scoped to the op, `name#<op>`, its
//! labels and jumps kept), each `nvvm` op and `llvm.nvvm.*` call as the statement it
//! lowers to, and the integer arithmetic (`llvm.add` ... `llvm.select`, `llvm.icmp`
//! as `setp`, casts, GEPs as `mad`, special registers, `nvvm.shfl.sync idx`, a
//! `vector<2xi32>` bitcast to `i64` as a `{lo, hi}` pack). The PTX layer's span
//! analysis (`tcgen05_ptx_decode::smem_spans`) then sees what it sees in PTX: CuTe
//! DSL's unoptimized code keeps its loops (a K-block counter bounded by its exit
//! test, a stage index reset by a `select`), which only the control flow bounds.
//! Anything else defines nothing, which the analysis takes as unknown.

use std::collections::{HashMap, HashSet};

use mlir_sys::*;
use tcgen05_core::model::{Function, InstRef, Value};
use tcgen05_core::spec::{Op, SmemSpan};
use tcgen05_llvm::intrinsics::Mapped as IntrinsicMapped;
use tcgen05_llvm::intrinsics::NO_SHARED_WRITE;
use tcgen05_ptx_decode::smem_spans::{SharedSymbol, TableWrite};
use tcgen05_ptx_decode::{
    declared_registers, declares_register, parse_statement, split_asm, sreg_register, AsmItem,
    Operand, Statement, SCOPE_MARK,
};

use crate::ir;
use crate::nvvm::Mapped;
use crate::translate::{intrinsic_mapping, nvvm_mapping, ptx_predicate, single_position};

type Key = *const std::ffi::c_void;

/// More statements than this: no spans (the analysis is linear, the budget bounds
/// its memory on a pathological input).
const BUDGET: usize = 2_000_000;

/// Where a jump goes before every label is placed.
enum To {
    Block(usize),
    Item(usize),
}

struct Writer {
    names: HashMap<Key, String>,
    items: Vec<Option<Statement>>,
    /// (jump item, where it goes).
    jumps: Vec<(usize, To)>,
    /// Shared globals by name, with their alignment.
    shared: HashMap<String, u32>,
    /// The item of each op's statement (`None`), or of statement `k` of its inline
    /// asm (`Some(k)`, numbered as `split_asm` numbers statements).
    item_of: HashMap<(Key, Option<usize>), usize>,
    /// The op whose `llvm.mlir.global`s a shared symbol is looked up among.
    module: MlirOperation,
    fresh: usize,
    /// The shared-memory loads, by their item.
    loads: HashMap<usize, MlirOperation>,
    /// The `brx.idx` written for a `switch` on a byte loaded from shared memory (a
    /// warp dispatch table), by item, with the `switch`.
    tables: HashMap<usize, MlirOperation>,
    /// The op being written, and per item the op it was written for (`None` for a
    /// label).
    origin: Option<MlirOperation>,
    origins: Vec<Option<MlirOperation>>,
}

impl Writer {
    fn name(&mut self, v: MlirValue) -> String {
        let n = self.names.len();
        self.names
            .entry(v.ptr as Key)
            .or_insert_with(|| format!("%m{n}"))
            .clone()
    }

    fn temp(&mut self) -> String {
        self.fresh += 1;
        format!("%mt{}", self.fresh)
    }

    /// The operand for `v`: a constant, a shared global's name, or its register.
    unsafe fn operand(&mut self, v: MlirValue) -> Operand {
        if let Some(c) = int_const(v) {
            return Operand::Imm(c);
        }
        if let Some(sym) = self.shared_symbol(v) {
            return Operand::Name(sym);
        }
        Operand::Name(self.name(v))
    }

    /// The name of the shared global `v` is the address of (`llvm.mlir.addressof`).
    unsafe fn shared_symbol(&mut self, v: MlirValue) -> Option<String> {
        let d = ir::def_op(v)?;
        if ir::op_name(d) != "llvm.mlir.addressof" || ir::pointer_space(v) != Some(3) {
            return None;
        }
        let name = ir::attr_string(d, "global_name")?;
        if !self.shared.contains_key(&name) {
            let align = global_alignment(self.module, &name);
            self.shared.insert(name.clone(), align);
        }
        Some(name)
    }

    /// The base of an address operand `[v]`.
    unsafe fn base(&mut self, v: MlirValue) -> String {
        match self.operand(v) {
            Operand::Name(n) => n,
            _ => self.name(v),
        }
    }

    fn push(&mut self, opcode: String, operands: Vec<Operand>) -> usize {
        self.stmt(Statement {
            predicate: None,
            opcode,
            operands,
        })
    }

    fn stmt(&mut self, s: Statement) -> usize {
        self.items.push(Some(s));
        self.origins.push(self.origin);
        self.items.len() - 1
    }

    /// `shfl.sync.idx.b32 me, val, lane, clamp, mask` of the op's operands `[mask,
    /// val, lane, clamp]`.
    unsafe fn shfl_idx(&mut self, me: Operand, [mask, val, lane, clamp]: [MlirValue; 4]) {
        let (mask, val, lane, clamp) = (
            self.operand(mask),
            self.operand(val),
            self.operand(lane),
            self.operand(clamp),
        );
        self.push("shfl.sync.idx.b32".into(), vec![me, val, lane, clamp, mask]);
    }

    /// A write of shared bytes not known (`st.shared.b8 [%unknown], %unknown`).
    fn unknown_write(&mut self) {
        let unknown = || Operand::Name("%unknown".into());
        self.push(
            "st.shared.b8".into(),
            vec![
                Operand::Address {
                    base: "%unknown".into(),
                    offset: 0,
                    rest: Vec::new(),
                },
                unknown(),
            ],
        );
    }

    fn label(&mut self) -> usize {
        self.items.push(None);
        self.origins.push(None);
        self.items.len() - 1
    }

    fn jump(&mut self, predicate: Option<(String, bool)>, to: To) {
        let at = self.stmt(Statement {
            predicate,
            opcode: "bra".into(),
            operands: vec![Operand::Name("target".into())],
        });
        self.jumps.push((at, to));
    }

    /// Element `j` of a `vector<2xi32>` built by `llvm.insertelement` with constant
    /// positions (from a constant vector or `undef`/`poison`); else unknown.
    unsafe fn element(&mut self, v: MlirValue, j: i64, depth: u32) -> Operand {
        let unknown = Operand::Name(self.temp());
        let Some(d) = ir::def_op(v).filter(|_| depth > 0) else {
            return unknown;
        };
        match ir::op_name(d).as_str() {
            "llvm.insertelement" => {
                let ops = ir::operands(d);
                let (Some(vec), Some(val), Some(at)) = (ops.first(), ops.get(1), ops.get(2)) else {
                    return unknown;
                };
                match int_const(*at) {
                    Some(i) if i == j => self.operand(*val),
                    Some(_) => self.element(*vec, j, depth - 1),
                    None => unknown,
                }
            }
            // Unpacked where it is defined (below).
            "llvm.bitcast"
                if ir::operands(d).first().is_some_and(|x| {
                    int_width(&ir::type_text(mlirValueGetType(*x))) == Some(64)
                }) =>
            {
                Operand::Name(format!("{}_e{j}", self.name(v)))
            }
            _ => unknown,
        }
    }

    /// The statements of one op (terminators aside).
    unsafe fn op(&mut self, op: MlirOperation, k: usize) {
        let name = ir::op_name(op);
        let operands = ir::operands(op);
        let results = ir::results(op);
        let me = results.first().map(|r| Operand::Name(self.name(*r)));
        let width = |v: MlirValue| int_width(&ir::type_text(mlirValueGetType(v)));
        let w = results.first().and_then(|r| width(*r));
        let binary = match name.as_str() {
            "llvm.add" => Some("add.s"),
            "llvm.sub" => Some("sub.s"),
            "llvm.mul" => Some("mul.lo.s"),
            "llvm.shl" => Some("shl.b"),
            "llvm.lshr" => Some("shr.u"),
            "llvm.ashr" => Some("shr.s"),
            "llvm.and" => Some("and.b"),
            "llvm.or" => Some("or.b"),
            "llvm.xor" => Some("xor.b"),
            "llvm.urem" => Some("rem.u"),
            "llvm.srem" => Some("rem.s"),
            "llvm.udiv" => Some("div.u"),
            "llvm.sdiv" => Some("div.s"),
            _ => None,
        };
        if let (Some(kind), Some(me), Some(w), [a, b]) = (binary, &me, w, &operands[..]) {
            if matches!(w, 16 | 32 | 64) {
                let (a, b) = (self.operand(*a), self.operand(*b));
                self.push(format!("{kind}{w}"), vec![me.clone(), a, b]);
            }
            return;
        }
        match (name.as_str(), me, &operands[..]) {
            ("llvm.icmp", Some(me), [a, b]) => {
                let cw = width(*a).unwrap_or(64);
                let pred = ir::attr(op, "predicate")
                    .filter(|p| mlirAttributeIsAInteger(*p))
                    .map(|p| mlirIntegerAttrGetValueInt(p));
                let (cmp, sign) = match pred {
                    Some(0) => ("eq", "b"),
                    Some(1) => ("ne", "b"),
                    Some(2) => ("lt", "s"),
                    Some(3) => ("le", "s"),
                    Some(4) => ("gt", "s"),
                    Some(5) => ("ge", "s"),
                    Some(6) => ("lo", "u"),
                    Some(7) => ("ls", "u"),
                    Some(8) => ("hi", "u"),
                    Some(9) => ("hs", "u"),
                    _ => return,
                };
                if matches!(cw, 16 | 32 | 64) {
                    let (a, b) = (self.operand(*a), self.operand(*b));
                    self.push(format!("setp.{cmp}.{sign}{cw}"), vec![me, a, b]);
                }
            }
            ("llvm.select", Some(me), [c, a, b]) => {
                if let Some(w @ (16 | 32 | 64)) = w {
                    let (c, a, b) = (self.operand(*c), self.operand(*a), self.operand(*b));
                    self.push(format!("selp.b{w}"), vec![me, a, b, c]);
                }
            }
            ("llvm.zext" | "llvm.sext" | "llvm.trunc", Some(me), [a]) => {
                let (Some(w @ (16 | 32 | 64)), Some(from)) = (w, width(*a)) else {
                    return;
                };
                let x = self.operand(*a);
                if from == 1 {
                    // A flag: 1 (or -1) where it holds.
                    let one = if name == "llvm.sext" { -1 } else { 1 };
                    self.push(
                        format!("selp.b{w}"),
                        vec![me, Operand::Imm(one), Operand::Imm(0), x],
                    );
                } else if matches!(from, 16 | 32 | 64) {
                    let s = if name == "llvm.sext" { "s" } else { "u" };
                    self.push(format!("cvt.{s}{w}.{s}{from}"), vec![me, x]);
                }
            }
            ("llvm.bitcast", Some(me), [a]) => {
                let from = ir::type_text(mlirValueGetType(*a));
                let to = ir::type_text(mlirValueGetType(results[0]));
                if to == "vector<2xi32>" && width(*a) == Some(64) {
                    // Its two words, for `llvm.extractelement` and packs.
                    let Operand::Name(r) = me else { return };
                    let x = self.operand(*a);
                    let halves = vec![
                        Operand::Name(format!("{r}_e0")),
                        Operand::Name(format!("{r}_e1")),
                    ];
                    self.push("mov.b64".into(), vec![Operand::Vector(halves), x]);
                } else if from == "vector<2xi32>" && w == Some(64) {
                    // CuTe DSL and Triton pack a descriptor as two words.
                    let (lo, hi) = (self.element(*a, 0, 8), self.element(*a, 1, 8));
                    self.push("mov.b64".into(), vec![me, Operand::Vector(vec![lo, hi])]);
                } else if let Some(w @ (16 | 32 | 64)) = w {
                    let x = self.operand(*a);
                    self.push(format!("mov.b{w}"), vec![me, x]);
                }
            }
            ("llvm.ptrtoint" | "llvm.inttoptr", Some(me), [a]) => {
                let w = w.unwrap_or(64);
                if matches!(w, 16 | 32 | 64) {
                    let x = self.operand(*a);
                    self.push(format!("mov.b{w}"), vec![me, x]);
                }
            }
            ("llvm.addrspacecast", Some(me), [a]) => {
                let (from, to) = (ir::pointer_space(*a), ir::pointer_space(results[0]));
                let x = self.operand(*a);
                match (from, to) {
                    (Some(3), Some(0)) => {
                        self.push("cvta.shared.u64".into(), vec![me, x]);
                    }
                    (Some(0), Some(3)) => {
                        self.push("cvta.to.shared.u64".into(), vec![me, x]);
                    }
                    // A `shared::cta` address is this CTA's window in `shared::cluster`.
                    (Some(3), Some(7)) => {
                        self.push("mov.b64".into(), vec![me, x]);
                    }
                    _ => {}
                }
            }
            ("llvm.getelementptr", Some(me), [base, rest @ ..]) => {
                let Some(elem) = ir::attr(op, "elem_type").map(|t| ir::attr_text(t)) else {
                    return;
                };
                let Some(raw) = ir::attr(op, "rawConstantIndices") else {
                    return;
                };
                // Each index: a constant, or (`i32::MIN`) the next dynamic operand.
                let mut dynamic = rest.iter();
                let mut indices = Vec::new();
                for i in 0..mlirDenseArrayGetNumElements(raw) {
                    indices.push(match mlirDenseI32ArrayGetElement(raw, i) {
                        i32::MIN => match dynamic.next() {
                            Some(v) => Err(*v),
                            None => return,
                        },
                        c => Ok(i64::from(c)),
                    });
                }
                if dynamic.next().is_some() {
                    return;
                }
                // The first index steps over whole `elem`s; each later one selects a
                // struct field (a constant) or an array element.
                let mut steps: Vec<(Result<i64, MlirValue>, i64)> = Vec::new();
                let mut ty = elem.as_str();
                for (k, index) in indices.into_iter().enumerate() {
                    if k == 0 {
                        let Some(size) = type_size(ty) else { return };
                        steps.push((index, size));
                        continue;
                    }
                    let t = ty.strip_prefix("!llvm.").unwrap_or(ty);
                    if let Some(inner) = t.strip_prefix("array<").and_then(|r| r.strip_suffix('>'))
                    {
                        let Some((_, e)) = inner.split_once(" x ") else {
                            return;
                        };
                        ty = e.trim();
                        let Some(size) = type_size(ty) else { return };
                        steps.push((index, size));
                    } else {
                        let Ok(field) = index else { return };
                        let Some((offset, f)) = usize::try_from(field)
                            .ok()
                            .and_then(|f| field_offset(ty, f))
                        else {
                            return;
                        };
                        steps.push((Ok(1), offset));
                        ty = f;
                    }
                }
                let mut at = self.operand(*base);
                for (n, (index, size)) in steps.iter().enumerate() {
                    let index = match index {
                        Ok(c) => Operand::Imm(*c),
                        Err(v) => self.operand(*v),
                    };
                    let to = if n + 1 == steps.len() {
                        me.clone()
                    } else {
                        Operand::Name(self.temp())
                    };
                    self.push(
                        "mad.lo.s64".into(),
                        vec![to.clone(), index, Operand::Imm(*size), at],
                    );
                    at = to;
                }
            }
            ("llvm.extractelement", Some(me), [vec, pos]) if w == Some(32) => {
                if let Some(j) = int_const(*pos) {
                    let x = self.element(*vec, j, 8);
                    self.push("mov.b32".into(), vec![me, x]);
                }
            }
            ("llvm.extractvalue", Some(me), [agg]) => {
                // An output of a multi-output inline asm.
                let (Some(p), Some(d)) = (single_position(op), ir::def_op(*agg)) else {
                    return;
                };
                if matches!(
                    ir::op_name(d).as_str(),
                    "llvm.inline_asm" | "nvvm.inline_ptx"
                ) && w.is_some_and(|w| matches!(w, 16 | 32 | 64))
                {
                    let out = format!("{}_{p}", self.name(*agg));
                    self.push(
                        format!("mov.b{}", w.unwrap_or(32)),
                        vec![me, Operand::Name(out)],
                    );
                }
            }
            ("llvm.load", Some(me), [ptr]) if ir::pointer_space(*ptr) == Some(3) => {
                if let Some(w) = w.filter(|w| matches!(w, 8 | 16 | 32 | 64)) {
                    let base = self.base(*ptr);
                    let at = self.push(format!("ld.shared.b{w}"), vec![me, address(base)]);
                    self.loads.insert(at, op);
                }
            }
            ("llvm.store", None, [val, ptr]) => {
                if let Some(at) = self.store(*val, *ptr) {
                    self.item_of.insert((op.ptr as Key, None), at);
                }
            }
            ("nvvm.shfl.sync", Some(me), [mask, val, lane, clamp])
                if ir::attr(op, "kind").is_some_and(|a| ir::attr_text(a).contains("idx"))
                    && w == Some(32) =>
            {
                self.shfl_idx(me, [*mask, *val, *lane, *clamp]);
            }
            // The same as the intrinsic of an imported LLVM module.
            ("llvm.call_intrinsic", Some(me), [mask, val, lane, clamp])
                if ir::attr_string(op, "intrin").as_deref()
                    == Some("llvm.nvvm.shfl.sync.idx.i32") =>
            {
                self.shfl_idx(me, [*mask, *val, *lane, *clamp]);
            }
            (n, Some(me), []) if n.starts_with("nvvm.read.ptx.sreg.") => {
                let sreg = sreg_register(&n["nvvm.read.ptx.sreg.".len()..]);
                self.push(
                    format!("mov.u{}", w.unwrap_or(32)),
                    vec![me, Operand::Name(sreg)],
                );
            }
            ("nvvm.tcgen05.mma_smem_desc", Some(me), [start, lbo, sbo, base, mode, swizzle]) => {
                // MLIR's lowering: `start & 0x3FFF | (lbo & 0x3FFF) << 16` in the low
                // word; `sbo & 0x3FFF | 1 << 14 | (base & 7) << 17 | (mode & 1) << 20 |
                // (swizzle & 7) << 29` in the high one, where all are constants.
                let n = |s: &String| Operand::Name(s.clone());
                let (t1, lo) = (self.temp(), self.temp());
                let start = self.operand(*start);
                self.push("and.b32".into(), vec![n(&t1), start, Operand::Imm(0x3FFF)]);
                // The leading offset field, folded where it is a constant (the analysis
                // moves a start-address field by an `or` with an immediate).
                let lbo = match int_const(*lbo) {
                    Some(c) => Operand::Imm((c & 0x3FFF) << 16),
                    None => {
                        let (t2, t3) = (self.temp(), self.temp());
                        let x = self.operand(*lbo);
                        self.push("and.b32".into(), vec![n(&t2), x, Operand::Imm(0x3FFF)]);
                        self.push("shl.b32".into(), vec![n(&t3), n(&t2), Operand::Imm(16)]);
                        n(&t3)
                    }
                };
                self.push("or.b32".into(), vec![n(&lo), n(&t1), lbo]);
                let fields = [*sbo, *base, *mode, *swizzle].map(|v| int_const(v));
                let hi = match fields {
                    [Some(sbo), Some(base), Some(mode), Some(swizzle)] => Operand::Imm(
                        (sbo & 0x3FFF)
                            | 1 << 14
                            | (base & 7) << 17
                            | (mode & 1) << 20
                            | (swizzle & 7) << 29,
                    ),
                    _ => Operand::Name(self.temp()),
                };
                self.push(
                    "mov.b64".into(),
                    vec![me, Operand::Vector(vec![n(&lo), hi])],
                );
            }
            ("llvm.inline_asm", _, _) => {
                let asm = ir::attr_string(op, "asm_string").unwrap_or_default();
                let constraints = ir::attr_string(op, "constraints").unwrap_or_default();
                let outputs = tcgen05_llvm::model_build::count_outputs(&constraints);
                self.asm(op, k, &asm, outputs, &operands, None);
            }
            ("nvvm.inline_ptx", _, _) => {
                let asm = ir::attr_string(op, "ptxCode").unwrap_or_default();
                let pred = ptx_predicate(op, &name, &operands);
                let args = match pred {
                    Some(_) => &operands[..operands.len() - 1],
                    None => &operands[..],
                };
                let pred = pred.map(|p| self.name(p));
                self.asm(op, k, &asm, results.len(), args, pred);
            }
            ("llvm.call_intrinsic" | "llvm.call", _, _) => {
                let callee = ir::callee(op).unwrap_or_default();
                let pointers = operands.iter().any(|v| ir::pointer_space(*v).is_some());
                // A call that takes a pointer, of a function of the program's own or
                // of an intrinsic not known to write no shared memory, may write any
                // shared byte (a warp dispatch table's, an allocation's slot), as the
                // LLVM front end's `shared_writes` has it.
                let may_write = pointers && !NO_SHARED_WRITE.iter().any(|p| callee.starts_with(p));
                let mapped = callee
                    .starts_with("llvm.nvvm.")
                    .then(|| intrinsic_mapping(&callee, &operands));
                if let Some(IntrinsicMapped::Ptx(text)) = mapped {
                    self.mapped(op, &text, &operands, None);
                } else if let Some(text) = callee
                    .strip_prefix("llvm.nvvm.mbarrier.")
                    .and_then(tcgen05_ptx_decode::mbarrier_lifetime_statement)
                {
                    // No model instruction stands for an mbarrier's initialization
                    // or invalidation; the span analysis needs them.
                    self.mapped(op, text, &operands, None);
                } else {
                    if may_write {
                        self.unknown_write();
                    }
                    // A function of the program's own may invalidate any mbarrier
                    // (the LLVM front end's `unknown_inval`): it bounds no TMA box
                    // where it may come before a copy.
                    if !callee.starts_with("llvm.")
                        && !tcgen05_llvm::intrinsics::runs_nothing(&callee, pointers)
                    {
                        self.push(
                            "mbarrier.inval.b64".into(),
                            vec![Operand::Address {
                                base: "%unread".into(),
                                offset: 0,
                                rest: Vec::new(),
                            }],
                        );
                    }
                }
            }
            ("llvm.atomicrmw" | "llvm.cmpxchg", _, [ptr, ..])
                if crate::translate::may_write_shared(*ptr) =>
            {
                let space = if ir::pointer_space(*ptr) == Some(3) {
                    ".shared"
                } else {
                    ""
                };
                let base = self.base(*ptr);
                self.push(
                    format!("red{space}.add.u32"),
                    vec![address(base), Operand::Imm(0)],
                );
            }
            (n, _, _)
                if n.starts_with("nvvm.mbarrier.init") || n.starts_with("nvvm.mbarrier.inval") =>
            {
                if let Some(text) = n
                    .strip_prefix("nvvm.mbarrier.")
                    .and_then(tcgen05_ptx_decode::mbarrier_lifetime_statement)
                {
                    self.mapped(op, text, &operands, None);
                }
            }
            (n, _, _) if n.starts_with("nvvm.") => {
                if let Mapped::Ptx { text, .. } = nvvm_mapping(op, n) {
                    let pred = ptx_predicate(op, n, &operands);
                    let pred = pred.map(|p| self.name(p));
                    self.mapped(op, &text, &operands, pred);
                }
            }
            _ => {}
        }
    }

    /// `st[.shared][.vN].b<bits> [ptr], value` (the value where it is a constant
    /// scalar).
    unsafe fn store(&mut self, val: MlirValue, ptr: MlirValue) -> Option<usize> {
        // A store to the stack or through the host's pointer writes no shared memory.
        if !crate::translate::may_write_shared(ptr) {
            return None;
        }
        let space = match ir::pointer_space(ptr) {
            Some(3) => ".shared",
            Some(7) => ".shared::cluster",
            Some(0) => "",
            _ => return None,
        };
        let ty = ir::type_text(mlirValueGetType(val));
        let (lanes, bits) = match ty.strip_prefix("vector<").and_then(|r| r.strip_suffix('>')) {
            Some(r) => {
                let (n, e) = r.split_once('x')?;
                (n.parse::<u32>().unwrap_or(0), scalar_bits(e)?)
            }
            // An aggregate (CuTe DSL copies a 128-byte tensormap into shared memory as
            // `!llvm.struct<(array<8 x i64>)>` stores): its bytes, as 64-bit lanes.
            None if ty.starts_with("!llvm.struct") || ty.starts_with("!llvm.array") => {
                let bytes = type_size(&ty)?;
                if bytes % 8 == 0 {
                    (u32::try_from(bytes / 8).ok()?, 64)
                } else {
                    (u32::try_from(bytes).ok()?, 8)
                }
            }
            None => (1, scalar_bits(&ty)?),
        };
        if lanes == 0 {
            return None;
        }
        let vector = if lanes > 1 {
            format!(".v{lanes}")
        } else {
            String::new()
        };
        let value = match (lanes, int_const(val)) {
            (1, Some(c)) => Operand::Imm(c),
            _ => Operand::Name(self.temp()),
        };
        let base = self.base(ptr);
        Some(self.push(
            format!("st{space}{vector}.b{}", bits.max(8)),
            vec![address(base), value],
        ))
    }

    /// The statement `text` an op lowers to, `$i` its operands and `$ret` its result.
    unsafe fn mapped(
        &mut self,
        op: MlirOperation,
        text: &str,
        operands: &[MlirValue],
        predicate: Option<String>,
    ) {
        let Ok(mut stmt) = parse_statement(text) else {
            return;
        };
        let result = ir::results(op).first().map(|r| self.name(*r));
        let resolve = |w: &mut Writer, n: &str| -> Option<Operand> {
            if n == "$ret" {
                return Some(Operand::Name(result.clone().unwrap_or_else(|| "_".into())));
            }
            let k: usize = n.strip_prefix('$')?.parse().ok()?;
            Some(match operands.get(k) {
                Some(v) => w.operand(*v),
                None => Operand::Name(w.temp()),
            })
        };
        for o in &mut stmt.operands {
            self.substitute(o, &resolve, &|_| None);
        }
        if stmt.predicate.is_none() {
            stmt.predicate = predicate.map(|p| (p, false));
        }
        let at = self.stmt(stmt);
        self.item_of.insert((op.ptr as Key, None), at);
    }

    /// Every statement of an inline asm: `$k` the outputs (`k < outputs`) then
    /// `args`; its own names scoped to this op; its labels and jumps kept.
    unsafe fn asm(
        &mut self,
        op: MlirOperation,
        k: usize,
        asm: &str,
        outputs: usize,
        args: &[MlirValue],
        predicate: Option<String>,
    ) {
        let Ok(items) = split_asm(asm) else {
            return;
        };
        let result = ir::results(op).first().map(|r| self.name(*r));
        let single = ir::results(op)
            .first()
            .is_some_and(|r| !ir::type_text(mlirValueGetType(*r)).starts_with("!llvm.struct"));
        let resolve = |w: &mut Writer, n: &str| -> Option<Operand> {
            let j: usize = n.strip_prefix('$')?.parse().ok()?;
            Some(if j < outputs {
                match (&result, single) {
                    (Some(r), true) => Operand::Name(r.clone()),
                    (Some(r), false) => Operand::Name(format!("{r}_{j}")),
                    (None, _) => Operand::Name(w.temp()),
                }
            } else {
                match args.get(j - outputs) {
                    Some(v) => w.operand(*v),
                    None => Operand::Name(w.temp()),
                }
            })
        };
        let labels: HashSet<&str> = items
            .iter()
            .filter_map(|i| match i {
                AsmItem::Label(l) => Some(l.as_str()),
                _ => None,
            })
            .collect();
        // Registers declared in an asm that is one `{ }` scope are its own (FA4 declares
        // `tmem_acc` afresh in every MMA block); those declared outside braces live on
        // (FA4's descriptors, declared in one asm and read in later ones).
        let mut own: Vec<(String, Option<u32>)> = Vec::new();
        if asm.trim_start().starts_with('{') {
            for piece in asm.split(';') {
                let piece = piece.trim().trim_start_matches('{').trim();
                if piece.starts_with(".reg") {
                    own.extend(declared_registers(piece));
                }
            }
        }
        let scoped = |n: &str| -> Option<String> {
            own.iter()
                .any(|(name, count)| declares_register(name, *count, n))
                .then(|| format!("{n}{SCOPE_MARK}a{k}"))
        };
        let mut placed: HashMap<&str, usize> = HashMap::new();
        let mut local_jumps: Vec<(usize, String)> = Vec::new();
        let mut number = 0usize;
        for item in &items {
            match item {
                AsmItem::Label(l) => {
                    let at = self.label();
                    placed.insert(l.as_str(), at);
                }
                AsmItem::Stmt(s) => {
                    number += 1;
                    if s.opcode.starts_with('.') {
                        continue;
                    }
                    let mut s = s.clone();
                    if let Some((p, _)) = &mut s.predicate {
                        match resolve(self, p) {
                            Some(Operand::Name(n)) => *p = n,
                            Some(_) => s.predicate = None,
                            None => {
                                if let Some(n) = scoped(p) {
                                    *p = n;
                                }
                            }
                        }
                    } else if let Some(p) = &predicate {
                        s.predicate = Some((p.clone(), false));
                    }
                    let target = (s.head() == "bra")
                        .then(|| match s.operands.first() {
                            Some(Operand::Name(l)) if labels.contains(l.as_str()) => {
                                Some(l.clone())
                            }
                            _ => None,
                        })
                        .flatten();
                    for o in &mut s.operands {
                        self.substitute(o, &resolve, &scoped);
                    }
                    let at = self.stmt(s);
                    self.item_of.insert((op.ptr as Key, Some(number - 1)), at);
                    if let Some(l) = target {
                        local_jumps.push((at, l));
                    }
                }
            }
        }
        for (at, l) in local_jumps {
            if let Some(&to) = placed.get(l.as_str()) {
                self.jumps.push((at, To::Item(to)));
            }
        }
    }

    /// `o` with `$k` resolved and the names `scoped` renames renamed.
    fn substitute(
        &mut self,
        o: &mut Operand,
        resolve: &dyn Fn(&mut Writer, &str) -> Option<Operand>,
        scoped: &dyn Fn(&str) -> Option<String>,
    ) {
        match o {
            Operand::Name(n) => {
                if let Some(r) = resolve(self, n) {
                    *o = r;
                } else if let Some(r) = scoped(n) {
                    *n = r;
                }
            }
            Operand::Address { base, rest, .. } => {
                if let Some(r) = resolve(self, base) {
                    *base = match r {
                        Operand::Name(n) => n,
                        _ => self.temp(),
                    };
                } else if let Some(r) = scoped(base) {
                    *base = r;
                }
                for o in rest {
                    self.substitute(o, resolve, scoped);
                }
            }
            Operand::Vector(vs) => {
                for v in vs {
                    self.substitute(v, resolve, scoped);
                }
            }
            Operand::Pair(a, b) => {
                self.substitute(a, resolve, scoped);
                self.substitute(b, resolve, scoped);
            }
            _ => {}
        }
    }

    /// The copies of one edge into `args` (a parallel copy: values that are the
    /// target's own arguments are read into temporaries first).
    unsafe fn copies(&mut self, args: &[MlirValue], vals: &[MlirValue]) {
        let own: HashSet<Key> = args.iter().map(|a| a.ptr as Key).collect();
        let mut moves = Vec::new();
        for (a, v) in args.iter().zip(vals) {
            if a.ptr == v.ptr {
                continue;
            }
            let w = int_width(&ir::type_text(mlirValueGetType(*a)))
                .filter(|w| matches!(w, 16 | 32 | 64))
                .unwrap_or(64);
            let x = if own.contains(&(v.ptr as Key)) {
                let t = Operand::Name(self.temp());
                let x = self.operand(*v);
                self.push(format!("mov.b{w}"), vec![t.clone(), x]);
                t
            } else {
                self.operand(*v)
            };
            moves.push((Operand::Name(self.name(*a)), x, w));
        }
        for (a, x, w) in moves {
            self.push(format!("mov.b{w}"), vec![a, x]);
        }
    }

    /// A block's terminator: its edges' copies and jumps.
    unsafe fn terminator(&mut self, op: MlirOperation, index: &HashMap<Key, usize>) {
        let name = ir::op_name(op);
        let n = mlirOperationGetNumSuccessors(op) as usize;
        if n == 0 {
            if matches!(name.as_str(), "llvm.return" | "llvm.unreachable") {
                self.push("ret".into(), Vec::new());
            }
            return;
        }
        let operands = ir::operands(op);
        let succ = |i: usize| {
            let s = mlirOperationGetSuccessor(op, i as isize);
            (index.get(&(s.ptr as Key)).copied(), ir::block_args(s))
        };
        match name.as_str() {
            "llvm.br" => {
                let (Some(t), args) = succ(0) else { return };
                if args.len() == operands.len() {
                    self.copies(&args, &operands);
                }
                self.jump(None, To::Block(t));
            }
            "llvm.cond_br" => {
                let Some(sizes) = ir::attr(op, "operandSegmentSizes")
                    .filter(|a| mlirDenseArrayGetNumElements(*a) == 3)
                else {
                    return;
                };
                let t_n = mlirDenseI32ArrayGetElement(sizes, 1) as usize;
                let f_n = mlirDenseI32ArrayGetElement(sizes, 2) as usize;
                if operands.len() != 1 + t_n + f_n {
                    return;
                }
                let (t_vals, f_vals) = (&operands[1..1 + t_n], &operands[1 + t_n..]);
                let ((Some(t), t_args), (Some(f), f_args)) = (succ(0), succ(1)) else {
                    return;
                };
                let c = match self.operand(operands[0]) {
                    Operand::Name(c) => c,
                    _ => self.temp(),
                };
                // `@!c bra` to the false side, falling through to the true side (as
                // LLVM lays out a loop's exit test): a read on the true side is on the
                // fall-through of the test, which the analysis narrows by it.
                let f_copies = !f_args.is_empty() && f_args.len() == f_vals.len();
                let skip = self.jumps.len();
                self.jump(Some((c, true)), To::Block(f));
                if t_args.len() == t_vals.len() {
                    self.copies(&t_args, t_vals);
                }
                self.jump(None, To::Block(t));
                if f_copies {
                    // The skip lands on the false edge's copies instead.
                    self.jumps[skip].1 = To::Item(self.label());
                    self.copies(&f_args, f_vals);
                    self.jump(None, To::Block(f));
                }
            }
            _ => {
                // A warp dispatch: `brx.idx` on the table byte.
                if let Some(c) = dispatch_byte(op) {
                    let index = Operand::Name(self.name(c));
                    let at =
                        self.push("brx.idx".into(), vec![index, Operand::Name("table".into())]);
                    self.tables.insert(at, op);
                }
                // `llvm.switch` and the like: any successor, its arguments unknown.
                for i in 0..n {
                    let (Some(t), _) = succ(i) else { continue };
                    let p = self.temp();
                    self.jump(Some((p, false)), To::Block(t));
                }
                self.push("ret".into(), Vec::new());
            }
        }
    }
}

/// The integer `v` holds when a constant defines it (`llvm.mlir.zero` too).
unsafe fn int_const(v: MlirValue) -> Option<i64> {
    ir::const_int(v).or_else(|| {
        let d = ir::def_op(v)?;
        (ir::op_name(d) == "llvm.mlir.zero"
            && int_width(&ir::type_text(mlirValueGetType(v))).is_some())
        .then_some(0)
    })
}

/// `[base]`.
fn address(base: String) -> Operand {
    Operand::Address {
        base,
        offset: 0,
        rest: Vec::new(),
    }
}

/// The width of an integer type (`i32` → 32); pointers are 64 bits.
fn int_width(ty: &str) -> Option<u32> {
    if ty.starts_with("!llvm.ptr") {
        return Some(64);
    }
    ty.strip_prefix('i')?.parse().ok()
}

/// The bits of a scalar type a store writes.
fn scalar_bits(ty: &str) -> Option<u32> {
    match ty {
        "f16" | "bf16" => Some(16),
        "f32" => Some(32),
        "f64" => Some(64),
        t if t.starts_with("!llvm.ptr") || t.starts_with("ptr") => Some(64),
        t => int_width(t).filter(|w| *w <= 128),
    }
}

/// The bytes of a type ([`layout`]).
fn type_size(ty: &str) -> Option<i64> {
    layout(ty).map(|(size, _)| size)
}

/// The size and alignment of a type in bytes, as NVPTX's data layout lays it out
/// (natural alignment): a scalar, a vector of a power-of-two size, an array, or a
/// struct (literal, named with its body, or `packed`, which has no padding); `None`
/// for anything else.
fn layout(ty: &str) -> Option<(i64, i64)> {
    if let Some(b) = scalar_bits(ty) {
        let bytes = i64::from(b / 8);
        return (b % 8 == 0).then_some((bytes, bytes));
    }
    // Nested in another type, `!llvm.` is left out (`!llvm.struct<(array<8 x i64>)>`).
    let ty = ty.strip_prefix("!llvm.").unwrap_or(ty);
    if let Some(inner) = ty.strip_prefix("array<").and_then(|r| r.strip_suffix('>')) {
        let (n, elem) = inner.split_once(" x ")?;
        let n: i64 = n.trim().parse().ok()?;
        let (size, align) = layout(elem.trim())?;
        return Some((n.checked_mul(size)?, align));
    }
    if let Some(inner) = ty.strip_prefix("vector<").and_then(|r| r.strip_suffix('>')) {
        let (n, elem) = inner.split_once('x')?;
        let n: i64 = n.trim().parse().ok()?;
        let size = n.checked_mul(type_size(elem.trim())?)?;
        return (size > 0 && size & (size - 1) == 0).then_some((size, size));
    }
    let (fields, packed) = struct_fields(ty)?;
    let (mut offset, mut align) = (0i64, 1i64);
    for field in fields {
        let (size, a) = layout(field)?;
        let a = if packed { 1 } else { a };
        offset = round_up(offset, a)?.checked_add(size)?;
        align = align.max(a);
    }
    Some((round_up(offset, align)?, align))
}

/// `x` (not negative) rounded up to a multiple of `a` (positive).
fn round_up(x: i64, a: i64) -> Option<i64> {
    (x >= 0 && a > 0).then(|| x.checked_add(a - 1).map(|y| y / a * a))?
}

/// The top-level field types of a struct type (literal, named with its body, or
/// `packed`), and whether it is packed.
fn struct_fields(ty: &str) -> Option<(Vec<&str>, bool)> {
    let ty = ty.strip_prefix("!llvm.").unwrap_or(ty);
    // A literal struct, or a named one with its body (`struct<"struct.stage",
    // (array<16384 x i8>, array<16384 x i8>)>`, clang's ThunderKittens stages).
    let body = ty
        .strip_prefix("struct<")
        .and_then(|r| r.strip_suffix('>'))?;
    let body = match body.strip_prefix('"') {
        Some(named) => named.split_once("\", ").map(|(_, b)| b)?,
        None => body,
    };
    let (body, packed) = match body.strip_prefix("packed ") {
        Some(b) => (b, true),
        None => (body, false),
    };
    let inner = body.strip_prefix('(')?.strip_suffix(')')?;
    if inner.trim().is_empty() {
        return Some((Vec::new(), packed));
    }
    // Top-level fields: split at commas outside `<>` and `()`.
    let (mut fields, mut depth, mut start) = (Vec::new(), 0i32, 0usize);
    for (i, c) in inner.char_indices() {
        match c {
            '<' | '(' => depth += 1,
            '>' | ')' => depth -= 1,
            ',' if depth == 0 => {
                fields.push(inner[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    fields.push(inner[start..].trim());
    Some((fields, packed))
}

/// The byte offset of field `k` of a struct type, and its type.
fn field_offset(ty: &str, k: usize) -> Option<(i64, &str)> {
    let (fields, packed) = struct_fields(ty)?;
    let mut offset = 0i64;
    for (i, field) in fields.iter().enumerate() {
        let (size, a) = layout(field)?;
        offset = round_up(offset, if packed { 1 } else { a })?;
        if i == k {
            return Some((offset, field));
        }
        offset = offset.checked_add(size)?;
    }
    None
}

/// Whether the `llvm.mlir.global` named `name` in `module`'s body is dynamic shared
/// memory: an external array of no elements and no initializer (`llvm.mlir.global
/// external @global_smem() {addr_space = 3 : i32} : !llvm.array<0 x i8>`, as the
/// LLVM front end reads `external addrspace(3) global [0 x i8]`). Every such array
/// starts at the start of the CTA's dynamic shared memory.
fn dynamic_shared(module: MlirOperation, name: &str) -> bool {
    // SAFETY: `module` is the live op the writer was made with.
    unsafe { global_op(module, name) }.is_some_and(|op| {
        // SAFETY: `op` is a live `llvm.mlir.global`.
        unsafe {
            let empty = mlirOperationGetNumRegions(op) == 0
                || mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))
                    .ptr
                    .is_null();
            let external =
                ir::attr(op, "linkage").is_some_and(|a| ir::attr_text(a).contains("external"));
            let zero = ir::attr(op, "global_type").is_some_and(|a| {
                ir::attr_text(a)
                    .replace("!llvm.", "")
                    .starts_with("array<0 x")
            });
            empty && external && zero
        }
    })
}

/// The `llvm.mlir.global` named `name` in `module`'s body.
///
/// # Safety
/// `module` must be a live op or null.
unsafe fn global_op(module: MlirOperation, name: &str) -> Option<MlirOperation> {
    if module.ptr.is_null() || mlirOperationGetNumRegions(module) == 0 {
        return None;
    }
    ir::blocks(mlirOperationGetRegion(module, 0))
        .into_iter()
        .flat_map(|b| ir::ops(b))
        .find(|&op| {
            ir::op_name(op) == "llvm.mlir.global"
                && ir::attr_string(op, "sym_name").as_deref() == Some(name)
        })
}

/// The `alignment` of the `llvm.mlir.global` named `name` in `module`'s body (0: none
/// or not found).
unsafe fn global_alignment(module: MlirOperation, name: &str) -> u32 {
    global_op(module, name)
        .and_then(|op| ir::attr(op, "alignment"))
        .filter(|a| mlirAttributeIsAInteger(*a))
        .map_or(0, |a| mlirIntegerAttrGetValueInt(a) as u32)
}

/// The spans of `model`'s generic shared writes and async-proxy readers, proved by
/// the PTX layer's analysis over the function written out as above; `symbol` gives
/// the model value of a shared global (the base its spans share).
///
/// # Safety
/// `func` must be the live `llvm.func` `model` was translated from, `blocks` its
/// blocks in order, and `anchors` and `asm_stmt` as in `Translated`.
pub(crate) unsafe fn smem_spans(
    func: MlirOperation,
    blocks: &[MlirBlock],
    model: &Function,
    anchors: &[Vec<MlirOperation>],
    asm_stmt: &[Vec<Option<usize>>],
    placement: &Placement,
    symbol: &mut dyn FnMut(&str) -> Value,
) -> SpanFacts {
    // Two allocations need their slots told apart (`SpanFacts::slot_loads`).
    let allocs = model
        .insts()
        .filter(|(_, i)| matches!(i.op, Op::Alloc { .. }))
        .count();
    // A warp dispatch table's bytes need every shared write too.
    let tables = blocks.iter().any(|b| {
        ir::ops(*b)
            .last()
            .is_some_and(|op| dispatch_byte(*op).is_some())
    });
    if !model.has_async_proxy_reader() && allocs < 2 && !tables {
        return SpanFacts::default();
    }
    let mut w = Writer {
        names: HashMap::new(),
        items: Vec::new(),
        jumps: Vec::new(),
        shared: HashMap::new(),
        item_of: HashMap::new(),
        module: mlirOperationGetParentOperation(func),
        fresh: 0,
        loads: HashMap::new(),
        tables: HashMap::new(),
        origin: None,
        origins: Vec::new(),
    };
    let index: HashMap<Key, usize> = blocks
        .iter()
        .enumerate()
        .map(|(i, b)| (b.ptr as Key, i))
        .collect();
    let mut labels = Vec::with_capacity(blocks.len());
    let mut k = 0usize;
    for block in blocks {
        labels.push(w.label());
        for op in ir::ops(*block) {
            k += 1;
            w.origin = Some(op);
            if mlirOperationGetNumSuccessors(op) > 0
                || matches!(ir::op_name(op).as_str(), "llvm.return" | "llvm.unreachable")
            {
                w.terminator(op, &index);
            } else {
                w.op(op, k);
            }
            if w.items.len() > BUDGET {
                return SpanFacts::default();
            }
        }
    }
    let mut jumps: Vec<(usize, usize)> = w
        .jumps
        .iter()
        .filter_map(|(at, to)| match to {
            To::Block(b) => labels.get(*b).map(|&l| (l, *at)),
            To::Item(i) => (*i < w.items.len()).then_some((*i, *at)),
        })
        .collect();
    jumps.sort_unstable();
    let shared: Vec<SharedSymbol> = w
        .shared
        .iter()
        .map(|(name, &align)| SharedSymbol {
            name: name.clone(),
            align,
            dynamic: dynamic_shared(w.module, name),
        })
        .collect();
    let facts = tcgen05_ptx_decode::smem_spans::smem_spans(
        &w.items,
        &shared,
        Some(&jumps),
        model.block_threads,
    );
    let mut out = Vec::new();
    for (at, inst) in model.insts() {
        if inst.op != Op::GenericSharedWrite && !inst.op.reads_smem_async_proxy() {
            continue;
        }
        let (b, i) = (at.block.0 as usize, at.index as usize);
        let Some(op) = anchors.get(b).and_then(|a| a.get(i)) else {
            continue;
        };
        let stmt = asm_stmt.get(b).and_then(|s| s.get(i)).copied().flatten();
        let Some(item) = w.item_of.get(&(op.ptr as Key, stmt)) else {
            continue;
        };
        if let Some(span) = facts.spans.get(item) {
            // A symbol rounded up (`name@align1024`, the analysis' round-ups of its
            // address: ThunderKittens aligns its tiles so) is a base of its own, as
            // in the LLVM front end.
            let name = span
                .symbol
                .split_once('@')
                .map_or(span.symbol.as_str(), |(n, _)| n);
            if w.shared.contains_key(name) {
                out.push((
                    at,
                    SmemSpan {
                        base: symbol(&span.symbol),
                        lo: span.lo,
                        hi: span.hi,
                        gap: span.gap,
                    },
                ));
            }
        }
    }
    out.sort_by_key(|(at, _)| *at);
    let slot_loads = if allocs >= 2 {
        facts
            .slot_loads
            .iter()
            .filter_map(|(load, alloc)| Some((*w.loads.get(load)?, *alloc)))
            .collect()
    } else {
        Vec::new()
    };
    let dispatches = facts
        .dispatches
        .iter()
        .filter_map(|d| Some((*w.tables.get(&d.brx)?, d.values.clone())))
        .collect();
    let settled = settled_loads(model, &w, &facts.load_writers, placement);
    // The tables' loads and writes at their ops, for the bytes a group of warps reads.
    let tables = facts
        .dispatches
        .iter()
        .filter_map(|d| {
            Some(DispatchTable {
                load: *w.loads.get(&d.load)?,
                writes: d
                    .writes
                    .iter()
                    .map(|t| w.origins.get(t.item).copied().flatten())
                    .collect(),
                dispatch: d.clone(),
            })
        })
        .collect();
    SpanFacts {
        spans: out,
        slot_loads,
        dispatches,
        tables,
        settled,
    }
}

/// The results of the shared loads that a CTA barrier separates from every
/// statement that may write their bytes (`load_writers`, by item), each write placed
/// at the op it was written for: threads that run one at one address in the same
/// barrier instance read one value (the LLVM front end's `settled_loads`).
///
/// # Safety
/// As [`smem_spans`].
unsafe fn settled_loads(
    model: &Function,
    w: &Writer,
    load_writers: &std::collections::HashMap<usize, Vec<usize>>,
    placement: &Placement,
) -> HashSet<Key> {
    let loads: Vec<(&usize, &MlirOperation)> = w
        .loads
        .iter()
        .filter(|(k, _)| load_writers.contains_key(k))
        .collect();
    if loads.is_empty() || placement.phases.is_empty() {
        return HashSet::new();
    }
    // SAFETY: this function's contract.
    let point = |op: Option<MlirOperation>| op.and_then(|op| unsafe { placement.point(model, op) });
    let mut out = HashSet::new();
    for (k, load) in loads {
        let (Some(at), Some(writers)) = (point(Some(*load)), load_writers.get(k)) else {
            continue;
        };
        let writes = writers
            .iter()
            .map(|&item| point(w.origins.get(item).copied().flatten()));
        if placement.phases.separated_from_all(at, writes) {
            // SAFETY: as above.
            out.extend(unsafe { ir::results(*load) }.iter().map(|r| r.ptr as Key));
        }
    }
    out
}

/// The barrier instances of a function's model (`BarrierPhases`) and where each of
/// its ops sits among the model's instructions ([`model_points`], computed when
/// first asked for), for the analyses that ask whether a CTA barrier separates two
/// ops: the settled shared and global loads and the dispatch bytes a group of warps
/// reads. Made once per function; marking barriers ordered changes neither.
pub(crate) struct Placement<'a> {
    pub phases: tcgen05_core::barrier_phase::BarrierPhases,
    points: std::cell::OnceCell<HashMap<Key, Option<InstRef>>>,
    /// The function's blocks, and the op of each model instruction (`Translated`).
    pub blocks: &'a [MlirBlock],
    pub anchors: &'a [Vec<MlirOperation>],
}

impl<'a> Placement<'a> {
    /// For `model`, translated from `blocks` with `anchors`.
    pub(crate) fn new(
        model: &Function,
        blocks: &'a [MlirBlock],
        anchors: &'a [Vec<MlirOperation>],
    ) -> Placement<'a> {
        Placement {
            phases: tcgen05_core::barrier_phase::BarrierPhases::new(model),
            points: std::cell::OnceCell::new(),
            blocks,
            anchors,
        }
    }

    /// Where `op` sits among `model`'s instructions ([`model_points`]).
    ///
    /// # Safety
    /// `model` must be the one this was made for, its blocks and ops live.
    pub(crate) unsafe fn point(&self, model: &Function, op: MlirOperation) -> Option<InstRef> {
        self.points
            // SAFETY: this function's contract.
            .get_or_init(|| unsafe { model_points(model, self.blocks, self.anchors) })
            .get(&(op.ptr as Key))
            .copied()
            .flatten()
    }
}

/// Where each op of the function sits among the model's instructions: the point
/// before the first model instruction at or after it (its block, and that
/// instruction's index); `None` for an op that also stands for a CTA barrier (an asm
/// block may order its statements around the barrier). The LLVM front end's
/// `model_points`.
///
/// # Safety
/// As [`smem_spans`].
unsafe fn model_points(
    model: &Function,
    blocks: &[MlirBlock],
    anchors: &[Vec<MlirOperation>],
) -> HashMap<Key, Option<InstRef>> {
    let mut out = HashMap::new();
    for (b, &block) in blocks.iter().enumerate() {
        let id = tcgen05_core::model::BlockId(b as u32);
        let anchored = anchors.get(b).map_or(&[][..], |a| &a[..]);
        let mut next = 0usize;
        // SAFETY: this function's contract.
        for op in unsafe { ir::ops(block) } {
            let first = next;
            let mut barrier = false;
            while anchored.get(next).is_some_and(|a| a.ptr == op.ptr) {
                barrier |= matches!(
                    &model.block(id).insts[next].op,
                    Op::Sync(ev) if ev.kind.is_cta_barrier()
                );
                next += 1;
            }
            let at = InstRef {
                block: id,
                index: first as u32,
            };
            out.insert(op.ptr as Key, (!barrier).then_some(at));
        }
    }
    out
}

/// The byte `op` switches on when it is an `llvm.switch` on an `i8` loaded from
/// shared memory: a warp dispatch (Triton and Gluon send each warp to its partition
/// so), written for the analysis' table (`smem_spans::Dispatch`).
unsafe fn dispatch_byte(op: MlirOperation) -> Option<MlirValue> {
    if ir::op_name(op) != "llvm.switch" {
        return None;
    }
    let c = *ir::operands(op).first()?;
    let load = ir::def_op(c)?;
    (ir::type_text(mlirValueGetType(c)) == "i8"
        && ir::op_name(load) == "llvm.load"
        && ir::operands(load)
            .first()
            .is_some_and(|p| ir::pointer_space(*p) == Some(3)))
    .then_some(c)
}

/// What [`smem_spans`] finds: the spans of the generic writes and async-proxy
/// readers, and the loads of a TMEM address slot that only its `tcgen05.alloc`
/// writes, with that alloc's statement
/// (`tcgen05_ptx_decode::smem_spans::BodyFacts::slot_loads`; loads with one
/// statement read one slot).
#[derive(Default)]
pub(crate) struct SpanFacts {
    pub spans: Vec<(InstRef, SmemSpan)>,
    pub slot_loads: Vec<(MlirOperation, usize)>,
    /// The warp dispatches: each `switch` on a table byte, with the values each
    /// warp's byte may hold (`smem_spans::Dispatch::values`).
    pub dispatches: Vec<(MlirOperation, Vec<Option<Vec<u8>>>)>,
    /// The results of the shared loads no write can race ([`settled_loads`]).
    pub settled: HashSet<Key>,
    /// The warp dispatches with the ops of their load and writes
    /// ([`DispatchTable::group_load`]).
    pub tables: Vec<DispatchTable>,
}

/// A warp dispatch table (`tcgen05_ptx_decode::smem_spans::Dispatch`) with the op
/// that loads its byte and the op of each write that may reach it (`None`: an item
/// written for no op).
pub(crate) struct DispatchTable {
    pub load: MlirOperation,
    pub writes: Vec<Option<MlirOperation>>,
    pub dispatch: tcgen05_ptx_decode::smem_spans::Dispatch,
}

impl DispatchTable {
    /// The result of the table's load when it is one value in every warp of `lo..=hi`
    /// that loads it in the same barrier instance: each run of the table's writes
    /// gives all of their bytes one value (`Dispatch::group_writes`; a run is
    /// `llvm.store`s of one block with no call, asm or `nvvm` op between them), and a
    /// CTA barrier separates the load from each write (the LLVM front end's
    /// `group_dispatch_loads`).
    ///
    /// # Safety
    /// The ops must be live, and `placement` made for `model`, their function's.
    pub(crate) unsafe fn group_load(
        &self,
        lo: u32,
        hi: u32,
        model: &Function,
        placement: &Placement,
    ) -> Option<MlirValue> {
        let ops: Vec<MlirOperation> = self.writes.iter().copied().collect::<Option<_>>()?;
        // The writes numbered by their place in the list, as `joins` and the result
        // name them.
        let table: Vec<TableWrite> = self
            .dispatch
            .writes
            .iter()
            .enumerate()
            .map(|(k, t)| TableWrite {
                item: k,
                ..t.clone()
            })
            .collect();
        // SAFETY: this function's contract.
        let joins = |a: usize, b: usize| unsafe { same_run(ops[a], ops[b]) };
        let hit = tcgen05_ptx_decode::smem_spans::group_writes(
            &table,
            self.dispatch.values.len(),
            lo,
            hi,
            joins,
        )?;
        // SAFETY: as above.
        let point = |op: MlirOperation| unsafe { placement.point(model, op) };
        let at = point(self.load)?;
        placement
            .phases
            .separated_from_all(at, hit.iter().map(|&k| point(ops[k])))
            // SAFETY: as above.
            .then(|| unsafe { ir::results(self.load) }.first().copied())
            .flatten()
    }
}

/// Whether `a` and `b` are `llvm.store`s (never skipped: an asm store may be
/// predicated) and `b` follows `a` in `a`'s block with no call, inline asm or `nvvm`
/// op between them (the LLVM front end's `same_run`).
///
/// # Safety
/// `a` and `b` must be live ops.
unsafe fn same_run(a: MlirOperation, b: MlirOperation) -> bool {
    // SAFETY: this function's contract.
    unsafe {
        let store = |op: MlirOperation| ir::op_name(op) == "llvm.store";
        if !store(a) || !store(b) || mlirOperationGetBlock(a).ptr != mlirOperationGetBlock(b).ptr {
            return false;
        }
        let mut at = mlirOperationGetNextInBlock(a);
        while !at.ptr.is_null() && at.ptr != b.ptr {
            let name = ir::op_name(at);
            if name.starts_with("nvvm.")
                || matches!(
                    name.as_str(),
                    "llvm.call" | "llvm.call_intrinsic" | "llvm.inline_asm"
                )
            {
                return false;
            }
            at = mlirOperationGetNextInBlock(at);
        }
        at.ptr == b.ptr
    }
}
