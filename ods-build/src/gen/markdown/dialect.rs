//! The page of one dialect: its summary and description, a table of
//! contents marker, then its ops (by mnemonic, ignoring case), attributes,
//! types and the enums.

use super::{defs, description, enums, heading, ops, summary};
use ods_spec::model::{Dialect, Model};

/// Appends the page of the model's only dialect; an error when there is
/// none or more than one, with mlir-tblgen's messages.
pub fn emit(model: &Model, out: &mut String) -> Result<(), String> {
    let d = match model.dialects.as_slice() {
        [] => return Err("no dialect was found".into()),
        [d] => d,
        _ => {
            return Err(
                "when more than 1 dialect is present, one must be selected via '-dialect'".into(),
            )
        }
    };
    heading(out, 1, &format!("'{}' Dialect", d.name));
    summary(out, &d.summary);
    description(out, &d.description);
    if !has_toc(d) {
        out.push_str("\n[TOC]\n");
    }
    let mut op_list: Vec<_> = model.ops.iter().collect();
    // Stable, so that mnemonics equal but for case keep their name order.
    op_list.sort_by_cached_key(|op| mnemonic(&op.op_name, &d.name).to_ascii_lowercase());
    if !op_list.is_empty() {
        heading(out, 2, "Operations");
        for op in op_list {
            ops::emit(model, op, out);
            // mlir-tblgen ends each op (group) of the page with one more line.
            out.push('\n');
        }
    }
    for (title, list) in [
        ("Attributes", &model.attr_defs),
        ("Types", &model.type_defs),
    ] {
        if !list.is_empty() {
            heading(out, 2, title);
            list.iter().for_each(|def| defs::emit(model, def, out));
        }
    }
    if !model.enums.is_empty() {
        heading(out, 2, "Enums");
        model.enums.iter().for_each(|e| enums::emit(e, out));
    }
    Ok(())
}

/// Whether the description places the table of contents itself (a line
/// that is only `[TOC]`, maybe indented).
fn has_toc(d: &Dialect) -> bool {
    d.description.lines().any(|l| l.trim_start() == "[TOC]")
}

/// The op name without its dialect prefix (`opName`).
fn mnemonic<'a>(op_name: &'a str, dialect: &str) -> &'a str {
    op_name
        .strip_prefix(dialect)
        .and_then(|m| m.strip_prefix('.'))
        .unwrap_or(op_name)
}
