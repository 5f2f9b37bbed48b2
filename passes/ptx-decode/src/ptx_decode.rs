//! A PTX instruction decoder shared by the LLVM front end (inline asm) and the PTX
//! front end: it splits one statement into predicate, opcode and operands, and
//! classifies it into an [`Op`] of the specification model.
//!
//! Operand names stay symbolic (`%r5`, `$3`, `waitLoop`); an [`OperandEnv`] supplied by
//! the front end turns them into model values, constants and addresses.

use std::fmt;

use crate::model::{Guard, Value};
use crate::ptx_lex::{blank_comments, lex_items, Item, LastStatement};
use crate::spec::{
    Addr, CtaGroup, LdStShape, MmaClass, MmaKey, Op, ShapeKey, Spread, SyncKind, TensorMapRef,
    TmemRegion, Wide,
};
use tcgen05_core::facts::Expr;

/// One operand as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Operand {
    /// A register, asm placeholder (`$3`), symbol or label.
    Name(String),
    /// An integer immediate.
    Imm(i64),
    /// `[base + offset]`, `[base]`, `[base, {coords}]` (the extra part is kept in `rest`).
    Address {
        base: String,
        offset: i64,
        rest: Vec<Operand>,
    },
    /// `{a, b, ...}`.
    Vector(Vec<Operand>),
    /// `p|q` (two destinations of `setp`) and other forms we only need to name.
    Pair(Box<Operand>, Box<Operand>),
    /// `_` (the sink) and anything else we do not need to understand.
    Other(String),
}

/// Separates a register's name from the `{ }` scope that declares it in the names a
/// reader gives registers of nested scopes (`tmem_acc#3`); no PTX identifier holds it.
pub const SCOPE_MARK: char = '#';

impl Operand {
    /// Replaces every register-like name `n` for which `f(n)` is `Some`.
    pub fn rename(&mut self, f: &dyn Fn(&str) -> Option<String>) {
        match self {
            Operand::Name(n) => {
                if let Some(m) = f(n) {
                    *n = m;
                }
            }
            Operand::Address { base, rest, .. } => {
                if let Some(m) = f(base) {
                    *base = m;
                }
                for o in rest {
                    o.rename(f);
                }
            }
            Operand::Vector(items) => {
                for o in items {
                    o.rename(f);
                }
            }
            Operand::Pair(a, b) => {
                a.rename(f);
                b.rename(f);
            }
            Operand::Imm(_) | Operand::Other(_) => {}
        }
    }

    /// Every register-like name read or written through this operand.
    pub fn names(&self) -> Vec<&str> {
        match self {
            Operand::Name(n) => vec![n.as_str()],
            Operand::Address { base, rest, .. } => {
                let mut v = vec![base.as_str()];
                v.extend(rest.iter().flat_map(|o| o.names()));
                v
            }
            Operand::Vector(items) => items.iter().flat_map(|o| o.names()).collect(),
            Operand::Pair(a, b) => {
                let mut v = a.names();
                v.extend(b.names());
                v
            }
            Operand::Imm(_) | Operand::Other(_) => Vec::new(),
        }
    }
}

/// One decoded PTX statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statement {
    /// `@p` / `@!p`: the predicate name and whether it is negated.
    pub predicate: Option<(String, bool)>,
    /// The full dotted opcode, e.g. `tcgen05.ld.sync.aligned.32x32b.x4.b32`.
    pub opcode: String,
    pub operands: Vec<Operand>,
}

impl Statement {
    pub fn parts(&self) -> impl Iterator<Item = &str> {
        self.opcode.split('.')
    }

    pub fn has(&self, part: &str) -> bool {
        self.parts().any(|p| p == part)
    }

    pub fn head(&self) -> &str {
        self.opcode.split('.').next().unwrap_or("")
    }

    /// The width of the first integer or bit-string type the opcode names (`b16`,
    /// `u32`, `s64`, ...): the type of `mov`/`and`/`shr`..., the destination's for
    /// `cvt.<dst>.<src>`.
    pub fn int_width(&self) -> Option<u32> {
        self.int_type().map(|(width, _)| width)
    }

    /// The width of the first integer or bit-string type the opcode names, and
    /// whether it is signed (`s16`, `s32`, `s64`; `b` and `u` types are not).
    pub fn int_type(&self) -> Option<(u32, bool)> {
        self.parts().find_map(|p| {
            let (kind, bits) = p.split_at(1.min(p.len()));
            match (kind, bits) {
                ("b" | "u" | "s", "16" | "32" | "64") => Some((bits.parse().ok()?, kind == "s")),
                _ => None,
            }
        })
    }

    /// Whether the opcode names an integer or bit-string type ([`Statement::int_width`]):
    /// a comparison of such operands compares their bits, not floats (where `-0.0 ==
    /// 0.0` and NaN equals nothing).
    pub fn integer_typed(&self) -> bool {
        self.int_width().is_some()
    }
}

/// A decoding or classification failure, with a message naming the instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError(pub String);

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DecodeError {}

fn err<T>(msg: impl Into<String>) -> Result<T, DecodeError> {
    Err(DecodeError(msg.into()))
}

/// The deepest bracket nesting inside one statement's operands (`[tmap, {c0, c1}]`
/// needs two).
const MAX_OPERAND_NESTING: usize = 8;

fn is_opcode_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | ':' | '$')
}

