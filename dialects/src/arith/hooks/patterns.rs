//! The canonicalization patterns of `arith`, written from what MLIR's
//! `ArithCanonicalization.td` (which LLVM does not install) and
//! `ArithOps.cpp` do.
//!
//! The DRR patterns build their ops where the root is, at the location
//! MLIR's generated rewriters use: the locations of the first `n` matched
//! ops fused, `n` being the number of ops in the source pattern, the
//! matched ops listed as MLIR's generator lists them (the root, then each
//! nested op after the ops nested in it, constant matchers included).
//! Overflow flags they give are set explicitly (`#arith.overflow<none>`
//! included), as DRR sets them.

use super::super::*;
use super::apint::ApInt;
use super::consts::defining;
use super::consts::{self, int_or_splat, zero_attr};
use ods_runtime::matchers::{m_one, m_zero, match_pattern};
use ods_runtime::ods::op::{set_state_prop, Op};
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{AttrKind, Attribute, IrResult, OpId, OperationState, Type, Value};

type Rw<'a, 'b> = &'a mut PatternRewriter<'b>;

/// The op defining `v` if it is constant-like, with its value
/// (`ConstantLikeMatcher`).
fn constant(rw: Rw<'_, '_>, v: Value) -> Option<(OpId, Attribute)> {
    let op = rw.defining_op(v)?;
    let value = ods_runtime::rewrite::constant_value(rw.context(), op)?;
    Some((op, value))
}

/// A scalar integer constant (`ConstantLikeMatcher APIntAttr`).
fn int_constant(rw: Rw<'_, '_>, v: Value) -> Option<(OpId, Attribute)> {
    let (op, a) = constant(rw, v)?;
    matches!(rw.attr_kind(a), AttrKind::Integer { .. }).then_some((op, a))
}

/// Whether `a` is the `i1` constant `value` (`ConstantAttr<I1Attr, ...>`).
fn is_i1_constant(rw: Rw<'_, '_>, a: Attribute, value: bool) -> bool {
    a == ods_runtime::helpers::bool_attr(rw.context(), value)
}

/// The locations of the first `n` of `matched` fused (see the module).
fn drr_loc(rw: Rw<'_, '_>, matched: &[OpId], n: usize) -> Attribute {
    let locs: Vec<_> = matched.iter().take(n).map(|&op| rw.op_loc(op)).collect();
    rw.context().fused_loc(&locs, None)
}

/// Inserts `state` before the root and gives its first result.
fn make(rw: Rw<'_, '_>, root: OpId, state: OperationState) -> Value {
    rw.set_insertion_point(root);
    let op = rw.insert(state);
    rw.result(op, 0)
}

/// An `arith.constant` of `value`.
fn make_constant(rw: Rw<'_, '_>, root: OpId, loc: Attribute, value: Attribute) -> Option<Value> {
    let ty = ods_runtime::ods::pred::attr_type(rw, value)?;
    let ctx = rw.context();
    let mut state = ConstantOp::state(ctx, loc);
    ConstantOp::build(ctx, &mut state, ty, value);
    Some(make(rw, root, state))
}

/// An op of type `T` of `operands` and one result of `ty`, with the
/// properties `props`.
fn make_op<T: Op>(
    rw: Rw<'_, '_>,
    root: OpId,
    loc: Attribute,
    operands: &[Value],
    ty: Type,
    props: &[(&str, Option<Attribute>)],
) -> Value {
    let ctx = rw.context();
    let mut state = T::state(ctx, loc);
    state.operands = operands.to_vec();
    state.result_types = vec![ty];
    for (name, value) in props {
        if value.is_some() {
            set_state_prop(ctx, &mut state, name, *value);
        }
    }
    make(rw, root, state)
}

fn flags_attr(rw: Rw<'_, '_>, flags: IntegerOverflowFlags) -> Option<Attribute> {
    Some(IntegerOverflowFlagsAttr::get(rw.context(), flags).into())
}

fn flags_of(rw: Rw<'_, '_>, op: OpId) -> IntegerOverflowFlags {
    ods_runtime::ods::op::get_prop(rw, op, "overflowFlags")
        .and_then(|a| IntegerOverflowFlagsAttr::try_from(rw, a))
        .map_or(IntegerOverflowFlags::NONE, |a| a.value(rw))
}

/// `MergeOverflow`: the flags both ops have.
fn merged(rw: Rw<'_, '_>, a: OpId, b: OpId) -> Option<Attribute> {
    let flags =
        IntegerOverflowFlags::from_bits_retain(flags_of(rw, a).bits() & flags_of(rw, b).bits());
    flags_attr(rw, flags)
}

