//! Op, attribute and type interfaces into Rust, as MLIR's
//! `OpInterfacesGen` splits them:
//!
//! | MLIR | Rust |
//! |---|---|
//! | `N::Trait`, what an op (attribute, type) implements | trait `NImpl` (required methods, defaults, `extraTraitClassDeclaration`) |
//! | `N::Concept` / `Model<Op>`, the functions of one op type | struct `NConcept`, `NConcept::of::<Op>()` |
//! | `N`, the handle on any op that has it | struct `N`: `N::try_from(ctx, op)`, one method per interface method |
//!
//! Registering an op that lists `N` stores its `NConcept` in the op's
//! interface map, where `N::try_from` finds it; a dialect's registration
//! does the same for its attribute and type definitions, by storage.
//! Instance methods take the entity (`self`) and a context: MLIR's
//! methods say nothing of constness, so [`method_ctx`] decides. An op
//! interface method that returns a value takes `ctx: &Context`, so that a
//! verifier (which has `&Context`) and any reader calls it; one that
//! returns nothing (`void`, as Toy's `inferShapes`) has no effect but a
//! change to the IR and takes `ctx: &mut Context`. Attribute and type
//! interface methods, whose values are immutable, and static methods
//! always take `ctx: &Context`. `$_op`, `$_attr`, `$_type` and `$_self` in a
//! body are the entity. The prelude's
//! interfaces are generated once, into `ods_runtime::interfaces::prelude`
//! (`ods-tblgen --gen-prelude-interfaces`), so that every crate's ops share
//! their types.

use super::code::{self, Kind, Result};
use ods_spec::model::interface::{InterfaceDef, InterfaceKind, Method};
use ods_spec::model::{AttrOrTypeDef, Code, DefKind, Model, Op, Trait};
use ods_spec::tablegen::Diagnostic;
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

/// What an interface's methods receive and how its handle finds them, by
/// the kind of entity it applies to.
struct Entity {
    /// `OpId`, `Attribute` or `Type`.
    value: TokenStream,
    /// The handle's field and accessor (`op`, `attr`, `ty`).
    field: syn::Ident,
    /// The accessor's name (`id` for ops, as `Op::id`).
    accessor: syn::Ident,
    /// The `Context` method that finds a concept.
    lookup: syn::Ident,
    /// What an implementor is: `ods_op::Op` or a definition handle.
    bound: TokenStream,
    /// "op", "attribute" or "type", for docs.
    noun: &'static str,
    /// What wraps an entity in an implementor's handle.
    unchecked: syn::Ident,
}

