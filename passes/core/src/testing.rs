//! Support for the property tests of every crate (random control-flow graphs, random
//! LLVM IR): a small deterministic generator and the environment knobs the tests and
//! `scripts/long-property-run` share. Dependency-free so the core stays light.

/// xorshift64*: deterministic, seedable, no dependencies.
pub struct Rng(pub u64);

impl Rng {
    /// A generator from a seed (any value; zero is mapped to one).
    pub fn new(seed: u64) -> Self {
        Rng(seed | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    /// One element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

/// An unsigned environment variable, or `default` when unset or not a number.
pub fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A `bar.sync id` with no thread count (`counted`: with one), ordered or not
/// (`SyncEvent::ordered`), for unit tests over hand-written functions.
pub fn bar_sync(id: i64, counted: bool, ordered: bool) -> crate::model::Inst {
    use crate::spec::{Op, SyncEvent, SyncKind};
    crate::model::Inst::new(Op::Sync(SyncEvent {
        release: true,
        acquire: true,
        relaxed: false,
        mbarrier: None,
        kind: SyncKind::CtaBarrier,
        barrier_id: Some(id),
        group_number: None,
        ordered,
        all_threads: !counted,
        cta_local: true,
    }))
}

/// A function of blocks, each with its successors and one instruction per character
/// of its string (`inst` makes them), for unit tests.
pub fn function(
    blocks: &[(&[u32], &str)],
    inst: impl Fn(char) -> crate::model::Inst,
) -> crate::model::Function {
    use crate::model::{Block, BlockId, Function};
    Function {
        blocks: blocks
            .iter()
            .map(|(succs, insts)| Block {
                succs: succs.iter().map(|&b| BlockId(b)).collect(),
                insts: insts.chars().map(&inst).collect(),
                ..Block::default()
            })
            .collect(),
        ..Function::default()
    }
}
