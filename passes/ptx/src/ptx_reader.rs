//! The PTX front end's reader: a PTX file (or a bare function body, for tests) into
//! one [`Function`] per `.entry`/`.func`, and [`rewrite`] to insert planned
//! instructions as text while every other byte stays as it was.
//!
//! Handles `.version`/`.target` headers, declarations, nested `{ }` scopes with scoped
//! labels (Triton repeats `waitLoop` in many inline-asm blocks), predicates,
//! `bra`/`ret`/`exit`, `.loc`/`.file` (ended by the newline, not `;`), `//` and
//! `/* */` comments. Text only: no I/O.

use std::collections::{HashMap, HashSet};

use crate::facts::{predicate_facts, Expr, Sreg};
use crate::model::{Block, BlockId, Function, Guard, Inst, InstRef, Loc, Value};
use crate::plan::Edit;
use crate::ptx_decode::{classify, parse_statement, Operand, OperandEnv, Statement, SCOPE_MARK};
use crate::ptx_lex::{blank_comments, lex_items, Item, LastStatement, LexError, LineIndex};
use crate::smem_spans::SharedSymbol;
use crate::spec::{gcd, Addr, Op, SmemSpan, Spread};
use tcgen05_core::barrier_groups;
use tcgen05_core::known_bits::KnownBits;

/// A PTX syntax or classification error at a 1-based line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxError {
    pub line: u32,
    pub col: u32,
    pub message: String,
}

/// One function of a PTX file with the source positions of its instructions.
#[derive(Clone, Debug)]
pub struct PtxFunction {
    pub func: Function,
    /// Byte range of each model instruction's statement, by block and index.
    pub spans: Vec<Vec<(usize, usize)>>,
    /// Whether each block's last statement is a branch or return (insertions at the
    /// block's end go before it rather than after).
    pub ends_in_jump: Vec<bool>,
}

#[derive(Clone, Debug)]
pub struct PtxModule {
    pub functions: Vec<PtxFunction>,
    /// The `.target` line's architectures, e.g. `["sm_100a"]`.
    pub target: Vec<String>,
}

/// Turns byte offsets of the text being read into error positions.
struct Source<'a> {
    /// The text with comments blanked (same offsets as the original).
    text: &'a str,
    /// The text as written.
    original: &'a str,
    lines: LineIndex,
}

impl Source<'_> {
    fn error_at(&self, pos: usize, message: impl Into<String>) -> PtxError {
        let (line, col) = self.lines.line_col(pos);
        PtxError {
            line,
            col,
            message: message.into(),
        }
    }

    /// A statement's text for diagnostics: as written, unless comments or line
    /// breaks were inside it, which become single blanks.
    fn display_text(&self, start: usize, end: usize, text: &str) -> String {
        let original = self.original.get(start..end).unwrap_or(text);
        if text.contains('\n') || !original.starts_with(text) {
            text.split_whitespace().collect::<Vec<_>>().join(" ")
        } else {
            text.to_string()
        }
    }

    fn lex_error(&self, e: LexError) -> PtxError {
        self.error_at(e.pos, e.message)
    }
}

/// Interns register and symbol names as model values; remembers `elect.sync` leader
/// predicates so guards on them become [`Guard::Elect`].
#[derive(Default)]
struct Names {
    values: HashMap<String, Value>,
    /// A block-scaled MMA cannot have K = 96 (the module targets no `sm_103a`).
    no_k96: bool,
    elect_preds: HashSet<Value>,
    /// Registers defined once in the function, by `mov` of an immediate (LLVM puts an
    /// MMA's constant instruction descriptor in a register this way).
    constants: HashMap<String, i64>,
    /// Registers defined once as another register plus a constant (`mov`, `cvta`
    /// between global and generic, `add` of an immediate), so addresses derived from
    /// one base compare equal or provably different (R-TMAP, mbarrier identity).
    derived: HashMap<String, (String, i64)>,
    /// The bits known zero and known one of single-definition registers (see
    /// [`known_bits`]).
    known: HashMap<String, (u64, u64)>,
    /// Registers that provably hold the same value as another name: loads of a TMEM
    /// address slot ([`SingleDefs::aliases`]).
    aliases: HashMap<String, String>,
    /// Registers defined once, unpredicated, as the sum of two registers, with the
    /// interval of each at that `add` where the analysis bounded it
    /// ([`smem_spans::BodyFacts::addends`]): an address that is a base plus a
    /// bounded index ([`Names::tmem_range`]).
    sums: HashMap<String, [Addend; 2]>,
    /// Every register defined exactly once ([`SingleDefs::once`]).
    once: HashSet<String>,
    /// Registers defined exactly once, by a statement on no cycle of the body: set
    /// once, never changed after.
    set_once: HashSet<String>,
    /// The registers of `set_once` that every read follows on every path
    /// ([`read_after_set`]).
    read_after_set: HashSet<String>,
    /// Registers defined more than once, each definition a copy of another register
    /// plus a constant or a constant, whose every value is an unchanging root plus
    /// one of a few offsets ([`value_sets`]): Mojo rotates its accumulators' TMEM
    /// addresses through `mov` copies in its loops.
    value_sets: HashMap<String, (String, Vec<i64>)>,
    /// Within straight-line code (since the last label a statement names): registers
    /// defined there, unpredicated, as a single-definition register plus a constant
    /// (`add`, `mov`), through such registers of the same stretch. Mojo computes each
    /// MMA's TMEM A operand this way in registers its inline asm sets four times
    /// (`add.s32 %ra, %r222, 8; mov.b32 %rab, %ra;`).
    local: HashMap<String, (String, i64)>,
}

/// One operand of a sum ([`Names::sums`]): its name and its interval there.
type Addend = (String, Option<(i64, i64)>);

impl Names {
    /// `name + offset` as a root register (or [`ZERO_BASE`]), the offset at the
    /// smallest value, and how far above it the value may be ([`Spread`]): through
    /// single-definition copies and constant offsets ([`Names::derived`]), constants,
    /// and sums of a register that keeps its value with a bounded one
    /// ([`Names::sums`]). Bounded depth, in case of a malformed cycle.
    fn ranged(&self, name: &str, offset: i64, depth: u32) -> Option<(String, i64, Spread)> {
        let (mut name, mut offset) = (name.to_string(), offset);
        for _ in 0..16 {
            match self.derived.get(&name) {
                Some((from, off)) => {
                    offset = offset.checked_add(*off)?;
                    name = from.clone();
                }
                None => break,
            }
        }
        if let Some(c) = self.constants.get(&name) {
            return Some((ZERO_BASE.to_string(), offset.checked_add(*c)?, Spread::NONE));
        }
        let Some([(a, ra), (b, rb)]) = self.sums.get(&name).filter(|_| depth > 0) else {
            return Some((name, offset, Spread::NONE));
        };
        let term = |base: &str, addend: &str, range: (i64, i64)| {
            // The other side must keep the value the sum was computed from.
            if !self.once.contains(base) && !self.constants.contains_key(base) {
                return None;
            }
            let (lo, more) = self.addend(addend, range)?;
            let (root, off, spread) = self.ranged(base, offset.checked_add(lo)?, depth - 1)?;
            Some((root, off, spread.plus(more)?))
        };
        // The first operand a sum of bounded terms itself (`(lanes | cols) - x`): split
        // it, so that its lanes and columns stay apart.
        if let (Some(_), Some(r)) = (ra, rb) {
            if self.sums.contains_key(a) || self.derived.contains_key(a) {
                let split = term(a, b, *r);
                if split.as_ref().is_some_and(|(root, ..)| root == ZERO_BASE) {
                    return split;
                }
            }
        }
        match (ra, rb) {
            (Some(ra), Some(rb)) => {
                let ((la, sa), (lb, sb)) = (self.addend(a, *ra)?, self.addend(b, *rb)?);
                Some((
                    ZERO_BASE.to_string(),
                    offset.checked_add(la)?.checked_add(lb)?,
                    sa.plus(sb)?,
                ))
            }
            (None, Some(r)) => term(a, b, *r),
            (Some(r), None) => term(b, a, *r),
            (None, None) => Some((name, offset, Spread::NONE)),
        }
    }

    /// The register `name` is named as ([`Names::aliases`]: a broadcast of a register
    /// the same in every lane), or `name` itself. Aliases that are no register (a
    /// TMEM address slot, a predicate's earlier comparison) are not followed.
    fn register_alias<'a>(&'a self, name: &'a str) -> &'a str {
        match self.aliases.get(name) {
            Some(other) if other.starts_with('%') => other,
            _ => name,
        }
    }

    /// Whether no instruction changes a root's value after it is first set: a
    /// constant address, a load of a TMEM address slot (one value wherever it is
    /// loaded), a register set once on no cycle, or a special register fixed for
    /// the thread's lifetime (not `%warpid`, `%smid` or a clock, which the PTX ISA
    /// lets change).
    fn unchanging(&self, root: &str) -> bool {
        // The CTA's and cluster's indices and shapes, and the thread's own indices.
        let special = crate::uniform::uniform_special(root)
            || matches!(root.split('.').next(), Some("%tid" | "%laneid"));
        root == ZERO_BASE
            || self.aliases.contains_key(root)
            || self.set_once.contains(root)
            || special
    }

    /// A bounded addend `[lo, hi]` of a TMEM address: its least value and how far
    /// above it the others lie, in lanes when its low 16 bits are known zero (a
    /// warp's lane offset `(warp & 3) << 21`), else in columns.
    fn addend(&self, name: &str, (lo, hi): (i64, i64)) -> Option<(i64, Spread)> {
        let zeros = self.known.get(name).map_or(0, |(zeros, _)| *zeros);
        let aligned = zeros & 0xffff == 0xffff;
        // The known low zero bits: every value is a multiple of this many columns.
        let step = 1u32 << (zeros.trailing_ones().min(15));
        tcgen05_core::spec::tmem_addend_stepped(lo, hi, aligned, step)
    }
}

/// The values of registers whose every definition is a copy of a register plus a
/// constant, or a constant (PTX ISA `mov`, `add` of an immediate, and
/// `shfl.sync.idx` over the whole warp, whose value is some lane's: one of this
/// lane's only for a root the same in every lane), as one unchanging root and a set
/// of offsets: the least fixed point of `V(r) = U over r's definitions (V(src) +
/// c)`, where a register with another kind of definition or none is its root plus
/// an offset ([`Names::ranged`]) and the root must not change
/// ([`Names::unchanging`]). Flow-insensitive: a register holds only what one of
/// its definitions wrote (a register read before any definition holds no defined
/// value; a predicated definition, which may leave it unset, makes it unknown). A
/// register that may hold a value of another kind, of two roots, or more than
/// [`MAX_VALUES`] values (a counter) has none.
fn value_sets(
    forms: &HashMap<String, Vec<Option<Form>>>,
    names: &Names,
    uniform: &HashSet<String>,
) -> HashMap<String, (String, Vec<i64>)> {
    /// What is known of a register so far: nothing yet, a root and offsets, or too
    /// much.
    #[derive(Clone, PartialEq)]
    enum Set {
        Empty,
        Of(String, Vec<i64>),
        Top,
    }
    let source = |name: &String| names.register_alias(name).to_string();
    // A register defined once (or never): its root and offset, if the root never
    // changes.
    let leaf = |name: &str, c: i64| -> Option<(String, i64)> {
        let (root, off, _) = names.ranged(name, c, 0)?;
        names.unchanging(&root).then_some((root, off))
    };
    let copies = |fs: &[Option<Form>]| fs.iter().all(Option::is_some);
    let mut users: HashMap<String, Vec<&String>> = HashMap::new();
    for (r, fs) in forms {
        if copies(fs) {
            for form in fs.iter().flatten() {
                users.entry(source(&form.src)).or_default().push(r);
            }
        }
    }
    // The registers defined again whose definitions are all copies, broadcasts, and
    // the copies of those: every other register is its root plus an offset
    // ([`Names::ranged`]), or unknown.
    let broadcast = |fs: &[Option<Form>]| fs.iter().flatten().any(|f| f.broadcast);
    let mut found: Vec<&String> = forms
        .iter()
        .filter(|(_, fs)| (fs.len() > 1 || broadcast(fs)) && copies(fs))
        .map(|(n, _)| n)
        .collect();
    let mut sets: HashMap<&str, Set> = HashMap::new();
    let mut work: Vec<&String> = Vec::new();
    while let Some(r) = found.pop() {
        if sets.insert(r.as_str(), Set::Empty).is_none() {
            work.push(r);
            found.extend(users.get(r).into_iter().flatten().copied());
        }
    }
    while let Some(r) = work.pop() {
        if sets[r.as_str()] == Set::Top {
            continue;
        }
        let mut next = Set::Empty;
        for Form {
            src,
            add: c,
            broadcast,
        } in forms[r].iter().flatten()
        {
            let src = source(src);
            let from: Set = match sets.get(src.as_str()) {
                Some(Set::Of(root, offs)) => {
                    match offs
                        .iter()
                        .map(|o| o.checked_add(*c))
                        .collect::<Option<Vec<_>>>()
                    {
                        Some(offs) => Set::Of(root.clone(), offs),
                        None => Set::Top,
                    }
                }
                Some(other) => other.clone(),
                None if forms.get(&src).is_some_and(|fs| fs.len() > 1) => Set::Top,
                None => match leaf(&src, *c) {
                    Some((root, off)) => Set::Of(root, vec![off]),
                    None => Set::Top,
                },
            };
            // Another lane's value is one of this lane's only for a root the same
            // in every thread of the warp.
            let from = match from {
                Set::Of(root, _)
                    if *broadcast
                        && !(root == ZERO_BASE
                            || names.aliases.contains_key(&root)
                            || uniform.contains(&root)
                            || crate::uniform::uniform_special(&root)) =>
                {
                    Set::Top
                }
                other => other,
            };
            next = match (next, from) {
                (Set::Top, _) | (_, Set::Top) => Set::Top,
                (Set::Empty, x) | (x, Set::Empty) => x,
                (Set::Of(ra, mut a), Set::Of(rb, b)) if ra == rb => {
                    a.extend(b);
                    a.sort_unstable();
                    a.dedup();
                    if a.len() > MAX_VALUES {
                        Set::Top
                    } else {
                        Set::Of(ra, a)
                    }
                }
                _ => Set::Top,
            };
        }
        if next != sets[r.as_str()] {
            sets.insert(r.as_str(), next);
            if let Some(us) = users.get(r) {
                work.extend(us.iter().copied());
            }
        }
    }
    sets.into_iter()
        .filter_map(|(r, set)| match set {
            Set::Of(root, offs) => Some((r.to_string(), (root, offs))),
            _ => None,
        })
        .collect()
}

/// The most values [`value_sets`] keeps for one register.
const MAX_VALUES: usize = 8;

/// What the registers defined exactly once are.
#[derive(Default)]
struct SingleDefs {
    /// Defined by `mov.* %r, IMM`, or with every bit known ([`known_bits`]).
    constants: HashMap<String, i64>,
    /// Another register plus a constant.
    derived: HashMap<String, (String, i64)>,
    /// Known zero and one bits ([`known_bits`]).
    known: HashMap<String, (u64, u64)>,
    /// Registers loaded from a shared-memory symbol that only `tcgen05.alloc` writes
    /// and whose address no instruction takes: every such load reads the address the
    /// one `tcgen05.alloc` wrote, so the loads are one value, named after the slot
    /// (TileLang reloads its accumulator's TMEM address before each MMA).
    aliases: HashMap<String, String>,
    /// Alias names of predicates that [`stable_comparisons`] proves invariant.
    invariant: Vec<String>,
    /// Predicates aliased to the negation of their alias's value (a complementary
    /// comparison, [`canonical_comparison`]): a guard `@p` on one is `@!` its alias.
    negations: HashSet<String>,
    /// [`launch_uniform_predicates`].
    launch_uniform: Vec<String>,
    /// Defined by a load (`ld.shared` of the address `tcgen05.alloc` wrote,
    /// `ld.param`): TMEM bases with lane field 0 (G-QUAD).
    loaded: Vec<String>,
    /// Every register defined exactly once (predicate facts hold only for these: the
    /// reader is flow-insensitive).
    once: HashSet<String>,
    /// Registers defined exactly once by a pure instruction, with the names it
    /// reads ([`tcgen05_ptx_decode::pure_operands`]).
    pure: HashMap<String, Vec<String>>,
    /// Every register some instruction defines.
    defined: HashSet<String>,
    /// Every defined register with what each of its definitions writes
    /// ([`Def::forms`]).
    forms: HashMap<String, Vec<Option<Form>>>,
    /// [`recomputed_comparisons`]: (statement, later predicate, earlier predicate,
    /// whether the later one is the earlier's negation).
    recomputed: Vec<(usize, String, String, bool)>,
    /// Registers loaded once from a constant shared address that is not a slot by
    /// the symbol alone: (register, symbol, offset). The span analysis may still
    /// find the word written only by its allocation
    /// (`smem_spans::BodyFacts::alloc_slots`).
    slot_loads: Vec<(String, String, i64)>,
    /// [`set_once`] and [`read_after_set`] of [`SingleDefs::once`] (empty when some
    /// jump's targets are unknown).
    set_once: HashSet<String>,
    read_after_set: HashSet<String>,
}

