//! The per-function program model every front end translates into (like regalloc2's
//! `Function`): dense block and instruction indices, successor lists, and for each
//! instruction its classified [`Op`], the values it defines and reads, and the guard
//! it runs under. The analyses read only this; they never see LLVM, MLIR or PTX.

use crate::{HashMap, HashSet};

use crate::spec::{smem_may_overlap, Addr, Op, SmemSpan, SyncKind, TmemRegion};
pub use crate::value::Value;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

/// An instruction by block and index within the block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InstRef {
    pub block: BlockId,
    pub index: u32,
}

/// A point *before* the instruction `index` of `block` (where insertions go).
pub type Point = InstRef;

/// The predicate an instruction runs under (`@p`, `@!p`, `@$3` in asm).
///
/// `Elect` stands for any `elect.sync` leader predicate: the pass assumes that
/// `elect.sync` with a full member mask elects the same lane each time it is executed
/// by the same converged warp, so two such guards select the same thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Guard {
    Pred { value: Value, negated: bool },
    Elect,
}

/// Where an instruction came from, for diagnostics.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Loc {
    /// File, line and column from debug info (`!dbg`, `.loc`) or the PTX source line.
    /// The file name is shared by the instructions that name it.
    pub file: Option<std::sync::Arc<str>>,
    pub line: Option<u32>,
    pub col: Option<u32>,
    /// A short rendering of the instruction (for notes and remarks).
    pub text: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    pub op: Op,
    pub defs: Vec<Value>,
    pub uses: Vec<Value>,
    pub guard: Option<Guard>,
    pub loc: Loc,
}

