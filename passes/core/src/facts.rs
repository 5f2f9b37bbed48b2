//! Facts about predicate values that the granularity checks of RULES.md section 5
//! need: which predicates select one thread (`%tid.x == 0`), one warp
//! (`%tid.x / 32 == w`), or depend on the CTA's rank in its cluster.
//!
//! Front ends describe how each relevant value is computed as a small [`Expr`]
//! (LLVM instructions and PTX statements alike); [`predicate_facts`] derives the
//! facts, so both front ends share one interpretation.

use std::cell::Cell;

use crate::HashMap;

use crate::value::Value;

/// Special registers the checks care about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sreg {
    /// `%tid.x`.
    TidX,
    /// `%ctaid.*`, `%cluster_ctaid.*`: differs between the CTAs of a pair.
    CtaRank,
    /// `%cluster_ctarank`: the CTA's rank in its cluster (differs between the CTAs
    /// of a pair too).
    ClusterRank,
    /// `%laneid`: the lane bits of `%tid.x` (a warp is 32 consecutive threads of a
    /// 1-D CTA, as everywhere here).
    LaneId,
}

impl Sreg {
    /// The special register an intrinsic's name or an inline-asm text reads
    /// (`llvm.nvvm.read.ptx.sreg.tid.x`, `mov.u32 $0, %cluster_ctarank;`), by whole
    /// names: `%ntid.x` is not `%tid.x`, nor `%nctaid.x` a CTA index.
    pub fn in_text(text: &str) -> Option<Sreg> {
        let names = text
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
            .map(|t| {
                let t = t.strip_prefix("llvm.").unwrap_or(t);
                t.strip_prefix("nvvm.read.ptx.sreg.").unwrap_or(t)
            });
        let mut found = None;
        for name in names {
            let sreg = match name.replace("cluster.", "cluster_").as_str() {
                "tid.x" => Sreg::TidX,
                "laneid" => Sreg::LaneId,
                "cluster_ctarank" => Sreg::ClusterRank,
                "ctaid.x" | "ctaid.y" | "ctaid.z" | "cluster_ctaid.x" | "cluster_ctaid.y"
                | "cluster_ctaid.z" => Sreg::CtaRank,
                _ => continue,
            };
            // Two different ones: not one register's value.
            if found.is_some_and(|f| f != sreg) {
                return None;
            }
            found = Some(sreg);
        }
        found
    }
}

/// How a value is computed, as far as the facts need.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expr {
    Sreg(Sreg),
    /// A copy or a width conversion.
    Copy(Value),
    /// `x & mask`.
    AndConst(Value, i64),
    /// `x >> k` (logical or arithmetic).
    ShrConst(Value, i64),
    /// `x / d` (unsigned).
    DivConst(Value, i64),
    /// `x == c` (`eq: true`) or `x != c` (`eq: false`).
    CmpConst {
        lhs: Value,
        rhs: i64,
        eq: bool,
    },
    /// `x < c` (`less`) or `x > c`, or with `or_equal` `<=` / `>=` (signed or unsigned:
    /// only used on thread-index values, which are small and non-negative).
    CmpOrder {
        lhs: Value,
        rhs: i64,
        less: bool,
        or_equal: bool,
        /// An unsigned comparison (`setp.gt.u32`, `icmp ugt`): a negative value wraps
        /// to a large one.
        unsigned: bool,
    },
    /// `x + c` of an immediate (only traced directly below an order comparison).
    AddConst(Value, i64),
    /// An integer constant (`mov.b64 %rd, 5122844576138308`).
    Const(i64),
    /// `x << k`.
    ShlConst(Value, i64),
    /// `x >> by` (logical) of a `width`-bit integer, the amount a value: with a
    /// constant `x`, a table indexed by the amount (CUTLASS's warp roles,
    /// `(0x1233333333334444 >> (4 * warp)) & 0xF`).
    ShrBy {
        x: Value,
        by: Value,
        width: u32,
    },
    /// `c >> by` (logical) of a `width`-bit constant: [`Expr::ShrBy`] where the front
    /// end has the constant in place (LLVM's `lshr i64 C, %x`).
    ConstShrBy {
        c: i64,
        by: Value,
        width: u32,
    },
    /// `x | y` of two integers: `(x | y) == 0` is `x == 0 && y == 0` (nvcc folds
    /// TileLang's `rank == 0 && (tid >> 5) == 0` into `(rank | (tid & 96)) != 0`).
    OrInts(Value, Value),
    /// `p && q` of two predicates.
    AndPreds(Value, Value),
    /// `p || q` of two predicates (`or.pred`).
    OrPreds(Value, Value),
    /// The leader predicate of `elect.sync`: one thread of the warp.
    Elect,
    /// An integer that is `set` in the `elect.sync` leader and `unset` in the other
    /// lanes (CUTLASS's `@%px mov.s32 $1, 1` into an output tied to a 0).
    ElectFlag {
        unset: i64,
        set: i64,
    },
    /// `!p` of a predicate (`not.pred`): the facts of `p`, on the other side.
    NotPred(Value),
    /// Another lane's `x` in the same warp (`shfl.sync.idx` over the full warp; CuTe
    /// DSL broadcasts the warp index `tid.x / 32` this way): the same as `x` where `x`
    /// does not depend on the lane bits of the thread index.
    LaneBroadcast(Value),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PredKind {
    /// One thread (a thread-index equality, or an `elect.sync` leader: one per warp).
    OneThread,
    /// Exactly the threads of warp `w` (a warp-index equality).
    Warp(u32),
    /// The threads of warps `lo..=hi` (an order comparison of the warp index,
    /// `warp > 7`): with [`PredKind::Warp`] facts of other guards, it proves that a
    /// warp's thread never reaches code for another range (`warp == 12` never runs
    /// the `warp <= 7` side).
    WarpRange(u32, u32),
    /// Depends on the CTA's rank: not both CTAs of a pair take this side (a rank
    /// test has the fact on both sides; `(warp == 1) && (rank == 0)` only on its
    /// true side: its false side holds in warp 0 of every CTA).
    CtaRank,
    /// The `elect.sync` leader of the warp, as an equivalence (the predicate is
    /// true exactly in the leader; `when: false` for its negation). The pass assumes (as [`Guard::Elect`]
    /// does) that every `elect.sync` of a converged warp elects the same lane, so
    /// two predicates with this fact agree in every thread: branches on them are
    /// correlated.
    ///
    /// [`Guard::Elect`]: crate::model::Guard::Elect
    Leader,
    /// The value is `when` exactly when both predicates are true (`and.pred`): a
    /// thread where both hold runs code under it. The other facts of such a value
    /// are only implications (its true side is in the warps of either operand).
    Both(Value, Value),
    /// The value is `when` exactly when either predicate is true (`or.pred`). Its
    /// other facts on the other side are implications (both operands are false).
    Either(Value, Value),
    /// The thread's warp index `w` has `((w & mask) == bits) == equal` (an
    /// implication, like the other kinds): `(tid & 96) != 0` false is `(w & 3) ==
    /// 0`, warps 0, 4, 8, ..., which no range says.
    WarpBits { mask: u32, bits: u32, equal: bool },
    /// The CTA's rank in its cluster (`%cluster_ctarank`) is, or is not, a constant
    /// (an implication, like the other kinds).
    Rank(RankIs),
    /// Exactly the thread whose `%tid.x` is this, as an equivalence: `tid == 0`, or
    /// Mojo's `(warp | laneid) == 0`, which keeps every bit of the index.
    ThreadIs(u32),
}

/// What is known of a thread's CTA rank in its cluster: it is (`equal`) or is not
/// `rank`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RankIs {
    pub rank: u32,
    pub equal: bool,
}

impl RankIs {
    /// Whether no CTA has both `self` and `other`.
    pub fn contradicts(self, other: RankIs) -> bool {
        match (self.equal, other.equal) {
            (true, true) => self.rank != other.rank,
            (false, false) => false,
            _ => self.rank == other.rank,
        }
    }

