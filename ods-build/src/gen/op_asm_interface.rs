//! `DeclareOpInterfaceMethods<OpAsmOpInterface, [...]>`: each method an op
//! overrides becomes a method of its `*Hooks` trait, and its registration
//! hands it to the printer and parser (`OpInfo`'s naming hooks and
//! default dialect), as the interface's model does in MLIR.

use super::op::OpCx;
use proc_macro2::TokenStream;
use quote::quote;

const INTERFACE: &str = "OpAsmOpInterface";

/// One overridable method: its MLIR name, its signature in the hooks
/// trait, and how registration wires it (`C` the op, `H` its hooks).
struct Method {
    name: &'static str,
    signature: fn() -> TokenStream,
    wiring: fn(&syn::Ident, &syn::Ident) -> TokenStream,
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
                    Some(|ctx, op, set| <#c as #h>::get_asm_result_names(#c(op), ctx, set));
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
                    <#c as #h>::get_asm_block_argument_names(#c(op), ctx, region, set)
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
                    Some(|ctx, op, set| <#c as #h>::get_asm_block_names(#c(op), ctx, set));
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
        wiring: |c, h| {
            quote! {
                info.default_dialect =
                    Some(<#c as #h>::get_default_dialect()).filter(|d| !d.is_empty());
            }
        },
    },
];

fn overridden<'c>(cx: &'c OpCx<'_>) -> impl Iterator<Item = &'static Method> + 'c {
    METHODS
        .iter()
        .filter(|m| cx.op.overrides(INTERFACE, m.name))
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
    overridden(cx)
        .map(|m| (m.wiring)(&cx.class, &cx.hooks))
        .collect()
}
