//! The PTX lexer shared by the PTX reader and the inline-asm decoder of the LLVM front
//! end, following what ptxas accepts rather than how compilers happen to print:
//!
//! - comments (`//` to the end of the line, `/* ... */`) may stand anywhere between
//!   tokens: [`blank_comments`] replaces them by blanks of the same byte length
//!   (newlines kept), so every later offset is still an offset into the original text;
//! - `{ } [ ] , ;` need no blanks around them; several statements may share a line and
//!   one statement may span several (`;` ends it, not the newline);
//! - a label (`name:`) may precede a statement on the same line;
//! - `.loc` and `.file` end at the newline (they have no `;`);
//! - positions become line and column through [`LineIndex`], a binary search over line
//!   starts, so reading a file is linear in its size.
//!
//! Statements are split into predicate, opcode and operands by
//! [`crate::ptx_decode::parse_statement`]. Text only: no I/O.

/// A lexing failure at a byte offset of the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    pub pos: usize,
    pub message: String,
}

/// The start offset of every line, for line and column lookups in O(log n).
#[derive(Clone, Debug)]
pub struct LineIndex {
    starts: Vec<usize>,
    len: usize,
}

impl LineIndex {
    pub fn new(src: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(
            src.bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i + 1),
        );
        LineIndex {
            starts,
            len: src.len(),
        }
    }

    /// The 1-based line and column (in bytes) of a byte offset.
    pub fn line_col(&self, pos: usize) -> (u32, u32) {
        let pos = pos.min(self.len);
        let line = self.starts.partition_point(|&s| s <= pos) - 1;
        (line as u32 + 1, (pos - self.starts[line]) as u32 + 1)
    }
}

/// `src` with every comment replaced by blanks of the same byte length (newlines
/// inside block comments are kept, so lines do not move). String literals (`.file 1
/// "a//b.cu"`) are kept as they are. An unterminated block comment or string is an
/// error at its start.
pub fn blank_comments(src: &str) -> Result<String, LexError> {
    let bytes = src.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                let end = bytes[i + 1..]
                    .iter()
                    .position(|&b| b == b'"' || b == b'\n')
                    .map(|n| i + 1 + n)
                    .filter(|&e| bytes[e] == b'"')
                    .ok_or_else(|| LexError {
                        pos: i,
                        message: "unterminated string".into(),
                    })?;
                out.extend_from_slice(&bytes[i..=end]);
                i = end + 1;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                let end = bytes[i..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(bytes.len(), |n| i + n);
                out.resize(out.len() + (end - i), b' ');
                i = end;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                let end = src[i + 2..]
                    .find("*/")
                    .map(|n| i + 2 + n + 2)
                    .ok_or_else(|| LexError {
                        pos: i,
                        message: "unterminated comment".into(),
                    })?;
                out.extend(
                    bytes[i..end]
                        .iter()
                        .map(|&b| if b == b'\n' { b'\n' } else { b' ' }),
                );
                i = end;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    // Only ASCII bytes were replaced, each by an ASCII byte, at character boundaries
    // (comment delimiters are ASCII), so the text is still UTF-8.
    String::from_utf8(out).map_err(|_| LexError {
        pos: 0,
        message: "not UTF-8 text".into(),
    })
}

/// A lexical item of a function body or asm template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// `{` opening a scope.
    Open { start: usize },
    /// `}` closing one.
    Close { start: usize },
    /// `name:`.
    Label { name: String, start: usize },
    /// A statement or a `;`-terminated directive, without its `;`; `end` is past it.
    Stmt {
        text: String,
        start: usize,
        end: usize,
    },
}

/// Whether `.loc`/`.file`-like directives (ended by the newline) start at `i`.
fn line_directive_at(src: &str, i: usize) -> bool {
    [".loc", ".file"].iter().any(|d| {
        src[i..].starts_with(d)
            && src[i + d.len()..]
                .chars()
                .next()
                .is_none_or(|c| c.is_whitespace())
    })
}

/// How a lexer call treats the end of the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastStatement {
    /// Every statement ends with `;` (PTX files).
    NeedsSemicolon,
    /// The last statement may end at the end of the text (inline-asm templates often
    /// omit the final `;`; the compiler's output adds it).
    MayEndAtEnd,
}