    /// What `known` and the guards `(v, holds)` that hold in a thread say of its
    /// CTA's rank: an equality where one says it (the most precise), else an
    /// inequality.
    pub fn of_guards(
        facts: &[PredFact],
        known: Option<RankIs>,
        guards: impl IntoIterator<Item = (Value, bool)>,
    ) -> Option<RankIs> {
        let mut out = known;
        for (v, holds) in guards {
            for f in facts.iter().filter(|f| f.value == v && f.when == holds) {
                if let PredKind::Rank(r) = f.kind {
                    out = Some(RankIs::meet(out, r));
                }
            }
        }
        out
    }

    /// `known` and `r` both hold: the more precise of them.
    pub fn meet(known: Option<RankIs>, r: RankIs) -> RankIs {
        match known {
            Some(k) if k.equal || !r.equal => k,
            _ => r,
        }
    }
}

impl PredKind {
    /// Whether some warp of `warps` can satisfy a [`PredKind::WarpBits`] fact;
    /// `None` for other kinds or a range too wide to enumerate.
    pub fn some_warp_satisfies(&self, warps: WarpRange) -> Option<bool> {
        let PredKind::WarpBits { mask, bits, equal } = *self else {
            return None;
        };
        if warps.is_empty() || warps.1 > LAST_WARP {
            return None;
        }
        Some((warps.0..=warps.1).any(|w| ((w & mask) == bits) == equal))
    }
}

/// The largest warp index (1024 threads, PTX ISA 5.2.1 `%ntid`).
const LAST_WARP: u32 = 31;

/// "When `value` is `when`, `kind` holds."
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PredFact {
    pub value: Value,
    pub when: bool,
    pub kind: PredKind,
}

/// The warps a thread can be in, as an inclusive range; [`WarpRange::ALL`] when
/// nothing is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WarpRange(pub u32, pub u32);

impl WarpRange {
    pub const ALL: WarpRange = WarpRange(0, u32::MAX);

    pub fn meet(self, other: WarpRange) -> WarpRange {
        WarpRange(self.0.max(other.0), self.1.min(other.1))
    }

    /// The smallest range holding both (of non-empty ranges).
    pub fn hull(self, other: WarpRange) -> WarpRange {
        WarpRange(self.0.min(other.0), self.1.max(other.1))
    }

    pub fn is_empty(self) -> bool {
        self.0 > self.1
    }

    /// Whether no thread of the warps `self` has `v == holds`: `v` is a warp test
    /// whose other side holds in all of them (`warp != 12` is false in warp 12; the
    /// complement of a range is not a range, so [`WarpRange::of_guard`] cannot say it).
    /// Only a comparison's warp facts say which threads are on a side; those a
    /// conjunction or disjunction inherits are implications (`warp == 2 && elect` is
    /// false in most threads of warp 2).
    pub fn excluded_by(self, facts: &[PredFact], v: Value, holds: bool) -> bool {
        let on_v = || facts.iter().filter(move |f| f.value == v);
        let compound = on_v().any(|f| matches!(f.kind, PredKind::Both(..) | PredKind::Either(..)));
        WarpRange::of_guard(facts, v, holds).meet(self).is_empty()
            // `v == holds` implies warp bits none of these warps has.
            || on_v().any(|f| f.when == holds && f.kind.some_warp_satisfies(self) == Some(false))
            || !compound
                && on_v().any(|f| {
                    f.when != holds
                        && match f.kind {
                            PredKind::Warp(w) => self == WarpRange(w, w),
                            PredKind::WarpRange(a, b) => a <= self.0 && self.1 <= b,
                            _ => false,
                        }
                })
    }

    /// `self` narrowed to the least range holding its warps that have the warp-index
    /// bits `v == holds` implies ([`PredKind::WarpBits`]): in a CTA of 8 warps,
    /// `(tid & 224) == 0` is warp 0 (TileLang's allocating warp).
    pub fn narrowed_by_bits(self, facts: &[PredFact], v: Value, holds: bool) -> WarpRange {
        let mut r = self;
        for f in facts.iter().filter(|f| f.value == v && f.when == holds) {
            if r.is_empty() || r.1 > LAST_WARP {
                break;
            }
            let PredKind::WarpBits { mask, bits, equal } = f.kind else {
                continue;
            };
            let ok = |w: &u32| ((w & mask) == bits) == equal;
            r = match ((r.0..=r.1).find(ok), (r.0..=r.1).rev().find(ok)) {
                (Some(lo), Some(hi)) => WarpRange(lo, hi),
                _ => WarpRange(1, 0),
            };
        }
        r
    }

    /// The warps a guard `(v, holds)` lets through, from `facts`' warp-index facts.
    pub fn of_guard(facts: &[PredFact], v: Value, holds: bool) -> WarpRange {
        facts
            .iter()
            .filter(|f| f.value == v && f.when == holds)
            .fold(WarpRange::ALL, |r, f| match f.kind {
                PredKind::Warp(w) => r.meet(WarpRange(w, w)),
                PredKind::WarpRange(a, b) => r.meet(WarpRange(a, b)),
                _ => r,
            })
            .meet(
                // `warp != 0` is the warps from 1 on.
                facts
                    .iter()
                    .filter(|f| f.value == v && f.when != holds && f.kind == PredKind::Warp(0))
                    .fold(WarpRange::ALL, |r, _| r.meet(WarpRange(1, u32::MAX))),
            )
    }
}

/// What a traced integer is: bits of the thread index, or a CTA rank.
#[derive(Clone, Copy)]
enum Traced {
    /// `(tid >> shift)` restricted to the thread-index bits in `bits` (positions in
    /// `%tid.x`, after every mask on the way): the value's bit `i` is `%tid.x` bit
    /// `i + shift` when that bit is in `bits`, else zero.
    Tid { shift: u32, bits: u64 },
    /// A CTA index; `cluster`: the rank in the cluster (`%cluster_ctarank`) itself.
    Rank { cluster: bool },
}

/// `%tid.x` is below 1024 (the largest CTA dimension, PTX ISA 5.2.1 `%ntid`).
const TID_BITS: u64 = 0x3ff;
/// The lane bits of `%tid.x` (a warp is 32 consecutive threads of a 1-D CTA).
const LANE_BITS: u64 = 0x1f;

fn trace(exprs: &HashMap<Value, Expr>, mut v: Value) -> Option<Traced> {
    let mut shift = 0u32;
    // Bits of the current value that reach the traced value, in the current value's
    // positions; masks clear bits, right shifts move them up.
    let mut keep = u64::MAX;
    let mut broadcast = false;
    for _ in 0..32 {
        match exprs.get(&v)? {
            // `%laneid` is the lane bits of `%tid.x`.
            Expr::Sreg(sreg @ (Sreg::TidX | Sreg::LaneId)) => {
                let index_bits = if *sreg == Sreg::TidX {
                    TID_BITS
                } else {
                    LANE_BITS
                };
                let bits = keep & index_bits;
                // Another lane's value differs in the lane bits.
                if broadcast && bits & LANE_BITS != 0 {
                    return None;
                }
                return Some(Traced::Tid { shift, bits });
            }
            Expr::Sreg(Sreg::CtaRank) => return Some(Traced::Rank { cluster: false }),
            Expr::Sreg(Sreg::ClusterRank) => {
                return Some(Traced::Rank {
                    cluster: keep == u64::MAX,
                })
            }
            Expr::Copy(x) => v = *x,
            Expr::LaneBroadcast(x) => {
                broadcast = true;
                v = *x;
            }
            Expr::AndConst(x, m) => {
                keep &= *m as u64;
                v = *x;
            }
            Expr::ShrConst(x, k) => {
                let k = u32::try_from(*k).ok().filter(|k| *k < 64)?;
                shift += k;
                keep = keep.checked_shl(k)?;
                v = *x;
            }
            Expr::DivConst(x, d) if *d > 0 && (*d as u64).is_power_of_two() => {
                shift += d.trailing_zeros();
                keep = keep.checked_shl(d.trailing_zeros())?;
                v = *x;
            }
            _ => return None,
        }
    }
    None
}

