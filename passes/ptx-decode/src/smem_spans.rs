//! Which shared memory a generic write and an async-proxy reader may touch.
//!
//! R-PROXY (PTX ISA 9.7.16.6.5) orders a generic-proxy write and a later async-proxy
//! read *of that memory*: a write no MMA or `tcgen05.cp` can read needs no
//! `fence.proxy.async` (QuACK's tile scheduler writes a 16-byte slot at the start of
//! shared memory; DeepGEMM's epilogue stages C below the A/B stages). This module
//! bounds both sides, as byte offsets from a `.shared` symbol.
//!
//! It is a flow-insensitive interval analysis over the body's registers: a
//! register's abstract value covers every value any of its definitions gives it, in
//! every thread, lane and iteration, computed to a fixpoint in which a register may
//! rise a bounded number of times (then it is unknown). A value is an integer
//! interval, a shared address `symbol + [lo, hi]` (in the shared window, or its
//! generic form after `cvta.shared`), or an MMA shared-memory descriptor whose
//! 14-bit start-address field holds such an address `>> 4` (PTX ISA, "Shared
//! memory descriptor"). `selp` of a register against a comparison of that register
//! with a constant keeps the side the comparison allows (CuTe's `stage + 1 == N ? 0
//! : stage + 1`).
//!
//! An MMA's operand read starts at the descriptor's address and moves up by the
//! (non-negative) leading and stride offsets; a swizzle only exchanges address bits
//! 4..6 (XOR with bits 7..9, whatever the mode or base offset), so no byte more than
//! 112 below the start is read; the end is bounded from the offsets (`read_end`). Assumption: a CTA's shared-window addresses are
//! below 2^18 (sm_100 has at most 228 KB of shared memory), so the field holds a
//! whole address and adding `n` to a descriptor moves its address by `16 n` bytes.
//! Assumption: the generic address of the shared window is a multiple of 2^18, so
//! bits 4..17 of a `cvta.shared` address are its start-address field
//! (ThunderKittens encodes its descriptors from generic pointers, `(p & 0x3FFFF) >>
//! 4`, and computes right only so).

use std::collections::{HashMap, HashSet, VecDeque};

use crate::ptx_decode::{Operand, Statement};
use tcgen05_core::spec::ShapeKey;

/// The bytes one statement may touch: offsets `lo..=hi` from `symbol`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Span {
    pub symbol: String,
    pub lo: i64,
    pub hi: Option<i64>,
    /// Offsets inside `lo..=hi` not read: between an MMA's two operands.
    pub gap: Option<(i64, i64)>,
}

/// A `.shared` variable a body can see, with its declared `.align` (0: none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedSymbol {
    pub name: String,
    pub align: u32,
    /// An `.extern` array of no size: dynamic shared memory. Every such array of a
    /// kernel starts at the same address (the start of its dynamic shared memory).
    pub dynamic: bool,
}

/// An abstract register value (see the module header).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Abs {
    /// No definition evaluated yet.
    Bottom,
    Int(i64, i64),
    /// A shared-window address: symbol + [lo, hi].
    Addr(u32, i64, i64),
    /// The generic address of shared memory (`cvta.shared`): symbol + [lo, hi].
    Gen(u32, i64, i64),
    /// A descriptor whose start-address field encodes symbol + [lo, hi], and what
    /// is known of its offset fields.
    Desc(u32, i64, i64, Fields),
    Top,
}

/// The known offset fields of a descriptor: the leading-dimension byte offset
/// (bits 16..30, in 16-byte units) and the whole upper word (stride byte offset in
/// bits 32..46). `None`: unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Fields {
    lbo: Option<u32>,
    high: Option<u32>,
}

impl Fields {
    /// A start-address field alone (`(addr >> 4)` below 2^14): no offset bits.
    const BARE: Fields = Fields {
        lbo: Some(0),
        high: None,
    };

    fn join(self, o: Fields) -> Fields {
        Fields {
            lbo: self.lbo.filter(|_| self.lbo == o.lbo),
            high: self.high.filter(|_| self.high == o.high),
        }
    }

    /// After `| c` (`and`: `& c`) on a value of `w` bits.
    fn with(self, c: i64, w: u32, and: bool) -> Fields {
        let c = c as u64;
        let low = ((c >> 16) & 0x3FFF) as u32;
        let high = (c >> 32) as u32;
        let f = |x: u32, y: u32| if and { x & y } else { x | y };
        // A mask that clears a whole field makes it known whatever it held.
        let cleared = |field: Option<u32>, mask: u32| match field {
            _ if and && mask == 0 => Some(0),
            field => field.map(|x| f(x, mask)),
        };
        Fields {
            lbo: cleared(self.lbo, low),
            high: if w == 64 {
                cleared(self.high, high)
            } else {
                None
            },
        }
    }
}

/// How many single definitions a lane's value is followed through
/// ([`Analysis::in_lane`]).
const LANE_DEPTH: u32 = 8;
/// The bytes of a CTA's shared window a descriptor's 14-bit field can address
/// (`addr >> 4`): offsets from a symbol in it are within `(-WINDOW, WINDOW)`.
const WINDOW: i64 = 1 << 18;
/// Magnitudes beyond this are unknown (no overflow in the arithmetic below).
const LIMIT: i64 = 1 << 40;
/// How often one register's value may grow before it is unknown.
const RISES: u16 = 48;

impl Abs {
    fn int(lo: i64, hi: i64) -> Abs {
        Abs::Int(lo, hi).checked()
    }

    /// `Top` when a bound is out of range, `Bottom` when empty.
    fn checked(self) -> Abs {
        match self {
            Abs::Int(lo, hi)
            | Abs::Addr(_, lo, hi)
            | Abs::Gen(_, lo, hi)
            | Abs::Desc(_, lo, hi, _)
                if lo > hi =>
            {
                Abs::Bottom
            }
            Abs::Int(lo, hi)
            | Abs::Addr(_, lo, hi)
            | Abs::Gen(_, lo, hi)
            | Abs::Desc(_, lo, hi, _)
                if lo < -LIMIT || hi > LIMIT =>
            {
                Abs::Top
            }
            v => v,
        }
    }

    /// What both `self` and `other` allow, where both bound a value: the overlap
    /// of two intervals of one kind; else the one that is known (`self` when both
    /// or neither are, or when they do not overlap).
    fn meet(self, other: Abs) -> Abs {
        use Abs::*;
        let overlap =
            |a: i64, b: i64, c: i64, d: i64| (a.max(c) <= b.min(d)).then(|| (a.max(c), b.min(d)));
        match (self, other) {
            (Bottom, _) => Bottom,
            (Top, v) => v,
            (Int(a, b), Int(c, d)) => overlap(a, b, c, d).map_or(self, |(l, h)| Int(l, h)),
            (Addr(s, a, b), Addr(t, c, d)) if s == t => {
                overlap(a, b, c, d).map_or(self, |(l, h)| Addr(s, l, h))
            }
            (Gen(s, a, b), Gen(t, c, d)) if s == t => {
                overlap(a, b, c, d).map_or(self, |(l, h)| Gen(s, l, h))
            }
            _ => self,
        }
    }

    fn join(self, other: Abs) -> Abs {
        use Abs::*;
        match (self, other) {
            (Bottom, v) | (v, Bottom) => v,
            (Int(a, b), Int(c, d)) => Int(a.min(c), b.max(d)),
            (Addr(s, a, b), Addr(t, c, d)) if s == t => Addr(s, a.min(c), b.max(d)),
            (Gen(s, a, b), Gen(t, c, d)) if s == t => Gen(s, a.min(c), b.max(d)),
            (Desc(s, a, b, m), Desc(t, c, d, n)) if s == t => {
                Desc(s, a.min(c), b.max(d), m.join(n))
            }
            _ => Top,
        }
    }

    /// The same kind of value moved by `[a, b]` (`scale` per unit for descriptors).
    fn shifted(self, a: i64, b: i64) -> Abs {
        use Abs::*;
        let field = -(1 << 14) < a && b < (1 << 14);
        let (a, b) = match self {
            // A small addend moves the start-address field; a constant may also add
            // to the leading-offset field (Triton adds `0x04000080`: 128 to the
            // address, 1024 to the offset); anything else is unknown.
            Desc(s, lo, hi, f) if !field => {
                // As the 64-bit word it is: CUTLASS adds whole descriptor templates
                // with bit 63 set (`0x8000402000010002`: the layout in the top bits,
                // a stride, and 2 in the start-address field) to a bare field.
                let ua = a as u64;
                let template = a == b && (ua >> 14) & 3 == 0 && (ua >> 30) & 3 == 0;
                if !template {
                    // Any other addend moves the word as an integer: the address
                    // leaves the field (and carries into the offset above it) until
                    // a later addend brings it back (TileLang adds `213504 + 1024 *
                    // (k % 6)` to a descriptor and subtracts 213504 at the MMA). The
                    // address stays exact; an MMA reads only starts in the shared
                    // window (`mma_span`).
                    let virtual_ = -(1 << 20) < a && b < (1 << 20);
                    return match virtual_ {
                        true => Desc(s, lo + a * 16, hi + b * 16, f).checked(),
                        false => Top,
                    };
                }
                let lbo = f
                    .lbo
                    .map(|l| l + ((ua >> 16) & 0x3FFF) as u32)
                    .filter(|&l| l <= 0x3FFF);
                // The upper word adds to the upper fields (ThunderKittens adds its
                // whole descriptor template, plus the K step, to a bare field):
                // the lower word cannot carry into it, its fields being in range.
                let upper = ua >> 32;
                let high = match upper {
                    0 => f.high,
                    u => f.high.and_then(|h| u32::try_from(u64::from(h) + u).ok()),
                };
                let fields = Fields { lbo, high };
                return Desc(s, lo, hi, fields).shifted(a & 0x3FFF, a & 0x3FFF);
            }
            Desc(..) => (a * 16, b * 16),
            _ => (a, b),
        };
        let add = |x: i64, y: i64| x.checked_add(y);
        match self {
            Int(lo, hi) | Addr(_, lo, hi) | Gen(_, lo, hi) | Desc(_, lo, hi, _) => {
                let (Some(lo), Some(hi)) = (add(lo, a), add(hi, b)) else {
                    return Top;
                };
                match self {
                    Int(..) => Abs::int(lo, hi),
                    Addr(s, ..) => Addr(s, lo, hi).checked(),
                    Gen(s, ..) => Gen(s, lo, hi).checked(),
                    _ => match self {
                        Desc(s, _, _, m) => Desc(s, lo, hi, m).checked(),
                        v => v,
                    },
                }
            }
            v => v,
        }
    }

    fn nonneg(self) -> Option<(i64, i64)> {
        match self {
            Abs::Int(lo, hi) if lo >= 0 => Some((lo, hi)),
            _ => None,
        }
    }
}

/// `[0, 2^k - 1]` covering every value with no bit above those of `hi`.
fn bit_cover(hi: i64) -> i64 {
    if hi <= 0 {
        0
    } else {
        (1i64 << (64 - hi.leading_zeros())).saturating_sub(1)
    }
}

/// The integer width of a statement's type (`b32`, `u64`, ...), the destination's
/// for conversions.
fn width(stmt: &Statement) -> u32 {
    stmt.parts()
        .find_map(|p| {
            let (kind, bits) = p.split_at(1.min(p.len()));
            match (kind, bits) {
                ("b" | "u" | "s", "16" | "32" | "64") => bits.parse().ok(),
                _ => None,
            }
        })
        .unwrap_or(64)
}

/// A result in range for a `w`-bit register (signed view), or unknown.
fn fits(v: Abs, w: u32) -> Abs {
    match v {
        Abs::Int(lo, hi) if w < 64 && (lo < -(1i64 << (w - 1)) || hi >= (1i64 << (w - 1))) => {
            Abs::Top
        }
        v => v,
    }
}

/// The value range of a special register.
fn special(name: &str, threads: Option<u32>) -> Option<Abs> {
    let (reg, _) = name.split_once('.').unwrap_or((name, ""));
    // A declared block size bounds every dimension (`.maxntid x, y, z`: `x * y *
    // z` threads at most).
    let most = i64::from(threads.unwrap_or(1024).clamp(1, 1024));
    Some(match reg {
        "%tid" => Abs::Int(0, most - 1),
        "%ntid" => Abs::Int(1, most),
        "%laneid" => Abs::Int(0, 31),
        "%warpid" => Abs::Int(0, 63),
        "%ctaid" | "%clusterid" => Abs::Int(0, i32::MAX as i64),
        "%nctaid" | "%nclusterid" => Abs::Int(1, i32::MAX as i64),
        "%cluster_ctarank" | "%cluster_ctaid" => Abs::Int(0, 31),
        "%cluster_nctarank" | "%cluster_nctaid" => Abs::Int(1, 32),
        _ => return None,
    })
}

/// `setp.<cmp>.<type> p, x, C`: what `p` says of register `x`.
#[derive(Clone, Debug)]
struct Compare {
    cmp: String,
    reg: String,
    imm: i64,
    unsigned: bool,
    /// The `q` of `p|q`: the negation.
    negated: bool,
    /// The `setp` statement.
    at: usize,
}

/// `v` restricted to the values for which `x <cmp> imm` is `holds`.
fn refine(v: Abs, c: &Compare, holds: bool) -> Abs {
    let Abs::Int(mut lo, mut hi) = v else {
        return v;
    };
    if c.unsigned && (lo < 0 || c.imm < 0) {
        return v;
    }
    let holds = holds != c.negated;
    let k = c.imm;
    let cmp = match (c.cmp.as_str(), holds) {
        ("eq", true) | ("ne", false) => "eq",
        ("eq", false) | ("ne", true) => "ne",
        ("lt" | "lo", true) | ("ge" | "hs", false) => "lt",
        ("le" | "ls", true) | ("gt" | "hi", false) => "le",
        ("gt" | "hi", true) | ("le" | "ls", false) => "gt",
        ("ge" | "hs", true) | ("lt" | "lo", false) => "ge",
        _ => return v,
    };
    match cmp {
        "eq" => (lo, hi) = (lo.max(k), hi.min(k)),
        "ne" => {
            if lo == k {
                lo += 1;
            }
            if hi == k {
                hi -= 1;
            }
        }
        "lt" => hi = hi.min(k - 1),
        "le" => hi = hi.min(k),
        "gt" => lo = lo.max(k + 1),
        _ => lo = lo.max(k),
    }
    Abs::Int(lo, hi).checked()
}

/// The statements still to evaluate, each queued at most once.
struct Worklist {
    work: VecDeque<usize>,
    queued: Vec<bool>,
}

impl Worklist {
    fn new(statements: usize) -> Worklist {
        Worklist {
            work: VecDeque::new(),
            queued: vec![false; statements],
        }
    }

    fn push_all<'k>(&mut self, statements: impl IntoIterator<Item = &'k usize>) {
        for &k in statements {
            if !self.queued[k] {
                self.queued[k] = true;
                self.work.push_back(k);
            }
        }
    }

    fn pop(&mut self) -> Option<usize> {
        let k = self.work.pop_front()?;
        self.queued[k] = false;
        Some(k)
    }
}

/// Whether every path to item `to` that passes item `from` stays in the items
/// between them: every jump that lands in `(from, to]` (`jumps`: (target, jump)
/// pairs sorted by target) starts in `[from, to]`.
pub fn single_entry(jumps: &[(usize, usize)], from: usize, to: usize) -> bool {
    let first = jumps.partition_point(|&(t, _)| t <= from);
    jumps[first..]
        .iter()
        .take_while(|&&(t, _)| t <= to)
        .all(|&(_, j)| (from..=to).contains(&j))
}

/// Values that replace registers' while a chain of single definitions is evaluated
/// again: the lane whose shuffle operand it is (what `%laneid` is), and the
/// registers followed so far ([`Analysis::shuffled`], [`Analysis::per_trip`]).
type Substitution = (Option<i64>, HashMap<usize, Abs>);

struct Analysis<'a> {
    parsed: &'a [Option<Statement>],
    symbols: HashMap<&'a str, u32>,
    regs: HashMap<&'a str, usize>,
    vals: Vec<Abs>,
    compares: HashMap<&'a str, Compare>,
    /// Per symbol: its absolute shared-window address modulo 128, where known.
    phases: Vec<Option<i64>>,
    /// Per symbol: its declared `.align` (0: none).
    aligns: Vec<u32>,
    /// The statement being evaluated (see `local`).
    at: std::cell::Cell<usize>,
    /// A register read by a statement (keys: statement, register) whose value there
    /// is the one a single earlier definition (value: that statement) gave it: the
    /// last definition before it in the text, unpredicated, with no jump from
    /// outside landing between the two (Triton's stage index starts at -1 and is
    /// reset to `0..N` before every use).
    local: HashMap<(usize, usize), usize>,
    /// What each definition in `local` gave its register, by (statement, register).
    def_vals: HashMap<(usize, usize), Abs>,
    /// Definitions (statement, register) whose value reaches only reads that `local`
    /// gives it: they stay out of the register's value everywhere else.
    contained: std::collections::HashSet<(usize, usize)>,
    /// `sub` statements that compute a remainder, with the divisor ([`remainders`]).
    remainders: HashMap<usize, i64>,
    /// `add`/`sub` statements whose sum combines terms that are one value in a
    /// thread, with that sum ([`linear_forms`]).
    linear: HashMap<usize, LinearForm>,
    /// Per register: its one unpredicated definition (statement), if it has exactly
    /// one ([`Analysis::may_ones`]).
    single_def: Vec<Option<usize>>,
    /// The last definitions of round-ups of an address ([`align_ups`]), by statement.
    align_ups: HashMap<usize, AlignUp>,
    /// Round-ups of an address written as one `selp` ([`select_ups`]): the register
    /// rounded and the power of two, by statement.
    select_ups: HashMap<usize, (usize, u32)>,
    /// What conditional branches say of a register where a statement reads it
    /// (keys: statement, register; [`branch_guards`]).
    guards: HashMap<(usize, usize), Vec<Guard>>,
    /// Per `selp` (by statement): for operands 1 and 2, `k` where the operand is the
    /// compared register plus `k` ([`select_offsets`]).
    select_offsets: HashMap<usize, [Option<i64>; 2]>,
    /// While [`Analysis::shuffled`] evaluates a lane's value (or
    /// [`Analysis::per_trip`] a step count's): the lane, and what the
    /// single-definition registers it has followed hold there.
    lane: std::cell::RefCell<Option<Substitution>>,
    /// Steps of loop-linked induction variables ([`linked_steps`]), by statement.
    steps: HashMap<usize, Step>,
    /// The most threads a CTA of the kernel has, where it declares it.
    threads: Option<u32>,
    /// Statements evaluated once per step count of a group of linked steps, by
    /// statement: the group ([`correlated_reads`]).
    correlated: HashMap<usize, usize>,
    /// The members of each group of linked steps, by the group's counter step.
    groups: HashMap<usize, Vec<Step>>,
    /// Step counts [`Analysis::per_trip`] may still evaluate in this body; past
    /// them a correlated statement gets its plain interval value.
    trips_left: std::cell::Cell<i64>,
    /// Offsets (symbol, offset) of mbarrier objects the body initializes at one
    /// address and never invalidates, sorted ([`mbarrier_slots`]): no tensor TMA
    /// store's source box reaches over one.
    mbarrier_slots: Vec<(u32, i64)>,
    /// Symbols beyond the body's own (`symbols`, `aligns`): a symbol's address
    /// rounded up to `2^k`, as (symbol, k). The rounding is one unknown amount, the
    /// same wherever it is taken, so offsets from the rounded address compare
    /// exactly where offsets from the symbol would differ by it.
    rounded: std::cell::RefCell<Vec<(u32, u32)>>,
}

/// A side of a conditional branch that every path to a read of register `x` takes
/// ([`branch_guards`]): `compare` holds there (`holds`) or not, of `x` itself or,
/// with `low_bits: Some(k)`, of `x & -2^k` (DeepGEMM's epilogue tests `(warp & -4)
/// == 4` and then indexes its staging buffer by `warp - 4`).
#[derive(Clone, Debug)]
struct Guard {
    compare: Compare,
    holds: bool,
    low_bits: Option<u32>,
}

/// `if (x & (2^k - 1)) x = (y & -2^k) + 2^k`, with `y` the value `x` held: `x`
/// rounded up to `2^k` (ThunderKittens aligns its shared-memory carve-outs so,
/// branching over the rounding when the address is aligned already).
#[derive(Clone, Copy, Debug)]
struct AlignUp {
    /// The definition of `x` the test reads.
    first: usize,
    /// The register `x`.
    reg: usize,
    k: u32,
    /// The `and` that rounds `y` down, and `y`.
    round: usize,
    y: usize,
}

/// `add r, r, by`, the step of an induction variable `r` whose other definition is
/// `init` and which steps at most `most` times after it ([`linked_steps`]): every
/// value it gives `r` is `init`'s plus `by * [1, most]`.
#[derive(Clone, Copy, Debug)]
struct Step {
    init: usize,
    reg: usize,
    by: i64,
    most: i64,
    /// The counter's step: every step of one group runs as often.
    group: usize,
}

impl<'a> Analysis<'a> {
    fn operand(&self, op: &Operand) -> Abs {
        match op {
            // Constants keep every bit (descriptor templates are above 2^62).
            Operand::Imm(v) => Abs::Int(*v, *v),
            Operand::Name(n) => self.name(n),
            _ => Abs::Top,
        }
    }

    fn name(&self, n: &str) -> Abs {
        let lane = self.lane.borrow();
        if let Some(&r) = self.regs.get(n) {
            if let Some(v) = lane.as_ref().and_then(|(_, memo)| memo.get(&r)) {
                return *v;
            }
            drop(lane);
            return self.value_at(self.at.get(), r);
        }
        if let Some(&s) = self.symbols.get(n) {
            return Abs::Addr(s, 0, 0);
        }
        match &*lane {
            Some((Some(l), _)) if n == "%laneid" => Abs::Int(*l, *l),
            _ => special(n, self.threads).unwrap_or(Abs::Top),
        }
    }

    /// `shfl.sync.idx d, x, b, 31, m` (clamp 31, no segment mask: every lane reads
    /// lane `b`) with `b` a constant or in a range of lanes: `x` as those lanes hold
    /// it, followed through single definitions from `%laneid` (DeepGEMM gives lanes
    /// 0..3 one stage's MMA descriptors each, `laneid < 4 ? base + (laneid << 10) :
    /// 0`, and reads them back by the stage index); else `x`'s value, `a`.
    fn shuffled(&self, stmt: &Statement, a: Abs) -> Abs {
        let (Some(x), Some(31)) = (name(stmt, 1), imm(stmt, 3)) else {
            return a;
        };
        // The lane: a constant, or a register's range (the stage of a loop).
        let lanes = match stmt.operands.get(2).map(|o| self.operand(o)) {
            Some(Abs::Int(lo, hi)) if 0 <= lo && hi < 32 => lo..=hi,
            _ => return a,
        };
        let Some(&r) = self.regs.get(x) else {
            return a;
        };
        if !stmt.has("idx") || self.lane.borrow().is_some() {
            return a;
        }
        let mut v = Abs::Bottom;
        for lane in lanes {
            *self.lane.borrow_mut() = Some((Some(lane), HashMap::new()));
            let in_lane = self.in_lane(r, LANE_DEPTH);
            *self.lane.borrow_mut() = None;
            match in_lane {
                Some(l) => v = v.join(l),
                None => return a,
            }
        }
        v
    }

    /// The value of `stmt`'s destination joined over the step counts `n` of linked
    /// `group` ([`correlated_reads`]): each of the group's registers holds its
    /// initial value plus `n` steps, and the registers `stmt` reads are followed
    /// through single definitions from them. `add x, r, y` of a register `r` of the
    /// group moves `r`'s initial value once, by `n` steps plus `y`: a descriptor
    /// stepped far past its field and brought back by `y` stays exact.
    fn per_trip(&self, stmt: &Statement, group: usize) -> Abs {
        let members = &self.groups[&group];
        let most = members.first().map_or(0, |s| s.most);
        let mut out = Abs::Bottom;
        for n in 0..=most {
            let mut memo = HashMap::new();
            for s in members {
                let init = self
                    .def_vals
                    .get(&(s.init, s.reg))
                    .copied()
                    .unwrap_or(Abs::Top);
                memo.insert(s.reg, init.shifted(s.by * n, s.by * n));
            }
            *self.lane.borrow_mut() = Some((None, memo));
            let mut reads_of = Vec::new();
            for name in reads(stmt) {
                if let Some(&r) = self.regs.get(name) {
                    if let Some(v) = self.in_lane(r, LANE_DEPTH) {
                        if let Some((_, memo)) = self.lane.borrow_mut().as_mut() {
                            memo.insert(r, v);
                        }
                    }
                    reads_of.push(r);
                }
            }
            let moved = match (stmt.head(), &reads_of[..]) {
                ("add" | "sub", &[x, y]) => [(x, y), (y, x)].into_iter().find_map(|(r, o)| {
                    let s = members.iter().find(|s| s.reg == r)?;
                    let lane = self.lane.borrow();
                    let (_, memo) = lane.as_ref()?;
                    let Abs::Int(c0, c1) = *memo.get(&o)? else {
                        return None;
                    };
                    let init = *self.def_vals.get(&(s.init, s.reg))?;
                    let (c0, c1) = match stmt.head() {
                        "sub" if r == x => (c1.checked_neg()?, c0.checked_neg()?),
                        "sub" => return None,
                        _ => (c0, c1),
                    };
                    let at = |c: i64| (s.by * n).checked_add(c);
                    Some(fits(init.shifted(at(c0)?, at(c1)?), width(stmt)))
                }),
                _ => None,
            };
            let v = moved.unwrap_or_else(|| self.value(stmt));
            *self.lane.borrow_mut() = None;
            out = out.join(v);
            if out == Abs::Top {
                break;
            }
        }
        out
    }

