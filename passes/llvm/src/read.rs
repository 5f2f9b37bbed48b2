//! Reading LLVM modules that producers newer than the LLVM this tool links (22) wrote,
//! and keeping LLVM from ending the process on bad input.
//!
//! - [`normalize_special_floats`]: newer LLVM prints special floating-point constants
//!   as words (`float -inf`, `double nan`, `qnan(u0x...)`) and a float's own bits as
//!   `f0x3FB8AA3B`. These are lexical differences only; they become LLVM 22's
//!   hexadecimal spelling (`0xFFF0000000000000`) before parsing, and the caller gets a
//!   note saying so. Nothing else in the text changes.
//! - [`prepare_llvm`]: LLVM's IR parser verifies a module with debug info and calls
//!   `report_fatal_error` ("Broken module found") when it is invalid, which aborts.
//!   That upgrade-time verification is switched off (`-disable-auto-upgrade-debug-info`)
//!   so the driver's own verifier run, which returns a status, reports the problem.
//!   A fatal-error handler turns any remaining LLVM fatal error into the caller's
//!   diagnostic instead of an abort.
//! - [`unknown_intrinsic`]: the verifier's message for an intrinsic whose signature
//!   LLVM 22 does not know, turned into one that names the intrinsic and the version.

use std::borrow::Cow;
use std::ffi::{c_char, CStr, CString};
use std::sync::{Once, OnceLock};

/// The major version of the LLVM library this tool reads IR with.
pub fn llvm_major_version() -> u32 {
    let (mut major, mut minor, mut patch) = (0, 0, 0);
    // SAFETY: LLVMGetVersion only writes the three integers it is given.
    unsafe { llvm_sys::core::LLVMGetVersion(&mut major, &mut minor, &mut patch) };
    major
}

/// Text IR with newer spellings rewritten, and a note per kind of rewrite.
pub struct Normalized<'a> {
    pub text: Cow<'a, [u8]>,
    pub notes: Vec<String>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum FpType {
    Half,
    BFloat,
    Float,
    Double,
}

fn fp_type(word: &[u8]) -> Option<FpType> {
    match word {
        b"half" => Some(FpType::Half),
        b"bfloat" => Some(FpType::BFloat),
        b"float" => Some(FpType::Float),
        b"double" => Some(FpType::Double),
        _ => None,
    }
}

/// LLVM 22's spelling of a special value of `ty`: `(negative, kind, payload)` where
/// kind is `inf`, `nan`/`qnan` (quiet) or `snan`. Payloads are the bits below the
/// quiet bit in double layout (how newer LLVM prints float and double payloads);
/// half and bfloat take none.
fn special_hex(ty: FpType, negative: bool, kind: &str, payload: Option<u64>) -> Option<String> {
    let sign = |bits: u64, width: u32| {
        if negative {
            bits | 1 << (width - 1)
        } else {
            bits
        }
    };
    match ty {
        FpType::Float | FpType::Double => {
            let bits = match (kind, payload) {
                ("inf", None) => 0x7FF0_0000_0000_0000,
                ("nan" | "qnan", None) => 0x7FF8_0000_0000_0000,
                ("qnan", Some(p)) if p < 1 << 51 => 0x7FF8_0000_0000_0000 | p,
                ("snan", None) => 0x7FF4_0000_0000_0000,
                ("snan", Some(p)) if p != 0 && p < 1 << 51 => 0x7FF0_0000_0000_0000 | p,
                _ => return None,
            };
            Some(format!("0x{:016X}", sign(bits, 64)))
        }
        FpType::Half | FpType::BFloat => {
            let (prefix, inf, qnan, snan) = if ty == FpType::Half {
                ("H", 0x7C00u64, 0x7E00u64, 0x7D00u64)
            } else {
                ("R", 0x7F80, 0x7FC0, 0x7FA0)
            };
            let bits = match (kind, payload) {
                ("inf", None) => inf,
                ("nan" | "qnan", None) => qnan,
                ("snan", None) => snan,
                _ => return None,
            };
            Some(format!("0x{prefix}{:04X}", sign(bits, 16)))
        }
    }
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-' | b'+' | b'%' | b'@' | b'!')
}