/// `v` as a barrier number of the thread's group of warps: `(tid.x >> k) + c` with
/// `k >= 5` and every thread-index bit from `k` up kept (through copies, constant
/// additions, shifts and divisions by powers of two). ThunderKittens' consumer
/// warpgroups sync on `bar.sync (tid.x >> 7) + 1, 128`.
pub fn group_number(
    exprs: &HashMap<Value, Expr>,
    mut v: Value,
) -> Option<crate::spec::GroupNumber> {
    let mut offset = 0i64;
    for _ in 0..8 {
        match exprs.get(&v)? {
            Expr::AddConst(x, c) => {
                offset = offset.checked_add(*c)?;
                v = *x;
            }
            Expr::Copy(x) => v = *x,
            _ => break,
        }
    }
    let Traced::Tid { shift, bits } = trace(exprs, v)? else {
        return None;
    };
    let kept = TID_BITS & !((1u64 << shift.min(63)) - 1);
    if !(5..=10).contains(&shift) || bits & TID_BITS != kept {
        return None;
    }
    Some(crate::spec::GroupNumber {
        shift: u8::try_from(shift).ok()?,
        offset: i32::try_from(offset).ok()?,
    })
}

/// What `traced == rhs` selects among the threads of a CTA.
fn tid_equality(shift: u32, bits: u64, rhs: i64) -> Option<PredKind> {
    // The constant in `%tid.x` bit positions; a bit outside `bits` makes the
    // equality never true, which proves nothing useful.
    let c = u64::try_from(rhs).ok()?.checked_shl(shift)?;
    if c & !bits != 0 || (c >> shift) != u64::try_from(rhs).ok()? {
        return None;
    }
    let lane = bits & LANE_BITS;
    if lane == LANE_BITS {
        // Every lane bit is fixed: one lane of each selected warp.
        Some(PredKind::OneThread)
    } else if lane == 0 && bits & TID_BITS == TID_BITS & !LANE_BITS {
        // No lane bit and every warp bit is fixed: exactly the threads of one warp
        // (`(tid & 0x3e0) == 0` is warp 0 as `tid / 32 == 0` is).
        u32::try_from(c >> 5).ok().map(PredKind::Warp)
    } else {
        // Some lanes of a warp, or several whole warps: neither one thread nor
        // one warp (`(tid & 224) == 0` is warps 0, 8, ... : whole warps).
        None
    }
}

/// What `(warp & ~(2^k - 1)) == rhs` selects: the warps `rhs ..= rhs + 2^k - 1`
/// (FlashAttention-4's `(warp & -4) == 8`: the correction warps 8 to 11).
fn warp_group_equality(shift: u32, bits: u64, rhs: i64) -> Option<PredKind> {
    if shift != 5 || bits & LANE_BITS != 0 {
        return None;
    }
    let warp_bits = (bits & TID_BITS) >> 5;
    let all = TID_BITS >> 5;
    // The bits kept must be the high ones: all warp bits but the `k` lowest.
    let dropped = all & !warp_bits;
    if warp_bits == 0 || (dropped + 1) & dropped != 0 {
        return None;
    }
    let rhs = u32::try_from(rhs).ok()?;
    let size = u32::try_from(dropped).ok()? + 1;
    if u64::from(rhs) & dropped != 0 || u64::from(rhs) & !all != 0 {
        return None;
    }
    Some(PredKind::WarpRange(rhs, rhs + size - 1))
}

/// `traced == rhs` as a test of warp-index bits, when the traced value keeps no lane
/// bit of `%tid.x`: `(mask, bits)` with the test `(warp & mask) == bits`.
fn warp_bits(exprs: &HashMap<Value, Expr>, lhs: Value, rhs: i64) -> Option<(u32, u32)> {
    match trace(exprs, lhs) {
        Some(Traced::Tid { shift, bits }) if bits & LANE_BITS == 0 => {
            tid_warp_bits(shift, bits, rhs)
        }
        _ => None,
    }
}

/// The warp-index bits every thread where `traced == rhs` holds has, for a traced
/// thread index `Tid { shift, bits }`: `(mask, bits)` with `(warp & mask) == bits`,
/// when the value keeps some warp bit. With no lane bit kept that is the whole test
/// ([`warp_bits`]); with lane bits, an implication (`tid == 96` is in warp 3).
fn tid_warp_bits(shift: u32, bits: u64, rhs: i64) -> Option<(u32, u32)> {
    let c = u64::try_from(rhs).ok()?.checked_shl(shift)?;
    let kept = bits & TID_BITS;
    if kept & !LANE_BITS == 0 || (c >> shift) != rhs as u64 {
        return None;
    }
    // A constant bit the value cannot have: the test is never true (no fact).
    if c & !kept != 0 {
        return None;
    }
    Some((u32::try_from(kept >> 5).ok()?, u32::try_from(c >> 5).ok()?))
}

/// The facts of `lhs == rhs` (`eq`) or `lhs != rhs`, as `(side, kind)`: on which
/// side of the comparison each kind holds.
fn comparison_facts(
    exprs: &HashMap<Value, Expr>,
    lhs: Value,
    rhs: i64,
    eq: bool,
) -> Vec<(bool, PredKind)> {
    let mut out = Vec::new();
    let traced = trace(exprs, lhs);
    let kind = match traced {
        // A coarser index (warp group, ...) selects neither one thread nor one
        // warp, but an aligned range of warps.
        Some(Traced::Tid { shift, bits }) => {
            tid_equality(shift, bits, rhs).or_else(|| warp_group_equality(shift, bits, rhs))
        }
        Some(Traced::Rank { cluster }) => {
            // The rank in the cluster itself, compared: what it is on each side.
            if let (true, Ok(rank)) = (cluster, u32::try_from(rhs)) {
                for equal in [true, false] {
                    out.push((eq == equal, PredKind::Rank(RankIs { rank, equal })));
                }
            }
            Some(PredKind::CtaRank)
        }
        None => None,
    };
    // Every bit of the index kept: exactly one thread on the equal side.
    if let Some(Traced::Tid { shift, bits }) = traced {
        if bits & TID_BITS == TID_BITS {
            let c = u64::try_from(rhs).ok().and_then(|c| c.checked_shl(shift));
            if let Some(t) = c.filter(|c| c >> shift == rhs as u64 && *c <= TID_BITS) {
                out.push((eq, PredKind::ThreadIs(t as u32)));
            }
        }
    }
    // A range of warps from an equality is the whole of its side: the other side is
    // the other warps, which only warp bits say (`(warp & -4) != 4` holds in no warp
    // of 4..7; DeepGEMM's epilogue barrier is ordered among those four warps only
    // so).
    let exact_range = matches!(kind, Some(PredKind::WarpRange(..)));
    if let Some(kind) = kind {
        // A rank test splits the pair on both of its sides.
        if kind == PredKind::CtaRank {
            out.extend([(true, kind), (false, kind)]);
        } else {
            out.push((eq, kind));
        }
    }
    // A test of single threads still names their warps: `tid == 96` holds only in
    // warp 3 (an implication on its true side; Mojo's MHA sends thread 96 to its TMA
    // loop and warp 1 on to free the tensor memory).
    if let (Some(PredKind::OneThread), Some(Traced::Tid { shift, bits })) = (kind, traced) {
        if let Some((mask, bits)) = tid_warp_bits(shift, bits, rhs) {
            out.push((
                eq,
                PredKind::WarpBits {
                    mask,
                    bits,
                    equal: true,
                },
            ));
        }
    }
    if kind.is_none() || exact_range {
        if let Some((mask, bits)) = warp_bits(exprs, lhs, rhs) {
            // Whole warps: both sides are facts.
            for equal in [true, false] {
                out.push((eq == equal, PredKind::WarpBits { mask, bits, equal }));
            }
        }
    }
    out
}

/// The value of the integer `cond` in each warp `0..=cta.1` of the CTA, when it is a
/// function of the warp index alone: a slice of the thread index above the lane bits
/// (through masks, shifts and lane broadcasts), or else a value [`enumerable`] from
/// `%tid.x` that every lane of each warp agrees on (a role read from a table,
/// `(0x12333333334444 >> (4 * warp)) & 7`, as clang compiles CUTLASS's FMHA
/// backward). `None` otherwise, or when `cta` is unknown or too large.
fn warp_values(exprs: &HashMap<Value, Expr>, cond: Value, cta: WarpRange) -> Option<Vec<i64>> {
    if cta.is_empty() || cta.1 > LAST_WARP {
        return None;
    }
    match trace(exprs, cond) {
        Some(Traced::Tid { shift, bits }) if bits & LANE_BITS == 0 => Some(
            (0..=cta.1)
                .map(|w| (((u64::from(w) << 5) & bits) >> shift) as i64)
                .collect(),
        ),
        Some(_) => None,
        None => {
            let budget = Cell::new(EVAL_BUDGET);
            if enumerable(exprs, cond, MAX_EVAL_DEPTH, &budget) != Some(true) {
                return None;
            }
            let mut out = Vec::with_capacity(cta.1 as usize + 1);
            for w in 0..=cta.1 {
                let mut lanes = (w * 32..w * 32 + 32).map(|t| {
                    thread_value(exprs, cond, t, MAX_EVAL_DEPTH, &budget)
                        .and_then(ThreadBits::small)
                });
                let first = lanes.next().flatten()?;
                if !lanes.all(|v| v == Some(first)) {
                    return None;
                }
                out.push(first);
            }
            Some(out)
        }
    }
}

