//! `one-shot-bufferize` (MLIR's `OneShotBufferizePass`): One-Shot
//! Analysis decides which tensor operands bufferize in place
//! ([`analysis`]), tensor copies resolve the others ([`copies`]), and
//! every op with a model is rewritten to buffers ([`driver`]).

mod alias_sets;
pub mod analysis;
pub mod copies;
pub mod driver;
pub mod module;
mod order;

include!(concat!(env!("OUT_DIR"), "/one_shot_bufferize.rs"));

use crate::bufferization::interface::{tensor_operands, Heuristic, LayoutMapOption, Options};
use analysis::Analysis;
use ods_runtime::diag::Diagnostic;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId, WalkOrder};

/// Registers `one-shot-bufferize`.
pub fn register(registry: &mut ods_runtime::pass::PassRegistry) {
    register_one_shot_bufferize_pass::<OneShotBufferize>(registry);
}

/// The attribute that records the analysis' decisions
/// (`test-analysis-only`).
pub const IN_PLACE_ATTR: &str = "__inplace_operands_attr__";

/// The implementation of `one-shot-bufferize`.
#[derive(Debug, Default)]
pub struct OneShotBufferize;

impl OneShotBufferizePass for OneShotBufferize {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &OneShotBufferizePassOptions,
        _: &mut OneShotBufferizePassStatistics,
    ) -> Result<(), PassFailure> {
        let options = Options {
            allow_unknown_ops: options.allow_unknown_ops,
            allow_return_allocs_from_loops: options.allow_return_allocs_from_loops,
            bufferize_function_boundaries: options.bufferize_function_boundaries,
            copy_before_write: options.copy_before_write,
            dialect_filter: (!options.dialect_filter.is_empty())
                .then(|| options.dialect_filter.clone()),
            function_boundary_type_conversion: options.function_boundary_type_conversion,
            unknown_type_conversion: options.unknown_type_conversion,
            test_analysis_only: options.test_analysis_only,
            print_conflicts: options.print_conflicts,
            dump_alias_sets: options.dump_alias_sets,
            ignore_parallel_regions: !options.check_parallel_regions,
            buffer_alignment: options.buffer_alignment,
            heuristic: match options.analysis_heuristic.as_str() {
                "top-down" => Heuristic::TopDown,
                "bottom-up-from-terminators" => Heuristic::BottomUpFromTerminators,
                "fuzzer" => Heuristic::Fuzzer(options.analysis_fuzzer_seed),
                _ => Heuristic::BottomUp,
            },
            must_infer_memory_space: options.must_infer_memory_space,
            use_encoding_for_memory_space: options.use_encoding_for_memory_space,
            no_analysis_functions: options.no_analysis_func_filter.clone(),
        };
        check_options(ctx, op, &options)?;
        run(ctx, op, &options).map_err(|d| d.into())
    }
}

/// The option combinations MLIR refuses, checked in its order.
fn check_options(ctx: &Context, root: OpId, options: &Options) -> Result<(), Diagnostic> {
    let invalid = |message: &str| {
        Err(Diagnostic::error(
            ctx.unknown_loc(),
            format!("Invalid option: {message}"),
        ))
    };
    if options.must_infer_memory_space && options.use_encoding_for_memory_space {
        return Err(Diagnostic::error(
            ctx.op_loc(root),
            "only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are allowed in one-shot-bufferize",
        ));
    }
    if options.unknown_type_conversion == LayoutMapOption::InferLayoutMap {
        return invalid("'infer-layout-map' is not a valid value for 'unknown-type-conversion'");
    }
    if options.copy_before_write && options.test_analysis_only {
        return invalid("'copy-before-write' cannot be used with 'test-analysis-only'");
    }
    if options.print_conflicts && !options.test_analysis_only {
        return invalid("'print-conflicts' requires 'test-analysis-only'");
    }
    if options.dump_alias_sets && !options.test_analysis_only {
        return invalid("'dump-alias-sets' requires 'test-analysis-only'");
    }
    if !options.no_analysis_functions.is_empty() && !options.bufferize_function_boundaries {
        return invalid("'no-analysis-func-filter' requires 'bufferize-function-boundaries'");
    }
    Ok(())
}

/// Bufferizes `root` (MLIR's `runOneShotBufferize`, and
/// `runOneShotModuleBufferize` with function boundaries).
pub fn run(ctx: &mut Context, root: OpId, options: &Options) -> Result<(), Diagnostic> {
    let with_functions = options.bufferize_function_boundaries;
    if !options.copy_before_write {
        let outcome = {
            let mut analysis = Analysis::new(ctx, options, root);
            let result = if with_functions {
                module::analyze_module(&mut analysis, ctx, options, root)
            } else {
                analysis.run(root)
            };
            result.map(|()| analysis.finish())
        }?;
        if options.dump_alias_sets {
            for &analyzed in &outcome.roots {
                alias_sets::annotate(ctx, analyzed, &outcome.decisions.aliases);
            }
        }
        if options.test_analysis_only {
            annotate(ctx, root, &outcome.decisions, &outcome.annotations);
            module::annotate_functions(ctx, &outcome.arg_access, &outcome.equivalent_returns);
            return Ok(());
        }
        copies::insert_tensor_copies(
            ctx,
            options,
            Some(&outcome.decisions),
            &outcome.undefined,
            root,
        )?;
    }
    if with_functions {
        module::bufferize_module(ctx, options, root)
    } else {
        driver::bufferize_op(ctx, options, root)
    }
}

/// Records the decisions on the ops (`__inplace_operands_attr__`: one of
/// "true", "false" or "none" per operand) and the conflicts.
fn annotate(
    ctx: &mut Context,
    root: OpId,
    decisions: &crate::bufferization::interface::Decisions,
    annotations: &[analysis::Annotation],
) {
    let mut ops = Vec::new();
    ctx.walk(root, WalkOrder::PostOrder, &mut |op| ops.push(op));
    for op in ops {
        let tensors = tensor_operands(ctx, op);
        if tensors.is_empty() {
            continue;
        }
        let mut values = vec!["none"; ctx.num_operands(op)];
        for operand in tensors {
            let in_place = decisions.in_place.contains(&operand);
            values[operand.index as usize] = if in_place { "true" } else { "false" };
        }
        let attr = ods_runtime::ods::convert::str_array_attr(ctx, &values);
        ctx.set_attr(op, IN_PLACE_ATTR, Some(attr));
    }
    for (op, name) in annotations {
        let unit = ods_runtime::ods::convert::unit_attr(ctx);
        ctx.set_attr(*op, name, Some(unit));
    }
}