impl Inst {
    pub fn new(op: Op) -> Inst {
        Inst {
            op,
            defs: Vec::new(),
            uses: Vec::new(),
            guard: None,
            loc: Loc::default(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct Block {
    pub name: String,
    pub insts: Vec<Inst>,
    pub succs: Vec<BlockId>,
    /// A two-way conditional branch at the end: `(condition, if true, if false)`.
    /// Guards of the blocks it leads to come from it (RULES.md section 5).
    pub branch: Option<(Value, BlockId, BlockId)>,
    /// A thread may leave the function at the end of this block although it has
    /// successors (a predicated `ret` or `exit`).
    pub may_exit: bool,
}

/// One function. Block 0 is the entry.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Function {
    pub name: String,
    pub blocks: Vec<Block>,
    /// Shared-memory symbols whose every access the front end can see in this
    /// function: CTA-local `.shared` objects of a kernel that calls no other function.
    /// Only barriers based on these can be proved to have no tcgen05 arrivals.
    pub closed_symbols: Vec<Value>,
    /// A kernel (or the out-of-line body a kernel calls and returns from) that calls
    /// no other function: its threads start in it at launch, and every instruction
    /// they run is in it (`barrier_phase::ClusterArrivals` counts their cluster
    /// arrivals).
    pub whole_kernel: bool,
    /// What the front end proved about predicate values (thread-index, warp-index
    /// and CTA-rank tests), for the granularity checks.
    pub pred_facts: Vec<crate::facts::PredFact>,
    /// TMEM address bases whose lane field is 0: values loaded from memory (the
    /// address `tcgen05.alloc` wrote) or passed in, not computed by arithmetic that
    /// may add lane bits. G-QUAD checks constant lane offsets only from these.
    /// Sorted.
    pub lane0_bases: Vec<Value>,
    /// TMEM addresses each read from the shared-memory slot of one `tcgen05.alloc`
    /// instruction that nothing else writes (the front end's slot aliases): two
    /// different ones were allocated by different `tcgen05.alloc` instructions, so
    /// freeing one frees nothing the other addresses (L-LEAK's access after
    /// `dealloc`). Sorted.
    pub alloc_slots: Vec<Value>,
    /// Values that are the same at every one of their definitions in a thread's
    /// execution: a predicate computed again by the same comparison of values that
    /// never change (TileLang tests `(tid & 224) != 0` once to allocate and again to
    /// deallocate). A path walk keeps what it knows of them across a definition.
    /// Sorted.
    pub invariant_values: Vec<Value>,
    /// The shared-memory bytes generic writes and async-proxy readers (MMA and
    /// `tcgen05.cp` operands) may touch, where the front end proved a bound; sorted
    /// by instruction. An instruction not listed may touch any byte.
    pub smem_spans: Vec<(InstRef, SmemSpan)>,
    /// Loop counters the front end found, for [`TmemRegion::counter`]
    /// (`crate::spec::TmemRegion`).
    pub counters: Vec<Counter>,
    /// The most threads a block of this kernel can have, from the block shape it
    /// declares (PTX `.maxntid`/`.reqntid`, `nvvm.maxntid`/`nvvm.reqntid` in LLVM IR
    /// and MLIR): the launch fails with more. `None` when it declares none.
    pub block_threads: Option<u32>,
    /// Values a front end composed of other values, with those values (its parts):
    /// an address base that stands for a sum of several terms, a field of a block
    /// argument, a register computed by pure instructions from others. Such a value
    /// changes wherever one of its parts is defined, and only there: where it is
    /// computed again, it is computed from the same parts ([`Redefinitions`]).
    /// Sorted by the composed value.
    pub compounds: Vec<(Value, Vec<Value>)>,
    /// Instructions that set a value to its previous value plus a positive constant,
    /// on every execution (PTX `add %r9, %r9, 32`, unpredicated): a TMEM base stepped
    /// this way moves by a known amount ([`Redefinitions::step`],
    /// [`crate::spec::Moved`]). Sorted.
    pub steps: Vec<(InstRef, Value, i64)>,
    /// Predicates with one value in every CTA of the launch: computed only from
    /// constants, kernel parameters and the launch shape (`%nctaid`, `%ntid`,
    /// `%cluster_nctaid`, ...), never from a thread or CTA index or from memory.
    /// Both CTAs of a pair take the same side of a branch on one (G-PAIR). Sorted.
    pub launch_uniform: Vec<Value>,
    /// Predicates with one value in all threads of a CTA (a superset of
    /// `launch_uniform`: also from CTA indices), where the front end's divergence
    /// analysis shows it: an instruction guarded by one runs in every thread that
    /// reaches it or in none (S-MISSING). Sorted.
    pub cta_uniform: Vec<Value>,
    /// Group fences ([`crate::barrier_groups::mark_ordered_group`]): `(block,
    /// fence)` where block `block` ends in a branch one side of which starts with the
    /// unguarded `fence.proxy.async` `fence` that some thread of a counted barrier's
    /// group surely runs between two instances, and every other thread that leaves
    /// the block reaches the group's next instance before it publishes anything. The
    /// generic writes pending in every thread at the block's end are fenced for the
    /// readers after that instance: the R-PROXY analyses see a fence at the block's
    /// end ([`Function::with_group_fences`]). Sorted.
    pub group_fences: Vec<(BlockId, InstRef)>,
    /// Edges of a multi-way branch that only some warps take: `(from, to, warps)`.
    /// A warp-specialized kernel (Triton, Gluon) sends each warp to its partition
    /// with `brx.idx` (LLVM: `switch`) on a byte of a table in shared memory that it
    /// fills with constants; the warps whose byte may hold a target's index are the
    /// ones that take that edge. Read with the branch facts by
    /// [`crate::barrier_groups::block_warps`]. Sorted.
    pub edge_warps: Vec<(BlockId, BlockId, crate::facts::WarpRange)>,
    /// Edges some warps of the CTA cannot take, exactly: bit `w` is set when a thread
    /// of warp `w` may take the edge (the PTX reader's per-warp run of the role
    /// arithmetic; [`Function::edge_warps`] holds the least range of those warps,
    /// which a set like warps 13 and 15 does not fill). Edges not listed are open to
    /// every warp. Sorted.
    pub edge_masks: Vec<(BlockId, BlockId, u64)>,
    /// Writes of a loaded register by an instruction that also reads that register
    /// (PTX): the read is a true register dependency, which orders the instruction
    /// after the load's write of the register (9.7.16.6.4.5), so its own write
    /// overwrites nothing in flight (ThunderKittens masks its scores in place,
    /// `selp.f32 %r, 0fFF800000, %r, %p`, before `wait::ld`). Not in LLVM IR or
    /// MLIR, whose edge copies are modelled as writing the registers they read.
    /// Sorted.
    pub ordered_writes: Vec<(InstRef, Value)>,
}

/// Where [`Function::with_group_fences`] appended its fences: per block, the
/// input's length (the appended fence's index) and the real fence it stands for.
#[derive(Debug)]
pub struct GroupFences {
    ends: Vec<(BlockId, u32, InstRef)>,
}

impl GroupFences {
    /// The input's length of block `b` and the real fence, when a fence was appended
    /// to it.
    fn end(&self, b: BlockId) -> Option<(u32, InstRef)> {
        self.ends
            .iter()
            .find(|&&(e, _, _)| e == b)
            .map(|&(_, len, fence)| (len, fence))
    }

    /// A point of the augmented function as a point of the input: one after an
    /// appended fence is the block's end.
    pub fn point(&self, at: InstRef) -> InstRef {
        match self.end(at.block) {
            Some((len, _)) if at.index > len => InstRef {
                block: at.block,
                index: len,
            },
            _ => at,
        }
    }

    /// An instruction of the augmented function as one of the input: an appended
    /// fence is the real fence it stands for.
    pub fn inst(&self, at: InstRef) -> InstRef {
        match self.end(at.block) {
            Some((len, fence)) if at.index >= len => fence,
            _ => at,
        }
    }
}

/// A loop counter, as a front end claims it: a value of `header` that every edge from
/// one of `entries` sets to one constant and every other edge into `header` advances
/// by one nonzero constant, so that it takes a new value at every iteration of one
/// activation of the loop; `body` is the side of the header's bound test taken while
/// the count is in range (the range the front end enumerated). The core checks the
/// CFG side of the claim (`crate::cfg::Cfg::iteration_loops`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counter {
    pub header: BlockId,
    pub entries: Vec<BlockId>,
    pub body: BlockId,
}

/// The shared memory a function's async-proxy readers may read.
#[derive(Clone, Debug, Default)]
pub struct AsyncReaders {
    spans: Vec<SmemSpan>,
    /// Some reader has no span (it may read any byte).
    unknown: bool,
}

impl AsyncReaders {
    /// Whether some reader may read a byte a write with span `write` touches: only
    /// such writes need `fence.proxy.async` before a thread sync (R-PROXY).
    pub fn may_read(&self, write: Option<SmemSpan>) -> bool {
        self.unknown || self.spans.iter().any(|r| smem_may_overlap(Some(*r), write))
    }

    pub fn any(&self) -> bool {
        self.unknown || !self.spans.is_empty()
    }

    /// The readers' spans a write with span `write` may overlap (indices, ascending;
    /// all of them when the write has none). Two writes with the same answer make
    /// the same R-PROXY reports at every reader and release.
    pub fn overlapped(&self, write: Option<SmemSpan>) -> Vec<u32> {
        (0..self.spans.len() as u32)
            .filter(|&i| smem_may_overlap(Some(self.spans[i as usize]), write))
            .collect()
    }
}

/// Launch-shape special registers (PTX names without the dimension): one value in
/// every CTA of the launch.
pub const LAUNCH_SREGS: [&str; 5] = [
    "ntid",
    "nctaid",
    "cluster_nctaid",
    "cluster_nctarank",
    "nclusterid",
];

/// Special registers with one value in every thread of a CTA.
pub const CTA_SREGS: [&str; 10] = [
    "ctaid",
    "nctaid",
    "ntid",
    "clusterid",
    "nclusterid",
    "cluster_ctaid",
    "cluster_nctaid",
    "cluster_ctarank",
    "cluster_nctarank",
    "is_explicit_cluster",
];

/// The thread count of a declared block shape written `x[, y[, z]]` (missing
/// dimensions are 1), if every dimension is a positive number.
pub fn declared_threads(dims: &str) -> Option<u32> {
    let mut n: u64 = 1;
    let mut count = 0;
    for d in dims.split(',') {
        let d: u64 = d.trim().parse().ok()?;
        if d == 0 {
            return None;
        }
        n = n.checked_mul(d)?;
        count += 1;
    }
    if !(1..=3).contains(&count) {
        return None;
    }
    u32::try_from(n).ok()
}

impl Function {
    pub fn inst(&self, at: InstRef) -> &Inst {
        &self.blocks[at.block.0 as usize].insts[at.index as usize]
    }

    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id.0 as usize]
    }

