//! NVVM intrinsic names of LLVM 22 as PTX statements, so that intrinsics and inline
//! asm go through the one PTX decoder (`tcgen05_ptx_decode`).
//!
//! Each call argument `i` is written `$i` and the call result `$ret`; arguments of
//! type `ptr addrspace(6)` (tensor memory) and mbarrier pointers become addresses.

/// How the call's arguments look, as the front end knows them.
pub struct CallShape<'a> {
    /// Per argument: whether it is a pointer (written as an address `[$i]`).
    pub is_pointer: &'a [bool],
    /// Per argument: its value when it is a constant integer.
    pub constant: &'a [Option<i64>],
}

/// The result of mapping one intrinsic.
pub enum Mapped {
    /// Translate this PTX statement.
    Ptx(String),
    /// An NVVM intrinsic that matters to no rule.
    Plain,
    /// A `llvm.nvvm.tcgen05.*` intrinsic this version does not know: an error.
    UnknownTcgen05,
}

fn cta_from_name(name: &str) -> Option<&'static str> {
    if name.ends_with(".cg2") || name.contains(".cg2.") {
        Some("2")
    } else if name.ends_with(".cg1") || name.contains(".cg1.") {
        Some("1")
    } else {
        None
    }
}

fn operands(shape: &CallShape, range: std::ops::Range<usize>) -> String {
    range
        .filter(|&i| i < shape.is_pointer.len())
        .map(|i| {
            if shape.is_pointer[i] {
                format!("[${i}]")
            } else {
                format!("${i}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Map an intrinsic name (with `llvm.nvvm.` prefix) to a PTX statement.
pub fn map_intrinsic(name: &str, shape: &CallShape) -> Mapped {
    let Some(rest) = name.strip_prefix("llvm.nvvm.") else {
        return Mapped::Plain;
    };
    let n = shape.is_pointer.len();
    if let Some(t) = rest.strip_prefix("tcgen05.") {
        return map_tcgen05(t, shape).map_or(Mapped::UnknownTcgen05, Mapped::Ptx);
    }
    // `.relaxed` in the name (`barrier.cluster.arrive.relaxed[.aligned]`,
    // `mbarrier.arrive.relaxed.scope.cta.space.cta`, `mbarrier.try_wait.relaxed...`)
    // is the PTX `.relaxed` form; the others have release/acquire semantics.
    let relaxed = rest.split('.').any(|p| p == "relaxed");
    let ptx = if rest.starts_with("barrier.cluster.arrive") {
        if relaxed {
            "barrier.cluster.arrive.relaxed".to_string()
        } else {
            "barrier.cluster.arrive".to_string()
        }
    } else if rest.starts_with("barrier.cluster.wait") {
        "barrier.cluster.wait".to_string()
    } else if rest.starts_with("barrier.cta.arrive") || rest.starts_with("barrier.arrive") {
        // The barrier number is the first argument (`(i32 id, i32 count)`).
        if shape.is_pointer.is_empty() {
            "bar.arrive 0".to_string()
        } else {
            "bar.arrive $0".to_string()
        }
    } else if rest == "bar.warp.sync" {
        // One warp only: not a CTA barrier.
        "bar.warp.sync $0".to_string()
    } else if rest.starts_with("barrier") || rest.starts_with("bar.sync") {
        // `barrier0*` and argument-less forms are barrier 0; the others name it first,
        // then (`.count`, `.cnt`, `llvm.nvvm.barrier(id, n)`) the thread count. Only
        // `barrier.cta.*` without `.aligned` and `barrier.sync*` are not aligned: an
        // aligned barrier with no count pairs its threads at one instruction.
        let aligned = (!rest.starts_with("barrier.cta.") || rest.contains("aligned"))
            && !rest.starts_with("barrier.sync");
        let op = if aligned { "bar.sync" } else { "barrier.sync" };
        let count = rest.contains(".count") || rest.contains(".cnt") || rest == "barrier";
        if rest.starts_with("barrier0") || shape.is_pointer.is_empty() {
            format!("{op} 0")
        } else if count && shape.is_pointer.len() >= 2 {
            format!("{op} $0, $1")
        } else {
            format!("{op} $0")
        }
    } else if let Some(m) = rest.strip_prefix("mbarrier.") {
        let m = m.replace('_', ".");
        let sem = if relaxed { ".relaxed.cta" } else { "" };
        if m.starts_with("try.wait") || m.starts_with("test.wait") {
            format!("mbarrier.try_wait{sem}.b64 $ret, [$0], $1")
        } else if m.starts_with("arrive") {
            let tx = if m.contains("expect.tx") {
                ".expect_tx"
            } else {
                ""
            };
            format!("mbarrier.arrive{tx}{sem}.b64 $ret, [$0]")
        } else if m.starts_with("complete.tx") {
            // `mbarrier.complete_tx` completes transactions: an arrival for the
            // barrier's provenance, as its PTX form.
            "mbarrier.complete_tx.relaxed.cta.shared::cta.b64 [$0], $1".to_string()
        } else {
            return Mapped::Plain;
        }
    } else if rest.starts_with("cp.async.mbarrier.arrive") {
        "cp.async.mbarrier.arrive.b64 [$0]".to_string()
    } else if rest.starts_with("fence.proxy.async") {
        if rest.contains("global") {
            return Mapped::Plain;
        }
        "fence.proxy.async".to_string()
    } else if rest == "elect.sync" {
        "elect.sync $ret, $0".to_string()
    } else if let Some(t) = rest.strip_prefix("cp.async.bulk.tensor.") {
        // The tensormap operand carries the coordinates, as in PTX: g2s is
        // (dst, mbar, tmap, coords...); s2g and reduce are (src, tmap, coords...);
        // prefetch is (tmap, coords...).
        if t.starts_with("g2s") {
            "cp.async.bulk.tensor.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$2, {$3}], [$1]"
                .to_string()
        } else if t.starts_with("s2g") || t.starts_with("reduce") {
            "cp.async.bulk.tensor.global.shared::cta.bulk_group [$1, {$2}], [$0]".to_string()
        } else if t.starts_with("prefetch") {
            "cp.async.bulk.prefetch.tensor.L2.global [$0, {$1}]".to_string()
        } else {
            return Mapped::Plain;
        }
    } else if let Some(f) = rest.strip_prefix("fence.proxy.tensormap_generic.") {
        if f.starts_with("acquire") {
            "fence.proxy.tensormap::generic.acquire.gpu [$0], $1".to_string()
        } else {
            "fence.proxy.tensormap::generic.release.gpu".to_string()
        }
    } else if rest.starts_with("tensormap.replace.") {
        // Overloaded on the tensormap pointer: `.p3` is a shared-memory object.
        if rest.ends_with(".p3") {
            "tensormap.replace.tile.field.shared::cta.b1024.b64 [$0], $1".to_string()
        } else {
            "tensormap.replace.tile.field.global.b1024.b64 [$0], $1".to_string()
        }
    } else if rest.starts_with("cp.async.bulk.global.to.shared")
        || rest.starts_with("cp.async.bulk.shared.cta.to.cluster")
    {
        // TMA loads complete on their mbarrier (the second argument is the barrier).
        let mbar = if n > 1 { "[$1]" } else { "[$0]" };
        format!(
            "cp.async.bulk.tensor.shared::cluster.global.mbarrier::complete_tx::bytes [$0], {mbar}"
        )
    } else if rest.starts_with("stmatrix") {
        format!("stmatrix.sync.aligned.shared {}", operands(shape, 0..n))
    } else {
        return Mapped::Plain;
    };
    Mapped::Ptx(ptx)
}

fn map_tcgen05(t: &str, shape: &CallShape) -> Option<String> {
    let n = shape.is_pointer.len();
    let parts: Vec<&str> = t.split('.').collect();
    let cta = cta_from_name(t);
    Some(match parts[0] {
        "ld" | "st" => {
            // ld.<shape>.<xN>[...]: the intrinsic has no `.sync.aligned.b32` parts.
            let (shp, num) = (parts.get(1)?, parts.get(2)?);
            if parts[0] == "ld" {
                format!("tcgen05.ld.sync.aligned.{shp}.{num}.b32 $ret, [$0]")
            } else {
                format!(
                    "tcgen05.st.sync.aligned.{shp}.{num}.b32 [$0], {}",
                    operands(shape, 1..n)
                )
            }
        }
        "mma" => {
            // Trailing immediates: ..., kind, cta_group, collector (except `.ws`,
            // which is cta_group::1, and names that carry `.cgN`).
            let cta = if parts.contains(&"ws") {
                "1".to_string()
            } else if let Some(c) = cta {
                c.to_string()
            } else {
                match shape.constant.get(n.checked_sub(2)?).copied().flatten() {
                    Some(2) => "2".into(),
                    _ => "1".into(),
                }
            };
            let kind_imm = shape
                .constant
                .get(n.checked_sub(3)?)
                .copied()
                .flatten()
                .map_or(String::new(), |k| format!(".kind{k}"));
            let variant = parts[1..].join("_");
            format!(
                "tcgen05.mma.cta_group::{cta}.{variant}{kind_imm} {}",
                operands(shape, 0..n)
            )
        }
        "cp" => {
            let shp = parts.get(1)?;
            format!("tcgen05.cp.cta_group::{}.{shp} [$0], $1", cta?)
        }
        "shift" => format!("tcgen05.shift.cta_group::{}.down [$0]", cta?),
        "commit" => format!(
            "tcgen05.commit.cta_group::{}.mbarrier::arrive::one.b64 [$0]",
            cta?
        ),
        "wait" => match *parts.get(1)? {
            "ld" => "tcgen05.wait::ld.sync.aligned".into(),
            "st" => "tcgen05.wait::st.sync.aligned".into(),
            _ => return None,
        },
        "fence" => match *parts.get(1)? {
            "before" => "tcgen05.fence::before_thread_sync".into(),
            "after" => "tcgen05.fence::after_thread_sync".into(),
            _ => return None,
        },
        "alloc" => format!(
            "tcgen05.alloc.cta_group::{}.sync.aligned.b32 [$0], $1",
            cta?
        ),
        "dealloc" => format!(
            "tcgen05.dealloc.cta_group::{}.sync.aligned.b32 $0, $1",
            cta?
        ),
        "relinq" => format!(
            "tcgen05.relinquish_alloc_permit.cta_group::{}.sync.aligned",
            cta?
        ),
        _ => return None,
    })
}

/// Intrinsics that write no shared memory, by name prefix (beyond those that take
/// no pointer): reads, syncs, fences, and the tcgen05 operations other than `alloc`
/// (operands, arrivals); `mbarrier` arrivals and waits write nothing but the barrier
/// (any other write to an initialized mbarrier is undefined), and its initialization
/// and invalidation are handed over on their own (the span writers'
/// `mbarrier_lifetimes` and `ptx_decode::mbarrier_lifetime_statement`).
pub const NO_SHARED_WRITE: &[&str] = &[
    "llvm.nvvm.read.ptx.sreg.",
    "llvm.nvvm.barrier",
    "llvm.nvvm.bar.",
    "llvm.nvvm.shfl.",
    "llvm.nvvm.vote.",
    "llvm.nvvm.elect.",
    "llvm.nvvm.fence.",
    "llvm.nvvm.membar",
    "llvm.nvvm.setmaxnreg",
    "llvm.nvvm.mbarrier.",
    "llvm.nvvm.ldmatrix",
    "llvm.nvvm.ldu.",
    "llvm.nvvm.ldg.",
    "llvm.nvvm.prefetch",
    "llvm.nvvm.cp.async.bulk.tensor.s2g",
    "llvm.nvvm.cp.async.bulk.tensor.prefetch",
    "llvm.nvvm.cp.async.bulk.tensor.reduce",
    "llvm.nvvm.cp.async.bulk.commit",
    "llvm.nvvm.cp.async.bulk.wait",
    "llvm.nvvm.tcgen05.ld.",
    "llvm.nvvm.tcgen05.st.",
    "llvm.nvvm.tcgen05.mma",
    "llvm.nvvm.tcgen05.commit",
    "llvm.nvvm.tcgen05.wait",
    "llvm.nvvm.tcgen05.fence",
    "llvm.nvvm.tcgen05.cp",
    "llvm.nvvm.tcgen05.shift",
    "llvm.nvvm.tcgen05.dealloc",
    "llvm.nvvm.tcgen05.relinquish",
    "llvm.lifetime.",
    "llvm.assume",
    "llvm.dbg.",
    "llvm.experimental.noalias",
    crate::model_build::NVVM_REFLECT,
];

/// Whether a call of the function `callee` runs no barrier and writes no memory:
/// `__nvvm_reflect` (a compile-time query NVVMReflect folds), and libdevice's math
/// functions (`__nv_expf`, ...; every libdevice function is `__nv_` and computes
/// its result from its arguments) when no argument is a pointer (`__nv_sincosf`
/// writes through two). Triton's MLIR calls them before libdevice is linked in;
/// its LLVM IR has them inlined.
pub fn runs_nothing(callee: &str, pointer_argument: bool) -> bool {
    let callee = callee.trim_start_matches('@');
    callee == crate::model_build::NVVM_REFLECT || (callee.starts_with("__nv_") && !pointer_argument)
}

/// Intrinsics whose result is a pure function of their arguments (both front ends'
/// uniformity analyses; the MLIR front end's `llvm.intr.*` ops by the same names).
pub fn pure_intrinsic(name: &str) -> bool {
    [
        "llvm.smax.",
        "llvm.smin.",
        "llvm.umax.",
        "llvm.umin.",
        "llvm.abs.",
        "llvm.ctpop.",
        "llvm.ctlz.",
        "llvm.cttz.",
        "llvm.fshl.",
        "llvm.fshr.",
        "llvm.bswap.",
        "llvm.bitreverse.",
        // Reductions of a vector's lanes (Triton computes a persistent loop's tile
        // count as `vector.reduce.mul` of the per-dimension tile counts).
        "llvm.vector.reduce.",
    ]
    .iter()
    .any(|p| name.starts_with(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(name: &str, ptrs: &[bool]) -> String {
        let consts = vec![None; ptrs.len()];
        match map_intrinsic(
            name,
            &CallShape {
                is_pointer: ptrs,
                constant: &consts,
            },
        ) {
            Mapped::Ptx(s) => s,
            Mapped::Plain => "plain".into(),
            Mapped::UnknownTcgen05 => "unknown".into(),
        }
    }

    #[test]
    fn maps_tcgen05_family() {
        assert_eq!(
            map("llvm.nvvm.tcgen05.ld.32x32b.x4", &[true, false]),
            "tcgen05.ld.sync.aligned.32x32b.x4.b32 $ret, [$0]"
        );
        assert_eq!(
            map("llvm.nvvm.tcgen05.commit.shared.cg2", &[true]),
            "tcgen05.commit.cta_group::2.mbarrier::arrive::one.b64 [$0]"
        );
        assert_eq!(
            map("llvm.nvvm.tcgen05.wait.st", &[]),
            "tcgen05.wait::st.sync.aligned"
        );
        assert_eq!(map("llvm.nvvm.tcgen05.frob", &[]), "unknown");
        // The barrier number is the first argument (the decoder reads its value).
        assert_eq!(
            map("llvm.nvvm.barrier.cta.sync.aligned.all", &[false]),
            "bar.sync $0"
        );
        assert_eq!(map("llvm.nvvm.barrier0", &[]), "bar.sync 0");
        assert_eq!(
            map("llvm.nvvm.barrier.cta.sync.aligned.count", &[false, false]),
            "bar.sync $0, $1"
        );
        assert_eq!(
            map("llvm.nvvm.barrier.cta.sync.all", &[false]),
            "barrier.sync $0"
        );
        assert_eq!(
            map("llvm.nvvm.barrier.sync.cnt", &[false, false]),
            "barrier.sync $0, $1"
        );
        assert_eq!(
            map("llvm.nvvm.barrier.cta.arrive.aligned", &[false, false]),
            "bar.arrive $0"
        );
        assert_eq!(map("llvm.nvvm.read.ptx.sreg.tid.x", &[]), "plain");
        assert_eq!(
            map("llvm.nvvm.barrier.cluster.arrive.relaxed.aligned", &[]),
            "barrier.cluster.arrive.relaxed"
        );
        assert_eq!(
            map(
                "llvm.nvvm.mbarrier.try.wait.parity.relaxed.scope.cta.space.cta",
                &[true, false]
            ),
            "mbarrier.try_wait.relaxed.cta.b64 $ret, [$0], $1"
        );
        assert_eq!(
            map(
                "llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cta",
                &[true, false]
            ),
            "mbarrier.complete_tx.relaxed.cta.shared::cta.b64 [$0], $1"
        );
        assert_eq!(map("llvm.nvvm.bar.warp.sync", &[false]), "bar.warp.sync $0");
    }

    #[test]
    fn maps_tensormap_family() {
        assert_eq!(
            map(
                "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d",
                &[true, true, true, false, false]
            ),
            "cp.async.bulk.tensor.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$2, {$3}], [$1]"
        );
        assert_eq!(
            map(
                "llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu",
                &[true, false]
            ),
            "fence.proxy.tensormap::generic.acquire.gpu [$0], $1"
        );
        assert!(map(
            "llvm.nvvm.tensormap.replace.global.address.p3",
            &[true, false]
        )
        .contains("shared::cta"));
        assert!(map("llvm.nvvm.tensormap.replace.rank.p1", &[true, false]).contains(".global."));
    }
}
