//! `ctlz` by a binary search on the bits: while the upper half of what is
//! left is zero, shift it out and count its width.

use super::expander::Expander;
use crate::arith::CmpIPredicate;
use crate::math::CountLeadingZerosOp;
use ods_runtime::ods::pred::element_type_or_self;
use ods_runtime::{TypeKind, Value};

/// `ctlz(x)` of integers of up to 64 bits.
pub(super) fn ctlz(e: &mut Expander<'_, '_>, op: CountLeadingZerosOp) -> Option<Value> {
    let ty = e.ty;
    let TypeKind::Integer { width, .. } = *e.rw.type_kind(element_type_or_self(e.rw, ty)) else {
        return None;
    };
    if width > 64 {
        return None;
    }
    let operand = op.operand(e.rw);
    let all_bits = u64::MAX >> (64 - width);
    let mut x = operand;
    let mut count = e.int_constant(ty, 0);
    let mut span = width;
    while span > 1 {
        let half = span / 2;
        let bits = e.int_constant(ty, half.into());
        // Reinterpreted as MLIR's `int64_t` does.
        let mask = e.int_constant(ty, (all_bits >> half) as i64);
        let upper_is_zero = e.cmpi(CmpIPredicate::Ule, x, mask);
        let add = e.addi(count, bits);
        let shifted = e.shli(x, bits);
        x = e.select(upper_is_zero, shifted, x);
        count = e.select(upper_is_zero, add, count);
        span = half;
    }
    let zero = e.int_constant(ty, 0);
    let is_zero = e.cmpi(CmpIPredicate::Eq, operand, zero);
    let width_value = e.int_constant(ty, width.into());
    Some(e.select(is_zero, width_value, count))
}