fn none_flags(rw: Rw<'_, '_>) -> Option<Attribute> {
    flags_attr(rw, IntegerOverflowFlags::NONE)
}

const OVF: &str = "overflowFlags";

/// The integer attribute of `ty` holding `f(a, b)` for two scalar
/// integer constants (`addIntegerAttrs` and its kin).
fn int_attrs(
    rw: Rw<'_, '_>,
    ty: Type,
    a: Attribute,
    b: Attribute,
    f: fn(&ApInt, &ApInt) -> ApInt,
) -> Option<Attribute> {
    let (x, y) = (int_or_splat(rw, Some(a))?, int_or_splat(rw, Some(b))?);
    if x.width() != y.width() {
        return None;
    }
    Some(consts::int_attr(
        rw.context(),
        ty,
        consts::Form::Scalar,
        vec![f(&x, &y)],
    ))
}

fn add(a: &ApInt, b: &ApInt) -> ApInt {
    a.add(b)
}

fn sub(a: &ApInt, b: &ApInt) -> ApInt {
    a.sub(b)
}

fn mul(a: &ApInt, b: &ApInt) -> ApInt {
    a.mul(b)
}

/// `op(op2(x, c0), c1)` and its mirror images: the binary op of `T`
/// defining `v`, its operands and overflow flags.
fn binary<T: Op>(rw: Rw<'_, '_>, v: Value) -> Option<(OpId, Value, Value)> {
    let op = defining::<T>(rw, v)?.id();
    Some((op, rw.operand(op, 0), rw.operand(op, 1)))
}

fn root_operands(rw: Rw<'_, '_>, root: OpId) -> (Value, Value, Type) {
    let ty = rw.value_type(rw.result(root, 0));
    (rw.operand(root, 0), rw.operand(root, 1), ty)
}

/// The shape of the constant-reassociating patterns: the root of type `R`
/// with an inner op of type `I` as its `inner_at` operand and a constant
/// as the other; the inner op has its constant at `inner_const_at`.
struct Reassoc {
    root: OpId,
    inner: OpId,
    x: Value,
    c_inner: Attribute,
    c_outer: Attribute,
    loc: Attribute,
    ty: Type,
}

fn reassoc<R: Op, I: Op>(
    rw: Rw<'_, '_>,
    root: OpId,
    inner_at: usize,
    inner_const_at: usize,
) -> Option<Reassoc> {
    R::cast(rw, root)?;
    let (lhs, rhs, ty) = root_operands(rw, root);
    let (inner_v, outer_v) = if inner_at == 0 {
        (lhs, rhs)
    } else {
        (rhs, lhs)
    };
    // The source operand order decides the order of the matched ops.
    let (inner, a, b) = binary::<I>(rw, inner_v)?;
    let (x, c_inner_v) = if inner_const_at == 1 { (a, b) } else { (b, a) };
    let (c_inner_op, c_inner) = int_constant(rw, c_inner_v)?;
    let (c_outer_op, c_outer) = int_constant(rw, outer_v)?;
    let matched = if inner_at == 0 {
        [root, c_inner_op, inner, c_outer_op]
    } else {
        [root, c_outer_op, c_inner_op, inner]
    };
    let loc = drr_loc(rw, &matched, 2);
    Some(Reassoc {
        root,
        inner,
        x,
        c_inner,
        c_outer,
        loc,
        ty,
    })
}

/// What a reassociation builds: `New(x, c)` or `New(c, x)`.
#[derive(Clone, Copy)]
enum Order {
    XThenC,
    CThenX,
}

#[allow(clippy::too_many_arguments)]
fn rewrite_reassoc<N: Op>(
    rw: Rw<'_, '_>,
    r: Reassoc,
    (a, b): (bool, bool),
    f: fn(&ApInt, &ApInt) -> ApInt,
    order: Order,
    merge_flags: bool,
) -> IrResult<bool> {
    // `(a, b)`: whether the first and second argument of `f` are the
    // outer constant (else the inner one).
    let first = if a { r.c_outer } else { r.c_inner };
    let second = if b { r.c_outer } else { r.c_inner };
    let Some(value) = int_attrs(rw, r.ty, first, second, f) else {
        return Ok(false);
    };
    let flags = if merge_flags {
        merged(rw, r.inner, r.root)
    } else {
        none_flags(rw)
    };
    let Some(c) = make_constant(rw, r.root, r.loc, value) else {
        return Ok(false);
    };
    let operands = match order {
        Order::XThenC => [r.x, c],
        Order::CThenX => [c, r.x],
    };
    let new = make_op::<N>(rw, r.root, r.loc, &operands, r.ty, &[(OVF, flags)]);
    rw.replace_op(r.root, &[new])?;
    Ok(true)
}

