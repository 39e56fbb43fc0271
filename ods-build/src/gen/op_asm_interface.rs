//! `DeclareOpInterfaceMethods<OpAsmOpInterface, [...]>`: each method an op
//! overrides becomes a method of its `*Hooks` trait, and its registration
//! hands it to the printer and parser (`OpInfo`'s naming hooks and
//! default dialect), as the interface's model does in MLIR.

use super::op_cx::OpCx;
use proc_macro2::TokenStream;
use quote::quote;

const INTERFACE: &str = "OpAsmOpInterface";

/// One overridable method: its MLIR name, its signature in the hooks
/// trait, and how registration wires it (`C` the op, `H` its hooks).
struct Method {
    name: &'static str,
    signature: fn() -> TokenStream,
    /// From the op's class and the path its methods are called by
    /// (`<C as H>` for the hooks trait, `C` for the class's own).
    wiring: fn(&syn::Ident, &TokenStream) -> TokenStream,
}

const METHODS: &[Method] = &[
    Method {
        name: "getAsmResultNames",
        signature: || {
            quote! {
                /// Names the op's result groups when it prints in its custom
                /// form (`OpAsmOpInterface::getAsmResultNames`).
                fn get_asm_result_names(self, ctx: &Context, set_name: registry::SetValueNameFn<'_>);
            }
        },
        wiring: |c, h| {
            quote! {
                info.asm_result_names =
                    Some(|ctx, op, set| #h::get_asm_result_names(#c(op), ctx, set));
            }
        },
    },
    Method {
        name: "getAsmBlockArgumentNames",
        signature: || {
            quote! {
                /// Names the block arguments of `region`, one of the op's regions
                /// (`OpAsmOpInterface::getAsmBlockArgumentNames`).
                fn get_asm_block_argument_names(
                    self,
                    ctx: &Context,
                    region: RegionId,
                    set_name: registry::SetValueNameFn<'_>,
                );
            }
        },
        wiring: |c, h| {
            quote! {
                info.asm_block_arg_names = Some(|ctx, op, region, set| {
                    #h::get_asm_block_argument_names(#c(op), ctx, region, set)
                });
            }
        },
    },
    Method {
        name: "getAsmBlockNames",
        signature: || {
            quote! {
                /// Names blocks of the op's regions, printed `^name`
                /// (`OpAsmOpInterface::getAsmBlockNames`).
                fn get_asm_block_names(self, ctx: &Context, set_name: registry::SetBlockNameFn<'_>);
            }
        },
        wiring: |c, h| {
            quote! {
                info.asm_block_names =
                    Some(|ctx, op, set| #h::get_asm_block_names(#c(op), ctx, set));
            }
        },
    },
    Method {
        name: "getDefaultDialect",
        signature: || {
            quote! {
                /// The dialect whose ops drop their prefix in the op's regions, or
                /// `""` (`OpAsmOpInterface::getDefaultDialect`).
                fn get_default_dialect() -> &'static str;
            }
        },
        wiring: |_, h| {
            quote! {
                info.default_dialect =
                    Some(#h::get_default_dialect()).filter(|d| !d.is_empty());
            }
        },
    },
];

fn overridden<'c>(cx: &'c OpCx<'_>) -> impl Iterator<Item = &'static Method> + 'c {
    METHODS
        .iter()
        .filter(|m| cx.op.overrides(INTERFACE, m.name))
}

/// The methods the op's `extraClassDeclaration` defines while it lists the
/// interface without declaring them: as in C++, the class's own method is
/// the interface's for the op (`func.func`'s `getDefaultDialect`).
fn in_class<'c>(cx: &'c OpCx<'_>) -> impl Iterator<Item = &'static Method> + 'c {
    let extra = cx
        .op
        .extra_class_declaration
        .as_ref()
        .filter(|_| cx.op.interface(INTERFACE).is_some())
        .map_or("", |c| c.text.as_str());
    METHODS
        .iter()
        .filter(move |m| !cx.op.overrides(INTERFACE, m.name) && defines_fn(extra, m.name))
}

/// Whether Rust `code` defines a function named as the snake case of
/// `method`.
pub(super) fn defines_fn(code: &str, method: &str) -> bool {
    let name = super::code::snake_case(method);
    code.split("fn ").skip(1).any(|rest| {
        rest.strip_prefix(name.as_str())
            .is_some_and(|after| after.trim_start().starts_with(['(', '<']))
    })
}

/// Whether the op writes any of the interface's methods in Rust.
pub fn has_hooks(cx: &OpCx<'_>) -> bool {
    overridden(cx).next().is_some()
}

/// The hooks trait's methods for the overridden interface methods.
pub fn hook_signatures(cx: &OpCx<'_>) -> TokenStream {
    overridden(cx).map(|m| (m.signature)()).collect()
}

/// The statements of `try_register` that install them in `info`.
pub fn registration(cx: &OpCx<'_>) -> TokenStream {
    let (class, hooks) = (&cx.class, &cx.hooks);
    let by_hooks = quote!(<#class as #hooks>);
    let by_class = quote!(#class);
    overridden(cx)
        .map(|m| (m.wiring)(class, &by_hooks))
        .chain(in_class(cx).map(|m| (m.wiring)(class, &by_class)))
        .collect()
}