/// The warps that may take each edge of a multi-way branch on the integer `cond`
/// (LLVM's `switch`), when `cond` is a function of the warp index alone
/// ([`warp_values`]) and `cta` (the CTA's warps, from its declared size) is known:
/// per case value, the set of warps of `cta` where `cond` equals it, and for the
/// default edge those where it equals none, as bit masks (warp `w` is bit `w`).
/// `None` when `cond` is no such value. Mosaic GPU lowers its warpgroup roles to
/// `switch shfl(tid >> 7) [0: producer, 1: epilogue]`.
pub fn switch_warp_masks(
    exprs: &HashMap<Value, Expr>,
    cond: Value,
    cases: &[i64],
    cta: WarpRange,
) -> Option<(Vec<u64>, u64)> {
    let per_warp = warp_values(exprs, cond, cta)?;
    let mask = |take: &dyn Fn(i64) -> bool| {
        (cta.0..=cta.1)
            .filter(|&w| take(per_warp[w as usize]))
            .fold(0u64, |m, w| m | 1 << w)
    };
    let per_case = cases.iter().map(|&c| mask(&|x| x == c)).collect();
    let default = mask(&|x| !cases.contains(&x));
    Some((per_case, default))
}

/// [`switch_warp_masks`] as the least range holding each edge's warps (empty, `(1,
/// 0)`, when no warp takes it).
pub fn switch_warps(
    exprs: &HashMap<Value, Expr>,
    cond: Value,
    cases: &[i64],
    cta: WarpRange,
) -> Option<(Vec<WarpRange>, WarpRange)> {
    let (per_case, default) = switch_warp_masks(exprs, cond, cases, cta)?;
    Some((
        per_case.into_iter().map(mask_range).collect(),
        mask_range(default),
    ))
}

/// The least range holding the warps of mask `m` (warp `w` is bit `w`); empty, `(1,
/// 0)`, for no warp.
pub fn mask_range(m: u64) -> WarpRange {
    if m == 0 {
        WarpRange(1, 0)
    } else {
        WarpRange(m.trailing_zeros(), 63 - m.leading_zeros())
    }
}

/// A thread's value of an integer, with the bits of it that are known (`known`): a
/// width conversion keeps only the low byte of a value above it known, whatever the
/// widths were.
#[derive(Clone, Copy)]
struct ThreadBits {
    val: u64,
    known: u64,
}

impl ThreadBits {
    fn exact(val: u64) -> ThreadBits {
        ThreadBits {
            val,
            known: u64::MAX,
        }
    }

    /// The value, when every bit of it is known and it is below 2^31 (so signed and
    /// unsigned comparisons of any width agree on it).
    fn small(self) -> Option<i64> {
        (self.known == u64::MAX && self.val < 1 << 31).then_some(self.val as i64)
    }
}

/// How deep [`thread_value`] follows operands.
const MAX_EVAL_DEPTH: u32 = 24;
/// Operand visits one comparison's evaluation in every thread may make (1024
/// threads of a few dozen visits each, with room for a broadcast's 32 lanes).
const EVAL_BUDGET: u32 = 1 << 21;

/// What `v` is in thread `tid` of a 1-D CTA, when it is computed from `%tid.x` and
/// constants by the operations below; `None` where that is not known (an operand of
/// another kind, a shift by its width or more, a lane broadcast of a value the lanes
/// disagree on).
fn thread_value(
    exprs: &HashMap<Value, Expr>,
    v: Value,
    tid: u32,
    depth: u32,
    budget: &Cell<u32>,
) -> Option<ThreadBits> {
    let depth = depth.checked_sub(1)?;
    budget.set(budget.get().checked_sub(1)?);
    let at = |x: Value| thread_value(exprs, x, tid, depth, budget);
    let exact = |x: Value| at(x).filter(|b| b.known == u64::MAX).map(|b| b.val);
    let shifted = |x: u64, by: Value, width: u32| {
        let by = exact(by)?;
        let width = width.min(64);
        let x = if width == 64 {
            x
        } else {
            x & ((1 << width) - 1)
        };
        (by < u64::from(width)).then(|| ThreadBits::exact(x >> by))
    };
    Some(match *exprs.get(&v)? {
        Expr::Sreg(Sreg::TidX) => ThreadBits::exact(u64::from(tid)),
        Expr::Sreg(Sreg::LaneId) => ThreadBits::exact(u64::from(tid) & LANE_BITS),
        Expr::Const(c) => ThreadBits::exact(c as u64),
        Expr::Copy(x) => {
            let b = at(x)?;
            if b.val < 0x80 {
                b
            } else {
                ThreadBits {
                    val: b.val,
                    known: b.known & 0xff,
                }
            }
        }
        Expr::AndConst(x, m) => {
            let b = at(x)?;
            let m = m as u64;
            ThreadBits {
                val: b.val & m,
                known: b.known | !m,
            }
        }
        Expr::ShrConst(x, k) if (0..63).contains(&k) => {
            ThreadBits::exact(exact(x).filter(|x| x >> 63 == 0)? >> k)
        }
        Expr::ShlConst(x, k) if (0..32).contains(&k) => {
            ThreadBits::exact(exact(x).filter(|x| *x < 1 << 31)? << k)
        }
        Expr::DivConst(x, d) if d > 0 => ThreadBits::exact(exact(x)? / d as u64),
        Expr::AddConst(x, c) => {
            ThreadBits::exact(u64::try_from((exact(x)? as i64).checked_add(c)?).ok()?)
        }
        Expr::ShrBy { x, by, width } => shifted(exact(x)?, by, width)?,
        Expr::ConstShrBy { c, by, width } => shifted(c as u64, by, width)?,
        Expr::LaneBroadcast(x) => {
            let first = tid & !(LANE_BITS as u32);
            let b = thread_value(exprs, x, first, depth, budget)?;
            for t in first + 1..first + 32 {
                let o = thread_value(exprs, x, t, depth, budget)?;
                if (o.val, o.known) != (b.val, b.known) {
                    return None;
                }
            }
            b
        }
        _ => return None,
    })
}

/// Whether `v` is computed from `%tid.x` or `%laneid` and constants alone, by
/// operations [`thread_value`] follows, and some of them are ones the thread-index
/// trace does not (a shift by a value, a shift left, a constant).
fn enumerable(
    exprs: &HashMap<Value, Expr>,
    v: Value,
    depth: u32,
    budget: &Cell<u32>,
) -> Option<bool> {
    let depth = depth.checked_sub(1)?;
    budget.set(budget.get().checked_sub(1)?);
    let on = |x: Value| enumerable(exprs, x, depth, budget);
    Some(match *exprs.get(&v)? {
        Expr::Sreg(Sreg::TidX | Sreg::LaneId) => false,
        Expr::Const(_) => true,
        Expr::Copy(x)
        | Expr::AndConst(x, _)
        | Expr::ShrConst(x, _)
        | Expr::DivConst(x, _)
        | Expr::AddConst(x, _)
        | Expr::LaneBroadcast(x) => on(x)?,
        Expr::ShlConst(x, _) => {
            on(x)?;
            true
        }
        Expr::ShrBy { x, by, .. } => {
            on(x)?;
            on(by)?;
            true
        }
        Expr::ConstShrBy { by, .. } => {
            on(by)?;
            true
        }
        _ => return None,
    })
}

