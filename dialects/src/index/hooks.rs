//! What `IndexOps.td` leaves to Rust, with the semantics of MLIR's
//! `IndexOps.cpp`: folds that hold whatever the target's index width (32 or
//! 64 bits), the reassociation of constants, the comparison
//! canonicalization, the constants' names and materialization.
//!
//! An `index` constant holds 64 bits. A fold either has the property
//! `trunc32(f(a, b)) == f(trunc32(a), trunc32(b))` for all operands
//! ("unchecked"), or is computed in both widths and kept only when the
//! 64-bit result truncated is the 32-bit one ("checked").

use super::*;
use ods_runtime::helpers::{bool_attr, index, index_attr, integer_attr, is_index, try_int};
use ods_runtime::interfaces::prelude::mlir::CastOpInterfaceImpl;
use ods_runtime::matchers::{m_constant, match_value};
use ods_runtime::ods::op::Op;
use ods_runtime::registry::{FoldResult, SetValueNameFn};
use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{AttrKind, Attribute, Context, IrResult, OperationState, Type, TypeKind, Value};

/// A two's-complement integer of `width` bits (32 or 64), as MLIR's `APInt`
/// of that width: the low bits of a `u64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Int {
    bits: u64,
    width: u32,
}

impl Int {
    fn new(bits: u64, width: u32) -> Int {
        let mask = if width == 64 {
            u64::MAX
        } else {
            (1 << width) - 1
        };
        Int {
            bits: bits & mask,
            width,
        }
    }
    fn signed(self) -> i64 {
        let shift = 64 - self.width;
        ((self.bits << shift) as i64) >> shift
    }
    fn trunc32(self) -> Int {
        Int::new(self.bits, 32)
    }
    fn is_zero(self) -> bool {
        self.bits == 0
    }
    fn with(self, bits: u64) -> Int {
        Int::new(bits, self.width)
    }
    fn with_signed(self, value: i64) -> Int {
        self.with(value as u64)
    }
    fn add(self, o: Int) -> Int {
        self.with(self.bits.wrapping_add(o.bits))
    }
    fn sub(self, o: Int) -> Int {
        self.with(self.bits.wrapping_sub(o.bits))
    }
    fn neg(self) -> Int {
        self.with(self.bits.wrapping_neg())
    }
    /// Signed division, rounding toward zero; `MIN / -1` wraps to `MIN`.
    fn sdiv(self, o: Int) -> Int {
        self.with_signed(self.signed().wrapping_div(o.signed()))
    }
    fn udiv(self, o: Int) -> Int {
        self.with(self.bits / o.bits)
    }
    fn sgt(self, o: Int) -> bool {
        self.signed() > o.signed()
    }
    fn slt(self, o: Int) -> bool {
        self.signed() < o.signed()
    }
}

/// The 64-bit value of an `index` (or any integer) constant.
fn int_of(ctx: &Context, attr: Option<Attribute>) -> Option<Int> {
    let value = try_int::<i64>(ctx, attr?)?;
    Some(Int::new(value as u64, 64))
}

/// Whether a binary fold is computed in 32 bits too.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fold {
    /// The op has the truncation property for all operands: computed once,
    /// in 64 bits.
    Unchecked,
    /// Computed in 64 and in 32 bits, kept when both agree on the low 32
    /// bits.
    Checked,
}

/// The fold of a binary op of two constants by `calculate`.
fn fold_binary(
    ctx: &mut Context,
    (lhs, rhs): (Option<Attribute>, Option<Attribute>),
    calculate: fn(Int, Int) -> Option<Int>,
    fold: Fold,
) -> Option<FoldResult> {
    let (lhs, rhs) = (int_of(ctx, lhs)?, int_of(ctx, rhs)?);
    let wide = calculate(lhs, rhs)?;
    if fold == Fold::Checked && calculate(lhs.trunc32(), rhs.trunc32())? != wide.trunc32() {
        return None;
    }
    Some(FoldResult::Attr(index_attr(ctx, wide.signed())))
}