/// Registers that hold a pointer the host passed, plus an integer offset: each
/// defined once, by a 64-bit load of a kernel parameter (`ld.param.b64`; Mojo
/// passes its buffers in a struct parameter), `cvta.to.global`, a copy, or an
/// `add`/`sub` of such a pointer and an offset ([`offset_registers`]: integers
/// that are no address). The host cannot name the shared memory of a CTA that
/// does not exist yet, so a generic store through one writes global memory (within
/// the buffer, or the program is out of bounds anyway). Mojo's attention kernels
/// store their softmax statistics so, behind warp barriers the TMA's and MMA's
/// proxy never reads.
fn host_pointers(parsed: &[Option<Statement>], once: &HashSet<String>) -> HashSet<String> {
    let def_of: HashMap<&str, &Statement> = parsed
        .iter()
        .flatten()
        .filter(|s| s.predicate.is_none())
        .filter_map(|s| match s.operands.first() {
            Some(Operand::Name(d)) if once.contains(d) => Some((d.as_str(), s)),
            _ => None,
        })
        .collect();
    let offsets = offset_registers(&def_of);
    let mut out: HashSet<String> = HashSet::new();
    // Definitions come before uses in most bodies, but not all: iterate to a fixpoint.
    loop {
        let before = out.len();
        for (&d, s) in &def_of {
            if out.contains(d) {
                continue;
            }
            let name = |i: usize| match s.operands.get(i) {
                Some(Operand::Name(n)) => Some(n.as_str()),
                _ => None,
            };
            let pointer = |i: usize| name(i).is_some_and(|n| out.contains(n));
            let offset = |i: usize| match s.operands.get(i) {
                Some(Operand::Imm(_)) => true,
                Some(Operand::Name(n)) => offsets.contains(n.as_str()),
                _ => false,
            };
            let wide = pointer_wide(s);
            let host = match s.head() {
                "ld" => s.has("param") && wide && !s.has("v2") && !s.has("v4"),
                "cvta" => s.has("to") && s.has("global"),
                "mov" => pointer(1),
                "add" => wide && (pointer(1) && offset(2) || offset(1) && pointer(2)),
                "sub" => wide && pointer(1) && offset(2),
                _ => false,
            };
            if host {
                out.insert(d.to_string());
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

/// Registers defined once whose value is an integer computed from no address:
/// immediates, thread and CTA indices, narrow parameters, and integer arithmetic,
/// bit operations and conversions of such values (`mul.wide.u32 %rd, %r, 4`).
fn offset_registers<'a>(def_of: &HashMap<&'a str, &'a Statement>) -> HashSet<&'a str> {
    let mut out: HashSet<&str> = HashSet::new();
    loop {
        let before = out.len();
        for (&d, s) in def_of {
            if out.contains(d) {
                continue;
            }
            let integer = |o: &Operand| match o {
                Operand::Imm(_) => true,
                Operand::Name(n) => {
                    out.contains(n.as_str())
                        || ["%tid", "%ctaid", "%laneid", "%ntid", "%nctaid", "%cluster"]
                            .iter()
                            .any(|p| n.starts_with(p))
                }
                _ => false,
            };
            let operands_integer = s.operands.iter().skip(1).all(integer);
            // A parameter narrower than a pointer is an integer (a length, a stride).
            let narrow_param = s.head() == "ld" && s.has("param") && !pointer_wide(s);
            let arithmetic = matches!(
                s.head(),
                "mov"
                    | "cvt"
                    | "mul"
                    | "mad"
                    | "shl"
                    | "shr"
                    | "and"
                    | "or"
                    | "xor"
                    | "add"
                    | "sub"
                    | "bfe"
                    | "div"
                    | "rem"
                    | "min"
                    | "max"
            );
            if (narrow_param || arithmetic && operands_integer)
                && !s.parts().any(|p| p.starts_with('f'))
            {
                out.insert(d);
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

/// Whether `s` has a 64-bit integer type, a pointer's width.
fn pointer_wide(s: &Statement) -> bool {
    s.has("b64") || s.has("u64") || s.has("s64")
}

/// Whether `stmt` is a generic store (no state space) whose address is a
/// [`host_pointers`] register.
fn writes_host_memory(stmt: &Statement, host: &HashSet<String>) -> bool {
    let spaces = ["shared", "shared::cta", "shared::cluster"];
    !spaces.iter().any(|s| stmt.has(s))
        && matches!(stmt.operands.first(), Some(Operand::Address { base, .. }) if host.contains(base))
}

/// The `elect.sync` leader predicate copied into an integer register and compared
/// later (CUTLASS and TileLang: `mov %r, 0; elect.sync %rx|%px, -1; @%px mov %r, 1;
/// ... setp.eq %p, %r, 0; @%p bra`). Only within one block, from the preset to the
/// comparison, with no other definition of the register between (flow-sensitive:
/// any other definition forgets it), so the value the comparison reads is the flag.
#[derive(Default)]
struct LeaderFlags {
    /// Registers whose only definitions are one unguarded `mov %r, c0` and one
    /// `@%p mov %r, c1`, with `c0` ([`elect_flag_presets`]): the preset may be in an
    /// earlier block (nvcc puts it before the `try_wait` loops that precede CUTLASS
    /// FMHA's MMA blocks).
    two_defs: HashMap<String, i64>,
    /// Predicates the last definition of which in the block is `elect.sync`.
    elect_here: HashMap<String, usize>,
    /// `mov %r, c0` (or a copy of a register holding `c0`, set in the same block or
    /// in a textual range only its start enters): its block, `c0` and its item.
    preset: HashMap<String, (usize, i64, usize)>,
    /// Every jump as (target item, jump item), by target; `None` when some jump's
    /// targets are unknown (a `brx` without its table).
    jumps: Option<Vec<(usize, usize)>>,
    /// `@%px mov %r, c1` after the preset: block, `c0`, `c1`, and its item.
    flags: HashMap<String, (usize, i64, i64, usize)>,
    /// [`Names::constants`]: a copy of one is a preset wherever it is (clang
    /// presets CUTLASS's elect flags with a copy of a zero set before the loop).
    constants: HashMap<String, i64>,
}

impl LeaderFlags {
    /// Whether every path to item `to` that passes item `from` stays in the items
    /// between them: no jump from outside lands in `(from, to]`. The statements the
    /// step saw in that range in textual order are then all that ran between the
    /// two, and a register not defined among them keeps its value (nvcc presets an
    /// elect flag before the `try_wait` loops that precede CUTLASS FMHA's MMA
    /// blocks and copies it after them).
    fn single_entry(&self, from: usize, to: usize) -> bool {
        self.jumps
            .as_deref()
            .is_some_and(|jumps| crate::smem_spans::single_entry(jumps, from, to))
    }

    /// Records what `stmt` (in block `blk`) defines; returns the predicate it defines
    /// and whether that predicate is the leader (`true`) or its negation.
    fn step(&mut self, stmt: &Statement, blk: usize, item: usize) -> Option<(String, bool)> {
        let head = stmt.head();
        if head == "elect" {
            for d in stmt.operands.iter().flat_map(|o| o.names()) {
                self.elect_here.insert(d.to_string(), blk);
            }
            return None;
        }
        let dst = match stmt.operands.first() {
            Some(Operand::Name(dst)) => dst,
            // Pairs and vectors of destinations: forget them.
            Some(other) => {
                for d in other.names() {
                    self.elect_here.remove(d);
                    self.preset.remove(d);
                    self.flags.remove(d);
                }
                return None;
            }
            None => return None,
        };
        self.elect_here.remove(dst);
        let (src, imm) = (stmt.operands.get(1), stmt.operands.get(2));
        let copied = match (head, &stmt.predicate, src, imm) {
            ("mov", None, Some(Operand::Name(from)), None) => self
                .preset
                .get(from)
                .filter(|(b, _, at)| *b == blk || self.single_entry(*at, item))
                .map(|&(_, c, _)| c)
                .or_else(|| self.constants.get(from).copied()),
            _ => None,
        };
        if let Some(c0) = copied {
            self.flags.remove(dst);
            self.preset.insert(dst.clone(), (blk, c0, item));
            return None;
        }
        let old_preset = self.preset.remove(dst);
        match (head, &stmt.predicate, src, imm) {
            ("mov", None, Some(Operand::Imm(c0)), None) => {
                self.flags.remove(dst);
                self.preset.insert(dst.clone(), (blk, *c0, item));
            }
            ("mov", Some((p, false)), Some(Operand::Imm(c1)), None) => {
                // The preset in this block, or the register's one other definition:
                // on entry it holds `c0`, or `c1` in a thread that was the leader of
                // this same election before (the same lane: RULES.md section 3).
                let preset = old_preset
                    .filter(|(b, _, _)| *b == blk)
                    .map(|(_, c0, _)| c0)
                    .or_else(|| self.two_defs.get(dst).copied());
                match (preset, self.elect_here.get(p)) {
                    (Some(c0), Some(&e)) if e == blk && c0 != *c1 => {
                        self.flags.insert(dst.clone(), (blk, c0, *c1, item));
                    }
                    _ => {
                        self.flags.remove(dst);
                    }
                }
            }
            // ThunderKittens: `elect.sync _|P, m; selp.u32 %r, 1, 0, P;`.
            ("selp", None, Some(Operand::Imm(c1)), Some(Operand::Imm(c0))) => {
                match (stmt.operands.get(3), stmt.operands.len()) {
                    (Some(Operand::Name(p)), 4)
                        if self.elect_here.get(p) == Some(&blk) && c0 != c1 =>
                    {
                        self.flags.insert(dst.clone(), (blk, *c0, *c1, item));
                    }
                    _ => {
                        self.flags.remove(dst);
                    }
                }
            }
            ("setp", None, Some(Operand::Name(r)), Some(Operand::Imm(k)))
                if stmt.has("eq") || stmt.has("ne") =>
            {
                // Tested in the same stretch, or where every path from the flag
                // stays in the items between (Mojo tests its flag inside each MMA's
                // inline asm, after the waits that precede it).
                let &(b, c0, c1, at) = self.flags.get(r)?;
                if (b != blk && !self.single_entry(at, item)) || (*k != c0 && *k != c1) {
                    return None;
                }
                return Some((dst.clone(), (*k == c1) == stmt.has("eq")));
            }
            _ => {
                self.flags.remove(dst);
            }
        }
        None
    }
}

/// Registers defined exactly twice: once by an unguarded `mov %r, c0` and once by a
/// guarded `@%p mov %r, c1` (an `elect.sync` flag, [`LeaderFlags`]), with `c0`.
fn elect_flag_presets(parsed: &Parsed) -> HashMap<String, i64> {
    // Per register: (definitions, the unguarded immediate preset, a guarded one).
    let mut defs: HashMap<&str, (u32, Option<i64>, bool)> = HashMap::new();
    for stmt in parsed.iter().flatten() {
        if matches!(stmt.head(), "bar" | "barrier" | "bra" | "brx") {
            continue;
        }
        let Some(first) = stmt.operands.first() else {
            continue;
        };
        if !matches!(
            first,
            Operand::Name(_) | Operand::Vector(_) | Operand::Pair(..)
        ) {
            continue;
        }
        for d in first.names() {
            let e = defs.entry(d).or_default();
            e.0 += 1;
            if let (true, [_, Operand::Imm(c)]) = (stmt.head() == "mov", stmt.operands.as_slice()) {
                match stmt.predicate {
                    None => e.1 = Some(*c),
                    Some((_, false)) => e.2 = true,
                    Some(_) => {}
                }
            }
        }
    }
    defs.into_iter()
        .filter_map(|(r, (n, c0, guarded))| match (n, c0, guarded) {
            (2, Some(c0), true) => Some((r.to_string(), c0)),
            _ => None,
        })
        .collect()
}

/// What [`single_defs`] learns about one register's definitions.
#[derive(Default)]
struct Def {
    count: u32,
    /// The statement of the (last) definition.
    at: usize,
    constant: Option<i64>,
    derived: Option<(String, i64)>,
    loaded: bool,
    bits: Option<Bits>,
    /// The register's width in bits (16, 32 or 64) from its instruction's type.
    width: u32,
    /// `ld.shared [symbol+offset]`, unpredicated: the symbol and offset.
    loads_slot: Option<(String, i64)>,
    /// Unpredicated and computed by an instruction that gives the same result for
    /// the same operands ([`tcgen05_ptx_decode::pure_operands`]): the names it reads.
    pure: Option<Vec<String>>,
    /// What each definition writes: another register plus a constant (`mov`, `add`
    /// of an immediate, a broadcast), a constant ([`ZERO_BASE`] plus it), or `None`
    /// for anything else and for every predicated definition ([`value_sets`]).
    forms: Vec<Option<Form>>,
}

/// A definition that writes another register plus a constant ([`Def::forms`]).
struct Form {
    /// The register read ([`ZERO_BASE`] for a constant).
    src: String,
    add: i64,
    /// `shfl.sync.idx` with every lane taking part: another lane's `src`, or this
    /// lane's.
    broadcast: bool,
}

/// Per jump statement (by item): the items of the labels it may go to, or why it
/// names none that exists.
type JumpTargets = HashMap<usize, Result<Vec<usize>, String>>;

/// The name a load of a TMEM address slot is one value under: every load of the
/// slot reads the address its one allocation wrote (`Function::alloc_slots`).
fn slot_alias(symbol: &str, offset: i64) -> String {
    format!("{symbol}+{offset}@tmem-slot")
}

/// Every (target, jump) pair of `jump_targets`, sorted by target; `None` when some
/// jump's targets are unknown.
fn jumps_by_target(jump_targets: &JumpTargets) -> Option<Vec<(usize, usize)>> {
    jump_targets
        .iter()
        .map(|(&j, targets)| {
            targets
                .as_ref()
                .ok()
                .map(|ts| ts.iter().map(|&t| (t, j)).collect::<Vec<_>>())
        })
        .collect::<Option<Vec<Vec<_>>>>()
        .map(|all| {
            let mut all: Vec<(usize, usize)> = all.into_iter().flatten().collect();
            all.sort_unstable();
            all
        })
}

/// Whether an instruction names a 32- or 64-bit integer type (`u32`, `b64`, ...):
/// the arithmetic addresses are computed with.
fn is_wide_int(stmt: &Statement) -> bool {
    ["b32", "u32", "s32", "b64", "u64", "s64"]
        .iter()
        .any(|t| stmt.has(t))
}

/// Registers declared inside `{ }` scopes nested in a function body (inline asm's
/// `{ .reg .b32 tmem_acc; ... }`) are other registers than same-named ones of other
/// scopes: the reader names them `name#scope` ([`SCOPE_MARK`]), so each can be a
/// single definition with a known value (FlashAttention-4 declares `idesc`,
/// `tmem_acc` and its leader predicate afresh in every MMA block).
#[derive(Default)]
struct ScopedRegs {
    /// `(scope, name)` declared there.
    names: HashSet<(usize, String)>,
    /// `(scope, prefix, count)`: `.reg .b32 %r<count>;` declared there.
    ranges: Vec<(usize, String, u32)>,
    parent: Vec<Option<usize>>,
}

impl ScopedRegs {
    fn declare(&mut self, scope: usize, decl: &str) {
        for (name, count) in crate::ptx_decode::declared_registers(decl) {
            match count {
                Some(n) => self.ranges.push((scope, name, n)),
                None => {
                    self.names.insert((scope, name));
                }
            }
        }
    }

    fn declares(&self, scope: usize, name: &str) -> bool {
        self.names.contains(&(scope, name.to_string()))
            || self.ranges.iter().any(|(s, prefix, count)| {
                *s == scope && crate::ptx_decode::declares_register(prefix, Some(*count), name)
            })
    }

    /// The name the reader gives `name` used in `scope`.
    fn resolve(&self, mut scope: usize, name: &str) -> Option<String> {
        if self.names.is_empty() && self.ranges.is_empty() {
            return None;
        }
        while scope != 0 {
            if self.declares(scope, name) {
                return Some(format!("{name}{SCOPE_MARK}{scope}"));
            }
            scope = self.parent.get(scope).copied().flatten()?;
        }
        None
    }

    fn rename(&self, scope: usize, stmt: &mut Statement) {
        if scope == 0 || self.names.is_empty() && self.ranges.is_empty() {
            return;
        }
        let f = |n: &str| self.resolve(scope, n);
        if let Some((p, _)) = &mut stmt.predicate {
            if let Some(m) = f(p) {
                *p = m;
            }
        }
        for o in &mut stmt.operands {
            o.rename(&f);
        }
    }
}

/// The statements of a body, parsed once with their scoped register names
/// ([`ScopedRegs`]): `None` for labels, scope braces, directives and statements that
/// do not parse (the main pass reports those).
type Parsed = [Option<Statement>];

fn single_defs(
    items: &[Item],
    parsed: &Parsed,
    jump_targets: &JumpTargets,
    threads: Option<u32>,
) -> SingleDefs {
    let mut defs: HashMap<String, Def> = HashMap::new();
    // TMEM address slots: per shared symbol, the `tcgen05.alloc`s that write it, and
    // whether anything else names it (takes its address, or writes it).
    let mut slot_allocs: HashMap<String, u32> = HashMap::new();
    let mut slot_escapes: HashSet<String> = HashSet::new();
    // `mov %r, symbol`: registers holding a symbol's address (TileLang allocates
    // through one: `mov.b32 %r19, c_tmem; tcgen05.alloc... [%r19]`).
    let mut symbol_regs: Vec<(String, String)> = Vec::new();
    // Unpredicated integer `add`s per destination (for [`lockstep_pairs`]).
    let mut adds: HashMap<String, Vec<(usize, AddForm)>> = HashMap::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else {
            continue;
        };
        match (stmt.head(), &stmt.predicate, stmt.operands.as_slice()) {
            ("mov", None, [Operand::Name(r), Operand::Name(sym)])
                if r.starts_with('%') && is_symbol(sym) =>
            {
                symbol_regs.push((r.clone(), sym.clone()));
            }
            _ => note_symbol_uses(stmt, &mut slot_allocs, &mut slot_escapes),
        }
        // A barrier's number and a dealloc's address are read, not written.
        if matches!(stmt.head(), "bar" | "barrier" | "bra" | "brx")
            || stmt.opcode.starts_with("tcgen05.dealloc")
        {
            continue;
        }
        let dst = match stmt.operands.first() {
            Some(Operand::Name(dst)) => dst,
            // `setp ... p|q`, `elect.sync r|p`, vector loads: every name is defined,
            // none is a copy.
            Some(many @ (Operand::Pair(..) | Operand::Vector(_))) => {
                // A vector load of 32-bit words from a symbol: element `i` reads the
                // word at the offset plus `4 i` (JAX Mosaic GPU loads two TMEM
                // address slots with one `ld.shared.v2.b32`).
                let words = stmt.head() == "ld"
                    && stmt.has("shared")
                    && !stmt.has("shared::cluster")
                    && stmt.predicate.is_none()
                    && ["b32", "u32", "s32"].iter().any(|t| stmt.has(t));
                let slot = match stmt.operands.get(1) {
                    Some(Operand::Address { base, offset, rest })
                        if words && rest.is_empty() && !base.starts_with('%') =>
                    {
                        Some((base.clone(), *offset))
                    }
                    _ => None,
                };
                for name in many.names() {
                    let entry = defs.entry(name.to_string()).or_default();
                    entry.count += 1;
                    entry.forms.push(None);
                }
                // By position: a sink `_` holds its word's place.
                if let (Some((base, offset)), Operand::Vector(elems)) = (&slot, many) {
                    for (i, elem) in elems.iter().enumerate() {
                        if let Operand::Name(name) = elem {
                            if name == "_" {
                                continue;
                            }
                            let entry = defs.entry(name.clone()).or_default();
                            entry.at = k;
                            entry.loads_slot = Some((base.clone(), offset + 4 * i as i64));
                        }
                    }
                }
                continue;
            }
            _ => continue,
        };
        // Integer moves and adds only (addresses are 32-bit in shared memory).
        let int = is_wide_int(stmt);
        // `mov d, src` or `add d, src, c` (either order): `src` plus a constant.
        let copy = match (stmt.head(), stmt.operands.get(1), stmt.operands.get(2)) {
            ("mov", Some(Operand::Name(src)), None) if int => Some((src, 0)),
            ("add", Some(Operand::Name(src)), Some(Operand::Imm(v)))
            | ("add", Some(Operand::Imm(v)), Some(Operand::Name(src)))
                if int =>
            {
                Some((src, *v))
            }
            _ => None,
        };
        let entry = defs.entry(dst.clone()).or_default();
        entry.count += 1;
        entry.at = k;
        // A predicated definition may leave the register as it was, unset on some
        // path: it says nothing of the value.
        let form = match (stmt.head(), stmt.operands.get(1), stmt.operands.get(4)) {
            _ if stmt.predicate.is_some() => None,
            ("mov", Some(Operand::Imm(v)), _) if stmt.operands.len() == 2 => {
                Some((ZERO_BASE.to_string(), *v, false))
            }
            ("shfl", Some(Operand::Name(src)), Some(Operand::Imm(-1)))
                if stmt.has("idx") && src.starts_with('%') =>
            {
                Some((src.clone(), 0, true))
            }
            _ => copy
                .filter(|(src, _)| src.starts_with('%'))
                .map(|(src, c)| (src.clone(), c, false)),
        };
        entry.forms.push(form.map(|(src, add, broadcast)| Form {
            src,
            add,
            broadcast,
        }));
        if stmt.predicate.is_some() {
            continue;
        }
        entry.pure = tcgen05_ptx_decode::pure_operands(stmt);
        entry.loaded = stmt.head() == "ld";
        if stmt.head() == "ld" && stmt.has("shared") {
            if let Some(Operand::Address { base, offset, rest }) = stmt.operands.get(1) {
                if rest.is_empty() && !base.starts_with('%') {
                    entry.loads_slot = Some((base.clone(), *offset));
                }
            }
        }
        match (stmt.head(), stmt.operands.get(1), stmt.operands.get(2)) {
            ("mov", Some(Operand::Imm(v)), None) => entry.constant = Some(*v),
            ("cvta", Some(Operand::Name(src)), None) if stmt.has("global") => {
                entry.derived = Some((src.clone(), 0));
            }
            _ => {
                if let Some((src, c)) = copy {
                    entry.derived = Some((src.clone(), c));
                }
            }
        }
        if let Some(width) = stmt.int_width() {
            entry.width = width;
            entry.bits = bits_expr(stmt, width);
        }
        if stmt.head() == "add" && int {
            let form = match (copy, stmt.operands.get(1), stmt.operands.get(2)) {
                (Some((r, c)), ..) => Some(AddForm::Init(r.clone(), c)),
                (None, Some(Operand::Name(x)), Some(Operand::Name(y))) if x == dst => {
                    Some(AddForm::Step(y.clone()))
                }
                (None, Some(Operand::Name(x)), Some(Operand::Name(y))) if y == dst => {
                    Some(AddForm::Step(x.clone()))
                }
                _ => None,
            };
            if let Some(form) = form {
                adds.entry(dst.clone()).or_default().push((k, form));
            }
        }
    }
    let targeted: HashSet<usize> = jump_targets
        .values()
        .flat_map(|t| t.iter().flatten())
        .copied()
        .collect();
    let lockstep = lockstep_pairs(items, parsed, &targeted, &defs, &adds);
    // `or` of an immediate whose bits the other operand cannot have is an `add`
    // (FlashAttention-4 forms its TMEM column addresses as `base | 64`).
    let known = known_bits(&defs);
    for def in defs.values_mut() {
        if def.count != 1 || def.derived.is_some() {
            continue;
        }
        if let Some(Bits::Or(Operand::Name(src), Operand::Imm(v))) = &def.bits {
            if known
                .get(src)
                .is_some_and(|(z, _)| *v >= 0 && z & (*v as u64) == *v as u64)
            {
                def.derived = Some((src.clone(), *v));
            }
        }
    }
    // A register holding a slot's address keeps the slot private only if it is
    // defined once and used as nothing but the address `tcgen05.alloc` writes, or
    // as the source of a copy that is (nvcc: `mov.b32 %r, slot; cvt.u64.u32 %rd1,
    // %r; cvta.shared.u64 %rd2, %rd1; tcgen05.alloc [%rd2]`).
    let copies = |stmt: &Statement| {
        stmt.predicate.is_none()
            && (matches!(stmt.head(), "mov" | "cvt")
                || stmt.head() == "cvta" && !stmt.has("to") && stmt.has("shared"))
    };
    for (first, sym) in symbol_regs {
        let mut chain = vec![first];
        while let Some(reg) = chain.pop() {
            if slot_escapes.contains(&sym) {
                break;
            }
            if defs.get(&reg).is_none_or(|d| d.count != 1) {
                slot_escapes.insert(sym.clone());
                break;
            }
            let written = reg.split(SCOPE_MARK).next().unwrap_or(&reg);
            for (item, stmt) in items.iter().zip(parsed) {
                let Item::Stmt { text, .. } = item else {
                    continue;
                };
                if !mentions(text, written) {
                    continue;
                }
                let Some(stmt) = stmt else {
                    slot_escapes.insert(sym.clone());
                    break;
                };
                let is_alloc = stmt.opcode.starts_with("tcgen05.alloc");
                match stmt.operands.as_slice() {
                    // Its definition, or a copy into another register.
                    [Operand::Name(d), ..] if *d == reg && copies(stmt) => continue,
                    [Operand::Name(d), Operand::Name(src)]
                        if *src == reg && *d != reg && copies(stmt) =>
                    {
                        chain.push(d.clone());
                        continue;
                    }
                    _ => {}
                }
                for (i, op) in stmt.operands.iter().enumerate() {
                    match op {
                        Operand::Address { base, .. } if *base == reg && is_alloc && i == 0 => {
                            *slot_allocs.entry(sym.clone()).or_default() += 1;
                        }
                        other if other.names().contains(&reg.as_str()) => {
                            slot_escapes.insert(sym.clone());
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    let mut out = SingleDefs {
        defined: defs.keys().cloned().collect(),
        ..SingleDefs::default()
    };
    let multi: HashSet<String> = defs
        .iter()
        .filter(|(_, d)| d.count > 1)
        .map(|(n, _)| n.clone())
        .collect();
    let local = stable_derivations(items, parsed, jump_targets, &defs, &multi);
    // Registers defined again, and copies: only these can be one or read one.
    for (name, def) in &mut defs {
        if def.count > 1 || def.forms.iter().all(Option::is_some) {
            out.forms
                .insert(name.clone(), std::mem::take(&mut def.forms));
        }
    }
    for (name, def) in defs {
        if def.count != 1 {
            continue;
        }
        out.once.insert(name.clone());
        if let Some(reads) = &def.pure {
            out.pure.insert(name.clone(), reads.clone());
        }
        let bits = known.get(&name).copied();
        let full = if def.width == 0 || def.width >= 64 {
            u64::MAX
        } else {
            (1u64 << def.width) - 1
        };
        let all_known = bits
            .filter(|(z, o)| (z | o) & full == full)
            .map(|(_, o)| o as i64);
        if let Some(v) = def.constant.or(all_known) {
            out.constants.insert(name.clone(), v);
        }
        if let Some(b) = bits.filter(|(z, o)| (z | o) & full != 0) {
            out.known.insert(name.clone(), b);
        }
        if def.loaded {
            out.loaded.push(name.clone());
        }
        if let Some((sym, off)) = &def.loads_slot {
            if slot_allocs.get(sym) == Some(&1) && !slot_escapes.contains(sym) {
                out.aliases.insert(name.clone(), slot_alias(sym, *off));
            } else {
                out.slot_loads.push((name.clone(), sym.clone(), *off));
            }
        }
        // Only from a register that keeps its value: one defined again between
        // this definition and a use would make the use's base the new value.
        if let Some(d) = def
            .derived
            .filter(|(src, _)| !multi.contains(src) || local.contains(&name))
        {
            out.derived.insert(name, d);
        }
    }
    for (a, b, diff) in lockstep {
        out.derived.insert(a, (b, diff));
    }
    let operand_reads = read_as_operands(parsed);
    let jumps = jumps_by_target(jump_targets);
    if let Some(jumps) = &jumps {
        out.set_once = set_once(parsed, jumps, &out.once);
        out.read_after_set = read_after_set(parsed, jumps, out.set_once.clone());
    }
    let fixed = &out.read_after_set;
    let launch_values: HashSet<usize> = jumps
        .as_ref()
        .map(|jumps| {
            // A barrier's thread count no smaller than the CTA's (the most it has).
            let constants = &out.constants;
            let covers_cta = |count: &Operand| {
                crate::smem_spans::count_covers_cta(count, threads, |n| constants.get(n).copied())
            };
            crate::smem_spans::launch_value_loads(parsed, jumps, &covers_cta)
        })
        .unwrap_or_default()
        .into_iter()
        .collect();
    let (aliases, invariant, negations) =
        stable_comparisons(parsed, &out.once, fixed, &operand_reads, &launch_values);
    out.aliases.extend(aliases);
    out.invariant = invariant;
    out.negations = negations;
    out.launch_uniform = launch_uniform_predicates(parsed, &out.once);
    out.recomputed = recomputed_comparisons(
        items,
        parsed,
        jump_targets,
        &out.once,
        &out.defined,
        &operand_reads,
    );
    out.recomputed.retain(|(_, later, earlier, _)| {
        !out.aliases.contains_key(later) && !out.aliases.contains_key(earlier)
    });
    out
}

/// The registers of `set` (each defined by one unpredicated statement, [`set_once`])
/// whose definition comes before every statement that reads them on every path: each
/// read follows it in the body, and every jump that lands between them starts
/// between them too ([`single_entry`]), so a path to the read passes the definition.
/// A thread that reads one of them reads the value it set, never what the register
/// held before (PTX's registers need not be written before they are read).
fn read_after_set(
    parsed: &Parsed,
    jumps: &[(usize, usize)],
    set: HashSet<String>,
) -> HashSet<String> {
    let mut def_at: HashMap<&str, usize> = HashMap::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        for d in crate::uniform::dests(stmt) {
            if set.contains(d) {
                def_at.insert(d, k);
            }
        }
    }
    let mut bad: HashSet<&str> = HashSet::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        let skip = usize::from(!crate::uniform::dests(stmt).is_empty());
        let reads = stmt
            .operands
            .iter()
            .skip(skip)
            .flat_map(|o| o.names())
            .chain(stmt.predicate.as_ref().map(|(p, _)| p.as_str()));
        for r in reads {
            if let Some(&d) = def_at.get(r) {
                if !(d < k && crate::smem_spans::single_entry(jumps, d, k)) {
                    bad.insert(r);
                }
            }
        }
    }
    let bad: HashSet<String> = bad.into_iter().map(str::to_string).collect();
    set.into_iter().filter(|r| !bad.contains(r)).collect()
}

/// The registers of `once` (defined exactly once) whose definition, unpredicated, is
/// on no cycle of the body: no jump spans it backwards (every cycle through a
/// statement has a jump from at or after it to at or before it; `jumps`: (target,
/// jump) pairs). Such a register is set once and never changes after.
fn set_once(parsed: &Parsed, jumps: &[(usize, usize)], once: &HashSet<String>) -> HashSet<String> {
    let mut cover = vec![0i32; parsed.len() + 1];
    for &(t, j) in jumps {
        if t <= j && j < parsed.len() {
            cover[t] += 1;
            cover[j + 1] -= 1;
        }
    }
    let mut out = HashSet::new();
    let mut depth = 0;
    for (k, stmt) in parsed.iter().enumerate() {
        depth += cover[k];
        let Some(stmt) = stmt
            .as_ref()
            .filter(|s| s.predicate.is_none() && !is_jump(s))
        else {
            continue;
        };
        if let Some(Operand::Name(d)) = stmt.operands.first() {
            if depth == 0 && once.contains(d) {
                out.insert(d.clone());
            }
        }
    }
    out
}

/// The unguarded `setp`s (with their destinations and their operands' values) to
/// registers defined once whose two operands are *stable*: immediates, special
/// registers `special` accepts, kernel parameters (`ld.param`), the weak `ld.global`s
/// of `launch_values` (items whose loads read what memory held at launch,
/// `smem_spans::launch_value_loads`), and registers defined once, unguarded, by an
/// op of `pure` (or a `setp`) of stable operands.
///
/// An operand's value is named by how it is computed: the same op of the same
/// values, or a load of the same address, is one value in a thread wherever it is
/// computed. CUTLASS's FMHA forward computes its tile's bounds afresh in each warp
/// role's branch, from `%ctaid`, parameters and sequence offsets loaded again.
fn stable_setps<'a>(
    parsed: &'a Parsed,
    once: &HashSet<String>,
    pure: &[&str],
    special: impl Fn(&str) -> bool,
    launch_values: &HashSet<usize>,
) -> Vec<(&'a String, &'a Statement, [String; 2])> {
    // A name no statement defines is a symbol (its address is fixed) or a special
    // register; `%` names are registers.
    let defined: HashSet<&str> = parsed
        .iter()
        .flatten()
        .flat_map(crate::uniform::dests)
        .collect();
    let symbol = |n: &str| !n.starts_with('%') && !defined.contains(n);
    // Per register: a name of its value (`#id`, ids from `interned`), for those
    // defined once, and in `local` for the others, in the stretch of statements
    // since the last item that is none (a label, a `{`): their last definition
    // there.
    let mut values: HashMap<&str, String> = HashMap::new();
    let mut local: HashMap<&str, String> = HashMap::new();
    let mut interned: HashMap<String, usize> = HashMap::new();
    let mut setps = Vec::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else {
            local.clear();
            continue;
        };
        for d in crate::uniform::dests(stmt) {
            local.remove(d);
        }
        if stmt.predicate.is_some() {
            continue;
        }
        // A register's value where it has one, else a symbol's name.
        let base = |n: &str| {
            values
                .get(n)
                .or_else(|| local.get(n))
                .cloned()
                .or_else(|| symbol(n).then(|| n.to_string()))
        };
        let value = |o: &Operand| match o {
            Operand::Imm(v) => Some(v.to_string()),
            Operand::Name(n) => base(n).or_else(|| special(n).then(|| n.clone())),
            _ => None,
        };
        // A load's address: a stable base (or a symbol) plus its offset.
        let address = |o: &Operand| match o {
            Operand::Address {
                base: b,
                offset,
                rest,
            } if rest.is_empty() => Some((base(b)?, *offset)),
            _ => None,
        };
        let sources = stmt.operands.get(1..).unwrap_or_default();
        let head = stmt.head();
        // What each destination computes, by name.
        let computed: Vec<(&str, String)> = match stmt.operands.first() {
            // A vector load of parameters: each element is the scalar load that
            // many elements on.
            Some(Operand::Vector(elements)) => match sources.first().and_then(address) {
                Some((b, offset)) if head == "ld" && stmt.has("param") => elements
                    .iter()
                    .enumerate()
                    .filter_map(|(i, e)| match e {
                        Operand::Name(d) => Some((
                            d.as_str(),
                            match stmt.int_width() {
                                Some(w) => format!(
                                    "ld.param.{}{w}[{b}+{}]",
                                    param_sign(stmt),
                                    offset + i as i64 * i64::from(w / 8)
                                ),
                                None => format!("{}[{b}+{offset}].{i}", stmt.opcode),
                            },
                        )),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            },
            Some(Operand::Name(dst)) => {
                let key = if head == "setp" && sources.len() == 2 {
                    let (Some(a), Some(b)) = (value(&sources[0]), value(&sources[1])) else {
                        continue;
                    };
                    let key = format!("{}({a},{b})", stmt.opcode);
                    if once.contains(dst) {
                        setps.push((dst, stmt, [a, b]));
                    }
                    Some(key)
                } else if pure.contains(&head) && !sources.is_empty() {
                    sources
                        .iter()
                        .map(value)
                        .collect::<Option<Vec<String>>>()
                        .map(|vs| format!("{}({})", stmt.opcode, vs.join(",")))
                } else if head == "ld" && sources.len() == 1 && stmt.has("param") {
                    Some(match (address(&sources[0]), stmt.int_width()) {
                        (Some((b, o)), Some(w)) => {
                            format!("ld.param.{}{w}[{b}+{o}]", param_sign(stmt))
                        }
                        (Some((b, o)), None) => format!("{}[{b}+{o}]", stmt.opcode),
                        (None, _) => format!("{}#{k}", stmt.opcode),
                    })
                } else if head == "ld" && sources.len() == 1 && launch_values.contains(&k) {
                    address(&sources[0]).map(|(b, o)| format!("{}[{b}+{o}]", stmt.opcode))
                } else {
                    None
                };
                key.map(|key| (dst.as_str(), key)).into_iter().collect()
            }
            _ => Vec::new(),
        };
        for (d, key) in computed {
            let n = interned.len();
            let id = format!("#{}", interned.entry(key).or_insert(n));
            if once.contains(d) {
                values.insert(d, id);
            } else {
                local.insert(d, id);
            }
        }
    }
    setps
}

/// How a parameter load extends what it reads: `s` (signed) or `u` (`.u`, `.b`);
/// the same bits read the same value either way within a kind.
fn param_sign(stmt: &Statement) -> char {
    if stmt.int_type().is_some_and(|(_, signed)| signed) {
        's'
    } else {
        'u'
    }
}

/// Predicates the same in every CTA of the launch ([`Function::launch_uniform`]):
/// [`stable_setps`] of launch-shape special registers. CUTLASS skips its cluster
/// barriers when `%cluster_nctaid.x * %cluster_nctaid.y < 2`: both CTAs of a pair
/// skip them, or neither does.
fn launch_uniform_predicates(parsed: &Parsed, once: &HashSet<String>) -> Vec<String> {
    const PURE: [&str; 14] = [
        "mov", "cvt", "and", "or", "xor", "not", "add", "sub", "mul", "mad", "shl", "shr", "selp",
        "min",
    ];
    const SHAPE: [&str; 5] = [
        "%ntid.",
        "%nctaid.",
        "%cluster_nctaid.",
        "%cluster_nctarank",
        "%nclusterid.",
    ];
    stable_setps(
        parsed,
        once,
        &PURE,
        |n| SHAPE.iter().any(|p| n.starts_with(p)),
        &HashSet::new(),
    )
    .into_iter()
    .map(|(dst, _, _)| dst.clone())
    .collect()
}

/// Comparisons that give the same predicate wherever they are made: [`stable_setps`]
/// of the thread and CTA index (`%tid.x`, `%ctaid.y`, ...), of loads of what memory
/// held at launch (`launch_values`), and of registers `fixed`
/// ([`set_once`]: Mojo's attention compares its tile bounds, loaded once, in each
/// warp role): their value never changes during a thread's execution. Each such destination, defined once, is
/// named after its comparison, so `setp.ne.b32 %p6, %r3, 0` and a later
/// `setp.ne.b32 %p216, %r3, 0` are one predicate, which keeps its value at both
/// definitions (RULES.md section 3: predicates computed twice from the same values
/// are the same predicate).
///
/// A comparison and its integer complement share one name, the complement's
/// destination as a negation ([`canonical_comparison`]), unless it is read as an
/// operand (`operand_reads`): only guards on it are flipped.
fn stable_comparisons(
    parsed: &Parsed,
    once: &HashSet<String>,
    fixed: &HashSet<String>,
    operand_reads: &HashSet<String>,
    launch_values: &HashSet<usize>,
) -> (HashMap<String, String>, Vec<String>, HashSet<String>) {
    const PURE: [&str; 16] = [
        "mov", "cvt", "cvta", "and", "or", "xor", "not", "add", "sub", "mul", "mad", "shl", "shr",
        "selp", "min", "max",
    ];
    const INDEX: [&str; 4] = ["%tid.", "%ntid.", "%ctaid.", "%nctaid."];
    let mut aliases = HashMap::new();
    let mut invariant = HashSet::new();
    let mut negations = HashSet::new();
    let setps = stable_setps(
        parsed,
        once,
        &PURE,
        |n| INDEX.iter().any(|p| n.starts_with(p)) || fixed.contains(n),
        launch_values,
    );
    // Per comparison up to its complement (`canonical_comparison`): whether each
    // form is made, and whether a destination of each is read as an operand. Where
    // both forms are made and one is only ever a guard, that one is named as the
    // other's negation.
    let comparison = |stmt: &Statement, values: &[String; 2]| {
        let (canonical, flip) = canonical_comparison(&stmt.opcode);
        (format!("{canonical}|{}|{}", values[0], values[1]), flip)
    };
    let mut forms: HashMap<String, [(bool, bool); 2]> = HashMap::new();
    for (dst, stmt, values) in &setps {
        let (key, flip) = comparison(stmt, values);
        let form = &mut forms.entry(key).or_default()[usize::from(flip)];
        form.0 = true;
        form.1 |= operand_reads.contains(*dst);
    }
    for (dst, stmt, values) in setps {
        let (key, flip) = comparison(stmt, &values);
        let [canon, flipped] = forms[&key];
        // The form that names the comparison: the canonical one unless only the
        // flipped one is read as an operand.
        let named_flipped = flipped.1 && !canon.1;
        let negation = canon.0 && flipped.0 && !(canon.1 && flipped.1) && flip != named_flipped;
        let opcode = match complement_comparison(&stmt.opcode) {
            Some(other) if negation => {
                negations.insert(dst.clone());
                other
            }
            _ => stmt.opcode.clone(),
        };
        let key = format!("{}|{}|{}{SCOPE_MARK}setp", opcode, values[0], values[1]);
        aliases.insert(dst.clone(), key.clone());
        invariant.insert(key);
    }
    let mut invariant: Vec<String> = invariant.into_iter().collect();
    invariant.sort();
    (aliases, invariant, negations)
}

/// Broadcasts from one lane (`shfl.sync.idx.b32 %d, %x, k, 31, -1`, every lane taking
/// part), unguarded, into a register defined once, of a register the same in every
/// lane (`uniform`, [`warp_uniform_registers`]): each is that register (Mojo
/// broadcasts its accumulator's TMEM address, `%cluster_ctarank` plus a constant,
/// before each MMA). Broadcasts of other registers made again are
/// [`recomputed_comparisons`]'s.
fn uniform_broadcasts(
    parsed: &Parsed,
    once: &HashSet<String>,
    uniform: &HashSet<String>,
) -> Vec<(usize, String, String)> {
    let mut out = Vec::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else {
            continue;
        };
        let [Operand::Name(d), Operand::Name(x), Operand::Imm(_), Operand::Imm(31), Operand::Imm(-1)] =
            stmt.operands.as_slice()
        else {
            continue;
        };
        if stmt.head() == "shfl"
            && stmt.has("idx")
            && stmt.predicate.is_none()
            && once.contains(d)
            && uniform.contains(x)
        {
            out.push((k, d.clone(), x.clone()));
        }
    }
    out
}

/// Update [`Names::local`] after `stmt`: what it defines is no longer what the map
/// says, and an unguarded `add` of an immediate or `mov` of a register defined once
/// or of a register of the map is that register plus the constant.
fn track_local_copy(stmt: &Statement, names: &mut Names) {
    let dests = crate::uniform::dests(stmt);
    if names.local.is_empty() && !matches!(stmt.head(), "add" | "mov") {
        return;
    }
    for d in &dests {
        names.local.remove(*d);
    }
    names
        .local
        .retain(|_, (root, _)| !dests.contains(&root.as_str()));
    if stmt.predicate.is_some() || names.once.contains(dests.first().copied().unwrap_or("")) {
        return;
    }
    let (d, y, c) = match (stmt.head(), stmt.operands.as_slice()) {
        ("mov", [Operand::Name(d), Operand::Name(y)]) => (d, y, 0),
        ("add", [Operand::Name(d), Operand::Name(y), Operand::Imm(c)])
            if stmt.has("s32") || stmt.has("u32") || stmt.has("s64") || stmt.has("u64") =>
        {
            (d, y, *c)
        }
        _ => return,
    };
    let root = match names.local.get(y) {
        Some((r, off)) => Some((r.clone(), off + c)),
        None => names.once.contains(y).then(|| (y.clone(), c)),
    };
    if let Some(root) = root {
        names.local.insert(d.clone(), root);
    }
}

/// Registers set once (`stable`) to the same value in every thread of the CTA: pure
/// arithmetic ([`tcgen05_ptx_decode::pure_operands`]), unguarded, of immediates,
/// kernel parameters, symbols, the CTA's and cluster's indices and shapes, and registers of
/// this kind defined before (Mojo's TMEM addresses are `%cluster_ctarank` plus
/// constants). A broadcast of one from another lane is the register itself.
fn warp_uniform_registers(
    parsed: &Parsed,
    once: &HashSet<String>,
    stable: &HashSet<String>,
) -> HashSet<String> {
    let mut out: HashSet<String> = HashSet::new();
    for stmt in parsed.iter().flatten() {
        let Some(Operand::Name(d)) = stmt.operands.first() else {
            continue;
        };
        if stmt.predicate.is_some() || !once.contains(d) || !stable.contains(d) {
            continue;
        }
        let Some(reads) = tcgen05_ptx_decode::pure_operands(stmt) else {
            continue;
        };
        // A symbol (no `%`) is an address, the same in every thread.
        let uniform = reads
            .iter()
            .all(|n| !n.starts_with('%') || out.contains(n) || crate::uniform::uniform_special(n));
        if uniform {
            out.insert(d.clone());
        }
    }
    out
}

/// The registers some statement reads as an operand, not as its guard (`@p`); the
/// destination of a `setp` is no read.
fn read_as_operands(parsed: &Parsed) -> HashSet<String> {
    let mut out = HashSet::new();
    for stmt in parsed.iter().flatten() {
        let skip = usize::from(stmt.head() == "setp");
        for n in stmt.operands.iter().skip(skip).flat_map(|o| o.names()) {
            out.insert(n.to_string());
        }
    }
    out
}

/// [`Function::compounds`] for the TMEM address bases that single-definition
/// registers computed by pure instructions ([`tcgen05_ptx_decode::pure_operands`]) hold: such a register
/// changes only where a register it is computed from is defined (a loop that
/// recomputes `%r75 = %r78 + %r2` from unchanged inputs leaves the address as it
/// was; Triton recomputes its accumulator's address in every k iteration). A
/// single-definition register's definition reaches all of its uses in compiler
/// output, so the inputs it was computed from are the inputs it would be computed
/// from again.
fn pure_compounds(
    func: &Function,
    names: &mut Names,
    pure: &HashMap<String, Vec<String>>,
    defined: &HashSet<String>,
) -> Vec<(Value, Vec<Value>)> {
    let bases = tcgen05_core::model::tmem_bases(func);
    if bases.is_empty() {
        return Vec::new();
    }
    let named: Vec<(String, Value)> = names
        .values
        .iter()
        .filter(|(_, v)| bases.binary_search(v).is_ok())
        .map(|(n, v)| (n.clone(), *v))
        .collect();
    // The registers a name is computed from that are not themselves pure (the
    // roots); `None` for a name that is its own root.
    fn roots(
        name: &str,
        pure: &HashMap<String, Vec<String>>,
        defined: &HashSet<String>,
        memo: &mut HashMap<String, Option<Vec<String>>>,
        depth: u32,
    ) -> Option<Vec<String>> {
        if let Some(known) = memo.get(name) {
            return known.clone();
        }
        let reads = pure.get(name).filter(|_| depth < 32)?;
        // A cycle through `name` makes it its own root.
        memo.insert(name.to_string(), None);
        let mut out: Vec<String> = Vec::new();
        for r in reads.iter().filter(|r| defined.contains(*r)) {
            match roots(r, pure, defined, memo, depth + 1) {
                Some(rs) => out.extend(rs),
                None => out.push(r.clone()),
            }
        }
        out.sort();
        out.dedup();
        memo.insert(name.to_string(), Some(out.clone()));
        Some(out)
    }
    let mut memo = HashMap::new();
    let mut out = tcgen05_core::model::pure_compounds(
        named,
        |name: &String| roots(name, pure, defined, &mut memo, 0),
        |r| names.value(&r),
    );
    out.sort();
    out
}

/// Whether bit `i` of a bit-vector dataflow state is set.
fn bit(state: &[u64], i: usize) -> bool {
    state[i / 64] & (1 << (i % 64)) != 0
}

/// Sets (`on`) or clears bit `i` of a bit-vector dataflow state.
fn set_bit(state: &mut [u64], i: usize, on: bool) {
    if on {
        state[i / 64] |= 1 << (i % 64);
    } else {
        state[i / 64] &= !(1 << (i % 64));
    }
}

/// The basic blocks of a body's statements (a label starts one, a jump ends one),
/// for the reader's bit-vector dataflows over statements.
struct StmtBlocks {
    /// The first item of each block, ascending; block 0 is the entry.
    starts: Vec<usize>,
    /// One past the last item.
    end: usize,
    succs: Vec<Vec<usize>>,
}

impl StmtBlocks {
    fn new(items: &[Item], parsed: &Parsed, jump_targets: &JumpTargets) -> StmtBlocks {
        let mut starts = vec![0usize];
        for (k, (item, stmt)) in items.iter().zip(parsed).enumerate() {
            if matches!(item, Item::Label { .. }) && k > 0 {
                starts.push(k);
            }
            if stmt.as_ref().is_some_and(is_jump) {
                starts.push(k + 1);
            }
        }
        starts.sort_unstable();
        starts.dedup();
        starts.retain(|&k| k < items.len());
        let mut graph = StmtBlocks {
            starts,
            end: items.len(),
            succs: Vec::new(),
        };
        let n = graph.starts.len();
        let mut succs: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (b, out) in succs.iter_mut().enumerate() {
            let last = graph
                .range(b)
                .rev()
                .find_map(|k| parsed[k].as_ref().map(|s| (k, s)));
            let mut falls = true;
            if let Some((k, stmt)) = last.filter(|(_, s)| is_jump(s)) {
                for &t in jump_targets.get(&k).into_iter().flatten().flatten() {
                    out.push(graph.block_of(t));
                }
                falls = stmt.predicate.is_some();
            }
            if falls && b + 1 < n {
                out.push(b + 1);
            }
        }
        graph.succs = succs;
        graph
    }

    fn range(&self, b: usize) -> std::ops::Range<usize> {
        self.starts[b]..self.starts.get(b + 1).copied().unwrap_or(self.end)
    }

    fn block_of(&self, k: usize) -> usize {
        self.starts.partition_point(|&s| s <= k) - 1
    }

    /// Run `step` over block `b`'s statements in order.
    fn each_stmt(&self, parsed: &Parsed, b: usize, mut step: impl FnMut(usize, &Statement)) {
        for k in self.range(b) {
            if let Some(stmt) = &parsed[k] {
                step(k, stmt);
            }
        }
    }

    /// A forward bit-vector dataflow to its fixed point: `entry` at the first
    /// statement, `step` the effect of one statement, joined by union (`union`) or
    /// by intersection. The state on entry to each block; `None` for a block no path
    /// reaches.
    fn forward(
        &self,
        parsed: &Parsed,
        entry: Vec<u64>,
        union: bool,
        mut step: impl FnMut(usize, &Statement, &mut [u64]),
    ) -> Vec<Option<Vec<u64>>> {
        let n = self.starts.len();
        let mut inn: Vec<Option<Vec<u64>>> = vec![None; n];
        inn[0] = Some(entry);
        let mut work: Vec<usize> = vec![0];
        let mut queued = vec![false; n];
        queued[0] = true;
        while let Some(b) = work.pop() {
            queued[b] = false;
            let Some(mut state) = inn[b].clone() else {
                continue;
            };
            self.each_stmt(parsed, b, |k, stmt| step(k, stmt, &mut state));
            for &s in &self.succs[b] {
                let changed = match &mut inn[s] {
                    Some(old) => {
                        let mut changed = false;
                        for (o, x) in old.iter_mut().zip(&state) {
                            let joined = if union { *o | x } else { *o & x };
                            changed |= joined != *o;
                            *o = joined;
                        }
                        changed
                    }
                    slot @ None => {
                        *slot = Some(state.clone());
                        true
                    }
                };
                if changed && !queued[s] {
                    queued[s] = true;
                    work.push(s);
                }
            }
        }
        inn
    }
}

/// The name a read of `reg` gets where it holds the constant `c` on every path
/// ([`constant_reads`]); [`SCOPE_MARK`] keeps the register's own name in front.
fn constant_read_name(reg: &str, c: i64) -> String {
    format!("{reg}{SCOPE_MARK}={c}")
}

/// Reads of registers defined more than once that hold the same constant on every
/// path to the read: per statement, each such register and its constant. A must
/// dataflow (joined by intersection) over the facts "`r` holds `c`", which an
/// unguarded integer `mov r, c` sets and any other definition of `r` ends (a
/// guarded `mov` of the same constant keeps it). The flow-insensitive analyses
/// know only registers defined once, but code generation reuses registers: LLVM
/// gives an inline asm's tied operands one register, so clang's CUTLASS MMAs take
/// their TMEM address from `mov.b32 %r1594, 0` in a register that an `elect.sync`
/// asm later sets to 1. The reader renames such reads (`%r1594#=0`) and knows the
/// name as that constant. Past [`MAX_COVER_WORDS`] of state it finds none.
fn constant_reads(
    items: &[Item],
    parsed: &Parsed,
    jump_targets: &JumpTargets,
) -> HashMap<usize, Vec<(String, i64)>> {
    let mut count: HashMap<&str, u32> = HashMap::new();
    for stmt in parsed.iter().flatten() {
        for d in crate::uniform::dests(stmt) {
            *count.entry(d).or_default() += 1;
        }
    }
    fn constant_mov<'s>(stmt: &'s Statement, count: &HashMap<&str, u32>) -> Option<(&'s str, i64)> {
        match (stmt.head(), stmt.operands.as_slice()) {
            ("mov", [Operand::Name(d), Operand::Imm(c)])
                if !stmt.has("pred") && count.get(d.as_str()).is_some_and(|&n| n > 1) =>
            {
                Some((d.as_str(), *c))
            }
            _ => None,
        }
    }
    // One fact per (register, constant); each register's facts.
    let mut fact: HashMap<(&str, i64), usize> = HashMap::new();
    let mut constant: Vec<i64> = Vec::new();
    let mut facts_of: HashMap<&str, Vec<usize>> = HashMap::new();
    for stmt in parsed.iter().flatten() {
        if let Some((d, c)) = constant_mov(stmt, &count) {
            if let std::collections::hash_map::Entry::Vacant(e) = fact.entry((d, c)) {
                e.insert(constant.len());
                facts_of.entry(d).or_default().push(constant.len());
                constant.push(c);
            }
        }
    }
    let mut out: HashMap<usize, Vec<(String, i64)>> = HashMap::new();
    if fact.is_empty() {
        return out;
    }
    let graph = StmtBlocks::new(items, parsed, jump_targets);
    let words = fact.len().div_ceil(64);
    if words.saturating_mul(graph.starts.len()) > MAX_COVER_WORDS {
        return out;
    }
    let step = |_: usize, stmt: &Statement, state: &mut [u64]| {
        let set = constant_mov(stmt, &count).map(|(d, c)| fact[&(d, c)]);
        let keep = set.filter(|&i| stmt.predicate.is_some() && bit(state, i));
        for d in crate::uniform::dests(stmt) {
            for &i in facts_of.get(d).into_iter().flatten() {
                set_bit(state, i, keep == Some(i));
            }
        }
        if let (Some(i), None) = (set, &stmt.predicate) {
            set_bit(state, i, true);
        }
    };
    let entry = graph.forward(parsed, vec![0; words], false, step);
    for (b, state) in entry.into_iter().enumerate() {
        let Some(mut state) = state else { continue };
        graph.each_stmt(parsed, b, |k, stmt| {
            let skip = usize::from(!crate::uniform::dests(stmt).is_empty());
            let mut reads: Vec<(String, i64)> = Vec::new();
            for n in stmt.operands.iter().skip(skip).flat_map(|o| o.names()) {
                let known = facts_of
                    .get(n)
                    .into_iter()
                    .flatten()
                    .find(|&&i| bit(&state, i));
                if let Some(&i) = known.filter(|_| !reads.iter().any(|(r, _)| r == n)) {
                    reads.push((n.to_string(), constant[i]));
                }
            }
            if !reads.is_empty() {
                out.insert(k, reads);
            }
            step(k, stmt, &mut state);
        });
    }
    out
}

/// Renames `stmt`'s reads of the registers `reads` names to their constants' names
/// ([`constant_read_name`]); its destinations keep theirs.
fn rename_constant_reads(stmt: &mut Statement, reads: &[(String, i64)]) {
    let skip = usize::from(!crate::uniform::dests(stmt).is_empty());
    let f = |n: &str| {
        reads
            .iter()
            .find(|(r, _)| r == n)
            .map(|(r, c)| constant_read_name(r, *c))
    };
    for o in stmt.operands.iter_mut().skip(skip) {
        o.rename(&f);
    }
}

/// Comparisons computed again where an earlier one of the same registers still
/// holds (RULES.md section 3: the same comparison of the same values is the same
/// predicate). CuTe DSL's grouped GEMM tests `setp.eq.b32 %p44, %r18, %r825` to
/// decide whether to release its tensormaps, and `setp.eq.b32 %p52, %r18, %r825`
/// again to decide whether to acquire them. Per later predicate (defined once), the
/// earlier one it equals: on every path to the later `setp` the earlier one ran
/// after the last definition of either register and of its own predicate (an
/// available-expressions dataflow, joined by intersection), and every read of the
/// later predicate follows it in its block with no definition of the earlier one
/// between. Its `setp` then writes the value the earlier predicate holds, and the
/// walks keep what they know of it.
///
/// The complementary integer comparison of the same registers is the negation
/// (FlashInfer's GQA decode allocates TMEM unless `setp.le.s32 %p34, %r16, %r3` and
/// branches to its roles on `setp.gt.s32 %p67, %r16, %r3`): such a later predicate
/// is the earlier one negated, where it is only ever a guard (`@%p` / `@!%p`, which
/// the reader flips), never an operand.
fn recomputed_comparisons(
    items: &[Item],
    parsed: &Parsed,
    jump_targets: &JumpTargets,
    once: &HashSet<String>,
    defined: &HashSet<String>,
    operand_reads: &HashSet<String>,
) -> Vec<(usize, String, String, bool)> {
    // Candidates: unpredicated `setp`s of one predicate defined once, from
    // registers of the body and immediates, grouped by comparison (a comparison and
    // its complement in one group, `flips` telling them apart).
    let mut groups: HashMap<String, Vec<usize>> = HashMap::new();
    let mut cands: Vec<(usize, &str, Vec<&str>)> = Vec::new();
    let mut flips: Vec<bool> = Vec::new();
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else {
            continue;
        };
        // Also a broadcast from one lane (`shfl.sync.idx.b32 %d, %x, k, 31, -1`,
        // every lane taking part) made again: lane k's `%x` of the warp, the same
        // where `%x` has not changed (Mojo broadcasts its accumulator's TMEM address
        // before each MMA, in a loop that swaps two accumulators).
        let (dst, a, b) = match stmt.operands.as_slice() {
            [Operand::Name(dst), a, b] if stmt.head() == "setp" => (dst, a, b),
            [Operand::Name(dst), a @ Operand::Name(_), b @ Operand::Imm(_), Operand::Imm(31), Operand::Imm(-1)]
                if stmt.head() == "shfl" && stmt.has("idx") =>
            {
                (dst, a, b)
            }
            _ => continue,
        };
        if stmt.predicate.is_some() || !once.contains(dst) {
            continue;
        }
        let sources: Vec<&str> = [a, b].iter().flat_map(|o| o.names()).collect();
        let fixed = |o: &Operand| match o {
            Operand::Imm(_) => true,
            Operand::Name(n) => defined.contains(n),
            _ => false,
        };
        if sources.is_empty() || !fixed(a) || !fixed(b) {
            continue;
        }
        let (opcode, flip) = canonical_comparison(&stmt.opcode);
        let key = format!("{opcode}|{a:?}|{b:?}");
        groups.entry(key).or_default().push(cands.len());
        cands.push((k, dst.as_str(), sources));
        flips.push(flip);
    }
    groups.retain(|_, g| g.len() > 1);
    let mut group_of: HashMap<usize, &[usize]> = HashMap::new();
    let mut used: Vec<usize> = groups.values().flatten().copied().collect();
    used.sort_unstable();
    if used.is_empty() || used.len() > 8192 {
        return Vec::new();
    }
    for g in groups.values() {
        for &i in g {
            group_of.insert(i, g);
        }
    }
    // Bit per used candidate: "its predicate holds its comparison's current value".
    let slot: HashMap<usize, usize> = used.iter().enumerate().map(|(s, &i)| (i, s)).collect();
    let at: HashMap<usize, usize> = used.iter().map(|&i| (cands[i].0, i)).collect();
    let mut killed_by: HashMap<&str, Vec<usize>> = HashMap::new();
    for &i in &used {
        for name in cands[i].2.iter().chain([&cands[i].1]) {
            killed_by.entry(name).or_default().push(slot[&i]);
        }
    }
    let step = |k: usize, stmt: &Statement, state: &mut [u64]| {
        for name in crate::uniform::dests(stmt) {
            for &s in killed_by.get(name).into_iter().flatten() {
                set_bit(state, s, false);
            }
        }
        if let Some(i) = at.get(&k) {
            set_bit(state, slot[i], true);
        }
    };
    let graph = StmtBlocks::new(items, parsed, jump_targets);
    let words = used.len().div_ceil(64);
    let inn = graph.forward(parsed, vec![0; words], false, step);
    // The earlier candidate each later one equals, where one holds at it.
    let mut same: HashMap<usize, usize> = HashMap::new();
    for (b, state) in inn.into_iter().enumerate() {
        let Some(mut state) = state else {
            continue;
        };
        graph.each_stmt(parsed, b, |k, stmt| {
            if let Some(&i) = at.get(&k) {
                let holding = group_of[&i]
                    .iter()
                    .find(|&&j| j != i && bit(&state, slot[&j]));
                if let Some(&j) = holding {
                    same.insert(i, j);
                }
            }
            step(k, stmt, &mut state);
        });
    }
    // Every read of the later predicate: after it in its block, with no definition
    // of the earlier one between.
    let later: HashSet<&str> = same.keys().map(|&i| cands[i].1).collect();
    let mut reads: HashMap<&str, Vec<usize>> = HashMap::new();
    for (u, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else {
            continue;
        };
        let names = stmt.operands.iter().flat_map(|o| o.names());
        for n in names.chain(stmt.predicate.iter().map(|(p, _)| p.as_str())) {
            if later.contains(n) {
                reads.entry(n).or_default().push(u);
            }
        }
    }
    // Per later predicate and the first of its chain: every read must see the later
    // `setp` after the last run of the earlier one, on every path (a forward
    // dataflow, one bit per pair: set by the later `setp`, cleared by the earlier,
    // joined by intersection). A label between the `setp` and its branch splits the
    // block and changes nothing.
    let mut pairs: Vec<(usize, usize, &str)> = Vec::new();
    for &i in same.keys() {
        // The first of the chain: the one computed from the registers themselves.
        let mut root = i;
        for _ in 0..=same.len() {
            match same.get(&root) {
                Some(&r) => root = r,
                None => break,
            }
        }
        if same.contains_key(&root) {
            continue;
        }
        pairs.push((i, root, cands[i].1));
    }
    let words = pairs.len().div_ceil(64);
    // Per statement: the pairs it clears (the earlier `setp`) and sets (the later).
    let mut effects: HashMap<usize, Vec<(usize, bool)>> = HashMap::new();
    for (p, &(i, root, _)) in pairs.iter().enumerate() {
        effects.entry(cands[root].0).or_default().push((p, false));
        effects.entry(cands[i].0).or_default().push((p, true));
    }
    let step = |k: usize, _: &Statement, state: &mut [u64]| {
        for &(p, on) in effects.get(&k).into_iter().flatten() {
            set_bit(state, p, on);
        }
    };
    let inn = graph.forward(parsed, vec![0; words], false, step);
    let mut holds_at: HashMap<usize, Vec<u64>> = HashMap::new();
    let read_set: HashSet<usize> = pairs
        .iter()
        .flat_map(|&(_, _, dst)| reads[dst].iter().copied())
        .collect();
    for (b, state) in inn.into_iter().enumerate() {
        let Some(mut state) = state else {
            continue;
        };
        graph.each_stmt(parsed, b, |k, stmt| {
            if read_set.contains(&k) {
                holds_at.insert(k, state.clone());
            }
            step(k, stmt, &mut state);
        });
    }
    let mut out = Vec::new();
    for (p, &(i, root, dst)) in pairs.iter().enumerate() {
        let k = cands[i].0;
        let reads_ok = reads[dst]
            .iter()
            .filter(|&&u| u != k)
            .all(|u| holds_at.get(u).is_some_and(|st| bit(st, p)));
        let negated = flips[i] != flips[root];
        if reads_ok && !(negated && operand_reads.contains(dst)) {
            out.push((k, dst.to_string(), cands[root].1.to_string(), negated));
        }
    }
    out.sort();
    out
}

/// A `setp` opcode with its comparison replaced by the one of it and its integer
/// complement that sorts first, and whether that replaced it: `setp.gt.s32` is
/// `(setp.le.s32, true)`. Floating-point comparisons are their own (`lt`'s
/// complement there is `geu`).
fn canonical_comparison(opcode: &str) -> (String, bool) {
    match complement_comparison(opcode) {
        Some(other) if other.as_str() < opcode => (other, true),
        _ => (opcode.to_string(), false),
    }
}

/// The `setp` opcode of the integer comparison that is `opcode`'s negation
/// (`setp.gt.s32` -> `setp.le.s32`); `None` for another or a floating-point one.
fn complement_comparison(opcode: &str) -> Option<String> {
    let parts: Vec<&str> = opcode.split('.').collect();
    let integer = parts
        .last()
        .is_some_and(|t| t.starts_with('s') || t.starts_with('u') || t.starts_with('b'));
    let complement = match parts.get(1) {
        Some(&"eq") => "ne",
        Some(&"ne") => "eq",
        Some(&"lt") => "ge",
        Some(&"ge") => "lt",
        Some(&"le") => "gt",
        Some(&"gt") => "le",
        Some(&"lo") => "hs",
        Some(&"hs") => "lo",
        Some(&"ls") => "hi",
        Some(&"hi") => "ls",
        _ => return None,
    };
    (parts.len() == 3 && parts[0] == "setp" && integer)
        .then(|| format!("setp.{complement}.{}", parts[2]))
}

/// Registers defined once as a register that is defined more than once plus a
/// constant (`add %r10, %r9, 32` in a loop that advances `%r9`) where no path
/// reaches a use from a definition of the source without passing the register's own
/// definition: at each use the source still holds the value the register was
/// computed from, so an address through the register is an address through the
/// source. (Elsewhere the source may have moved on, and the register is a base of its
/// own.) A forward dataflow over the statements, one bit per register: "the source
/// was defined since", set at the entry and by a definition of the source, cleared
/// by the register's definition, joined by union.
fn stable_derivations(
    items: &[Item],
    parsed: &Parsed,
    jump_targets: &JumpTargets,
    defs: &HashMap<String, Def>,
    multi: &HashSet<String>,
) -> HashSet<String> {
    let mut cands: Vec<(&str, &str, usize)> = defs
        .iter()
        .filter_map(|(name, d)| {
            let (src, _) = d.derived.as_ref()?;
            (d.count == 1 && multi.contains(src)).then_some((name.as_str(), src.as_str(), d.at))
        })
        .collect();
    if cands.is_empty() {
        return HashSet::new();
    }
    cands.sort_unstable();
    let of_dst: HashMap<&str, usize> = cands.iter().enumerate().map(|(i, c)| (c.0, i)).collect();
    let mut of_src: HashMap<&str, Vec<usize>> = HashMap::new();
    for (i, c) in cands.iter().enumerate() {
        of_src.entry(c.1).or_default().push(i);
    }
    let defined_at: HashMap<usize, usize> =
        cands.iter().enumerate().map(|(i, c)| (c.2, i)).collect();
    let graph = StmtBlocks::new(items, parsed, jump_targets);
    let mut bad = vec![false; cands.len()];
    let words = cands.len().div_ceil(64);
    // Union: states only grow, so a use marked bad on the way stays bad at the end.
    graph.forward(parsed, vec![u64::MAX; words], true, |k, stmt, state| {
        let names = stmt
            .operands
            .iter()
            .flat_map(|o| o.names())
            .chain(stmt.predicate.iter().map(|(p, _)| p.as_str()));
        for name in names {
            if let Some(&i) = of_dst.get(name) {
                if k != cands[i].2 && bit(state, i) {
                    bad[i] = true;
                }
            }
        }
        if let Some(&i) = defined_at.get(&k) {
            set_bit(state, i, false);
        }
        // Any name in the first operand may be written (a superset is safe),
        // unless it is an address (a store's).
        if let Some(first) = stmt
            .operands
            .first()
            .filter(|o| !matches!(o, Operand::Address { .. }))
        {
            for name in first.names() {
                for &i in of_src.get(name).into_iter().flatten() {
                    set_bit(state, i, true);
                }
            }
        }
    });
    cands
        .iter()
        .zip(&bad)
        .filter(|(_, &b)| !b)
        .map(|(c, _)| c.0.to_string())
        .collect()
}

/// [`Function::steps`]: unpredicated integer `add r, r, c` (or `add r, c, r`, `sub r,
/// r, -c`) with `c > 0`, each moving `r` by `c` wherever it runs.
fn register_steps(
    parsed: &Parsed,
    item_at: &[Option<InstRef>],
    names: &mut Names,
) -> Vec<(InstRef, Value, i64)> {
    let mut out = Vec::new();
    for (stmt, at) in parsed.iter().zip(item_at) {
        let (Some(stmt), Some(at)) = (stmt, at) else {
            continue;
        };
        if stmt.predicate.is_some() || !is_wide_int(stmt) {
            continue;
        }
        let (d, c) = match (stmt.head(), stmt.operands.as_slice()) {
            ("add", [Operand::Name(d), Operand::Name(r), Operand::Imm(c)])
            | ("add", [Operand::Name(d), Operand::Imm(c), Operand::Name(r)])
                if d == r =>
            {
                (d, *c)
            }
            ("sub", [Operand::Name(d), Operand::Name(r), Operand::Imm(c)]) if d == r => {
                (d, c.wrapping_neg())
            }
            _ => continue,
        };
        if c > 0 {
            if let Some(v) = names.value(d) {
                out.push((*at, v, c));
            }
        }
    }
    out.sort();
    out
}

/// How an unpredicated integer `add` defines its destination `d`.
#[derive(Clone, Debug, PartialEq, Eq)]
enum AddForm {
    /// `add d, r, c`.
    Init(String, i64),
    /// `add d, d, x`.
    Step(String),
}

/// Registers that advance in lockstep: `a` and `b` each defined exactly twice, once
/// as the same register plus a constant (`a = r + 260`, `b = r + 256`) and once as
/// itself plus the same register (`a += x`, `b += x`), each pair of definitions
/// next to each other in one block (a label no jump names does not end it: control
/// enters there only from above) with no other use of `a` or `b` and no
/// redefinition of `r` or `x` between them. Then `a == b + 4` wherever either is
/// read: `a` is `b` plus the difference of the constants. CuTe DSL's block-scaled
/// GEMMs advance their scale-factor TMEM addresses this way (disjoint columns of one
/// stage).
fn lockstep_pairs(
    items: &[Item],
    parsed: &Parsed,
    targeted: &HashSet<usize>,
    defs: &HashMap<String, Def>,
    adds: &HashMap<String, Vec<(usize, AddForm)>>,
) -> Vec<(String, String, i64)> {
    let two: Vec<(&String, &[(usize, AddForm)])> = adds
        .iter()
        .filter(|(r, forms)| forms.len() == 2 && defs.get(*r).is_some_and(|d| d.count == 2))
        .map(|(r, f)| (r, f.as_slice()))
        .collect();
    if two.len() < 2 {
        return Vec::new();
    }
    // ((item, r, c) of the `Init`, (item, x) of the `Step`).
    type Split = ((usize, String, i64), (usize, String));
    let split = |forms: &[(usize, AddForm)]| -> Option<Split> {
        let mut init = None;
        let mut step = None;
        for (k, f) in forms {
            match f {
                AddForm::Init(r, c) => init = Some((*k, r.clone(), *c)),
                AddForm::Step(x) => step = Some((*k, x.clone())),
            }
        }
        Some((init?, step?))
    };
    // Whether the statements strictly between items `i` and `j` are plain statements
    // (no label a jump names, scope or jump) that neither name `a` or `b` nor define
    // `fixed`.
    let quiet = |i: usize, j: usize, a: &str, b: &str, fixed: &str| -> bool {
        let (lo, hi) = (i.min(j), i.max(j));
        items[lo + 1..hi]
            .iter()
            .zip(&parsed[lo + 1..hi])
            .enumerate()
            .all(|(k, (item, stmt))| {
                match item {
                    Item::Stmt { .. } => {}
                    Item::Label { .. } if !targeted.contains(&(lo + 1 + k)) => return true,
                    _ => return false,
                }
                let Some(stmt) = stmt else {
                    // A directive (`.reg`, `.loc`) names no register; anything else
                    // unparsed is not known to be quiet.
                    return matches!(item, Item::Stmt { text, .. } if text.starts_with('.'));
                };
                if is_jump(stmt) {
                    return false;
                }
                let names: Vec<&str> = stmt.operands.iter().flat_map(|o| o.names()).collect();
                let writes_fixed =
                    matches!(stmt.operands.first(), Some(o) if o.names().contains(&fixed));
                !names.iter().any(|n| *n == a || *n == b) && !writes_fixed
            })
    };
    let mut out = Vec::new();
    let mut taken: HashSet<&String> = HashSet::new();
    for (i, &(a, fa)) in two.iter().enumerate() {
        let Some(((ia, ra, ca), (sa, xa))) = split(fa) else {
            continue;
        };
        for &(b, fb) in &two[i + 1..] {
            if taken.contains(a) || taken.contains(b) {
                continue;
            }
            let Some(((ib, rb, cb), (sb, xb))) = split(fb) else {
                continue;
            };
            if ra != rb || xa != xb || ra == *a || ra == *b || xa == *a || xa == *b {
                continue;
            }
            if quiet(ia, ib, a, b, &ra) && quiet(sa, sb, a, b, &xa) {
                taken.insert(a);
                taken.insert(b);
                out.push((a.clone(), b.clone(), ca - cb));
            }
        }
    }
    out.sort();
    out
}

/// Records how `stmt` names shared-memory symbols: a `tcgen05.alloc` writing
/// `[symbol]` counts in `allocs`; any other use of a symbol as a written address
/// or as a value (its address taken into a register, `mov %r, sym`) puts it in
/// `escapes`. Loads (`ld [sym]`) are neither.
fn note_symbol_uses(
    stmt: &Statement,
    allocs: &mut HashMap<String, u32>,
    escapes: &mut HashSet<String>,
) {
    let is_alloc = stmt.opcode.starts_with("tcgen05.alloc");
    for (i, op) in stmt.operands.iter().enumerate() {
        match op {
            Operand::Address { base, .. } if is_symbol(base) => {
                if is_alloc && i == 0 {
                    *allocs.entry(base.clone()).or_default() += 1;
                } else if stmt.head() != "ld" {
                    escapes.insert(base.clone());
                }
            }
            Operand::Address { .. } => {}
            other => {
                for n in other.names() {
                    if is_symbol(n) {
                        escapes.insert(n.to_string());
                    }
                }
            }
        }
    }
}

/// The 128-byte shared-memory tensormaps a body builds: the sources of
/// `tensormap.cp_fenceproxy` and the operands of `tensormap.replace` on shared
/// memory, as addresses.
fn tensormap_staging(parsed: &Parsed, names: &mut Names) -> Vec<Addr> {
    let mut out = Vec::new();
    for stmt in parsed.iter().flatten() {
        let op = if stmt.opcode.starts_with("tensormap.cp_fenceproxy") {
            stmt.operands.get(1)
        } else if stmt.opcode.starts_with("tensormap.replace") && stmt.has("shared::cta") {
            stmt.operands.first()
        } else {
            continue;
        };
        if let Some(Operand::Address { base, offset, .. }) = op {
            let a = names.address(base, *offset);
            if a.base.is_some() && a.offset.is_some() && !out.contains(&a) {
                out.push(a);
            }
        }
    }
    out
}

/// Whether `st.shared` writes only bytes inside one of the `staging` tensormaps
/// (same base, the store's whole width within the 128 bytes).
fn writes_staging(stmt: &Statement, staging: &[Addr], names: &mut Names) -> bool {
    if staging.is_empty() || stmt.head() != "st" || !stmt.has("shared") {
        return false;
    }
    let Some(Operand::Address { base, offset, rest }) = stmt.operands.first() else {
        return false;
    };
    if !rest.is_empty() {
        return false;
    }
    let lanes = stmt
        .parts()
        .find_map(|p| p.strip_prefix('v').and_then(|n| n.parse::<i64>().ok()))
        .unwrap_or(1);
    let Some(bits) = stmt.parts().find_map(|p| {
        let (k, n) = p.split_at(1.min(p.len()));
        matches!(k, "b" | "u" | "s" | "f")
            .then(|| n.parse::<i64>().ok())
            .flatten()
    }) else {
        return false;
    };
    let Some(width) = lanes.checked_mul(bits).map(|b| b / 8) else {
        return false;
    };
    let a = names.address(base, *offset);
    let (Some(b), Some(off)) = (a.base, a.offset) else {
        return false;
    };
    staging.iter().any(|t| {
        t.base == Some(b)
            && t.offset.is_some_and(|lo| {
                lo <= off
                    && matches!(
                        (off.checked_add(width), lo.checked_add(128)),
                        (Some(end), Some(last)) if end <= last
                    )
            })
    })
}

/// The values of `names`, sorted (the model's sorted value lists).
fn sorted_values<'n>(env: &mut Names, names: impl IntoIterator<Item = &'n String>) -> Vec<Value> {
    let mut v: Vec<Value> = names.into_iter().filter_map(|n| env.value(n)).collect();
    v.sort();
    v.dedup();
    v
}

/// A symbol (not a register, placeholder or label reference).
fn is_symbol(n: &str) -> bool {
    !n.is_empty() && !n.starts_with('%') && !n.starts_with('$')
}

/// Whether `text` names `reg` as a whole word (`%r1` is not in `%r12`).
fn mentions(text: &str, reg: &str) -> bool {
    text.match_indices(reg).any(|(at, _)| {
        text[at + reg.len()..]
            .chars()
            .next()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_' || c == '$'))
    })
}

/// How an integer register's value constrains its bits (for [`known_bits`]).
#[derive(Clone, Debug)]
enum Bits {
    Const(i64),
    Copy(String),
    /// `selp` of two immediates.
    Select(i64, i64),
    And(Operand, Operand),
    Or(Operand, Operand),
    Shl(String, u32),
    /// Logical right shift (`shr.u*`/`shr.b*`).
    Shr(String, u32),
    /// `cvt` between unsigned or untyped integers: the source's bits, cut or
    /// zero-extended to the destination's width.
    Convert(String),
    /// `mov.b32 %r, {%lo, %hi}`: the elements, lowest first, each `u32` bits wide.
    Pack(Vec<Operand>, u32),
    /// `mad.lo a, b, c` (`mul.lo a, b`: no `c`): known only when a factor is 0, or
    /// when every operand is a constant (LLVM linearises the thread index as
    /// `(%tid.z * %ntid.y + %tid.y) * %ntid.x + %tid.x`, whose first product is 0 in
    /// a one-dimensional CTA).
    MulAdd(Operand, Operand, Option<Operand>),
}

fn bits_expr(stmt: &Statement, width: u32) -> Option<Bits> {
    let (a, b) = (stmt.operands.get(1)?, stmt.operands.get(2));
    let logical = stmt.has("u16")
        || stmt.has("u32")
        || stmt.has("u64")
        || stmt.has("b16")
        || stmt.has("b32")
        || stmt.has("b64");
    Some(match (stmt.head(), a, b) {
        ("mov", Operand::Imm(v), None) => Bits::Const(*v),
        ("mov", Operand::Name(src), None) => Bits::Copy(src.clone()),
        ("mov", Operand::Vector(elems), None) if !elems.is_empty() => {
            Bits::Pack(elems.clone(), width / elems.len() as u32)
        }
        ("selp", Operand::Imm(x), Some(Operand::Imm(y))) => Bits::Select(*x, *y),
        // Another lane's value of the source: the bits known in every lane
        // (FlashAttention-4 broadcasts constant TMEM offsets with `shfl.sync.idx`).
        ("shfl", Operand::Name(src), _) => Bits::Copy(src.clone()),
        ("mad" | "mul", x, Some(y)) if stmt.has("lo") && stmt.integer_typed() => {
            let addend = match stmt.head() {
                "mad" => Some(stmt.operands.get(3)?.clone()),
                _ => None,
            };
            Bits::MulAdd(x.clone(), y.clone(), addend)
        }
        ("and", x, Some(y)) => Bits::And(x.clone(), y.clone()),
        // Immediates second, so the `or` folding sees one shape.
        ("or", x @ Operand::Imm(_), Some(y)) => Bits::Or(y.clone(), x.clone()),
        ("or", x, Some(y)) => Bits::Or(x.clone(), y.clone()),
        ("shl", Operand::Name(src), Some(Operand::Imm(k))) if (0..64).contains(k) => {
            Bits::Shl(src.clone(), *k as u32)
        }
        ("shr", Operand::Name(src), Some(Operand::Imm(k))) if logical && (0..64).contains(k) => {
            Bits::Shr(src.clone(), *k as u32)
        }
        ("cvt", Operand::Name(src), None)
            if !stmt
                .parts()
                .any(|p| p.starts_with('s') && p[1..].parse::<u32>().is_ok())
                && !stmt.parts().any(|p| p.starts_with('f')) =>
        {
            Bits::Convert(src.clone())
        }
        _ => return None,
    })
}

/// The bits each single-definition register is known to have zero and known to have
/// one, from constants, masks, shifts, unsigned conversions, packing and `or`s of
/// such values, within the register's width (bits above it are zero). A register
/// defined more than once, or by anything else, has no known bit.
fn known_bits(defs: &HashMap<String, Def>) -> HashMap<String, (u64, u64)> {
    type Memo = HashMap<String, KnownBits>;
    fn operand(
        defs: &HashMap<String, Def>,
        memo: &mut Memo,
        op: &Operand,
        depth: u32,
    ) -> KnownBits {
        match op {
            Operand::Imm(v) => KnownBits::constant(*v as u64),
            Operand::Name(n) => reg(defs, memo, n, depth),
            _ => KnownBits::UNKNOWN,
        }
    }
    fn reg(defs: &HashMap<String, Def>, memo: &mut Memo, name: &str, depth: u32) -> KnownBits {
        if let Some(k) = memo.get(name) {
            return *k;
        }
        let Some(def) = defs.get(name).filter(|d| d.count == 1) else {
            return KnownBits::UNKNOWN;
        };
        let Some(bits) = def.bits.as_ref() else {
            return KnownBits::UNKNOWN;
        };
        if depth > 16 {
            return KnownBits::UNKNOWN;
        }
        let known = match bits {
            Bits::Const(v) => KnownBits::constant(*v as u64),
            Bits::Copy(src) | Bits::Convert(src) => reg(defs, memo, src, depth + 1),
            Bits::Select(x, y) => {
                KnownBits::constant(*x as u64).join(KnownBits::constant(*y as u64))
            }
            Bits::And(x, y) => {
                operand(defs, memo, x, depth + 1).and(operand(defs, memo, y, depth + 1))
            }
            Bits::Or(x, y) => {
                operand(defs, memo, x, depth + 1).or(operand(defs, memo, y, depth + 1))
            }
            Bits::Shl(src, k) => reg(defs, memo, src, depth + 1).shift_left(*k),
            Bits::Shr(src, k) => reg(defs, memo, src, depth + 1).shift_right(*k, 64),
            Bits::MulAdd(x, y, addend) => {
                let (x, y) = (
                    operand(defs, memo, x, depth + 1),
                    operand(defs, memo, y, depth + 1),
                );
                let addend = addend.as_ref().map_or(KnownBits::constant(0), |c| {
                    operand(defs, memo, c, depth + 1)
                });
                match (x.value(), y.value(), addend.value()) {
                    (Some(0), _, _) | (_, Some(0), _) => addend,
                    (Some(a), Some(b), Some(c)) => {
                        KnownBits::constant(a.wrapping_mul(b).wrapping_add(c))
                    }
                    _ => KnownBits::UNKNOWN,
                }
            }
            Bits::Pack(elems, w) => {
                let mask = u64::MAX.checked_shl(*w).map_or(u64::MAX, |m| !m);
                let (mut z, mut o) = (0u64, 0u64);
                for (i, e) in elems.iter().enumerate() {
                    let elem = operand(defs, memo, e, depth + 1);
                    let shift = i as u32 * w;
                    if shift < 64 {
                        z |= (elem.zeros & mask) << shift;
                        o |= (elem.ones & mask) << shift;
                    }
                }
                KnownBits { zeros: z, ones: o }
            }
        };
        // Bits above the register's width are zero.
        let known = match def.width {
            16 | 32 => known.within(def.width),
            _ => known,
        };
        memo.insert(name.to_string(), known);
        known
    }
    let mut memo = Memo::new();
    for name in defs.keys() {
        reg(defs, &mut memo, name, 0);
    }
    memo.into_iter().map(|(k, v)| (k, v.pair())).collect()
}

impl OperandEnv for Names {
    fn value(&mut self, name: &str) -> Option<Value> {
        let name = name.trim_start_matches('!');
        if name.is_empty() || name.starts_with('$') && name[1..].starts_with('L') {
            return None;
        }
        let name = self.aliases.get(name).map_or(name, String::as_str);
        let n = self.values.len() as u32;
        Some(*self.values.entry(name.to_string()).or_insert(Value(n)))
    }

    fn k96_possible(&self) -> bool {
        !self.no_k96
    }

    fn constant(&self, name: &str) -> Option<i64> {
        self.constants.get(name).copied()
    }

    fn known_bits(&self, name: &str) -> Option<(u64, u64)> {
        self.known.get(name).copied()
    }

    fn tmem_range(&mut self, base: &str, offset: i64) -> Option<(Addr, Spread)> {
        let (root, offset, spread) = self.ranged(base, offset, 8)?;
        // A bounded range of a base no instruction changes.
        if spread != Spread::NONE && self.unchanging(&root) {
            return Some((Addr::new(self.value(&root)?, offset), spread));
        }
        // A register defined again: the values it may hold.
        let (at, offsets) = self.value_sets.get(self.register_alias(&root))?.clone();
        let least = *offsets.iter().min()?;
        let most = *offsets.iter().max()?;
        // Columns only: every offset on the least one's lanes.
        if offsets.iter().any(|o| o >> 16 != least >> 16) {
            return None;
        }
        let step = offsets
            .iter()
            .fold(0u32, |g, o| gcd(g, u32::try_from(o - least).unwrap_or(0)));
        let spread = Spread {
            cols: u32::try_from(most - least).ok()?,
            lanes: 0,
            step,
        };
        Some((
            Addr::new(self.value(&at)?, offset.checked_add(least)?),
            spread,
        ))
    }

    fn address(&mut self, base: &str, offset: i64) -> Addr {
        // Follow to the root register (bounded, in case of a malformed cycle):
        // single-definition copies and constant offsets; straight-line copies
        // ([`Names::local`], which hold here, also at the end of a chain of derived
        // registers: the reader folds those only where the registers they read keep
        // their value); and registers named as another (`aliases`: a broadcast of a
        // register the same in every lane).
        let (mut base, mut offset) = (base.to_string(), offset);
        for _ in 0..16 {
            if let Some((from, off)) = self.derived.get(&base) {
                offset += off;
                base = from.clone();
            } else if let Some((root, off)) = self.local.get(&base) {
                offset += off;
                base = root.clone();
            } else if self.register_alias(&base) != base {
                base = self.register_alias(&base).to_string();
            } else {
                break;
            }
        }
        // A constant address is an offset from zero: constant TMEM addresses in
        // different registers compare by value (FlashAttention-4 broadcasts its
        // column offsets into a fresh register per MMA block).
        if let Some(c) = self.constants.get(&base).copied() {
            return match self.value(ZERO_BASE) {
                Some(v) => Addr::new(v, offset.wrapping_add(c)),
                None => Addr::UNKNOWN,
            };
        }
        match self.value(&base) {
            Some(v) => Addr::new(v, offset),
            None => Addr::UNKNOWN,
        }
    }
}

/// The name of the base constant addresses are offsets from (not a PTX identifier).
const ZERO_BASE: &str = "zero#address";

/// The registers defined more than once that the straight-line code from a
/// function's entry has defined so far, each as the name of a value for its last
/// definition (`%r2821#entry12`: statement 12's), when that definition computes a
/// predicate-relevant value ([`predicate_expr`]).
#[derive(Default)]
struct EntryVersions(HashMap<String, String>);

impl EntryVersions {
    fn clear(&mut self) {
        self.0.clear();
    }

    /// `stmt` reading each register's last definition's value, where one is known;
    /// `None` when it reads none of them.
    fn rename_reads(&self, stmt: &Statement) -> Option<Statement> {
        if self.0.is_empty() {
            return None;
        }
        let writes = !crate::uniform::dests(stmt).is_empty();
        let mut out = stmt.clone();
        let mut renamed = false;
        for op in out.operands.iter_mut().skip(usize::from(writes)) {
            if let Operand::Name(n) = op {
                if let Some(v) = self.0.get(n.as_str()) {
                    *n = v.clone();
                    renamed = true;
                }
            }
        }
        renamed.then_some(out)
    }

    /// After statement `k` (`stmt`, its reads renamed): what it defines of the
    /// registers not defined once is its value now, or unknown.
    fn define(
        &mut self,
        stmt: &Statement,
        k: usize,
        once: &HashSet<String>,
        names: &mut Names,
        exprs: &mut tcgen05_core::HashMap<Value, Expr>,
    ) {
        let dests = crate::uniform::dests(stmt);
        for d in &dests {
            self.0.remove(*d);
        }
        let [d] = dests[..] else {
            return;
        };
        if once.contains(d) || !matches!(stmt.operands.first(), Some(Operand::Name(_))) {
            return;
        }
        let version = format!("{d}#entry{k}");
        let mut renamed = stmt.clone();
        renamed.operands[0] = Operand::Name(version.clone());
        if let Some((v, expr)) = predicate_expr(&renamed, names) {
            exprs.insert(v, expr);
            self.0.insert(d.to_string(), version);
        }
    }
}

/// How a statement computes a predicate-relevant register (see [`crate::facts`]).
fn predicate_expr(stmt: &Statement, names: &mut Names) -> Option<(Value, Expr)> {
    if stmt.predicate.is_some() {
        return None;
    }
    // `d|p` (`shfl.sync` with its validity predicate): the value goes to `d`.
    let dst = match stmt.operands.first() {
        Some(Operand::Name(d)) => d,
        Some(Operand::Pair(d, _)) if stmt.head() == "shfl" => match d.as_ref() {
            Operand::Name(d) => d,
            _ => return None,
        },
        _ => return None,
    };
    let dst = names.value(dst)?;
    let arg = |i: usize| stmt.operands.get(i);
    let expr = match (stmt.head(), arg(1), arg(2)) {
        // The special registers as the LLVM and MLIR front ends name them.
        ("mov" | "cvt", Some(Operand::Name(src)), None) => match Sreg::in_text(src) {
            Some(sreg) => Expr::Sreg(sreg),
            None => Expr::Copy(names.value(src)?),
        },
        ("and", Some(Operand::Name(a)), Some(Operand::Imm(m))) => {
            Expr::AndConst(names.value(a)?, *m)
        }
        // `shfl.sync.idx.b32 d, x, lane, 31, -1`: lane `lane`'s `x`, every lane taking
        // part.
        ("shfl", Some(Operand::Name(a)), Some(Operand::Imm(_)))
            if stmt.has("idx")
                && matches!(stmt.operands.get(3), Some(Operand::Imm(31)))
                && matches!(stmt.operands.get(4), Some(Operand::Imm(-1))) =>
        {
            Expr::LaneBroadcast(names.value(a)?)
        }
        ("not", Some(Operand::Name(a)), None) if stmt.has("pred") => Expr::NotPred(names.value(a)?),
        ("and", Some(Operand::Name(a)), Some(Operand::Name(b))) if stmt.has("pred") => {
            Expr::AndPreds(names.value(a)?, names.value(b)?)
        }
        ("or", Some(Operand::Name(a)), Some(Operand::Name(b))) if stmt.has("pred") => {
            Expr::OrPreds(names.value(a)?, names.value(b)?)
        }
        ("or", Some(Operand::Name(a)), Some(Operand::Name(b))) if !stmt.has("pred") => {
            Expr::OrInts(names.value(a)?, names.value(b)?)
        }
        ("shr", Some(Operand::Name(a)), Some(Operand::Imm(k))) => {
            Expr::ShrConst(names.value(a)?, *k)
        }
        // A logical shift by a register: of a constant, a table indexed by it.
        ("shr", Some(Operand::Name(a)), Some(Operand::Name(by))) => match stmt.int_type()? {
            (width, false) => Expr::ShrBy {
                x: names.value(a)?,
                by: names.value(by)?,
                width,
            },
            (_, true) => return None,
        },
        ("shl", Some(Operand::Name(a)), Some(Operand::Imm(k))) => {
            Expr::ShlConst(names.value(a)?, *k)
        }
        ("mov", Some(Operand::Imm(c)), None) if stmt.integer_typed() => Expr::Const(*c),
        ("div", Some(Operand::Name(a)), Some(Operand::Imm(d)))
            if stmt.has("u32") || stmt.has("u64") =>
        {
            Expr::DivConst(names.value(a)?, *d)
        }
        ("setp", Some(Operand::Name(a)), Some(Operand::Imm(c)))
            if (stmt.has("eq") || stmt.has("ne")) && stmt.integer_typed() =>
        {
            Expr::CmpConst {
                lhs: names.value(a)?,
                rhs: *c,
                eq: stmt.has("eq"),
            }
        }
        ("setp", Some(Operand::Name(a)), Some(Operand::Imm(c)))
            if stmt.integer_typed()
                && ["lt", "le", "gt", "ge", "lo", "ls", "hi", "hs"]
                    .iter()
                    .any(|k| stmt.has(k)) =>
        {
            Expr::CmpOrder {
                lhs: names.value(a)?,
                rhs: *c,
                less: ["lt", "le", "lo", "ls"].iter().any(|k| stmt.has(k)),
                or_equal: ["le", "ge", "ls", "hs"].iter().any(|k| stmt.has(k)),
                unsigned: ["lo", "ls", "hi", "hs", "u16", "u32", "u64"]
                    .iter()
                    .any(|k| stmt.has(k)),
            }
        }
        ("add", Some(Operand::Name(a)), Some(Operand::Imm(c))) => {
            Expr::AddConst(names.value(a)?, *c)
        }
        // `a * b + c` with a factor 0: `c` (the thread index linearised in a
        // one-dimensional CTA, where `%tid.y` is 0).
        ("mad", Some(a), Some(b)) if stmt.has("lo") && stmt.integer_typed() => {
            let zero = |o: &Operand| match o {
                Operand::Imm(v) => *v == 0,
                Operand::Name(n) => names.constants.get(n) == Some(&0),
                _ => false,
            };
            match stmt.operands.get(3) {
                Some(Operand::Name(c)) if zero(a) || zero(b) => Expr::Copy(names.value(c)?),
                _ => return None,
            }
        }
        _ => return None,
    };
    Some((dst, expr))
}

/// Run `read` on `src` with its comments blanked (offsets kept) and its line index.
fn with_source<T>(
    src: &str,
    read: impl FnOnce(&Source) -> Result<T, PtxError>,
) -> Result<T, PtxError> {
    let lines = LineIndex::new(src);
    let blanked = blank_comments(src).map_err(|e| {
        let (line, col) = lines.line_col(e.pos);
        PtxError {
            line,
            col,
            message: e.message,
        }
    })?;
    let source = Source {
        text: &blanked,
        original: src,
        lines,
    };
    read(&source)
}

/// Read a whole PTX file.
pub fn read_module(src: &str) -> Result<PtxModule, PtxError> {
    with_source(src, read_module_blanked)
}

fn read_module_blanked(source: &Source) -> Result<PtxModule, PtxError> {
    let (tops, target) = top_level(source)?;
    let src = source.text;
    let bodies = kernel_bodies(src, &tops);
    let k96_possible = target.is_empty() || target.iter().any(|t| t.starts_with("sm_103"));
    let mut functions = Vec::new();
    let mut module_shared: Vec<SharedSymbol> = Vec::new();
    for top in tops {
        match top {
            Top::Shared(sym) => module_shared.push(sym),
            Top::Function {
                name,
                entry,
                header,
                body,
            } => {
                let header = &src[header.0..header.1];
                let own = param_names(header);
                // A `.func` that is a kernel's whole body is read as the kernel.
                let context = match bodies.get(name.as_str()) {
                    Some(kernel) => Context {
                        is_entry: true,
                        module_shared: &module_shared,
                        exact_threads: required_block(kernel.header),
                        block_threads: declared_block(kernel.header),
                        flat: flat_block(kernel.header),
                        param_symbols: Vec::new(),
                        param_pointers: kernel
                            .pointer_params
                            .iter()
                            .filter_map(|&i| own.get(i).map(|p| p.to_string()))
                            .collect(),
                        k96_possible,
                    },
                    None => Context {
                        is_entry: entry,
                        module_shared: &module_shared,
                        exact_threads: required_block(header),
                        block_threads: declared_block(header),
                        flat: flat_block(header),
                        param_symbols: if entry {
                            own.iter().map(|p| p.to_string()).collect()
                        } else {
                            Vec::new()
                        },
                        param_pointers: Vec::new(),
                        k96_possible,
                    },
                };
                let function = read_function(source, &name, body.0, body.1, &context)?;
                functions.push(function);
            }
        }
    }
    Ok(PtxModule { functions, target })
}

/// A top-level item of a module that reading its functions needs.
enum Top {
    /// A module-level `.shared` declaration.
    Shared(SharedSymbol),
    /// A function with a body: its name, whether it is an `.entry`, the byte range
    /// of its header (from the keyword) and of its body (inside the braces).
    Function {
        name: String,
        entry: bool,
        header: (usize, usize),
        body: (usize, usize),
    },
}

/// The module's `.shared` declarations and functions with bodies, in order, and its
/// `.target`.
fn top_level(source: &Source) -> Result<(Vec<Top>, Vec<String>), PtxError> {
    let src = source.text;
    let mut tops = Vec::new();
    let mut target = Vec::new();
    let mut i = 0;
    let bytes = src.as_bytes();
    while i < src.len() {
        let rest = &src[i..];
        if rest.starts_with(".target") {
            let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
            target = line[".target".len()..]
                .split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect();
        }
        // `.entry`/`.func` may follow linkage directives: `.visible .entry k(`.
        let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
        let keyword = line
            .split_whitespace()
            .take_while(|t| t.starts_with('.'))
            .find(|t| {
                *t == ".entry"
                    || *t == ".func"
                    || t.starts_with(".entry(")
                    || t.starts_with(".func(")
            });
        if let Some(keyword) = keyword {
            // The name follows the keyword (after an optional return list for .func).
            let header_end = rest
                .find(['{', ';'])
                .map(|n| i + n)
                .ok_or_else(|| source.error_at(i, "function header without a body or `;`"))?;
            let kw_at = rest.find(keyword).map_or(i, |n| i + n);
            let header = &src[kw_at..header_end];
            let name = function_name(header).unwrap_or_else(|| "<anonymous>".into());
            if bytes[header_end] == b';' {
                i = header_end + 1; // A prototype.
                continue;
            }
            let body_end = matching_brace(source, header_end)?;
            tops.push(Top::Function {
                name,
                entry: keyword.starts_with(".entry"),
                header: (kw_at, header_end),
                body: (header_end + 1, body_end),
            });
            i = body_end + 1;
            continue;
        }
        if let Some(sym) = shared_decl(line) {
            tops.push(Top::Shared(sym));
        }
        // Skip other top-level text (directives, declarations) line by line, but keep
        // brace-balanced initializers intact.
        match rest.find(['\n', '{']) {
            Some(n) if bytes[i + n] == b'{' => i = matching_brace(source, i + n)? + 1,
            Some(n) => i += n + 1,
            None => break,
        }
    }
    Ok((tops, target))
}

/// The loads (by item) through a generic pointer into kernel parameters, which no
/// thread writes: every definition of the address register is the generic address
/// of a parameter (`cvta.param` of one of `param_symbols`, or of a register that
/// only holds one's address), a load of one of `param_pointers` (a kernel body's
/// argument), or a copy of or an offset from such a register.
fn param_loads(parsed: &[Option<Statement>], context: &Context) -> HashSet<usize> {
    let mut out = HashSet::new();
    let takes_address = |s: &Statement| s.head() == "cvta" && s.has("param");
    if context.param_pointers.is_empty()
        && (context.param_symbols.is_empty() || !parsed.iter().flatten().any(takes_address))
    {
        return out;
    }
    fn name(stmt: &Statement, i: usize) -> Option<&str> {
        match stmt.operands.get(i) {
            Some(Operand::Name(n)) => Some(n.as_str()),
            _ => None,
        }
    }
    // Registers with some definition that is none of the forms above are out.
    let mut symbols: HashSet<&str> = HashSet::new();
    let mut pointers: HashSet<&str> = HashSet::new();
    let mut other: HashSet<&str> = HashSet::new();
    for _round in 0..8 {
        let before = (symbols.len(), pointers.len(), other.len());
        for stmt in parsed.iter().flatten() {
            let Some(d) = name(stmt, 0) else { continue };
            if stmt.predicate.is_some() || !d.starts_with('%') {
                continue;
            }
            let is_param_symbol = |n: &str| context.param_symbols.iter().any(|p| p == n);
            let points = |n: Option<&str>| n.is_some_and(|n| pointers.contains(n));
            let (symbol, pointer) = match (stmt.head(), stmt.operands.len()) {
                ("mov", 2) if name(stmt, 1).is_some_and(is_param_symbol) => (true, false),
                ("mov", 2) => (false, points(name(stmt, 1))),
                ("cvta", 2) if stmt.has("param") && !stmt.has("to") => {
                    let src = name(stmt, 1);
                    (
                        false,
                        src.is_some_and(|n| is_param_symbol(n) || symbols.contains(n)),
                    )
                }
                ("ld", 2) if stmt.has("param") => (
                    false,
                    matches!(stmt.operands.get(1), Some(Operand::Address { base, offset: 0, .. })
                        if context.param_pointers.iter().any(|p| p == base)),
                ),
                ("add", 3) => (false, points(name(stmt, 1)) != points(name(stmt, 2))),
                _ => (false, false),
            };
            if symbol {
                symbols.insert(d);
            } else if pointer {
                pointers.insert(d);
            } else {
                other.insert(d);
            }
        }
        symbols.retain(|r| !other.contains(r) && !pointers.contains(r));
        pointers.retain(|r| !other.contains(r) && !symbols.contains(r));
        if (symbols.len(), pointers.len(), other.len()) == before {
            break;
        }
    }
    for (k, stmt) in parsed.iter().enumerate() {
        let Some(stmt) = stmt else { continue };
        let generic = !["global", "shared", "local", "const"]
            .iter()
            .any(|space| stmt.has(space));
        if stmt.head() == "ld" && generic {
            if let Some(Operand::Address { base, .. }) = stmt.operands.get(1) {
                if pointers.contains(base.as_str()) {
                    out.insert(k);
                }
            }
        }
    }
    out
}

/// A function header's parameter names, in order: the last word of each `.param`
/// declaration before its `[`, `,` or `)`.
fn param_names(header: &str) -> Vec<&str> {
    // Past the return list of a `.func (.param .b32 r) f(...)`: from the name's `(`.
    let params = header.find('(').map_or(header, |at| {
        match header[..at].trim_end().ends_with(".func") {
            true => header[at..].find(')').map_or("", |e| &header[at + e + 1..]),
            false => &header[at..],
        }
    });
    params
        .split(".param")
        .skip(1)
        .filter_map(|d| d.split([',', ')', '[']).next()?.split_whitespace().last())
        .collect()
}

/// A kernel whose body only calls one `.func` ([`kernel_bodies`]).
struct KernelBody<'a> {
    /// The kernel's header (its block-size directives).
    header: &'a str,
    /// The callee's parameters (by position) that receive the generic address of
    /// one of the kernel's parameters.
    pointer_params: Vec<usize>,
}

/// The `.func`s that are a kernel's whole body, by name: LLVM's NVPTX back end
/// compiles a kernel whose body it did not inline (clang's ThunderKittens GEMMs: the
/// kernel only calls `mxfp8_gemm::kernel` with its `__grid_constant__` globals) as
/// `mov.b64 %rd1, k_param_0; cvta.param.u64 %rd2, %rd1;` and a `call.uni` of the
/// body with `%rd2`, then `ret`. The body runs in every thread of the kernel's CTA,
/// exactly once and from its start, as a kernel does; and a parameter that receives
/// such an address points at kernel parameters, which no thread writes (PTX ISA
/// 5.1.6.1: kernel parameters are read-only and shared by all threads of the grid).
/// Only a `.func` that nothing else names (no other call, no address taken).
fn kernel_bodies<'a>(src: &'a str, tops: &[Top]) -> HashMap<&'a str, KernelBody<'a>> {
    let mut out = HashMap::new();
    for top in tops {
        let Top::Function {
            entry: true,
            header,
            body,
            ..
        } = top
        else {
            continue;
        };
        let header = &src[header.0..header.1];
        let Some((callee, pointer_params)) = only_call(header, src, *body) else {
            continue;
        };
        // The callee's name appears in no other body but its own (its parameters'
        // names start with it), and once in this one.
        let uses: usize = tops
            .iter()
            .filter_map(|t| match t {
                Top::Function { name, body, .. } if name != callee => {
                    Some(src[body.0..body.1].matches(callee).count())
                }
                _ => None,
            })
            .sum();
        let defined = tops
            .iter()
            .any(|t| matches!(t, Top::Function { name, entry: false, .. } if name == callee));
        if uses == 1 && defined {
            out.insert(
                callee,
                KernelBody {
                    header,
                    pointer_params,
                },
            );
        }
    }
    out
}

/// The `.func` a kernel body only calls, and which of its arguments are the generic
/// addresses of the kernel's parameters: every statement is a register or
/// parameter declaration, an `ld.param` of a kernel parameter, a `mov` of one's
/// address, a `cvta.param` of it, a `st.param` of an argument, the one `call` (with
/// no result), or `ret`; no label. The body is split by the reader's own lexer.
fn only_call<'a>(
    header: &str,
    src: &'a str,
    body: (usize, usize),
) -> Option<(&'a str, Vec<usize>)> {
    let params = param_names(header);
    let items = lex_items(src, body.0, body.1, LastStatement::NeedsSemicolon).ok()?;
    // Registers holding a parameter's address (`mov`) or its generic address
    // (`cvta.param`), and the call arguments that hold a generic one.
    let mut symbol: HashSet<&str> = HashSet::new();
    let mut generic: HashSet<&str> = HashSet::new();
    let mut stored: HashSet<&str> = HashSet::new();
    let mut call: Option<(&str, Vec<&str>)> = None;
    for item in &items {
        let stmt = match item {
            // No statement here jumps (any jump is refused below): control falls
            // through a label.
            Item::Open { .. } | Item::Close { .. } | Item::Label { .. } => continue,
            // The statement's text in `src`, without its `;`.
            Item::Stmt { start, end, .. } => src[*start..*end].trim_end_matches(';').trim(),
        };
        if stmt.starts_with(".reg") || stmt.starts_with(".param") {
            continue;
        }
        let (op, at) = crate::ptx_decode::split_opcode(stmt);
        let rest = &stmt[at..];
        let args: Vec<&str> = rest.split(',').map(str::trim).collect();
        match op.as_str() {
            "ret" if rest.trim().is_empty() => {}
            "mov.b64" | "mov.u64" if args.len() == 2 && params.contains(&args[1]) => {
                symbol.insert(args[0]);
            }
            "cvta.param.u64" | "cvta.param::entry.u64"
                if args.len() == 2 && (symbol.contains(args[1]) || params.contains(&args[1])) =>
            {
                generic.insert(args[0]);
            }
            "st.param.b64" | "st.param.u64" if args.len() == 2 => {
                let slot = args[0].strip_prefix('[')?.strip_suffix(']')?.trim();
                if generic.contains(args[1]) {
                    stored.insert(slot);
                }
            }
            // Any other `st.param` of an argument, and loads of the kernel's own
            // parameters to pass on.
            _ if op.starts_with("st.param") || op.starts_with("ld.param") => {}
            "call" | "call.uni" if call.is_none() && !rest.trim_start().starts_with('(') => {
                let (callee, list) = rest.split_once(',')?;
                let list = list.trim().strip_prefix('(')?.strip_suffix(')')?;
                call = Some((
                    callee.trim(),
                    list.split(',')
                        .map(str::trim)
                        .filter(|a| !a.is_empty())
                        .collect(),
                ));
            }
            _ => return None,
        }
    }
    let (callee, list) = call?;
    let pointers = list
        .iter()
        .enumerate()
        .filter(|(_, a)| stored.contains(*a))
        .map(|(i, _)| i)
        .collect();
    Some((callee, pointers))
}

fn function_name(header: &str) -> Option<String> {
    let after_kw = header
        .trim_start()
        .trim_start_matches(".entry")
        .trim_start_matches(".func")
        .trim_start();
    // `.func (.param .b32 r) name(...)`: skip a leading return list.
    let after_ret = if after_kw.starts_with('(') {
        &after_kw[after_kw.find(')')? + 1..]
    } else {
        after_kw
    };
    let name: String = after_ret
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || "_$.".contains(*c))
        .collect();
    (!name.is_empty()).then_some(name)
}

/// The `}` matching the `{` at `open` (comments are already blanked; strings are
/// skipped).
fn matching_brace(source: &Source, open: usize) -> Result<usize, PtxError> {
    let bytes = source.text.as_bytes();
    let mut depth = 0usize;
    let mut i = open;
    while i < bytes.len() {
        match bytes[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Ok(i);
                }
            }
            b'"' => {
                i += source.text[i + 1..].find('"').map_or(0, |n| n + 1);
            }
            _ => {}
        }
        i += 1;
    }
    Err(source.error_at(open, "unbalanced `{`: missing `}`"))
}

/// Read a bare body (statements and labels, no header) as one function named `name`.
/// The compact format of the core's unit tests.
/// A bare body is read as a kernel: `.shared` objects it declares are closed.
pub fn read_body(src: &str, name: &str) -> Result<PtxFunction, PtxError> {
    with_source(src, |source| {
        read_function(source, name, 0, source.text.len(), &Context::kernel(&[]))
    })
}

/// What a function's reading needs from the module around it.
struct Context<'a> {
    /// `.entry` (a kernel) rather than `.func`.
    is_entry: bool,
    /// Names of module-level `.shared` objects.
    module_shared: &'a [SharedSymbol],
    /// The exact number of threads of a CTA, from `.reqntid` (not `.maxntid`).
    exact_threads: Option<u32>,
    /// The most threads a CTA can have (`.reqntid`, `.maxntid`):
    /// [`Function::block_threads`], known before the barriers are ordered.
    block_threads: Option<u32>,
    /// A kernel's parameters: their `cvta.param` addresses point at memory no thread
    /// writes (PTX ISA 5.1.6.1).
    param_symbols: Vec<String>,
    /// The parameters of a kernel's body ([`kernel_bodies`]) that receive such an
    /// address.
    param_pointers: Vec<String>,
    /// The module may target `sm_103a`, the only architecture with K = 96 MMAs
    /// (PTX ISA 9.7.16.2.1.1): no `.target`, or one naming `sm_103`.
    k96_possible: bool,
    /// The CTA is declared one-dimensional ([`flat_block`]).
    flat: bool,
}

