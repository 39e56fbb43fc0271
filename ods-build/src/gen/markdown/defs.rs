//! One attribute or type definition's section: class, summary, syntax,
//! description and the parameter table.

use super::{code, description, heading, summary, table};
use ods_spec::model::{AttrOrTypeDef, DefKind, Model, Parameter};

/// Appends the section of `def`.
pub fn emit(model: &Model, def: &AttrOrTypeDef, out: &mut String) {
    heading(out, 3, &def.class_name);
    summary(out, &def.summary);
    if let (Some(mnemonic), false) = (&def.mnemonic, def.has_custom_assembly_format) {
        let prefix = match def.kind {
            DefKind::Attr => '#',
            DefKind::Type => '!',
        };
        let dialect = &model.dialects[def.dialect].name;
        syntax(
            out,
            &format!("{prefix}{dialect}.{mnemonic}"),
            &def.parameters,
        );
    }
    description(out, &def.description);
    if def.parameters.is_empty() {
        // mlir-tblgen ends the section with a newline the table otherwise
        // ends with.
        out.push('\n');
    } else {
        heading(out, 4, "Parameters:");
        let rows: Vec<Vec<String>> = def
            .parameters
            .iter()
            .map(|p| {
                let summary = p.summary.clone().unwrap_or_default();
                vec![p.name.clone(), code(&p.cpp_type_text), summary]
            })
            .collect();
        let columns = [
            ("Parameter", ":-------:"),
            ("C++ type", ":-------:"),
            ("Description", "-----------"),
        ];
        table(out, &columns, &rows);
    }
}

/// The generic syntax: the name alone, or with one line per parameter.
fn syntax(out: &mut String, name: &str, parameters: &[Parameter]) {
    if parameters.is_empty() {
        out.push_str(&format!("\nSyntax: `{name}`\n"));
        return;
    }
    out.push_str(&format!("\nSyntax:\n\n```\n{name}<\n"));
    for (i, p) in parameters.iter().enumerate() {
        // A parameter that is itself a def names its handle in `cppType`:
        // the documentation shows the C++ class, as MLIR does.
        let syntax = if p.syntax == p.cpp_type {
            &p.cpp_type_text
        } else {
            &p.syntax
        };
        let comma = if i + 1 < parameters.len() { "," } else { "" };
        out.push_str(&format!("  {syntax}{comma}   # {}\n", p.name));
    }
    out.push_str(">\n```\n");
}
