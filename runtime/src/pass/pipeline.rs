//! MLIR's textual pass pipelines: `builtin.module(func.func(cse,
//! canonicalize{max-iterations=1}),any(cse))` parsed into an
//! [`OpPassManager`] and printed back (MLIR's `parsePassPipeline` and
//! `printAsTextualPipeline`), with MLIR's messages for what is wrong.

use super::manager::{Nesting, OpPassManager, PassEntry};
use super::pass::Pass;
use super::registry::{PassInfo, PassRegistry};
use std::fmt;

/// Why a textual pipeline was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError {
    /// Messages about option values that MLIR's command-line library
    /// prints on standard error by themselves, before the error, after the
    /// tool's name: `for the --max-iterations option: 'x' value invalid
    /// for long argument!`.
    pub value_errors: Vec<String>,
    /// MLIR's message, which mlir-opt reports at an unknown location.
    pub message: String,
    /// See [`AddPassError::printed`](super::AddPassError::printed).
    pub printed: String,
    /// Whether mlir-opt reports no error beyond what is printed: a
    /// pipeline named by a flag fails so.
    pub silent: bool,
}

impl fmt::Display for PipelineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.printed)?;
        for e in &self.value_errors {
            writeln!(f, "{e}")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for PipelineError {}

/// The pass manager `text` describes: an anchor op name (or `any`) and
/// its pipeline in parentheses.
///
/// ```
/// use ods_runtime::pass::{parse_pass_pipeline, PassRegistry};
///
/// let mut registry = PassRegistry::new();
/// ods_runtime::transforms::register_transforms_passes(&mut registry);
/// let pm = parse_pass_pipeline("builtin.module(func.func(cse), cse)", &registry).unwrap();
/// assert_eq!(pm.to_string(), "builtin.module(func.func(cse),cse)");
/// let error = parse_pass_pipeline("cse", &registry).unwrap_err();
/// assert_eq!(
///     error.message,
///     "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
/// );
/// ```
pub fn parse_pass_pipeline(
    text: &str,
    registry: &PassRegistry,
) -> Result<OpPassManager, PipelineError> {
    let text = trim(text);
    let open = text.find('(').filter(|&i| i > 0);
    let (Some(open), Some(body)) = (open, text.strip_suffix(')')) else {
        return Err(PipelineError {
            value_errors: Vec::new(),
            message: "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'".to_string(),
            printed: String::new(),
            silent: false,
        });
    };
    let mut pm = OpPassManager::new(text[..open].trim_end());
    parse_pass_pipeline_into(&body[open + 1..], &mut pm, registry)?;
    Ok(pm)
}

/// Adds the passes of the pipeline `text` (without an anchor:
/// `func.func(cse),canonicalize`) to `pm`, nested exactly as written.
pub fn parse_pass_pipeline_into(
    text: &str,
    pm: &mut OpPassManager,
    registry: &PassRegistry,
) -> Result<(), PipelineError> {
    if text.is_empty() {
        return Ok(());
    }
    let source_error = |message: String| PipelineError {
        value_errors: Vec::new(),
        message,
        printed: String::new(),
        silent: false,
    };
    let mut elements =
        parse_structure(text).map_err(|(at, m)| source_error(located(text, at, &m)))?;
    resolve(text, &mut elements, registry)
        .map_err(|(at, m)| source_error(located(text, at, &m)))?;
    let nesting = pm.nesting();
    pm.set_nesting(Nesting::Explicit);
    let mut error = PipelineError {
        value_errors: Vec::new(),
        message: String::new(),
        printed: String::new(),
        silent: false,
    };
    let added = add_to_pipeline(&elements, pm, &mut error);
    pm.set_nesting(nesting);
    added.map_err(|()| error)
}

/// A pass or an op's nested pipeline, as written.
struct Element<'t> {
    name: &'t str,
    options: &'t str,
    inner: Vec<Element<'t>>,
    pass: Option<PassInfo>,
}