/// `op(op(x, c1), c2)` becomes `op(x, op(c2, c1))` when `op(c2, c1)` folds
/// to a constant, which is materialized before the op.
fn reassociate_constants<T: Op + BinaryIndexOp>(
    rewriter: &mut PatternRewriter<'_>,
    op: T,
) -> IrResult<bool> {
    let (lhs, rhs) = op.operands(rewriter);
    let Some(outer) = match_value(rewriter.context(), rhs, m_constant()) else {
        return rewriter.notify_match_failure(op.id(), "RHS is not a constant");
    };
    let Some(inner_op) = rewriter.defining_op(lhs).and_then(|d| T::cast(rewriter, d)) else {
        return rewriter.notify_match_failure(op.id(), "LHS is not the same BinaryOp");
    };
    let (x, inner_rhs) = inner_op.operands(rewriter);
    let Some(inner) = match_value(rewriter.context(), inner_rhs, m_constant()) else {
        return rewriter.notify_match_failure(op.id(), "RHS of LHS op is not a constant");
    };
    let Some(FoldResult::Attr(folded)) = T::fold_constants(rewriter.context(), outer, inner) else {
        return rewriter.notify_match_failure(op.id(), "new BinaryOp was not folded");
    };
    let loc = op.loc(rewriter);
    let ty = rewriter.value_type(rhs);
    let ctx = rewriter.context();
    let Some(state) = IndexDialect::materialize_constant(ctx, folded, ty, loc) else {
        return rewriter.notify_match_failure(op.id(), "the folded constant has no op");
    };
    rewriter.set_insertion_point(op.id());
    let constant = rewriter.insert(state);
    let c = rewriter.result(constant, 0);
    let mut state = T::state(rewriter.context(), loc);
    state.operands = vec![x, c];
    state.result_types = vec![ty];
    rewriter.replace_op_with_new_op::<T>(op.id(), state)?;
    Ok(true)
}

/// What the binary ops share: their operands and the fold of two
/// constants.
trait BinaryIndexOp: Sized {
    fn operands(self, ctx: &Context) -> (Value, Value);
    /// The fold of `op(lhs, rhs)` for two constants.
    fn fold_constants(ctx: &mut Context, lhs: Attribute, rhs: Attribute) -> Option<FoldResult>;
}

/// The folds of `x + 0`, `x - 0`: `x`.
fn zero_is_identity(ctx: &mut Context, lhs: Value, rhs: Option<Attribute>) -> Option<FoldResult> {
    int_of(ctx, rhs)?
        .is_zero()
        .then_some(FoldResult::Value(lhs))
}

/// The folds of `x * 1` (`x`) and `x * 0` (`0`).
fn mul_identities(ctx: &mut Context, lhs: Value, rhs: Option<Attribute>) -> Option<FoldResult> {
    match int_of(ctx, rhs)?.bits {
        1 => Some(FoldResult::Value(lhs)),
        0 => rhs.map(FoldResult::Attr),
        _ => None,
    }
}

/// Implements the hooks of each binary op: its fold (`Checked` or
/// `Unchecked`, with its calculation), then, when the constants do not
/// fold, an identity of its right operand; and for the ops declaring
/// `hasCanonicalizeMethod`, the reassociation of constants.
macro_rules! binary_op_hooks {
    ($($op:ident, $hooks:ident, $adaptor:ident, $kind:ident($calculate:expr)
     $(, identity = $identity:expr)? $(, canonicalize = $canon:ident)?;)*) => {$(
        impl BinaryIndexOp for $op {
            fn operands(self, ctx: &Context) -> (Value, Value) {
                (self.lhs(ctx), self.rhs(ctx))
            }
            fn fold_constants(
                ctx: &mut Context,
                lhs: Attribute,
                rhs: Attribute,
            ) -> Option<FoldResult> {
                fold_binary(ctx, (Some(lhs), Some(rhs)), $calculate, Fold::$kind)
            }
        }
        impl $hooks for $op {
            fn fold(
                self,
                ctx: &mut Context,
                constants: $adaptor<Option<Attribute>>,
            ) -> Option<FoldResult> {
                let (lhs, rhs) = (constants.lhs(), constants.rhs());
                let folded = fold_binary(ctx, (lhs, rhs), $calculate, Fold::$kind);
                $(let folded = folded.or_else(|| $identity(ctx, self.lhs(ctx), rhs));)?
                folded
            }
            $(
            fn $canon(self, rewriter: &mut PatternRewriter<'_>) -> IrResult<bool> {
                reassociate_constants(rewriter, self)
            }
            )?
        }
    )*};
}