macro_rules! reassoc_pattern {
    ($name:ident, $root:ident, $inner:ident, $inner_at:expr, $inner_const_at:expr, $args:expr, $f:ident, $new:ident, $order:ident, $merge:expr) => {
        fn $name(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
            let Some(r) = reassoc::<$root, $inner>(rw, op, $inner_at, $inner_const_at) else {
                return Ok(false);
            };
            rewrite_reassoc::<$new>(rw, r, $args, $f, Order::$order, $merge)
        }
    };
}

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
reassoc_pattern!(
    addi_addi_constant,
    AddIOp,
    AddIOp,
    0,
    1,
    (false, true),
    add,
    AddIOp,
    XThenC,
    true
);
// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
reassoc_pattern!(
    addi_subi_constant_rhs,
    AddIOp,
    SubIOp,
    0,
    1,
    (true, false),
    sub,
    AddIOp,
    XThenC,
    true
);
// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
reassoc_pattern!(
    addi_subi_constant_lhs,
    AddIOp,
    SubIOp,
    0,
    0,
    (false, true),
    add,
    SubIOp,
    CThenX,
    true
);
// subi(addi(x, c0), c1) -> addi(x, c0 - c1), flags dropped
reassoc_pattern!(
    subi_rhs_addi_constant,
    SubIOp,
    AddIOp,
    0,
    1,
    (false, true),
    sub,
    AddIOp,
    XThenC,
    false
);
// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
reassoc_pattern!(
    subi_lhs_addi_constant,
    SubIOp,
    AddIOp,
    1,
    1,
    (true, false),
    sub,
    SubIOp,
    CThenX,
    true
);
// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
reassoc_pattern!(
    subi_rhs_subi_constant_rhs,
    SubIOp,
    SubIOp,
    0,
    1,
    (false, true),
    add,
    SubIOp,
    XThenC,
    true
);
// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
reassoc_pattern!(
    subi_rhs_subi_constant_lhs,
    SubIOp,
    SubIOp,
    0,
    0,
    (false, true),
    sub,
    SubIOp,
    CThenX,
    true
);
// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
reassoc_pattern!(
    subi_lhs_subi_constant_rhs,
    SubIOp,
    SubIOp,
    1,
    1,
    (false, true),
    add,
    SubIOp,
    CThenX,
    true
);
// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
reassoc_pattern!(
    subi_lhs_subi_constant_lhs,
    SubIOp,
    SubIOp,
    1,
    0,
    (true, false),
    sub,
    AddIOp,
    XThenC,
    true
);

/// `muli(muli(x, c0), c1) -> muli(x, c0 * c1)` when both constants have
/// the result's type.
fn muli_muli_constant(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    let Some(r) = reassoc::<MulIOp, MulIOp>(rw, op, 0, 1) else {
        return Ok(false);
    };
    let same = |rw: Rw<'_, '_>, a| ods_runtime::ods::pred::attr_type(rw, a) == Some(r.ty);
    if !same(rw, r.c_inner) || !same(rw, r.c_outer) {
        return Ok(false);
    }
    rewrite_reassoc::<MulIOp>(rw, r, (false, true), mul, Order::XThenC, true)
}

/// `IsScalarOrSplatNegativeOne`.
fn is_negative_one(rw: Rw<'_, '_>, a: Attribute) -> bool {
    int_or_splat(rw, Some(a)).is_some_and(|v| v.is_all_ones())
}

/// `addi(x, muli(y, -1)) -> subi(x, y)` (`rhs`), `addi(muli(x, -1), y) ->
/// subi(y, x)`.
fn addi_muli_negative_one(rw: Rw<'_, '_>, op: OpId, rhs: bool) -> IrResult<bool> {
    let (lhs, r, ty) = root_operands(rw, op);
    let (mul_v, other) = if rhs { (r, lhs) } else { (lhs, r) };
    let Some((mul, y, c)) = binary::<MulIOp>(rw, mul_v) else {
        return Ok(false);
    };
    let Some((c_op, c_attr)) = constant(rw, c) else {
        return Ok(false);
    };
    if !is_negative_one(rw, c_attr) {
        return Ok(false);
    }
    let loc = drr_loc(rw, &[op, c_op, mul], 2);
    let flags = none_flags(rw);
    let new = make_op::<SubIOp>(rw, op, loc, &[other, y], ty, &[(OVF, flags)]);
    rw.replace_op(op, &[new])?;
    Ok(true)
}

