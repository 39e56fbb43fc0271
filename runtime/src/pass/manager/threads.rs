//! Nested pipelines on several threads, as MLIR's
//! `OpToOpPassAdaptor::runOnOperationAsyncImpl` runs them: each thread has
//! its own copy of the pipelines, and the ops are handed out in order; no
//! op starts after one fails, and the diagnostics come out in the order of
//! the ops.
//!
//! Our passes take `&mut Context`, so a thread cannot work on an op in the
//! shared context. Each thread has a context of its own, forked from the
//! shared one ([`Context::fork`]: same interned storage and registry), and
//! the op's regions move there for the run and back after it. The op
//! itself stays where it is (its id, its results and their uses do not
//! change); the thread works on a copy of it, under copies of its
//! ancestors (name, attributes and properties, no other ops), so that what
//! a pass reads of the op and its ancestors is there. What it would read
//! of their other ops, a pass on an op isolated from above must not depend
//! on (MLIR's rules for passes).
//!
//! Each thread makes its copies of the passes itself
//! ([`Pass::clone_pass`](crate::pass::Pass::clone_pass)), so passes need
//! not be `Send`.

use super::{Nesting, OpPassManager, PassEntry, PassFailure, PipelineExecutor, Runner};
use crate::diag::Diagnostic;
use crate::ir::transfer::UsesOutside;
use crate::pass::analysis::AnalysisManager;
use crate::pass::PassCloner;
use crate::{Context, OpId, Value};
use std::sync::{Mutex, PoisonError};

/// How a thread makes its copy of a pipeline.
struct PipelineCloner {
    anchor: String,
    nesting: Nesting,
    entries: Vec<EntryCloner>,
}

enum EntryCloner {
    Pass(PassCloner),
    Nested(Vec<PipelineCloner>),
}

impl PipelineCloner {
    /// `None` if a pass of `pm` cannot be copied.
    fn of(pm: &OpPassManager) -> Option<PipelineCloner> {
        let entries = pm
            .passes
            .iter()
            .map(|entry| match entry {
                PassEntry::Pass(pass) => pass.clone_pass().map(EntryCloner::Pass),
                PassEntry::Nested(managers) => managers
                    .iter()
                    .map(PipelineCloner::of)
                    .collect::<Option<_>>()
                    .map(EntryCloner::Nested),
            })
            .collect::<Option<_>>()?;
        Some(PipelineCloner {
            anchor: pm.anchor.clone(),
            nesting: pm.nesting,
            entries,
        })
    }

    fn make(&self) -> OpPassManager {
        let passes = self
            .entries
            .iter()
            .map(|entry| match entry {
                EntryCloner::Pass(clone) => PassEntry::Pass(clone()),
                EntryCloner::Nested(managers) => {
                    PassEntry::Nested(managers.iter().map(PipelineCloner::make).collect())
                }
            })
            .collect();
        OpPassManager {
            anchor: self.anchor.clone(),
            nesting: self.nesting,
            passes,
        }
    }
}

/// What one thread works with: its context and its copy of the pipelines.
struct Worker {
    ctx: Context,
    managers: Vec<OpPassManager>,
}

/// Runs `managers[pm]` on each `(op, pm)` of `children`, the ops of `ctx`,
/// on several threads. `None` when one thread would do (too few ops or
/// threads), or when a pass cannot be copied: the caller runs them itself
/// then.
pub(super) fn run(
    verify_each: bool,
    managers: &[OpPassManager],
    ctx: &mut Context,
    children: &[(OpId, usize)],
) -> Option<Result<(), PassFailure>> {
    if !crate::parallel::will_split(true, children.len()) {
        return None;
    }
    let cloners: Vec<PipelineCloner> = managers
        .iter()
        .map(PipelineCloner::of)
        .collect::<Option<_>>()?;
    let since = ctx.emitted_count();
    let shared = Mutex::new(&mut *ctx);
    let result = crate::parallel::try_for_each_with(
        children,
        || new_worker(&shared, &cloners),
        |worker, &(op, pm)| match worker {
            Ok(worker) => run_one(verify_each, &shared, worker, op, pm),
            Err(failure) => Err(std::mem::replace(failure, PassFailure::signal())),
        },
    );
    let ctx = shared.into_inner().unwrap_or_else(PoisonError::into_inner);
    ctx.order_emitted_since(since);
    Some(result)
}

