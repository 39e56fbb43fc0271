//! The Toy dialect's Rust: what `td/Toy.td` declares with `hasVerifier`,
//! `hasFolder`, `hasCanonicalizer` and a body-less builder, with the
//! tutorial's semantics and messages.

use crate::toy::*;
use ods_runtime::asm::printer::{attr_to_string, type_to_string};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{op_error, Op};
use ods_runtime::registry::{FoldResult, PatternFn};
use ods_runtime::{
    AttrKind, Attribute, Context, DenseData, FloatKind, IrResult, OpBuilder, OpId, OperationState,
    Type, TypeKind,
};

fn ir(ctx: &Context, e: ods_runtime::IrError) -> Diagnostic {
    ods_runtime::ods::op::ir_error(ctx, e)
}

/// An error at the op without the `'name' op` prefix (MLIR's `emitError`).
fn plain_error(ctx: &Context, op: OpId, message: String) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op).unwrap_or(ctx.unknown_loc()), message)
}

fn ranked_shape(ctx: &Context, t: Type) -> Option<Vec<Option<i64>>> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

fn dim_text(d: Option<i64>) -> String {
    d.map(|d| d.to_string())
        .unwrap_or_else(|| i64::MIN.to_string())
}

/// The tutorial's `verifyConstantForType`: a struct constant is an array
/// of constants of its element types; a tensor constant is dense floats
/// whose shape matches a ranked result type.
fn verify_constant_for_type(
    ctx: &Context,
    op: OpId,
    ty: Type,
    value: Attribute,
) -> Result<(), Diagnostic> {
    if let TypeKind::Tuple(elements) = ctx.type_kind(ty) {
        let message = format!(
            "constant of StructType must be initialized by an ArrayAttr with the same number of elements, got {}",
            attr_to_string(ctx, value)
        );
        let AttrKind::Array(values) = ctx.attr_kind(value) else {
            return Err(plain_error(ctx, op, message));
        };
        if values.len() != elements.len() {
            return Err(plain_error(ctx, op, message));
        }
        for (&t, &v) in elements.iter().zip(values.iter()) {
            verify_constant_for_type(ctx, op, t, v)?;
        }
        return Ok(());
    }
    let attr_type = match ctx.attr_kind(value) {
        AttrKind::DenseElements {
            ty,
            data: DenseData::Floats(_),
            ..
        } => *ty,
        _ => {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "constant of TensorType must be initialized by a DenseFPElementsAttr, got {}",
                    attr_to_string(ctx, value)
                ),
            ))
        }
    };
    let Some(result_shape) = ranked_shape(ctx, ty) else {
        return Ok(());
    };
    let attr_shape = ranked_shape(ctx, attr_type).unwrap_or_default();
    if attr_shape.len() != result_shape.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "return type must match the one of the attached value attribute: {} != {}",
                attr_shape.len(),
                result_shape.len()
            ),
        ));
    }
    for (dim, (a, r)) in attr_shape.iter().zip(&result_shape).enumerate() {
        if a != r {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "return type shape mismatches its attribute at dimension {dim}: {} != {}",
                    dim_text(*a),
                    dim_text(*r)
                ),
            ));
        }
    }
    Ok(())
}

fn result_type(ctx: &Context, op: OpId) -> Result<Type, Diagnostic> {
    let v = ctx.result(op, 0).map_err(|e| ir(ctx, e))?;
    ctx.value_type(v).map_err(|e| ir(ctx, e))
}

impl ConstantOpHooks for ConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let value = self.value_attr(ctx).map_err(|e| ir(ctx, e))?;
        verify_constant_for_type(ctx, self.id(), result_type(ctx, self.id())?, value)
    }

    fn fold(self, ctx: &mut Context, _constants: &[Option<Attribute>]) -> Option<FoldResult> {
        self.value_attr(ctx).ok().map(FoldResult::Attr)
    }

    fn build_value_f64(ctx: &mut Context, state: &mut OperationState, value: f64) {
        let f64_type = ctx.ty(TypeKind::Float(FloatKind::F64));
        let ty = ctx.ty(TypeKind::RankedTensor {
            shape: Box::new([]),
            element: f64_type,
            encoding: None,
        });
        let attr = ctx.attr(AttrKind::DenseElements {
            ty,
            data: DenseData::Floats(Box::new([value.to_bits() as u128])),
            splat: true,
        });
        ConstantOp::build(ctx, state, ty, attr);
    }
}

