//! Diagnostics with locations, rendered like mlir-opt's, and the
//! `--verify-diagnostics` checker for `// expected-error {{...}}`.

use crate::context::{Context, IrError};
use crate::ir::{AttrKind, Attribute};
use std::fmt;

/// How serious a diagnostic is, as MLIR's `DiagnosticSeverity`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// Fails the operation that reports it (parsing, verification).
    Error,
    /// Reported, but does not fail anything.
    Warning,
    /// Attached to another diagnostic.
    Note,
    /// Information for the user, such as an analysis result.
    Remark,
}

impl Severity {
    /// The word that introduces a rendered diagnostic: `error`, `warning`,
    /// `note` or `remark`.
    pub fn label(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// A message at a location, with notes: what MLIR's `InFlightDiagnostic`
/// carries. An error is returned (`Result<_, Diagnostic>`); warnings and
/// remarks are emitted into the context ([`Context::emit`]) and do not stop
/// anything.
///
/// `Display` gives the severity and message of it and of each note, one
/// per line; [`render`] adds the `file:line:col` and the source line with a
/// caret, as mlir-opt prints them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error, warning, note or remark.
    pub severity: Severity,
    /// Where it happened: a location attribute.
    pub loc: Attribute,
    /// The message, without location or severity.
    pub message: String,
    /// Notes attached with [`Diagnostic::with_note`], in order.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A diagnostic of the given severity, without notes.
    pub fn new(severity: Severity, loc: Attribute, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// An error (MLIR's `emitError`).
    pub fn error(loc: Attribute, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Error, loc, message)
    }

    /// A warning (MLIR's `emitWarning`).
    pub fn warning(loc: Attribute, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Warning, loc, message)
    }

    /// A remark (MLIR's `emitRemark`).
    pub fn remark(loc: Attribute, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Remark, loc, message)
    }

    /// The diagnostic with a note at `loc` appended (MLIR's `attachNote`).
    pub fn with_note(mut self, loc: Attribute, message: impl Into<String>) -> Diagnostic {
        self.notes
            .push(Diagnostic::new(Severity::Note, loc, message));
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.severity.label(), self.message)?;
        for n in &self.notes {
            write!(f, "\n{}: {}", n.severity.label(), n.message)?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}

/// A misuse of the IR that a correct program can meet (erasing an
/// operation whose results are used) becomes an error at an unknown
/// location, so that `?` works in hooks that return diagnostics.
impl From<IrError> for Diagnostic {
    fn from(e: IrError) -> Diagnostic {
        Diagnostic::error(Attribute::UNKNOWN_LOC, e.to_string())
    }
}

/// The first file position a location names: `(file, line, col)`.
pub fn file_line_col(ctx: &Context, loc: Attribute) -> Option<(String, u32, u32)> {
    match ctx.attr_kind(loc) {
        AttrKind::FileLineColLoc {
            file, line, col, ..
        } => Some((ctx.symbol_str(*file).to_string(), *line, *col)),
        AttrKind::NameLoc { child: Some(c), .. } => file_line_col(ctx, *c),
        // MLIR's `findInstanceOf` walks the callee, then the caller.
        AttrKind::CallSiteLoc { callee, caller } => {
            file_line_col(ctx, *callee).or_else(|| file_line_col(ctx, *caller))
        }
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|&l| file_line_col(ctx, l)),
        _ => None,
    }
}

/// Renders a diagnostic as mlir-opt prints it: `file:line:col: error:
/// message`, then the source line and a caret when the location is in
/// `source_name`, whose text is `source`; then each note the same way. As
/// in mlir-opt, a note at the same location as the diagnostic before it
/// shows no source line.
///
/// ```
/// use ods_runtime::{diag::render, parse_source, Context};
///
/// let mut ctx = Context::new();
/// let source = "module {\n  %0 = \"x.y\"() : () -> i32\n}\n";
/// let error = parse_source(&mut ctx, source, "in.mlir").unwrap_err();
/// let text = render(&ctx, &error, "in.mlir", source);
/// assert!(text.starts_with("in.mlir:2:"), "{text}");
/// assert!(text.contains("\n  %0 = \"x.y\"() : () -> i32\n"), "{text}");
/// ```
pub fn render(ctx: &Context, d: &Diagnostic, source_name: &str, source: &str) -> String {
    let mut out = String::new();
    render_one(ctx, d, source_name, source, true, &mut out);
    // At a call site, the callers follow as "called from" notes (up to
    // ten, MLIR's default call stack limit), each with its source line.
    let mut previous = d.loc;
    let mut depth = 0;
    while let AttrKind::CallSiteLoc { caller, .. } = *ctx.attr_kind(previous) {
        if depth == 10 {
            break;
        }
        depth += 1;
        previous = caller;
        if file_line_col(ctx, caller).is_some() {
            let note = Diagnostic::new(Severity::Note, caller, "called from");
            render_one(ctx, &note, source_name, source, true, &mut out);
        }
    }
    for n in &d.notes {
        // A further error shows its source line even where the one before
        // did; a note at the same place does not.
        let show_source = n.loc != previous || n.severity != Severity::Note;
        render_one(ctx, n, source_name, source, show_source, &mut out);
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
        // Without a file position mlir-opt names no file, and shows the
        // location itself unless it is unknown.
        None => {
            let shown = if matches!(ctx.attr_kind(d.loc), AttrKind::UnknownLoc) {
                String::new()
            } else {
                format!("{}: ", crate::asm::printer::location_to_string(ctx, d.loc))
            };
            out.push_str(&format!(
                "<unknown>:0: {}: {shown}{}\n",
                d.severity.label(),
                d.message
            ));
        }
    }
}

