//! The Toy dialect's Rust: what `td/Toy.td` declares with `hasVerifier`,
//! `hasFolder`, `hasCanonicalizer` and a body-less builder, with the
//! tutorial's semantics and messages.

use crate::toy::*;
use ods_runtime::asm::function::{self, FunctionAttrNames};
use ods_runtime::asm::printer::{attr_to_string, type_to_string};
use ods_runtime::asm::{Delimiter, OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{
    AttrKind, Attribute, Context, DenseData, FloatKind, FunctionType, IrResult, OpId,
    OperationState, RankedTensorType, TensorType, Type, TypeKind, UnrankedTensorType, Value,
};

/// A dimension as the tutorial prints it (a dynamic one is `kDynamic`).
fn dim_text(d: Option<i64>) -> String {
    d.map(|d| d.to_string())
        .unwrap_or_else(|| i64::MIN.to_string())
}

/// The shape of a ranked tensor type.
fn ranked_shape(ctx: &Context, t: Type) -> Option<&[Option<i64>]> {
    Some(RankedTensorType::try_from(ctx, t)?.shape(ctx))
}

/// The tutorial's `verifyConstantForType`: a struct constant is an array
/// of constants of its element types; a tensor constant is dense floats
/// whose shape matches a ranked result type.
fn verify_constant_for_type(
    ctx: &Context,
    op: impl Op,
    ty: Type,
    value: Attribute,
) -> Result<(), Diagnostic> {
    if let Some(struct_type) = StructType::try_from(ctx, ty) {
        let elements = struct_type.element_types(ctx);
        let AttrKind::Array(values) = ctx.attr_kind(value) else {
            return Err(op.emit_error(ctx, struct_mismatch(ctx, value)));
        };
        if values.len() != elements.len() {
            return Err(op.emit_error(ctx, struct_mismatch(ctx, value)));
        }
        for (&t, &v) in elements.iter().zip(values.iter()) {
            verify_constant_for_type(ctx, op, t, v)?;
        }
        return Ok(());
    }
    let AttrKind::DenseElements {
        ty: attr_type,
        data: DenseData::Floats(_),
        ..
    } = ctx.attr_kind(value)
    else {
        return Err(op.emit_error(
            ctx,
            format!(
                "constant of TensorType must be initialized by a DenseFPElementsAttr, got {}",
                attr_to_string(ctx, value)
            ),
        ));
    };
    let Some(result_shape) = ranked_shape(ctx, ty) else {
        return Ok(());
    };
    let attr_shape = ranked_shape(ctx, *attr_type).unwrap_or_default();
    if attr_shape.len() != result_shape.len() {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "return type must match the one of the attached value attribute: {} != {}",
                attr_shape.len(),
                result_shape.len()
            ),
        ));
    }
    for (dim, (a, r)) in attr_shape.iter().zip(result_shape).enumerate() {
        if a != r {
            return Err(op.emit_op_error(
                ctx,
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

impl StructTypeHooks for StructType {
    /// The tutorial's checks on a struct's elements: at least one, each a
    /// tensor or a struct.
    fn verify(ctx: &Context, loc: Attribute, element_types: &[Type]) -> Result<(), Diagnostic> {
        if element_types.is_empty() {
            return Err(Diagnostic::error(
                loc,
                "expected at least 1 element type in a struct",
            ));
        }
        for &t in element_types {
            if TensorType::try_from(ctx, t).is_none() && !StructType::isa(ctx, t) {
                return Err(Diagnostic::error(
                    loc,
                    format!(
                        "element type for a struct must either be a TensorType or a StructType: {}",
                        type_to_string(ctx, t)
                    ),
                ));
            }
        }
        Ok(())
    }
}

fn struct_mismatch(ctx: &Context, value: Attribute) -> String {
    format!(
        "constant of StructType must be initialized by an ArrayAttr with the same number of elements, got {}",
        attr_to_string(ctx, value)
    )
}

/// The tutorial's `parseBinaryOp`: `%a, %b {attrs} : type`, where the
/// type is both operands' and the result's, or a function type giving
/// each.
fn parse_binary_op(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let at = p.current_location();
    let operands = p.parse_operand_list(Delimiter::None, Some(2))?;
    p.parse_optional_attr_dict(state)?;
    let ty = p.parse_colon_type()?;
    if let TypeKind::Function { inputs, results } = p.ctx().type_kind(ty).clone() {
        p.resolve_operands(&operands, &inputs, at, &mut state.operands)?;
        state.result_types.extend(results.iter().copied());
        return Ok(());
    }
    p.resolve_operands_with_type(&operands, ty, &mut state.operands)?;
    state.result_types.push(ty);
    Ok(())
}

/// The tutorial's `printBinaryOp`: one type when the operands have the
/// result's type, else a functional type.
fn print_binary_op(p: &mut OpAsmPrinter<'_, '_>, op: OpId) -> IrResult<()> {
    let operands = p.ctx().operands(op);
    let attrs = p.op_attributes(op);
    p.write(" ");
    p.print_operands(&operands);
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    let operand_types: Vec<Type> = operands.iter().map(|&v| p.ctx().value_type(v)).collect();
    let result_types: Vec<Type> = (0..p.ctx().num_results(op))
        .map(|i| p.ctx().value_type(p.ctx().result(op, i)))
        .collect();
    // An op without its one result (unverified IR) takes the functional
    // form too, rather than failing to print.
    match result_types[..] {
        [result_type] if operand_types.iter().all(|&t| t == result_type) => {
            p.print_type(result_type)
        }
        _ => p.print_functional_type(&operand_types, &result_types),
    }
    Ok(())
}

impl AddOpHooks for AddOp {
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        parse_binary_op(p, state)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        print_binary_op(p, self.id())
    }
}

impl MulOpHooks for MulOp {
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        parse_binary_op(p, state)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        print_binary_op(p, self.id())
    }
}

impl FuncOpHooks for FuncOp {
    /// `parseFunctionOp` without variadic signatures, as the tutorial's.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        function::parse_function_op(
            p,
            state,
            false,
            FunctionAttrNames::FUNC,
            function::builtin_function_type,
        )
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        function::print_function_op(p, self.id(), false, FunctionAttrNames::FUNC)
    }
}

