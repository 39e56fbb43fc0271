//! What `ArithOps.td` leaves to Rust, with the semantics of MLIR's
//! `ArithOps.cpp`: the type helpers the overlay calls, the constant op
//! (verifier, names, materialization), `arith.select`'s custom form, the
//! folders and the canonicalization patterns.

mod apint;
mod cmpf_int;
mod consts;
mod float;
mod fold;
mod int_range;
mod patterns;
mod speculation;
mod verify;

pub(crate) use int_range::register_int_range_interface;
#[cfg(any(
    feature = "scf",
    feature = "memref",
    feature = "tensor",
    feature = "vector"
))]
pub(crate) use speculation::constant_attr;
pub(crate) use speculation::division_speculatability;

use super::*;
use ods_runtime::asm::{Delimiter, OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::int_range::OverflowFlags;
use ods_runtime::interfaces::prelude::mlir::CastOpInterfaceImpl;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred;
use ods_runtime::registry::{FoldResult, SetValueNameFn};
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{
    AttrKind, Attribute, Context, IrResult, OpId, OperationState, Signedness, Type, TypeKind,
};

// --- Type helpers (the overlay's idioms) ------------------------------------

/// `getI1SameShape`: `i1` for a scalar, else the vector or tensor of `i1`
/// of `ty`'s shape.
pub(crate) fn i1_same_shape(ctx: &mut Context, ty: Type) -> Type {
    let i1 = ctx.ty(TypeKind::Integer {
        width: 1,
        signedness: Signedness::Signless,
    });
    with_element_type(ctx, ty, i1)
}

/// `ty` with its element type replaced by `element` (`element` itself for a
/// scalar).
pub(crate) fn with_element_type(ctx: &mut Context, ty: Type, element: Type) -> Type {
    let kind = match ctx.type_kind(ty).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => TypeKind::Vector {
            shape,
            scalable,
            element,
        },
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => TypeKind::RankedTensor {
            shape,
            element,
            encoding,
        },
        TypeKind::UnrankedTensor(_) => TypeKind::UnrankedTensor(element),
        _ => return element,
    };
    ctx.ty(kind)
}

/// Whether `result` is what [`i1_same_shape`] makes of `operand`, for a
/// verifier that cannot intern types.
pub(crate) fn is_i1_same_shape(ctx: &Context, operand: Type, result: Type) -> bool {
    let is_i1 = |t| is_i1(ctx, t);
    match (ctx.type_kind(operand), ctx.type_kind(result)) {
        (
            TypeKind::Vector {
                shape: s1,
                scalable: c1,
                ..
            },
            TypeKind::Vector {
                shape: s2,
                scalable: c2,
                element,
            },
        ) => s1 == s2 && c1 == c2 && is_i1(*element),
        (
            TypeKind::RankedTensor {
                shape: s1,
                encoding: e1,
                ..
            },
            TypeKind::RankedTensor {
                shape: s2,
                encoding: e2,
                element,
            },
        ) => s1 == s2 && e1 == e2 && is_i1(*element),
        (TypeKind::UnrankedTensor(_), TypeKind::UnrankedTensor(element)) => is_i1(*element),
        (
            TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_),
            _,
        )
        | (
            _,
            TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_),
        ) => false,
        _ => is_i1(result),
    }
}

/// Whether `ty` is the signless `i1`.
pub(crate) fn is_i1(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

/// How [`i1_same_shape`] of `ty` prints, from a context that cannot
/// intern it.
fn i1_same_shape_text(ctx: &Context, ty: Type) -> String {
    let text = ods_runtime::asm::printer::type_to_string(ctx, ty);
    let element = pred::element_type_or_self(ctx, ty);
    let element_text = ods_runtime::asm::printer::type_to_string(ctx, element);
    match text.rfind(&element_text) {
        Some(at) if at > 0 => format!("{}i1{}", &text[..at], &text[at + element_text.len()..]),
        _ => "i1".to_string(),
    }
}

/// The dimensions of a tensor type (`None` for a dynamic one), empty for
/// any other type: `SameInputOutputTensorDims` compares them.
pub(crate) fn tensor_dims_of(ctx: &Context, ty: Type) -> Vec<Option<i64>> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } => shape.to_vec(),
        _ => Vec::new(),
    }
}

/// The overflow flags an op carries (`overflowFlags`, none when absent).
pub(crate) fn overflow_flags(ctx: &Context, op: OpId) -> OverflowFlags {
    let flags = ods_runtime::ods::op::get_prop(ctx, op, "overflowFlags")
        .and_then(|a| IntegerOverflowFlagsAttr::try_from(ctx, a))
        .map_or(IntegerOverflowFlags::NONE, |a| a.value(ctx));
    OverflowFlags {
        nsw: flags.contains(IntegerOverflowFlags::NSW),
        nuw: flags.contains(IntegerOverflowFlags::NUW),
    }
}

