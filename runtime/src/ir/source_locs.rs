//! `loc("file":line:col)` of parsed sources, kept as byte positions.
//!
//! The parser places every operation (and block argument) that has no
//! `loc(...)` at its position in the source, as MLIR does. Interning a
//! million such locations was a quarter of reading a file and a sixth of
//! its memory; most are never asked for (printing without debug info,
//! verifying what is valid). A parsed source keeps its line starts here
//! instead, and its locations are handles that carry the position: the
//! attribute id space's upper half, past the base of the source.
//!
//! Such a handle is the only one of its location:
//! [`Context::attr`](crate::Context::attr) gives it for any `FileLineColLoc`
//! of a registered file and valid position, so handles stay equal for
//! equal locations. Its [`AttrKind`](super::AttrKind) is interned when
//! first read.

use super::attrs::{Attribute, Symbol};
use rustc_hash::FxHashMap;

/// The bit of an attribute handle that makes it a source position.
const POSITION: u32 = 1 << 31;

/// One registered source: its positions are `base..=base + len`.
struct Source {
    file: Symbol,
    base: u32,
    len: u32,
    /// Byte offsets of the line starts, the first 0.
    line_starts: Box<[u32]>,
}

/// The registered sources of a context, by base.
#[derive(Default)]
pub(crate) struct SourceLocs {
    sources: Vec<Source>,
    by_file: FxHashMap<Symbol, usize>,
}

impl SourceLocs {
    /// Registers a source named `file` of `len` bytes with its line starts
    /// and returns the base of its positions, or gives the line starts back
    /// when its locations must be interned as others: another source has
    /// the name, or the positions would not fit.
    pub fn add(
        &mut self,
        file: Symbol,
        len: usize,
        line_starts: Vec<u32>,
    ) -> Result<u32, Vec<u32>> {
        let base = self.sources.last().map_or(0, |s| s.base + s.len + 1);
        let fits = u32::try_from(len)
            .ok()
            .and_then(|len| base.checked_add(len))
            .is_some_and(|end| end < POSITION);
        if !fits || self.by_file.contains_key(&file) {
            return Err(line_starts);
        }
        self.by_file.insert(file, self.sources.len());
        self.sources.push(Source {
            file,
            base,
            len: len as u32,
            line_starts: line_starts.into_boxed_slice(),
        });
        Ok(base)
    }

    /// The location at byte `offset` of the source registered at `base`.
    pub fn at(base: u32, offset: usize) -> Attribute {
        Attribute(POSITION | (base + offset as u32))
    }

    /// The handle of `loc("file":line:col)` if `file` is registered and the
    /// position is inside it (a column up to the line's end).
    pub fn find(&self, file: Symbol, line: u32, col: u32) -> Option<Attribute> {
        let s = &self.sources[*self.by_file.get(&file)?];
        let start = *s.line_starts.get((line as usize).checked_sub(1)?)?;
        let end = s
            .line_starts
            .get(line as usize)
            .map_or(s.len, |&next| next - 1);
        let offset = start.checked_add(col.checked_sub(1)?)?;
        (offset <= end).then(|| SourceLocs::at(s.base, offset as usize))
    }

    /// `(file, line, col)` of a source position handle; `None` for other
    /// attributes.
    pub fn resolve(&self, a: Attribute) -> Option<(Symbol, u32, u32)> {
        if a.0 & POSITION == 0 {
            return None;
        }
        let pos = a.0 & !POSITION;
        let s = &self.sources[self.sources.partition_point(|s| s.base <= pos) - 1];
        let offset = pos - s.base;
        let line = s.line_starts.partition_point(|&start| start <= offset);
        Some((s.file, line as u32, offset - s.line_starts[line - 1] + 1))
    }

    /// Whether `a` is a source position handle.
    pub fn is_position(a: Attribute) -> bool {
        a.0 & POSITION != 0
    }
}

#[cfg(test)]
mod tests {
    use super::{SourceLocs, Symbol};

    #[test]
    fn positions_map_to_lines_and_columns_and_back() {
        let mut s = SourceLocs::default();
        // "ab\ncd\n" and "x" in another file.
        let a = s.add(Symbol(1), 6, vec![0, 3, 6]).unwrap();
        let b = s.add(Symbol(2), 1, vec![0]).unwrap();
        assert!(s.add(Symbol(1), 1, vec![0]).is_err());
        assert_eq!(s.resolve(SourceLocs::at(a, 4)), Some((Symbol(1), 2, 2)));
        assert_eq!(s.resolve(SourceLocs::at(a, 2)), Some((Symbol(1), 1, 3)));
        assert_eq!(s.resolve(SourceLocs::at(a, 6)), Some((Symbol(1), 3, 1)));
        assert_eq!(s.resolve(SourceLocs::at(b, 0)), Some((Symbol(2), 1, 1)));
        assert_eq!(s.find(Symbol(1), 2, 2), Some(SourceLocs::at(a, 4)));
        assert_eq!(s.find(Symbol(1), 1, 3), Some(SourceLocs::at(a, 2)));
        // Past a line's end, before the first column, or elsewhere.
        assert_eq!(s.find(Symbol(1), 1, 4), None);
        assert_eq!(s.find(Symbol(1), 0, 0), None);
        assert_eq!(s.find(Symbol(1), 4, 1), None);
        assert_eq!(s.find(Symbol(3), 1, 1), None);
        assert_eq!(s.resolve(super::Attribute(7)), None);
    }
}
