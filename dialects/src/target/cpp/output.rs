//! The text the C++ emitter writes, indented as MLIR's
//! `raw_indented_ostream` indents it: a line that gets any text starts
//! with the current indentation, an empty line stays empty.

use std::fmt::{self, Write};

/// A string of C++ being written, with the indentation of the scope the
/// emitter is in.
#[derive(Default)]
pub(crate) struct IndentedText {
    text: String,
    indent: usize,
    at_line_start: bool,
}

impl IndentedText {
    pub(crate) fn new() -> Self {
        IndentedText {
            at_line_start: true,
            ..Default::default()
        }
    }

    /// Two more spaces for the lines that follow.
    pub(crate) fn indent(&mut self) {
        self.indent += 2;
    }

    /// Two spaces fewer for the lines that follow.
    pub(crate) fn unindent(&mut self) {
        self.indent = self.indent.saturating_sub(2);
    }

    /// `text` as it is, without indentation (a block's label).
    pub(crate) fn write_unindented(&mut self, text: &str) {
        self.text.push_str(text);
    }

    /// What was written.
    pub(crate) fn into_string(self) -> String {
        self.text
    }
}

impl Write for IndentedText {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let mut lines = s.split('\n').peekable();
        while let Some(line) = lines.next() {
            if !line.is_empty() {
                if self.at_line_start {
                    self.text.extend(std::iter::repeat_n(' ', self.indent));
                }
                self.text.push_str(line);
                self.at_line_start = false;
            }
            if lines.peek().is_some() {
                self.text.push('\n');
                self.at_line_start = true;
            }
        }
        Ok(())
    }
}