    /// The value single-definition register `r` holds in the lane being evaluated
    /// ([`Analysis::shuffled`]), through at most `depth` definitions; `None` where
    /// no single definition is followed (its value is the register's).
    fn in_lane(&self, r: usize, depth: u32) -> Option<Abs> {
        let known = self
            .lane
            .borrow()
            .as_ref()
            .and_then(|(_, m)| m.get(&r).copied());
        if known.is_some() {
            return known;
        }
        let k = self.single_def[r].filter(|_| depth > 0)?;
        let stmt = self.parsed[k].as_ref()?;
        for n in reads(stmt) {
            let Some(&o) = self.regs.get(n) else { continue };
            if let Some(v) = self.in_lane(o, depth - 1) {
                if let Some((_, memo)) = self.lane.borrow_mut().as_mut() {
                    memo.insert(o, v);
                }
            }
        }
        let saved = self.at.replace(k);
        let v = self
            .eval(stmt)
            .into_iter()
            .find(|(d, _)| self.regs.get(d) == Some(&r))
            .map(|(_, v)| v);
        self.at.set(saved);
        v
    }

    /// The registers `stmt` writes and the value each gets from this definition.
    fn eval(&self, stmt: &'a Statement) -> Vec<(&'a str, Abs)> {
        let dests: Vec<&str> = match stmt.head() {
            "bar" | "barrier" | "bra" | "brx" | "st" | "red" => Vec::new(),
            // Every register a call names may be written.
            "call" => stmt.operands.iter().flat_map(|o| o.names()).collect(),
            _ => match stmt.operands.first() {
                Some(op @ (Operand::Name(_) | Operand::Vector(_) | Operand::Pair(..))) => {
                    let mut d = op.names();
                    // `tcgen05.ld.red` writes its reduction result too.
                    if stmt.opcode.starts_with("tcgen05.ld") {
                        d.extend(stmt.operands.iter().skip(1).flat_map(|o| match o {
                            Operand::Name(_) | Operand::Vector(_) => o.names(),
                            _ => Vec::new(),
                        }));
                    }
                    d
                }
                _ => Vec::new(),
            },
        };
        let dests: Vec<&str> = dests
            .into_iter()
            .filter(|d| self.regs.contains_key(d))
            .collect();
        if dests.is_empty() {
            return Vec::new();
        }
        let at = self.at.get();
        let this = self.parsed[at]
            .as_ref()
            .is_some_and(|p| std::ptr::eq(p, stmt));
        if let Some(&group) = self.correlated.get(&at).filter(|_| this) {
            let most = self.groups[&group].first().map_or(0, |s| s.most);
            let left = self.trips_left.get() - (most + 1);
            if self.lane.borrow().is_none() && left >= 0 {
                self.trips_left.set(left);
                return vec![(dests[0], self.per_trip(stmt, group))];
            }
        }
        if let Some(step) = self.steps.get(&at).filter(|_| this) {
            let init = self.def_vals.get(&(step.init, step.reg)).copied();
            let (a, b) = (step.by, step.by * step.most);
            let v = init.unwrap_or(Abs::Top).shifted(a.min(b), a.max(b));
            return vec![(dests[0], fits(v, width(stmt)))];
        }
        // `mov.b64 {lo, hi}, %rd`: the halves.
        if let (Some(Operand::Vector(parts)), Some(src)) =
            (stmt.operands.first(), stmt.operands.get(1))
        {
            if stmt.head() == "mov" && parts.len() == 2 {
                let v = self.operand(src);
                let (lo, hi) = match v {
                    Abs::Desc(s, l, h, m) => (
                        Abs::Desc(s, l, h, Fields { high: None, ..m }),
                        m.high.map_or(Abs::Top, |c| Abs::Int(c as i64, c as i64)),
                    ),
                    Abs::Addr(..) | Abs::Gen(..) => (v, Abs::int(0, 0)),
                    Abs::Int(lo, hi) if lo >= 0 && hi < (1 << 31) => (v, Abs::int(0, 0)),
                    Abs::Bottom => (Abs::Bottom, Abs::Bottom),
                    _ => (Abs::Top, Abs::Top),
                };
                let mut out = Vec::new();
                for (part, v) in parts.iter().zip([lo, hi]) {
                    if let Operand::Name(n) = part {
                        if self.regs.contains_key(n.as_str()) {
                            out.push((n.as_str(), v));
                        }
                    }
                }
                return out;
            }
        }
        let v = if dests.len() == 1 || matches!(stmt.head(), "shfl") {
            self.value(stmt)
        } else {
            Abs::Top
        };
        // `shfl.sync %r|%p`, `setp %p|%q`: the value goes to the first only.
        let mut out = vec![(dests[0], v)];
        out.extend(dests[1..].iter().map(|d| (*d, Abs::Top)));
        out
    }

    /// The value of the first destination of `stmt`.
    fn value(&self, stmt: &Statement) -> Abs {
        let w = width(stmt);
        let arg = |i: usize| stmt.operands.get(i).map_or(Abs::Top, |o| self.operand(o));
        let (a, b) = (arg(1), arg(2));
        if [a, b].contains(&Abs::Bottom) && stmt.head() != "selp" {
            // Not all operands are known yet (`selp` joins its two).
            return Abs::Bottom;
        }
        let plain = self.value_of(stmt, w, (a, b));
        // Both bound the value: the tighter of the two where they meet.
        match self
            .linear
            .get(&self.at.get())
            .filter(|_| self.lane.borrow().is_none())
            .and_then(|form| self.linear_value(form))
            .map(|v| fits(v, w))
        {
            Some(v) => plain.meet(v),
            None => plain,
        }
    }

    /// [`count_covers_cta`] with a register's least value by its interval.
    fn covers_cta(&self, count: &Operand) -> bool {
        count_covers_cta(count, self.threads, |n| {
            match self.regs.get(n).map(|&r| self.vals[r]) {
                Some(Abs::Int(lo, _)) => Some(lo),
                _ => None,
            }
        })
    }

    /// [`Analysis::value`] by the operands' values (and the round-ups).
    fn value_of(&self, stmt: &Statement, w: u32, (a, b): (Abs, Abs)) -> Abs {
        if let Some(&(x, k)) = self.select_ups.get(&self.at.get()) {
            return match self.vals[x] {
                Abs::Bottom => Abs::Bottom,
                v => fits(self.round_up(v, k), w),
            };
        }
        match self.align_ups.get(&self.at.get()) {
            Some(up) => self.rounded_up_value(up, stmt, w, (a, b)),
            None => self.plain_value(stmt, w, (a, b)),
        }
    }

    /// The value of a [`LinearForm`]: its terms' values (a register's over all its
    /// definitions) summed, with at most one address among them; `None` when a
    /// term is not known yet or not an integer or address.
    fn linear_value(&self, form: &LinearForm) -> Option<Abs> {
        let tid = match special("%tid.x", self.threads)? {
            Abs::Int(lo, hi) => (lo, hi),
            _ => return None,
        };
        let (mut lo, mut hi) = (form.constant, form.constant);
        let mut base: Option<(bool, u32)> = None;
        for &(atom, c) in &form.terms {
            let (a, b) = match atom {
                Atom::Tid(k) => (tid.0 >> k, tid.1 >> k),
                Atom::Reg(r, _) => match self.vals[r] {
                    Abs::Int(a, b) => (a, b),
                    Abs::Addr(s, a, b) | Abs::Gen(s, a, b) if c == 1 && base.is_none() => {
                        base = Some((matches!(self.vals[r], Abs::Gen(..)), s));
                        (a, b)
                    }
                    _ => return None,
                },
            };
            let (x, y) = (a.checked_mul(c)?, b.checked_mul(c)?);
            lo = lo.checked_add(x.min(y))?;
            hi = hi.checked_add(x.max(y))?;
        }
        Some(match base {
            None => Abs::int(lo, hi),
            Some((false, s)) => Abs::Addr(s, lo, hi),
            Some((true, s)) => Abs::Gen(s, lo, hi),
        })
    }

    /// The value of the last definition of a round-up ([`AlignUp`]): the first
    /// value rounded up, where `y` is proven to be that value.
    fn rounded_up_value(&self, up: &AlignUp, stmt: &Statement, w: u32, ab: (Abs, Abs)) -> Abs {
        let first = self
            .def_vals
            .get(&(up.first, up.reg))
            .copied()
            .unwrap_or(Abs::Bottom);
        if first == Abs::Bottom {
            return Abs::Bottom;
        }
        // `y` must be the value `x` held: the register itself, or an equal single
        // value (a symbol's address computed again).
        let same = up.y == up.reg && self.local.get(&(up.round, up.y)) == Some(&up.first)
            || self.value_at(up.round, up.y) == first
                && matches!(first, Abs::Addr(_, lo, hi) | Abs::Gen(_, lo, hi) if lo == hi);
        if same {
            fits(self.round_up(first, up.k), w)
        } else {
            // Not proven a round-up: either value.
            first.join(self.plain_value(stmt, w, ab))
        }
    }

    /// The value of register `r` where statement `at` reads it: the one local
    /// definition's (see `local`), or the register's, narrowed by the branches every
    /// path to `at` passes (see `guards`).
    fn value_at(&self, at: usize, r: usize) -> Abs {
        let v = match self.local.get(&(at, r)) {
            Some(d) => self.def_vals.get(&(*d, r)).copied().unwrap_or(Abs::Bottom),
            None => self.vals[r],
        };
        match self.guards.get(&(at, r)) {
            // An empty narrowing (a read no path reaches with the guards as known)
            // keeps the value.
            Some(guards) => guards.iter().fold(v, |v, g| match self.guarded(v, g) {
                Abs::Bottom => v,
                n => n,
            }),
            None => v,
        }
    }

    /// `v`, the value of a register `x`, where `guard` is known.
    fn guarded(&self, v: Abs, guard: &Guard) -> Abs {
        let Some(k) = guard.low_bits else {
            return refine(v, &guard.compare, guard.holds);
        };
        // `y = x & -2^k` is in `[lo, hi]`, both multiples of 2^k: `x` is in `[lo, hi +
        // 2^k - 1]` (as a bit pattern; the same as a signed value when below 2^31).
        let y = self
            .regs
            .get(guard.compare.reg.as_str())
            .map(|&y| self.vals[y]);
        let Some(Abs::Int(lo, hi)) = y.map(|y| refine(y, &guard.compare, guard.holds)) else {
            return v;
        };
        let unit = 1i64 << k;
        if lo < 0 || hi.checked_add(unit).is_none_or(|end| end > 1 << 31) {
            return v;
        }
        let (lo, hi) = ((lo + unit - 1) / unit * unit, hi / unit * unit + unit - 1);
        match v {
            Abs::Int(a, b) => Abs::Int(a.max(lo), b.min(hi)).checked(),
            Abs::Top => Abs::int(lo, hi),
            v => v,
        }
    }

    /// Whether `op` is a multiple of the power of two `c` on every execution: defined
    /// once, by a `mul.lo` by a constant multiple of `c` or a `shl` by at least its
    /// bits (a multiple of a power of two stays one when the product wraps).
    fn multiple_of(&self, op: &Operand, c: i64) -> bool {
        let Operand::Name(n) = op else {
            return matches!(op, Operand::Imm(x) if x % c == 0);
        };
        let Some(&r) = self.regs.get(n.as_str()) else {
            return false;
        };
        let Some(def) = self.single_def.get(r).copied().flatten() else {
            return false;
        };
        let Some(d) = self.parsed[def].as_ref() else {
            return false;
        };
        match (d.head(), d.operands.get(1), d.operands.get(2)) {
            ("mul", _, Some(Operand::Imm(k))) | ("mul", Some(Operand::Imm(k)), _)
                if d.has("lo") =>
            {
                k % c == 0
            }
            ("shl", _, Some(Operand::Imm(k))) if (0..63).contains(k) => (1i64 << k) % c == 0,
            _ => false,
        }
    }

    /// `a >> b` in `w` bits (`signed`: an arithmetic shift).
    fn shr(&self, a: Abs, b: Abs, w: u32, signed: bool) -> Abs {
        match (a, b) {
            (Abs::Int(lo, hi), Abs::Int(k, k2)) if k == k2 && (0..w as i64).contains(&k) => {
                if lo >= 0 {
                    Abs::int(lo >> k, hi >> k)
                } else if !signed && w < 64 {
                    Abs::int(0, ((1i64 << w) - 1) >> k)
                } else {
                    Abs::Top
                }
            }
            // A shared address >> 4: a start-address field (its low 4 bits lost).
            (Abs::Addr(s, lo, hi), Abs::Int(4, 4)) => {
                let (lo, hi) = self.round_down(s, lo, hi, 4);
                Abs::Desc(s, lo, hi, Fields::BARE).checked()
            }
            // A generic shared address >> 4 (ThunderKittens encodes descriptors
            // from generic pointers, `(p & 0x3FFFF) >> 4`): the same field,
            // assuming the generic window starts at a multiple of 2^18, with the
            // window's own bits above it, in the offset fields, until a mask
            // clears them.
            (Abs::Gen(s, lo, hi), Abs::Int(4, 4)) if w == 64 => {
                let (lo, hi) = self.round_down(s, lo, hi, 4);
                let unknown = Fields {
                    lbo: None,
                    high: None,
                };
                Abs::Desc(s, lo, hi, unknown).checked()
            }
            _ => Abs::Top,
        }
    }

    /// The value of the first destination of `stmt` by its instruction alone; `a`
    /// and `b` are its operands 1 and 2.
    fn plain_value(&self, stmt: &Statement, w: u32, (a, b): (Abs, Abs)) -> Abs {
        let arg = |i: usize| stmt.operands.get(i).map_or(Abs::Top, |o| self.operand(o));
        let floats = stmt
            .parts()
            .any(|p| p.starts_with('f') || p.starts_with("bf"));
        let v = match stmt.head() {
            "mov" => match stmt.operands.get(1) {
                Some(Operand::Vector(parts)) if parts.len() == 2 => {
                    let (lo, hi) = (self.operand(&parts[0]), self.operand(&parts[1]));
                    match (lo, hi) {
                        (Abs::Bottom, _) | (_, Abs::Bottom) => Abs::Bottom,
                        // `mov.b32 {lo, hi}` of 16-bit halves: the upper half is
                        // the leading-offset field (TileLang packs it so); of
                        // `mov.b64`, the descriptor's upper word.
                        (Abs::Desc(s, l, h, m), hi) => {
                            let constant = match hi {
                                Abs::Int(c, c2) if c == c2 => Some(c),
                                _ => None,
                            };
                            let fields = match w {
                                32 => Fields {
                                    lbo: constant
                                        .filter(|c| (0..1 << 14).contains(c))
                                        .map(|c| c as u32),
                                    ..m
                                },
                                _ => Fields {
                                    high: constant.map(|c| c as u32),
                                    ..m
                                },
                            };
                            Abs::Desc(s, l, h, fields)
                        }
                        (Abs::Int(..) | Abs::Addr(..) | Abs::Gen(..), Abs::Int(0, 0)) => lo,
                        _ => Abs::Top,
                    }
                }
                Some(_) => a,
                None => Abs::Top,
            },
            "shfl" => self.shuffled(stmt, a),
            "cvt" if !floats => match a {
                Abs::Int(lo, hi) if lo >= 0 && hi < (1 << 31) => a,
                Abs::Int(..) if stmt.parts().filter(|p| p.starts_with('s')).count() == 2 => a,
                Abs::Addr(..) | Abs::Gen(..) => a,
                // Widened from 32 bits: the upper word is zero; cut: unknown.
                Abs::Desc(s, l, h, m) => {
                    let high = (w == 64 && m.high.is_none()).then_some(0);
                    Abs::Desc(s, l, h, Fields { high, ..m })
                }
                _ => Abs::Top,
            },
            "cvta" => match (stmt.has("to"), a) {
                (true, Abs::Gen(s, lo, hi)) => Abs::Addr(s, lo, hi),
                (false, Abs::Addr(s, lo, hi)) if stmt.has("shared") => Abs::Gen(s, lo, hi),
                _ => Abs::Top,
            },
            "add" if !floats => match (a, b) {
                (Abs::Int(x, y), v) | (v, Abs::Int(x, y)) => v.shifted(x, y),
                _ => Abs::Top,
            },
            // `x - d * (x / d)` with the quotient by a multiplication (nvcc's
            // `stage % N`): `x mod d`, for `x >= 0`.
            "sub" if self.remainders.contains_key(&self.at.get()) => {
                let d = self.remainders[&self.at.get()];
                match a {
                    Abs::Int(lo, hi) if lo >= 0 && hi < d => a,
                    Abs::Int(lo, _) if lo >= 0 => Abs::int(0, d - 1),
                    _ => Abs::Top,
                }
            }
            "sub" if !floats => match (a, b) {
                (v, Abs::Int(x, y)) => match (y.checked_neg(), x.checked_neg()) {
                    (Some(ny), Some(nx)) => v.shifted(ny, nx),
                    _ => Abs::Top,
                },
                (Abs::Addr(s, a0, a1), Abs::Addr(t, b0, b1))
                | (Abs::Gen(s, a0, a1), Abs::Gen(t, b0, b1))
                    if s == t =>
                {
                    Abs::int(a0 - b1, a1 - b0)
                }
                _ => Abs::Top,
            },
            // `mul.hi.u32 x, M` with a constant `M` grows with `x` (the magic-number
            // division compilers emit for `x / d`).
            "mul" if stmt.has("hi") && stmt.has("u32") => {
                let (x, m) = match (a, b) {
                    (x, Abs::Int(m, m1)) if m == m1 => (x, m),
                    (Abs::Int(m, m1), x) if m == m1 => (x, m),
                    _ => (Abs::Top, 0),
                };
                match x {
                    Abs::Int(x0, x1) if x0 >= 0 && x1 < (1 << 32) => {
                        let m = u64::from(m as u32);
                        let hi = |x: i64| ((x as u64 * m) >> 32) as i64;
                        Abs::int(hi(x0), hi(x1))
                    }
                    _ => Abs::Top,
                }
            }
            "mul" | "mad" if !floats && !stmt.has("hi") => {
                let p = match (a, b) {
                    (Abs::Int(a0, a1), Abs::Int(b0, b1)) => {
                        let c = [
                            a0.checked_mul(b0),
                            a0.checked_mul(b1),
                            a1.checked_mul(b0),
                            a1.checked_mul(b1),
                        ];
                        // `mul.wide` widens: the sources' width bounds them already.
                        let pw = if stmt.has("wide") { 64 } else { w };
                        match c.iter().copied().collect::<Option<Vec<i64>>>() {
                            Some(c) => fits(
                                Abs::int(
                                    c.iter().copied().min().unwrap_or(0),
                                    c.iter().copied().max().unwrap_or(0),
                                ),
                                pw,
                            ),
                            None => Abs::Top,
                        }
                    }
                    _ => Abs::Top,
                };
                if stmt.head() == "mad" {
                    match (p, arg(3)) {
                        (_, Abs::Bottom) => return Abs::Bottom,
                        (Abs::Int(x, y), v) => v.shifted(x, y),
                        _ => Abs::Top,
                    }
                } else {
                    p
                }
            }
            "shl" => match (a.nonneg(), b) {
                // A shift by 0 is the value itself, an address or a descriptor too
                // (Mojo builds descriptors as `(field << 0) | 0 | ...`).
                (_, Abs::Int(0, 0)) => a,
                (Some((lo, hi)), Abs::Int(k, k2))
                    if k == k2 && (0..w as i64).contains(&k) && hi <= LIMIT >> k =>
                {
                    fits(Abs::int(lo << k, hi << k), w)
                }
                _ => Abs::Top,
            },
            "shr" => self.shr(a, b, w, stmt.has("s32") || stmt.has("s64")),
            // `bfe.u d, a, pos, len`: `(a >> pos) & (2^len - 1)` (LLVM's NVPTX back end
            // extracts a descriptor's start field so).
            "bfe" if stmt.has("u32") || stmt.has("u64") => match (arg(2), arg(3)) {
                (Abs::Int(p, p2), Abs::Int(n, n2))
                    if p == p2
                        && n == n2
                        && (0..w as i64).contains(&p)
                        && (1..=w as i64 - p).contains(&n)
                        && n < 63 =>
                {
                    let mask = (1i64 << n) - 1;
                    self.and(
                        self.shr(a, Abs::int(p, p), w, false),
                        Abs::int(mask, mask),
                        w,
                    )
                }
                _ => Abs::Top,
            },
            "and" => self.and(a, b, w),
            "or" => match (a, b) {
                (Abs::Desc(s, l, h, m), Abs::Int(c, c2))
                | (Abs::Int(c, c2), Abs::Desc(s, l, h, m))
                    if c == c2 && c & 0x3FFF == 0 =>
                {
                    Abs::Desc(s, l, h, m.with(c, w, false))
                }
                // A small constant into the start-address field (CuTe DSL steps its
                // K blocks with `or.b32 lo, lo, 2` on a descriptor's low word, the
                // field's low bits clear): `v | c` lies in `[v, v + c]` whatever
                // bits `v` has, so the start moves up by at most `16 * c` bytes, and
                // by exactly that where the bits of `c` are clear in every value
                // (FlashInfer's GQA decode ors the start offset and the other fields
                // into the descriptor in one 64-bit constant).
                (Abs::Desc(s, l, h, m), Abs::Int(c, c2))
                | (Abs::Int(c, c2), Abs::Desc(s, l, h, m))
                    if c == c2 =>
                {
                    let (field, rest) = (c & 0x3FFF, c & !0x3FFF);
                    let m = if rest != 0 { m.with(rest, w, false) } else { m };
                    let exact = (field as u64) & !self.clear_field_bits(s, l, h) == 0;
                    let lo = if exact { l + 16 * field } else { l };
                    Abs::Desc(s, lo, h + 16 * field, m).checked()
                }
                _ => match (a.nonneg(), b.nonneg()) {
                    (Some((a0, a1)), Some((b0, b1))) => match a1.checked_add(b1) {
                        Some(h) => fits(Abs::int(a0.max(b0), self.ones_bound(stmt, h)), w),
                        None => Abs::Top,
                    },
                    _ => Abs::Top,
                },
            },
            "xor" if matches!(a, Abs::Addr(..) | Abs::Gen(..)) => self.xor_address(a, b),
            "xor" if matches!(b, Abs::Addr(..) | Abs::Gen(..)) => self.xor_address(b, a),
            "xor" => match (a.nonneg(), b.nonneg()) {
                // a ^ b <= a | b <= a + b for non-negative a and b.
                (Some((_, a1)), Some((_, b1))) => match a1.checked_add(b1) {
                    Some(sum) => {
                        let hi = bit_cover(a1.max(b1)).min(sum);
                        fits(Abs::int(0, self.ones_bound(stmt, hi)), w)
                    }
                    None => Abs::Top,
                },
                _ => Abs::Top,
            },
            "min" | "max" if !floats => match (a, b) {
                (Abs::Int(a0, a1), Abs::Int(b0, b1)) => {
                    if stmt.head() == "min" {
                        Abs::int(a0.min(b0), a1.min(b1))
                    } else {
                        Abs::int(a0.max(b0), a1.max(b1))
                    }
                }
                _ => Abs::Top,
            },
            "rem" if !floats => match (a, b) {
                // A multiple of a power of two `c`, even wrapped around: no remainder
                // (CuTe DSL's `(4 * tile) % 4` stage of a single-stage epilogue).
                (_, Abs::Int(c, c2))
                    if c == c2
                        && c > 0
                        && c & (c - 1) == 0
                        && stmt.operands.get(1).is_some_and(|x| self.multiple_of(x, c)) =>
                {
                    Abs::int(0, 0)
                }
                // Of any dividend (`Top`: a stage index `n % 4` of an argument), an
                // unsigned remainder is below the divisor, a signed one within it
                // either side unless the dividend is known non-negative.
                (Abs::Int(..) | Abs::Top, Abs::Int(c, c2)) if c == c2 && c > 0 => {
                    let nonneg = matches!(a, Abs::Int(lo, _) if lo >= 0);
                    if nonneg || stmt.has("u32") || stmt.has("u64") {
                        Abs::int(0, c - 1)
                    } else {
                        Abs::int(-(c - 1), c - 1)
                    }
                }
                _ => Abs::Top,
            },
            "div" if !floats => match (a.nonneg(), b) {
                (Some((lo, hi)), Abs::Int(c, c2)) if c == c2 && c > 0 => Abs::int(lo / c, hi / c),
                _ => Abs::Top,
            },
            "bfe" if stmt.has("u32") || stmt.has("u64") => match (a, b, arg(3)) {
                // Bits 4.. of an address below 2^18: its start-address field (Triton).
                (Abs::Addr(s, lo, hi), Abs::Int(4, 4), Abs::Int(n, n2)) if n == n2 && n >= 14 => {
                    let (lo, hi) = self.round_down(s, lo, hi, 4);
                    Abs::Desc(s, lo, hi, Fields::BARE).checked()
                }
                (_, _, Abs::Int(n, n2)) if n == n2 && (0..=32).contains(&n) => {
                    Abs::int(0, (1 << n) - 1)
                }
                _ => Abs::Top,
            },
            "selp" => self.select(stmt, a, b),
            _ => Abs::Top,
        };
        fits(v.checked(), w)
    }

