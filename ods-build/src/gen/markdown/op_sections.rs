//! The operations of a dialect's page: each op alone or in its
//! `opDocGroup`, sorted and nested as mlir-tblgen does.

use super::{description, heading, ops};
use ods_spec::model::doc::OpDocGroup;
use ods_spec::model::{Model, Op};
use std::collections::BTreeMap;

/// Ops documented together: those of one `OpDocGroup`, or one op.
struct Section<'a> {
    group: Option<&'a OpDocGroup>,
    ops: Vec<&'a Op>,
}

impl Section<'_> {
    /// A group with a summary has a heading and nests its ops under it.
    fn heading(&self) -> Option<&OpDocGroup> {
        self.group.filter(|g| !g.summary.is_empty())
    }

    /// What mlir-tblgen sorts by (ignoring case): the group's summary, as
    /// written, else the first op's mnemonic.
    fn sort_key(&self, dialect: &str) -> String {
        match self.heading() {
            Some(g) => g.summary.to_ascii_lowercase(),
            None => mnemonic(&self.ops[0].op_name, dialect).to_ascii_lowercase(),
        }
    }
}

/// Appends the op sections of the page of dialect `dialect` (its name).
pub fn emit(model: &Model, dialect: &str, out: &mut String) {
    // mlir-tblgen lists the ungrouped ops, then the groups by def name,
    // before a sort that keeps that order among equal keys.
    let mut sections: Vec<Section<'_>> = Vec::new();
    let mut groups: BTreeMap<&str, Section<'_>> = BTreeMap::new();
    for op in &model.ops {
        match &op.doc_group {
            Some(g) => groups
                .entry(&g.def_name)
                .or_insert_with(|| Section {
                    group: Some(g),
                    ops: Vec::new(),
                })
                .ops
                .push(op),
            None => sections.push(Section {
                group: None,
                ops: vec![op],
            }),
        }
    }
    sections.extend(groups.into_values());
    sections.sort_by_cached_key(|s| s.sort_key(dialect));
    for section in &sections {
        let mut text = String::new();
        if let Some(g) = section.heading() {
            heading(&mut text, 2, g.summary.trim());
            description(&mut text, &g.description);
            text.push('\n');
        }
        for op in &section.ops {
            ops::emit(model, op, &mut text);
        }
        // mlir-tblgen ends each section with one more line.
        text.push('\n');
        if section.heading().is_some() {
            text = nest(&text);
        }
        out.push_str(&text);
    }
}

/// `text` one heading level down: every line that starts with `#` gets
/// another, those of descriptions included, as mlir-tblgen nests a group.
fn nest(text: &str) -> String {
    text.split_inclusive('\n')
        .map(|line| {
            if line.starts_with('#') {
                format!("#{line}")
            } else {
                line.to_string()
            }
        })
        .collect()
}

/// The op name without its dialect prefix (`opName`).
fn mnemonic<'a>(op_name: &'a str, dialect: &str) -> &'a str {
    op_name
        .strip_prefix(dialect)
        .and_then(|m| m.strip_prefix('.'))
        .unwrap_or(op_name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nest_adds_a_level_to_lines_starting_with_a_hash() {
        assert_eq!(
            nest("\n### a\ntext\n  #x\n#y\n"),
            "\n#### a\ntext\n  #x\n##y\n"
        );
    }

    #[test]
    fn mnemonic_strips_the_dialect_prefix() {
        assert_eq!(mnemonic("dp.wrap", "dp"), "wrap");
        assert_eq!(mnemonic("other.wrap", "dp"), "other.wrap");
    }
}
