//! Remarks written as LLVM's YAML remark files are (`--remark-format=yaml`):
//! a document per remark,
//!
//! ```text
//! --- !Passed
//! Pass:            category
//! Name:            name
//! DebugLoc:        { File: in.mlir, Line: 9, Column: 3 }
//! Function:        '<unknown function>'
//! Args:
//!   - Remark:          done
//! ...
//! ```
//!
//! with LLVM's YAML quoting and its flow mappings wrapped past column 70.

use super::{file_loc, Remark, RemarkStreamer};
use crate::Context;
use std::io::Write;

/// A [`RemarkStreamer`] writing YAML to `W` (MLIR's LLVM remark streamer).
pub struct YamlRemarkStreamer<W: Write + Send> {
    out: W,
}

impl<W: Write + Send> YamlRemarkStreamer<W> {
    /// A streamer writing to `out`.
    pub fn new(out: W) -> Self {
        YamlRemarkStreamer { out }
    }
}

impl<W: Write + Send> RemarkStreamer for YamlRemarkStreamer<W> {
    fn stream(&mut self, ctx: &Context, remark: &Remark) {
        // A failed write loses the remark, as a full disk does in LLVM.
        let _ = self.out.write_all(document(ctx, remark).as_bytes());
    }

    fn finalize(&mut self) {
        let _ = self.out.flush();
    }
}

/// The YAML document of `remark`.
fn document(ctx: &Context, remark: &Remark) -> String {
    let mut out = format!("--- !{}\n", remark.kind.name());
    let category = remark.opts.combined_category();
    let name = match remark.opts.name.as_str() {
        "" => "<unknown remark name>",
        name => name,
    };
    let function = match remark.opts.function.as_str() {
        "" => "<unknown function>",
        function => function,
    };
    out.push_str(&key("Pass"));
    out.push_str(&scalar(&category));
    out.push('\n');
    out.push_str(&key("Name"));
    out.push_str(&scalar(name));
    out.push('\n');
    let (file, line, col) =
        file_loc(ctx, remark.loc).unwrap_or(("<unknown file>".to_string(), 0, 0));
    let debug_loc = key("DebugLoc");
    out.push_str(&debug_loc);
    out.push_str(&flow_mapping(
        debug_loc.len(),
        &[
            ("File", scalar(&file)),
            ("Line", line.to_string()),
            ("Column", col.to_string()),
        ],
    ));
    out.push('\n');
    out.push_str(&key("Function"));
    out.push_str(&scalar(function));
    out.push('\n');
    if !remark.args.is_empty() {
        out.push_str("Args:\n");
        for (k, v) in &remark.args {
            out.push_str("  - ");
            out.push_str(&key(k));
            out.push_str(&scalar(v));
            out.push('\n');
        }
    }
    out.push_str("...\n");
    out
}

/// `key:` padded as LLVM's YAML output pads a mapping key: its value starts
/// 17 columns after the key's, or one space after a longer key.
fn key(key: &str) -> String {
    let width = (key.len() + 1).max(16) + 1;
    format!("{key}:{}", " ".repeat(width - key.len() - 1))
}

/// `{ k: v, ... }` starting at column `column`: past column 70, a key goes
/// on a line of its own, indented two past the brace.
fn flow_mapping(column: usize, entries: &[(&str, String)]) -> String {
    let mut out = String::from("{ ");
    let mut at = column + 2;
    for (i, (k, v)) in entries.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
            at += 2;
        }
        if at > 70 {
            out.push('\n');
            out.push_str(&" ".repeat(column + 2));
            at = column + 2;
        }
        let entry = format!("{k}: {v}");
        at += entry.len();
        out.push_str(&entry);
    }
    out.push_str(" }");
    out
}