impl Entity {
    fn of(kind: InterfaceKind) -> Entity {
        let def = |value: TokenStream, field: &str, lookup: &str, noun| Entity {
            bound: quote!(::ods_runtime::ods::def::Def<Value = #value>),
            value,
            field: format_ident!("{field}"),
            accessor: format_ident!("{field}"),
            lookup: format_ident!("{lookup}"),
            noun,
            unchecked: format_ident!("from_value_unchecked"),
        };
        match kind {
            InterfaceKind::Op => Entity {
                value: quote!(OpId),
                field: format_ident!("op"),
                accessor: format_ident!("id"),
                lookup: format_ident!("op_interface"),
                bound: quote!(ods_op::Op),
                noun: "op",
                unchecked: format_ident!("from_id_unchecked"),
            },
            InterfaceKind::Attr => def(quote!(Attribute), "attr", "attr_interface", "attribute"),
            InterfaceKind::Type => def(quote!(Type), "ty", "type_interface", "type"),
        }
    }

    /// `T`'s handle of the entity named `value`.
    fn wrap(&self, value: &syn::Ident) -> TokenStream {
        let unchecked = &self.unchecked;
        quote!(T::#unchecked(#value))
    }
}

/// The context method `m` of an interface of `kind` takes: `&mut Context`
/// for an op interface instance method that returns nothing (`void`: it is
/// called for its change to the IR), `&Context` for every other method
/// (a value-returning op method such as `getSize`, a static method, any
/// attribute or type interface method), so that verifiers call them.
pub fn method_ctx(kind: InterfaceKind, m: &Method) -> TokenStream {
    let changes_ir = kind == InterfaceKind::Op && !m.is_static && m.return_type.text == "()";
    if changes_ir {
        quote!(&mut Context)
    } else {
        quote!(&Context)
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
    for arg in &m.args {
        let id = super::origin::ident_typed_by(&arg.name, &arg.ty);
        let ty = code::parse_type_code(&arg.ty, &what)?;
        params.push(quote!(#id: #ty));
        args.push(id);
        types.push(ty);
    }
    // `-> T`, nothing for `()`.
    let ret = if m.return_type.text == "()" {
        TokenStream::new()
    } else {
        let t = code::parse_type_code(&m.return_type, &what)?;
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

/// A method body with `$_op` (`$_attr`, `$_type`, `$_self`) as `entity`.
fn body(code_: &Code, entity: &str, what: &str) -> Result<TokenStream> {
    let subst = [
        ("_op", entity),
        ("_attr", entity),
        ("_type", entity),
        ("_self", entity),
    ];
    code::parse_code(code_, &subst, Kind::Block, what)
}

/// The items of one interface, for its namespace's module.
pub fn generate(model: &Model, iface: &InterfaceDef) -> Result<TokenStream> {
    let entity = Entity::of(iface.kind);
    let Entity {
        value,
        field,
        accessor,
        lookup,
        bound,
        noun,
        ..
    } = &entity;
    let Names {
        handle,
        trait_,
        concept,
    } = names(iface);
    // C++ overloads a method name (MLIR's own interfaces do); Rust cannot.
    for (i, m) in iface.methods.iter().enumerate() {
        if iface.methods[..i].iter().any(|o| o.name == m.name) {
            let message = format!(
                "interface '{}' has two methods named '{}'",
                iface.def_name, m.name
            );
            return Err(code::Error::plain(Diagnostic::error(
                Some(iface.span),
                message,
            )));
        }
    }
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
        // A static method has no entity and reads the context; an
        // instance method takes the entity (an op method may change the
        // IR).
        let this = format_ident!("this");
        let wrapped = entity.wrap(&this);
        let ctx_ty = method_ctx(iface.kind, m);
        let (receiver, op_param, op_arg, target) = if m.is_static {
            (quote!(), quote!(), quote!(), quote!(T::))
        } else {
            (
                quote!(self,),
                quote!(#this: #value,),
                quote!(self.#field,),
                quote!(#wrapped.),
            )
        };
        let op_type = (!m.is_static).then(|| quote!(#value,));
        fields.extend(quote! { #doc pub #name: fn(#op_type #ctx_ty, #(#types),*) #ret, });
        forwards.extend(quote! {
            #doc
            pub fn #name(self, ctx: #ctx_ty, #(#params),*) #ret {
                (self.concept.#name)(#op_arg ctx, #(#args),*)
            }
        });
        // A static method with a shared body needs no entity type.
        let generic = m.body.is_none() || !m.is_static;
        let (params_t, args_t) = if generic {
            (quote!(<T: #trait_>), quote!(::<T>))
        } else {
            (quote!(), quote!())
        };
        inits.extend(quote!(#name: Self::#shim #args_t,));
        // A shared body (`methodBody`) is the same for every op: the shim
        // runs it; otherwise the shim calls the op's implementation, which
        // may be the trait's default (`defaultImplementation`).
        let shim_body = match &m.body {
            Some(b) => {
                let b = body(b, "this", &what)?;
                let this_ = (!m.is_static).then(|| quote!(let #this = #wrapped; let _ = &#this;));
                quote!(#this_ let _ = &ctx; #b)
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
            fn #shim #params_t (#op_param ctx: #ctx_ty, #(#params),*) #ret {
                #shim_body
            }
        });
    }
    let decl = |c: &Option<Code>, what: &str| -> Result<TokenStream> {
        let subst = [("_op", "self"), ("_attr", "self"), ("_type", "self")];
        c.as_ref()
            .map(|c| code::parse_code(c, &subst, Kind::ImplItems, what))
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
    // Only op interfaces have a place in verification (attribute and type
    // interfaces' `verify` is not run: see the issue note).
    let verify = match iface
        .verify
        .as_ref()
        .filter(|_| iface.kind == InterfaceKind::Op)
    {
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
        " The `{iface_name}` interface of an {noun}: [`{handle}::try_from`] finds it on any \
         {noun} that implements it."
    );
    let trait_doc = format!(
        " What an {noun} implements for the `{iface_name}` interface (MLIR's `{iface_name}::Trait`)."
    );
    let concept_doc = format!(
        " The functions behind `{iface_name}` for one {noun} type (MLIR's `{iface_name}::Concept`)."
    );
    let try_from_doc = format!(" The interface of `{field}`, if its {noun} implements it.");
    let accessor_doc = format!(" The {noun}.");
    let of_doc = format!(" The functions of {noun} type `T`.");
    let lints = code::snippet_lints(0);
    let debug_format = format!("{iface_name}({{:?}})");
    Ok(quote! {
        #[doc = #handle_doc]
        #[doc = ""]
        #doc
        #[derive(Clone, Copy)]
        pub struct #handle {
            #field: #value,
            concept: &'static #concept,
        }

        #lints
        impl #handle {
            #[doc = #try_from_doc]
            pub fn try_from(ctx: &Context, #field: #value) -> Option<Self> {
                ctx.#lookup::<#concept>(#field).map(|concept| #handle { #field, concept })
            }

            #[doc = #accessor_doc]
            pub fn #accessor(self) -> #value {
                self.#field
            }

            /// The functions of its type.
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
                write!(f, #debug_format, self.#field)
            }
        }

        #[doc = #trait_doc]
        #lints
        pub trait #trait_: #bound #(#supertraits)* {
            #trait_items
            #trait_extra
            #shared
        }

        #[doc = #concept_doc]
        pub struct #concept {
            #fields
        }

        impl ::ods_runtime::interfaces::Concept for #concept {
            const INTERFACE: &'static str = #iface_name;
        }

        #lints
        impl #concept {
            #[doc = #of_doc]
            pub const fn of<T: #trait_>() -> Self {
                #concept { #inits }
            }

            #shims
        }
    })
}

/// The interface of memory effects, which effects traits implement.
pub const MEMORY_EFFECTS: &str = "MemoryEffectOpInterface";

/// Prelude interfaces an op implements through its hooks trait instead
/// (`op_asm_interface.rs`, the builders' `infer_return_types`).
const HOOKED: &[&str] = &["OpAsmOpInterface", "InferTypeOpInterface"];

/// Where an interface's Rust is, seen from module `from`: the user's
/// generated file, or the runtime (the prelude's interfaces).
fn path_to(from: &[String], iface: &InterfaceDef, in_prelude: bool) -> TokenStream {
    if !in_prelude {
        return super::relative_path(from, &iface.namespace);
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
    listed(model, &op.traits, InterfaceKind::Op)
}

/// The interfaces of `kind` among `traits` (and their bases), each with
/// whether the prelude defines it.
fn listed<'m>(
    model: &'m Model,
    traits: &[Trait],
    kind: InterfaceKind,
) -> Vec<(&'m InterfaceDef, bool)> {
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
    for t in traits {
        let Trait::Interface { name, .. } = t else {
            continue;
        };
        if HOOKED.contains(&name.as_str()) {
            continue;
        }
        // Its bases come along, as the entity implements them too.
        let mut stack: Vec<(&InterfaceDef, bool)> = find(name).into_iter().collect();
        while let Some((i, prelude)) = stack.pop() {
            if i.kind == kind && !out.iter().any(|(o, _)| o.def_name == i.def_name) {
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
        let path = path_to(&op.namespace, iface, in_prelude);
        let concept = names(iface).concept;
        out.extend(quote! {{
            static CONCEPT: #path #concept = #path #concept::of::<#class>();
            info.interfaces.insert(&CONCEPT);
        }});
    }
    out
}

/// The statements of a dialect's `try_register` (in module `from`)
/// attaching the interfaces the attribute or type definition `def` lists;
/// `class` is the path of its handle.
pub fn def_registration(
    model: &Model,
    from: &[String],
    def: &AttrOrTypeDef,
    class: &TokenStream,
) -> TokenStream {
    let mut out = TokenStream::new();
    for (iface, in_prelude) in listed(model, &def.traits, def_interface_kind(def)) {
        let path = path_to(from, iface, in_prelude);
        let concept = names(iface).concept;
        out.extend(quote! {{
            static CONCEPT: #path #concept = #path #concept::of::<#class>();
            ctx.registry.attach_def_interface::<#class, _>(&CONCEPT);
        }});
    }
    out
}

fn def_interface_kind(def: &AttrOrTypeDef) -> InterfaceKind {
    match def.kind {
        DefKind::Attr => InterfaceKind::Attr,
        DefKind::Type => InterfaceKind::Type,
    }
}

/// The implementations of the interfaces an op, attribute or type lists
/// (`traits`, in module `from`) that generated code writes:
///
/// - an empty one where nothing is left to write: no method without a
///   body, none it declares it overrides;
/// - where it declares overrides of methods with defaults
///   (`DeclareOpInterfaceMethods<I, ["m"]>`), one forwarding to a trait
///   `{Class}{I}` of exactly the methods it must write (those without a
///   default, and the listed ones), so that the compiler names each one
///   missing; Rust cannot require the override of a provided method.
///
/// The others are the user's `impl` of `NImpl`, which the compiler checks
/// is complete.
///
/// A method with a default that the class's own Rust (`class_items`, its
/// `extraClassDeclaration`) defines is the class's for the interface, as
/// the C++ class's method hides the interface trait's default: the
/// implementation forwards to it.
fn impls_of(
    model: &Model,
    traits: &[Trait],
    kind: InterfaceKind,
    from: &[String],
    class: &syn::Ident,
    class_items: &str,
) -> Result<TokenStream> {
    let mut out = TokenStream::new();
    for (iface, in_prelude) in listed(model, traits, kind) {
        let overridden = |m: &Method| {
            m.body.is_none()
                && traits.iter().any(|t| {
                    matches!(t, Trait::Interface { name, overridden, .. }
                        if *name == iface.name && overridden.contains(&m.name))
                })
        };
        let in_class = |m: &Method| {
            m.body.is_none()
                && m.default_body.is_some()
                && !overridden(m)
                && super::op_asm_interface::defines_fn(class_items, &m.name)
        };
        let mut class_forwards = TokenStream::new();
        for m in iface.methods.iter().filter(|m| in_class(m)) {
            let Signature {
                name,
                params,
                args,
                ret,
                ..
            } = signature(iface, m)?;
            let ctx = method_ctx(kind, m);
            let (receiver, this) = if m.is_static {
                (quote!(), quote!())
            } else {
                (quote!(self,), quote!(self,))
            };
            class_forwards.extend(quote! {
                fn #name(#receiver ctx: #ctx, #(#params),*) #ret {
                    #class::#name(#this ctx, #(#args),*)
                }
            });
        }
        let path = path_to(from, iface, in_prelude);
        let trait_ = names(iface).trait_;
        // Effects the traits declare are the answer of `getEffects`.
        if iface.name == MEMORY_EFFECTS
            && traits.iter().any(|t| matches!(t, Trait::MemoryEffects(_)))
        {
            out.extend(quote! {
                impl #path #trait_ for #class {
                    fn get_effects(ctx: &Context, op: OpId) -> ::std::vec::Vec<registry::MemoryEffect> {
                        ctx.registry
                            .get(ctx.op_name(op))
                            .and_then(|info| info.memory_effects)
                            .map_or_else(::std::vec::Vec::new, <[_]>::to_vec)
                    }
                }
            });
            continue;
        }
        if !iface.methods.iter().any(overridden) {
            if !iface.methods.iter().any(Method::is_required) {
                out.extend(quote!(impl #path #trait_ for #class { #class_forwards }));
            }
            continue;
        }
        let declared = format_ident!("{}{}", class, names(iface).handle);
        let Entity { bound, .. } = Entity::of(kind);
        let mut decls = TokenStream::new();
        let mut forwards = TokenStream::new();
        for m in iface
            .methods
            .iter()
            .filter(|m| m.is_required() || overridden(m))
        {
            let Signature {
                name,
                params,
                args,
                ret,
                doc,
                ..
            } = signature(iface, m)?;
            let ctx = method_ctx(kind, m);
            let (receiver, this) = if m.is_static {
                (quote!(), quote!())
            } else {
                (quote!(self,), quote!(self,))
            };
            decls.extend(quote!(#doc fn #name(#receiver ctx: #ctx, #(#params),*) #ret;));
            forwards.extend(quote! {
                fn #name(#receiver ctx: #ctx, #(#params),*) #ret {
                    <Self as #declared>::#name(#this ctx, #(#args),*)
                }
            });
        }
        let doc = format!(
            " The methods of `{}` that `{class}` declares it implements \
             (`Declare...InterfaceMethods`): each one is required.",
            iface.name
        );
        out.extend(quote! {
            #[doc = #doc]
            pub trait #declared: #bound {
                #decls
            }

            impl #path #trait_ for #class {
                #forwards
                #class_forwards
            }
        });
    }
    Ok(out)
}

/// [`impls_of`] an op.
pub fn op_impls(model: &Model, op: &Op, class: &syn::Ident) -> Result<TokenStream> {
    let class_items = op
        .extra_class_declaration
        .as_ref()
        .map_or("", |c| c.text.as_str());
    impls_of(
        model,
        &op.traits,
        InterfaceKind::Op,
        &op.namespace,
        class,
        class_items,
    )
}

/// [`impls_of`] an attribute or type definition.
pub fn def_impls(model: &Model, def: &AttrOrTypeDef, class: &syn::Ident) -> Result<TokenStream> {
    impls_of(
        model,
        &def.traits,
        def_interface_kind(def),
        &def.namespace,
        class,
        "",
    )
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
    let path = path_to(&op.namespace, iface, in_prelude);
    let handle = names(iface).handle;
    Some((
        quote!(#path #handle::verify_trait(ctx, op)?;),
        iface.verify_with_regions,
    ))
}