impl ConstantOpHooks for ConstantOp {
    /// `{attrs} dense<...> : tensor<...>`: the result has the elements
    /// attribute's type.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        p.parse_optional_attr_dict(state)?;
        let (value, ty) = p.parse_attribute_of_kind(|ctx, a| match ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, .. } => Some((a, *ty)),
            _ => None,
        })?;
        let name = p.ctx().symbol("value");
        state.attributes.push((name, value));
        state.result_types.push(ty);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let attrs = p.op_attributes(self.id());
        p.write(" ");
        p.print_optional_attr_dict(&attrs, &["value"]);
        p.print_attribute(self.value_attr(p.ctx()));
        Ok(())
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let ty = ctx.value_type(self.result0(ctx));
        verify_constant_for_type(ctx, self, ty, self.value_attr(ctx))
    }

    fn fold(self, ctx: &mut Context, _constants: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value_attr(ctx)))
    }

    fn build_value_f64(ctx: &mut Context, state: &mut OperationState, value: f64) {
        let f64_type = ctx.ty(TypeKind::Float(FloatKind::F64));
        let ty = RankedTensorType::get(ctx, &[], f64_type, None).ty();
        let attr = ctx.attr(AttrKind::DenseElements {
            ty,
            data: DenseData::Floats(Box::new([value.to_bits() as u128])),
            splat: true,
            i1_padding: 0,
        });
        ConstantOp::build(ctx, state, ty, attr);
    }
}

impl StructConstantOpHooks for StructConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let ty = ctx.value_type(self.output(ctx));
        verify_constant_for_type(ctx, self, ty, self.value_attr(ctx))
    }

    fn fold(self, ctx: &mut Context, _constants: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value_attr(ctx)))
    }
}