    /// An address with bits below `2^j` flipped (a swizzle: `addr ^ ((addr >> 3) &
    /// 48)`, `bits` at most `2^j - 1`): it stays in the `2^j`-aligned block of the
    /// absolute address (exact offsets in the shared window when the symbol is
    /// aligned), so moves by less than `2^j` either way.
    fn xor_address(&self, addr: Abs, bits: Abs) -> Abs {
        let Some((_, c)) = bits.nonneg() else {
            return Abs::Top;
        };
        let m = bit_cover(c);
        match addr {
            Abs::Addr(s, lo, hi) => {
                let (l, h) = self.round_down(s, lo, hi, 64 - (m as u64).leading_zeros());
                Abs::Addr(s, l, h + m).checked()
            }
            Abs::Gen(s, lo, hi) => Abs::Gen(s, lo - m, hi + m).checked(),
            _ => Abs::Top,
        }
    }

    /// `hi` lowered to the largest value with only the bits operands 1 and 2 of an
    /// `or`/`xor` may have set ([`Analysis::may_ones`]): Gluon's epilogue offsets
    /// `((tid & 7) << 13 | (tid & 127) << 4) ^ 112` have bits 4..10 and 13..15 only.
    fn ones_bound(&self, stmt: &Statement, hi: i64) -> i64 {
        let at = self.at.get();
        let ones = |i: usize| stmt.operands.get(i).and_then(|o| self.may_ones(o, at, 8));
        match (ones(1), ones(2)) {
            (Some(x), Some(y)) if (x | y) < (1 << 62) => hi.min((x | y) as i64),
            _ => hi,
        }
    }
    /// A constant with the instruction-descriptor bits a span reads (the shape
    /// fields, the transpose bits, bit 31) of `op` where `at` reads it, through
    /// single unpredicated definitions by `or` (within `depth`): an operand whose
    /// possible ones miss those bits adds none (TileLang ors run-time scale-factor
    /// ids into a constant shape).
    fn shape_constant(&self, op: &Operand, at: usize, depth: u32) -> Option<i64> {
        const READ: u64 = ShapeKey::FIELDS_MASK as u64 | 3 << 15 | 1 << 31;
        if let Operand::Imm(c) = op {
            return Some(*c);
        }
        let free = |o: &Operand, k: usize| {
            self.may_ones(o, k, depth)
                .is_some_and(|m| m & READ == 0)
                .then_some(0)
        };
        let def = match op {
            Operand::Name(n) => self.regs.get(n.as_str()).and_then(|&r| self.single_def[r]),
            _ => None,
        };
        let followed = def.filter(|_| depth > 0).and_then(|k| {
            let stmt = self.parsed[k].as_ref()?;
            let arg = |i: usize| {
                let o = stmt.operands.get(i)?;
                self.shape_constant(o, k, depth - 1).or_else(|| free(o, k))
            };
            match stmt.head() {
                "or" => Some(arg(1)? | arg(2)?),
                "mov" if stmt.operands.len() == 2 => arg(1),
                _ => None,
            }
        });
        followed.or_else(|| free(op, at))
    }

    /// The bits an operand read by statement `at` may have set (a superset), through
    /// single unpredicated definitions by masks, shifts, `or`/`xor`, copies and `add`s
    /// of operands with no common bit, within `depth`; else from its non-negative
    /// interval there (a read `local` gives one definition sees that one's value).
    fn may_ones(&self, op: &Operand, at: usize, depth: u32) -> Option<u64> {
        let from_interval = |v: Abs| match v {
            Abs::Int(lo, hi) if lo >= 0 => Some(bit_cover(hi) as u64),
            _ => None,
        };
        let n = match op {
            Operand::Imm(c) => return (*c >= 0).then_some(*c as u64),
            Operand::Name(n) => n.as_str(),
            _ => return None,
        };
        let Some(&r) = self.regs.get(n) else {
            return special(n, self.threads).and_then(from_interval);
        };
        let interval = from_interval(self.value_at(at, r));
        let def = self.single_def.get(r).copied().flatten();
        let (Some(k), true) = (def, depth > 0) else {
            return interval;
        };
        let Some(stmt) = self.parsed[k].as_ref() else {
            return interval;
        };
        let arg = |i: usize| {
            stmt.operands
                .get(i)
                .and_then(|o| self.may_ones(o, k, depth - 1))
        };
        let shift = || match stmt.operands.get(2) {
            Some(Operand::Imm(c)) if (0..64).contains(c) => Some(*c as u32),
            _ => None,
        };
        let w = width(stmt);
        let width_mask = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
        let bits = match stmt.head() {
            "and" => match (arg(1), arg(2)) {
                (Some(x), Some(y)) => Some(x & y),
                (x, y) => x.or(y),
            },
            "or" | "xor" => arg(1).zip(arg(2)).map(|(x, y)| x | y),
            "add" => arg(1)
                .zip(arg(2))
                .filter(|(x, y)| x & y == 0)
                .map(|(x, y)| x | y),
            "shl" => arg(1).zip(shift()).map(|(x, k)| (x << k) & width_mask),
            "shr" if !stmt.has("s32") && !stmt.has("s64") => {
                arg(1).zip(shift()).map(|(x, k)| x >> k)
            }
            "bfe" if stmt.has("u32") || stmt.has("u64") => match (shift(), stmt.operands.get(3)) {
                (Some(k), Some(Operand::Imm(n))) if (1..64).contains(n) => {
                    arg(1).map(|x| (x >> k) & ((1u64 << n) - 1))
                }
                _ => None,
            },
            "mov" | "cvt" if stmt.operands.len() == 2 && !stmt.has("s32") => arg(1),
            _ => None,
        };
        match (bits, interval) {
            (Some(b), Some(i)) => Some(b & i),
            (b, i) => b.or(i),
        }
    }

    /// The alignment symbol `s` is known to have (0: none).
    fn align_of(&self, s: u32) -> u32 {
        match self.aligns.get(s as usize) {
            Some(&a) => a,
            None => self
                .rounded
                .borrow()
                .get(s as usize - self.aligns.len())
                .map_or(0, |&(base, k)| (1u32 << k).max(self.align_of(base))),
        }
    }

    /// The symbol of `s`'s address rounded up to `2^k`.
    fn rounded_symbol(&self, s: u32, k: u32) -> u32 {
        let mut rounded = self.rounded.borrow_mut();
        let at = match rounded.iter().position(|&r| r == (s, k)) {
            Some(at) => at,
            None => {
                rounded.push((s, k));
                rounded.len() - 1
            }
        };
        (self.aligns.len() + at) as u32
    }

    /// The name of symbol `s` (a rounded one: `name@align<2^k>`).
    fn symbol_name(&self, s: u32) -> Option<String> {
        // Names of one symbol (dynamic shared memory's): the least, every time.
        if let Some(n) = self
            .symbols
            .iter()
            .filter(|(_, &i)| i == s)
            .map(|(n, _)| *n)
            .min()
        {
            return Some(n.to_string());
        }
        let (base, k) = *self.rounded.borrow().get(s as usize - self.aligns.len())?;
        Some(format!("{}@align{}", self.symbol_name(base)?, 1u64 << k))
    }

    /// Symbol `s`'s absolute address modulo 128, where known.
    fn phase_of(&self, s: u32) -> Option<i64> {
        match self.phases.get(s as usize) {
            Some(p) => *p,
            None => (self.align_of(s) >= 128).then_some(0),
        }
    }

    /// The value of `x` rounded up to `2^k` (`x` as it was: `v`): exact from a symbol
    /// (the rounded symbol, or the same offset when already aligned); else up to
    /// `2^k - 1` higher. Generic addresses assume the window starts at a multiple of
    /// 2^18 (module header).
    fn round_up(&self, v: Abs, k: u32) -> Abs {
        let unit = 1i64 << k;
        let exact = |s: u32, lo: i64, hi: i64| -> Option<(u32, i64)> {
            (lo == hi && lo.rem_euclid(unit) == 0).then(|| {
                if i64::from(self.align_of(s)) >= unit {
                    (s, lo)
                } else {
                    (self.rounded_symbol(s, k), lo)
                }
            })
        };
        match v {
            Abs::Addr(s, lo, hi) => match exact(s, lo, hi) {
                Some((t, c)) => Abs::Addr(t, c, c),
                None => Abs::Addr(s, lo, hi + unit - 1).checked(),
            },
            Abs::Gen(s, lo, hi) => match exact(s, lo, hi) {
                Some((t, c)) => Abs::Gen(t, c, c),
                None => Abs::Gen(s, lo, hi + unit - 1).checked(),
            },
            Abs::Int(lo, hi) => Abs::int(lo, hi + unit - 1),
            v => v,
        }
    }

    /// Offsets `lo..=hi` from symbol `s` with their low `bits` bits cleared in the
    /// absolute address: exactly the offsets rounded down when the symbol is declared
    /// aligned to `2^bits` at least; else anything from `2^bits - 1` below.
    fn round_down(&self, s: u32, lo: i64, hi: i64, bits: u32) -> (i64, i64) {
        let unit = 1i64 << bits.min(40);
        if i64::from(self.align_of(s)) >= unit {
            (lo.div_euclid(unit) * unit, hi.div_euclid(unit) * unit)
        } else {
            (lo - (unit - 1), hi)
        }
    }

    /// The bits of a descriptor's start-address field (`address >> 4`, 14 bits)
    /// that are 0 for every address of symbol `s` plus an offset in `lo..=hi`: bits
    /// below the symbol's alignment that no offset in the range sets.
    fn clear_field_bits(&self, s: u32, lo: i64, hi: i64) -> u64 {
        if lo < 0 || hi < lo {
            return 0;
        }
        let align = self.align_of(s);
        if align == 0 {
            return 0;
        }
        let aligned = align.trailing_zeros().saturating_sub(4).min(14);
        let (x0, x1) = (lo >> 4, hi >> 4);
        (0..aligned)
            .filter(|&j| {
                // The least value from x0 on with bit j set.
                let first = if x0 >> j & 1 == 1 {
                    x0
                } else {
                    ((x0 >> j) | 1) << j
                };
                first > x1
            })
            .fold(0, |bits, j| bits | 1 << j)
    }

    fn and(&self, a: Abs, b: Abs, w: u32) -> Abs {
        let mask = |c: i64| if w < 64 { c & ((1i64 << w) - 1) } else { c };
        match (a, b) {
            (Abs::Addr(s, lo, hi), Abs::Int(c, c2)) | (Abs::Int(c, c2), Abs::Addr(s, lo, hi))
                if c == c2 =>
            {
                // Clearing the low k bits of an address below 2^18 (rounding down):
                // it moves down by less than 2^k.
                let c = mask(c) as u64;
                let k = c.trailing_zeros().min(18);
                let kept = c | ((1u64 << k) - 1) | !((1u64 << 18) - 1);
                if (w == 64 && kept == u64::MAX)
                    || (w < 64 && kept | !((1u64 << w) - 1) == u64::MAX)
                {
                    let (lo, hi) = self.round_down(s, lo, hi, k);
                    Abs::Addr(s, lo, hi).checked()
                } else {
                    Abs::Top
                }
            }
            // A generic address rounded down to 2^k (`& -2^k`: ThunderKittens
            // aligns its shared-memory carve-outs to 1024 this way): it moves down by
            // less than 2^k. How the generic window itself is aligned is not known,
            // so not by exactly the symbol's rounding.
            (Abs::Gen(s, lo, hi), Abs::Int(c, c2)) | (Abs::Int(c, c2), Abs::Gen(s, lo, hi))
                if c == c2 && c < 0 && (c as u64).trailing_zeros() < 40 =>
            {
                let c = c as u64;
                let k = c.trailing_zeros();
                if c | ((1u64 << k) - 1) == u64::MAX && w == 64 {
                    Abs::Gen(s, lo - ((1i64 << k) - 1), hi).checked()
                } else {
                    Abs::Top
                }
            }
            (Abs::Desc(s, lo, hi, f), Abs::Int(c, c2))
            | (Abs::Int(c, c2), Abs::Desc(s, lo, hi, f))
                if c == c2 =>
            {
                // Clearing the low j bits of the field rounds the address down to
                // 2^(j+4). Clearing a bit that is 0 in every value the field may
                // hold changes nothing: below the symbol's alignment, the offsets'
                // bits (FlashInfer's CuTe DSL GQA decode: `(smem + 384) >> 4 & 16344`,
                // the compiler's 0x3FFF without the bits it knows are clear). Any
                // other mask changes it.
                let m = (c as u64) & 0x3FFF;
                let cleared = 0x3FFF & !m & !self.clear_field_bits(s, lo, hi);
                let j = cleared.trailing_ones();
                if m != 0 && cleared == (1u64 << j) - 1 {
                    let (lo, hi) = if j > 0 {
                        self.round_down(s, lo, hi, j + 4)
                    } else {
                        (lo, hi)
                    };
                    Abs::Desc(s, lo, hi, f.with(c, w, true)).checked()
                } else {
                    Abs::Top
                }
            }
            _ => {
                let bound = |v: Abs| match v {
                    Abs::Int(c, c2) if c == c2 && mask(c) >= 0 => Some(mask(c)),
                    Abs::Int(lo, hi) if lo >= 0 => Some(hi),
                    _ => None,
                };
                match (bound(a), bound(b)) {
                    (Some(x), Some(y)) => Abs::int(0, x.min(y)),
                    (Some(x), None) | (None, Some(x)) => Abs::int(0, x),
                    _ => Abs::Top,
                }
            }
        }
    }

    /// `selp d, a, b, p`: `a` where `p` holds, `b` where not, each side narrowed by
    /// what `p` says of it.
    fn select(&self, stmt: &Statement, a: Abs, b: Abs) -> Abs {
        let Some(Operand::Name(p)) = stmt.operands.get(3) else {
            return a.join(b);
        };
        let Some(c) = self.compares.get(p.as_str()) else {
            return a.join(b);
        };
        let offsets = self.select_offsets.get(&self.at.get());
        let side = |i: usize, v: Abs, holds: bool| match stmt.operands.get(i) {
            Some(Operand::Name(n)) if *n == c.reg => refine(v, c, holds),
            // `x == 4 ? 0 : x + 1` (DeepGEMM's stage index).
            _ => match offsets.and_then(|o| o[i - 1]) {
                Some(k) => match self.regs.get(c.reg.as_str()) {
                    Some(&x) => match refine(self.value_at(c.at, x), c, holds) {
                        r @ Abs::Int(..) => r.shifted(k, k),
                        _ => v,
                    },
                    None => v,
                },
                None => v,
            },
        };
        // A comparison of a register defined once that its value decides (in the
        // lane being evaluated, say) selects one side.
        let once = self
            .regs
            .get(c.reg.as_str())
            .is_some_and(|&r| self.single_def[r].is_some());
        if let (true, v @ Abs::Int(..)) = (once, self.name(&c.reg)) {
            if refine(v, c, true) == Abs::Bottom {
                return side(2, b, false);
            }
            if refine(v, c, false) == Abs::Bottom {
                return side(1, a, true);
            }
        }
        side(1, a, true).join(side(2, b, false))
    }
}

/// How an MMA operand is laid out, as far as its instruction descriptor tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layout {
    /// K-major with this many rows (M of A, N of B).
    KMajor(i64),
    /// MN-major: `mn` elements of `bytes` bytes along M or N, and `k_groups` groups
    /// of 8 K-rows (the K of one MMA).
    MnMajor {
        mn: i64,
        bytes: i64,
        k_groups: i64,
    },
    Unknown,
}

/// What [`read_end`] knows of one read beyond the descriptor: the bytes of K one MMA
/// (or `tcgen05.cp`) reads from each row (`None`: unknown), and the symbol's absolute
/// address modulo 128 (`None`: unknown).
#[derive(Clone, Copy, Debug, Default)]
struct Read {
    k_bytes: Option<i64>,
    phase: Option<i64>,
}

/// The last byte an MMA operand or `tcgen05.cp` source starting at most at `start`
/// may read, from its descriptor's offset fields (PTX ISA, "Shared memory
/// descriptor"). A K-major operand of `r` rows (from the instruction descriptor):
/// its groups of 8 rows repeat at the stride offset and its at most 64 bytes of K
/// repeat at most 4 times at the leading offset: the last group's 8 rows lie at most
/// 7 rows of at most 128 bytes after its start, a row reads at most 64 bytes, and
/// the swizzle moves a byte by less than 128 within its row (`7 * 128 + 64 + 127 =
/// 1087`). An MN-major operand (PTX ISA 9.7.16.3 and the swizzle-atom table of the
/// shared-memory layouts): atoms of 8 K-rows by the swizzle width along MN (16 bytes
/// unswizzled, 32, 64 or 128), at most 1024 bytes each, repeated along MN at one of
/// the two offsets and along K at the other; counting `R`, the larger of the two
/// repeat counts, along both offsets bounds it whichever offset is which. Otherwise
/// core matrices repeat at most 64 times along either offset (256 elements of 4
/// bytes in 16-byte chunks). `None` when a field is unknown or the leading offset is
/// an absolute address (bit 52).
///
/// A swizzled K-major operand whose rows one MMA reads `k_bytes` of (`read.k_bytes`,
/// at most the swizzle width `S`) is bounded tighter: its rows lie `S` bytes apart in
/// an atom of 8 rows (the canonical K-major layouts; the leading offset is not used),
/// so the last row's last byte before swizzling is at most `start + (groups - 1) *
/// SBO + 7 S + k_bytes - 1`, and the swizzle, an XOR of address bits 4.. with bits
/// 7.., keeps every byte inside its `S`-aligned segment of the *absolute* address:
/// the end rounds up to that segment's end when the symbol's address modulo 128 is
/// known (`read.phase`), and moves by at most `S - 16` when not.
fn read_end(start: i64, f: Fields, layout: Layout, read: Read) -> Option<i64> {
    let (lbo, high) = (f.lbo?, f.high?);
    if high & (1 << 20) != 0 {
        return None;
    }
    let sbo = 16 * (high & 0x3FFF) as i64;
    let lbo = 16 * (lbo & 0x3FFF) as i64;
    // Swizzle mode, descriptor bits 61..63: the atom's width along MN.
    let atom = match (high >> 29) & 7 {
        0 => Some(16),
        1 | 2 => Some(128),
        4 => Some(64),
        6 => Some(32),
        _ => None,
    };
    let extent = match (layout, atom) {
        (Layout::KMajor(r), _) => {
            let groups = ((r + 7) / 8 - 1).max(0);
            let loose = start.checked_add(groups * sbo + 4 * lbo + 1087);
            let tight = match (atom, read.k_bytes) {
                // Unswizzled: core matrices of 8 contiguous 16-byte rows, groups of
                // 8 rows at the stride offset, 16-byte chunks of K at the leading
                // offset.
                (Some(16), Some(kb)) if kb > 0 => {
                    let chunks = (kb + 15) / 16;
                    start.checked_add(groups * sbo + (chunks - 1) * lbo + 127)
                }
                (Some(s), Some(kb)) if s >= 32 && kb <= s => {
                    let last = start.checked_add(groups * sbo + 7 * s + kb - 1)?;
                    Some(match read.phase {
                        // The last byte of the segment `last` is in, absolutely.
                        Some(p) => last + (s - 1 - (last + p).rem_euclid(s)),
                        None => last + s - 16,
                    })
                }
                _ => None,
            };
            return match (loose, tight) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
        }
        (
            Layout::MnMajor {
                mn,
                bytes,
                k_groups,
            },
            Some(atom),
        ) => {
            let along_mn = ((mn * bytes + atom - 1) / atom).max(1);
            let repeats = along_mn.max(k_groups).max(1);
            let loose = start.checked_add((repeats - 1) * (sbo + lbo) + 2048);
            // Tighter: atoms of 8 rows of `atom` bytes, `along_mn` of them at one
            // offset and `k_groups` at the other (whichever is which), each row's
            // bytes kept by the swizzle inside the `atom`-byte segment of the
            // absolute address they are in.
            let k = k_groups.max(1);
            let spread =
                ((along_mn - 1) * lbo + (k - 1) * sbo).max((along_mn - 1) * sbo + (k - 1) * lbo);
            let tight = start.checked_add(spread + 8 * atom - 1).map(|last| {
                if atom < 32 {
                    last
                } else {
                    match read.phase {
                        Some(p) => last + (atom - 1 - (last + p).rem_euclid(atom)),
                        None => last + atom - 16,
                    }
                }
            });
            return match (loose, tight) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
        }
        _ => 64 * (sbo + lbo) + 2048,
    };
    start.checked_add(extent)
}

/// The layouts of an MMA's A and B operands from its instruction descriptor, for the
/// dense kinds (`.kind::f16`/`tf32`/`f8f6f4`/`i8`, element `bytes` wide in shared
/// memory, at most: 6- and 4-bit types in 8-bit containers): M at bits 24..29 in
/// units of 16, N at 17..23 in units of 8, transposed (MN-major) A and B at bits 15
/// and 16. One MMA reads 32 bytes of K (64 when sparse).
fn operand_layouts(idesc: Abs, bytes: i64, sparse: bool, ctas: i64) -> [Layout; 2] {
    let Abs::Int(c, c2) = idesc else {
        return [Layout::Unknown; 2];
    };
    if c != c2 {
        return [Layout::Unknown; 2];
    }
    let Some((m, n)) = ShapeKey::from_constant(c).m_n() else {
        return [Layout::Unknown; 2];
    };
    // With `.cta_group::2` the pair's CTAs each hold half of A's M rows and half of
    // B's N columns in their own shared memory (the descriptor's M and N are the
    // pair's: NVIDIA Tilus, `tcgen05.mma`: "each CTA provides (M/2, K)" of A and
    // "(K, N/2)" of B).
    let (m, n) = (i64::from(m) / ctas, i64::from(n) / ctas);
    let k_groups = ((if sparse { 64 } else { 32 }) / bytes / 8).max(1);
    let layout = |mn: i64, transposed: bool| match (mn > 0, transposed) {
        (false, _) => Layout::Unknown,
        (true, false) => Layout::KMajor(mn),
        (true, true) => Layout::MnMajor {
            mn,
            bytes,
            k_groups,
        },
    };
    [layout(m, c >> 15 & 1 == 1), layout(n, c >> 16 & 1 == 1)]
}

/// The rows and the bytes per row of the shared-memory matrix a `tcgen05.cp` reads,
/// from its shape (PTX ISA, `tcgen05.cp`: `.128x256b`, `.4x256b`, `.128x128b`,
/// `.64x128b`, `.32x128b`; the `.warpx2`/`.warpx4` multicast is on the TMEM side, and
/// a decompressed source packs its row into the same bits). Unknown: at most 128 rows
/// of 32 bytes.
fn cp_rows(stmt: &Statement) -> (i64, i64) {
    stmt.parts()
        .find_map(|p| match p {
            "128x256b" => Some((128, 32)),
            "4x256b" => Some((4, 32)),
            "128x128b" => Some((128, 16)),
            "64x128b" => Some((64, 16)),
            "32x128b" => Some((32, 16)),
            _ => None,
        })
        .unwrap_or((128, 32))
}

/// The bytes of K one MMA reads from each row of a K-major operand: 32 (K = 16
/// 16-bit, 8 32-bit or 32 8-bit elements, 6- and 4-bit ones in 8-bit containers, and
/// 64 packed 4-bit ones for `.kind::mxf4`/`mxf4nvf4`), twice that when sparse, 48
/// for the K = 96 form of the packed 4-bit kinds (instruction descriptor bit 31), an
/// unknown descriptor taken as that one.
fn mma_k_bytes(stmt: &Statement, idesc: Abs) -> i64 {
    if stmt.has("sp") {
        return 64;
    }
    let packed = stmt.has("kind::mxf4") || stmt.has("kind::mxf4nvf4");
    match idesc {
        Abs::Int(c, c2) if c == c2 && (c >> 31) & 1 == 0 => 32,
        _ if packed => 48,
        _ => 32,
    }
}

/// The most constants [`Analysis::constant_choices`] follows for one value.
const MAX_CHOICES: usize = 16;

/// What the interval analysis learns of a body (see [`smem_spans`]).
#[derive(Debug, Default)]
pub struct BodyFacts {
    /// The spans of the generic shared writes and async-proxy readers, by item
    /// index. Statements without a provable span are left out.
    pub spans: HashMap<usize, Span>,
    /// Per integer `add`, `sub` or `or` of two registers, unpredicated (by item
    /// index): the interval each operand holds there, where it is a bounded integer
    /// (for `sub`, the second's negated: `a - b = a + (-b)`; an `or` is a sum only
    /// where the operands have no common bit, which the reader decides). A TMEM
    /// address is often a base plus a stage index times a stride (ThunderKittens'
    /// scale-factor columns `base + 256 + 4 * stage`), and the stage is bounded by
    /// its wrap (`stage + 1 == N ? 0 : stage + 1`).
    pub addends: HashMap<usize, [Option<(i64, i64)>; 2]>,
    /// The warp dispatches of a warp-specialized body ([`Dispatch`]).
    pub dispatches: Vec<Dispatch>,
    /// Per `ld.shared` of this CTA's memory whose bytes are known (offsets from a
    /// symbol), by item index: the statements that may write one of those bytes.
    /// Empty when some statement may write bytes the analysis cannot bound; a load
    /// that a write through a cluster address or a multicast may reach (another
    /// CTA's thread, which this CTA's barriers do not order) is left out.
    ///
    /// Also per weak `ld.global`: every statement that may write global memory
    /// ([`global_load_writers`]), when no operation of the body acquires beyond
    /// the CTA; none for a load of a settled prologue.
    pub load_writers: HashMap<usize, Vec<usize>>,
    /// The TMEM address slots only their `tcgen05.alloc` writes ([`alloc_slots`]),
    /// as the alloc spells them: (symbol, byte offset).
    pub alloc_slots: Vec<(String, i64)>,
    /// The 4-byte shared loads of exactly such a slot, however the address is
    /// spelled: (load item, alloc item).
    pub slot_loads: Vec<(usize, usize)>,
}

