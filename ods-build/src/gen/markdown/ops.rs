//! One op's section: name and C++ class, summary, syntax from the
//! assembly format, description, traits, and the attribute, operand,
//! result and successor tables.

use super::{code, description, heading, summary, table};
use ods_spec::model::trait_doc::TraitDoc;
use ods_spec::model::{Model, Op, ValueDef};
use std::collections::BTreeSet;

/// MLIR's docs drop this prefix from C++ class names (`--strip-prefix`).
const STRIP_PREFIX: &str = "::mlir::";

/// Appends the section of `op`.
pub fn emit(model: &Model, op: &Op, out: &mut String) {
    let class = if op.cpp_namespace.is_empty() {
        op.class_name.clone()
    } else {
        format!("{}::{}", op.cpp_namespace, op.class_name)
    };
    let class = class.strip_prefix(STRIP_PREFIX).unwrap_or(&class);
    heading(out, 3, &format!("`{}` ({class})", op.op_name));
    summary(out, &op.summary);
    if let Some(format) = &op.assembly_format {
        syntax(out, &op.op_name, format.text.trim());
    }
    // An op's description that is only blanks counts as absent
    // (`Operator::hasDescription`).
    if !op.description.trim().is_empty() {
        description(out, &op.description);
    }
    traits(out, &op.doc_traits, infers_result_types(model, op));
    attributes(out, op);
    values(out, "Operands:", ("Operand", ":-----:"), &op.operands);
    values(out, "Results:", ("Result", ":----:"), &op.results);
    if !op.successors.is_empty() {
        heading(out, 4, "Successors:");
        let rows: Vec<Vec<String>> = op
            .successors
            .iter()
            .map(|s| {
                vec![
                    entry_name(s.named(), &s.name),
                    model.constraints.get(s.constraint).summary.clone(),
                ]
            })
            .collect();
        table(out, &[("Successor", ":-------:"), DESCRIPTION], &rows);
    }
    out.push('\n');
}

/// The attribute table, derived attributes after the stored ones. It is
/// HTML, as MLIR's, so that a cell could hold more than one line.
fn attributes(out: &mut String, op: &Op) {
    let stored = op
        .attributes
        .iter()
        .map(|a| (&a.name, &a.storage_type_doc, &a.summary));
    let derived = op
        .derived_attrs
        .iter()
        .map(|a| (&a.name, &a.storage_type_doc, &a.summary));
    let rows: Vec<_> = stored.chain(derived).collect();
    if rows.is_empty() {
        return;
    }
    heading(out, 4, "Attributes:");
    out.push_str("\n<table>\n<tr><th>Attribute</th><th>MLIR Type</th><th>Description</th></tr>\n");
    for (name, storage, summary) in rows {
        out.push_str(&format!(
            "<tr><td><code>{name}</code></td><td>{storage}</td><td>{summary}</td></tr>\n"
        ));
    }
    out.push_str("</table>\n");
}

/// The second column of every value table.
const DESCRIPTION: (&str, &str) = ("Description", "-----------");

/// A table's name cell: `«unnamed»` for an entry without a name.
fn entry_name(named: bool, name: &str) -> String {
    if named {
        code(name)
    } else {
        "&laquo;unnamed&raquo;".to_string()
    }
}

/// The operand or result table; an unnamed value is `«unnamed»`.
fn values(out: &mut String, title: &str, column: (&str, &str), values: &[ValueDef]) {
    if values.is_empty() {
        return;
    }
    heading(out, 4, title);
    let rows: Vec<Vec<String>> = values
        .iter()
        .map(|v| vec![entry_name(v.named, &v.name), v.summary.clone()])
        .collect();
    table(out, &[column, DESCRIPTION], &rows);
}

/// The assembly format in a code block, its lines trimmed and aligned
/// after `operation ::= `.
fn syntax(out: &mut String, op_name: &str, format: &str) {
    if format.is_empty() {
        return;
    }
    let mut lines = format.split('\n').map(str::trim);
    let first = lines.next().unwrap_or_default();
    out.push_str(&format!(
        "\nSyntax:\n\n```\noperation ::= `{op_name}` {first}\n"
    ));
    let indent = " ".repeat("operation ::= ".len());
    for line in lines.filter(|l| !l.is_empty()) {
        out.push_str(&format!("{indent}{line}\n"));
    }
    out.push_str("```\n");
}

/// The `Traits:`, `Interfaces:` and `Effects:` lines, each sorted as
/// MLIR sorts them (by the quoted text) and without repeats.
/// Whether ODS infers every result type of `op` from its traits and
/// buildable types, which gives it `InferTypeOpInterface` (MLIR's
/// `Operator` adds `InferTypeOpAdaptor` to its traits then, when the file
/// includes the interface's definition).
fn infers_result_types(model: &Model, op: &Op) -> bool {
    let included = model
        .prelude_interfaces
        .iter()
        .chain(&model.interfaces)
        .any(|i| i.def_name == "InferTypeOpInterface");
    if !included || op.interface("InferTypeOpInterface").is_some() {
        return false;
    }
    let constraint_fns = crate::gen::constraints::ConstraintFns::new(model, &BTreeSet::new());
    let cx = crate::gen::op_cx::OpCx::new(model, op, &constraint_fns);
    crate::gen::op_cx::ods_inference(&cx).is_some()
}

/// The Traits, Interfaces and Effects lines; `infers_types` adds the
/// `InferTypeOpInterface` ODS gives an op whose result types it infers.
fn traits(out: &mut String, traits: &[TraitDoc], infers_types: bool) {
    let mut plain = BTreeSet::new();
    let mut interfaces = BTreeSet::new();
    if infers_types {
        interfaces.insert(code("InferTypeOpInterface"));
    }
    let mut effects = BTreeSet::new();
    for t in traits {
        if !t.interface {
            plain.insert(code(&t.name));
            continue;
        }
        match &t.effects {
            Some(e) => {
                let list: Vec<String> = e
                    .effects
                    .iter()
                    .map(|(effect, resource)| format!("{} on {resource}", short(effect)))
                    .collect();
                effects.insert(code(&format!("{}{{{}}}", short(&e.base), list.join(", "))));
                interfaces.insert(code(&format!("{} ({})", t.name, t.trait_name)));
            }
            None => {
                interfaces.insert(code(&t.name));
            }
        }
    }
    for (title, set) in [
        ("Traits", plain),
        ("Interfaces", interfaces),
        ("Effects", effects),
    ] {
        if !set.is_empty() {
            let list: Vec<String> = set.into_iter().collect();
            out.push_str(&format!("\n{title}: {}\n", list.join(", ")));
        }
    }
}

/// An effect's C++ name without a leading `::` and `mlir::`.
fn short(name: &str) -> &str {
    let name = name.strip_prefix("::").unwrap_or(name);
    name.strip_prefix("mlir::").unwrap_or(name)
}