// --- Constants --------------------------------------------------------------

fn is_signless_integer_type(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

fn is_elements_attr(ctx: &Context, value: Attribute) -> bool {
    matches!(
        ctx.attr_kind(value),
        AttrKind::DenseElements { .. } | AttrKind::DenseResource { .. } | AttrKind::Sparse { .. }
    )
}

impl ConstantOp {
    /// Whether an `arith.constant` of `ty` can hold `value`: a typed
    /// integer (signless), float or elements attribute of that type.
    pub fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
        if pred::attr_type(ctx, value) != Some(ty) {
            return false;
        }
        if matches!(ctx.type_kind(ty), TypeKind::Integer { .. })
            && !is_signless_integer_type(ctx, ty)
        {
            return false;
        }
        matches!(
            ctx.attr_kind(value),
            AttrKind::Integer { .. } | AttrKind::Float { .. }
        ) || is_elements_attr(ctx, value)
    }

    /// The state of an `arith.constant` of `value` and `ty`, when
    /// [`is_buildable_with`](Self::is_buildable_with).
    pub fn materialize(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        if !ConstantOp::is_buildable_with(ctx, value, ty) {
            return None;
        }
        let mut state = ConstantOp::state(ctx, loc);
        ConstantOp::build(ctx, &mut state, ty, value);
        Some(state)
    }
}

impl ConstantOpHooks for ConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let ty = ctx.value_type(self.result(ctx));
        if matches!(ctx.type_kind(ty), TypeKind::Integer { .. })
            && !is_signless_integer_type(ctx, ty)
        {
            return Err(self.emit_op_error(ctx, "integer return type must be signless"));
        }
        let value = self.value(ctx);
        let scalar = matches!(
            ctx.attr_kind(value),
            AttrKind::Integer { .. } | AttrKind::Float { .. }
        );
        if !scalar && !is_elements_attr(ctx, value) {
            return Err(self.emit_op_error(
                ctx,
                "value must be an integer, float, or elements attribute",
            ));
        }
        let splat = matches!(
            ctx.attr_kind(value),
            AttrKind::DenseElements { splat: true, .. }
        );
        if pred::is_scalable_vector(ctx, ty) && !splat {
            return Err(self.emit_op_error(
                ctx,
                "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
            ));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _constants: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value(ctx)))
    }

    /// `%true`/`%false` for `i1`; `%c42_i32` for another integer
    /// (`%c42` for `index`); `%cst` for anything else.
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        let result = self.result(ctx);
        let ty = ctx.value_type(result);
        let value = self.value(ctx);
        let AttrKind::Integer { value: int, .. } = ctx.attr_kind(value) else {
            return set_name(result, "cst");
        };
        let int_width = match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        };
        if int_width == Some(1) {
            return set_name(result, if int.is_zero() { "false" } else { "true" });
        }
        let mut name = format!("c{int}");
        if int_width.is_some() {
            name.push('_');
            name.push_str(&ods_runtime::asm::printer::type_to_string(ctx, ty));
        }
        set_name(result, &name);
    }
}

impl ArithDialectHooks for ArithDialect {
    /// An `arith.constant`, when the attribute is one it can hold.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        if crate::ub::PoisonAttr::try_from(ctx, value).is_some() {
            let mut state = crate::ub::PoisonOp::state(ctx, loc);
            crate::ub::PoisonOp::build_with_attrs(ctx, &mut state, ty, Some(value));
            return Some(state);
        }
        ConstantOp::materialize(ctx, value, ty, loc)
    }
}

// --- arith.select -------------------------------------------------------------

