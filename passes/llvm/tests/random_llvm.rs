//! Property tests on random tcgen05 kernels in LLVM IR (issue 4). Each case is a
//! random control-flow graph (branches on thread, warp, `elect.sync` and loaded
//! values; loops; phis of loaded values) filled with every kind of instruction the
//! pass models, in the intrinsic and inline-asm spellings real compilers use. For
//! every case and both `--ld-use` policies:
//!
//! 1. the generated IR passes the LLVM verifier (else the generator is wrong);
//! 2. translation, planning and insertion do not fail or panic;
//! 3. the rewritten module passes the LLVM verifier;
//! 4. the printed output, parsed afresh and translated again, has no hazard the
//!    independent checker finds (R-MMA-DONE excepted: the pass reports it and exits 1
//!    rather than repairing it) and a second plan on it inserts nothing;
//! 5. PTX emitted from the output by the NVPTX backend, read by the PTX front end,
//!    has no error-severity hazard either (the driver's post-codegen check);
//! 6. the PTX front end on the *input's* PTX: the rewritten PTX is clean and stable
//!    too, and (when ptxas is present) every `PTXAS_EVERY`-th rewritten PTX assembles.
//!
//! The suite runs `RANDOM_CASES` cases (default 150) from a fixed seed;
//! `scripts/long-property-run` runs many more. `RANDOM_ONLY=N` runs case N alone and
//! `RANDOM_TRACE=1` prints its IR.

use inkwell::context::Context;
use std::fmt::Write as _;
use std::path::PathBuf;
use tcgen05_core::checker::{check, Finding, Severity};
use tcgen05_core::plan::{plan, Config, LdUsePolicy, SyncReading};
use tcgen05_core::spec::Rule;
use tcgen05_core::testing::{env_u64, Rng};
use tcgen05_ptx::{read_module, rewrite, PtxFunction, PtxModule};

/// TMEM regions: the allocation base plus a column offset (lane 0, 32 columns each).
const REGIONS: [u32; 4] = [0, 32, 64, 128];
/// Branch conditions defined in the entry block: one thread, warp 0, the elected
/// lane, a runtime value.
const CONDS: [&str; 4] = ["%t0", "%w0", "%leader", "%flag"];
/// mbarriers: a closed shared object (mbarrier provenance applies) and a parameter.
const BARS: [&str; 2] = ["@bar_a", "%bar_b"];
/// Tensormaps in global memory and their generic-address views.
const TMAPS: [(&str, &str); 2] = [("%tm_a", "%g_a"), ("%tm_b", "%g_b")];

/// What a generated instruction is; loads carry the number of the value they define.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Ld(u32),
    Use,
    St,
    Mma,
    Cp,
    Commit,
    MbarWait,
    BarSync,
    MbarArrive,
    SharedWrite,
    WaitOrFence,
    Dealloc,
    AllocOrRelinquish,
    ClusterArrive,
    ClusterWait,
    TmapWrite,
    TmapFence,
    Tma,
}

struct Shape {
    succs: Vec<Vec<usize>>,
    /// Blocks dominating each block (itself included), as a bit set.
    dom: Vec<u32>,
    kinds: Vec<Vec<Kind>>,
    /// A phi of loaded values heads the block (value number).
    phi: Vec<Option<u32>>,
}

fn random_kind(rng: &mut Rng, next_value: &mut u32) -> Kind {
    match rng.below(22) {
        0..=2 => {
            *next_value += 1;
            Kind::Ld(*next_value)
        }
        3 | 4 => Kind::Use,
        5 => Kind::St,
        6 | 7 => Kind::Mma,
        8 => Kind::Cp,
        9 => Kind::Commit,
        10 => Kind::MbarWait,
        11 => Kind::BarSync,
        12 => Kind::MbarArrive,
        13 => Kind::SharedWrite,
        14 => Kind::WaitOrFence,
        15 => Kind::Dealloc,
        16 => Kind::AllocOrRelinquish,
        17 => Kind::ClusterArrive,
        18 => Kind::ClusterWait,
        19 => Kind::TmapWrite,
        20 => Kind::TmapFence,
        _ => Kind::Tma,
    }
}

