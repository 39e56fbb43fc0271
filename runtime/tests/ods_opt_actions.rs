//! `ods-opt`'s action and reproducer flags: the help lists them, bad
//! values fail as mlir-opt's, a log and a reproducer of builtin IR read as
//! mlir-opt 22 writes them (the thread named after the process,
//! `ods-opt`), and the runtime's action hook seen from an observer.

mod common;

use ods_runtime::action::{Action, ActionObserver, IrUnit};
use ods_runtime::pass::PassExecutionAction;
use ods_runtime::{parse_source, Context};
use std::process::Output;
use std::sync::{Arc, Mutex};

/// Runs `ods-opt args` on `input` (standard input).
fn ods_opt(args: &[&str], input: &str) -> Output {
    common::run_ods_opt(args, input.as_bytes())
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

const NESTED: &str = "module {\n  module @a {\n  }\n  module @b {\n  }\n}\n";

#[test]
fn help_lists_the_action_and_reproducer_flags() {
    let out = text(&ods_opt(&["--help"], "").stdout);
    for flag in [
        "--log-actions-to",
        "--log-mlir-actions-filter",
        "--profile-actions-to",
        "--run-reproducer",
        "--mlir-generate-reproducer",
        "--mlir-pass-pipeline-crash-reproducer",
        "--mlir-pass-pipeline-local-reproducer",
    ] {
        assert!(out.contains(flag), "no {flag} in\n{out}");
    }
}

#[test]
fn the_log_names_each_pass_and_its_op_as_mlir_does() {
    let pipeline = "--pass-pipeline=builtin.module(builtin.module(canonicalize),cse)";
    let o = ods_opt(
        &["--log-actions-to=-", pipeline, "--mlir-disable-threading"],
        NESTED,
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(
        text(&o.stderr),
        "ExecutionContext registered on the context\n"
    );
    let begin = "[thread ods-opt] begins (no breakpoint) Action";
    let expected = format!(
        "{begin} `pass-execution` running `mlir::detail::OpToOpPassAdaptor` on Operation `builtin.module` (module {{...}})`
{begin} `pass-execution` running `Canonicalizer` on Operation `builtin.module` (module @a {{...}})`
{begin} GreedyPatternRewriteIteration(1) (Region #0 for op module @a {{...}})`
[thread ods-opt] completed `GreedyPatternRewriteIteration`
[thread ods-opt] completed `pass-execution`
{begin} `pass-execution` running `Canonicalizer` on Operation `builtin.module` (module @b {{...}})`
{begin} GreedyPatternRewriteIteration(1) (Region #0 for op module @b {{...}})`
[thread ods-opt] completed `GreedyPatternRewriteIteration`
[thread ods-opt] completed `pass-execution`
[thread ods-opt] completed `pass-execution`
{begin} `pass-execution` running `CSE` on Operation `builtin.module` (module {{...}})`
[thread ods-opt] completed `pass-execution`
{NESTED}
"
    );
    assert_eq!(text(&o.stdout), expected);
}

#[test]
fn a_filter_keeps_the_actions_at_its_locations() {
    // `@b` is on line 4 of standard input.
    let o = ods_opt(
        &[
            "--log-mlir-actions-filter=<stdin>:4",
            "--log-actions-to=-",
            "--pass-pipeline=builtin.module(builtin.module(canonicalize))",
            "--mlir-disable-threading",
            "-o",
            "/dev/null",
        ],
        NESTED,
    );
    let log = text(&o.stdout);
    assert!(log.contains("(module @b {...})"), "{log}");
    assert!(!log.contains("@a"), "{log}");
    assert!(!log.contains("OpToOpPassAdaptor"), "{log}");
}

#[test]
fn bad_filters_and_files_fail_as_mlir_opt() {
    // An empty location: LLVM's command line gives up, status 1.
    let o = ods_opt(&["--log-mlir-actions-filter=a.mlir,", "--cse"], NESTED);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    assert_eq!(
        text(&o.stderr),
        "error: initializing FileLineColLocBreakpoint with empty file name\n\
         Invalid location filter: \n"
    );
    // A log that cannot be opened: reported, nothing logged, status kept.
    let o = ods_opt(&["--log-actions-to=/no/such/dir/log", "--cse"], NESTED);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(text(&o.stdout), format!("{NESTED}\n"));
    assert_eq!(
        text(&o.stderr),
        "ExecutionContext registered on the contexterror: Opening file for --log-actions-to \
         failed: cannot open output file '/no/such/dir/log': No such file or directory\n\n"
    );
    // A boolean flag with a value that is none.
    let o = ods_opt(&["--run-reproducer=maybe"], NESTED);
    assert_ne!(o.status.code(), Some(0));
    assert!(text(&o.stderr).contains("'maybe' is invalid value for boolean argument!"));
}

#[test]
fn a_reproducer_runs_its_pipeline_and_refuses_unknown_keys() {
    let reproducer = "module {\n}\n\n{-#\n  external_resources: {\n    mlir_reproducer: {\n      \
                      pipeline: \"builtin.module(cse)\",\n      disable_threading: true\n    }\n  }\n#-}\n";
    let o = ods_opt(&["--run-reproducer", "--dump-pass-pipeline"], reproducer);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(text(&o.stdout), "module {\n}\n\n");
    assert_eq!(
        text(&o.stderr),
        "Pass Manager with 1 passes:\nbuiltin.module(\n  cse\n)\n\n"
    );
    // Without the flag, the resource is the IR's, printed back.
    let o = ods_opt(&[], reproducer);
    assert_eq!(text(&o.stdout), reproducer.to_string() + "\n");
    let bad = reproducer.replace("disable_threading", "threads");
    let o = ods_opt(&["--run-reproducer"], &bad);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr)
            .starts_with("<stdin>:8:7: error: unknown 'mlir_reproducer' resource key 'threads'\n"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn a_generated_reproducer_holds_the_output_and_its_pipeline() {
    let o = ods_opt(&["--mlir-generate-reproducer=-", "--cse"], NESTED);
    assert!(o.status.success());
    let reproducer = format!(
        "{NESTED}\n{{-#\n  external_resources: {{\n    mlir_reproducer: {{\n      \
         pipeline: \"builtin.module(cse)\",\n      disable_threading: false,\n      \
         verify_each: false\n    }}\n  }}\n#-}}\n"
    );
    assert_eq!(text(&o.stdout), format!("{reproducer}{NESTED}\n"));
}

/// Records what it sees of each action.
struct Recorder(Arc<Mutex<Vec<String>>>);

impl ActionObserver for Recorder {
    fn before_execute(&self, ctx: &Context, action: &dyn Action) -> bool {
        let mut line = String::from("begin ");
        action.print(ctx, &mut line);
        for unit in action.ir_units() {
            line.push_str(" | ");
            unit.print(ctx, &mut line);
        }
        self.0.lock().unwrap().push(line);
        true
    }

    fn after_execute(&self, _: &Context, action: &dyn Action) {
        self.0.lock().unwrap().push(format!("end {}", action.tag()));
    }
}

#[test]
fn an_observer_sees_an_action_begin_and_end_around_its_work() {
    let mut ctx = Context::new();
    let module = parse_source(&mut ctx, NESTED, "in.mlir").unwrap();
    let action = PassExecutionAction::new("MyPass", module);
    assert_eq!(action.ir_units(), &[IrUnit::Op(module)]);
    // Without observers, the work runs, and nothing else.
    assert_eq!(ctx.execute_action(&action, |_| 7), 7);
    let seen = Arc::new(Mutex::new(Vec::new()));
    ctx.set_action_observers(vec![Box::new(Recorder(seen.clone()))]);
    let ran = ctx.execute_action(&action, |ctx| {
        seen.lock().unwrap().push("work".to_string());
        ctx.op_name_str(module).to_string()
    });
    assert_eq!(ran, "builtin.module");
    assert_eq!(
        *seen.lock().unwrap(),
        [
            "begin `pass-execution` running `MyPass` on Operation `builtin.module` | module {...}",
            "work",
            "end pass-execution",
        ]
    );
}
