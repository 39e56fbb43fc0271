//! String escaping as LLVM's `printEscapedString` does, symbol names
//! that print bare only when they are identifiers, and identifiers made
//! valid (`sanitizeIdentifier`).

use std::fmt::Write;

/// Printable ASCII stays, `\` doubles, `"` and every other byte become
/// `\XX` in upper-case hex.
pub fn escape_into(out: &mut String, bytes: &[u8]) {
    for &b in bytes {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:02X}");
            }
        }
    }
}

/// A symbol or attribute name: bare if it is an identifier
/// (`[a-zA-Z_][a-zA-Z0-9_$.]*`), quoted and escaped otherwise.
pub fn write_symbol_name(out: &mut String, name: &str) {
    let bytes = name.as_bytes();
    let bare = !bytes.is_empty()
        && (bytes[0].is_ascii_alphabetic() || bytes[0] == b'_')
        && bytes
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$');
    if bare {
        out.push_str(name);
    } else {
        out.push('"');
        escape_into(out, bytes);
        out.push('"');
    }
}

/// A name made a valid identifier as MLIR's `sanitizeIdentifier` makes it:
/// ASCII letters, digits and the `allowed_punct` bytes stay, a space
/// becomes `_`, any other byte its upper-case hex code; a `_` goes first
/// when the name starts with a digit (it could clash with a number) or
/// with a byte that is neither valid nor a space.
pub fn sanitize_identifier(name: &str, allowed_punct: &[u8]) -> String {
    let valid = |b: u8| b.is_ascii_alphanumeric() || allowed_punct.contains(&b);
    let mut out = String::with_capacity(name.len() + 1);
    if let Some(&first) = name.as_bytes().first() {
        if first.is_ascii_digit() || (!valid(first) && first != b' ') {
            out.push('_');
        }
    }
    for b in name.bytes() {
        match b {
            b if valid(b) => out.push(b as char),
            b' ' => out.push('_'),
            b => {
                let _ = write!(out, "{b:X}");
            }
        }
    }
    out
}