fn random_shape(rng: &mut Rng) -> Shape {
    let n = 1 + rng.below(7) as usize;
    let mut succs = vec![Vec::new(); n];
    for (b, s) in succs.iter_mut().enumerate() {
        if b + 1 < n {
            s.push(b + 1);
            if rng.chance(40) {
                // A branch forward or a back edge (a loop).
                let t = rng.below(n as u64) as usize;
                if t != b + 1 {
                    s.push(t);
                }
            }
        } else if n > 1 && rng.chance(20) {
            s.push(rng.below(n as u64 - 1) as usize);
        }
    }
    // Dominators by the iterative data-flow: every block is reachable from b0 along
    // the b -> b+1 chain, and the entry block jumps to b0.
    let all = (1u32 << n) - 1;
    let mut dom = vec![all; n];
    dom[0] = 1;
    let succs_ref = &succs;
    let preds = |b: usize| (0..n).filter(move |&p| succs_ref[p].contains(&b));
    let mut changed = true;
    while changed {
        changed = false;
        for b in 1..n {
            let meet = preds(b).fold(all, |acc, p| acc & dom[p]) | (1 << b);
            if meet != dom[b] {
                dom[b] = meet;
                changed = true;
            }
        }
    }
    let mut next_value = 0;
    let mut phi = vec![None; n];
    for (b, slot) in phi.iter_mut().enumerate() {
        let n_preds = preds(b).count() + usize::from(b == 0);
        if n_preds > 1 && rng.chance(50) {
            next_value += 1;
            *slot = Some(next_value);
        }
    }
    let kinds = (0..n)
        .map(|_| {
            (0..rng.below(9))
                .map(|_| random_kind(rng, &mut next_value))
                .collect()
        })
        .collect();
    Shape {
        succs,
        dom,
        kinds,
        phi,
    }
}

impl Shape {
    fn preds(&self, b: usize) -> Vec<usize> {
        (0..self.succs.len())
            .filter(|&p| self.succs[p].contains(&b))
            .collect()
    }

    fn defs(&self, b: usize) -> impl Iterator<Item = u32> + '_ {
        self.phi[b]
            .into_iter()
            .chain(self.kinds[b].iter().filter_map(|k| match k {
                Kind::Ld(v) => Some(*v),
                _ => None,
            }))
    }

    /// Values defined in blocks that strictly dominate `b`.
    fn dominating_defs(&self, b: usize) -> Vec<u32> {
        (0..self.succs.len())
            .filter(|&d| d != b && self.dom[b] & (1 << d) != 0)
            .flat_map(|d| self.defs(d))
            .collect()
    }

    /// Values available at the end of block `b`.
    fn live_out(&self, b: usize) -> Vec<u32> {
        let mut v = self.dominating_defs(b);
        v.extend(self.defs(b));
        v
    }
}

/// Renders one case as an LLVM module.
struct Writer<'a> {
    rng: &'a mut Rng,
    out: String,
    tmp: u32,
    /// The kernel's cta_group (ptxas rejects a function that uses both).
    cta_pair: bool,
    /// Value numbers defined by loads (not phis).
    loads: std::collections::HashSet<u32>,
}