    pub fn block_ids(&self) -> impl Iterator<Item = BlockId> {
        (0..self.blocks.len() as u32).map(BlockId)
    }

    pub fn insts(&self) -> impl Iterator<Item = (InstRef, &Inst)> {
        self.blocks.iter().enumerate().flat_map(|(b, block)| {
            block.insts.iter().enumerate().map(move |(i, inst)| {
                (
                    InstRef {
                        block: BlockId(b as u32),
                        index: i as u32,
                    },
                    inst,
                )
            })
        })
    }

    /// The warps [`Function::edge_warps`] lists for the edge `from -> to`, if any.
    pub fn listed_edge_warps(&self, from: BlockId, to: BlockId) -> Option<crate::facts::WarpRange> {
        let edges = &self.edge_warps;
        edges
            .binary_search_by_key(&(from, to), |&(f, t, _)| (f, t))
            .ok()
            .map(|k| edges[k].2)
    }

    /// The warp set [`Function::edge_masks`] lists for the edge `from -> to`, if any.
    pub fn listed_edge_mask(&self, from: BlockId, to: BlockId) -> Option<u64> {
        let masks = &self.edge_masks;
        masks
            .binary_search_by_key(&(from, to), |&(f, t, _)| (f, t))
            .ok()
            .map(|k| masks[k].2)
    }

    /// Per block, whether it lies on a cycle of the CFG (a strongly connected
    /// component of more than one block, or an edge to itself): a value defined in a
    /// block on no cycle is defined at most once in a thread's execution.
    pub fn cyclic_blocks(&self) -> Vec<bool> {
        let mut graph = petgraph::graph::DiGraph::<(), ()>::new();
        let nodes: Vec<_> = self.blocks.iter().map(|_| graph.add_node(())).collect();
        let mut cyclic = vec![false; self.blocks.len()];
        for (b, block) in self.blocks.iter().enumerate() {
            for s in &block.succs {
                cyclic[b] |= s.0 as usize == b;
                graph.add_edge(nodes[b], nodes[s.0 as usize], ());
            }
        }
        for scc in petgraph::algo::tarjan_scc(&graph) {
            if scc.len() > 1 {
                scc.iter().for_each(|n| cyclic[n.index()] = true);
            }
        }
        cyclic
    }

    pub fn preds(&self) -> Vec<Vec<BlockId>> {
        let mut preds = vec![Vec::new(); self.blocks.len()];
        for (b, block) in self.blocks.iter().enumerate() {
            for s in &block.succs {
                preds[s.0 as usize].push(BlockId(b as u32));
            }
        }
        preds
    }

    pub fn inst_count(&self) -> usize {
        self.blocks.iter().map(|b| b.insts.len()).sum()
    }

    /// Whether any instruction reads shared memory in the async proxy.
    /// Keep the union regions of [`TmemRegion::counter`] only where the counter's
    /// loop has the shape the front end claimed and the access runs only for the
    /// counts it enumerated (the counter's body block dominates it); elsewhere the
    /// access may touch any cell. Front ends call this once the CFG is built.
    pub fn drop_unfounded_counters(&mut self) {
        if self.counters.is_empty() {
            return;
        }
        let cfg = crate::cfg::Cfg::new(self);
        let founded: Vec<bool> = (0..self.counters.len() as u32)
            .map(|c| cfg.counter_loop(self, c).is_some())
            .collect();
        let bodies: Vec<BlockId> = self.counters.iter().map(|c| c.body).collect();
        for b in 0..self.blocks.len() {
            for inst in &mut self.blocks[b].insts {
                for r in inst.op.tmem_regions_mut() {
                    let Some(c) = r.counter else { continue };
                    let c = c as usize;
                    if !(founded[c] && cfg.dominates(bodies[c], BlockId(b as u32))) {
                        *r = TmemRegion {
                            lanes: r.lanes,
                            ..TmemRegion::unknown()
                        };
                    }
                }
            }
        }
    }

    pub fn has_async_proxy_reader(&self) -> bool {
        self.insts().any(|(_, i)| i.op.reads_smem_async_proxy())
    }

    /// The shared-memory span of `at`, if the front end proved one.
    pub fn smem_span(&self, at: InstRef) -> Option<SmemSpan> {
        self.smem_spans
            .binary_search_by_key(&at, |(r, _)| *r)
            .ok()
            .map(|k| self.smem_spans[k].1)
    }

    /// Whether the shared memory `a` and `b` touch may overlap.
    pub fn smem_may_overlap(&self, a: InstRef, b: InstRef) -> bool {
        smem_may_overlap(self.smem_span(a), self.smem_span(b))
    }