binary_op_hooks! {
    AddOp, AddOpHooks, AddOpAdaptor, Unchecked(|a, b| Some(a.add(b))), identity = zero_is_identity, canonicalize = canonicalize;
    SubOp, SubOpHooks, SubOpAdaptor, Unchecked(|a, b| Some(a.sub(b))), identity = zero_is_identity;
    MulOp, MulOpHooks, MulOpAdaptor, Unchecked(|a, b| Some(a.with(a.bits.wrapping_mul(b.bits)))), identity = mul_identities, canonicalize = canonicalize;
    DivSOp, DivSOpHooks, DivSOpAdaptor, Checked(|a, b| (!b.is_zero()).then(|| a.sdiv(b)));
    DivUOp, DivUOpHooks, DivUOpAdaptor, Checked(|a, b| (!b.is_zero()).then(|| a.udiv(b)));
    CeilDivSOp, CeilDivSOpHooks, CeilDivSOpAdaptor, Checked(ceil_div_s);
    CeilDivUOp, CeilDivUOpHooks, CeilDivUOpAdaptor, Checked(ceil_div_u);
    FloorDivSOp, FloorDivSOpHooks, FloorDivSOpAdaptor, Checked(floor_div_s);
    RemSOp, RemSOpHooks, RemSOpAdaptor, Checked(|a, b| (!b.is_zero()).then(|| a.with_signed(a.signed().wrapping_rem(b.signed()))));
    RemUOp, RemUOpHooks, RemUOpAdaptor, Checked(|a, b| (!b.is_zero()).then(|| a.with(a.bits % b.bits)));
    MaxSOp, MaxSOpHooks, MaxSOpAdaptor, Checked(|a, b| Some(if a.sgt(b) { a } else { b })), canonicalize = canonicalize;
    MaxUOp, MaxUOpHooks, MaxUOpAdaptor, Checked(|a, b| Some(if a.bits > b.bits { a } else { b })), canonicalize = canonicalize;
    MinSOp, MinSOpHooks, MinSOpAdaptor, Checked(|a, b| Some(if a.slt(b) { a } else { b })), canonicalize = canonicalize;
    MinUOp, MinUOpHooks, MinUOpAdaptor, Checked(|a, b| Some(if a.bits < b.bits { a } else { b })), canonicalize = canonicalize;
    // A shift by 32 or more is undefined on a 32-bit target: never folded.
    ShlOp, ShlOpHooks, ShlOpAdaptor, Unchecked(|a, b| (b.bits < 32).then(|| a.with(a.bits << b.bits)));
    ShrSOp, ShrSOpHooks, ShrSOpAdaptor, Checked(|a, b| (b.bits < 32).then(|| a.with_signed(a.signed() >> b.bits)));
    ShrUOp, ShrUOpHooks, ShrUOpAdaptor, Checked(|a, b| (b.bits < 32).then(|| a.with(a.bits >> b.bits)));
    AndOp, AndOpHooks, AndOpAdaptor, Unchecked(|a, b| Some(a.with(a.bits & b.bits))), canonicalize = canonicalize;
    OrOp, OrOpHooks, OrOpAdaptor, Unchecked(|a, b| Some(a.with(a.bits | b.bits))), canonicalize = canonicalize;
    XOrOp, XOrOpHooks, XOrOpAdaptor, Unchecked(|a, b| Some(a.with(a.bits ^ b.bits))), canonicalize = canonicalize;
}

/// A rounding division: `None` by zero, `0` for `n == 0`, else `nonzero`.
fn rounding_div(n: Int, m: Int, nonzero: fn(Int, Int) -> Int) -> Option<Int> {
    if m.is_zero() {
        None
    } else if n.is_zero() {
        Some(n)
    } else {
        Some(nonzero(n, m))
    }
}

