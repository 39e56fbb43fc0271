//! Op interfaces into Rust, as MLIR's `OpInterfacesGen` splits them:
//!
//! | MLIR | Rust |
//! |---|---|
//! | `N::Trait`, what an op implements | trait `NImpl` (required methods, defaults, `extraTraitClassDeclaration`) |
//! | `N::Concept` / `Model<Op>`, the functions of one op type | struct `NConcept`, `NConcept::of::<Op>()` |
//! | `N`, the handle on any op that has it | struct `N`: `N::try_from(ctx, op)`, one method per interface method |
//!
//! Registering an op that lists `N` stores its `NConcept` in the op's
//! interface map, where `N::try_from` finds it. Instance methods take the
//! op (`self`) and `ctx: &mut Context`, static ones only `ctx: &Context`
//! (a verifier calls them); `$_op` in a body is the op. The prelude's
//! interfaces are generated once, into `ods_runtime::interfaces::prelude`
//! (`ods-tblgen --gen-prelude-interfaces`), so that every crate's ops share
//! their types.

use super::code::{self, Kind, Result};
use ods_spec::model::interface::{InterfaceDef, InterfaceKind, Method};
use ods_spec::model::{Code, Model, Op, Trait};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The names of an interface's generated items.
struct Names {
    handle: syn::Ident,
    trait_: syn::Ident,
    concept: syn::Ident,
}

fn names(iface: &InterfaceDef) -> Names {
    let handle = code::make_ident(&iface.name);
    Names {
        trait_: format_ident!("{}Impl", handle),
        concept: format_ident!("{}Concept", handle),
        handle,
    }
}

/// One method's Rust signature pieces.
struct Signature {
    name: syn::Ident,
    /// `name: Type` of each argument.
    params: Vec<TokenStream>,
    /// The argument names.
    args: Vec<syn::Ident>,
    /// The argument types.
    types: Vec<TokenStream>,
    /// `-> T`, or nothing.
    ret: TokenStream,
    doc: TokenStream,
}

