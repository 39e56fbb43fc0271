//! Dialect attributes and types a format prints without their
//! `#dialect.`/`!dialect.` prefix (MLIR's `printStrippedAttrOrType` and
//! `parseCustom{Attribute,Type}WithFallback`): an attribute variable whose
//! constraint is an `AttrDef`, and `type(...)` of one value whose
//! constraint is a `TypeDef`, unless written in `qualified(...)`. Values
//! of another kind (unverified IR) print in full, as MLIR falls back.

use super::super::code::{self, Kind, Result};
use super::super::op_cx::OpCx;
use super::value_def;
use ods_spec::model::attr_type_def::placeholder;
use ods_spec::model::op_format::TypeArg;
use ods_spec::model::{AttrDef, Code};
use ods_spec::tablegen::source::Span;
use proc_macro2::TokenStream;
use quote::quote;

/// The Rust handle of the def named `def_name`.
fn def_handle(def_name: &str, span: Span) -> Result<TokenStream> {
    let text = placeholder(def_name);
    code::parse_code(&Code::rust(text, span), &[], Kind::Type, "the def's handle")
}

/// The handle an attribute variable prints stripped through.
pub fn attr_handle(a: &AttrDef, qualified: bool) -> Result<Option<TokenStream>> {
    match &a.attr_def {
        Some(def) if !qualified => def_handle(def, a.span).map(Some),
        _ => Ok(None),
    }
}

/// The handle `type(arg)` prints stripped through: one value only (lists
/// and optional values print in full, as MLIR prints them).
pub fn type_handle(cx: &OpCx<'_>, arg: TypeArg, qualified: bool) -> Result<Option<TokenStream>> {
    match value_def(cx, arg).and_then(|d| Some((d.type_def.as_ref()?, d.span))) {
        Some((def, span)) if !qualified => def_handle(def, span).map(Some),
        _ => Ok(None),
    }
}

/// Prints the attribute `attr` (an expression) stripped.
pub fn print_attr(handle: &TokenStream, attr: TokenStream) -> TokenStream {
    quote! {
        let __attr: Attribute = #attr;
        match #handle::try_from(p.ctx(), __attr) {
            Some(__h) => p.print_stripped(&__h),
            None => p.print_attribute(__attr),
        }
    }
}

/// Prints the type `ty` (an expression) stripped.
pub fn print_type(handle: &TokenStream, ty: TokenStream) -> TokenStream {
    quote! {
        let __ty: Type = #ty;
        match #handle::try_from(p.ctx(), __ty) {
            Some(__h) => p.print_stripped(&__h),
            None => p.print_type(__ty),
        }
    }
}

/// Reads an attribute stripped or in full: an `Attribute` expression.
pub fn parse_attr(handle: &TokenStream) -> TokenStream {
    quote! {
        ::ods_runtime::Attribute::from(
            <#handle as ::ods_runtime::asm::FieldParser>::parse_field(&mut **p)?
        )
    }
}

/// Reads a type stripped or in full: a `Type` expression.
pub fn parse_type(handle: &TokenStream) -> TokenStream {
    quote! {
        ::ods_runtime::Type::from(
            <#handle as ::ods_runtime::asm::FieldParser>::parse_field(&mut **p)?
        )
    }
}
