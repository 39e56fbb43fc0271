//! One-Shot Module Bufferize (MLIR's `OneShotModuleBufferize.cpp`), for
//! `bufferize-function-boundaries`: functions are analyzed and bufferized
//! callees first, so that each call knows what its callee reads, writes
//! and returns; function signatures take buffers, and returned buffers
//! keep their precise layouts.

use super::analysis::Analysis;
use super::driver::bufferize_op;
use crate::bufferization::interface::models::func::{arg_attr, return_ops, set_arg_attr};
use crate::bufferization::interface::{error_at, Options};
use crate::bufferization::BufferizationDialect;
use crate::func::{CallOp, FuncOp};
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::function::function_type_parts;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::{is_ranked_tensor, is_tensor};
use ods_runtime::{Context, OpId, Value, WalkOrder};
use std::collections::HashMap;

/// The functions of `module`, callees before callers (those in call
/// cycles last, in module order), as MLIR's `getFuncOpsOrderedByCalls`.
pub fn functions_by_calls(ctx: &Context, module: OpId) -> Vec<OpId> {
    let (mut ordered, rest) = ordered_functions(ctx, module);
    ordered.extend(rest);
    ordered
}

/// The functions of `module` outside call cycles, callees first, and
/// those in cycles, in module order.
fn ordered_functions(ctx: &Context, module: OpId) -> (Vec<OpId>, Vec<OpId>) {
    let body = ctx.blocks(ctx.regions(module)[0])[0];
    let funcs: Vec<OpId> = ctx
        .block_ops(body)
        .into_iter()
        .filter(|&op| FuncOp::cast(ctx, op).is_some())
        .collect();
    let name_of = |f: OpId| FuncOp::from_id_unchecked(f).sym_name(ctx).to_string();
    let by_name: HashMap<String, OpId> = funcs.iter().map(|&f| (name_of(f), f)).collect();
    let mut pending: HashMap<OpId, usize> = HashMap::new();
    let mut callers: HashMap<OpId, Vec<OpId>> = HashMap::new();
    for &f in &funcs {
        let mut count = 0;
        ctx.walk(f, WalkOrder::PostOrder, &mut |op| {
            if let Some(call) = CallOp::cast(ctx, op) {
                if let Some(&callee) = by_name.get(call.callee(ctx)) {
                    count += 1;
                    callers.entry(callee).or_default().push(f);
                }
            }
        });
        pending.insert(f, count);
    }
    let mut ordered = Vec::new();
    while let Some(&next) = funcs
        .iter()
        .find(|f| !ordered.contains(*f) && pending[*f] == 0)
    {
        ordered.push(next);
        for caller in callers.get(&next).cloned().unwrap_or_default() {
            *pending.get_mut(&caller).expect("a function") -= 1;
        }
    }
    let rest: Vec<OpId> = funcs.into_iter().filter(|f| !ordered.contains(f)).collect();
    (ordered, rest)
}

/// Analyzes every function of `module` with one state (MLIR's
/// `analyzeModuleOp`), recording what each reads, writes and returns.
pub fn analyze_module(
    analysis: &mut Analysis<'_>,
    ctx: &Context,
    options: &Options,
    module: OpId,
) -> Result<(), Diagnostic> {
    let (ordered, in_cycles) = ordered_functions(ctx, module);
    for func in ordered {
        if !options.is_op_allowed(ctx, func) {
            continue;
        }
        analysis.run(func)?;
        alias_analysis(analysis, ctx, func)?;
        read_write_analysis(analysis, ctx, options, func);
        analysis.decisions.funcs.analyzed.insert(func);
    }
    // Functions that call each other: their bodies only, their calls
    // stay conservative.
    for func in in_cycles {
        if options.is_op_allowed(ctx, func) {
            analysis.run(func)?;
        }
    }
    Ok(())
}

