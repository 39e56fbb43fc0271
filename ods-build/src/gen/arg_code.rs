//! The Rust of an op argument's code fields: an attribute's conversions,
//! default and return type, a property's conversions, type and default,
//! each with the placeholders the generated code has in scope.

use super::code::{self, Kind, Result};
use ods_spec::model::{AttrDef, PropDef};
use proc_macro2::TokenStream;

/// The typed value of an attribute (`convertFromStorage`), read from the
/// `Attribute` named `attr` with the context `ctx` in scope.
pub fn convert_from_storage(a: &AttrDef, attr: &str) -> Result<TokenStream> {
    code::parse_code(
        &a.convert_from_storage,
        &[("_self", attr), ("_ctxt", "ctx")],
        Kind::Expr,
        "convertFromStorage",
    )
}

/// An attribute's `defaultValue`, a Rust expression of its return type
/// with the context `ctx` in scope.
pub fn attr_default(default: &ods_spec::model::Code) -> Result<TokenStream> {
    code::parse_code(
        default,
        &[("_builder", "ctx"), ("_ctxt", "ctx")],
        Kind::Expr,
        "the default value",
    )
}

/// The attribute of a typed value (`constBuilderCall`), from `value`.
pub fn const_builder_call(a: &AttrDef, value: &str) -> Result<Option<TokenStream>> {
    let Some(call) = &a.const_builder_call else {
        return Ok(None);
    };
    code::parse_code(
        call,
        &[("0", value), ("_builder", "ctx"), ("_ctxt", "ctx")],
        Kind::Expr,
        "constBuilderCall",
    )
    .map(Some)
}

/// Whether the attribute's `constBuilderCall` reads its value (`$0`).
pub fn const_builder_uses_value(a: &AttrDef) -> bool {
    a.const_builder_call
        .as_ref()
        .is_some_and(|call| call.text.contains("$0"))
}

pub fn return_type(a: &AttrDef) -> Result<TokenStream> {
    // A C++ class the type table maps (`::mlir::MemRefType` of a
    // `TypeAttrBase`) is its Rust handle.
    let rust = ods_spec::model::cpp_types::rust_type_of_cpp(&a.return_type);
    code::parse_type(&rust, a.span, "the attribute's returnType")
}

/// The Rust type of a property's value (`interfaceType`).
pub fn prop_type(p: &PropDef) -> Result<TokenStream> {
    code::parse_type(&p.interface_type, p.span, "the property's interfaceType")
}

/// A property's value from its attribute (`convertFromAttribute`).
pub fn prop_from_attr(p: &PropDef) -> Result<TokenStream> {
    let code = ods_spec::model::Code::rust(p.convert_from_attribute.clone(), p.span);
    code::parse_code(
        &code,
        &[("_attr", "attr"), ("_ctxt", "ctx")],
        Kind::Expr,
        "convertFromAttribute",
    )
}

/// A property's attribute from `value` (`convertToAttribute`).
pub fn prop_to_attr(p: &PropDef, value: &str) -> Result<TokenStream> {
    let code = ods_spec::model::Code::rust(p.convert_to_attribute.clone(), p.span);
    code::parse_code(
        &code,
        &[("_storage", value), ("_ctxt", "ctx")],
        Kind::Expr,
        "convertToAttribute",
    )
}

pub fn prop_default(p: &PropDef) -> Result<Option<TokenStream>> {
    p.default_value
        .as_ref()
        .map(|d| {
            code::parse_code(
                d,
                &[("_ctxt", "ctx")],
                Kind::Expr,
                "the property's default value",
            )
        })
        .transpose()
}
