//! The folders of `ArithOps.cpp`: identities first, then constant folding
//! with `APInt` semantics at the operands' width and `APFloat` semantics of
//! their float format (see [`super::float`]), element by element over
//! splats and dense elements.

use super::super::*;
use super::apint::ApInt;
use super::consts::{
    self, bool_attr, defining, element_type, float_kind, float_or_splat, fold_binary_float,
    fold_binary_int, fold_cast, int_or_splat, int_type, is_poison, zero_attr, AnyValuesElem, Elem,
};
use super::float;
use ods_runtime::ir::float::{decode, Decoded};
use ods_runtime::matchers::{m_constant, m_one, m_zero, match_pattern, match_value};
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::{Attribute, Context, FloatKind, Type, Value};
use std::cmp::Ordering;

fn attr(a: Option<Attribute>) -> Option<FoldResult> {
    a.map(FoldResult::Attr)
}

fn value(v: Value) -> Option<FoldResult> {
    Some(FoldResult::Value(v))
}

fn ty_of(ctx: &Context, v: Value) -> Type {
    ctx.value_type(v)
}

/// The zero of the op's result type, as a fold.
fn zero_of(ctx: &mut Context, result: Value) -> Option<FoldResult> {
    let ty = ty_of(ctx, result);
    attr(zero_attr(ctx, ty))
}

// --- Integer arithmetic -----------------------------------------------------

impl AddIOpHooks for AddIOp {
    fn fold(self, ctx: &mut Context, c: AddIOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if match_pattern(ctx, c.rhs(), m_zero()).is_some() {
            return value(self.lhs(ctx));
        }
        if let Some(sub) = defining::<SubIOp>(ctx, self.lhs(ctx)) {
            if self.rhs(ctx) == sub.rhs(ctx) {
                return value(sub.lhs(ctx));
            }
        }
        if let Some(sub) = defining::<SubIOp>(ctx, self.rhs(ctx)) {
            if self.lhs(ctx) == sub.rhs(ctx) {
                return value(sub.lhs(ctx));
            }
        }
        attr(fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
            Some(a.add(b))
        }))
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::addi(patterns);
    }
}

impl SubIOpHooks for SubIOp {
    fn fold(self, ctx: &mut Context, c: SubIOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if self.lhs(ctx) == self.rhs(ctx) {
            if let Some(z) = zero_of(ctx, self.result(ctx)) {
                return Some(z);
            }
        }
        if match_pattern(ctx, c.rhs(), m_zero()).is_some() {
            return value(self.lhs(ctx));
        }
        if let Some(add) = defining::<AddIOp>(ctx, self.lhs(ctx)) {
            if self.rhs(ctx) == add.rhs(ctx) {
                return value(add.lhs(ctx));
            }
            if self.rhs(ctx) == add.lhs(ctx) {
                return value(add.rhs(ctx));
            }
        }
        attr(fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
            Some(a.sub(b))
        }))
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::subi(patterns);
    }
}

impl MulIOpHooks for MulIOp {
    fn fold(self, ctx: &mut Context, c: MulIOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if match_pattern(ctx, c.rhs(), m_zero()).is_some() {
            return value(self.rhs(ctx));
        }
        if match_pattern(ctx, c.rhs(), m_one()).is_some() {
            return value(self.lhs(ctx));
        }
        attr(fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
            Some(a.mul(b))
        }))
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::muli(patterns);
    }

    fn get_asm_result_names(
        self,
        ctx: &Context,
        set_name: ods_runtime::registry::SetValueNameFn<'_>,
    ) {
        super::muli_result_names(self, ctx, set_name)
    }
}

/// `unsigned overflow` of a sum: `sum < operand`, as an `i1`.
fn unsigned_overflow(sum: &ApInt, operand: &ApInt) -> ApInt {
    ApInt::from_i128(1, (sum.ucmp(operand) == Ordering::Less) as i128)
}

impl AddUIExtendedOpHooks for AddUIExtendedOp {
    fn fold(
        self,
        ctx: &mut Context,
        c: AddUIExtendedOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        let overflow_ty = ty_of(ctx, self.overflow(ctx));
        let rhs = self.rhs(ctx);
        let rhs_const = match_value(ctx, rhs, m_constant());
        if match_pattern(ctx, rhs_const, m_zero()).is_some() {
            let zero = zero_attr(ctx, overflow_ty)?;
            return Some(vec![
                FoldResult::Value(self.lhs(ctx)),
                FoldResult::Attr(zero),
            ]);
        }
        let sum = fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| Some(a.add(b)))?;
        if is_poison(ctx, Some(sum)) {
            return Some(vec![FoldResult::Attr(sum), FoldResult::Attr(sum)]);
        }
        let i1 = ctx.ty(ods_runtime::TypeKind::Integer {
            width: 1,
            signedness: ods_runtime::Signedness::Signless,
        });
        let overflow = fold_binary_int(ctx, Some(sum), c.lhs(), Some(i1), |s, o| {
            Some(unsigned_overflow(s, o))
        })?;
        Some(vec![FoldResult::Attr(sum), FoldResult::Attr(overflow)])
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::addui_extended(patterns);
    }
}

impl MulSIExtendedOpHooks for MulSIExtendedOp {
    fn fold(
        self,
        ctx: &mut Context,
        c: MulSIExtendedOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        if match_pattern(ctx, c.rhs(), m_zero()).is_some() {
            let zero = c.rhs()?;
            return Some(vec![FoldResult::Attr(zero), FoldResult::Attr(zero)]);
        }
        let low = fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| Some(a.mul(b)))?;
        let high = fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
            Some(a.mul_high(b, true))
        })?;
        Some(vec![FoldResult::Attr(low), FoldResult::Attr(high)])
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::mulsi_extended(patterns);
    }
}