/// Split `src[from..to]` (comments already blanked) into items.
pub fn lex_items(
    src: &str,
    from: usize,
    to: usize,
    last: LastStatement,
) -> Result<Vec<Item>, LexError> {
    let bytes = src.as_bytes();
    let mut items = Vec::new();
    let mut i = from;
    while i < to {
        let c = bytes[i];
        if c.is_ascii_whitespace() || c == b';' {
            // An empty statement (`;;`): ptxas 13.5 rejects it; the reader tolerates
            // it, as it carries no meaning (being stricter than ptxas buys nothing).
            i += 1;
        } else if c == b'{' {
            items.push(Item::Open { start: i });
            i += 1;
        } else if c == b'}' {
            items.push(Item::Close { start: i });
            i += 1;
        } else if line_directive_at(src, i) {
            i = src[i..to].find('\n').map_or(to, |n| i + n);
        } else {
            // A label, or a statement up to `;` (braces inside operands balance).
            let mut j = i;
            let mut depth = 0i32;
            let mut label_end = None;
            while j < to {
                match bytes[j] {
                    b'{' => depth += 1,
                    b'}' if depth > 0 => depth -= 1,
                    b'}' => break,
                    b';' if depth == 0 => break,
                    b'"' => {
                        // Strings (`.pragma "nounroll"`) are opaque.
                        j += src[j + 1..to].find('"').map_or(to - j, |n| n + 1);
                    }
                    b':' if depth == 0 && label_end.is_none() => {
                        let head = src[i..j].trim();
                        let next_colon = bytes.get(j + 1) == Some(&b':');
                        let prev_colon = j > 0 && bytes[j - 1] == b':';
                        if !next_colon
                            && !prev_colon
                            && !head.is_empty()
                            && head
                                .chars()
                                .all(|c| c.is_ascii_alphanumeric() || "_$%".contains(c))
                        {
                            label_end = Some(j);
                            break;
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
            if let Some(end) = label_end {
                items.push(Item::Label {
                    name: src[i..end].trim().to_string(),
                    start: i,
                });
                i = end + 1;
                continue;
            }
            let at_end = j >= to;
            if !(j < to && bytes[j] == b';' || at_end && last == LastStatement::MayEndAtEnd) {
                return Err(LexError {
                    pos: i,
                    message: format!("expected `;` after `{}`", src[i..j.min(to)].trim()),
                });
            }
            items.push(Item::Stmt {
                text: src[i..j.min(to)].trim().to_string(),
                start: i,
                end: (j + 1).min(to),
            });
            i = j + 1;
        }
    }
    Ok(items)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_index_matches_counting() {
        let src = "a\nbc\n\ndef";
        let index = LineIndex::new(src);
        for pos in 0..=src.len() {
            let before = &src[..pos];
            let line = before.matches('\n').count() as u32 + 1;
            let col = (pos - before.rfind('\n').map_or(0, |i| i + 1)) as u32 + 1;
            assert_eq!(index.line_col(pos), (line, col), "at {pos}");
        }
    }

    #[test]
    fn comments_become_blanks_of_the_same_length() {
        let src = "add.s32 %r1, /* c\n */ %r2, 1; // tail\n.file 1 \"a//b.cu\"";
        let blank = blank_comments(src).unwrap();
        assert_eq!(blank.len(), src.len());
        assert_eq!(blank.matches('\n').count(), 2);
        assert!(blank.contains("\"a//b.cu\""));
        assert!(!blank.contains("tail") && !blank.contains('*'));
        assert!(blank_comments("a /* b").is_err());
    }

    #[test]
    fn statements_need_no_blanks_and_may_share_lines() {
        let src = "L1: mov.u32 %r1,1;add.s32 %r2,\n  %r1, 2;{ret;}";
        let items = lex_items(src, 0, src.len(), LastStatement::NeedsSemicolon).unwrap();
        let kinds: Vec<&str> = items
            .iter()
            .map(|i| match i {
                Item::Open { .. } => "{",
                Item::Close { .. } => "}",
                Item::Label { .. } => "label",
                Item::Stmt { .. } => "stmt",
            })
            .collect();
        assert_eq!(kinds, ["label", "stmt", "stmt", "{", "stmt", "}"]);
    }
}