impl Context<'_> {
    fn kernel(module_shared: &[SharedSymbol]) -> Context<'_> {
        Context {
            is_entry: true,
            module_shared,
            exact_threads: None,
            block_threads: None,
            param_symbols: Vec::new(),
            param_pointers: Vec::new(),
            k96_possible: true,
            flat: false,
        }
    }
}

/// The symbol a `.shared` declaration declares: the last word before `[`, `=` or the
/// end (`.extern .shared .align 16 .b8 global_smem[];`).
fn shared_decl(decl: &str) -> Option<SharedSymbol> {
    let words: Vec<&str> = decl.split_whitespace().collect();
    if !words.contains(&".shared") {
        return None;
    }
    let last = words
        .iter()
        .rev()
        .find(|w| !w.starts_with('.') && !w.starts_with('='))?;
    let name: String = last
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || "_$".contains(*c))
        .collect();
    // `.align N`: the declared alignment in bytes.
    let align = words
        .iter()
        .position(|w| *w == ".align")
        .and_then(|i| words.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    // `.extern .shared .align 16 .b8 smem[];`: dynamic shared memory.
    let dynamic = words.contains(&".extern") && last.trim_end_matches(';').ends_with("[]");
    (!name.is_empty()).then_some(SharedSymbol {
        name,
        align,
        dynamic,
    })
}