/// `ceildivs(n, m)`: for operands of different signs `-(-n / m)`, else
/// `(n + x) / m + 1` with `x` one toward zero from `m`'s side (`-1` when
/// `m > 0`); neither can overflow.
fn ceil_div_s(n: Int, m: Int) -> Option<Int> {
    rounding_div(n, m, |n, m| {
        let zero = n.with(0);
        let m_positive = m.sgt(zero);
        if n.sgt(zero) != m_positive {
            return n.neg().sdiv(m).neg();
        }
        let x = n.with_signed(if m_positive { -1 } else { 1 });
        n.add(x).sdiv(m).add(n.with(1))
    })
}

/// `ceildivu(n, m)`: `(n - 1) / m + 1`.
fn ceil_div_u(n: Int, m: Int) -> Option<Int> {
    rounding_div(n, m, |n, m| {
        let one = n.with(1);
        n.sub(one).udiv(m).add(one)
    })
}

/// `floordivs(n, m)`: for operands of the same sign `n / m`, else
/// `-1 - (x - n) / m` with `x` `1` when `m < 0`, `-1` otherwise.
fn floor_div_s(n: Int, m: Int) -> Option<Int> {
    rounding_div(n, m, |n, m| {
        let zero = n.with(0);
        let m_negative = m.slt(zero);
        if n.slt(zero) == m_negative {
            return n.sdiv(m);
        }
        let x = n.with_signed(if m_negative { 1 } else { -1 });
        n.with_signed(-1).sub(x.sub(n).sdiv(m))
    })
}

// --- Casts ------------------------------------------------------------

/// How a cast extends: by the sign (`casts`) or by zeros (`castu`).
#[derive(Clone, Copy)]
enum Ext {
    Sign,
    Zero,
}

/// `bits` (the low `from` bits matter) extended to `to` bits (or
/// truncated when `to` is smaller), as an `i128` holding them.
fn ext_or_trunc(bits: u128, from: u32, to: u32, ext: Ext) -> u128 {
    let low = |v: u128, w: u32| if w >= 128 { v } else { v & ((1u128 << w) - 1) };
    let v = low(bits, from);
    let v = match ext {
        Ext::Sign if from < 128 && v >> (from - 1) & 1 == 1 => v | !((1u128 << from) - 1),
        _ => v,
    };
    low(v, to)
}

/// The width of an integer type, 64 for `index`.
fn width_of(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// The fold of a cast of the constant `input` to `ty`: to `index`, the
/// value cast as for a 64-bit target (its 32-bit truncation is then right
/// too); from `index`, only when the cast of the value and of its 32-bit
/// truncation agree.
fn fold_cast(
    ctx: &mut Context,
    input: Option<Attribute>,
    ty: Type,
    ext: Ext,
) -> Option<FoldResult> {
    let input = input?;
    let AttrKind::Integer { ty: from_ty, value } = ctx.attr_kind(input) else {
        return None;
    };
    let from = width_of(ctx, *from_ty)?;
    let bits = value.low_i128() as u128;
    let to = width_of(ctx, ty)?;
    if is_index(ctx, ty) {
        let result = ext_or_trunc(bits, from, 64, ext);
        return Some(FoldResult::Attr(integer_attr(ctx, ty, result as i128)));
    }
    let result = if to <= 32 {
        ext_or_trunc(bits, from, to, ext)
    } else {
        let via32 = ext_or_trunc(ext_or_trunc(bits, from, 32, ext), 32, to.min(64), ext);
        let direct = ext_or_trunc(bits, from, to.min(64), ext);
        if via32 != direct {
            return None;
        }
        ext_or_trunc(bits, from, to, ext)
    };
    Some(FoldResult::Attr(integer_attr(ctx, ty, result as i128)))
}

/// `casts` and `castu` go between `index` and an integer type, one way.
fn index_on_one_side(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    match (inputs.first(), outputs.first()) {
        (Some(&i), Some(&o)) => is_index(ctx, i) != is_index(ctx, o),
        _ => false,
    }
}

/// The hooks of `casts` and `castu`, which differ by how they extend.
macro_rules! cast_op_hooks {
    ($op:ident, $hooks:ident, $adaptor:ident, $ext:expr) => {
        impl $hooks for $op {
            fn fold(
                self,
                ctx: &mut Context,
                constants: $adaptor<Option<Attribute>>,
            ) -> Option<FoldResult> {
                let ty = ctx.value_type(self.output(ctx));
                fold_cast(ctx, constants.input(), ty, $ext)
            }
        }
        impl CastOpInterfaceImpl for $op {
            fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
                index_on_one_side(ctx, inputs, outputs)
            }
        }
    };
}

