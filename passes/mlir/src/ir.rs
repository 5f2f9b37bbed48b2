//! Thin helpers over the MLIR C API (`mlir-sys`) for walking and editing operations.
//! The walk uses raw handles because a translated unit must remember operations
//! (its anchors) across calls, which melior's borrowed references cannot express.

use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::c_void;

use mlir_sys::*;

pub(crate) fn sref(s: &str) -> MlirStringRef {
    MlirStringRef {
        data: s.as_ptr() as *const _,
        length: s.len(),
    }
}

pub(crate) unsafe fn string(s: MlirStringRef) -> String {
    if s.data.is_null() {
        return String::new();
    }
    let bytes = std::slice::from_raw_parts(s.data as *const u8, s.length);
    String::from_utf8_lossy(bytes).into_owned()
}

unsafe extern "C" fn append(s: MlirStringRef, data: *mut c_void) {
    let out = &mut *(data as *mut String);
    out.push_str(&string(s));
}

/// Run one of the C API's `print(x, callback, data)` functions into a `String`.
pub(crate) fn print_with(f: impl FnOnce(MlirStringCallback, *mut c_void)) -> String {
    let mut out = String::new();
    f(Some(append), &mut out as *mut String as *mut c_void);
    out
}

pub(crate) unsafe fn op_name(op: MlirOperation) -> String {
    string(mlirIdentifierStr(mlirOperationGetName(op)))
}

pub(crate) unsafe fn attr(op: MlirOperation, name: &str) -> Option<MlirAttribute> {
    let a = mlirOperationGetAttributeByName(op, sref(name));
    (!a.ptr.is_null()).then_some(a)
}

pub(crate) unsafe fn attr_text(a: MlirAttribute) -> String {
    cached_text(Printed::Attribute, a.ptr, || {
        print_with(|cb, data| mlirAttributePrint(a, cb, data))
    })
}

/// The function an `llvm.call` calls (`callee`) or the intrinsic an
/// `llvm.call_intrinsic` names (`intrin`); `None` for any other op and for an indirect
/// call.
pub(crate) unsafe fn callee(op: MlirOperation) -> Option<String> {
    match op_name(op).as_str() {
        "llvm.call" => attr_string(op, "callee"),
        "llvm.call_intrinsic" => attr_string(op, "intrin"),
        _ => None,
    }
}

/// A string attribute's value, or the printed attribute.
pub(crate) unsafe fn attr_string(op: MlirOperation, name: &str) -> Option<String> {
    let a = attr(op, name)?;
    if mlirAttributeIsAString(a) {
        Some(string(mlirStringAttrGetValue(a)))
    } else if mlirAttributeIsAFlatSymbolRef(a) {
        Some(string(mlirFlatSymbolRefAttrGetValue(a)))
    } else {
        Some(attr_text(a))
    }
}

pub(crate) unsafe fn type_text(t: MlirType) -> String {
    cached_text(Printed::Type, t.ptr, || {
        print_with(|cb, data| mlirTypePrint(t, cb, data))
    })
}

/// What a [`with_text_cache`] entry is the printed form of.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Printed {
    Type,
    Attribute,
}

thread_local! {
    /// Printed types and attributes by their (uniqued) storage, while a
    /// [`with_text_cache`] scope is open on this thread.
    static TEXT_CACHE: RefCell<Option<HashMap<(Printed, usize), String>>> =
        const { RefCell::new(None) };
}

/// Run `f` with [`type_text`] and [`attr_text`] remembering what they printed.
///
/// Each print through the C API builds an `AsmState`, which walks the context's
/// dialects: most of the MLIR front end's time on a large function was spent there
/// (`i1` and `i32` printed once per operand). Types and attributes are uniqued and
/// live as long as their context, so within one scope, where the caller keeps the
/// module (and its context) alive, a storage address names one printed form. The
/// cache is dropped when the outermost scope ends, so that a later context reusing
/// an address cannot see it.
pub(crate) fn with_text_cache<R>(f: impl FnOnce() -> R) -> R {
    struct Close(bool);
    impl Drop for Close {
        fn drop(&mut self) {
            if self.0 {
                TEXT_CACHE.with(|c| *c.borrow_mut() = None);
            }
        }
    }
    let opened = TEXT_CACHE.with(|c| {
        let mut c = c.borrow_mut();
        let open = c.is_none();
        if open {
            *c = Some(HashMap::new());
        }
        open
    });
    let _close = Close(opened);
    f()
}