/// `subi(subi(a, b), a) -> subi(0, b)`.
fn subi_subi_lhs_rhs_lhs(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    let (lhs, rhs, ty) = root_operands(rw, op);
    let Some((inner, x, y)) = binary::<SubIOp>(rw, lhs) else {
        return Ok(false);
    };
    if x != rhs {
        return Ok(false);
    }
    let loc = drr_loc(rw, &[op, inner], 2);
    let y_ty = rw.value_type(y);
    let Some(zero) = zero_attr(rw.context(), y_ty) else {
        return Ok(false);
    };
    let flags = merged(rw, inner, op);
    let Some(c) = make_constant(rw, op, loc, zero) else {
        return Ok(false);
    };
    let new = make_op::<SubIOp>(rw, op, loc, &[c, y], ty, &[(OVF, flags)]);
    rw.replace_op(op, &[new])?;
    Ok(true)
}

pub(crate) fn addi(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<AddIOp>("AddIAddConstant", addi_addi_constant);
    p.add_named_op_fn::<AddIOp>("AddISubConstantRHS", addi_subi_constant_rhs);
    p.add_named_op_fn::<AddIOp>("AddISubConstantLHS", addi_subi_constant_lhs);
    p.add_named_op_fn::<AddIOp>("AddIMulNegativeOneRhs", |rw, op| {
        addi_muli_negative_one(rw, op, true)
    });
    p.add_named_op_fn::<AddIOp>("AddIMulNegativeOneLhs", |rw, op| {
        addi_muli_negative_one(rw, op, false)
    });
}

pub(crate) fn subi(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<SubIOp>("SubIRHSAddConstant", subi_rhs_addi_constant);
    p.add_named_op_fn::<SubIOp>("SubILHSAddConstant", subi_lhs_addi_constant);
    p.add_named_op_fn::<SubIOp>("SubIRHSSubConstantRHS", subi_rhs_subi_constant_rhs);
    p.add_named_op_fn::<SubIOp>("SubIRHSSubConstantLHS", subi_rhs_subi_constant_lhs);
    p.add_named_op_fn::<SubIOp>("SubILHSSubConstantRHS", subi_lhs_subi_constant_rhs);
    p.add_named_op_fn::<SubIOp>("SubILHSSubConstantLHS", subi_lhs_subi_constant_lhs);
    p.add_named_op_fn::<SubIOp>("SubISubILHSRHSLHS", subi_subi_lhs_rhs_lhs);
}

pub(crate) fn muli(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<MulIOp>("MulIMulIConstant", muli_muli_constant);
}

/// `op(x, y) -> [T(x, y), x]` when the second result has no uses (the
/// extended ops whose high part or overflow is unused).
fn extended_to_single<T: Op>(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    let second = rw.result(op, 1);
    if rw.has_uses(second) {
        return Ok(false);
    }
    let (x, y, ty) = root_operands(rw, op);
    let loc = rw.op_loc(op);
    let flags = none_flags(rw);
    let new = make_op::<T>(rw, op, loc, &[x, y], ty, &[(OVF, flags)]);
    rw.replace_op(op, &[new, x])?;
    Ok(true)
}

pub(crate) fn addui_extended(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<AddUIExtendedOp>("AddUIExtendedToAddI", extended_to_single::<AddIOp>);
}

/// `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]`.
fn mulsi_extended_rhs_one(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    let (x, c, _) = root_operands(rw, op);
    let Some((_, c_attr)) = constant(rw, c) else {
        return Ok(false);
    };
    let one = int_or_splat(rw, Some(c_attr));
    // `isStrictlyPositive() && == 1`: an `i1` true is -1, not 1.
    if !one.is_some_and(|v| v.is_one() && !v.is_negative()) {
        return Ok(false);
    }
    let loc = rw.op_loc(op);
    let x_ty = rw.value_type(x);
    let Some(zero) = zero_attr(rw.context(), x_ty) else {
        return Ok(false);
    };
    let Some(z) = make_constant(rw, op, loc, zero) else {
        return Ok(false);
    };
    let i1_ty = super::i1_same_shape(rw.context(), x_ty);
    let ctx = rw.context();
    let mut state = CmpIOp::state(ctx, loc);
    CmpIOp::build(ctx, &mut state, i1_ty, CmpIPredicate::Slt, x, z);
    let cmp = make(rw, op, state);
    let high_ty = rw.value_type(rw.result(op, 1));
    let ext = make_op::<ExtSIOp>(rw, op, loc, &[cmp], high_ty, &[]);
    rw.replace_op(op, &[x, ext])?;
    Ok(true)
}

