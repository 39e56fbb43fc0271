//! `print-op-stats` (MLIR's `PrintOpStats` pass).

use crate::pass::{Pass, PassFailure, PassOptions};
use crate::{Context, OpId};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Counts the ops by name in the op it runs on (itself included) and
/// writes the table to standard error, as mlir-opt does; with the `json`
/// option, a JSON object.
pub struct PrintOpStats {
    options: PassOptions,
}

impl Default for PrintOpStats {
    fn default() -> PrintOpStats {
        PrintOpStats {
            options: PassOptions::new().with("json", "print the stats as JSON", false),
        }
    }
}

impl Pass for PrintOpStats {
    fn argument(&self) -> &'static str {
        "print-op-stats"
    }
    fn description(&self) -> &'static str {
        "Print statistics of operations"
    }
    fn name(&self) -> &'static str {
        "PrintOpStats"
    }
    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let counts = op_counts(ctx, op);
        let json = *self.options.get::<bool>("json");
        eprint!(
            "{}",
            if json {
                as_json(&counts)
            } else {
                as_table(&counts)
            }
        );
        Ok(())
    }
}

/// How many ops of each name `op` holds, itself included, by name in
/// byte order.
pub fn op_counts(ctx: &Context, op: OpId) -> BTreeMap<String, u64> {
    let mut counts = BTreeMap::new();
    ctx.walk(op, crate::WalkOrder::PostOrder, &mut |o| {
        *counts.entry(ctx.op_name_str(o).to_string()).or_insert(0) += 1;
    });
    counts
}

/// The table: dialect names right-aligned before the `.`, op names
/// left-aligned after it, then ` , ` and the count.
fn as_table(counts: &BTreeMap<String, u64>) -> String {
    // A name without a `.` has no dialect.
    fn split(name: &str) -> (&str, &str) {
        name.split_once('.').unwrap_or(("", name))
    }
    let (dialect_width, op_width) = counts
        .keys()
        .map(|k| split(k))
        .fold((0, 0), |(d, o), (dn, on)| {
            (d.max(dn.len()), o.max(on.len()))
        });
    let mut out = String::from("Operations encountered:\n-----------------------\n");
    for (name, count) in counts {
        let (dialect, op) = split(name);
        if dialect.is_empty() {
            out.push_str(&" ".repeat(dialect_width + 3));
        } else {
            let _ = write!(out, "{dialect:>width$}.", width = dialect_width + 2);
        }
        let _ = writeln!(out, "{op:<op_width$} , {count}");
    }
    out
}

/// The JSON object: each name and its count, in name order.
fn as_json(counts: &BTreeMap<String, u64>) -> String {
    let mut out = String::from("{\n");
    for (i, (name, count)) in counts.iter().enumerate() {
        let end = if i + 1 == counts.len() { "\n" } else { ",\n" };
        let _ = write!(out, "  \"{name}\" : {count}{end}");
    }
    out.push_str("}\n");
    out
}