    /// Every load of one TMEM address slot that only its `tcgen05.alloc` writes (a
    /// `(value, slot)` pair per load, the slot named by its alloc's statement, from
    /// `smem_spans::BodyFacts::slot_loads`) reads that allocation's address: their
    /// values become one (the least), which TMEM addresses take as their base, and
    /// each slot's value is an allocation slot ([`Function::alloc_slots`]). JAX
    /// Mosaic GPU allocates two accumulators into words 4 bytes apart of its dynamic
    /// shared memory and frees them in turn (the PTX reader's slot aliases do the
    /// same).
    pub fn alias_slot_loads(&mut self, slot_loads: &[(Value, usize)]) {
        let mut canonical: HashMap<usize, Value> = HashMap::default();
        for &(v, slot) in slot_loads {
            let c = canonical.entry(slot).or_insert(v);
            *c = (*c).min(v);
        }
        let to: HashMap<Value, Value> = slot_loads
            .iter()
            .map(|&(v, slot)| (v, canonical[&slot]))
            .collect();
        if to.is_empty() {
            return;
        }
        // A slot's value keeps what its loads' values were known to be.
        for (from, c) in &to {
            if self.lane0_bases.binary_search(from).is_ok() {
                if let Err(at) = self.lane0_bases.binary_search(c) {
                    self.lane0_bases.insert(at, *c);
                }
            }
        }
        for block in &mut self.blocks {
            for inst in &mut block.insts {
                for r in inst.op.tmem_regions_mut() {
                    if let Some(v) = r.addr.base.and_then(|b| to.get(&b)) {
                        r.addr.base = Some(*v);
                    }
                    if let Some(w) = r.wide.as_mut() {
                        if let Some(v) = w.addr.base.and_then(|b| to.get(&b)) {
                            w.addr.base = Some(*v);
                        }
                    }
                }
            }
        }
        self.alloc_slots = canonical.into_values().collect();
        self.alloc_slots.sort();
        self.alloc_slots.dedup();
    }

    /// The allocation slot ([`Function::alloc_slots`]) whose address is the base of
    /// `r`'s address, if it is one.
    pub fn alloc_slot_of(&self, r: &crate::spec::TmemRegion) -> Option<Value> {
        r.addr
            .base
            .filter(|v| self.alloc_slots.binary_search(v).is_ok())
    }

    /// Whether some access of `a` may touch a cell some access of `b` touches
    /// ([`crate::spec::any_overlap`]), where two accesses through the addresses of
    /// different allocations ([`Function::alloc_slots`]) touch none in common: the
    /// allocations a kernel holds at once have disjoint columns (9.7.16.5), and an
    /// access to an allocation after its dealloc is an L-LEAK error of its own.
    /// TileLang's block-scaled GEMMs allocate the accumulator and each scale-factor
    /// tensor apart and `tcgen05.cp` into the scale-factor allocations in turn.
    pub fn tmem_overlap(
        &self,
        a: &[crate::spec::TmemRegion],
        b: &[crate::spec::TmemRegion],
    ) -> bool {
        let slot = |r: &crate::spec::TmemRegion| {
            let base = self.alloc_slot_of(r)?;
            r.wide
                .is_none_or(|w| w.addr.base == Some(base))
                .then_some(base)
        };
        a.iter().any(|x| {
            b.iter().any(|y| {
                let apart = matches!((slot(x), slot(y)), (Some(p), Some(q)) if p != q);
                !apart && x.may_overlap(y)
            })
        })
    }

    /// The async-proxy readers' spans, for [`AsyncReaders::may_read`].
    pub fn async_readers(&self) -> AsyncReaders {
        let mut spans = Vec::new();
        let mut unknown = false;
        for (at, inst) in self.insts() {
            if inst.op.reads_smem_async_proxy() {
                match self.smem_span(at) {
                    Some(s) => spans.push(s),
                    None => unknown = true,
                }
            }
        }
        spans.sort();
        spans.dedup();
        AsyncReaders { spans, unknown }
    }

    /// The warps a CTA of this kernel can have, from its declared block size
    /// ([`Function::block_threads`]); `None` when it declares none.
    pub fn cta_warps(&self) -> Option<crate::facts::WarpRange> {
        let n = self.block_threads?;
        Some(crate::facts::WarpRange(0, n.div_ceil(32).saturating_sub(1)))
    }

    /// Whether predicate `v` has one value in all threads of a CTA
    /// ([`Function::launch_uniform`] or [`Function::cta_uniform`]).
    pub fn cta_uniform_value(&self, v: Value) -> bool {
        self.launch_uniform.binary_search(&v).is_ok() || self.cta_uniform.binary_search(&v).is_ok()
    }

    /// The facts on predicate `v` ([`Function::pred_facts`] is sorted by value).
    pub fn facts_on(&self, v: Value) -> &[crate::facts::PredFact] {
        let all = &self.pred_facts;
        let from = all.partition_point(|f| f.value < v);
        &all[from..from + all[from..].partition_point(|f| f.value == v)]
    }

    /// This function with an unguarded `fence.proxy.async` appended to the end of
    /// each block of [`Function::group_fences`] (after its last instruction, so no
    /// index of the input moves), and no group fences left to add; `None` when it
    /// has none. [`GroupFences::point`] and [`GroupFences::inst`] map positions in it
    /// back.
    pub fn with_group_fences(&self) -> Option<(Function, GroupFences)> {
        if self.group_fences.is_empty() {
            return None;
        }
        let mut out = self.clone();
        out.group_fences = Vec::new();
        let mut ends = Vec::new();
        for &(b, fence) in &self.group_fences {
            let block = &mut out.blocks[b.0 as usize];
            if ends.iter().any(|&(e, _, _)| e == b) {
                continue;
            }
            ends.push((b, block.insts.len() as u32, fence));
            let mut inst = Inst::new(Op::ProxyFenceAsync);
            inst.loc = self.inst(fence).loc.clone();
            block.insts.push(inst);
        }
        Some((out, GroupFences { ends }))
    }

    /// Whether any instruction reads a tensormap in the tensormap proxy (R-TMAP).
    pub fn has_tensormap_use(&self) -> bool {
        self.insts().any(|(_, i)| i.op.tensormap_use().is_some())
    }

    /// Whether any async-proxy reader is `cta_group::2` (its operands may live in the
    /// peer CTA, so proxy fences need `::cluster` scope).
    pub fn has_cluster_async_reader(&self) -> bool {
        self.insts().any(|(_, i)| {
            i.op.reads_smem_async_proxy()
                && matches!(
                    i.op,
                    Op::MmaClass {
                        cta: crate::spec::CtaGroup::Two,
                        ..
                    }
                )
        })
    }
}