fn signature(iface: &InterfaceDef, m: &Method) -> Result<Signature> {
    let what = format!("a type of method '{}' of '{}'", m.name, iface.def_name);
    let mut params = Vec::new();
    let mut args = Vec::new();
    let mut types = Vec::new();
    for (name, ty) in &m.args {
        let id = code::ident(name);
        let ty = code::parse(ty, iface.span, Kind::Type, &what)?;
        params.push(quote!(#id: #ty));
        args.push(id);
        types.push(ty);
    }
    // `-> T`, nothing for `()`.
    let ret = if m.return_type == "()" {
        TokenStream::new()
    } else {
        let t = code::parse(&m.return_type, iface.span, Kind::Type, &what)?;
        quote!(-> #t)
    };
    Ok(Signature {
        name: code::ident(&m.name),
        params,
        args,
        types,
        ret,
        doc: super::docs::doc_attrs(&m.description, ""),
    })
}

/// A method body with `$_op` as `op`.
fn body(code_: &Code, op: &str, what: &str) -> Result<TokenStream> {
    code::parse_code(code_, &[("_op", op), ("_self", op)], Kind::Block, what)
}

/// The items of one op interface, for its namespace's module.
pub fn generate(model: &Model, iface: &InterfaceDef) -> Result<TokenStream> {
    if iface.kind != InterfaceKind::Op {
        return Ok(TokenStream::new());
    }
    let Names {
        handle,
        trait_,
        concept,
    } = names(iface);
    let iface_name = &iface.name;
    let mut trait_items = TokenStream::new();
    let mut fields = TokenStream::new();
    let mut inits = TokenStream::new();
    let mut shims = TokenStream::new();
    let mut forwards = TokenStream::new();
    for m in &iface.methods {
        let s = signature(iface, m)?;
        let Signature {
            name,
            params,
            args,
            types,
            ret,
            doc,
        } = &s;
        let shim = format_ident!("{}_of", name);
        let what = format!("the body of method '{}' of '{}'", m.name, iface.def_name);
        // A static method has no op and reads the context; an instance
        // method takes the op and may change the IR.
        let (receiver, ctx_ty, op_param, op_arg, target) = if m.is_static {
            (quote!(), quote!(&Context), quote!(), quote!(), quote!(T::))
        } else {
            (
                quote!(self,),
                quote!(&mut Context),
                quote!(op: OpId,),
                quote!(self.op,),
                quote!(T::from_id_unchecked(op).),
            )
        };
        let op_type = (!m.is_static).then(|| quote!(OpId,));
        fields.extend(quote! { #doc pub #name: fn(#op_type #ctx_ty, #(#types),*) #ret, });
        forwards.extend(quote! {
            #doc
            pub fn #name(self, ctx: #ctx_ty, #(#params),*) #ret {
                (self.concept.#name)(#op_arg ctx, #(#args),*)
            }
        });
        inits.extend(quote!(#name: Self::#shim::<T>,));
        // A shared body (`methodBody`) is the same for every op: the shim
        // runs it; otherwise the shim calls the op's implementation, which
        // may be the trait's default (`defaultImplementation`).
        let shim_body = match &m.body {
            Some(b) => {
                let b = body(b, "op", &what)?;
                let op =
                    (!m.is_static).then(|| quote!(let op = T::from_id_unchecked(op); let _ = &op;));
                quote!(#op let _ = &ctx; #b)
            }
            None => {
                let default = m
                    .default_body
                    .as_ref()
                    .map(|d| body(d, "self", &what))
                    .transpose()?;
                let tail = default.map_or_else(|| quote!(;), |b| quote!({ #b }));
                trait_items.extend(quote! {
                    #doc
                    fn #name(#receiver ctx: #ctx_ty, #(#params),*) #ret #tail
                });
                quote!(#target #name(ctx, #(#args),*))
            }
        };
        shims.extend(quote! {
            fn #shim<T: #trait_>(#op_param ctx: #ctx_ty, #(#params),*) #ret {
                #shim_body
            }
        });
    }
    let decl = |c: &Option<Code>, what: &str| -> Result<TokenStream> {
        c.as_ref()
            .map(|c| code::parse_code(c, &[("_op", "self")], Kind::ImplItems, what))
            .transpose()
            .map(Option::unwrap_or_default)
    };
    let shared = decl(
        &iface.extra_shared_class_declaration,
        "extraSharedClassDeclaration",
    )?;
    let trait_extra = decl(
        &iface.extra_trait_class_declaration,
        "extraTraitClassDeclaration",
    )?;
    let class_extra = decl(&iface.extra_class_declaration, "extraClassDeclaration")?;
    let verify = match &iface.verify {
        Some(v) => {
            let what = format!("the verify of '{}'", iface.def_name);
            let b = code::parse_code(v, &[("_op", "op")], Kind::Block, &what)?;
            quote! {
                /// The interface's checks of an op that has it, run by the
                /// op's verifier at the interface's place in its traits.
                pub fn verify_trait(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
                    #b
                }
            }
        }
        None => TokenStream::new(),
    };
    let supertraits = iface
        .base_interfaces
        .iter()
        .filter_map(|b| model.interfaces.iter().find(|i| &i.def_name == b))
        .map(|b| {
            let path = super::relative_path(&iface.namespace, &b.namespace);
            let t = names(b).trait_;
            quote!(+ #path #t)
        });
    let doc = super::docs::doc_attrs(&iface.description, "");
    let handle_doc = format!(
        " The `{iface_name}` interface of an op: [`{handle}::try_from`] finds it on any op that \
         implements it."
    );
    let trait_doc = format!(
        " What an op implements for the `{iface_name}` interface (MLIR's `{iface_name}::Trait`)."
    );
    let concept_doc = format!(
        " The functions behind `{iface_name}` for one op type (MLIR's `{iface_name}::Concept`)."
    );
    let lints = code::snippet_lints(0);
    let debug_format = format!("{iface_name}({{:?}})");
    Ok(quote! {
        #[doc = #handle_doc]
        #[doc = ""]
        #doc
        #[derive(Clone, Copy)]
        pub struct #handle {
            op: OpId,
            concept: &'static #concept,
        }

        #lints
        impl #handle {
            /// The interface of `op`, if its op implements it.
            pub fn try_from(ctx: &Context, op: OpId) -> Option<Self> {
                ctx.op_interface::<#concept>(op).map(|concept| #handle { op, concept })
            }

            /// The op.
            pub fn id(self) -> OpId {
                self.op
            }

            /// The functions of the op's type.
            pub fn concept(self) -> &'static #concept {
                self.concept
            }

            #verify
            #forwards
            #class_extra
            #shared
        }

        impl ::core::fmt::Debug for #handle {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                write!(f, #debug_format, self.op)
            }
        }

        #[doc = #trait_doc]
        #lints
        pub trait #trait_: ods_op::Op #(#supertraits)* {
            #trait_items
            #trait_extra
            #shared
        }

        #[doc = #concept_doc]
        pub struct #concept {
            #fields
        }

        #lints
        impl #concept {
            /// The functions of op type `T`.
            pub const fn of<T: #trait_>() -> Self {
                #concept { #inits }
            }

            #shims
        }
    })
}

/// Prelude interfaces an op implements through its hooks trait instead
/// (`op_asm_interface.rs`, the builders' `infer_return_types`).
const HOOKED: &[&str] = &["OpAsmOpInterface", "InferTypeOpInterface"];

/// Where an interface's Rust is: the user's generated file, or the
/// runtime (the prelude's interfaces).
fn path_to(op: &Op, iface: &InterfaceDef, in_prelude: bool) -> TokenStream {
    if !in_prelude {
        return super::relative_path(&op.namespace, &iface.namespace);
    }
    let modules = iface
        .namespace
        .iter()
        .map(|s| code::make_ident(&code::snake_case(s)));
    quote!(::ods_runtime::interfaces::prelude:: #(#modules::)*)
}

/// The op interfaces `op` lists (and their bases), each with whether the
/// prelude defines it.
pub fn of_op<'m>(model: &'m Model, op: &Op) -> Vec<(&'m InterfaceDef, bool)> {
    let find = |name: &str| -> Option<(&'m InterfaceDef, bool)> {
        match model.interfaces.iter().find(|i| i.name == name) {
            Some(i) => Some((i, false)),
            None => model
                .prelude_interfaces
                .iter()
                .find(|i| i.name == name)
                .map(|i| (i, true)),
        }
    };
    let mut out: Vec<(&InterfaceDef, bool)> = Vec::new();
    for t in &op.traits {
        let Trait::Interface { name, .. } = t else {
            continue;
        };
        if HOOKED.contains(&name.as_str()) {
            continue;
        }
        // Its bases come along, as the op implements them too.
        let mut stack: Vec<(&InterfaceDef, bool)> = find(name).into_iter().collect();
        while let Some((i, prelude)) = stack.pop() {
            if i.kind == InterfaceKind::Op && !out.iter().any(|(o, _)| o.def_name == i.def_name) {
                out.push((i, prelude));
                let list = if prelude {
                    &model.prelude_interfaces
                } else {
                    &model.interfaces
                };
                stack.extend(
                    i.base_interfaces
                        .iter()
                        .filter_map(|b| list.iter().find(|x| &x.def_name == b))
                        .map(|x| (x, prelude)),
                );
            }
        }
    }
    out
}

/// The statements registering the concepts of the interfaces `op`
/// lists, in its `try_register`.
pub fn registration(model: &Model, op: &Op, class: &syn::Ident) -> TokenStream {
    let mut out = TokenStream::new();
    for (iface, in_prelude) in of_op(model, op) {
        let path = path_to(op, iface, in_prelude);
        let concept = names(iface).concept;
        out.extend(quote! {{
            static CONCEPT: #path #concept = #path #concept::of::<#class>();
            info.interfaces.insert(&CONCEPT);
        }});
    }
    out
}

/// The empty implementations of the interfaces `op` lists that leave it
/// nothing to write: no method without a body, none it declares it
/// overrides (`DeclareOpInterfaceMethods<I, ["m"]>`). The others are the
/// user's `impl`, which the compiler checks is complete.
pub fn empty_impls(model: &Model, op: &Op, class: &syn::Ident) -> TokenStream {
    let mut out = TokenStream::new();
    for (iface, in_prelude) in of_op(model, op) {
        // Only methods of the interface count (the prelude's interfaces
        // leave theirs to other hooks).
        let overridden = op.traits.iter().any(|t| {
            matches!(t, Trait::Interface { name, overridden, .. }
                if *name == iface.name
                    && overridden.iter().any(|m| iface.methods.iter().any(|x| &x.name == m)))
        });
        if !overridden && !iface.methods.iter().any(Method::is_required) {
            let path = path_to(op, iface, in_prelude);
            let trait_ = names(iface).trait_;
            out.extend(quote!(impl #path #trait_ for #class {}));
        }
    }
    out
}

/// The names of the bases of interface `name` that `op` lists, bases of
/// bases first, leaving out those `op` lists itself (their checks run at
/// their own place).
pub fn base_names(model: &Model, op: &Op, name: &str) -> Vec<String> {
    let all = of_op(model, op);
    let mut out = Vec::new();
    if let Some((iface, _)) = all.iter().find(|(i, _)| i.name == name) {
        push_bases(&all, iface, &mut out);
    }
    out.retain(|n| {
        !op.traits
            .iter()
            .any(|t| matches!(t, Trait::Interface { name, .. } if name == n))
    });
    out
}

fn push_bases(all: &[(&InterfaceDef, bool)], iface: &InterfaceDef, out: &mut Vec<String>) {
    for b in &iface.base_interfaces {
        if let Some((base, _)) = all.iter().find(|(i, _)| &i.def_name == b) {
            push_bases(all, base, out);
            if !out.contains(&base.name) {
                out.push(base.name.clone());
            }
        }
    }
}

/// The call of the `verify` of interface `name` that `op` lists, and
/// whether it runs after the op's regions (`verifyWithRegions`).
pub fn verify_call(model: &Model, op: &Op, name: &str) -> Option<(TokenStream, bool)> {
    let (iface, in_prelude) = of_op(model, op).into_iter().find(|(i, _)| i.name == name)?;
    iface.verify.as_ref()?;
    let path = path_to(op, iface, in_prelude);
    let handle = names(iface).handle;
    Some((
        quote!(#path #handle::verify_trait(ctx, op)?;),
        iface.verify_with_regions,
    ))
}