/// Parse one statement (without its trailing `;`), as ptxas reads it: the opcode is
/// the instruction name with its dotted modifiers, which need no blank before the
/// first operand (`b32{%r1}`, `b32[%r2]`) and may be separated by blanks from further
/// modifiers (`.bulk_group .L2::cache_hint`): an operand never starts with `.`, so a
/// `.word` after the opcode still belongs to it. The opcode is kept without blanks.
/// The dotted opcode at the start of an unpredicated statement's text, and where its
/// operands start. A modifier may follow after white space, and may start with a
/// digit (`.32x32b`, `.4d`): ptxas reads `ld .param.b32` and
/// `tcgen05.ld.sync.aligned .32x32b.x1.b32` as one opcode each.
pub fn split_opcode(rest: &str) -> (String, usize) {
    let mut opcode = String::new();
    let mut pos = 0;
    loop {
        let word_end = rest[pos..]
            .find(|c: char| !is_opcode_char(c))
            .map_or(rest.len(), |n| pos + n);
        opcode.push_str(&rest[pos..word_end]);
        pos = word_end;
        let next = rest[pos..].trim_start();
        let continues = next.starts_with('.')
            && next[1..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_');
        if word_end == rest.len() || !continues || opcode.is_empty() {
            break;
        }
        pos = rest.len() - next.len();
    }
    (opcode, pos)
}

pub fn parse_statement(text: &str) -> Result<Statement, DecodeError> {
    let text = text.trim();
    let (predicate, rest) = if let Some(after) = text.strip_prefix('@') {
        let after = after.trim_start();
        let end = after
            .find(|c: char| c.is_whitespace())
            .ok_or_else(|| DecodeError(format!("predicate without instruction in `{text}`")))?;
        let name = &after[..end];
        let (name, negated) = match name.strip_prefix('!') {
            Some(n) => (n.trim_start(), true),
            None => (name, false),
        };
        (Some((name.to_string(), negated)), after[end..].trim_start())
    } else {
        (None, text)
    };
    let (opcode, pos) = split_opcode(rest);
    if opcode.is_empty() {
        return match rest.chars().next() {
            None => err(format!("empty instruction in `{text}`")),
            Some(c) => err(format!(
                "unexpected `{c}` where an instruction was expected in `{text}`"
            )),
        };
    }
    // PTX nests at most an address's coordinate vector in its brackets; deeper
    // nesting is rejected here, so operand parsing cannot recurse without bound.
    let mut depth = 0usize;
    for c in rest[pos..].chars() {
        match c {
            '[' | '{' | '(' => depth += 1,
            ']' | '}' | ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if depth > MAX_OPERAND_NESTING {
            return err(format!(
                "operands nested deeper than {MAX_OPERAND_NESTING} brackets in `{}`",
                text.chars().take(60).collect::<String>()
            ));
        }
    }
    let operands = split_top_level(&rest[pos..], ',')?
        .into_iter()
        .filter(|s| !s.trim().is_empty())
        .map(|s| parse_operand(s.trim()))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Statement {
        predicate,
        opcode,
        operands,
    })
}

/// Split on `sep` outside brackets and braces.
fn split_top_level(text: &str, sep: char) -> Result<Vec<&str>, DecodeError> {
    let mut depth = 0i32;
    let mut parts = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match c {
            '[' | '{' | '(' => depth += 1,
            ']' | '}' | ')' => {
                depth -= 1;
                if depth < 0 {
                    return err(format!("unbalanced `{c}` in `{}`", text.trim()));
                }
            }
            c if c == sep && depth == 0 => {
                parts.push(&text[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    if depth != 0 {
        return err(format!("unbalanced brackets in `{}`", text.trim()));
    }
    parts.push(&text[start..]);
    Ok(parts)
}

/// An integer immediate in any of PTX's forms: decimal, hexadecimal (`0x`), octal
/// (a leading `0`), binary (`0b`), each with an optional `U` suffix and sign. The
/// float forms `0f` (32-bit) and `0d` (64-bit) give their bit pattern.
fn parse_imm(text: &str) -> Option<i64> {
    let t = text.trim();
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r.trim()),
        None => (false, t),
    };
    let digits = t.trim_end_matches(['U', 'u']);
    let radix_digits = |prefixes: [&str; 2]| {
        prefixes
            .iter()
            .find_map(|p| t.strip_prefix(p))
            .map(|d| d.trim_end_matches(['U', 'u']))
    };
    let v = if let Some(h) = radix_digits(["0x", "0X"]) {
        u64::from_str_radix(h, 16).ok()? as i64
    } else if let Some(b) = radix_digits(["0b", "0B"]) {
        u64::from_str_radix(b, 2).ok()? as i64
    } else if let Some(f) = ["0f", "0F", "0d", "0D"]
        .iter()
        .find_map(|p| t.strip_prefix(p))
    {
        let width = if t[1..].starts_with(['f', 'F']) {
            8
        } else {
            16
        };
        if f.len() != width {
            return None;
        }
        u64::from_str_radix(f, 16).ok()? as i64
    } else if digits.len() > 1 && digits.starts_with('0') {
        u64::from_str_radix(&digits[1..], 8).ok()? as i64
    } else {
        digits.parse::<u64>().ok()? as i64
    };
    Some(if neg { v.wrapping_neg() } else { v })
}

fn parse_operand(text: &str) -> Result<Operand, DecodeError> {
    if let Some(inner) = text.strip_prefix('[') {
        let inner = inner
            .strip_suffix(']')
            .ok_or_else(|| DecodeError(format!("unterminated address `{text}`")))?;
        let mut pieces = split_top_level(inner, ',')?.into_iter();
        let addr = pieces.next().unwrap_or("").trim();
        let rest = pieces
            .map(|p| parse_operand(p.trim()))
            .collect::<Result<Vec<_>, _>>()?;
        // `base`, `base+off`, `base + -off`, `base-off`, or a bare immediate.
        let (base, offset) = match addr.find(['+', '-']).filter(|&i| i > 0) {
            Some(i) => {
                let sign = if addr[i..].starts_with('-') { -1 } else { 1 };
                let off = parse_imm(&addr[i + 1..]).ok_or_else(|| {
                    DecodeError(format!("non-constant address offset in `{text}`"))
                })?;
                (addr[..i].trim().to_string(), sign * off)
            }
            None => (addr.to_string(), 0),
        };
        return Ok(Operand::Address { base, offset, rest });
    }
    if let Some(inner) = text.strip_prefix('{') {
        let inner = inner
            .strip_suffix('}')
            .ok_or_else(|| DecodeError(format!("unterminated vector `{text}`")))?;
        let items = split_top_level(inner, ',')?
            .into_iter()
            .filter(|s| !s.trim().is_empty())
            .map(|s| parse_operand(s.trim()))
            .collect::<Result<Vec<_>, _>>()?;
        return Ok(Operand::Vector(items));
    }
    if let Some((a, b)) = text.split_once('|') {
        return Ok(Operand::Pair(
            Box::new(parse_operand(a.trim())?),
            Box::new(parse_operand(b.trim())?),
        ));
    }
    if let Some(v) = parse_imm(text) {
        return Ok(Operand::Imm(v));
    }
    if text == "_" {
        return Ok(Operand::Other(text.into()));
    }
    // Two tokens with only white space between them: a statement ran into the next
    // one (`mov.u32 %r1, 1` and `ret;` with the `;` missing).
    if !text.starts_with('(') {
        let mut tokens = text.split_whitespace();
        if let (Some(_), Some(next)) = (tokens.next(), tokens.next()) {
            return err(format!("expected `;` before `{next}`"));
        }
    }
    if text.starts_with(|c: char| c.is_ascii_digit()) {
        // A decimal float literal (`1.5`, `1e-3`): nothing to name.
        return Ok(Operand::Other(text.into()));
    }
    let name = text.trim_start_matches('!');
    if name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '%' | '$' | '_' | '.'))
    {
        return Ok(Operand::Name(text.to_string()));
    }
    Ok(Operand::Other(text.to_string()))
}

/// How a front end resolves operand names.
pub trait OperandEnv {
    /// The model value a register or placeholder names (`None` for unknown names).
    fn value(&mut self, name: &str) -> Option<Value>;
    /// The constant a name is bound to, when it is one (an asm input that is a
    /// literal, say).
    fn constant(&self, name: &str) -> Option<i64>;
    /// The bits of a name known to be zero and known to be one, where only some are
    /// known (an instruction descriptor computed from run-time scale-factor ids
    /// around constant shape fields). By default those of its constant.
    fn known_bits(&self, name: &str) -> Option<(u64, u64)> {
        self.constant(name).map(|c| (!(c as u64), c as u64))
    }
    /// The address a base name plus `offset` denotes, folding known constant
    /// offsets of the base.
    fn address(&mut self, base: &str, offset: i64) -> Addr;
    /// A TMEM address that depends on a loop counter: the address at the first
    /// count and how far each count moves it (see [`Iteration`]). By default none is
    /// known.
    fn tmem_iteration(&mut self, _base: &str, _offset: i64) -> Option<(Addr, Iteration)> {
        None
    }
    /// A TMEM address known only within a range of a base that never changes (no
    /// instruction defines it again: [`TmemRegion::wide`]): the smallest address it
    /// may be and how many columns and lanes above it the others lie (a base plus a
    /// bounded stage index times a stride, a warp's lane offset). By default none is
    /// known.
    fn tmem_range(&mut self, _base: &str, _offset: i64) -> Option<(Addr, Spread)> {
        None
    }
    /// Whether a block-scaled MMA may have K = 96, whose scale factors take more
    /// room (PTX ISA 9.7.16.2.1.1: only on `sm_103a`). By default it may.
    fn k96_possible(&self) -> bool {
        true
    }
}

/// How a TMEM address moves with a loop counter `counter` (an index into the
/// function's counters): over the counts the loop runs, the address is the first
/// count's plus each of `offsets` (sorted, the first 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Iteration {
    pub counter: u32,
    pub offsets: Vec<i64>,
}

/// What one statement means for the model.
#[derive(Clone, Debug, PartialEq)]
pub struct Classified {
    pub op: Op,
    pub defs: Vec<Value>,
    pub uses: Vec<Value>,
    pub guard: Option<Guard>,
}

/// The leader predicates one inline-asm body defines itself with `elect.sync`
/// (FlashAttention-4: `elect.sync _|leader_thread, -1; ... @leader_thread
/// tcgen05.mma ...`): a guard on one of them, until the body writes it again, is
/// [`Guard::Elect`], as for a leader predicate passed in as an operand.
#[derive(Debug, Default)]
pub struct AsmLeaders(std::collections::HashSet<Value>);

impl AsmLeaders {
    /// Record what the statement `c` defines and rewrite its guard.
    pub fn step(&mut self, c: &mut Classified) {
        if let Some(Guard::Pred {
            value,
            negated: false,
        }) = c.guard
        {
            if self.0.contains(&value) {
                c.guard = Some(Guard::Elect);
            }
        }
        if c.op == Op::Elect {
            self.0.extend(c.defs.iter().copied());
        } else {
            for d in &c.defs {
                self.0.remove(d);
            }
        }
    }
}

/// Opcode heads whose first operand is not a destination.
fn has_no_destination(stmt: &Statement) -> bool {
    let head = stmt.head();
    let op = stmt.opcode.as_str();
    matches!(
        head,
        "st" | "red"
            | "bar"
            | "barrier"
            | "bra"
            | "ret"
            | "exit"
            | "prefetch"
            | "prefetchu"
            | "fence"
            | "membar"
            | "stmatrix"
            | "trap"
            | "nanosleep"
            | "griddepcontrol"
            | "setmaxnreg"
            | "pmevent"
            | "cp"
            | "brkpt"
            | "discard"
            | "applypriority"
            | "tensormap"
            | "multimem"
            | "stackrestore"
    ) || op.starts_with("mbarrier.init")
        || op.starts_with("mbarrier.inval")
        || op.starts_with("mbarrier.expect_tx")
        || op.starts_with("mbarrier.complete_tx")
        || op.starts_with("cp.")
        || op.starts_with("red.")
        || op.starts_with("st.")
}

fn cta_group(stmt: &Statement) -> Result<CtaGroup, DecodeError> {
    if stmt.has("cta_group::2") {
        Ok(CtaGroup::Two)
    } else if stmt.has("cta_group::1") {
        Ok(CtaGroup::One)
    } else {
        err(format!("`{}` has no .cta_group qualifier", stmt.opcode))
    }
}

