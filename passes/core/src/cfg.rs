//! Control-flow facts the planner needs: reverse post-order, dominators, natural
//! loops and their preheaders.
//!
//! Everything here is linear (up to petgraph's `simple_fast` dominators, the
//! Cooper-Harvey-Kennedy iteration) in the blocks and edges of a function: dominance
//! between two blocks is an O(1) test on pre/post numbers of the dominator tree, and
//! each natural loop's body is collected once by a backward walk from its latches that
//! stops at the header, with one shared mark array (no per-loop bit vector the size
//! of the function).

use petgraph::algo::dominators::simple_fast;
use petgraph::graph::{DiGraph, NodeIndex};

use crate::HashMap;

use std::rc::Rc;

use crate::model::{BlockId, Function, InstRef};
use crate::spec::Op;

/// One natural loop: its header, its blocks, and the block that enters it, when that
/// is a single out-of-loop predecessor whose only successor is the header (where an
/// instruction placed at the end runs once before the loop).
#[derive(Clone, Debug)]
pub struct Loop {
    pub header: BlockId,
    /// The blocks of the loop, header included, sorted.
    pub body: Vec<BlockId>,
    pub preheader: Option<BlockId>,
}

impl Loop {
    pub fn contains(&self, b: BlockId) -> bool {
        self.body.binary_search(&b).is_ok()
    }
}

#[derive(Clone, Debug)]
pub struct Cfg {
    /// Per block, its predecessors; a reachable block's are the reachable ones.
    pub preds: Vec<Vec<BlockId>>,
    /// Reachable blocks in reverse post-order from the entry.
    pub rpo: Vec<BlockId>,
    /// Natural loops, one per header (back edges to one header are merged).
    pub loops: Vec<Loop>,
    /// For each block, the indices into `loops` of the loops containing it,
    /// innermost first.
    pub loops_of: Vec<Vec<usize>>,
    /// Immediate dominator of each reachable block but the entry.
    pub idom: Vec<Option<BlockId>>,
    tree: DomTree,
}

/// Pre- and post-order numbers of each block in the dominator tree: `a` dominates
/// `b` exactly when `a`'s interval contains `b`'s.
#[derive(Clone, Debug, Default)]
struct DomTree {
    pre: Vec<u32>,
    post: Vec<u32>,
}

impl DomTree {
    fn new(idom: &[Option<BlockId>], reachable: &[bool]) -> DomTree {
        let n = idom.len();
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (b, d) in idom.iter().enumerate() {
            if let Some(d) = d {
                children[d.0 as usize].push(b);
            }
        }
        let (mut pre, mut post) = (vec![u32::MAX; n], vec![0; n]);
        let mut clock = 0u32;
        if n > 0 && reachable[0] {
            // Iterative DFS from the entry: (block, next child index).
            let mut stack = vec![(0usize, 0usize)];
            pre[0] = clock;
            clock += 1;
            while let Some(&mut (b, ref mut next)) = stack.last_mut() {
                if let Some(&c) = children[b].get(*next) {
                    *next += 1;
                    pre[c] = clock;
                    clock += 1;
                    stack.push((c, 0));
                } else {
                    post[b] = clock;
                    clock += 1;
                    stack.pop();
                }
            }
        }
        DomTree { pre, post }
    }

    fn dominates(&self, a: usize, b: usize) -> bool {
        self.pre[a] != u32::MAX
            && self.pre[b] != u32::MAX
            && self.pre[a] <= self.pre[b]
            && self.post[b] <= self.post[a]
    }
}

