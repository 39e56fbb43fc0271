//! What `ComplexOps.td` and `ComplexAttributes.td` leave to Rust, with the
//! semantics of MLIR's `ComplexOps.cpp` and `ComplexDialect.cpp`: the
//! constant's verifier, folder, name and materialization, the bitcast's
//! verifier, the folds that undo an op by its inverse, the canonicalization
//! patterns, and the `#complex.number` attribute's syntax and verifier.

use super::*;
use crate::arith::{ArithDialect, ArithDialectHooks};
use crate::ub::PoisonAttr;
use ods_runtime::asm::printer::type_to_string;
use ods_runtime::asm::{AsmParser, AsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::float::{decode, encode_f64, to_f64, Decoded};
use ods_runtime::ods::op::Op;
use ods_runtime::registry::{FoldResult, SetValueNameFn};
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{AttrKind, Attribute, Context, IrResult, OperationState, Type, TypeKind, Value};

impl ComplexDialectHooks for ComplexDialect {
    /// A pair of numbers of a complex type becomes a `complex.constant`,
    /// anything an `arith.constant` holds an `arith.constant`.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        if ConstantOp::is_buildable_with(ctx, value, ty) {
            let mut state = ConstantOp::state(ctx, loc);
            ConstantOp::build(ctx, &mut state, ty, value);
            return Some(state);
        }
        // `arith::ConstantOp::materialize`: arith's materializer, but for
        // the poison it also makes.
        if PoisonAttr::try_from(ctx, value).is_some() {
            return None;
        }
        ArithDialect::materialize_constant(ctx, value, ty, loc)
    }
}

/// The element type of a complex type (the type itself otherwise).
fn element_type(ctx: &Context, ty: Type) -> Type {
    ods_runtime::ods::pred::complex_element_or_self(ctx, ty)
}

/// The type of a float or integer attribute.
fn number_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Float { ty, .. } | AttrKind::Integer { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// The two elements of an array attribute of two elements.
fn pair(ctx: &Context, attr: Attribute) -> Option<(Attribute, Attribute)> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(items) if items.len() == 2 => Some((items[0], items[1])),
        _ => None,
    }
}

// ----- complex.constant ------------------------------------------------------

impl ConstantOp {
    /// Whether a `complex.constant` of type `ty` can hold `value`: two
    /// floats, or two integers, of the complex type's element type.
    pub fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
        let TypeKind::Complex(element) = *ctx.type_kind(ty) else {
            return false;
        };
        let Some((re, im)) = pair(ctx, value) else {
            return false;
        };
        match (ctx.attr_kind(re), ctx.attr_kind(im)) {
            (AttrKind::Float { ty: a, .. }, AttrKind::Float { ty: b, .. })
            | (AttrKind::Integer { ty: a, .. }, AttrKind::Integer { ty: b, .. }) => {
                *a == element && *b == element
            }
            _ => false,
        }
    }
}

impl ConstantOpHooks for ConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let value = self.value(ctx);
        let Some((re, im)) = pair(ctx, value) else {
            return Err(self.emit_op_error(
                ctx,
                "requires 'value' to be a complex constant, represented as array of two values",
            ));
        };
        let element = element_type(ctx, ctx.value_type(self.complex(ctx)));
        let (Some(re), Some(im)) = (number_type(ctx, re), number_type(ctx, im)) else {
            return Err(self.emit_op_error(
                ctx,
                "requires attribute's elements to be float or integer attributes",
            ));
        };
        if re != element || im != element {
            return Err(self.emit_op_error(
                ctx,
                format!(
                    "requires attribute's element types ('{}', '{}') to match the element \
                     type of the op's return type ('{}')",
                    type_to_string(ctx, re),
                    type_to_string(ctx, im),
                    type_to_string(ctx, element)
                ),
            ));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _constants: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value(ctx)))
    }

    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        set_name(self.complex(ctx), "cst");
    }
}

// ----- complex.bitcast ---------------------------------------------------------

/// `Type::isIntOrFloat`: an integer (not `index`) or a float type.
fn is_int_or_float(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer { .. } | TypeKind::Float(_)
    )
}

/// `Type::getIntOrFloatBitWidth`.
fn int_or_float_width(ctx: &Context, ty: Type) -> u32 {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(kind) => kind.width(),
        _ => 0,
    }
}