/// The base name and offset of an address operand (`[base+offset]` or a bare name).
fn base_and_offset(op: Option<&Operand>) -> Option<(&str, i64)> {
    match op {
        Some(Operand::Address { base, offset, .. }) => Some((base.as_str(), *offset)),
        Some(Operand::Name(n)) => Some((n.as_str(), 0)),
        _ => None,
    }
}

fn operand_addr(env: &mut dyn OperandEnv, op: Option<&Operand>) -> Addr {
    match base_and_offset(op) {
        Some((base, offset)) => env.address(base, offset),
        None => Addr::UNKNOWN,
    }
}

/// Whether a `cp*.async.bulk*` copy reads this CTA's shared memory: its source state
/// space (the second one named, after the destination's) is `shared::cta` (or plain
/// `shared`). Those reads are in the async proxy (R-PROXY).
fn bulk_reads_smem(opcode: &str) -> bool {
    if !opcode.starts_with("cp.async.bulk") && !opcode.starts_with("cp.reduce.async.bulk") {
        return false;
    }
    if opcode.contains("prefetch") {
        return false;
    }
    let spaces: Vec<&str> = opcode
        .split('.')
        .filter(|p| p.starts_with("global") || p.starts_with("shared"))
        .collect();
    matches!(spaces.get(1), Some(&"shared::cta") | Some(&"shared"))
}

/// The tensormap operand of a `cp*.bulk.tensor` instruction: the address operand
/// that carries the coordinate vector (`[tmap, {c0, c1}]`).
fn tensormap_operand(stmt: &Statement, env: &mut dyn OperandEnv) -> Option<TensorMapRef> {
    stmt.operands.iter().find_map(|o| match o {
        Operand::Address { base, offset, rest } if !rest.is_empty() => Some(TensorMapRef {
            addr: env.address(base, *offset),
            // As written: without the scope a reader may have given a register
            // declared in a nested `{ }` ([`Operand::rename`]).
            operand: base.split(SCOPE_MARK).next().unwrap_or(base).to_string(),
            offset: *offset,
        }),
        _ => None,
    })
}

/// The TMEM columns a block-scaled MMA's scale factors for A and B may span, when
/// its shape is known and K cannot be 96. Each row of A (column of B) takes at most
/// one 32-bit word of scale factors (`scale_vec::1X`, `2X` and `4X` pick a byte, a
/// half word or the word), and the scale factors are "duplicated to all 32 lane
/// partitions" of TMEM (PTX ISA 9.7.16.10.7): 32 rows a column, so M/32 columns
/// for A and N/32 for B. Counted here as at least 4 (the 128 rows of one
/// partition's copy: a `tcgen05.cp` of `32x128b.warpx4` writes 4), which is more
/// than the smaller shapes need. With K = 96 (`sm_103a` only) a row takes six
/// scale factors, and the extent stays unknown.
fn scale_factor_columns(stmt: &Statement, shape: ShapeKey, k96: bool) -> Option<(u32, u32)> {
    if !stmt.has("block_scale") || k96 {
        return None;
    }
    let (m, n) = shape.m_n().filter(|&(m, n)| m >= 128 && n > 0)?;
    let cols = |rows: u32| rows.div_ceil(32).max(4);
    Some((cols(m), cols(n)))
}

/// The 32-bit TMEM columns a `tcgen05.cp` writes, from its shape.
fn cp_columns(stmt: &Statement) -> Option<u32> {
    stmt.parts().find_map(|p| match p {
        "128x256b" | "4x256b" => Some(8),
        "128x128b" | "64x128b" | "32x128b" => Some(4),
        _ => None,
    })
}

/// The TMEM region an access at `op` with this extent touches. An address that moves
/// with a loop counter in the column field is the union over the counts, with
/// [`TmemRegion::distinct`] when the counts' regions are pairwise disjoint.
fn tmem_region(
    env: &mut dyn OperandEnv,
    op: Option<&Operand>,
    lanes: Option<u32>,
    cols: Option<u32>,
) -> TmemRegion {
    if let (Some((base, offset)), Some(n)) = (base_and_offset(op), cols) {
        if let Some((addr, it)) = env.tmem_iteration(base, offset) {
            let spread = it.offsets.last().copied().unwrap_or(0);
            let column = addr.offset.map(|o| o & 0xffff);
            let fits = it.offsets.first() == Some(&0)
                && column.is_some_and(|c| c + spread + i64::from(n) <= 0x10000);
            if fits {
                let disjoint = it.offsets.windows(2).all(|w| w[1] - w[0] >= i64::from(n));
                return TmemRegion {
                    addr,
                    lanes,
                    cols: Some(n + spread as u32),
                    counter: Some(it.counter),
                    distinct: disjoint,
                    wide: None,
                    stripe: None,
                };
            }
        }
    }
    with_wide(env, op, lanes, cols)
}

/// The region at `op`, with its second description when the address lies within a
/// range of an unchanging base: the union of every address it may be (no column
/// carried into the lane field, no lane past the 128th).
fn with_wide(
    env: &mut dyn OperandEnv,
    op: Option<&Operand>,
    lanes: Option<u32>,
    cols: Option<u32>,
) -> TmemRegion {
    let mut exact = region(operand_addr(env, op), lanes, cols);
    if let Some((base, offset)) = base_and_offset(op) {
        if let Some((addr, spread)) = env.tmem_range(base, offset) {
            let (lane, column) = match addr.offset {
                Some(o) => (o >> 16, o & 0xffff),
                None => return exact,
            };
            let end = column + i64::from(spread.cols) + i64::from(cols.unwrap_or(0));
            // TMEM has 128 lanes: an access reaches no lane past them.
            let room = 128 - lane - i64::from(lanes.unwrap_or(128));
            let more_lanes = i64::from(spread.lanes).min(room.max(0)) as u32;
            if end <= 0x10000 && (0..128).contains(&lane) {
                exact.wide = Some(Wide {
                    addr,
                    cols: cols.map(|n| n + spread.cols),
                    lanes: more_lanes,
                    step: spread.step,
                });
            }
        }
    }
    exact
}

fn region(addr: Addr, lanes: Option<u32>, cols: Option<u32>) -> TmemRegion {
    TmemRegion {
        addr,
        lanes,
        cols,
        counter: None,
        distinct: false,
        wide: None,
        stripe: None,
    }
}

/// Classify a statement. Unknown `tcgen05` instructions are an error, never ignored.
pub fn classify(stmt: &Statement, env: &mut dyn OperandEnv) -> Result<Classified, DecodeError> {
    let guard = match &stmt.predicate {
        // A predicate register with one constant definition that holds (`mov.pred
        // %p, -1` before `@%p`): the instruction runs in every thread that reaches it.
        Some((name, negated)) if env.constant(name).is_some_and(|c| (c != 0) != *negated) => None,
        Some((name, negated)) => env.value(name).map(|value| Guard::Pred {
            value,
            negated: *negated,
        }),
        None => None,
    };
    let mut names_of = |ops: &[Operand]| -> Vec<Value> {
        ops.iter()
            .flat_map(|o| o.names())
            .filter_map(|n| env.value(n))
            .collect()
    };
    let (mut defs, mut uses) = if has_no_destination(stmt) || stmt.head() == "tcgen05" {
        (Vec::new(), names_of(&stmt.operands))
    } else {
        match stmt.operands.split_first() {
            Some((first, rest)) => {
                // A store through the first operand's address is no definition.
                if matches!(first, Operand::Address { .. }) {
                    (Vec::new(), names_of(&stmt.operands))
                } else {
                    (names_of(std::slice::from_ref(first)), names_of(rest))
                }
            }
            None => (Vec::new(), Vec::new()),
        }
    };
    if let Some((name, _)) = &stmt.predicate {
        if let Some(v) = env.value(name) {
            uses.push(v);
        }
    }
    let op = if stmt.head() == "tcgen05" {
        let (op, tdefs) = classify_tcgen05(stmt, env)?;
        if !tdefs.is_empty() {
            defs = tdefs;
            uses.retain(|u| !defs.contains(u));
        }
        op
    } else {
        classify_other(stmt, env)
    };
    Ok(Classified {
        op,
        defs,
        uses,
        guard,
    })
}