pub(crate) fn mulsi_extended(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<MulSIExtendedOp>("MulSIExtendedToMulI", extended_to_single::<MulIOp>);
    p.add_named_op_fn::<MulSIExtendedOp>("MulSIExtendedRHSOne", mulsi_extended_rhs_one);
}

pub(crate) fn mului_extended(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<MulUIExtendedOp>("MulUIExtendedToMulI", extended_to_single::<MulIOp>);
}

/// `not(cmpi(pred, a, b)) -> cmpi(~pred, a, b)`, `not(x)` being
/// `xori(x, true)`.
fn xori_not_cmpi(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    let (lhs, rhs, ty) = root_operands(rw, op);
    let Some(cmp) = defining::<CmpIOp>(rw, lhs) else {
        return Ok(false);
    };
    let Some((_, c)) = constant(rw, rhs) else {
        return Ok(false);
    };
    if !is_i1_constant(rw, c, true) {
        return Ok(false);
    }
    let loc = drr_loc(rw, &[op, cmp.id()], 2);
    let (a, b, pred) = (cmp.lhs(rw), cmp.rhs(rw), cmp.predicate(rw));
    let ctx = rw.context();
    let mut state = CmpIOp::state(ctx, loc);
    CmpIOp::build(ctx, &mut state, ty, invert(pred), a, b);
    let new = make(rw, op, state);
    rw.replace_op(op, &[new])?;
    Ok(true)
}

/// The predicate true exactly where `pred` is false.
fn invert(pred: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate as P;
    match pred {
        P::Eq => P::Ne,
        P::Ne => P::Eq,
        P::Slt => P::Sge,
        P::Sle => P::Sgt,
        P::Sgt => P::Sle,
        P::Sge => P::Slt,
        P::Ult => P::Uge,
        P::Ule => P::Ugt,
        P::Ugt => P::Ule,
        P::Uge => P::Ult,
    }
}

/// `op(ext(x), ext(y)) -> ext(op(x, y))` for `x` and `y` of one type,
/// `E` being `extui` or `extsi`.
fn op_of_exts<T: Op, E: Op>(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    let (lhs, rhs, ty) = root_operands(rw, op);
    let (Some(e1), Some(e2)) = (defining::<E>(rw, lhs), defining::<E>(rw, rhs)) else {
        return Ok(false);
    };
    let (x, y) = (rw.operand(e1.id(), 0), rw.operand(e2.id(), 0));
    let x_ty = rw.value_type(x);
    if x_ty != rw.value_type(y) {
        return Ok(false);
    }
    let loc = drr_loc(rw, &[op, e1.id(), e2.id()], 3);
    let inner = make_op::<T>(rw, op, loc, &[x, y], x_ty, &[]);
    let new = make_op::<E>(rw, op, loc, &[inner], ty, &[]);
    rw.replace_op(op, &[new])?;
    Ok(true)
}

pub(crate) fn xori(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<XOrIOp>("XOrINotCmpI", xori_not_cmpi);
    p.add_named_op_fn::<XOrIOp>("XOrIOfExtUI", op_of_exts::<XOrIOp, ExtUIOp>);
    p.add_named_op_fn::<XOrIOp>("XOrIOfExtSI", op_of_exts::<XOrIOp, ExtSIOp>);
}

pub(crate) fn andi(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<AndIOp>("AndOfExtUI", op_of_exts::<AndIOp, ExtUIOp>);
    p.add_named_op_fn::<AndIOp>("AndOfExtSI", op_of_exts::<AndIOp, ExtSIOp>);
}

pub(crate) fn ori(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<OrIOp>("OrOfExtUI", op_of_exts::<OrIOp, ExtUIOp>);
    p.add_named_op_fn::<OrIOp>("OrOfExtSI", op_of_exts::<OrIOp, ExtSIOp>);
}

/// `cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)`.
fn cmpi_of_exts<E: Op>(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    let Some(cmp) = CmpIOp::cast(rw, op) else {
        return Ok(false);
    };
    let (lhs, rhs, ty) = root_operands(rw, op);
    let (Some(e1), Some(e2)) = (defining::<E>(rw, lhs), defining::<E>(rw, rhs)) else {
        return Ok(false);
    };
    let (a, b) = (rw.operand(e1.id(), 0), rw.operand(e2.id(), 0));
    if rw.value_type(a) != rw.value_type(b) {
        return Ok(false);
    }
    let pred = cmp.predicate(rw);
    if !matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne) {
        return Ok(false);
    }
    let loc = drr_loc(rw, &[op, e1.id(), e2.id()], 3);
    let ctx = rw.context();
    let mut state = CmpIOp::state(ctx, loc);
    CmpIOp::build(ctx, &mut state, ty, pred, a, b);
    let new = make(rw, op, state);
    rw.replace_op(op, &[new])?;
    Ok(true)
}

