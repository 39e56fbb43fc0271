//! The part of the format language the generator handles so far: anything
//! else is a "not supported yet" error at the op's `assemblyFormat`,
//! never Rust that does not compile.

use super::super::code::{Error, Result};
use super::super::op_cx::OpCx;
use ods_spec::model::op_format::{Element, OpFormat, Var};
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
    if let Some(what) = format.elements.iter().find_map(|e| unsupported(cx, e)) {
        return fail(what);
    }
    Ok(())
}

/// What in `el` is not generated yet, if anything.
fn unsupported(cx: &OpCx<'_>, el: &Element) -> Option<&'static str> {
    match el {
        Element::OiList(clauses) => clauses
            .iter()
            .flat_map(|c| &c.elements)
            .find_map(|e| unsupported(cx, e)),
        Element::Variable { var, .. } => match *var {
            Var::Region(_) | Var::Successor(_) => None,
            Var::Prop(i) => (!super::props::has_syntax(&cx.op.properties[i], false))
                .then_some("properties without a `parser` and a `printer`"),
            Var::Attr(i) => super::enum_attr::unspecialized(cx, &cx.op.attributes[i])
                .then_some("enum attributes without their specialized attribute"),
            Var::Operand(_) | Var::Result(_) => None,
        },
        Element::Optional(group) => {
            let first = &group.then[group.then_parse_start];
            if let Element::Variable {
                var: Var::Prop(i), ..
            } = first
            {
                if !super::props::has_syntax(&cx.op.properties[*i], true) {
                    return Some(
                        "properties without an `optionalParser` leading an optional group",
                    );
                }
            }
            group
                .then
                .iter()
                .chain(&group.otherwise)
                .find_map(|e| unsupported(cx, e))
        }
        Element::Custom { .. }
        | Element::Type { .. }
        | Element::FunctionalType { .. }
        | Element::Literal(_)
        | Element::Whitespace(_)
        | Element::AttrDict { .. }
        | Element::PropDict
        | Element::Operands
        | Element::Regions
        | Element::Successors => None,
    }
}