fn classify_tcgen05(
    stmt: &Statement,
    env: &mut dyn OperandEnv,
) -> Result<(Op, Vec<Value>), DecodeError> {
    let parts: Vec<&str> = stmt.parts().collect();
    let sub = parts.get(1).copied().unwrap_or("");
    let ops = &stmt.operands;
    let op = match sub {
        "ld" | "st" => {
            let shape = parts
                .iter()
                .find_map(|p| LdStShape::parse(p))
                .ok_or_else(|| DecodeError(format!("`{}` has no known shape", stmt.opcode)))?;
            let num = parts
                .iter()
                .find_map(|p| p.strip_prefix('x').and_then(|n| n.parse::<u32>().ok()))
                .ok_or_else(|| DecodeError(format!("`{}` has no .num", stmt.opcode)))?;
            let (lanes, cols) = shape.extent(num);
            if sub == "ld" {
                // `tcgen05.ld.red ... r, redval, [taddr]` (sm_103/sm_110 families)
                // writes its reduction result `redval` asynchronously too.
                let written = if parts.get(2) == Some(&"red") { 2 } else { 1 };
                let region = tmem_region(env, ops.get(written), Some(lanes), cols);
                let defs: Vec<Value> = ops
                    .iter()
                    .take(written)
                    .flat_map(|o| o.names())
                    .filter_map(|n| env.value(n))
                    .collect();
                return Ok((
                    Op::Ld {
                        region: Box::new(region),
                    },
                    defs,
                ));
            }
            Op::St {
                region: Box::new(tmem_region(env, ops.first(), Some(lanes), cols)),
            }
        }
        "mma" => {
            let cta = cta_group(stmt)?;
            // TMEM operands: A (when it is an address, the operand after D) and the
            // scale factors and sparse metadata. A row of A holds K elements, 256
            // bits in every kind (K = 16 16-bit, 8 32-bit, 32 8-bit or 64 4-bit
            // elements, the `tcgen05.mma` shapes), so A spans at most 8 columns; the
            // others' extents are left unknown.
            // The instruction descriptor: the first non-address operand after A and B.
            let idesc = ops
                .iter()
                .skip(3)
                .find(|o| !matches!(o, Operand::Address { .. }));
            let idesc_name = idesc.and_then(|o| o.names().first().map(|n| n.to_string()));
            let idesc_known = match idesc {
                Some(Operand::Imm(v)) => Some((!(*v as u64), *v as u64)),
                _ => idesc_name.as_deref().and_then(|n| env.known_bits(n)),
            };
            let idesc_value = idesc_name.as_deref().and_then(|n| env.value(n));
            let shape = ShapeKey::from_descriptor(idesc_known, idesc_value);
            let scale_cols = scale_factor_columns(stmt, shape, env.k96_possible());
            let addresses: Vec<usize> = ops
                .iter()
                .enumerate()
                .skip(1)
                .filter(|(_, o)| matches!(o, Operand::Address { .. }))
                .map(|(i, _)| i)
                .collect();
            let tmem_reads = addresses
                .iter()
                .enumerate()
                .map(|(k, &i)| {
                    // The scale factors are the last two addresses.
                    let from_end = addresses.len() - k;
                    let cols = match (i, from_end, scale_cols) {
                        (1, _, _) => Some(8),
                        (_, 2, Some((a, _))) => Some(a),
                        (_, 1, Some((_, b))) => Some(b),
                        _ => None,
                    };
                    with_wide(env, ops.get(i), None, cols)
                })
                .collect();
            let kind = parts
                .iter()
                .filter(|p| !p.starts_with("cta_group") && **p != "mma" && **p != "tcgen05")
                .copied()
                .collect::<Vec<_>>()
                .join(".");
            // The accumulator's columns: N of a known descriptor, for the dense kinds
            // (one 32-bit column per element of a row of D at most), folded where
            // the data path lays D over more lanes than it has rows (PTX ISA
            // 9.7.16.10.5, "Data path layout organization"): `.ws` with M = 64
            // (layout E) puts the two halves of N side by side over 128 lanes, `.ws`
            // with M = 32 (layout G) the four quarters, and M = 128 of
            // `.cta_group::2` with a dense A (layout B) the two halves in each CTA.
            // Mojo's decode attention issues `.ws` M = 32, N = 256 MMAs into
            // accumulators 64 columns apart.
            let ws = parts.contains(&"ws");
            let sparse = parts.contains(&"sp");
            let fold = |m: u32| match (ws, m, cta) {
                (true, 32, _) => 4,
                (true, 64, _) => 2,
                (false, 128, CtaGroup::Two) if !sparse => 2,
                _ => 1,
            };
            // A block-scaled kind's descriptor has M >> 7 in bits 27..=28 and bits
            // 24..=26 zero (PTX ISA, "Instruction descriptor format for
            // .kind::mxf8f6f4"), which is M >> 4 in bits 24..=28 for its Ms (128
            // and 256); D is 32-bit elements either way.
            let cols = shape
                .m_n()
                .filter(|&(m, _)| {
                    dense_operand_bytes(stmt).is_some() || (stmt.has("block_scale") && m >= 128)
                })
                .map(|(m, n)| n / fold(m))
                .filter(|n| *n > 0);
            // Layouts F (M = 64, no `.ws`) and C (M = 128, `cta_group::2`, sparse A)
            // use half the datapath: 16 lanes of each 32-lane partition, from the
            // address's lane (0 or 16) within it (9.7.16.10.5). Mosaic GPU issues
            // M = 64 MMAs into accumulators 16 lanes apart.
            let half_datapath = shape.m_n().is_some_and(|(m, _)| {
                (m == 64 && !ws && cta == CtaGroup::One)
                    || (m == 128 && sparse && cta == CtaGroup::Two)
            });
            let mut d = with_wide(env, ops.first(), None, cols);
            if half_datapath && d.lanes.is_none() {
                d.stripe = Some(16);
            }
            Op::MmaClass {
                cta,
                class: Box::new(MmaClass::Mma {
                    d,
                    tmem_reads,
                    key: MmaKey { kind, shape },
                }),
            }
        }
        "cp" => Op::MmaClass {
            cta: cta_group(stmt)?,
            class: Box::new(MmaClass::Cp {
                // The shape is rows x bits per row of the destination: 256-bit rows
                // fill 8 32-bit columns, 128-bit rows 4 (also when multicast to
                // several warps' lanes with .warpx2/.warpx4, or decompressed from
                // packed 4- or 6-bit sources into 8-bit elements). Lanes are left
                // unknown.
                dst: tmem_region(env, ops.first(), None, cp_columns(stmt)),
                shape_4x256b: stmt.has("4x256b"),
            }),
        },
        "shift" => Op::MmaClass {
            cta: cta_group(stmt)?,
            class: Box::new(MmaClass::Shift {
                region: region(operand_addr(env, ops.first()), Some(128), None),
            }),
        },
        "commit" => Op::Commit {
            cta: cta_group(stmt)?,
            mbarrier: operand_addr(env, ops.first()),
        },
        "wait::ld" => Op::WaitLd,
        "wait::st" => Op::WaitSt,
        "fence::before_thread_sync" => Op::FenceBefore,
        "fence::after_thread_sync" => Op::FenceAfter,
        "alloc" => Op::Alloc {
            cta: cta_group(stmt)?,
        },
        "dealloc" => {
            let taddr = match ops.first() {
                Some(Operand::Name(n)) => env.address(n, 0),
                _ => Addr::UNKNOWN,
            };
            // Dealloc ends the whole allocation: it reaches every column from its base.
            let base_only = Addr {
                base: taddr.base,
                offset: taddr.base.map(|_| 0),
            };
            Op::Dealloc {
                cta: cta_group(stmt)?,
                region: Box::new(region(base_only, None, None)),
            }
        }
        "relinquish_alloc_permit" => Op::Relinquish {
            cta: cta_group(stmt)?,
        },
        _ => return err(format!("unknown tcgen05 instruction `{}`", stmt.opcode)),
    };
    Ok((op, Vec::new()))
}

