//! `affine.apply`, `affine.min` and `affine.max`: their maps expanded at
//! their place; an `affine.apply` of a dimension or symbol is its operand.

use super::bounds::{lower_affine_map, Reduce};
use super::expand::expand_affine_map;
use crate::affine::{AffineApplyOp, AffineMaxOp, AffineMinOp};
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern};
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Value};

pub(super) struct ApplyLowering;

impl OpConversionPattern for ApplyLowering {
    type Op = AffineApplyOp;
    fn match_and_rewrite(
        &self,
        op: AffineApplyOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let (loc, map, operands) = (op.loc(rw), op.map(rw), op.map_operands(rw));
        let Some(values) = expand_affine_map(rw, loc, map, &operands) else {
            return Ok(false);
        };
        rw.replace_op(op.id(), &values)?;
        Ok(true)
    }
}

/// `affine.min` (`Reduce::Min`) or `affine.max` (`Reduce::Max`).
macro_rules! min_max_lowering {
    ($name:ident, $op:ty, $reduce:expr) => {
        pub(super) struct $name;

        impl OpConversionPattern for $name {
            type Op = $op;
            fn match_and_rewrite(
                &self,
                op: $op,
                _: &[Value],
                rw: &mut ConversionPatternRewriter<'_>,
            ) -> IrResult<bool> {
                let (loc, map, operands) = (op.loc(rw), op.map(rw), op.operands(rw));
                let Some(value) = lower_affine_map(rw, loc, $reduce, map, &operands) else {
                    return Ok(false);
                };
                rw.replace_op(op.id(), &[value])?;
                Ok(true)
            }
        }
    };
}

min_max_lowering!(MinLowering, AffineMinOp, Reduce::Min);
min_max_lowering!(MaxLowering, AffineMaxOp, Reduce::Max);