/// A `brx.idx` on a byte each warp reads at `symbol + offset + warp` (Triton and
/// Gluon dispatch the warps of a warp-specialized kernel to their partitions so,
/// from a table the kernel fills with constant stores): the values each warp's byte
/// may hold, which are the table indices of the labels it may jump to.
///
/// Found only when every shared-memory write of the body that may reach the table
/// is a store of a constant at a known address (any other write, or one not
/// bounded, and there is no dispatch). Assumptions: a warp reads its byte after the
/// kernel wrote it (shared memory starts undefined), and a 1-D CTA (the warp index
/// is `%tid.x / 32`, as everywhere in the pass).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dispatch {
    /// The `brx.idx` statement, by item index.
    pub brx: usize,
    /// Per warp (by index, up to the declared block size), the values its byte may
    /// hold (empty when the kernel never writes it); `None` where another write may
    /// reach it (QuACK-style slots next to the table, in bytes of warps that never
    /// read it).
    pub values: Vec<Option<Vec<u8>>>,
    /// The `ld` of the byte, by item index.
    pub load: usize,
    /// Each write that may reach the table's bytes.
    pub writes: Vec<TableWrite>,
}

/// A write that may reach a [`Dispatch`] table's bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableWrite {
    /// Its item index.
    pub item: usize,
    /// The first and last warp whose byte it may write.
    pub warps: (usize, usize),
    /// The byte it writes per warp (`None`: not that warp's); `None` when its values
    /// are not known.
    pub bytes: Option<Vec<Option<u8>>>,
}

impl Dispatch {
    /// The writes of the table bytes of warps `lo..=hi` when each run of them writes
    /// all of them with one value (or none of them): warps of the range that read
    /// their bytes with no write between (a CTA barrier separates the load from
    /// each) read one value. A run is writes in item order that `joins(earlier,
    /// later)` says a thread makes all or none of between the same two barriers (a
    /// front end's judgment: one block, unpredicated, no barrier between; Triton
    /// stores a table a byte at a time in LLVM IR, LLVM may keep the bytes apart in
    /// PTX), merged with a later byte winning. `None` when a run gives two of the
    /// warps different values, or values not known.
    pub fn group_writes(
        &self,
        lo: u32,
        hi: u32,
        joins: impl Fn(usize, usize) -> bool,
    ) -> Option<Vec<usize>> {
        group_writes(&self.writes, self.values.len(), lo, hi, joins)
    }
}

/// [`Dispatch::group_writes`] of a table of `warps` bytes written by `writes` (in
/// item order).
pub fn group_writes(
    writes: &[TableWrite],
    warps: usize,
    lo: u32,
    hi: u32,
    joins: impl Fn(usize, usize) -> bool,
) -> Option<Vec<usize>> {
    let (lo, hi) = (lo as usize, hi as usize);
    if hi >= warps || lo > hi {
        return None;
    }
    // Runs: their items and the merged write.
    let mut runs: Vec<(Vec<usize>, TableWrite)> = Vec::new();
    for w in writes {
        match runs.last_mut() {
            Some((items, merged)) if joins(*items.last().expect("a run has a write"), w.item) => {
                items.push(w.item);
                merged.warps = (merged.warps.0.min(w.warps.0), merged.warps.1.max(w.warps.1));
                merged.bytes = match (merged.bytes.take(), &w.bytes) {
                    (Some(mut row), Some(new)) => {
                        for (b, n) in row.iter_mut().zip(new) {
                            if n.is_some() {
                                *b = *n;
                            }
                        }
                        Some(row)
                    }
                    _ => None,
                };
            }
            _ => runs.push((vec![w.item], w.clone())),
        }
    }
    let mut out = Vec::new();
    for (items, w) in &runs {
        if w.warps.1 < lo || hi < w.warps.0 {
            continue;
        }
        let group = &w.bytes.as_ref()?[lo..=hi];
        if group.iter().all(Option::is_none) {
            continue;
        }
        if group.iter().any(|b| *b != group[0]) {
            return None;
        }
        out.extend(items);
    }
    Some(out)
}

/// The interval analysis of a body (`parsed`, statements by item index): the spans
/// of its generic shared writes and async-proxy readers and the bounded addends of
/// its sums ([`BodyFacts`]); `shared` names the `.shared` symbols the body can see;
/// `threads` is the most threads a CTA has (`.maxntid`, `.reqntid`), where declared.
pub fn smem_spans(
    parsed: &[Option<Statement>],
    shared: &[SharedSymbol],
    jumps: Option<&[(usize, usize)]>,
    threads: Option<u32>,
) -> BodyFacts {
    let relevant = parsed.iter().flatten().any(|s| {
        [
            "tcgen05.mma",
            "tcgen05.cp",
            "tcgen05.ld",
            "tcgen05.st",
            "tcgen05.alloc",
        ]
        .iter()
        .any(|p| s.opcode.starts_with(p))
            || s.opcode.starts_with("cp.async.bulk")
            || s.opcode.starts_with("cp.reduce.async.bulk")
    });
    if !relevant {
        return BodyFacts::default();
    }
    // Dynamic shared memory: every `.extern` array of no size names its start, so
    // all of them are the first one, aligned as the most aligned (Mojo's attention
    // kernels declare two and address both).
    let first_dynamic = shared.iter().position(|s| s.dynamic);
    let merged: Vec<SharedSymbol> = shared
        .iter()
        .enumerate()
        .map(|(i, s)| match first_dynamic {
            Some(f) if f == i => SharedSymbol {
                align: shared
                    .iter()
                    .filter(|d| d.dynamic)
                    .map(|d| d.align)
                    .max()
                    .unwrap_or(s.align),
                ..s.clone()
            },
            _ => s.clone(),
        })
        .collect();
    let shared = &merged[..];
    let symbols: HashMap<&str, u32> = shared
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let id = match first_dynamic {
                Some(f) if s.dynamic => f,
                _ => i,
            };
            (s.name.as_str(), id as u32)
        })
        .collect();
    // Registers: every name a statement writes (see `eval`'s destinations).
    let mut regs: HashMap<&str, usize> = HashMap::new();
    let mut def_count: HashMap<&str, u32> = HashMap::new();
    let mut users: Vec<Vec<usize>> = Vec::new();
    let mut reg_names: Vec<&str> = Vec::new();
    for stmt in parsed.iter().flatten() {
        for op in &stmt.operands {
            for n in op.names() {
                // Registers: `%r1`, and the unprefixed names inline asm declares
                // (`smem_desc_a_lo#3`); other symbols and labels are never defined,
                // so they stay unknown.
                if !symbols.contains_key(n) && special(n, None).is_none() && !regs.contains_key(n) {
                    regs.insert(n, reg_names.len());
                    reg_names.push(n);
                    users.push(Vec::new());
                }
            }
        }
    }
    let mut analysis = Analysis {
        parsed,
        symbols,
        vals: vec![Abs::Bottom; reg_names.len()],
        regs,
        compares: HashMap::new(),
        phases: Vec::new(),
        aligns: shared.iter().map(|s| s.align).collect(),
        at: std::cell::Cell::new(0),
        local: HashMap::new(),
        def_vals: HashMap::new(),
        contained: Default::default(),
        remainders: HashMap::new(),
        linear: HashMap::new(),
        align_ups: HashMap::new(),
        select_ups: HashMap::new(),
        guards: HashMap::new(),
        select_offsets: HashMap::new(),
        lane: Default::default(),
        rounded: Default::default(),
        single_def: Vec::new(),
        steps: HashMap::new(),
        threads,
        correlated: HashMap::new(),
        groups: HashMap::new(),
        trips_left: std::cell::Cell::new(MAX_TRIPS_PER_BODY),
        mbarrier_slots: Vec::new(),
    };
    let mut defs_of: Vec<Vec<usize>> = vec![Vec::new(); reg_names.len()];
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        for (d, _) in analysis.eval(stmt) {
            *def_count.entry(d).or_default() += 1;
            defs_of[analysis.regs[d]].push(k);
        }
        for op in stmt.operands.iter().skip(1) {
            for n in op.names() {
                if let Some(&r) = analysis.regs.get(n) {
                    users[r].push(k);
                }
            }
        }
    }
    analysis.single_def = defs_of
        .iter()
        .map(|d| match d[..] {
            [k] if parsed[k].as_ref().is_some_and(|s| s.predicate.is_none()) => Some(k),
            _ => None,
        })
        .collect();
    if let Some(jumps) = jumps {
        analysis.local = local_definitions(&analysis, parsed, &defs_of, jumps);
        analysis.def_vals = analysis
            .local
            .iter()
            .map(|(&(_, r), &d)| ((d, r), Abs::Bottom))
            .collect();
        analysis.contained = contained_definitions(&analysis, parsed, &defs_of, jumps);
        analysis.remainders = remainders(&analysis, parsed, &defs_of, jumps);
        analysis.align_ups = align_ups(&analysis, parsed, &defs_of, jumps);
        for (&last, up) in &analysis.align_ups {
            // The first value reaches the reads after the test only when aligned,
            // where it is the rounded one; the last definition is evaluated again
            // when it changes.
            analysis.contained.insert((up.first, up.reg));
            users[up.reg].push(last);
        }
    }
    // Sums over single definitions need no control flow (the LLVM front end has
    // none to give).
    analysis.linear = linear_forms(&analysis);
    for (&k, form) in &analysis.linear {
        for (atom, _) in &form.terms {
            if let Atom::Reg(r, _) = atom {
                users[*r].push(k);
            }
        }
    }
    analysis.select_ups = select_ups(&analysis, parsed);
    for (&k, &(x, _)) in &analysis.select_ups {
        users[x].push(k);
    }
    // Comparisons of a register with a constant, by a predicate defined once.
    for (at, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        // `setp.<cmp>.<bool>` combines the comparison with a fourth operand: no
        // comparison alone.
        if stmt.head() != "setp" || stmt.predicate.is_some() || stmt.operands.len() != 3 {
            continue;
        }
        let (Some(dst), Some(Operand::Name(x)), Some(Operand::Imm(c))) = (
            stmt.operands.first(),
            stmt.operands.get(1),
            stmt.operands.get(2),
        ) else {
            continue;
        };
        let Some(cmp) = stmt.parts().nth(1) else {
            continue;
        };
        let unsigned = stmt
            .parts()
            .any(|p| p.starts_with('u') || p.starts_with('b'));
        let (p, q) = match dst {
            Operand::Name(p) => (Some(p.as_str()), None),
            Operand::Pair(p, q) => match (p.as_ref(), q.as_ref()) {
                (Operand::Name(p), Operand::Name(q)) => (Some(p.as_str()), Some(q.as_str())),
                _ => (None, None),
            },
            _ => (None, None),
        };
        for (name, negated) in [(p, false), (q, true)] {
            if let Some(name) = name.filter(|n| def_count.get(n) == Some(&1)) {
                analysis.compares.insert(
                    name,
                    Compare {
                        cmp: cmp.to_string(),
                        reg: x.clone(),
                        imm: *c,
                        unsigned,
                        negated,
                        at,
                    },
                );
            }
        }
    }
    if let Some(jumps) = jumps {
        analysis.select_offsets = select_offsets(&analysis, parsed, &defs_of, jumps);
        for (&k, offsets) in &analysis.select_offsets {
            // The compared register's value narrows the sides.
            let c =
                name(parsed[k].as_ref().expect("a selp"), 3).and_then(|p| analysis.compares.get(p));
            if let (Some(c), true) = (c, offsets.iter().any(Option::is_some)) {
                users[analysis.regs[c.reg.as_str()]].push(k);
            }
        }
        analysis.guards = branch_guards(&analysis, parsed, &defs_of, &users, jumps);
        for &(at, r) in analysis.guards.keys() {
            // The tested register's value narrows the read.
            for g in &analysis.guards[&(at, r)] {
                if let Some(&y) = analysis.regs.get(g.compare.reg.as_str()) {
                    users[y].push(at);
                }
            }
        }
    }
    if let Some(jumps) = jumps {
        analysis.steps = linked_steps(&analysis, parsed, &defs_of, jumps);
        let mut steps: Vec<(&usize, &Step)> = analysis.steps.iter().collect();
        steps.sort_unstable_by_key(|(&k, _)| k);
        for (_, s) in steps {
            analysis.groups.entry(s.group).or_default().push(*s);
        }
        for step in analysis.steps.values() {
            // The step's value is its initial definition's, moved.
            analysis
                .def_vals
                .entry((step.init, step.reg))
                .or_insert(Abs::Bottom);
        }
        for (k, (group, regs_read)) in correlated_reads(&analysis, parsed, jumps) {
            // Evaluated again when any register it follows changes.
            for r in regs_read {
                users[r].push(k);
            }
            analysis.correlated.insert(k, group);
        }
    }
    // A shuffle's lane value reads the registers its operand's definitions do.
    for (k, stmt) in parsed.iter().enumerate() {
        if let Some(x) = stmt
            .as_ref()
            .filter(|s| s.head() == "shfl" && s.has("idx"))
            .and_then(|s| name(s, 1))
        {
            let Some(&r) = analysis.regs.get(x) else {
                continue;
            };
            for (r, _) in single_def_chain(&analysis, r, |_| false) {
                users[r].push(k);
            }
        }
    }
    // The fixpoint. A register nothing defines may hold anything.
    let mut rises = vec![0u16; reg_names.len()];
    let mut work = Worklist::new(parsed.len());
    for (r, defs) in defs_of.iter().enumerate() {
        if defs.is_empty() {
            analysis.vals[r] = Abs::Top;
        }
        work.push_all(defs);
    }
    loop {
        analysis.settle(&mut work, &mut rises, &users);
        // A register defined only from itself (read before any value reaches it)
        // may hold anything too; what it feeds is evaluated again.
        let mut again = false;
        for (val, users) in analysis.vals.iter_mut().zip(&users) {
            if *val == Abs::Bottom {
                *val = Abs::Top;
                again = true;
                work.push_all(users);
            }
        }
        if !again {
            break;
        }
    }
    let congruences = congruences(&analysis, parsed, &defs_of, &users);
    analysis.phases = symbol_phases(&analysis, parsed, shared, &congruences);
    analysis.mbarrier_slots = mbarrier_slots(&analysis, parsed, jumps);
    let writes = shared_writes(&analysis, parsed);
    let mut out = BodyFacts {
        dispatches: dispatches(&analysis, parsed, &writes),
        load_writers: load_writers(&analysis, parsed, &writes)
            .into_iter()
            .chain(global_load_writers(parsed, jumps, &|count| {
                analysis.covers_cta(count)
            }))
            .collect(),
        alloc_slots: Vec::new(),
        slot_loads: Vec::new(),
        ..BodyFacts::default()
    };
    let slots = alloc_slots(&analysis, parsed, &writes);
    out.slot_loads = slot_loads(&analysis, parsed, &slots);
    out.alloc_slots = slots
        .into_iter()
        .filter_map(|(k, _, _)| match parsed[k].as_ref()?.operands.first()? {
            Operand::Address { base, offset, rest }
                if rest.is_empty() && !base.starts_with('%') =>
            {
                Some((base.clone(), *offset))
            }
            _ => None,
        })
        .collect();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        analysis.at.set(k);
        if let Some(ranges) = analysis.addends(stmt) {
            out.addends.insert(k, ranges);
        }
        let span = analysis
            .guarded_span(stmt, &defs_of)
            .or_else(|| analysis.span(stmt));
        if let Some(span) = span {
            out.spans.insert(k, span);
        }
    }
    out
}

/// The mbarrier objects a body initializes at one known offset from a symbol and
/// does not invalidate before a tensor TMA copy (no `mbarrier.inval` from which such
/// a copy is reachable may touch their bytes), as sorted (symbol, offset) pairs. The
/// PTX ISA (mbarrier, "Performing any non-mbarrier or mbarrier.init operations on an
/// initialized mbarrier object results in undefined behavior") forbids a TMA copy's
/// box to cover such an object while it is initialized; with no invalidation on any
/// path before a copy, it is initialized at every copy. Gluon's and Triton's kernels
/// invalidate their barriers once all their partitions are done, after the last
/// copy. Without the body's jumps (`jumps` `None`) every invalidation counts.
/// Assumptions: the kernel does not TMA-copy a box over that memory before it
/// initializes the barrier there (such a kernel would store the barrier's future
/// bytes as data), nor after another thread invalidates it on a path that no copy
/// follows (a warp role that tears a barrier down and then hands its memory to
/// another role's copies).
fn mbarrier_slots(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    jumps: Option<&[(usize, usize)]>,
) -> Vec<(u32, i64)> {
    // Not a remote CTA's barrier (`shared::cluster`, a `mapa` result).
    let address = |stmt: &Statement| {
        analysis
            .address_range(stmt.operands.first())
            .filter(|_| !stmt.has("shared::cluster"))
    };
    // Items from which a tensor TMA copy is reachable (all, without the jumps).
    let leads_to_copy = jumps.map(|jumps| {
        let flow = Flow::new(parsed, jumps);
        let copies: Vec<usize> = (0..parsed.len())
            .filter(|&k| parsed[k].as_ref().is_some_and(tensor_copy))
            .collect();
        flow.reaching(&copies)
    });
    let before_copy = |k: usize| leads_to_copy.as_ref().is_none_or(|r| r[k]);
    let mut inits = Vec::new();
    let mut invals: Vec<Option<(u32, i64, i64)>> = Vec::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        if stmt.head() == "call" {
            // A called function may invalidate any barrier.
            return Vec::new();
        }
        // Registers read as this statement sees them (`Analysis::local`).
        analysis.at.set(k);
        if stmt.opcode.starts_with("mbarrier.init") {
            if let Some((s, lo, hi)) = address(stmt) {
                if lo == hi {
                    inits.push((s, lo));
                }
            }
        } else if stmt.opcode.starts_with("mbarrier.inval") && before_copy(k) {
            invals.push(address(stmt));
        }
    }
    inits.retain(|&(s, m)| {
        invals.iter().all(|v| {
            v.is_some_and(|(t, lo, hi)| {
                t != s || hi.saturating_add(7) < m || m.saturating_add(7) < lo
            })
        })
    });
    inits.sort_unstable();
    inits.dedup();
    inits
}

/// Whether `stmt` is a tensor TMA copy, whose box [`Analysis::box_end`] bounds.
fn tensor_copy(stmt: &Statement) -> bool {
    (stmt.opcode.starts_with("cp.async.bulk") || stmt.opcode.starts_with("cp.reduce.async.bulk"))
        && stmt.opcode.contains(".tensor.")
}

/// The statement that defines register `n` once, unpredicated.
fn single_definition<'a>(analysis: &Analysis<'a>, n: &str) -> Option<&'a Statement> {
    single_definition_at(analysis, n).map(|(_, d)| d)
}

/// [`single_definition`] with its item index.
fn single_definition_at<'a>(analysis: &Analysis<'a>, n: &str) -> Option<(usize, &'a Statement)> {
    let r = *analysis.regs.get(n)?;
    let k = analysis.single_def[r]?;
    Some((k, analysis.parsed[k].as_ref()?))
}

/// Whether register `n` holds the thread's warp index, `%tid.x / 32` (through
/// single definitions: copies, a lane-0 `shfl.sync.idx` broadcast, `shr` by 5 or
/// `div` by 32 of `%tid.x`).
fn warp_index(analysis: &Analysis, n: &str, depth: u32) -> bool {
    let Some(d) = single_definition(analysis, n).filter(|_| depth > 0) else {
        return false;
    };
    let tid = |o: Option<&Operand>| match o {
        Some(Operand::Name(t)) => tid_copy(analysis, t, 1),
        _ => false,
    };
    match (d.head(), d.operands.get(1), d.operands.get(2)) {
        ("mov", Some(Operand::Name(x)), None) => warp_index(analysis, x, depth - 1),
        // Widened for a 64-bit address (LLVM's PTX without short shared pointers):
        // a warp index is small and not negative, either extension keeps it.
        ("cvt", Some(Operand::Name(x)), None) if d.has("u64") || d.has("s64") => {
            warp_index(analysis, x, depth - 1)
        }
        ("shfl", Some(Operand::Name(x)), Some(Operand::Imm(0)))
            if d.has("idx") && imm(d, 3) == Some(31) && imm(d, 4) == Some(-1) =>
        {
            warp_index(analysis, x, depth - 1)
        }
        ("shr", _, Some(Operand::Imm(5))) | ("div", _, Some(Operand::Imm(32))) => {
            d.has("u32") && tid(d.operands.get(1))
        }
        _ => false,
    }
}

/// What a statement may write in shared memory, for [`dispatches`].
enum SharedWrite {
    Nothing,
    /// A store of a constant at one known offset from a symbol: its bytes.
    Constant(u32, i64, Vec<u8>),
    /// Some bytes within offsets `lo..=hi` from a symbol.
    Within(u32, i64, i64),
    /// Unknown bytes.
    Unknown,
}

impl Analysis<'_> {
    /// Where a tensor TMA box that may start at offsets up to `last_start` from symbol
    /// `s` ends at the latest: below the first barrier of [`mbarrier_slots`] at or above
    /// that start (the box is contiguous and may not hold an initialized mbarrier).
    fn box_end(&self, s: u32, last_start: i64) -> Option<i64> {
        self.mbarrier_slots
            .iter()
            .find(|&&(t, m)| t == s && m >= last_start)
            .map(|&(_, m)| m - 1)
    }

    /// The offsets from a symbol that the address operand `o` may start at.
    fn address_range(&self, o: Option<&Operand>) -> Option<(u32, i64, i64)> {
        let Some(Operand::Address { base, offset, rest }) = o else {
            return None;
        };
        match (self.name(base), rest.is_empty()) {
            (Abs::Addr(s, lo, hi), true) => {
                Some((s, lo.checked_add(*offset)?, hi.checked_add(*offset)?))
            }
            _ => None,
        }
    }

    /// [`SharedWrite`] of `stmt` (evaluated at `self.at`).
    fn shared_write(&self, stmt: &Statement) -> SharedWrite {
        let head = stmt.head();
        let has_address = stmt
            .operands
            .iter()
            .any(|o| matches!(o, Operand::Address { .. }));
        let other_space = ["global", "local", "param", "const"]
            .iter()
            .any(|p| stmt.has(p));
        let within = |o: Option<&Operand>, bytes: i64| match self.address_range(o) {
            Some((s, lo, hi)) => match hi.checked_add(bytes - 1) {
                Some(end) => SharedWrite::Within(s, lo, end),
                None => SharedWrite::Unknown,
            },
            None => SharedWrite::Unknown,
        };
        if head == "call" {
            return SharedWrite::Unknown;
        }
        if !has_address
            || matches!(
                head,
                "ld" | "ldu"
                    | "ldmatrix"
                    | "prefetch"
                    | "prefetchu"
                    | "isspacep"
                    | "cvta"
                    | "mapa"
                    | "getctarank"
                    | "fence"
                    | "membar"
                    | "applypriority"
                    | "discard"
                    | "createpolicy"
                    | "bar"
                    | "barrier"
            )
        {
            return SharedWrite::Nothing;
        }
        // An arrival or wait on a barrier writes nothing else: any other operation on
        // an initialized mbarrier object, or one of these on something else, is
        // undefined (PTX ISA, mbarrier).
        if head == "mbarrier" {
            return if stmt.has("init") || stmt.has("inval") {
                within(stmt.operands.first(), 8)
            } else {
                SharedWrite::Nothing
            };
        }
        if head == "tcgen05" {
            // The allocation writes the TMEM address; the rest read shared memory
            // (MMA and copy operands) or arrive on a barrier (commit).
            return if stmt.has("alloc") {
                within(stmt.operands.first(), 4)
            } else {
                SharedWrite::Nothing
            };
        }
        if head == "clusterlaunchcontrol" {
            return if stmt.has("try_cancel") {
                within(stmt.operands.first(), 16)
            } else {
                SharedWrite::Nothing
            };
        }
        if head == "tensormap" {
            return if stmt.has("replace") && !other_space {
                within(stmt.operands.first(), 128)
            } else {
                SharedWrite::Nothing
            };
        }
        if stmt.opcode.starts_with("cp.") {
            // The destination's state space comes first: `cp.async.bulk.tensor.2d.
            // shared::cluster.global...` writes shared memory, `...global.shared::cta`
            // reads it.
            let dst = stmt
                .parts()
                .find(|p| p.starts_with("shared") || matches!(*p, "global" | "local"));
            if stmt.opcode.contains("prefetch") || !dst.is_some_and(|d| d.starts_with("shared")) {
                return SharedWrite::Nothing;
            }
            if stmt.opcode.contains(".tensor.") {
                let Some((s, lo, hi)) = self.address_range(stmt.operands.first()) else {
                    return SharedWrite::Unknown;
                };
                return match self.box_end(s, hi) {
                    Some(end) => SharedWrite::Within(s, lo, end),
                    None => SharedWrite::Unknown,
                };
            }
            let size = stmt.operands.iter().skip(2).find_map(|o| match o {
                Operand::Imm(n) if *n > 0 => Some(*n),
                _ => None,
            });
            return match size {
                Some(n) => within(stmt.operands.first(), n),
                None => SharedWrite::Unknown,
            };
        }
        if matches!(head, "st" | "atom" | "red" | "stmatrix") {
            if other_space {
                return SharedWrite::Nothing;
            }
            let width = stmt.parts().find_map(|p| match p {
                "b8" | "u8" | "s8" => Some(1usize),
                "b16" | "u16" | "s16" => Some(2),
                "b32" | "u32" | "s32" => Some(4),
                "b64" | "u64" | "s64" => Some(8),
                _ => None,
            });
            // A store of constants at one address: one value, or a vector of them
            // (`st.shared.v2.b32 [table], {0, 33685761}`), element 0 first.
            let lanes = stmt
                .parts()
                .find_map(|p| p.strip_prefix('v')?.parse::<usize>().ok());
            let values: Option<Vec<i64>> = match (stmt.operands.get(1), lanes) {
                (Some(Operand::Imm(v)), None) => Some(vec![*v]),
                (Some(Operand::Vector(items)), Some(n)) if items.len() == n => items
                    .iter()
                    .map(|o| match o {
                        Operand::Imm(v) => Some(*v),
                        _ => None,
                    })
                    .collect(),
                _ => None,
            };
            if let (true, "st", Some(w), Some((s, lo, hi)), Some(values)) = (
                stmt.has("shared") || stmt.has("shared::cta"),
                head,
                width,
                self.address_range(stmt.operands.first()),
                values,
            ) {
                if lo == hi {
                    let bytes = values
                        .iter()
                        .flat_map(|v| v.to_le_bytes()[..w].to_vec())
                        .collect();
                    return SharedWrite::Constant(s, lo, bytes);
                }
            }
            return match self.span(stmt) {
                Some(Span {
                    symbol,
                    lo,
                    hi: Some(hi),
                    ..
                }) => match self.symbols.get(symbol.as_str()) {
                    Some(&s) => SharedWrite::Within(s, lo, hi),
                    None => SharedWrite::Unknown,
                },
                _ => SharedWrite::Unknown,
            };
        }
        SharedWrite::Unknown
    }
}

