//! Which CTA barriers hand over the tensor memory of a `tcgen05.ld`/`st` still in
//! flight (R-BEFORE's completion half).
//!
//! Completion is required before a thread sync that lets another thread touch that
//! TMEM (RULES.md section 3; 9.7.16.6.4.4). An ordered CTA barrier lets the threads
//! that pass it go on from that instruction, all of them, so what they can touch
//! before the next instance is visible in the CFG. Triton's attention stores P to
//! TMEM, loads the accumulator, waits for the load and passes `bar.sync 0`, stores the
//! rescaled accumulator to other columns, waits for the stores and passes `bar.sync 0`
//! again before the MMA that reads P: the first barrier hands P's columns to nobody,
//! since every thread reaches the second one, after the store's wait, before anything
//! touches them.
//!
//! [`hands_over`] answers no for a release `R` and a load or store `S` of the same
//! thread when `R` is an ordered, unguarded CTA barrier and, on every path from `R`:
//! nothing that may touch `S`'s region comes (an instruction of any guard: the path is
//! every thread's), no other release and no redefinition of the region's base comes,
//! and an unguarded `tcgen05.wait::st` (`wait::ld` for a load) comes before an ordered,
//! unguarded CTA barrier that every thread which passed `R` passes (one with no
//! thread count, or `R`'s own number when `R` is a counted one), where the path stops.
//! The releasing thread waited before that instance and every other thread reaches it
//! before touching the region. Anything else, and past [`BUDGET`] blocks, is a handover.

use crate::model::{BlockId, Function, InstRef};
use crate::spec::{Op, SyncEvent, SyncKind, TmemRegion};
use crate::{HashMap, HashSet};

/// Blocks one question may visit.
pub const BUDGET: usize = 4096;

/// Whether the release at `rel` may hand `region`, the TMEM of a load (`is_load`)
/// or store pending in the releasing thread, to another thread before it completes.
pub fn hands_over(func: &Function, rel: InstRef, region: TmemRegion, is_load: bool) -> bool {
    let release = func.inst(rel);
    let Op::Sync(r) = &release.op else {
        return true;
    };
    if !barrier(r) || release.guard.is_some() {
        return true;
    }
    let cuts = |ev: &SyncEvent| {
        barrier(ev) && (ev.all_threads || (!r.all_threads && ev.barrier_id == r.barrier_id))
    };
    let mut seen: HashSet<(BlockId, bool)> = HashSet::default();
    let mut work: Vec<(BlockId, usize, bool)> = vec![(rel.block, rel.index as usize + 1, false)];
    let mut visits = 0usize;
    while let Some((b, from, mut waited)) = work.pop() {
        if from == 0 && !seen.insert((b, waited)) {
            continue;
        }
        visits += 1;
        if visits > BUDGET {
            return true;
        }
        let block = func.block(b);
        let mut stopped = false;
        for inst in block.insts.iter().skip(from) {
            let completes = match inst.op {
                Op::WaitLd => is_load,
                Op::WaitSt => !is_load,
                _ => false,
            };
            if completes && inst.guard.is_none() {
                waited = true;
                continue;
            }
            if inst
                .op
                .tmem_touches()
                .iter()
                .any(|t| t.may_overlap(&region))
                || matches!(inst.op, Op::Dealloc { .. })
                || region.addr.base.is_some_and(|v| inst.defs.contains(&v))
            {
                return true;
            }
            if let Op::Sync(ev) = &inst.op {
                if cuts(ev) && inst.guard.is_none() {
                    if !waited {
                        return true;
                    }
                    stopped = true;
                    break;
                }
            }
            if inst.op.is_release() {
                return true;
            }
        }
        if !stopped {
            work.extend(block.succs.iter().map(|&s| (s, 0, waited)));
        }
    }
    false
}

/// An ordered CTA barrier (`SyncEvent::ordered`): every thread that completes an
/// instance here goes on from this instruction.
fn barrier(ev: &SyncEvent) -> bool {
    ev.kind == SyncKind::CtaBarrier && ev.ordered
}

/// [`hands_over`], remembered per question (the checker asks again for every path
/// state that reaches a release, the planner in every round of its dataflow).
#[derive(Default)]
pub struct Handovers {
    known: std::cell::RefCell<HashMap<(InstRef, TmemRegion, bool), bool>>,
}

impl Handovers {
    pub fn hands_over(
        &self,
        func: &Function,
        rel: InstRef,
        region: TmemRegion,
        is_load: bool,
    ) -> bool {
        if !matches!(&func.inst(rel).op, Op::Sync(ev) if barrier(ev)) {
            return true;
        }
        *self
            .known
            .borrow_mut()
            .entry((rel, region, is_load))
            .or_insert_with(|| hands_over(func, rel, region, is_load))
    }
}