impl MulUIExtendedOpHooks for MulUIExtendedOp {
    fn fold(
        self,
        ctx: &mut Context,
        c: MulUIExtendedOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        if match_pattern(ctx, c.rhs(), m_zero()).is_some() {
            let zero = c.rhs()?;
            return Some(vec![FoldResult::Attr(zero), FoldResult::Attr(zero)]);
        }
        if match_pattern(ctx, c.rhs(), m_one()).is_some() {
            let lhs = self.lhs(ctx);
            let ty = ty_of(ctx, lhs);
            let zero = zero_attr(ctx, ty)?;
            return Some(vec![FoldResult::Value(lhs), FoldResult::Attr(zero)]);
        }
        let low = fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| Some(a.mul(b)))?;
        let high = fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
            Some(a.mul_high(b, false))
        })?;
        Some(vec![FoldResult::Attr(low), FoldResult::Attr(high)])
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::mului_extended(patterns);
    }
}

/// `(a * b) / b -> a` when the product has the overflow flags `need`.
fn fold_div_mul(ctx: &Context, lhs: Value, rhs: Value, nsw: bool) -> Option<Value> {
    let mul = defining::<MulIOp>(ctx, lhs)?;
    let flags = super::overflow_flags(ctx, mul.id());
    if (nsw && !flags.nsw) || (!nsw && !flags.nuw) {
        return None;
    }
    if mul.lhs(ctx) == rhs {
        return Some(mul.rhs(ctx));
    }
    (mul.rhs(ctx) == rhs).then(|| mul.lhs(ctx))
}

impl DivUIOpHooks for DivUIOp {
    fn fold(self, ctx: &mut Context, c: DivUIOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if match_pattern(ctx, c.rhs(), m_one()).is_some() {
            return value(self.lhs(ctx));
        }
        if let Some(v) = fold_div_mul(ctx, self.lhs(ctx), self.rhs(ctx), false) {
            return value(v);
        }
        attr(fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
            a.udiv(b)
        }))
    }
}

impl DivSIOpHooks for DivSIOp {
    fn fold(self, ctx: &mut Context, c: DivSIOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if match_pattern(ctx, c.rhs(), m_one()).is_some() {
            return value(self.lhs(ctx));
        }
        if let Some(v) = fold_div_mul(ctx, self.lhs(ctx), self.rhs(ctx), true) {
            return value(v);
        }
        attr(fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
            let (q, overflow) = a.sdiv_ov(b)?;
            (!overflow).then_some(q)
        }))
    }
}

/// `(a - 1) / b + 1` for positive operands, with signed overflow.
fn signed_ceil_nonneg(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    let one = ApInt::one(a.width());
    let (m, o1) = a.ssub_ov(&one);
    let (q, o2) = m.sdiv_ov(b)?;
    let (r, o3) = q.sadd_ov(&one);
    (!(o1 || o2 || o3)).then_some(r)
}

fn ceil_div_s(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    if b.is_zero() {
        return None;
    }
    if a.is_zero() {
        return Some(a.clone());
    }
    let zero = ApInt::zero(a.width());
    let a_pos = a.scmp(&zero) == Ordering::Greater;
    let b_pos = b.scmp(&zero) == Ordering::Greater;
    if a_pos && b_pos {
        return signed_ceil_nonneg(a, b);
    }
    if !a_pos && !b_pos {
        let (pa, o1) = zero.ssub_ov(a);
        let (pb, o2) = zero.ssub_ov(b);
        let r = signed_ceil_nonneg(&pa, &pb)?;
        return (!(o1 || o2)).then_some(r);
    }
    if !a_pos && b_pos {
        let (pa, o1) = zero.ssub_ov(a);
        let (d, o2) = pa.sdiv_ov(b)?;
        let (r, o3) = zero.ssub_ov(&d);
        return (!(o1 || o2 || o3)).then_some(r);
    }
    let (pb, o1) = zero.ssub_ov(b);
    let (d, o2) = a.sdiv_ov(&pb)?;
    let (r, o3) = zero.ssub_ov(&d);
    (!(o1 || o2 || o3)).then_some(r)
}

impl CeilDivSIOpHooks for CeilDivSIOp {
    fn fold(
        self,
        ctx: &mut Context,
        c: CeilDivSIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        if match_pattern(ctx, c.rhs(), m_one()).is_some() {
            return value(self.lhs(ctx));
        }
        attr(fold_binary_int(ctx, c.lhs(), c.rhs(), None, ceil_div_s))
    }
}

impl CeilDivUIOpHooks for CeilDivUIOp {
    fn fold(
        self,
        ctx: &mut Context,
        c: CeilDivUIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        if match_pattern(ctx, c.rhs(), m_one()).is_some() {
            return value(self.lhs(ctx));
        }
        attr(fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
            let (q, r) = a.udivrem(b)?;
            if r.is_zero() {
                return Some(q);
            }
            let (s, overflow) = q.uadd_ov(&ApInt::one(a.width()));
            (!overflow).then_some(s)
        }))
    }
}

impl FloorDivSIOpHooks for FloorDivSIOp {
    fn fold(
        self,
        ctx: &mut Context,
        c: FloorDivSIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        if match_pattern(ctx, c.rhs(), m_one()).is_some() {
            return value(self.lhs(ctx));
        }
        // As `ArithOps.cpp`, one flag for all elements: a division by zero
        // sets it, and each later element's overflow check overwrites it.
        let failed = std::cell::Cell::new(false);
        let result = fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
            if b.is_zero() {
                failed.set(true);
                return Some(a.clone());
            }
            let (q, overflow) = a.sfloordiv_ov(b)?;
            failed.set(overflow);
            Some(q)
        });
        if failed.get() && !is_poison(ctx, result) {
            return None;
        }
        attr(result)
    }
}