impl Cfg {
    pub fn new(func: &Function) -> Cfg {
        let n = func.blocks.len();
        let rpo = reverse_post_order(func);
        let mut reachable = vec![false; n];
        for b in &rpo {
            reachable[b.0 as usize] = true;
        }
        // Code no path from the entry reaches never runs: it is no predecessor (an
        // empty block after an unconditional branch, `bra L; $L__tmp: L:`, would
        // otherwise fall through into `L` and hide the one real edge into it).
        let mut preds = func.preds();
        for (b, ps) in preds.iter_mut().enumerate() {
            if reachable[b] {
                ps.retain(|p| reachable[p.0 as usize]);
            }
        }
        let mut loops: Vec<Loop> = Vec::new();
        let mut idom = vec![None; n];
        let mut dom_tree = DomTree::default();
        if n > 0 {
            let edges: usize = func.blocks.iter().map(|b| b.succs.len()).sum();
            let mut graph: DiGraph<(), ()> = DiGraph::with_capacity(n, edges);
            for _ in 0..n {
                graph.add_node(());
            }
            for b in func.block_ids() {
                for s in &func.block(b).succs {
                    graph.add_edge(
                        NodeIndex::new(b.0 as usize),
                        NodeIndex::new(s.0 as usize),
                        (),
                    );
                }
            }
            let doms = simple_fast(&graph, NodeIndex::new(0));
            for (b, slot) in idom.iter_mut().enumerate() {
                *slot = doms
                    .immediate_dominator(NodeIndex::new(b))
                    .map(|d| BlockId(d.index() as u32));
            }
            let tree = DomTree::new(&idom, &reachable);
            // Phase 1 of 2: the latches of each header (sources of back edges), headers
            // in the order their first back edge is met.
            let mut latches: Vec<Vec<usize>> = vec![Vec::new(); n];
            let mut headers: Vec<usize> = Vec::new();
            for &b in &rpo {
                for s in &func.block(b).succs {
                    let (h, latch) = (s.0 as usize, b.0 as usize);
                    if tree.dominates(h, latch) {
                        if latches[h].is_empty() {
                            headers.push(h);
                        }
                        latches[h].push(latch);
                    }
                }
            }
            // Phase 2 of 2: natural loop bodies: the header plus everything that
            // reaches a latch without passing through the header. `mark` holds the
            // last loop a block was added to, so no array is cleared per loop.
            let mut mark: Vec<usize> = vec![usize::MAX; n];
            let mut stack: Vec<usize> = Vec::new();
            for h in headers {
                let idx = loops.len();
                let mut body = vec![BlockId(h as u32)];
                mark[h] = idx;
                stack.extend(latches[h].iter().copied());
                while let Some(x) = stack.pop() {
                    if mark[x] == idx || !reachable[x] {
                        continue;
                    }
                    mark[x] = idx;
                    body.push(BlockId(x as u32));
                    stack.extend(preds[x].iter().map(|p| p.0 as usize));
                }
                body.sort_unstable();
                let outside: Vec<BlockId> = preds[h]
                    .iter()
                    .copied()
                    .filter(|p| mark[p.0 as usize] != idx && reachable[p.0 as usize])
                    .collect();
                let mut preheader = None;
                if let [p] = outside[..] {
                    if func.block(p).succs.len() == 1 && !func.block(p).insts.is_empty() {
                        preheader = Some(p);
                    }
                }
                loops.push(Loop {
                    header: BlockId(h as u32),
                    body,
                    preheader,
                });
            }
            dom_tree = tree;
        }
        let mut loops_of: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (i, l) in loops.iter().enumerate() {
            for b in &l.body {
                loops_of[b.0 as usize].push(i);
            }
        }
        for ls in &mut loops_of {
            // Innermost first: smaller bodies are nested inside larger ones.
            ls.sort_by_key(|&i| loops[i].body.len());
        }
        Cfg {
            preds,
            rpo,
            loops,
            loops_of,
            idom,
            tree: dom_tree,
        }
    }