/// Which results alias or equal which tensor arguments (MLIR's
/// `aliasingFuncOpBBArgsAnalysis`).
fn alias_analysis(
    analysis: &mut Analysis<'_>,
    ctx: &Context,
    func: OpId,
) -> Result<(), Diagnostic> {
    let f = FuncOp::from_id_unchecked(func);
    let (inputs, results) = function_type_parts(ctx, f.function_type(ctx)).unwrap_or_default();
    let body = f.body(ctx);
    if ctx.blocks(body).is_empty() {
        for (a, &input) in inputs.iter().enumerate() {
            if !is_tensor(ctx, input) {
                continue;
            }
            for (r, &result) in results.iter().enumerate() {
                if is_tensor(ctx, result) {
                    let info = &mut analysis.decisions.funcs;
                    info.aliasing_returns
                        .entry(func)
                        .or_default()
                        .entry(a)
                        .or_default()
                        .push(r);
                }
            }
        }
        return Ok(());
    }
    let returns = return_ops(ctx, func);
    let Some(&first) = returns.first() else {
        return Err(error_at(
            ctx,
            func,
            "cannot bufferize func.func without func.return",
        ));
    };
    let args = ctx.block_args(ctx.blocks(body)[0]);
    for (a, &arg) in args.iter().enumerate() {
        if !is_ranked_tensor(ctx, ctx.value_type(arg)) {
            continue;
        }
        let mut aliases = Vec::new();
        for &ret in &returns {
            for (r, value) in ctx.operands(ret).into_iter().enumerate() {
                if is_ranked_tensor(ctx, ctx.value_type(value))
                    && analysis.state().are_aliasing(value, arg)
                    && !aliases.contains(&r)
                {
                    aliases.push(r);
                }
            }
        }
        let info = &mut analysis.decisions.funcs;
        info.aliasing_returns
            .entry(func)
            .or_default()
            .insert(a, aliases);
    }
    let equivalent_arg = |analysis: &mut Analysis<'_>, ret: OpId, r: usize| -> Option<usize> {
        let value = ctx.operand(ret, r);
        if !is_tensor(ctx, ctx.value_type(value)) {
            return None;
        }
        let found = args.iter().position(|&arg| {
            is_ranked_tensor(ctx, ctx.value_type(arg))
                && analysis.state().are_equivalent(value, arg)
        })?;
        analysis.equivalent_returns.push((ret, r, found));
        Some(found)
    };
    for r in 0..ctx.num_operands(first) {
        let Some(arg) = equivalent_arg(analysis, first, r) else {
            continue;
        };
        let all = returns[1..]
            .iter()
            .all(|&ret| equivalent_arg(analysis, ret, r) == Some(arg));
        if all {
            let info = &mut analysis.decisions.funcs;
            info.equivalent_args.entry(func).or_default().insert(r, arg);
        }
    }
    Ok(())
}

/// Which tensor arguments each function reads and writes (MLIR's
/// `funcOpBbArgReadWriteAnalysis`), from `bufferization.access` when
/// given.
fn read_write_analysis(analysis: &mut Analysis<'_>, ctx: &Context, options: &Options, func: OpId) {
    let f = FuncOp::from_id_unchecked(func);
    let (inputs, _) = function_type_parts(ctx, f.function_type(ctx)).unwrap_or_default();
    let body = f.body(ctx);
    for (i, &input) in inputs.iter().enumerate() {
        if !is_tensor(ctx, input) {
            continue;
        }
        let access = arg_attr(ctx, func, i, BufferizationDialect::BUFFER_ACCESS_ATTR_NAME)
            .and_then(|a| ods_runtime::ods::convert::try_str(ctx, a).map(str::to_string));
        let (read, written) = if let Some(access) = access {
            (
                access == "read" || access == "read-write",
                access == "write" || access == "read-write",
            )
        } else if ctx.blocks(body).is_empty() {
            (true, true)
        } else {
            let arg: Value = ctx.block_args(ctx.blocks(body)[0])[i];
            let st = analysis.state();
            (st.is_value_read(arg), st.is_value_written(arg))
        };
        if options.test_analysis_only {
            let access = match (read, written) {
                (true, true) => "read-write",
                (true, false) => "read",
                (false, true) => "write",
                (false, false) => "none",
            };
            analysis.arg_access.push((func, i, access));
        }
        let info = &mut analysis.decisions.funcs;
        if read {
            info.read_args.entry(func).or_default().insert(i);
        }
        if written {
            info.written_args.entry(func).or_default().insert(i);
        }
    }
}

