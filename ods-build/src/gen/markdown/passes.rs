//! The pass page (`mlir-tblgen --gen-pass-doc`): every pass sorted by
//! argument, each a heading with its summary and description, then its
//! options and statistics as aligned `name : description` blocks.

use ods_spec::model::pass::PassDef;

/// The passes of `passes`, sorted by argument.
pub fn emit(passes: &[PassDef], out: &mut String) {
    let mut sorted: Vec<&PassDef> = passes.iter().collect();
    sorted.sort_by(|a, b| a.argument.cmp(&b.argument));
    for pass in sorted {
        super::heading(out, 3, &super::code(&format!("-{}", pass.argument)));
        super::summary(out, &pass.summary);
        super::description(out, &pass.description);
        let options = pass
            .options
            .iter()
            .map(|o| (format!("-{}", o.argument), &o.description));
        aligned_block(out, "Options", options.collect());
        let stats = pass
            .statistics
            .iter()
            .map(|s| (s.name.clone(), &s.description));
        aligned_block(out, "Statistics", stats.collect());
    }
}

/// A `#### title` section holding a code block of `name : description`
/// lines, the names padded to the longest; nothing when `rows` is empty.
fn aligned_block(out: &mut String, title: &str, rows: Vec<(String, &String)>) {
    if rows.is_empty() {
        return;
    }
    super::heading(out, 4, title);
    out.push_str("\n```\n");
    let width = rows.iter().map(|(name, _)| name.len()).max().unwrap_or(0);
    for (name, description) in rows {
        out.push_str(&format!("{name:<width$} : {description}\n"));
    }
    out.push_str("```\n");
}