/// Load and write pairs [`load_writers`] compares at most.
const LOAD_WRITER_BUDGET: usize = 1 << 22;

/// Every statement of the body that may write shared memory, by item index, with
/// what it writes (never [`SharedWrite::Nothing`]): what [`dispatches`] and
/// [`load_writers`] compare their bytes with.
fn shared_writes(analysis: &Analysis, parsed: &[Option<Statement>]) -> Vec<(usize, SharedWrite)> {
    let needed = parsed
        .iter()
        .flatten()
        .any(|s| s.head() == "ld" || s.head() == "brx");
    if !needed {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        analysis.at.set(k);
        match analysis.shared_write(stmt) {
            SharedWrite::Nothing => {}
            w => out.push((k, w)),
        }
    }
    out
}

/// [`BodyFacts::alloc_slots`]: each `tcgen05.alloc` at a constant address
/// (`[symbol+offset]`) whose 4 bytes no other statement of the body may write, by
/// its [`shared_writes`] (a write the analysis cannot bound may write them; a
/// write of another symbol does not, as in [`load_writers`]). A load of exactly
/// those bytes reads the address that allocation returned. Mosaic GPU allocates
/// two accumulators into words 4 bytes apart of its dynamic shared memory, where
/// its barriers and operand buffers live too.
fn alloc_slots(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    shared: &[(usize, SharedWrite)],
) -> Vec<(usize, u32, i64)> {
    let mut out = Vec::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        if !stmt.opcode.starts_with("tcgen05.alloc") {
            continue;
        }
        analysis.at.set(k);
        let Some((s, lo, hi)) = analysis.address_range(stmt.operands.first()) else {
            continue;
        };
        if lo != hi {
            continue;
        }
        let end = lo + 3;
        let exclusive = shared.iter().all(|(w, write)| {
            *w == k
                || match write {
                    SharedWrite::Nothing => true,
                    SharedWrite::Constant(t, wlo, bytes) => {
                        *t != s || wlo + bytes.len() as i64 - 1 < lo || end < *wlo
                    }
                    SharedWrite::Within(t, wlo, whi) => *t != s || *whi < lo || end < *wlo,
                    SharedWrite::Unknown => false,
                }
        });
        if exclusive {
            out.push((k, s, lo));
        }
    }
    out
}

/// [`BodyFacts::slot_loads`]: each 4-byte shared load whose address is exactly one
/// of `slots` (alloc item, symbol, offset).
fn slot_loads(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    slots: &[(usize, u32, i64)],
) -> Vec<(usize, usize)> {
    if slots.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        let cta = (stmt.has("shared") || stmt.has("shared::cta")) && !stmt.has("shared::cluster");
        if stmt.head() != "ld" || !cta || access_bytes(stmt) != Some(4) {
            continue;
        }
        analysis.at.set(k);
        let Some((s, lo, hi)) = analysis.address_range(stmt.operands.get(1)) else {
            continue;
        };
        if let Some(&(alloc, _, _)) = slots
            .iter()
            .find(|&&(_, t, at)| t == s && lo == at && hi == at)
        {
            out.push((k, alloc));
        }
    }
    out
}

/// [`BodyFacts::load_writers`], from the body's [`shared_writes`].
fn load_writers(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    shared: &[(usize, SharedWrite)],
) -> HashMap<usize, Vec<usize>> {
    // (item, symbol, first byte, last byte)
    let mut loads: Vec<(usize, u32, i64, i64)> = Vec::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        if stmt.head() != "ld" {
            continue;
        }
        analysis.at.set(k);
        let cta = (stmt.has("shared") || stmt.has("shared::cta")) && !stmt.has("shared::cluster");
        let range = analysis.address_range(stmt.operands.get(1));
        if let (true, Some(w), Some((s, lo, hi))) = (cta, access_bytes(stmt), range) {
            if let Some(end) = hi.checked_add(w - 1) {
                loads.push((k, s, lo, end));
            }
        }
    }
    // (item, symbol, first byte, last byte, may write another CTA's memory)
    let mut writes: Vec<(usize, u32, i64, i64, bool)> = Vec::new();
    for (k, write) in shared {
        let Some(stmt) = &parsed[*k] else { continue };
        // A write through a cluster address, or multicast, may be another CTA's
        // thread writing this CTA's memory: no barrier of this CTA orders it.
        let remote = stmt.has("shared::cluster") || stmt.opcode.contains("multicast");
        match write {
            SharedWrite::Nothing => {}
            SharedWrite::Constant(s, lo, bytes) => {
                writes.push((*k, *s, *lo, lo + bytes.len() as i64 - 1, remote));
            }
            SharedWrite::Within(s, lo, hi) => writes.push((*k, *s, *lo, *hi, remote)),
            SharedWrite::Unknown => return HashMap::default(),
        }
    }
    if loads.len().saturating_mul(writes.len()) > LOAD_WRITER_BUDGET {
        return HashMap::default();
    }
    loads
        .into_iter()
        .filter_map(|(k, s, lo, hi)| {
            // Another symbol is other memory: the `.extern .shared` arrays of no
            // size, which all name the start of dynamic shared memory, are one
            // symbol here (`smem_spans` merges them).
            let overlapping: Vec<&(usize, u32, i64, i64, bool)> = writes
                .iter()
                .filter(|&&(_, t, wlo, whi, _)| t == s && wlo <= hi && lo <= whi)
                .collect();
            if overlapping.iter().any(|w| w.4) {
                return None;
            }
            Some((k, overlapping.iter().map(|w| w.0).collect()))
        })
        .collect()
}

/// [`BodyFacts::load_writers`] for the weak `ld.global` statements: every statement
/// that may write global memory. Two threads that load one global address read
/// different values only if a write falls between their loads, ordered after one
/// and before the other. The pass takes the global data a kernel tests to be free
/// of races (a weak load racing with a write has no one value to read; LLVM's NVPTX
/// divergence analysis goes further and takes every global load at a uniform
/// address to be uniform), so every write is ordered with every load, one way or
/// the other:
/// - a write of this CTA falls between two loads only where no CTA barrier
///   separates it from the load (the caller checks each writer with
///   `BarrierPhases::load_separated`). A bulk or tensor copy's write lands after
///   its instruction, but a load ordered before the write is ordered before the
///   instruction, and one ordered after the instruction by a barrier cannot also
///   be before the write;
/// - a write of another CTA, another grid or the host is ordered before a load of
///   this CTA only through an operation that acquires beyond the CTA: with none in
///   the body ([`acquires_beyond_cta`]), it races with the load.
///
/// Not counted as writers: tensormap copies and replacements in global memory,
/// whose 128 bytes hold a tensor map the tensormap proxy reads, not data a branch
/// tests. Other loads are left out when the body calls a function or acquires
/// beyond the CTA.
///
/// A load of the *settled prologue* ([`launch_value_loads`]) is listed with no writers.
/// Two threads read different values only if a write is ordered after one load and
/// before the other. Before any acquire, the writes ordered before a load are the
/// launch's (before both) and its own thread's earlier ones, and the prologue has
/// none. Every later write follows the barrier that ends the prologue, which every
/// thread reaches first after its loads, so it is ordered after all of them. Mojo's
/// attention kernels read their sequence offsets so, and wait for the prerequisite
/// grid after that first CTA barrier.
fn global_load_writers(
    parsed: &[Option<Statement>],
    jumps: Option<&[(usize, usize)]>,
    covers_cta: &dyn Fn(&Operand) -> bool,
) -> HashMap<usize, Vec<usize>> {
    let mut writers = Vec::new();
    let mut loads = Vec::new();
    let mut unknown = false;
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        unknown |= stmt.head() == "call" || acquires_beyond_cta(stmt);
        if weak_global_load(stmt) {
            loads.push(k);
        }
        if writes_global(stmt) {
            writers.push(k);
        }
    }
    let settled = jumps
        .map(|j| launch_value_loads(parsed, j, covers_cta))
        .unwrap_or_default();
    let rest: Vec<usize> = loads
        .into_iter()
        .filter(|k| settled.binary_search(k).is_err())
        .collect();
    let mut out: HashMap<usize, Vec<usize>> = settled.iter().map(|&k| (k, Vec::new())).collect();
    if !unknown && rest.len().saturating_mul(writers.len()) <= LOAD_WRITER_BUDGET {
        out.extend(rest.iter().map(|&k| (k, writers.clone())));
    }
    out
}

/// All-thread barriers [`launch_value_loads`] checks at most.
const MAX_PROLOGUE_BARRIERS: usize = 64;

/// The weak `ld.global` statements (by item) that read the value the memory had at
/// launch in every thread that runs them: those of the body's *settled prologue*.
/// That is the statements no path from the entry reaches after a statement that
/// may write global memory or may acquire ([`may_acquire`]) other than an
/// unpredicated barrier of every thread of the CTA (`bar.sync 0` with no thread
/// count, or with one that `covers_cta` finds no smaller than the CTA's threads:
/// CuTe DSL's `bar.sync 1, 512` in a CTA of 512 threads),
/// when each such barrier it holds lies on no cycle and comes before (dominates)
/// every one of those statements. Empty when the jumps are unknown or a barrier
/// fails that.
///
/// A thread that writes has passed every barrier of the prologue once, first, so
/// its later barrier instances are after every instance a thread can complete
/// before a prologue load: no write of this CTA is ordered before such a load, and
/// one not ordered after it would race with it (the pass takes the data a kernel
/// tests to be race-free). Nor is a write of another CTA, grid or the host, with no
/// acquire beyond the CTA before the load. CUTLASS's FMHA kernels load their
/// sequence bounds in each warp role's branch, after the prologue's barriers.
pub fn launch_value_loads(
    parsed: &[Option<Statement>],
    jumps: &[(usize, usize)],
    covers_cta: &dyn Fn(&Operand) -> bool,
) -> Vec<usize> {
    let n = parsed.len();
    let all_threads = |s: &Statement| {
        matches!(s.head(), "bar" | "barrier")
            && (s.has("sync") || s.opcode == "bar")
            && !s.has("cluster")
            && !s.has("warp")
            && match s.operands.as_slice() {
                [_] => true,
                [_, count] => covers_cta(count),
                _ => false,
            }
            && s.predicate.is_none()
    };
    // Item successors: the next item unless control cannot fall through, and the
    // targets of a jump.
    let mut succs: Vec<Vec<usize>> = (0..n)
        .map(|k| {
            let ends = parsed[k].as_ref().is_some_and(|s| {
                s.predicate.is_none() && matches!(s.head(), "bra" | "brx" | "ret" | "exit" | "trap")
            });
            if ends || k + 1 >= n {
                Vec::new()
            } else {
                vec![k + 1]
            }
        })
        .collect();
    for &(target, jump) in jumps {
        if jump < n && target < n {
            succs[jump].push(target);
        }
    }
    // Everything reachable from `from` (themselves included), not passing `cut`.
    let reach = |from: &[usize], cut: Option<usize>| {
        let mut seen = vec![false; n];
        let mut work: Vec<usize> = from.iter().copied().filter(|&k| Some(k) != cut).collect();
        while let Some(k) = work.pop() {
            if std::mem::replace(&mut seen[k], true) {
                continue;
            }
            work.extend(
                succs[k]
                    .iter()
                    .copied()
                    .filter(|&s| Some(s) != cut && !seen[s]),
            );
        }
        seen
    };
    let ends: Vec<usize> = (0..n)
        .filter(|&k| {
            parsed[k]
                .as_ref()
                .is_some_and(|s| writes_global(s) || (may_acquire(s) && !all_threads(s)))
        })
        .collect();
    let after = reach(&ends, None);
    let barriers: Vec<usize> = (0..n)
        .filter(|&k| !after[k] && parsed[k].as_ref().is_some_and(all_threads))
        .collect();
    // Two walks per barrier: a body with many gives up (no load settled so).
    if barriers.len() > MAX_PROLOGUE_BARRIERS {
        return Vec::new();
    }
    for &b in &barriers {
        // On a cycle, or some end reached from the entry around it.
        let around = reach(&[0], Some(b));
        if reach(&succs[b], None)[b] || ends.iter().any(|&e| around[e]) {
            return Vec::new();
        }
    }
    (0..n)
        .filter(|&k| !after[k] && parsed[k].as_ref().is_some_and(weak_global_load))
        .collect()
}

/// Whether a barrier's thread count `count` (an immediate, or a register whose least
/// value `least` gives) is at least `threads`, the most threads a CTA of the kernel
/// has (`.maxntid`/`.reqntid`): then every thread must arrive, as at a barrier with
/// no count ([`launch_value_loads`]).
pub fn count_covers_cta(
    count: &Operand,
    threads: Option<u32>,
    least: impl Fn(&str) -> Option<i64>,
) -> bool {
    let least = match count {
        Operand::Imm(v) => Some(*v),
        Operand::Name(n) => least(n),
        _ => None,
    };
    least.zip(threads).is_some_and(|(c, t)| c >= i64::from(t))
}

/// Whether a statement can end a kernel's settled prologue ([`launch_value_loads`]):
/// it may write global memory or may acquire. Barriers of every thread count here
/// too; the prologue's own are told apart by the caller.
pub fn unsettles_launch_data(stmt: &Statement) -> bool {
    writes_global(stmt) || may_acquire(stmt)
}

/// Whether `stmt` may make another thread's write visible to its thread: a barrier
/// (of the CTA, the cluster or the warp), an mbarrier wait, a thread fence, an atomic,
/// a strong load, a wait for prerequisite grids, a call (whose body is unknown), or
/// anything [`acquires_beyond_cta`]. Warp shuffles and votes order no memory.
fn may_acquire(stmt: &Statement) -> bool {
    acquires_beyond_cta(stmt)
        || match stmt.head() {
            "bar" | "barrier" | "membar" | "atom" | "call" | "griddepcontrol" => true,
            // `mbarrier.init` and `arrive` release at most.
            "mbarrier" => stmt.has("try_wait") || stmt.has("test_wait"),
            // A proxy fence orders proxies; `fence.mbarrier_init` only releases.
            "fence" => !stmt.opcode.starts_with("fence.proxy") && !stmt.has("mbarrier_init"),
            _ => false,
        }
        || (stmt.head() == "ld"
            && ["relaxed", "acquire", "volatile", "mmio"]
                .iter()
                .any(|q| stmt.has(q)))
}

/// A plain `ld.global`: not strong (`.relaxed`, `.acquire`, `.volatile`, `.mmio`:
/// how threads read what others change) and not `.nc` (read-only data, uniform
/// already).
pub fn weak_global_load(stmt: &Statement) -> bool {
    stmt.head() == "ld"
        && stmt.has("global")
        && !["relaxed", "acquire", "volatile", "mmio", "nc"]
            .iter()
            .any(|q| stmt.has(q))
}

/// Whether `stmt` may write global memory: a store, atomic or reduction through a
/// global or generic address, a surface write, or a copy (bulk, tensor, reduction)
/// whose destination is global.
pub fn writes_global(stmt: &Statement) -> bool {
    // The destination's state space comes first (`cp.async.bulk.tensor.2d.global.
    // shared::cta` writes global memory).
    let space = stmt
        .parts()
        .find(|p| p.starts_with("shared") || matches!(*p, "global" | "local" | "param" | "const"));
    match stmt.head() {
        // `st.async` and `red.async` write shared memory of the cluster.
        "st" | "atom" | "red" | "multimem" | "sust" | "sured" => {
            !stmt.has("async") && space.is_none_or(|s| s == "global")
        }
        "cp" => space == Some("global") && !stmt.opcode.contains("prefetch"),
        _ => false,
    }
}

/// Whether `stmt` may acquire what a thread of another CTA (or grid, or the host)
/// released: a cluster barrier or an mbarrier wait at cluster scope, a strong load or
/// an atomic of memory outside this CTA's shared memory at a scope wider than the
/// CTA, a thread fence wider than the CTA (a proxy fence orders proxies, not
/// threads), a multicast (its completion arrives on several CTAs' barriers), or a
/// wait for prerequisite grids.
pub fn acquires_beyond_cta(stmt: &Statement) -> bool {
    let head = stmt.head();
    let cta_memory =
        (stmt.has("shared") || stmt.has("shared::cta")) && !stmt.has("shared::cluster");
    match head {
        "barrier" | "bar" => stmt.has("cluster"),
        "mbarrier" => {
            (stmt.has("try_wait") || stmt.has("test_wait"))
                && (stmt.has("cluster") || stmt.has("shared::cluster"))
        }
        "ld" => {
            ["relaxed", "acquire", "volatile", "mmio"]
                .iter()
                .any(|q| stmt.has(q))
                && !stmt.has("cta")
                && !cta_memory
        }
        "atom" => !stmt.has("cta") && !cta_memory,
        "fence" => {
            !stmt.has("cta")
                && !stmt.opcode.starts_with("fence.proxy")
                && !stmt.has("mbarrier_init")
        }
        "membar" => !stmt.has("cta"),
        "griddepcontrol" => stmt.has("wait"),
        _ => stmt.opcode.contains("multicast"),
    }
}

/// The bytes a load or store of `stmt`'s type moves (`ld.shared.v2.b64`: 16; a type
/// of fewer than 8 bits moves a byte), if its type says.
fn access_bytes(stmt: &Statement) -> Option<i64> {
    let lanes = stmt
        .parts()
        .find_map(|p| p.strip_prefix('v').and_then(|n| n.parse::<i64>().ok()))
        .unwrap_or(1);
    let bits = stmt.parts().find_map(|p| {
        let (k, n) = p.split_at(1.min(p.len()));
        matches!(k, "b" | "u" | "s" | "f")
            .then(|| n.parse::<i64>().ok())
            .flatten()
    })?;
    lanes.checked_mul(bits.max(8)).map(|b| b / 8)
}

/// The warp dispatches of a body ([`Dispatch`]).
fn dispatches(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    writes: &[(usize, SharedWrite)],
) -> Vec<Dispatch> {
    // A CTA has at most 1024 threads (PTX ISA, `%ntid`): 32 warps.
    let Some(threads) = analysis.threads.filter(|t| (1..=1024).contains(t)) else {
        return Vec::new();
    };
    let warps = i64::from(threads.div_ceil(32));
    let mut out = Vec::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        // Unpredicated: no fall-through edge shares a target with the table's.
        let (true, Some(Operand::Name(index))) = (
            stmt.head() == "brx" && stmt.has("idx") && stmt.predicate.is_none(),
            stmt.operands.first(),
        ) else {
            continue;
        };
        // `ld.shared.u8 index, [a + off]` with `a = symbol + warp`.
        let Some((load, ld)) = single_definition_at(analysis, index) else {
            continue;
        };
        let byte = ld.has("u8") || ld.has("b8");
        let (true, true, Some(Operand::Address { base, offset, rest })) = (
            ld.head() == "ld" && (ld.has("shared") || ld.has("shared::cta")),
            byte,
            ld.operands.get(1),
        ) else {
            continue;
        };
        if !rest.is_empty() {
            continue;
        }
        // Through additions of constants (the LLVM front end writes a byte GEP of
        // `table + warp - 4` as two `add`s).
        let mut offset = *offset;
        let mut base = base.as_str();
        let mut found = None;
        for _ in 0..4 {
            let Some((at_add, add)) = single_definition_at(analysis, base) else {
                break;
            };
            // `mad.lo d, a, 1, b` (the LLVM front end's byte GEP) is `add d, b, a`.
            let (a, b) = match (add.head(), add.operands.get(1), add.operands.get(2)) {
                ("add", a, b) => (a, b),
                ("mad", a, Some(Operand::Imm(1))) if add.has("lo") => (add.operands.get(3), a),
                _ => break,
            };
            match (a, b) {
                (Some(Operand::Name(x)), Some(Operand::Imm(c))) => {
                    offset = offset.saturating_add(*c);
                    base = x;
                }
                (Some(Operand::Name(x)), Some(Operand::Name(y))) => {
                    found = Some((at_add, x, y));
                    break;
                }
                _ => break,
            }
        }
        let Some((at_add, x, y)) = found else {
            continue;
        };
        // The symbol's register as the `add` reads it (`Analysis::local`).
        analysis.at.set(at_add);
        let table = [(x, y), (y, x)].into_iter().find_map(|(sym, warp)| {
            match (analysis.name(sym), warp_index(analysis, warp, 6)) {
                (Abs::Addr(s, lo, hi), true) if lo == hi => Some((s, lo.checked_add(offset)?)),
                _ => None,
            }
        });
        let Some((symbol, start)) = table else {
            continue;
        };
        let end = start + warps - 1;
        let mut table_writes = Vec::new();
        let mut known = true;
        for (k, write) in writes {
            match *write {
                SharedWrite::Nothing => {}
                // Another symbol is other memory (dynamic shared memory's arrays are
                // one symbol here).
                SharedWrite::Constant(s, ..) | SharedWrite::Within(s, ..) if s != symbol => {}
                SharedWrite::Constant(s, lo, ref bytes) if s == symbol => {
                    let mut row = vec![None; warps as usize];
                    for (j, &b) in bytes.iter().enumerate() {
                        let at = lo + j as i64;
                        if (start..=end).contains(&at) {
                            row[(at - start) as usize] = Some(b);
                        }
                    }
                    let touched = row.iter().enumerate().filter(|(_, b)| b.is_some());
                    let (first, last) =
                        touched.fold((usize::MAX, 0), |(f, l), (w, _)| (f.min(w), l.max(w)));
                    if first <= last {
                        table_writes.push(TableWrite {
                            item: *k,
                            warps: (first, last),
                            bytes: Some(row),
                        });
                    }
                }
                SharedWrite::Within(s, lo, hi) if s == symbol => {
                    if lo <= end && start <= hi {
                        table_writes.push(TableWrite {
                            item: *k,
                            warps: (
                                (lo.max(start) - start) as usize,
                                (hi.min(end) - start) as usize,
                            ),
                            bytes: None,
                        });
                    }
                }
                _ => {
                    known = false;
                    break;
                }
            }
        }
        if known {
            out.push(Dispatch {
                brx: k,
                values: table_values(&table_writes, warps as usize),
                load,
                writes: table_writes,
            });
        }
    }
    out
}

/// Per warp of a table of `warps` bytes, the values its byte may hold after
/// `writes` ([`Dispatch::values`]): the constants written to it, sorted, or `None`
/// where a write of unknown value may reach it.
fn table_values(writes: &[TableWrite], warps: usize) -> Vec<Option<Vec<u8>>> {
    let mut values: Vec<Option<Vec<u8>>> = vec![Some(Vec::new()); warps];
    for w in writes {
        match &w.bytes {
            Some(row) => {
                for (v, b) in values.iter_mut().zip(row) {
                    if let (Some(v), Some(b)) = (v, b) {
                        v.push(*b);
                    }
                }
            }
            None => values[w.warps.0..=w.warps.1].fill(None),
        }
    }
    for v in values.iter_mut().flatten() {
        v.sort_unstable();
        v.dedup();
    }
    values
}

/// The registers a chain of single unpredicated definitions from register `start`
/// reaches within [`LANE_DEPTH`] definitions, as [`Analysis::in_lane`] follows them,
/// each with the most depth it was reached with (a register met again with more
/// depth left is followed again): a register's definition is followed when that
/// depth is above 0 and `stop` does not end the chain there. Sorted by register.
fn single_def_chain(
    analysis: &Analysis,
    start: usize,
    stop: impl Fn(usize) -> bool,
) -> Vec<(usize, u32)> {
    let mut chain = vec![(start, LANE_DEPTH)];
    let mut reached: HashMap<usize, u32> = HashMap::new();
    while let Some((r, depth)) = chain.pop() {
        if reached.get(&r).is_some_and(|&d| d >= depth) {
            continue;
        }
        reached.insert(r, depth);
        if stop(r) {
            continue;
        }
        let def = analysis.single_def[r].filter(|_| depth > 0);
        if let Some(d) = def.and_then(|d| analysis.parsed[d].as_ref()) {
            chain.extend(
                reads(d)
                    .filter_map(|n| analysis.regs.get(n))
                    .map(|&o| (o, depth - 1)),
            );
        }
    }
    let mut out: Vec<(usize, u32)> = reached.into_iter().collect();
    out.sort_unstable();
    out
}