impl SelectOpHooks for SelectOp {
    /// The condition is an `i1`, or for a vector or tensor result an `i1`
    /// mask of the same shape.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let condition_ty = ctx.value_type(self.condition(ctx));
        if is_i1(ctx, condition_ty) {
            return Ok(());
        }
        let result_ty = ctx.value_type(self.result(ctx));
        let text = |t| ods_runtime::asm::printer::type_to_string(ctx, t);
        if !pred::is_tensor(ctx, result_ty) && !pred::is_vector(ctx, result_ty) {
            return Err(self.emit_op_error(
                ctx,
                format!(
                    "expected condition to be a signless i1, but got {}",
                    text(condition_ty)
                ),
            ));
        }
        if !is_i1_same_shape(ctx, result_ty, condition_ty) {
            return Err(self.emit_op_error(
                ctx,
                format!(
                    "expected condition type to have the same shape as the result type, \
                     expected {}, but got {}",
                    i1_same_shape_text(ctx, result_ty),
                    text(condition_ty)
                ),
            ));
        }
        Ok(())
    }

    fn fold(
        self,
        ctx: &mut Context,
        constants: SelectOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::fold_select(self, ctx, constants)
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns::select(patterns);
    }

    /// `%cond, %t, %f {attrs} : [condition type,] type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let operands = p.parse_operand_list(Delimiter::None, Some(3))?;
        p.parse_optional_attr_dict(state)?;
        let mut result_ty = p.parse_colon_type()?;
        let condition_ty = if p.parse_optional_comma() {
            let condition_ty = result_ty;
            result_ty = p.parse_type()?;
            condition_ty
        } else {
            p.ctx().ty(TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            })
        };
        state.result_types.push(result_ty);
        let at = p.name_location();
        p.resolve_operands(
            &operands,
            &[condition_ty, result_ty, result_ty],
            at,
            &mut state.operands,
        )
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let id = self.id();
        let operands = p.ctx().operands(id);
        p.write(" ");
        p.print_operands(&operands);
        let attrs = p.op_attributes(id);
        p.print_optional_attr_dict(&attrs, &[]);
        p.write(" : ");
        let ctx = p.ctx();
        let condition_ty = ctx.value_type(self.condition(ctx));
        let result_ty = ctx.value_type(self.result(ctx));
        if pred::is_shaped(ctx, condition_ty) {
            p.print_type(condition_ty);
            p.write(", ");
        }
        p.print_type(result_ty);
        Ok(())
    }
}

// --- Casts ----------------------------------------------------------------------

/// MLIR's `verifyCompatibleShape` of two types: both scalars, or both
/// shaped with compatible dimensions (unranked is compatible with any).
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    let (sa, sb) = (pred::is_shaped(ctx, a), pred::is_shaped(ctx, b));
    if !sa || !sb {
        return sa == sb;
    }
    match (pred::shape(ctx, a), pred::shape(ctx, b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len() && x.iter().zip(&y).all(|(&p, &q)| p == q || p < 0 || q < 0)
        }
        _ => true,
    }
}

/// `areValidCastInputsAndOutputs`: one type each, the same encoding if
/// both are ranked tensors, compatible shapes.
fn valid_cast(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> Option<(Type, Type)> {
    let ([i], [o]) = (inputs, outputs) else {
        return None;
    };
    let encoding = |t: Type| match ctx.type_kind(t) {
        TypeKind::RankedTensor { encoding, .. } => Some(*encoding),
        _ => None,
    };
    if let (Some(x), Some(y)) = (encoding(*i), encoding(*o)) {
        if x != y {
            return None;
        }
    }
    compatible_shapes(ctx, *i, *o).then_some((*i, *o))
}

/// What element types a cast takes.
#[derive(Clone, Copy, PartialEq)]
enum Elems {
    Int,
    Float,
    IntOrIndex,
    IntOrFloat,
}

/// `getTypeIfLike` (`memref`: `getTypeIfLikeOrMemRef`): the element type
/// of a scalar, vector or tensor (or memref) when it is one of `elems`.
fn type_if_like(ctx: &Context, ty: Type, elems: Elems, memref: bool) -> Option<Type> {
    let allowed_shape = pred::is_vector(ctx, ty)
        || pred::is_tensor(ctx, ty)
        || (memref && pred::is_memref(ctx, ty));
    if pred::is_shaped(ctx, ty) && !allowed_shape {
        return None;
    }
    let e = pred::element_type_or_self(ctx, ty);
    let ok = match (elems, ctx.type_kind(e)) {
        (_, TypeKind::Integer { .. }) => elems != Elems::Float,
        (Elems::IntOrIndex, TypeKind::Index) => true,
        (Elems::Float | Elems::IntOrFloat, TypeKind::Float(_)) => true,
        _ => false,
    };
    ok.then_some(e)
}

fn bit_width(ctx: &Context, ty: Type) -> u32 {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(k) => k.width(),
        _ => 0,
    }
}

/// `checkWidthChangeCast`: the result's elements wider (`wider`) or
/// narrower than the operand's.
fn width_change(ctx: &Context, i: &[Type], o: &[Type], elems: Elems, wider: bool) -> bool {
    let Some((i, o)) = valid_cast(ctx, i, o) else {
        return false;
    };
    let (Some(s), Some(d)) = (
        type_if_like(ctx, i, elems, false),
        type_if_like(ctx, o, elems, false),
    ) else {
        return false;
    };
    let (s, d) = (bit_width(ctx, s), bit_width(ctx, d));
    if wider {
        d > s
    } else {
        d < s
    }
}