fn classify_other(stmt: &Statement, env: &mut dyn OperandEnv) -> Op {
    let op = stmt.opcode.as_str();
    let head = stmt.head();
    let has = |p: &str| stmt.has(p);
    match head {
        "bar" | "barrier" => {
            // `.relaxed` is spelled on `barrier.cluster.arrive` only; CTA barriers
            // and `barrier.cluster.wait` (`.acquire` by default) always order memory.
            if op.starts_with("barrier.cluster.arrive") {
                Op::sync_sem(true, false, has("relaxed"), None, SyncKind::ClusterArrive)
            } else if op.starts_with("barrier.cluster.wait") {
                Op::sync(false, true, None, SyncKind::ClusterWait)
            } else if op.starts_with("bar.warp.sync") {
                Op::sync(true, true, None, SyncKind::WarpSync)
            } else {
                // bar.sync, barrier.sync, bar.red, barrier.red; bar.arrive releases only.
                let mut op = if has("arrive") {
                    Op::sync(true, false, None, SyncKind::CtaArrive)
                } else {
                    Op::sync(true, true, None, SyncKind::CtaBarrier)
                };
                // The barrier number: the first operand, after the destination for
                // `bar.red` (`bar.red.popc.u32 d, a{, b}, {!}c`).
                let id = if has("red") {
                    stmt.operands.get(1)
                } else {
                    stmt.operands.first()
                };
                if let (Op::Sync(ev), Some(id)) = (&mut op, id) {
                    ev.barrier_id = match id {
                        Operand::Imm(v) => Some(*v),
                        Operand::Name(n) => env.constant(n),
                        _ => None,
                    };
                }
                // `.aligned` (always so for `bar`): "all threads in CTA will execute
                // the same barrier instruction" (PTX ISA 9.7.13.1); with no thread
                // count every thread takes part, so an instance completes with every
                // thread at this one instruction.
                let aligned = head == "bar" || has("aligned");
                let count_less = stmt.operands.len() == if has("red") { 3 } else { 1 };
                if let Op::Sync(ev) = &mut op {
                    ev.ordered = ev.kind == SyncKind::CtaBarrier && aligned && count_less;
                    ev.all_threads = ev.kind == SyncKind::CtaBarrier && count_less;
                }
                op
            }
        }
        "mbarrier" => {
            let addr_at =
                |env: &mut dyn OperandEnv, i: usize| operand_addr(env, stmt.operands.get(i));
            // `.sem` is `.release` (arrive) or `.acquire` (waits) unless `.relaxed`.
            let relaxed = has("relaxed");
            if op.starts_with("mbarrier.arrive") {
                // `mbarrier.arrive... state, [addr]` or the no-state form `_, [addr]`.
                let mbar = stmt
                    .operands
                    .iter()
                    .position(|o| matches!(o, Operand::Address { .. }))
                    .map(|i| addr_at(env, i));
                let mut arrive = Op::sync_sem(
                    true,
                    false,
                    relaxed,
                    mbar,
                    SyncKind::MbarArrive {
                        tx_only: false,
                        expect_tx: has("expect_tx"),
                    },
                );
                // `.shared` is `.shared::cta`: this CTA's barrier, whose waiters are
                // this CTA's threads (a `.shared::cluster` or generic address may be
                // another CTA's).
                if let Op::Sync(ev) = &mut arrive {
                    ev.cta_local = has("shared") || has("shared::cta");
                }
                arrive
            } else if op.starts_with("mbarrier.complete_tx") {
                // Completes transactions by this thread: it can complete a phase like an
                // arrival (for mbarrier provenance), but it is not a release (its only
                // `.sem` is `.relaxed`).
                Op::sync_sem(
                    false,
                    false,
                    true,
                    Some(addr_at(env, 0)),
                    SyncKind::MbarArrive {
                        tx_only: true,
                        expect_tx: false,
                    },
                )
            } else if op.starts_with("mbarrier.try_wait") || op.starts_with("mbarrier.test_wait") {
                Op::sync_sem(
                    false,
                    true,
                    relaxed,
                    Some(addr_at(env, 1)),
                    SyncKind::MbarWait { looped: false },
                )
            } else {
                Op::Plain
            }
        }
        "cp" => {
            let tmap = if op.contains(".tensor.") {
                tensormap_operand(stmt, env)
            } else {
                None
            };
            if op.starts_with("cp.async.mbarrier.arrive") {
                // The arrival fires when this thread's earlier cp.async copies finish.
                let mbar = operand_addr(env, stmt.operands.first());
                Op::sync(
                    true,
                    false,
                    Some(mbar),
                    SyncKind::MbarArrive {
                        tx_only: false,
                        expect_tx: false,
                    },
                )
            } else if has("mbarrier::complete_tx::bytes") {
                let mbar = stmt
                    .operands
                    .iter()
                    .rev()
                    .find(|o| matches!(o, Operand::Address { .. }))
                    .map(|o| operand_addr(env, Some(o)))
                    .unwrap_or(Addr::UNKNOWN);
                Op::TmaComplete {
                    mbarrier: mbar,
                    tmap: tmap.map(Box::new),
                }
            } else if let Some(tmap) = tmap {
                Op::TensorUse {
                    tmap: Box::new(tmap),
                    reads_smem: bulk_reads_smem(op),
                }
            } else if bulk_reads_smem(op) {
                Op::BulkSmemRead
            } else {
                Op::Plain
            }
        }
        "tensormap" => {
            let addr = operand_addr(env, stmt.operands.first());
            if op.starts_with("tensormap.cp_fenceproxy") {
                Op::TmapWrite {
                    addr,
                    released: true,
                }
            } else if op.starts_with("tensormap.replace") && !has("shared::cta") && !has("shared") {
                Op::TmapWrite {
                    addr,
                    released: false,
                }
            } else {
                Op::Plain
            }
        }
        "fence" => {
            if op.starts_with("fence.proxy.tensormap") {
                if has("acquire") {
                    Op::TmapAcquire {
                        addr: operand_addr(env, stmt.operands.first()),
                    }
                } else {
                    Op::TmapRelease
                }
            } else if op.starts_with("fence.proxy.async") {
                // `fence.proxy.async::generic.{acquire,release}.sync_restrict...`
                // orders async-proxy accesses before generic ones (the other way
                // round): it is no `fence.proxy.async` for R-PROXY.
                if has("global") || op.starts_with("fence.proxy.async::generic") {
                    Op::Plain
                } else {
                    Op::ProxyFenceAsync
                }
            } else {
                Op::Plain
            }
        }
        "elect" => Op::Elect,
        "st" | "atom" | "red" | "stmatrix" | "ld" => {
            let release = has("release") || has("acq_rel");
            let acquire = has("acquire") || has("acq_rel");
            if release || acquire {
                return Op::sync(release, acquire, None, SyncKind::MemoryOrder);
            }
            // An explicitly `.relaxed.<scope>` access is a flag protocol's sync: a
            // store or reduction publishes (REL), a load observes (ACQ), an atomic
            // does both, all without ordering memory.
            if has("relaxed") && head != "stmatrix" {
                let (release, acquire) = match head {
                    "st" | "red" => (true, false),
                    "ld" => (false, true),
                    _ => (true, true),
                };
                return Op::sync_sem(release, acquire, true, None, SyncKind::MemoryOrder);
            }
            if head == "ld" {
                return Op::Plain;
            }
            // Generic (no state space) or shared: may write shared memory.
            let spaces = ["global", "local", "param", "const", "async"];
            let shared = has("shared") || has("shared::cta") || has("shared::cluster");
            if shared || !spaces.iter().any(|s| has(s)) {
                Op::GenericSharedWrite
            } else {
                Op::Plain
            }
        }
        _ => Op::Plain,
    }
}

/// One statement of an inline-asm or PTX body, with the label that precedes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AsmItem {
    Label(String),
    Stmt(Statement),
}

/// The predicates of the retry loops in `items` (`L: mbarrier.try_wait P, ...; @!P bra
/// L;`, Triton's wait in one asm block): a branch back to a label of the same items on
/// the predicate's failure. A wait whose result is one of them is a wait that loops
/// until it succeeds.
pub fn looped_wait_predicates(items: &[AsmItem]) -> std::collections::HashSet<String> {
    let labels: std::collections::HashSet<&str> = items
        .iter()
        .filter_map(|i| match i {
            AsmItem::Label(l) => Some(l.as_str()),
            _ => None,
        })
        .collect();
    items
        .iter()
        .filter_map(|i| match i {
            AsmItem::Stmt(s) if s.head() == "bra" => match (&s.predicate, s.operands.first()) {
                (Some((p, true)), Some(Operand::Name(l))) if labels.contains(l.as_str()) => {
                    Some(p.clone())
                }
                _ => None,
            },
            _ => None,
        })
        .collect()
}

/// The statements of an asm block.
fn statements(items: &[AsmItem]) -> Vec<&Statement> {
    items
        .iter()
        .filter_map(|i| match i {
            AsmItem::Stmt(s) => Some(s),
            _ => None,
        })
        .collect()
}

/// Whether some statement jumps (the statements then do not run in their written
/// order).
fn jumps(stmts: &[&Statement]) -> bool {
    stmts.iter().any(|s| matches!(s.head(), "bra" | "brx"))
}

/// The positions of the statements of `stmts` that write `name` (as their first
/// operand).
fn writers(stmts: &[&Statement], name: &str) -> Vec<usize> {
    stmts
        .iter()
        .enumerate()
        .filter(|(_, s)| {
            s.operands
                .first()
                .is_some_and(|o| o.names().contains(&name))
        })
        .map(|(i, _)| i)
        .collect()
}

/// A predicate an asm block computes by comparing one of its inputs with a constant:
/// `setp.eq.s32 %pj, $6, 0` is `pred` = (`$input == value`), `eq` false for `ne`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmComparison {
    pub pred: String,
    /// The operand number (`$k`, an input: `k` at least the number of outputs).
    pub input: usize,
    pub value: i64,
    pub eq: bool,
}