impl<'t> Element<'t> {
    fn new(name: &'t str) -> Element<'t> {
        Element {
            name,
            options: "",
            inner: Vec::new(),
            pass: None,
        }
    }
}

/// LLVM's `StringRef::trim`: ASCII whitespace only.
fn trim(text: &str) -> &str {
    text.trim_matches(|c: char| c.is_ascii_whitespace() || c == '\x0b')
}

/// Where `part` (a slice of `text`) starts in `text`.
fn offset(text: &str, part: &str) -> usize {
    part.as_ptr() as usize - text.as_ptr() as usize
}

type SourceError = (usize, String);

/// The pipeline's elements, their options and nesting, not yet resolved
/// (MLIR's `parsePipelineText`).
fn parse_structure(text: &str) -> Result<Vec<Element<'_>>, SourceError> {
    let mut stack: Vec<Vec<Element>> = vec![Vec::new()];
    let mut rest = text;
    loop {
        let separator = rest.find([',', '(', ')', '{']);
        let name_end = separator.unwrap_or(rest.len());
        let level = stack.last_mut().expect("the outer pipeline stays");
        level.push(Element::new(trim(&rest[..name_end])));
        let Some(at) = separator else { break };
        rest = &rest[at..];
        if rest.starts_with('{') {
            rest = &rest[1..];
            let mut depth = 1;
            let close = rest.char_indices().find_map(|(i, c)| {
                match c {
                    '{' => depth += 1,
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            return Some(i);
                        }
                    }
                    _ => {}
                }
                None
            });
            let Some(close) = close else {
                let at = offset(text, rest) - 1;
                return Err((
                    at,
                    "missing closing '}' while processing pass options".into(),
                ));
            };
            if let Some(element) = level.last_mut() {
                element.options = &rest[..close];
            }
            rest = rest[close + 1..].trim_start();
        } else if rest.starts_with('(') {
            rest = &rest[1..];
            stack.push(Vec::new());
            continue;
        }
        while let Some(after) = rest.strip_prefix(')') {
            rest = after;
            if stack.len() == 1 {
                return Err((
                    offset(text, rest) - 1,
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline".into(),
                ));
            }
            let inner = stack.pop().unwrap_or_default();
            if let Some(owner) = stack.last_mut().and_then(|l| l.last_mut()) {
                owner.inner = inner;
            }
            rest = rest.trim_start();
        }
        if rest.is_empty() {
            break;
        }
        match rest.strip_prefix(',') {
            Some(after) => rest = after,
            None => {
                return Err((
                    offset(text, rest),
                    "expected ',' after parsing pipeline".into(),
                ))
            }
        }
    }
    if stack.len() > 1 {
        return Err((
            offset(text, rest),
            "encountered unbalanced parentheses while parsing pipeline".into(),
        ));
    }
    Ok(stack.pop().unwrap_or_default())
}

/// Finds each pass in the registry; an element with a nested pipeline is
/// an op name.
fn resolve(
    text: &str,
    elements: &mut [Element],
    registry: &PassRegistry,
) -> Result<(), SourceError> {
    for element in elements {
        if !element.inner.is_empty() {
            resolve(text, &mut element.inner, registry)?;
            continue;
        }
        match registry.lookup(element.name) {
            Some(info) => element.pass = Some(*info),
            None => {
                return Err((
                    offset(text, element.name),
                    format!(
                        "'{}' does not refer to a registered pass or pass pipeline",
                        element.name
                    ),
                ))
            }
        }
    }
    Ok(())
}

/// The message as LLVM's source manager prints it for the pipeline's
/// text, with the line and a caret at the offset `at`.
fn located(text: &str, at: usize, message: &str) -> String {
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    let line = text[..at].matches('\n').count() + 1;
    let col = at - line_start + 1;
    format!(
        "MLIR Textual PassPipeline Parser:{line}:{col}: error: {message}\n{}\n{}^\n",
        &text[line_start..line_end],
        " ".repeat(col - 1)
    )
}

