//! The MLIR front end against the LLVM front end and MLIR 22 itself: every LLVM rule
//! test (`lit-tests/rules/*.ll`) imported with `mlir-translate --import-llvm` must get
//! the same edits (insertion and rule, in order) from both front ends (but for proxy
//! fences only the MLIR front end places: it does not bound shared-memory addresses), the edited
//! module must translate back to LLVM IR and plan to nothing more; plus the external
//! pass in a melior `PassManager` and the typed parse error.

use std::path::{Path, PathBuf};
use std::process::Command;

use melior::pass::PassManager;
use tcgen05_core::plan::{plan, Config};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

const MLIR_TRANSLATE: &str = "/usr/lib/llvm-22/bin/mlir-translate";

/// (insertion, rule) per edit, unit by unit.
type EditList = Vec<(String, Vec<(String, String)>)>;

fn llvm_edits(path: &Path) -> EditList {
    let ctx = inkwell::context::Context::create();
    let bytes = std::fs::read(path).unwrap();
    let module = tcgen05_llvm::parse(&ctx, &bytes, false, &path.display().to_string()).unwrap();
    let units = tcgen05_llvm::translate_module(&module).unwrap();
    units
        .iter()
        .map(|u| {
            let edits = plan(u.model(), &Config::default());
            (
                u.name.clone(),
                edits
                    .iter()
                    .map(|e| (format!("{:?}", e.insertion), e.rule.id().to_string()))
                    .collect(),
            )
        })
        .filter(|(_, e): &(String, Vec<_>)| !e.is_empty())
        .collect()
}

fn mlir_edits_and_apply(text: &str, name: &str) -> (EditList, String, usize) {
    let ctx = tcgen05_mlir::context();
    let module = tcgen05_mlir::parse(&ctx, text, name).unwrap();
    let units = tcgen05_mlir::units(&module).unwrap();
    let mut out = Vec::new();
    let mut total = 0;
    for u in &units {
        let edits = plan(u.model(), &Config::default());
        total += edits.len();
        tcgen05_mlir::apply_edits(u, &edits).unwrap();
        if !edits.is_empty() {
            out.push((
                u.name.clone(),
                edits
                    .iter()
                    .map(|e| (format!("{:?}", e.insertion), e.rule.id().to_string()))
                    .collect(),
            ));
        }
    }
    assert!(
        tcgen05_mlir::verify(&module),
        "{name}: edited module does not verify"
    );
    (out, tcgen05_mlir::print(&module), total)
}

/// Import `ll` into MLIR, plan and apply with both front ends, and compare. Returns
/// the number of edits.
fn compare_with_llvm_front_end(ll: &Path) -> usize {
    // Triton's raw IR spells special floats the way newer LLVMs do; the LLVM front end
    // respells them for LLVM 22's parser, and mlir-translate needs the same.
    let raw = std::fs::read(ll).unwrap();
    let normalized = tcgen05_llvm::read::normalize_special_floats(&raw);
    let mut child = Command::new(MLIR_TRANSLATE)
        .arg("--import-llvm")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("mlir-translate-22 runs (scripts/setup installs it)");
    {
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(&normalized.text)
            .unwrap();
    }
    let imported = child.wait_with_output().unwrap();
    assert!(imported.status.success(), "{}: import failed", ll.display());
    let text = String::from_utf8(imported.stdout).unwrap();
    let name = ll.display().to_string();
    let want = llvm_edits(ll);
    let (got, printed, n) = mlir_edits_and_apply(&text, &name);
    assert_eq!(
        without_extra_proxy_fences(&got, &want),
        want,
        "{name}: edits differ between the front ends"
    );
    // The edited module translates to LLVM IR, and planning it again adds nothing.
    let ctx = tcgen05_mlir::context();
    let again = tcgen05_mlir::parse(&ctx, &printed, &name).unwrap();
    tcgen05_mlir::to_llvm_ir(&again).unwrap_or_else(|e| panic!("{name}: {e}"));
    let (more, _, _) = mlir_edits_and_apply(&printed, &name);
    assert!(more.is_empty(), "{name}: a second run inserts {more:?}");
    n
}