/// The registers statement `stmt` reads: its sources and an address's base.
fn reads(stmt: &Statement) -> impl Iterator<Item = &str> {
    let address = match stmt.operands.first() {
        Some(Operand::Address { base, .. }) => Some(base.as_str()),
        _ => None,
    };
    stmt.operands
        .iter()
        .skip(1)
        .flat_map(|o| o.names())
        .chain(address)
}

/// The reads that see one definition (see `Analysis::local`): for each register
/// read by statement `k` and defined more than once, its last definition `d` before
/// `k` in the text, when that definition is unpredicated, writes only registers, and
/// every jump that lands in `(d, k]` (`jumps`: (target, jump) by target) starts in
/// `[d, k]`: every path to `k` then runs `d` after any other definition.
fn local_definitions(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    defs_of: &[Vec<usize>],
    jumps: &[(usize, usize)],
) -> HashMap<(usize, usize), usize> {
    let mut last: HashMap<usize, usize> = HashMap::new();
    let mut out = HashMap::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        for n in reads(stmt) {
            let Some(&r) = analysis.regs.get(n) else {
                continue;
            };
            if defs_of[r].len() < 2 {
                continue;
            }
            if let Some(&d) = last.get(&r) {
                if single_entry(jumps, d, k) {
                    out.insert((k, r), d);
                }
            }
        }
        for (d, _) in analysis.eval(stmt) {
            let r = analysis.regs[d];
            if stmt.predicate.is_none() && stmt.head() != "call" {
                last.insert(r, k);
            } else {
                last.remove(&r);
            }
        }
    }
    out
}

/// The branches that narrow a register where a statement reads it
/// ([`Analysis::guards`]): `@p bra L` (or `@!p bra L`) at `j`, with `p` defined
/// once, by a comparison of `y` with a constant at `s` before `j` (`compares`),
/// where `y` is a register `x` itself (then `a = s`) or `x & -2^k` defined once at
/// `a` (then `a < s`). A read of `x` at `k > j` is on the fall-through side when
/// every jump that lands in `(a, k]` starts in `[a, k]`, every jump that lands in
/// `(j, k]` starts in `[j, k]`, `L` is not in `(j, k]`, and no definition of `x` is
/// in `[a, k]`: every path to `k` then passes `a`, `s` and `j`'s fall-through after
/// the last definition of `x`, which is the value `k` reads.
fn branch_guards(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    defs_of: &[Vec<usize>],
    users: &[Vec<usize>],
    jumps: &[(usize, usize)],
) -> HashMap<(usize, usize), Vec<Guard>> {
    let targets = targets_by_jump(jumps);
    let mut out: HashMap<(usize, usize), Vec<Guard>> = HashMap::new();
    // Per thread-constant special register: the registers that copy it.
    let mut copies_of: HashMap<&str, Vec<usize>> = HashMap::new();
    for r in 0..analysis.single_def.len() {
        if let Some(sreg) = special_copy(parsed, analysis, r) {
            copies_of.entry(sreg).or_default().push(r);
        }
    }
    // Made on the first read the straight-line rule misses (`fall_through_region`).
    let mut flow: Option<Flow> = None;
    let mut budget = FLOW_BUDGET.max(8 * parsed.len());
    for (j, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt.as_ref().filter(|s| s.head() == "bra") else {
            continue;
        };
        let Some((p, negated)) = &stmt.predicate else {
            continue;
        };
        let (Some(compare), Some(&pr)) = (
            analysis.compares.get(p.as_str()),
            analysis.regs.get(p.as_str()),
        ) else {
            continue;
        };
        let (&[s], Some(&yr)) = (&defs_of[pr][..], analysis.regs.get(compare.reg.as_str())) else {
            continue;
        };
        // `y = x & -2^k`, defined once.
        let masked = analysis.single_def[yr].and_then(|a| {
            let and = parsed[a].as_ref().filter(|s| s.head() == "and")?;
            let (x, m) = name_and_imm(and)?;
            let w = width(and);
            let m = if w < 64 { m | !((1i64 << w) - 1) } else { m };
            let k = m.trailing_zeros();
            (k > 0 && k < 31 && m == -(1i64 << k)).then_some((a, *analysis.regs.get(x)?, k))
        });
        let (a, x, low_bits) = match masked {
            Some((a, x, k)) => (a, x, Some(k)),
            None => (s, yr, None),
        };
        if !(a <= s && s < j) {
            continue;
        }
        let landing = targets.get(&j).map_or(&[][..], Vec::as_slice);
        let mut reads: Vec<(usize, usize)> = users[x]
            .iter()
            .filter(|&&k| k > j)
            .map(|&k| (k, x))
            .collect();
        // Other copies of the same thread-constant special register hold `x`'s
        // value wherever they are read (Triton and TileLang read `%tid.x` again in
        // a role's branch): the guard narrows their reads too.
        if let Some(sreg) = special_copy(parsed, analysis, x) {
            for &y in copies_of.get(sreg).into_iter().flatten() {
                if y != x {
                    reads.extend(users[y].iter().filter(|&&k| k > j).map(|&k| (k, y)));
                }
            }
        }
        reads.sort_unstable();
        reads.dedup();
        let guard = Guard {
            compare: compare.clone(),
            // `@p bra`: the fall-through is where `p` does not hold.
            holds: *negated,
            low_bits,
        };
        // The guard's fall-through region, for reads the straight-line test misses.
        let mut region: Option<Option<HashSet<usize>>> = None;
        for (k, reg) in reads {
            // Both of these stay false for every later read once they are.
            let target_inside = landing.iter().any(|&t| j < t && t <= k);
            let redefined = defs_of[x].iter().any(|&d| a <= d && d <= k);
            if target_inside || redefined {
                break;
            }
            let narrowed = (single_entry(jumps, a, k) && single_entry(jumps, j, k))
                || region
                    .get_or_insert_with(|| {
                        let flow = flow.get_or_insert_with(|| Flow::new(parsed, jumps));
                        fall_through_region(flow, jumps, &defs_of[x], a, j, &mut budget)
                    })
                    .as_ref()
                    .is_some_and(|clean| clean.contains(&k));
            if narrowed {
                out.entry((k, reg)).or_default().push(guard.clone());
            }
        }
    }
    out
}

/// The special registers that keep one value for the whole of a thread's run.
const THREAD_CONSTANT_SREGS: [&str; 8] = [
    "%tid.x",
    "%tid.y",
    "%tid.z",
    "%ctaid.x",
    "%ctaid.y",
    "%ctaid.z",
    "%laneid",
    "%cluster_ctarank",
];

/// The thread-constant special register that register `r` copies, when its only
/// definition is an unpredicated `mov r, %sreg` of one of
/// [`THREAD_CONSTANT_SREGS`].
fn special_copy<'p>(
    parsed: &'p [Option<Statement>],
    analysis: &Analysis,
    r: usize,
) -> Option<&'p str> {
    let d = parsed[analysis.single_def[r]?].as_ref()?;
    if d.head() != "mov" || d.predicate.is_some() || d.operands.len() != 2 {
        return None;
    }
    match &d.operands[1] {
        Operand::Name(n) if THREAD_CONSTANT_SREGS.contains(&n.as_str()) => Some(n.as_str()),
        _ => None,
    }
}

/// Items that read `x` the value it had at a guard `@p bra` at `j` on its
/// fall-through (`x`'s comparison and the branch straight-line in `a..=j`, no
/// definition of `x` there): the region the fall-through `j + 1` reaches without
/// entering `a..=j` again, when every path into it enters through that
/// fall-through, minus what a definition of `x` inside it reaches. An outer loop's
/// counter read inside an inner loop (whose back edge lands between the guard and
/// the read) is narrowed so: MLIR written out as PTX keeps CuTe DSL's nested K
/// loops. `None` when the region is entered otherwise, or past `budget`.
fn fall_through_region(
    flow: &Flow,
    jumps: &[(usize, usize)],
    defs: &[usize],
    a: usize,
    j: usize,
    budget: &mut usize,
) -> Option<HashSet<usize>> {
    let n = flow.parsed.len();
    if j + 1 >= n || (a..j).any(|k| flow.ends(k)) || !single_entry(jumps, a, j) {
        return None;
    }
    // The guard's straight-line run starts at its block's entry (a loop head's
    // label, which the back edge and the preheader both reach).
    let landed = |k: usize| jumps.binary_search_by_key(&k, |&(t, _)| t).is_ok();
    let mut a = a;
    while a > 0 && !landed(a) && !flow.ends(a - 1) {
        let prev = flow.parsed[a - 1].as_ref();
        if prev.is_some_and(|s| s.head() == "bra" || s.head() == "brx" || s.head() == "call") {
            break;
        }
        a -= 1;
    }
    let preds = flow.predecessors();
    let guard = |k: usize| (a..=j).contains(&k);
    let mut inside: HashSet<usize> = HashSet::new();
    let mut stack = vec![j + 1];
    while let Some(k) = stack.pop() {
        if guard(k) || !inside.insert(k) {
            continue;
        }
        *budget = budget.checked_sub(1 + preds[k].len())?;
        stack.extend(flow.successors(k));
    }
    // Entered only through the fall-through: every other way in comes from inside
    // (the function's entry is entered from outside).
    for &k in &inside {
        if k == 0
            || preds[k]
                .iter()
                .any(|&p| !(inside.contains(&p) || k == j + 1 && p == j))
        {
            return None;
        }
    }
    // What a definition of `x` inside reaches, inside.
    let mut stack: Vec<usize> = defs
        .iter()
        .copied()
        .filter(|d| inside.contains(d))
        .collect();
    let mut tainted: HashSet<usize> = HashSet::new();
    while let Some(k) = stack.pop() {
        if !inside.contains(&k) || !tainted.insert(k) {
            continue;
        }
        *budget = budget.checked_sub(1)?;
        stack.extend(flow.successors(k));
    }
    inside.retain(|k| !tainted.contains(k));
    Some(inside)
}

/// Per `selp d, a, b, p` with `p` a comparison of `x` ([`Compare`]): for `a` and
/// `b`, `k` where the operand is `add o, x, k` defined once, and the comparison, the
/// `add` and the `selp` run in straight-line code (no jump lands after the first of
/// them up to the `selp`) with no definition of `x` from the first on: every path to
/// the `selp` runs them in order on one value of `x`.
fn select_offsets(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    defs_of: &[Vec<usize>],
    jumps: &[(usize, usize)],
) -> HashMap<usize, [Option<i64>; 2]> {
    let mut out = HashMap::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt.as_ref().filter(|s| s.head() == "selp") else {
            continue;
        };
        let Some(c) = name(stmt, 3).and_then(|p| analysis.compares.get(p)) else {
            continue;
        };
        let Some(&x) = analysis.regs.get(c.reg.as_str()) else {
            continue;
        };
        let offset = |i: usize| -> Option<i64> {
            let o = *analysis.regs.get(name(stmt, i)?)?;
            let d = analysis.single_def[o]?;
            let add = parsed[d].as_ref().filter(|s| s.head() == "add")?;
            let step = name_and_imm(add).filter(|(r, _)| *r == c.reg)?.1;
            let first = d.min(c.at);
            let landing = jumps.partition_point(|&(t, _)| t <= first);
            let straight = jumps.get(landing).is_none_or(|&(t, _)| t > k);
            let kept = defs_of[x].iter().all(|&dk| dk < first || dk >= k);
            (straight && kept && first < k).then_some(step)
        };
        let offsets = [offset(1), offset(2)];
        if offsets.iter().any(Option::is_some) {
            out.insert(k, offsets);
        }
    }
    out
}

/// A binary operation's register and constant operands, in either order (`add r,
/// x, 4` and `add r, 4, x`).
fn name_and_imm(stmt: &Statement) -> Option<(&str, i64)> {
    match (name(stmt, 1), imm(stmt, 2), imm(stmt, 1), name(stmt, 2)) {
        (Some(x), Some(c), _, _) | (_, _, Some(c), Some(x)) => Some((x, c)),
        _ => None,
    }
}

/// The targets of each jump (`jumps`: (target, jump) pairs), by jump.
fn targets_by_jump(jumps: &[(usize, usize)]) -> HashMap<usize, Vec<usize>> {
    let mut targets: HashMap<usize, Vec<usize>> = HashMap::new();
    for &(t, j) in jumps {
        targets.entry(j).or_default().push(t);
    }
    targets
}

/// Operand `i` of `stmt` when it is a name.
fn name(stmt: &Statement, i: usize) -> Option<&str> {
    match stmt.operands.get(i) {
        Some(Operand::Name(n)) => Some(n.as_str()),
        _ => None,
    }
}

/// Operand `i` of `stmt` when it is an immediate.
fn imm(stmt: &Statement, i: usize) -> Option<i64> {
    match stmt.operands.get(i) {
        Some(Operand::Imm(v)) => Some(*v),
        _ => None,
    }
}

/// The `sub r, x, m` statements that compute `x mod d` for unsigned 32-bit `x`, with
/// `d`: `m = q * d` (`mul.lo`), `q = t >> s` (`shr.u32`, or `q = t` with `s = 0`),
/// `t = mul.hi.u32 x, M`, each defined once, in that order in straight-line code
/// (`jumps`: no jump lands inside from outside) with no definition of `x` in
/// between, where `M` is the magic number of division by `d`: `M * d = 2^(32+s) + e`
/// with `0 <= e <= 2^s`, which makes `q = floor(x / d)` for every `x < 2^32`
/// (Granlund and Montgomery, "Division by invariant integers using multiplication",
/// 1994, theorem 4.2).
fn remainders(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    defs_of: &[Vec<usize>],
    jumps: &[(usize, usize)],
) -> HashMap<usize, i64> {
    let single = |n: &str| -> Option<(usize, &Statement)> {
        let k = analysis.single_def[*analysis.regs.get(n)?]?;
        Some((k, parsed[k].as_ref()?))
    };
    let mut out = HashMap::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        if stmt.head() != "sub" || stmt.predicate.is_some() || width(stmt) != 32 {
            continue;
        }
        let found = (|| {
            let (x, m) = (name(stmt, 1)?, name(stmt, 2)?);
            let (km, mul) = single(m)?;
            if mul.head() != "mul" || !mul.has("lo") {
                return None;
            }
            let (q, d) = name_and_imm(mul)?;
            let (kq, shift) = single(q)?;
            let (kt, s, t) = if shift.head() == "shr" && shift.has("u32") {
                let t = name(shift, 1)?;
                (single(t)?.0, imm(shift, 2)?, single(t)?.1)
            } else {
                (kq, 0, shift)
            };
            if t.head() != "mul" || !t.has("hi") || !t.has("u32") || name(t, 1) != Some(x) {
                return None;
            }
            let magic = imm(t, 2)? as u32 as i128;
            if !(1..=(1 << 30)).contains(&d) || !(0..32).contains(&s) {
                return None;
            }
            let e = magic * i128::from(d) - (1i128 << (32 + s));
            let ordered = kt <= kq && kq < km && km < k;
            let x_kept = analysis
                .regs
                .get(x)
                .is_some_and(|&r| defs_of[r].iter().all(|&dk| dk <= kt || dk > k));
            (ordered && x_kept && (0..=(1i128 << s)).contains(&e) && single_entry(jumps, kt, k))
                .then_some(d)
        })();
        if let Some(d) = found {
            out.insert(k, d);
        }
    }
    out
}

/// A term of a [`LinearForm`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Atom {
    /// `%tid.x >> k`: one value in a thread wherever it is read.
    Tid(u32),
    /// A register's value (any of its definitions'); `true` when it is one value in
    /// a thread wherever it is read ([`fixed_in_thread`]).
    Reg(usize, bool),
}

/// `constant + sum of coefficient * term`.
#[derive(Clone, Debug, Default)]
struct LinearForm {
    terms: Vec<(Atom, i64)>,
    constant: i64,
}

impl LinearForm {
    fn add(&mut self, other: LinearForm, times: i64) -> Option<()> {
        self.constant = self
            .constant
            .checked_add(other.constant.checked_mul(times)?)?;
        for (atom, c) in other.terms {
            let c = c.checked_mul(times)?;
            match self.terms.iter_mut().find(|(a, _)| *a == atom) {
                // Only a term that is one value at every read adds up; a register's
                // two reads may see two of its values, so they stay two terms.
                Some((Atom::Tid(_) | Atom::Reg(_, true), sum)) => *sum = sum.checked_add(c)?,
                _ => self.terms.push((atom, c)),
            }
        }
        Some(())
    }

    fn scaled(mut self, times: i64) -> Option<LinearForm> {
        self.constant = self.constant.checked_mul(times)?;
        for (_, c) in &mut self.terms {
            *c = c.checked_mul(times)?;
        }
        Some(self)
    }
}

/// Terms a [`LinearForm`] may have, and definitions it follows down, at most.
const LINEAR_TERMS: usize = 16;
const LINEAR_DEPTH: u32 = 8;

/// Definitions [`Analysis::may_ones`] follows down for a [`LinearForm`]'s `or`.
const MAY_ONES_DEPTH: u32 = 8;

/// The `add` and `sub` statements whose destination, written as a sum of terms
/// through single unpredicated definitions (`add`, `sub`, `shl`, `mul.lo` and `mad.lo`
/// by constants), has thread-index terms (`%tid.x >> k`, and `%tid.x & m` with `m`
/// every bit from `k` up that a thread index can have, which is `(%tid.x >> k) << k`)
/// met more than once, which add up or cancel: the sum bounds it more tightly than
/// the interval of each operand (Mojo's attention kernels stage a row statistic at
/// `(base + 8 * tid) - 4 * tid`). Mojo's swapped-AB epilogue stages its tile at `base + (tid &
/// 992) + 2 * (x - 16 * warp)`, which is `base + 2 * x`: each interval alone
/// reaches below the staging buffer, into the MMA operands.
fn linear_forms(analysis: &Analysis) -> HashMap<usize, LinearForm> {
    let most_tid = match special("%tid.x", analysis.threads) {
        Some(Abs::Int(_, hi)) => hi,
        _ => return HashMap::new(),
    };
    let mut out = HashMap::new();
    for (k, stmt) in analysis.parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        if !matches!(stmt.head(), "add" | "sub")
            || stmt.predicate.is_some()
            || !matches!(width(stmt), 32 | 64)
        {
            continue;
        }
        let mut met = Vec::new();
        let Some(form) = statement_form(analysis, (k, stmt), most_tid, LINEAR_DEPTH, &mut met)
        else {
            continue;
        };
        // A term met twice on the way: its copies added up (or cancelled), which
        // intervals of the operands cannot do (`8 * tid - 4 * tid` is `4 * tid`).
        let combined = met.iter().enumerate().any(|(i, t)| met[..i].contains(t));
        if combined && form.terms.len() <= LINEAR_TERMS {
            let mut form = form;
            form.terms.retain(|(_, c)| *c != 0);
            out.insert(k, form);
        }
    }
    out
}

/// The [`LinearForm`] of `stmt`'s result ([`linear_forms`]); `met` collects the
/// terms met that add up (one value in a thread).
fn statement_form(
    analysis: &Analysis,
    (at, stmt): (usize, &Statement),
    most_tid: i64,
    depth: u32,
    met: &mut Vec<Atom>,
) -> Option<LinearForm> {
    let operand = |i: usize, met: &mut Vec<Atom>| -> Option<LinearForm> {
        match stmt.operands.get(i)? {
            Operand::Imm(v) => Some(LinearForm {
                terms: Vec::new(),
                constant: *v,
            }),
            Operand::Name(n) => register_form(analysis, n, most_tid, depth, met),
            _ => None,
        }
    };
    let constant = |i: usize| imm(stmt, i);
    let mut out = LinearForm::default();
    // Operands with no common bit: their `or` is their sum.
    let disjoint = || {
        let ones = |i: usize| analysis.may_ones(stmt.operands.get(i)?, at, MAY_ONES_DEPTH);
        ones(1).zip(ones(2)).is_some_and(|(x, y)| x & y == 0)
    };
    match stmt.head() {
        "add" | "sub" => {
            out.add(operand(1, met)?, 1)?;
            let sign = if stmt.head() == "sub" { -1 } else { 1 };
            out.add(operand(2, met)?, sign)?;
        }
        "shl" => {
            let k = constant(2).filter(|k| (0..31).contains(k))?;
            out = operand(1, met)?.scaled(1 << k)?;
        }
        "or" if disjoint() => {
            out.add(operand(1, met)?, 1)?;
            out.add(operand(2, met)?, 1)?;
        }
        "mul" if stmt.has("lo") => out = operand(1, met)?.scaled(constant(2)?)?,
        // A 32-bit value widened to 64 bits (LLVM's code generation addresses
        // shared memory in 64-bit registers: `mul.wide.u32 %rd, %tid, 8`): the
        // same sum when it is a thread-index term that cannot wrap.
        "mul" if stmt.has("wide") && stmt.has("u32") => {
            out = unsigned_small(operand(1, met)?, most_tid)?.scaled(constant(2)?)?
        }
        "cvt" if stmt.has("u64") && stmt.has("u32") && !stmt.has("sat") => {
            out = unsigned_small(operand(1, met)?, most_tid)?
        }
        "mad" if stmt.has("lo") => {
            out = operand(1, met)?.scaled(constant(2)?)?;
            out.add(operand(3, met)?, 1)?;
        }
        _ => return None,
    }
    (out.terms.len() <= LINEAR_TERMS).then_some(out)
}

/// The [`LinearForm`] of register (or special register) `n`: a thread-index term,
/// or its single unpredicated definition's form, or itself.
fn register_form(
    analysis: &Analysis,
    n: &str,
    most_tid: i64,
    depth: u32,
    met: &mut Vec<Atom>,
) -> Option<LinearForm> {
    let one = |atom: Atom, c: i64| LinearForm {
        terms: vec![(atom, c)],
        constant: 0,
    };
    if n == "%tid.x" {
        met.push(Atom::Tid(0));
        return Some(one(Atom::Tid(0), 1));
    }
    let &r = analysis.regs.get(n)?;
    let fixed = fixed_in_thread(analysis, n, FIXED_DEPTH);
    let atom = Atom::Reg(r, fixed);
    // The register as a term of its own (met, when it adds up).
    let mut itself = || {
        if fixed {
            met.push(atom);
        }
        Some(one(atom, 1))
    };
    let Some((k, def)) = single_definition_at(analysis, n) else {
        return itself();
    };
    if depth == 0 || !matches!(width(def), 32 | 64) {
        return itself();
    }
    // `%tid.x >> k` or `%tid.x & m` of `%tid.x` or a copy of it.
    let of_tid = |i: usize| name(def, i).is_some_and(|x| tid_copy(analysis, x, TID_COPIES));
    let tid_term = match def.head() {
        "mov" if of_tid(1) => Some((0, 1)),
        "shr" if def.has("u32") || def.has("b32") => imm(def, 2)
            .filter(|k| (0..10).contains(k))
            .filter(|_| of_tid(1))
            .map(|k| (k as u32, 1)),
        "and" => imm(def, 2).filter(|_| of_tid(1)).and_then(|m| {
            let bits = bit_cover(most_tid);
            let k = (m & bits).trailing_zeros();
            (k < 10 && m & bits == bits & !((1i64 << k) - 1)).then_some((k, 1i64 << k))
        }),
        _ => None,
    };
    if let Some((k, c)) = tid_term {
        met.push(Atom::Tid(k));
        return Some(one(Atom::Tid(k), c));
    }
    let mut below = Vec::new();
    match statement_form(analysis, (k, def), most_tid, depth - 1, &mut below) {
        Some(form) => {
            met.extend(below);
            Some(form)
        }
        None => itself(),
    }
}

/// `form` when it is a sum of thread-index terms with non-negative coefficients and
/// a non-negative constant that stays below 2^31 in every thread: a 32-bit value
/// that zero extension does not change.
fn unsigned_small(form: LinearForm, most_tid: i64) -> Option<LinearForm> {
    let mut most = form.constant;
    if most < 0 {
        return None;
    }
    for &(atom, c) in &form.terms {
        match atom {
            Atom::Tid(k) if c >= 0 => most = most.checked_add((most_tid >> k).checked_mul(c)?)?,
            _ => return None,
        }
    }
    (most < 1 << 31).then_some(form)
}

/// Copies of `%tid.x` [`register_form`] follows, at most.
const TID_COPIES: u32 = 3;

/// Whether `n` is `%tid.x` or a copy of it through at most `copies` single
/// definitions by `mov`.
fn tid_copy(analysis: &Analysis, n: &str, copies: u32) -> bool {
    n == "%tid.x"
        || copies > 0
            && single_definition(analysis, n).is_some_and(|d| {
                d.head() == "mov" && name(d, 1).is_some_and(|x| tid_copy(analysis, x, copies - 1))
            })
}

/// Definitions [`fixed_in_thread`] follows down, at most.
const FIXED_DEPTH: u32 = 6;

