//! The specification model: rule ids, the tcgen05 op taxonomy of PTX ISA 9.7.16.6.1,
//! the pipelined-pair table of 9.7.16.6.2, TMEM access regions and thread-sync events.
//!
//! Everything here is a pure function of an instruction's classification; the
//! analyses in `dataflow.rs` and `checker.rs` ask these questions and never decide
//! taxonomy themselves.

use std::fmt;

use crate::value::Value;

/// A rule of `../shared/spec/RULES.md`, cited by remarks, diagnostics and tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    LdUse,
    LdWar,
    StRaw,
    MmaDone,
    Before,
    After,
    Proxy,
    Tmap,
    Dealloc,
    GSingle,
    GWarp,
    GQuad,
    GPair,
    LLeak,
    SMissing,
}

impl Rule {
    /// The id used in RULES.md, remarks and diagnostics.
    pub fn id(self) -> &'static str {
        match self {
            Rule::LdUse => "R-LD-USE",
            Rule::LdWar => "R-LD-WAR",
            Rule::StRaw => "R-ST-RAW",
            Rule::MmaDone => "R-MMA-DONE",
            Rule::Before => "R-BEFORE",
            Rule::After => "R-AFTER",
            Rule::Proxy => "R-PROXY",
            Rule::Tmap => "R-TMAP",
            Rule::Dealloc => "R-DEALLOC",
            Rule::GSingle => "G-SINGLE",
            Rule::GWarp => "G-WARP",
            Rule::GQuad => "G-QUAD",
            Rule::GPair => "G-PAIR",
            Rule::LLeak => "L-LEAK",
            Rule::SMissing => "S-MISSING",
        }
    }

    /// The PTX ISA section the rule restates (the seeds in `../shared/seeds/`).
    pub fn seed_section(self) -> &'static str {
        match self {
            Rule::LdUse => "9.7.16.6.4.2, 9.7.16.6.4.5",
            Rule::LdWar => "9.7.16.6.4.5",
            Rule::StRaw => "9.7.16.6.4.2",
            Rule::MmaDone => "9.7.16.6.4.2",
            Rule::Before => "9.7.16.6.3, 9.7.16.6.4.3-4",
            Rule::After => "9.7.16.6.3, 9.7.16.6.4.2-4",
            Rule::Proxy => "9.7.16.6.5",
            Rule::Tmap => "9.7.13.16",
            Rule::Dealloc => "9.7.16.5",
            Rule::GSingle | Rule::GWarp | Rule::GQuad => "9.7.16.5",
            Rule::GPair => "9.7.16.5.1-2",
            Rule::LLeak => "9.7.16.5",
            Rule::SMissing => "9.7.16.6.3",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// `.cta_group::1` or `::2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CtaGroup {
    One,
    Two,
}

impl CtaGroup {
    pub fn suffix(self) -> &'static str {
        match self {
            CtaGroup::One => "1",
            CtaGroup::Two => "2",
        }
    }
}

/// An address whose identity we may be able to prove: `base + offset`, where `base`
/// is a front-end value (an SSA value, a PTX register or a symbol) and `offset` a
/// constant. Two addresses are provably the same only when both parts are known and
/// equal; provably different only when the bases match and the offsets differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Addr {
    pub base: Option<Value>,
    pub offset: Option<i64>,
}

impl Addr {
    pub const UNKNOWN: Addr = Addr {
        base: None,
        offset: None,
    };

    pub fn new(base: Value, offset: i64) -> Addr {
        Addr {
            base: Some(base),
            offset: Some(offset),
        }
    }

    /// Whether the two addresses may name the same location.
    pub fn may_alias(&self, other: &Addr) -> bool {
        match (self.base, self.offset, other.base, other.offset) {
            (Some(a), Some(x), Some(b), Some(y)) if a == b => x == y,
            _ => true,
        }
    }
}

/// The bytes of shared memory one access may touch: offsets `lo..=hi` from the
/// address of the shared-memory symbol `base` (`hi` is `None` when only a lower
/// bound is known: an MMA operand read from its descriptor's start address up).
/// Spans on different symbols may overlap (their placement is not known); an access
/// without a span may touch any byte (R-PROXY, 9.7.16.6.5: "of that memory").
/// `gap`: offsets `g0..=g1` inside `lo..=hi` that the access does not touch (an MMA
/// reads its A and B operands, two ranges, with the bytes between them unread).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SmemSpan {
    pub base: Value,
    pub lo: i64,
    pub hi: Option<i64>,
    pub gap: Option<(i64, i64)>,
}

impl SmemSpan {
    /// Whether the two spans are proved to share no byte.
    pub fn disjoint(&self, other: &SmemSpan) -> bool {
        self.base == other.base
            && (self.hi.is_some_and(|h| h < other.lo)
                || other.hi.is_some_and(|h| h < self.lo)
                || self.in_gap(other)
                || other.in_gap(self))
    }

    /// Whether every byte of `other` lies in this span's gap.
    fn in_gap(&self, other: &SmemSpan) -> bool {
        self.gap
            .is_some_and(|(g0, g1)| g0 <= other.lo && other.hi.is_some_and(|h| h <= g1))
    }
}

/// Whether two accesses with these spans (`None`: unknown) may touch one byte.
pub fn smem_may_overlap(a: Option<SmemSpan>, b: Option<SmemSpan>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => !a.disjoint(&b),
        _ => true,
    }
}

/// A TMEM region touched by one access: the address (lane in bits 31..16, column in
/// bits 15..0, per the PTX ISA) plus the extent in lanes and columns when known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TmemRegion {
    pub addr: Addr,
    pub lanes: Option<u32>,
    pub cols: Option<u32>,
    /// `Some(c)`: the address moves with the loop counter `c` ([`Function::counters`])
    /// and the region is the union over its counts. The front end drops it where the
    /// CFG does not bear the counter out ([`Function::drop_unfounded_counters`]).
    ///
    /// [`Function::counters`]: crate::model::Function::counters
    /// [`Function::drop_unfounded_counters`]: crate::model::Function::drop_unfounded_counters
    pub counter: Option<u32>,
    /// With `counter`: the counts' regions are pairwise disjoint, so two executions
    /// in one activation of the loop (between two entries to it) touch different
    /// cells ([`crate::cfg::Cfg::iteration_loops`]).
    pub distinct: bool,
    /// A second description of the same cells, from a base that never changes: the
    /// union over every value the address may take (a base plus a bounded stage
    /// index times a stride). It stays true where `addr`'s base is defined again
    /// ([`TmemRegion::widened`]), and either description may prove two accesses
    /// disjoint.
    pub wide: Option<Wide>,
    /// `Some(s)` with `lanes` unknown: the region holds, in each of the four 32-lane
    /// partitions, only the `s` lanes from the address's lane within the partition
    /// (the layouts that use half the datapath, PTX ISA 9.7.16.10.5: Layout F, an MMA
    /// with M = 64 and no `.ws`, and Layout C, M = 128 `cta_group::2` with a sparse
    /// A; lane alignment 0 or 16). Two such regions on one base whose lanes within a
    /// partition do not meet share no cell; against any other region it is the lanes
    /// from the address's lane within the partition on.
    pub stripe: Option<u32>,
}

/// How far above the least value of a TMEM address the others may lie
/// ([`TmemRegion::wide`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spread {
    pub cols: u32,
    pub lanes: u32,
    /// Every value lies a multiple of `step` columns above the least (0: not known),
    /// for a spread of columns only.
    pub step: u32,
}

impl Spread {
    pub const NONE: Spread = Spread {
        cols: 0,
        lanes: 0,
        step: 0,
    };