/// A thread's context and pipelines, initialized on it.
fn new_worker(
    shared: &Mutex<&mut Context>,
    cloners: &[PipelineCloner],
) -> Result<Worker, PassFailure> {
    let mut ctx = lock(shared).fork();
    let mut managers: Vec<OpPassManager> = cloners.iter().map(PipelineCloner::make).collect();
    for pm in &mut managers {
        pm.initialize(&mut ctx)?;
    }
    Ok(Worker { ctx, managers })
}

fn lock<'a, 'c>(shared: &'a Mutex<&'c mut Context>) -> std::sync::MutexGuard<'a, &'c mut Context> {
    shared.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Moves `op`'s regions to the worker, runs its pipeline there, and moves
/// them back with what the passes changed of the op itself.
fn run_one(
    verify_each: bool,
    shared: &Mutex<&mut Context>,
    worker: &mut Worker,
    op: OpId,
    pm: usize,
) -> Result<(), PassFailure> {
    let Worker {
        ctx: local,
        managers,
    } = worker;
    let mut runner = Runner {
        verify_each,
        threads: false,
        instrumentations: &mut [],
        analyses: AnalysisManager::new(),
    };
    let (root, copy) = {
        let mut ctx = lock(shared);
        let (root, copy) = copy_with_ancestors(&ctx, op, local);
        if let Err(UsesOutside) = ctx.move_regions_to(op, local, copy) {
            // Not isolated after all (unverified IR): run it in place,
            // holding the shared context meanwhile.
            local.erase_op_with_uses(root);
            return runner.run_pipeline(&mut managers[pm], &mut ctx, op);
        }
        (root, copy)
    };
    let result = runner.run_pipeline(&mut managers[pm], local, copy);
    let mut ctx = lock(shared);
    let back = local.move_regions_to(copy, &mut ctx, op);
    ctx.set_attr_dictionary(op, local.attr_dictionary(copy));
    ctx.set_properties(op, local.properties(copy));
    ctx.set_op_loc(op, local.op_loc(copy));
    ctx.join(local);
    local.erase_op_with_uses(root);
    match back {
        Ok(()) => result,
        Err(UsesOutside) => {
            let message = "a pass used a value from outside the op it runs on";
            Err(Diagnostic::error(ctx.op_loc(op), message).into())
        }
    }
}

/// Copies `op` (without what its regions hold) into `local`, under copies
/// of its ancestors, each in a block of the region that holds it in
/// `ctx`. Returns the outermost copy and the copy of `op`.
fn copy_with_ancestors(ctx: &Context, op: OpId, local: &mut Context) -> (OpId, OpId) {
    let copy = ctx.copy_op_shell(op, local);
    let mut root = copy;
    let mut child = op;
    while let Some(block) = ctx.parent_block(child) {
        let region = ctx.block_parent_region(block);
        let Some(parent) = region.and_then(|r| ctx.region_parent_op(r)) else {
            break;
        };
        let parent_copy = ctx.copy_op_shell(parent, local);
        let args: Vec<_> = (0..ctx.num_block_args(block))
            .map(|i| {
                let arg = Value::Arg(block, i as u32);
                (ctx.value_type(arg), ctx.block_arg_loc(block, i))
            })
            .collect();
        let holder = local.create_block(&args);
        let index = ctx.regions(parent).iter().position(|&r| Some(r) == region);
        let holder_region = local.regions(parent_copy)[index.unwrap_or(0)];
        local.append_block(holder_region, holder);
        local.append_op(holder, root);
        root = parent_copy;
        child = parent;
    }
    (root, copy)
}
