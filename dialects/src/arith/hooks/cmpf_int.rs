//! `CmpFIntToFPConst` of `ArithOps.cpp`: a float comparison of an integer
//! converted to float (`sitofp`, `uitofp`) with a float constant becomes
//! an integer comparison, or a constant when the constant lies outside the
//! integer's range.

use super::super::*;
use super::apint::ApInt;
use super::consts::defining;
use super::float;
use ods_runtime::matchers::{m_constant, match_value};
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{AttrKind, FloatKind, IrResult, OpId, Value};

use CmpIPredicate as I;

fn to_int_predicate(pred: CmpFPredicate, unsigned: bool) -> Option<CmpIPredicate> {
    use CmpFPredicate as F;
    Some(match pred {
        F::UEQ | F::OEQ => I::Eq,
        F::UGT | F::OGT => {
            if unsigned {
                I::Ugt
            } else {
                I::Sgt
            }
        }
        F::UGE | F::OGE => {
            if unsigned {
                I::Uge
            } else {
                I::Sge
            }
        }
        F::ULT | F::OLT => {
            if unsigned {
                I::Ult
            } else {
                I::Slt
            }
        }
        F::ULE | F::OLE => {
            if unsigned {
                I::Ule
            } else {
                I::Sle
            }
        }
        F::UNE | F::ONE => I::Ne,
        _ => return None,
    })
}

/// `ilogb` of a finite non-zero value.
fn ilogb(v: f64) -> i32 {
    let bits = v.abs().to_bits();
    let e = ((bits >> 52) & 0x7ff) as i32;
    if e == 0 {
        // Subnormal: normalise.
        let m = bits & ((1 << 52) - 1);
        -1022 - (m.leading_zeros() as i32 - 12) - 1
    } else {
        e - 1023
    }
}

/// The value of `bits` as a float of `kind` converted from an integer.
fn from_int(kind: FloatKind, v: &ApInt, signed: bool) -> Option<f64> {
    let bits = float::from_int(kind, v, signed)?;
    float::exact_value(kind, bits)
}

/// Replaces `op` by the `i1` constant `value`.
fn replace_by_bool(rw: &mut PatternRewriter<'_>, op: OpId, value: bool) -> IrResult<bool> {
    let loc = rw.op_loc(op);
    let attr = ods_runtime::helpers::bool_attr(rw.context(), value);
    let ty = rw.value_type(rw.result(op, 0));
    let ctx = rw.context();
    let mut state = ConstantOp::state(ctx, loc);
    ConstantOp::build(ctx, &mut state, ty, attr);
    rw.replace_op_with_new_op::<ConstantOp>(op, state)?;
    Ok(true)
}

