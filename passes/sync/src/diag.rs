//! Diagnostics as compilers print them (`file:line:col: error: message [RULE]` with
//! `note:` lines) or as one JSON object per line. The pipeline returns them as data;
//! rendering is the caller's choice.

/// How diagnostics are printed (`--diagnostics`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DiagnosticsFormat {
    /// `file:line:col: error: message [RULE]` with `note:` lines.
    Text,
    /// One JSON object per line.
    Json,
}

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    Error,
    Warning,
    /// One inserted instruction (`--remarks`).
    Remark,
    /// How the input was read (newer-LLVM spellings rewritten), with `--remarks`.
    Note,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

/// Where something is: debug info or PTX line when known, otherwise the function and
/// the instruction's index in it.
#[derive(Clone, Debug, Default)]
pub struct Location {
    pub file: String,
    pub line: Option<u32>,
    pub col: Option<u32>,
    pub function: String,
    pub index: Option<usize>,
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.line, self.col) {
            (Some(l), Some(c)) if c > 0 => write!(f, "{}:{l}:{c}", self.file),
            (Some(l), _) => write!(f, "{}:{l}", self.file),
            _ => match self.index {
                Some(i) => write!(f, "{}:@{}:{i}", self.file, self.function),
                None => write!(f, "{}", self.file),
            },
        }
    }
}

/// A diagnostic or a remark.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    /// The rule id of RULES.md (`R-LD-USE`), for rule findings.
    pub rule: Option<&'static str>,
    pub message: String,
    /// `None` for a message about the whole run (the emitted PTX breaks a rule).
    pub location: Option<Location>,
    /// The other end of the hazard: location and what is there.
    pub related: Vec<(Location, String)>,
}

fn json_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_opt(v: Option<impl std::fmt::Display>) -> String {
    v.map_or("null".into(), |x| x.to_string())
}

fn json_location(l: &Location) -> String {
    format!(
        "{{\"file\":{},\"line\":{},\"column\":{},\"function\":{},\"index\":{}}}",
        json_str(&l.file),
        json_opt(l.line),
        json_opt(l.col),
        json_str(&l.function),
        json_opt(l.index)
    )
}

impl Diagnostic {
    /// One line of text (plus `note:` lines) or one JSON object.
    pub fn render(&self, format: DiagnosticsFormat) -> String {
        let Some(location) = &self.location else {
            return plain(format, self.severity, &self.message);
        };
        match format {
            DiagnosticsFormat::Text => {
                let rule = self.rule.map_or(String::new(), |r| format!(" [{r}]"));
                let mut s = format!(
                    "{}: {}: {}{rule}",
                    location,
                    self.severity.as_str(),
                    self.message
                );
                for (loc, text) in &self.related {
                    s.push_str(&format!("\n{loc}: note: {text}"));
                }
                s
            }
            DiagnosticsFormat::Json => {
                let related: Vec<String> = self
                    .related
                    .iter()
                    .map(|(l, t)| {
                        format!(
                            "{{\"location\":{},\"message\":{}}}",
                            json_location(l),
                            json_str(t)
                        )
                    })
                    .collect();
                format!(
                    "{{\"severity\":{},\"rule\":{},\"message\":{},\"function\":{},\"location\":{},\"related\":[{}]}}",
                    json_str(self.severity.as_str()),
                    self.rule.map_or("null".into(), json_str),
                    json_str(&self.message),
                    json_str(&location.function),
                    json_location(location),
                    related.join(",")
                )
            }
        }
    }
}

/// An error that is not about a rule (bad input, I/O): `tcgen05-opt: error: message`.
pub fn plain_error(format: DiagnosticsFormat, message: &str) -> String {
    plain(format, Severity::Error, message)
}

/// A message without a location: `tcgen05-opt: <severity>: message`.
fn plain(format: DiagnosticsFormat, severity: Severity, message: &str) -> String {
    match format {
        DiagnosticsFormat::Text => format!("tcgen05-opt: {}: {message}", severity.as_str()),
        DiagnosticsFormat::Json => format!(
            "{{\"severity\":{},\"rule\":null,\"message\":{},\"function\":null,\"location\":null,\"related\":[]}}",
            json_str(severity.as_str()),
            json_str(message)
        ),
    }
}