/// The comparisons of [`AsmComparison`] in a block with no jump, each an unguarded
/// `setp.eq`/`setp.ne` of an input and an immediate into a local predicate nothing
/// else in the block writes: every guard on that predicate reads the comparison
/// (Mojo tests its leader flag inside each MMA's and commit's asm: `setp.eq.s32 %pj,
/// $6, 0; @!%pj tcgen05.mma ...`).
pub fn asm_input_comparisons(items: &[AsmItem], n_outputs: usize) -> Vec<AsmComparison> {
    let stmts = statements(items);
    if jumps(&stmts) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for s in &stmts {
        let (None, "setp", [Operand::Name(p), Operand::Name(x), Operand::Imm(c)]) =
            (&s.predicate, s.head(), s.operands.as_slice())
        else {
            continue;
        };
        let input = x
            .strip_prefix('$')
            .and_then(|k| k.parse::<usize>().ok())
            .filter(|k| *k >= n_outputs);
        if let Some(input) = input {
            if (s.has("eq") || s.has("ne"))
                && s.integer_typed()
                && !p.starts_with('$')
                && writers(&stmts, p).len() == 1
            {
                out.push(AsmComparison {
                    pred: p.clone(),
                    input,
                    value: *c,
                    eq: s.has("eq"),
                });
            }
        }
    }
    out
}

impl AsmComparison {
    /// Whether a guard on this comparison's predicate (`@!p` when `negated`) holds in
    /// the elected lane only, when the compared input is a leader flag: `set` in
    /// that lane, `unset` in the others.
    pub fn selects_leader(&self, negated: bool, unset: i64, set: i64) -> bool {
        if self.eq != negated {
            // The guard holds where the flag equals the value.
            self.value == set
        } else {
            // ... where it differs from the value.
            self.value == unset
        }
    }

    /// The comparison as a fact on the input's value: the predicate's value and its
    /// `Expr::CmpConst`, named through the front end's operand environment.
    pub fn fact(&self, env: &mut dyn OperandEnv) -> Option<(Value, Expr)> {
        let pred = env.value(&self.pred)?;
        let lhs = env.value(&format!("${}", self.input))?;
        Some((
            pred,
            Expr::CmpConst {
                lhs,
                rhs: self.value,
                eq: self.eq,
            },
        ))
    }
}

/// Whether an asm statement's guard (`@p`, or `@!p` when negated) holds in a leader
/// flag's elected lane only: `p` is one of `comparisons` and its input a flag
/// (`flag(k)`: the values elsewhere and in the leader of input `$k`, if it is one).
pub fn guard_selects_leader(
    comparisons: &[AsmComparison],
    (p, negated): &(String, bool),
    flag: impl Fn(usize) -> Option<(i64, i64)>,
) -> bool {
    comparisons.iter().any(|cmp| {
        cmp.pred == *p
            && flag(cmp.input).is_some_and(|(unset, set)| cmp.selects_leader(*negated, unset, set))
    })
}

/// An output an asm block sets to `set` in the lane its own `elect.sync` elects
/// (`@%px mov.s32 $k, set` under `elect.sync _|%px`), and to `preset` in the others
/// where the block itself says so: an unguarded `mov $k, preset` before the elect, in
/// a block with no jump, and no other write of `$k` (Mojo: `mov.s32 $0, 0;
/// elect.sync %re|%pa, $1; @%pa mov.s32 $0, 1;`). `preset` is `None` when `$k` has
/// no other write: its value elsewhere is what the front end knows of an input tied
/// to it (CUTLASS: constraint `"1"` with the constant 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmElectFlag {
    pub output: usize,
    pub preset: Option<i64>,
    pub set: i64,
}

/// The PTX statement of an mbarrier lifetime operation named `name` after
/// `mbarrier.` (the NVVM intrinsics `llvm.nvvm.mbarrier.init[.shared]` (ptr, count)
/// and `llvm.nvvm.mbarrier.inval[.shared]` (ptr), and the `nvvm` dialect's ops of
/// those names), with `$0`, `$1` its operands. The span analysis bounds a tensor
/// TMA copy's box below a barrier initialized once and not invalidated before it.
pub fn mbarrier_lifetime_statement(name: &str) -> Option<&'static str> {
    match name {
        "init.shared" => Some("mbarrier.init.shared.b64 [$0], $1"),
        "init" => Some("mbarrier.init.b64 [$0], $1"),
        "inval.shared" => Some("mbarrier.inval.shared.b64 [$0]"),
        "inval" => Some("mbarrier.inval.b64 [$0]"),
        _ => None,
    }
}

/// The thread count of the barrier that statement `stmt` of inline asm `asm` is,
/// and whether it waits (not an `arrive` or `red`), as a front end gives an
/// intrinsic's for `barrier_groups::Barrier`: clang's CUTLASS, DeepGEMM and
/// ThunderKittens name their barriers `bar.sync $0, $1;` with `"r,n"(i32 1, i32
/// 128)`, JAX Mosaic GPU `bar.sync $0, 128;`. The count is an immediate or a
/// placeholder that `constant` binds to a constant; a barrier with no count counts
/// every thread. Only for a template without labels or branches (its statements run
/// once each, in order) and a statement with no predicate; `None` for a cluster
/// barrier or `bar.warp.sync`, which are no CTA barriers.
pub fn asm_barrier_count(
    asm: &str,
    stmt: usize,
    constant: impl Fn(&str) -> Option<i64>,
) -> Option<(tcgen05_core::barrier_groups::Count, bool)> {
    use tcgen05_core::barrier_groups::Count;
    let items = split_asm(asm).ok()?;
    let mut stmts = Vec::new();
    for item in &items {
        match item {
            AsmItem::Stmt(s) if s.head() != "bra" => stmts.push(s),
            _ => return None,
        }
    }
    let s = stmts.get(stmt)?;
    if s.predicate.is_some()
        || !matches!(s.head(), "bar" | "barrier")
        || s.has("cluster")
        || s.has("warp")
    {
        return None;
    }
    let waits = !s.opcode.contains("arrive") && !s.opcode.contains("red");
    let threads = |n: i64| u32::try_from(n).map_or(Count::Unknown, Count::Threads);
    let count = match s.operands.get(1) {
        None => Count::All,
        Some(Operand::Imm(n)) => threads(*n),
        Some(Operand::Name(p)) => constant(p).map_or(Count::Unknown, threads),
        Some(_) => Count::Unknown,
    };
    Some((count, waits))
}

/// The input (by its number among the inputs) that inline-asm constraints
/// `constraints` tie to output `output` (constraint `"k"`): clang compiles
/// CUTLASS's `elect_one_sync` with `"=r,=r,r,0,1"`, output 1 preset by input 2.
pub fn tied_input(constraints: &str, output: usize) -> Option<usize> {
    constraints
        .split(',')
        .filter(|c| !c.starts_with('=') && !c.starts_with('~'))
        .position(|c| c.parse::<usize>().ok() == Some(output))
}

/// The outputs of [`AsmElectFlag`] in an asm block with `n_outputs` outputs.
pub fn asm_elect_flags(items: &[AsmItem], n_outputs: usize) -> Vec<AsmElectFlag> {
    let stmts = statements(items);
    let leaders: Vec<&str> = stmts
        .iter()
        .filter(|s| s.head() == "elect")
        .filter_map(|s| match s.operands.first() {
            Some(Operand::Pair(_, p)) => p.names().first().copied(),
            _ => None,
        })
        .collect();
    let elect = stmts.iter().position(|s| s.head() == "elect");
    let straight = !jumps(&stmts);
    let mut out = Vec::new();
    for s in &stmts {
        let (Some((p, false)), "mov", [Operand::Name(o), Operand::Imm(set)]) =
            (&s.predicate, s.head(), s.operands.as_slice())
        else {
            continue;
        };
        let Some(k) = o.strip_prefix('$').and_then(|k| k.parse::<usize>().ok()) else {
            continue;
        };
        if k >= n_outputs || !leaders.contains(&p.as_str()) {
            continue;
        }
        let preset = match writers(&stmts, o).as_slice() {
            [_] => None,
            [first, _] => match (&stmts[*first].predicate, stmts[*first].operands.as_slice()) {
                (None, [_, Operand::Imm(c0)])
                    if stmts[*first].head() == "mov"
                        && straight
                        && elect.is_some_and(|e| *first < e) =>
                {
                    Some(*c0)
                }
                _ => continue,
            },
            _ => continue,
        };
        out.push(AsmElectFlag {
            output: k,
            preset,
            set: *set,
        });
    }
    out
}

/// The special register an inline asm only copies out (`mov.u32 $0, %cluster_nctaid.x;`,
/// as CUTLASS reads the cluster shape): one unpredicated `mov` of a `%` register
/// into `$0`.
pub fn asm_special_register(asm: &str) -> Option<String> {
    let items = split_asm(asm).ok()?;
    let [AsmItem::Stmt(stmt)] = items.as_slice() else {
        return None;
    };
    if stmt.predicate.is_some() {
        return None;
    }
    match (stmt.head(), stmt.operands.as_slice()) {
        ("mov", [Operand::Name(d), Operand::Name(s)]) if d == "$0" && s.starts_with('%') => {
            Some(s.clone())
        }
        _ => None,
    }
}

/// Whether the special register `reg` (`%cluster_nctaid.x`, as [`sreg_register`] and
/// [`asm_special_register`] name it) is one of `names` (`cluster_nctaid`), whatever
/// its component.
pub fn special_register_in(reg: &str, names: &[&str]) -> bool {
    let reg = reg.trim_start_matches('%').replace('.', "_");
    names.iter().any(|s| {
        reg.strip_prefix(s)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('_'))
    })
}