/// Whether register (or special register) `n` holds one value in a thread wherever
/// it is read: a special register that never changes (the thread's and CTA's
/// indices and sizes, the lane), or a register with one unpredicated definition
/// that computes with integer operations from such values and constants (Mojo's
/// `(tid >> 5) & 1`).
fn fixed_in_thread(analysis: &Analysis, n: &str, depth: u32) -> bool {
    let reg = n.split('.').next().unwrap_or(n);
    if matches!(
        reg,
        "%tid" | "%ntid" | "%ctaid" | "%nctaid" | "%laneid" | "%cluster_ctarank" | "%cluster_ctaid"
    ) {
        return true;
    }
    let Some(def) = single_definition(analysis, n) else {
        return false;
    };
    depth > 0
        && matches!(
            def.head(),
            "mov"
                | "and"
                | "or"
                | "xor"
                | "not"
                | "shl"
                | "shr"
                | "add"
                | "sub"
                | "mul"
                | "mad"
                | "bfe"
        )
        && !def.parts().any(|p| p.starts_with('f'))
        && def.operands.iter().skip(1).all(|o| match o {
            Operand::Imm(_) => true,
            Operand::Name(x) => fixed_in_thread(analysis, x, depth - 1),
            _ => false,
        })
}

/// The most step counts [`Analysis::per_trip`] evaluates a statement for.
const MAX_PER_TRIP: i64 = 1024;

/// The most step counts [`Analysis::per_trip`] evaluates in one body, all statements
/// and evaluations together (TileLang's kernels use a few thousand).
const MAX_TRIPS_PER_BODY: i64 = 1 << 15;

/// The most steps [`linked_steps`] enumerates to find where a loop ends.
const MAX_TRIPS: i64 = 1 << 16;

/// The statements' control flow, for the reachability questions of
/// [`linked_steps`] and [`correlated_reads`]: a statement goes on to the next unless
/// it ends the flow (`ret`, `exit`, an unpredicated `bra`, `brx`), and to its jump
/// targets. The walks of one analysis share a budget of statement visits; past it
/// every answer is "reachable", which makes both analyses give up.
struct Flow<'a> {
    parsed: &'a [Option<Statement>],
    by_jump: HashMap<usize, Vec<usize>>,
    budget: std::cell::Cell<usize>,
    /// Per item, the items the flow may come from ([`Flow::predecessors`]).
    preds: std::cell::OnceCell<Vec<Vec<usize>>>,
}

impl<'a> Flow<'a> {
    fn new(parsed: &'a [Option<Statement>], jumps: &[(usize, usize)]) -> Self {
        Flow {
            parsed,
            by_jump: targets_by_jump(jumps),
            budget: std::cell::Cell::new(FLOW_BUDGET.max(8 * parsed.len())),
            preds: std::cell::OnceCell::new(),
        }
    }

    /// The items the flow may go to from `k`: its jump targets, and the next item
    /// unless `k` ends the flow.
    fn successors(&self, k: usize) -> impl Iterator<Item = usize> + '_ {
        let n = self.parsed.len();
        let jumps = self.by_jump.get(&k).into_iter().flatten().copied();
        jumps
            .chain((!self.ends(k)).then_some(k + 1))
            .filter(move |&s| s < n)
    }

    /// Per item, the items the flow may come from (made once).
    fn predecessors(&self) -> &[Vec<usize>] {
        self.preds.get_or_init(|| {
            let mut preds: Vec<Vec<usize>> = vec![Vec::new(); self.parsed.len()];
            for k in 0..self.parsed.len() {
                for s in self.successors(k) {
                    preds[s].push(k);
                }
            }
            preds
        })
    }

    fn ends(&self, k: usize) -> bool {
        self.parsed[k].as_ref().is_some_and(|s| {
            matches!(s.head(), "ret" | "exit" | "brx") || s.head() == "bra" && s.predicate.is_none()
        })
    }

    /// Whether `to` is reachable from an item `source` holds for without entering
    /// `blocked` or taking the edge `cut` (true when the budget runs out). The walk
    /// goes back from `to`: it visits only what lies between `to` and the nearest
    /// sources or `blocked`, where a walk forward from a function's entry would visit
    /// everything before `to`.
    fn reaches(
        &self,
        source: impl Fn(usize) -> bool,
        to: usize,
        blocked: usize,
        cut: (usize, usize),
    ) -> bool {
        let preds = self.predecessors();
        let mut seen: HashSet<usize> = HashSet::new();
        let mut stack = vec![to];
        while let Some(k) = stack.pop() {
            if k >= self.parsed.len() || k == blocked || !seen.insert(k) {
                continue;
            }
            let left = self.budget.get().saturating_sub(1);
            self.budget.set(left);
            if source(k) || left == 0 {
                return true;
            }
            stack.extend(preds[k].iter().copied().filter(|&p| (p, k) != cut));
        }
        false
    }

    /// Per item: whether one of `to` is reachable from it (itself included). One
    /// backward walk; it does not draw on the budget.
    fn reaching(&self, to: &[usize]) -> Vec<bool> {
        let n = self.parsed.len();
        let preds = self.predecessors();
        let mut seen = vec![false; n];
        let mut stack: Vec<usize> = to.iter().copied().filter(|&k| k < n).collect();
        while let Some(k) = stack.pop() {
            if !std::mem::replace(&mut seen[k], true) {
                stack.extend(preds[k].iter().copied().filter(|&p| !seen[p]));
            }
        }
        seen
    }
}

/// Statement visits the reachability walks of one analysis of a body may make (or 8
/// per statement, if more).
const FLOW_BUDGET: usize = 1 << 20;

/// Steps of induction variables whose step count is bounded by a counter's exit
/// test ([`Step`]): compilers strength-reduce a loop's addresses into registers that
/// all step together with its counter (CUTLASS's MLA walks its Q descriptor by 1024
/// while its `k` moves by 2 up to 8; TileLang steps ten registers and tests one),
/// and the interval fixpoint alone loses them to widening.
///
/// A counter `c` has two unpredicated definitions: `mov c, C0` (`init`) and `add c,
/// c, a` (the step), and a branch `@p bra` on `p = setp c, E` (no definition of `c`
/// between them, straight-line) that ends the loop: from one of its sides (the exit)
/// no path reaches the step without passing `init`, and from the step every path
/// back to it passes the other side (the continuation), as does no path from the
/// function's entry. Then the step runs again only after the test let `c = C0 + a *
/// m` continue, so it runs at most `n` times after `init`, `n` the first `m >= 1` that
/// ends the loop. A register `r` with two definitions, `add r, r, b` in the same
/// straight-line run as `c`'s step and another in the same run as `c`'s `init`,
/// steps exactly as often between its own definitions: it holds the initial value
/// plus `b * [0, n]`. Straight-line: no jump lands strictly inside from outside and
/// none leaves from inside.
fn linked_steps(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    defs_of: &[Vec<usize>],
    jumps: &[(usize, usize)],
) -> HashMap<usize, Step> {
    let flow = Flow::new(parsed, jumps);
    let straight = |a: usize, b: usize| {
        let (a, b) = (a.min(b), a.max(b));
        single_entry(jumps, a, b) && (a..b).all(|k| !flow.by_jump.contains_key(&k) && !flow.ends(k))
    };
    // Registers defined by an unpredicated self-increment and one other unpredicated
    // definition: (init, step, by).
    let mut ivs: HashMap<usize, (usize, usize, i64)> = HashMap::new();
    for (r, defs) in defs_of.iter().enumerate() {
        let [d0, d1] = defs[..] else { continue };
        let stmt = |k: usize| parsed[k].as_ref().filter(|s| s.predicate.is_none());
        let (Some(s0), Some(s1)) = (stmt(d0), stmt(d1)) else {
            continue;
        };
        let step_by = |s: &Statement| {
            if s.parts()
                .any(|p| p.starts_with('f') || p.starts_with("bf") || p == "cc")
            {
                return None;
            }
            let (x, c) = name_and_imm(s)?;
            let own = analysis.regs.get(x) == Some(&r) && name(s, 0) == Some(x);
            match s.head() {
                "add" if own => Some(c),
                "sub" if own && name(s, 1) == Some(x) => c.checked_neg(),
                _ => None,
            }
        };
        let init_ok = |s: &Statement| s.head() != "call" && s.operands.len() >= 2;
        match (step_by(s0), step_by(s1)) {
            (None, Some(b)) if init_ok(s0) && b != 0 => ivs.insert(r, (d0, d1, b)),
            (Some(b), None) if init_ok(s1) && b != 0 => ivs.insert(r, (d1, d0, b)),
            _ => None,
        };
    }
    let mut out = HashMap::new();
    let mut ivs_sorted: Vec<(&usize, &(usize, usize, i64))> = ivs.iter().collect();
    ivs_sorted.sort_unstable_by_key(|(&r, _)| r);
    let mut compares: Vec<(&&str, &Compare)> = analysis.compares.iter().collect();
    compares.sort_by_key(|(p, c)| (c.at, **p));
    for (p, cmp) in compares {
        let Some(&c) = analysis.regs.get(cmp.reg.as_str()) else {
            continue;
        };
        let Some(&(init, step, by)) = ivs.get(&c) else {
            continue;
        };
        if out.contains_key(&step) {
            continue;
        }
        let init_stmt = parsed[init].as_ref().expect("a definition");
        let Some(c0) = (init_stmt.head() == "mov")
            .then(|| imm(init_stmt, 1))
            .flatten()
        else {
            continue;
        };
        // The branches on `p`, straight after the test with `c` unchanged.
        let branches = (cmp.at + 1..parsed.len()).take_while(|&j| straight(cmp.at, j));
        let mut bound = None;
        for j in branches {
            if defs_of[c].contains(&j) {
                break;
            }
            let Some(b) = parsed[j].as_ref() else {
                continue;
            };
            let Some((q, negated)) = &b.predicate else {
                continue;
            };
            if b.head() != "bra" || q != *p {
                continue;
            }
            let Some([target]) = flow.by_jump.get(&j).map(Vec::as_slice) else {
                continue;
            };
            let (taken, fall) = (*target, j + 1);
            let from_exit =
                |exit: usize| !flow.reaches(|k| k == 0 || k == exit, step, init, (usize::MAX, 0));
            let continued = match (from_exit(taken), from_exit(fall)) {
                (false, true) => taken,
                (true, false) => fall,
                _ => continue,
            };
            if flow.reaches(|k| k == step + 1, step, init, (j, continued)) {
                continue;
            }
            // The side the branch takes when the comparison is `holds`.
            let side = |holds: bool| {
                let jumps = (holds != cmp.negated) != *negated;
                if jumps {
                    taken
                } else {
                    fall
                }
            };
            let w = width(parsed[step].as_ref().expect("a step")).min(32);
            bound = loop_trips(cmp, c0, by, w, |holds| side(holds) == continued);
            if bound.is_some() {
                break;
            }
        }
        // Every register's whole move stays well inside the interval arithmetic's
        // range (`LIMIT`).
        let Some(most) = bound else { continue };
        let moves = |by: i64| by.checked_mul(most).is_some_and(|m| m.abs() < LIMIT);
        if !moves(by) {
            continue;
        }
        out.insert(
            step,
            Step {
                init,
                reg: c,
                by,
                most,
                group: step,
            },
        );
        for (&r, &(r_init, r_step, r_by)) in &ivs_sorted {
            if r == c || out.contains_key(&r_step) || !moves(r_by) {
                continue;
            }
            let apart = |a: usize, b: usize, k: usize| (a.min(b)..=a.max(b)).contains(&k);
            if straight(r_step, step)
                && straight(r_init, init)
                && !apart(r_step, step, init)
                && !apart(r_step, step, r_init)
                && !apart(r_init, init, step)
                && !apart(r_init, init, r_step)
            {
                out.insert(
                    r_step,
                    Step {
                        init: r_init,
                        reg: r,
                        by: r_by,
                        most,
                        group: step,
                    },
                );
            }
        }
    }
    out
}

/// Statements whose operands follow, through single definitions, from two or more
/// registers of one group of linked steps ([`linked_steps`]), by statement: the
/// group, and the registers followed. Evaluated once per step count
/// ([`Analysis::per_trip`]), their value keeps the correlation: TileLang's stage
/// address `base + 1024 * k` (a linked step) plus `213504 - 6144 * (k / 6)` (from
/// another register of the group, `k`) is `base + 213504 + 1024 * (k % 6)`, where
/// the two intervals alone span 61 KB more. Each followed definition `d` must hold
/// the value of the current step count wherever the statement reads it: no path
/// from the function's entry or from a step or an initialisation of the group
/// reaches the statement without passing `d`, and neither is inside the group's
/// runs of steps or initialisations.
fn correlated_reads(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    jumps: &[(usize, usize)],
) -> HashMap<usize, (usize, Vec<usize>)> {
    let mut out = HashMap::new();
    if analysis.steps.is_empty() {
        return out;
    }
    // Groups whose step count is small enough to evaluate once per count.
    let group_of: HashMap<usize, usize> = analysis
        .steps
        .values()
        .filter(|s| s.most <= MAX_PER_TRIP)
        .map(|s| (s.reg, s.group))
        .collect();
    if group_of.is_empty() {
        return out;
    }
    // Per group: its steps and initialisations, and the two runs they span.
    let mut events: HashMap<usize, Vec<usize>> = HashMap::new();
    let mut runs: HashMap<usize, [(usize, usize); 2]> = HashMap::new();
    for (&k, s) in &analysis.steps {
        events.entry(s.group).or_default().extend([k, s.init]);
        let run = runs
            .entry(s.group)
            .or_insert([(usize::MAX, 0), (usize::MAX, 0)]);
        for (r, x) in run.iter_mut().zip([k, s.init]) {
            *r = (r.0.min(x), r.1.max(x));
        }
    }
    let flow = Flow::new(parsed, jumps);
    // Per group: where a path may start with the group's registers at a step count
    // the followed definitions have not seen (the entry, and after each step or
    // initialisation).
    let mut sources_of: HashMap<usize, HashSet<usize>> = HashMap::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        if stmt.head() == "call" || analysis.steps.contains_key(&k) {
            continue;
        }
        // Per operand: the groups it follows from; the definitions followed.
        let mut groups_hit: HashMap<usize, u32> = HashMap::new();
        let mut defs: Vec<usize> = Vec::new();
        let mut regs_read: Vec<usize> = Vec::new();
        for name in reads(stmt) {
            let Some(&r) = analysis.regs.get(name) else {
                continue;
            };
            let group = |x: usize| group_of.contains_key(&x);
            let mut hit: Vec<usize> = Vec::new();
            for (x, depth) in single_def_chain(analysis, r, group) {
                regs_read.push(x);
                if let Some(&g) = group_of.get(&x) {
                    hit.push(g);
                } else if let Some(d) = analysis.single_def[x].filter(|_| depth > 0) {
                    defs.push(d);
                }
            }
            hit.sort_unstable();
            hit.dedup();
            for g in hit {
                *groups_hit.entry(g).or_default() += 1;
            }
        }
        let Some(g) = groups_hit
            .iter()
            .filter(|(_, &c)| c >= 2)
            .map(|(&g, _)| g)
            .min()
        else {
            continue;
        };
        let inside = |x: usize| runs[&g].iter().any(|&(a, b)| (a..=b).contains(&x));
        if inside(k) || defs.iter().any(|&d| inside(d)) {
            continue;
        }
        defs.sort_unstable();
        defs.dedup();
        let sources = sources_of.entry(g).or_insert_with(|| {
            std::iter::once(0)
                .chain(events[&g].iter().map(|&e| e + 1))
                .collect()
        });
        // `k` must not be reachable from a source without passing a followed
        // definition.
        let valid = defs
            .iter()
            .all(|&d| !flow.reaches(|x| sources.contains(&x), k, d, (usize::MAX, 0)));
        if valid {
            regs_read.sort_unstable();
            regs_read.dedup();
            out.insert(k, (g, regs_read));
        }
    }
    out
}

/// The most times the step `c += by` from `c0` runs when the loop continues only
/// while `continues(c <cmp> E)` ([`linked_steps`]): the first `m >= 1` at which it
/// stops, if the count stays a signed `w`-bit value until then (no wrap).
fn loop_trips(
    cmp: &Compare,
    c0: i64,
    by: i64,
    w: u32,
    continues: impl Fn(bool) -> bool,
) -> Option<i64> {
    let range = -(1i64 << (w - 1))..(1i64 << (w - 1));
    for m in 0..=MAX_TRIPS {
        let v = by.checked_mul(m)?.checked_add(c0)?;
        if !range.contains(&v) || cmp.unsigned && v.min(cmp.imm) < 0 {
            return None;
        }
        if m == 0 {
            continue;
        }
        let e = cmp.imm;
        let holds = match cmp.cmp.as_str() {
            "eq" => v == e,
            "ne" => v != e,
            "lt" | "lo" => v < e,
            "le" | "ls" => v <= e,
            "gt" | "hi" => v > e,
            "ge" | "hs" => v >= e,
            _ => return None,
        };
        if !continues(holds) {
            return Some(m);
        }
    }
    None
}

/// `k` when `mask` is `2^k - 1` with `k` in 4..=18: the low bits an address
/// round-up to `2^k` tests ([`align_ups`], [`select_ups`]).
fn round_up_bits(mask: i64) -> Option<u32> {
    let next = mask.checked_add(1)?;
    let k = next.trailing_zeros();
    (mask > 0 && mask & next == 0 && (4..=18).contains(&k)).then_some(k)
}

/// The round-ups of an address to `2^k` written without a branch, by their `selp`:
/// `selp d, x, u, p` with `p = setp.eq (and x, 2^k - 1), 0` and `u = add (and x,
/// -2^k), 2^k` (or `setp.ne` and the arms swapped), where every `x` is one register
/// through copies (clang's ThunderKittens: LLVM turns the branch over the rounding
/// into a `select`, and the pointer casts between are copies). `d` is `x` rounded up
/// to `2^k`, as [`align_ups`] finds it for the branch.
fn select_ups<'a>(
    analysis: &Analysis<'a>,
    parsed: &[Option<Statement>],
) -> HashMap<usize, (usize, u32)> {
    // A register through single-definition copies.
    let root = |n: &str| -> Option<usize> {
        let mut n: &str = n;
        for _ in 0..8 {
            match single_definition(analysis, n) {
                Some(d) if d.head() == "mov" && d.operands.len() == 2 => match name(d, 1) {
                    Some(src) if analysis.regs.contains_key(src) => n = src,
                    _ => break,
                },
                _ => break,
            }
        }
        analysis.regs.get(n).copied()
    };
    let mut out = HashMap::new();
    for (at, stmt) in unguarded_of(parsed, "selp") {
        let found = (|| {
            let (a, b, p) = (name(stmt, 1)?, name(stmt, 2)?, name(stmt, 3)?);
            let setp = single_definition(analysis, p)?;
            if setp.operands.len() != 3 || imm(setp, 2) != Some(0) {
                return None;
            }
            let (x, up) = match setp.parts().nth(1) {
                Some("eq") => (a, b),
                Some("ne") => (b, a),
                _ => return None,
            };
            let low = single_definition(analysis, name(setp, 1)?)?;
            let mask = imm(low, 2).filter(|_| low.head() == "and")?;
            let k = round_up_bits(mask)?;
            let add = single_definition(analysis, up)
                .filter(|d| d.head() == "mov")
                .map_or(Some(up), |d| name(d, 1))?;
            let add = single_definition(analysis, add).filter(|d| d.head() == "add")?;
            let (r, c) = name_and_imm(add)?;
            let down = single_definition(analysis, r).filter(|d| d.head() == "and")?;
            if c != 1 << k || imm(down, 2) != Some(-(1i64 << k)) {
                return None;
            }
            let x = root(x)?;
            (root(name(low, 1)?)? == x && root(name(down, 1)?)? == x).then_some((x, k))
        })();
        if let Some(found) = found {
            out.insert(at, found);
        }
    }
    out
}

/// The unguarded statements of `parsed` whose opcode's head is `head` (`and`,
/// `selp`), with their positions.
fn unguarded_of<'a>(
    parsed: &'a [Option<Statement>],
    head: &'a str,
) -> impl Iterator<Item = (usize, &'a Statement)> + 'a {
    parsed.iter().enumerate().filter_map(move |(k, s)| {
        s.as_ref()
            .filter(|s| s.head() == head && s.predicate.is_none())
            .map(|s| (k, s))
    })
}

/// The round-ups of an address to `2^k` ([`AlignUp`]), by the statement of their
/// last definition: `and t, x, 2^k - 1`; `setp.eq p, t, 0` (or `.ne` and a negated
/// branch); `@p bra L` jumping over the rounding when aligned; before `L`, no other
/// jump, and one definition of `x`: `add x, u, 2^k` with `u = and y, -2^k` defined
/// once there. The definition of `x` the test reads is its last before it in the
/// text, and no jump from outside lands between that definition and `L`
/// (`single_entry`): every path to `L` passes the test, and reaches `L` with `x`
/// aligned.
fn align_ups(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    defs_of: &[Vec<usize>],
    jumps: &[(usize, usize)],
) -> HashMap<usize, AlignUp> {
    let unpredicated = |k: usize| parsed[k].as_ref().filter(|s| s.predicate.is_none());
    let targets = targets_by_jump(jumps);
    let mut out = HashMap::new();
    for (a, stmt) in unguarded_of(parsed, "and") {
        let found = (|| {
            let (t, x, mask) = (name(stmt, 0)?, name(stmt, 1)?, imm(stmt, 2)?);
            let k = round_up_bits(mask)?;
            let reg = *analysis.regs.get(x)?;
            // The test and the branch, within the next few statements.
            let (b, setp) = (a + 1..a + 4)
                .filter_map(|b| Some((b, unpredicated(b)?)))
                .find(|(_, s)| s.head() == "setp")?;
            let p = name(setp, 0)?;
            if name(setp, 1) != Some(t) || imm(setp, 2) != Some(0) {
                return None;
            }
            let eq = match setp.parts().nth(1) {
                Some("eq") => true,
                Some("ne") => false,
                _ => return None,
            };
            let c =
                (b + 1..b + 4).find(|&c| parsed[c].as_ref().is_some_and(|s| s.head() == "bra"))?;
            let (pred, negated) = parsed[c].as_ref()?.predicate.as_ref()?;
            if pred != p || negated == &eq {
                return None;
            }
            let [l] = targets.get(&c)?[..] else {
                return None;
            };
            let first = *defs_of[reg].iter().filter(|&&d| d < a).max()?;
            if analysis.local.get(&(a, reg)) != Some(&first) || l <= c {
                return None;
            }
            if !single_entry(jumps, first, l) {
                return None;
            }
            let jumping = |s: &Statement| matches!(s.head(), "bra" | "brx" | "call");
            if (first + 1..l).any(|i| i != c && parsed[i].as_ref().is_some_and(jumping)) {
                return None;
            }
            let [last] = defs_of[reg]
                .iter()
                .copied()
                .filter(|&d| d > first && d < l)
                .collect::<Vec<_>>()[..]
            else {
                return None;
            };
            let add = unpredicated(last).filter(|s| s.head() == "add" && last > c)?;
            let u = name_and_imm(add).filter(|&(_, v)| v == 1 << k)?.0;
            let round = analysis.single_def[*analysis.regs.get(u)?]?;
            let and = parsed[round]
                .as_ref()
                .filter(|s| s.head() == "and" && round > c && round < last)?;
            if imm(and, 2) != Some(-(1i64 << k)) {
                return None;
            }
            let y = *analysis.regs.get(name(and, 1)?)?;
            Some(AlignUp {
                first,
                reg,
                k,
                round,
                y,
            })
            .map(|up| (last, up))
        })();
        if let Some((last, up)) = found {
            out.insert(last, up);
        }
    }
    out
}

/// What is known of a register's low bits: every value it holds is `low` modulo
/// `2^bits`; for an address, its offset from its symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Cong {
    bits: u8,
    low: i64,
}

/// At most this many low bits are tracked.
const CONG_BITS: u8 = 20;

impl Cong {
    fn new(bits: u8, low: i64) -> Cong {
        let bits = bits.min(CONG_BITS);
        Cong {
            bits,
            low: low.rem_euclid(1 << bits),
        }
    }

    const UNKNOWN: Cong = Cong { bits: 0, low: 0 };

    fn join(self, o: Cong) -> Cong {
        let diff = (self.low - o.low).rem_euclid(1 << CONG_BITS);
        let agree = if diff == 0 {
            CONG_BITS
        } else {
            diff.trailing_zeros() as u8
        };
        Cong::new(self.bits.min(o.bits).min(agree), self.low)
    }

    fn add(self, o: Cong, sign: i64) -> Cong {
        Cong::new(self.bits.min(o.bits), self.low + sign * o.low)
    }
}

