//! The report's layouts, as MLIR's `PassStatistics.cpp` lays them out.

use super::*;
use crate::pass::{PassFailure, PassManager};
use crate::{Context, OpId};

/// A pass whose statistics are set when it runs: `short` to 5 and
/// `a-longer-name` to 123.
struct Counting {
    name: &'static str,
    stats: [Statistic; 2],
}

impl Counting {
    fn new(name: &'static str) -> Box<Counting> {
        Box::new(Counting {
            name,
            stats: [
                Statistic::new("short", "A short one"),
                Statistic::new("a-longer-name", "A longer one"),
            ],
        })
    }
}

impl Pass for Counting {
    fn argument(&self) -> &'static str {
        self.name
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn statistics(&self) -> Vec<&Statistic> {
        self.stats.iter().collect()
    }
    fn run_on_operation(&mut self, _: &mut Context, _: OpId) -> Result<(), PassFailure> {
        self.stats[0] += 5;
        self.stats[1].set(123);
        Ok(())
    }
}

/// A pass without statistics.
struct Plain;

impl Pass for Plain {
    fn argument(&self) -> &'static str {
        "plain"
    }
    fn name(&self) -> &'static str {
        "Plain"
    }
    fn run_on_operation(&mut self, _: &mut Context, _: OpId) -> Result<(), PassFailure> {
        Ok(())
    }
}

const BANNER: &str =
    "===-------------------------------------------------------------------------===
                         ... Pass statistics report ...
===-------------------------------------------------------------------------===
";

/// The report of running `pm` on a module holding one nested module.
fn report(mut pm: PassManager, mode: PassDisplayMode) -> String {
    let mut ctx = Context::new();
    let module = crate::parse_source(&mut ctx, "module {\n  module {\n  }\n}", "in.mlir").unwrap();
    pm.enable_statistics(mode);
    pm.run(&mut ctx, module).unwrap();
    let report = pm.take_statistics_report().unwrap();
    assert!(pm.take_statistics_report().is_none());
    report
}

fn pipeline() -> PassManager {
    let mut pm = PassManager::new("builtin.module");
    pm.add_pass(Counting::new("Zeta"));
    pm.add_pass(Box::new(Plain));
    let nested = pm.nest("builtin.module");
    nested.add_pass(Counting::new("Zeta"));
    nested.add_pass(Counting::new("Alpha"));
    pm
}

#[test]
fn the_pipeline_layout_nests_and_aligns_sorted_statistics() {
    let expected = format!(
        "{BANNER}Zeta
  (S) 123 a-longer-name - A longer one
  (S)   5 short         - A short one
Plain
'builtin.module' Pipeline
  Zeta
    (S) 123 a-longer-name - A longer one
    (S)   5 short         - A short one
  Alpha
    (S) 123 a-longer-name - A longer one
    (S)   5 short         - A short one

"
    );
    assert_eq!(report(pipeline(), PassDisplayMode::Pipeline), expected);
}

#[test]
fn the_list_layout_merges_passes_by_name_and_leaves_out_those_without() {
    let expected = format!(
        "{BANNER}  Alpha
    (S) 123 a-longer-name - A longer one
    (S)   5 short         - A short one
  Zeta
    (S) 246 a-longer-name - A longer one
    (S)  10 short         - A short one

"
    );
    assert_eq!(report(pipeline(), PassDisplayMode::List), expected);
}

#[test]
fn pipelines_side_by_side_come_under_their_collection() {
    let mut pm = PassManager::new("builtin.module");
    pm.nest("builtin.module").add_pass(Box::new(Plain));
    pm.nest("test.other").add_pass(Box::new(Plain));
    let expected = format!(
        "{BANNER}Pipeline Collection : ['builtin.module', 'test.other']
  'builtin.module' Pipeline
    Plain
  'test.other' Pipeline
    Plain

"
    );
    assert_eq!(report(pm, PassDisplayMode::Pipeline), expected);
}

#[test]
fn display_modes_are_named_as_on_mlir_opts_command_line() {
    assert_eq!(
        PassDisplayMode::from_name("list"),
        Some(PassDisplayMode::List)
    );
    assert_eq!(
        PassDisplayMode::from_name("pipeline"),
        Some(PassDisplayMode::Pipeline)
    );
    assert_eq!(PassDisplayMode::from_name("tree"), None);
}