/// `got` without the proxy fences (R-PROXY) that `want` lacks. The LLVM front end
/// bounds the shared memory stores and MMA descriptors touch (`tcgen05-llvm`'s
/// `smem.rs`) and leaves out fences for writes no MMA reads; the MLIR front end does
/// not bound addresses yet, so it may place more of them, and nothing else.
fn without_extra_proxy_fences(got: &EditList, want: &EditList) -> EditList {
    let is_proxy =
        |(ins, rule): &(String, String)| ins.starts_with("ProxyFence") && rule == "R-PROXY";
    let mut out = Vec::new();
    for (unit, edits) in got {
        let Some((_, wanted)) = want.iter().find(|(u, _)| u == unit) else {
            // A unit where the LLVM front end inserts nothing: only proxy fences here.
            assert!(
                edits.iter().all(is_proxy),
                "{unit}: edits only the MLIR front end makes: {edits:?}"
            );
            continue;
        };
        let mut kept = Vec::new();
        let mut w = wanted.iter().peekable();
        for e in edits {
            if w.peek() == Some(&e) {
                w.next();
                kept.push(e.clone());
            } else {
                assert!(
                    is_proxy(e),
                    "{unit}: an edit only the MLIR front end makes: {e:?}"
                );
            }
        }
        out.push((unit.clone(), kept));
    }
    out
}

