//! `--dump-json`: the same JSON as llvm-tblgen's JSON backend, written
//! straight into a string with object keys sorted as llvm::json prints them.

use super::init::{Init, InitId, Store};
use super::record::{FieldKind, RecordKeeper};
use super::source::Span;
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt::Write;

fn write_string(out: &mut String, s: &str) {
    // The bytes that need an escape: all ASCII, so never inside a
    // multi-byte character; the runs between them are copied whole.
    const ESCAPED: [bool; 256] = {
        let mut t = [false; 256];
        let mut b = 0;
        while b < 0x20 {
            t[b] = true;
            b += 1;
        }
        t[b'"' as usize] = true;
        t[b'\\' as usize] = true;
        t
    };
    out.push('"');
    let bytes = s.as_bytes();
    let mut copied = 0;
    while let Some(p) = bytes[copied..].iter().position(|&b| ESCAPED[b as usize]) {
        let i = copied + p;
        out.push_str(&s[copied..i]);
        match bytes[i] {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            b'\r' => out.push_str("\\r"),
            b => {
                let _ = write!(out, "\\u{b:04x}");
            }
        }
        copied = i + 1;
    }
    out.push_str(&s[copied..]);
    out.push('"');
}

/// `getAsUnquotedString`, borrowed when the value is a string (names
/// nearly always are).
fn unquoted(st: &Store, id: InitId) -> Cow<'_, str> {
    match st.as_str(id) {
        Some(s) => Cow::Borrowed(s),
        None => Cow::Owned(st.unquoted(id)),
    }
}

/// Writes `"key":` (with a leading comma when not first).
fn key(out: &mut String, first: &mut bool, k: &str) {
    if !*first {
        out.push(',');
    }
    *first = false;
    write_string(out, k);
    out.push(':');
}

fn array<T>(
    out: &mut String,
    items: impl IntoIterator<Item = T>,
    mut each: impl FnMut(&mut String, T),
) {
    out.push('[');
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        each(out, item);
    }
    out.push(']');
}

/// `JSONEmitter::translateInit`; object keys in sorted order.
fn translate(st: &Store, out: &mut String, id: InitId) {
    match st.get(id) {
        Init::Unset => out.push_str("null"),
        Init::Bit(b) => out.push(if *b { '1' } else { '0' }),
        Init::Bits(bits) => array(out, bits.iter(), |o, &b| translate(st, o, b)),
        Init::Int(v) => {
            let _ = write!(out, "{v}");
        }
        Init::Str(s, _) => write_string(out, s),
        Init::List(items, _) => array(out, items.iter(), |o, &x| translate(st, o, x)),
        Init::Def(r) => {
            out.push_str("{\"def\":");
            write_string(out, &unquoted(st, st.record(*r).name));
            out.push_str(",\"kind\":\"def\",\"printable\":");
            write_string(out, &st.to_string(id));
            out.push('}');
        }
        Init::Var(name, _) => {
            out.push_str("{\"kind\":\"var\",\"printable\":");
            write_string(out, &st.to_string(id));
            out.push_str(",\"var\":");
            write_string(out, &unquoted(st, *name));
            out.push('}');
        }
        Init::VarBit(var, index) if matches!(st.get(*var), Init::Var(..)) => {
            let Init::Var(name, _) = st.get(*var) else {
                unreachable!()
            };
            let _ = write!(
                out,
                "{{\"index\":{index},\"kind\":\"varbit\",\"printable\":"
            );
            write_string(out, &st.to_string(id));
            out.push_str(",\"var\":");
            write_string(out, &unquoted(st, *name));
            out.push('}');
        }
        Init::Dag(op, name, args) => {
            out.push_str("{\"args\":");
            array(out, args.iter(), |o, (a, n)| {
                o.push('[');
                translate(st, o, *a);
                o.push(',');
                match n {
                    Some(n) => write_string(o, &unquoted(st, *n)),
                    None => o.push_str("null"),
                }
                o.push(']');
            });
            out.push_str(",\"kind\":\"dag\"");
            if let Some(n) = name {
                out.push_str(",\"name\":");
                write_string(out, &unquoted(st, *n));
            }
            out.push_str(",\"operator\":");
            translate(st, out, *op);
            out.push_str(",\"printable\":");
            write_string(out, &st.to_string(id));
            out.push('}');
        }
        _ => {
            out.push_str("{\"kind\":\"complex\",\"printable\":");
            write_string(out, &st.to_string(id));
            out.push('}');
        }
    }
}

/// `file.td:line` with the file's base name, as `getFormattedLocationNoOffset`.
fn short_location(keeper: &RecordKeeper, span: Span) -> String {
    let file = keeper.sources.file(span.file);
    let base = file
        .path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    format!("{base}:{}", file.line_col(span.start).0)
}

/// The whole `--dump-json` output, with a trailing newline.
pub fn dump_json(keeper: &RecordKeeper) -> String {
    let st = &keeper.store;
    // Top-level keys: "!instanceof", "!tablegen_json_version", then the defs;
    // '!' sorts before every character a def name can start with.
    let mut instances: BTreeMap<&str, Vec<&str>> = keeper
        .classes
        .keys()
        .map(|k| (k.as_str(), Vec::new()))
        .collect();
    let names: Vec<(Cow<str>, &String)> = keeper
        .defs
        .iter()
        .flat_map(|(def, &id)| {
            st.record(id)
                .superclasses
                .iter()
                .map(move |(sc, _)| (unquoted(st, st.record(*sc).name), def))
        })
        .collect();
    for (class, def) in &names {
        instances
            .entry(class.as_ref())
            .or_default()
            .push(def.as_str());
    }
    let mut out = String::with_capacity(1 << 16);
    out.push_str("{\"!instanceof\":{");
    let mut first = true;
    for (class, defs) in &instances {
        key(&mut out, &mut first, class);
        array(&mut out, defs.iter(), |o, d| write_string(o, d));
    }
    out.push_str("},\"!tablegen_json_version\":1");
    for (name, &id) in &keeper.defs {
        out.push(',');
        write_string(&mut out, name);
        out.push_str(":{");
        let rec = st.record(id);
        let fields: Vec<_> = rec
            .values
            .iter()
            .filter(|v| v.kind != FieldKind::TemplateArg)
            .collect();
        let mut by_name: Vec<(Cow<str>, InitId)> = fields
            .iter()
            .map(|v| (unquoted(st, v.name), v.value))
            .collect();
        by_name.sort_by(|a, b| a.0.cmp(&b.0));
        let mut first = true;
        key(&mut out, &mut first, "!anonymous");
        out.push_str(if rec.is_anonymous() { "true" } else { "false" });
        key(&mut out, &mut first, "!fields");
        let nonconcrete = fields.iter().filter(|v| v.kind == FieldKind::NonconcreteOk);
        array(&mut out, nonconcrete, |o, v| {
            write_string(o, &unquoted(st, v.name))
        });
        key(&mut out, &mut first, "!locs");
        array(&mut out, rec.locs.iter(), |o, &l| {
            write_string(o, &short_location(keeper, l))
        });
        key(&mut out, &mut first, "!name");
        write_string(&mut out, name);
        key(&mut out, &mut first, "!superclasses");
        array(&mut out, rec.superclasses.iter(), |o, (sc, _)| {
            write_string(o, &unquoted(st, st.record(*sc).name))
        });
        for (fname, value) in &by_name {
            key(&mut out, &mut first, fname);
            translate(st, &mut out, *value);
        }
        out.push('}');
    }
    out.push_str("}\n");
    out
}
