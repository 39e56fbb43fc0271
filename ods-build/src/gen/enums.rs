//! Enums (`EnumInfo` defs), as `mlir-tblgen --gen-enum-decls/-defs` emits
//! them in C++: an integer enum becomes a Rust `enum`, a bit enum a flags
//! newtype ([`super::bit_enums`]). Each gets MLIR's conversions as methods
//! (`stringify`, `symbolize`, `from_int`, `max_value`, `Display`,
//! `FromStr`; `Default`, the case of value 0 or the first, what a property
//! holds before it is read; `CppDefault`, C++'s `E()`; `FieldParser`,
//! `FieldPrinter` and `print_as_field`, as a parameter or property) and as
//! free functions named from the def
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
use super::fn_text::{param, TextFn};
use super::op::string_literal;
use super::text_layout::{text_item, Arg, Call, Item};
use ods_spec::model::enums::is_keyword_case;
use ods_spec::model::{Enum, EnumCase};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

const OPTION: &str = "::std::option::Option";

/// A function whose signature is `head`, `params` and `tail`.
fn text_fn(doc: &'static [&'static str], head: &str, params: Vec<Arg>, tail: &str) -> TextFn {
    TextFn::new(doc, Call::new(head, params, tail))
}

/// A `match` on `scrutinee` with `arms`, one a line.
fn match_block(scrutinee: &str, arms: impl Iterator<Item = String>) -> Vec<(usize, String)> {
    let mut lines = vec![(0, format!("match {scrutinee} {{"))];
    lines.extend(arms.map(|arm| (1, arm)));
    lines.push((0, "}".to_string()));
    lines
}

/// The items of enum `e`; the functions written as text
/// ([`super::fn_text`]) go to `items`, their places held in the tokens.
pub fn generate(e: &Enum, items: &mut Vec<Box<dyn Item>>) -> Result<TokenStream> {
    let mut out = match e.bits {
        Some(_) => bit_enums::generate(e, items),
        None => int_enum(e, items),
    };
    out.extend(cpp_default(e));
    out.extend(field_impls(e));
    out.extend(display_from_str(e, items));
    out.extend(free_functions(e, items));
    out.extend(specialized_attr(e)?);
    Ok(out)
}

/// `CppDefault`: C++'s `E()` is the value 0, which an optional parameter
/// of the enum holds when absent.
fn cpp_default(e: &Enum) -> TokenStream {
    let name = type_ident(e);
    let value = match e.bits {
        Some(_) => quote!(self.0),
        None => quote!(self.to_int()),
    };
    quote! {
        impl ::ods_runtime::ods::cpp_default::CppDefault for #name {
            fn is_cpp_default(&self) -> bool {
                #value == 0
            }
        }
    }
}