    /// Whether `a` dominates `b` (both reachable; every block dominates itself).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        self.tree.dominates(a.0 as usize, b.0 as usize)
    }

    /// The loop of each access whose executions [`crate::spec::TmemRegion::
    /// distinct`] says are disjoint within one activation, where the shape of the
    /// function bears the front end's counter out: the counter's header heads a
    /// natural loop; the edges that set the initial count are exactly those that
    /// enter the loop (every edge from inside steps it); the bound test's body
    /// block is entered from the header only and dominates the access; and every
    /// cycle through the access inside the loop passes the header (so two
    /// executions in one activation saw two different counts). Index into `loops`.
    pub fn iteration_loops(&self, func: &Function) -> HashMap<InstRef, usize> {
        let mut out = HashMap::default();
        if func.counters.is_empty() {
            return out;
        }
        let mut valid: HashMap<u32, Option<usize>> = HashMap::default();
        for (at, inst) in func.insts() {
            let Some(c) = inst.op.distinct_counter() else {
                continue;
            };
            let li = *valid.entry(c).or_insert_with(|| self.counter_loop(func, c));
            let Some(li) = li else { continue };
            let (l, counter) = (&self.loops[li], &func.counters[c as usize]);
            if l.contains(at.block)
                && self.dominates(counter.body, at.block)
                && !self.cycles_within(func, l, at.block)
            {
                out.insert(at, li);
            }
        }
        out
    }

    /// The MMA-class ops of [`Cfg::iteration_loops`], each with its loop's blocks.
    pub fn activations(&self, func: &Function) -> Activations {
        let bodies: Vec<Rc<[BlockId]>> = self
            .loops
            .iter()
            .map(|l| l.body.as_slice().into())
            .collect();
        Activations(
            self.iteration_loops(func)
                .into_iter()
                .filter(|(at, _)| matches!(func.inst(*at).op, Op::MmaClass { .. }))
                .map(|(at, li)| (at, bodies[li].clone()))
                .collect(),
        )
    }

    /// The loop counter `c` counts, if the CFG has the shape it claims.
    pub fn counter_loop(&self, func: &Function, c: u32) -> Option<usize> {
        let counter = func.counters.get(c as usize)?;
        let li = self.loops.iter().position(|l| l.header == counter.header)?;
        let l = &self.loops[li];
        let mut entering: Vec<BlockId> = self.preds[counter.header.0 as usize]
            .iter()
            .copied()
            .filter(|p| !l.contains(*p))
            .collect();
        entering.sort_unstable();
        entering.dedup();
        let mut claimed = counter.entries.clone();
        claimed.sort_unstable();
        claimed.dedup();
        let body_entry = self.preds[counter.body.0 as usize] == [counter.header];
        (entering == claimed && body_entry && l.contains(counter.body)).then_some(li)
    }

    /// Whether `b` lies on a cycle of `l` that avoids its header.
    fn cycles_within(&self, func: &Function, l: &Loop, b: BlockId) -> bool {
        let mut seen = vec![false; func.blocks.len()];
        let mut stack: Vec<BlockId> = func.block(b).succs.clone();
        while let Some(x) = stack.pop() {
            if x == b {
                return true;
            }
            if x == l.header || !l.contains(x) || std::mem::replace(&mut seen[x.0 as usize], true) {
                continue;
            }
            stack.extend(func.block(x).succs.iter().copied());
        }
        false
    }
}
/// MMA-class ops whose executions in one activation of their counted loop touch
/// disjoint TMEM (`TmemRegion::distinct`), with the blocks of that loop (sorted): for
/// the checker and commit synthesis, which both tell a later iteration of one
/// activation from an op issued before the loop was entered again.
#[derive(Default)]
pub struct Activations(HashMap<InstRef, Rc<[BlockId]>>);

impl Activations {
    pub fn contains(&self, op: InstRef) -> bool {
        self.0.contains_key(&op)
    }

    /// Whether the edge `from` -> `to` enters `op`'s loop from outside: a new
    /// activation begins.
    pub fn entered(&self, op: InstRef, from: BlockId, to: BlockId) -> bool {
        self.0.get(&op).is_some_and(|body| {
            body.binary_search(&from).is_err() && body.binary_search(&to).is_ok()
        })
    }
}