/// `text` as LLVM's YAML output writes a scalar: plain when it can be,
/// else in single quotes (a quote doubled), or double quotes for control
/// characters and non-ASCII text.
fn scalar(text: &str) -> String {
    match quoting(text) {
        Quoting::None => text.to_string(),
        Quoting::Single => format!("'{}'", text.replace('\'', "''")),
        Quoting::Double => {
            let mut out = String::from("\"");
            for c in text.chars() {
                match c {
                    '"' => out.push_str("\\\""),
                    '\\' => out.push_str("\\\\"),
                    '\n' => out.push_str("\\n"),
                    '\t' => out.push_str("\\t"),
                    '\r' => out.push_str("\\r"),
                    c if (c as u32) < 0x20 || c == '\x7f' => {
                        out.push_str(&format!("\\x{:02X}", c as u32))
                    }
                    c => out.push(c),
                }
            }
            out.push('"');
            out
        }
    }
}

/// How a scalar is quoted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Quoting {
    None,
    Single,
    Double,
}

/// LLVM's `yaml::needsQuotes`.
fn quoting(text: &str) -> Quoting {
    let Some(first) = text.chars().next() else {
        return Quoting::Single;
    };
    let last = text.chars().next_back().unwrap_or(first);
    let mut needed = Quoting::None;
    let reserved = matches!(
        text,
        "null" | "Null" | "NULL" | "~" | "true" | "True" | "TRUE" | "false" | "False" | "FALSE"
    );
    if first.is_ascii_whitespace()
        || last.is_ascii_whitespace()
        || reserved
        || is_numeric(text)
        || "-?:\\,[]{}#&*!|>'\"%@`".contains(first)
    {
        needed = Quoting::Single;
    }
    for c in text.chars() {
        if c.is_ascii_alphanumeric() || "_-^., \t".contains(c) {
            continue;
        }
        if (c as u32) < 0x20 && c != '\n' && c != '\r' || c == '\x7f' || !c.is_ascii() {
            return Quoting::Double;
        }
        needed = Quoting::Single;
    }
    needed
}

/// Whether YAML would read `text` as a number (LLVM's `yaml::isNumeric`,
/// for the forms a remark's values take).
fn is_numeric(text: &str) -> bool {
    let body = text.strip_prefix(['-', '+']).unwrap_or(text);
    let hex_or_octal = ["0x", "0o"]
        .iter()
        .find_map(|p| body.strip_prefix(p))
        .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_hexdigit()));
    let special =
        matches!(body, ".inf" | ".Inf" | ".INF") || matches!(text, ".nan" | ".NaN" | ".NAN");
    hex_or_octal
        || special
        || (!body.is_empty() && body.parse::<f64>().is_ok() && !body.contains(['i', 'I', 'n', 'N']))
}

#[cfg(test)]
mod tests {
    use super::{flow_mapping, quoting, scalar, Quoting};

    #[test]
    fn flow_mappings_wrap_past_column_70() {
        let file = scalar("/tmp/mlir-tests/Pass34/remarks.mlir");
        let entries = [("File", file), ("Line", "9".into()), ("Column", "3".into())];
        assert_eq!(
            flow_mapping(17, &entries),
            "{ File: '/tmp/mlir-tests/Pass34/remarks.mlir', Line: 9, \n                   Column: 3 }"
        );
    }

    #[test]
    fn scalars_are_quoted_as_llvms_yaml_output_quotes_them() {
        assert_eq!(scalar("because we are testing"), "because we are testing");
        assert_eq!(scalar("category-1-passed"), "category-1-passed");
        assert_eq!(scalar("<unknown function>"), "'<unknown function>'");
        assert_eq!(scalar("a (b)"), "'a (b)'");
        assert_eq!(scalar("/tmp/x.mlir"), "'/tmp/x.mlir'");
        assert_eq!(scalar("it's"), "'it''s'");
        assert_eq!(scalar("42"), "'42'");
        assert_eq!(scalar(""), "''");
        assert_eq!(quoting("é"), Quoting::Double);
    }
}