    pub fn plus(self, other: Spread) -> Option<Spread> {
        let varies = |s: &Spread| s.cols != 0 || s.lanes != 0;
        // Multiples of `a` plus multiples of `b` are multiples of their gcd.
        let step = match (varies(&self), varies(&other)) {
            (false, _) => other.step,
            (_, false) => self.step,
            _ if self.step == 0 || other.step == 0 => 0,
            _ => gcd(self.step, other.step),
        };
        Some(Spread {
            cols: self.cols.checked_add(other.cols)?,
            lanes: self.lanes.checked_add(other.lanes)?,
            step: if self.lanes == 0 && other.lanes == 0 {
                step
            } else {
                0
            },
        })
    }
}

/// The greatest common divisor (`gcd(0, b) = b`).
pub fn gcd(mut a: u32, mut b: u32) -> u32 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// What [`sum_terms`] learns of one value of a sum.
pub enum SumPart<V> {
    /// A constant.
    Const(i64),
    /// The sum of these values and a constant.
    Sum(Vec<V>, i64),
    /// A term not split further.
    Term(V),
}

/// `root` as a sum of terms and a constant (`offset` plus what `split` finds), for
/// the front ends' address walks (LLVM's `address_terms`, MLIR's `affine`): each
/// value is split by `split`, at most 64 times; past that the values left are terms.
pub fn sum_terms<V>(root: V, offset: i64, mut split: impl FnMut(V) -> SumPart<V>) -> (Vec<V>, i64) {
    let mut terms = Vec::new();
    let mut off = offset;
    let mut work = vec![root];
    let mut budget = 64;
    while let Some(v) = work.pop() {
        budget -= 1;
        if budget < 0 {
            terms.push(v);
            continue;
        }
        match split(v) {
            SumPart::Const(c) => off = off.wrapping_add(c),
            SumPart::Sum(parts, c) => {
                work.extend(parts);
                off = off.wrapping_add(c);
            }
            SumPart::Term(t) => terms.push(t),
        }
    }
    (terms, off)
}

/// A bounded addend `[lo, hi]` of a TMEM address: its least value, and how far above
/// it the others lie. An addend whose low 16 bits are known zero (`lane_aligned`: a
/// warp's lane offset `(warp & 3) << 21`) moves the lane field, any other the
/// columns (a negative one too: `a - b`). `None` when out of range.
pub fn tmem_addend(lo: i64, hi: i64, lane_aligned: bool) -> Option<(i64, Spread)> {
    tmem_addend_stepped(lo, hi, lane_aligned, 0)
}

/// [`tmem_addend`] of an addend whose values are multiples of `step` (a power of
/// two from its known zero bits; 0: not known).
pub fn tmem_addend_stepped(
    lo: i64,
    hi: i64,
    lane_aligned: bool,
    step: u32,
) -> Option<(i64, Spread)> {
    if hi < lo {
        return None;
    }
    if lane_aligned && lo >= 0 {
        let (first, last) = ((lo + 0xffff) >> 16, hi >> 16);
        let lanes = u32::try_from(last - first).ok()?;
        return Some((
            first << 16,
            Spread {
                cols: 0,
                lanes,
                step: 0,
            },
        ));
    }
    let cols = u32::try_from(hi - lo).ok()?;
    // `lo` a multiple of `step` too: every value is `lo` plus a multiple of it.
    let step = if step > 0 && lo.rem_euclid(i64::from(step)) == 0 {
        step
    } else {
        0
    };
    Some((
        lo,
        Spread {
            cols,
            lanes: 0,
            step,
        },
    ))
}

/// The cells of [`TmemRegion::wide`]: from `addr`, `cols` columns (`None`: to the
/// end of TMEM), on the region's lanes and `lanes` more.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Wide {
    pub addr: Addr,
    pub cols: Option<u32>,
    pub lanes: u32,
    /// The access's address is `addr` plus a multiple of `step` columns (0: not
    /// known): two executions of an access `step` or fewer columns wide touch the
    /// same columns or none in common.
    pub step: u32,
}

impl TmemRegion {
    pub fn unknown() -> TmemRegion {
        TmemRegion {
            addr: Addr::UNKNOWN,
            lanes: None,
            cols: None,
            counter: None,
            distinct: false,
            wide: None,
            stripe: None,
        }
    }

    /// What is still known of the cells once `addr`'s base has been defined again:
    /// the [`TmemRegion::wide`] description, or nothing.
    pub fn widened(&self) -> TmemRegion {
        match self.wide {
            Some(w) => TmemRegion {
                addr: w.addr,
                lanes: self.lanes.map(|l| l + w.lanes),
                cols: w.cols,
                ..TmemRegion::unknown()
            },
            None => TmemRegion::unknown(),
        }
    }

    /// The region as its wide description alone (`None` without one).
    fn wide_only(&self) -> Option<TmemRegion> {
        self.wide.map(|_| self.widened())
    }

    /// Whether two accesses may touch a common TMEM cell. Disjointness needs a proof:
    /// the same base, constant offsets and known, non-overlapping lane or column
    /// ranges (RULES.md section 1, "TMEM access sets"). An unknown extent reaches to
    /// the end of TMEM.
    pub fn may_overlap(&self, other: &TmemRegion) -> bool {
        self.exact_may_overlap(other) && self.wide_may_overlap(other, true)
    }

    /// Whether the pairs of descriptions with a wide one (this region's `addr`
    /// only when `own_addr`: it has moved otherwise) leave the two regions possibly
    /// overlapping.
    fn wide_may_overlap(&self, other: &TmemRegion, own_addr: bool) -> bool {
        if self.grids_disjoint(other, own_addr) {
            return false;
        }
        let (a, b) = (self.wide_only(), other.wide_only());
        if let Some(a) = a {
            if !a.exact_may_overlap(other) || b.is_some_and(|b| !a.exact_may_overlap(&b)) {
                return false;
            }
        }
        match b {
            Some(b) if own_addr => self.exact_may_overlap(&b),
            _ => true,
        }
    }

    /// Whether the two accesses lie on one grid of columns, interleaved: a wide
    /// description with a `step` `S` (a base plus a multiple of `S`), the other
    /// access's wide description from the same base with the same step or its
    /// exact address on that base, each access at most `S` columns wide, so that
    /// every execution of the first covers columns `a + kS` to `a + kS + wa` and of
    /// the second `b + jS` to `b + jS + wb`. They meet for no `k`, `j` when `b - a`
    /// (mod `S`) is at least `wa` and at most `S - wb` (ThunderKittens' NVFP4 scale
    /// factors: `tcgen05.cp` to `base + 16s + 0, 4, 8, 12` for the stage `s`;
    /// Mojo's accumulator at `rank + 192` or `rank + 320` against `rank + 272`).
    /// This region's exact address counts only with `own_addr` (it has moved
    /// otherwise).
    fn grids_disjoint(&self, other: &TmemRegion, own_addr: bool) -> bool {
        // The grid of an access: its wide description, or its exact address.
        let grid = |r: &TmemRegion, exact: bool| match r.wide {
            Some(w) => Some((w.addr, w.step)),
            None => exact.then_some((r.addr, 0)),
        };
        let (Some((a, sa)), Some((b, sb))) = (grid(self, own_addr), grid(other, true)) else {
            return false;
        };
        let (Some(wa), Some(wb)) = (self.cols, other.cols) else {
            return false;
        };
        // One step, or one grid and one exact address.
        let step = match (sa, sb, self.wide.is_some(), other.wide.is_some()) {
            (s, t, true, true) if s == t => s,
            (s, _, true, false) => s,
            (_, t, false, true) => t,
            _ => return false,
        };
        let step = i64::from(step);
        // A step dividing 2^16 keeps the column field's residues whatever a borrow
        // from the lane field does to it.
        if a.base.is_none() || a.base != b.base || step == 0 || 0x10000 % step != 0 {
            return false;
        }
        let (Some(x), Some(y)) = (a.offset, b.offset) else {
            return false;
        };
        let (wa, wb) = (i64::from(wa), i64::from(wb));
        if wa > step || wb > step {
            return false;
        }
        let d = ((y & 0xffff) - (x & 0xffff)).rem_euclid(step);
        wa <= d && d <= step - wb
    }

