//! `--print-sync-graph=dot`: the control-flow graph with each block's tcgen05 and
//! thread-synchronization events and the obligations that may be pending on entry
//! (from the planner's dataflow over the input, nothing inserted), as Graphviz text
//! through petgraph's `Dot`. For reviews and documentation.

use petgraph::dot::{Config as DotConfig, Dot};
use petgraph::graph::{DiGraph, NodeIndex};

use crate::model::{Function, Inst, InstRef};
use crate::plan::{pending_at_blocks, Config, Pending};
use crate::spec::Op;

/// Whether an instruction is worth a line in the graph.
fn is_event(inst: &Inst) -> bool {
    !matches!(inst.op, Op::Plain | Op::Forward | Op::Elect)
}

fn short(text: &str) -> String {
    let t = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if t.chars().count() > 60 {
        format!("{}...", t.chars().take(57).collect::<String>())
    } else {
        t
    }
}

/// A short name of what an op is, for front ends that keep no source text.
fn describe(op: &Op) -> String {
    match op.cta_group() {
        Some(cta) if op.is_tcgen05() => format!("{}.cta_group::{}", op.mnemonic(), cta.suffix()),
        _ => op.mnemonic().to_string(),
    }
}

fn event_text(inst: &Inst) -> String {
    let guard = match inst.guard {
        Some(crate::model::Guard::Elect) => "@elect ",
        Some(crate::model::Guard::Pred { .. }) => "@p ",
        None => "",
    };
    if inst.loc.text.is_empty() {
        format!("{guard}{}", describe(&inst.op))
    } else {
        short(&inst.loc.text)
    }
}

/// Where an instruction is, for the pending lists: `bB:I` or the source line.
fn place(func: &Function, at: InstRef) -> String {
    match func.inst(at).loc.line {
        Some(line) => format!("line {line}"),
        None => format!(
            "b{}:{} {}",
            at.block.0,
            at.index,
            describe(&func.inst(at).op)
        ),
    }
}

fn pending_lines(func: &Function, p: &Pending) -> Vec<String> {
    let list = |name: &str, rule: &str, v: &[InstRef]| -> Option<String> {
        (!v.is_empty()).then(|| {
            let mut items: Vec<String> = v.iter().take(4).map(|a| place(func, *a)).collect();
            if v.len() > 4 {
                items.push(format!("+{}", v.len() - 4));
            }
            format!("pending {name} [{rule}]: {}", items.join(", "))
        })
    };
    [
        list("tcgen05.ld", "R-LD-USE/R-LD-WAR", &p.ld),
        list("tcgen05.st", "R-ST-RAW", &p.st),
        list("unfenced async op", "R-BEFORE", &p.unfenced),
        list("acquire", "R-AFTER", &p.acq),
        list("generic smem write", "R-PROXY", &p.generic),
        list("tensormap write", "R-TMAP", &p.tensormap),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// The sync graph of one function as a Graphviz digraph.
pub fn sync_graph_dot(func: &Function, config: &Config) -> String {
    let pending = pending_at_blocks(func, config);
    let mut g: DiGraph<String, String> = DiGraph::new();
    for (b, block) in func.blocks.iter().enumerate() {
        let mut lines = vec![if block.name.is_empty() {
            format!("b{b}")
        } else {
            format!("b{b} {}", block.name)
        }];
        if let Some(p) = pending.get(b) {
            lines.extend(pending_lines(func, p));
        }
        lines.extend(block.insts.iter().filter(|i| is_event(i)).map(event_text));
        g.add_node(lines.join("\n") + "\n");
    }
    for (b, block) in func.blocks.iter().enumerate() {
        for s in &block.succs {
            let label = match block.branch {
                Some((_, t, f)) if t != f && *s == t => "true".to_string(),
                Some((_, t, f)) if t != f && *s == f => "false".to_string(),
                _ => String::new(),
            };
            g.add_edge(NodeIndex::new(b), NodeIndex::new(s.0 as usize), label);
        }
    }
    let body = format!("{}", Dot::with_config(&g, &[DotConfig::GraphContentOnly]));
    format!(
        "digraph \"{}\" {{\n    node [shape=box, fontname=monospace];\n{body}}}\n",
        func.name.replace('"', "'")
    )
}