impl Writer<'_> {
    fn line(&mut self, text: impl AsRef<str>) {
        self.out.push_str("  ");
        self.out.push_str(text.as_ref());
        self.out.push('\n');
    }

    fn fresh(&mut self) -> String {
        self.tmp += 1;
        format!("%x{}", self.tmp)
    }

    fn region(&mut self) -> String {
        format!("%r{}", self.rng.pick(&REGIONS))
    }

    fn cond(&mut self) -> &'static str {
        CONDS[self.rng.below(CONDS.len() as u64) as usize]
    }

    fn bar(&mut self) -> &'static str {
        BARS[self.rng.below(BARS.len() as u64) as usize]
    }

    fn value(&mut self, avail: &[u32]) -> String {
        if avail.is_empty() || self.rng.chance(10) {
            "%n".to_string()
        } else {
            format!("%v{}", self.rng.pick(avail))
        }
    }

    fn inst(&mut self, kind: Kind, avail: &[u32]) {
        let (cg, cta) = if self.cta_pair {
            ("cg2", 2)
        } else {
            ("cg1", 1)
        };
        match kind {
            Kind::Ld(v) => {
                let r = self.region();
                // The spelling follows the value number, so that uses know whether
                // the 64-bit view `%w{v}` exists.
                match v % 4 {
                    0 => self.line(format!(
                        "%v{v} = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) {r}, i1 false)"
                    )),
                    1 | 3 => {
                        let x = self.fresh();
                        self.line(format!(
                            "{x} = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) {r}, i1 false)"
                        ));
                        self.line(format!("%v{v} = extractelement <2 x i32> {x}, i32 1"));
                        if v % 4 == 3 {
                            // A rename the backend lowers to a real read
                            // (`mov.b64 %rd, {%r1, %r2}`).
                            self.line(format!("%w{v} = bitcast <2 x i32> {x} to i64"));
                        }
                    }
                    _ => self.line(format!(
                        "%v{v} = call i32 asm sideeffect \"tcgen05.ld.sync.aligned.32x32b.x1.b32 {{$0}}, [$1];\", \"=r,r\"(i32 {r}i)"
                    )),
                }
            }
            Kind::Use => {
                let v = self.value(avail);
                let wide = v
                    .strip_prefix("%v")
                    .and_then(|n| n.parse::<u32>().ok())
                    .filter(|n| n % 4 == 3 && self.loads.contains(n));
                if let Some(n) = wide.filter(|_| self.rng.chance(50)) {
                    self.line(format!(
                        "store volatile i64 %w{n}, ptr addrspace(1) %out, align 8"
                    ));
                } else if self.rng.chance(50) {
                    self.line(format!(
                        "store volatile i32 {v}, ptr addrspace(1) %out, align 4"
                    ));
                } else {
                    let x = self.fresh();
                    self.line(format!("{x} = add i32 {v}, 1"));
                    self.line(format!(
                        "store volatile i32 {x}, ptr addrspace(1) %out, align 4"
                    ));
                }
            }
            Kind::St => {
                let r = self.region();
                let v = self.value(avail);
                self.line(format!(
                    "call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) {r}, i32 {v}, i1 false)"
                ));
            }
            Kind::Mma => {
                let r = self.region();
                if self.rng.chance(30) {
                    let p = self.cond();
                    self.line(format!(
                        "call void asm sideeffect \"@$5 tcgen05.mma.cta_group::{cta}.kind::f16 [$0], $1, $2, $3, $4;\", \"r,l,l,r,b,b\"(i32 {r}i, i64 %da, i64 %db, i32 136380432, i1 true, i1 {p})"
                    ));
                } else {
                    self.line(format!(
                        "call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) {r}, i64 %da, i64 %db, i32 136380432, i1 true, i32 0, i32 {cta}, i32 0)"
                    ));
                }
            }
            Kind::Cp => {
                let r = self.region();
                let shape = if self.rng.chance(50) {
                    "128x256b"
                } else {
                    "4x256b"
                };
                self.line(format!(
                    "call void @llvm.nvvm.tcgen05.cp.{shape}.{cg}(ptr addrspace(6) {r}, i64 %da)"
                ));
            }
            Kind::Commit => {
                let bar = self.bar();
                if self.rng.chance(30) {
                    let p = self.cond();
                    self.line(format!(
                        "call void asm sideeffect \"@$0 tcgen05.commit.cta_group::{cta}.mbarrier::arrive::one.shared::cluster.b64 [$1];\", \"b,l\"(i1 {p}, ptr addrspace(3) {bar})"
                    ));
                } else {
                    self.line(format!(
                        "call void @llvm.nvvm.tcgen05.commit.shared.{cg}(ptr addrspace(3) {bar})"
                    ));
                }
            }
            Kind::MbarWait => {
                let bar = self.bar();
                // The default (acquire) or the `.relaxed` form.
                let sem = if self.rng.chance(40) {
                    ".relaxed.cta"
                } else {
                    ""
                };
                self.line(format!(
                    "call void asm sideeffect \"{{\\0A\\09.reg .pred complete;\\0A\\09waitLoop:\\0A\\09mbarrier.try_wait.parity{sem}.shared::cta.b64 complete, [$0], $1;\\0A\\09@!complete bra.uni waitLoop;\\0A}}\", \"l,r\"(ptr addrspace(3) {bar}, i32 %phase)"
                ));
            }
            Kind::BarSync => self.line("call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)"),
            Kind::MbarArrive => {
                let bar = self.bar();
                let sem = if self.rng.chance(40) {
                    ".relaxed.cta"
                } else {
                    ""
                };
                self.line(format!(
                    "call void asm sideeffect \"mbarrier.arrive{sem}.shared::cta.b64 _, [$0];\", \"l\"(ptr addrspace(3) {bar})"
                ));
            }
            Kind::SharedWrite => {
                self.line("store volatile i32 0, ptr addrspace(3) %smem, align 4");
            }
            Kind::WaitOrFence => {
                let text = match self.rng.below(6) {
                    0 => "call void @llvm.nvvm.tcgen05.wait.ld()",
                    1 => "call void @llvm.nvvm.tcgen05.wait.st()",
                    2 => "call void @llvm.nvvm.tcgen05.fence.before.thread.sync()",
                    3 => "call void @llvm.nvvm.tcgen05.fence.after.thread.sync()",
                    4 => "call void asm sideeffect \"tcgen05.wait::ld.sync.aligned;\", \"~{memory}\"()",
                    _ => "call void @llvm.nvvm.fence.proxy.async.shared_cta()",
                };
                self.line(text);
            }
            Kind::Dealloc => self.line(format!(
                "call void @llvm.nvvm.tcgen05.dealloc.{cg}(ptr addrspace(6) %t, i32 256)"
            )),
            Kind::AllocOrRelinquish => {
                if self.rng.chance(70) {
                    self.line(format!(
                        "call void @llvm.nvvm.tcgen05.alloc.shared.{cg}(ptr addrspace(3) @slot, i32 256)"
                    ));
                } else {
                    self.line(format!(
                        "call void @llvm.nvvm.tcgen05.relinq.alloc.permit.{cg}()"
                    ));
                }
            }
            Kind::ClusterArrive => {
                if self.rng.chance(40) {
                    self.line("call void @llvm.nvvm.barrier.cluster.arrive.relaxed()")
                } else {
                    self.line("call void @llvm.nvvm.barrier.cluster.arrive()")
                }
            }
            Kind::ClusterWait => self.line("call void @llvm.nvvm.barrier.cluster.wait()"),
            Kind::TmapWrite => {
                let (tm, _) = *self.rng.pick(&TMAPS);
                if self.rng.chance(60) {
                    self.line(format!(
                        "call void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1) {tm}, i64 %da)"
                    ));
                } else {
                    let p = self.cond();
                    self.line(format!(
                        "call void asm sideeffect \"@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;\", \"l,l,b\"(ptr addrspace(1) {tm}, ptr addrspace(3) %smem, i1 {p})"
                    ));
                }
            }
            Kind::TmapFence => {
                let (_, g) = *self.rng.pick(&TMAPS);
                if self.rng.chance(50) {
                    self.line("call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()");
                } else {
                    self.line(format!(
                        "call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr {g}, i32 128)"
                    ));
                }
            }
            Kind::Tma => {
                let (_, g) = *self.rng.pick(&TMAPS);
                if self.rng.chance(50) {
                    let bar = self.bar();
                    self.line(format!(
                        "call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %dst, ptr addrspace(3) {bar}, ptr {g}, i32 0, i32 0, i16 0, i64 0, i1 false, i1 false, i32 0)"
                    ));
                } else {
                    self.line(format!(
                        "call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %smem, ptr {g}, i32 0, i32 0, i64 0, i1 false)"
                    ));
                }
            }
        }
    }
}