    fn exact_may_overlap(&self, other: &TmemRegion) -> bool {
        let Some(((lane_a, col_a), (lane_b, col_b))) = self.fields_on_one_base(other) else {
            return true;
        };
        !(self.lanes_disjoint(lane_a, other, lane_b)
            || spans_disjoint(col_a, self.cols, col_b, other.cols))
    }

    /// Whether this region's lanes from lane `a` and `other`'s from lane `b` share
    /// none: two ranges, or two [`TmemRegion::stripe`]s whose lanes within a
    /// partition do not meet. A stripe against a range counts as every lane from
    /// its lane within the partition.
    fn lanes_disjoint(&self, a: i64, other: &TmemRegion, b: i64) -> bool {
        let within = |lane: i64| lane.rem_euclid(32);
        match (self.stripe, other.stripe) {
            (Some(sa), Some(sb)) => {
                let (ra, rb) = (within(a), within(b));
                let (ea, eb) = (ra + i64::from(sa), rb + i64::from(sb));
                ea <= 32 && eb <= 32 && (ea <= rb || eb <= ra)
            }
            (Some(_), None) => spans_disjoint(within(a), None, b, other.lanes),
            (None, Some(_)) => spans_disjoint(a, self.lanes, within(b), None),
            (None, None) => spans_disjoint(a, self.lanes, b, other.lanes),
        }
    }

    /// The (lane, column) offsets of both addresses, when they are constants from
    /// one known base (else nothing about their cells is known).
    fn fields_on_one_base(&self, other: &TmemRegion) -> Option<((i64, i64), (i64, i64))> {
        let (a, b) = (self.addr.base?, other.addr.base?);
        let (x, y) = (self.addr.offset?, other.addr.offset?);
        let split = |off: i64| (off >> 16, off & 0xffff);
        (a == b).then(|| (split(x), split(y)))
    }
}

/// Whether `[a, a + len_a)` and `[b, b + len_b)` share no value (`None`: unbounded).
fn spans_disjoint(a: i64, len_a: Option<u32>, b: i64, len_b: Option<u32>) -> bool {
    let end_a = len_a.map_or(i64::MAX, |n| a + i64::from(n));
    let end_b = len_b.map_or(i64::MAX, |n| b + i64::from(n));
    end_a <= b || end_b <= a
}

/// How far the base of an earlier access's address has moved since the access, by
/// constant steps of the column field ([`crate::model::Function::steps`]): by
/// `min + k * step` for some `k >= 0` (`step == 0`: by `min` exactly). The values stay
/// few: a second move by the same amount widens to a progression, anything else is
/// unknown (`None` from [`Moved::advance`] and [`Moved::join`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Moved {
    pub min: i64,
    pub step: i64,
}

impl Moved {
    /// Not moved.
    pub const NONE: Moved = Moved { min: 0, step: 0 };

    /// After one more move by `c > 0`.
    pub fn advance(self, c: i64) -> Option<Moved> {
        if c <= 0 {
            return None;
        }
        match (self.min, self.step) {
            (0, 0) => Some(Moved { min: c, step: 0 }),
            // Moved before: from now on every further count (a loop) is covered.
            (m, 0) if m == c => Some(Moved { min: m, step: c }),
            (_, s) if s == c => Some(self),
            _ => None,
        }
    }

    /// A move that covers both, on a join of paths (or of two executions of one
    /// access in flight together).
    pub fn join(self, other: Moved) -> Option<Moved> {
        if self == other {
            return Some(self);
        }
        let (a, b) = if self.min <= other.min {
            (self, other)
        } else {
            (other, self)
        };
        let step = match (a.step, b.step) {
            (0, 0) => b.min - a.min,
            (0, s) | (s, 0) => s,
            (s, t) if s == t => s,
            _ => return None,
        };
        ((b.min - a.min) % step == 0).then_some(Moved { min: a.min, step })
    }
}

impl TmemRegion {
    /// Whether a later access `later` may touch a cell of this earlier one, whose
    /// base has moved by `moved` since: the later address, taken relative to the base
    /// as it was, is `moved` columns further on. Only the column field moves: TMEM has
    /// 512 columns, so no valid address carries a column into the lane field.
    pub fn may_overlap_moved(&self, later: &TmemRegion, moved: Moved) -> bool {
        if moved == Moved::NONE {
            return self.may_overlap(later);
        }
        // The wide description's base does not move.
        if !self.wide_may_overlap(later, false) {
            return false;
        }
        let Some(((lane_a, col_a), (lane_b, col_b))) = self.fields_on_one_base(later) else {
            return true;
        };
        if self.lanes_disjoint(lane_a, later, lane_b) {
            return false;
        }
        // The later columns [col_b + M, ...) meet [col_a, end_a) for lo < M < hi.
        let lo = later
            .cols
            .map_or(i64::MIN, |n| col_a - col_b - i64::from(n));
        let hi = self.cols.map_or(i64::MAX, |n| col_a + i64::from(n) - col_b);
        let first = if moved.step == 0 || lo < moved.min {
            moved.min
        } else {
            let k = (lo + 1 - moved.min + moved.step - 1) / moved.step;
            moved.min + k * moved.step
        };
        lo < first && first < hi
    }
}

/// The `tcgen05.ld`/`st` data-movement shapes of PTX ISA 9.7.16.8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LdStShape {
    S32x32b,
    S16x64b,
    S16x128b,
    S16x256b,
    S16x32bx2,
}

impl LdStShape {
    pub fn parse(text: &str) -> Option<LdStShape> {
        Some(match text {
            "32x32b" => LdStShape::S32x32b,
            "16x64b" => LdStShape::S16x64b,
            "16x128b" => LdStShape::S16x128b,
            "16x256b" => LdStShape::S16x256b,
            "16x32bx2" => LdStShape::S16x32bx2,
            _ => return None,
        })
    }

    /// Lanes and 32-bit columns one warp's access covers with repetition `num`.
    /// `16x32bx2` also touches a second half at an immediate offset, so its column
    /// extent is left unknown.
    pub fn extent(self, num: u32) -> (u32, Option<u32>) {
        match self {
            LdStShape::S32x32b => (32, Some(num)),
            LdStShape::S16x64b => (16, Some(num)),
            LdStShape::S16x128b => (16, Some(2 * num)),
            LdStShape::S16x256b => (16, Some(4 * num)),
            LdStShape::S16x32bx2 => (32, None),
        }
    }
}

/// Identity of an MMA for pipelining (9.7.16.6.2 pair 1: same N, accumulator, shape
/// and kind).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MmaKey {
    pub kind: String,
    pub shape: ShapeKey,
}

/// The shape of an MMA as far as it is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShapeKey {
    /// The M and N fields of a constant instruction descriptor (bits 17..=28: N>>3 in
    /// 17-22, M>>4 in 24-28). Other bits (scale-factor ids, transposes, negation)
    /// do not change the shape: Triton's block-scaled MMAs differ only in those.
    Fields(i64),
    /// A descriptor computed at run time: equal only when it is the same value.
    Value(Value),
    Unknown,
}

