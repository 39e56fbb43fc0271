//! Boolean builder parameters as two-valued enums, so that a call says
//! what it sets: `IfOp::create_with_else_region(&mut b, loc, cond,
//! flags::WithElseRegion::Yes)` where a bare `true` would leave the reader
//! to look up the signature. Each module with such ops gets a `flags`
//! module holding one enum per parameter name (a unit attribute's, a
//! custom builder's `bool`); the builders turn it back into the `bool`
//! their bodies and hooks take.

use super::code;
use ods_spec::model::Op;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use std::collections::BTreeSet;

/// Whether a builder parameter of type `ty` is a flag.
pub fn is_flag(ty: &TokenStream) -> bool {
    ty.to_string() == "bool"
}

/// The enum of flag parameter `name`, from the op's module.
pub fn flag_type(name: &str) -> TokenStream {
    let ty = enum_name(name);
    quote!(flags::#ty)
}

/// `id` (a flag) as the `bool` it stands for.
pub fn flag_value(name: &str, id: &syn::Ident) -> TokenStream {
    let ty = flag_type(name);
    quote!(#id == #ty::Yes)
}

fn enum_name(name: &str) -> syn::Ident {
    let snake = code::snake_case(name);
    let camel: String = snake
        .split('_')
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect();
    format_ident!("{}", camel)
}

/// The names of the flag parameters of `op`'s builders: its unit
/// attributes (the default builders take their values) and its custom
/// builders' `bool` parameters.
pub fn op_flags(op: &Op) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    if !op.skip_default_builders {
        names.extend(
            op.attributes
                .iter()
                .filter(|a| a.is_unit)
                .map(|a| code::snake_case(&a.name)),
        );
    }
    for b in &op.builders {
        names.extend(
            b.params
                .iter()
                .filter(|p| p.ty.text.trim() == "bool")
                .map(|p| code::snake_case(&p.name)),
        );
    }
    names
}

/// The `flags` module of the ops of one module, if any has a flag.
pub fn flags_module<'a>(ops: impl Iterator<Item = &'a Op>) -> Option<TokenStream> {
    let names: BTreeSet<String> = ops.flat_map(op_flags).collect();
    if names.is_empty() {
        return None;
    }
    let enums = names.iter().map(|name| {
        let ty = enum_name(name);
        let doc = format!(" Builder parameter `{name}`: whether it is set.");
        quote! {
            #[doc = #doc]
            #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
            pub enum #ty {
                /// Not set (`false`).
                #[default]
                No,
                /// Set (`true`).
                Yes,
            }

            impl From<bool> for #ty {
                fn from(set: bool) -> Self {
                    if set { Self::Yes } else { Self::No }
                }
            }
        }
    });
    Some(quote! {
        /// The builders' flag parameters, one enum each, so that a call
        /// names what it sets (`Yes`) or leaves (`No`).
        pub mod flags {
            #(#enums)*
        }
    })
}