/// `checkIntFloatCast`.
fn int_float_cast(ctx: &Context, i: &[Type], o: &[Type], from: Elems, to: Elems) -> bool {
    valid_cast(ctx, i, o).is_some_and(|(i, o)| {
        type_if_like(ctx, i, from, false).is_some() && type_if_like(ctx, o, to, false).is_some()
    })
}

/// `areIndexCastCompatible`: `index` to a signless integer or back.
fn index_cast_compatible(ctx: &Context, i: &[Type], o: &[Type]) -> bool {
    let Some((i, o)) = valid_cast(ctx, i, o) else {
        return false;
    };
    let (Some(s), Some(d)) = (
        type_if_like(ctx, i, Elems::IntOrIndex, true),
        type_if_like(ctx, o, Elems::IntOrIndex, true),
    ) else {
        return false;
    };
    (pred::is_index(ctx, s) && is_signless_integer_type(ctx, d))
        || (is_signless_integer_type(ctx, s) && pred::is_index(ctx, d))
}

macro_rules! cast_compatible {
    ($($op:ident => |$ctx:ident, $i:ident, $o:ident| $body:expr;)*) => {$(
        impl CastOpInterfaceImpl for $op {
            fn are_cast_compatible($ctx: &Context, $i: &[Type], $o: &[Type]) -> bool {
                $body
            }
        }
    )*};
}

cast_compatible! {
    ExtUIOp => |ctx, i, o| width_change(ctx, i, o, Elems::Int, true);
    ExtSIOp => |ctx, i, o| width_change(ctx, i, o, Elems::Int, true);
    ExtFOp => |ctx, i, o| width_change(ctx, i, o, Elems::Float, true);
    TruncIOp => |ctx, i, o| width_change(ctx, i, o, Elems::Int, false);
    TruncFOp => |ctx, i, o| width_change(ctx, i, o, Elems::Float, false);
    ScalingExtFOp => |ctx, i, o| width_change(ctx, &i[..i.len().min(1)], o, Elems::Float, true);
    ScalingTruncFOp => |ctx, i, o| width_change(ctx, &i[..i.len().min(1)], o, Elems::Float, false);
    UIToFPOp => |ctx, i, o| int_float_cast(ctx, i, o, Elems::Int, Elems::Float);
    SIToFPOp => |ctx, i, o| int_float_cast(ctx, i, o, Elems::Int, Elems::Float);
    FPToUIOp => |ctx, i, o| int_float_cast(ctx, i, o, Elems::Float, Elems::Int);
    FPToSIOp => |ctx, i, o| int_float_cast(ctx, i, o, Elems::Float, Elems::Int);
    IndexCastOp => |ctx, i, o| index_cast_compatible(ctx, i, o);
    IndexCastUIOp => |ctx, i, o| index_cast_compatible(ctx, i, o);
    BitcastOp => |ctx, i, o| {
        valid_cast(ctx, i, o).is_some_and(|(i, o)| {
            match (
                type_if_like(ctx, i, Elems::IntOrFloat, true),
                type_if_like(ctx, o, Elems::IntOrFloat, true),
            ) {
                (Some(s), Some(d)) => bit_width(ctx, s) == bit_width(ctx, d),
                _ => false,
            }
        })
    };
}

impl MulIOp {
    /// `%c4_vscale` for an `index` product of a constant and
    /// `vector.vscale`, in either order.
    fn vscale_name(self, ctx: &Context) -> Option<String> {
        if !pred::is_index(ctx, ctx.value_type(self.result(ctx))) {
            return None;
        }
        let is_vscale = |v| {
            ctx.defining_op(v)
                .is_some_and(|op| ctx.op_name_str(op) == "vector.vscale")
        };
        let constant = |v| {
            let op = ConstantOp::cast(ctx, ctx.defining_op(v)?)?;
            ods_runtime::helpers::try_int::<i64>(ctx, op.value(ctx))
        };
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        let base = if is_vscale(rhs) {
            constant(lhs)
        } else if is_vscale(lhs) {
            constant(rhs)
        } else {
            None
        }?;
        Some(format!("c{base}_vscale"))
    }
}

/// The hooks of `arith.muli` other than its folder.
pub(crate) fn muli_result_names(op: MulIOp, ctx: &Context, set_name: SetValueNameFn<'_>) {
    if let Some(name) = op.vscale_name(ctx) {
        set_name(op.result(ctx), &name);
    }
}