impl ShapeKey {
    pub const FIELDS_MASK: i64 = 0x1ffe_0000;

    /// M and N of a descriptor whose shape fields are known (M >> 4 in bits 24..=28,
    /// N >> 3 in bits 17..=22).
    pub fn m_n(&self) -> Option<(u32, u32)> {
        let ShapeKey::Fields(f) = *self else {
            return None;
        };
        Some((
            ((f >> 24) & 0x1f) as u32 * 16,
            ((f >> 17) & 0x3f) as u32 * 8,
        ))
    }

    /// From what is known of the descriptor: its bits known zero and known one (all
    /// of them for a constant), and the value it is. The shape fields are known when
    /// each of their bits is (CUTLASS's block-scaled MMAs compute the scale-factor
    /// ids at run time around constant M and N fields).
    pub fn from_descriptor(known: Option<(u64, u64)>, value: Option<Value>) -> ShapeKey {
        let mask = Self::FIELDS_MASK as u64;
        match (known, value) {
            (Some((zeros, ones)), _) if (zeros | ones) & mask == mask => {
                ShapeKey::Fields((ones & mask) as i64)
            }
            (_, Some(v)) => ShapeKey::Value(v),
            _ => ShapeKey::Unknown,
        }
    }

    /// [`ShapeKey::from_descriptor`] of a constant descriptor.
    pub fn from_constant(c: i64) -> ShapeKey {
        ShapeKey::from_descriptor(Some((!(c as u64), c as u64)), None)
    }

    fn provably_same(&self, other: &ShapeKey) -> bool {
        *self == *other && *self != ShapeKey::Unknown
    }
}

/// An MMA-class op (`mma`, `cp`, `shift`), completed only through commit + mbarrier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MmaClass {
    /// `tcgen05.mma`: writes `d`, reads it when accumulating, and may read TMEM
    /// operands (A, scale factors, sparse metadata) listed in `tmem_reads`.
    Mma {
        d: TmemRegion,
        tmem_reads: Vec<TmemRegion>,
        key: MmaKey,
    },
    /// `tcgen05.cp`: writes its TMEM destination from shared memory.
    Cp { dst: TmemRegion, shape_4x256b: bool },
    /// `tcgen05.shift.down`: reads and writes its rows.
    Shift { region: TmemRegion },
}

/// What a thread-synchronization instruction does (RULES.md section 1, REL and ACQ).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SyncEvent {
    pub release: bool,
    pub acquire: bool,
    /// The `.relaxed` form (`mbarrier.arrive.relaxed`, `mbarrier.try_wait.relaxed`,
    /// `barrier.cluster.arrive.relaxed`, `st/ld/atom/red.relaxed.<scope>`): it
    /// synchronizes but orders no memory, so tcgen05 issue across threads needs the
    /// `tcgen05.fence::*` around it in every reading (RULES.md section 3). The
    /// default forms have release (arrive) or acquire (wait) semantics.
    pub relaxed: bool,
    /// The mbarrier involved, for arrivals and waits.
    pub mbarrier: Option<Addr>,
    pub kind: SyncKind,
    /// A CTA barrier's number (`bar.sync 3, 128`) when the front end knows it.
    pub barrier_id: Option<i64>,
    /// A CTA barrier whose number is a function of the thread's group of warps
    /// (`bar.sync %id, 128` with `%id = (tid.x >> 7) + 1`: each warpgroup its own
    /// named barrier), when the front end sees so and `barrier_id` is unknown.
    pub group_number: Option<GroupNumber>,
    /// A CTA barrier every thread of the CTA passes in the same order with every
    /// other instruction of its number: a thread that completes an instance here is
    /// paired with all threads completing it at this same instruction. Set by the
    /// decoder for an aligned barrier with no thread count (the ISA requires all
    /// threads to execute the same aligned barrier instruction, 9.7.13.1) and by the
    /// PTX reader's `uniform.rs` for others in uniform control flow. A counted
    /// barrier (`all_threads` false) can be ordered too: then only one group of warps
    /// executes its number with that count, and each instance is that group's, all at
    /// this instruction.
    pub ordered: bool,
    /// A CTA barrier with no thread count: every thread of the CTA takes part in each
    /// instance (at this instruction or another of its number), so every thread
    /// acquires what a release here publishes.
    pub all_threads: bool,
    /// Only threads of this CTA acquire what a release here publishes: CTA barriers,
    /// `bar.arrive`, `bar.warp.sync`, and an arrive on an mbarrier in this CTA's
    /// shared memory (`.shared::cta`; waits are always on the waiter's own CTA).
    pub cta_local: bool,
}

