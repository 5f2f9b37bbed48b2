//! Which threads are their warp's `elect.sync` leader, where the code says so.
//!
//! The model assumes (see [`crate::model::Guard::Elect`]) that every `elect.sync`
//! with a full member mask, executed by the same converged warp, elects the same
//! lane. So an instruction issued under one leader test and a branch on another
//! leader test agree: the leader's MMA is committed by the leader's commit, and the
//! other lanes, which skip the commit, never issued the MMA. The checker follows a
//! source's leader side along its paths; the planner drops, on an edge that only
//! non-leaders take, the entries only the leader issued (and the other way round).

use crate::cfg::Cfg;
use crate::facts::PredKind;
use crate::model::{BlockId, Function, Guard, InstRef};
use crate::value::Value;
use crate::HashMap;

/// The leader predicates of a function and the blocks only one side enters.
#[derive(Debug, Default)]
pub struct Leaders {
    /// Predicates equal to the `elect.sync` leader predicate (`true`) or to its
    /// negation (`false`), from the front end's facts.
    preds: HashMap<Value, bool>,
    /// Per block: `Some(side)` when its threads are all the leader (`true`) or all
    /// not ([`block_sides`]).
    blocks: Vec<Option<bool>>,
}

impl Leaders {
    pub fn new(func: &Function, cfg: &Cfg) -> Leaders {
        let preds: HashMap<Value, bool> = func
            .pred_facts
            .iter()
            .filter(|f| f.kind == PredKind::Leader)
            .map(|f| (f.value, f.when))
            .collect();
        let n = func.blocks.len();
        let mut blocks = vec![None; n];
        if !preds.is_empty() {
            blocks = block_sides(&preds, func, cfg);
        }
        Leaders { preds, blocks }
    }

    /// Whether no predicate of the function is a leader test.
    pub fn is_empty(&self) -> bool {
        self.preds.is_empty()
    }

    /// `Some(pol)` when `cond` is true exactly where the leader test equals `pol`.
    pub fn polarity(&self, cond: Value) -> Option<bool> {
        self.preds.get(&cond).copied()
    }

    /// Whether the thread that executes `at` is the leader: from its own guard, else
    /// from the branch its block is entered through.
    pub fn side_of(&self, func: &Function, at: InstRef) -> Option<bool> {
        let from_guard = match func.inst(at).guard {
            Some(Guard::Elect) => Some(true),
            Some(Guard::Pred { value, negated }) => {
                self.preds.get(&value).map(|&pol| pol != negated)
            }
            None => None,
        };
        from_guard.or(self.blocks[at.block.0 as usize])
    }

    /// Whether the threads that take the edge `from -> to` are the leader, when
    /// `from` ends in a branch on a leader predicate whose sides differ.
    pub fn edge(&self, func: &Function, from: BlockId, to: BlockId) -> Option<bool> {
        edge_side(&self.preds, func, from, to)
    }
}

/// Per block, the side of the leader test its threads are all on, where every way in
/// agrees: the `side` edge of a branch on a leader predicate, or an edge from a block
/// whose threads are all on that side (a thread's leadership never changes: every
/// `elect.sync` of its converged warp elects the same lane). DeepGEMM's MMA warp
/// tests its leader flag once and then picks its MMAs through a switch on the
/// stage's block count, blocks of several predecessors and successors each. A
/// forward all-paths analysis to its greatest fixpoint (a block not yet reached
/// agrees with anything; the entry's threads are on both sides).
fn block_sides(preds: &HashMap<Value, bool>, func: &Function, cfg: &Cfg) -> Vec<Option<bool>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Side {
        Open,
        One(bool),
        Both,
    }
    let join = |a: Side, b: Side| match (a, b) {
        (Side::Open, x) | (x, Side::Open) => x,
        (Side::One(x), Side::One(y)) if x == y => Side::One(x),
        _ => Side::Both,
    };
    let n = func.blocks.len();
    let mut state = vec![Side::Open; n];
    let Some(&entry) = cfg.rpo.first() else {
        return vec![None; n];
    };
    state[entry.0 as usize] = Side::Both;
    // Sides only narrow from `Open` to `Both`: at most two changes a block.
    for _ in 0..=2 * n {
        let mut changed = false;
        for &b in cfg.rpo.iter().skip(1) {
            let through = |p: BlockId| match edge_side(preds, func, p, b) {
                Some(side) => Side::One(side),
                None => state[p.0 as usize],
            };
            let new = cfg.preds[b.0 as usize]
                .iter()
                .fold(Side::Open, |acc, &p| join(acc, through(p)));
            if new != state[b.0 as usize] {
                state[b.0 as usize] = new;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    state
        .into_iter()
        .map(|s| match s {
            Side::One(side) => Some(side),
            _ => None,
        })
        .collect()
}

fn edge_side(
    preds: &HashMap<Value, bool>,
    func: &Function,
    from: BlockId,
    to: BlockId,
) -> Option<bool> {
    let (cond, t, f) = func.block(from).branch?;
    let pol = *preds.get(&cond)?;
    // An edge listed twice is a branch with both sides alike.
    (t != f).then_some(if to == t { pol } else { !pol })
}
