//! Errors with a source location, rendered like LLVM's:
//! `file:line:col: error: message`, the source line, a caret, and the chain
//! of includes that led to the file.

use super::source::{SourceMap, Span};
use std::fmt::Write;

/// How serious a [`Diagnostic`] is; rendered as its label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// `error:` (what evaluation and model building report).
    Error,
    /// `warning:`.
    Warning,
    /// `note:`, attached to another diagnostic.
    Note,
}

impl Severity {
    fn label(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// One message, possibly with notes attached.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// Error, warning or note.
    pub severity: Severity,
    /// Where in the sources; `None` for errors about no particular place
    /// (such as an input file that cannot be opened).
    pub span: Option<Span>,
    /// The text after the `error:` label.
    pub message: String,
    /// Notes rendered after the message (such as the previous definition of a
    /// name defined twice).
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `span`, without notes.
    pub fn error(span: Option<Span>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            span,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Adds a note at `span`.
    pub fn with_note(mut self, span: Option<Span>, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            span,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }

    /// Renders the message with its source line, caret and include chain.
    pub fn render(&self, sources: &SourceMap) -> String {
        let mut out = String::new();
        self.render_into(sources, &mut out);
        for note in &self.notes {
            note.render_into(sources, &mut out);
        }
        out
    }

    fn render_into(&self, sources: &SourceMap, out: &mut String) {
        let Some(span) = self.span else {
            let _ = writeln!(out, "{}: {}", self.severity.label(), self.message);
            return;
        };
        for inc in sources.include_chain(span.file).iter().rev() {
            let _ = writeln!(out, "Included from {}:", sources.location(*inc));
        }
        let file = sources.file(span.file);
        let (line, col) = file.line_col(span.start);
        let _ = writeln!(
            out,
            "{}: {}: {}",
            sources.location(span),
            self.severity.label(),
            self.message
        );
        let text = file.line_text(line);
        let _ = writeln!(out, "{text}");
        let pad: String = text
            .chars()
            .take(col.saturating_sub(1))
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        let _ = writeln!(out, "{pad}^");
    }
}

/// The result of a frontend stage; the error is boxed to keep the `Ok`
/// path small.
pub type Result<T> = std::result::Result<T, Box<Diagnostic>>;

/// Shorthand for an error at a span.
pub fn err<T>(span: Option<Span>, message: impl Into<String>) -> Result<T> {
    Err(Box::new(Diagnostic::error(span, message)))
}