impl SyncEvent {
    /// Whether a thread acquiring at `acq` may synchronize with a release `self` of
    /// another thread: a CTA barrier with a CTA barrier of the same number, an
    /// mbarrier arrival with a wait on a barrier it may be, a cluster arrival with a
    /// cluster wait, a warp sync with a warp sync, a release through memory
    /// (`st.release`, `atom.acq_rel`, `red.release`, `fence` + relaxed store) with an
    /// acquire through memory (that observes its location; a barrier or an mbarrier
    /// wait observes no such location).
    pub fn may_pair(&self, acq: &SyncEvent) -> bool {
        use SyncKind::*;
        match self.kind {
            CtaBarrier | CtaArrive => {
                acq.kind == CtaBarrier
                    && !matches!((self.barrier_id, acq.barrier_id), (Some(a), Some(b)) if a != b)
            }
            MbarArrive { .. } => {
                matches!(acq.kind, MbarWait { .. })
                    && match (self.mbarrier, acq.mbarrier) {
                        (Some(a), Some(b)) => a.may_alias(&b),
                        _ => true,
                    }
            }
            ClusterArrive => acq.kind == ClusterWait,
            WarpSync => acq.kind == WarpSync,
            MemoryOrder => acq.kind == MemoryOrder,
            MbarWait { .. } | ClusterWait => true,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SyncKind {
    /// `bar.sync`, `barrier.sync`, `bar.red`: both REL and ACQ.
    CtaBarrier,
    /// `bar.warp.sync`: REL and ACQ among the lanes of one warp only. It is no CTA
    /// barrier: it orders nothing between different warps (S-MISSING, R-DEALLOC).
    WarpSync,
    /// `bar.arrive`, `barrier.arrive`.
    CtaArrive,
    ClusterArrive,
    ClusterWait,
    /// `mbarrier.arrive*` (including `expect_tx` forms) and `cp.async.mbarrier.arrive`.
    /// `tx_only` marks `mbarrier.complete_tx`, which can complete a phase but is no
    /// release; `expect_tx` an arrival that first raises the phase's transaction
    /// count, so the phase completes only once transfers complete that many bytes.
    MbarArrive {
        tx_only: bool,
        expect_tx: bool,
    },
    /// `mbarrier.try_wait` / `test_wait`. `looped` means the wait loops until it
    /// succeeds (Triton's one-asm retry loop), so passing it is a successful wait.
    MbarWait {
        looped: bool,
    },
    /// Release/acquire memory operations (`st.release`, `ld.acquire`, `atom.acq_rel`).
    MemoryOrder,
}

impl SyncKind {
    /// A CTA barrier instruction: `bar.sync`/`barrier.sync`/`bar.red` or `bar.arrive`.
    pub fn is_cta_barrier(self) -> bool {
        matches!(self, SyncKind::CtaBarrier | SyncKind::CtaArrive)
    }
}

/// A barrier number `(tid.x >> shift) + offset` (`shift` at least 5: whole warps,
/// groups of `2^(shift - 5)` consecutive warps): one number in each thread, the same
/// in the threads of one group, different between groups.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GroupNumber {
    pub shift: u8,
    pub offset: i32,
}

impl GroupNumber {
    /// Warps per group.
    pub fn warps(self) -> u32 {
        1 << (self.shift - 5)
    }

    /// The numbers the threads of warps `w.0 ..= w.1` use.
    pub fn numbers(self, w: crate::facts::WarpRange) -> (i64, i64) {
        let k = u32::from(self.shift - 5);
        (
            i64::from(w.0 >> k) + i64::from(self.offset),
            i64::from(w.1 >> k) + i64::from(self.offset),
        )
    }
}

/// The classified meaning of one instruction, as far as tcgen05 synchronization cares.
///
/// The rare large payloads (TMEM regions, MMA operands, tensormap operands) are boxed: every model
/// instruction holds an `Op`, and a planned copy of a function holds them all again,
/// so the enum's size is paid per instruction twice.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// `tcgen05.ld`: results are the instruction's `defs`.
    Ld {
        region: Box<TmemRegion>,
    },
    /// `tcgen05.st`.
    St {
        region: Box<TmemRegion>,
    },
    /// `tcgen05.mma`, `cp`, `shift`.
    MmaClass {
        cta: CtaGroup,
        class: Box<MmaClass>,
    },
    Commit {
        cta: CtaGroup,
        mbarrier: Addr,
    },
    WaitLd,
    WaitSt,
    FenceBefore,
    FenceAfter,
    Alloc {
        cta: CtaGroup,
    },
    Dealloc {
        cta: CtaGroup,
        region: Box<TmemRegion>,
    },
    Relinquish {
        cta: CtaGroup,
    },
    Sync(SyncEvent),
    /// A TMA (`cp.async.bulk*`) transfer that completes on an mbarrier
    /// (`mbarrier::complete_tx`): an arrival that issues no tcgen05 op. A tensor
    /// transfer also reads its tensormap (`tmap`) in the tensormap proxy.
    TmaComplete {
        mbarrier: Addr,
        tmap: Option<Box<TensorMapRef>>,
    },
    /// Another use of a tensormap in the tensormap proxy (`cp.async.bulk.tensor` to
    /// global, `cp.reduce.async.bulk.tensor`, `cp.async.bulk.prefetch.tensor`);
    /// `reads_smem`: its source is shared memory, read in the async proxy (a TMA
    /// store or reduction).
    TensorUse {
        tmap: Box<TensorMapRef>,
        reads_smem: bool,
    },
    /// A bulk copy without a tensormap whose source is this CTA's shared memory,
    /// read in the async proxy (`cp.async.bulk.global.shared::cta`,
    /// `cp.reduce.async.bulk...shared::cta`, `cp.async.bulk.shared::cluster.shared::cta`).
    BulkSmemRead,
    /// A generic-proxy write of a tensormap in global memory (R-TMAP):
    /// `tensormap.replace` on a global object (`released: false`) or
    /// `tensormap.cp_fenceproxy`, a copy that releases itself (`released: true`).
    /// `tensormap.replace` in shared memory writes no tensormap that TMA reads.
    TmapWrite {
        addr: Addr,
        released: bool,
    },
    /// `fence.proxy.tensormap::generic.release.<scope>`.
    TmapRelease,
    /// `fence.proxy.tensormap::generic.acquire.<scope> [addr], 128`.
    TmapAcquire {
        addr: Addr,
    },
    /// A generic-proxy write that may reach shared memory.
    GenericSharedWrite,
    /// `fence.proxy.async[.shared::cta|::cluster]`.
    ProxyFenceAsync,
    /// `elect.sync`: defines the leader predicate.
    Elect,
    /// An instruction that only renames its operands (LLVM `extractvalue`, `phi`,
    /// `bitcast`; asm that ties outputs to inputs). Reading through it is no read.
    Forward,
    /// Any other instruction; it reads its `uses`.
    Plain,
}

/// The tensormap operand of a TMA instruction: its address and how the front end
/// spells the base (`%rd25` in PTX, `$2` for inline-asm or intrinsic operand 2), so
/// an inserted `fence.proxy.tensormap::generic.acquire` can name the same object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorMapRef {
    pub addr: Addr,
    pub operand: String,
    pub offset: i64,
}

/// The async category of an op (9.7.16.6.1), used as the key of pending sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AsyncCategory {
    Ld,
    St,
    MmaClass(CtaGroup),
}

impl Op {
    /// A thread-synchronization op.
    pub fn sync(release: bool, acquire: bool, mbarrier: Option<Addr>, kind: SyncKind) -> Op {
        Op::sync_sem(release, acquire, false, mbarrier, kind)
    }

    /// A thread-synchronization op in its `.relaxed` form when `relaxed`.
    pub fn sync_sem(
        release: bool,
        acquire: bool,
        relaxed: bool,
        mbarrier: Option<Addr>,
        kind: SyncKind,
    ) -> Op {
        Op::Sync(SyncEvent {
            release,
            acquire,
            relaxed,
            mbarrier,
            kind,
            barrier_id: None,
            group_number: None,
            ordered: false,
            all_threads: false,
            cta_local: matches!(
                kind,
                SyncKind::CtaBarrier | SyncKind::CtaArrive | SyncKind::WarpSync
            ),
        })
    }

    /// Whether the op synchronizes threads across warps (every sync but
    /// `bar.warp.sync`): what S-MISSING accepts as the thread synchronization.
    pub fn syncs_across_warps(&self) -> bool {
        match self {
            Op::Sync(ev) => ev.kind != SyncKind::WarpSync,
            Op::Commit { .. } => true,
            _ => false,
        }
    }

    /// The async category, or `None` for synchronous and non-tcgen05 instructions.
    pub fn async_category(&self) -> Option<AsyncCategory> {
        match self {
            Op::Ld { .. } => Some(AsyncCategory::Ld),
            Op::St { .. } => Some(AsyncCategory::St),
            Op::MmaClass { cta, .. } => Some(AsyncCategory::MmaClass(*cta)),
            _ => None,
        }
    }

    pub fn is_tcgen05(&self) -> bool {
        matches!(
            self,
            Op::Ld { .. }
                | Op::St { .. }
                | Op::MmaClass { .. }
                | Op::Commit { .. }
                | Op::WaitLd
                | Op::WaitSt
                | Op::FenceBefore
                | Op::FenceAfter
                | Op::Alloc { .. }
                | Op::Dealloc { .. }
                | Op::Relinquish { .. }
        )
    }

    /// A thread-sync release event (RULES.md section 1). `tcgen05.commit` is one: it
    /// arrives on an mbarrier.
    pub fn is_release(&self) -> bool {
        match self {
            Op::Sync(ev) => ev.release,
            Op::Commit { .. } => true,
            _ => false,
        }
    }

    pub fn is_acquire(&self) -> bool {
        matches!(self, Op::Sync(ev) if ev.acquire)
    }

    /// TMEM cells this op writes (for R-LD-WAR and R-MMA-DONE).
    pub fn tmem_writes(&self) -> Vec<TmemRegion> {
        match self {
            Op::St { region } => vec![**region],
            Op::MmaClass { class, .. } => match &**class {
                MmaClass::Mma { d, .. } => vec![*d],
                MmaClass::Cp { dst, .. } => vec![*dst],
                MmaClass::Shift { region } => vec![*region],
            },
            Op::Dealloc { region, .. } => vec![**region],
            _ => Vec::new(),
        }
    }