/// The deepest nesting of `{ }` scopes, the function body included, that ptxas 13.5
/// assembles (measured: 1663 scopes inside a body pass, 1664 fail with "memory
/// exhausted").
const MAX_SCOPE_DEPTH: usize = 1664;

/// The directives a function body may contain (PTX ISA chapters 5 and 11): state
/// space declarations, performance tuning, debugging and call/branch tables. Any other
/// directive is reported rather than skipped, so a construct the reader does not model
/// is never silently ignored.
const BODY_DIRECTIVES: &[&str] = &[
    ".reg",
    ".local",
    ".shared",
    ".param",
    ".const",
    ".global",
    ".tex",
    ".surfref",
    ".texref",
    ".samplerref",
    ".extern",
    ".weak",
    ".visible",
    ".align",
    ".pragma",
    ".section",
    ".maxnreg",
    ".maxntid",
    ".reqntid",
    ".minnctapersm",
    ".maxnctapersm",
    ".noreturn",
    ".callprototype",
    ".calltargets",
    ".branchtargets",
    ".explicitcluster",
    ".reqnctapercluster",
    ".maxclusterrank",
    ".blocksareclusters",
    ".alias",
    ".abi_preserve",
    ".abi_preserve_control",
    ".dwarf",
];

/// The block size a function header declares: `.reqntid x[, y[, z]]`, else
/// `.maxntid ...` (comments blanked by the caller's source).
fn declared_block(header: &str) -> Option<u32> {
    block_directive(header, &[".reqntid", ".maxntid"])
}