fn files(dir: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(repo().join(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    out.sort();
    out
}

#[test]
fn imported_rule_tests_match_the_llvm_front_end() {
    let rules = files("lit-tests/rules");
    assert!(rules.len() >= 10, "the rule tests are missing");
    let edits: usize = rules.iter().map(|ll| compare_with_llvm_front_end(ll)).sum();
    // The rule tests exercise insertion: a run that inserted nothing would prove little.
    assert!(edits >= 20, "only {edits} edits over the rule tests");
}

#[test]
fn imported_triton_kernels_match_the_llvm_front_end() {
    // Real kernels (Triton 3.9's LLVM IR for sm_100a, and the example GEMM).
    let mut kernels = files("testdata/triton");
    kernels.extend(files("testdata/examples"));
    assert!(kernels.len() >= 7, "the Triton kernels are missing");
    for ll in &kernels {
        compare_with_llvm_front_end(ll);
    }
}

const KERNEL: &str = r#"
llvm.func @k(%t: !llvm.ptr<6>, %bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  %s = nvvm.mbarrier.arrive %bar : !llvm.ptr<3> -> i64
  llvm.return
}
"#;

#[test]
fn external_pass_runs_in_a_pass_manager() {
    let ctx = tcgen05_mlir::context();
    let mut module = tcgen05_mlir::parse(&ctx, KERNEL, "k.mlir").unwrap();
    let pm = PassManager::new(&ctx);
    // The strict reading: the arrive needs fence::before_thread_sync too.
    pm.add_pass(tcgen05_mlir::pass::create(Config::STRICT));
    pm.run(&mut module).expect("the pass succeeds");
    let text = tcgen05_mlir::print(&module);
    // The load is completed and fenced before the arrive releases it.
    let ld = text.find("nvvm.tcgen05.ld").unwrap();
    let wait = text
        .find("nvvm.tcgen05.wait <load>")
        .expect("wait inserted");
    let fence = text
        .find("nvvm.tcgen05.fence <before>")
        .expect("fence inserted");
    let arrive = text.find("nvvm.mbarrier.arrive").unwrap();
    assert!(ld < wait && wait < fence && fence < arrive, "{text}");
    // A second run of the pass finds nothing to do.
    let pm = PassManager::new(&ctx);
    pm.add_pass(tcgen05_mlir::pass::create(Config::STRICT));
    pm.run(&mut module).unwrap();
    assert_eq!(tcgen05_mlir::print(&module), text);
}

#[test]
fn parse_error_has_message_and_line() {
    let ctx = tcgen05_mlir::context();
    let Err(err) = tcgen05_mlir::parse(&ctx, "\n\nllvm.func @k() {\n  llvm.bogus\n}\n", "bad.mlir")
    else {
        panic!("bad MLIR parsed");
    };
    assert_eq!(err.file.as_deref(), Some("bad.mlir"));
    assert_eq!(err.line, Some(4));
    assert!(err.message.contains("llvm.bogus"), "{}", err.message);
}

#[test]
fn locations_come_from_mlir_loc() {
    // An explicit `loc` (as producers with debug info print) wins over the text line.
    let text = r#"
llvm.func @k(%t: !llvm.ptr<6>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32 loc("kernel.py":42:7)
  llvm.store %v, %out : i32, !llvm.ptr<1> loc(fused["kernel.py":43:9, "other":1:1])
  llvm.return
}
"#;
    let ctx = tcgen05_mlir::context();
    let module = tcgen05_mlir::parse(&ctx, text, "k.mlir").unwrap();
    let units = tcgen05_mlir::units(&module).unwrap();
    // --ld-use=wait: the store reads the loaded value, so a wait goes before it.
    let edits = plan(units[0].model(), &Config::STRICT);
    assert_eq!(edits.len(), 1);
    let loc = units[0].loc(edits[0].point);
    assert_eq!(
        (loc.file.as_deref(), loc.line, loc.col),
        (Some("kernel.py"), Some(43), Some(9))
    );
    let ld = units[0]
        .model()
        .insts()
        .find(|(_, i)| matches!(i.op, tcgen05_core::spec::Op::Ld { .. }))
        .unwrap()
        .0;
    assert_eq!(units[0].loc(ld).line, Some(42));
}

#[test]
fn predicate_facts_from_thread_index_and_elect() {
    // `tid.x >> 5 == 0` selects warp 0 and `elect.sync` one thread: the facts the
    // granularity checks (G-WARP, G-SINGLE) read.
    let text = r#"
llvm.func @k(%t: !llvm.ptr<6>) attributes {nvvm.kernel} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %w = llvm.lshr %tid, %c5 : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %p = llvm.icmp "eq" %w, %c0 : i32
  %e = nvvm.elect.sync -> i1
  %both = llvm.and %p, %e : i1
  llvm.return
}
"#;
    use tcgen05_core::facts::PredKind;
    let ctx = tcgen05_mlir::context();
    let module = tcgen05_mlir::parse(&ctx, text, "k.mlir").unwrap();
    let units = tcgen05_mlir::units(&module).unwrap();
    let facts = &units[0].model().pred_facts;
    let kinds: Vec<(PredKind, bool)> = facts.iter().map(|f| (f.kind, f.when)).collect();
    assert!(kinds.contains(&(PredKind::Warp(0), true)), "{facts:?}");
    assert!(kinds.contains(&(PredKind::OneThread, true)), "{facts:?}");
    // The conjunction inherits both.
    let values: std::collections::HashSet<_> = facts.iter().map(|f| f.value).collect();
    assert_eq!(values.len(), 3, "{facts:?}");
}

#[test]
fn predicate_operand_guards_the_op() {
    // `predicate = %e` of an nvvm op: an elect.sync result is the leader guard, any
    // other i1 a plain predicate guard.
    let text = r#"
llvm.func @k(%dst: !llvm.ptr<7>, %bar: !llvm.ptr<3>, %tm: !llvm.ptr, %c: i32, %p: i1) attributes {nvvm.kernel} {
  %e = nvvm.elect.sync -> i1
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tm, %bar, box[%c, %c] predicate = %e : !llvm.ptr<7>, !llvm.ptr
  nvvm.mbarrier.init %bar, %c, predicate = %p : !llvm.ptr<3>, i32, i1
  nvvm.inline_ptx "mbarrier.arrive.shared::cta.b64 _, [$0];" ro(%bar : !llvm.ptr<3>), predicate = %e
  llvm.return
}
"#;
    use tcgen05_core::model::Guard;
    use tcgen05_core::spec::Op;
    let ctx = tcgen05_mlir::context();
    let module = tcgen05_mlir::parse(&ctx, text, "k.mlir").unwrap();
    let units = tcgen05_mlir::units(&module).unwrap();
    let model = units[0].model();
    let tma = model
        .insts()
        .find(|(_, i)| matches!(i.op, Op::TmaComplete { .. }))
        .expect("the TMA copy is read")
        .1;
    assert_eq!(tma.guard, Some(Guard::Elect));
    let guards: Vec<_> = model.insts().filter_map(|(_, i)| i.guard).collect();
    assert_eq!(guards.len(), 3, "{guards:?}");
    assert!(matches!(guards[1], Guard::Pred { negated: false, .. }));
    assert_eq!(guards[2], Guard::Elect);
}

#[test]
fn external_pass_fails_on_an_unknown_tcgen05_op() {
    // The pass never ignores a tcgen05 op it cannot read: the pass manager fails.
    let text = r#"
llvm.func @k(%t: !llvm.ptr<6>) attributes {nvvm.kernel} {
  llvm.call_intrinsic "llvm.nvvm.tcgen05.frobnicate"(%t) : (!llvm.ptr<6>) -> ()
  llvm.return
}
"#;
    let ctx = tcgen05_mlir::context();
    let mut module = tcgen05_mlir::parse(&ctx, text, "k.mlir").unwrap();
    let pm = PassManager::new(&ctx);
    pm.add_pass(tcgen05_mlir::pass::create(Config::default()));
    assert!(pm.run(&mut module).is_err());
    // The typed error of the library names the intrinsic and its line.
    let Err(e) = tcgen05_mlir::units(&module) else {
        panic!("the unknown intrinsic was accepted");
    };
    assert_eq!(e.line, Some(3));
    assert!(e.message.contains("llvm.nvvm.tcgen05.frobnicate"), "{e}");
}

#[test]
fn bulk_copies_and_tensormap_uses_are_classified() {
    let text = r#"
llvm.func @k(%dst: !llvm.ptr<7>, %src: !llvm.ptr<1>, %bar: !llvm.ptr<3>, %n: i32, %tm: !llvm.ptr, %s: !llvm.ptr<3>, %c: i32) attributes {nvvm.kernel} {
  nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %bar, %n : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cp.async.bulk.tensor.reduce %tm, %s, box[%c, %c] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.prefetch %tm, box[%c, %c] : !llvm.ptr
  llvm.return
}
"#;
    use tcgen05_core::spec::Op;
    let ctx = tcgen05_mlir::context();
    let module = tcgen05_mlir::parse(&ctx, text, "k.mlir").unwrap();
    let units = tcgen05_mlir::units(&module).unwrap();
    let ops: Vec<&Op> = units[0].model().insts().map(|(_, i)| &i.op).collect();
    // The bulk copy completes on `%bar`; the reduction and the prefetch read the
    // tensormap `%tm` (R-TMAP users), both at the same address.
    let Op::TmaComplete {
        mbarrier,
        tmap: None,
    } = ops[0]
    else {
        panic!("{:?}", ops[0]);
    };
    assert!(mbarrier.base.is_some());
    let (Op::TensorUse { tmap: a, .. }, Op::TensorUse { tmap: b, .. }) = (ops[1], ops[2]) else {
        panic!("{:?} {:?}", ops[1], ops[2]);
    };
    assert_eq!(a.addr, b.addr);
    assert!(a.addr.base.is_some());
}