/// `FieldParser`, `FieldPrinter` and `print_as_field`, MLIR's generated
/// `FieldParser` of the enum and its `operator<<` (EnumsGen's
/// `emitParserPrinter`), which read and print it as a parameter of an
/// attribute or type and as an enum property: a case
/// keyword or string, printed quoted when it is no keyword. A bit enum
/// printed quoted (`printBitEnumQuoted`) reads so too, its cases in one
/// string (`"a|b"`, split by `symbolize`); another reads case keywords
/// between its separators and prints its cases as they are.
fn field_impls(e: &Enum) -> TokenStream {
    let name = type_ident(e);
    let summary = &e.summary;
    let cases = e.cases.iter().map(|c| c.str.as_str());
    let cases = quote!(&[#(#cases),*]);
    let (parse, parse_optional, print) = match e.bits.as_ref().filter(|b| !b.print_quoted) {
        Some(b) => {
            let args = {
                let sep = &b.separator;
                quote!((p, #summary, #cases, #sep, Self::symbolize, |a, b| a | b))
            };
            (
                quote!(::ods_runtime::asm::parse_bit_enum_field #args),
                quote!(::ods_runtime::asm::parse_optional_bit_enum_field #args),
                quote!(::ods_runtime::asm::print_enum_case(p, self.stringify())),
            )
        }
        None => {
            let args = quote!((p, #summary, #cases, Self::symbolize));
            let print = match e.bits {
                Some(_) => {
                    let bare = quoted_bit_enum_bare(e);
                    quote!(::ods_runtime::asm::print_quoted_bit_enum_field(
                        p, self.stringify(), #bare))
                }
                None => quote!(::ods_runtime::asm::print_enum_field(p, self.stringify())),
            };
            (
                quote!(::ods_runtime::asm::parse_enum_field #args),
                quote!(::ods_runtime::asm::parse_optional_enum_field #args),
                print,
            )
        }
    };
    quote! {
        impl #name {
            /// Writes the value as MLIR's generated `operator<<` for the
            /// enum does, through an attribute's or an op's printer.
            pub fn print_as_field(self, p: &mut (impl ::std::fmt::Write + ?Sized)) {
                #print;
            }
        }

        impl ::ods_runtime::asm::FieldParser for #name {
            fn parse_field(
                p: &mut ::ods_runtime::asm::AsmParser<'_, '_>,
            ) -> ::ods_runtime::asm::PResult<Self> {
                #parse
            }

            fn parse_optional_field(
                p: &mut ::ods_runtime::asm::AsmParser<'_, '_>,
            ) -> ::ods_runtime::asm::PResult<::std::option::Option<Self>> {
                #parse_optional
            }
        }

        impl ::ods_runtime::asm::FieldPrinter for #name {
            fn print_field(&self, p: &mut ::ods_runtime::asm::AsmPrinter<'_>) {
                self.print_as_field(p);
            }
        }
    }
}

/// Whether `operator<<` of a bit enum printed quoted writes `self` bare:
/// never when no case is a keyword; when some case is none, for the value
/// of a keyword case only; else for a multi-bit case's value and for a
/// value of one bit or none (several bits go in quotes).
fn quoted_bit_enum_bare(e: &Enum) -> TokenStream {
    let keyword = |c: &&EnumCase| is_keyword_case(&c.str);
    if !e.cases.iter().any(|c| keyword(&c)) {
        return quote!(false);
    }
    let all_keywords = e.cases.iter().all(|c| keyword(&c));
    let values: Vec<Literal> = e
        .cases
        .iter()
        .filter(keyword)
        .filter(|c| !all_keywords || c.value.count_ones() > 1)
        .map(|c| value_lit(e, c.value))
        .collect();
    let cases = (!values.is_empty()).then(|| quote!(matches!(self.0, #(#values)|*)));
    match (all_keywords, cases) {
        (false, cases) => cases.unwrap_or_else(|| quote!(false)),
        (true, None) => quote!(self.0.count_ones() <= 1),
        (true, Some(cases)) => quote!(#cases || self.0.count_ones() <= 1),
    }
}

/// The rustdoc of the type.
fn type_doc(e: &Enum) -> TokenStream {
    docs::doc_attrs(&e.summary, &e.description)
}

fn int_enum(e: &Enum, items: &mut Vec<Box<dyn Item>>) -> TokenStream {
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
    let count = code::lit(e.cases.len());
    let conversions = int_conversions(e, &idents, items);
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

            #conversions
        }
    }
}

/// The conversions of an integer enum's cases (`stringify`, `symbolize`,
/// `from_int`, `to_int`, `max_value`, `to_attr`, `from_attr`), as
/// placeholders whose text goes to `items`.
fn int_conversions(e: &Enum, idents: &[syn::Ident], items: &mut Vec<Box<dyn Item>>) -> TokenStream {
    let int = int_type(e).to_string();
    let strs: Vec<String> = e.cases.iter().map(|c| string_literal(&c.str)).collect();
    let values: Vec<String> = e
        .cases
        .iter()
        .map(|c| value_lit(e, c.value).to_string())
        .collect();
    let some = |(key, id): (&String, &syn::Ident)| format!("{key} => {OPTION}::Some(Self::{id}),");
    let none = || std::iter::once(format!("_ => {OPTION}::None,"));
    let this = || vec![Arg::word("self".to_string())];
    let option_self = format!(") -> {OPTION}<Self> {{");
    let mut out = TokenStream::new();

    let doc = &["The string form of the case."];
    let mut f = text_fn(doc, "pub fn stringify(", this(), ") -> &'static str {");
    let arms = idents
        .iter()
        .zip(&strs)
        .map(|(id, s)| format!("Self::{id} => {s},"));
    f.block(match_block("self", arms));
    out.extend(text_item(items, f));

    let doc = &["The case whose string form is `s`."];
    let mut f = text_fn(
        doc,
        "pub fn symbolize(",
        vec![param("s", "&str")],
        &option_self,
    );
    f.block(match_block(
        "s",
        strs.iter().zip(idents).map(some).chain(none()),
    ));
    out.extend(text_item(items, f));

    let doc = &["The case of value `value`."];
    let mut f = text_fn(
        doc,
        "pub fn from_int(",
        vec![param("value", &int)],
        &option_self,
    );
    f.block(match_block(
        "value",
        values.iter().zip(idents).map(some).chain(none()),
    ));
    out.extend(text_item(items, f));

    let doc = &["The case's value."];
    let mut f = text_fn(
        doc,
        "pub const fn to_int(",
        this(),
        &format!(") -> {int} {{"),
    );
    f.line(format!("self as {int}"));
    out.extend(text_item(items, f));

    if e.all_explicit() {
        let max = e.cases.iter().map(|c| c.value).max().unwrap_or(0);
        let doc = &["The largest case value (`getMaxEnumValFor...`)."];
        let mut f = text_fn(
            doc,
            "pub const fn max_value(",
            Vec::new(),
            &format!(") -> {int} {{"),
        );
        f.line(value_lit(e, max).to_string());
        out.extend(text_item(items, f));
    }

    let doc = &["The case as a signless integer attribute of the enum's width."];
    let params = vec![
        Arg::word("self".to_string()),
        param("ctx", "&mut ::ods_runtime::Context"),
    ];
    let mut f = text_fn(
        doc,
        "pub fn to_attr(",
        params,
        ") -> ::ods_runtime::Attribute {",
    );
    let args = vec![
        Arg::word("ctx".to_string()),
        Arg::word(Literal::u32_unsuffixed(e.bitwidth).to_string()),
        Arg::word("::ods_runtime::Signedness::Signless".to_string()),
    ];
    let head = "let ty = ::ods_runtime::ods::convert::integer(";
    f.call(Call::new(head, args, ");"));
    let attr = "::ods_runtime::ods::convert::integer_attr(ctx, ty, i128::from(self.to_int()))";
    f.line(attr.to_string());
    out.extend(text_item(items, f));

    let doc = &[
        "The case an integer attribute holds; `None` for another",
        "attribute or a value that is no case.",
    ];
    let params = vec![
        param("ctx", "&::ods_runtime::Context"),
        param("attr", "::ods_runtime::Attribute"),
    ];
    let mut f = text_fn(doc, "pub fn from_attr(", params, &option_self);
    f.line(format!(
        "::ods_runtime::ods::convert::try_int::<{int}>(ctx, attr).and_then(Self::from_int)"
    ));
    out.extend(text_item(items, f));
    out
}

/// `Display` and `FromStr`, their functions written as text, which goes
/// to `items`.
fn display_from_str(e: &Enum, items: &mut Vec<Box<dyn Item>>) -> TokenStream {
    let name = type_ident(e);
    let class = string_literal(&e.class_name);
    let text = match e.bits {
        Some(_) => "&self.stringify()",
        None => "self.stringify()",
    };
    let params = vec![
        Arg::word("&self".to_string()),
        param("f", "&mut ::std::fmt::Formatter<'_>"),
    ];
    let mut fmt = text_fn(&[], "fn fmt(", params, ") -> ::std::fmt::Result {");
    fmt.line(format!("f.write_str({text})"));
    let fmt = text_item(items, fmt);
    let tail = ") -> ::std::result::Result<Self, Self::Err> {";
    let mut from_str = text_fn(&[], "fn from_str(", vec![param("s", "&str")], tail);
    from_str.line(format!(
        "Self::symbolize(s).ok_or_else(|| ::ods_runtime::ods::enums::UnknownCase::new({class}, s))"
    ));
    let from_str = text_item(items, from_str);
    quote! {
        impl ::std::fmt::Display for #name {
            #fmt
        }

        impl ::std::str::FromStr for #name {
            type Err = ::ods_runtime::ods::enums::UnknownCase;

            #from_str
        }
    }
}

/// The name of a free function from MLIR's C++ name.
fn fn_ident(cpp: &str) -> syn::Ident {
    code::make_ident(&code::snake_case(cpp))
}

/// MLIR's free conversion functions, written as text, which goes to
/// `items`.
fn free_functions(e: &Enum, items: &mut Vec<Box<dyn Item>>) -> TokenStream {
    let name = type_ident(e);
    let int = int_type(e).to_string();
    let to_string = fn_ident(&e.symbol_to_string_fn);
    let from_string = fn_ident(&e.string_to_symbol_fn);
    let string_type = match e.bits {
        Some(_) => "::std::string::String",
        None => "&'static str",
    };
    let option_name = format!(") -> {OPTION}<{name}> {{");
    let doc = &["The string form of `value` (MLIR's `symbolToStringFnName`)."];
    let head = format!("pub fn {to_string}(");
    let params = vec![param("value", &name.to_string())];
    let mut f = text_fn(doc, &head, params, &format!(") -> {string_type} {{"));
    f.line("value.stringify()".to_string());
    let mut out = text_item(items, f.free());

    let doc = &["The value whose string form is `s` (MLIR's `stringToSymbolFnName`)."];
    let head = format!("pub fn {from_string}(");
    let mut f = text_fn(doc, &head, vec![param("s", "&str")], &option_name);
    f.line(format!("{name}::symbolize(s)"));
    out.extend(text_item(items, f.free()));
    // MLIR leaves these out when a case has no declared value.
    if e.all_explicit() {
        let from_int = if e.underlying_to_symbol_fn == e.string_to_symbol_fn {
            code::make_ident(&format!("{from_string}_from_int"))
        } else {
            fn_ident(&e.underlying_to_symbol_fn)
        };
        let doc = &[
            "The value of the integer `value`, if it is one (MLIR's",
            "`underlyingToSymbolFnName`).",
        ];
        let head = format!("pub fn {from_int}(");
        let mut f = text_fn(doc, &head, vec![param("value", &int)], &option_name);
        f.line(format!("{name}::from_int(value)"));
        out.extend(text_item(items, f.free()));
        if e.bits.is_none() {
            let max = fn_ident(&e.max_enum_val_fn);
            let doc = &["The largest case value (MLIR's `maxEnumValFnName`)."];
            let head = format!("pub const fn {max}(");
            let mut f = text_fn(doc, &head, Vec::new(), &format!(") -> {int} {{"));
            f.line(format!("{name}::max_value()"));
            out.extend(text_item(items, f.free()));
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