/// Adds the elements to `pm`, writing MLIR's messages to `error` when one
/// cannot be added.
fn add_to_pipeline(
    elements: &[Element],
    pm: &mut OpPassManager,
    error: &mut PipelineError,
) -> Result<(), ()> {
    for element in elements {
        let (name, options) = (element.name, element.options);
        match &element.pass {
            Some(info) => {
                if let Err(e) = info.add_to_pipeline(pm, options) {
                    error.value_errors.extend(e.value_error);
                    error.printed.push_str(&e.printed);
                    if !info.is_pipeline() {
                        error.message.push_str(&e.message);
                        error.message.push('\n');
                    }
                    error.message.push_str(&format!(
                        "failed to add `{name}` with options `{options}`\n"
                    ));
                    return Err(());
                }
            }
            None => {
                if add_to_pipeline(&element.inner, pm.nest(name), error).is_err() {
                    error.message.push_str(&format!(
                        "failed to add `{name}` with options `{options}` to inner pipeline\n"
                    ));
                    return Err(());
                }
            }
        }
    }
    Ok(())
}

impl OpPassManager {
    /// The pipeline as text that [`parse_pass_pipeline`] reads back, every
    /// option with its value; `pretty` puts each element on a line of its
    /// own, indented by nesting, as `--dump-pass-pipeline` does.
    pub fn print_as_textual_pipeline(&self, pretty: bool) -> String {
        let mut out = Indented {
            text: String::new(),
            indent: 0,
            pretty,
        };
        print_manager(self, &mut out);
        out.text
    }

    /// What mlir-opt's `--dump-pass-pipeline` prints (on standard error)
    /// for this pipeline.
    pub fn dump_text(&self) -> String {
        format!(
            "Pass Manager with {} passes:\n{}\n\n",
            self.size(),
            self.print_as_textual_pipeline(true)
        )
    }
}

impl fmt::Display for OpPassManager {
    /// The pipeline on one line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.print_as_textual_pipeline(false))
    }
}

impl fmt::Debug for OpPassManager {
    /// The pipeline as text: a pass shows as what selects it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "OpPassManager({self})")
    }
}

/// Text where each line starts indented by two spaces a level (LLVM's
/// `raw_indented_ostream`, which leaves empty lines empty).
struct Indented {
    text: String,
    indent: usize,
    pretty: bool,
}

impl Indented {
    fn push(&mut self, s: &str) {
        for c in s.chars() {
            if c != '\n' && (self.text.is_empty() || self.text.ends_with('\n')) {
                self.text.push_str(&"  ".repeat(self.indent));
            }
            self.text.push(c);
        }
    }

    /// Breaks the line when printing pretty.
    fn newline(&mut self) {
        if self.pretty {
            self.text.push('\n');
        }
    }
}

/// A pass as a pipeline names it: its argument and every option with its
/// value (`canonicalize{  max-iterations=10 ...}`).
pub fn pass_text(pass: &dyn Pass) -> String {
    let mut text = match pass.argument() {
        "" => format!("unknown<{}>", pass.name()),
        argument => argument.to_string(),
    };
    if let Some(options) = pass.options() {
        options.print(&mut text);
    }
    text
}

fn print_manager(pm: &OpPassManager, out: &mut Indented) {
    out.push(pm.op_anchor_name());
    out.push("(");
    out.newline();
    out.indent += 1;
    for (i, entry) in pm.passes.iter().enumerate() {
        if i > 0 {
            out.push(",");
            out.newline();
        }
        match entry {
            PassEntry::Pass(pass) => out.push(&pass_text(&**pass)),
            PassEntry::Nested(managers) => {
                for (k, nested) in managers.iter().enumerate() {
                    if k > 0 {
                        out.push(",");
                        out.newline();
                    }
                    print_manager(nested, out);
                }
            }
        }
    }
    out.newline();
    out.indent -= 1;
    out.push(")");
}

#[cfg(test)]
mod tests;