cast_op_hooks!(CastSOp, CastSOpHooks, CastSOpAdaptor, Ext::Sign);
cast_op_hooks!(CastUOp, CastUOpHooks, CastUOpAdaptor, Ext::Zero);

// --- Comparisons ------------------------------------------------------

use IndexCmpPredicate as P;

/// `lhs pred rhs`.
fn compare(lhs: Int, rhs: Int, pred: P) -> bool {
    let (s, t) = (lhs.signed(), rhs.signed());
    let (u, v) = (lhs.bits, rhs.bits);
    match pred {
        P::EQ => u == v,
        P::NE => u != v,
        P::SLT => s < t,
        P::SLE => s <= t,
        P::SGT => s > t,
        P::SGE => s >= t,
        P::ULT => u < v,
        P::ULE => u <= v,
        P::UGT => u > v,
        P::UGE => u >= v,
    }
}

/// `x pred x`.
fn compare_same(pred: P) -> bool {
    matches!(pred, P::EQ | P::SGE | P::SLE | P::UGE | P::ULE)
}

/// The predicate true exactly where `pred` is false.
fn invert(pred: P) -> P {
    match pred {
        P::EQ => P::NE,
        P::NE => P::EQ,
        P::SLT => P::SGE,
        P::SGE => P::SLT,
        P::SLE => P::SGT,
        P::SGT => P::SLE,
        P::ULT => P::UGE,
        P::UGE => P::ULT,
        P::ULE => P::UGT,
        P::UGT => P::ULE,
    }
}

/// The values an integer may take, as MLIR's `ConstantIntRanges`: bounds
/// read as unsigned and as signed.
#[derive(Clone, Copy)]
struct Ranges {
    umin: Int,
    umax: Int,
    smin: Int,
    smax: Int,
}

impl Ranges {
    /// From signed bounds; the unsigned ones are the same unless the range
    /// crosses from negative to non-negative, which spans every unsigned
    /// value.
    fn from_signed(smin: Int, smax: Int) -> Ranges {
        let w = smin.width;
        let (umin, umax) = if smin.signed() < 0 && smax.signed() >= 0 {
            (Int::new(0, w), Int::new(u64::MAX, w))
        } else {
            (smin, smax)
        };
        Ranges {
            umin,
            umax,
            smin,
            smax,
        }
    }

    /// From unsigned bounds; the signed ones are the same unless the range
    /// crosses the signed maximum, which spans every signed value.
    fn from_unsigned(umin: Int, umax: Int) -> Ranges {
        let w = umin.width;
        let (smin, smax) = if umin.signed() >= 0 && umax.signed() < 0 {
            (Int::new(1 << (w - 1), w), Int::new((1 << (w - 1)) - 1, w))
        } else {
            (umin, umax)
        };
        Ranges {
            umin,
            umax,
            smin,
            smax,
        }
    }

    fn constant(c: Int) -> Ranges {
        Ranges {
            umin: c,
            umax: c,
            smin: c,
            smax: c,
        }
    }

    fn constant_value(self) -> Option<Int> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(self.smin)
        } else {
            None
        }
    }
}

