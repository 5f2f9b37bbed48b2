//! Commit synthesis in PTX text: the sequence `tcgen05_core::commit_synthesis`
//! decides on, written as PTX lines before each consumer ([`rewrite_ptx`]), the
//! module-level declaration of the pass-owned barrier array, and the line map that
//! lets diagnostics keep naming the input's lines ([`original_line`]).

use tcgen05_core::commit_synthesis::{barrier_slots, Synthesis, BARRIER_SYMBOL};
use tcgen05_ptx_decode::{ptx_sequence, ArrayBase};

use crate::ptx_reader::PtxFunction;

/// Where text was inserted into PTX: the insertion began on line `line` of the new
/// text (1-based) and added `lines` line breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Inserted {
    pub line: u32,
    pub lines: u32,
}

/// The line of the original text that line `line` of the rewritten text comes from
/// (a line inside an insertion maps to the line it was inserted into, the
/// consumer's), so diagnostics keep naming the input's lines.
pub fn original_line(inserted: &[Inserted], line: u32) -> u32 {
    let mut delta = 0;
    for i in inserted {
        if line > i.line + i.lines {
            delta += i.lines;
        } else if line > i.line {
            delta += line - i.line;
        }
    }
    line - delta
}

/// Insert the synthesised completions into PTX source text, and the module-level
/// declaration of the barrier array (after `.address_size`, or `.target`, when some
/// function gets one and the text does not declare it yet). Every other byte is
/// kept. Returns the text and where lines were inserted.
pub fn rewrite_ptx(
    src: &str,
    functions: &[(&PtxFunction, &[Synthesis])],
) -> (String, Vec<Inserted>) {
    let mut inserts: Vec<(usize, String)> = Vec::new();
    let mut n = 0;
    for (pf, synths) in functions {
        for s in synths.iter() {
            let (start, _) = pf.spans[s.at.block.0 as usize][s.at.index as usize];
            let line_start = src[..start].rfind('\n').map_or(0, |i| i + 1);
            let indent: String = src[line_start..start]
                .chars()
                .take_while(|c| c.is_whitespace())
                .collect();
            let pred = src[start..]
                .strip_prefix('@')
                .and_then(|rest| rest.split_whitespace().next())
                .filter(|_| s.guarded);
            inserts.push((start, ptx_sequence(s, n, pred, ArrayBase::Symbol, &indent)));
            n += 1;
        }
    }
    if inserts.is_empty() {
        return (src.to_string(), Vec::new());
    }
    // One slot per thread of the largest block among the kernels that get one.
    let slots = functions
        .iter()
        .filter(|(_, ss)| !ss.is_empty())
        .map(|(pf, _)| barrier_slots(&pf.func))
        .max()
        .unwrap_or(1);
    // A declaration of an earlier run (comments that mention it do not count): kept,
    // made larger when it has fewer slots (it comes before every function, so the
    // insertions move by the difference).
    let marker = format!(" {BARRIER_SYMBOL}[");
    let mut owned = None;
    let mut offset = 0usize;
    let mut pos = 0usize;
    let mut declared = false;
    for l in src.split_inclusive('\n') {
        if l.trim_start().starts_with(".shared") && l.contains(&marker) {
            declared = true;
            let at = pos + l.find(&marker).map_or(0, |i| i + marker.len());
            let len = src[at..].find(']').unwrap_or(0);
            let have: u32 = src[at..at + len].trim().parse().unwrap_or(0);
            if have < slots {
                let new = slots.to_string();
                owned = Some(format!("{}{new}{}", &src[..at], &src[at + len..]));
                offset = new.len().wrapping_sub(len);
            }
            break;
        }
        pos += l.len();
    }
    let src: &str = match &owned {
        Some(text) => {
            for (p, _) in inserts.iter_mut() {
                *p = p.wrapping_add(offset);
            }
            text
        }
        None => src,
    };
    let decl = format!(
        "\n// tcgen05-opt: pass-owned mbarriers of synthesised completions, one per thread\n.shared .align 8 .b64 {BARRIER_SYMBOL}[{slots}];\n"
    );
    let decl_at = [".address_size", ".target"]
        .iter()
        .find_map(|d| {
            let i = src.find(d)?;
            Some(src[i..].find('\n').map_or(src.len(), |e| i + e))
        })
        .unwrap_or(0);
    if !declared {
        inserts.push((decl_at, decl));
    }
    inserts.sort_by_key(|(pos, _)| *pos);
    let mut out = String::with_capacity(src.len() + inserts.len() * 600);
    let mut inserted = Vec::with_capacity(inserts.len());
    let mut line = 1;
    let mut last = 0;
    for (pos, text) in inserts {
        let kept = &src[last..pos];
        line += kept.matches('\n').count() as u32;
        out.push_str(kept);
        let lines = text.matches('\n').count() as u32;
        inserted.push(Inserted { line, lines });
        line += lines;
        out.push_str(&text);
        last = pos;
    }
    out.push_str(&src[last..]);
    (out, inserted)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ptx_reader::read_module;
    use tcgen05_core::checker::check;
    use tcgen05_core::commit_synthesis::commit_synthesis;
    use tcgen05_core::model::InstRef;
    use tcgen05_core::plan::Config;
    use tcgen05_core::spec::CtaGroup;

    const HEAD: &str = ".version 8.8\n.target sm_100a\n.address_size 64\n";

    fn synthesise(body: &str) -> (String, usize) {
        let src = format!("{HEAD}.visible .entry k(.param .u32 d, .param .u64 a)\n{{\n{body}}}\n");
        let m = read_module(&src).unwrap();
        let s = commit_synthesis(&m.functions[0].func);
        let (out, inserted) = rewrite_ptx(&src, &[(&m.functions[0], &s)]);
        // Every line of the input is found again through the line map.
        for (i, l) in src.lines().enumerate() {
            let new = out.lines().position(|o| o == l).unwrap() as u32 + 1;
            if !l.trim().is_empty() && src.lines().filter(|x| *x == l).count() == 1 {
                assert_eq!(original_line(&inserted, new), i as u32 + 1, "{l}");
            }
        }
        (out, s.len())
    }

    const DECLS: &str = "\t.reg .pred %p<3>;\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<3>;\n\tld.param.u32 %r1, [d];\n\tld.param.u64 %rd1, [a];\n\tsetp.ne.b32 %p1, %r1, 0;\n";
    const MMA: &str = "\ttcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd1, %r1, %p1;\n";
    const LD: &str =
        "\ttcgen05.ld.sync.aligned.32x32b.x1.b32 {%r2}, [%r1];\n\ttcgen05.wait::ld.sync.aligned;\n";

    #[test]
    fn same_thread_consumer_gets_a_commit_the_checker_accepts() {
        let (out, n) = synthesise(&format!("{DECLS}{MMA}{LD}\tret;\n"));
        assert_eq!(n, 1);
        let m = read_module(&out).unwrap();
        // The checker's only remaining finding is R-AFTER after the inserted wait,
        // which the planner repairs; no R-MMA-DONE.
        let found = check(&m.functions[0].func, &Config::default());
        assert!(found.iter().all(|f| f.rule != crate::spec::Rule::MmaDone));
        assert_eq!(commit_synthesis(&m.functions[0].func), Vec::new());
    }

    #[test]
    fn the_cost_counts_the_emitted_instructions() {
        for guarded in [false, true] {
            let s = Synthesis {
                at: InstRef {
                    block: crate::model::BlockId(0),
                    index: 0,
                },
                cta: CtaGroup::One,
                causes: Vec::new(),
                guarded,
            };
            let text = ptx_sequence(&s, 0, guarded.then_some("%p1"), ArrayBase::Symbol, "");
            let count = text
                .lines()
                .filter(|l| l.ends_with(';') && !l.starts_with(".reg"))
                .count();
            assert_eq!(count, s.instructions());
        }
    }

    #[test]
    fn consumer_in_other_threads_gets_nothing() {
        // The MMA runs only where %p2 holds; the load runs everywhere.
        let mma = MMA.replace(
            "\ttcgen05.mma",
            "\tsetp.eq.u32 %p2, %r1, 1;\n\t@%p2 tcgen05.mma",
        );
        let (out, n) = synthesise(&format!("{DECLS}{mma}{LD}\tret;\n"));
        assert_eq!(n, 0);
        assert!(!out.contains(BARRIER_SYMBOL));
    }

    #[test]
    fn the_barrier_array_is_declared_once() {
        let (out, _) = synthesise(&format!("{DECLS}{MMA}{LD}\tret;\n"));
        // Another hazard added to an already rewritten file reuses the array.
        let again = out.replacen("\tret;", &format!("{MMA}{LD}\tret;"), 1);
        let m = read_module(&again).unwrap();
        let s = commit_synthesis(&m.functions[0].func);
        assert_eq!(s.len(), 1);
        let (twice, _) = rewrite_ptx(&again, &[(&m.functions[0], &s)]);
        assert_eq!(twice.matches(&format!(" {BARRIER_SYMBOL}[")).count(), 1);
        assert_eq!(twice.matches("tcgen05.commit.cta_group").count(), 2);
    }

    #[test]
    fn a_commit_on_one_path_leaves_the_other() {
        let body = format!(
            "{DECLS}{MMA}\t@%p1 bra $skip;\n\ttcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%r1];\n$skip:\n{LD}\tret;\n"
        );
        let (_, n) = synthesise(&body);
        assert_eq!(n, 1);
    }
}
