//! Integer ranges of thread-index arithmetic, so that the facts of
//! `tcgen05_core::facts` can be read from code that no optimizer has simplified.
//!
//! CuTe DSL hands its `llvm` dialect module on before LLVM's optimizer runs, so the
//! warp index is still computed the long way:
//!
//! ```text
//! linear = tid.x + tid.y * ntid.x + tid.z * ntid.x * ntid.y
//! warp   = linear sdiv 32, minus one when the remainder is non-zero and linear < 0
//! warp   = shfl.sync.idx(warp, lane 0)
//! ```
//!
//! With `nvvm.reqntid = array<i32: 256, 1, 1>`, `tid.y` and `tid.z` are 0, `linear`
//! is `tid.x`, it is never negative (so the signed division is the unsigned one and
//! the correction never applies): what the PTX a compiler emits already says. This
//! module computes a sound interval for an integer value from its definition
//! (constants, special registers bounded by the kernel's `nvvm.reqntid` /
//! `nvvm.maxntid` or the hardware limits, and `add`, `sub`, `mul`, division, shift,
//! mask, `select` and `icmp` over them, with no overflow of 32 bits), and the
//! translator uses it where a fact needs a value to be constant or non-negative.

use mlir_sys::*;

use crate::ir;

/// How deep a definition chain is followed (the values that matter are a few ops
/// from their special registers).
const DEPTH: u32 = 12;

/// Values outside this range are not tracked (no 32-bit overflow is possible inside).
const LIMIT: i64 = 1 << 31;

/// The thread-block shape a kernel declares: per dimension, the exact size
/// (`nvvm.reqntid`) or an upper bound (`nvvm.maxntid`).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct BlockShape {
    pub exact: Option<[i64; 3]>,
    pub max: Option<[i64; 3]>,
}

impl BlockShape {
    /// The shape an `llvm.func` declares in its attributes (`nvvm.reqntid =
    /// array<i32: 256, 1, 1>`, `nvvm.maxntid`, or their `passthrough` strings).
    ///
    /// # Safety
    /// `func` must be a live operation.
    pub(crate) unsafe fn of(func: MlirOperation) -> BlockShape {
        let dims = |name: &str| -> Option<[i64; 3]> {
            let a = unsafe { ir::attr(func, name)? };
            // `array<i32: 256, 1, 1>` (a dense array; missing dimensions are 1).
            let text = unsafe { ir::attr_text(a) };
            let list = text.split(':').nth(1)?.trim_end_matches('>');
            let mut out = [1i64; 3];
            for (i, d) in list.split(',').enumerate().take(3) {
                out[i] = d.trim().parse().ok()?;
            }
            Some(out)
        };
        // MLIR 22's import of LLVM IR keeps the function attributes as strings:
        // `passthrough = [["nvvm.reqntid", "128"]]` (`"256,1,1"` in general).
        let passthrough = |name: &str| -> Option<[i64; 3]> {
            let a = unsafe { ir::attr(func, "passthrough")? };
            let text = unsafe { ir::attr_text(a) };
            let key = format!("[\"{name}\", \"");
            let rest = &text[text.find(&key)? + key.len()..];
            let value = &rest[..rest.find('"')?];
            let mut out = [1i64; 3];
            for (i, d) in value.split(',').enumerate().take(3) {
                out[i] = d.trim().parse().ok()?;
            }
            Some(out)
        };
        let exact = dims("nvvm.reqntid").or_else(|| passthrough("nvvm.reqntid"));
        BlockShape {
            exact,
            max: exact
                .or_else(|| dims("nvvm.maxntid"))
                .or_else(|| passthrough("nvvm.maxntid")),
        }
    }

    /// The most threads a block can have (`model::Function::block_threads`).
    pub(crate) fn threads(&self) -> Option<u32> {
        let m = self.max?;
        u32::try_from(m[0].checked_mul(m[1])?.checked_mul(m[2])?)
            .ok()
            .filter(|n| *n > 0)
    }

    fn tid(&self, d: usize) -> (i64, i64) {
        let hw = if d == 2 { 64 } else { 1024 };
        (0, self.max.map_or(hw, |m| m[d].min(hw)) - 1)
    }

    fn ntid(&self, d: usize) -> (i64, i64) {
        match (self.exact, self.max) {
            (Some(e), _) => (e[d], e[d]),
            (None, Some(m)) => (1, m[d]),
            _ => (1, if d == 2 { 64 } else { 1024 }),
        }
    }
}