/// The block size a function header requires exactly (`.reqntid x[, y[, z]]`).
fn required_block(header: &str) -> Option<u32> {
    block_directive(header, &[".reqntid"])
}

/// Whether the header declares a one-dimensional CTA: `.reqntid` or `.maxntid`
/// (the first it has) with one extent, or with extents 1 in y and z. `.maxntid`
/// gives "the maximum extent of each dimension" (PTX ISA, performance-tuning
/// directives), as LLVM reads it too (its `nvvm.maxntid` "256,1,1" gives
/// `%tid.y` the range [0, 1)). In such a CTA `%tid.y` and `%tid.z` are 0 and
/// `%ntid.y` and `%ntid.z` are 1.
fn flat_block(header: &str) -> bool {
    [".reqntid", ".maxntid"]
        .iter()
        .find_map(|d| block_extents(header, d))
        .filter(|dims| tcgen05_core::model::declared_threads(dims).is_some())
        .is_some_and(|dims| dims.split(',').skip(1).all(|d| d.trim() == "1"))
}

/// In a one-dimensional CTA ([`flat_block`]), `stmt` reading `%tid.y`/`%tid.z` as
/// 0 and `%ntid.y`/`%ntid.z` as 1 (LLVM's code generation linearises the thread
/// index as `%tid.x + %tid.y * %ntid.x + ...` with `mad.lo`; Mosaic GPU).
fn flatten_thread_index(stmt: &mut Statement) {
    let skip = usize::from(!crate::uniform::dests(stmt).is_empty());
    for o in stmt.operands.iter_mut().skip(skip) {
        if let Operand::Name(n) = o {
            match n.as_str() {
                "%tid.y" | "%tid.z" => *o = Operand::Imm(0),
                "%ntid.y" | "%ntid.z" => *o = Operand::Imm(1),
                _ => {}
            }
        }
    }
}

