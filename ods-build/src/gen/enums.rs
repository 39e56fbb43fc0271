//! Enums (`EnumInfo` defs), as `mlir-tblgen --gen-enum-decls/-defs` emits
//! them in C++: an integer enum becomes a Rust `enum`, a bit enum a flags
//! newtype ([`super::bit_enums`]). Each gets MLIR's conversions as methods
//! (`stringify`, `symbolize`, `from_int`, `max_value`, `Display`,
//! `FromStr`; `Default`, the case of value 0 or the first, what a property
//! holds before it is read) and as free functions named from the def
//! (`symbolToStringFnName` → `stringify_cmp_predicate`, ...), its
//! attribute form (`to_attr`/`from_attr`), and with `genSpecializedAttr`
//! a typed attribute handle.
//!
//! Free-function names are the snake case of MLIR's C++ names. MLIR names
//! the string and the integer conversions alike (`symbolizeX`, two C++
//! overloads); when they are alike the integer one gets `_from_int`.

use super::bit_enums;
use super::code::{self, Result};
use super::docs;
use super::enum_names::{int_type, type_ident, value_lit};
use ods_spec::model::Enum;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The items of enum `e`.
pub fn generate(e: &Enum) -> Result<TokenStream> {
    let mut out = match e.bits {
        Some(_) => bit_enums::generate(e),
        None => int_enum(e),
    };
    out.extend(display_from_str(e));
    out.extend(free_functions(e));
    out.extend(specialized_attr(e)?);
    Ok(out)
}

/// The rustdoc of the type.
fn type_doc(e: &Enum) -> TokenStream {
    docs::doc_attrs(&e.summary, &e.description)
}

fn int_enum(e: &Enum) -> TokenStream {
    let name = type_ident(e);
    let int = int_type(e);
    let doc = type_doc(e);
    let repr = e.underlying.as_ref().map(|_| quote!(#[repr(#int)]));
    // `Default`, what a property's storage holds before a value is read:
    // C++'s zero value, the case of value 0, else the first case.
    let default_case = e.cases.iter().position(|c| c.value == 0).unwrap_or(0);
    let default_derive = (!e.cases.is_empty()).then(|| quote!(Default,));
    let variants = e.cases.iter().enumerate().map(|(i, c)| {
        let v = code::make_ident(&c.rust_name);
        let doc = format!(" `{}` (C++ `{}`).", c.str, c.symbol);
        let value = c.explicit.then(|| {
            let lit = value_lit(e, c.value);
            quote!(= #lit)
        });
        let default = (i == default_case).then(|| quote!(#[default]));
        quote!(#[doc = #doc] #default #v #value)
    });
    let idents: Vec<syn::Ident> = e
        .cases
        .iter()
        .map(|c| code::make_ident(&c.rust_name))
        .collect();
    let strs: Vec<&str> = e.cases.iter().map(|c| c.str.as_str()).collect();
    let values: Vec<Literal> = e.cases.iter().map(|c| value_lit(e, c.value)).collect();
    let count = code::lit(e.cases.len());
    let max = e.all_explicit().then(|| {
        let lit = value_lit(e, e.cases.iter().map(|c| c.value).max().unwrap_or(0));
        quote! {
            /// The largest case value (`getMaxEnumValFor...`).
            pub const fn max_value() -> #int {
                #lit
            }
        }
    });
    let width = Literal::u32_unsuffixed(e.bitwidth);
    quote! {
        #doc
        #[derive(Clone, Copy, Debug, #default_derive PartialEq, Eq, Hash, PartialOrd, Ord)]
        #repr
        #[allow(non_camel_case_types)]
        pub enum #name {
            #(#variants,)*
        }

        impl #name {
            /// Every case, in declaration order.
            pub const CASES: [Self; #count] = [#(Self::#idents),*];

            /// The string form of the case.
            pub fn stringify(self) -> &'static str {
                match self {
                    #(Self::#idents => #strs,)*
                }
            }

            /// The case whose string form is `s`.
            pub fn symbolize(s: &str) -> ::std::option::Option<Self> {
                match s {
                    #(#strs => ::std::option::Option::Some(Self::#idents),)*
                    _ => ::std::option::Option::None,
                }
            }

            /// The case of value `value`.
            pub fn from_int(value: #int) -> ::std::option::Option<Self> {
                match value {
                    #(#values => ::std::option::Option::Some(Self::#idents),)*
                    _ => ::std::option::Option::None,
                }
            }

            /// The case's value.
            pub const fn to_int(self) -> #int {
                self as #int
            }

            #max

            /// The case as a signless integer attribute of the enum's width.
            pub fn to_attr(self, ctx: &mut ::ods_runtime::Context) -> ::ods_runtime::Attribute {
                let ty = ::ods_runtime::ods::convert::integer(
                    ctx, #width, ::ods_runtime::Signedness::Signless);
                ::ods_runtime::ods::convert::integer_attr(ctx, ty, i128::from(self.to_int()))
            }

            /// The case an integer attribute holds; `None` for another
            /// attribute or a value that is no case.
            pub fn from_attr(
                ctx: &::ods_runtime::Context,
                attr: ::ods_runtime::Attribute,
            ) -> ::std::option::Option<Self> {
                ::ods_runtime::ods::convert::try_int::<#int>(ctx, attr).and_then(Self::from_int)
            }
        }
    }
}

fn display_from_str(e: &Enum) -> TokenStream {
    let name = type_ident(e);
    let class = &e.class_name;
    let text = match e.bits {
        Some(_) => quote!(&self.stringify()),
        None => quote!(self.stringify()),
    };
    quote! {
        impl ::std::fmt::Display for #name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(#text)
            }
        }

        impl ::std::str::FromStr for #name {
            type Err = ::ods_runtime::ods::enums::UnknownCase;

            fn from_str(s: &str) -> ::std::result::Result<Self, Self::Err> {
                Self::symbolize(s)
                    .ok_or_else(|| ::ods_runtime::ods::enums::UnknownCase::new(#class, s))
            }
        }
    }
}

/// The name of a free function from MLIR's C++ name.
fn fn_ident(cpp: &str) -> syn::Ident {
    code::make_ident(&code::snake_case(cpp))
}

fn free_functions(e: &Enum) -> TokenStream {
    let name = type_ident(e);
    let int = int_type(e);
    let to_string = fn_ident(&e.symbol_to_string_fn);
    let from_string = fn_ident(&e.string_to_symbol_fn);
    let string_type = match e.bits {
        Some(_) => quote!(::std::string::String),
        None => quote!(&'static str),
    };
    let mut out = quote! {
        /// The string form of `value` (MLIR's `symbolToStringFnName`).
        pub fn #to_string(value: #name) -> #string_type {
            value.stringify()
        }

        /// The value whose string form is `s` (MLIR's `stringToSymbolFnName`).
        pub fn #from_string(s: &str) -> ::std::option::Option<#name> {
            #name::symbolize(s)
        }
    };
    // MLIR leaves these out when a case has no declared value.
    if e.all_explicit() {
        let from_int = if e.underlying_to_symbol_fn == e.string_to_symbol_fn {
            code::make_ident(&format!("{from_string}_from_int"))
        } else {
            fn_ident(&e.underlying_to_symbol_fn)
        };
        out.extend(quote! {
            /// The value of the integer `value`, if it is one (MLIR's
            /// `underlyingToSymbolFnName`).
            pub fn #from_int(value: #int) -> ::std::option::Option<#name> {
                #name::from_int(value)
            }
        });
        if e.bits.is_none() {
            let max = fn_ident(&e.max_enum_val_fn);
            out.extend(quote! {
                /// The largest case value (MLIR's `maxEnumValFnName`).
                pub const fn #max() -> #int {
                    #name::max_value()
                }
            });
        }
    }
    out
}