fn is_complex(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Complex(_))
}

impl BitcastOpHooks for BitcastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let mut operand_type = ctx.value_type(self.operand(ctx));
        let mut result_type = ctx.value_type(self.result(ctx));
        // Legal, as it folds away.
        if operand_type == result_type {
            return Ok(());
        }
        if !is_int_or_float(ctx, operand_type) && !is_complex(ctx, operand_type) {
            return Err(self.emit_op_error(ctx, "operand must be int/float/complex"));
        }
        if !is_int_or_float(ctx, result_type) && !is_complex(ctx, result_type) {
            return Err(self.emit_op_error(ctx, "result must be int/float/complex"));
        }
        if is_complex(ctx, operand_type) == is_complex(ctx, result_type) {
            return Err(self.emit_op_error(
                ctx,
                "requires that either input or output has a complex type",
            ));
        }
        if is_complex(ctx, result_type) {
            std::mem::swap(&mut operand_type, &mut result_type);
        }
        let operand_width = int_or_float_width(ctx, element_type(ctx, operand_type)) * 2;
        if operand_width != int_or_float_width(ctx, result_type) {
            return Err(self.emit_op_error(ctx, "casting bitwidths do not match"));
        }
        Ok(())
    }

    /// A bitcast to the operand's own type is the operand.
    fn fold(
        self,
        ctx: &mut Context,
        _constants: BitcastOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let operand = self.operand(ctx);
        (ctx.value_type(operand) == ctx.value_type(self.result(ctx)))
            .then_some(FoldResult::Value(operand))
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns.add_op_fn::<BitcastOp>(|rewriter, op| {
            let op = BitcastOp::from_id_unchecked(op);
            merge_complex_bitcast(rewriter, op)
        });
        super::arith_patterns::add_merge_arith_bitcast(patterns);
    }
}

/// MLIR's `MergeComplexBitcast`: a bitcast of a bitcast is one bitcast
/// (`complex.bitcast` when either end is complex, else `arith.bitcast`),
/// and a bitcast of an `arith.bitcast` is one `complex.bitcast`.
fn merge_complex_bitcast(rewriter: &mut PatternRewriter<'_>, op: BitcastOp) -> IrResult<bool> {
    let operand = op.operand(rewriter);
    let result_type = rewriter.value_type(op.result(rewriter));
    let defining = rewriter.defining_op(operand);
    if let Some(inner) = defining.and_then(|d| BitcastOp::cast(rewriter, d)) {
        let source = inner.operand(rewriter);
        let source_type = rewriter.value_type(source);
        if is_complex(rewriter, result_type) || is_complex(rewriter, source_type) {
            super::arith_patterns::replace_with_bitcast(rewriter, op.id(), result_type, source)?;
        } else {
            super::arith_patterns::replace_with_arith_bitcast(
                rewriter,
                op.id(),
                result_type,
                source,
            )?;
        }
        return Ok(true);
    }
    if let Some(source) =
        defining.and_then(|d| super::arith_patterns::arith_bitcast_operand(rewriter, d))
    {
        super::arith_patterns::replace_with_bitcast(rewriter, op.id(), result_type, source)?;
        return Ok(true);
    }
    Ok(false)
}

// ----- folds of complex.create, complex.re, complex.im --------------------------

impl CreateOpHooks for CreateOp {
    /// `complex.create(complex.re(z), complex.im(z))` is `z`.
    fn fold(
        self,
        ctx: &mut Context,
        _constants: CreateOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let re = ctx
            .defining_op(self.real(ctx))
            .and_then(|d| ReOp::cast(ctx, d))?;
        let im = ctx
            .defining_op(self.imaginary(ctx))
            .and_then(|d| ImOp::cast(ctx, d))?;
        (re.complex(ctx) == im.complex(ctx)).then(|| FoldResult::Value(re.complex(ctx)))
    }
}