impl StructAccessOpHooks for StructAccessOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let input_type = ctx.value_type(self.input(ctx));
        let Some(struct_type) = StructType::try_from(ctx, input_type) else {
            return Ok(());
        };
        let element = usize::try_from(self.index(ctx))
            .ok()
            .and_then(|i| struct_type.element_types(ctx).get(i));
        let Some(&element) = element else {
            return Err(self.emit_op_error(
                ctx,
                "index should be within the range of the input struct type",
            ));
        };
        if ctx.value_type(self.output(ctx)) != element {
            return Err(self.emit_op_error(
                ctx,
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
        let AttrKind::Array(values) = ctx.attr_kind(constants.input()?) else {
            return None;
        };
        let index = usize::try_from(self.index(ctx)).ok()?;
        values.get(index).copied().map(FoldResult::Attr)
    }
}

impl ReturnOpHooks for ReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let Some(function) = ctx.parent_op(self.id()).and_then(|p| FuncOp::cast(ctx, p)) else {
            return Ok(());
        };
        let operands = self.input(ctx);
        if operands.len() > 1 {
            return Err(self.emit_op_error(ctx, "expects at most 1 return operand"));
        }
        let results = FunctionType::try_from(ctx, function.function_type(ctx))
            .map(|f| f.results(ctx))
            .unwrap_or_default();
        if operands.len() != results.len() {
            return Err(self.emit_op_error(
                ctx,
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
        let input = ctx.value_type(operand);
        let result = results[0];
        let unranked = |t: Type| UnrankedTensorType::try_from(ctx, t).is_some();
        if input == result || unranked(input) || unranked(result) {
            return Ok(());
        }
        Err(self.emit_error(
            ctx,
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
        let input = ctx.value_type(self.input(ctx));
        let result = ctx.value_type(self.result0(ctx));
        let (Some(input), Some(result)) = (ranked_shape(ctx, input), ranked_shape(ctx, result))
        else {
            return Ok(());
        };
        if !input.iter().eq(result.iter().rev()) {
            return Err(
                self.emit_error(ctx, "expected result shape to be a transpose of the input")
            );
        }
        Ok(())
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns.add_op_fn::<TransposeOp>(simplify_redundant_transpose);
    }
}

impl ReshapeOpHooks for ReshapeOp {
    /// The `.td`'s DRR patterns, as the tutorial registers them.
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns
            .add(crate::ReshapeReshapeOptPattern)
            .add(crate::RedundantReshapeOptPattern)
            .add(crate::FoldConstantReshapeOptPattern);
    }
}

impl ToyDialectHooks for ToyDialect {
    /// A struct constant for an array, a tensor constant otherwise, as the
    /// tutorial's `ToyDialect::materializeConstant`.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        if matches!(ctx.attr_kind(value), AttrKind::Array(_)) {
            let mut state = StructConstantOp::state(ctx, loc);
            StructConstantOp::build(ctx, &mut state, ty, value);
            return Some(state);
        }
        let mut state = ConstantOp::state(ctx, loc);
        ConstantOp::build(ctx, &mut state, ty, value);
        Some(state)
    }
}

/// `transpose(transpose(x))` is `x`.
fn simplify_redundant_transpose(rewriter: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(outer) = TransposeOp::cast(rewriter, op) else {
        return Ok(false);
    };
    let input = outer.input(rewriter);
    let Some(inner) = rewriter
        .defining_op(input)
        .and_then(|d| TransposeOp::cast(rewriter, d))
    else {
        return rewriter.notify_match_failure(op, "the input is not a transpose");
    };
    let x = inner.input(rewriter);
    rewriter.replace_op(op, &[x])?;
    Ok(true)
}

/// `value` (a constant's elements) reshaped to the type of `result`, for
/// the `ReshapeConstant` native call of `FoldConstantReshapeOptPattern`.
pub fn reshape_constant(
    rewriter: &mut PatternRewriter<'_>,
    value: Attribute,
    result: Value,
) -> Attribute {
    let ty = rewriter.value_type(result);
    let AttrKind::DenseElements {
        data,
        splat,
        i1_padding,
        ..
    } = rewriter.attr_kind(value).clone()
    else {
        return value;
    };
    // Same element count, so the packed `i1` padding stays where it was.
    rewriter.context().attr(AttrKind::DenseElements {
        ty,
        data,
        splat,
        i1_padding,
    })
}