fn cached_text(kind: Printed, ptr: *const c_void, print: impl FnOnce() -> String) -> String {
    let key = (kind, ptr as usize);
    if let Some(hit) = TEXT_CACHE.with(|c| c.borrow().as_ref().and_then(|m| m.get(&key).cloned())) {
        return hit;
    }
    let text = print();
    TEXT_CACHE.with(|c| {
        if let Some(m) = c.borrow_mut().as_mut() {
            m.insert(key, text.clone());
        }
    });
    text
}

pub(crate) unsafe fn pointer_space(v: MlirValue) -> Option<u32> {
    let t = mlirValueGetType(v);
    mlirTypeIsALLVMPointerType(t).then(|| mlirLLVMPointerTypeGetAddressSpace(t))
}

pub(crate) unsafe fn operands(op: MlirOperation) -> Vec<MlirValue> {
    (0..mlirOperationGetNumOperands(op))
        .map(|i| mlirOperationGetOperand(op, i))
        .collect()
}

pub(crate) unsafe fn results(op: MlirOperation) -> Vec<MlirValue> {
    (0..mlirOperationGetNumResults(op))
        .map(|i| mlirOperationGetResult(op, i))
        .collect()
}

pub(crate) unsafe fn blocks(region: MlirRegion) -> Vec<MlirBlock> {
    let mut out = Vec::new();
    let mut b = mlirRegionGetFirstBlock(region);
    while !b.ptr.is_null() {
        out.push(b);
        b = mlirBlockGetNextInRegion(b);
    }
    out
}

pub(crate) unsafe fn ops(block: MlirBlock) -> Vec<MlirOperation> {
    let mut out = Vec::new();
    let mut o = mlirBlockGetFirstOperation(block);
    while !o.ptr.is_null() {
        out.push(o);
        o = mlirOperationGetNextInBlock(o);
    }
    out
}

pub(crate) unsafe fn block_args(block: MlirBlock) -> Vec<MlirValue> {
    (0..mlirBlockGetNumArguments(block))
        .map(|i| mlirBlockGetArgument(block, i))
        .collect()
}

/// The defining operation of a value, if it is an op result.
pub(crate) unsafe fn def_op(v: MlirValue) -> Option<MlirOperation> {
    mlirValueIsAOpResult(v).then(|| mlirOpResultGetOwner(v))
}

/// The integer a value holds when `llvm.mlir.constant` (or `arith.constant`) defines it.
pub(crate) unsafe fn const_int(v: MlirValue) -> Option<i64> {
    let op = def_op(v)?;
    let name = op_name(op);
    if name != "llvm.mlir.constant" && name != "arith.constant" {
        return None;
    }
    let a = attr(op, "value")?;
    if mlirAttributeIsAInteger(a) {
        Some(mlirIntegerAttrGetValueInt(a))
    } else if mlirAttributeIsABool(a) {
        Some(mlirBoolAttrGetValue(a) as i64)
    } else {
        None
    }
}

pub(crate) unsafe fn location_text(loc: MlirLocation) -> String {
    print_with(|cb, data| mlirLocationPrint(loc, cb, data))
}

/// [`parse_location`] of a location's printed form, read from the location itself
/// when it is a plain `"file":line:col` (printing builds an `AsmState` each time).
pub(crate) unsafe fn location_parts(
    loc: MlirLocation,
) -> (Option<String>, Option<u32>, Option<u32>) {
    if mlirLocationIsAFileLineColRange(loc) {
        let file = string(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(
            loc,
        )));
        let line = mlirLocationFileLineColRangeGetStartLine(loc);
        let col = mlirLocationFileLineColRangeGetStartColumn(loc);
        return (
            Some(file),
            u32::try_from(line).ok(),
            u32::try_from(col).ok(),
        );
    }
    parse_location(&location_text(loc))
}

