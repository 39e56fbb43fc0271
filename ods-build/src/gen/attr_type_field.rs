//! A definition read and printed after its mnemonic, and as a parameter of
//! another one: MLIR prints a parameter whose C++ type is a def's class
//! without `!dialect.mnemonic` when the class has a `print` of its own
//! (`printStrippedAttrOrType`), and reads it with or without the prefix
//! (`parseCustomTypeWithFallback`). This writes the handle's `parse_body`
//! (which the dialect's parser calls after the mnemonic too) and its
//! `FieldParser`/`FieldPrinter` impls.

use super::attr_type_def::DefCx;
use super::code::{self, Result};
use super::fn_text::{param, TextFn};
use super::text_layout::{text_item, Arg, Call, Item};
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
/// otherwise and for `qualified(...)`. Their functions are written as text
/// ([`super::fn_text`]), which goes to `items`.
pub fn field_impls(cx: &DefCx<'_>, items: &mut Vec<Box<dyn Item>>) -> TokenStream {
    let def = cx.def;
    let class = &cx.class;
    let (fallback, of_kind, print_full) = match def.kind {
        DefKind::Type => (
            "parse_custom_type_with_fallback",
            "parse_type_of_kind",
            "print_type",
        ),
        DefKind::Attr => (
            "parse_custom_attribute_with_fallback",
            "parse_attribute_of_kind",
            "print_attribute",
        ),
    };
    let word = |text: String| Arg::word(text);
    // Types name their kind in the error, as MLIR's `TypeT::name` does.
    let mut args: Vec<Arg> = (def.kind == DefKind::Type)
        .then(|| match &def.mnemonic {
            Some(_) => word("Some(Self::NAME)".to_string()),
            None => word("None".to_string()),
        })
        .into_iter()
        .collect();
    args.push(word(format!("{class}::try_from")));
    let signature = Call::new(
        "fn parse_field(",
        vec![param("p", "&mut ::ods_runtime::asm::AsmParser<'_, '_>")],
        ") -> ::ods_runtime::asm::PResult<Self> {",
    );
    let mut parse = TextFn::new(&[], signature);
    let print_signature = |name: &str| {
        let params = vec![
            word("&self".to_string()),
            param("p", "&mut ::ods_runtime::asm::AsmPrinter<'_>"),
        ];
        Call::new(&format!("fn {name}("), params, ") {")
    };
    let mut print = TextFn::new(&[], print_signature("print_field"));
    if has_body(def) {
        let self_type = if def.kind == DefKind::Attr {
            ", None"
        } else {
            ""
        };
        args.push(word(format!("|p| {class}::parse_body(p{self_type})")));
        parse.call(Call::new(&format!("p.{fallback}("), args, ")"));
        print.block(vec![
            (0, "if !p.print_alias(self.0) {".to_string()),
            (1, "let ctx = p.ctx();".to_string()),
            (
                1,
                "self.storage(ctx).print_body(self.0.into(), p);".to_string(),
            ),
            (0, "}".to_string()),
        ]);
    } else {
        parse.call(Call::new(&format!("p.{of_kind}("), args, ")"));
        print.line(format!("p.{print_full}(self.0);"));
    }
    let mut qualified = TextFn::new(&[], print_signature("print_qualified_field"));
    qualified.line(format!("p.{print_full}(self.0);"));
    let parse = text_item(items, parse);
    let mut print_fns = text_item(items, print);
    print_fns.extend(text_item(items, qualified));
    quote! {
        impl ::ods_runtime::asm::FieldParser for #class {
            #parse
        }

        impl ::ods_runtime::asm::FieldPrinter for #class {
            #print_fns
        }
    }
}