/// One `// expected-<severity> @<where> {{message}}` annotation.
#[derive(Clone, Debug)]
pub struct Expectation {
    /// The severity the diagnostic must have.
    pub severity: Severity,
    /// 1-based line the diagnostic must be reported on; 0 for `@unknown`,
    /// a diagnostic at an unknown location.
    pub line: u32,
    /// Text the diagnostic's message must contain.
    pub text: String,
    /// Line of the annotation itself, for the report.
    pub at_line: u32,
    /// 1-based column (in bytes) where `expected-` starts, for the report.
    pub at_col: u32,
    /// Whether a reported diagnostic matched it ([`check_expectations`]
    /// sets it).
    pub matched: bool,
}

/// Reads the annotations of a buffer.
pub fn expectations(source: &str) -> Result<Vec<Expectation>, (u32, String)> {
    let mut out = Vec::new();
    // Every tool run reads them: most inputs have none, and one search
    // costs less than splitting a large input into lines.
    if !source.contains("expected-") {
        return Ok(out);
    }
    let lines: Vec<&str> = source.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let line_no = i as u32 + 1;
        let mut rest = *line;
        while let Some(pos) = rest.find("expected-") {
            let at_col = (line.len() - rest.len() + pos) as u32 + 1;
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
                    "unknown" => 0,
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
                at_col,
                matched: false,
            });
            rest = &body[end + 2..];
        }
    }
    Ok(out)
}

/// Matches reported diagnostics `(severity, line, message)` against the
/// expectations (marking those matched); returns the indices of the
/// reported diagnostics that none expected.
pub fn match_expectations(
    expected: &mut [Expectation],
    reported: &[(Severity, u32, String)],
) -> Vec<usize> {
    let mut unexpected = Vec::new();
    for (i, (sev, line, msg)) in reported.iter().enumerate() {
        match expected
            .iter_mut()
            .find(|e| !e.matched && e.severity == *sev && e.line == *line && msg.contains(&e.text))
        {
            Some(e) => e.matched = true,
            None => unexpected.push(i),
        }
    }
    unexpected
}

/// Matches reported diagnostics `(severity, line, message)` against the
/// expectations; returns the failures as messages.
pub fn check_expectations(
    expected: &mut [Expectation],
    reported: &[(Severity, u32, String)],
) -> Vec<String> {
    let mut problems: Vec<String> = match_expectations(expected, reported)
        .into_iter()
        .map(|i| {
            let (sev, line, msg) = &reported[i];
            format!("line {line}: unexpected {}: {msg}", sev.label())
        })
        .collect();
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

/// An expectation nothing matched, as mlir-opt's `--verify-diagnostics`
/// reports it: `file:line:col: error: expected <severity> "<text>" was
/// not produced` at the annotation's `expected-`, with its source line and
/// a caret underlined for as many characters as the text has (for an
/// `@unknown` one, `<unknown>:0: error: ...` alone).
pub fn render_unmet(e: &Expectation, source_name: &str, source: &str) -> String {
    let what = format!(
        "expected {} \"{}\" was not produced",
        e.severity.label(),
        e.text
    );
    // MLIR reports an `@unknown` annotation at an unknown location.
    if e.line == 0 {
        return format!("<unknown>:0: error: {what}\n");
    }
    let mut out = format!("{source_name}:{}:{}: error: {what}\n", e.at_line, e.at_col);
    if let Some(text) = source.lines().nth(e.at_line as usize - 1) {
        out.push_str(text);
        out.push('\n');
        out.push_str(&" ".repeat(e.at_col as usize - 1));
        out.push('^');
        out.push_str(&"~".repeat(e.text.len().saturating_sub(1)));
        out.push('\n');
    }
    out
}

/// The system's message for an I/O error as LLVM words it
/// (`No such file or directory`), without Rust's ` (os error N)`.
pub fn system_message(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}