/// The PTX register a special-register read names, from the part of its NVVM op or
/// intrinsic name after `read.ptx.sreg.` (`cluster.ctarank` → `%cluster_ctarank`).
pub fn sreg_register(name: &str) -> String {
    format!("%{}", name.replace("cluster.", "cluster_"))
}

/// Whether a register declaration `(name, count)` of [`declared_registers`] declares
/// `reg`: `name` itself, or `name<count>`'s `name0` ... `name{count - 1}`.
pub fn declares_register(name: &str, count: Option<u32>, reg: &str) -> bool {
    match count {
        None => name == reg,
        Some(c) => reg
            .strip_prefix(name)
            .and_then(|i| i.parse::<u32>().ok())
            .is_some_and(|i| i < c),
    }
}

/// The registers a declaration `.reg .b32 a, b<4>;` names: `(a, None)` and
/// `(b, Some(4))` (the prefix of `b0` ... `b3`).
pub fn declared_registers(decl: &str) -> Vec<(String, Option<u32>)> {
    // The names follow the directive and the type, which ptxas also takes with no
    // space between them (`.reg.u64 p;`, Tilus) or as a vector type (`.reg .v4 .b32`).
    let mut rest = decl.trim().trim_end_matches(';').trim_start();
    while let Some(after) = rest.strip_prefix('.') {
        let end = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(after.len());
        rest = after[end..].trim_start();
    }
    rest.split(',')
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .filter_map(|name| match name.split_once('<') {
            Some((prefix, count)) => count
                .trim_end_matches('>')
                .trim()
                .parse()
                .ok()
                .map(|n| (prefix.trim().to_string(), Some(n))),
            None => Some((name.to_string(), None)),
        })
        .collect()
}

/// Split an asm template or a PTX body fragment into labels and statements, dropping
/// scope braces, declarations and comments. It uses the PTX reader's lexer
/// ([`crate::ptx_lex`]), so asm is read exactly as a PTX file is; only the last
/// statement may omit its `;`.
pub fn split_asm(text: &str) -> Result<Vec<AsmItem>, DecodeError> {
    let blanked = blank_comments(text).map_err(|e| DecodeError(e.message))?;
    let lexed = lex_items(&blanked, 0, blanked.len(), LastStatement::MayEndAtEnd)
        .map_err(|e| DecodeError(e.message))?;
    let mut items = Vec::new();
    for item in lexed {
        match item {
            Item::Label { name, .. } => items.push(AsmItem::Label(name)),
            Item::Stmt { text, .. } if !text.starts_with('.') => {
                items.push(AsmItem::Stmt(parse_statement(&text)?));
            }
            Item::Stmt { .. } | Item::Open { .. } | Item::Close { .. } => {}
        }
    }
    Ok(items)
}

/// Where each statement [`split_asm`] returns (its [`AsmItem::Stmt`] items, in order)
/// begins in `text`: the byte offset before which other statements can be inserted
/// (a pass that rewrites an inline-asm template between two of its statements).
pub fn asm_statement_offsets(text: &str) -> Result<Vec<usize>, DecodeError> {
    let blanked = blank_comments(text).map_err(|e| DecodeError(e.message))?;
    let lexed = lex_items(&blanked, 0, blanked.len(), LastStatement::MayEndAtEnd)
        .map_err(|e| DecodeError(e.message))?;
    Ok(lexed
        .into_iter()
        .filter_map(|item| match item {
            Item::Stmt { text, start, .. } if !text.starts_with('.') => Some(start),
            _ => None,
        })
        .collect())
}

/// `text` with `insert[i].1` placed before statement `insert[i].0` (statement numbers
/// as [`split_asm`] counts them; several at one statement keep their order), each on
/// a line of its own. `None` when a statement number is out of range.
pub fn splice_asm(text: &str, insert: &[(usize, &str)]) -> Result<Option<String>, DecodeError> {
    let offsets = asm_statement_offsets(text)?;
    let mut at: Vec<(usize, usize, &str)> = Vec::with_capacity(insert.len());
    for (k, (stmt, line)) in insert.iter().enumerate() {
        let Some(&o) = offsets.get(*stmt) else {
            return Ok(None);
        };
        at.push((o, k, line));
    }
    at.sort();
    let mut out = String::with_capacity(text.len() + 64 * at.len());
    let mut last = 0;
    for (o, _, line) in at {
        out.push_str(&text[last..o]);
        // A line break first unless the statement starts a line already.
        if !out.is_empty() && !out.ends_with('\n') {
            out.push('\n');
        }
        out.push_str(line);
        out.push('\n');
        last = o;
    }
    out.push_str(&text[last..]);
    Ok(Some(out))
}

/// The width in shared memory of an element of a dense-kind MMA's A and B operands
/// (`.kind::f16` 2 bytes, `tf32` 4, `f8f6f4` and `i8` at most 1: 6- and 4-bit types
/// in 8-bit containers); `None` for other kinds (block-scaled ones).
pub fn dense_operand_bytes(stmt: &Statement) -> Option<i64> {
    stmt.parts().find_map(|p| match p {
        "kind::f16" => Some(2),
        "kind::tf32" => Some(4),
        "kind::f8f6f4" | "kind::i8" => Some(1),
        _ => None,
    })
}

/// The names an instruction reads, when its result depends on nothing else: integer
/// and bit arithmetic, moves and conversions (of registers, immediates, symbols and
/// special registers that do not change, `is_volatile_special_register`), `selp`,
/// `setp`, `ld.param`.
/// `None` for anything else (a load, `shfl`, a read of `%clock`): its result may
/// differ each time.
pub fn pure_operands(stmt: &Statement) -> Option<Vec<String>> {
    const PURE: &[&str] = &[
        "mov", "add", "sub", "mul", "mad", "mul24", "mad24", "sad", "div", "rem", "abs", "neg",
        "min", "max", "shl", "shr", "shf", "and", "or", "xor", "not", "cnot", "lop3", "bfe", "bfi",
        "prmt", "popc", "clz", "brev", "cvt", "cvta", "selp", "slct", "setp", "set",
    ];
    if stmt.head() == "ld" && stmt.has("param") {
        return Some(Vec::new());
    }
    if !PURE.contains(&stmt.head()) {
        return None;
    }
    let reads: Vec<String> = stmt
        .operands
        .iter()
        .skip(1)
        .flat_map(|op| op.names())
        .map(str::to_string)
        .collect();
    let volatile = |name: &str| {
        name.strip_prefix('%')
            .is_some_and(is_volatile_special_register)
    };
    (!reads.iter().any(|n| volatile(n))).then_some(reads)
}