impl StructConstantOpHooks for StructConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let value = self.value_attr(ctx).map_err(|e| ir(ctx, e))?;
        verify_constant_for_type(ctx, self.id(), result_type(ctx, self.id())?, value)
    }

    fn fold(self, ctx: &mut Context, _constants: &[Option<Attribute>]) -> Option<FoldResult> {
        self.value_attr(ctx).ok().map(FoldResult::Attr)
    }
}

impl StructAccessOpHooks for StructAccessOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let input = self.input(ctx).map_err(|e| ir(ctx, e))?;
        let struct_type = ctx.value_type(input).map_err(|e| ir(ctx, e))?;
        let TypeKind::Tuple(elements) = ctx.type_kind(struct_type) else {
            return Ok(());
        };
        let index = self.index_attr(ctx).map_err(|e| ir(ctx, e))?;
        let index = match ctx.attr_kind(index) {
            AttrKind::Integer { value, .. } => usize::try_from(*value).ok(),
            _ => None,
        };
        let Some(element) = index.and_then(|i| elements.get(i)) else {
            return Err(op_error(
                ctx,
                op,
                "index should be within the range of the input struct type",
            ));
        };
        if result_type(ctx, op)? != *element {
            return Err(op_error(
                ctx,
                op,
                "must have the same result type as the struct element referred to by the index",
            ));
        }
        Ok(())
    }

    fn fold(
        self,
        ctx: &mut Context,
        constants: StructAccessOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let structure = constants.input()?;
        let AttrKind::Array(values) = ctx.attr_kind(structure) else {
            return None;
        };
        let values = values.clone();
        let index = match ctx.attr_kind(self.index_attr(ctx).ok()?) {
            AttrKind::Integer { value, .. } => usize::try_from(*value).ok()?,
            _ => return None,
        };
        values.get(index).copied().map(FoldResult::Attr)
    }
}

impl ReturnOpHooks for ReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let Some(function) = ctx
            .parent_op(op)
            .map_err(|e| ir(ctx, e))?
            .and_then(|p| FuncOp::cast(ctx, p))
        else {
            return Ok(());
        };
        let operands = ctx.operands(op).map_err(|e| ir(ctx, e))?;
        if operands.len() > 1 {
            return Err(op_error(ctx, op, "expects at most 1 return operand"));
        }
        let function_type = function.function_type(ctx).map_err(|e| ir(ctx, e))?;
        let results = match ctx.type_kind(function_type) {
            TypeKind::Function { results, .. } => results.to_vec(),
            _ => Vec::new(),
        };
        if operands.len() != results.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "does not return the same number of values ({}) as the enclosing function ({})",
                    operands.len(),
                    results.len()
                ),
            ));
        }
        let Some(&operand) = operands.first() else {
            return Ok(());
        };
        let input = ctx.value_type(operand).map_err(|e| ir(ctx, e))?;
        let result = results[0];
        let unranked = |t: Type| matches!(ctx.type_kind(t), TypeKind::UnrankedTensor(_));
        if input == result || unranked(input) || unranked(result) {
            return Ok(());
        }
        Err(plain_error(
            ctx,
            op,
            format!(
                "type of return operand ('{}') doesn't match function result type ('{}')",
                type_to_string(ctx, input),
                type_to_string(ctx, result)
            ),
        ))
    }
}