/// The block size of the first of `directives` the header has.
fn block_directive(header: &str, directives: &[&str]) -> Option<u32> {
    directives
        .iter()
        .find_map(|d| tcgen05_core::model::declared_threads(block_extents(header, d)?))
}

/// The extents that follow `directive` in a function header (`256, 1, 1`).
fn block_extents<'h>(header: &'h str, directive: &str) -> Option<&'h str> {
    let at = header.find(directive)? + directive.len();
    let rest = &header[at..];
    // The numbers and commas that follow.
    let end = rest
        .find(|c: char| !(c.is_ascii_digit() || c == ',' || c.is_whitespace()))
        .unwrap_or(rest.len());
    Some(rest[..end].trim())
}

fn check_body_directive(text: &str) -> Result<(), String> {
    // The directive's name ends at the next `.`: ptxas takes `.reg.u64 p;` (Tilus).
    let word: String = text
        .char_indices()
        .take_while(|&(i, c)| c.is_ascii_alphanumeric() || c == '_' || (i == 0 && c == '.'))
        .map(|(_, c)| c)
        .collect();
    if BODY_DIRECTIVES.contains(&word.as_str()) {
        Ok(())
    } else {
        Err(format!(
            "not supported: directive `{word}` in a function body"
        ))
    }
}

