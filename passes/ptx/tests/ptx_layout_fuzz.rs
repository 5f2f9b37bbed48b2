//! Differential fuzz test of the PTX reader against ptxas (issue 11): real PTX (the
//! Triton kernels, nvcc's output, the lit PTX inputs, llc's output for the lit LLVM
//! inputs) gets random *layout* mutations that keep its meaning: blanks removed or
//! added around `{ } [ ] , ;`, comments between tokens, line breaks inside statements,
//! statements joined on one line, fresh labels (on their own line or the
//! instruction's), integer immediates in hex, octal or binary, blanks before opcode
//! modifiers. Each mutant that ptxas accepts must be read, and the checker must find
//! the same hazards as on the original (rule, instruction ordinal, related ordinals).
//!
//! A failing mutant is shrunk: its mutations are a list replayed on the original
//! text, and the test removes mutations while the failure persists, then prints the
//! minimal list and the text. (Shrinking over the list of edits, not over generated
//! values, is what makes a failure readable here; proptest's value shrinking would
//! need ptxas in the loop at each step all the same. The generator is the project's
//! dependency-free `testing::Rng`.)
//!
//! `PTX_FUZZ_CASES` mutants (default 20) from seed `PTX_FUZZ_SEED` (default 1);
//! `scripts/long-ptx-fuzz` is the long run. Without ptxas the mutants are not
//! filtered (every mutation is meant to be valid PTX), and the test says so.

use std::path::{Path, PathBuf};
use std::process::Command;

use tcgen05_core::checks::check_all;
use tcgen05_core::model::{Function, InstRef};
use tcgen05_core::plan::Config;
use tcgen05_core::testing::{env_u64, Rng};
use tcgen05_ptx::read_module;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn ptxas() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("PTXAS") {
        return Some(PathBuf::from(p));
    }
    let p = repo().join(".tools/bin/ptxas");
    p.is_file().then_some(p)
}

fn assembles(ptxas: &Path, ptx: &str, target: &str, tag: &str) -> bool {
    let dir = std::env::temp_dir().join(format!("ptx-layout-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary folder");
    let input = dir.join(format!("{tag}.ptx"));
    std::fs::write(&input, ptx).expect("temporary file");
    let ok = Command::new(ptxas)
        .arg(format!("-arch={target}"))
        .arg("-o")
        .arg(dir.join(format!("{tag}.cubin")))
        .arg(&input)
        .output()
        .is_ok_and(|o| o.status.success());
    let _ = std::fs::remove_dir_all(&dir);
    ok
}

/// The corpus: committed real PTX, and llc's PTX for the lit LLVM inputs when llc is
/// installed.
fn corpus() -> Vec<(String, String)> {
    let mut files = Vec::new();
    for dir in [
        "testdata/triton",
        "testdata/nvcc",
        "lit-tests/ptx",
        "lit-tests/ptx/Inputs",
    ] {
        let Ok(entries) = std::fs::read_dir(repo().join(dir)) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| Some(e.ok()?.path())).collect();
        paths.sort();
        for p in paths
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "ptx"))
        {
            let text = std::fs::read_to_string(&p).expect("corpus file");
            files.push((
                format!("{dir}/{}", p.file_name().unwrap().to_string_lossy()),
                text,
            ));
        }
    }
    let llc = Path::new("/usr/lib/llvm-22/bin/llc");
    if llc.is_file() {
        let mut lls: Vec<PathBuf> = std::fs::read_dir(repo().join("lit-tests/rules"))
            .map(|d| d.filter_map(|e| Some(e.ok()?.path())).collect())
            .unwrap_or_default();
        lls.sort();
        for ll in lls
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        {
            let out = Command::new(llc)
                .args([
                    "-march=nvptx64",
                    "-mcpu=sm_100a",
                    "-mattr=+ptx88",
                    "-o",
                    "-",
                ])
                .arg(&ll)
                .output();
            if let Some(out) = out.ok().filter(|o| o.status.success()) {
                let name = format!("llc:{}", ll.file_name().unwrap().to_string_lossy());
                files.push((name, String::from_utf8_lossy(&out.stdout).into_owned()));
            }
        }
    }
    files
}

