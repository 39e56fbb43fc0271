//! The dictionary attributes a file has parsed, by their source text: most
//! operations of a file repeat a few attribute dictionaries, and a repeat
//! found here is neither parsed nor interned again (interning is most of
//! the cost of parsing a dictionary: a probe in the context's large table
//! for each value, name and the dictionary itself).
//!
//! Only text whose parse cannot depend on where it stands is kept: no
//! alias or dialect value (`#`, `!`: alias uses are counted, dialect
//! hooks may report), no comment or line break, at most [`MAX_TEXT`]
//! bytes (a bound on the scan, which each nested dictionary repeats).

use crate::ir::Attribute;
use rustc_hash::FxHashMap;

/// The longest dictionary text kept.
const MAX_TEXT: usize = 1024;

/// Parsed dictionaries by source text, with the nesting their parse took.
#[derive(Default)]
pub(crate) struct DictCache<'a> {
    map: FxHashMap<&'a str, Cached>,
}

#[derive(Clone, Copy)]
struct Cached {
    dict: Attribute,
    /// How many levels of [`Parser::nested`](super::Parser) the parse went
    /// below its start: a repeat nested deeper than the limit allows is
    /// parsed again, to be refused as the first would have been.
    levels: u32,
}

impl<'a> DictCache<'a> {
    /// The dictionary parsed from `text` and the levels its parse took.
    pub fn get(&self, text: &str) -> Option<(Attribute, usize)> {
        self.map.get(text).map(|c| (c.dict, c.levels as usize))
    }

    /// Records that `text` parsed to `dict`, `levels` deep.
    pub fn insert(&mut self, text: &'a str, dict: Attribute, levels: usize) {
        let levels = u32::try_from(levels).unwrap_or(u32::MAX);
        self.map.insert(text, Cached { dict, levels });
    }
}

/// The text of the dictionary whose `{` is at `start` in `src`, up to its
/// matching `}`, if it may be cached (see the module doc); `None` also
/// when the braces do not match (the parse reports that).
pub(crate) fn cacheable_text(src: &str, start: usize) -> Option<&str> {
    let bytes = src.as_bytes().get(start..)?;
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len().min(MAX_TEXT) {
        match bytes[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return src.get(start..start + i + 1);
                }
            }
            b'"' => {
                i += 1;
                while *bytes.get(i)? != b'"' {
                    match bytes[i] {
                        b'\\' => i += 1,
                        b'\n' | b'\r' => return None,
                        _ => {}
                    }
                    i += 1;
                }
            }
            b'#' | b'!' | b'/' | b'\n' | b'\r' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::cacheable_text;

    #[test]
    fn finds_the_matching_brace_past_strings() {
        let src = r#"x {a = "}\"{", b = {c}} : f"#;
        assert_eq!(cacheable_text(src, 2), Some(r#"{a = "}\"{", b = {c}}"#));
        let inner = src.find("{c}").unwrap();
        assert_eq!(cacheable_text(src, inner), Some("{c}"));
    }

    #[test]
    fn refuses_aliases_comments_and_open_text() {
        assert_eq!(cacheable_text("{a = #m}", 0), None);
        assert_eq!(cacheable_text("{a = !t.x}", 0), None);
        assert_eq!(cacheable_text("{a // c\n}", 0), None);
        assert_eq!(cacheable_text("{a = \"x", 0), None);
        assert_eq!(cacheable_text("{a = {b}", 0), None);
    }
}
