//! When a pass manager runs the verifier, as MLIR's `OpToOpPassAdaptor`
//! does: after each pass, unless the pass preserved every analysis; and
//! after nested pipelines, on the op alone, since they verified their ops.

use ods_runtime::pass::{Pass, PassFailure, PassManager, PipelineExecutor};
use ods_runtime::{Context, OpId};

/// An op the builtin dialect does not know: the verifier refuses it.
const BOGUS: &str = "builtin.bogus";

/// Appends a `builtin.bogus` op to the op it runs on, and says it
/// preserved every analysis when `claims_nothing_changed`.
struct Breaks {
    claims_nothing_changed: bool,
}

impl Pass for Breaks {
    fn argument(&self) -> &'static str {
        "breaks"
    }
    fn name(&self) -> &'static str {
        "Breaks"
    }
    fn run_on_operation(&mut self, _: &mut Context, _: OpId) -> Result<(), PassFailure> {
        unreachable!("a pass manager runs it with its analyses")
    }
    fn run_on_operation_with(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        executor: &mut dyn PipelineExecutor,
    ) -> Result<(), PassFailure> {
        let block = ctx.blocks(ctx.regions(op)[0])[0];
        let loc = ctx.unknown_loc();
        let state = ods_runtime::OperationState::new(ctx, BOGUS, loc);
        let bogus = ctx.create_op(state);
        ctx.append_op(block, bogus);
        if self.claims_nothing_changed {
            executor.analysis_manager().mark_all_preserved();
        }
        Ok(())
    }
}

/// Runs `Breaks` on the inner module of a module in a module (`nested`)
/// or on the outer one; the error the run reports, if any.
fn run(nested: bool, claims_nothing_changed: bool) -> Option<String> {
    let mut ctx = Context::new();
    let module = ods_runtime::parse_source(&mut ctx, "module { module {} }", "in.mlir").unwrap();
    ods_runtime::verify::verify(&ctx, module).unwrap();
    let mut pm = PassManager::new("builtin.module");
    let pass = Box::new(Breaks {
        claims_nothing_changed,
    });
    match nested {
        true => pm.nest("builtin.module").add_pass(pass),
        false => pm.add_pass(pass),
    };
    let result = pm.run(&mut ctx, module);
    let errors: Vec<String> = ctx
        .take_diagnostics()
        .into_iter()
        .map(|d| d.message)
        .collect();
    assert_eq!(result.is_err(), !errors.is_empty(), "{errors:?}");
    errors.into_iter().next()
}

#[test]
fn the_verifier_runs_after_a_pass_that_changed_the_ir() {
    for nested in [false, true] {
        let error = run(nested, false).expect("refused");
        assert!(
            error.contains("unregistered operation 'builtin.bogus'"),
            "{error}"
        );
    }
}

#[test]
fn a_pass_that_preserved_every_analysis_is_not_verified_after() {
    assert_eq!(run(false, true), None);
}

#[test]
fn after_nested_pipelines_only_the_op_they_ran_in_is_verified() {
    // The inner module's pipeline skipped its verifier; the outer module's
    // does not enter the inner one again.
    assert_eq!(run(true, true), None);
}

#[test]
fn verifying_an_op_without_nested_ops_leaves_them_unchecked() {
    let mut ctx = Context::new();
    let src = format!(r#"module {{ module {{ "{BOGUS}"() : () -> () }} }}"#);
    let module = ods_runtime::parse_source(&mut ctx, &src, "in.mlir").unwrap();
    assert!(ods_runtime::verify::verify_without_nested(&ctx, module).is_ok());
    let error = ods_runtime::verify::verify(&ctx, module).unwrap_err();
    assert!(
        error.message.contains("unregistered operation"),
        "{}",
        error.message
    );
}