/// The warp facts of a test `holds(lhs)` of a value [`enumerable`] that the
/// thread-index trace does not follow, from its value in every thread of the CTA's
/// `warps` warps (all 32 when unknown): on each side, the warps that take it when they
/// are consecutive and all of their threads take it (the side is then exactly those
/// warps: a [`PredKind::Warp`] or [`PredKind::WarpRange`] says so). CUTLASS's FMHA
/// backward picks warp roles from a table, `role = (0x1233333333334444 >> (4 * warp))
/// & 7`: `role == 3` is exactly warps 4 to 11.
fn enumerated_warp_sides(
    exprs: &HashMap<Value, Expr>,
    lhs: Value,
    warps: Option<u32>,
    holds: impl Fn(i64) -> bool,
) -> Vec<(bool, PredKind)> {
    // Operands shared along the way and nested broadcasts multiply the visits: the
    // whole evaluation has a budget.
    let budget = Cell::new(EVAL_BUDGET);
    if enumerable(exprs, lhs, MAX_EVAL_DEPTH, &budget) != Some(true) {
        return Vec::new();
    }
    let warps = warps.unwrap_or(LAST_WARP + 1).min(LAST_WARP + 1);
    // Per warp: `Some(side)` when all its threads take that side.
    let mut per_warp = Vec::with_capacity(warps as usize);
    for w in 0..warps {
        let mut side = None;
        for t in w * 32..w * 32 + 32 {
            let now = thread_value(exprs, lhs, t, MAX_EVAL_DEPTH, &budget)
                .and_then(ThreadBits::small)
                .map(&holds);
            match (now, side) {
                (None, _) => return Vec::new(),
                (Some(s), None) => side = Some(Some(s)),
                (Some(s), Some(Some(was))) if s != was => side = Some(None),
                _ => {}
            }
        }
        per_warp.push(side.flatten());
    }
    let mut out = Vec::new();
    for side in [true, false] {
        // The warps with a thread on this side, and whether all are wholly on it.
        let on: Vec<u32> = (0..warps)
            .filter(|&w| per_warp[w as usize] != Some(!side))
            .collect();
        let (Some(&lo), Some(&hi)) = (on.first(), on.last()) else {
            continue;
        };
        let whole = on.iter().all(|&w| per_warp[w as usize] == Some(side));
        if !whole || hi - lo + 1 != on.len() as u32 || on.len() as u32 == warps {
            continue;
        }
        out.push((
            side,
            if lo == hi {
                PredKind::Warp(lo)
            } else {
                PredKind::WarpRange(lo, hi)
            },
        ));
    }
    out
}

/// Adds `fact` to its value's facts unless it is there; whether it was new.
fn add_fact(facts: &mut HashMap<Value, Vec<PredFact>>, fact: PredFact) -> bool {
    let entry = facts.entry(fact.value).or_default();
    let new = !entry.contains(&fact);
    if new {
        entry.push(fact);
    }
    new
}

/// Dominators [`fold_dominated`] looks at above a block, at most.
const DOMINATOR_WALK: usize = 256;

/// Rewrites each `p && q` and `p || q` of `exprs` defined in a block (`def_block`)
/// where a branch edge that dominates the block fixes an operand: a copy of the other
/// operand, or the constant. Such an edge goes from a block that branches two ways
/// on `c` to a target entered from that block only, and `c` there is true (false on
/// the other edge); a true `c` that is itself `x && y` fixes `x` and `y`, a false
/// `x || y` both false, and `!x` and copies pass the value on. The values are SSA
/// values (one definition, which dominates every use): between the last definition
/// of an operand and any run of the block, the edge is taken with the operand's
/// current value. LLVM's instcombine folds `and %c, %elected` so under a branch on
/// `%c && %warp0`; Triton's MLIR, before LLVM runs, keeps it, and a commit under it
/// then seemed not to track the MMAs under `%elected`.
pub fn fold_dominated(
    func: &crate::model::Function,
    exprs: &mut HashMap<Value, Expr>,
    def_block: &HashMap<Value, crate::model::BlockId>,
) {
    use crate::model::BlockId;
    if def_block.is_empty() {
        return;
    }
    let cfg = crate::cfg::Cfg::new(func);
    // Per edge target: the values the edge fixes.
    let mut fixed: HashMap<BlockId, Vec<(Value, bool)>> = HashMap::default();
    for d in func.block_ids() {
        let Some((c, t, f)) = func.block(d).branch else {
            continue;
        };
        if t == f {
            continue;
        }
        for (to, side) in [(t, true), (f, false)] {
            if cfg.preds[to.0 as usize] != [d] {
                continue;
            }
            let mut known = vec![(c, side)];
            let mut k = 0;
            while k < known.len() && known.len() < 32 {
                let (v, is) = known[k];
                k += 1;
                match (exprs.get(&v), is) {
                    (Some(&Expr::AndPreds(x, y)), true) | (Some(&Expr::OrPreds(x, y)), false) => {
                        known.extend([(x, is), (y, is)]);
                    }
                    (Some(&Expr::NotPred(x)), _) => known.push((x, !is)),
                    (Some(&Expr::Copy(x)), _) => known.push((x, is)),
                    _ => {}
                }
            }
            fixed.entry(to).or_default().extend(known);
        }
    }
    if fixed.is_empty() {
        return;
    }
    let mut rewrites = Vec::new();
    for (&v, &b) in def_block {
        let (p, q, and) = match exprs.get(&v) {
            Some(&Expr::AndPreds(p, q)) => (p, q, true),
            Some(&Expr::OrPreds(p, q)) => (p, q, false),
            _ => continue,
        };
        // What the edges dominating `b` fix of `x`.
        let value_of = |x: Value| {
            // The nearest dominators only: a bounded walk keeps this linear.
            let mut at = Some(b);
            for _ in 0..DOMINATOR_WALK {
                let block = at?;
                let found = fixed
                    .get(&block)
                    .and_then(|f| f.iter().find(|(y, _)| *y == x));
                if let Some(&(_, is)) = found {
                    return Some(is);
                }
                at = cfg.idom[block.0 as usize];
            }
            None
        };
        let (vp, vq) = (value_of(p), value_of(q));
        let new = if vp == Some(!and) || vq == Some(!and) {
            // `false && _`, `true || _`.
            Expr::Const(i64::from(!and))
        } else if vp.is_some() {
            Expr::Copy(q)
        } else if vq.is_some() {
            Expr::Copy(p)
        } else {
            continue;
        };
        rewrites.push((v, new));
    }
    for (v, e) in rewrites {
        exprs.insert(v, e);
    }
}

