//! A definition read and printed after its mnemonic, and as a parameter of
//! another one: MLIR prints a parameter whose C++ type is a def's class
//! without `!dialect.mnemonic` when the class has a `print` of its own
//! (`printStrippedAttrOrType`), and reads it with or without the prefix
//! (`parseCustomTypeWithFallback`). This writes the handle's `parse_body`
//! (which the dialect's parser calls after the mnemonic too) and its
//! `FieldParser`/`FieldPrinter` impls.

use super::attr_type_def::DefCx;
use super::code::{self, Result};
use super::{attr_type_format, attr_type_verify};
use ods_spec::model::{AttrOrTypeDef, DefKind};
use proc_macro2::TokenStream;
use quote::quote;

/// Whether the def reads and prints a body after its mnemonic (a format or
/// custom hooks): MLIR's classes with `parse` and `print` methods.
pub fn has_body(def: &AttrOrTypeDef) -> bool {
    def.mnemonic.is_some() && (def.has_custom_assembly_format || def.format.is_some())
}

/// `parse_body`: the instance after its mnemonic. A format's parser checks
/// the parameters when the def has checks (MLIR's generated parser calls
/// `getChecked`), reporting at the start of the body.
pub fn parse_body_fn(cx: &DefCx<'_>) -> Result<TokenStream> {
    let def = cx.def;
    if !has_body(def) {
        return Ok(TokenStream::new());
    }
    let (class, hooks, storage) = (&cx.class, &cx.hooks, &cx.storage);
    let attr = def.kind == DefKind::Attr;
    let self_type_param = attr.then(|| quote!(, self_type: Option<::ods_runtime::Type>));
    let body = match &def.format {
        Some(format) if !def.has_custom_assembly_format => {
            let parse = attr_type_format::parse_body(def, format)?;
            let make = if attr {
                quote!(dialect_attr)
            } else {
                quote!(dialect_type)
            };
            let verifies = attr_type_verify::verifies(def);
            let verify = verifies.then(|| {
                let ids = def.parameters.iter().map(|p| code::ident(&p.name));
                quote! {
                    let loc = p.encoded_source_loc(at);
                    if let Err(d) = Self::verify_invariants(p.ctx(), loc, #(&parsed.#ids),*) {
                        return Err(p.diagnostic_error(at, d));
                    }
                }
            });
            let at = verifies.then(|| quote!(let at = p.current_location();));
            quote! {
                #at
                let parsed: ::ods_runtime::asm::PResult<#storage> = #parse;
                let parsed = parsed?;
                #verify
                Ok(Self(p.ctx().#make(parsed)))
            }
        }
        _ => {
            let self_type = attr.then(|| quote!(, self_type));
            quote!(<#class as #hooks>::parse(p #self_type))
        }
    };
    Ok(quote! {
        /// Reads the instance after its mnemonic (MLIR's `parse`).
        pub fn parse_body(
            p: &mut ::ods_runtime::asm::AsmParser<'_, '_> #self_type_param
        ) -> ::ods_runtime::asm::PResult<Self> {
            #body
        }
    })
}

/// `FieldParser` and `FieldPrinter` for the handle: the body alone when the
/// def has one (unless an alias stands for the value), the full form
/// otherwise and for `qualified(...)`.
pub fn field_impls(cx: &DefCx<'_>) -> TokenStream {
    let def = cx.def;
    let class = &cx.class;
    let (fallback, of_kind, print_full) = match def.kind {
        DefKind::Type => (
            quote!(parse_custom_type_with_fallback),
            quote!(parse_type_of_kind),
            quote!(print_type),
        ),
        DefKind::Attr => (
            quote!(parse_custom_attribute_with_fallback),
            quote!(parse_attribute_of_kind),
            quote!(print_attribute),
        ),
    };
    // Types name their kind in the error, as MLIR's `TypeT::name` does.
    let expected = (def.kind == DefKind::Type).then(|| match &def.mnemonic {
        Some(_) => quote!(Some(Self::NAME),),
        None => quote!(None,),
    });
    let (parse, print) = if has_body(def) {
        let no_self_type = (def.kind == DefKind::Attr).then(|| quote!(, None));
        (
            quote!(p.#fallback(#expected #class::try_from, |p| #class::parse_body(p #no_self_type))),
            quote! {
                if !p.print_alias(self.0) {
                    let ctx = p.ctx();
                    self.storage(ctx).print_body(self.0.into(), p);
                }
            },
        )
    } else {
        (
            quote!(p.#of_kind(#expected #class::try_from)),
            quote!(p.#print_full(self.0);),
        )
    };
    quote! {
        impl ::ods_runtime::asm::FieldParser for #class {
            fn parse_field(p: &mut ::ods_runtime::asm::AsmParser<'_, '_>) -> ::ods_runtime::asm::PResult<Self> {
                #parse
            }
        }

        impl ::ods_runtime::asm::FieldPrinter for #class {
            fn print_field(&self, p: &mut ::ods_runtime::asm::AsmPrinter<'_>) {
                #print
            }

            fn print_qualified_field(&self, p: &mut ::ods_runtime::asm::AsmPrinter<'_>) {
                p.#print_full(self.0);
            }
        }
    }
}
