//! `inline` (MLIR's `InlinerPass`): inlines calls bottom-up over the call
//! graph's strongly connected components, simplifying each callable with
//! a pipeline (`canonicalize` by default) before and between rounds, and
//! erases the private callables nothing calls any more. What may be
//! inlined is up to the dialects' inliner interfaces
//! ([`DialectInlinerInterface`](crate::interfaces::inliner::DialectInlinerInterface)).

mod call_graph;
mod driver;
mod inline_call;
mod use_list;

pub use call_graph::{CallGraph, EdgeKind, NodeId, SccIterator};
pub use inline_call::inline_call;

use std::collections::HashMap;

use crate::diag::Diagnostic;
use crate::ods::op::op_error;
use crate::pass::{
    parse_pass_pipeline, parse_pass_pipeline_into, DirectExecutor, OpPassManager, Pass,
    PassFailure, PassOptions, PassRegistry, PipelineExecutor,
};
use crate::registry::Traits;
use crate::verify::with_current_op;
use crate::{Context, OpId, RegionId};
use driver::{count_ops, Driver, InlinerHooks};

/// The `inline` pass with MLIR's options: `default-pipeline` (run on
/// callables without a pipeline of their own; empty for none),
/// `op-pipelines` (one pipeline per callable op, `func.func(cse)`),
/// `max-iterations` and `inlining-threshold` (the most callee ops, in
/// percent of the caller's, that still inline).
///
/// The pipelines name passes of this crate's
/// [`register_transforms_passes`](super::register_transforms_passes).
pub struct Inliner {
    options: PassOptions,
    /// The pipelines by callable op name, made ready on first use.
    pipelines: HashMap<String, Option<OpPassManager>>,
    registry: PassRegistry,
}

impl Default for Inliner {
    fn default() -> Inliner {
        Inliner::new()
    }
}

impl Inliner {
    /// The pass with its default options.
    pub fn new() -> Inliner {
        let options = PassOptions::new()
            .with(
                "default-pipeline",
                "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
                "canonicalize".to_string(),
            )
            .with(
                "op-pipelines",
                "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
                Vec::<String>::new(),
            )
            .value_named("pass-manager")
            .with(
                "max-iterations",
                "Maximum number of iterations when inlining within an SCC",
                4u32,
            )
            .with(
                "inlining-threshold",
                "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
                u32::MAX,
            );
        Inliner {
            options,
            pipelines: HashMap::new(),
            registry: PassRegistry::new(),
        }
    }

    /// The pipeline for callables named `name`: its own from
    /// `op-pipelines`, else the default one on that op, if any.
    fn pipeline(
        &mut self,
        ctx: &mut Context,
        name: &str,
    ) -> Result<Option<&mut OpPassManager>, PassFailure> {
        if !self.pipelines.contains_key(name) {
            let default = self.options.get::<String>("default-pipeline");
            let pipeline = if default.is_empty() {
                None
            } else {
                let mut pm = OpPassManager::new(name);
                // As in MLIR, a default pipeline that does not parse is
                // reported on standard error, and what was added of it
                // runs.
                if let Err(error) = parse_pass_pipeline_into(default, &mut pm, &self.registry) {
                    eprint!("{error}");
                }
                pm.prepare(ctx)?;
                Some(pm)
            };
            self.pipelines.insert(name.to_string(), pipeline);
        }
        Ok(self.pipelines.get_mut(name).and_then(Option::as_mut))
    }
}

/// An `op-pipelines` element that does not parse: as MLIR's option
/// parser, the parser's message on standard error, then an error of its
/// own without one.
fn pipeline_error(error: &crate::pass::PipelineError) -> PassFailure {
    eprint!("{error}");
    Diagnostic::error(crate::Attribute::UNKNOWN_LOC, "").into()
}

impl InlinerHooks for Inliner {
    fn optimize(
        &mut self,
        ctx: &mut Context,
        callable: OpId,
        executor: &mut dyn PipelineExecutor,
    ) -> Result<(), PassFailure> {
        let name = ctx.op_name_str(callable).to_string();
        match self.pipeline(ctx, &name)? {
            Some(pm) => executor.run_pipeline(pm, ctx, callable),
            None => Ok(()),
        }
    }

    fn is_profitable(&self, ctx: &Context, caller: RegionId, callee: RegionId) -> bool {
        let threshold = *self.options.get::<u32>("inlining-threshold");
        match threshold {
            0 => false,
            u32::MAX => true,
            _ => {
                let caller_ops = count_ops(ctx, caller);
                // An empty caller takes any callee.
                caller_ops == 0 || count_ops(ctx, callee) * 100 / caller_ops <= threshold as usize
            }
        }
    }

    fn max_iterations(&self) -> u32 {
        *self.options.get::<u32>("max-iterations")
    }
}

impl Pass for Inliner {
    fn argument(&self) -> &'static str {
        "inline"
    }
    fn description(&self) -> &'static str {
        "Inline function calls"
    }
    fn name(&self) -> &'static str {
        "Inliner"
    }
    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }
    fn initialize(&mut self, ctx: &mut Context) -> Result<(), PassFailure> {
        self.registry = PassRegistry::new();
        super::register_transforms_passes(&mut self.registry);
        self.pipelines.clear();
        // The first pipeline for an op wins; empty ones count for nothing.
        for text in self.options.get::<Vec<String>>("op-pipelines").clone() {
            let mut pm =
                parse_pass_pipeline(&text, &self.registry).map_err(|e| pipeline_error(&e))?;
            if !pm.is_empty() && !self.pipelines.contains_key(pm.op_anchor_name()) {
                pm.prepare(ctx)?;
                self.pipelines
                    .insert(pm.op_anchor_name().to_string(), Some(pm));
            }
        }
        Ok(())
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        self.run_on_operation_with(ctx, op, &mut DirectExecutor::default())
    }
    fn run_on_operation_with(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        executor: &mut dyn PipelineExecutor,
    ) -> Result<(), PassFailure> {
        let is_table = ctx
            .registry
            .traits(ctx.op_name(op))
            .is_some_and(|t| t.contains(Traits::SYMBOL_TABLE));
        if !is_table {
            let message =
                " was scheduled to run under the inliner, but does not define a symbol table";
            return Err(with_current_op(ctx, op, op_error(ctx, op, message)).into());
        }
        Driver::run(ctx, op, self, executor)
    }
}
