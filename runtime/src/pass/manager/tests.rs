//! Where and in which order pass managers run their passes.

use super::*;
use crate::pass::{parse_pass_pipeline, PassRegistry};
use std::sync::{Arc, Mutex};

/// Records `name@op-name` for each run, in a log shared by its copies.
struct Record {
    name: &'static str,
    log: Arc<Mutex<Vec<String>>>,
}

impl Pass for Record {
    fn argument(&self) -> &'static str {
        self.name
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let entry = format!("{}@{}", self.name, ctx.op_name_str(op));
        self.log.lock().unwrap().push(entry);
        Ok(())
    }
}

const IR: &str = r#"module {
  "iso.op"() ({
    "iso.op"() ({}) : () -> ()
  }) : () -> ()
  "test.other"() : () -> ()
  "iso.op"() ({}) : () -> ()
}"#;

/// A context where `iso.op` is registered, isolated from above.
fn context() -> (Context, OpId) {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let definition = crate::registry::DefinitionId::of::<Record>();
    let mut info = crate::registry::OpInfo::new(ctx.symbol("iso.op"), definition);
    info.traits = Traits::ISOLATED_FROM_ABOVE | Traits::NO_TERMINATOR;
    ctx.registry.register("iso.op", info).unwrap();
    let module = crate::parse_source(&mut ctx, IR, "in.mlir").unwrap();
    (ctx, module)
}

/// The log of running `build`'s pipeline on the module of [`IR`].
fn log_of(
    build: impl FnOnce(&mut PassManager, &dyn Fn(&'static str) -> Box<dyn Pass>),
) -> Vec<String> {
    let log = Arc::new(Mutex::new(Vec::new()));
    let make = |name| -> Box<dyn Pass> {
        Box::new(Record {
            name,
            log: log.clone(),
        })
    };
    let (mut ctx, module) = context();
    let mut pm = PassManager::new("builtin.module");
    build(&mut pm, &make);
    pm.run(&mut ctx, module).unwrap();
    let out = log.lock().unwrap().clone();
    out
}

#[test]
fn nested_pipelines_run_on_the_ops_directly_inside_only() {
    let log = log_of(|pm, make| {
        pm.add_pass(make("a"));
        pm.nest("iso.op").add_pass(make("b"));
    });
    assert_eq!(log, ["a@builtin.module", "b@iso.op", "b@iso.op"]);
}

#[test]
fn nesting_goes_to_any_depth_and_any_takes_isolated_registered_ops() {
    let log = log_of(|pm, make| {
        pm.nest("iso.op").nest("iso.op").add_pass(make("deep"));
        pm.nest_any().add_pass(make("any"));
    });
    assert_eq!(log, ["deep@iso.op", "any@iso.op", "any@iso.op"]);
}

#[test]
fn adjacent_nested_pipelines_merge_to_run_op_by_op() {
    let log = log_of(|pm, make| {
        pm.nest("iso.op").add_pass(make("a"));
        pm.nest("iso.op").add_pass(make("b"));
    });
    assert_eq!(log, ["a@iso.op", "b@iso.op", "a@iso.op", "b@iso.op"]);
    // An `any` pipeline that could run on the other's ops stays apart.
    let log = log_of(|pm, make| {
        pm.nest("iso.op").add_pass(make("a"));
        pm.nest_any().add_pass(make("b"));
    });
    assert_eq!(log, ["a@iso.op", "a@iso.op", "b@iso.op", "b@iso.op"]);
}

#[test]
fn a_pass_manager_runs_only_on_its_anchor() {
    let (mut ctx, module) = context();
    let mut registry = PassRegistry::new();
    crate::transforms::register_transforms_passes(&mut registry);
    let pm = parse_pass_pipeline("func.func(cse)", &registry).unwrap();
    let error = PassManager::from(pm).run(&mut ctx, module).unwrap_err();
    assert_eq!(
        error.diagnostic.unwrap().message,
        "can't run 'func.func' pass manager on 'builtin.module' op"
    );
    // `any` at the top runs on whatever it is given.
    let pm = parse_pass_pipeline("any(cse)", &registry).unwrap();
    PassManager::from(pm).run(&mut ctx, module).unwrap();
}

#[test]
fn passes_are_not_scheduled_on_ops_that_are_not_isolated_or_unregistered() {
    let (mut ctx, module) = context();
    let mut pm = PassManager::new("builtin.module");
    pm.nest("test.other")
        .add_pass(Box::new(crate::transforms::Cse::default()));
    // Each op's failure is emitted, and the run fails.
    assert!(pm.run(&mut ctx, module).is_err());
    let errors = ctx.take_diagnostics();
    assert_eq!(errors.len(), 1);
    assert_eq!(
        errors[0].message,
        "'test.other' op trying to schedule a pass on an unregistered operation"
    );
}

#[test]
fn explicit_nesting_refuses_a_pass_for_another_op() {
    struct OnFunc;
    impl Pass for OnFunc {
        fn argument(&self) -> &'static str {
            "on-func"
        }
        fn name(&self) -> &'static str {
            "OnFunc"
        }
        fn op_name(&self) -> Option<&'static str> {
            Some("func.func")
        }
        fn run_on_operation(&mut self, _: &mut Context, _: OpId) -> Result<(), PassFailure> {
            Ok(())
        }
    }
    let mut pm = OpPassManager::new("builtin.module");
    assert_eq!(
        pm.try_add_pass(Box::new(OnFunc)).unwrap_err(),
        "Can't add pass 'OnFunc' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?"
    );
    pm.set_nesting(Nesting::Implicit);
    pm.add_pass(Box::new(OnFunc));
    assert_eq!(pm.to_string(), "builtin.module(func.func(on-func))");
}

