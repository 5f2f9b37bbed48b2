//! Inserting the planner's edits into an `llvm.func`: each insertion becomes the
//! `nvvm` op MLIR 22 has for it (`nvvm.tcgen05.wait`, `nvvm.tcgen05.fence`,
//! `nvvm.fence.proxy`, `nvvm.fence.proxy.release`), placed before its anchor op and
//! carrying the anchor's location. The tensormap acquire is `llvm.inline_asm` on the
//! requiring op's tensormap operand, because the address may carry an offset that
//! `nvvm.fence.proxy.acquire` cannot express. An edit between two statements of one
//! `llvm.inline_asm` goes into its template (`splice_asm`), as a PTX statement.

use mlir_sys::*;
use tcgen05_core::plan::Edit;
use tcgen05_core::spec::Insertion;

use crate::ir;
use crate::translate::Translated;

/// An edit that cannot be inserted (its position or operand is not expressible).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApplyError(pub String);

impl std::fmt::Display for ApplyError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ApplyError {}

/// The op name and attributes (as MLIR text) of an insertion without operands.
pub fn nvvm_op(ins: Insertion) -> Option<(&'static str, Vec<(&'static str, &'static str)>)> {
    Some(match ins {
        Insertion::WaitLd => (
            "nvvm.tcgen05.wait",
            vec![("kind", "#nvvm.tcgen05_wait<load>")],
        ),
        Insertion::WaitSt => (
            "nvvm.tcgen05.wait",
            vec![("kind", "#nvvm.tcgen05_wait<store>")],
        ),
        Insertion::FenceBefore => (
            "nvvm.tcgen05.fence",
            vec![("kind", "#nvvm.tcgen05_fence<before>")],
        ),
        Insertion::FenceAfter => (
            "nvvm.tcgen05.fence",
            vec![("kind", "#nvvm.tcgen05_fence<after>")],
        ),
        Insertion::ProxyFenceAsyncCta => (
            "nvvm.fence.proxy",
            vec![
                ("kind", "#nvvm.proxy_kind<async.shared>"),
                ("space", "#nvvm.shared_space<cta>"),
            ],
        ),
        Insertion::ProxyFenceAsyncCluster => (
            "nvvm.fence.proxy",
            vec![
                ("kind", "#nvvm.proxy_kind<async.shared>"),
                ("space", "#nvvm.shared_space<cluster>"),
            ],
        ),
        Insertion::TmapRelease => (
            "nvvm.fence.proxy.release",
            vec![
                ("scope", "#nvvm.mem_scope<gpu>"),
                ("fromProxy", "#nvvm.proxy_kind<generic>"),
                ("toProxy", "#nvvm.proxy_kind<tensormap>"),
            ],
        ),
        Insertion::TmapAcquire => return None,
    })
}

unsafe fn anchor(t: &Translated, edit: &Edit) -> Result<MlirOperation, ApplyError> {
    let b = edit.point.block.0 as usize;
    let idx = edit.point.index as usize;
    let ops = &t.anchors[b];
    let op = match ops.get(idx) {
        Some(op) => *op,
        // After the last instruction: before the terminator, which is the last op.
        None => *ops
            .last()
            .ok_or_else(|| ApplyError(format!("block {b} has no instructions")))?,
    };
    Ok(op)
}

/// The tensormap operand of the op that requires an acquire, as an MLIR value.
unsafe fn tensormap_value(t: &Translated, edit: &Edit) -> Result<(MlirValue, i64), ApplyError> {
    let tmap = edit
        .tensormap
        .as_ref()
        .ok_or_else(|| ApplyError("a tensormap acquire without its tensormap operand".into()))?;
    let at = edit.required_by;
    let user = t.anchors[at.block.0 as usize][at.index as usize];
    let n: usize = tmap
        .operand
        .strip_prefix('$')
        .and_then(|d| d.parse().ok())
        .ok_or_else(|| {
            ApplyError(format!(
                "tensormap operand `{}` is not an operand number",
                tmap.operand
            ))
        })?;
    let outputs = if ir::op_name(user) == "llvm.inline_asm" {
        tcgen05_llvm::model_build::count_outputs(
            &ir::attr_string(user, "constraints").unwrap_or_default(),
        )
    } else {
        0
    };
    let ops = ir::operands(user);
    let v = n
        .checked_sub(outputs)
        .and_then(|k| ops.get(k))
        .ok_or_else(|| {
            ApplyError(format!(
                "tensormap operand `{}` is out of range",
                tmap.operand
            ))
        })?;
    Ok((*v, tmap.offset))
}