/// What the checker finds, by instruction ordinal (labels split blocks, so block
/// indices are not comparable between layouts; the order of statements is).
type Hazards = Vec<(String, Vec<(String, usize, Vec<usize>)>)>;

fn hazards(src: &str) -> Result<Hazards, String> {
    let module = read_module(src).map_err(|e| format!("{}:{}: {}", e.line, e.col, e.message))?;
    // The strict reading finds the most hazards, so it compares the most.
    let config = Config::STRICT;
    Ok(module
        .functions
        .iter()
        .map(|pf| {
            let ordinal = ordinals(&pf.func);
            let mut found: Vec<(String, usize, Vec<usize>)> = check_all(&pf.func, &config)
                .into_iter()
                .map(|f| {
                    let mut related: Vec<usize> = f.related.iter().map(|r| ordinal(*r)).collect();
                    related.sort();
                    (f.rule.id().to_string(), ordinal(f.at), related)
                })
                .collect();
            found.sort();
            (pf.func.name.clone(), found)
        })
        .collect())
}

fn ordinals(func: &Function) -> impl Fn(InstRef) -> usize + '_ {
    let mut starts = Vec::with_capacity(func.blocks.len());
    let mut n = 0;
    for b in &func.blocks {
        starts.push(n);
        n += b.insts.len();
    }
    move |at: InstRef| starts[at.block.0 as usize] + at.index as usize
}

/// Layout mutations. Each picks its site as `choice % (number of sites)` in the
/// current text, so a list of mutations replays deterministically.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mutation {
    /// Remove the blanks on both sides of a `{ } [ ] , ;` in an instruction.
    Squeeze,
    /// A blank, tab or line break after a `,`.
    Spread,
    /// `/* c */` after a `,` or before a `;`.
    BlockComment,
    /// `// c` and a line break after a `;`.
    LineComment,
    /// Join the line after a `;` to it.
    JoinLines,
    /// A fresh label before an instruction, on its own line or the same line.
    Label,
    /// A decimal immediate operand in hex, octal or binary.
    Immediate,
    /// A blank before an opcode's modifier (`.bulk_group .L2::cache_hint`).
    ModifierBlank,
}

const MUTATIONS: [Mutation; 8] = [
    Mutation::Squeeze,
    Mutation::Spread,
    Mutation::BlockComment,
    Mutation::LineComment,
    Mutation::JoinLines,
    Mutation::Label,
    Mutation::Immediate,
    Mutation::ModifierBlank,
];

/// Byte ranges of instruction lines inside function bodies: lines that start (after
/// blanks) with a letter or `@` and end with `;`, with no comment or string in them.
fn instruction_lines(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        let start = pos;
        pos += line.len();
        let body = line.trim_end_matches(['\n', '\r']);
        let trimmed = body.trim();
        let in_body = depth > 0;
        depth += body.matches('{').count() as i32 - body.matches('}').count() as i32;
        if !in_body
            || body.contains("//")
            || body.contains("/*")
            || body.contains('"')
            || !trimmed.ends_with(';')
            || !trimmed.starts_with(|c: char| c.is_ascii_alphabetic() || c == '@')
        {
            continue;
        }
        let lead = body.len() - body.trim_start().len();
        out.push((start + lead, start + body.trim_end().len()));
    }
    out
}