impl ReOpHooks for ReOp {
    /// The real part of a constant, or of a `complex.create`.
    fn fold(
        self,
        ctx: &mut Context,
        constants: ReOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        if let Some((re, _)) = constants.complex().and_then(|c| pair(ctx, c)) {
            return Some(FoldResult::Attr(re));
        }
        let create = ctx
            .defining_op(self.complex(ctx))
            .and_then(|d| CreateOp::cast(ctx, d))?;
        Some(FoldResult::Value(create.real(ctx)))
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns.add_op_fn::<ReOp>(|rewriter, op| {
            let operand = ReOp::from_id_unchecked(op).complex(rewriter);
            super::arith_patterns::fold_component_neg(rewriter, op, operand, 0)
        });
    }
}

impl ImOpHooks for ImOp {
    /// The imaginary part of a constant, or of a `complex.create`.
    fn fold(
        self,
        ctx: &mut Context,
        constants: ImOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        if let Some((_, im)) = constants.complex().and_then(|c| pair(ctx, c)) {
            return Some(FoldResult::Attr(im));
        }
        let create = ctx
            .defining_op(self.complex(ctx))
            .and_then(|d| CreateOp::cast(ctx, d))?;
        Some(FoldResult::Value(create.imaginary(ctx)))
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns.add_op_fn::<ImOp>(|rewriter, op| {
            let operand = ImOp::from_id_unchecked(op).complex(rewriter);
            super::arith_patterns::fold_component_neg(rewriter, op, operand, 1)
        });
    }
}

// ----- folds of arithmetic ------------------------------------------------------

/// The parts of the `complex.constant` defining `value`, as floats.
fn constant_parts(ctx: &Context, value: Value) -> Option<(FloatValue, FloatValue)> {
    let constant = ctx
        .defining_op(value)
        .and_then(|d| ConstantOp::cast(ctx, d))?;
    let (re, im) = pair(ctx, constant.value(ctx))?;
    Some((float_value(ctx, re)?, float_value(ctx, im)?))
}

/// A float attribute's value as `APFloat` compares it.
#[derive(Clone, Copy)]
struct FloatValue {
    kind: ods_runtime::FloatKind,
    bits: u128,
}

impl FloatValue {
    fn is_zero(self) -> bool {
        matches!(decode(self.kind, self.bits), Decoded::Finite(_, 0, _))
    }

    /// `APFloat(semantics, 1) == self`.
    fn is_one(self) -> bool {
        matches!(decode(self.kind, self.bits), Decoded::Finite(..))
            && to_f64(self.kind, self.bits) == 1.0
    }
}

fn float_value(ctx: &Context, attr: Attribute) -> Option<FloatValue> {
    match ctx.attr_kind(attr) {
        AttrKind::Float { ty, bits } => match ctx.type_kind(*ty) {
            TypeKind::Float(kind) => Some(FloatValue {
                kind: *kind,
                bits: *bits,
            }),
            _ => None,
        },
        _ => None,
    }
}

impl AddOpHooks for AddOp {
    /// `(a - b) + b` and `b + (a - b)` are `a`; `a + 0` is `a`.
    fn fold(
        self,
        ctx: &mut Context,
        _constants: AddOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if let Some(sub) = ctx.defining_op(lhs).and_then(|d| SubOp::cast(ctx, d)) {
            if rhs == sub.rhs(ctx) {
                return Some(FoldResult::Value(sub.lhs(ctx)));
            }
        }
        if let Some(sub) = ctx.defining_op(rhs).and_then(|d| SubOp::cast(ctx, d)) {
            if lhs == sub.rhs(ctx) {
                return Some(FoldResult::Value(sub.lhs(ctx)));
            }
        }
        let (re, im) = constant_parts(ctx, rhs)?;
        (re.is_zero() && im.is_zero()).then_some(FoldResult::Value(lhs))
    }
}

impl SubOpHooks for SubOp {
    /// `(a + b) - b` is `a`; `a - 0` is `a`.
    fn fold(
        self,
        ctx: &mut Context,
        _constants: SubOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if let Some(add) = ctx.defining_op(lhs).and_then(|d| AddOp::cast(ctx, d)) {
            if rhs == add.rhs(ctx) {
                return Some(FoldResult::Value(add.lhs(ctx)));
            }
        }
        let (re, im) = constant_parts(ctx, rhs)?;
        (re.is_zero() && im.is_zero()).then_some(FoldResult::Value(lhs))
    }
}