impl TransposeOpHooks for TransposeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let input = self.input(ctx).map_err(|e| ir(ctx, e))?;
        let input = ctx.value_type(input).map_err(|e| ir(ctx, e))?;
        let (Some(input), Some(result)) = (
            ranked_shape(ctx, input),
            ranked_shape(ctx, result_type(ctx, op)?),
        ) else {
            return Ok(());
        };
        if input.len() != result.len() || !input.iter().eq(result.iter().rev()) {
            return Err(plain_error(
                ctx,
                op,
                "expected result shape to be a transpose of the input".into(),
            ));
        }
        Ok(())
    }

    fn canonicalization_patterns() -> Vec<PatternFn> {
        vec![simplify_redundant_transpose]
    }
}

impl ReshapeOpHooks for ReshapeOp {
    fn canonicalization_patterns() -> Vec<PatternFn> {
        vec![reshape_reshape, redundant_reshape, fold_constant_reshape]
    }
}

/// Replaces every use of `op`'s result with `value` and erases `op`.
fn replace_op(ctx: &mut Context, op: OpId, value: ods_runtime::Value) -> IrResult<()> {
    let result = ctx.result(op, 0)?;
    ctx.replace_all_uses_with(result, value)?;
    ctx.erase_op(op)
}

/// `transpose(transpose(x))` is `x`.
fn simplify_redundant_transpose(ctx: &mut Context, op: OpId) -> IrResult<bool> {
    let Some(outer) = TransposeOp::cast(ctx, op) else {
        return Ok(false);
    };
    let input = outer.input(ctx)?;
    let Some(inner) = ctx
        .defining_op(input)
        .and_then(|d| TransposeOp::cast(ctx, d))
    else {
        return Ok(false);
    };
    let x = inner.input(ctx)?;
    replace_op(ctx, op, x)?;
    Ok(true)
}

/// `reshape(reshape(x))` is `reshape(x)`.
fn reshape_reshape(ctx: &mut Context, op: OpId) -> IrResult<bool> {
    let Some(outer) = ReshapeOp::cast(ctx, op) else {
        return Ok(false);
    };
    let input = outer.input(ctx)?;
    let Some(inner) = ctx.defining_op(input).and_then(|d| ReshapeOp::cast(ctx, d)) else {
        return Ok(false);
    };
    let x = inner.input(ctx)?;
    ctx.set_operand(op, 0, x)?;
    Ok(true)
}

/// A reshape to the type it already has is a no-op.
fn redundant_reshape(ctx: &mut Context, op: OpId) -> IrResult<bool> {
    let Some(reshape) = ReshapeOp::cast(ctx, op) else {
        return Ok(false);
    };
    let input = reshape.input(ctx)?;
    let result = reshape.result0(ctx)?;
    if ctx.value_type(input)? != ctx.value_type(result)? {
        return Ok(false);
    }
    replace_op(ctx, op, input)?;
    Ok(true)
}

/// `reshape(constant)` is a constant of the reshaped type.
fn fold_constant_reshape(ctx: &mut Context, op: OpId) -> IrResult<bool> {
    let Some(reshape) = ReshapeOp::cast(ctx, op) else {
        return Ok(false);
    };
    let input = reshape.input(ctx)?;
    let Some(constant) = ctx
        .defining_op(input)
        .and_then(|d| ConstantOp::cast(ctx, d))
    else {
        return Ok(false);
    };
    let ty = ctx.value_type(reshape.result0(ctx)?)?;
    let AttrKind::DenseElements { data, splat, .. } =
        ctx.attr_kind(constant.value_attr(ctx)?).clone()
    else {
        return Ok(false);
    };
    let value = ctx.attr(AttrKind::DenseElements { ty, data, splat });
    let loc = ctx.op_loc(op)?;
    let mut state = ConstantOp::state(ctx, loc);
    ConstantOp::build(ctx, &mut state, ty, value);
    let new: ConstantOp = OpBuilder::before(op).create(ctx, state)?;
    let new_value = new.result0(ctx)?;
    replace_op(ctx, op, new_value)?;
    Ok(true)
}
