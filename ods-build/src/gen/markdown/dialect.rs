//! The page of one dialect: its summary and description, a table of
//! contents marker, then its ops (see [`super::op_sections`]), named
//! attribute constraints, attributes, named type constraints, types and
//! the enums.

use super::{defs, description, enums, heading, op_sections, summary};
use ods_spec::model::{DefKind, Dialect, Model};

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
    if !model.ops.is_empty() {
        heading(out, 2, "Operations");
        op_sections::emit(model, &d.name, out);
    }
    for (kind, constraints_title, title, list) in [
        (
            DefKind::Attr,
            "Attribute constraints",
            "Attributes",
            &model.attr_defs,
        ),
        (DefKind::Type, "Type constraints", "Types", &model.type_defs),
    ] {
        constraints(model, kind, constraints_title, out);
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

/// The named constraints of `kind` (the only dialect's), each a heading of
/// its summary over its description.
fn constraints(model: &Model, kind: DefKind, title: &str, out: &mut String) {
    let list: Vec<_> = model
        .constraint_docs
        .iter()
        .filter(|c| c.kind == kind)
        .collect();
    if list.is_empty() {
        return;
    }
    heading(out, 2, title);
    for c in list {
        heading(out, 3, &c.summary);
        description(out, &c.description);
        out.push('\n');
    }
}

/// Whether the description places the table of contents itself (a line
/// that is only `[TOC]`, maybe indented).
fn has_toc(d: &Dialect) -> bool {
    d.description.lines().any(|l| l.trim_start() == "[TOC]")
}