/// The special register an op reads, by its PTX name (`tid.y`), from an
/// `nvvm.read.ptx.sreg.*` op or an `llvm.nvvm.read.ptx.sreg.*` intrinsic call.
pub(crate) unsafe fn sreg(op: MlirOperation) -> Option<String> {
    let name = unsafe { ir::op_name(op) };
    if let Some(r) = name.strip_prefix("nvvm.read.ptx.sreg.") {
        return Some(r.to_string());
    }
    if name == "llvm.call_intrinsic" {
        let intrin = unsafe { ir::attr_string(op, "intrin")? };
        return intrin
            .strip_prefix("llvm.nvvm.read.ptx.sreg.")
            .map(str::to_string);
    }
    None
}

fn dim(r: &str) -> Option<usize> {
    match r {
        "x" => Some(0),
        "y" => Some(1),
        "z" => Some(2),
        _ => None,
    }
}

fn checked(lo: i64, hi: i64) -> Option<(i64, i64)> {
    (lo > -LIMIT && hi < LIMIT && lo <= hi).then_some((lo, hi))
}

/// A sound interval `(lo, hi)` for the integer `v`, or `None` when unknown.
///
/// # Safety
/// `v` must be a live value.
pub(crate) unsafe fn range(v: MlirValue, shape: &BlockShape) -> Option<(i64, i64)> {
    unsafe { range_at(v, shape, DEPTH) }
}

/// How many low bits of the integer `v` are known zero, through constants, shifts
/// left by a constant, masks, multiplications, adds, `or`s and width changes (a
/// warp's TMEM lane offset `(warp & 3) << 21` has 21).
///
/// # Safety
/// `v` must be a live value.
pub(crate) unsafe fn low_zeros(v: MlirValue) -> u32 {
    unsafe { low_zeros_at(v, DEPTH) }
}

unsafe fn low_zeros_at(v: MlirValue, depth: u32) -> u32 {
    if let Some(c) = unsafe { ir::const_int(v) } {
        return if c == 0 { 64 } else { c.trailing_zeros() };
    }
    let Some(depth) = depth.checked_sub(1) else {
        return 0;
    };
    let Some(op) = (unsafe { ir::def_op(v) }) else {
        return 0;
    };
    let ops = unsafe { ir::operands(op) };
    let sub = |i: usize| ops.get(i).map_or(0, |o| unsafe { low_zeros_at(*o, depth) });
    match unsafe { ir::op_name(op) }.as_str() {
        "llvm.shl" => match ops.get(1).and_then(|o| unsafe { ir::const_int(*o) }) {
            Some(k) if (0..64).contains(&k) => (sub(0) + k as u32).min(64),
            _ => 0,
        },
        "llvm.and" => sub(0).max(sub(1)),
        "llvm.mul" => (sub(0) + sub(1)).min(64),
        "llvm.add" | "llvm.or" => sub(0).min(sub(1)),
        "llvm.zext" | "llvm.freeze" => sub(0),
        _ => 0,
    }
}

/// The constant `v` always is, if its range is one value.
///
/// # Safety
/// `v` must be a live value.
pub(crate) unsafe fn constant(v: MlirValue, shape: &BlockShape) -> Option<i64> {
    match unsafe { range(v, shape) } {
        Some((lo, hi)) if lo == hi => Some(lo),
        _ => unsafe { ir::const_int(v) },
    }
}