    /// The loop counter whose iterations touch disjoint cells with this op: every
    /// TMEM region it touches moves with it, to pairwise disjoint cells
    /// ([`TmemRegion::distinct`]).
    pub fn distinct_counter(&self) -> Option<u32> {
        let touched = self.tmem_touches();
        let c = touched.first()?.counter?;
        touched
            .iter()
            .all(|r| r.counter == Some(c) && r.distinct)
            .then_some(c)
    }

    /// Every TMEM region of the op, to edit.
    pub fn tmem_regions_mut(&mut self) -> Vec<&mut TmemRegion> {
        match self {
            Op::Ld { region } | Op::St { region } | Op::Dealloc { region, .. } => vec![region],
            Op::MmaClass { class, .. } => match &mut **class {
                MmaClass::Mma { d, tmem_reads, .. } => {
                    std::iter::once(d).chain(tmem_reads.iter_mut()).collect()
                }
                MmaClass::Cp { dst, .. } => vec![dst],
                MmaClass::Shift { region } => vec![region],
            },
            _ => Vec::new(),
        }
    }

    /// TMEM cells this op reads or writes (for R-ST-RAW and R-MMA-DONE).
    pub fn tmem_touches(&self) -> Vec<TmemRegion> {
        match self {
            Op::Ld { region } => vec![**region],
            Op::MmaClass { class, .. } => match &**class {
                MmaClass::Mma { d, tmem_reads, .. } => std::iter::once(*d)
                    .chain(tmem_reads.iter().copied())
                    .collect(),
                _ => self.tmem_writes(),
            },
            _ => self.tmem_writes(),
        }
    }

    /// The address of the tensormap this op writes in the generic proxy (R-TMAP).
    pub fn tensormap_written(&self) -> Option<Addr> {
        match self {
            Op::TmapWrite { addr, .. } => Some(*addr),
            _ => None,
        }
    }

    /// The PTX mnemonic of the op (without qualifiers such as `.cta_group`), for
    /// diagnostics and graphs.
    pub fn mnemonic(&self) -> &'static str {
        match self {
            Op::Ld { .. } => "tcgen05.ld",
            Op::St { .. } => "tcgen05.st",
            Op::MmaClass { class, .. } => match &**class {
                MmaClass::Mma { .. } => "tcgen05.mma",
                MmaClass::Cp { .. } => "tcgen05.cp",
                MmaClass::Shift { .. } => "tcgen05.shift",
            },
            Op::Commit { .. } => "tcgen05.commit",
            Op::WaitLd => "tcgen05.wait::ld",
            Op::WaitSt => "tcgen05.wait::st",
            Op::FenceBefore => "tcgen05.fence::before_thread_sync",
            Op::FenceAfter => "tcgen05.fence::after_thread_sync",
            Op::Alloc { .. } => "tcgen05.alloc",
            Op::Dealloc { .. } => "tcgen05.dealloc",
            Op::Relinquish { .. } => "tcgen05.relinquish_alloc_permit",
            Op::Sync(ev) => match ev.kind {
                SyncKind::CtaBarrier => "bar.sync",
                SyncKind::WarpSync => "bar.warp.sync",
                SyncKind::CtaArrive => "bar.arrive",
                SyncKind::ClusterArrive => "barrier.cluster.arrive",
                SyncKind::ClusterWait => "barrier.cluster.wait",
                SyncKind::MbarArrive { .. } => "mbarrier.arrive",
                SyncKind::MbarWait { .. } => "mbarrier wait",
                SyncKind::MemoryOrder => "release/acquire memory op",
            },
            Op::TmaComplete { .. } => "TMA (complete_tx)",
            Op::TensorUse { .. } => "TMA tensor op",
            Op::BulkSmemRead => "bulk copy from shared memory",
            Op::TmapWrite { .. } => "tensormap write",
            Op::TmapRelease => "fence.proxy.tensormap::generic.release",
            Op::TmapAcquire { .. } => "fence.proxy.tensormap::generic.acquire",
            Op::GenericSharedWrite => "generic shared write",
            Op::ProxyFenceAsync => "fence.proxy.async",
            Op::Elect => "elect.sync",
            Op::Forward | Op::Plain => "instruction",
        }
    }

    /// The `.cta_group` of a tcgen05 op that has one.
    pub fn cta_group(&self) -> Option<CtaGroup> {
        match self {
            Op::MmaClass { cta, .. }
            | Op::Commit { cta, .. }
            | Op::Alloc { cta }
            | Op::Dealloc { cta, .. }
            | Op::Relinquish { cta } => Some(*cta),
            _ => None,
        }
    }

    /// The tensormap this op reads in the tensormap proxy (R-TMAP), if any.
    pub fn tensormap_use(&self) -> Option<&TensorMapRef> {
        match self {
            Op::TmaComplete { tmap, .. } => tmap.as_deref(),
            Op::TensorUse { tmap, .. } => Some(tmap),
            _ => None,
        }
    }

    /// Whether the op reads shared memory in the async proxy (9.7.16.6.5).
    pub fn reads_smem_async_proxy(&self) -> bool {
        match self {
            Op::MmaClass { class, .. } => {
                matches!(**class, MmaClass::Mma { .. } | MmaClass::Cp { .. })
            }
            Op::TensorUse { reads_smem, .. } => *reads_smem,
            Op::BulkSmemRead => true,
            _ => false,
        }
    }
}

/// Whether some region of `a` may overlap some region of `b`.
pub fn any_overlap(a: &[TmemRegion], b: &[TmemRegion]) -> bool {
    a.iter().any(|x| b.iter().any(|y| x.may_overlap(y)))
}

/// 9.7.16.6.2: whether `later` is a pipelined successor of `earlier` (same thread,
/// issue order), so that nothing is needed between them.
pub fn is_pipelined(earlier: &Op, later: &Op) -> bool {
    let (
        Op::MmaClass {
            cta: n1,
            class: first,
        },
        Op::MmaClass {
            cta: n2,
            class: second,
        },
    ) = (earlier, later)
    else {
        return false;
    };
    if n1 != n2 {
        return false;
    }
    match (&**first, &**second) {
        // Pair 1: same accumulator, shape and kind.
        (MmaClass::Mma { d: d1, key: k1, .. }, MmaClass::Mma { d: d2, key: k2, .. }) => {
            d1.addr == d2.addr
                && d1.addr.base.is_some()
                && k1.kind == k2.kind
                && k1.shape.provably_same(&k2.shape)
        }
        // Pairs 2 and 3.
        (MmaClass::Cp { .. } | MmaClass::Shift { .. }, MmaClass::Mma { .. }) => true,
        // Pair 4.
        (MmaClass::Shift { .. }, MmaClass::Cp { shape_4x256b, .. }) => *shape_4x256b,
        // Pair 5.
        (MmaClass::Mma { .. }, MmaClass::Shift { .. }) => true,
        _ => false,
    }
}

/// Whether MMAs `earlier` and `later` are pipelined pair 1 but for the accumulator's
/// address, and both accumulators lie on one grid no coarser than their width: the
/// same wide description ([`Wide`]) with a `step` of at least their
/// columns. Any two executions then use the same accumulator (the pair) or disjoint
/// columns.
pub fn on_one_grid(earlier: &Op, later: &Op) -> bool {
    let (Op::MmaClass { cta: n1, class: c1 }, Op::MmaClass { cta: n2, class: c2 }) =
        (earlier, later)
    else {
        return false;
    };
    let (MmaClass::Mma { d: d1, key: k1, .. }, MmaClass::Mma { d: d2, key: k2, .. }) =
        (&**c1, &**c2)
    else {
        return false;
    };
    let (Some(w1), Some(w2)) = (d1.wide, d2.wide) else {
        return false;
    };
    n1 == n2
        && k1.kind == k2.kind
        && k1.shape.provably_same(&k2.shape)
        && w1.addr == w2.addr
        && w1.addr.base.is_some()
        && w1.step == w2.step
        && w1.step > 0
        && d1.lanes == d2.lanes
        && [d1.cols, d2.cols]
            .iter()
            .all(|c| c.is_some_and(|c| c > 0 && c <= w1.step))
}