/// Whether a special register (its name without `%`: `clock64`, `tid.x`) can change
/// during a thread's life (PTX ISA 10): a timer, a performance counter, the warp's and
/// SM's number (a thread may migrate). The others (thread, CTA and cluster indices and
/// shapes, lane masks) hold one value per thread, so a value computed from them alone
/// is the same each time it is computed (`Function::compounds`).
pub fn is_volatile_special_register(name: &str) -> bool {
    const VOLATILE: &[&str] = &[
        "clock",
        "globaltimer",
        "warpid",
        "nwarpid",
        "smid",
        "nsmid",
        "pm",
        "current_graph_exec",
        "reserved_smem_offset",
    ];
    VOLATILE.iter().any(|v| {
        name.strip_prefix(v).is_some_and(|rest| {
            rest.is_empty()
                || rest.starts_with(|c: char| c.is_ascii_digit() || c == '_' || c == '.')
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn register_declarations_in_every_spelling_ptxas_takes() {
        let names = |d: &str| declared_registers(d);
        assert_eq!(
            names(".reg .b32 %r<4>, x;"),
            vec![("%r".to_string(), Some(4)), ("x".to_string(), None)]
        );
        // No space between the directive and the type (Tilus' inline asm).
        assert_eq!(
            names(".reg.u64 smem_ptr;"),
            vec![("smem_ptr".to_string(), None)]
        );
        assert_eq!(
            names(".reg.pred __pred"),
            vec![("__pred".to_string(), None)]
        );
        // A vector type.
        assert_eq!(names(".reg .v4 .b32 v;"), vec![("v".to_string(), None)]);
    }
    use std::collections::HashMap;

    #[test]
    fn splices_between_asm_statements() {
        let asm = "{\n.reg .pred p;\nelect.sync _|p, -1;\n@p tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, 1;\n}";
        let out = splice_asm(asm, &[(1, "tcgen05.fence::after_thread_sync;")])
            .unwrap()
            .unwrap();
        let items = split_asm(&out).unwrap();
        let heads: Vec<String> = items
            .iter()
            .filter_map(|i| match i {
                AsmItem::Stmt(s) => Some(s.opcode.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(
            heads,
            [
                "elect.sync",
                "tcgen05.fence::after_thread_sync",
                "tcgen05.mma.cta_group::1.kind::f16"
            ]
        );
        assert_eq!(splice_asm(asm, &[(5, "x;")]).unwrap(), None);
    }

    /// Mojo's flag and its tests: the asm's own preset, the tied form, and what
    /// makes either no flag; comparisons of inputs only, integer-typed, in a block
    /// with no jump, of a predicate written once.
    #[test]
    fn asm_flags_and_comparisons() {
        let items = |text: &str| split_asm(text).unwrap();
        let mojo = "{\n.reg .b32 %re;\n.reg .pred %pa;\nmov.s32 $0, 0;\nelect.sync %re|%pa, $1;\n@%pa mov.s32 $0, 1;\n}";
        let flag = |preset| AsmElectFlag {
            output: 0,
            preset,
            set: 1,
        };
        assert_eq!(asm_elect_flags(&items(mojo), 1), [flag(Some(0))]);
        // The preset after the elect, or a jump in the block: no preset known.
        let late = "{\n.reg .b32 %re;\n.reg .pred %pa;\nelect.sync %re|%pa, $1;\nmov.s32 $0, 0;\n@%pa mov.s32 $0, 1;\n}";
        assert_eq!(asm_elect_flags(&items(late), 1), []);
        let jumping = format!("{}\nL:\n@%pa bra L;", mojo.trim_end_matches('}'));
        assert_eq!(asm_elect_flags(&items(&format!("{jumping}\n}}")), 1), []);
        // CUTLASS: the output is written once; its value elsewhere is the tied input's.
        let tied = "{\n.reg .b32 %rx;\n.reg .pred %px;\nelect.sync %rx|%px, $2;\n@%px mov.s32 $1, 1;\nmov.s32 $0, %rx;\n}";
        assert_eq!(
            asm_elect_flags(&items(tied), 2),
            [AsmElectFlag {
                output: 1,
                preset: None,
                set: 1
            }]
        );
        let test = "{\n.reg .pred %pj;\nsetp.eq.s32 %pj, $3, 0;\n@!%pj tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, 7, 1;\n}";
        let cmp = AsmComparison {
            pred: "%pj".into(),
            input: 3,
            value: 0,
            eq: true,
        };
        assert_eq!(
            asm_input_comparisons(&items(test), 0),
            std::slice::from_ref(&cmp)
        );
        // `@!%pj`: the flag is not 0, the leader's lane; `@%pj` the others.
        assert!(cmp.selects_leader(true, 0, 1));
        assert!(!cmp.selects_leader(false, 0, 1));
        // `$3` an output, a float comparison, a predicate written twice: none.
        assert_eq!(asm_input_comparisons(&items(test), 4), []);
        let float = test.replace("setp.eq.s32 %pj, $3, 0", "setp.eq.f32 %pj, $3, 0f00000000");
        assert_eq!(asm_input_comparisons(&items(&float), 0), []);
        let twice = test.replace(
            "setp.eq.s32 %pj, $3, 0;",
            "setp.eq.s32 %pj, $3, 0;\nsetp.ne.s32 %pj, $3, 5;",
        );
        assert_eq!(asm_input_comparisons(&items(&twice), 0), []);
    }

    #[derive(Default)]
    struct Names(HashMap<String, Value>);

    impl OperandEnv for Names {
        fn value(&mut self, name: &str) -> Option<Value> {
            let n = self.0.len() as u32;
            Some(*self.0.entry(name.to_string()).or_insert(Value(n)))
        }
        fn constant(&self, _: &str) -> Option<i64> {
            None
        }
        fn address(&mut self, base: &str, offset: i64) -> Addr {
            Addr::new(self.value(base).unwrap(), offset)
        }
    }

    fn classify_text(text: &str) -> Classified {
        classify(&parse_statement(text).unwrap(), &mut Names::default()).unwrap()
    }

    #[test]
    fn parses_triton_predicated_mma() {
        let s =
            parse_statement("@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4")
                .unwrap();
        assert_eq!(s.predicate, Some(("$5".into(), false)));
        assert_eq!(s.operands.len(), 5);
        let c = classify_text("@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4");
        assert!(matches!(
            c.op,
            Op::MmaClass {
                cta: CtaGroup::One,
                ..
            }
        ));
        assert!(c.guard.is_some());
    }

    #[test]
    fn ld_defines_its_vector() {
        let c = classify_text("tcgen05.ld.sync.aligned.32x32b.x4.b32 {%r1, %r2, %r3, %r4}, [%t+8]");
        assert_eq!(c.defs.len(), 4);
        let Op::Ld { region } = c.op else { panic!() };
        assert_eq!(region.cols, Some(4));
        assert_eq!(region.addr.offset, Some(8));
    }

    #[test]
    fn unknown_tcgen05_is_an_error() {
        let s = parse_statement("tcgen05.frobnicate.cta_group::1 [%r1]").unwrap();
        let e = classify(&s, &mut Names::default()).unwrap_err();
        assert!(e.0.contains("tcgen05.frobnicate"), "{e}");
    }

    #[test]
    fn splits_triton_wait_loop() {
        let text = "{\n.reg .pred complete;\nwaitLoop:\nmbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\n@!complete bra.uni waitLoop;\n}";
        let items = split_asm(text).unwrap();
        assert_eq!(items.len(), 3, "{items:?}");
        assert_eq!(items[0], AsmItem::Label("waitLoop".into()));
    }

    #[test]
    fn classifies_sync_and_proxy() {
        assert!(classify_text("bar.sync 0").op.is_release());
        assert!(classify_text("bar.sync 0").op.is_acquire());
        assert!(classify_text("mbarrier.arrive.shared::cta.b64 _, [%r1]")
            .op
            .is_release());
        assert!(
            classify_text("mbarrier.try_wait.parity.shared::cta.b64 %p, [%r1], %r2")
                .op
                .is_acquire()
        );
        assert_eq!(
            classify_text("st.shared.b32 [%r1], %r2").op,
            Op::GenericSharedWrite
        );
        assert_eq!(classify_text("st.global.b32 [%r1], %r2").op, Op::Plain);
        assert_eq!(
            classify_text("fence.proxy.async.shared::cta").op,
            Op::ProxyFenceAsync
        );
    }

    #[test]
    fn malformed_statements_are_errors() {
        assert!(parse_statement("tcgen05.ld [%r1").is_err());
        assert!(parse_statement("@p").is_err());
    }

    #[test]
    fn opcodes_need_no_blank_and_may_contain_one() {
        let s = parse_statement("tcgen05.ld.sync.aligned.32x32b.x2.b32{%r1, %r2},[%r3]").unwrap();
        assert_eq!(s.opcode, "tcgen05.ld.sync.aligned.32x32b.x2.b32");
        assert_eq!(s.operands.len(), 2);
        let s = parse_statement(
            "cp.async.bulk.tensor.4d.global.shared::cta.bulk_group .L2::cache_hint [%rd1, {%r1, %r2, %r3, %r4}], [%r5], %rd2",
        )
        .unwrap();
        assert_eq!(
            s.opcode,
            "cp.async.bulk.tensor.4d.global.shared::cta.bulk_group.L2::cache_hint"
        );
        assert_eq!(s.operands.len(), 3);
        let s = parse_statement("tcgen05.ld.sync.aligned .32x32b .x1.b32 {%r1}, [%r2]").unwrap();
        assert_eq!(s.opcode, "tcgen05.ld.sync.aligned.32x32b.x1.b32");
        let s = parse_statement("@ !%p1 bra.uni L").unwrap();
        assert_eq!(s.predicate, Some(("%p1".into(), true)));
    }

    #[test]
    fn immediates_in_every_form() {
        let imm = |t: &str| match parse_statement(&format!("mov.b32 %r1, {t}"))
            .unwrap()
            .operands[1]
        {
            Operand::Imm(v) => Some(v),
            _ => None,
        };
        assert_eq!(imm("0x1F"), Some(31));
        assert_eq!(imm("017"), Some(15));
        assert_eq!(imm("0b101"), Some(5));
        assert_eq!(imm("-4"), Some(-4));
        assert_eq!(imm("7U"), Some(7));
        assert_eq!(imm("0f3F800000"), Some(0x3F80_0000));
        assert_eq!(imm("0d3FF0000000000000"), Some(0x3FF0_0000_0000_0000));
        assert_eq!(imm("1.5"), None);
        assert_eq!(imm("0"), Some(0));
    }

    #[test]
    fn asm_is_read_by_the_ptx_lexer() {
        // A statement over two lines, a block comment between operands, two
        // statements on one line, and a last statement without `;`.
        let text = "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},\n [$1]; add.s32 $2, /* c */ $0, 1;\nmov.b32 $3, $2";
        let items = split_asm(text).unwrap();
        assert_eq!(items.len(), 3, "{items:?}");
        let AsmItem::Stmt(add) = &items[1] else {
            panic!("{items:?}")
        };
        assert_eq!(add.operands[1], Operand::Name("$0".into()));
    }
}