/// Adds an op to the body of the op it runs on and counts what it held in
/// an attribute; fails on ops marked `fail`. Records its thread.
struct Stamp {
    threads: Arc<Mutex<Vec<std::thread::ThreadId>>>,
}

impl Pass for Stamp {
    fn argument(&self) -> &'static str {
        "stamp"
    }
    fn name(&self) -> &'static str {
        "Stamp"
    }
    fn clone_pass(&self) -> Option<crate::pass::PassCloner> {
        let threads = self.threads.clone();
        Some(Box::new(move || {
            Box::new(Stamp {
                threads: threads.clone(),
            })
        }))
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        self.threads
            .lock()
            .unwrap()
            .push(std::thread::current().id());
        // Long enough for the other threads to take ops too.
        std::thread::sleep(std::time::Duration::from_millis(5));
        if ctx.get_attr(op, "fail").is_some() {
            let error = Diagnostic::error(ctx.op_loc(op), "stamp failed");
            return Err(error.into());
        }
        let body = ctx.blocks(ctx.regions(op)[0])[0];
        let held = ctx.block_ops(body).len();
        let i64 = ctx.i64_type();
        let count = ctx.integer_attr(i64, held as i128);
        ctx.set_attr(op, "stamped", Some(count));
        let loc = ctx.op_loc(op);
        let state = crate::ir::OperationState::new(ctx, "test.made", loc);
        let made = ctx.create_op(state);
        ctx.append_op(body, made);
        Ok(())
    }
}

/// `n` isolated ops with bodies; those in `failing` are marked `fail`.
fn isolated_ops(n: usize, failing: &[usize]) -> String {
    let mut ir = String::from("module {\n");
    for i in 0..n {
        let fail = if failing.contains(&i) { ", fail" } else { "" };
        ir += &format!(
            "  \"iso.op\"() ({{\n  ^bb0(%a: i32):\n    %{i} = \"test.add\"(%a, %a) : (i32, i32) -> i32\n    \"test.use\"(%{i}) : (i32) -> ()\n  }}) {{n = {i} : i32{fail}}} : () -> ()\n"
        );
    }
    ir + "}\n"
}

/// Runs `iso.op(stamp)` on `ir`: the printed result, the diagnostics'
/// messages with their lines, and how many threads ran the pass.
fn stamp_run(ir: &str, multithreading: bool) -> (String, Vec<String>, usize) {
    let (mut ctx, _) = context();
    ctx.multithreading = multithreading;
    let module = crate::parse_source(&mut ctx, ir, "stamp.mlir").unwrap();
    let threads = Arc::new(Mutex::new(Vec::new()));
    let mut pm = PassManager::new("builtin.module");
    pm.nest("iso.op").add_pass(Box::new(Stamp {
        threads: threads.clone(),
    }));
    let _ = pm.run(&mut ctx, module);
    let printed = crate::asm::print_top_level(&ctx, module, Default::default()).unwrap();
    let errors = ctx
        .take_diagnostics()
        .iter()
        .map(|d| {
            format!(
                "{}: {}",
                crate::asm::printer::location_to_string(&ctx, d.loc),
                d.message
            )
        })
        .collect();
    let mut ids = threads.lock().unwrap().clone();
    ids.sort_by_key(|id| format!("{id:?}"));
    ids.dedup();
    (printed, errors, ids.len())
}

#[test]
fn nested_pipelines_on_threads_give_what_one_thread_gives() {
    let ir = isolated_ops(12, &[]);
    let (one, none, used) = stamp_run(&ir, false);
    assert_eq!(used, 1);
    assert!(none.is_empty());
    assert_eq!(one.matches("\"test.made\"()").count(), 12);
    assert_eq!(one.matches("stamped = 2 : i64").count(), 12);
    let (several, none, used) = stamp_run(&ir, true);
    assert_eq!(several, one);
    assert!(none.is_empty());
    let machine = std::thread::available_parallelism().map_or(1, |n| n.get());
    assert_eq!(used > 1, machine > 1, "{used} threads on {machine}");
}

#[test]
fn dialect_destructors_run_once_whatever_threads_ran() {
    static DESTROYED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    fn destroy(_: &mut Context) {
        DESTROYED.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    }
    let (mut ctx, _) = context();
    let mut info =
        crate::registry::DialectInfo::new("stamp", crate::registry::DefinitionId::of::<Stamp>());
    info.destroy = Some(destroy);
    ctx.registry.register_dialect(info).unwrap();
    let module = crate::parse_source(&mut ctx, &isolated_ops(8, &[]), "in.mlir").unwrap();
    let mut pm = PassManager::new("builtin.module");
    pm.nest("iso.op").add_pass(Box::new(Stamp {
        threads: Arc::new(Mutex::new(Vec::new())),
    }));
    pm.run(&mut ctx, module).unwrap();
    assert_eq!(DESTROYED.load(std::sync::atomic::Ordering::SeqCst), 0);
    drop(ctx);
    assert_eq!(DESTROYED.load(std::sync::atomic::Ordering::SeqCst), 1);
}

#[test]
fn on_threads_errors_come_in_op_order_and_no_op_starts_after_one() {
    let ir = isolated_ops(40, &[3, 4]);
    let (_, errors, _) = stamp_run(&ir, true);
    // Op 3 failed; op 4 may have run on another thread meanwhile.
    assert_eq!(errors[0], "loc(\"stamp.mlir\":17:3): stamp failed");
    if let Some(second) = errors.get(1) {
        assert_eq!(second, "loc(\"stamp.mlir\":22:3): stamp failed");
    }
    assert!(errors.len() <= 2, "{errors:?}");
    // One thread runs on every op and reports each failure, as MLIR.
    let (_, errors, _) = stamp_run(&ir, false);
    assert_eq!(errors.len(), 2);
}
