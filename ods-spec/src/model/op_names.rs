//! The names an op gives its operands, attributes, properties, results,
//! regions and successors, checked as `mlir-tblgen` checks them: first
//! when it reads the op (`Operator::assertInvariants`), then when it
//! declares the accessors of the op and its adaptor, where an accessor
//! declared twice is an error.

use super::naming::mlir_accessor_name;
use super::op::Op;
use super::records::{Result, View};
use std::collections::{HashMap, HashSet};

/// No two operands, results, regions or successors share a name (attributes
/// and properties are checked by [`check_accessor_overlaps`]), and no name
/// gives an accessor of the op's own API. Kinds are walked in that order,
/// each in declaration order; the error is at the def.
pub(super) fn check_entity_names(def: View<'_>, op: &Op) -> Result<()> {
    let kinds: [(&str, Vec<&str>); 4] = [
        (
            "operands",
            op.operands
                .iter()
                .filter(|o| o.named)
                .map(|o| o.name.as_str())
                .collect(),
        ),
        (
            "results",
            op.results
                .iter()
                .filter(|r| r.named)
                .map(|r| r.name.as_str())
                .collect(),
        ),
        (
            "regions",
            op.regions.iter().map(|r| r.name.as_str()).collect(),
        ),
        (
            "successors",
            op.successors.iter().map(|s| s.name.as_str()).collect(),
        ),
    ];
    let mut seen: HashMap<&str, &str> = HashMap::new();
    for (kind, names) in &kinds {
        for &name in names.iter().filter(|n| !n.is_empty()) {
            let message = match seen.insert(name, kind) {
                None if overlaps_op_api(op, name) => format!(
                    "generated accessor for `{name}` overlaps with a default one; please rename to avoid overlap"
                ),
                None => continue,
                Some(first) if first == *kind => {
                    format!("op has a conflict with two {kind} having the same name '{name}'")
                }
                Some(first) => format!(
                    "op has a conflict with {first} and {kind} both having an entry with the name '{name}'"
                ),
            };
            return Err(def.error(def.loc(), message));
        }
    }
    Ok(())
}

/// Whether the accessor of `name` is one every op of this shape already
/// has (`getOperands` of an op with more than its one variadic operand,
/// `getType` of an op without exactly one result, ...).
fn overlaps_op_api(op: &Op, name: &str) -> bool {
    match mlir_accessor_name(name).as_str() {
        "AttributeNames" | "Attributes" | "Operation" => true,
        "Operands" => {
            op.operands.len() != 1
                || op.operands.iter().filter(|o| o.arity.is_variable()).count() != 1
        }
        "Regions" => op.regions.len() != 1 || op.regions.iter().filter(|r| r.variadic).count() != 1,
        "Type" => op.results.len() != 1,
        _ => false,
    }
}

/// The class of the C++ MLIR generates that an accessor is declared in.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Class {
    /// `<Op>GenericAdaptorBase`: attributes, properties, regions.
    AdaptorBase,
    /// `<Op>GenericAdaptor`: operands.
    Adaptor,
    /// The op.
    Op,
}

/// No two accessors of one class have the same name: MLIR declares the
/// adaptor's accessors and then the op's, and stops at the first one
/// declared twice that it checks (`Unexpected overlap when generating
/// ...`). A same-named pair other than operands, results, regions and
/// successors (which [`check_entity_names`] rejects) meets here, as do two
/// names with one accessor (`a_b` and `aB` both give `getAB`). MLIR adds
/// the line of its own generator in parentheses; that line means nothing
/// for a `.td` author and is left out. The error is at the def.
pub(super) fn check_accessor_overlaps(def: View<'_>, op: &Op) -> Result<()> {
    use Class::*;
    let get = |name: &str| format!("get{}", mlir_accessor_name(name));
    let operands: Vec<&str> = op
        .operands
        .iter()
        .filter(|o| o.named)
        .map(|o| o.name.as_str())
        .collect();
    let results = op
        .results
        .iter()
        .filter(|r| r.named)
        .map(|r| r.name.as_str());
    let regions = op
        .regions
        .iter()
        .map(|r| r.name.as_str())
        .filter(|n| !n.is_empty());
    let successors = op
        .successors
        .iter()
        .map(|s| s.name.as_str())
        .filter(|n| !n.is_empty());
    // In MLIR's order: (class, accessor, whether a second one is an error).
    let mut decls: Vec<(Class, String, bool)> = Vec::new();
    decls.extend(operands.iter().map(|n| (Adaptor, get(n), true)));
    decls.push((AdaptorBase, "getAttributes".into(), false));
    decls.push((AdaptorBase, "getProperties".into(), false));
    decls.extend(
        op.properties
            .iter()
            .map(|p| (AdaptorBase, get(&p.name), false)),
    );
    for a in &op.attributes {
        decls.push((AdaptorBase, format!("Adaptor::{}Attr", get(&a.name)), true));
        decls.push((AdaptorBase, get(&a.name), true));
    }
    decls.extend(
        op.regions
            .iter()
            .filter(|r| !r.name.is_empty())
            .map(|r| (AdaptorBase, format!("Adaptor::{}", get(&r.name)), true)),
    );
    decls.extend(
        op.attributes
            .iter()
            .map(|a| (Op, format!("{}AttrName", get(&a.name)), false)),
    );
    decls.extend(
        operands
            .iter()
            .copied()
            .chain(results)
            .chain(regions)
            .chain(successors)
            .map(|n| (Op, get(n), true)),
    );
    decls.extend(op.properties.iter().map(|p| (Op, get(&p.name), true)));
    decls.extend(op.attributes.iter().map(|a| (Op, get(&a.name), true)));
    let mut declared = HashSet::new();
    for (class, label, checked) in decls {
        // The adaptor's accessors are named `Adaptor::getX` in MLIR's
        // message; the class tells them apart.
        let method = label.trim_start_matches("Adaptor::").to_string();
        if !declared.insert((class, method)) && checked {
            return Err(def.error(
                def.loc(),
                format!(
                    "Unexpected overlap when generating `{label}` for {}",
                    op.op_name
                ),
            ));
        }
    }
    Ok(())
}