impl RemUIOpHooks for RemUIOp {
    fn fold(self, ctx: &mut Context, c: RemUIOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if match_pattern(ctx, c.rhs(), m_one()).is_some() {
            return zero_of(ctx, self.result(ctx));
        }
        attr(fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
            a.urem(b)
        }))
    }
}

impl RemSIOpHooks for RemSIOp {
    fn fold(self, ctx: &mut Context, c: RemSIOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if match_pattern(ctx, c.rhs(), m_one()).is_some() {
            return zero_of(ctx, self.result(ctx));
        }
        attr(fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
            a.srem(b)
        }))
    }
}

/// Whether `v` is `xori(x, ones)` with `x == of`: `not(of)`.
fn is_not_of(ctx: &mut Context, v: Value, of: Value) -> Option<XOrIOp> {
    let xor = defining::<XOrIOp>(ctx, v)?;
    if xor.lhs(ctx) != of {
        return None;
    }
    let rhs = xor.rhs(ctx);
    let c = match_value(ctx, rhs, m_constant());
    int_or_splat(ctx, c)
        .is_some_and(|v| v.is_all_ones())
        .then_some(xor)
}

impl AndIOpHooks for AndIOp {
    fn fold(self, ctx: &mut Context, c: AndIOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if match_pattern(ctx, c.rhs(), m_zero()).is_some() {
            return value(self.rhs(ctx));
        }
        if int_or_splat(ctx, c.rhs()).is_some_and(|v| v.is_all_ones()) {
            return value(self.lhs(ctx));
        }
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if is_not_of(ctx, rhs, lhs).is_some() || is_not_of(ctx, lhs, rhs).is_some() {
            if let Some(z) = zero_of(ctx, self.result(ctx)) {
                return Some(z);
            }
        }
        for (prev, other) in [(lhs, rhs), (rhs, lhs)] {
            if let Some(prev) = defining::<AndIOp>(ctx, prev) {
                if other == prev.lhs(ctx) || other == prev.rhs(ctx) {
                    return value(prev.result(ctx));
                }
            }
        }
        attr(fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
            Some(a.and(b))
        }))
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::andi(patterns);
    }
}

impl OrIOpHooks for OrIOp {
    fn fold(self, ctx: &mut Context, c: OrIOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if let Some(v) = int_or_splat(ctx, c.rhs()) {
            if v.is_zero() {
                return value(self.lhs(ctx));
            }
            if v.is_all_ones() {
                return attr(c.rhs());
            }
        }
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if let Some(xor) = is_not_of(ctx, rhs, lhs) {
            return value(xor.rhs(ctx));
        }
        if let Some(xor) = is_not_of(ctx, lhs, rhs) {
            return value(xor.rhs(ctx));
        }
        attr(fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
            Some(a.or(b))
        }))
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::ori(patterns);
    }
}

impl XOrIOpHooks for XOrIOp {
    fn fold(self, ctx: &mut Context, c: XOrIOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if match_pattern(ctx, c.rhs(), m_zero()).is_some() {
            return value(self.lhs(ctx));
        }
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if lhs == rhs {
            if let Some(z) = zero_of(ctx, self.result(ctx)) {
                return Some(z);
            }
        }
        if let Some(prev) = defining::<XOrIOp>(ctx, lhs) {
            if prev.rhs(ctx) == rhs {
                return value(prev.lhs(ctx));
            }
            if prev.lhs(ctx) == rhs {
                return value(prev.rhs(ctx));
            }
        }
        if let Some(prev) = defining::<XOrIOp>(ctx, rhs) {
            if prev.rhs(ctx) == lhs {
                return value(prev.lhs(ctx));
            }
            if prev.lhs(ctx) == lhs {
                return value(prev.rhs(ctx));
            }
        }
        attr(fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
            Some(a.xor(b))
        }))
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::xori(patterns);
    }
}

/// A shift of constants, kept only when the (last) shift amount is below
/// the width, as `ArithOps.cpp`'s `bounded` flag. A poison operand folds
/// to nothing: the flag is only set by a shift actually computed.
fn fold_shift(
    ctx: &mut Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    shift: fn(&ApInt, u64) -> ApInt,
) -> Option<FoldResult> {
    let bounded = std::cell::Cell::new(false);
    let result = fold_binary_int(ctx, lhs, rhs, None, |a, b| {
        let amount = b.to_u64().filter(|&n| n < b.width() as u64);
        bounded.set(amount.is_some());
        Some(shift(a, amount.unwrap_or(u64::MAX)))
    });
    if bounded.get() {
        attr(result)
    } else {
        None
    }
}

macro_rules! shift_folds {
    ($($op:ident, $hooks:ident, $adaptor:ident, $shift:expr;)*) => {$(
        impl $hooks for $op {
            fn fold(self, ctx: &mut Context, c: $adaptor<Option<Attribute>>) -> Option<FoldResult> {
                if match_pattern(ctx, c.rhs(), m_zero()).is_some() {
                    return value(self.lhs(ctx));
                }
                fold_shift(ctx, c.lhs(), c.rhs(), $shift)
            }
        }
    )*};
}

shift_folds! {
    ShLIOp, ShLIOpHooks, ShLIOpAdaptor, |a, n| a.shl(n);
    ShRUIOp, ShRUIOpHooks, ShRUIOpAdaptor, |a, n| a.lshr(n);
    ShRSIOp, ShRSIOpHooks, ShRSIOpAdaptor, |a, n| a.ashr(n);
}

