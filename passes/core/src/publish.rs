//! Which releases can hand shared memory to an async-proxy reader in another thread
//! (R-PROXY across threads, RULES.md: "across REL -> ACQ").
//!
//! A generic write published by a release needs `fence.proxy.async` on the writer's
//! side only when some other thread may acquire it and then, directly or through
//! further syncs, reach an MMA or `tcgen05.cp`. Another thread acquires a release
//! only at a sync that may pair with it ([`SyncEvent::may_pair`]: a CTA barrier with
//! a barrier of the same number, an mbarrier arrival with a wait on a barrier it may
//! be, ...), so the question is answered per *channel* (the acquires that pair alike):
//! from the channel's acquires, is a reader reachable in the CFG, or a release that
//! pairs with a channel from which one is? TileLang's epilogue hands its staging
//! tile to the other epilogue warps through named barrier 3; no MMA follows any
//! `bar.sync 3`, so the staging store needs no proxy fence, although it reuses the
//! operand stages.
//!
//! The reader's thread is not tracked: reachability from the acquire is over every
//! path, and chains of syncs (A releases to B, B to C, C reads) are followed.
//! Releases that are not `Op::Sync` (a `tcgen05.commit`'s arrival) pair with every
//! channel. Past [`MAX_CHANNELS`] channels the answer is "yes" for every release
//! (the analysis is a BFS per channel).

use std::collections::HashMap;

use crate::model::{Function, InstNumbering, InstRef};
use crate::spec::{Op, SyncEvent};

/// More distinct acquire channels than this: every release publishes.
pub const MAX_CHANNELS: usize = 64;

/// For each instruction (by [`InstNumbering`] id): whether it is a release that may
/// publish to a thread that later reaches an async-proxy reader.
pub fn releases_reaching_readers(func: &Function, numbering: &InstNumbering) -> Vec<bool> {
    let n = func.inst_count();
    let mut out = vec![false; n];
    let releases: Vec<(InstRef, Option<&SyncEvent>)> = func
        .insts()
        .filter(|(_, i)| i.op.is_release())
        .map(|(at, i)| match &i.op {
            Op::Sync(ev) => (at, Some(ev)),
            _ => (at, None),
        })
        .collect();
    if releases.is_empty() || !func.insts().any(|(_, i)| i.op.reads_smem_async_proxy()) {
        return out;
    }
    // Channels: acquires that pair with the same releases, with one representative.
    let mut channels: Vec<(SyncEvent, Vec<InstRef>)> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    for (at, inst) in func.insts() {
        let Op::Sync(ev) = &inst.op else { continue };
        if !ev.acquire {
            continue;
        }
        let key = format!("{:?} {:?} {:?}", ev.kind, ev.barrier_id, ev.mbarrier);
        let k = *index.entry(key).or_insert_with(|| {
            channels.push((*ev, Vec::new()));
            channels.len() - 1
        });
        channels[k].1.push(at);
    }
    if channels.len() > MAX_CHANNELS {
        for (at, _) in &releases {
            out[numbering.id(*at) as usize] = true;
        }
        return out;
    }
    let pairs =
        |rel: Option<&SyncEvent>, ch: usize| rel.is_none_or(|r| r.may_pair(&channels[ch].0));
    // Per channel: a reader reachable from one of its acquires, and the releases
    // reachable from them.
    let mut direct = vec![false; channels.len()];
    let mut reached: Vec<Vec<usize>> = vec![Vec::new(); channels.len()];
    let rel_index: HashMap<InstRef, usize> = releases
        .iter()
        .enumerate()
        .map(|(k, (at, _))| (*at, k))
        .collect();
    // From `starts` (acquires; each scan begins after it): whether an async-proxy
    // reader is reachable on a path with no `fence.proxy.async` between the acquire
    // and the read (a fence in the acquiring thread orders the published write before
    // its later async-proxy reads), and the releases reachable (fenced or not: a
    // thread further down a chain of syncs is not covered by this thread's fence).
    let search = |starts: &[InstRef]| -> (bool, Vec<usize>) {
        let mut seen = vec![[false; 2]; func.blocks.len()];
        let mut rels = Vec::new();
        let mut work: Vec<(crate::model::BlockId, usize, bool)> = starts
            .iter()
            .map(|a| (a.block, a.index as usize + 1, false))
            .collect();
        while let Some((b, from, mut fenced)) = work.pop() {
            let bi = b.0 as usize;
            if from == 0 {
                // An unfenced visit covers a fenced one.
                if seen[bi][0] || std::mem::replace(&mut seen[bi][usize::from(fenced)], true) {
                    continue;
                }
            }
            let block = func.block(b);
            for (i, inst) in block.insts.iter().enumerate().skip(from) {
                if inst.op == Op::ProxyFenceAsync && inst.guard.is_none() {
                    fenced = true;
                }
                if !fenced && inst.op.reads_smem_async_proxy() {
                    return (true, rels);
                }
                if let Some(&r) = rel_index.get(&InstRef {
                    block: b,
                    index: i as u32,
                }) {
                    rels.push(r);
                }
            }
            work.extend(block.succs.iter().map(|&s| (s, 0, fenced)));
        }
        rels.sort_unstable();
        rels.dedup();
        (false, rels)
    };
    for (ch, (_, acquires)) in channels.iter().enumerate() {
        let (found, rels) = search(acquires);
        direct[ch] = found;
        reached[ch] = rels;
    }
    // A channel reaches a reader directly, or through a release that pairs with a
    // channel that does.
    let mut reaches = direct.clone();
    loop {
        let mut changed = false;
        for ch in 0..channels.len() {
            if reaches[ch] {
                continue;
            }
            // An ordered barrier met on the way pairs its threads there, whose
            // continuation this channel's search covered already.
            let via = reached[ch].iter().any(|&r| {
                let rel = releases[r].1;
                !rel.is_some_and(|e| e.ordered)
                    && (0..channels.len()).any(|c| reaches[c] && pairs(rel, c))
            });
            if via {
                reaches[ch] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for (at, rel) in &releases {
        let id = numbering.id(*at) as usize;
        out[id] = match rel {
            // The other threads complete this barrier instance here and go on from
            // here: what they reach from this instruction is what matters.
            Some(ev) if ev.ordered => {
                if !ev.acquire {
                    false
                } else {
                    let (found, rels) = search(&[*at]);
                    // A release met on the way: an ordered barrier's threads go on
                    // from there, which this search covers already; another pairs
                    // with its channels.
                    found
                        || rels.iter().any(|&r| {
                            let rel = releases[r].1;
                            !rel.is_some_and(|e| e.ordered)
                                && (0..channels.len()).any(|c| reaches[c] && pairs(rel, c))
                        })
                }
            }
            _ => (0..channels.len()).any(|c| reaches[c] && pairs(*rel, c)),
        };
    }
    out
}
