//! Constants and casts to and from wide integers (MLIR's
//! `ConvertConstant`, `ConvertExtSI`, `ConvertExtUI`, `ConvertTruncI`,
//! `ConvertIndexCastIntToIndex`, `ConvertIndexCastIndexToInt`,
//! `ConvertSIToFP`, `ConvertUIToFP`, `ConvertFPToSI` and
//! `ConvertFPToUI`).

use super::halves::{
    append_x1_dim, construct_result_vector, drop_trailing_x1_dim, element_width,
    extract_last_dim_halves, extract_last_dim_slice, halves_of, insert_last_dim_slice,
    reduce_innermost_dim,
};
use super::{unsupported, AnyEmulation, Emulation, Typed, WideIntEmulationConverter};
use crate::arith::transforms::create_scalar_or_splat_constant;
use crate::arith::{
    AddFOp, CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate, ConstantOp, DivFOp, ExtSIOp, ExtUIOp,
    FPToSIOp, FPToUIOp, IndexCastOp, IndexCastUIOp, MulFOp, NegFOp, RemFOp, SIToFPOp, SelectOp,
    SubIOp, TruncIOp, UIToFPOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ir::float::encode_f64;
use ods_runtime::ods::convert::{dense_elements, dense_int_values, float_attr, integer, vector};
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::element_type_or_self;
use ods_runtime::{
    AttrKind, Attribute, Context, DenseData, IrResult, Signedness, Type, TypeKind, Value,
};
use std::marker::PhantomData;

/// Adds this file's emulations.
pub(super) fn populate(add: &mut impl FnMut(Box<dyn AnyEmulation>)) {
    add(Box::new(Typed(ConvertConstant)));
    add(Box::new(Typed(ConvertExtSI)));
    add(Box::new(Typed(ConvertExtUI)));
    add(Box::new(Typed(ConvertTruncI)));
    add(Box::new(Typed(IntToIndex::<IndexCastOp>::new(
        |rw, loc, ty, v| IndexCastOp::create(rw, loc, ty, v).out(rw),
    ))));
    add(Box::new(Typed(IntToIndex::<IndexCastUIOp>::new(
        |rw, loc, ty, v| IndexCastUIOp::create(rw, loc, ty, v).out(rw),
    ))));
    add(Box::new(Typed(IndexToInt::<IndexCastOp>::new(
        |rw, loc, ty, v| IndexCastOp::create(rw, loc, ty, v).out(rw),
        |rw, loc, ty, v| ExtSIOp::create(rw, loc, ty, v).out(rw),
    ))));
    add(Box::new(Typed(IndexToInt::<IndexCastUIOp>::new(
        |rw, loc, ty, v| IndexCastUIOp::create(rw, loc, ty, v).out(rw),
        |rw, loc, ty, v| ExtUIOp::create(rw, loc, ty, v).out(rw),
    ))));
    add(Box::new(Typed(ConvertSIToFP)));
    add(Box::new(Typed(ConvertUIToFP)));
    add(Box::new(Typed(ConvertFPToUI)));
    add(Box::new(Typed(ConvertFPToSI)));
}

/// Creates a cast of a value to a type.
type CastFn = fn(&mut ConversionPatternRewriter<'_>, Attribute, Type, Value) -> Value;

/// `value` cast to `ty` by `cast`, or `value` itself when it has that
/// type (MLIR's `createOrFold` of a cast, which folds away a cast to the
/// same type).
fn cast_or_fold(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    ty: Type,
    value: Value,
    cast: CastFn,
) -> Value {
    if rw.value_type(value) == ty {
        return value;
    }
    cast(rw, loc, ty, value)
}

/// A float constant attribute of type `ty` holding `value` rounded to it
/// (an overflow is infinite): a scalar, or a splat over a vector type.
fn float_or_splat(ctx: &mut Context, ty: Type, value: f64) -> Attribute {
    let element = element_type_or_self(ctx, ty);
    if element == ty {
        return float_attr(ctx, ty, value);
    }
    let TypeKind::Float(kind) = *ctx.type_kind(element) else {
        unreachable!("the operand of a float cast is a float")
    };
    let bits = encode_f64(kind, value);
    dense_elements(ctx, ty, DenseData::Floats(vec![bits].into()))
}

/// The constant's value split into halves, interleaved low first.
struct ConvertConstant;

impl Emulation for ConvertConstant {
    type Op = ConstantOp;
    fn rewrite(
        &self,
        op: ConstantOp,
        _: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(op.result(rw));
        let Some(new_ty) = converter.convert_to_vector(rw.context(), ty) else {
            return unsupported(rw, op.id(), ty);
        };
        let width = element_width(rw, new_ty);
        let value = op.value(rw);
        let values = match rw.attr_kind(value) {
            AttrKind::Integer { value, .. } => vec![value.clone()],
            AttrKind::DenseElements {
                data: DenseData::Ints(_),
                ..
            } => dense_int_values(rw, value),
            _ => return rw.notify_match_failure(op.id(), "unhandled constant attribute"),
        };
        let halves = values
            .iter()
            .flat_map(|v| {
                let (low, high) = halves_of(v, width);
                [low, high]
            })
            .collect();
        let attr = dense_elements(rw.context(), new_ty, DenseData::Ints(halves));
        let loc = op.loc(rw);
        let result = ConstantOp::create(rw, loc, new_ty, attr).result(rw);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// The operand sign-extended into the low half, the high half all
/// copies of its sign bit.
struct ConvertExtSI;

impl Emulation for ConvertExtSI {
    type Op = ExtSIOp;
    fn rewrite(
        &self,
        op: ExtSIOp,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let ty = rw.value_type(op.out(rw));
        let Some(new_ty) = converter.convert_to_vector(rw.context(), ty) else {
            return unsupported(rw, op.id(), ty);
        };
        let half_ty = reduce_innermost_dim(rw.context(), new_ty);
        let operand = append_x1_dim(rw, loc, operands[0]);
        let extended = cast_or_fold(rw, loc, half_ty, operand, |rw, loc, ty, v| {
            ExtSIOp::create(rw, loc, ty, v).out(rw)
        });
        let zero = create_scalar_or_splat_constant(rw, loc, half_ty, 0);
        let negative =
            CmpIOp::create_inferred(rw, loc, CmpIPredicate::Slt, extended, zero)?.result(rw);
        let sign = ExtSIOp::create(rw, loc, half_ty, negative).out(rw);
        let result = construct_result_vector(rw, loc, new_ty, &[extended, sign])?;
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// The operand zero-extended into the low half of zeros.
struct ConvertExtUI;

impl Emulation for ConvertExtUI {
    type Op = ExtUIOp;
    fn rewrite(
        &self,
        op: ExtUIOp,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let ty = rw.value_type(op.out(rw));
        let Some(new_ty) = converter.convert_to_vector(rw.context(), ty) else {
            return unsupported(rw, op.id(), ty);
        };
        let half_ty = reduce_innermost_dim(rw.context(), new_ty);
        let operand = append_x1_dim(rw, loc, operands[0]);
        let extended = cast_or_fold(rw, loc, half_ty, operand, |rw, loc, ty, v| {
            ExtUIOp::create(rw, loc, ty, v).out(rw)
        });
        let zero = create_scalar_or_splat_constant(rw, loc, new_ty, 0);
        let result = insert_last_dim_slice(rw, loc, extended, zero, 0)?;
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// The low half, truncated further if the result is narrower; results
/// wider than the target supports are not handled.
struct ConvertTruncI;

impl Emulation for ConvertTruncI {
    type Op = TruncIOp;
    fn rewrite(
        &self,
        op: TruncIOp,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let ty = rw.value_type(op.out(rw));
        if !converter.type_converter().is_legal_type(rw.context(), ty) {
            let shown = ods_runtime::asm::printer::type_to_string(rw, ty);
            let reason = format!("unsupported truncation result type: {shown}");
            return rw.notify_match_failure(op.id(), reason);
        }
        let low = extract_last_dim_slice(rw, loc, operands[0], 0)?;
        let low = drop_trailing_x1_dim(rw, loc, low);
        let truncated = cast_or_fold(rw, loc, ty, low, |rw, loc, ty, v| {
            TruncIOp::create(rw, loc, ty, v, None).out(rw)
        });
        rw.replace_op(op.id(), &[truncated])?;
        Ok(true)
    }
}

/// Whether `ty` is `index` or a vector of them.
fn is_index_or_index_vector(ctx: &Context, ty: Type) -> bool {
    let element = match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } => *element,
        _ => ty,
    };
    matches!(ctx.type_kind(element), TypeKind::Index)
}

/// An index cast `O` of a wide integer to `index`: the cast of its low
/// half.
struct IntToIndex<O> {
    cast: CastFn,
    op: PhantomData<O>,
}

impl<O> IntToIndex<O> {
    fn new(cast: CastFn) -> Self {
        IntToIndex {
            cast,
            op: PhantomData,
        }
    }
}

impl<O: Op + 'static> Emulation for IntToIndex<O> {
    type Op = O;
    fn rewrite(
        &self,
        op: O,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let result_ty = rw.value_type(rw.result(op.id(), 0));
        if !is_index_or_index_vector(rw, result_ty) {
            return Ok(false);
        }
        let loc = rw.op_loc(op.id());
        let in_ty = rw.value_type(rw.operand(op.id(), 0));
        if converter.convert_to_vector(rw.context(), in_ty).is_none() {
            return unsupported(rw, op.id(), in_ty);
        }
        let low = extract_last_dim_slice(rw, loc, operands[0], 0)?;
        let low = drop_trailing_x1_dim(rw, loc, low);
        let result = (self.cast)(rw, loc, result_ty, low);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// An index cast `O` of `index` to a wide integer: the cast to the
/// widest supported integer, extended (signed or not, as `O` is) by the
/// extension's own emulation.
struct IndexToInt<O> {
    cast: CastFn,
    extend: CastFn,
    op: PhantomData<O>,
}

impl<O> IndexToInt<O> {
    fn new(cast: CastFn, extend: CastFn) -> Self {
        IndexToInt {
            cast,
            extend,
            op: PhantomData,
        }
    }
}

impl<O: Op + 'static> Emulation for IndexToInt<O> {
    type Op = O;
    fn rewrite(
        &self,
        op: O,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let in_ty = rw.value_type(rw.operand(op.id(), 0));
        if !is_index_or_index_vector(rw, in_ty) {
            return Ok(false);
        }
        let loc = rw.op_loc(op.id());
        let result_ty = rw.value_type(rw.result(op.id(), 0));
        if converter
            .convert_to_vector(rw.context(), result_ty)
            .is_none()
        {
            return unsupported(rw, op.id(), result_ty);
        }
        let mut narrow_ty = integer(
            rw.context(),
            converter.max_target_int_bit_width(),
            Signedness::Signless,
        );
        if let TypeKind::Vector { shape, .. } = rw.type_kind(result_ty).clone() {
            narrow_ty = vector(rw.context(), &shape, narrow_ty);
        }
        let narrow = (self.cast)(rw, loc, narrow_ty, operands[0]);
        let result = (self.extend)(rw, loc, result_ty, narrow);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// A signed conversion as the unsigned one of the absolute value,
/// negated back for a negative operand; the wide integer ops it makes
/// are left to the other emulations.
struct ConvertSIToFP;

impl Emulation for ConvertSIToFP {
    type Op = SIToFPOp;
    fn rewrite(
        &self,
        op: SIToFPOp,
        _: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let input = op.r#in(rw);
        let old_ty = rw.value_type(input);
        if converter.convert_to_vector(rw.context(), old_ty).is_none() {
            return unsupported(rw, op.id(), old_ty);
        }
        let result_ty = rw.value_type(op.out(rw));
        let zero = create_scalar_or_splat_constant(rw, loc, old_ty, 0);
        let negative =
            CmpIOp::create_inferred(rw, loc, CmpIPredicate::Slt, input, zero)?.result(rw);
        let negated = SubIOp::create_inferred(rw, loc, zero, input, None)?.result(rw);
        let abs = SelectOp::create_inferred(rw, loc, negative, negated, input)?.result(rw);
        let abs_result = UIToFPOp::create(rw, loc, result_ty, abs).out(rw);
        let neg_result = NegFOp::create_inferred(rw, loc, abs_result, None)?.result(rw);
        let result =
            SelectOp::create_inferred(rw, loc, negative, neg_result, abs_result)?.result(rw);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// An unsigned conversion as `low + high * 2^N`, or just `low` when the
/// high half is zero (which folds more easily). Exact only for values
/// the float type holds exactly.
struct ConvertUIToFP;

impl Emulation for ConvertUIToFP {
    type Op = UIToFPOp;
    fn rewrite(
        &self,
        op: UIToFPOp,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let old_ty = rw.value_type(op.r#in(rw));
        let Some(new_ty) = converter.convert_to_vector(rw.context(), old_ty) else {
            return unsupported(rw, op.id(), old_ty);
        };
        let width = element_width(rw, new_ty);
        let (low, high) = extract_last_dim_halves(rw, loc, operands[0])?;
        let low = drop_trailing_x1_dim(rw, loc, low);
        let high = drop_trailing_x1_dim(rw, loc, high);
        let high_ty = rw.value_type(high);
        let zero = create_scalar_or_splat_constant(rw, loc, high_ty, 0);
        let high_zero = CmpIOp::create_inferred(rw, loc, CmpIPredicate::Eq, high, zero)?.result(rw);

        let result_ty = rw.value_type(op.out(rw));
        let low_fp = UIToFPOp::create(rw, loc, result_ty, low).out(rw);
        let high_fp = UIToFPOp::create(rw, loc, result_ty, high).out(rw);
        let pow2_attr = float_or_splat(rw.context(), result_ty, 2f64.powi(width as i32));
        let pow2 = ConstantOp::create(rw, loc, result_ty, pow2_attr).result(rw);
        let high_value = MulFOp::create_inferred(rw, loc, high_fp, pow2, None)?.result(rw);
        let sum = AddFOp::create_inferred(rw, loc, low_fp, high_value, None)?.result(rw);
        let result = SelectOp::create_inferred(rw, loc, high_zero, low_fp, sum)?.result(rw);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// A signed conversion as the unsigned one of the absolute value,
/// subtracted from zero for a negative operand (out-of-range values are
/// poison, as for the op).
struct ConvertFPToSI;

impl Emulation for ConvertFPToSI {
    type Op = FPToSIOp;
    fn rewrite(
        &self,
        op: FPToSIOp,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let input = operands[0];
        let fp_ty = rw.value_type(input);
        let int_ty = rw.value_type(op.out(rw));
        if converter.convert_to_vector(rw.context(), int_ty).is_none() {
            return unsupported(rw, op.id(), int_ty);
        }
        let zero_attr = float_or_splat(rw.context(), fp_ty, 0.0);
        let zero = ConstantOp::create(rw, loc, fp_ty, zero_attr).result(rw);
        let zero_int = create_scalar_or_splat_constant(rw, loc, int_ty, 0);
        let negative =
            CmpFOp::create_inferred(rw, loc, CmpFPredicate::OLT, input, zero, None)?.result(rw);
        let negated = NegFOp::create_inferred(rw, loc, input, None)?.result(rw);
        let abs = SelectOp::create_inferred(rw, loc, negative, negated, input)?.result(rw);
        let unsigned = FPToUIOp::create(rw, loc, int_ty, abs).out(rw);
        let subtracted = SubIOp::create_inferred(rw, loc, zero_int, unsigned, None)?.result(rw);
        let result = SelectOp::create_inferred(rw, loc, negative, subtracted, unsigned)?.result(rw);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// An unsigned conversion as `fptoui(x / 2^N)` for the high half and
/// `fptoui(x rem 2^N)` for the low one (`2^N` infinite when the float
/// type cannot hold it, making the high half zero).
struct ConvertFPToUI;

impl Emulation for ConvertFPToUI {
    type Op = FPToUIOp;
    fn rewrite(
        &self,
        op: FPToUIOp,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let input = operands[0];
        let fp_ty = rw.value_type(input);
        let int_ty = rw.value_type(op.out(rw));
        let Some(new_ty) = converter.convert_to_vector(rw.context(), int_ty) else {
            return unsupported(rw, op.id(), int_ty);
        };
        let width = element_width(rw, new_ty);
        let mut half_ty = integer(rw.context(), width, Signedness::Signless);
        if let TypeKind::Vector { shape, .. } = rw.type_kind(fp_ty).clone() {
            half_ty = vector(rw.context(), &shape, half_ty);
        }
        let pow_attr = float_or_splat(rw.context(), fp_ty, 2f64.powi(width as i32));
        let pow = ConstantOp::create(rw, loc, fp_ty, pow_attr).result(rw);
        let quotient = DivFOp::create_inferred(rw, loc, input, pow, None)?.result(rw);
        let high = FPToUIOp::create(rw, loc, half_ty, quotient).out(rw);
        let remainder = RemFOp::create_inferred(rw, loc, input, pow, None)?.result(rw);
        let low = FPToUIOp::create(rw, loc, half_ty, remainder).out(rw);
        let high = append_x1_dim(rw, loc, high);
        let low = append_x1_dim(rw, loc, low);
        let result = construct_result_vector(rw, loc, new_ty, &[low, high])?;
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}
