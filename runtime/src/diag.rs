//! Diagnostics with locations, rendered like mlir-opt's, and the
//! `--verify-diagnostics` checker for `// expected-error {{...}}`.

use crate::context::Context;
use crate::ir::{AttrKind, Attribute};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl Severity {
    pub fn label(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub loc: Attribute,
    pub message: String,
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    pub fn error(loc: Attribute, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    pub fn with_note(mut self, loc: Attribute, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }
}

/// The first file position a location names: `(file, line, col)`.
pub fn file_line_col(ctx: &Context, loc: Attribute) -> Option<(String, u32, u32)> {
    match ctx.attr_kind(loc) {
        AttrKind::FileLineColLoc {
            file, line, col, ..
        } => Some((ctx.symbol_str(*file).to_string(), *line, *col)),
        AttrKind::NameLoc { child: Some(c), .. } => file_line_col(ctx, *c),
        AttrKind::CallSiteLoc { callee, .. } => file_line_col(ctx, *callee),
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|&l| file_line_col(ctx, l)),
        _ => None,
    }
}

/// Renders `file:line:col: error: message`, then the source line and a
/// caret when the file is `source_name` and its text is at hand. As in
/// mlir-opt, a note at the same location as the diagnostic before it shows
/// no source line.
pub fn render(ctx: &Context, d: &Diagnostic, source_name: &str, source: &str) -> String {
    let mut out = String::new();
    render_one(ctx, d, source_name, source, true, &mut out);
    let mut previous = d.loc;
    for n in &d.notes {
        render_one(ctx, n, source_name, source, n.loc != previous, &mut out);
        previous = n.loc;
    }
    out
}

fn render_one(
    ctx: &Context,
    d: &Diagnostic,
    source_name: &str,
    source: &str,
    show_source: bool,
    out: &mut String,
) {
    match file_line_col(ctx, d.loc) {
        Some((file, line, col)) => {
            out.push_str(&format!(
                "{file}:{line}:{col}: {}: {}\n",
                d.severity.label(),
                d.message
            ));
            if show_source && file == source_name && line > 0 {
                if let Some(text) = source.lines().nth(line as usize - 1) {
                    out.push_str(text);
                    out.push('\n');
                    out.push_str(&" ".repeat(col.saturating_sub(1) as usize));
                    out.push_str("^\n");
                }
            }
        }
        None => out.push_str(&format!(
            "loc(unknown): {}: {}\n",
            d.severity.label(),
            d.message
        )),
    }
}

/// One `// expected-<severity> @<where> {{message}}` annotation.
#[derive(Clone, Debug)]
pub struct Expectation {
    pub severity: Severity,
    /// 1-based line the diagnostic must be reported on.
    pub line: u32,
    pub text: String,
    /// Line of the annotation itself, for the report.
    pub at_line: u32,
    pub matched: bool,
}

/// Reads the annotations of a buffer.
pub fn expectations(source: &str) -> Result<Vec<Expectation>, (u32, String)> {
    let mut out = Vec::new();
    let lines: Vec<&str> = source.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let line_no = i as u32 + 1;
        let mut rest = *line;
        while let Some(pos) = rest.find("expected-") {
            let after = &rest[pos + "expected-".len()..];
            let (severity, after) = if let Some(a) = after.strip_prefix("error") {
                (Severity::Error, a)
            } else if let Some(a) = after.strip_prefix("warning") {
                (Severity::Warning, a)
            } else if let Some(a) = after.strip_prefix("note") {
                (Severity::Note, a)
            } else if let Some(a) = after.strip_prefix("remark") {
                (Severity::Remark, a)
            } else {
                rest = after;
                continue;
            };
            let mut a = after.trim_start();
            let mut target = line_no;
            if let Some(w) = a.strip_prefix('@') {
                let end = w
                    .find(|c: char| c.is_whitespace() || c == '{')
                    .unwrap_or(w.len());
                let spec = &w[..end];
                target = match spec {
                    "above" => {
                        // The previous line that is not itself an annotation.
                        let mut t = line_no - 1;
                        while t > 0
                            && lines[t as usize - 1]
                                .trim_start()
                                .starts_with("// expected-")
                        {
                            t -= 1;
                        }
                        t
                    }
                    "below" => {
                        let mut t = line_no + 1;
                        while (t as usize) <= lines.len()
                            && lines[t as usize - 1]
                                .trim_start()
                                .starts_with("// expected-")
                        {
                            t += 1;
                        }
                        t
                    }
                    s if s.starts_with('+') || s.starts_with('-') => {
                        let n: i64 = s[1..]
                            .parse()
                            .map_err(|_| (line_no, format!("invalid offset '{s}'")))?;
                        let t = if s.starts_with('+') {
                            line_no as i64 + n
                        } else {
                            line_no as i64 - n
                        };
                        if t < 1 {
                            return Err((
                                line_no,
                                "expected diagnostic line is before the file start".into(),
                            ));
                        }
                        t as u32
                    }
                    s => return Err((line_no, format!("unknown location specifier '@{s}'"))),
                };
                a = w[end..].trim_start();
            }
            let Some(body) = a.strip_prefix("{{") else {
                rest = a;
                continue;
            };
            let Some(end) = body.find("}}") else {
                return Err((line_no, "expected-* is missing its closing '}}'".into()));
            };
            out.push(Expectation {
                severity,
                line: target,
                text: body[..end].to_string(),
                at_line: line_no,
                matched: false,
            });
            rest = &body[end + 2..];
        }
    }
    Ok(out)
}

/// Matches reported diagnostics `(severity, line, message)` against the
/// expectations; returns the failures as messages.
pub fn check_expectations(
    expected: &mut [Expectation],
    reported: &[(Severity, u32, String)],
) -> Vec<String> {
    let mut problems = Vec::new();
    for (sev, line, msg) in reported {
        match expected
            .iter_mut()
            .find(|e| !e.matched && e.severity == *sev && e.line == *line && msg.contains(&e.text))
        {
            Some(e) => e.matched = true,
            None => problems.push(format!("line {line}: unexpected {}: {msg}", sev.label())),
        }
    }
    for e in expected.iter().filter(|e| !e.matched) {
        problems.push(format!(
            "line {}: expected {} \"{}\" was not produced",
            e.at_line,
            e.severity.label(),
            e.text
        ));
    }
    problems
}
