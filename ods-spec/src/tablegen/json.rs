//! `--dump-json`: the same JSON as llvm-tblgen's JSON backend.

use super::init::{Init, InitId, Store};
use super::record::{FieldKind, RecordKeeper};
use std::collections::BTreeMap;
use std::fmt::Write;

/// A JSON value with sorted object keys, as llvm::json prints them.
enum Json {
    Null,
    Int(i64),
    Str(String),
    Bool(bool),
    Array(Vec<Json>),
    Object(BTreeMap<String, Json>),
}

impl Json {
    fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Int(v) => {
                let _ = write!(out, "{v}");
            }
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Str(s) => write_string(out, s),
            Json::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Json::Object(map) => {
                out.push('{');
                for (i, (k, v)) in map.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_string(out, k);
                    out.push(':');
                    v.write(out);
                }
                out.push('}');
            }
        }
    }
}

fn write_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// `JSONEmitter::translateInit`.
fn translate(st: &Store, id: InitId) -> Json {
    let printable = || Json::Str(st.to_string(id));
    match st.get(id) {
        Init::Unset => Json::Null,
        Init::Bit(b) => Json::Int(*b as i64),
        Init::Bits(bits) => Json::Array(bits.iter().map(|&b| translate(st, b)).collect()),
        Init::Int(v) => Json::Int(*v),
        Init::Str(s, _) => Json::Str(s.to_string()),
        Init::List(items, _) => Json::Array(items.iter().map(|&x| translate(st, x)).collect()),
        Init::Def(r) => object([
            ("kind", Json::Str("def".into())),
            ("def", Json::Str(st.record_name(*r))),
            ("printable", printable()),
        ]),
        Init::Var(name, _) => object([
            ("kind", Json::Str("var".into())),
            ("var", Json::Str(st.unquoted(*name))),
            ("printable", printable()),
        ]),
        Init::VarBit(var, index) if matches!(st.get(*var), Init::Var(..)) => {
            let Init::Var(name, _) = st.get(*var) else { unreachable!() };
            object([
                ("kind", Json::Str("varbit".into())),
                ("var", Json::Str(st.unquoted(*name))),
                ("index", Json::Int(*index as i64)),
                ("printable", printable()),
            ])
        }
        Init::Dag(op, name, args) => {
            let mut map = BTreeMap::new();
            map.insert("kind".into(), Json::Str("dag".into()));
            map.insert("operator".into(), translate(st, *op));
            if let Some(n) = name {
                map.insert("name".into(), Json::Str(st.unquoted(*n)));
            }
            let args = args
                .iter()
                .map(|(a, n)| {
                    Json::Array(vec![
                        translate(st, *a),
                        n.map(|n| Json::Str(st.unquoted(n))).unwrap_or(Json::Null),
                    ])
                })
                .collect();
            map.insert("args".into(), Json::Array(args));
            map.insert("printable".into(), printable());
            Json::Object(map)
        }
        _ => object([("kind", Json::Str("complex".into())), ("printable", printable())]),
    }
}

fn object<const N: usize>(entries: [(&str, Json); N]) -> Json {
    Json::Object(entries.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}

/// `file.td:line` with the file's base name, as `getFormattedLocationNoOffset`.
fn short_location(keeper: &RecordKeeper, span: super::source::Span) -> String {
    let file = keeper.sources.file(span.file);
    let base = file.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    format!("{base}:{}", file.line_col(span.start).0)
}

/// The whole `--dump-json` output, with a trailing newline.
pub fn dump_json(keeper: &RecordKeeper) -> String {
    let st = &keeper.store;
    let mut root = BTreeMap::new();
    root.insert("!tablegen_json_version".to_string(), Json::Int(1));
    let mut instances: BTreeMap<String, Vec<Json>> =
        keeper.classes.keys().map(|k| (k.clone(), Vec::new())).collect();
    for (name, &id) in &keeper.defs {
        let rec = st.record(id);
        let mut obj = BTreeMap::new();
        let mut fields = Vec::new();
        for v in rec.values.iter().filter(|v| v.kind != FieldKind::TemplateArg) {
            let fname = st.unquoted(v.name);
            if v.kind == FieldKind::NonconcreteOk {
                fields.push(Json::Str(fname.clone()));
            }
            obj.insert(fname, translate(st, v.value));
        }
        obj.insert("!fields".into(), Json::Array(fields));
        let mut supers = Vec::new();
        for (sc, _) in &rec.superclasses {
            let sname = st.record_name(*sc);
            instances.entry(sname.clone()).or_default().push(Json::Str(name.clone()));
            supers.push(Json::Str(sname));
        }
        obj.insert("!superclasses".into(), Json::Array(supers));
        obj.insert("!name".into(), Json::Str(name.clone()));
        obj.insert("!anonymous".into(), Json::Bool(rec.is_anonymous()));
        let locs = rec.locs.iter().map(|&l| Json::Str(short_location(keeper, l))).collect();
        obj.insert("!locs".into(), Json::Array(locs));
        root.insert(name.clone(), Json::Object(obj));
    }
    root.insert(
        "!instanceof".into(),
        Json::Object(instances.into_iter().map(|(k, v)| (k, Json::Array(v))).collect()),
    );
    let mut out = String::new();
    Json::Object(root).write(&mut out);
    out.push('\n');
    out
}
