//! NVVM dialect operations of MLIR 22 as PTX statements, so that `nvvm` ops, the
//! `llvm.nvvm.*` intrinsics of `llvm.call_intrinsic` and inline asm all go through
//! the one PTX decoder of the core (`tcgen05_ptx_decode`). This is the MLIR
//! counterpart of the LLVM front end's `intrinsics.rs`: each op becomes the PTX
//! statement it lowers to (per `NVVMOps.td`), operand `i` written `$i` and the
//! op's result `$ret`.

/// What the front end knows of one op's operands and attributes.
pub struct OpShape<'a> {
    /// Per operand: its address space when it is an `!llvm.ptr`.
    pub pointer_space: &'a [Option<u32>],
    /// The number of 32-bit elements of the first result (`vector<Nxi32>` or `i32`).
    pub result_elems: Option<u32>,
    /// The printed value of an attribute (`#nvvm.cta_group<cta_2>`), by name.
    pub attr: &'a dyn Fn(&str) -> Option<String>,
}

/// The result of mapping one op.
#[derive(Debug, PartialEq, Eq)]
pub enum Mapped {
    /// Translate this PTX statement. `looped`: the op is a blocking mbarrier wait
    /// (it lowers to a `try_wait` retry loop, so it completes the phase).
    Ptx { text: String, looped: bool },
    /// An op that matters to no rule.
    Plain,
    /// An `nvvm.tcgen05.*` op this version does not know: an error, never ignored.
    UnknownTcgen05,
}

/// The `<...>` payload of a printed enum attribute: `#nvvm.cta_group<cta_2>` → `cta_2`.
fn payload(text: &str) -> &str {
    match (text.find('<'), text.rfind('>')) {
        (Some(a), Some(b)) if a < b => &text[a + 1..b],
        _ => text,
    }
}

fn cta(shape: &OpShape, name: &str) -> &'static str {
    match (shape.attr)(name).as_deref().map(payload) {
        Some("cta_2") => "2",
        _ => "1",
    }
}

fn ptx(text: String) -> Mapped {
    Mapped::Ptx {
        text,
        looped: false,
    }
}