/// [`Function::compounds`] from a front end's interned sums (sorted terms → the
/// base value that stands for them), sorted.
pub fn compounds_of<'a>(
    sums: impl IntoIterator<Item = (&'a Vec<Value>, &'a Value)>,
) -> Vec<(Value, Vec<Value>)> {
    let mut out: Vec<(Value, Vec<Value>)> =
        sums.into_iter().map(|(t, v)| (*v, t.clone())).collect();
    out.sort();
    out
}

/// The bases of `func`'s TMEM addresses, sorted.
pub fn tmem_bases(func: &Function) -> Vec<Value> {
    let mut bases: Vec<Value> = func
        .insts()
        .flat_map(|(_, i)| i.op.tmem_touches())
        .filter_map(|r| r.addr.base)
        .collect();
    bases.sort();
    bases.dedup();
    bases
}

/// The values whose compounds matter for `func`'s TMEM addresses: the bases, and the
/// terms of the bases that are sums (`sums`, as [`compounds_of`] takes them).
pub fn tmem_base_values<'a>(
    func: &Function,
    sums: impl IntoIterator<Item = (&'a Vec<Value>, &'a Value)>,
) -> HashSet<Value> {
    let mut wanted: HashSet<Value> = tmem_bases(func).into_iter().collect();
    for (terms, sum) in sums {
        if wanted.contains(sum) {
            wanted.extend(terms.iter().copied());
        }
    }
    wanted
}

/// [`Function::compounds`] entries for values a front end computes by pure
/// instructions: for each `(handle, value)`, `roots(handle)` is `None` when the value is
/// not pure (it is its own root), else the handles it is computed from, which
/// `intern` names (a handle it cannot name is left out).
pub fn pure_compounds<H>(
    values: impl IntoIterator<Item = (H, Value)>,
    mut roots: impl FnMut(&H) -> Option<Vec<H>>,
    mut intern: impl FnMut(H) -> Option<Value>,
) -> Vec<(Value, Vec<Value>)> {
    let mut out = Vec::new();
    for (h, v) in values {
        if let Some(rs) = roots(&h) {
            let mut parts: Vec<Value> = rs.into_iter().filter_map(&mut intern).collect();
            parts.sort();
            parts.dedup();
            out.push((v, parts));
        }
    }
    out
}

/// A phi's (or block argument's) step, from its incoming edges, each with the step
/// it passes (`Some(c)`: the phi plus `c`; `None`: anything else): `c`, the stepping
/// edges and the resetting ones, when every stepping edge passes the same `c` and no
/// edge source is both (a switch with two edges to one block could not say which it
/// took). For [`Function::steps`] in SSA front ends.
pub fn stepping_edges<E: PartialEq>(
    edges: impl IntoIterator<Item = (E, Option<i64>)>,
) -> Option<(i64, Vec<E>, Vec<E>)> {
    let (mut step, mut stepping, mut resetting) = (None, Vec::new(), Vec::new());
    for (e, c) in edges {
        match c {
            Some(c) if step.is_none_or(|s| s == c) => {
                step = Some(c);
                stepping.push(e);
            }
            Some(_) => return None,
            None => resetting.push(e),
        }
    }
    let c = step?;
    (!stepping.iter().any(|e| resetting.contains(e))).then_some((c, stepping, resetting))
}

/// Where the bases of TMEM addresses change. A region names its base by value
/// ([`TmemRegion`]), and two regions on one base compare by offset; that holds only
/// while the base keeps the value it had at the first access. An instruction that
/// defines the base again (a PTX register written twice, an SSA value met again in a
/// loop, a block argument, a part of a [`Function::compounds`] value) ends it: an
/// access still in flight from before touches cells the base no longer locates
/// (RULES.md section 1, "TMEM access sets"). Values the front end proved the same at
/// every definition ([`Function::invariant_values`]) do not change.
#[derive(Debug, Default)]
pub struct Redefinitions {
    /// Per instruction id (by [`InstNumbering`]): the TMEM address bases it
    /// redefines, for the few instructions that redefine one.
    at: HashMap<u32, Vec<Value>>,
    /// Per instruction id: whether `at` has it (the walks ask at every step).
    marked: Vec<bool>,
    /// `(instruction id, base)`: the instruction moves the base by this many columns
    /// ([`Function::steps`]).
    steps: HashMap<(u32, Value), i64>,
}

impl Redefinitions {
    pub fn compute(func: &Function, numbering: &InstNumbering) -> Redefinitions {
        let mut bases = tmem_bases(func);
        bases.retain(|b| func.invariant_values.binary_search(b).is_err());
        if bases.is_empty() {
            return Redefinitions::default();
        }
        let parts_of: HashMap<Value, &[Value]> = func
            .compounds
            .iter()
            .map(|(v, parts)| (*v, parts.as_slice()))
            .collect();
        // Which bases change where each value is defined: the base itself or,
        // for a compound, transitively the parts it is computed from (its own
        // definition computes it again from the same parts).
        let mut changed_by: HashMap<Value, Vec<Value>> = HashMap::default();
        for &base in &bases {
            let mut seen: HashSet<Value> = HashSet::default();
            let mut work = vec![base];
            while let Some(v) = work.pop() {
                if !seen.insert(v) {
                    continue;
                }
                match parts_of.get(&v) {
                    Some(parts) => work.extend(parts.iter().copied()),
                    None if func.invariant_values.binary_search(&v).is_err() => {
                        changed_by.entry(v).or_default().push(base);
                    }
                    None => {}
                }
            }
        }
        let mut at: HashMap<u32, Vec<Value>> = HashMap::default();
        let mut marked = vec![false; func.inst_count()];
        for (r, inst) in func.insts() {
            let mut hit: Vec<Value> = inst
                .defs
                .iter()
                .filter_map(|d| changed_by.get(d))
                .flatten()
                .copied()
                .collect();
            if hit.is_empty() {
                continue;
            }
            hit.sort();
            hit.dedup();
            let id = numbering.id(r);
            marked[id as usize] = true;
            at.insert(id, hit);
        }
        // A step moves the base it defines; only within the column field (TMEM has
        // 512 columns), and not a compound of it (that would need its arithmetic).
        let steps = func
            .steps
            .iter()
            .filter(|(_, v, c)| (1..0x200).contains(c) && bases.binary_search(v).is_ok())
            .map(|(r, v, c)| ((numbering.id(*r), *v), *c))
            .collect();
        Redefinitions { at, marked, steps }
    }

