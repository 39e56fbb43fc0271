//! One enum's section: class, summary and the table of cases.

use super::{code, heading, summary, table};
use ods_spec::model::Enum;

/// Appends the section of `e`.
pub fn emit(e: &Enum, out: &mut String) {
    heading(out, 3, &e.class_name);
    summary(out, &e.summary);
    heading(out, 4, "Cases:");
    let rows: Vec<Vec<String>> = e
        .cases
        .iter()
        .map(|c| vec![c.symbol.clone(), code(&c.value.to_string()), c.str.clone()])
        .collect();
    let columns = [
        ("Symbol", ":----:"),
        ("Value", ":---:"),
        ("String", "------"),
    ];
    table(out, &columns, &rows);
}