/// The instructions the pass inserts, in the order they are emitted at one point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Insertion {
    WaitLd,
    WaitSt,
    FenceBefore,
    ProxyFenceAsyncCta,
    ProxyFenceAsyncCluster,
    /// `fence.proxy.tensormap::generic.release.gpu` (R-TMAP, writer side).
    TmapRelease,
    FenceAfter,
    /// `fence.proxy.tensormap::generic.acquire.gpu [tmap], 128` (R-TMAP, user side):
    /// the address is the tensormap operand of the instruction that requires it.
    TmapAcquire,
}

impl Insertion {
    pub const ALL: [Insertion; 8] = [
        Insertion::WaitLd,
        Insertion::WaitSt,
        Insertion::FenceBefore,
        Insertion::ProxyFenceAsyncCta,
        Insertion::ProxyFenceAsyncCluster,
        Insertion::TmapRelease,
        Insertion::FenceAfter,
        Insertion::TmapAcquire,
    ];

    /// The PTX text of the instruction.
    pub fn ptx(self) -> &'static str {
        match self {
            Insertion::WaitLd => "tcgen05.wait::ld.sync.aligned;",
            Insertion::WaitSt => "tcgen05.wait::st.sync.aligned;",
            Insertion::FenceBefore => "tcgen05.fence::before_thread_sync;",
            Insertion::FenceAfter => "tcgen05.fence::after_thread_sync;",
            Insertion::ProxyFenceAsyncCta => "fence.proxy.async.shared::cta;",
            Insertion::ProxyFenceAsyncCluster => "fence.proxy.async.shared::cluster;",
            Insertion::TmapRelease => "fence.proxy.tensormap::generic.release.gpu;",
            Insertion::TmapAcquire => {
                "fence.proxy.tensormap::generic.acquire.gpu [tensormap], 128;"
            }
        }
    }

    /// The op the inserted instruction is, so analyses can treat it like input.
    pub fn op(self) -> Op {
        match self {
            Insertion::WaitLd => Op::WaitLd,
            Insertion::WaitSt => Op::WaitSt,
            Insertion::FenceBefore => Op::FenceBefore,
            Insertion::FenceAfter => Op::FenceAfter,
            Insertion::ProxyFenceAsyncCta | Insertion::ProxyFenceAsyncCluster => {
                Op::ProxyFenceAsync
            }
            Insertion::TmapRelease => Op::TmapRelease,
            // The address is filled in by `apply_edits` from the requiring use.
            Insertion::TmapAcquire => Op::TmapAcquire {
                addr: Addr::UNKNOWN,
            },
        }
    }

    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn region(off: i64, lanes: u32, cols: Option<u32>) -> TmemRegion {
        TmemRegion {
            addr: Addr::new(Value(7), off),
            lanes: Some(lanes),
            cols,
            counter: None,
            distinct: false,
            wide: None,
            stripe: None,
        }
    }

    #[test]
    fn disjoint_columns_do_not_overlap() {
        assert!(!region(0, 128, Some(64)).may_overlap(&region(64, 32, Some(32))));
        assert!(region(0, 128, Some(65)).may_overlap(&region(64, 32, Some(32))));
    }

    #[test]
    fn disjoint_lanes_do_not_overlap() {
        // Lane 32 is encoded in bit 16 and up.
        assert!(!region(0, 32, Some(8)).may_overlap(&region(32 << 16, 32, Some(8))));
    }

    #[test]
    fn half_datapath_stripes() {
        // D of an M = 64 MMA from lane `l`: 16 lanes of each partition from `l`.
        let stripe = |lane: i64, col: i64| TmemRegion {
            lanes: None,
            stripe: Some(16),
            ..region((lane << 16) + col, 0, Some(32))
        };
        assert!(!stripe(0, 0).may_overlap(&stripe(16, 0)));
        assert!(!stripe(16, 0).may_overlap(&stripe(0, 0)));
        // Lane 32 is lane 0 of the next partition: the same lanes within each.
        assert!(stripe(0, 0).may_overlap(&stripe(32, 0)));
        // Disjoint columns whatever the lanes.
        assert!(!stripe(0, 0).may_overlap(&stripe(0, 32)));
        // Against a range: every lane from the stripe's lane within a partition.
        assert!(stripe(0, 0).may_overlap(&region(16 << 16, 16, Some(8))));
        assert!(region(48 << 16, 16, Some(8)).may_overlap(&stripe(16, 0)));
        assert!(!stripe(16, 0).may_overlap(&region(0, 16, Some(8))));
        // The moved form asks the same of the lanes.
        let moved = Moved { min: 0, step: 0 };
        assert!(!stripe(0, 0).may_overlap_moved(&stripe(16, 0), moved));
        assert!(stripe(0, 0).may_overlap_moved(&stripe(0, 0), Moved { min: 8, step: 0 }));
    }

    #[test]
    fn unknown_extent_reaches_the_end() {
        assert!(region(0, 128, None).may_overlap(&region(400, 32, Some(8))));
        assert!(!region(400, 128, None).may_overlap(&region(0, 32, Some(8))));
        assert!(TmemRegion::unknown().may_overlap(&region(0, 1, Some(1))));
    }

    #[test]
    fn spread_steps() {
        // 0 or 256 (known bits): a multiple of 256 above 0.
        let (lo, s) = tmem_addend_stepped(0, 256, false, 256).unwrap();
        assert_eq!((lo, s.cols, s.step), (0, 256, 256));
        // A least value off the grid gives no step.
        assert_eq!(tmem_addend_stepped(64, 320, false, 256).unwrap().1.step, 0);
        // Sums: multiples of 256 and of 128 are multiples of 128; a constant part
        // keeps the step; a lane spread has none.
        let by128 = tmem_addend_stepped(0, 128, false, 128).unwrap().1;
        assert_eq!(s.plus(by128).unwrap().step, 128);
        assert_eq!(Spread::NONE.plus(s).unwrap().step, 256);
        let lanes = tmem_addend_stepped(0, 1 << 16, true, 0).unwrap().1;
        assert_eq!(lanes.plus(s).unwrap().step, 0);
    }

    /// ThunderKittens' NVFP4 scale-factor copies at `base + 256 + 16s + 0, 4, 8, 12`
    /// (`s` in `0..=4`): four interleaved grids of step 16, each copy 4 columns wide,
    /// meet in no execution; an access 5 wide, or a grid 2 apart, or steps that
    /// differ, may meet.
    #[test]
    fn interleaved_grids_are_disjoint() {
        // Each from its own register: only the wide descriptions compare.
        let on_grid = |from: i64, width: u32, step: u32| TmemRegion {
            addr: Addr::new(Value(1000 + from as u32), 0),
            wide: Some(Wide {
                addr: Addr::new(Value(7), from),
                cols: Some(width + 64),
                lanes: 0,
                step,
            }),
            ..region(0, 32, Some(width))
        };
        let copies: Vec<TmemRegion> = (0..4).map(|k| on_grid(256 + 4 * k, 4, 16)).collect();
        for (i, a) in copies.iter().enumerate() {
            for (j, b) in copies.iter().enumerate() {
                // Each copy meets itself (another stage, or the same one).
                assert_eq!(a.may_overlap(b), i == j, "{i} {j}");
            }
        }
        assert!(on_grid(256, 5, 16).may_overlap(&copies[1]));
        assert!(on_grid(258, 4, 16).may_overlap(&copies[0]));
        assert!(on_grid(260, 4, 8).may_overlap(&copies[1]));
        assert!(!on_grid(260, 4, 8).may_overlap(&on_grid(256, 4, 8)));
        // A step that does not divide 2^16 proves nothing.
        assert!(on_grid(260, 4, 24).may_overlap(&on_grid(256, 4, 24)));
    }

    /// A register that holds `base + 192` or `base + 320` (a grid of step 128, 16
    /// columns wide) against exact addresses on that base: `base + 272` and `base +
    /// 288` fall between the grid's points; `base + 200`, `base + 313` and `base +
    /// 330` meet it.
    #[test]
    fn grid_against_an_exact_address() {
        let grid = TmemRegion {
            addr: Addr::new(Value(3), 0),
            wide: Some(Wide {
                addr: Addr::new(Value(7), 192),
                cols: Some(144),
                lanes: 0,
                step: 128,
            }),
            ..region(0, 32, Some(16))
        };
        let exact = |col: i64| TmemRegion {
            addr: Addr::new(Value(7), col),
            ..region(0, 32, Some(16))
        };
        for col in [272, 288] {
            assert!(!grid.may_overlap(&exact(col)), "{col}");
            assert!(!exact(col).may_overlap(&grid), "{col}");
        }
        for col in [200, 330, 313] {
            assert!(grid.may_overlap(&exact(col)), "{col}");
            assert!(exact(col).may_overlap(&grid), "{col}");
        }
        // Another base, or a region wider than the step: no proof.
        let other = TmemRegion {
            addr: Addr::new(Value(8), 272),
            ..region(0, 32, Some(16))
        };
        assert!(grid.may_overlap(&other));
        let wide_access = TmemRegion {
            addr: Addr::new(Value(7), 272),
            ..region(0, 32, Some(130))
        };
        assert!(grid.may_overlap(&wide_access));
    }

    /// Scale-factor copies at `X` and `X + 4` with `X = base + 384 + 8k`, and at
    /// `Y = base + 256 + 4k`, for `k` in `0..=4`: `X` and `Y` compare only by their
    /// wide descriptions from `base`, `X` and `X + 4` by their exact addresses; once
    /// `X` is defined again, only the wide description of a copy is left.
    #[test]
    fn wide_descriptions_prove_disjointness_too() {
        let wide = |exact: i64, from: i64, cols: u32| TmemRegion {
            addr: Addr::new(Value(9), exact),
            wide: Some(Wide {
                addr: Addr::new(Value(7), from),
                cols: Some(cols),
                lanes: 0,
                step: 0,
            }),
            ..region(0, 32, Some(4))
        };
        let x0 = wide(0, 384, 36);
        let x4 = wide(4, 388, 36);
        let y = TmemRegion {
            addr: Addr::new(Value(8), 0),
            ..wide(0, 256, 20)
        };
        assert!(!x0.may_overlap(&x4));
        assert!(!x0.may_overlap(&y) && !y.may_overlap(&x4));
        // The accumulator at base + 0..256 against the wide description.
        assert!(!x0.may_overlap(&region(0, 32, Some(256))));
        assert!(x0.may_overlap(&region(0, 32, Some(400))));
        // After X changes: the copies' wide descriptions overlap each other.
        assert!(x0.widened().may_overlap(&x4));
        assert!(!x0.widened().may_overlap(&y));
        assert_eq!(region(0, 32, Some(4)).widened(), TmemRegion::unknown());
        // A moved exact base leaves the wide description standing.
        let once = Moved { min: 32, step: 0 };
        assert!(!x0.may_overlap_moved(&y, once));
    }

    /// The loop of `ld-war-across-iterations.ptx`: a load of 4 columns at base+32 (or
    /// +4), a store of 4 at base+0, and the base stepped by 32 per iteration.
    #[test]
    fn moved_regions_compare_at_every_count() {
        let once = Moved::NONE.advance(32).unwrap();
        assert_eq!(once, Moved { min: 32, step: 0 });
        let ever = once.advance(32).unwrap();
        assert_eq!(ever, Moved { min: 32, step: 32 });
        assert_eq!(ever.advance(32), Some(ever));
        assert_eq!(ever.advance(16), None);
        assert_eq!(Moved::NONE.advance(-32), None);
        // The next store (at the old base + 32) hits the load at +32, not the one at +4.
        let (load, store) = (region(32, 32, Some(4)), region(0, 32, Some(4)));
        assert!(load.may_overlap_moved(&store, once));
        assert!(!region(4, 32, Some(4)).may_overlap_moved(&store, once));
        // Any number of steps: +32 meets a store some count later, +4 none.
        assert!(load.may_overlap_moved(&store, ever));
        assert!(!region(4, 32, Some(4)).may_overlap_moved(&store, ever));
        // The store moved on: the next load (+32 from the new base, +64 from the old) misses it.
        assert!(!store.may_overlap_moved(&load, once));
        assert!(!store.may_overlap_moved(&load, ever));
        // Only multiples of the step: a load 16 columns on is missed by 32-column steps...
        assert!(!region(16, 32, Some(4)).may_overlap_moved(&store, ever));
        // ...and hit when its extent spans a multiple.
        assert!(region(16, 32, Some(20)).may_overlap_moved(&store, ever));
        // Lanes never move.
        assert!(!region(32 << 16, 32, Some(4)).may_overlap_moved(&store, once));
        // Joins: unmoved and moved once make a progression; different steps nothing.
        assert_eq!(Moved::NONE.join(once), Some(Moved { min: 0, step: 32 }));
        assert_eq!(ever.join(Moved::NONE), Some(Moved { min: 0, step: 32 }));
        assert_eq!(ever.join(Moved { min: 48, step: 0 }), None);
    }

    #[test]
    fn shape_ignores_scale_factor_ids() {
        // Two of Triton's block-scaled descriptors: same M=128, N=128.
        let a = ShapeKey::from_constant(144_703_488);
        let b = ShapeKey::from_constant(681_574_416);
        assert_eq!(a, b);
        let wider = ShapeKey::from_constant(144_703_488 + (1 << 17));
        assert_ne!(a, wider);
    }

    #[test]
    fn pipelined_pairs_follow_the_table() {
        let mma = |off| Op::MmaClass {
            cta: CtaGroup::One,
            class: Box::new(MmaClass::Mma {
                d: region(off, 128, None),
                tmem_reads: vec![],
                key: MmaKey {
                    kind: "f16".into(),
                    shape: ShapeKey::from_constant(0x0820_0490),
                },
            }),
        };
        let cp = |wide| Op::MmaClass {
            cta: CtaGroup::One,
            class: Box::new(MmaClass::Cp {
                dst: region(0, 128, None),
                shape_4x256b: wide,
            }),
        };
        let shift = Op::MmaClass {
            cta: CtaGroup::One,
            class: Box::new(MmaClass::Shift {
                region: region(0, 128, None),
            }),
        };
        assert!(is_pipelined(&mma(0), &mma(0)));
        assert!(!is_pipelined(&mma(0), &mma(256)));
        assert!(is_pipelined(&cp(false), &mma(0)));
        assert!(!is_pipelined(&mma(0), &cp(false)));
        assert!(is_pipelined(&shift, &cp(true)));
        assert!(!is_pipelined(&shift, &cp(false)));
        assert!(is_pipelined(&mma(0), &shift));
    }
}
