//! Passes declared in `.td` (`fixtures/ods/passes.td`), implemented here
//! as a user does: run from a pass manager and from a textual pipeline,
//! their options parsed from `pass{key=value}` and printed back as
//! `--dump-pass-pipeline` prints them, their statistics kept, their
//! dependent dialect loaded.

use ods_runtime::ods::convert::i64_attr;
use ods_runtime::pass::{parse_pass_pipeline, Pass, PassFailure, PassManager, PassRegistry};
use ods_runtime::{Context, OpId, WalkOrder};
use ods_tests::pass_mode::Mode;
use ods_tests::passes::{
    register_ps_count_ops, register_ps_mark, register_ps_on_callables, PsCountOps,
    PsCountOpsOptions, PsCountOpsPass, PsCountOpsStatistics, PsMark, PsMarkOptions,
    PsMarkStatistics, PsOnCallables, PsOnCallablesOptions, PsOnCallablesStatistics,
};

/// What `ps-count-ops` does, as its description says.
#[derive(Default)]
struct Counter {
    /// The modes of the runs, to see the Rust-typed option arrive.
    modes: Vec<Mode>,
}

impl PsCountOps for Counter {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &PsCountOpsOptions,
        statistics: &mut PsCountOpsStatistics,
    ) -> Result<(), PassFailure> {
        self.modes.push(options.mode);
        let mut count = 0i64;
        ctx.walk(op, WalkOrder::PreOrder, &mut |nested| {
            let counted = options.names.is_empty()
                || options.names.iter().any(|n| n == ctx.op_name_str(nested));
            if (nested != op || options.verbose) && counted {
                count += 1;
            }
        });
        if options.max_count >= 0 {
            count = count.min(options.max_count);
        }
        statistics.num_counted.set(count as u64);
        let value = i64_attr(ctx, count);
        ctx.set_attr(op, &options.label, Some(value));
        Ok(())
    }
}

/// `ps-mark`: sets `ps.marked` on the op it runs on.
#[derive(Default)]
struct Marker;

impl PsMark for Marker {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &PsMarkOptions,
        _: &mut PsMarkStatistics,
    ) -> Result<(), PassFailure> {
        let unit = i64_attr(ctx, 1);
        ctx.set_attr(op, "ps.marked", Some(unit));
        Ok(())
    }
}

/// `ps-on-callables`: sets `ps.marked` on the `ps.callable` ops.
#[derive(Default)]
struct CallableMarker;

impl PsOnCallables for CallableMarker {
    fn can_schedule_on(&self, _: &Context, op_name: &str) -> bool {
        op_name == "ps.callable"
    }
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &PsOnCallablesOptions,
        _: &mut PsOnCallablesStatistics,
    ) -> Result<(), PassFailure> {
        Marker.run_on_operation(ctx, op, &PsMarkOptions {}, &mut PsMarkStatistics {})
    }
}

const MODULE: &str = r#"module {
  "ps.note"() : () -> ()
  "x.y"() ({
    "ps.note"() : () -> ()
  }) : () -> ()
}
"#;

fn module(ctx: &mut Context) -> OpId {
    ctx.allow_unregistered = true;
    ods_runtime::parse_source(ctx, MODULE, "in.mlir").unwrap()
}

fn registry() -> PassRegistry {
    let mut registry = PassRegistry::new();
    register_ps_count_ops::<Counter>(&mut registry);
    register_ps_mark::<Marker>(&mut registry);
    register_ps_on_callables::<CallableMarker>(&mut registry);
    registry
}

/// The `i64` value of the attribute `name` of `op` (attributes are
/// interned: equal values are equal handles).
fn i64_of(ctx: &mut Context, op: OpId, name: &str) -> Option<i64> {
    let attr = ctx.get_attr(op, name)?;
    (-10..10).find(|&n| i64_attr(ctx, n) == attr)
}

#[test]
fn the_declaration_reaches_the_pass() {
    let pass = PsCountOpsPass::<Counter>::default();
    assert_eq!(pass.argument(), "ps-count-ops");
    assert_eq!(pass.name(), "PsCountOps");
    assert_eq!(pass.description(), "Counts the ops of a module");
    assert_eq!(pass.op_name(), Some("builtin.module"));
    let defaults = PsCountOpsOptions {
        max_count: -1,
        label: "ps.counted".into(),
        verbose: false,
        mode: Mode::Fast,
        depth: 0,
        names: Vec::new(),
        sizes: Vec::new(),
    };
    assert_eq!(pass.current_options(), defaults);
    assert_eq!(
        pass.options().unwrap().descriptions()[0],
        ("depth", "Unused: a default value")
    );
    let stats: Vec<_> = pass.statistics().iter().map(|s| s.name()).collect();
    assert_eq!(stats, ["num-counted"]);
    // An op-agnostic pass names no op.
    assert_eq!(
        ods_tests::passes::PsMarkPass::<Marker>::default().op_name(),
        None
    );
}