/// Whether `pred` holds for every pair of values of `lhs` and `rhs`.
fn always(pred: P, lhs: Ranges, rhs: Ranges) -> bool {
    match pred {
        P::SLE => lhs.smax.signed() <= rhs.smin.signed(),
        P::SLT => lhs.smax.signed() < rhs.smin.signed(),
        P::ULE => lhs.umax.bits <= rhs.umin.bits,
        P::ULT => lhs.umax.bits < rhs.umin.bits,
        P::SGE => lhs.smin.signed() >= rhs.smax.signed(),
        P::SGT => lhs.smin.signed() > rhs.smax.signed(),
        P::UGE => lhs.umin.bits >= rhs.umax.bits,
        P::UGT => lhs.umin.bits > rhs.umax.bits,
        P::EQ => match (lhs.constant_value(), rhs.constant_value()) {
            (Some(a), Some(b)) => a == b,
            _ => false,
        },
        // Unequal only when neither reading lets the ranges overlap.
        P::NE => {
            (always(P::SLT, lhs, rhs) || always(P::SGT, lhs, rhs))
                && (always(P::ULT, lhs, rhs) || always(P::UGT, lhs, rhs))
        }
    }
}

/// `pred` over ranges: `Some` when it is always true or always false.
fn evaluate(pred: P, lhs: Ranges, rhs: Ranges) -> Option<bool> {
    if always(pred, lhs, rhs) {
        Some(true)
    } else if always(invert(pred), lhs, rhs) {
        Some(false)
    } else {
        None
    }
}

/// `cmp(pred, minmax(x, a), b)` in `a.width` bits, where `minmax` bounds
/// its result by `a` on one side.
fn fold_cmp_of_min_max(bound: MinMax, a: Int, b: Int, pred: P) -> Option<bool> {
    let w = a.width;
    let (smin, smax) = (Int::new(1 << (w - 1), w), Int::new((1 << (w - 1)) - 1, w));
    let (umin, umax) = (Int::new(0, w), Int::new(u64::MAX, w));
    let lhs = match bound {
        MinMax::MinS => Ranges::from_signed(smin, a),
        MinMax::MinU => Ranges::from_unsigned(umin, a),
        MinMax::MaxS => Ranges::from_signed(a, smax),
        MinMax::MaxU => Ranges::from_unsigned(a, umax),
    };
    evaluate(pred, lhs, Ranges::constant(b))
}

#[derive(Clone, Copy)]
enum MinMax {
    MinS,
    MinU,
    MaxS,
    MaxU,
}

/// The op defining `value` if it is a min or max, with its right operand.
fn min_max_of(ctx: &Context, value: Value) -> Option<(MinMax, Value)> {
    let op = ctx.defining_op(value)?;
    if let Some(m) = MinSOp::cast(ctx, op) {
        return Some((MinMax::MinS, m.rhs(ctx)));
    }
    if let Some(m) = MinUOp::cast(ctx, op) {
        return Some((MinMax::MinU, m.rhs(ctx)));
    }
    if let Some(m) = MaxSOp::cast(ctx, op) {
        return Some((MinMax::MaxS, m.rhs(ctx)));
    }
    MaxUOp::cast(ctx, op).map(|m| (MinMax::MaxU, m.rhs(ctx)))
}

impl CmpOpHooks for CmpOp {
    /// Two constants compare in 64 and in 32 bits, folded when both agree;
    /// `cmp(min/max(x, a), b)` folds when the bound decides it in both
    /// widths; `cmp(x, x)` folds by the predicate.
    fn fold(
        self,
        ctx: &mut Context,
        constants: CmpOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let pred = self.pred(ctx);
        let lhs = int_of(ctx, constants.lhs());
        let rhs = int_of(ctx, constants.rhs());
        if let (Some(l), Some(r)) = (lhs, rhs) {
            let wide = compare(l, r, pred);
            if wide == compare(l.trunc32(), r.trunc32(), pred) {
                return Some(FoldResult::Attr(bool_attr(ctx, wide)));
            }
        }
        if let (Some((bound, a)), Some(b)) = (min_max_of(ctx, self.lhs(ctx)), rhs) {
            if let Some(a) = match_value(ctx, a, m_constant()).and_then(|a| int_of(ctx, Some(a))) {
                let wide = fold_cmp_of_min_max(bound, a, b, pred);
                let narrow = fold_cmp_of_min_max(bound, a.trunc32(), b.trunc32(), pred);
                if let (Some(w), Some(n)) = (wide, narrow) {
                    if w == n {
                        return Some(FoldResult::Attr(bool_attr(ctx, w)));
                    }
                }
            }
        }
        if self.lhs(ctx) == self.rhs(ctx) {
            return Some(FoldResult::Attr(bool_attr(ctx, compare_same(pred))));
        }
        None
    }

