//! A dialect's `discardableAttrs`: the attributes named `<dialect>.<name>`
//! it defines for any op. MLIR generates a helper class per attribute (its
//! name, `getAttr`, `setAttr`, `isAttrPresent`, `removeAttr`); here they are
//! associated items of the dialect struct, and the dialect's
//! `verify_operation_attribute` checks their constraints before the user's
//! hook (`hasOperationAttrVerify`) sees them.

use super::arg_code::{const_builder_call, convert_from_storage, return_type};
use super::code::{self, Result};
use super::constraints::ConstraintFns;
use ods_spec::model::{Dialect, DiscardableAttr};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The helpers of every discardable attribute of `dialect`.
pub fn helpers(dialect: &Dialect) -> Result<TokenStream> {
    let mut out = TokenStream::new();
    for a in &dialect.discardable_attrs {
        out.extend(helper(dialect, a)?);
    }
    Ok(out)
}

fn full_name(dialect: &Dialect, a: &DiscardableAttr) -> String {
    format!("{}.{}", dialect.name, a.name())
}

/// What differs between a constraint and a handle type: the getter's type,
/// the conversion from the attribute (`attr`), and the setter of a value.
struct Access {
    value_type: TokenStream,
    convert: TokenStream,
    setter: Option<TokenStream>,
}