/// The min/max folds: `op(x, x) = x`; the bound that absorbs (`absorb`)
/// or the one that is the identity (`identity`); constants.
macro_rules! min_max_int_folds {
    ($($op:ident, $hooks:ident, $adaptor:ident, $absorb:expr, $identity:expr, $pick:expr;)*) => {$(
        impl $hooks for $op {
            fn fold(self, ctx: &mut Context, c: $adaptor<Option<Attribute>>) -> Option<FoldResult> {
                if self.lhs(ctx) == self.rhs(ctx) {
                    return value(self.rhs(ctx));
                }
                if let Some(v) = int_or_splat(ctx, c.rhs()) {
                    let absorb: fn(&ApInt) -> bool = $absorb;
                    let identity: fn(&ApInt) -> bool = $identity;
                    if absorb(&v) {
                        return value(self.rhs(ctx));
                    }
                    if identity(&v) {
                        return value(self.lhs(ctx));
                    }
                }
                let pick: fn(&ApInt, &ApInt) -> bool = $pick;
                attr(fold_binary_int(ctx, c.lhs(), c.rhs(), None, |a, b| {
                    Some(if pick(a, b) { a.clone() } else { b.clone() })
                }))
            }
        }
    )*};
}

min_max_int_folds! {
    MaxSIOp, MaxSIOpHooks, MaxSIOpAdaptor, |v| v.is_signed_max(), |v| v.is_signed_min(),
        |a, b| a.scmp(b) != Ordering::Less;
    MaxUIOp, MaxUIOpHooks, MaxUIOpAdaptor, |v| v.is_all_ones(), |v| v.is_zero(),
        |a, b| a.ucmp(b) != Ordering::Less;
    MinSIOp, MinSIOpHooks, MinSIOpAdaptor, |v| v.is_signed_min(), |v| v.is_signed_max(),
        |a, b| a.scmp(b) != Ordering::Greater;
    MinUIOp, MinUIOpHooks, MinUIOpAdaptor, |v| v.is_zero(), |v| v.is_all_ones(),
        |a, b| a.ucmp(b) != Ordering::Greater;
}

// --- Float arithmetic -------------------------------------------------------

/// The one float of a constant: its sign, and whether it is a zero, an
/// infinity, a NaN or one.
fn float_is(ctx: &Context, a: Option<Attribute>, test: fn(f64) -> bool) -> bool {
    float_or_splat(ctx, a).is_some_and(|(kind, bits)| {
        let v = match decode(kind, bits) {
            Decoded::Nan => f64::NAN,
            Decoded::Inf(neg) => {
                if neg {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                }
            }
            Decoded::Finite(neg, sig, exp) => {
                let m = sig as f64 * 2f64.powi(exp);
                if neg {
                    -m
                } else {
                    m
                }
            }
        };
        test(v)
    })
}

fn is_neg_zero(v: f64) -> bool {
    v == 0.0 && v.is_sign_negative()
}

fn is_pos_zero(v: f64) -> bool {
    v == 0.0 && v.is_sign_positive()
}

impl AddFOpHooks for AddFOp {
    fn fold(self, ctx: &mut Context, c: AddFOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if float_is(ctx, c.rhs(), is_neg_zero) {
            return value(self.lhs(ctx));
        }
        attr(fold_binary_float(ctx, c.lhs(), c.rhs(), |k, a, b| {
            float::binary(k, a, b, |x, y| x + y)
        }))
    }
}

impl SubFOpHooks for SubFOp {
    fn fold(self, ctx: &mut Context, c: SubFOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if float_is(ctx, c.rhs(), is_pos_zero) {
            return value(self.lhs(ctx));
        }
        attr(fold_binary_float(ctx, c.lhs(), c.rhs(), |k, a, b| {
            float::binary(k, a, b, |x, y| x - y)
        }))
    }
}

impl MulFOpHooks for MulFOp {
    fn fold(self, ctx: &mut Context, c: MulFOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if float_is(ctx, c.rhs(), |v| v == 1.0) {
            return value(self.lhs(ctx));
        }
        let flags = self.fastmath(ctx);
        if flags.contains(FastMathFlags::NNAN.set(FastMathFlags::NSZ, true))
            && float_is(ctx, c.rhs(), |v| v == 0.0)
        {
            return value(self.rhs(ctx));
        }
        attr(fold_binary_float(ctx, c.lhs(), c.rhs(), |k, a, b| {
            float::binary(k, a, b, |x, y| x * y)
        }))
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::mulf(patterns);
    }
}

impl DivFOpHooks for DivFOp {
    fn fold(self, ctx: &mut Context, c: DivFOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if float_is(ctx, c.rhs(), |v| v == 1.0) {
            return value(self.lhs(ctx));
        }
        attr(fold_binary_float(ctx, c.lhs(), c.rhs(), |k, a, b| {
            float::binary(k, a, b, |x, y| x / y)
        }))
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::divf(patterns);
    }
}

impl RemFOpHooks for RemFOp {
    fn fold(self, ctx: &mut Context, c: RemFOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        attr(fold_binary_float(ctx, c.lhs(), c.rhs(), float::rem))
    }
}

macro_rules! float_min_max_folds {
    ($($op:ident, $hooks:ident, $adaptor:ident, $identity:expr, $calc:expr;)*) => {$(
        impl $hooks for $op {
            fn fold(self, ctx: &mut Context, c: $adaptor<Option<Attribute>>) -> Option<FoldResult> {
                if self.lhs(ctx) == self.rhs(ctx) {
                    return value(self.rhs(ctx));
                }
                if float_is(ctx, c.rhs(), $identity) {
                    return value(self.lhs(ctx));
                }
                attr(fold_binary_float(ctx, c.lhs(), c.rhs(), $calc))
            }
        }
    )*};
}