    /// Whether the instruction numbered `id` redefines the base of `region`.
    pub fn ends(&self, id: u32, region: &TmemRegion) -> bool {
        match (self.at.get(&id), region.addr.base) {
            (Some(bases), Some(base)) => bases.binary_search(&base).is_ok(),
            _ => false,
        }
    }

    /// How many columns the instruction numbered `id` moves `region`'s base by, when
    /// it is a known step of that base.
    pub fn step(&self, id: u32, region: &TmemRegion) -> Option<i64> {
        self.steps.get(&(id, region.addr.base?)).copied()
    }

    /// Whether the instruction numbered `id` redefines any base of an access.
    pub fn any_at(&self, id: u32) -> bool {
        self.marked.get(id as usize).copied().unwrap_or(false)
    }
}

/// Dense numbering of a function's instructions (block by block), for analyses that
/// keep per-instruction tables or sets of instructions.
#[derive(Clone, Debug)]
pub struct InstNumbering {
    offsets: Vec<u32>,
    refs: Vec<InstRef>,
}

impl InstNumbering {
    pub fn new(func: &Function) -> InstNumbering {
        let mut offsets = Vec::with_capacity(func.blocks.len());
        let mut refs = Vec::with_capacity(func.inst_count());
        for (b, block) in func.blocks.iter().enumerate() {
            offsets.push(refs.len() as u32);
            refs.extend((0..block.insts.len() as u32).map(|index| InstRef {
                block: BlockId(b as u32),
                index,
            }));
        }
        InstNumbering { offsets, refs }
    }

    pub fn id(&self, at: InstRef) -> u32 {
        self.offsets[at.block.0 as usize] + at.index
    }

    pub fn at(&self, id: u32) -> InstRef {
        self.refs[id as usize]
    }
}

/// The thread-sync reading of RULES.md section 3 (R-BEFORE, R-AFTER, R-DEALLOC fences).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SyncReading {
    /// A thread sync with release or acquire semantics orders tcgen05 issue across
    /// threads by itself; the `tcgen05.fence::*` are needed around `.relaxed` syncs
    /// only (what CUTLASS, CuTe DSL, FlashAttention-4 and Triton rely on).
    #[default]
    AcqRel,
    /// The fences around every thread sync, relaxed or not (the 9.7.16.6.4
    /// patterns taken literally).
    Strict,
}

impl SyncReading {
    /// The name of the reading on the command line and in diagnostics.
    pub fn name(self) -> &'static str {
        match self {
            SyncReading::AcqRel => "acq-rel",
            SyncReading::Strict => "strict",
        }
    }
}

/// The R-LD-USE policy of RULES.md section 3.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LdUsePolicy {
    /// Insert `wait::ld` before the first non-tcgen05 read of a loaded register.
    Wait,
    /// Rely on 9.7.16.6.4.5's register dependency and insert none for reads.
    #[default]
    TrustRegisterDependency,
}

/// The readings the planner, the checker and the section 5 checks apply: the
/// switches of RULES.md section 3. The default is the PTX text as NVIDIA's own code
/// generators read it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Config {
    pub sync_reading: SyncReading,
    pub ld_use: LdUsePolicy,
}

impl Config {
    /// The strict reading with `wait::ld` before every read (the behaviour before
    /// the readings became switches).
    pub const STRICT: Config = Config {
        sync_reading: SyncReading::Strict,
        ld_use: LdUsePolicy::Wait,
    };

    /// `(reading: strict)`: appended to every diagnostic and remark whose outcome
    /// the `--sync-reading` switch could change.
    pub fn sync_note(&self) -> String {
        format!("(reading: {})", self.sync_reading.name())
    }

    /// `(reading: ld-use=wait)`: appended to R-LD-USE read findings and remarks,
    /// which exist only under `--ld-use=wait`.
    pub fn ld_use_note(&self) -> &'static str {
        match self.ld_use {
            LdUsePolicy::Wait => "(reading: ld-use=wait)",
            LdUsePolicy::TrustRegisterDependency => "(reading: ld-use=trust-register-dependency)",
        }
    }
}

/// Which release events (REL) need `tcgen05.fence::before_thread_sync` after the
/// async tcgen05 ops they release (R-BEFORE), indexed by [`InstNumbering`] id;
/// `false` for other instructions. Shared by the planner and the checker; the
/// completion half of R-BEFORE (`wait::ld`/`wait::st` before any REL) does not
/// depend on it.
///
/// In the strict reading every REL needs the fence (a `tcgen05.commit` fences only
/// the MMA-class ops it tracks, RULES.md R-BEFORE, so it needs one for earlier
/// `ld`/`st`). In the acq-rel reading only a relaxed REL does (`.relaxed` arrivals,
/// relaxed flag stores and atomics): a `tcgen05.commit` needs none, since its
/// mbarrier arrive-on has the default release semantics and the PTX text says the
/// commit performs `fence::before_thread_sync` implicitly (9.7.16.6.4.2); its
/// completion waits for `ld`/`st` are still required.
pub fn releases_needing_fence(func: &Function, config: &Config) -> Vec<bool> {
    let strict = config.sync_reading == SyncReading::Strict;
    func.insts()
        .map(|(_, i)| match &i.op {
            Op::Sync(ev) => ev.release && (strict || ev.relaxed),
            Op::Commit { .. } => strict,
            _ => false,
        })
        .collect()
}