pub(crate) fn cmpf_int_to_fp_const(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(cmp) = CmpFOp::cast(rw, op) else {
        return Ok(false);
    };
    let (lhs, rhs) = (cmp.lhs(rw), cmp.rhs(rw));
    let Some(flt) = match_value(rw.context(), rhs, m_constant()) else {
        return Ok(false);
    };
    let AttrKind::Float { ty, bits } = *rw.attr_kind(flt) else {
        return Ok(false);
    };
    let Some(kind) = super::consts::float_kind(rw, ty) else {
        return Ok(false);
    };
    let Some(rhs_v) = float::exact_value(kind, bits) else {
        return Ok(false);
    };
    if rhs_v.is_nan() {
        return Ok(false);
    }
    let mantissa_width = ods_runtime::ir::float::precision(kind) as i64;
    if mantissa_width <= 0 {
        return Ok(false);
    }
    let (unsigned, int_val): (bool, Value) = if let Some(si) = defining::<SIToFPOp>(rw, lhs) {
        (false, si.r#in(rw))
    } else if let Some(ui) = defining::<UIToFPOp>(rw, lhs) {
        (true, ui.r#in(rw))
    } else {
        return Ok(false);
    };
    let int_ty = rw.value_type(int_val);
    let ods_runtime::TypeKind::Integer { width, .. } = *rw.type_kind(int_ty) else {
        return Ok(false);
    };
    let value_bits = if unsigned {
        width as i64
    } else {
        width as i64 - 1
    };
    if width as i64 > mantissa_width {
        if rhs_v.is_infinite() {
            let largest = encode_largest(kind);
            let max_exponent = largest.map_or(i32::MAX, ilogb) as i64;
            if max_exponent < value_bits {
                return Ok(false);
            }
        } else if rhs_v != 0.0 {
            let exponent = ilogb(rhs_v) as i64;
            if mantissa_width <= exponent && exponent <= value_bits {
                return Ok(false);
            }
        }
    }
    let pred = match cmp.predicate(rw) {
        CmpFPredicate::ORD => return replace_by_bool(rw, op, true),
        CmpFPredicate::UNO => return replace_by_bool(rw, op, false),
        p => match to_int_predicate(p, unsigned) {
            Some(p) => p,
            None => return Ok(false),
        },
    };
    let max = if unsigned {
        ApInt::zero(width).not()
    } else {
        ApInt::signed_min(width).not()
    };
    let Some(max_v) = from_int(kind, &max, !unsigned) else {
        return Ok(false);
    };
    if max_v < rhs_v {
        let below = if unsigned {
            [I::Ne, I::Ult, I::Ule]
        } else {
            [I::Ne, I::Slt, I::Sle]
        };
        return replace_by_bool(rw, op, below.contains(&pred));
    }
    let min = if unsigned {
        ApInt::zero(width)
    } else {
        ApInt::signed_min(width)
    };
    let Some(min_v) = from_int(kind, &min, !unsigned) else {
        return Ok(false);
    };
    if min_v > rhs_v {
        let above = if unsigned {
            [I::Ne, I::Ugt, I::Uge]
        } else {
            [I::Ne, I::Sgt, I::Sge]
        };
        return replace_by_bool(rw, op, above.contains(&pred));
    }
    let Some(rhs_int) = float::to_int(kind, bits, width, !unsigned) else {
        return Ok(false);
    };
    let mut pred = pred;
    if rhs_v != 0.0 {
        let equal = from_int(kind, &rhs_int, !unsigned) == Some(rhs_v);
        if !equal {
            let negative = rhs_v < 0.0;
            match pred {
                I::Ne => return replace_by_bool(rw, op, true),
                I::Eq => return replace_by_bool(rw, op, false),
                I::Ule if negative => return replace_by_bool(rw, op, false),
                I::Sle if negative => pred = I::Slt,
                I::Ult if negative => return replace_by_bool(rw, op, false),
                I::Ult => pred = I::Ule,
                I::Slt if !negative => pred = I::Sle,
                I::Ugt if negative => return replace_by_bool(rw, op, true),
                I::Sgt if negative => pred = I::Sge,
                I::Uge if negative => return replace_by_bool(rw, op, true),
                I::Uge => pred = I::Ugt,
                I::Sge if !negative => pred = I::Sgt,
                _ => {}
            }
        }
    }
    let loc = rw.op_loc(op);
    let signedness = ods_runtime::Signedness::Signless;
    let value = rhs_int.to_bigint(signedness);
    let attr = rw.context().attr(AttrKind::Integer { ty: int_ty, value });
    let ctx = rw.context();
    let mut state = ConstantOp::state(ctx, loc);
    ConstantOp::build(ctx, &mut state, int_ty, attr);
    rw.set_insertion_point(op);
    let c = rw.insert(state);
    let c = rw.result(c, 0);
    let result_ty = rw.value_type(rw.result(op, 0));
    let ctx = rw.context();
    let mut state = CmpIOp::state(ctx, loc);
    CmpIOp::build(ctx, &mut state, result_ty, pred, int_val, c);
    rw.replace_op_with_new_op::<CmpIOp>(op, state)?;
    Ok(true)
}

/// The largest finite value of `kind`, as an `f64` (`None` past `f64`).
fn encode_largest(kind: FloatKind) -> Option<f64> {
    Some(match kind {
        FloatKind::F16 => 65504.0,
        FloatKind::BF16 => f32::from_bits(0x7f7f_0000) as f64,
        FloatKind::F32 => f32::MAX as f64,
        FloatKind::F64 => f64::MAX,
        _ => return None,
    })
}