float_min_max_folds! {
    MaximumFOp, MaximumFOpHooks, MaximumFOpAdaptor, |v| v == f64::NEG_INFINITY,
        |k, a, b| float::maximum(k, a, b, true);
    MinimumFOp, MinimumFOpHooks, MinimumFOpAdaptor, |v| v == f64::INFINITY,
        |k, a, b| float::maximum(k, a, b, false);
    MaxNumFOp, MaxNumFOpHooks, MaxNumFOpAdaptor, f64::is_nan,
        |k, a, b| float::maxnum(k, a, b, true);
    MinNumFOp, MinNumFOpHooks, MinNumFOpAdaptor, f64::is_nan,
        |k, a, b| float::maxnum(k, a, b, false);
}

impl NegFOpHooks for NegFOp {
    fn fold(self, ctx: &mut Context, c: NegFOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if let Some(inner) = defining::<NegFOp>(ctx, self.operand(ctx)) {
            return value(inner.operand(ctx));
        }
        let ty = ty_of(ctx, self.result(ctx));
        attr(fold_cast(ctx, c.operand(), ty, |e| match e {
            AnyValuesElem::Float(k, b) => float::neg(*k, *b).map(Elem::Float),
            AnyValuesElem::Int(_) => None,
        }))
    }
}

// --- Casts ------------------------------------------------------------------

/// The integer width of a type's elements (`index`: 64).
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    int_type(ctx, element_type(ctx, ty)).map(|(w, _)| w)
}

fn int_cast(
    ctx: &mut Context,
    input: Option<Attribute>,
    ty: Type,
    cast: impl Fn(&ApInt) -> ApInt,
) -> Option<FoldResult> {
    attr(fold_cast(ctx, input, ty, |e| match e {
        AnyValuesElem::Int(v) => Some(Elem::Int(cast(v))),
        AnyValuesElem::Float(..) => None,
    }))
}

impl ExtUIOpHooks for ExtUIOp {
    fn verify(self, ctx: &Context) -> Result<(), ods_runtime::diag::Diagnostic> {
        super::verify::ext_or_trunc(ctx, self.id(), true)
    }

    fn fold(self, ctx: &mut Context, c: ExtUIOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if let Some(inner) = defining::<ExtUIOp>(ctx, self.r#in(ctx)) {
            let source = inner.r#in(ctx);
            ctx.set_operand(self.id(), 0, source);
            return value(self.out(ctx));
        }
        let ty = ty_of(ctx, self.out(ctx));
        let width = int_width(ctx, ty)?;
        int_cast(ctx, c.r#in(), ty, |v| v.zext(width))
    }
}

impl ExtSIOpHooks for ExtSIOp {
    fn verify(self, ctx: &Context) -> Result<(), ods_runtime::diag::Diagnostic> {
        super::verify::ext_or_trunc(ctx, self.id(), true)
    }

    fn fold(self, ctx: &mut Context, c: ExtSIOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        if let Some(inner) = defining::<ExtSIOp>(ctx, self.r#in(ctx)) {
            let source = inner.r#in(ctx);
            ctx.set_operand(self.id(), 0, source);
            return value(self.out(ctx));
        }
        let ty = ty_of(ctx, self.out(ctx));
        let width = int_width(ctx, ty)?;
        int_cast(ctx, c.r#in(), ty, |v| v.sext(width))
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::extsi(patterns);
    }
}

impl TruncIOpHooks for TruncIOp {
    fn verify(self, ctx: &Context) -> Result<(), ods_runtime::diag::Diagnostic> {
        super::verify::ext_or_trunc(ctx, self.id(), false)
    }