/// File, line and column of the first `"file":line:col` in a printed location
/// (plain, fused, named and call-site locations all contain one).
pub fn parse_location(text: &str) -> (Option<String>, Option<u32>, Option<u32>) {
    let Some(start) = text.find('"') else {
        return (None, None, None);
    };
    let rest = &text[start + 1..];
    let Some(end) = rest.find('"') else {
        return (None, None, None);
    };
    let file = rest[..end].to_string();
    let mut nums = rest[end + 1..]
        .strip_prefix(':')
        .unwrap_or("")
        .split(|c: char| !c.is_ascii_digit())
        .take(2)
        .map(|n| n.parse::<u32>().ok());
    let line = nums.next().flatten();
    let col = nums.next().flatten();
    if line.is_none() {
        return (None, None, None);
    }
    (Some(file), line, col)
}

/// A printer state for the ops of one function, numbered once: printing an op
/// alone numbers every value of the function it is in, each time.
pub(crate) struct Printer {
    flags: MlirOpPrintingFlags,
    state: MlirAsmState,
}

impl Printer {
    /// # Safety
    /// `func` must be a live operation that outlives the printer, and not be
    /// edited while the printer is in use.
    pub(crate) unsafe fn new(func: MlirOperation) -> Printer {
        let flags = mlirOpPrintingFlagsCreate();
        mlirOpPrintingFlagsUseLocalScope(flags);
        mlirOpPrintingFlagsAssumeVerified(flags);
        let state = mlirAsmStateCreateForOperation(func, flags);
        Printer { flags, state }
    }

    /// A short rendering of an op of the function for remarks (its first line,
    /// trimmed), with the function's names.
    ///
    /// # Safety
    /// `op` must be a live op of the printer's function.
    pub(crate) unsafe fn op_text(&self, op: MlirOperation) -> String {
        let text = print_with(|cb, data| mlirOperationPrintWithState(op, self.state, cb, data));
        first_line(&text)
    }
}

impl Drop for Printer {
    fn drop(&mut self) {
        // SAFETY: both were created by `Printer::new` and are destroyed once.
        unsafe {
            mlirAsmStateDestroy(self.state);
            mlirOpPrintingFlagsDestroy(self.flags);
        }
    }
}

/// The first line of an op's text, trimmed, at most 160 bytes.
fn first_line(text: &str) -> String {
    let first = text.lines().next().unwrap_or("").trim().to_string();
    if first.len() > 160 {
        let mut cut = 157;
        while !first.is_char_boundary(cut) {
            cut -= 1;
        }
        format!("{}...", &first[..cut])
    } else {
        first
    }
}

/// Create an operation `name` at `loc` with attributes given as MLIR text and
/// operands, and insert it before `anchor`.
pub(crate) unsafe fn insert_before(
    ctx: MlirContext,
    anchor: MlirOperation,
    name: &str,
    attrs: &[(&str, &str)],
    operands: &[MlirValue],
) -> Result<MlirOperation, String> {
    let loc = mlirOperationGetLocation(anchor);
    let mut state = mlirOperationStateGet(sref(name), loc);
    let mut named = Vec::new();
    for (k, v) in attrs {
        let a = mlirAttributeParseGet(ctx, sref(v));
        if a.ptr.is_null() {
            return Err(format!("cannot build attribute `{v}` of `{name}`"));
        }
        named.push(mlirNamedAttributeGet(mlirIdentifierGet(ctx, sref(k)), a));
    }
    mlirOperationStateAddAttributes(&mut state, named.len() as isize, named.as_ptr());
    mlirOperationStateAddOperands(&mut state, operands.len() as isize, operands.as_ptr());
    let op = mlirOperationCreate(&mut state);
    if op.ptr.is_null() {
        return Err(format!("cannot build `{name}`"));
    }
    mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(anchor), anchor, op);
    Ok(op)
}

