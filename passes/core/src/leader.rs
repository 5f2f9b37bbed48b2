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
    /// Per block: `Some(side)` when every entry to it comes through the `side` edge
    /// of a branch on a leader predicate (its threads are, or are not, the leader),
    /// directly or through a chain of single-predecessor, single-successor blocks,
    /// which may loop on themselves (a `try_wait` spin loop passes its threads on).
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
            for b in func.block_ids().skip(1) {
                let mut here = b;
                for _ in 0..n {
                    // Reachable predecessors only (dead code falls through into
                    // nothing that runs), but for the block's own back edge: the
                    // threads looping there entered it from the others.
                    let mut entries = cfg.preds[here.0 as usize].iter().filter(|&&q| q != here);
                    let (Some(&p), None) = (entries.next(), entries.next()) else {
                        break;
                    };
                    if let Some(side) = edge_side(&preds, func, p, here) {
                        blocks[b.0 as usize] = Some(side);
                        break;
                    }
                    // On through `p` when its threads all come here: one successor,
                    // or `here` and a loop on itself.
                    let pb = func.block(p);
                    let passes_on = match pb.succs.as_slice() {
                        [s] => *s == here && pb.branch.is_none(),
                        [s, t] => (*s == here && *t == p) || (*s == p && *t == here),
                        _ => false,
                    };
                    if !passes_on {
                        break;
                    }
                    here = p;
                }
            }
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
