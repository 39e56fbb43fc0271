//! Property variables of an op format: the Rust the property's own
//! `printer`, `parser` and `optionalParser` give (MLIR's generated
//! lambdas over `getProperties().x` and `getOrAddProperties<...>().x`),
//! and the default comparisons that elide them.

use super::super::arg_code::{prop_default, prop_from_attr, prop_to_attr};
use super::super::code::{self, Kind, Result};
use super::super::op_cx::OpCx;
use ods_spec::model::{Code, PropDef};
use proc_macro2::TokenStream;
use quote::quote;

/// Prints the value of `prop` (in `print`, which sees `self` and `p`).
pub fn print(cx: &OpCx<'_>, prop: &PropDef) -> Result<TokenStream> {
    let getter = &cx.getters(&prop.name, "")[0];
    let printer = code_of(prop, &prop.printer, "printer");
    let printer = code::parse_code(
        printer,
        &[
            ("_printer", "p"),
            ("_storage", "__value"),
            ("_ctxt", "p.ctx()"),
        ],
        Kind::Block,
        "the property's printer",
    )?;
    // Owned, so that the context is free while the value prints.
    Ok(quote! {{
        let __value = self.#getter(p.ctx()).to_owned();
        #printer
    }})
}

/// Whether `prop` holds its default value, as an expression in `print`.
pub fn is_default(cx: &OpCx<'_>, prop: &PropDef) -> Result<TokenStream> {
    let getter = &cx.getters(&prop.name, "")[0];
    let default = prop
        .default_value
        .as_ref()
        .expect("the model checks anchors have a default");
    let default = code::parse_code(
        default,
        &[("_ctxt", "p.ctx()")],
        Kind::Expr,
        "the property's default value",
    )?;
    // A call, not `==`: the generated code stays clear of clippy's
    // comparisons with `false`.
    Ok(quote!(::std::cmp::PartialEq::eq(&self.#getter(p.ctx()), &(#default))))
}

/// Reads `prop` with its `parser` (in `parse`, which sees `p` and
/// `state`), or MLIR's `invalid value for property x, expected ...` after
/// the parser's own error (alone after a silent failure, MLIR's bare
/// `failure()`).
pub fn parse(prop: &PropDef) -> Result<TokenStream> {
    let body = parser_code(code_of(prop, &prop.parser, "parser"), "parser")?;
    let storage = storage_type(prop)?;
    let set = set_state(prop, "__storage")?;
    let message = format!(
        "invalid value for property {}, expected {}",
        prop.name, prop.summary
    );
    Ok(quote! {{
        fn __read(
            p: &mut OpAsmParser<'_, '_>,
            __storage: &mut #storage,
        ) -> PResult<()> {
            #body
            Ok(())
        }
        let __at = p.current_location();
        let mut __storage: #storage = ::std::default::Default::default();
        if let Err(mut e) = __read(p, &mut __storage) {
            let after = p.emit_error(__at, #message);
            if e.message.is_empty() {
                return Err(after);
            }
            e.follow_ups.push((after.offset, after.message));
            return Err(e);
        }
        #set
    }})
}

/// `prop` read with its `optionalParser` as the first element of an
/// optional group: `then` when it was there, else `otherwise`.
pub fn parse_optional(
    prop: &PropDef,
    then: TokenStream,
    otherwise: Option<TokenStream>,
) -> Result<TokenStream> {
    let parser = code_of(prop, &prop.optional_parser, "optionalParser");
    let body = parser_code(parser, "optionalParser")?;
    let storage = storage_type(prop)?;
    let set = set_state(prop, "__storage")?;
    Ok(quote! {{
        fn __read_optional(
            p: &mut OpAsmParser<'_, '_>,
            __storage: &mut #storage,
        ) -> PResult<bool> {
            #body
        }
        let mut __storage: #storage = ::std::default::Default::default();
        if __read_optional(p, &mut __storage)? {
            #set
            #then
        } #otherwise
    }})
}

/// Sets the unit property `prop` of the op being parsed: its anchor was
/// read.
pub fn set_unit(prop: &PropDef) -> Result<TokenStream> {
    let key = &prop.name;
    let to_attr = prop_to_attr(prop, "true")?;
    Ok(quote! {{
        let ctx = p.ctx();
        let __attr = #to_attr;
        ods_op::set_state_prop(ctx, state, #key, Some(__attr));
    }})
}

/// How `parse_name` of a `custom<Name>` directive gets `prop`: the
/// statement binding `local` to its storage as parsed so far (MLIR's
/// `getOrAddProperties<Properties>().x`: the value already set, else its
/// default), the argument (`&mut` when the directive reads it, `&` for
/// `ref`), and the statement storing what it read.
pub fn custom_arg(
    prop: &PropDef,
    local: &syn::Ident,
    read: bool,
) -> Result<(TokenStream, TokenStream, TokenStream)> {
    let key = &prop.name;
    let storage = storage_type(prop)?;
    let from_attr = prop_from_attr(prop)?;
    let default = match prop_default(prop)? {
        Some(d) => quote!((#d).to_owned()),
        None => quote!(::std::default::Default::default()),
    };
    let so_far = quote! {{
        let ctx = p.ctx();
        match ods_op::get_state_prop(ctx, state, #key).and_then(|attr| #from_attr) {
            Some(__v) => __v.to_owned(),
            None => #default,
        }
    }};
    if !read {
        return Ok((
            quote!(let #local: #storage = #so_far;),
            quote!(&#local),
            TokenStream::new(),
        ));
    }
    let set = set_state(prop, &local.to_string())?;
    Ok((
        quote!(let mut #local: #storage = #so_far;),
        quote!(&mut #local),
        set,
    ))
}

/// Whether the format can print and read `prop` (it has the code), and
/// with `optionalParser` when it leads an optional group.
pub fn has_syntax(prop: &PropDef, leads_group: bool) -> bool {
    let parser = if leads_group {
        &prop.optional_parser
    } else {
        &prop.parser
    };
    prop.printer.is_some() && parser.is_some()
}

/// Sets `prop` of the op being parsed from the local `storage`.
fn set_state(prop: &PropDef, storage: &str) -> Result<TokenStream> {
    let key = &prop.name;
    let to_attr = prop_to_attr(prop, storage)?;
    Ok(quote! {{
        let ctx = p.ctx();
        let __attr = #to_attr;
        ods_op::set_state_prop(ctx, state, #key, Some(__attr));
    }})
}

fn parser_code(parser: &Code, what: &str) -> Result<TokenStream> {
    code::parse_code(
        parser,
        &[
            ("_parser", "p"),
            ("_storage", "(*__storage)"),
            ("_ctxt", "p.ctx()"),
        ],
        Kind::Block,
        &format!("the property's {what}"),
    )
}

fn storage_type(prop: &PropDef) -> Result<TokenStream> {
    code::parse_type(&prop.storage_type, prop.span, "the property's storageType")
}

/// The property's `field` code; `supported` checks it is there.
fn code_of<'p>(prop: &PropDef, code: &'p Option<Code>, field: &str) -> &'p Code {
    code.as_ref().unwrap_or_else(|| {
        unreachable!("`supported` checks property '{}' has a {field}", prop.name)
    })
}