/// One diagnostic MLIR emitted, with where it points.
#[derive(Debug, Clone)]
pub(crate) struct Diag {
    pub file: Option<String>,
    pub line: Option<u32>,
    pub col: Option<u32>,
    pub message: String,
}

impl std::fmt::Display for Diag {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        fmt_located(f, self.file.as_deref(), self.line, self.col, &self.message)
    }
}

unsafe extern "C" fn collect(diag: MlirDiagnostic, data: *mut c_void) -> MlirLogicalResult {
    let out = &mut *(data as *mut Vec<Diag>);
    let (file, line, col) = parse_location(&location_text(mlirDiagnosticGetLocation(diag)));
    let message = print_with(|cb, d| mlirDiagnosticPrint(diag, cb, d));
    out.push(Diag {
        file,
        line,
        col,
        message,
    });
    MlirLogicalResult { value: 1 }
}

/// Run `f` with the context's diagnostics collected instead of printed.
pub(crate) unsafe fn with_diagnostics<T>(
    ctx: MlirContext,
    f: impl FnOnce() -> T,
) -> (T, Vec<Diag>) {
    let mut diags: Vec<Diag> = Vec::new();
    let id = mlirContextAttachDiagnosticHandler(
        ctx,
        Some(collect),
        &mut diags as *mut Vec<Diag> as *mut c_void,
        None,
    );
    let out = f();
    mlirContextDetachDiagnosticHandler(ctx, id);
    (out, diags)
}

/// `file:line:col: message` when the file and line are known, else the message alone:
/// how the crate's parse, translation and diagnostic records print.
pub(crate) fn fmt_located(
    f: &mut std::fmt::Formatter,
    file: Option<&str>,
    line: Option<u32>,
    col: Option<u32>,
    message: &str,
) -> std::fmt::Result {
    match (file, line) {
        (Some(file), Some(line)) => write!(f, "{file}:{line}:{}: {message}", col.unwrap_or(0)),
        _ => write!(f, "{message}"),
    }
}

/// Whether op `name` is one of the integer ops every value analysis of this front
/// end evaluates alike: `llvm.add`, `sub`, `mul`, the shifts, `and`, `or`, `xor` and
/// the integer width conversions. Each analysis adds the ops it takes beyond these.
pub(crate) fn integer_op(name: &str) -> bool {
    matches!(
        name.strip_prefix("llvm."),
        Some(
            "add"
                | "sub"
                | "mul"
                | "shl"
                | "lshr"
                | "ashr"
                | "and"
                | "or"
                | "xor"
                | "zext"
                | "sext"
                | "trunc"
        )
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::{attribute::AttributeLike, r#type::TypeLike};

    fn cache_open() -> bool {
        TEXT_CACHE.with(|c| c.borrow().is_some())
    }

    #[test]
    fn text_cache_lives_for_the_outermost_scope() {
        assert!(!cache_open());
        with_text_cache(|| {
            assert!(cache_open());
            with_text_cache(|| assert!(cache_open()));
            // The inner scope does not close the outer one.
            assert!(cache_open());
        });
        assert!(!cache_open());
        // A panic inside a scope closes it too.
        let _ = std::panic::catch_unwind(|| with_text_cache(|| panic!("inside the scope")));
        assert!(!cache_open());
    }

    #[test]
    fn cached_and_printed_text_agree() {
        let ctx = crate::context();
        let ty = melior::ir::Type::parse(&ctx, "!llvm.ptr<3>")
            .unwrap()
            .to_raw();
        let attr = melior::ir::Attribute::parse(&ctx, "42 : i32")
            .unwrap()
            .to_raw();
        let printed = unsafe { (type_text(ty), attr_text(attr)) };
        assert_eq!(
            printed,
            ("!llvm.ptr<3>".to_string(), "42 : i32".to_string())
        );
        with_text_cache(|| {
            for _ in 0..2 {
                assert_eq!(unsafe { (type_text(ty), attr_text(attr)) }, printed);
            }
        });
    }
}
