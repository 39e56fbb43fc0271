//! When a range of integers fits a narrower width, and the casts that
//! move values there and back, for `arith-int-range-narrowing`.

use crate::arith::hooks::with_element_type;
use crate::arith::{ExtSIOp, ExtUIOp, IndexCastOp, IndexCastUIOp, TruncIOp};
use ods_runtime::interfaces::int_range::ConstantIntRanges;
use ods_runtime::ods::pred::{element_type_or_self, is_index};
use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{Attribute, Context, Type, TypeKind, Value};

/// Which truncation keeps the values of a range, if any (MLIR's
/// `CastKind`): the signed and unsigned bounds are both right, but one may
/// be looser than the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CastKind {
    None,
    Signed,
    Unsigned,
    Both,
}

impl CastKind {
    /// What both `self` and `other` allow (MLIR's `mergeCastKinds`).
    pub(super) fn merge(self, other: CastKind) -> CastKind {
        match (self, other) {
            (CastKind::None, _) | (_, CastKind::None) => CastKind::None,
            (CastKind::Both, k) | (k, CastKind::Both) => k,
            (a, b) if a == b => a,
            _ => CastKind::None,
        }
    }

    /// What every range of `ranges` allows at `target` bits.
    pub(super) fn of_all(ranges: &[ConstantIntRanges], target: u32) -> CastKind {
        let mut kind = CastKind::Both;
        for range in ranges {
            kind = kind.merge(CastKind::of(range, target));
            if kind == CastKind::None {
                break;
            }
        }
        kind
    }

    /// The truncation to `target` bits that keeps the values of `range`
    /// (MLIR's `checkTruncatability`): a signed one needs the sign bits to
    /// reach the target's sign bit, an unsigned one the removed bits zero.
    pub(super) fn of(range: &ConstantIntRanges, target: u32) -> CastKind {
        let width = range.width();
        if width <= target {
            return CastKind::None;
        }
        let removed = width - target;
        let signed =
            sign_bits(range.smin(), width) > removed && sign_bits(range.smax(), width) > removed;
        let unsigned = leading_zeros(range.umin(), width) >= removed
            && leading_zeros(range.umax(), width) >= removed;
        match (signed, unsigned) {
            (true, true) => CastKind::Both,
            (true, false) => CastKind::Signed,
            (false, true) => CastKind::Unsigned,
            (false, false) => CastKind::None,
        }
    }
}

/// How many top bits of `value`, `width` bits wide, equal its sign bit
/// (APInt's `getNumSignBits`).
fn sign_bits(value: i128, width: u32) -> u32 {
    let magnitude = if value < 0 { !value } else { value };
    width - (128 - (magnitude as u128).leading_zeros())
}

/// How many top bits of `value`, `width` bits wide, are zero.
fn leading_zeros(value: u128, width: u32) -> u32 {
    width - (128 - value.leading_zeros())
}

/// `source` with its integer or index element type made `iN` (MLIR's
/// `getTargetType`).
pub(super) fn target_type(ctx: &mut Context, source: Type, width: u32) -> Type {
    let narrow = ctx.integer_type(width);
    with_element_type(ctx, source, narrow)
}

/// The width of an integer element type; `None` for `index`.
pub(super) fn integer_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(element_type_or_self(ctx, ty)) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// `source` cast to `target` as `kind` allows (MLIR's `doCast`): an index
/// cast when either side is `index`, else a truncation or an extension.
pub(super) fn cast(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    source: Value,
    target: Type,
    kind: CastKind,
) -> Value {
    let source_type = rw.value_type(source);
    if source_type == target {
        return source;
    }
    let source_element = element_type_or_self(rw, source_type);
    let target_element = element_type_or_self(rw, target);
    if is_index(rw, source_element) || is_index(rw, target_element) {
        return if kind == CastKind::Signed {
            IndexCastOp::create(rw, loc, target, source).out(rw)
        } else {
            IndexCastUIOp::create(rw, loc, target, source).out(rw)
        };
    }
    if integer_width(rw, target) < integer_width(rw, source_type) {
        return TruncIOp::create(rw, loc, target, source, None).out(rw);
    }
    if kind == CastKind::Signed {
        ExtSIOp::create(rw, loc, target, source).out(rw)
    } else {
        ExtUIOp::create(rw, loc, target, source).out(rw)
    }
}
