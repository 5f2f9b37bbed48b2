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
//! thread when `R` is an ordered, unguarded CTA barrier and the releasing thread's
//! wait comes before an instance that every other thread completes before it may
//! touch the region. The barriers that count are ordered and unguarded, with no
//! thread count (every thread takes part in each instance) or of `R`'s own number
//! when `R` is a counted one; per barrier number `m`:
//! - `W(m)`: the most barriers of number `m` on a path from `R` to an unguarded
//!   `tcgen05.wait::st` (`wait::ld` for a load); and
//! - on every path from `R`, anything that may touch `S`'s region (an instruction of
//!   any guard: the path is every thread's), any redefinition of the region's base,
//!   and any other release comes after `W(m) + 1` barriers of some number `m`.
//!
//! When two threads are at one instance of `R`, they have completed the same
//! instances of every number, so their `k`-th barrier of number `m` after `R` is the
//! same instance: the releasing thread arrives at the `W(m) + 1`-th after its wait,
//! and no other thread touches the region before that instance completes. Counts of
//! different numbers do not mix (a thread may pass a barrier of another number
//! before the wait). Triton's MXFP8 epilogue loads the accumulator, turns it into
//! scales it exchanges through shared memory behind two `bar.sync 0`, and waits for
//! the load only then; the TMEM is deallocated after later barriers. A path that
//! reaches an exit without the wait leaves `W` unbounded (nothing may touch the
//! region at all); past [`BUDGET`] block visits or [`MOST_BARRIERS`] barriers on a
//! path, the answer is yes.

use crate::model::{BlockId, Function, InstRef};
use crate::spec::{Op, SyncEvent, SyncKind, TmemRegion};
use crate::{HashMap, HashSet};

/// Blocks one question may visit.
pub const BUDGET: usize = 4096;

/// Barriers [`hands_over`] counts along a path at most (JAX Mosaic GPU's 256-column
/// epilogue passes 33 of its warpgroup's barriers between a load and its wait).
pub const MOST_BARRIERS: u32 = 64;

/// Barrier numbers (PTX ISA: 16 per CTA), and one more count for a release whose
/// number is its group's (`SyncEvent::group_number`): its own barriers.
const NUMBERS: usize = 17;

/// The count of the release's own barriers when their number is its group's.
const GROUP_SLOT: usize = 16;

/// Per barrier number, the barriers of it passed along a path.
type Counts = [u8; NUMBERS];

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
    let completes = |inst: &crate::model::Inst| {
        inst.guard.is_none()
            && match inst.op {
                Op::WaitLd => is_load,
                Op::WaitSt => !is_load,
                _ => false,
            }
    };
    // A release other than a barrier that counts: where it hands the region is not
    // followed.
    let other_release =
        |inst: &crate::model::Inst| inst.op.is_release() && counted_number(r, inst).is_none();
    let touches = |inst: &crate::model::Inst| {
        inst.op
            .tmem_touches()
            .iter()
            .any(|t| t.may_overlap(&region))
            || matches!(inst.op, Op::Dealloc { .. })
            || region.addr.base.is_some_and(|v| inst.defs.contains(&v))
            || other_release(inst)
    };
    // The paths to the wait.
    let Some(paths) = walk(func, rel, r, |inst, _| {
        if completes(inst) {
            Step::Stop(())
        } else if other_release(inst) {
            Step::Fail
        } else {
            Step::Go
        }
    }) else {
        return true;
    };
    // Per number, the most barriers of it before the wait on a path; `None` when a
    // path reaches an exit without it (then nothing may touch the region at all).
    let most: Option<Counts> = paths.into_iter().try_fold([0; NUMBERS], |mut most, path| {
        let (counts, ()) = path?;
        for (m, c) in most.iter_mut().zip(counts) {
            *m = (*m).max(c);
        }
        Some(most)
    });
    // Nothing may touch the region before `most[m] + 1` barriers of some number `m`.
    walk(func, rel, r, |inst, counts| {
        if most.is_some_and(|w| counts.iter().zip(&w).any(|(&c, &w)| c > w)) {
            Step::Stop(())
        } else if touches(inst) {
            Step::Fail
        } else {
            Step::Go
        }
    })
    .is_none()
}

/// The number of a barrier that [`hands_over`] counts for the release `r`: ordered,
/// unguarded, with no thread count, or of `r`'s number when `r` has one.
fn counted_number(r: &SyncEvent, inst: &crate::model::Inst) -> Option<usize> {
    match &inst.op {
        Op::Sync(ev)
            if barrier(ev)
                && inst.guard.is_none()
                && (ev.all_threads
                    || (!r.all_threads
                        && ev.barrier_id == r.barrier_id
                        && ev.group_number == r.group_number)) =>
        {
            match (ev.barrier_id, ev.group_number) {
                (Some(id), _) => usize::try_from(id).ok().filter(|&id| id < GROUP_SLOT),
                // Ordered with a group number: the candidate's numbers were apart
                // from every other barrier's.
                (None, Some(_)) => Some(GROUP_SLOT),
                (None, None) => None,
            }
        }
        _ => None,
    }
}

