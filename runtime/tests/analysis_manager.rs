//! The analysis manager of a pass manager's run: an analysis is computed
//! once and reused while the passes after it preserve it, recomputed after
//! a pass that does not, dropped for an op whose nested pipelines ran, and
//! kept by an analysis that says no change invalidates it.

use ods_runtime::pass::{
    Analysis, OpPassManager, Pass, PassFailure, PassManager, PipelineExecutor, PreservedAnalyses,
};
use ods_runtime::{Context, OpId, WalkOrder};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

thread_local! {
    /// How many analyses this test's thread computed.
    static COMPUTED: Cell<usize> = const { Cell::new(0) };
}

fn computed() -> usize {
    COMPUTED.with(Cell::get)
}

/// The number of ops in an op, itself included.
struct OpCount(usize);

impl Analysis for OpCount {
    fn compute(ctx: &Context, op: OpId) -> OpCount {
        COMPUTED.with(|c| c.set(c.get() + 1));
        let mut n = 0;
        ctx.walk(op, WalkOrder::PreOrder, &mut |_| n += 1);
        OpCount(n)
    }
}

/// An analysis no change makes stale.
struct Forever;

impl Analysis for Forever {
    fn compute(_: &Context, _: OpId) -> Forever {
        COMPUTED.with(|c| c.set(c.get() + 1));
        Forever
    }
    fn is_invalidated(&self, _: &PreservedAnalyses) -> bool {
        false
    }
}

/// What a [`Reader`] says it leaves valid.
#[derive(Clone, Copy)]
enum Keeps {
    Nothing,
    All,
    OpCount,
}

/// Reads `OpCount` (and `Forever`) of the op it runs on and logs the count.
struct Reader {
    keeps: Keeps,
    log: Rc<RefCell<Vec<usize>>>,
}

impl Pass for Reader {
    fn argument(&self) -> &'static str {
        "reader"
    }
    fn name(&self) -> &'static str {
        "Reader"
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
        let am = executor.analysis_manager();
        let count = am.get::<OpCount>(ctx, op).0;
        am.get::<Forever>(ctx, op);
        assert!(am.get_cached::<OpCount>(op).is_some());
        self.log.borrow_mut().push(count);
        match self.keeps {
            Keeps::Nothing => {}
            Keeps::All => am.mark_all_preserved(),
            Keeps::OpCount => am.mark_preserved::<OpCount>(),
        }
        Ok(())
    }
}

/// Adds an op to the op it runs on, preserving nothing.
struct AddOp;

impl Pass for AddOp {
    fn argument(&self) -> &'static str {
        "add-op"
    }
    fn name(&self) -> &'static str {
        "AddOp"
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let block = ctx.blocks(ctx.regions(op)[0])[0];
        let loc = ctx.unknown_loc();
        let state = ods_runtime::OperationState::new(ctx, "test.new", loc);
        let new = ctx.create_op(state);
        ctx.append_op(block, new);
        Ok(())
    }
}

fn run(
    src: &str,
    build: impl FnOnce(&mut OpPassManager, &dyn Fn(Keeps) -> Box<dyn Pass>),
) -> Vec<usize> {
    let log = Rc::new(RefCell::new(Vec::new()));
    let reader = |keeps| -> Box<dyn Pass> {
        Box::new(Reader {
            keeps,
            log: log.clone(),
        })
    };
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let module = ods_runtime::parse_source(&mut ctx, src, "in.mlir").unwrap();
    let mut pm = PassManager::new("builtin.module");
    build(&mut pm, &reader);
    pm.run(&mut ctx, module).unwrap();
    let log = log.borrow().clone();
    log
}

#[test]
fn an_analysis_is_reused_while_the_passes_after_it_preserve_it() {
    let before = computed();
    let log = run(r#"module { "test.a"() : () -> () }"#, |pm, reader| {
        pm.add_pass(reader(Keeps::All));
        pm.add_pass(reader(Keeps::OpCount));
        pm.add_pass(reader(Keeps::Nothing));
        pm.add_pass(reader(Keeps::Nothing));
    });
    assert_eq!(log, [2, 2, 2, 2]);
    // OpCount and Forever once; OpCount again after the third reader,
    // which preserved nothing; Forever never again.
    assert_eq!(computed() - before, 3);
}

#[test]
fn a_pass_that_preserves_nothing_leaves_the_analysis_to_be_recomputed() {
    let before = computed();
    let log = run(r#"module { "test.a"() : () -> () }"#, |pm, reader| {
        pm.add_pass(reader(Keeps::All));
        pm.add_pass(Box::new(AddOp));
        pm.add_pass(reader(Keeps::All));
    });
    assert_eq!(log, [2, 3]);
    assert_eq!(computed() - before, 3);
}

#[test]
fn nested_pipelines_leave_their_parents_analyses_stale() {
    let before = computed();
    let src = r#"module { module { "test.a"() : () -> () } }"#;
    let log = run(src, |pm, reader| {
        pm.add_pass(reader(Keeps::All));
        pm.nest("builtin.module").add_pass(reader(Keeps::All));
        pm.add_pass(reader(Keeps::All));
    });
    assert_eq!(log, [3, 2, 3]);
    // The outer module's OpCount and Forever, the inner module's two, and
    // the outer module's OpCount again after the nested pipeline.
    assert_eq!(computed() - before, 5);
}
