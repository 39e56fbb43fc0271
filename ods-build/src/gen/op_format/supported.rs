//! The part of the format language the generator handles so far: anything
//! else is a "not supported yet" error at the op's `assemblyFormat`,
//! never Rust that does not compile.

use super::super::code::{Error, Result};
use super::super::op::OpCx;
use ods_spec::model::op_format::{Element, OpFormat, TypeResolution, Var};
use ods_spec::model::Arity;
use ods_spec::tablegen::Diagnostic;

/// Fails on the first element, type resolution or op shape not generated
/// yet.
pub fn check(cx: &OpCx<'_>, format: &OpFormat) -> Result<()> {
    let op = cx.op;
    // At the format string (found in the sources as `code::Error`
    // resolves it), with the note `mlir-tblgen` puts at the op.
    let fail = |what: &str| {
        let text = op.assembly_format.as_ref();
        let diagnostic = Diagnostic::error(
            Some(text.map_or(op.span, |c| c.span)),
            format!("not supported yet: {what} in an op's assemblyFormat"),
        )
        .with_note(
            Some(op.span),
            "in custom assembly format for this operation",
        );
        Err(Box::new(Error {
            diagnostic,
            code: text.map(|c| (c.text.clone(), 0)),
            site: None,
        }))
    };
    if !op.properties.is_empty() {
        return fail("properties (`Property` arguments)");
    }
    if op
        .operands
        .iter()
        .chain(&op.results)
        .any(|v| matches!(v.arity, Arity::VariadicOfVariadic { .. }))
    {
        return fail("`VariadicOfVariadic` operands");
    }
    if let Some(what) = format.elements.iter().find_map(|e| unsupported(cx, e)) {
        return fail(what);
    }
    for r in format.operand_types.iter().chain(&format.result_types) {
        match r {
            TypeResolution::Inferred
                if !cx.user_infers_types()
                    && !super::infer::can_locate_operands(cx, format.all_operands) =>
            {
                return fail(
                    "result types inferred from the op's traits with `operands` over variable-length groups",
                );
            }
            _ => {}
        }
    }
    Ok(())
}

/// What in `el` is not generated yet, if anything.
fn unsupported(cx: &OpCx<'_>, el: &Element) -> Option<&'static str> {
    match el {
        Element::PropDict => Some("`prop-dict`"),
        Element::Regions => Some("the `regions` directive"),
        Element::Successors => Some("the `successors` directive"),
        Element::Custom { .. } => Some("`custom<...>` directives"),
        Element::OiList(_) => Some("`oilist`"),
        Element::Variable { var, .. } => match *var {
            Var::Region(_) if implicit_terminator(cx) => {
                Some("regions of a `SingleBlockImplicitTerminator` op")
            }
            Var::Region(_) | Var::Successor(_) => None,
            Var::Prop(_) => Some("property variables"),
            Var::Attr(i) => super::enum_attr::unspecialized(cx, &cx.op.attributes[i])
                .then_some("enum attributes without their specialized attribute"),
            Var::Operand(_) | Var::Result(_) => None,
        },
        Element::Type { .. } | Element::FunctionalType { .. } => None,
        Element::Optional(group) => group
            .then
            .iter()
            .chain(&group.otherwise)
            .find_map(|e| unsupported(cx, e)),
        Element::Literal(_)
        | Element::Whitespace(_)
        | Element::AttrDict { .. }
        | Element::Operands => None,
    }
}

/// MLIR's parser adds the terminator such an op's regions leave out, and
/// its printer leaves it out: not yet.
fn implicit_terminator(cx: &OpCx<'_>) -> bool {
    cx.op.traits.iter().any(|t| {
        matches!(t, ods_spec::model::Trait::Native(n) if n.starts_with("SingleBlockImplicitTerminator<"))
    })
}
