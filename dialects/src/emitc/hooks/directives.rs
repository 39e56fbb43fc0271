//! The `custom<...>` directives of EmitC's op formats, as MLIR's
//! `EmitC.cpp` parses and prints them: the type and initial value of
//! `emitc.global` and `emitc.field`, and the cases of `emitc.switch`.

use crate::emitc::*;
use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::ods::{convert, pred};
use ods_runtime::Context;
use ods_runtime::{Attribute, IrResult, OpId, Type};

pub(crate) use ods_runtime::asm::switch_cases::{parse_switch_cases, print_switch_cases};

/// The type an initial value of a global or field of type `ty` is read
/// with: a tensor of an array's shape and elements, else `ty` itself.
fn initializer_type(ctx: &mut Context, ty: Type) -> Type {
    match ArrayType::try_from(ctx, ty) {
        Some(array) => {
            let (shape, element) = (array.shape(ctx).to_vec(), array.element_type(ctx));
            convert::ranked_tensor(ctx, &shape, element)
        }
        None => ty,
    }
}

/// `custom<EmitCGlobalOpTypeAndInitialValue>` of `emitc.global` and
/// `custom<EmitCFieldOpTypeAndInitialValue>` of `emitc.field`, which
/// MLIR writes twice alike: `type (= value)?`, the value an integer,
/// float, elements or opaque attribute read with the type
/// [`initializer_type`] gives.
pub(crate) fn parse_type_and_initial_value(
    p: &mut OpAsmParser<'_, '_>,
    type_attr: &mut Option<Attribute>,
    initial_value: &mut Option<Attribute>,
) -> PResult<()> {
    let ty = p.parse_type()?;
    *type_attr = Some(convert::type_attr(p.ctx(), ty));
    if !p.parse_optional_equal() {
        return Ok(());
    }
    let expected = initializer_type(p.ctx(), ty);
    let value = p.parse_attribute(Some(expected))?;
    let ctx = p.ctx();
    let allowed = pred::is_elements_attr(ctx, value)
        || pred::is_integer_attr(ctx, value)
        || pred::is_float_attr(ctx, value)
        || OpaqueAttr::isa(ctx, value);
    if !allowed {
        let at = p.name_location();
        return Err(p.emit_error(
            at,
            "initial value should be a integer, float, elements or opaque attribute",
        ));
    }
    *initial_value = Some(value);
    Ok(())
}

/// `type (= value)?` of `emitc.global` and `emitc.field`, printed.
pub(crate) fn print_type_and_initial_value(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: OpId,
    type_attr: Attribute,
    initial_value: Option<Attribute>,
) -> IrResult<()> {
    p.print_attribute(type_attr);
    if let Some(value) = initial_value {
        p.write(" = ");
        p.print_attribute_without_type(value);
    }
    Ok(())
}
