//! The per-function program model every front end translates into (like regalloc2's
//! `Function`): dense block and instruction indices, successor lists, and for each
//! instruction its classified [`Op`], the values it defines and reads, and the guard
//! it runs under. The analyses read only this; they never see LLVM, MLIR or PTX.

use std::collections::HashMap;

use crate::spec::Op;

/// A front-end value: an SSA value, a PTX register or a symbol, interned by the
/// front end. Only equality matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(pub u32);

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
    pub file: Option<String>,
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
}

/// One function. Block 0 is the entry.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Function {
    pub name: String,
    pub blocks: Vec<Block>,
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
    pub fn has_async_proxy_reader(&self) -> bool {
        self.insts().any(|(_, i)| i.op.reads_smem_async_proxy())
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

/// Which `tcgen05.ld` instructions each value's bits come from, following
/// [`Op::Forward`] renames. Computed once per function; the analyses ask it which
/// loads an instruction really reads (R-LD-USE).
#[derive(Debug, Default)]
pub struct LoadOrigins {
    origins: HashMap<Value, Vec<InstRef>>,
}

impl LoadOrigins {
    pub fn compute(func: &Function) -> LoadOrigins {
        let mut origins: HashMap<Value, Vec<InstRef>> = HashMap::new();
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
        LoadOrigins { origins }
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

    pub fn is_empty(&self) -> bool {
        self.origins.is_empty()
    }
}