/// Map an op (`nvvm.` prefix included) to a PTX statement.
pub fn map_op(name: &str, shape: &OpShape) -> Mapped {
    let Some(rest) = name.strip_prefix("nvvm.") else {
        return Mapped::Plain;
    };
    let n = shape.pointer_space.len();
    let addr = |i: usize| -> String {
        match shape.pointer_space.get(i) {
            Some(Some(_)) => format!("[${i}]"),
            _ => format!("${i}"),
        }
    };
    if let Some(t) = rest.strip_prefix("tcgen05.") {
        return map_tcgen05(t, shape).map_or(Mapped::UnknownTcgen05, ptx);
    }
    // `relaxed = true`, `scope = #nvvm.mem_scope<cluster>` and `aligned` as PTX
    // qualifiers.
    let relaxed = if (shape.attr)("relaxed").as_deref() == Some("true") {
        ".relaxed"
    } else {
        ""
    };
    let scope = match (shape.attr)("scope").as_deref().map(payload) {
        Some("cluster") => ".cluster",
        _ => "",
    };
    let aligned = if (shape.attr)("aligned").is_some() {
        ".aligned"
    } else {
        ""
    };
    let text = match rest {
        // `nvvm.barrier` with a barrier id and a thread count (`operandSegmentSizes`):
        // a named barrier, as PTX spells it.
        "barrier" if segment(shape, 0) == Some(1) => {
            if segment(shape, 1) == Some(1) {
                "bar.sync $0, $1".to_string()
            } else {
                "bar.sync $0".to_string()
            }
        }
        "barrier0" | "barrier" => "bar.sync 0".to_string(),
        // A thread sync among the lanes of one warp (the member mask is operand 0).
        "bar.warp.sync" => "bar.warp.sync $0".to_string(),
        // With a barrier id (`operandSegmentSizes` [1, 1]): a named barrier.
        "barrier.arrive" if segment(shape, 0) == Some(1) => "bar.arrive $0, $1".to_string(),
        "barrier.arrive" => "bar.arrive 0".to_string(),
        // The qualifiers are kept as PTX spells them: the core decides what a
        // `.relaxed` arrive or wait means for the rules (RULES.md section 3).
        "cluster.arrive" | "cluster.arrive.relaxed" => format!(
            "barrier.cluster.arrive{}{}",
            if rest.ends_with("relaxed") {
                ".relaxed"
            } else {
                ""
            },
            aligned
        ),
        "cluster.wait" => format!("barrier.cluster.wait{aligned}"),
        "elect.sync" => "elect.sync $ret, $0".to_string(),
        "mbarrier.arrive"
        | "mbarrier.arrive.nocomplete"
        | "mbarrier.arrive_drop"
        | "mbarrier.arrive_drop.nocomplete"
        | "mbarrier.arrive.expect_tx"
        | "mbarrier.arrive_drop.expect_tx" => {
            let tx = if rest.ends_with("expect_tx") {
                ".expect_tx"
            } else {
                ""
            };
            format!("mbarrier.arrive{tx}{relaxed}{scope}.b64 _, [$0]")
        }
        "mbarrier.complete_tx" => "mbarrier.complete_tx.b64 [$0], $1".to_string(),
        // With a result it is one test; without, it lowers to a retry loop.
        "mbarrier.try_wait" | "mbarrier.test.wait" => {
            format!("mbarrier.try_wait{relaxed}{scope}.b64 $ret, [$0], $1")
        }
        "mbarrier.try_wait.parity" => {
            if shape.result_elems.is_some() {
                "mbarrier.try_wait.parity.b64 $ret, [$0], $1".to_string()
            } else {
                return Mapped::Ptx {
                    text: "mbarrier.try_wait.parity.b64 complete, [$0], $1".to_string(),
                    looped: true,
                };
            }
        }
        // Ops MLIR 22 does not have but CuTe DSL 4.8 prints (read in generic form,
        // recognised by name; operands as in the nearest MLIR 22 op): a blocking
        // parity wait on (mbarrier, phase), a CTA barrier, a tensormap field write.
        // CuTe DSL 4.8 spells the kind: `kind = #nvvm.mbar_wait<try>` with an `i1`
        // result is one `try_wait` (the program loops on its result), `<test>` one
        // `test_wait`; without a result the op blocks until the phase completes.
        "mbarrier.wait.parity" | "mbarrier.wait" => {
            let parity = if rest.ends_with("parity") {
                ".parity"
            } else {
                ""
            };
            let kind = (shape.attr)("kind").map(|k| payload(&k).to_string());
            if shape.result_elems.is_some() {
                let test = if kind.as_deref() == Some("test") {
                    "test_wait"
                } else {
                    "try_wait"
                };
                format!("mbarrier.{test}{parity}{relaxed}.b64 $ret, [$0], $1")
            } else {
                return Mapped::Ptx {
                    text: format!("mbarrier.try_wait{parity}{relaxed}.b64 complete, [$0], $1"),
                    looped: true,
                };
            }
        }
        // CuTe DSL's `(id, count)` operands name the barrier, as in PTX.
        r if r.starts_with("barrier.cta.sync") => {
            let aligned = (shape.attr)("aligned").is_some_and(|a| !a.contains("false"));
            named_barrier(if aligned { "bar.sync" } else { "barrier.sync" }, shape)
        }
        r if r.starts_with("barrier.cta.arrive") => named_barrier("bar.arrive", shape),
        r if r.starts_with("tensormap.replace") => {
            if shape.pointer_space.first() == Some(&Some(3)) {
                "tensormap.replace.tile.field.shared::cta.b1024.b64 [$0], $1".to_string()
            } else {
                "tensormap.replace.tile.field.global.b1024.b64 [$0], $1".to_string()
            }
        }
        "cp.async.mbarrier.arrive" | "cp.async.mbarrier.arrive.shared" => {
            "cp.async.mbarrier.arrive.b64 [$0]".to_string()
        }
        "fence.proxy" => {
            // `kind = #nvvm.proxy_kind<async.shared>` (or plain `async`); the global
            // variant orders no shared memory.
            let kind = (shape.attr)("kind").unwrap_or_default();
            let space = (shape.attr)("space").unwrap_or_default();
            if !payload(&kind).starts_with("async") || kind.contains("global") {
                return Mapped::Plain;
            }
            format!("fence.proxy.async.shared::{}", payload(&space))
        }
        "fence.proxy.acquire" | "fence.proxy.release" => {
            if !(shape.attr)("toProxy").is_some_and(|p| p.contains("tensormap")) {
                return Mapped::Plain;
            }
            if rest.ends_with("acquire") {
                "fence.proxy.tensormap::generic.acquire.gpu [$0], $1".to_string()
            } else {
                "fence.proxy.tensormap::generic.release.gpu".to_string()
            }
        }
        // (dst, tmap, coords..., mbar, ...): the tensormap operand carries the
        // coordinates as in PTX. The mbarrier follows the coordinates; its index
        // comes from `operandSegmentSizes` (dst, tmap, coordinates, mbar, ...).
        "cp.async.bulk.tensor.shared.cluster.global" => {
            let coords = segment(shape, 2).unwrap_or(n.saturating_sub(3));
            let mbar = 2 + coords;
            let cs = (2..mbar).map(|i| format!("${i}")).collect::<Vec<_>>();
            format!(
                "cp.async.bulk.tensor.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {{{}}}], [${mbar}]",
                cs.join(", ")
            )
        }
        // (tmap, src, coords...): a store or reduction through the tensormap.
        "cp.async.bulk.tensor.global.shared.cta" | "cp.async.bulk.tensor.reduce" => {
            let coords = segment(shape, 2).unwrap_or(n.saturating_sub(2));
            let cs = (2..2 + coords).map(|i| format!("${i}")).collect::<Vec<_>>();
            format!(
                "cp.async.bulk.tensor.global.shared::cta.bulk_group [$0, {{{}}}], [$1]",
                cs.join(", ")
            )
        }
        // (tmap, coords..., im2col offsets..., cache hint).
        "cp.async.bulk.tensor.prefetch" => {
            let coords = segment(shape, 1).unwrap_or(n.saturating_sub(1));
            let cs = (1..1 + coords).map(|i| format!("${i}")).collect::<Vec<_>>();
            format!(
                "cp.async.bulk.prefetch.tensor.L2.global [$0, {{{}}}]",
                cs.join(", ")
            )
        }
        // Non-tensor bulk copies into shared memory complete on their mbarrier:
        // (dst, src, mbar, size, ...).
        "cp.async.bulk.shared.cluster.global" | "cp.async.bulk.shared.cluster.shared.cta" => {
            "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $3, [$2]"
                .to_string()
        }
        "stmatrix" => format!(
            "stmatrix.sync.aligned.shared {}",
            (0..n).map(addr).collect::<Vec<_>>().join(", ")
        ),
        _ => return Mapped::Plain,
    };
    ptx(text)
}