/// Rewrite newer LLVM's special float literals into LLVM 22's spelling. A literal is
/// recognised only where a floating-point type precedes it on the same line (`float
/// -inf`, `fcmp olt float %x, -inf`, `<float nan, float nan>`), outside comments and
/// strings; a word in any other position is left for the parser to judge.
pub fn normalize_special_floats(bytes: &[u8]) -> Normalized<'_> {
    let mut out: Vec<u8> = Vec::new();
    let mut copied = 0; // bytes[..copied] are in `out` when `out` is in use
    let mut specials = 0usize;
    let mut float_bits = 0usize;
    let mut inexact = 0usize;
    let mut last_type: Option<FpType> = None;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'\n' => {
                last_type = None;
                i += 1;
            }
            b';' => {
                i += bytes[i..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .unwrap_or(bytes.len() - i);
            }
            b'"' => {
                i += 1 + bytes[i + 1..]
                    .iter()
                    .position(|&c| c == b'"' || c == b'\n')
                    .map_or(bytes.len() - i - 1, |n| n + 1);
            }
            b if is_word_byte(b) => {
                let start = i;
                let end = bytes[i..]
                    .iter()
                    .position(|&c| !is_word_byte(c))
                    .map_or(bytes.len(), |n| i + n);
                let word = &bytes[start..end];
                i = end;
                // `nofpclass(nan inf)` after a float parameter's type names classes,
                // not values (clang 22 writes it for fast-math arguments).
                if word == b"nofpclass" {
                    if bytes.get(i) == Some(&b'(') {
                        i += bytes[i..]
                            .iter()
                            .position(|&c| c == b')' || c == b'\n')
                            .unwrap_or(bytes.len() - i);
                    }
                    continue;
                }
                if let Some(t) = fp_type(word) {
                    last_type = Some(t);
                    continue;
                }
                if word.starts_with(b"i") && word[1..].iter().all(u8::is_ascii_digit)
                    || matches!(word, b"ptr" | b"x86_fp80" | b"fp128" | b"ppc_fp128")
                {
                    last_type = None;
                    continue;
                }
                let Some(ty) = last_type else { continue };
                let (negative, bare) = match word {
                    [b'-', rest @ ..] => (true, rest),
                    [b'+', rest @ ..] => (false, rest),
                    _ => (false, word),
                };
                let replacement = match bare {
                    b"inf" | b"nan" | b"qnan" | b"snan" => {
                        let kind = std::str::from_utf8(bare).unwrap_or("");
                        // An optional payload: `qnan(u0x2000000000000)`.
                        let mut payload = None;
                        if bytes.get(i) == Some(&b'(') {
                            if let Some(close) = bytes[i..].iter().position(|&c| c == b')') {
                                let inner = std::str::from_utf8(&bytes[i + 1..i + close]).ok();
                                let value = inner
                                    .and_then(|t| t.strip_prefix("u0x"))
                                    .and_then(|h| u64::from_str_radix(h, 16).ok());
                                if value.is_none() {
                                    continue;
                                }
                                payload = value;
                                i += close + 1;
                            }
                        }
                        special_hex(ty, negative, kind, payload).inspect(|_| specials += 1)
                    }
                    // A float's own bits (`f0x3FB8AA3B`); LLVM 22 wants the value
                    // as double bits, which is exact.
                    [b'f', b'0', b'x', hex @ ..] if !negative && hex.len() == 8 => {
                        std::str::from_utf8(hex)
                            .ok()
                            .and_then(|h| u32::from_str_radix(h, 16).ok())
                            .map(|bits| {
                                float_bits += 1;
                                format!("0x{:016X}", (f32::from_bits(bits) as f64).to_bits())
                            })
                    }
                    // A decimal `float` literal that single precision cannot hold
                    // exactly (Triton's `float 1.000000e-30`): a newer LLVM rounds it
                    // to the nearest float, LLVM 22 rejects it; read it rounded.
                    digits if ty == FpType::Float && is_decimal(digits) => {
                        std::str::from_utf8(digits)
                            .ok()
                            .and_then(|t| t.parse::<f64>().ok())
                            .filter(|v| v.is_finite() && f64::from(*v as f32) != *v)
                            .map(|v| {
                                inexact += 1;
                                let v = f64::from(v as f32);
                                format!("0x{:016X}", if negative { -v } else { v }.to_bits())
                            })
                    }
                    // The same in half and bfloat (Mojo's `fmul contract bfloat %x,
                    // 1.445310e+00`), written as LLVM 22 spells their bits.
                    digits if matches!(ty, FpType::Half | FpType::BFloat) && is_decimal(digits) => {
                        std::str::from_utf8(digits)
                            .ok()
                            .and_then(|t| t.parse::<f64>().ok())
                            .and_then(|v| {
                                let (prefix, exp_bits, mant_bits) = if ty == FpType::Half {
                                    ("H", 5, 10)
                                } else {
                                    ("R", 8, 7)
                                };
                                let (bits, exact) = round_to_small_float(v, exp_bits, mant_bits)?;
                                (!exact).then(|| {
                                    inexact += 1;
                                    let sign = if negative { 0x8000 } else { 0 };
                                    format!("0x{prefix}{:04X}", bits | sign)
                                })
                            })
                    }
                    _ => None,
                };
                if let Some(text) = replacement {
                    out.extend_from_slice(&bytes[copied..start]);
                    out.extend_from_slice(text.as_bytes());
                    copied = i;
                }
            }
            _ => i += 1,
        }
    }
    if copied == 0 {
        return Normalized {
            text: Cow::Borrowed(bytes),
            notes: Vec::new(),
        };
    }
    out.extend_from_slice(&bytes[copied..]);
    let version = llvm_major_version();
    let mut notes = Vec::new();
    if specials > 0 {
        notes.push(format!(
            "{specials} special floating-point literal(s) (`-inf`, `nan`, ...) of a newer LLVM were read in LLVM {version}'s hexadecimal spelling"
        ));
    }
    if float_bits > 0 {
        notes.push(format!(
            "{float_bits} float literal(s) in `f0x` bit notation of a newer LLVM were read as LLVM {version}'s double-width hexadecimal"
        ));
    }
    if inexact > 0 {
        notes.push(format!(
            "{inexact} decimal float literal(s) that their type cannot hold exactly (a newer LLVM rounds them) were read rounded to the nearest value of the type"
        ));
    }
    Normalized {
        text: Cow::Owned(out),
        notes,
    }
}