fn access(a: &DiscardableAttr) -> Result<Access> {
    match a {
        DiscardableAttr::Constraint(attr) => Ok(Access {
            value_type: return_type(attr)?,
            convert: convert_from_storage(attr, "attr")?,
            setter: const_builder_call(attr, "value")?.filter(|_| super::builders::converts(attr)),
        }),
        DiscardableAttr::Handle {
            rust_type, span, ..
        } => {
            let ty = handle_type(rust_type, *span)?;
            Ok(Access {
                convert: quote!(<#ty>::try_from(ctx, attr)),
                value_type: ty,
                setter: Some(quote!(::core::convert::Into::<Attribute>::into(value))),
            })
        }
    }
}

/// The Rust type of a handle entry.
fn handle_type(rust_type: &str, span: ods_spec::tablegen::source::Span) -> Result<TokenStream> {
    code::parse_type(rust_type, span, "a discardable attribute's type")
}

fn helper(dialect: &Dialect, a: &DiscardableAttr) -> Result<TokenStream> {
    let full = full_name(dialect, a);
    let snake = code::snake_case(a.name());
    let name_const = format_ident!("{}_ATTR_NAME", snake.to_uppercase());
    let get_attr = format_ident!("{snake}_attr");
    let get = code::make_ident(&snake);
    let has = format_ident!("has_{snake}");
    let set_attr = format_ident!("set_{snake}_attr");
    let set = format_ident!("set_{snake}");
    let remove = format_ident!("remove_{snake}");
    let Access {
        value_type,
        convert,
        setter,
    } = access(a)?;
    // A handle's conversion may fail; a constraint's holds once checked.
    let get_body = match a {
        DiscardableAttr::Constraint(_) => quote!(Self::#get_attr(ctx, op).map(|attr| #convert)),
        DiscardableAttr::Handle { .. } => {
            quote!(Self::#get_attr(ctx, op).and_then(|attr| #convert))
        }
    };
    let setter = setter.map(|build| {
        let doc = format!(" Sets `{full}` on `op` from its value.");
        quote! {
            #[doc = #doc]
            pub fn #set(ctx: &mut Context, op: OpId, value: #value_type) {
                let attr = #build;
                ctx.set_attr(op, Self::#name_const, Some(attr));
            }
        }
    });
    let what = match a {
        DiscardableAttr::Constraint(attr) => attr.summary.clone(),
        DiscardableAttr::Handle { rust_type, .. } => format!("`{rust_type}`"),
    };
    let name_doc = format!(" The name of the discardable attribute `{full}` ({what}).");
    let get_doc = format!(" The value of `{full}` on `op`, when it is there and valid.");
    let get_attr_doc =
        format!(" The attribute `{full}` on `op`, when it is there and valid (MLIR's `getAttr`).");
    let has_doc = format!(" Whether `op` has a valid `{full}` (MLIR's `isAttrPresent`).");
    let set_attr_doc = format!(" Sets `{full}` on `op`.");
    let remove_doc = format!(" Removes `{full}` from `op`.");
    Ok(quote! {
        #[doc = #name_doc]
        pub const #name_const: &'static str = #full;

        #[doc = #get_attr_doc]
        pub fn #get_attr(ctx: &Context, op: OpId) -> Option<Attribute> {
            ctx.get_attr(op, Self::#name_const)
                .filter(|&attr| Self::discardable_attr_error(ctx, Self::#name_const, attr).is_none())
        }

        #[doc = #get_doc]
        pub fn #get(ctx: &Context, op: OpId) -> Option<#value_type> {
            #get_body
        }

        #[doc = #has_doc]
        pub fn #has(ctx: &Context, op: OpId) -> bool {
            Self::#get_attr(ctx, op).is_some()
        }

        #[doc = #set_attr_doc]
        pub fn #set_attr(ctx: &mut Context, op: OpId, attr: Attribute) {
            ctx.set_attr(op, Self::#name_const, Some(attr));
        }

        #setter

        #[doc = #remove_doc]
        pub fn #remove(ctx: &mut Context, op: OpId) {
            ctx.set_attr(op, Self::#name_const, None);
        }
    })
}

/// `discardable_attr_error`, the message of a discardable attribute that
/// fails its constraint, and the dialect's attribute verifier: that check,
/// as an op error in the words of ODS's attribute constraints, then the
/// user's hook, if any.
pub fn verifier(
    dialect: &Dialect,
    constraint_fns: &ConstraintFns,
    user_hook: Option<TokenStream>,
) -> Result<TokenStream> {
    let mut arms = Vec::new();
    for a in &dialect.discardable_attrs {
        let full = full_name(dialect, a);
        let (check, what) = match a {
            DiscardableAttr::Constraint(attr) => match constraint_fns.function(attr.constraint) {
                Some(check) => (quote!(#check(ctx, attr)), attr.summary.clone()),
                None => continue,
            },
            DiscardableAttr::Handle {
                rust_type, span, ..
            } => {
                let ty = handle_type(rust_type, *span)?;
                (
                    quote!(<#ty>::try_from(ctx, attr).is_some()),
                    rust_type.clone(),
                )
            }
        };
        let message = format!("attribute '{full}' failed to satisfy constraint: {what}");
        arms.push(quote!(#full if !#check => Some(#message),));
    }
    let (ctx, attr) = if arms.is_empty() {
        (quote!(_ctx), quote!(_attr))
    } else {
        (quote!(ctx), quote!(attr))
    };
    let user = user_hook.map(|call| quote!(#call(ctx, op, name, attr)?;));
    Ok(quote! {
        /// Why the discardable attribute `name` of the dialect is invalid:
        /// the constraint it fails, or `None` (also for names the dialect
        /// does not define).
        pub fn discardable_attr_error(#ctx: &Context, name: &str, #attr: Attribute) -> Option<&'static str> {
            match name {
                #(#arms)*
                _ => None,
            }
        }

        /// Checks the attribute `name` of the dialect on `op`: a
        /// discardable attribute's constraint, then the dialect's own
        /// verifier (MLIR's `verifyOperationAttribute`).
        pub fn verify_op_attr(
            ctx: &Context,
            op: OpId,
            name: &str,
            attr: Attribute,
        ) -> Result<(), Diagnostic> {
            if let Some(message) = Self::discardable_attr_error(ctx, name, attr) {
                return Err(ods_op::op_error(ctx, op, message));
            }
            #user
            Ok(())
        }
    })
}