pub(crate) fn cmpi(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<CmpIOp>("CmpIExtSI", cmpi_of_exts::<ExtSIOp>);
    p.add_named_op_fn::<CmpIOp>("CmpIExtUI", cmpi_of_exts::<ExtUIOp>);
}

fn select_operands(rw: Rw<'_, '_>, op: OpId) -> (Value, Value, Value, Type) {
    let ty = rw.value_type(rw.result(op, 0));
    (rw.operand(op, 0), rw.operand(op, 1), rw.operand(op, 2), ty)
}

/// A new `arith.select` of the root's type.
fn make_select(
    rw: Rw<'_, '_>,
    root: OpId,
    loc: Attribute,
    operands: [Value; 3],
    ty: Type,
) -> Value {
    make_op::<SelectOp>(rw, root, loc, &operands, ty, &[])
}

/// `select(p, a, select(p, b, c)) -> select(p, a, c)` (`false_side`), and
/// `select(p, select(p, a, b), c) -> select(p, a, c)`.
fn redundant_select(rw: Rw<'_, '_>, op: OpId, false_side: bool) -> IrResult<bool> {
    let (p, t, f, ty) = select_operands(rw, op);
    let inner_v = if false_side { f } else { t };
    let Some(inner) = defining::<SelectOp>(rw, inner_v) else {
        return Ok(false);
    };
    let (ip, it, if_, _) = select_operands(rw, inner.id());
    if ip != p {
        return Ok(false);
    }
    let loc = drr_loc(rw, &[op, inner.id()], 2);
    let operands = if false_side { [p, t, if_] } else { [p, it, f] };
    let new = make_select(rw, op, loc, operands, ty);
    rw.replace_op(op, &[new])?;
    Ok(true)
}

/// `select(not(p), a, b) -> select(p, b, a)`, `not` by a scalar all-ones
/// constant.
fn select_not_cond(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    let (cond, a, b, ty) = select_operands(rw, op);
    let Some((xor, pred, ones)) = binary::<XOrIOp>(rw, cond) else {
        return Ok(false);
    };
    let Some((ones_op, ones)) = int_constant(rw, ones) else {
        return Ok(false);
    };
    if !is_negative_one(rw, ones) {
        return Ok(false);
    }
    let loc = drr_loc(rw, &[op, ones_op, xor], 2);
    let new = make_select(rw, op, loc, [pred, b, a], ty);
    rw.replace_op(op, &[new])?;
    Ok(true)
}

/// `select(p, false, true) -> xori(p, true)`.
fn select_i1_to_not(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    let (p, t, f, ty) = select_operands(rw, op);
    let (Some((_, ta)), Some((_, fa))) = (constant(rw, t), constant(rw, f)) else {
        return Ok(false);
    };
    if !is_i1_constant(rw, ta, false) || !is_i1_constant(rw, fa, true) {
        return Ok(false);
    }
    let loc = rw.op_loc(op);
    let true_attr = ods_runtime::helpers::bool_attr(rw.context(), true);
    let Some(c) = make_constant(rw, op, loc, true_attr) else {
        return Ok(false);
    };
    let new = make_op::<XOrIOp>(rw, op, loc, &[p, c], ty, &[]);
    rw.replace_op(op, &[new])?;
    Ok(true)
}

/// `select(x, 1, 0) -> extui(x)`, `select(x, 0, 1) -> extui(xori(x, 1))`,
/// for integer results wider than `i1`.
fn select_to_extui(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    let (cond, t, f, ty) = select_operands(rw, op);
    if !matches!(rw.type_kind(ty), ods_runtime::TypeKind::Integer { .. }) || super::is_i1(rw, ty) {
        return Ok(false);
    }
    let tc = constant(rw, t).map(|(_, a)| a);
    let fc = constant(rw, f).map(|(_, a)| a);
    let loc = rw.op_loc(op);
    if match_pattern(rw, tc, m_one()).is_some() && match_pattern(rw, fc, m_zero()).is_some() {
        let new = make_op::<ExtUIOp>(rw, op, loc, &[cond], ty, &[]);
        rw.replace_op(op, &[new])?;
        return Ok(true);
    }
    if match_pattern(rw, tc, m_zero()).is_some() && match_pattern(rw, fc, m_one()).is_some() {
        let cond_ty = rw.value_type(cond);
        let one = consts::int_attr(
            rw.context(),
            cond_ty,
            consts::Form::Scalar,
            vec![ApInt::from_i128(1, 1)],
        );
        let Some(c) = make_constant(rw, op, loc, one) else {
            return Ok(false);
        };
        let xor = make_op::<XOrIOp>(rw, op, loc, &[cond, c], cond_ty, &[]);
        let new = make_op::<ExtUIOp>(rw, op, loc, &[xor], ty, &[]);
        rw.replace_op(op, &[new])?;
        return Ok(true);
    }
    Ok(false)
}

