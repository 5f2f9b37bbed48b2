//! The PTX text of a synthesised completion (`tcgen05_core::commit_synthesis`): the
//! sequence its module header states, as PTX statements, for the PTX front end and
//! for a consumer inside an inline-asm template (LLVM IR and MLIR).

use tcgen05_core::commit_synthesis::{Synthesis, BARRIER_SYMBOL};

/// Where the PTX text of a synthesised completion takes the barrier array's address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayBase<'a> {
    /// The array's symbol (PTX input, which declares it).
    Symbol,
    /// A 64-bit shared-window address in an inline-asm operand (`$3`): LLVM IR and MLIR,
    /// where the template cannot name the array's PTX symbol.
    Operand(&'a str),
}

/// The PTX of one synthesised completion (the sequence of the module header); `n`
/// makes the label unique in the module and `guard` is the consumer's own predicate
/// (`%p` or `!%p`) when the sequence runs under it.
pub fn ptx_sequence(
    s: &Synthesis,
    n: usize,
    guard: Option<&str>,
    array: ArrayBase,
    indent: &str,
) -> String {
    let r = "%tcgen05_opt_r";
    let label = match array {
        ArrayBase::Symbol => format!("$tcgen05_opt_wait_{n}"),
        ArrayBase::Operand(_) => format!("tcgen05_opt_wait_{n}"),
    };
    let at = guard.map_or(String::new(), |p| format!("@{p} "));
    let mut lines: Vec<String> = vec![
        "// tcgen05-opt: tcgen05.commit + mbarrier wait on a pass-owned barrier [R-MMA-DONE]"
            .to_string(),
        "{".to_string(),
        format!(".reg .b32 {r}<4>;"),
        ".reg .pred %tcgen05_opt_p;".to_string(),
        format!("mov.u32 {r}0, %tid.z;"),
        format!("mov.u32 {r}1, %ntid.y;"),
        format!("mov.u32 {r}2, %tid.y;"),
        format!("mad.lo.u32 {r}0, {r}0, {r}1, {r}2;"),
        format!("mov.u32 {r}1, %ntid.x;"),
        format!("mov.u32 {r}2, %tid.x;"),
        format!("mad.lo.u32 {r}0, {r}0, {r}1, {r}2;"),
        match array {
            ArrayBase::Symbol => format!("mov.u32 {r}3, {BARRIER_SYMBOL};"),
            ArrayBase::Operand(op) => format!("cvt.u32.u64 {r}3, {op};"),
        },
        format!("mad.lo.u32 {r}3, {r}0, 8, {r}3;"),
        format!("{at}mbarrier.init.shared::cta.b64 [{r}3], 1;"),
        format!("{at}fence.mbarrier_init.release.cluster;"),
        format!(
            "{at}tcgen05.commit.cta_group::{}.mbarrier::arrive::one.shared::cluster.b64 [{r}3];",
            s.cta.suffix()
        ),
    ];
    if guard.is_some() {
        // Threads outside the guard skip the wait: its result starts out true.
        lines.push(format!("mov.u32 {r}2, 0;"));
        lines.push(format!("setp.eq.u32 %tcgen05_opt_p, {r}2, 0;"));
    }
    lines.extend([
        // (`$` would name an operand in an inline-asm template.)
        format!("{label}:"),
        format!("{at}mbarrier.try_wait.parity.shared::cta.b64 %tcgen05_opt_p, [{r}3], 0;"),
        format!("@!%tcgen05_opt_p bra {label};"),
        format!("{at}mbarrier.inval.shared::cta.b64 [{r}3];"),
        "}".to_string(),
    ]);
    let mut text = String::new();
    for l in lines {
        text.push_str(&l);
        text.push('\n');
        text.push_str(indent);
    }
    text
}
