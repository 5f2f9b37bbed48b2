//! Diagnostics as compilers print them (`file:line:col: error: message [RULE]` with
//! `note:` lines) or as one JSON object per line.

use crate::DiagnosticsFormat;

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

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: &'static str,
    pub rule: Option<&'static str>,
    pub message: String,
    pub location: Location,
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
    pub fn render(&self, format: DiagnosticsFormat) -> String {
        match format {
            DiagnosticsFormat::Text => {
                let rule = self.rule.map_or(String::new(), |r| format!(" [{r}]"));
                let mut s = format!(
                    "{}: {}: {}{rule}",
                    self.location, self.severity, self.message
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
                    json_str(self.severity),
                    self.rule.map_or("null".into(), json_str),
                    json_str(&self.message),
                    json_str(&self.location.function),
                    json_location(&self.location),
                    related.join(",")
                )
            }
        }
    }
}

/// An error that is not about a rule (bad input, I/O): `file: error: message`.
/// A note without a location (how the input was read), in the chosen format.
pub fn plain_note(format: DiagnosticsFormat, message: &str) -> String {
    match format {
        DiagnosticsFormat::Text => format!("tcgen05-opt: note: {message}"),
        DiagnosticsFormat::Json => format!(
            "{{\"severity\":\"note\",\"rule\":null,\"message\":{},\"function\":null,\"location\":null,\"related\":[]}}",
            json_str(message)
        ),
    }
}

pub fn plain_error(format: DiagnosticsFormat, message: &str) -> String {
    match format {
        DiagnosticsFormat::Text => format!("tcgen05-opt: error: {message}"),
        DiagnosticsFormat::Json => format!(
            "{{\"severity\":\"error\",\"rule\":null,\"message\":{},\"function\":null,\"location\":null,\"related\":[]}}",
            json_str(message)
        ),
    }
}