fn apply(text: &str, m: Mutation, choice: u64, fresh: &mut u32) -> Option<String> {
    let lines = instruction_lines(text);
    // Candidate sites: (byte offset, what to do there).
    let mut sites: Vec<(usize, usize, String)> = Vec::new(); // replace [a, b) with s
    for &(a, b) in &lines {
        let line = &text[a..b];
        let opcode_end = line
            .find(|c: char| c.is_whitespace() || "{[".contains(c))
            .unwrap_or(line.len());
        let opcode_start = if line.starts_with('@') {
            // `@%p bra`: the opcode follows the predicate.
            let after = line.find(char::is_whitespace).unwrap_or(0);
            after + line[after..].len() - line[after..].trim_start().len()
        } else {
            0
        };
        let opcode_end = if opcode_start > 0 {
            opcode_start
                + line[opcode_start..]
                    .find(|c: char| c.is_whitespace() || "{[".contains(c))
                    .unwrap_or(line.len() - opcode_start)
        } else {
            opcode_end
        };
        match m {
            Mutation::Squeeze => {
                for (i, c) in line.char_indices().skip(opcode_end) {
                    if "{}[],;".contains(c) {
                        let l = line[..i].trim_end().len();
                        let r = i + 1 + (line[i + 1..].len() - line[i + 1..].trim_start().len());
                        if l < i || r > i + 1 {
                            sites.push((a + l, a + r, c.to_string()));
                        }
                    }
                }
                // The blank between opcode and operands when an operand starts
                // with `{` or `[`.
                let rest = &line[opcode_end..];
                let t = rest.trim_start();
                if t.starts_with(['{', '[']) && t.len() < rest.len() {
                    sites.push((
                        a + opcode_end,
                        a + opcode_end + rest.len() - t.len(),
                        String::new(),
                    ));
                }
            }
            Mutation::Spread | Mutation::BlockComment => {
                for (i, c) in line.char_indices().skip(opcode_end) {
                    if c == ',' {
                        let s = match m {
                            Mutation::Spread => {
                                [", ", ",\t", ",\n\t\t", " ,  "][(choice >> 8) as usize % 4]
                            }
                            _ => ", /* c */ ",
                        };
                        sites.push((a + i, a + i + 1, s.to_string()));
                    }
                }
                if m == Mutation::BlockComment && line.ends_with(';') {
                    sites.push((b - 1, b, "/* end */;".to_string()));
                }
            }
            Mutation::LineComment => sites.push((b, b, " // c".to_string())),
            Mutation::JoinLines => {
                if text[b..].starts_with('\n') {
                    let next = &text[b + 1..];
                    let next_line = next.lines().next().unwrap_or("");
                    let nt = next_line.trim_start();
                    if !nt.starts_with(".loc") && !nt.starts_with(".file") && !nt.starts_with("//")
                    {
                        sites.push((b, b + 1, " ".to_string()));
                    }
                }
            }
            Mutation::Label => {
                let sep = if (choice >> 8).is_multiple_of(2) {
                    " "
                } else {
                    "\n\t"
                };
                sites.push((a, a, format!("$Lfuzz{}:{sep}", *fresh)));
            }
            Mutation::Immediate => {
                for (i, c) in line.char_indices().skip(opcode_end) {
                    let prev = line[..i].chars().last().unwrap_or(' ');
                    if !c.is_ascii_digit() || prev.is_ascii_alphanumeric() || "_$%.".contains(prev)
                    {
                        continue;
                    }
                    let len = line[i..]
                        .find(|c: char| !c.is_ascii_alphanumeric() && c != '.')
                        .unwrap_or(line.len() - i);
                    let word = &line[i..i + len];
                    // A literal with a leading zero is octal (or one this mutation
                    // wrote already): reading it as decimal would change its value.
                    if word.len() > 1 && word.starts_with('0') {
                        continue;
                    }
                    let Ok(v) = word.parse::<u64>() else { continue };
                    let s = match (choice >> 8) % 3 {
                        0 => format!("0x{v:X}"),
                        1 => format!("0{v:o}"),
                        _ => format!("0b{v:b}"),
                    };
                    sites.push((a + i, a + i + len, s));
                }
            }
            Mutation::ModifierBlank => {
                for (i, c) in line[..opcode_end].char_indices().skip(opcode_start + 1) {
                    if c == '.' && line[i + 1..].starts_with(|c: char| c.is_ascii_alphanumeric()) {
                        sites.push((a + i, a + i, " ".to_string()));
                    }
                }
            }
        }
    }
    if sites.is_empty() {
        return None;
    }
    let (x, y, s) = &sites[(choice as usize) % sites.len()];
    if let Mutation::Label = m {
        *fresh += 1;
    }
    Some(format!("{}{}{}", &text[..*x], s, &text[*y..]))
}

fn replay(original: &str, muts: &[(Mutation, u64)]) -> String {
    let mut text = original.to_string();
    let mut fresh = 0;
    for &(m, choice) in muts {
        if let Some(t) = apply(&text, m, choice, &mut fresh) {
            text = t;
        }
    }
    text
}