fn is_jump(stmt: &Statement) -> bool {
    matches!(stmt.head(), "bra" | "ret" | "exit" | "brx")
}

fn read_function(
    source: &Source,
    name: &str,
    from: usize,
    to: usize,
    context: &Context,
) -> Result<PtxFunction, PtxError> {
    let items = lex_items(source.text, from, to, LastStatement::NeedsSemicolon)
        .map_err(|e| source.lex_error(e))?;
    // Pass 1: scopes and label definitions.
    let mut scope_stack: Vec<usize> = vec![0];
    let mut scope_parent: Vec<Option<usize>> = vec![None];
    let mut labels: HashMap<(usize, String), usize> = HashMap::new(); // -> item index
    let mut item_scope = Vec::with_capacity(items.len());
    let mut scoped = ScopedRegs::default();
    for (k, item) in items.iter().enumerate() {
        match item {
            Item::Open { start } => {
                if scope_stack.len() >= MAX_SCOPE_DEPTH {
                    return Err(source.error_at(
                        *start,
                        format!("scopes nested deeper than {MAX_SCOPE_DEPTH} levels (ptxas 13.5 rejects deeper nesting)"),
                    ));
                }
                scope_parent.push(scope_stack.last().copied());
                scope_stack.push(scope_parent.len() - 1);
            }
            Item::Close { start } => {
                if scope_stack.len() == 1 {
                    return Err(source.error_at(*start, "unbalanced `}`"));
                }
                scope_stack.pop();
            }
            Item::Label { name, start } => {
                let scope = *scope_stack.last().unwrap_or(&0);
                if labels.insert((scope, name.clone()), k).is_some() {
                    return Err(source
                        .error_at(*start, format!("label `{name}` defined twice in one scope")));
                }
            }
            Item::Stmt { text, .. } if text.starts_with(".reg") => {
                let scope = *scope_stack.last().unwrap_or(&0);
                if scope != 0 {
                    scoped.declare(scope, text);
                }
            }
            Item::Stmt { .. } => {}
        }
        item_scope.push(*scope_stack.last().unwrap_or(&0));
    }
    scoped.parent = scope_parent.clone();
    // `TABLE: .branchtargets L1, L2, ...;` (the jump tables of `brx.idx`).
    let branch_tables: HashMap<String, Vec<String>> = items
        .windows(2)
        .filter_map(|w| match (&w[0], &w[1]) {
            (Item::Label { name, .. }, Item::Stmt { text, .. }) => {
                text.strip_prefix(".branchtargets").map(|rest| {
                    (
                        name.clone(),
                        rest.split(',')
                            .map(|l| l.trim().to_string())
                            .filter(|l| !l.is_empty())
                            .collect(),
                    )
                })
            }
            _ => None,
        })
        .collect();
    let resolve = |mut scope: usize, label: &str| -> Option<usize> {
        loop {
            if let Some(k) = labels.get(&(scope, label.to_string())) {
                return Some(*k);
            }
            scope = scope_parent[scope]?;
        }
    };
    // Pass 2: statements into blocks. A label or the statement after a jump starts a
    // block; jumps name their targets by item index until blocks are numbered.
    struct Pending {
        block: Block,
        spans: Vec<(usize, usize)>,
        label_item: Option<usize>,
        targets: Vec<usize>,
        falls_through: bool,
        ends_in_jump: bool,
        /// `@p bra` / `@!p bra`: the predicate, whether negated, the target item.
        cond: Option<(Value, bool, usize)>,
        /// A `brx.idx` at the end: its item.
        brx: Option<usize>,
    }
    let new_block = |label_item| Pending {
        block: Block::default(),
        spans: Vec::new(),
        label_item,
        targets: Vec::new(),
        falls_through: true,
        ends_in_jump: false,
        cond: None,
        brx: None,
    };
    let parsed: Vec<Option<Statement>> = items
        .iter()
        .enumerate()
        .map(|(k, item)| match item {
            Item::Stmt { text, .. } if !text.starts_with('.') => {
                parse_statement(text).ok().map(|mut stmt| {
                    scoped.rename(item_scope[k], &mut stmt);
                    if context.flat {
                        flatten_thread_index(&mut stmt);
                    }
                    stmt
                })
            }
            _ => None,
        })
        .collect();
    // Where each jump may go, by item index: for the register analyses
    // ([`stable_derivations`], [`lockstep_pairs`]) and for the blocks of pass 2, which
    // reports the labels that do not resolve.
    let jump_targets: JumpTargets = parsed
        .iter()
        .enumerate()
        .filter_map(|(k, stmt)| {
            let stmt = stmt.as_ref().filter(|s| is_jump(s))?;
            let targets = match stmt.head() {
                "bra" => match stmt.operands.first() {
                    Some(Operand::Name(l)) => resolve(item_scope[k], l)
                        .map(|t| vec![t])
                        .ok_or_else(|| format!("branch to undefined label `{l}`")),
                    _ => Err("branch without a target label".to_string()),
                },
                // `brx.idx %r, TABLE` reaches the labels of TABLE's `.branchtargets`;
                // without the table, any label.
                "brx" => match stmt.operands.get(1) {
                    Some(Operand::Name(t)) if branch_tables.contains_key(t) => branch_tables[t]
                        .iter()
                        .map(|l| {
                            resolve(item_scope[k], l)
                                .ok_or_else(|| format!("branch table names undefined label `{l}`"))
                        })
                        .collect(),
                    _ => Ok(labels.values().copied().collect()),
                },
                _ => Ok(Vec::new()),
            };
            Some((k, targets))
        })
        .collect();
    // Reads of reused registers that hold one constant: renamed where instructions
    // are classified (the analyses over `parsed` follow definitions themselves).
    let constant_reads = constant_reads(&items, &parsed, &jump_targets);
    let mut single = single_defs(&items, &parsed, &jump_targets, context.block_threads);
    // An alias (a load of a TMEM address slot, a stable comparison) is one value at
    // every definition: the walks keep what they know of it across a definition.
    single.invariant.extend(single.aliases.keys().cloned());
    let mut names = Names {
        no_k96: !context.k96_possible,
        constants: single.constants,
        derived: single.derived,
        known: single.known,
        aliases: single.aliases,
        ..Names::default()
    };
    for (r, c) in constant_reads.values().flatten() {
        names.constants.insert(constant_read_name(r, *c), *c);
    }
    // A recomputed comparison's predicate is the earlier one's value, and its `setp`
    // writes that value again: not a definition the walks need to forget.
    let mut recomputes: HashMap<usize, String> = HashMap::new();
    // Guards on a negation's name are flipped where they are read.
    let mut negations: HashSet<String> = single.negations.clone();
    for (k, later, earlier, negated) in &single.recomputed {
        names.aliases.insert(later.clone(), earlier.clone());
        recomputes.insert(*k, earlier.clone());
        if *negated {
            negations.insert(later.clone());
        }
    }
    // The shared memory generic writes and MMA / `tcgen05.cp` operands may touch.
    let shared_symbols: Vec<SharedSymbol> = context
        .module_shared
        .iter()
        .cloned()
        .chain(items.iter().filter_map(|item| match item {
            Item::Stmt { text, .. } if text.starts_with('.') => shared_decl(text),
            _ => None,
        }))
        .collect();
    let jumps_by_target = jumps_by_target(&jump_targets);
    if jumps_by_target.is_some() {
        names.set_once = std::mem::take(&mut single.set_once);
        names.read_after_set = std::mem::take(&mut single.read_after_set);
        let uniform = warp_uniform_registers(&parsed, &single.once, &names.set_once);
        // Its `shfl` writes the value the register already holds: no definition.
        for (k, later, x) in uniform_broadcasts(&parsed, &single.once, &uniform) {
            names.aliases.insert(later, x.clone());
            recomputes.insert(k, x);
        }
        names.value_sets = value_sets(&std::mem::take(&mut single.forms), &names, &uniform);
    }
    let staging = tensormap_staging(&parsed, &mut names);
    // Only a kernel's parameters come from the host (a kernel's body read as the
    // kernel gets them passed on); a `.func` may be given a shared-memory pointer.
    let host_pointers = if context.is_entry {
        host_pointers(&parsed, &single.once)
    } else {
        HashSet::new()
    };
    let facts = crate::smem_spans::smem_spans(
        &parsed,
        &shared_symbols,
        jumps_by_target.as_deref(),
        context.block_threads,
    );
    let spans_of = facts.spans;
    let dispatches = facts.dispatches;
    // Loads of a word only its allocation writes: one value, the allocation's.
    for (reg, sym, off) in &single.slot_loads {
        if facts.alloc_slots.iter().any(|(s, o)| s == sym && o == off) {
            names.aliases.insert(reg.clone(), slot_alias(sym, *off));
            single.invariant.push(reg.clone());
        }
    }
    let load_writers = facts.load_writers;
    for (k, ranges) in facts.addends {
        let Some(stmt) = &parsed[k] else { continue };
        let names_of = |i: usize| match stmt.operands.get(i) {
            Some(Operand::Name(n)) => Some(n.clone()),
            _ => None,
        };
        if let (Some(d), Some(a), Some(b)) = (names_of(0), names_of(1), names_of(2)) {
            // An `or` of operands with no common possible bit is their sum; a `sub`
            // is one only as `a + (-b)` (its second operand is never a base).
            let possible = |n: &str| names.known.get(n).map(|(zeros, _)| !zeros);
            let sum = match stmt.head() {
                "or" => possible(&a)
                    .zip(possible(&b))
                    .is_some_and(|(x, y)| x & y == 0),
                "sub" => ranges[1].is_some(),
                _ => true,
            };
            if sum && single.once.contains(&d) {
                names.sums.insert(d, [(a, ranges[0]), (b, ranges[1])]);
            }
        }
    }
    names.once = single.once.clone();
    let mut smem_spans: Vec<(InstRef, SmemSpan)> = Vec::new();
    // The instruction of each item (for the analyses over the finished function).
    let mut item_at: Vec<Option<InstRef>> = vec![None; items.len()];
    let mut blocks: Vec<Pending> = vec![new_block(None)];
    let mut exprs: tcgen05_core::HashMap<Value, Expr> = Default::default();
    let mut leader_flags = LeaderFlags {
        two_defs: elect_flag_presets(&parsed),
        jumps: jumps_by_target.clone(),
        constants: names.constants.clone(),
        ..LeaderFlags::default()
    };
    // A label some jump may go to is a merge point and starts a block; a label no
    // jump names is none (control only falls through it), so it neither starts a
    // block nor ends the straight-line code the leader flags hold in. A jump whose
    // targets do not resolve fails this pass below.
    let jumped_to: HashSet<usize> = jump_targets
        .values()
        .filter_map(|t| t.as_ref().ok())
        .flatten()
        .copied()
        .collect();
    let mut straight_line = 0usize;
    let mut entry_versions = EntryVersions::default();
    let mut calls = false;
    for (k, item) in items.iter().enumerate() {
        match item {
            Item::Label { name, .. } => {
                if !jumped_to.contains(&k) {
                    let cur = blocks.last_mut().expect("one block");
                    if cur.block.insts.is_empty() && cur.block.name.is_empty() {
                        cur.block.name = name.clone();
                    }
                    continue;
                }
                straight_line += 1;
                names.local.clear();
                let cur = blocks.last().expect("one block");
                if !cur.block.insts.is_empty() || cur.label_item.is_some() {
                    blocks.push(new_block(Some(k)));
                }
                let cur = blocks.last_mut().expect("one block");
                cur.label_item = Some(k);
                cur.block.name = name.clone();
            }
            // Declarations and directives (`.reg`, `.local`, `.pragma`) are no
            // instructions; one the reader does not know is named, not skipped.
            Item::Stmt { text, start, .. } if text.starts_with('.') => {
                check_body_directive(text).map_err(|m| source.error_at(*start, m))?;
            }
            Item::Stmt { text, start, end } => {
                if blocks
                    .last()
                    .is_some_and(|b| !b.falls_through || b.ends_in_jump)
                {
                    blocks.push(new_block(None));
                }
                let mut stmt = parse_statement(text).map_err(|e| source.error_at(*start, e.0))?;
                scoped.rename(item_scope[k], &mut stmt);
                if context.flat {
                    flatten_thread_index(&mut stmt);
                }
                let reads = constant_reads.get(&k).map_or(&[][..], Vec::as_slice);
                rename_constant_reads(&mut stmt, reads);
                let mut c =
                    classify(&stmt, &mut names).map_err(|e| source.error_at(*start, e.0))?;
                // The register itself is still read (R-LD-USE orders by registers).
                for v in reads.iter().filter_map(|(r, _)| names.value(r)) {
                    if !c.uses.contains(&v) {
                        c.uses.push(v);
                    }
                }
                if let Some(v) = recomputes.get(&k).and_then(|p| names.value(p)) {
                    c.defs.retain(|d| *d != v);
                }
                track_local_copy(&stmt, &mut names);
                // A negation guards with the earlier predicate's other side.
                if let (Some(Guard::Pred { negated, .. }), Some((p, _))) =
                    (c.guard.as_mut(), &stmt.predicate)
                {
                    if negations.contains(p) {
                        *negated = !*negated;
                    }
                }
                if c.op == Op::GenericSharedWrite && writes_staging(&stmt, &staging, &mut names) {
                    // Bytes of a tensormap being built: read by
                    // `tensormap.cp_fenceproxy` in the tensormap proxy (R-TMAP), never
                    // by an MMA or a TMA in the async proxy (R-PROXY).
                    c.op = Op::Plain;
                }
                if c.op == Op::GenericSharedWrite && writes_host_memory(&stmt, &host_pointers) {
                    // A generic store through a pointer the host passed: global memory.
                    c.op = Op::Plain;
                }
                if c.op == Op::Elect {
                    for d in stmt.operands.iter().flat_map(|o| o.names()) {
                        if let Some(v) = names.value(d) {
                            names.elect_preds.insert(v);
                            if single.once.contains(d) {
                                exprs.insert(v, Expr::Elect);
                            }
                        }
                    }
                }
                if let Some(Guard::Pred {
                    value,
                    negated: false,
                }) = c.guard
                {
                    if names.elect_preds.contains(&value) {
                        c.guard = Some(Guard::Elect);
                    }
                }
                let first_dst = match stmt.operands.first() {
                    Some(Operand::Name(d)) => Some(d),
                    Some(Operand::Pair(d, _)) => match d.as_ref() {
                        Operand::Name(d) => Some(d),
                        _ => None,
                    },
                    _ => None,
                };
                // In the code only the entry reaches (no label jumped to yet), a
                // register defined more than once holds, where it is read, what its
                // last definition above wrote: nvcc computes the warp index from
                // `%tid.x`'s register and later reuses that register as a loop
                // counter (CUTLASS's FMHA backward).
                let read = if straight_line == 0 {
                    entry_versions.rename_reads(&stmt)
                } else {
                    entry_versions.clear();
                    None
                };
                let read = read.as_ref().unwrap_or(&stmt);
                // A recomputation (of a comparison, or a broadcast) writes a value
                // that holds its fact already: from the first computation, or from
                // the leader flag it was tested as there.
                if first_dst.is_some_and(|d| single.once.contains(d))
                    && !recomputes.contains_key(&k)
                {
                    // A negation's value is its alias's: the fact of the comparison it
                    // negates.
                    let canonical = first_dst
                        .filter(|d| negations.contains(*d))
                        .and_then(|_| complement_comparison(&read.opcode))
                        .map(|opcode| Statement {
                            opcode,
                            ..read.clone()
                        });
                    if let Some((dst, expr)) =
                        predicate_expr(canonical.as_ref().unwrap_or(read), &mut names)
                    {
                        exprs.insert(dst, expr);
                    }
                }
                if straight_line == 0 {
                    entry_versions.define(read, k, &single.once, &mut names, &mut exprs);
                }
                // Every statement: a redefinition ends what the flags know.
                if let Some((q, is_leader)) = leader_flags.step(&stmt, straight_line, k) {
                    let is_leader = is_leader != negations.contains(&q);
                    if let (true, Some(qv)) = (single.once.contains(&q), names.value(&q)) {
                        if is_leader {
                            exprs.insert(qv, Expr::Elect);
                        } else if let Some(v) = names.value(&format!("{q}#leader")) {
                            // The negation: of a fresh value that is the leader.
                            exprs.insert(v, Expr::Elect);
                            exprs.insert(qv, Expr::NotPred(v));
                        }
                    }
                }
                calls |= stmt.head() == "call";
                let (line, col) = source.lines.line_col(*start);
                let inst = Inst {
                    op: c.op,
                    defs: c.defs,
                    uses: c.uses,
                    guard: c.guard,
                    loc: Loc {
                        file: None,
                        line: Some(line),
                        col: Some(col),
                        text: source.display_text(*start, *end, text),
                    },
                };
                // Spans of shared-memory writers and async readers (R-PROXY), and of a
                // commit's mbarrier when it is in this CTA (`publish.rs`).
                if inst.op == Op::GenericSharedWrite
                    || inst.op.reads_smem_async_proxy()
                    || matches!(inst.op, Op::Commit { .. })
                {
                    if let Some(span) = spans_of.get(&k) {
                        if let Some(base) = names.value(&span.symbol) {
                            let cur = blocks.last().expect("one block");
                            let at = InstRef {
                                block: BlockId(blocks.len() as u32 - 1),
                                index: cur.block.insts.len() as u32,
                            };
                            let (lo, hi, gap) = (span.lo, span.hi, span.gap);
                            smem_spans.push((at, SmemSpan { base, lo, hi, gap }));
                        }
                    }
                }
                item_at[k] = Some(InstRef {
                    block: BlockId(blocks.len() as u32 - 1),
                    index: blocks.last().expect("one block").block.insts.len() as u32,
                });
                let cur = blocks.last_mut().expect("one block");
                cur.block.insts.push(inst);
                cur.spans.push((*start, *end));
                if is_jump(&stmt) {
                    cur.ends_in_jump = true;
                    let predicated = stmt.predicate.is_some();
                    // Resolved once for every jump before this pass (`jump_targets`).
                    let targets: &[usize] = match jump_targets.get(&k) {
                        Some(Ok(targets)) => targets,
                        Some(Err(message)) => return Err(source.error_at(*start, message.as_str())),
                        None => &[],
                    };
                    cur.targets.extend(targets.iter().copied());
                    if stmt.head() == "brx" {
                        cur.brx = Some(k);
                    }
                    if let (true, Some((pred, negated)), [t]) =
                        (stmt.head() == "bra", &stmt.predicate, targets)
                    {
                        let negated = *negated != negations.contains(pred);
                        cur.cond = names.value(pred).map(|v| (v, negated, *t));
                    }
                    cur.falls_through = predicated;
                    cur.block.may_exit |= predicated && matches!(stmt.head(), "ret" | "exit");
                }
            }
            Item::Open { .. } | Item::Close { .. } => {}
        }
    }
    // Number blocks and resolve targets.
    let label_block: HashMap<usize, u32> = blocks
        .iter()
        .enumerate()
        .filter_map(|(b, p)| p.label_item.map(|k| (k, b as u32)))
        .collect();
    let n = blocks.len();
    // `.shared` objects are closed in a kernel that calls nothing.
    let closed_symbols = if context.is_entry && !calls {
        let local = items.iter().filter_map(|item| match item {
            Item::Stmt { text, .. } if text.starts_with('.') => shared_decl(text),
            _ => None,
        });
        context
            .module_shared
            .iter()
            .cloned()
            .chain(local)
            .filter_map(|s| names.value(&s.name))
            .collect()
    } else {
        Vec::new()
    };
    let mut func = Function {
        name: name.to_string(),
        blocks: Vec::with_capacity(n),
        closed_symbols,
        whole_kernel: context.is_entry && !calls,
        lane0_bases: sorted_values(&mut names, &single.loaded),
        alloc_slots: {
            let slots: Vec<String> = (names.aliases.values())
                .filter(|a| a.ends_with("@tmem-slot"))
                .cloned()
                .collect();
            sorted_values(&mut names, &slots)
        },
        pred_facts: predicate_facts(&exprs, context.block_threads),
        // Also what is set once and never changes after: the same at its one
        // definition.
        invariant_values: {
            let set: Vec<String> = names.set_once.iter().cloned().collect();
            sorted_values(&mut names, set.iter().chain(&single.invariant))
        },
        launch_uniform: sorted_values(&mut names, &single.launch_uniform),
        cta_uniform: Vec::new(),
        group_fences: Vec::new(),
        edge_warps: Vec::new(),
        edge_masks: Vec::new(),
        block_threads: context.block_threads,
        smem_spans,
        counters: Vec::new(),
        compounds: Vec::new(),
        steps: Vec::new(),
        ordered_writes: Vec::new(),
    };
    let mut spans = Vec::with_capacity(n);
    let mut ends_in_jump = Vec::with_capacity(n);
    let mut brx_blocks: Vec<(BlockId, usize)> = Vec::new();
    for (b, mut p) in blocks.into_iter().enumerate() {
        let mut succs: Vec<BlockId> = p
            .targets
            .iter()
            .filter_map(|t| label_block.get(t).map(|&x| BlockId(x)))
            .collect();
        if p.falls_through && b + 1 < n {
            succs.push(BlockId(b as u32 + 1));
        }
        succs.dedup();
        if let Some((v, negated, t)) = p.cond {
            let (target, next) = (
                label_block.get(&t).map(|&x| BlockId(x)),
                BlockId(b as u32 + 1),
            );
            if let Some(target) = target.filter(|_| b + 1 < n) {
                p.block.branch = Some(if negated {
                    (v, next, target)
                } else {
                    (v, target, next)
                });
            }
        }
        if let Some(k) = p.brx {
            brx_blocks.push((BlockId(b as u32), k));
        }
        p.block.succs = succs;
        func.blocks.push(p.block);
        spans.push(p.spans);
        ends_in_jump.push(p.ends_in_jump);
    }
    order_loaded_register_writes(&mut func);
    // Warp dispatches: each target's edge is taken by the warps (of those that reach
    // the `brx.idx`) whose table byte may hold its index.
    if !dispatches.is_empty() {
        let reach = barrier_groups::Warps::new(&func);
        for &(b, k) in &brx_blocks {
            let Some(d) = dispatches.iter().find(|d| d.brx == k) else {
                continue;
            };
            let table = jump_targets.get(&k).and_then(|t| t.as_ref().ok());
            for (index, item) in table.into_iter().flatten().enumerate() {
                let Some(&to) = label_block.get(item) else {
                    continue;
                };
                let takes = |v: &[u8]| v.iter().any(|&x| usize::from(x) == index);
                if let Some(warps) =
                    barrier_groups::dispatch_edge_warps(&reach, b, &d.values, takes)
                {
                    func.edge_warps.push((b, BlockId(to), warps));
                }
            }
        }
    }
    barrier_groups::merge_edge_warps(&mut func.edge_warps);
    // The edges the warp-role arithmetic closes to some warps: with a dispatch's
    // entry for the same edge, the warps both let through.
    for (from, to, warps, mask) in crate::warp_paths::edge_warps(&func, &parsed, &item_at) {
        func.edge_masks.push((from, to, mask));
        let edges = &mut func.edge_warps;
        match edges.binary_search_by_key(&(from, to), |&(f, t, _)| (f, t)) {
            Ok(k) => edges[k].2 = edges[k].2.meet(warps),
            Err(k) => edges.insert(k, (from, to, warps)),
        }
    }
    func.edge_masks
        .sort_unstable_by_key(|&(from, to, _)| (from, to));
    barrier_groups::set_group_numbers(&mut func, &exprs);
    // A callee's barriers are not in this body, and a `.func` may be called from
    // divergent code: only a kernel that calls nothing has ordered barriers.
    if context.is_entry && !calls {
        let param_loads = param_loads(&parsed, context);
        let uniform_guards = crate::uniform::mark_ordered_barriers(
            &mut func,
            &parsed,
            &item_at,
            context.exact_threads,
            &|n| names.constants.get(n).copied(),
            crate::uniform::Loads {
                writers: &load_writers,
                params: &param_loads,
                set_once: &names.read_after_set,
            },
            &dispatches,
        );
        func.cta_uniform = uniform_guards
            .into_iter()
            .filter_map(|p| names.value(p))
            .collect();
        func.cta_uniform.sort();
        func.cta_uniform.dedup();
    }
    func.compounds = pure_compounds(&func, &mut names, &single.pure, &single.defined);
    func.steps = register_steps(&parsed, &item_at, &mut names);
    Ok(PtxFunction {
        func,
        spans,
        ends_in_jump,
    })
}