fn specialized_attr(e: &Enum) -> Result<TokenStream> {
    let Some(attr) = &e.specialized_attr else {
        return Ok(TokenStream::new());
    };
    let name = type_ident(e);
    let attr_name = code::make_ident(&attr.class_name);
    let uses_ctx = attr.predicate.expr.contains("$_ctxt");
    let ctx = code::make_ident(if uses_ctx { "ctx" } else { "_ctx" });
    let pred = code::parse_pred(
        &attr.predicate,
        &[("_self", "attr"), ("_ctxt", &ctx.to_string())],
        &format!("the predicate of '{}'", e.def_name),
        e.span,
    )?;
    let pred = super::constraints::strip_parens(pred);
    let doc = format!(
        " The attribute form of [`{}`]: a signless {}-bit integer attribute holding one of its values.",
        e.class_name, e.bitwidth
    );
    let missing = format!(
        "a {} attribute holds a {} value",
        attr.class_name, e.class_name
    );
    Ok(quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct #attr_name(::ods_runtime::Attribute);

        impl #attr_name {
            /// The attribute of `value`.
            pub fn get(ctx: &mut ::ods_runtime::Context, value: #name) -> Self {
                Self(value.to_attr(ctx))
            }

            /// `attr` seen as this attribute, if it is one.
            pub fn try_from(
                #ctx: &::ods_runtime::Context,
                attr: ::ods_runtime::Attribute,
            ) -> ::std::option::Option<Self> {
                (#pred).then_some(Self(attr))
            }

            /// The value the attribute holds.
            pub fn value(self, ctx: &::ods_runtime::Context) -> #name {
                match #name::from_attr(ctx, self.0) {
                    ::std::option::Option::Some(v) => v,
                    ::std::option::Option::None => unreachable!(#missing),
                }
            }

            /// The attribute itself.
            pub fn attr(self) -> ::ods_runtime::Attribute {
                self.0
            }
        }

        impl ::std::convert::From<#attr_name> for ::ods_runtime::Attribute {
            fn from(a: #attr_name) -> Self {
                a.0
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn function_names_are_snake_case() {
        assert_eq!(
            fn_ident("symbolizeCmpIPredicate").to_string(),
            "symbolize_cmp_i_predicate"
        );
        assert_eq!(
            fn_ident("getMaxEnumValForLevel").to_string(),
            "get_max_enum_val_for_level"
        );
    }
}
