//! MLIR's actions (`mlir/IR/Action.h`, `mlir/Debug/`): a piece of work the
//! compiler does on some IR (a pass on an op, an iteration of the greedy
//! rewriter on a region, a pattern on an op), run through
//! [`Context::execute_action`] so that observers set on the context see it
//! begin and end. mlir-opt's `--log-actions-to` ([`ActionLogger`]) and
//! `--profile-actions-to` ([`ActionProfiler`]) are such observers.
//!
//! Without observers (the default) an action is its closure run: one
//! branch on an empty `Option`, nothing built, printed or allocated.

use crate::{BlockId, Context, OpId, RegionId};
use std::sync::Arc;

mod breakpoint;
mod logging;
mod profiler;
mod thread;

pub use breakpoint::{LocationBreakpoint, LocationFilter};
pub use logging::ActionLogger;
pub use profiler::ActionProfiler;

/// A piece of IR an action works on (MLIR's `IRUnit`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IrUnit {
    /// An operation.
    Op(OpId),
    /// A region.
    Region(RegionId),
    /// A block.
    Block(BlockId),
}

impl IrUnit {
    /// The unit as MLIR prints it in an action's log: an op without its
    /// regions' contents (`func.func @f() {...}`), `Region #N for op ...`,
    /// or `Block #N for Region #M for op ...`.
    pub fn print(self, ctx: &Context, out: &mut String) {
        match self {
            IrUnit::Op(op) => out.push_str(&crate::asm::op_to_string_skip_regions(ctx, op)),
            IrUnit::Region(region) => print_region(ctx, region, out),
            IrUnit::Block(block) => {
                let Some(region) = ctx.block_parent_region(block) else {
                    out.push_str("<Block:detached>");
                    return;
                };
                let index = ctx.blocks(region).iter().position(|&b| b == block);
                out.push_str(&format!("Block #{} for ", index.unwrap_or(0)));
                print_region(ctx, region, out);
            }
        }
    }
}

/// `Region #N for op ...`.
fn print_region(ctx: &Context, region: RegionId, out: &mut String) {
    let Some(op) = ctx.region_parent_op(region) else {
        out.push_str("<Region:detached>");
        return;
    };
    let index = ctx.regions(op).iter().position(|&r| r == region);
    out.push_str(&format!("Region #{} for op ", index.unwrap_or(0)));
    IrUnit::Op(op).print(ctx, out);
}

/// Work the compiler does on some IR, as observers see it (MLIR's
/// `Action`): its tag, what it prints, and the IR it works on.
pub trait Action {
    /// The kind of action, the same for all of its kind:
    /// `pass-execution`.
    fn tag(&self) -> &'static str;

    /// The action in words, as MLIR's `Action::print` writes it.
    fn print(&self, ctx: &Context, out: &mut String);

    /// The IR the action works on.
    fn ir_units(&self) -> &[IrUnit];
}

/// Something told of each action a context executes (MLIR's
/// `ExecutionContext::Observer`). Observers are shared by the contexts
/// of the threads a pass manager works on, hence `Send + Sync`.
pub trait ActionObserver: Send + Sync {
    /// The action is about to run; `ctx` holds its IR. Returns whether
    /// the observer wants [`ActionObserver::after_execute`] for it.
    fn before_execute(&self, ctx: &Context, action: &dyn Action) -> bool;

    /// The action has run (its IR may be gone: only its tag is safe to
    /// read).
    fn after_execute(&self, ctx: &Context, action: &dyn Action);
}

/// The observers of a context, shared with its forks.
pub(crate) type Observers = Arc<[Box<dyn ActionObserver>]>;

/// Runs `run` on `target` between the observers' hooks; `ctx_of` gives
/// the context that holds the action's IR.
fn observe<T: ?Sized, R>(
    observers: &[Box<dyn ActionObserver>],
    target: &mut T,
    ctx_of: fn(&T) -> &Context,
    action: &dyn Action,
    run: impl FnOnce(&mut T) -> R,
) -> R {
    let wanted: Vec<bool> = observers
        .iter()
        .map(|o| o.before_execute(ctx_of(target), action))
        .collect();
    let result = run(target);
    for (observer, wanted) in observers.iter().zip(wanted) {
        if wanted {
            observer.after_execute(ctx_of(target), action);
        }
    }
    result
}

impl Context {
    /// Sets the observers told of every action this context (and the
    /// contexts a pass manager forks from it) executes; none by default.
    pub fn set_action_observers(&mut self, observers: Vec<Box<dyn ActionObserver>>) {
        self.action_observers = (!observers.is_empty()).then(|| observers.into());
    }

    /// Runs `run`, the work `action` describes, on this context: the
    /// observers, if any, see it begin and end (MLIR's
    /// `MLIRContext::executeAction`).
    #[inline]
    pub fn execute_action<R>(
        &mut self,
        action: &dyn Action,
        run: impl FnOnce(&mut Context) -> R,
    ) -> R {
        match self.action_observers.clone() {
            None => run(self),
            Some(observers) => observe(&observers, self, |c| c, action, run),
        }
    }
}

impl crate::PatternRewriter<'_> {
    /// [`Context::execute_action`] for work done through this rewriter.
    #[inline]
    pub fn execute_action<R>(
        &mut self,
        action: &dyn Action,
        run: impl FnOnce(&mut Self) -> R,
    ) -> R {
        match self.action_observers.clone() {
            None => run(self),
            Some(observers) => observe(&observers, self, |r| r, action, run),
        }
    }
}