/// The bits of the IEEE-style binary format with `exp_bits` exponent and `mant_bits`
/// fraction bits (half: 5 and 10, bfloat: 8 and 7) nearest to the magnitude of `v`
/// (ties to even), and whether that is `v` exactly; `None` when it overflows.
fn round_to_small_float(v: f64, exp_bits: u32, mant_bits: u32) -> Option<(u16, bool)> {
    let a = v.abs();
    if !a.is_finite() {
        return None;
    }
    if a == 0.0 {
        return Some((0, true));
    }
    let bias = (1i32 << (exp_bits - 1)) - 1;
    let emin = 1 - bias;
    // The binary exponent of `a` (a normal double for any value of these formats).
    let e = (((a.to_bits() >> 52) & 0x7FF) as i32 - 1023).max(emin);
    let ulp = 2f64.powi(e - mant_bits as i32);
    let q = a / ulp;
    let r = q.round_ties_even();
    // Subnormal (or rounded up to the least normal) at the least exponent; a carry
    // out of the fraction moves to the next exponent by the same sum.
    let bits = if e == emin {
        r as u64
    } else {
        (((e + bias) as u64) << mant_bits) + r as u64 - (1u64 << mant_bits)
    };
    (bits < (((1u64 << exp_bits) - 1) << mant_bits)).then_some((bits as u16, r == q))
}

/// Whether `word` is a decimal floating-point literal (`1.5`, `1.000000e-30`): digits
/// with a point or an exponent.
fn is_decimal(word: &[u8]) -> bool {
    let Some(first) = word.first() else {
        return false;
    };
    let mut parts = word.splitn(2, |&c| c == b'e' || c == b'E');
    let mantissa = parts.next().unwrap_or_default();
    let exponent = parts.next();
    let mantissa_ok = mantissa.iter().all(|&c| c.is_ascii_digit() || c == b'.')
        && mantissa.iter().filter(|&&c| c == b'.').count() <= 1
        && mantissa.iter().any(u8::is_ascii_digit);
    let exponent_ok = exponent.is_none_or(|e| {
        let digits = e
            .strip_prefix(b"-")
            .or_else(|| e.strip_prefix(b"+"))
            .unwrap_or(e);
        !digits.is_empty() && digits.iter().all(u8::is_ascii_digit)
    });
    first.is_ascii_digit()
        && mantissa_ok
        && exponent_ok
        && (mantissa.contains(&b'.') || exponent.is_some())
}

