//! Shifts (MLIR's `ShiftOpConversion`): C leaves a shift by the width or
//! more undefined where arith gives poison, so the shift is an
//! `emitc.expression` that yields 0 for such amounts.

use super::super::lowering::Lowering;
use super::signedness::{cast_to, constant, emitc_op, with_signedness, wrapping_result};
use crate::emitc::{self, flags::DoNotInline, CmpPredicate};
use ods_runtime::conversion::{ConversionPatternRewriter, TypeConverter};
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, Type, TypeKind, Value};

/// A shift as `E`, its left operand in the unsigned type (`unsigned`)
/// or the signed one, its amount always unsigned.
pub(super) struct Shift {
    pub(super) unsigned: bool,
}

impl<A: Op, E: Op> Lowering<A, E> for Shift {
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(ty) = wrapping_result(rw, converter, op)? else {
            return Ok(false);
        };
        let loc = op.loc(rw);
        let arithmetic = with_signedness(rw.context(), ty, self.unsigned);
        let lhs = cast_to(rw, operands[0], arithmetic);
        let amount_type = rw.value_type(operands[1]);
        let amount_type = with_signedness(rw.context(), amount_type, true);
        let amount = cast_to(rw, operands[1], amount_type);
        let width = width(rw, loc, ty, amount_type);
        let i1 = rw.context().i1_type();
        let in_range = emitc::CmpOp::create(rw, loc, i1, CmpPredicate::Lt, amount, width);
        let in_range = rw.result(in_range.id(), 0);
        // Any value refines poison.
        let zero = match rw.type_kind(arithmetic) {
            TypeKind::Integer { .. } => rw.context().integer_attr(arithmetic, 0),
            _ => rw.context().index_attr(0),
        };
        let poison = constant(rw, loc, arithmetic, zero);
        let inputs = [lhs, amount, in_range, poison];
        let expression = emitc::ExpressionOp::create(rw, loc, arithmetic, &inputs, DoNotInline::No);
        let region = rw.regions(expression.id())[0];
        let args: Vec<(Type, Attribute)> = inputs
            .iter()
            .map(|v| (rw.value_type(*v), rw.value_loc(*v)))
            .collect();
        let body = rw.create_block(region, None, &args);
        let args = rw.block_args(body).to_vec();
        let shifted = emitc_op::<E>(rw, loc, arithmetic, &args[..2]);
        let chosen = emitc::ConditionalOp::create(rw, loc, arithmetic, args[2], shifted, args[3]);
        let chosen = rw.result(chosen.id(), 0);
        emitc::YieldOp::create(rw, loc, Some(chosen));
        rw.set_insertion_point(op.id());
        let result = rw.result(expression.id(), 0);
        let result = cast_to(rw, result, ty);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// The width in bits of `ty`, as a value of `amount_type`: a constant for
/// an integer, `8 * sizeof(8)` for a pointer-wide type.
fn width(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    ty: Type,
    amount_type: Type,
) -> Value {
    if let TypeKind::Integer { width, .. } = *rw.type_kind(ty) {
        let bits = rw.context().integer_attr(amount_type, width.into());
        return constant(rw, loc, amount_type, bits);
    }
    let eight = rw.context().index_attr(8);
    let eight = constant(rw, loc, amount_type, eight);
    let size = emitc::CallOpaqueOp::create(rw, loc, &[amount_type], "sizeof", None, None, &[eight]);
    let size = rw.result(size.id(), 0);
    emitc_op::<emitc::MulOp>(rw, loc, amount_type, &[eight, size])
}
