//! Locations to filter actions by (MLIR's `FileLineColLocBreakpoint` and
//! its manager): `file`, `file:line` or `file:line:col`, matched against
//! the `FileLineColLoc`s of an action's IR.

use super::{Action, IrUnit};
use crate::{AttrKind, Attribute, Context};

/// One location: a file, and a line and a column where given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LocationBreakpoint {
    /// The file name, as locations spell it.
    pub file: String,
    /// The line, or any line.
    pub line: Option<i64>,
    /// The column, or any column.
    pub col: Option<i64>,
}

impl LocationBreakpoint {
    /// Reads `file`, `file:line` or `file:line:col` as MLIR does: what
    /// does not read as numbers stays part of the file name (`C:\x`
    /// names a file). The error is MLIR's, for an empty string.
    pub fn parse(text: &str) -> Result<LocationBreakpoint, String> {
        if text.is_empty() {
            return Err(
                "error: initializing FileLineColLocBreakpoint with empty file name".to_string(),
            );
        }
        let (file_line, col_text) = text.rsplit_once(':').unwrap_or((text, ""));
        let (mut file, line_text) = file_line.rsplit_once(':').unwrap_or((file_line, ""));
        let (mut line, mut col) = (None, None);
        if line_text.is_empty() {
            file = file_line;
            if !col_text.is_empty() {
                line = llvm_integer(col_text);
                if line.is_none() {
                    file = text;
                }
            }
        } else if let Some(l) = llvm_integer(line_text) {
            line = Some(l);
            col = llvm_integer(col_text);
            if col.is_none() {
                file = text;
                line = None;
            }
        } else {
            file = file_line;
            line = llvm_integer(col_text);
            if line.is_none() {
                file = text;
            }
        }
        Ok(LocationBreakpoint {
            file: file.to_string(),
            line,
            col,
        })
    }
}

/// An `i64` as LLVM's `StringRef::getAsInteger` with radix 0 reads it.
fn llvm_integer(text: &str) -> Option<i64> {
    crate::pass::parse_llvm_integer(text).and_then(|v| i64::try_from(v).ok())
}

/// Locations an action's IR must be at for the action to be kept (the
/// logger's `--log-mlir-actions-filter`).
#[derive(Clone, Debug, Default)]
pub struct LocationFilter {
    breakpoints: Vec<LocationBreakpoint>,
}

impl LocationFilter {
    /// Adds a location.
    pub fn add(&mut self, breakpoint: LocationBreakpoint) {
        if !self.breakpoints.contains(&breakpoint) {
            self.breakpoints.push(breakpoint);
        }
    }

    /// Whether the filter has no location.
    pub fn is_empty(&self) -> bool {
        self.breakpoints.is_empty()
    }

    /// Whether a `FileLineColLoc` in the location of one of the action's
    /// units (an op's, a region's parent op's, or those of a block's ops)
    /// is one of the filter's.
    pub fn matches(&self, ctx: &Context, action: &dyn Action) -> bool {
        action.ir_units().iter().any(|&unit| match unit {
            IrUnit::Op(op) => self.matches_loc(ctx, ctx.op_loc(op)),
            IrUnit::Region(region) => ctx
                .region_parent_op(region)
                .is_some_and(|op| self.matches_loc(ctx, ctx.op_loc(op))),
            IrUnit::Block(block) => ctx
                .block_op_iter(block)
                .any(|op| self.matches_loc(ctx, ctx.op_loc(op))),
        })
    }

    /// Whether `loc` or a location in it is one of the filter's.
    fn matches_loc(&self, ctx: &Context, loc: Attribute) -> bool {
        match ctx.attr_kind(loc) {
            AttrKind::FileLineColLoc {
                file, line, col, ..
            } => {
                let file = ctx.symbol_str(*file);
                let (line, col) = (i64::from(*line), i64::from(*col));
                self.breakpoints.iter().any(|b| {
                    b.file == file
                        && match (b.line, b.col) {
                            (Some(l), Some(c)) => l == line && c == col,
                            (Some(l), None) => l == line,
                            (None, None) => true,
                            (None, Some(_)) => false,
                        }
                })
            }
            AttrKind::NameLoc { child, .. } => child.is_some_and(|c| self.matches_loc(ctx, c)),
            AttrKind::CallSiteLoc { callee, caller } => {
                self.matches_loc(ctx, *callee) || self.matches_loc(ctx, *caller)
            }
            AttrKind::FusedLoc { locs, .. } => locs.iter().any(|&l| self.matches_loc(ctx, l)),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::LocationBreakpoint;

    fn parsed(text: &str) -> (String, Option<i64>, Option<i64>) {
        let b = LocationBreakpoint::parse(text).unwrap();
        (b.file, b.line, b.col)
    }

    #[test]
    fn locations_read_as_mlir_reads_them() {
        assert_eq!(parsed("a.mlir"), ("a.mlir".into(), None, None));
        assert_eq!(parsed("a.mlir:8"), ("a.mlir".into(), Some(8), None));
        assert_eq!(parsed("a.mlir:8:3"), ("a.mlir".into(), Some(8), Some(3)));
        assert_eq!(parsed("a.mlir:x:3"), ("a.mlir:x".into(), Some(3), None));
        assert_eq!(parsed("a.mlir:8:x"), ("a.mlir:8:x".into(), None, None));
        assert_eq!(parsed("C:\\a.mlir"), ("C:\\a.mlir".into(), None, None));
        assert_eq!(parsed("a.mlir:0x10"), ("a.mlir".into(), Some(16), None));
        assert!(LocationBreakpoint::parse("").is_err());
    }
}