unsafe fn range_at(v: MlirValue, shape: &BlockShape, depth: u32) -> Option<(i64, i64)> {
    if let Some(c) = unsafe { ir::const_int(v) } {
        // Only values no 32-bit arithmetic overflows (see `LIMIT`).
        return (c > -LIMIT && c < LIMIT).then_some((c, c));
    }
    let depth = depth.checked_sub(1)?;
    let op = unsafe { ir::def_op(v)? };
    if let Some(r) = unsafe { sreg(op) } {
        let (what, d) = r.rsplit_once('.')?;
        let d = dim(d);
        return match (what, d) {
            ("tid", Some(d)) => Some(shape.tid(d)),
            ("ntid", Some(d)) => Some(shape.ntid(d)),
            _ if r == "laneid" => Some((0, 31)),
            _ => None,
        };
    }
    let name = unsafe { ir::op_name(op) };
    let ops = unsafe { ir::operands(op) };
    let sub = |i: usize| -> Option<(i64, i64)> {
        ops.get(i)
            .and_then(|o| unsafe { range_at(*o, shape, depth) })
    };
    match name.as_str() {
        "llvm.freeze" => sub(0),
        // Width changes keep the value when it fits (an `i1` sign-extends to -1).
        "llvm.zext" | "llvm.sext" | "llvm.trunc" => {
            let a = sub(0)?;
            let from = unsafe { ir::type_text(mlirValueGetType(ops[0])) };
            let to = unsafe { ir::type_text(mlirValueGetType(v)) };
            let bits = |t: &str| t.strip_prefix('i').and_then(|w| w.parse::<u32>().ok());
            let (from, to) = (bits(&from)?, bits(&to)?);
            let fits = a.0 >= 0 && (to > 32 || a.1 < (1i64 << (to - 1)));
            (fits && (name != "llvm.sext" || from > 1)).then_some(a)
        }
        "llvm.add" => {
            let (a, b) = (sub(0)?, sub(1)?);
            checked(a.0 + b.0, a.1 + b.1)
        }
        "llvm.sub" => {
            let (a, b) = (sub(0)?, sub(1)?);
            checked(a.0 - b.1, a.1 - b.0)
        }
        "llvm.mul" => {
            let (a, b) = (sub(0)?, sub(1)?);
            if a == (0, 0) || b == (0, 0) {
                return Some((0, 0));
            }
            if a.0 < 0 || b.0 < 0 || a.1 >= LIMIT / b.1.max(1) {
                return None;
            }
            checked(a.0 * b.0, a.1 * b.1)
        }
        "llvm.sdiv" | "llvm.udiv" => {
            let (a, (c, c2)) = (sub(0)?, sub(1)?);
            (a.0 >= 0 && c == c2 && c > 0).then(|| (a.0 / c, a.1 / c))
        }
        "llvm.srem" | "llvm.urem" => {
            let (a, (c, c2)) = (sub(0)?, sub(1)?);
            (a.0 >= 0 && c == c2 && c > 0).then(|| (0, (c - 1).min(a.1)))
        }
        "llvm.lshr" | "llvm.ashr" => {
            let (a, (k, k2)) = (sub(0)?, sub(1)?);
            (a.0 >= 0 && k == k2 && (0..32).contains(&k)).then(|| (a.0 >> k, a.1 >> k))
        }
        "llvm.and" => {
            // A non-negative mask bounds the result; i1 `and` is a mask of 1.
            let a = sub(0);
            let b = sub(1);
            if a == Some((0, 0)) || b == Some((0, 0)) {
                return Some((0, 0));
            }
            match (a, b) {
                (Some((lo, hi)), Some((m, m2))) | (Some((m, m2)), Some((lo, hi)))
                    if m == m2 && m >= 0 =>
                {
                    Some((0, if lo >= 0 { hi.min(m) } else { m }))
                }
                (Some(a), Some(b)) if a.0 >= 0 && b.0 >= 0 => Some((0, a.1.min(b.1))),
                // Any value masked by a non-negative constant.
                (None, Some((m, m2))) | (Some((m, m2)), None) if m == m2 && m >= 0 => Some((0, m)),
                _ => None,
            }
        }
        "llvm.shl" => {
            let (a, (k, k2)) = (sub(0)?, sub(1)?);
            (a.0 >= 0 && k == k2 && (0..32).contains(&k) && a.1 < LIMIT >> k)
                .then(|| (a.0 << k, a.1 << k))
        }
        "llvm.select" => {
            let c = sub(0);
            match c {
                Some((1, 1)) | Some((-1, -1)) => sub(1),
                Some((0, 0)) => sub(2),
                _ => {
                    let (a, b) = (sub(1)?, sub(2)?);
                    Some((a.0.min(b.0), a.1.max(b.1)))
                }
            }
        }
        "llvm.icmp" => {
            let (a, b) = (sub(0)?, sub(1)?);
            let p = unsafe { ir::attr(op, "predicate")? };
            let pred =
                unsafe { mlirAttributeIsAInteger(p).then(|| mlirIntegerAttrGetValueInt(p))? };
            // eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge; an unsigned compare of
            // non-negative values is the signed one.
            if pred >= 6 && (a.0 < 0 || b.0 < 0) {
                return None;
            }
            let known = |t: bool, f: bool| -> Option<(i64, i64)> {
                if t {
                    Some((1, 1))
                } else if f {
                    Some((0, 0))
                } else {
                    Some((0, 1))
                }
            };
            match pred {
                0 => known(a.0 == a.1 && a == b, a.1 < b.0 || b.1 < a.0),
                1 => known(a.1 < b.0 || b.1 < a.0, a.0 == a.1 && a == b),
                2 | 6 => known(a.1 < b.0, a.0 >= b.1),
                3 | 7 => known(a.1 <= b.0, a.0 > b.1),
                4 | 8 => known(a.0 > b.1, a.1 <= b.0),
                5 | 9 => known(a.0 >= b.1, a.1 < b.0),
                _ => None,
            }
        }
        _ => None,
    }
}
