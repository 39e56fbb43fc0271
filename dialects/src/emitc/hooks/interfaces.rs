//! EmitC's interfaces as MLIR's `EmitC.cpp` implements them: which ops of
//! a C expression have side effects (`CExpressionInterface`), what
//! `emitc.cast` converts (`CastOpInterface`), the symbols the calls and
//! accesses name (`SymbolUserOpInterface`), and where control goes in
//! `emitc.if` and `emitc.switch` (`RegionBranchOpInterface`).

use super::types::is_fundamental_type;
use super::{is_integer_index_or_opaque_type, is_supported_float_type};
use crate::emitc::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::prelude::mlir::{CastOpInterfaceImpl, SymbolUserOpInterfaceImpl};
use ods_runtime::interfaces::region_branch::{
    InvocationBounds, RegionBranchPoint, RegionSuccessor,
};
use ods_runtime::interfaces::symbols::lookup_nearest_symbol_from;
use ods_runtime::ods::convert::try_int;
use ods_runtime::ods::op::{type_text, Op};
use ods_runtime::{Attribute, Context};
use ods_runtime::{OpId, Type};

/// Whether an operand or result of `op` is of no fundamental type: an
/// operator on such values may run user code.
pub(crate) fn any_not_fundamental(ctx: &Context, op: OpId) -> bool {
    let operands = ctx.operands(op);
    let values = if operands.is_empty() {
        ctx.results(op)
    } else {
        operands
    };
    values
        .into_iter()
        .any(|v| !is_fundamental_type(ctx, ctx.value_type(v)))
}

/// Whether an op of the expression's body, but its terminator, has side
/// effects.
pub(crate) fn expression_has_side_effects(ctx: &Context, op: ExpressionOp) -> bool {
    let ops = ctx.block_ops(op.body(ctx));
    ops[..ops.len().saturating_sub(1)].iter().any(|&inner| {
        CExpressionInterface::try_from(ctx, inner).is_none_or(|c| c.has_side_effects(ctx))
    })
}

/// The op defining the value the expression yields.
pub(crate) fn expression_root(ctx: &Context, op: ExpressionOp) -> Option<OpId> {
    let terminator = ctx.last_op(op.body(ctx))?;
    let yielded = YieldOp::cast(ctx, terminator)?.result(ctx)?;
    ctx.defining_op(yielded)
}

impl CastOpInterfaceImpl for CastOp {
    /// Between integers, `index`, opaque, float and pointer types, and
    /// from a one-dimensional, non-empty array to a pointer to its
    /// elements.
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let (Some(&input), Some(&output)) = (inputs.first(), outputs.first()) else {
            return false;
        };
        let scalar = |t: Type| {
            is_integer_index_or_opaque_type(ctx, t)
                || is_supported_float_type(ctx, t)
                || PointerType::isa(ctx, t)
        };
        if let Some(array) = ArrayType::try_from(ctx, input) {
            let Some(pointer) = PointerType::try_from(ctx, output) else {
                return false;
            };
            let shape = array.shape(ctx);
            return array.element_type(ctx) == pointer.pointee(ctx)
                && shape.len() == 1
                && shape[0] >= 1;
        }
        scalar(input) && scalar(output)
    }
}

/// The error of a symbol user `op` in MLIR's words.
fn symbol_error(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    ods_runtime::ods::op::op_error(ctx, op, message)
}

