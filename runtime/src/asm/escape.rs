//! String escaping as LLVM's `printEscapedString` does, and symbol names
//! that print bare only when they are identifiers.

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