    /// `cmp(x - y, 0)` becomes `cmp(x, y)`, and `cmp(0, x - y)` `cmp(y, x)`.
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> IrResult<bool> {
        let (lhs, rhs) = (self.lhs(rewriter), self.rhs(rewriter));
        let is_zero = |r: &mut PatternRewriter<'_>, v| {
            let c = match_value(r.context(), v, m_constant());
            int_of(r, c).is_some_and(Int::is_zero)
        };
        let rhs_is_zero = is_zero(rewriter, rhs);
        if !rhs_is_zero && !is_zero(rewriter, lhs) {
            return rewriter
                .notify_match_failure(self.id(), "cmp is not comparing something with 0");
        }
        let other = if rhs_is_zero { lhs } else { rhs };
        let Some(sub) = rewriter
            .defining_op(other)
            .and_then(|d| SubOp::cast(rewriter, d))
        else {
            return rewriter.notify_match_failure(
                self.id(),
                "non-zero operand is not a result of subtraction",
            );
        };
        let (x, y) = (sub.lhs(rewriter), sub.rhs(rewriter));
        let (new_lhs, new_rhs) = if rhs_is_zero { (x, y) } else { (y, x) };
        let (pred, loc) = (self.pred(rewriter), self.loc(rewriter));
        let ty = rewriter.value_type(self.result(rewriter));
        let ctx = rewriter.context();
        let mut state = CmpOp::state(ctx, loc);
        CmpOp::build(ctx, &mut state, ty, pred, new_lhs, new_rhs);
        rewriter.replace_op_with_new_op::<CmpOp>(self.id(), state)?;
        Ok(true)
    }
}

// --- Constants --------------------------------------------------------

impl ConstantOpHooks for ConstantOp {
    fn fold(self, ctx: &mut Context, _constants: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value_attr(ctx)))
    }

    /// `%idx42`, `%idx-7`: the value, signed.
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        set_name(self.result(ctx), &format!("idx{}", self.value(ctx)));
    }

    /// An `index` constant of `value`.
    fn build_value(ctx: &mut Context, state: &mut OperationState, value: i64) {
        let ty = index(ctx);
        ConstantOp::build(ctx, state, ty, value);
    }
}

impl BoolConstantOpHooks for BoolConstantOp {
    fn fold(self, ctx: &mut Context, _constants: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value_attr(ctx)))
    }

    /// `%true`, `%false`.
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        let name = if self.value(ctx) { "true" } else { "false" };
        set_name(self.result(ctx), name);
    }
}

impl IndexDialectHooks for IndexDialect {
    /// A boolean becomes an `index.bool.constant` of a signless `i1`, an
    /// `index` integer an `index.constant` of `index`; nothing else.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        let AttrKind::Integer { ty: value_ty, .. } = ctx.attr_kind(value) else {
            return None;
        };
        let value_ty = *value_ty;
        let is_bool = matches!(
            ctx.type_kind(value_ty),
            TypeKind::Integer {
                width: 1,
                signedness: ods_runtime::Signedness::Signless
            }
        );
        if is_bool {
            let ty_is_i1 = matches!(
                ctx.type_kind(ty),
                TypeKind::Integer {
                    width: 1,
                    signedness: ods_runtime::Signedness::Signless
                }
            );
            if !ty_is_i1 {
                return None;
            }
            let mut state = BoolConstantOp::state(ctx, loc);
            BoolConstantOp::build_with_attrs(ctx, &mut state, ty, value);
            return Some(state);
        }
        if !is_index(ctx, value_ty) || !is_index(ctx, ty) {
            return None;
        }
        let mut state = ConstantOp::state(ctx, loc);
        ConstantOp::build_with_attrs(ctx, &mut state, ty, value);
        Some(state)
    }
}