/// The low bits of every register ([`Cong`]), flow-insensitively over all its
/// definitions: constants, symbols (offset 0), and what `add`, `sub`, `shl`, `mul`
/// and `mad` by constants, moves, conversions and `selp` keep of them (TMA
/// destinations at `smem + (stage << 14)` are 0 modulo 128 whatever the stage).
/// Bit operations and shifts right keep them for integers only (the interval
/// analysis says the register never holds an address): an address's bits depend
/// on its symbol's.
fn congruences(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    defs_of: &[Vec<usize>],
    users: &[Vec<usize>],
) -> Vec<Option<Cong>> {
    let n = analysis.vals.len();
    let mut cong: Vec<Option<Cong>> = vec![None; n];
    for (r, defs) in defs_of.iter().enumerate() {
        if defs.is_empty() {
            cong[r] = Some(Cong::UNKNOWN);
        }
    }
    let operand = |cong: &[Option<Cong>], op: Option<&Operand>| -> Option<Cong> {
        match op {
            Some(Operand::Imm(v)) => Some(Cong::new(CONG_BITS, *v)),
            Some(Operand::Name(nm)) => match analysis.regs.get(nm.as_str()) {
                Some(&r) => cong[r],
                None if analysis.symbols.contains_key(nm.as_str()) => Some(Cong::new(CONG_BITS, 0)),
                None => Some(Cong::UNKNOWN),
            },
            _ => Some(Cong::UNKNOWN),
        }
    };
    let integer = |op: Option<&Operand>| match op {
        Some(Operand::Imm(_)) => true,
        Some(Operand::Name(nm)) => match analysis.regs.get(nm.as_str()) {
            Some(&r) => matches!(analysis.vals[r], Abs::Int(..)),
            None => special(nm, None).is_some(),
        },
        _ => false,
    };
    let constant = |op: Option<&Operand>| match op {
        Some(Operand::Imm(v)) => Some(*v),
        _ => None,
    };
    let eval = |cong: &[Option<Cong>], stmt: &Statement| -> Option<Cong> {
        let a = operand(cong, stmt.operands.get(1));
        let b = operand(cong, stmt.operands.get(2));
        let floats = stmt
            .parts()
            .any(|p| p.starts_with('f') || p.starts_with("bf"));
        if floats {
            return Some(Cong::UNKNOWN);
        }
        let int_a = integer(stmt.operands.get(1));
        Some(match stmt.head() {
            "mov" | "cvta" if !matches!(stmt.operands.get(1), Some(Operand::Vector(_))) => a?,
            "cvt" => a?,
            "add" => a?.add(b?, 1),
            "sub" => a?.add(b?, -1),
            "shl" => match constant(stmt.operands.get(2)) {
                Some(k) if (0..64).contains(&k) => {
                    let a = a?;
                    Cong::new(a.bits.saturating_add(k as u8), a.low << k.min(40))
                }
                _ => Cong::UNKNOWN,
            },
            "mul" | "mad" if !stmt.has("hi") => {
                let p = match (
                    constant(stmt.operands.get(1)),
                    constant(stmt.operands.get(2)),
                ) {
                    (_, Some(c)) | (Some(c), _) if c != 0 => {
                        let x = if constant(stmt.operands.get(2)).is_some() {
                            a?
                        } else {
                            b?
                        };
                        Cong::new(
                            x.bits.saturating_add(c.trailing_zeros() as u8),
                            x.low.wrapping_mul(c),
                        )
                    }
                    _ => Cong::UNKNOWN,
                };
                if stmt.head() == "mad" {
                    p.add(operand(cong, stmt.operands.get(3))?, 1)
                } else {
                    p
                }
            }
            // A bitwise op of an integer and a constant, on either side (MLIR before
            // LLVM folds it writes `xor 0, x`).
            h @ ("and" | "or" | "xor") => {
                let (x, c) = match (
                    constant(stmt.operands.get(1)),
                    constant(stmt.operands.get(2)),
                ) {
                    (_, Some(c)) if int_a => (a, c),
                    (Some(c), None) if integer(stmt.operands.get(2)) => (b, c),
                    _ => return Some(Cong::UNKNOWN),
                };
                let x = x?;
                match h {
                    // Known: the low bits of `x`, then the zeros of the mask above.
                    "and" => {
                        let above = ((c as u64) >> x.bits.min(63)).trailing_zeros() as u8;
                        Cong::new(x.bits.saturating_add(above), x.low & c)
                    }
                    "or" => Cong::new(x.bits, x.low | c),
                    _ => Cong::new(x.bits, x.low ^ c),
                }
            }
            "shr" if int_a => match constant(stmt.operands.get(2)) {
                Some(k) if (0..64).contains(&k) => {
                    let a = a?;
                    Cong::new(a.bits.saturating_sub(k as u8), a.low >> k)
                }
                _ => Cong::UNKNOWN,
            },
            "selp" => a?.join(b?),
            _ => Cong::UNKNOWN,
        })
    };
    let mut work = Worklist::new(parsed.len());
    for defs in defs_of {
        work.push_all(defs);
    }
    while let Some(k) = work.pop() {
        let Some(stmt) = &parsed[k] else { continue };
        let v = eval(&cong, stmt);
        for (d, _) in analysis.eval(stmt) {
            let r = analysis.regs[d];
            // One value for a single destination; the others are unknown.
            let v = match v {
                Some(v)
                    if Some(d)
                        == stmt
                            .operands
                            .first()
                            .and_then(|o| o.names().first().copied()) =>
                {
                    v
                }
                Some(_) => Cong::UNKNOWN,
                None => continue,
            };
            let new = match cong[r] {
                None => v,
                Some(old) => old.join(v),
            };
            if cong[r] != Some(new) {
                cong[r] = Some(new);
                work.push_all(&users[r]);
            }
        }
    }
    cong
}

/// The definitions whose value no read but their local ones sees (see
/// `Analysis::contained`): an unpredicated definition `d` of a register whose next
/// definition in the text, `n`, is unpredicated too, with no jump from `(d, n)` to
/// outside `(d, n]` (every path from `d` runs into `n` or ends), and every read of
/// the register in `(d, n]` given `d` by `local`. FA4 moves its Q descriptor by
/// -2048 before one MMA block and +2048 before the next: joined into one value, the
/// moves would grow it without end; kept to their blocks, the register is the same
/// at each loop entry.
fn contained_definitions(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    defs_of: &[Vec<usize>],
    jumps: &[(usize, usize)],
) -> std::collections::HashSet<(usize, usize)> {
    let mut by_source: Vec<(usize, usize)> = jumps.iter().map(|&(t, j)| (j, t)).collect();
    by_source.sort_unstable();
    let leaves = |from: usize, to: usize| {
        let first = by_source.partition_point(|&(j, _)| j <= from);
        by_source[first..]
            .iter()
            .take_while(|&&(j, _)| j < to)
            .any(|&(_, t)| !(from < t && t <= to))
    };
    // Where each register defined more than once is read.
    let mut read_at: HashMap<usize, Vec<usize>> = HashMap::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        for n in reads(stmt) {
            if let Some(&r) = analysis.regs.get(n) {
                if defs_of[r].len() >= 2 {
                    read_at.entry(r).or_default().push(k);
                }
            }
        }
    }
    let plain = |k: usize| {
        parsed[k]
            .as_ref()
            .is_some_and(|s| s.predicate.is_none() && s.head() != "call")
    };
    let mut out = std::collections::HashSet::new();
    for (r, defs) in defs_of.iter().enumerate() {
        if defs.len() < 2 {
            continue;
        }
        let no_reads = Vec::new();
        let reads_of = read_at.get(&r).unwrap_or(&no_reads);
        for pair in defs.windows(2) {
            let (d, n) = (pair[0], pair[1]);
            if d == n || !plain(d) || !plain(n) || leaves(d, n) {
                continue;
            }
            let first = reads_of.partition_point(|&k| k <= d);
            let all_local = reads_of[first..]
                .iter()
                .take_while(|&&k| k <= n)
                .all(|&k| analysis.local.get(&(k, r)) == Some(&d));
            if all_local {
                out.insert((d, r));
            }
        }
    }
    out
}

/// Per symbol, its absolute address modulo 128 where known: 0 when it is declared
/// with `.align` 128 or more; otherwise from a tensor copy (TMA) to or from it at an
/// offset `c` known modulo 128 (exactly, or from the low bits of its register,
/// [`congruences`]), whose shared-memory address the hardware requires to
/// be 128-byte aligned (CUDA C++ Programming Guide, the alignment table of
/// multi-dimensional TMA; TileLang and nvFuser align their TMA buffers for it), so
/// the symbol is at `-c` modulo 128. Copies that disagree leave it unknown.
fn symbol_phases(
    analysis: &Analysis,
    parsed: &[Option<Statement>],
    shared: &[SharedSymbol],
    congruences: &[Option<Cong>],
) -> Vec<Option<i64>> {
    let mut phases: Vec<Option<Option<i64>>> = shared
        .iter()
        .map(|s| (s.align >= 128).then_some(Some(0)))
        .collect();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        if !stmt.opcode.starts_with("cp.async.bulk.tensor") {
            continue;
        }
        // The shared-memory side: the destination of a load (`.shared::*` before
        // `.global`), the source of a store.
        let load = stmt
            .parts()
            .find(|p| p.starts_with("shared") || *p == "global")
            .is_some_and(|p| p.starts_with("shared"));
        let Some(Operand::Address { base, offset, rest }) =
            stmt.operands.get(if load { 0 } else { 1 })
        else {
            continue;
        };
        analysis.at.set(k);
        if !rest.is_empty() {
            continue;
        }
        let Abs::Addr(sym, lo, hi) = analysis.name(base) else {
            continue;
        };
        // The offset modulo 128: exact, or from the register's low bits.
        let known = match analysis.regs.get(base.as_str()) {
            _ if lo == hi => Some(lo),
            Some(&r) => congruences[r].filter(|c| c.bits >= 7).map(|c| c.low),
            None => None,
        };
        let Some(c) = known.and_then(|c| c.checked_add(*offset)) else {
            continue;
        };
        let p = (-c).rem_euclid(128);
        // A rounded symbol's phase follows from its alignment.
        let Some(slot) = phases.get_mut(sym as usize) else {
            continue;
        };
        *slot = match *slot {
            None => Some(Some(p)),
            Some(q) if q == Some(p) => Some(q),
            Some(_) => Some(None),
        };
    }
    phases.into_iter().map(Option::flatten).collect()
}

/// How many definitions deep [`Analysis::guarded_span`] follows an address.
const GUARD_DEPTH: u32 = 6;

impl Analysis<'_> {
    /// For an unpredicated integer `add`, `sub` or `or` of two registers, the interval
    /// of each at this statement (`self.at`), where bounded ([`BodyFacts::addends`]).
    fn addends(&self, stmt: &Statement) -> Option<[Option<(i64, i64)>; 2]> {
        let int_type = ["b32", "u32", "s32", "b64", "u64", "s64"]
            .iter()
            .any(|t| stmt.has(t));
        if !matches!(stmt.head(), "add" | "sub" | "or") || stmt.predicate.is_some() || !int_type {
            return None;
        }
        let (Some(a @ Operand::Name(_)), Some(b @ Operand::Name(_))) =
            (stmt.operands.get(1), stmt.operands.get(2))
        else {
            return None;
        };
        let int = |o: &Operand| match self.operand(o) {
            Abs::Int(lo, hi) => Some((lo, hi)),
            _ => None,
        };
        let mut ranges = [int(a), int(b)];
        // `a - b` is `a + (-b)`.
        if stmt.head() == "sub" {
            ranges[1] = ranges[1].and_then(|(lo, hi)| Some((hi.checked_neg()?, lo.checked_neg()?)));
        }
        ranges.iter().any(Option::is_some).then_some(ranges)
    }

    /// The span of a store under a guard `@p` that compares a register `x` with a
    /// constant, with `x` narrowed to the side the guard takes (Triton's device-side
    /// tensormap staging: `@(tid & 127) < 32 st.shared [smem + 4 * (tid & 127)]`
    /// writes 128 bytes, not 512). Sound only where `x` and the
    /// registers between it and the address each have one definition, computed from
    /// values that are the same whenever a thread computes them (special registers,
    /// parameters, constants): then `x` holds at the store what the guard compared.
    /// `None` to fall back on the unguarded span.
    fn guarded_span(&mut self, stmt: &Statement, defs_of: &[Vec<usize>]) -> Option<Span> {
        let (pred, negated) = stmt.predicate.as_ref()?;
        if !matches!(stmt.head(), "st" | "atom" | "red" | "stmatrix") {
            return None;
        }
        let c = self.compares.get(pred.as_str())?.clone();
        let Some(Operand::Address { base, .. }) = stmt.operands.first() else {
            return None;
        };
        let x = *self.regs.get(c.reg.as_str())?;
        if !self.invariant(&c.reg, defs_of, GUARD_DEPTH) {
            return None;
        }
        let mut saved = vec![(x, self.vals[x])];
        self.vals[x] = refine(self.vals[x], &c, !negated);
        let depends = self.reevaluate(base, &c.reg, defs_of, GUARD_DEPTH, &mut saved);
        let span = if depends { self.span(stmt) } else { None };
        for (r, v) in saved.into_iter().rev() {
            self.vals[r] = v;
        }
        span
    }

    /// Whether register `n` has one definition, by a pure instruction
    /// ([`crate::ptx_decode::pure_operands`]) of registers with the same property,
    /// special registers that do not change, parameters, symbols and constants,
    /// within `depth`.
    fn invariant(&self, n: &str, defs_of: &[Vec<usize>], depth: u32) -> bool {
        let Some(&r) = self.regs.get(n) else {
            // Not a register: a symbol, a parameter or a special register (a pure
            // instruction reads no volatile one).
            return true;
        };
        let [k] = defs_of[r][..] else {
            return false;
        };
        let Some(def) = &self.parsed[k] else {
            return false;
        };
        if depth == 0 || def.predicate.is_some() {
            return false;
        }
        // A pure instruction (no load, `shfl` or `%clock` read) of invariant names.
        crate::ptx_decode::pure_operands(def)
            .is_some_and(|reads| reads.iter().all(|m| self.invariant(m, defs_of, depth - 1)))
    }

    /// Evaluates again the single definitions on the way from `x` to register `n`,
    /// in dependence order, keeping the old values in `saved`; whether `n` depends
    /// on `x` that way.
    fn reevaluate(
        &mut self,
        n: &str,
        x: &str,
        defs_of: &[Vec<usize>],
        depth: u32,
        saved: &mut Vec<(usize, Abs)>,
    ) -> bool {
        if n == x {
            return true;
        }
        let Some(&r) = self.regs.get(n) else {
            return false;
        };
        let [k] = defs_of[r][..] else {
            return false;
        };
        let Some(def) = self.parsed[k].as_ref() else {
            return false;
        };
        if depth == 0 || def.predicate.is_some() {
            return false;
        }
        let mut depends = false;
        for m in def.operands.iter().skip(1).flat_map(|o| o.names()) {
            depends |= self.reevaluate(m, x, defs_of, depth - 1, saved);
        }
        if depends {
            let at = self.at.replace(k);
            let v = self.eval(def).into_iter().find(|(d, _)| *d == n);
            self.at.set(at);
            let Some((_, v)) = v else {
                return false;
            };
            saved.push((r, self.vals[r]));
            self.vals[r] = v;
        }
        depends
    }

    /// Evaluates the queued statements until no register changes.
    fn settle(&mut self, work: &mut Worklist, rises: &mut [u16], users: &[Vec<usize>]) {
        let analysis = self;
        let parsed = analysis.parsed;
        while let Some(k) = work.pop() {
            let Some(stmt) = &parsed[k] else { continue };
            analysis.at.set(k);
            for (d, v) in analysis.eval(stmt) {
                let r = analysis.regs[d];
                if let Some(slot) = analysis.def_vals.get_mut(&(k, r)) {
                    if *slot != v {
                        *slot = v;
                        work.push_all(&users[r]);
                    }
                }
                if analysis.contained.contains(&(k, r)) {
                    continue;
                }
                let old = analysis.vals[r];
                let mut new = old.join(v);
                if new == old {
                    continue;
                }
                rises[r] += 1;
                if rises[r] > RISES {
                    new = Abs::Top;
                }
                analysis.vals[r] = new;
                work.push_all(&users[r]);
            }
        }
    }

    /// The few constants `op` can hold, through single unpredicated definitions: an
    /// immediate, `mov` of one, `selp` between two choices, and bitwise `or`/`and`/
    /// `xor` or `add` of two (every combination, at most [`MAX_CHOICES`]); `None`
    /// for anything else. At most `depth` definitions deep.
    fn constant_choices(&self, op: &Operand, depth: u32) -> Option<Vec<i64>> {
        let n = match op {
            Operand::Imm(v) => return Some(vec![*v]),
            Operand::Name(n) => n,
            _ => return None,
        };
        if let Abs::Int(c, c2) = self.name(n) {
            if c == c2 {
                return Some(vec![c]);
            }
        }
        let k = self.single_def[*self.regs.get(n.as_str())?].filter(|_| depth > 0)?;
        let stmt = self.parsed[k].as_ref()?;
        let arg = |i: usize| {
            stmt.operands
                .get(i)
                .and_then(|o| self.constant_choices(o, depth - 1))
        };
        let mut out = match stmt.head() {
            "mov" if stmt.operands.len() == 2 => arg(1)?,
            "selp" => {
                let mut v = arg(1)?;
                v.extend(arg(2)?);
                v
            }
            h @ ("or" | "and" | "xor" | "add") if stmt.operands.len() == 3 && !stmt.has("pred") => {
                let (a, b) = (arg(1)?, arg(2)?);
                if a.len() * b.len() > MAX_CHOICES {
                    return None;
                }
                let f = |x: i64, y: i64| match h {
                    "or" => x | y,
                    "and" => x & y,
                    "xor" => x ^ y,
                    _ => x.wrapping_add(y),
                };
                a.iter()
                    .flat_map(|&x| b.iter().map(move |&y| f(x, y)))
                    .collect()
            }
            _ => return None,
        };
        out.sort_unstable();
        out.dedup();
        (out.len() <= MAX_CHOICES).then_some(out)
    }

    /// The shared memory an MMA or `tcgen05.cp` reads through its descriptor
    /// `operands`, with instruction descriptor `idesc` ([`Analysis::span`]).
    fn mma_span(
        &self,
        stmt: &Statement,
        operands: &[usize],
        cp: bool,
        sparse: bool,
        idesc: Abs,
    ) -> Option<Span> {
        let symbol = |s: u32| self.symbol_name(s);
        // Block-scaled kinds keep M, N and the transpose bits where the dense
        // kinds do (CUTLASS's `UMMA::InstrDescriptorBlockScaled`); their MN-major
        // forms exist for 8-bit types only.
        let bytes = crate::ptx_decode::dense_operand_bytes(stmt)
            .or_else(|| stmt.has("block_scale").then_some(1));
        let layouts = match (cp, bytes) {
            // The source matrix of the shape: rows of 16 or 32 bytes.
            (true, _) => [Layout::KMajor(cp_rows(stmt).0), Layout::Unknown],
            (false, Some(bytes)) => {
                let ctas = if stmt.has("cta_group::2") { 2 } else { 1 };
                operand_layouts(idesc, bytes, sparse, ctas)
            }
            (false, None) => [Layout::Unknown; 2],
        };
        let k_bytes = Some(if cp {
            cp_rows(stmt).1
        } else {
            mma_k_bytes(stmt, idesc)
        });
        let mut out: Option<(u32, i64, Option<i64>)> = None;
        let mut ranges: Vec<(i64, Option<i64>)> = Vec::new();
        for (&i, layout) in operands.iter().zip(layouts) {
            let (s, lo, hi) = match stmt.operands.get(i)? {
                Operand::Address { .. } if i == 1 && !stmt.opcode.starts_with("tcgen05.cp") => {
                    continue;
                }
                Operand::Name(n) => match self.name(n) {
                    // The field holds the whole address (the module's
                    // assumption): starts outside the shared window are not
                    // the read's (an addend may take a descriptor out and back).
                    Abs::Desc(_, l, h, _) if h <= -WINDOW || l >= WINDOW => return None,
                    Abs::Desc(s, l, h, f) => {
                        let (l, h) = (l.max(1 - WINDOW), h.min(WINDOW - 1));
                        let read = Read {
                            k_bytes,
                            phase: self.phase_of(s),
                        };
                        // A swizzle moves a byte within its 128-byte block of
                        // the absolute address: no lower than the block of the
                        // start (at most 112 bytes down from a 16-byte-aligned
                        // start when the symbol's phase is not known).
                        let start = match read.phase {
                            Some(p) => l - (l + p).rem_euclid(128),
                            None => l - 112,
                        };
                        (s, start, read_end(h, f, layout, read))
                    }
                    _ => return None,
                },
                _ => return None,
            };
            ranges.push((lo, hi));
            out = match out {
                Some((t, ..)) if t != s => return None,
                Some((_, l, h)) => Some((s, l.min(lo), h.zip(hi).map(|(a, b)| a.max(b)))),
                None => Some((s, lo, hi)),
            };
        }
        let (s, lo, hi) = out?;
        // Two operands with bytes between them that neither reads.
        let gap = match ranges[..] {
            [(_, Some(a1)), (b0, Some(_))] if a1 < b0 - 1 => Some((a1 + 1, b0 - 1)),
            [(a0, Some(_)), (_, Some(b1))] if b1 < a0 - 1 => Some((b1 + 1, a0 - 1)),
            _ => None,
        };
        Some(Span {
            symbol: symbol(s)?,
            lo,
            hi,
            gap,
        })
    }

    fn span(&self, stmt: &Statement) -> Option<Span> {
        let symbol = |s: u32| self.symbol_name(s);
        if stmt.opcode.starts_with("tcgen05.mma") || stmt.opcode.starts_with("tcgen05.cp") {
            // Descriptor operands: the MMA's A (unless in TMEM) and B, the copy's source.
            let operands: &[usize] = if stmt.opcode.starts_with("tcgen05.cp") {
                &[1]
            } else {
                &[1, 2]
            };
            let cp = stmt.opcode.starts_with("tcgen05.cp");
            let sparse = stmt.has("sp");
            let idesc_operand = stmt.operands.get(if sparse { 4 } else { 3 });
            let idesc = idesc_operand.map_or(Abs::Top, |o| self.operand(o));
            // An instruction descriptor chosen among a few constants (FMHA
            // backward's `selp` of two descriptors or'ed with a `selp` of a negate
            // bit): the span for each, joined.
            let candidates = match idesc {
                Abs::Int(c, c2) if c == c2 => None,
                _ => idesc_operand.and_then(|o| self.constant_choices(o, 6)),
            };
            let shape = idesc_operand.and_then(|o| self.shape_constant(o, self.at.get(), 6));
            let idesc = match (idesc, &candidates, shape) {
                (Abs::Int(c, c2), _, _) if c == c2 => idesc,
                (_, None, Some(c)) => Abs::Int(c, c),
                _ => idesc,
            };
            if let Some(values) = candidates {
                let mut joined: Option<Span> = None;
                for c in values {
                    let one = self.mma_span(stmt, operands, cp, sparse, Abs::Int(c, c))?;
                    joined = Some(match joined {
                        None => one,
                        Some(j) if j.symbol != one.symbol => return None,
                        Some(j) => Span {
                            lo: j.lo.min(one.lo),
                            hi: j.hi.zip(one.hi).map(|(a, b)| a.max(b)),
                            gap: j.gap.filter(|g| one.gap == Some(*g)),
                            ..j
                        },
                    });
                }
                return joined;
            }
            return self.mma_span(stmt, operands, cp, sparse, idesc);
        }
        // A bulk copy (TMA store) from shared memory: from its source address up (the
        // box size is the tensormap's); a plain bulk copy names its size.
        if stmt.opcode.starts_with("cp.async.bulk")
            || stmt.opcode.starts_with("cp.reduce.async.bulk")
        {
            let Some(Operand::Address { base, offset, rest }) = stmt.operands.get(1) else {
                return None;
            };
            if !rest.is_empty() {
                return None;
            }
            let Abs::Addr(s, lo, hi) = self.name(base) else {
                return None;
            };
            let tensor = stmt.opcode.contains(".tensor.");
            let size = match (tensor, stmt.operands.get(2)) {
                (false, Some(Operand::Imm(n))) if *n > 0 => Some(*n),
                _ => None,
            };
            let last_start = hi.checked_add(*offset)?;
            return Some(Span {
                gap: None,
                symbol: symbol(s)?,
                lo: lo.checked_add(*offset)?,
                hi: match size {
                    Some(n) => Some(last_start.checked_add(n - 1)?),
                    None if tensor => self.box_end(s, last_start),
                    None => None,
                },
            });
        }
        // A commit's mbarrier in this CTA's shared window (not multicast, not a `mapa`
        // result): the 8 bytes of the barrier. Its arrival signals this CTA only.
        if stmt.opcode.starts_with("tcgen05.commit") && !stmt.has("multicast::cluster") {
            let Some(Operand::Address { base, offset, rest }) = stmt.operands.first() else {
                return None;
            };
            let (Abs::Addr(s, lo, hi), true) = (self.name(base), rest.is_empty()) else {
                return None;
            };
            return Some(Span {
                gap: None,
                symbol: symbol(s)?,
                lo: lo.checked_add(*offset)?,
                hi: Some(hi.checked_add(*offset)?.checked_add(7)?),
            });
        }
        let head = stmt.head();
        if !matches!(head, "st" | "atom" | "red" | "stmatrix") {
            return None;
        }
        let Some(Operand::Address { base, offset, rest }) = stmt.operands.first() else {
            return None;
        };
        if !rest.is_empty() {
            return None;
        }
        let shared = stmt.parts().any(|p| p.starts_with("shared"));
        // `stmatrix`: each thread gives the address of one row; a `.m8n8` row is
        // eight 16-bit elements, 16 bytes (PTX ISA, stmatrix). Other shapes: 32.
        let bytes = match head {
            "stmatrix" if stmt.has("m8n8") => 16,
            "stmatrix" => 32,
            _ => access_bytes(stmt)?,
        };
        let (s, lo, hi) = match (shared, self.name(base)) {
            (true, Abs::Addr(s, lo, hi)) | (false, Abs::Gen(s, lo, hi)) => (s, lo, hi),
            _ => return None,
        };
        // An offset far outside the shared window: no span (any byte).
        Some(Span {
            gap: None,
            symbol: symbol(s)?,
            lo: lo.checked_add(*offset)?,
            hi: Some(hi.checked_add(*offset)?.checked_add(bytes - 1)?),
        })
    }
}