pub(crate) fn select(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<SelectOp>("RedundantSelectFalse", |rw, op| {
        redundant_select(rw, op, true)
    });
    p.add_named_op_fn::<SelectOp>("RedundantSelectTrue", |rw, op| {
        redundant_select(rw, op, false)
    });
    p.add_named_op_fn::<SelectOp>("SelectNotCond", select_not_cond);
    p.add_named_op_fn::<SelectOp>("SelectI1ToNot", select_i1_to_not);
    p.add_named_op_fn::<SelectOp>("SelectToExtUI", select_to_extui);
}

/// `outer(inner(x)) -> new(x)` with the root's result type, for casts:
/// `index_cast(extsi(x))`, `index_castui(extui(x))`, `bitcast(bitcast(x))`,
/// `extsi(extui(x))`.
fn cast_of_cast<Outer: Op, Inner: Op, New: Op>(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    if Outer::cast(rw, op).is_none() {
        return Ok(false);
    }
    let Some(inner) = defining::<Inner>(rw, rw.operand(op, 0)) else {
        return Ok(false);
    };
    let x = rw.operand(inner.id(), 0);
    let ty = rw.value_type(rw.result(op, 0));
    let loc = drr_loc(rw, &[op, inner.id()], 2);
    let new = make_op::<New>(rw, op, loc, &[x], ty, &[]);
    rw.replace_op(op, &[new])?;
    Ok(true)
}

/// `Cast(Cast(x))` is `x` where `x` has the result's type (MLIR's
/// `IndexCastOfIndexCast`, `IndexCastUIOfIndexCastUI`).
fn cast_back<Cast: Op>(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    if Cast::cast(rw, op).is_none() {
        return Ok(false);
    }
    let Some(inner) = defining::<Cast>(rw, rw.operand(op, 0)) else {
        return Ok(false);
    };
    let x = rw.operand(inner.id(), 0);
    if rw.value_type(x) != rw.value_type(rw.result(op, 0)) {
        return Ok(false);
    }
    rw.replace_op(op, &[x])?;
    Ok(true)
}

pub(crate) fn index_cast(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<IndexCastOp>("IndexCastOfIndexCast", cast_back::<IndexCastOp>);
    p.add_named_op_fn::<IndexCastOp>(
        "IndexCastOfExtSI",
        cast_of_cast::<IndexCastOp, ExtSIOp, IndexCastOp>,
    );
}

pub(crate) fn index_castui(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<IndexCastUIOp>("IndexCastUIOfIndexCastUI", cast_back::<IndexCastUIOp>);
    p.add_named_op_fn::<IndexCastUIOp>(
        "IndexCastUIOfExtUI",
        cast_of_cast::<IndexCastUIOp, ExtUIOp, IndexCastUIOp>,
    );
}

pub(crate) fn bitcast(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<BitcastOp>(
        "BitcastOfBitcast",
        cast_of_cast::<BitcastOp, BitcastOp, BitcastOp>,
    );
}

pub(crate) fn extsi(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<ExtSIOp>("ExtSIOfExtUI", cast_of_cast::<ExtSIOp, ExtUIOp, ExtUIOp>);
}

/// The integer or float width of a scalar or of the elements of a shaped
/// type (`getScalarOrElementWidth`), -1 for others.
fn elem_width(rw: Rw<'_, '_>, v: Value) -> i64 {
    let ty = consts::element_type(rw, rw.value_type(v));
    if let Some((w, _)) = consts::int_type(rw, ty) {
        if matches!(rw.type_kind(ty), ods_runtime::TypeKind::Integer { .. }) {
            return w as i64;
        }
        return -1;
    }
    consts::float_kind(rw, ty).map_or(-1, |k| k.width() as i64)
}