/// Entry `i` of the op's `operandSegmentSizes`.
fn segment(shape: &OpShape, i: usize) -> Option<usize> {
    let text = (shape.attr)("operandSegmentSizes")?;
    let list = text.split(':').nth(1)?.trim_end_matches('>');
    list.split(',').nth(i)?.trim().parse().ok()
}

/// A CTA barrier whose operands are `(id[, count])`; barrier 0 without operands.
fn named_barrier(op: &str, shape: &OpShape) -> String {
    match shape.pointer_space.len() {
        0 => format!("{op} 0"),
        1 => format!("{op} $0"),
        _ => format!("{op} $0, $1"),
    }
}

/// Registers per `.x1` of a `tcgen05.ld`/`st` shape (RULES.md / PTX 9.7.16.8.3).
fn regs_per_x1(shape: &str) -> u32 {
    match shape {
        "16x128b" => 2,
        "16x256b" => 4,
        _ => 1,
    }
}

fn map_tcgen05(t: &str, shape: &OpShape) -> Option<String> {
    let g = cta(shape, "group");
    let sp = |i: usize| shape.pointer_space.get(i).copied().flatten();
    Some(match t {
        "alloc" => format!("tcgen05.alloc.cta_group::{g}.sync.aligned.b32 [$0], $1"),
        "dealloc" => format!("tcgen05.dealloc.cta_group::{g}.sync.aligned.b32 $0, $1"),
        "relinquish_alloc_permit" => {
            format!("tcgen05.relinquish_alloc_permit.cta_group::{g}.sync.aligned")
        }
        "commit" => format!("tcgen05.commit.cta_group::{g}.mbarrier::arrive::one.b64 [$0]"),
        "shift" => format!("tcgen05.shift.cta_group::{g}.down [$0]"),
        "cp" => {
            let shp = (shape.attr)("shape")?;
            let shp = payload(&shp).trim_start_matches("shape_").to_string();
            format!("tcgen05.cp.cta_group::{g}.{shp} [$0], $1")
        }
        "ld" | "st" => {
            let shp = (shape.attr)("shape")?;
            let shp = payload(&shp).trim_start_matches("shape_").to_string();
            let packed = (shape.attr)(if t == "ld" { "pack" } else { "unpack" }).is_some();
            let elems = if t == "ld" {
                shape.result_elems?
            } else {
                // The stored value's element count is passed as `result_elems` too.
                shape.result_elems?
            };
            let elems = if packed { elems * 2 } else { elems };
            let num = (elems / regs_per_x1(&shp)).max(1);
            if t == "ld" {
                format!("tcgen05.ld.sync.aligned.{shp}.x{num}.b32 $ret, [$0]")
            } else {
                format!("tcgen05.st.sync.aligned.{shp}.x{num}.b32 [$0], $1")
            }
        }
        "wait" => match payload(&(shape.attr)("kind")?) {
            "load" => "tcgen05.wait::ld.sync.aligned".into(),
            "store" => "tcgen05.wait::st.sync.aligned".into(),
            _ => return None,
        },
        "fence" => match payload(&(shape.attr)("kind")?) {
            "before" => "tcgen05.fence::before_thread_sync".into(),
            "after" => "tcgen05.fence::after_thread_sync".into(),
            _ => return None,
        },
        "mma_smem_desc" => return Some("mov.b64 $ret, 0".into()),
        m if m.starts_with("mma") => {
            // (D, A, B, idesc, enable_input_d, ...): A is a TMEM address when it is a
            // `!llvm.ptr<6>`, a shared-memory descriptor otherwise.
            let ws = m.contains("ws");
            let g = if ws { "1" } else { cta(shape, "ctaGroup") };
            let kind = (shape.attr)("kind")
                .map(|k| format!(".kind::{}", payload(&k)))
                .unwrap_or_default();
            let variant = m.trim_start_matches("mma").replace('.', "_");
            // Operands after enable_input_d: TMEM ones (scale factors of
            // `.block_scale`, sparsity metadata of `.sp`) are TMEM reads.
            let operand = |i: usize| {
                if sp(i) == Some(6) {
                    format!("[${i}]")
                } else {
                    format!("${i}")
                }
            };
            let rest: String = (5..shape.pointer_space.len())
                .map(|i| format!(", {}", operand(i)))
                .collect();
            let variant = if variant.is_empty() {
                String::new()
            } else {
                format!(".{}", variant.trim_start_matches('_'))
            };
            format!(
                "tcgen05.mma.cta_group::{g}{kind}{variant} [$0], {}, $2, $3, $4{rest}",
                operand(1)
            )
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(name: &str, ptrs: &[Option<u32>], elems: Option<u32>, attrs: &[(&str, &str)]) -> String {
        let get = |k: &str| {
            attrs
                .iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        };
        match map_op(
            name,
            &OpShape {
                pointer_space: ptrs,
                result_elems: elems,
                attr: &get,
            },
        ) {
            Mapped::Ptx { text, .. } => text,
            Mapped::Plain => "plain".into(),
            Mapped::UnknownTcgen05 => "unknown".into(),
        }
    }

    #[test]
    fn maps_tcgen05_ops() {
        // 16x256b has four registers per .x1: vector<8xi32> is .x2.
        assert_eq!(
            map(
                "nvvm.tcgen05.ld",
                &[Some(6)],
                Some(8),
                &[("shape", "#nvvm.tcgen05_ldst_shape<shape_16x256b>")]
            ),
            "tcgen05.ld.sync.aligned.16x256b.x2.b32 $ret, [$0]"
        );
        assert_eq!(
            map(
                "nvvm.tcgen05.commit",
                &[Some(3)],
                None,
                &[("group", "#nvvm.cta_group<cta_2>")]
            ),
            "tcgen05.commit.cta_group::2.mbarrier::arrive::one.b64 [$0]"
        );
        // The default cta_group is 1 when the attribute is absent.
        assert_eq!(
            map(
                "nvvm.tcgen05.mma",
                &[Some(6), None, None, None, None],
                None,
                &[("kind", "#nvvm.tcgen05_mma_kind<f16>")]
            ),
            "tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, $4"
        );
        assert_eq!(
            map(
                "nvvm.tcgen05.wait",
                &[],
                None,
                &[("kind", "#nvvm.tcgen05_wait<store>")]
            ),
            "tcgen05.wait::st.sync.aligned"
        );
        assert_eq!(map("nvvm.tcgen05.frob", &[], None, &[]), "unknown");
        assert_eq!(map("nvvm.read.ptx.sreg.tid.x", &[], None, &[]), "plain");
    }

    #[test]
    fn block_scale_reads_its_scale_factors_from_tmem() {
        assert_eq!(
            map(
                "nvvm.tcgen05.mma.block_scale",
                &[Some(6), None, None, None, None, Some(6), Some(6)],
                None,
                &[
                    ("kind", "#nvvm.tcgen05_mma_block_scale_kind<mxf8f6f4>"),
                    ("ctaGroup", "#nvvm.cta_group<cta_2>")
                ]
            ),
            "tcgen05.mma.cta_group::2.kind::mxf8f6f4.block_scale [$0], $1, $2, $3, $4, [$5], [$6]"
        );
    }

    #[test]
    fn marks_expect_tx_arrivals() {
        // An arrival that raises the transaction count is read as one (`publish.rs`:
        // its phase needs the transfers), a plain or dropping arrival is not.
        for name in [
            "nvvm.mbarrier.arrive.expect_tx",
            "nvvm.mbarrier.arrive_drop.expect_tx",
        ] {
            assert_eq!(
                map(name, &[Some(3), None], None, &[]),
                "mbarrier.arrive.expect_tx.b64 _, [$0]"
            );
        }
        assert_eq!(
            map(
                "nvvm.mbarrier.arrive.nocomplete",
                &[Some(3), None],
                None,
                &[]
            ),
            "mbarrier.arrive.b64 _, [$0]"
        );
    }

    #[test]
    fn keeps_relaxed_and_scope_qualifiers() {
        // A relaxed arrive or wait is not the default release or acquire: the core
        // sees the qualifier.
        assert_eq!(
            map(
                "nvvm.mbarrier.arrive",
                &[Some(3)],
                None,
                &[("relaxed", "true"), ("scope", "#nvvm.mem_scope<cluster>")]
            ),
            "mbarrier.arrive.relaxed.cluster.b64 _, [$0]"
        );
        assert_eq!(
            map(
                "nvvm.mbarrier.arrive",
                &[Some(3)],
                None,
                &[("relaxed", "false")]
            ),
            "mbarrier.arrive.b64 _, [$0]"
        );
        assert_eq!(
            map(
                "nvvm.cluster.arrive.relaxed",
                &[],
                None,
                &[("aligned", "unit")]
            ),
            "barrier.cluster.arrive.relaxed.aligned"
        );
    }

    #[test]
    fn bulk_copy_completes_on_its_mbarrier() {
        // (dst, src, mbar, size): the barrier is the third operand.
        assert_eq!(
            map(
                "nvvm.cp.async.bulk.shared.cluster.global",
                &[Some(7), Some(1), Some(3), None],
                None,
                &[("operandSegmentSizes", "array<i32: 1, 1, 1, 1, 0, 0>")]
            ),
            "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $3, [$2]"
        );
    }

    #[test]
    fn maps_tma_with_segments() {
        assert_eq!(
            map(
                "nvvm.cp.async.bulk.tensor.shared.cluster.global",
                &[Some(7), Some(0), None, None, Some(3)],
                None,
                &[(
                    "operandSegmentSizes",
                    "array<i32: 1, 1, 2, 1, 0, 0, 0, 0>"
                )]
            ),
            "cp.async.bulk.tensor.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4]"
        );
    }
}