/// Records the function-level findings of the analysis
/// (`test-analysis-only`): `bufferization.access` on tensor arguments and
/// `__equivalent_func_args__` on the returns.
pub fn annotate_functions(
    ctx: &mut Context,
    access: &[(OpId, usize, &str)],
    equivalent: &[(OpId, usize, usize)],
) {
    for &(func, i, value) in access {
        let attr = ods_runtime::ods::convert::string_attr(ctx, value);
        set_arg_attr(
            ctx,
            func,
            i,
            BufferizationDialect::BUFFER_ACCESS_ATTR_NAME,
            Some(attr),
        );
    }
    let mut by_return: Vec<(OpId, Vec<i64>)> = Vec::new();
    for &(ret, r, arg) in equivalent {
        let n = ctx.num_operands(ret);
        let entry = match by_return.iter_mut().find(|(op, _)| *op == ret) {
            Some(entry) => entry,
            None => {
                by_return.push((ret, vec![-1; n]));
                by_return.last_mut().expect("just pushed")
            }
        };
        entry.1[r] = arg as i64;
    }
    for (ret, values) in by_return {
        let i64t = ctx.ty(ods_runtime::TypeKind::Integer {
            width: 64,
            signedness: ods_runtime::Signedness::Signless,
        });
        let list: Vec<_> = values
            .iter()
            .map(|&v| ctx.integer_attr(i64t, v.into()))
            .collect();
        let attr = ods_runtime::ods::convert::array_attr(ctx, list);
        ctx.set_attr(ret, "__equivalent_func_args__", Some(attr));
    }
}

/// Bufferizes the functions of `module` callees first, then its other
/// ops (MLIR's `bufferizeModuleOp`).
pub fn bufferize_module(
    ctx: &mut Context,
    options: &Options,
    module: OpId,
) -> Result<(), Diagnostic> {
    let analyzed = Options {
        no_analysis_functions: Vec::new(),
        ..options.clone()
    };
    let unanalyzed = Options {
        copy_before_write: true,
        ..analyzed.clone()
    };
    for func in functions_by_calls(ctx, module) {
        let name = FuncOp::from_id_unchecked(func).sym_name(ctx);
        let options = if options.no_analysis_functions.iter().any(|n| n == name) {
            &unanalyzed
        } else {
            &analyzed
        };
        bufferize_op(ctx, options, func)?;
        if options.function_boundary_type_conversion
            == crate::bufferization::interface::LayoutMapOption::InferLayoutMap
        {
            fold_memref_casts(ctx, func);
        }
    }
    let body = ctx.blocks(ctx.regions(module)[0])[0];
    for op in ctx.block_ops(body) {
        if FuncOp::cast(ctx, op).is_some() || ctx.op_name_str(op) == "builtin.module" {
            continue;
        }
        bufferize_op(ctx, &analyzed, op)?;
    }
    for func in ctx.block_ops(body) {
        if FuncOp::cast(ctx, func).is_none() {
            continue;
        }
        let count = function_type_parts(ctx, FuncOp::from_id_unchecked(func).function_type(ctx))
            .map_or(0, |(i, _)| i.len());
        for i in 0..count {
            for name in [
                BufferizationDialect::BUFFER_LAYOUT_ATTR_NAME,
                BufferizationDialect::WRITABLE_ATTR_NAME,
            ] {
                if arg_attr(ctx, func, i, name).is_some() {
                    set_arg_attr(ctx, func, i, name, None);
                }
            }
        }
    }
    Ok(())
}

/// Returns the sources of the `memref.cast`s a function returns, with
/// their more precise types (MLIR's `foldMemRefCasts`).
fn fold_memref_casts(ctx: &mut Context, func: OpId) {
    let f = FuncOp::from_id_unchecked(func);
    if ctx.blocks(f.body(ctx)).is_empty() {
        return;
    }
    let returns = return_ops(ctx, func);
    let Some(&first) = returns.first() else {
        return;
    };
    let (inputs, mut results) = function_type_parts(ctx, f.function_type(ctx)).unwrap_or_default();
    for (r, result) in results.iter_mut().enumerate().take(ctx.num_operands(first)) {
        let sources: Vec<Option<Value>> = returns
            .iter()
            .map(|&ret| {
                ctx.defining_op(ctx.operand(ret, r))
                    .and_then(|op| crate::memref::CastOp::cast(ctx, op))
                    .map(|c| c.source(ctx))
            })
            .collect();
        let Some(Some(source)) = sources.first().copied() else {
            continue;
        };
        let ty = ctx.value_type(source);
        if !sources
            .iter()
            .all(|s| s.is_some_and(|s| ctx.value_type(s) == ty))
        {
            continue;
        }
        for (&ret, s) in returns.iter().zip(&sources) {
            ctx.set_operand(ret, r, s.expect("checked"));
        }
        *result = ty;
    }
    let new_type = ctx.function_type(&inputs, &results);
    let attr = ods_runtime::ods::convert::type_attr(ctx, new_type);
    f.set_function_type_attr(ctx, attr);
}