/// `trunci(ext(x)) -> ext(x)` when only extension bits are dropped.
fn trunci_of_ext<E: Op>(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    let Some(ext) = defining::<E>(rw, rw.operand(op, 0)) else {
        return Ok(false);
    };
    let x = rw.operand(ext.id(), 0);
    let (tr, ext_v) = (rw.result(op, 0), rw.result(ext.id(), 0));
    let wider = |rw: Rw<'_, '_>, a, b| {
        let (wa, wb) = (elem_width(rw, a), elem_width(rw, b));
        wa > wb && wb > 0
    };
    if !wider(rw, ext_v, tr) || !wider(rw, tr, x) {
        return Ok(false);
    }
    let ty = rw.value_type(tr);
    let loc = drr_loc(rw, &[op, ext.id()], 2);
    let new = make_op::<E>(rw, op, loc, &[x], ty, &[]);
    rw.replace_op(op, &[new])?;
    Ok(true)
}

/// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when `c` is the number of
/// bits dropped.
fn trunci_shrsi_to_shrui(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    let Some((shr, x, c)) = binary::<ShRSIOp>(rw, rw.operand(op, 0)) else {
        return Ok(false);
    };
    let Some((c_op, c_attr)) = constant(rw, c) else {
        return Ok(false);
    };
    let tr = rw.result(op, 0);
    let dropped = elem_width(rw, x) - elem_width(rw, tr);
    let amount = int_or_splat(rw, Some(c_attr)).and_then(|v| v.to_i128());
    if amount != Some(dropped as i128) {
        return Ok(false);
    }
    let loc = drr_loc(rw, &[op, c_op, shr], 2);
    let Some(c_new) = make_constant(rw, op, loc, c_attr) else {
        return Ok(false);
    };
    let x_ty = rw.value_type(x);
    let shrui = make_op::<ShRUIOp>(rw, op, loc, &[x, c_new], x_ty, &[]);
    let flags = ods_runtime::ods::op::get_prop(rw, op, OVF);
    let ty = rw.value_type(tr);
    let new = make_op::<TruncIOp>(rw, op, loc, &[shrui], ty, &[(OVF, flags)]);
    rw.replace_op(op, &[new])?;
    Ok(true)
}

pub(crate) fn trunci(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<TruncIOp>("TruncIExtSIToExtSI", trunci_of_ext::<ExtSIOp>);
    p.add_named_op_fn::<TruncIOp>("TruncIExtUIToExtUI", trunci_of_ext::<ExtUIOp>);
    p.add_named_op_fn::<TruncIOp>("TruncIShrSIToTrunciShrUI", trunci_shrsi_to_shrui);
}

/// `truncf(itofp(x)) -> itofp(x)` without a rounding mode.
fn truncf_of_itofp<F: Op>(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    let Some(fp) = defining::<F>(rw, rw.operand(op, 0)) else {
        return Ok(false);
    };
    if ods_runtime::ods::op::get_prop(rw, op, "roundingmode").is_some() {
        return Ok(false);
    }
    let x = rw.operand(fp.id(), 0);
    let ty = rw.value_type(rw.result(op, 0));
    let loc = drr_loc(rw, &[op, fp.id()], 2);
    let new = make_op::<F>(rw, op, loc, &[x], ty, &[]);
    rw.replace_op(op, &[new])?;
    Ok(true)
}

pub(crate) fn truncf(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<TruncFOp>("TruncFSIToFPToSIToFP", truncf_of_itofp::<SIToFPOp>);
    p.add_named_op_fn::<TruncFOp>("TruncFUIToFPToUIToFP", truncf_of_itofp::<UIToFPOp>);
}

/// `op(negf(x), negf(y)) -> op(x, y)` keeping the fastmath flags.
fn of_negfs<T: Op>(rw: Rw<'_, '_>, op: OpId) -> IrResult<bool> {
    let (lhs, rhs, ty) = root_operands(rw, op);
    let (Some(n1), Some(n2)) = (defining::<NegFOp>(rw, lhs), defining::<NegFOp>(rw, rhs)) else {
        return Ok(false);
    };
    let (x, y) = (n1.operand(rw), n2.operand(rw));
    if rw.value_type(x) != rw.value_type(y) {
        return Ok(false);
    }
    let loc = drr_loc(rw, &[op, n1.id(), n2.id()], 3);
    let fmf = ods_runtime::ods::op::get_prop(rw, op, "fastmath");
    let new = make_op::<T>(rw, op, loc, &[x, y], ty, &[("fastmath", fmf)]);
    rw.replace_op(op, &[new])?;
    Ok(true)
}

pub(crate) fn mulf(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<MulFOp>("MulFOfNegF", of_negfs::<MulFOp>);
}

pub(crate) fn divf(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<DivFOp>("DivFOfNegF", of_negfs::<DivFOp>);
}

pub(crate) fn cmpf(p: &mut RewritePatternSet) {
    p.add_named_op_fn::<CmpFOp>("CmpFIntToFPConst", super::cmpf_int::cmpf_int_to_fp_const);
}