/// Which acquire events (ACQ) need `tcgen05.fence::after_thread_sync` before a later
/// async tcgen05 op (R-AFTER), indexed by [`InstNumbering`] id; `false` for other
/// instructions. Computed once per function and shared by the planner and the checker.
///
/// In the strict reading every ACQ needs the fence; in the acq-rel reading only a
/// relaxed one (`mbarrier.try_wait.relaxed`, a relaxed flag load or atomic). In
/// both, one exception is proved, not assumed (RULES.md section 3, "R-AFTER after an
/// mbarrier wait"): a wait on an mbarrier whose every possible arrival is work that issued no
/// tcgen05 op. Arrivals are `mbarrier.arrive*` (incl. `cp.async.mbarrier.arrive`),
/// `tcgen05.commit` and TMA `complete_tx`; an arrival may reach the barrier when its
/// address may alias the wait's. A TMA transfer issues no tcgen05 op; an
/// `mbarrier.arrive` does only when no tcgen05 op (of any kind) can execute before it
/// in its thread, that is, none reaches it in the CFG. A `tcgen05.commit` always does.
/// Only waits on a barrier in a [`Function::closed_symbols`] object qualify (other
/// arrivals could hide in callers or callees); waits with an unknown barrier
/// address keep the fence.
pub fn acquires_needing_fence(func: &Function, config: &Config) -> Vec<bool> {
    let numbering = InstNumbering::new(func);
    let mut needs: Vec<bool> = func
        .insts()
        .map(|(_, i)| match &i.op {
            Op::Sync(ev) => {
                ev.acquire && (config.sync_reading == SyncReading::Strict || ev.relaxed)
            }
            _ => false,
        })
        .collect();
    let waits: Vec<(InstRef, Addr)> = func
        .insts()
        .filter_map(|(at, i)| match &i.op {
            Op::Sync(ev) if ev.acquire && matches!(ev.kind, SyncKind::MbarWait { .. }) => ev
                .mbarrier
                .filter(|a| a.base.is_some_and(|b| func.closed_symbols.contains(&b)))
                .map(|a| (at, a)),
            _ => None,
        })
        .collect();
    if waits.is_empty() {
        return needs;
    }
    let after_tcgen05 = reached_by_tcgen05(func);
    // Every arrival's barrier and whether it may carry tcgen05 work.
    let arrivals: Vec<(Addr, bool)> = func
        .insts()
        .filter_map(|(at, i)| match &i.op {
            Op::Sync(ev) if matches!(ev.kind, SyncKind::MbarArrive { .. }) => Some((
                ev.mbarrier.unwrap_or(Addr::UNKNOWN),
                after_tcgen05[numbering.id(at) as usize],
            )),
            Op::Commit { mbarrier, .. } => Some((*mbarrier, true)),
            Op::TmaComplete { mbarrier, .. } => Some((*mbarrier, false)),
            _ => None,
        })
        .collect();
    // The carrying arrivals by base (`Addr::may_alias` tells apart only two known
    // offsets of one base): their offsets, and whether one's offset is unknown. One
    // pass over the arrivals, not one per wait.
    let mut by_base: HashMap<Value, (HashSet<i64>, bool)> = HashMap::default();
    let mut unknown_base = false;
    for (a, carries) in arrivals {
        if !carries {
            continue;
        }
        match a.base {
            None => unknown_base = true,
            Some(b) => {
                let entry = by_base.entry(b).or_default();
                match a.offset {
                    Some(o) => {
                        entry.0.insert(o);
                    }
                    None => entry.1 = true,
                }
            }
        }
    }
    for (at, bar) in waits {
        let tainted = match (bar.base, bar.offset) {
            (Some(b), Some(o)) => {
                unknown_base
                    || by_base.len() > usize::from(by_base.contains_key(&b))
                    || by_base
                        .get(&b)
                        .is_some_and(|(offs, unknown)| *unknown || offs.contains(&o))
            }
            _ => unknown_base || !by_base.is_empty(),
        };
        if !tainted {
            needs[numbering.id(at) as usize] = false;
        }
    }
    needs
}

/// For each instruction (by [`InstNumbering`] id): whether some tcgen05 instruction
/// can execute before it on a path from the entry.
fn reached_by_tcgen05(func: &Function) -> Vec<bool> {
    let n = func.blocks.len();
    // Blocks entered after a tcgen05 op: successors of blocks that contain one, closed
    // under successors.
    let mut entered = vec![false; n];
    let mut work: Vec<BlockId> = func
        .block_ids()
        .filter(|b| func.block(*b).insts.iter().any(|i| i.op.is_tcgen05()))
        .flat_map(|b| func.block(b).succs.clone())
        .collect();
    while let Some(b) = work.pop() {
        if std::mem::replace(&mut entered[b.0 as usize], true) {
            continue;
        }
        work.extend(func.block(b).succs.iter().copied());
    }
    let mut out = Vec::with_capacity(func.inst_count());
    for (b, block) in func.blocks.iter().enumerate() {
        let mut seen = entered[b];
        for inst in &block.insts {
            out.push(seen);
            seen |= inst.op.is_tcgen05();
        }
    }
    out
}

/// Which `tcgen05.ld` instructions each value's bits come from, following
/// [`Op::Forward`] renames. Computed once per function; the analyses ask it which
/// loads an instruction really reads (R-LD-USE).
#[derive(Debug, Default)]
pub struct LoadOrigins {
    origins: HashMap<Value, Vec<InstRef>>,
    /// [`Function::ordered_writes`].
    ordered: Vec<(InstRef, Value)>,
}

impl LoadOrigins {
    pub fn compute(func: &Function) -> LoadOrigins {
        let mut origins: HashMap<Value, Vec<InstRef>> = HashMap::default();
        for (at, inst) in func.insts() {
            if matches!(inst.op, Op::Ld { .. }) {
                for d in &inst.defs {
                    origins.entry(*d).or_default().push(at);
                }
            }
        }
        // Forward ops may form cycles through phis: iterate to a fixpoint.
        let forwards: Vec<&Inst> = func
            .insts()
            .map(|(_, i)| i)
            .filter(|i| matches!(i.op, Op::Forward))
            .collect();
        let mut changed = !origins.is_empty();
        while changed {
            changed = false;
            for inst in &forwards {
                let mut from: Vec<InstRef> = inst
                    .uses
                    .iter()
                    .filter_map(|u| origins.get(u))
                    .flatten()
                    .copied()
                    .collect();
                if from.is_empty() {
                    continue;
                }
                from.sort();
                from.dedup();
                for d in &inst.defs {
                    let entry = origins.entry(*d).or_default();
                    let before = entry.len();
                    entry.extend(from.iter().copied());
                    entry.sort();
                    entry.dedup();
                    changed |= entry.len() != before;
                }
            }
        }
        LoadOrigins {
            origins,
            ordered: func.ordered_writes.clone(),
        }
    }