const DECLARATIONS: &str = "
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1 immarg)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1 immarg)
declare void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6), i32, i1 immarg)
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x256b.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.4x256b.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.4x256b.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
declare void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3))
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.barrier.cluster.arrive()
declare void @llvm.nvvm.barrier.cluster.wait()
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1), i64)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3), ptr, i32, i32, i64, i1 immarg)
";

/// One random kernel as LLVM IR text.
fn random_module(rng: &mut Rng) -> String {
    let shape = random_shape(rng);
    let cta_pair = rng.chance(20);
    let mut w = Writer {
        rng,
        out: String::new(),
        tmp: 0,
        cta_pair,
        loads: shape
            .kinds
            .iter()
            .flatten()
            .filter_map(|k| match k {
                Kind::Ld(v) => Some(*v),
                _ => None,
            })
            .collect(),
    };
    w.out.push_str(
        "target triple = \"nvptx64-nvidia-cuda\"\n\n\
         @bar_a = internal addrspace(3) global i64 undef, align 8\n\
         @slot = internal addrspace(3) global i32 undef, align 4\n\n\
         define ptx_kernel void @random(ptr addrspace(6) %t, ptr addrspace(3) %bar_b, \
         ptr addrspace(3) %smem, ptr addrspace(7) %dst, ptr addrspace(1) %out, \
         ptr addrspace(1) %tm_a, ptr addrspace(1) %tm_b, i64 %da, i64 %db, i32 %n, i32 %phase) {\n\
         entry:\n",
    );
    w.line("%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()");
    w.line("%warp = lshr i32 %tid, 5");
    w.line("%t0 = icmp eq i32 %tid, 0");
    w.line("%w0 = icmp eq i32 %warp, 0");
    w.line("%el = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)");
    w.line("%leader = extractvalue { i32, i1 } %el, 1");
    w.line("%flag = icmp slt i32 %tid, %n");
    for c in REGIONS {
        w.line(format!(
            "%r{c} = getelementptr i8, ptr addrspace(6) %t, i32 {c}"
        ));
        w.line(format!("%r{c}i = ptrtoint ptr addrspace(6) %r{c} to i32"));
    }
    for (tm, g) in TMAPS {
        w.line(format!("{g} = addrspacecast ptr addrspace(1) {tm} to ptr"));
    }
    w.line("br label %b0");
    let n = shape.succs.len();
    for b in 0..n {
        let _ = writeln!(w.out, "b{b}:");
        let mut avail = shape.dominating_defs(b);
        if let Some(p) = shape.phi[b] {
            let mut incoming: Vec<String> = Vec::new();
            if b == 0 {
                incoming.push("[ 0, %entry ]".into());
            }
            for pred in shape.preds(b) {
                let live = shape.live_out(pred);
                let v = if live.is_empty() || w.rng.chance(20) {
                    "0".to_string()
                } else {
                    format!("%v{}", w.rng.pick(&live))
                };
                incoming.push(format!("[ {v}, %b{pred} ]"));
            }
            w.line(format!("%v{p} = phi i32 {}", incoming.join(", ")));
            avail.push(p);
        }
        for &kind in &shape.kinds[b] {
            w.inst(kind, &avail);
            if let Kind::Ld(v) = kind {
                avail.push(v);
            }
        }
        match shape.succs[b].as_slice() {
            [] => w.line("ret void"),
            [s] => w.line(format!("br label %b{s}")),
            [s, t, ..] => {
                // Sometimes the branch depends on a loaded value (the terminator is
                // then a use that needs tcgen05.wait::ld before it).
                let c = if !avail.is_empty() && w.rng.chance(25) {
                    let v = format!("%v{}", w.rng.pick(&avail));
                    let c = w.fresh();
                    w.line(format!("{c} = icmp eq i32 {v}, 0"));
                    c
                } else {
                    w.cond().to_string()
                };
                w.line(format!("br i1 {c}, label %b{s}, label %b{t}"));
            }
        }
    }
    w.out.push_str("}\n");
    w.out.push_str(DECLARATIONS);
    w.out
}