#[test]
fn runs_from_a_pass_manager_with_options_given_in_rust() {
    let mut ctx = Context::new();
    let module = module(&mut ctx);
    let mut pm = PassManager::new("builtin.module");
    pm.add_pass(Box::new(PsCountOpsPass::<Counter>::new(
        PsCountOpsOptions {
            names: vec!["ps.note".into()],
            mode: Mode::Slow,
            ..PsCountOpsOptions::default()
        },
    )));
    pm.run(&mut ctx, module).unwrap();
    assert_eq!(i64_of(&mut ctx, module, "ps.counted"), Some(2));
    assert_eq!(
        pm.print_as_textual_pipeline(false),
        "builtin.module(ps-count-ops{depth=0 label=ps.counted max-count=-1 mode=slow \
         names={ps.note}  verbose=false})"
    );
}

#[test]
fn runs_from_a_textual_pipeline_and_prints_it_back() {
    let registry = registry();
    let text = "builtin.module(ps-count-ops{names=ps.note,x.y label='ps.the count' \
                verbose max-count=3 sizes=4,0x10 mode=slow},ps-mark)";
    let pipeline = parse_pass_pipeline(text, &registry).unwrap();
    // As mlir-opt's --dump-pass-pipeline prints it: sorted keys, values
    // that need it braced.
    assert_eq!(
        pipeline.dump_text(),
        "Pass Manager with 2 passes:\n\
         builtin.module(\n  ps-count-ops{depth=0 label={ps.the count} max-count=3 mode=slow \
         names={ps.note,x.y} sizes={4,16} verbose=true},\n  ps-mark\n)\n\n"
    );
    let mut pm = PassManager::from(pipeline);
    let mut ctx = Context::new();
    let module = module(&mut ctx);
    pm.run(&mut ctx, module).unwrap();
    // The module, two notes and x.y: four, at most three.
    assert_eq!(i64_of(&mut ctx, module, "ps.the count"), Some(3));
    assert_eq!(i64_of(&mut ctx, module, "ps.marked"), Some(1));
}

#[test]
fn statistics_are_kept_and_the_dependent_dialect_is_loaded() {
    let mut ctx = Context::new();
    let module = module(&mut ctx);
    assert!(!ctx.registry.is_registered_dialect("ps"));
    let mut pm = PassManager::new("builtin.module");
    pm.add_pass(Box::new(PsCountOpsPass::<Counter>::default()));
    pm.enable_statistics(ods_runtime::pass::PassDisplayMode::List);
    pm.run(&mut ctx, module).unwrap();
    assert!(ctx.registry.is_registered_dialect("ps"));
    let report = pm.take_statistics_report().unwrap();
    assert!(
        report.contains("(S) 3 num-counted - Number of ops counted"),
        "{report}"
    );
}

#[test]
fn an_interface_pass_runs_where_its_implementation_says() {
    let mut ctx = Context::new();
    ods_tests::passes::ps::PsDialect::register(&mut ctx);
    let text = "module {\n  \"ps.note\"() : () -> ()\n  \"ps.callable\"() ({\n  }) : () -> ()\n}\n";
    let module = ods_runtime::parse_source(&mut ctx, text, "in.mlir").unwrap();
    let pipeline = "builtin.module(any(ps-on-callables))";
    let mut pm = PassManager::from(parse_pass_pipeline(pipeline, &registry()).unwrap());
    pm.run(&mut ctx, module).unwrap();
    let mut ops = Vec::new();
    ctx.walk(module, WalkOrder::PreOrder, &mut |op| ops.push(op));
    let marked: Vec<&str> = ops
        .iter()
        .filter(|&&op| ctx.get_attr(op, "ps.marked").is_some())
        .map(|&op| ctx.op_name_str(op))
        .collect();
    assert_eq!(marked, ["ps.callable"]);
}

#[test]
fn bad_option_values_get_llvms_messages() {
    let registry = registry();
    for (text, expected) in [
        (
            "builtin.module(ps-count-ops{max-count=many})",
            "for the --max-count option: 'many' value invalid for long argument!",
        ),
        (
            "builtin.module(ps-count-ops{mode=medium})",
            "for the --mode option: Cannot find option named 'medium'!",
        ),
        (
            "builtin.module(ps-count-ops{sizes=1,x})",
            "for the --sizes option: 'x' value invalid for long argument!",
        ),
    ] {
        let error = parse_pass_pipeline(text, &registry).unwrap_err();
        assert_eq!(error.value_errors, [expected], "{text}");
    }
    let error = parse_pass_pipeline("builtin.module(ps-mark{x=1})", &registry).unwrap_err();
    assert!(
        error.message.contains("no such option x"),
        "{}",
        error.message
    );
}