    /// The loads whose results `inst` reads, for an instruction that really reads
    /// registers (not a tcgen05 op, which is ordered by the register dependency of
    /// 9.7.16.6.4.5, and not a rename).
    pub fn loads_read_by(&self, inst: &Inst) -> Vec<InstRef> {
        if inst.op.is_tcgen05() || matches!(inst.op, Op::Forward) {
            return Vec::new();
        }
        let mut out: Vec<InstRef> = inst
            .uses
            .iter()
            .filter_map(|u| self.origins.get(u))
            .flatten()
            .copied()
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// The loads whose destination registers `inst` overwrites: a PTX register
    /// reused before `wait::ld`, or the LLVM front end's copy into a phi of a loaded
    /// value (code generation may give the phi the load's register). 9.7.16.6.4.5
    /// orders only true dependencies, so the load may complete after the write:
    /// R-LD-USE under every `--ld-use` policy. (In LLVM IR no other instruction
    /// defines a loaded value or a rename of one; in PTX there are no renames.)
    pub fn loads_written_by(&self, at: InstRef, inst: &Inst) -> Vec<InstRef> {
        if inst.op.is_tcgen05() || matches!(inst.op, Op::Forward) || self.origins.is_empty() {
            return Vec::new();
        }
        let mut out: Vec<InstRef> = inst
            .defs
            .iter()
            .filter(|d| self.ordered.binary_search(&(at, **d)).is_err())
            .filter_map(|d| self.origins.get(d))
            .flatten()
            .copied()
            .collect();
        out.sort();
        out.dedup();
        out
    }

    pub fn is_empty(&self) -> bool {
        self.origins.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inst(op: Op, defs: &[u32]) -> Inst {
        let mut i = Inst::new(op);
        i.defs = defs.iter().map(|&d| Value(d)).collect();
        i
    }

    fn ld(base: u32) -> Op {
        Op::Ld {
            region: Box::new(TmemRegion {
                addr: Addr::new(Value(base), 0),
                ..TmemRegion::unknown()
            }),
        }
    }

    #[test]
    fn stepping_edges_agree_or_give_up() {
        // Entry edge 0 resets, back edge 1 steps by 32.
        assert_eq!(
            stepping_edges([(0, None), (1, Some(32))]),
            Some((32, vec![1], vec![0]))
        );
        assert_eq!(stepping_edges([(0, Some(32)), (1, Some(64))]), None);
        assert_eq!(stepping_edges([(0, None), (1, None)]), None);
        // One source with a stepping and a resetting edge.
        assert_eq!(stepping_edges([(1, None), (1, Some(32))]), None);
    }

    /// A group fence is appended after the block's last instruction, and positions in
    /// the augmented function map back: past the appended fence to the block's end,
    /// the fence itself to the real one.
    #[test]
    fn group_fences_append_and_map_back() {
        let at = |block: u32, index: u32| InstRef {
            block: BlockId(block),
            index,
        };
        let func = Function {
            blocks: vec![
                Block {
                    insts: vec![inst(Op::Plain, &[]), inst(Op::Plain, &[])],
                    ..Block::default()
                },
                Block {
                    insts: vec![inst(Op::ProxyFenceAsync, &[])],
                    ..Block::default()
                },
            ],
            group_fences: vec![(BlockId(0), at(1, 0))],
            ..Function::default()
        };
        let (augmented, ends) = func.with_group_fences().expect("one group fence");
        assert_eq!(augmented.blocks[0].insts.len(), 3);
        assert_eq!(augmented.blocks[0].insts[2].op, Op::ProxyFenceAsync);
        assert_eq!(augmented.blocks[1].insts.len(), 1);
        assert!(augmented.with_group_fences().is_none());
        assert_eq!(ends.point(at(0, 3)), at(0, 2));
        assert_eq!(ends.point(at(0, 2)), at(0, 2));
        assert_eq!(ends.point(at(0, 1)), at(0, 1));
        assert_eq!(ends.inst(at(0, 2)), at(1, 0));
        assert_eq!(ends.inst(at(0, 1)), at(0, 1));
        assert_eq!(ends.inst(at(1, 0)), at(1, 0));
    }

    /// A base changes where it is defined, a compound where one of its parts is (and
    /// not where it is computed again), an invariant value nowhere.
    #[test]
    fn redefinitions_follow_parts() {
        // Values: 1 a plain base, 2 a compound of 3 and 4, 5 an invariant base.
        let func = Function {
            blocks: vec![Block {
                insts: vec![
                    inst(ld(1), &[]),
                    inst(ld(2), &[]),
                    inst(ld(5), &[]),
                    inst(Op::Plain, &[1]),
                    inst(Op::Plain, &[2]),
                    inst(Op::Plain, &[4]),
                    inst(Op::Plain, &[5]),
                    inst(Op::Plain, &[6]),
                ],
                ..Block::default()
            }],
            compounds: vec![(Value(2), vec![Value(3), Value(4)])],
            invariant_values: vec![Value(5)],
            ..Function::default()
        };
        let numbering = InstNumbering::new(&func);
        let redefs = Redefinitions::compute(&func, &numbering);
        let region = |b: u32| match ld(b) {
            Op::Ld { region } => region,
            _ => unreachable!(),
        };
        let ends = |id: u32, b: u32| redefs.ends(id, &region(b));
        assert!(ends(3, 1) && !ends(3, 2));
        assert!(
            !redefs.any_at(4),
            "a compound computed again is the same value"
        );
        assert!(ends(5, 2) && !ends(5, 1));
        assert!(!redefs.any_at(6), "an invariant value does not change");
        assert!(!redefs.any_at(7), "not a base");
        assert!(!ends(0, 1));
    }
}