/// One round of a divergence analysis over blocks (the front ends' uniformity
/// analyses): a block on a path from a successor of block `p` to `p`'s immediate
/// post-dominator (`ipdom`, from [`post_dominators`]) depends on `p`'s branch, so it
/// is divergent when `p` splits the threads of interest (`splits(p)`) or is itself
/// divergent. Adds those blocks to `div_block`: `Some(true)` when it grew,
/// `Some(false)` when it was settled, `None` once `budget` steps are spent.
pub fn spread_divergence(
    func: &Function,
    ipdom: &[usize],
    div_block: &mut [bool],
    splits: &dyn Fn(usize) -> bool,
    budget: &mut usize,
) -> Option<bool> {
    let n = func.blocks.len();
    let mut new_div = vec![false; n];
    for p in 0..n {
        if !(div_block[p] || splits(p)) {
            continue;
        }
        for s in &func.blocks[p].succs {
            let mut runner = s.0 as usize;
            while runner != ipdom[p] && runner < n {
                *budget = budget.checked_sub(1)?;
                new_div[runner] = true;
                runner = ipdom[runner];
            }
        }
    }
    let mut grew = false;
    for (d, nd) in div_block.iter_mut().zip(&new_div) {
        grew |= *nd && !*d;
        *d |= *nd;
    }
    Some(grew)
}

/// The immediate post-dominator of each block; index `n` (the number of blocks) is a
/// virtual exit that every block without successors leads to, its own entry. `None`
/// when some block cannot reach an exit (an endless loop).
pub fn post_dominators(func: &Function) -> Option<Vec<usize>> {
    let n = func.blocks.len();
    let edges: usize = func.blocks.iter().map(|b| b.succs.len().max(1)).sum();
    let mut reverse: DiGraph<(), ()> = DiGraph::with_capacity(n + 1, edges);
    for _ in 0..=n {
        reverse.add_node(());
    }
    for (b, block) in func.blocks.iter().enumerate() {
        if block.succs.is_empty() {
            reverse.add_edge(NodeIndex::new(n), NodeIndex::new(b), ());
        }
        for s in &block.succs {
            reverse.add_edge(NodeIndex::new(s.0 as usize), NodeIndex::new(b), ());
        }
    }
    let doms = simple_fast(&reverse, NodeIndex::new(n));
    let mut ipdom = vec![n; n + 1];
    for (b, slot) in ipdom.iter_mut().take(n).enumerate() {
        *slot = doms.immediate_dominator(NodeIndex::new(b))?.index();
    }
    Some(ipdom)
}

/// The blocks reachable from the entry, in reverse post-order.
pub fn reverse_post_order(func: &Function) -> Vec<BlockId> {
    let n = func.blocks.len();
    if n == 0 {
        return Vec::new();
    }
    let mut visited = vec![false; n];
    let mut post = Vec::with_capacity(n);
    // Iterative DFS: (block, next successor index).
    let mut stack = vec![(0usize, 0usize)];
    visited[0] = true;
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        let succs = &func.blocks[b].succs;
        if *next < succs.len() {
            let s = succs[*next].0 as usize;
            *next += 1;
            if !visited[s] {
                visited[s] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(BlockId(b as u32));
            stack.pop();
        }
    }
    post.reverse();
    post
}

#[cfg(test)]
mod tests {
    use super::{post_dominators, Cfg};
    use crate::model::{Block, BlockId, Counter, Function, Inst, InstRef};
    use crate::spec::{CtaGroup, MmaClass, Op, TmemRegion};

    fn func(succs: &[&[u32]]) -> Function {
        Function {
            blocks: succs
                .iter()
                .map(|s| Block {
                    succs: s.iter().map(|&b| BlockId(b)).collect(),
                    ..Block::default()
                })
                .collect(),
            ..Function::default()
        }
    }