/// Insert the edits of each function into the source text. Returns the new text;
/// every byte not inserted is kept.
pub fn rewrite(src: &str, functions: &[(&PtxFunction, &[Edit])]) -> String {
    let mut inserts: Vec<(usize, String)> = Vec::new();
    for (pf, edits) in functions {
        for e in edits.iter() {
            let b = e.point.block.0 as usize;
            let spans = &pf.spans[b];
            let idx = e.point.index as usize;
            let (pos, before) = if idx < spans.len() {
                (spans[idx].0, true)
            } else if pf.ends_in_jump[b] && !spans.is_empty() {
                (spans[spans.len() - 1].0, true)
            } else if let Some(last) = spans.last() {
                (last.1, false)
            } else {
                continue;
            };
            let indent = indentation(src, pos);
            let text = if before {
                format!("{}\n{indent}", e.ptx())
            } else {
                format!("\n{indent}{}", e.ptx())
            };
            inserts.push((pos, text));
        }
    }
    // Stable by position; same-position insertions keep the edits' canonical order.
    inserts.sort_by_key(|(pos, _)| *pos);
    let mut out = String::with_capacity(src.len() + inserts.len() * 40);
    let mut last = 0;
    for (pos, text) in inserts {
        out.push_str(&src[last..pos]);
        out.push_str(&text);
        last = pos;
    }
    out.push_str(&src[last..]);
    out
}

fn indentation(src: &str, pos: usize) -> String {
    let line_start = src[..pos].rfind('\n').map_or(0, |i| i + 1);
    src[line_start..pos]
        .chars()
        .take_while(|c| c.is_whitespace())
        .collect()
}

/// The most 64-bit words [`order_loaded_register_writes`] keeps per block state
/// (16 MiB per copy).
const MAX_COVER_WORDS: usize = 1 << 21;

/// Writing a register that a tcgen05.ld writes is an access too: the load may
/// complete after the write (an output dependency; only true register dependencies
/// are ordered, 9.7.16.6.4.5), so such a write needs tcgen05.wait::ld first like a
/// read (R-LD-USE). Code generation produces such writes when it coalesces a phi
/// with a loaded register. Each such write is made a use of the register, unless it
/// is ordered after every load of the register it may follow
/// ([`Function::ordered_writes`]):
/// - the writing instruction reads the register too (ThunderKittens masks its
///   scores in place, `selp.f32 %r, 0fFF800000, %r, %p`);
/// - or on every path from the entry to it, after the last tcgen05.ld of the
///   register, an unguarded synchronous (non-tcgen05) instruction read the
///   register, or an unguarded `tcgen05.wait::ld` completed every load; within its
///   block, a read under the writer's own guard counts too. That read waited for
///   the load's write (a true register dependency), and the write comes after it
///   in program order (CUTLASS's FMHA masks a score through a copy, `selp.f32
///   %r2924, %r3820, ..; selp.f32 %r3820, %r2924, ..`; LLVM's code generation
///   copies a loaded register at a loop's latch before a constant's copy into it at
///   the loop head). A tcgen05 op may read its registers later: it does not count.
fn order_loaded_register_writes(func: &mut Function) {
    // Only the loaded registers that something else writes too are tracked (the
    // state is a bit per such register per block: few in practice).
    let loaded: HashSet<Value> = func
        .insts()
        .filter(|(_, i)| matches!(i.op, Op::Ld { .. }))
        .flat_map(|(_, i)| i.defs.iter().copied())
        .collect();
    let mut index: HashMap<Value, usize> = HashMap::new();
    for (_, inst) in func.insts() {
        if !matches!(inst.op, Op::Ld { .. }) {
            for d in inst.defs.iter().filter(|d| loaded.contains(d)) {
                let next = index.len();
                index.entry(*d).or_insert(next);
            }
        }
    }
    if index.is_empty() {
        return;
    }
    // Per block, the registers covered at its entry: a bit per loaded register,
    // set when every path to here read it (or waited) after its last load.
    let words = index.len().div_ceil(64);
    let n = func.blocks.len();
    let full = vec![u64::MAX; words];
    // The state is a bit per tracked register per block: past a budget only reads
    // in the writer's own block count (fewer writes ordered, never more).
    let dataflow = words.saturating_mul(n) <= MAX_COVER_WORDS;
    let mut entry: Vec<Vec<u64>> = if dataflow {
        vec![full.clone(); n]
    } else {
        Vec::new()
    };
    let clear = |set: &mut [u64], v: &Value| {
        if let Some(&k) = index.get(v) {
            set[k / 64] &= !(1 << (k % 64));
        }
    };
    let mark = |set: &mut [u64], v: &Value| {
        if let Some(&k) = index.get(v) {
            set[k / 64] |= 1 << (k % 64);
        }
    };
    let has = |set: &[u64], v: &Value| {
        index
            .get(v)
            .is_some_and(|&k| set[k / 64] >> (k % 64) & 1 == 1)
    };
    // One step of an instruction on the covered set.
    let step = |set: &mut Vec<u64>, inst: &Inst| match inst.op {
        Op::Ld { .. } => inst.defs.iter().for_each(|d| clear(set, d)),
        Op::WaitLd if inst.guard.is_none() => set.copy_from_slice(&full),
        _ if !inst.op.is_tcgen05() && inst.guard.is_none() => {
            inst.uses.iter().for_each(|u| mark(set, u))
        }
        _ => {}
    };
    // Forward, meeting at joins (the entry block starts with nothing loaded).
    let preds = func.preds();
    let mut queue: Vec<usize> = if dataflow {
        (0..n).collect()
    } else {
        Vec::new()
    };
    let mut queued = vec![dataflow; n];
    let mut out: Vec<Option<Vec<u64>>> = vec![None; n];
    while let Some(b) = queue.pop() {
        queued[b] = false;
        // The function's entry brings nothing loaded; a predecessor not yet
        // reached brings nothing either (the fixpoint meets it later).
        let mut set = full.clone();
        for p in &preds[b] {
            if let Some(o) = &out[p.0 as usize] {
                set.iter_mut().zip(o).for_each(|(s, o)| *s &= o);
            }
        }
        entry[b].clone_from(&set);
        for inst in &func.blocks[b].insts {
            step(&mut set, inst);
        }
        if out[b].as_ref() != Some(&set) {
            out[b] = Some(set);
            for s in &func.blocks[b].succs {
                let s = s.0 as usize;
                if !queued[s] {
                    queued[s] = true;
                    queue.push(s);
                }
            }
        }
    }
    let mut ordered: Vec<(InstRef, Value)> = Vec::new();
    for (b, block) in func.blocks.iter_mut().enumerate() {
        let mut set = match entry.get_mut(b) {
            Some(e) => std::mem::take(e),
            None => vec![0; words],
        };
        // Loaded registers read in this block since their last load, with the
        // guards of the reads.
        let mut read_since: HashMap<Value, Vec<Option<Guard>>> = HashMap::new();
        for (i, inst) in block.insts.iter_mut().enumerate() {
            if matches!(inst.op, Op::Ld { .. }) {
                inst.defs.iter().for_each(|d| {
                    read_since.remove(d);
                });
                step(&mut set, inst);
                continue;
            }
            let at = InstRef {
                block: BlockId(b as u32),
                index: i as u32,
            };
            let mut written = Vec::new();
            for &d in inst.defs.iter().filter(|d| index.contains_key(d)) {
                let read_before = has(&set, &d)
                    || read_since
                        .get(&d)
                        .is_some_and(|g| g.iter().any(|g| g.is_none() || *g == inst.guard));
                if inst.uses.contains(&d) || read_before {
                    ordered.push((at, d));
                } else {
                    written.push(d);
                }
            }
            if !inst.op.is_tcgen05() {
                for &u in inst.uses.iter().filter(|u| index.contains_key(u)) {
                    let guards = read_since.entry(u).or_default();
                    if !guards.contains(&inst.guard) {
                        guards.push(inst.guard);
                    }
                }
            }
            step(&mut set, inst);
            inst.uses.extend(written);
        }
    }
    ordered.sort();
    func.ordered_writes = ordered;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parameter names past a `.func`'s return list, and of an `.entry` with arrays
    /// and attributes; a kernel body is only a kernel's one call with its parameters'
    /// addresses.
    #[test]
    fn kernel_body_calls() {
        assert_eq!(
            param_names(".func (.param .b32 r) f(\n.param .b64 f_param_0, .param .b32 f_param_1)"),
            ["f_param_0", "f_param_1"]
        );
        assert_eq!(
            param_names(".entry k(.param .u32 .ptr .align 1 k_p0, .param .align 8 .b8 k_p1[16])"),
            ["k_p0", "k_p1"]
        );
        let header = ".entry k(.param .u32 k_p0, .param .align 8 .b8 k_p1[16])";
        let body = "\n.reg .b64 %rd<4>;\nld.param.b32 %r1, [k_p0];\nmov.b64 %rd2, k_p1;\n\
                    cvta.param.u64 %rd3, %rd2;\n{ .param .b32 param0; .param .b64 param1;\n\
                    st.param.b32 [param0], %r1;\nst.param.b64 [param1], %rd3;\n\
                    call.uni body, (param0, param1);\n}\nret;\n";
        let call =
            |body: &str| only_call(header, body, (0, body.len())).map(|(c, p)| (c.to_string(), p));
        assert_eq!(call(body), Some(("body".into(), vec![1])));
        // A global pointer passed on is no parameter's address.
        let global = body.replace("[param1], %rd3", "[param1], %rd2x");
        assert_eq!(call(&global), Some(("body".into(), vec![])));
        // A label nothing jumps to changes nothing (no jump is accepted).
        assert_eq!(
            call(&body.replace("ret;", "L1:\nret;")),
            Some(("body".into(), vec![1]))
        );
        // Anything else in the body, a jump, or a second call: not a kernel's body.
        assert_eq!(call(&body.replace("ret;", "bar.sync 0;\nret;")), None);
        assert_eq!(call(&body.replace("ret;", "L1:\nbra L1;\nret;")), None);
        let twice = body.replace("}\nret", "call.uni body, (param0, param1);\n}\nret");
        assert_eq!(call(&twice), None);
        // A kernel calling a `.func` that another kernel calls too: no body.
        let src = format!(
            ".version 8.7\n.target sm_100a\n.func body(.param .b32 a, .param .b64 b)\n{{\n\tret;\n}}\n\
             {header}\n{{{body}}}\n.entry k2()\n{{\n\t{{ .param .b32 param0; .param .b64 param1;\n\
             call.uni body, (param0, param1);\n}}\n\tret;\n}}\n"
        );
        let once = src.replace(".entry k2()\n{\n\t{ .param .b32 param0; .param .b64 param1;\ncall.uni body, (param0, param1);\n}\n\tret;\n}\n", "");
        let source = Source {
            text: &once,
            original: &once,
            lines: LineIndex::new(&once),
        };
        let (tops, _) = top_level(&source).unwrap();
        assert!(kernel_bodies(&once, &tops).contains_key("body"));
        let source = Source {
            text: &src,
            original: &src,
            lines: LineIndex::new(&src),
        };
        let (tops, _) = top_level(&source).unwrap();
        assert!(kernel_bodies(&src, &tops).is_empty());
    }

    #[test]
    fn reads_functions_after_linkage_directives() {
        let src = ".version 8.7\n.target sm_100a\n.visible .entry k(.param .u32 a)\n{\n\tret;\n}\n.func (.param .b32 r) f()\n{\n\tret;\n}\n";
        let m = read_module(src).unwrap();
        let names: Vec<&str> = m.functions.iter().map(|f| f.func.name.as_str()).collect();
        assert_eq!(names, ["k", "f"]);
        assert_eq!(m.target, ["sm_100a"]);
    }

    #[test]
    fn scoped_labels_resolve_to_the_innermost_scope() {
        let src =
            "{\nL:\nmov.u32 %r1, 1;\n@%p bra L;\n}\n{\nL:\nmov.u32 %r2, 2;\n@%p bra L;\n}\nret;";
        let f = read_body(src, "t").unwrap().func;
        // Each `bra L` loops on its own block.
        let loops: Vec<bool> = f
            .block_ids()
            .map(|b| f.block(b).succs.contains(&b))
            .collect();
        assert_eq!(loops.iter().filter(|x| **x).count(), 2, "{f:#?}");
    }

    #[test]
    fn a_flat_block_has_extents_one_in_y_and_z() {
        assert!(flat_block(".entry k() .maxntid 256, 1, 1"));
        assert!(flat_block(".entry k() .reqntid 384"));
        assert!(flat_block(".entry k() .reqntid 128, 1 .maxntid 128, 2, 1"));
        assert!(!flat_block(".entry k() .maxntid 128, 2, 1"));
        assert!(!flat_block(".entry k() .maxntid 32, 1, 2"));
        assert!(!flat_block(".entry k()"));
    }

    #[test]
    fn errors_name_the_line() {
        let e = read_body("mov.u32 %r1, 1;\nadd.s32 %r2, %r1, 1\n", "t").unwrap_err();
        assert_eq!(e.line, 2);
        let e = read_body("bra.uni NOWHERE;", "t").unwrap_err();
        assert!(e.message.contains("NOWHERE"));
    }
}