    fn fold(self, ctx: &mut Context, c: TruncIOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        let operand = self.r#in(ctx);
        let out_ty = ty_of(ctx, self.out(ctx));
        let dst = element_type(ctx, out_ty);
        let ext_source = defining::<ExtUIOp>(ctx, operand)
            .map(|e| e.r#in(ctx))
            .or_else(|| defining::<ExtSIOp>(ctx, operand).map(|e| e.r#in(ctx)));
        if let Some(src) = ext_source {
            let src_ty = element_type(ctx, ty_of(ctx, src));
            if int_width(ctx, src_ty)? > int_width(ctx, dst)? {
                ctx.set_operand(self.id(), 0, src);
                return value(self.out(ctx));
            }
            if src_ty == dst {
                return value(src);
            }
        }
        if let Some(inner) = defining::<TruncIOp>(ctx, operand) {
            let source = inner.r#in(ctx);
            ctx.set_operand(self.id(), 0, source);
            return value(self.out(ctx));
        }
        let width = int_width(ctx, out_ty)?;
        int_cast(ctx, c.r#in(), out_ty, |v| v.trunc(width))
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::trunci(patterns);
    }
}

/// `index_cast` and `index_castui`: a constant is extended (`extend`: sign
/// or zero) or truncated to the result's width. A cast back of a cast
/// does not fold in MLIR 22 (its canonicalization patterns take it).
fn fold_index_cast(
    ctx: &mut Context,
    input: Option<Attribute>,
    out: Value,
    extend: fn(&ApInt, u32) -> ApInt,
) -> Option<FoldResult> {
    let ty = ty_of(ctx, out);
    let width = int_width(ctx, ty)?;
    int_cast(ctx, input, ty, |v| {
        if width >= v.width() {
            extend(v, width)
        } else {
            v.trunc(width)
        }
    })
}

impl IndexCastOpHooks for IndexCastOp {
    fn fold(
        self,
        ctx: &mut Context,
        c: IndexCastOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold_index_cast(ctx, c.r#in(), self.out(ctx), ApInt::sext)
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::index_cast(patterns);
    }
}

impl IndexCastUIOpHooks for IndexCastUIOp {
    fn fold(
        self,
        ctx: &mut Context,
        c: IndexCastUIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold_index_cast(ctx, c.r#in(), self.out(ctx), ApInt::zext)
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::index_castui(patterns);
    }
}

/// The float format of a type's elements.
fn float_of(ctx: &Context, ty: Type) -> Option<FloatKind> {
    float_kind(ctx, element_type(ctx, ty))
}

fn float_cast(
    ctx: &mut Context,
    input: Option<Attribute>,
    ty: Type,
    to: FloatKind,
) -> Option<FoldResult> {
    attr(fold_cast(ctx, input, ty, |e| match e {
        AnyValuesElem::Float(k, b) => float::convert(*k, *b, to).map(Elem::Float),
        AnyValuesElem::Int(_) => None,
    }))
}

impl ExtFOpHooks for ExtFOp {
    fn verify(self, ctx: &Context) -> Result<(), ods_runtime::diag::Diagnostic> {
        super::verify::ext_or_trunc(ctx, self.id(), true)
    }

    fn fold(self, ctx: &mut Context, c: ExtFOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        let out_ty = ty_of(ctx, self.out(ctx));
        if let Some(trunc) = defining::<TruncFOp>(ctx, self.r#in(ctx)) {
            let source = trunc.r#in(ctx);
            let contract = |f: Option<FastMathFlags>| {
                f.unwrap_or(FastMathFlags::NONE)
                    .contains(FastMathFlags::CONTRACT)
            };
            if ty_of(ctx, source) == out_ty
                && contract(trunc.fastmath(ctx))
                && contract(self.fastmath(ctx))
            {
                return value(source);
            }
        }
        let to = float_of(ctx, out_ty)?;
        float_cast(ctx, c.r#in(), out_ty, to)
    }
}

/// The precision and exponent range of the formats `truncf(extf(x))`
/// reasons about (LLVM's `isRepresentableBy`).
fn semantics(kind: FloatKind) -> Option<(u32, i32, i32)> {
    Some(match kind {
        FloatKind::F16 => (11, 15, -14),
        FloatKind::BF16 => (8, 127, -126),
        FloatKind::TF32 => (11, 127, -126),
        FloatKind::F32 => (24, 127, -126),
        FloatKind::F64 => (53, 1023, -1022),
        FloatKind::F80 => (64, 16383, -16382),
        FloatKind::F128 => (113, 16383, -16382),
        _ => return None,
    })
}

fn is_representable_by(a: FloatKind, b: FloatKind) -> bool {
    match (semantics(a), semantics(b)) {
        (Some((pa, maxa, mina)), Some((pb, maxb, minb))) => {
            pa <= pb && maxa <= maxb && mina >= minb
        }
        _ => false,
    }
}

impl TruncFOpHooks for TruncFOp {
    fn verify(self, ctx: &Context) -> Result<(), ods_runtime::diag::Diagnostic> {
        super::verify::ext_or_trunc(ctx, self.id(), false)
    }

    fn fold(self, ctx: &mut Context, c: TruncFOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        let out_ty = ty_of(ctx, self.out(ctx));
        let res = float_of(ctx, out_ty)?;
        if let Some(ext) = defining::<ExtFOp>(ctx, self.r#in(ctx)) {
            let src = ext.r#in(ctx);
            let src_kind = float_of(ctx, ty_of(ctx, src))?;
            let mid = float_of(ctx, ty_of(ctx, ext.out(ctx)))?;
            if is_representable_by(src_kind, mid) {
                if src_kind.width() > res.width() {
                    ctx.set_operand(self.id(), 0, src);
                    return value(self.out(ctx));
                }
                if src_kind == res {
                    return value(src);
                }
            }
        }
        float_cast(ctx, c.r#in(), out_ty, res)
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::truncf(patterns);
    }
}

macro_rules! int_to_float_folds {
    ($($op:ident, $hooks:ident, $adaptor:ident, $signed:expr $(, canonicalize = $canon:ident)?;)*) => {$(
        impl $hooks for $op {
            fn fold(self, ctx: &mut Context, c: $adaptor<Option<Attribute>>) -> Option<FoldResult> {
                let ty = ty_of(ctx, self.out(ctx));
                let to = float_of(ctx, ty)?;
                attr(fold_cast(ctx, c.r#in(), ty, |e| match e {
                    AnyValuesElem::Int(v) => float::from_int(to, v, $signed).map(Elem::Float),
                    AnyValuesElem::Float(..) => None,
                }))
            }
            $(
            fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
                super::patterns::$canon(patterns);
            }
            )?
        }
    )*};
}

int_to_float_folds! {
    SIToFPOp, SIToFPOpHooks, SIToFPOpAdaptor, true;
    UIToFPOp, UIToFPOpHooks, UIToFPOpAdaptor, false;
}

macro_rules! float_to_int_folds {
    ($($op:ident, $hooks:ident, $adaptor:ident, $signed:expr;)*) => {$(
        impl $hooks for $op {
            fn fold(self, ctx: &mut Context, c: $adaptor<Option<Attribute>>) -> Option<FoldResult> {
                let ty = ty_of(ctx, self.out(ctx));
                let width = int_width(ctx, ty)?;
                attr(fold_cast(ctx, c.r#in(), ty, |e| match e {
                    AnyValuesElem::Float(k, b) => float::to_int(*k, *b, width, $signed).map(Elem::Int),
                    AnyValuesElem::Int(_) => None,
                }))
            }
        }
    )*};
}

float_to_int_folds! {
    FPToSIOp, FPToSIOpHooks, FPToSIOpAdaptor, true;
    FPToUIOp, FPToUIOpHooks, FPToUIOpAdaptor, false;
}

impl BitcastOpHooks for BitcastOp {
    fn fold(self, ctx: &mut Context, c: BitcastOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        let input = c.r#in()?;
        let ty = ty_of(ctx, self.out(ctx));
        let elem = element_type(ctx, ty);
        let shaped = elem != ty;
        let is_dense = matches!(
            ctx.attr_kind(input),
            ods_runtime::AttrKind::DenseElements { .. }
        );
        if shaped && !is_dense {
            return None;
        }
        if !shaped && is_poison(ctx, Some(input)) {
            return attr(Some(input));
        }
        let to_float = float_kind(ctx, elem);
        let to_int = int_type(ctx, elem).map(|(w, _)| w);
        attr(fold_cast(ctx, Some(input), ty, |e| {
            let (bits, width) = match e {
                AnyValuesElem::Int(v) => (v.to_u128()?, v.width()),
                AnyValuesElem::Float(k, b) => (*b, k.width()),
            };
            match (to_float, to_int) {
                (Some(k), _) => (k.width() == width).then_some(Elem::Float(bits)),
                (_, Some(w)) => (w == width).then(|| Elem::Int(ApInt::from_u128(w, bits))),
                _ => None,
            }
        }))
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::bitcast(patterns);
    }
}

// --- Comparisons ------------------------------------------------------------

pub(crate) fn apply_cmpi(pred: CmpIPredicate, a: &ApInt, b: &ApInt) -> bool {
    use CmpIPredicate as P;
    let (s, u) = (a.scmp(b), a.ucmp(b));
    match pred {
        P::Eq => u == Ordering::Equal,
        P::Ne => u != Ordering::Equal,
        P::Slt => s == Ordering::Less,
        P::Sle => s != Ordering::Greater,
        P::Sgt => s == Ordering::Greater,
        P::Sge => s != Ordering::Less,
        P::Ult => u == Ordering::Less,
        P::Ule => u != Ordering::Greater,
        P::Ugt => u == Ordering::Greater,
        P::Uge => u != Ordering::Less,
    }
}

fn cmpi_equal_operands(pred: CmpIPredicate) -> bool {
    use CmpIPredicate as P;
    matches!(pred, P::Eq | P::Sle | P::Sge | P::Ule | P::Uge)
}

/// The predicate with its operands swapped (`slt` is `sgt`).
fn swapped(pred: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate as P;
    match pred {
        P::Slt => P::Sgt,
        P::Sgt => P::Slt,
        P::Sle => P::Sge,
        P::Sge => P::Sle,
        P::Ult => P::Ugt,
        P::Ugt => P::Ult,
        P::Ule => P::Uge,
        P::Uge => P::Ule,
        p => p,
    }
}

/// The integer width of a scalar or vector type (`getIntegerWidth`).
fn integer_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        ods_runtime::TypeKind::Integer { width, .. } => Some(*width),
        ods_runtime::TypeKind::Vector { element, .. } => match ctx.type_kind(*element) {
            ods_runtime::TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        },
        _ => None,
    }
}

impl CmpIOpHooks for CmpIOp {
    fn fold(self, ctx: &mut Context, c: CmpIOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        let pred = self.predicate(ctx);
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if lhs == rhs {
            let ty = ty_of(ctx, self.result(ctx));
            return attr(bool_attr(ctx, ty, cmpi_equal_operands(pred)));
        }
        // `getElementTypeOrSelf(lhs).isInteger(1)`.
        let lhs_elem = element_type(ctx, ty_of(ctx, lhs));
        let lhs_is_i1 = matches!(
            ctx.type_kind(lhs_elem),
            ods_runtime::TypeKind::Integer { width: 1, .. }
        );
        if match_pattern(ctx, c.rhs(), m_zero()).is_some() && pred == CmpIPredicate::Ne {
            let ext = defining::<ExtSIOp>(ctx, lhs)
                .map(|e| e.r#in(ctx))
                .or_else(|| defining::<ExtUIOp>(ctx, lhs).map(|e| e.r#in(ctx)));
            if let Some(src) = ext {
                if integer_width(ctx, ty_of(ctx, src)) == Some(1) {
                    return value(src);
                }
            }
            if lhs_is_i1 {
                return value(lhs);
            }
        }
        if match_pattern(ctx, c.rhs(), m_one()).is_some() && lhs_is_i1 && pred == CmpIPredicate::Eq
        {
            return value(lhs);
        }
        if c.lhs().is_some() && c.rhs().is_none() {
            self.set_predicate(ctx, swapped(pred));
            ctx.set_operand(self.id(), 0, rhs);
            ctx.set_operand(self.id(), 1, lhs);
            return value(self.result(ctx));
        }
        c.lhs()?;
        let i1 = ctx.ty(ods_runtime::TypeKind::Integer {
            width: 1,
            signedness: ods_runtime::Signedness::Signless,
        });
        attr(fold_binary_int(ctx, c.lhs(), c.rhs(), Some(i1), |a, b| {
            Some(ApInt::from_i128(1, apply_cmpi(pred, a, b) as i128))
        }))
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::cmpi(patterns);
    }
}

pub(crate) fn apply_cmpf(pred: CmpFPredicate, ord: Option<Ordering>) -> bool {
    use CmpFPredicate as P;
    use Ordering::*;
    match pred {
        P::AlwaysFalse => false,
        P::OEQ => ord == Some(Equal),
        P::OGT => ord == Some(Greater),
        P::OGE => matches!(ord, Some(Greater | Equal)),
        P::OLT => ord == Some(Less),
        P::OLE => matches!(ord, Some(Less | Equal)),
        P::ONE => matches!(ord, Some(Less | Greater)),
        P::ORD => ord.is_some(),
        P::UEQ => matches!(ord, None | Some(Equal)),
        P::UGT => matches!(ord, None | Some(Greater)),
        P::UGE => matches!(ord, None | Some(Greater | Equal)),
        P::ULT => matches!(ord, None | Some(Less)),
        P::ULE => matches!(ord, None | Some(Less | Equal)),
        P::UNE => ord != Some(Equal),
        P::UNO => ord.is_none(),
        P::AlwaysTrue => true,
    }
}

impl CmpFOpHooks for CmpFOp {
    /// Two scalar float constants compare; a NaN makes the comparison
    /// unordered whatever the other operand.
    fn fold(self, ctx: &mut Context, c: CmpFOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        let scalar = |a: Option<Attribute>| match a.map(|a| ctx.attr_kind(a)) {
            Some(ods_runtime::AttrKind::Float { ty, bits }) => {
                float_kind(ctx, *ty).map(|k| (k, *bits))
            }
            _ => None,
        };
        let (mut lhs, mut rhs) = (scalar(c.lhs()), scalar(c.rhs()));
        if lhs.is_some_and(|(k, b)| float::is_nan(k, b)) {
            rhs = lhs;
        }
        if rhs.is_some_and(|(k, b)| float::is_nan(k, b)) {
            lhs = rhs;
        }
        let ((k1, a), (k2, b)) = (lhs?, rhs?);
        let ord = if float::is_nan(k1, a) || float::is_nan(k2, b) {
            None
        } else {
            let (x, y) = (float::exact_value(k1, a)?, float::exact_value(k2, b)?);
            x.partial_cmp(&y)
        };
        let result = apply_cmpf(self.predicate(ctx), ord);
        attr(Some(ods_runtime::helpers::bool_attr(ctx, result)))
    }

    fn canonicalization_patterns(patterns: &mut ods_runtime::rewrite::RewritePatternSet) {
        super::patterns::cmpf(patterns);
    }
}

// --- Select -----------------------------------------------------------------

/// The select's fold, after `SelectOp::fold`.
pub(crate) fn fold_select(
    op: SelectOp,
    ctx: &mut Context,
    c: SelectOpAdaptor<Option<Attribute>>,
) -> Option<FoldResult> {
    let (t, f) = (op.true_value(ctx), op.false_value(ctx));
    if t == f {
        return value(t);
    }
    let condition = op.condition(ctx);
    if match_pattern(ctx, c.condition(), m_one()).is_some() {
        return value(t);
    }
    if match_pattern(ctx, c.condition(), m_zero()).is_some() {
        return value(f);
    }
    if is_poison(ctx, c.true_value()) {
        return value(f);
    }
    if is_poison(ctx, c.false_value()) {
        return value(t);
    }
    let ty = ty_of(ctx, op.result(ctx));
    if super::is_i1(ctx, ty)
        && match_pattern(ctx, c.true_value(), m_one()).is_some()
        && match_pattern(ctx, c.false_value(), m_zero()).is_some()
    {
        return value(condition);
    }
    if let Some(cmp) = defining::<CmpIOp>(ctx, condition) {
        let pred = cmp.predicate(ctx);
        if matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne) {
            let (l, r) = (cmp.lhs(ctx), cmp.rhs(ctx));
            if (l == t && r == f) || (r == t && l == f) {
                return value(if pred == CmpIPredicate::Ne { t } else { f });
            }
        }
    }
    // Element by element over a dense condition and dense operands.
    let cond = consts::ints(ctx, c.condition()?)?;
    if cond.form == consts::Form::Scalar {
        return None;
    }
    let (tv, fv) = (c.true_value()?, c.false_value()?);
    let pick = |i: usize| !cond.values[if cond.values.len() == 1 { 0 } else { i }].is_zero();
    if let (Some(a), Some(b)) = (consts::ints(ctx, tv), consts::ints(ctx, fv)) {
        if a.form == consts::Form::Scalar || b.form == consts::Form::Scalar {
            return None;
        }
        let n = ods_runtime::ods::pred::num_elements(ctx, a.ty)? as usize;
        let at = |v: &consts::Values<ApInt>, i: usize| {
            v.values[if v.values.len() == 1 { 0 } else { i }].clone()
        };
        let values = (0..n)
            .map(|i| if pick(i) { at(&a, i) } else { at(&b, i) })
            .collect();
        return attr(Some(consts::int_attr(
            ctx,
            a.ty,
            consts::Form::Dense,
            values,
        )));
    }
    let ((_, a), (_, b)) = (consts::floats(ctx, tv)?, consts::floats(ctx, fv)?);
    if a.form == consts::Form::Scalar || b.form == consts::Form::Scalar {
        return None;
    }
    let n = ods_runtime::ods::pred::num_elements(ctx, a.ty)? as usize;
    let at = |v: &consts::Values<u128>, i: usize| v.values[if v.values.len() == 1 { 0 } else { i }];
    let values = (0..n)
        .map(|i| if pick(i) { at(&a, i) } else { at(&b, i) })
        .collect();
    attr(Some(consts::float_attr(
        ctx,
        a.ty,
        consts::Form::Dense,
        values,
    )))
}