/// Findings other than R-MMA-DONE (reported, not repaired, by design).
fn repairable(findings: Vec<Finding>, errors_only: bool) -> Vec<Finding> {
    findings
        .into_iter()
        .filter(|f| f.rule != Rule::MmaDone && (!errors_only || f.severity == Severity::Error))
        .collect()
}

fn ptxas() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("PTXAS") {
        return Some(PathBuf::from(p));
    }
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../.tools/bin/ptxas");
    p.exists().then_some(p)
}

fn assemble(ptxas: &PathBuf, ptx: &str, case: u64) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("tcgen05-random-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let input = dir.join(format!("case{case}.ptx"));
    std::fs::write(&input, ptx).map_err(|e| e.to_string())?;
    let out = std::process::Command::new(ptxas)
        .args(["-arch=sm_100a", "-o"])
        .arg(dir.join(format!("case{case}.cubin")))
        .arg(&input)
        .output()
        .map_err(|e| e.to_string())?;
    let _ = std::fs::remove_dir_all(&dir);
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Steps 1-5 for one policy; returns the rewritten IR.
fn check_llvm_case(ir: &str, config: &Config, what: &str) -> String {
    let ctx = Context::create();
    let module = tcgen05_llvm::parse(&ctx, ir.as_bytes(), false, "random.ll")
        .unwrap_or_else(|e| panic!("{what}: the generator wrote unparsable IR: {}\n{ir}", e.0));
    tcgen05_llvm::verify(&module)
        .unwrap_or_else(|e| panic!("{what}: the generator wrote invalid IR: {e}\n{ir}"));
    let units = tcgen05_llvm::translate_module(&module)
        .unwrap_or_else(|e| panic!("{what}: translation failed: {}\n{ir}", e.message));
    for unit in &units {
        let edits = plan(unit.model(), config);
        tcgen05_llvm::apply_edits(&module, unit, &edits, config)
            .unwrap_or_else(|e| panic!("{what}: insertion failed: {e}\n{ir}"));
    }
    tcgen05_llvm::verify(&module)
        .unwrap_or_else(|e| panic!("{what}: the output fails the LLVM verifier: {e}\n{ir}"));
    let out = tcgen05_llvm::print_ir(&module);

    // The output, read afresh: clean for the checker and stable under the planner.
    let ctx2 = Context::create();
    let again = tcgen05_llvm::parse(&ctx2, out.as_bytes(), false, "out.ll")
        .unwrap_or_else(|e| panic!("{what}: the printed output does not parse: {}", e.0));
    for unit in tcgen05_llvm::translate_module(&again)
        .unwrap_or_else(|e| panic!("{what}: the output does not translate: {}", e.message))
    {
        let left = repairable(check(unit.model(), config), false);
        assert!(
            left.is_empty(),
            "{what}: the checker finds hazards in the output:\n{left:#?}\ninput:\n{ir}\noutput:\n{out}"
        );
        let edits = plan(unit.model(), config);
        assert!(
            edits.is_empty(),
            "{what}: a second run inserts {edits:#?}\ninput:\n{ir}\noutput:\n{out}"
        );
    }

    // What code generation makes of it still satisfies every rule.
    let ptx = tcgen05_llvm::emit_ptx(&again, "sm_100a", None)
        .unwrap_or_else(|e| panic!("{what}: PTX emission failed: {e}\n{out}"));
    check_ptx_clean(&ptx, config, true, what);
    out
}

/// The PTX front end's reading of `ptx`.
fn read_ptx(ptx: &str, what: &str) -> PtxModule {
    read_module(ptx).unwrap_or_else(|e| {
        panic!(
            "{what}: the PTX reader rejects line {}: {}\n{ptx}",
            e.line, e.message
        )
    })
}

/// The PTX front end's view of `ptx` has no hazard (errors only when
/// `errors_only`); returns what it read.
fn check_ptx_clean(ptx: &str, config: &Config, errors_only: bool, what: &str) -> PtxModule {
    let module = read_ptx(ptx, what);
    for pf in &module.functions {
        let left = repairable(check(&pf.func, config), errors_only);
        assert!(
            left.is_empty(),
            "{what}: hazards in PTX `{}`:\n{left:#?}\n{ptx}",
            pf.func.name
        );
    }
    module
}

/// Step 6: the PTX front end on the input's own PTX; returns the rewritten PTX.
fn check_ptx_case(input_ptx: &str, config: &Config, what: &str) -> String {
    let module = read_ptx(input_ptx, what);
    let plans: Vec<(&PtxFunction, Vec<_>)> = module
        .functions
        .iter()
        .map(|pf| (pf, plan(&pf.func, config)))
        .collect();
    let pairs: Vec<_> = plans.iter().map(|(p, e)| (*p, e.as_slice())).collect();
    let out = rewrite(input_ptx, &pairs);
    for pf in &check_ptx_clean(&out, config, false, what).functions {
        let edits = plan(&pf.func, config);
        assert!(
            edits.is_empty(),
            "{what}: a second PTX run inserts {edits:#?}\n{out}"
        );
    }
    out
}

#[test]
fn random_llvm_kernels_are_repaired_verified_and_stable() {
    let cases = env_u64("RANDOM_CASES", 150);
    let seed = env_u64("RANDOM_SEED", 0x5eed_1e55);
    let ptxas_every = env_u64("PTXAS_EVERY", 25).max(1);
    let only = std::env::var("RANDOM_ONLY")
        .ok()
        .and_then(|v| v.parse::<u64>().ok());
    let trace = std::env::var_os("RANDOM_TRACE").is_some();
    let ptxas = ptxas();
    let mut rng = Rng::new(seed);
    let mut assembled = 0;
    for case in 0..cases {
        let ir = random_module(&mut rng);
        if only.is_some_and(|o| o != case) {
            continue;
        }
        if trace {
            eprintln!("case {case}:\n{ir}");
        }
        let ctx = Context::create();
        let input = tcgen05_llvm::parse(&ctx, ir.as_bytes(), false, "random.ll")
            .unwrap_or_else(|e| panic!("case {case}: unparsable IR: {}\n{ir}", e.0));
        let input_ptx = tcgen05_llvm::emit_ptx(&input, "sm_100a", None)
            .unwrap_or_else(|e| panic!("case {case}: PTX emission failed: {e}\n{ir}"));
        // Both thread-sync readings, alternating per case.
        let sync_reading = if case % 2 == 0 {
            SyncReading::Strict
        } else {
            SyncReading::AcqRel
        };
        for policy in [LdUsePolicy::Wait, LdUsePolicy::TrustRegisterDependency] {
            let config = Config {
                ld_use: policy,
                sync_reading,
            };
            let what = format!("case {case} (seed {seed}, {policy:?}, {sync_reading:?})");
            check_llvm_case(&ir, &config, &what);
            let out_ptx = check_ptx_case(&input_ptx, &config, &what);
            if let Some(p) = &ptxas {
                if case % ptxas_every == 0 && policy == LdUsePolicy::Wait {
                    assemble(p, &out_ptx, case).unwrap_or_else(|e| {
                        panic!("{what}: ptxas rejects the rewritten PTX:\n{e}\n{out_ptx}")
                    });
                    assembled += 1;
                }
            }
        }
    }
    eprintln!("random LLVM kernels: {cases} cases, {assembled} rewritten PTX files assembled");
}