/// What [`walk`]'s visitor says of an instruction.
enum Step<T> {
    /// Go on along the path.
    Go,
    /// End the path here with this result.
    Stop(T),
    /// Give up: the question's answer is yes.
    Fail,
}

/// Walks every path from after `rel`, counting per number the barriers passed that
/// [`counted_number`] counts for `r` (`visit` sees each instruction with the counts
/// before it). Returns each path's end: the counts at a stop and its result, or
/// `None` for a path that reaches an exit; `None` overall when a visit fails, or past
/// [`BUDGET`] block visits or [`MOST_BARRIERS`] barriers on a path.
fn walk<T>(
    func: &Function,
    rel: InstRef,
    r: &SyncEvent,
    mut visit: impl FnMut(&crate::model::Inst, &Counts) -> Step<T>,
) -> Option<Vec<Option<(Counts, T)>>> {
    let mut out = Vec::new();
    let mut seen: HashSet<(BlockId, Counts)> = HashSet::default();
    let mut work: Vec<(BlockId, usize, Counts)> =
        vec![(rel.block, rel.index as usize + 1, [0; NUMBERS])];
    let mut visits = 0usize;
    while let Some((b, from, mut counts)) = work.pop() {
        if from == 0 && !seen.insert((b, counts)) {
            continue;
        }
        visits += 1;
        if visits > BUDGET {
            return None;
        }
        let block = func.block(b);
        let mut stopped = false;
        for inst in block.insts.iter().skip(from) {
            match visit(inst, &counts) {
                Step::Go => {}
                Step::Stop(t) => {
                    out.push(Some((counts, t)));
                    stopped = true;
                    break;
                }
                Step::Fail => return None,
            }
            if let Some(m) = counted_number(r, inst) {
                counts[m] += 1;
                if counts.iter().map(|&c| u32::from(c)).sum::<u32>() > MOST_BARRIERS {
                    return None;
                }
            }
        }
        if !stopped {
            if block.succs.is_empty() {
                out.push(None);
            }
            work.extend(block.succs.iter().map(|&s| (s, 0, counts)));
        }
    }
    Some(out)
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

#[cfg(test)]
mod tests {
    use super::hands_over;
    use crate::model::{BlockId, Function, Inst, InstRef};
    use crate::spec::{CtaGroup, Op, TmemRegion};
    use crate::testing::bar_sync;

    /// Blocks with their successors and instructions (`0`/`1`: `bar.sync 0`/`1`, `w`:
    /// `wait::ld`, `d`: `dealloc`, `.`: anything else).
    fn func(blocks: &[(&[u32], &str)]) -> Function {
        crate::testing::function(blocks, |c| match c {
            '0' => bar_sync(0, false, true),
            '1' => bar_sync(1, false, true),
            'w' => Inst::new(Op::WaitLd),
            'd' => Inst::new(Op::Dealloc {
                cta: CtaGroup::One,
                region: Box::new(TmemRegion::unknown()),
            }),
            _ => Inst::new(Op::Plain),
        })
    }

    fn first(f: &Function) -> bool {
        let at = InstRef {
            block: BlockId(0),
            index: 0,
        };
        hands_over(f, at, TmemRegion::unknown(), true)
    }

    #[test]
    fn wait_after_two_barriers_then_one_more() {
        // Every thread waits before its third barrier; the dealloc comes after it.
        assert!(!first(&func(&[(&[], "0.0.w0.d")])));
        // The dealloc after the second barrier may come before another's wait.
        assert!(first(&func(&[(&[], "0.0.wd")])));
        // No wait at all.
        assert!(first(&func(&[(&[], "000d")])));
    }

    #[test]
    fn counts_on_every_path() {
        // One path waits after two barriers, the other deallocates after one.
        assert!(first(&func(&[(&[1, 2], "0"), (&[], "00w"), (&[], "0d")])));
        // Both deallocate after three, past every path's wait.
        assert!(!first(&func(&[
            (&[1, 2], "0"),
            (&[], "00w0d"),
            (&[], "0w00d")
        ])));
        // A path that never waits: nothing may touch the region anywhere.
        assert!(first(&func(&[
            (&[1, 2], "0"),
            (&[], "00w0d"),
            (&[], "000d")
        ])));
    }

    #[test]
    fn numbers_counted_apart() {
        // A barrier of another number before the wait: the first `bar.sync 0` after
        // the release is still after every thread's wait.
        assert!(!first(&func(&[(&[1, 2], "0"), (&[], "1w0"), (&[], "w0d")])));
        // Two of number 0 before the wait on one path, one of number 1 on another:
        // one of each before a dealloc is past neither.
        assert!(first(&func(&[(&[1, 2], "0"), (&[], "00w"), (&[], "1w0d")])));
    }
}
