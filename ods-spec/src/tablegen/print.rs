//! `--print-records`: records in llvm-tblgen's text form.

use super::init::{Init, Store};
use super::record::{FieldKind, RecordId, RecordVal};
use std::fmt::Write;

/// Writes one record as `operator<<(raw_ostream&, const Record&)` does.
pub fn write_record(st: &Store, out: &mut String, id: RecordId) {
    let rec = st.record(id);
    out.push_str(&st.record_name(id));
    if !rec.template_args.is_empty() {
        out.push('<');
        for (i, &ta) in rec.template_args.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if let Some(v) = rec.value(ta) {
                write_value(st, out, v);
            }
        }
        out.push('>');
    }
    out.push_str(" {");
    if !rec.superclasses.is_empty() {
        out.push_str("\t//");
        for (sc, _) in &rec.superclasses {
            let _ = write!(out, " {}", st.record_name(*sc));
        }
    }
    out.push('\n');
    let fields = rec
        .values
        .iter()
        .filter(|v| v.kind != FieldKind::TemplateArg);
    let (nonconcrete, normal): (Vec<_>, Vec<_>) =
        fields.partition(|v| v.kind == FieldKind::NonconcreteOk);
    for v in nonconcrete.into_iter().chain(normal) {
        out.push_str("  ");
        write_value(st, out, v);
        out.push_str(";\n");
    }
    out.push_str("}\n");
}

/// `RecordVal::print` without the trailing semicolon.
fn write_value(st: &Store, out: &mut String, v: &RecordVal) {
    if v.kind == FieldKind::NonconcreteOk {
        out.push_str("field ");
    }
    let ty = match st.get(v.value) {
        Init::Str(_, true) if v.ty == st.string_ty => "code".to_string(),
        _ => st.ty_string(v.ty),
    };
    let _ = write!(out, "{ty} {} = ", st.unquoted(v.name));
    st.write(out, v.value);
}

/// The whole `--print-records` output.
pub fn print_records(keeper: &super::RecordKeeper) -> String {
    let st = &keeper.store;
    let mut out = String::from("------------- Classes -----------------\n");
    for &id in keeper.classes.values() {
        out.push_str("class ");
        write_record(st, &mut out, id);
    }
    out.push_str("------------- Defs -----------------\n");
    for &id in keeper.defs.values() {
        out.push_str("def ");
        write_record(st, &mut out, id);
    }
    out
}