/// The failure of one mutant, if any: not read, or different hazards.
fn failure(expected: &Hazards, mutant: &str) -> Option<String> {
    match hazards(mutant) {
        Err(e) => Some(format!("not read: {e}")),
        Ok(h) if &h != expected => Some(format!(
            "different hazards:\n{h:?}\nexpected:\n{expected:?}"
        )),
        Ok(_) => None,
    }
}

#[test]
fn reader_follows_ptxas_on_layout_mutants() {
    let cases = env_u64("PTX_FUZZ_CASES", 20);
    let mut rng = Rng::new(env_u64("PTX_FUZZ_SEED", 1));
    let ptxas = ptxas();
    if ptxas.is_none() {
        eprintln!("ptx_layout_fuzz: ptxas not found ($PTXAS or .tools/bin/ptxas): mutants are not filtered by ptxas");
    }
    // Every original is read, with its hazards; whether ptxas accepts it is asked
    // when a case first picks it (the suite's bounded run then assembles only the
    // files it mutates).
    let mut originals = Vec::new();
    for (name, text) in corpus() {
        let target = text
            .lines()
            .find_map(|l| l.trim().strip_prefix(".target"))
            // The first architecture (`.target sm_100a, debug // note`).
            .and_then(|t| t.split([',', ' ', '\t']).find(|w| !w.is_empty()))
            .map(str::to_string)
            .unwrap_or_else(|| "sm_100a".into());
        let expected =
            hazards(&text).unwrap_or_else(|e| panic!("{name}: the original is not read: {e}"));
        originals.push((name, text, target, expected));
    }
    assert!(
        originals.len() >= 10,
        "too few corpus files: {}",
        originals.len()
    );
    let mut original_assembles: Vec<Option<bool>> = vec![None; originals.len()];
    let (mut checked, mut rejected, mut skipped) = (0u64, 0u64, 0u64);
    for case in 0..cases {
        let pick = rng.below(originals.len() as u64) as usize;
        let (name, text, target, expected) = &originals[pick];
        if let Some(p) = &ptxas {
            let ok = *original_assembles[pick]
                .get_or_insert_with(|| assembles(p, text, target, "original"));
            if !ok {
                skipped += 1;
                continue;
            }
        }
        let muts: Vec<(Mutation, u64)> = (0..1 + rng.below(8))
            .map(|_| (*rng.pick(&MUTATIONS), rng.next_u64()))
            .collect();
        let mutant = replay(text, &muts);
        if let Some(p) = &ptxas {
            if !assembles(p, &mutant, target, "mutant") {
                rejected += 1;
                continue;
            }
        }
        checked += 1;
        let Some(first) = failure(expected, &mutant) else {
            continue;
        };
        // Shrink: drop mutations while the mutant stays valid and still fails.
        let mut minimal = muts.clone();
        let mut i = 0;
        while i < minimal.len() {
            let mut fewer = minimal.clone();
            fewer.remove(i);
            let m = replay(text, &fewer);
            let valid = ptxas
                .as_ref()
                .is_none_or(|p| assembles(p, &m, target, "shrink"));
            if valid && failure(expected, &m).is_some() {
                minimal = fewer;
            } else {
                i += 1;
            }
        }
        let shrunk = replay(text, &minimal);
        let diff: Vec<String> = text
            .lines()
            .zip(shrunk.lines())
            .filter(|(a, b)| a != b)
            .take(6)
            .map(|(a, b)| format!("- {a}\n+ {b}"))
            .collect();
        panic!(
            "case {case} on {name}: {first}\nminimal mutations: {minimal:?}\nchanged lines:\n{}\nfailure of the minimal mutant: {}",
            diff.join("\n"),
            failure(expected, &shrunk).unwrap_or_default()
        );
    }
    eprintln!(
        "ptx_layout_fuzz: {checked} mutants read with the original's hazards, {rejected} rejected by ptxas, {skipped} cases on originals ptxas rejects, over {} corpus files",
        originals.len()
    );
    assert!(checked > 0, "no mutant was checked");
}