/// Every fact the expressions prove, for comparisons and conjunctions of them.
/// `block_threads` is the most threads a CTA has, when the kernel declares it: the
/// warps a table indexed by the warp is read for.
pub fn predicate_facts(exprs: &HashMap<Value, Expr>, block_threads: Option<u32>) -> Vec<PredFact> {
    let warps = block_threads.map(|n| n.div_ceil(32));
    let mut facts: HashMap<Value, Vec<PredFact>> = HashMap::default();
    for (&value, expr) in exprs {
        if *expr == Expr::Elect {
            for kind in [PredKind::OneThread, PredKind::Leader] {
                facts.entry(value).or_default().push(PredFact {
                    value,
                    when: true,
                    kind,
                });
            }
        }
        if let Expr::CmpConst { lhs, rhs, eq } = *expr {
            // `flag == set` is the leader; `flag == unset` the other lanes.
            if let Some(&Expr::ElectFlag { unset, set }) = exprs.get(&lhs) {
                let when = if rhs == set {
                    Some(eq)
                } else if rhs == unset {
                    Some(!eq)
                } else {
                    None
                };
                if let Some(when) = when {
                    for kind in [PredKind::OneThread, PredKind::Leader] {
                        facts
                            .entry(value)
                            .or_default()
                            .push(PredFact { value, when, kind });
                    }
                }
                continue;
            }
            let mut sides = comparison_facts(exprs, lhs, rhs, eq);
            if sides.is_empty() {
                sides = enumerated_warp_sides(exprs, lhs, warps, |x| (x == rhs) == eq);
            }
            // `(x | y) == 0`: `x == 0` and `y == 0` on that side, as implications
            // only (a warp range there is not the whole of the side).
            let split = match exprs.get(&lhs) {
                Some(&Expr::OrInts(x, y)) if rhs == 0 => [x, y]
                    .into_iter()
                    .flat_map(|x| comparison_facts(exprs, x, 0, true))
                    .filter(|(when, _)| *when)
                    .filter_map(|(_, kind)| match kind {
                        PredKind::CtaRank | PredKind::Rank(_) | PredKind::WarpBits { .. } => {
                            Some((eq, kind))
                        }
                        PredKind::Warp(w) => Some((
                            eq,
                            PredKind::WarpBits {
                                mask: (TID_BITS >> 5) as u32,
                                bits: w,
                                equal: true,
                            },
                        )),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            // `(x | y) == 0` with every bit of the thread index in `x` or `y`: thread 0.
            let thread0 = match exprs.get(&lhs) {
                Some(&Expr::OrInts(x, y)) if rhs == 0 => match (trace(exprs, x), trace(exprs, y)) {
                    (Some(Traced::Tid { bits: a, .. }), Some(Traced::Tid { bits: b, .. }))
                        if (a | b) & TID_BITS == TID_BITS =>
                    {
                        Some((eq, PredKind::ThreadIs(0)))
                    }
                    _ => None,
                },
                _ => None,
            };
            for (when, kind) in sides.into_iter().chain(split).chain(thread0) {
                add_fact(&mut facts, PredFact { value, when, kind });
            }
        }
    }
    for (&value, expr) in exprs {
        let Expr::CmpOrder {
            lhs,
            rhs,
            less,
            or_equal,
            unsigned,
        } = *expr
        else {
            continue;
        };
        // `warp + c` compared: FlashAttention-4's `(warp - 4) > 7` (unsigned).
        let (base, off) = match exprs.get(&lhs) {
            Some(Expr::AddConst(x, c)) => (*x, *c),
            _ => (lhs, 0),
        };
        let (rhs, less, or_equal) = match trace(exprs, base) {
            // The warp index itself: all the warp bits of `%tid.x`, no lane bit.
            Some(Traced::Tid { shift: 5, bits }) if bits & TID_BITS == TID_BITS & !LANE_BITS => {
                (rhs, less, or_equal)
            }
            // `%tid.x` itself against a warp boundary: `tid > 31` is `warp >= 1`
            // (TileLang commits under `rank != 0 || tid > 31`).
            Some(Traced::Tid { shift: 0, bits })
                if bits & TID_BITS == TID_BITS && off == 0 && rhs >= 0 =>
            {
                // The first thread index of the side that is not `less`.
                let Some(t) = rhs.checked_add(i64::from(less == or_equal)) else {
                    continue;
                };
                if t % 32 != 0 {
                    continue;
                }
                // `tid < t` is `warp < t / 32`; `tid >= t` is `warp >= t / 32`.
                (t / 32, less, !less)
            }
            _ => {
                // The whole of `lhs`, its addition too.
                let holds = |x: i64| match (less, or_equal) {
                    (true, false) => x < rhs,
                    (true, true) => x <= rhs,
                    (false, false) => x > rhs,
                    (false, true) => x >= rhs,
                };
                let sides = if unsigned && rhs < 0 || !(-(1 << 31)..1 << 31).contains(&rhs) {
                    Vec::new()
                } else {
                    enumerated_warp_sides(exprs, lhs, warps, holds)
                };
                for (when, kind) in sides {
                    add_fact(&mut facts, PredFact { value, when, kind });
                }
                continue;
            }
        };
        const LAST_WARP: i64 = (TID_BITS >> 5) as i64;
        // On the warp index itself: `warp + off ? rhs` is `warp ? rhs - off`.
        let rhs = rhs - off;
        // The warps that satisfy `warp + off <(=) rhs` or `>(=)`, as an inclusive range
        // (`in_range`) and whether that range is the true side (`less`).
        let (lo, hi) = match (less, or_equal) {
            (true, false) => (0, rhs - 1),
            (true, true) => (0, rhs),
            (false, false) => (rhs + 1, LAST_WARP),
            (false, true) => (rhs, LAST_WARP),
        };
        let (lo, hi) = (lo.max(0), hi.min(LAST_WARP));
        let rest = if lo == 0 {
            (hi + 1, LAST_WARP)
        } else {
            (0, lo - 1)
        };
        let sides = if unsigned && off < 0 {
            // The warps below `-off` wrap to large values: they satisfy `>` and not
            // `<`. Only the side that is one range is a fact: `(warp - 4) <=u 7` is
            // `4..=11`, and so is the false side of `(warp - 4) >u 7`.
            let band = if less {
                (lo.max(-off), hi)
            } else {
                (rest.0.max(-off), rest.1)
            };
            vec![(less, band)]
        } else {
            // The false side is the rest: `warp > 7` false is `0..=7`.
            vec![(true, (lo, hi)), (false, rest)]
        };
        for (when, (a, b)) in sides {
            if a > b {
                continue;
            }
            let kind = PredKind::WarpRange(a as u32, b as u32);
            add_fact(&mut facts, PredFact { value, when, kind });
        }
    }
    // Conjunctions: `p && q` is true only where both are; negations and copies:
    // every fact of the operand, flipped or not. Iterate for nesting.
    for _ in 0..8 {
        let mut added = false;
        for (&value, expr) in exprs {
            let (from, flip) = match *expr {
                Expr::NotPred(p) => (p, true),
                Expr::Copy(p) => (p, false),
                _ => continue,
            };
            let inherited: Vec<PredFact> = facts
                .get(&from)
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|f| PredFact {
                    value,
                    when: f.when != flip,
                    kind: f.kind,
                })
                .collect();
            for f in inherited {
                added |= add_fact(&mut facts, f);
            }
        }
        for (&value, expr) in exprs {
            // `p && q` true: both are (`p || q` false: neither is); the operands' facts
            // on that side are implications of the value's.
            let (p, q, side, kind) = match *expr {
                Expr::AndPreds(p, q) => (p, q, true, PredKind::Both(p, q)),
                Expr::OrPreds(p, q) => (p, q, false, PredKind::Either(p, q)),
                _ => continue,
            };
            {
                let inherited: Vec<PredFact> = [p, q]
                    .iter()
                    .flat_map(|x| facts.get(x).cloned().unwrap_or_default())
                    .filter(|f| {
                        f.when == side
                            && !matches!(
                                f.kind,
                                PredKind::Leader | PredKind::Both(..) | PredKind::Either(..)
                            )
                    })
                    .map(|f| PredFact { value, ..f })
                    .chain([PredFact {
                        value,
                        when: true,
                        kind,
                    }])
                    .collect();
                for f in inherited {
                    added |= add_fact(&mut facts, f);
                }
            }
        }
        if !added {
            break;
        }
    }
    let mut out: Vec<PredFact> = facts.into_values().flatten().collect();
    out.sort_by_key(|f| (f.value, f.when));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `N` distinct values.
    fn values<const N: usize>() -> [Value; N] {
        std::array::from_fn(|i| Value(i as u32))
    }

    #[test]
    fn special_registers_by_whole_name() {
        assert_eq!(
            Sreg::in_text("llvm.nvvm.read.ptx.sreg.tid.x"),
            Some(Sreg::TidX)
        );
        assert_eq!(Sreg::in_text("nvvm.read.ptx.sreg.tid.x"), Some(Sreg::TidX));
        assert_eq!(Sreg::in_text("mov.u32 $0, %tid.x;"), Some(Sreg::TidX));
        // The block's size and the grid's are not indices.
        assert_eq!(Sreg::in_text("llvm.nvvm.read.ptx.sreg.ntid.x"), None);
        assert_eq!(Sreg::in_text("llvm.nvvm.read.ptx.sreg.nctaid.x"), None);
        assert_eq!(Sreg::in_text("mov.u32 $0, %cluster_nctarank;"), None);
        assert_eq!(
            Sreg::in_text("llvm.nvvm.read.ptx.sreg.cluster.ctarank"),
            Some(Sreg::ClusterRank)
        );
        assert_eq!(
            Sreg::in_text("mov.u32 $0, %cluster_ctarank;"),
            Some(Sreg::ClusterRank)
        );
        assert_eq!(Sreg::in_text("mov.u32 $0, %ctaid.y;"), Some(Sreg::CtaRank));
        // Two different registers: neither.
        assert_eq!(
            Sreg::in_text("mov.u32 $0, %tid.x; mov.u32 $1, %ctaid.x;"),
            None
        );
    }

    #[test]
    fn switch_on_the_warpgroup_index() {
        let [tid, wg, role, lane, _, _, _] = values();
        let exprs: HashMap<Value, Expr> = HashMap::from_iter([
            (tid, Expr::Sreg(Sreg::TidX)),
            (wg, Expr::ShrConst(tid, 7)),
            (role, Expr::LaneBroadcast(wg)),
            (lane, Expr::AndConst(tid, 31)),
        ]);
        let cta = WarpRange(0, 7);
        // Mosaic GPU's roles: case 0 warps 0-3, case 1 warps 4-7, no warp left over.
        assert_eq!(
            switch_warps(&exprs, role, &[0, 1], cta),
            Some((vec![WarpRange(0, 3), WarpRange(4, 7)], WarpRange(1, 0)))
        );
        // A case no warp of the CTA has, and the default then holds warps 4-7.
        assert_eq!(
            switch_warps(&exprs, role, &[0, 5], cta),
            Some((vec![WarpRange(0, 3), WarpRange(1, 0)], WarpRange(4, 7)))
        );
        // Twelve warps: the default is warpgroup 2.
        assert_eq!(
            switch_warps(&exprs, wg, &[0, 1], WarpRange(0, 11)).map(|(_, d)| d),
            Some(WarpRange(8, 11))
        );
        // A lane's bits: no warp range.
        assert_eq!(switch_warps(&exprs, lane, &[0], cta), None);
    }

    #[test]
    fn warp_role_table() {
        let [tid, warp, shift, table, role, wide, is_compute, is_mma, above, lane_bit, by_lane] =
            values();
        let exprs: HashMap<Value, Expr> = HashMap::from_iter([
            (tid, Expr::Sreg(Sreg::TidX)),
            (warp, Expr::ShrConst(tid, 5)),
            (shift, Expr::ShlConst(warp, 2)),
            // CUTLASS's FMHA backward: warps 0-3 reduce (4), 4-11 compute (3), 12 MMA
            // (2), 13 load (1), 14-15 idle (0).
            (
                wide,
                Expr::ConstShrBy {
                    c: 0x12_3333_3333_4444,
                    by: shift,
                    width: 64,
                },
            ),
            (table, Expr::Copy(wide)),
            (role, Expr::AndConst(table, 7)),
            (
                is_compute,
                Expr::CmpConst {
                    lhs: role,
                    rhs: 3,
                    eq: true,
                },
            ),
            (
                is_mma,
                Expr::CmpConst {
                    lhs: role,
                    rhs: 2,
                    eq: false,
                },
            ),
            (
                above,
                Expr::CmpOrder {
                    lhs: role,
                    rhs: 2,
                    less: false,
                    or_equal: false,
                    unsigned: false,
                },
            ),
            // A table indexed by the thread index: lanes differ.
            (
                lane_bit,
                Expr::ConstShrBy {
                    c: 0x5555,
                    by: tid,
                    width: 64,
                },
            ),
            (
                by_lane,
                Expr::CmpConst {
                    lhs: lane_bit,
                    rhs: 1,
                    eq: true,
                },
            ),
        ]);
        let facts = predicate_facts(&exprs, Some(512));
        let on = |v: Value| {
            let mut out: Vec<(bool, PredKind)> = facts
                .iter()
                .filter(|f| f.value == v)
                .map(|f| (f.when, f.kind))
                .collect();
            out.sort_by_key(|(w, _)| *w);
            out
        };
        // `role == 3` is exactly warps 4-11; its other side is two runs: no fact.
        assert_eq!(on(is_compute), vec![(true, PredKind::WarpRange(4, 11))]);
        // `role != 2` false is warp 12.
        assert_eq!(on(is_mma), vec![(false, PredKind::Warp(12))]);
        // `role > 2`: warps 0-11, else 12-15 (of the CTA's 16).
        assert_eq!(
            on(above),
            vec![
                (false, PredKind::WarpRange(12, 15)),
                (true, PredKind::WarpRange(0, 11))
            ]
        );
        assert!(on(by_lane).is_empty());
        // With no size declared, warps 16-31 shift the table by 64 or more (no
        // value): nothing is known.
        let unsized_facts = predicate_facts(&exprs, None);
        assert!(!unsized_facts.iter().any(|f| f.value == is_compute));
        // A `switch` on the role (clang): each edge's exact warps. The default
        // (roles 4, 1, 0) is warps 0-3 and 13-15, whose range would hold 4-12.
        let cta = WarpRange(0, 15);
        assert_eq!(
            switch_warp_masks(&exprs, role, &[2, 3], cta),
            Some((vec![1 << 12, 0xff0], 0xe00f))
        );
        assert_eq!(
            switch_warps(&exprs, role, &[2, 3], cta),
            Some((vec![WarpRange(12, 12), WarpRange(4, 11)], WarpRange(0, 15)))
        );
        // A value the lanes of a warp disagree on is no warp's.
        assert_eq!(switch_warp_masks(&exprs, lane_bit, &[1], cta), None);
    }

    #[test]
    fn enumeration_has_a_budget() {
        // Nested broadcasts and operands used twice: 32^n and 2^n visits per
        // thread. The evaluation stops at its budget (no facts) instead of
        // running for hours.
        let mut exprs: HashMap<Value, Expr> = HashMap::default();
        exprs.insert(Value(0), Expr::Sreg(Sreg::TidX));
        exprs.insert(Value(1), Expr::ShrConst(Value(0), 5));
        for i in 2..22u32 {
            let prev = Value(i - 1);
            exprs.insert(
                Value(i),
                if i % 2 == 0 {
                    Expr::LaneBroadcast(prev)
                } else {
                    Expr::ShrBy {
                        x: prev,
                        by: prev,
                        width: 64,
                    }
                },
            );
        }
        exprs.insert(
            Value(100),
            Expr::CmpConst {
                lhs: Value(21),
                rhs: 0,
                eq: true,
            },
        );
        let start = std::time::Instant::now();
        let facts = predicate_facts(&exprs, Some(1024));
        assert!(start.elapsed() < std::time::Duration::from_secs(10));
        assert!(!facts.iter().any(|f| f.value == Value(100)));
    }

    #[test]
    fn one_thread_exactly() {
        let [tid, warp, lane, ored, zero, t96, lane_only] = values();
        let exprs: HashMap<Value, Expr> = HashMap::from_iter([
            (tid, Expr::Sreg(Sreg::TidX)),
            (warp, Expr::ShrConst(tid, 5)),
            (lane, Expr::Sreg(Sreg::LaneId)),
            // Mojo's `(warp | laneid) != 0`: false in thread 0 only.
            (ored, Expr::OrInts(warp, lane)),
            (
                zero,
                Expr::CmpConst {
                    lhs: ored,
                    rhs: 0,
                    eq: false,
                },
            ),
            (
                t96,
                Expr::CmpConst {
                    lhs: tid,
                    rhs: 96,
                    eq: true,
                },
            ),
            // `laneid == 0`: a lane of every warp, no one thread.
            (
                lane_only,
                Expr::CmpConst {
                    lhs: lane,
                    rhs: 0,
                    eq: true,
                },
            ),
        ]);
        let facts = predicate_facts(&exprs, None);
        let is = |v: Value, when: bool, t: u32| {
            facts.contains(&PredFact {
                value: v,
                when,
                kind: PredKind::ThreadIs(t),
            })
        };
        assert!(is(zero, false, 0));
        assert!(!is(zero, true, 0));
        assert!(is(t96, true, 96));
        assert!(!facts
            .iter()
            .any(|f| f.value == lane_only && matches!(f.kind, PredKind::ThreadIs(_))));
    }

    #[test]
    fn a_thread_test_names_its_warp() {
        let [tid, one, lane, masked, _, _, _] = values();
        let exprs: HashMap<Value, Expr> = HashMap::from_iter([
            (tid, Expr::Sreg(Sreg::TidX)),
            // `tid != 96`: its false side is thread 96, in warp 3.
            (
                one,
                Expr::CmpConst {
                    lhs: tid,
                    rhs: 96,
                    eq: false,
                },
            ),
            // `(tid & 31) == 0`: lane 0 of every warp, no warp named.
            (masked, Expr::AndConst(tid, 31)),
            (
                lane,
                Expr::CmpConst {
                    lhs: masked,
                    rhs: 0,
                    eq: true,
                },
            ),
        ]);
        let facts = predicate_facts(&exprs, None);
        let warp3 = PredKind::WarpBits {
            mask: u32::try_from((TID_BITS & !LANE_BITS) >> 5).unwrap(),
            bits: 3,
            equal: true,
        };
        assert!(facts.contains(&PredFact {
            value: one,
            when: false,
            kind: warp3
        }));
        // Only an implication of the equal side.
        assert!(!facts
            .iter()
            .any(|f| f.value == one && f.when && matches!(f.kind, PredKind::WarpBits { .. })));
        assert!(!facts
            .iter()
            .any(|f| f.value == lane && matches!(f.kind, PredKind::WarpBits { .. })));
        // Warp 1 never takes the side where `tid == 96`.
        assert!(WarpRange(1, 1).excluded_by(&facts, one, false));
        assert!(!WarpRange(3, 3).excluded_by(&facts, one, false));
    }

    #[test]
    fn rank_or_warp_bits_and_tid_order() {
        let [rank, tid, masked, ored, guard, late, cmp_rank] = values();
        let exprs: HashMap<Value, Expr> = HashMap::from_iter([
            (rank, Expr::Sreg(Sreg::ClusterRank)),
            (tid, Expr::Sreg(Sreg::TidX)),
            (masked, Expr::AndConst(tid, 96)),
            (ored, Expr::OrInts(rank, masked)),
            // `(rank | (tid & 96)) != 0`
            (
                guard,
                Expr::CmpConst {
                    lhs: ored,
                    rhs: 0,
                    eq: false,
                },
            ),
            // `tid > 31`
            (
                late,
                Expr::CmpOrder {
                    lhs: tid,
                    rhs: 31,
                    less: false,
                    or_equal: false,
                    unsigned: true,
                },
            ),
            // `rank != 0`
            (
                cmp_rank,
                Expr::CmpConst {
                    lhs: rank,
                    rhs: 0,
                    eq: false,
                },
            ),
        ]);
        let facts = predicate_facts(&exprs, None);
        let has = |value, when, kind| facts.contains(&PredFact { value, when, kind });
        let rank0 = PredKind::Rank(RankIs {
            rank: 0,
            equal: true,
        });
        let bits = PredKind::WarpBits {
            mask: 3,
            bits: 0,
            equal: true,
        };
        // The false side of the `or` test: both operands are zero.
        assert!(has(guard, false, rank0));
        assert!(has(guard, false, bits));
        // Its true side says nothing of either (one of them is not zero).
        assert!(!facts
            .iter()
            .any(|f| f.value == guard && f.when && f.kind != PredKind::CtaRank));
        assert!(has(late, true, PredKind::WarpRange(1, 31)));
        assert!(has(late, false, PredKind::WarpRange(0, 0)));
        assert!(has(cmp_rank, false, rank0));
        let not0 = RankIs {
            rank: 0,
            equal: false,
        };
        assert!(has(cmp_rank, true, PredKind::Rank(not0)));
        assert!(not0.contradicts(RankIs {
            rank: 0,
            equal: true
        }));
        assert!(!not0.contradicts(RankIs {
            rank: 1,
            equal: false
        }));
    }

    #[test]
    fn tid_order_off_a_warp_boundary_is_no_warp_range() {
        let (tid, p) = (Value(0), Value(1));
        let exprs: HashMap<Value, Expr> = HashMap::from_iter([
            (tid, Expr::Sreg(Sreg::TidX)),
            (
                p,
                Expr::CmpOrder {
                    lhs: tid,
                    rhs: 15,
                    less: false,
                    or_equal: false,
                    unsigned: true,
                },
            ),
        ]);
        assert!(predicate_facts(&exprs, None).is_empty());
    }

    #[test]
    fn thread_and_warp_tests() {
        let [tid, masked, warp, is0, isw2, both, leader] = values();
        let exprs: HashMap<Value, Expr> = HashMap::from_iter([
            (tid, Expr::Sreg(Sreg::TidX)),
            (masked, Expr::AndConst(tid, 127)),
            (warp, Expr::ShrConst(tid, 5)),
            (
                is0,
                Expr::CmpConst {
                    lhs: masked,
                    rhs: 0,
                    eq: false,
                },
            ),
            (
                isw2,
                Expr::CmpConst {
                    lhs: warp,
                    rhs: 2,
                    eq: true,
                },
            ),
            (both, Expr::AndPreds(isw2, leader)),
        ]);
        let facts = predicate_facts(&exprs, None);
        assert!(facts.contains(&PredFact {
            value: is0,
            when: false,
            kind: PredKind::OneThread
        }));
        assert!(facts.contains(&PredFact {
            value: isw2,
            when: true,
            kind: PredKind::Warp(2)
        }));
        assert!(facts.contains(&PredFact {
            value: both,
            when: true,
            kind: PredKind::Warp(2)
        }));
        // `warp == 2` is false in no thread of warp 2 and true in none of warp 3;
        // `warp == 2 && leader` is false in warp 2's other lanes (its warp fact is an
        // implication only).
        let w2 = WarpRange(2, 2);
        assert!(w2.excluded_by(&facts, isw2, false));
        assert!(WarpRange(3, 3).excluded_by(&facts, isw2, true));
        assert!(!w2.excluded_by(&facts, isw2, true));
        assert!(!w2.excluded_by(&facts, both, false));
    }

    #[test]
    fn disjunctions_and_warp_bits() {
        // CUTLASS 75: `p = (warp != 4) || flag`, `q = (tid & 96) != 0`.
        let [tid, warp, not4, flag, either, bits, is_bits]: [Value; 7] =
            std::array::from_fn(|i| Value(i as u32));
        let exprs: HashMap<Value, Expr> = HashMap::from_iter([
            (tid, Expr::Sreg(Sreg::TidX)),
            (warp, Expr::ShrConst(tid, 5)),
            (
                not4,
                Expr::CmpConst {
                    lhs: warp,
                    rhs: 4,
                    eq: false,
                },
            ),
            (either, Expr::OrPreds(not4, flag)),
            (bits, Expr::AndConst(tid, 96)),
            (
                is_bits,
                Expr::CmpConst {
                    lhs: bits,
                    rhs: 0,
                    eq: false,
                },
            ),
        ]);
        let facts = predicate_facts(&exprs, None);
        let has = |value, when, kind| facts.contains(&PredFact { value, when, kind });
        // The disjunction is false only in warp 4, and is exactly its operands'.
        assert!(has(either, false, PredKind::Warp(4)));
        assert!(has(either, true, PredKind::Either(not4, flag)));
        assert!(!has(either, true, PredKind::Warp(4)));
        // `(tid & 96) != 0` false: `(warp & 3) == 0`; true: not.
        let zero = PredKind::WarpBits {
            mask: 3,
            bits: 0,
            equal: true,
        };
        let nonzero = PredKind::WarpBits {
            mask: 3,
            bits: 0,
            equal: false,
        };
        assert!(has(is_bits, false, zero));
        assert!(has(is_bits, true, nonzero));
        // Warp 4 is in `(warp & 3) == 0`; warps 5 to 7 are not.
        assert_eq!(nonzero.some_warp_satisfies(WarpRange(4, 4)), Some(false));
        assert_eq!(zero.some_warp_satisfies(WarpRange(5, 7)), Some(false));
        assert_eq!(zero.some_warp_satisfies(WarpRange(0, u32::MAX)), None);
        // In warps 0..3 (a CTA of 128 threads) `(tid & 96) != 0` false is warp 0, and
        // warp 0 never has it true.
        assert_eq!(
            WarpRange(0, 3).narrowed_by_bits(&facts, is_bits, false),
            WarpRange(0, 0)
        );
        assert_eq!(
            WarpRange(1, 3).narrowed_by_bits(&facts, is_bits, true),
            WarpRange(1, 3)
        );
        assert!(WarpRange(0, 0).excluded_by(&facts, is_bits, true));
        assert!(!WarpRange(0, 1).excluded_by(&facts, is_bits, true));
    }
}