impl SymbolUserOpInterfaceImpl for CallOp {
    /// The callee is an `emitc.func` whose signature the operands and
    /// results have.
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let call = CallOp::from_id_unchecked(op);
        let callee = call.callee_attr(ctx);
        let Some(function) =
            lookup_nearest_symbol_from(ctx, op, callee).and_then(|f| FuncOp::cast(ctx, f))
        else {
            let name = call.callee(ctx);
            return Err(symbol_error(
                ctx,
                op,
                format!("'{name}' does not reference a valid function"),
            ));
        };
        let (inputs, results) =
            ods_runtime::FunctionType::try_from(ctx, function.function_type(ctx))
                .map(|f| (f.inputs(ctx).to_vec(), f.results(ctx).to_vec()))
                .unwrap_or_default();
        let operands = ctx.value_types(call.operands(ctx));
        if inputs.len() != operands.len() {
            return Err(symbol_error(
                ctx,
                op,
                "incorrect number of operands for callee",
            ));
        }
        for (i, (&expected, &provided)) in inputs.iter().zip(&operands).enumerate() {
            if expected != provided {
                return Err(symbol_error(
                    ctx,
                    op,
                    format!(
                        "operand type mismatch: expected operand type {}, but provided {} for \
                         operand number {i}",
                        type_text(ctx, expected),
                        type_text(ctx, provided)
                    ),
                ));
            }
        }
        let result_types = ctx.value_types(ctx.results(op));
        if results.len() != result_types.len() {
            return Err(symbol_error(
                ctx,
                op,
                "incorrect number of results for callee",
            ));
        }
        if let Some(i) = (0..results.len()).find(|&i| results[i] != result_types[i]) {
            let list = |types: &[Type]| {
                let texts: Vec<String> = types.iter().map(|&t| type_text(ctx, t)).collect();
                texts.join(", ")
            };
            let loc = ctx.op_loc(op);
            return Err(
                symbol_error(ctx, op, format!("result type mismatch at index {i}"))
                    .with_note(
                        loc,
                        format!("      op result types: {}", list(&result_types)),
                    )
                    .with_note(loc, format!("function result types: {}", list(&results))),
            );
        }
        Ok(())
    }
}

impl SymbolUserOpInterfaceImpl for DeclareFuncOp {
    /// The symbol is an `emitc.func`.
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let declare = DeclareFuncOp::from_id_unchecked(op);
        let name = declare.sym_name_attr(ctx);
        let found = lookup_nearest_symbol_from(ctx, op, name).and_then(|f| FuncOp::cast(ctx, f));
        if found.is_none() {
            let name = declare.sym_name(ctx);
            return Err(symbol_error(
                ctx,
                op,
                format!("'{name}' does not reference a valid function"),
            ));
        }
        Ok(())
    }
}

impl SymbolUserOpInterfaceImpl for GetGlobalOp {
    /// The symbol is an `emitc.global`: of the result's type for an array,
    /// of the result's value type otherwise.
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let get = GetGlobalOp::from_id_unchecked(op);
        let name = get.name(ctx);
        let Some(global) = lookup_nearest_symbol_from(ctx, op, get.name_attr(ctx))
            .and_then(|g| GlobalOp::cast(ctx, g))
        else {
            return Err(symbol_error(
                ctx,
                op,
                format!("'{name}' does not reference a valid emitc.global"),
            ));
        };
        let result = ctx.value_type(get.result(ctx));
        let global_type = ods_runtime::ods::convert::as_type(ctx, global.type_attr(ctx));
        if ArrayType::isa(ctx, global_type) {
            if global_type != result {
                return Err(symbol_error(
                    ctx,
                    op,
                    format!(
                        "on array type expects result type {} to match type {} of the global @{name}",
                        type_text(ctx, result),
                        type_text(ctx, global_type)
                    ),
                ));
            }
            return Ok(());
        }
        let Some(lvalue) = LValueType::try_from(ctx, result) else {
            return Err(symbol_error(
                ctx,
                op,
                format!("on non-array type expects result type to be an lvalue type for the global @{name}"),
            ));
        };
        let value_type = lvalue.value_type(ctx);
        if value_type != global_type {
            return Err(symbol_error(
                ctx,
                op,
                format!(
                    "on non-array type expects result inner type {} to match type {} of the global @{name}",
                    type_text(ctx, value_type),
                    type_text(ctx, global_type)
                ),
            ));
        }
        Ok(())
    }
}