/// The deepest bracket nesting (`[ { ( <`) accepted in text IR. LLVM's parser
/// recurses once per level, so a deeper input would overflow the stack instead of
/// failing; real IR nests a handful of levels.
pub const MAX_IR_NESTING: usize = 1000;

/// Check that text IR nests brackets at most [`MAX_IR_NESTING`] deep (outside
/// comments and strings). The error names the line.
pub fn check_nesting(bytes: &[u8]) -> Result<(), String> {
    let (mut depth, mut line, mut i) = (0usize, 1usize, 0usize);
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => line += 1,
            b';' => {
                i += bytes[i..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .unwrap_or(bytes.len() - i);
                continue;
            }
            b'"' => {
                let len = bytes[i + 1..].iter().position(|&c| c == b'"');
                i += len.map_or(bytes.len() - i, |n| n + 2);
                continue;
            }
            b'[' | b'{' | b'(' | b'<' => {
                depth += 1;
                if depth > MAX_IR_NESTING {
                    return Err(format!(
                        "line {line}: brackets nested deeper than {MAX_IR_NESTING} levels"
                    ));
                }
            }
            b']' | b'}' | b')' | b'>' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    Ok(())
}

static ON_FATAL: OnceLock<fn(&str) -> !> = OnceLock::new();

extern "C" fn fatal_error_handler(reason: *const c_char) {
    let reason = if reason.is_null() {
        Cow::Borrowed("unknown LLVM error")
    } else {
        // SAFETY: LLVM passes a NUL-terminated string that lives for this call.
        unsafe { CStr::from_ptr(reason) }.to_string_lossy()
    };
    match ON_FATAL.get() {
        Some(on_fatal) => on_fatal(&reason),
        None => {
            eprintln!("error: LLVM: {reason}");
            std::process::exit(2)
        }
    }
}

/// Prepare the LLVM library for untrusted input, once per process: LLVM's fatal
/// errors call `on_fatal` (which reports and ends the process with the caller's exit
/// status; LLVM cannot continue after one), and the IR parser no longer verifies
/// modules with debug info itself (that verification aborts; the caller's verifier
/// run reports the same problem as a diagnostic).
pub fn prepare_llvm(on_fatal: fn(&str) -> !) {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let _ = ON_FATAL.set(on_fatal);
        // SAFETY: the handler is a plain function that never unwinds into LLVM.
        unsafe {
            llvm_sys::error_handling::LLVMInstallFatalErrorHandler(Some(fatal_error_handler))
        };
        let args = [c"tcgen05-opt", c"-disable-auto-upgrade-debug-info"];
        let argv: Vec<*const c_char> = args.iter().map(|a| a.as_ptr()).collect();
        let overview = CString::default();
        // SAFETY: argv holds two valid NUL-terminated strings that outlive the call;
        // the option exists in LLVM 22 (an unknown one would only print a message).
        unsafe {
            llvm_sys::support::LLVMParseCommandLineOptions(
                argv.len() as i32,
                argv.as_ptr(),
                overview.as_ptr(),
            )
        };
    });
}