impl MulOpHooks for MulOp {
    /// `a * 1` is `a`.
    fn fold(
        self,
        ctx: &mut Context,
        _constants: MulOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let (re, im) = constant_parts(ctx, self.rhs(ctx))?;
        (im.is_zero() && re.is_one()).then(|| FoldResult::Value(self.lhs(ctx)))
    }
}

impl DivOpHooks for DivOp {
    /// `a / 1` is `a`.
    fn fold(
        self,
        ctx: &mut Context,
        constants: DivOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let (re, im) = pair(ctx, constants.rhs()?)?;
        let (re, im) = (float_value(ctx, re)?, float_value(ctx, im)?);
        (im.is_zero() && re.is_one()).then(|| FoldResult::Value(self.lhs(ctx)))
    }
}

/// The folds of an op by its inverse: `f(g(a))` is `a`.
macro_rules! inverse_folds {
    ($($op:ident, $hooks:ident, $adaptor:ident: $inverse:ident;)*) => {
        $(
            impl $hooks for $op {
                fn fold(
                    self,
                    ctx: &mut Context,
                    _constants: $adaptor<Option<Attribute>>,
                ) -> Option<FoldResult> {
                    let inner = ctx
                        .defining_op(self.complex(ctx))
                        .and_then(|d| $inverse::cast(ctx, d))?;
                    Some(FoldResult::Value(inner.complex(ctx)))
                }
            }
        )*
    };
}

inverse_folds! {
    NegOp, NegOpHooks, NegOpAdaptor: NegOp;
    ConjOp, ConjOpHooks, ConjOpAdaptor: ConjOp;
    LogOp, LogOpHooks, LogOpAdaptor: ExpOp;
    ExpOp, ExpOpHooks, ExpOpAdaptor: LogOp;
}

// ----- #complex.number ----------------------------------------------------------

/// `value` rounded to the float element type of the complex type `ty` (to
/// nearest, ties to even), as the attribute's builder converts it.
pub(crate) fn round_to_element(ctx: &Context, ty: Type, value: f64) -> f64 {
    match ctx.type_kind(element_type(ctx, ty)) {
        TypeKind::Float(kind) => to_f64(*kind, encode_f64(*kind, value)),
        _ => value,
    }
}

impl NumberAttrHooks for NumberAttr {
    fn verify(
        ctx: &Context,
        loc: Attribute,
        _real: &f64,
        _imag: &f64,
        ty: &Type,
    ) -> Result<(), Diagnostic> {
        let TypeKind::Complex(element) = *ctx.type_kind(*ty) else {
            return Err(Diagnostic::error(
                loc,
                "complex attribute must be a complex type.",
            ));
        };
        if !matches!(ctx.type_kind(element), TypeKind::Float(_)) {
            return Err(Diagnostic::error(
                loc,
                "element type of the complex attribute must be float like type.",
            ));
        }
        Ok(())
    }

    /// `<:f64 1.0, 2.0>`: the element type, then the real and imaginary
    /// parts.
    fn parse(p: &mut AsmParser<'_, '_>, _self_type: Option<Type>) -> PResult<NumberAttr> {
        p.parse_less()?;
        p.parse_colon()?;
        let at = p.current_location();
        let element = p.parse_type()?;
        let real = p.parse_float()?;
        p.parse_comma()?;
        let imag = p.parse_float()?;
        p.parse_greater()?;
        if !matches!(p.ctx().type_kind(element), TypeKind::Float(_)) {
            return Err(p.emit_error(
                at,
                "element type of the complex attribute must be float like type.",
            ));
        }
        let ty = p.ctx().ty(TypeKind::Complex(element));
        Ok(NumberAttr::get_type_real_imag((p.ctx(), ty), real, imag))
    }

    fn print(self, p: &mut AsmPrinter<'_>) {
        let ctx = p.ctx();
        let element = element_type(ctx, self.r#type(ctx));
        let (real, imag) = self.get_value(ctx);
        p.write("<:");
        p.print_type(element);
        p.write(" ");
        if let TypeKind::Float(kind) = *ctx.type_kind(element) {
            p.print_float_of(kind, encode_f64(kind, real));
            p.write(", ");
            p.print_float_of(kind, encode_f64(kind, imag));
        }
        p.write(">");
    }
}