impl SymbolUserOpInterfaceImpl for GetFieldOp {
    /// The symbol is an `emitc.field` of the result's type.
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let get = GetFieldOp::from_id_unchecked(op);
        let name_attr = get.field_name_attr(ctx);
        let name = ods_runtime::asm::printer::attr_to_string(ctx, name_attr);
        let Some(field) =
            lookup_nearest_symbol_from(ctx, op, name_attr).and_then(|f| FieldOp::cast(ctx, f))
        else {
            return Err(symbol_error(
                ctx,
                op,
                format!("field '{name}' not found in the class"),
            ));
        };
        let result = ctx.value_type(get.result(ctx));
        let field_type = ods_runtime::ods::convert::as_type(ctx, field.type_attr(ctx));
        if field_type != result {
            return Err(symbol_error(
                ctx,
                op,
                format!(
                    "result type {} does not match field '{name}' type {}",
                    type_text(ctx, result),
                    type_text(ctx, field_type)
                ),
            ));
        }
        Ok(())
    }
}

/// Region `index` as a successor, receiving nothing.
fn region(index: usize) -> RegionSuccessor {
    RegionSuccessor {
        region: Some(index),
        inputs: Vec::new(),
    }
}

impl IfOpRegionBranchOpInterface for IfOp {
    /// The then region and the else region (the op itself when that is
    /// empty); back to the op from either.
    fn get_successor_regions(
        ctx: &Context,
        op: OpId,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        if let RegionBranchPoint::Terminator(_) = point {
            return vec![RegionSuccessor::parent(ctx, op)];
        }
        let else_region = IfOp::from_id_unchecked(op).else_region(ctx);
        let otherwise = if ctx.blocks(else_region).is_empty() {
            RegionSuccessor::parent(ctx, op)
        } else {
            region(1)
        };
        vec![region(0), otherwise]
    }

    fn get_entry_successor_regions(
        ctx: &Context,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let else_region = IfOp::from_id_unchecked(op).else_region(ctx);
        crate::conditionals::entry_successor_regions(ctx, op, operands, else_region)
    }

    /// Each region at most once; none for the one a constant condition
    /// skips.
    fn get_region_invocation_bounds(
        ctx: &Context,
        _op: OpId,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        crate::conditionals::invocation_bounds(ctx, operands)
    }
}

impl SwitchOpRegionBranchOpInterface for SwitchOp {
    /// Every region, as MLIR's `SwitchOp::getSuccessorRegions` lists them.
    fn get_successor_regions(
        ctx: &Context,
        op: OpId,
        _point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        (0..ctx.regions(op).len()).map(region).collect()
    }

    /// Every region; with a constant argument, only its case (the default
    /// region, the first, when no case matches).
    fn get_entry_successor_regions(
        ctx: &Context,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let cases = SwitchOp::from_id_unchecked(op).cases(ctx);
        match crate::conditionals::constant_case_region(ctx, operands, &cases) {
            Some(live) => vec![region(live)],
            None => (0..ctx.regions(op).len()).map(region).collect(),
        }
    }

    /// Each region at most once; with a constant argument, only its case
    /// (the default one when no case matches).
    fn get_region_invocation_bounds(
        ctx: &Context,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        let count = ctx.regions(op).len();
        let Some(value) = operands
            .first()
            .copied()
            .flatten()
            .and_then(|a| try_int::<i64>(ctx, a))
        else {
            return vec![InvocationBounds::new(0, 1); count];
        };
        let cases = SwitchOp::from_id_unchecked(op).cases(ctx);
        // As MLIR 22 counts: the matching case's position among the cases,
        // else the last region (although the default region is the first).
        let live = cases.iter().position(|&c| c == value).unwrap_or(count - 1);
        (0..count)
            .map(|i| InvocationBounds::new(0, u32::from(i == live)))
            .collect()
    }
}