    #[test]
    fn post_dominators_of_a_diamond_a_loop_and_an_endless_loop() {
        // 0 -> {1, 2} -> 3 -> {3, 4}; 4 exits (5 is the virtual exit).
        let f = func(&[&[1, 2], &[3], &[3], &[3, 4], &[]]);
        assert_eq!(post_dominators(&f), Some(vec![3, 3, 3, 4, 5, 5]));
        // Two exits: 0 -> {1, 2}, both return; the virtual exit joins them.
        let f = func(&[&[1, 2], &[], &[]]);
        assert_eq!(post_dominators(&f), Some(vec![3, 3, 3, 3]));
        // Block 1 loops forever: it reaches no exit.
        let f = func(&[&[1, 2], &[1], &[]]);
        assert_eq!(post_dominators(&f), None);
    }

    /// A copy in block `copy_block` whose region moves with counter 0, headed by block 1.
    fn counted(succs: &[&[u32]], entries: &[u32], body: u32, copy_block: usize) -> Function {
        let mut f = func(succs);
        f.counters = vec![Counter {
            header: BlockId(1),
            entries: entries.iter().map(|&b| BlockId(b)).collect(),
            body: BlockId(body),
        }];
        let dst = TmemRegion {
            counter: Some(0),
            distinct: true,
            cols: Some(4),
            ..TmemRegion::unknown()
        };
        f.blocks[copy_block].insts.push(Inst::new(Op::MmaClass {
            cta: CtaGroup::One,
            class: Box::new(MmaClass::Cp {
                dst,
                shape_4x256b: false,
            }),
        }));
        f
    }

    #[test]
    fn iteration_loops_need_the_claimed_loop_shape() {
        let copy = InstRef {
            block: BlockId(2),
            index: 0,
        };
        // 0 -> 1 (header) -> {2 (body), 3}; 2 -> 1. Entered from 0 only.
        let shape: &[&[u32]] = &[&[1], &[2, 3], &[1], &[]];
        let f = counted(shape, &[0], 2, 2);
        assert_eq!(Cfg::new(&f).iteration_loops(&f).get(&copy), Some(&0));
        // The claim names the latch as an entry (the count would start over inside
        // one activation): no fact.
        let f = counted(shape, &[0, 2], 2, 2);
        assert!(Cfg::new(&f).iteration_loops(&f).is_empty());
        // The body is not the side of the header the claim says.
        let f = counted(shape, &[0], 3, 2);
        assert!(Cfg::new(&f).iteration_loops(&f).is_empty());
        // The copy (block 3) is on an inner cycle 3 -> 4 -> 3 that avoids the header:
        // two executions of it can share one count.
        let inner: &[&[u32]] = &[&[1], &[2, 5], &[3], &[4, 1], &[3], &[]];
        let f = counted(inner, &[0], 2, 3);
        assert!(Cfg::new(&f).iteration_loops(&f).is_empty());
        // Without the inner back edge it has the fact.
        let f = counted(&[&[1], &[2, 5], &[3], &[4, 1], &[1], &[]], &[0], 2, 3);
        assert_eq!(Cfg::new(&f).iteration_loops(&f).len(), 1);
    }

    #[test]
    fn unfounded_counters_lose_their_union() {
        // The copy after the loop (block 3) sees the count the loop left, which the
        // body never had: its region may be anywhere.
        let mut f = counted(&[&[1], &[2, 3], &[1], &[]], &[0], 2, 3);
        f.drop_unfounded_counters();
        let region = f.blocks[3].insts[0].op.tmem_writes()[0];
        assert_eq!(region.counter, None);
        assert_eq!(region.cols, None);
        // Inside the body it keeps it.
        let mut f = counted(&[&[1], &[2, 3], &[1], &[]], &[0], 2, 2);
        f.drop_unfounded_counters();
        assert_eq!(f.blocks[2].insts[0].op.tmem_writes()[0].counter, Some(0));
    }
}