/// The verifier reports an intrinsic whose declaration does not match the signature
/// LLVM knows (`Intrinsic has incorrect argument type!` then `ptr @llvm.nvvm...`).
/// Returns a message naming the intrinsic and the LLVM version, or `None` for other
/// verifier errors.
pub fn unknown_intrinsic(verifier_message: &str) -> Option<String> {
    let mut lines = verifier_message.lines();
    while let Some(line) = lines.next() {
        let about_intrinsic = line.starts_with("Intrinsic ")
            || line.contains("intrinsic signature")
            || line.starts_with("Invalid user of intrinsic");
        if !about_intrinsic {
            continue;
        }
        let name = lines.clone().find_map(|l| {
            let at = l.find("@llvm.")?;
            Some(
                l[at + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_'))
                    .collect::<String>(),
            )
        })?;
        return Some(format!(
            "intrinsic `{name}` has a signature LLVM {} does not know ({}); the IR was probably written by a newer LLVM",
            llvm_major_version(),
            line.trim_end_matches('!')
        ));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(text: &str) -> String {
        String::from_utf8(normalize_special_floats(text.as_bytes()).text.into_owned()).unwrap()
    }

    #[test]
    fn special_floats_become_hex() {
        assert_eq!(
            norm("%m = call float @llvm.maxnum.f32(float %x, float -inf)"),
            "%m = call float @llvm.maxnum.f32(float %x, float 0xFFF0000000000000)"
        );
        assert_eq!(
            norm("fcmp olt double %a, +inf\nselect i1 %c, float %m, float nan"),
            "fcmp olt double %a, 0x7FF0000000000000\nselect i1 %c, float %m, float 0x7FF8000000000000"
        );
        assert_eq!(
            norm("half -inf, bfloat nan"),
            "half 0xHFC00, bfloat 0xR7FC0"
        );
        assert_eq!(
            norm("float qnan(u0x2000000000000)"),
            "float 0x7FFA000000000000"
        );
        assert_eq!(norm("float f0x3F800000"), "float 0x3FF0000000000000");
        // Inexact decimal floats, rounded to single precision (the float nearest
        // 1e-30, widened to double, is 0x39B4484C00000000); exact ones stay.
        assert_eq!(
            norm("call float @llvm.fma.f32(float %a, float %b, float 1.000000e-30)"),
            "call float @llvm.fma.f32(float %a, float %b, float 0x39B4484C00000000)"
        );
        assert_eq!(
            norm("fadd float %a, -1.000000e-30"),
            "fadd float %a, 0xB9B4484C00000000"
        );
        assert_eq!(
            norm("fadd float %a, 5.000000e-01"),
            "fadd float %a, 5.000000e-01"
        );
        assert_eq!(
            norm("fadd double %a, 1.000000e-30"),
            "fadd double %a, 1.000000e-30"
        );
        // And in bfloat and half, as their hexadecimal bits; exact ones stay.
        assert_eq!(
            norm("fmul contract bfloat %x, 1.445310e+00"),
            "fmul contract bfloat %x, 0xR3FB9"
        );
        assert_eq!(norm("fmul half %y, -1.000000e-01"), "fmul half %y, 0xHAE66");
        assert_eq!(
            norm("fadd bfloat %a, 5.000000e-01"),
            "fadd bfloat %a, 5.000000e-01"
        );
    }

    #[test]
    fn half_and_bfloat_rounding() {
        // Exact values, subnormals, ties to even, and overflow.
        assert_eq!(round_to_small_float(1.0, 5, 10), Some((0x3C00, true)));
        assert_eq!(round_to_small_float(65504.0, 5, 10), Some((0x7BFF, true)));
        assert_eq!(round_to_small_float(65520.0, 5, 10), None);
        assert_eq!(
            round_to_small_float(2f64.powi(-24), 5, 10),
            Some((0x0001, true))
        );
        assert_eq!(
            round_to_small_float(2f64.powi(-25), 5, 10),
            Some((0x0000, false))
        );
        assert_eq!(
            round_to_small_float(1.0 + 2f64.powi(-11), 5, 10),
            Some((0x3C00, false))
        );
        assert_eq!(
            round_to_small_float(1.0 + 3.0 * 2f64.powi(-11), 5, 10),
            Some((0x3C02, false))
        );
        assert_eq!(round_to_small_float(1.4453125, 8, 7), Some((0x3FB9, true)));
        assert_eq!(round_to_small_float(3.0e38, 8, 7), Some((0x7F62, false)));
        assert_eq!(round_to_small_float(1.0e39, 8, 7), None);
        // Rounding up out of the largest fraction carries into the exponent.
        assert_eq!(round_to_small_float(1.999, 8, 7), Some((0x4000, false)));
    }

    #[test]
    fn other_words_are_left_alone() {
        for text in [
            "%inf = fadd ninf float %a, %b",
            "; float -inf in a comment",
            "@s = constant [4 x i8] c\"nan\\00\" ; float nan",
            "%x = add i32 %inf, 1",
            "fadd float %a, %b\n%nan = fmul nnan float %c, %d",
        ] {
            assert_eq!(norm(text), text);
            assert!(normalize_special_floats(text.as_bytes()).notes.is_empty());
        }
    }

    #[test]
    fn unknown_intrinsic_names_it() {
        let m = unknown_intrinsic(
            "Intrinsic has incorrect argument type!\nptr @llvm.nvvm.tcgen05.wait.ld\n",
        )
        .unwrap();
        assert!(m.contains("`llvm.nvvm.tcgen05.wait.ld`"), "{m}");
        assert!(m.contains("LLVM 22"), "{m}");
        assert!(unknown_intrinsic("Instruction does not dominate all uses!").is_none());
    }
}
