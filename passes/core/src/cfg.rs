//! Control-flow facts the planner needs: reverse post-order, natural loops and their
//! preheaders. Built on petgraph's dominator computation.

use petgraph::algo::dominators::simple_fast;
use petgraph::graph::{DiGraph, NodeIndex};

use crate::model::{BlockId, Function};

/// One natural loop: its header, its blocks, and the block that enters it, when that
/// is a single out-of-loop predecessor whose only successor is the header (where an
/// instruction placed at the end runs once before the loop).
#[derive(Clone, Debug)]
pub struct Loop {
    pub header: BlockId,
    pub body: Vec<bool>,
    pub preheader: Option<BlockId>,
}

impl Loop {
    pub fn contains(&self, b: BlockId) -> bool {
        self.body[b.0 as usize]
    }
}

#[derive(Clone, Debug)]
pub struct Cfg {
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
}

impl Cfg {
    pub fn new(func: &Function) -> Cfg {
        let n = func.blocks.len();
        let preds = func.preds();
        let rpo = reverse_post_order(func);
        let mut graph: DiGraph<(), ()> = DiGraph::with_capacity(n, n);
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
        let mut loops = Vec::new();
        let mut idom = vec![None; n];
        if n > 0 {
            let doms = simple_fast(&graph, NodeIndex::new(0));
            for (b, slot) in idom.iter_mut().enumerate() {
                *slot = doms
                    .immediate_dominator(NodeIndex::new(b))
                    .map(|d| BlockId(d.index() as u32));
            }
            let mut reachable = vec![false; n];
            for b in &rpo {
                reachable[b.0 as usize] = true;
            }
            let dominates = |a: usize, b: usize| {
                doms.dominators(NodeIndex::new(b))
                    .is_some_and(|mut it| it.any(|d| d.index() == a))
            };
            let mut header_loop: Vec<Option<usize>> = vec![None; n];
            for &b in &rpo {
                for s in &func.block(b).succs {
                    let (h, latch) = (s.0 as usize, b.0 as usize);
                    if !dominates(h, latch) {
                        continue;
                    }
                    let idx = *header_loop[h].get_or_insert_with(|| {
                        loops.push(Loop {
                            header: *s,
                            body: vec![false; n],
                            preheader: None,
                        });
                        loops.len() - 1
                    });
                    // Natural loop: the header plus everything that reaches the latch
                    // without passing through the header.
                    let body = &mut loops[idx].body;
                    body[h] = true;
                    let mut stack = vec![latch];
                    while let Some(x) = stack.pop() {
                        if body[x] || !reachable[x] {
                            continue;
                        }
                        body[x] = true;
                        stack.extend(preds[x].iter().map(|p| p.0 as usize));
                    }
                }
            }
            for l in &mut loops {
                let outside: Vec<BlockId> = preds[l.header.0 as usize]
                    .iter()
                    .copied()
                    .filter(|p| !l.body[p.0 as usize] && reachable[p.0 as usize])
                    .collect();
                if let [p] = outside[..] {
                    if func.block(p).succs.len() == 1 && !func.block(p).insts.is_empty() {
                        l.preheader = Some(p);
                    }
                }
            }
        }
        let mut loops_of: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (i, l) in loops.iter().enumerate() {
            for (b, inside) in l.body.iter().enumerate() {
                if *inside {
                    loops_of[b].push(i);
                }
            }
        }
        for ls in &mut loops_of {
            // Innermost first: smaller bodies are nested inside larger ones.
            ls.sort_by_key(|&i| loops[i].body.iter().filter(|x| **x).count());
        }
        Cfg {
            preds,
            rpo,
            loops,
            loops_of,
            idom,
        }
    }
}

fn reverse_post_order(func: &Function) -> Vec<BlockId> {
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
