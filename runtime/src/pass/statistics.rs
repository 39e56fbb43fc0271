//! Pass statistics (MLIR's `Pass::Statistic`) and the report a pass
//! manager makes of them after a run (`--mlir-pass-statistics`), in MLIR's
//! layout.

use super::manager::{OpPassManager, PassEntry};
use super::pass::Pass;
use std::collections::BTreeMap;
use std::fmt::Write;

/// A named counter a pass keeps about its work (MLIR's `Pass::Statistic`),
/// listed by [`Pass::statistics`] and reported by the pass manager when
/// statistics are enabled.
///
/// ```
/// use ods_runtime::pass::Statistic;
///
/// let mut erased = Statistic::new("num-erased", "Number of operations erased");
/// erased += 2;
/// erased.set(erased.value() + 1);
/// assert_eq!(erased.value(), 3);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statistic {
    name: &'static str,
    description: &'static str,
    value: u64,
}

impl Statistic {
    /// A counter at 0.
    pub const fn new(name: &'static str, description: &'static str) -> Statistic {
        Statistic {
            name,
            description,
            value: 0,
        }
    }

    /// The name the report shows (`num-cse'd`).
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// What the counter counts, in one line.
    pub fn description(&self) -> &'static str {
        self.description
    }

    /// The current value.
    pub fn value(&self) -> u64 {
        self.value
    }

    /// Sets the value (MLIR's `stat = n`).
    pub fn set(&mut self, value: u64) {
        self.value = value;
    }
}

impl std::ops::AddAssign<u64> for Statistic {
    fn add_assign(&mut self, n: u64) {
        self.value += n;
    }
}

/// How the statistics report is laid out
/// (`--mlir-pass-statistics-display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PassDisplayMode {
    /// The passes that have statistics, merged by pass name and sorted by
    /// it (`list`).
    List,
    /// Every pass where it is in the pipeline, nested pipelines indented
    /// under theirs (`pipeline`, the default).
    #[default]
    Pipeline,
}

impl PassDisplayMode {
    /// The mode named as on mlir-opt's command line (`list`, `pipeline`).
    pub fn from_name(name: &str) -> Option<PassDisplayMode> {
        match name {
            "list" => Some(PassDisplayMode::List),
            "pipeline" => Some(PassDisplayMode::Pipeline),
            _ => None,
        }
    }
}

/// The report of the statistics of `pm`'s passes, as MLIR prints it: a
/// banner, the passes in `mode`'s layout, and a blank line.
pub(super) fn statistics_report(pm: &OpPassManager, mode: PassDisplayMode) -> String {
    const TITLE: &str = "... Pass statistics report ...";
    let rule = format!("==={}===", "-".repeat(73));
    let mut out = format!(
        "{rule}\n{:pad$}{TITLE}\n{rule}\n",
        "",
        pad = (80 - TITLE.len()) / 2
    );
    match mode {
        PassDisplayMode::List => print_list(&mut out, pm),
        PassDisplayMode::Pipeline => print_pipeline(&mut out, 0, &pm.passes),
    }
    out.push('\n');
    out
}

/// One entry: the name, then its statistics sorted by name, values right
/// and names left aligned.
fn print_entry(out: &mut String, indent: usize, name: &str, stats: &mut [(&str, &str, u64)]) {
    let _ = writeln!(out, "{:indent$}{name}", "");
    stats.sort_by(|a, b| a.0.cmp(b.0));
    let name_width = stats.iter().map(|s| s.0.len()).max().unwrap_or(0);
    let value_width = stats
        .iter()
        .map(|s| s.2.to_string().len())
        .max()
        .unwrap_or(0);
    for (name, description, value) in stats.iter() {
        let _ = writeln!(
            out,
            "{:indent$}(S) {value:>value_width$} {name:<name_width$} - {description}",
            "",
            indent = indent + 2
        );
    }
}

/// The statistics of one pass, as the report lists them.
fn stats_of(pass: &dyn Pass) -> Vec<(&'static str, &'static str, u64)> {
    pass.statistics()
        .into_iter()
        .map(|s| (s.name(), s.description(), s.value()))
        .collect()
}

/// The `list` layout: each pass with statistics once, its runs added up.
fn print_list(out: &mut String, pm: &OpPassManager) {
    fn collect(
        entries: &[PassEntry],
        merged: &mut BTreeMap<&'static str, Vec<(&'static str, &'static str, u64)>>,
    ) {
        for entry in entries {
            match entry {
                PassEntry::Pass(pass) => {
                    let stats = stats_of(&**pass);
                    if stats.is_empty() {
                        continue;
                    }
                    match merged.get_mut(pass.name()) {
                        Some(sum) => {
                            for (total, stat) in sum.iter_mut().zip(stats) {
                                total.2 += stat.2;
                            }
                        }
                        None => {
                            merged.insert(pass.name(), stats);
                        }
                    }
                }
                PassEntry::Nested(managers) => {
                    for nested in managers {
                        collect(&nested.passes, merged);
                    }
                }
            }
        }
    }
    let mut merged = BTreeMap::new();
    collect(&pm.passes, &mut merged);
    for (name, mut stats) in merged {
        print_entry(out, 2, name, &mut stats);
    }
}

/// The `pipeline` layout: the passes in order, each nested pipeline as
/// `'op' Pipeline` with its passes under it; several pipelines run side
/// by side come under their `Pipeline Collection : [...]`.
fn print_pipeline(out: &mut String, indent: usize, entries: &[PassEntry]) {
    for entry in entries {
        match entry {
            PassEntry::Pass(pass) => print_entry(out, indent, pass.name(), &mut stats_of(&**pass)),
            PassEntry::Nested(managers) => {
                let mut indent = indent;
                if managers.len() > 1 {
                    let anchors: Vec<String> = managers
                        .iter()
                        .map(|m| format!("'{}'", m.op_anchor_name()))
                        .collect();
                    let name = format!("Pipeline Collection : [{}]", anchors.join(", "));
                    print_entry(out, indent, &name, &mut []);
                    indent += 2;
                }
                for nested in managers {
                    let name = format!("'{}' Pipeline", nested.op_anchor_name());
                    print_entry(out, indent, &name, &mut []);
                    print_pipeline(out, indent + 2, &nested.passes);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