/// The statement of an inline-asm op an edit goes before, when the edit's point is a
/// later statement of a multi-statement template (`Translated::inside`).
fn inside_asm(t: &Translated, edit: &Edit) -> Option<usize> {
    let (b, i) = (edit.point.block.0 as usize, edit.point.index as usize);
    if !t.inside[b].get(i).copied().unwrap_or(false) {
        return None;
    }
    t.asm_stmt[b].get(i).copied().flatten()
}

/// Insert the edits that fall between two statements of one inline-asm template by
/// rewriting its `asm_string` (each as a PTX statement of its own line).
unsafe fn splice_edits(t: &Translated, edits: &[Edit]) -> Result<(), ApplyError> {
    let mut per_op: Vec<(MlirOperation, Vec<(usize, &'static str)>)> = Vec::new();
    for edit in edits {
        let Some(stmt) = inside_asm(t, edit) else {
            continue;
        };
        if edit.insertion == Insertion::TmapAcquire {
            return Err(ApplyError(format!(
                "cannot insert {} between two statements of one inline-asm op",
                edit.ptx()
            )));
        }
        let op = t.anchors[edit.point.block.0 as usize][edit.point.index as usize];
        match per_op.iter_mut().find(|(o, _)| o.ptr == op.ptr) {
            Some((_, list)) => list.push((stmt, edit.insertion.ptx())),
            None => per_op.push((op, vec![(stmt, edit.insertion.ptx())])),
        }
    }
    for (op, list) in per_op {
        let old = ir::attr_string(op, "asm_string").unwrap_or_default();
        let new = tcgen05_ptx_decode::splice_asm(&old, &list)
            .map_err(|e| ApplyError(format!("inline asm: {e}")))?
            .ok_or_else(|| ApplyError("inline asm: no such statement".into()))?;
        let ctx = mlirOperationGetContext(op);
        let attr = mlirStringAttrGet(ctx, ir::sref(&new));
        mlirOperationSetInherentAttributeByName(op, ir::sref("asm_string"), attr);
    }
    Ok(())
}

pub(crate) unsafe fn insert_edits(t: &Translated, edits: &[Edit]) -> Result<(), ApplyError> {
    splice_edits(t, edits)?;
    // Edits at one point come in emission order; inserting each before the anchor
    // keeps that order.
    for edit in edits {
        if inside_asm(t, edit).is_some() {
            continue;
        }
        let at = anchor(t, edit)?;
        let ctx = mlirOperationGetContext(at);
        match nvvm_op(edit.insertion) {
            Some((name, attrs)) => {
                ir::insert_before(ctx, at, name, &attrs, &[]).map_err(ApplyError)?;
            }
            None => {
                let (v, offset) = tensormap_value(t, edit)?;
                let off = match offset {
                    0 => String::new(),
                    o if o > 0 => format!("+{o}"),
                    o => format!("{o}"),
                };
                let asm = format!("fence.proxy.tensormap::generic.acquire.gpu [$0{off}], 128;");
                let asm_attr = format!("{:?}", asm);
                ir::insert_before(
                    ctx,
                    at,
                    "llvm.inline_asm",
                    &[
                        ("asm_string", asm_attr.as_str()),
                        ("constraints", "\"l,~{memory}\""),
                        ("has_side_effects", "unit"),
                    ],
                    &[v],
                )
                .map_err(ApplyError)?;
            }
        }
    }
    Ok(())
}
