//! Rust for one `AttrDef`/`TypeDef`: its storage struct (the parameters,
//! uniqued by the context), its typed handle (`get`, `get_checked`, custom
//! builders, accessors, `isa`/`try_from`), and the trait of what the dialect
//! writes in Rust (verifier, custom parse/print, body-less builders).
//!
//! Naming: the handle is `cppClassName` (`StructType`), the storage
//! `<handle>Storage`, the hooks trait `<handle>Hooks`; fields and accessors
//! are the `snake_case` parameter names. A custom builder is `get_` and its
//! parameter names (with the types' last words when two builders share the
//! names); `CArg` defaults and trailing defaulted parameters are `Option`s.

use super::builder_names::Builders;
use super::code::{self, Kind, Result};
use super::constraints::ConstraintFns;
use super::def_text::DefNames;
use super::fn_text::{param, TextFn};
use super::text_layout::{text_item, Call, Item};
use super::{attr_type_field, attr_type_format, attr_type_normal, attr_type_verify};
use super::{builders, docs};
use ods_spec::model::{AttrOrTypeDef, DefBuilder, DefKind, Model, Parameter};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// What the code of one def refers to.
pub struct DefCx<'a> {
    /// The def.
    pub def: &'a AttrOrTypeDef,
    /// Its dialect's namespace (`toy`).
    pub dialect: &'a str,
    /// The handle (`StructType`).
    pub class: syn::Ident,
    /// The storage struct (`StructTypeStorage`).
    pub storage: syn::Ident,
    /// The hooks trait (`StructTypeHooks`).
    pub hooks: syn::Ident,
}

impl<'a> DefCx<'a> {
    /// The names of `def`'s items.
    pub fn new(model: &'a Model, def: &'a AttrOrTypeDef) -> DefCx<'a> {
        let class = code::make_ident(&def.class_name);
        DefCx {
            def,
            dialect: &model.dialects[def.dialect].name,
            storage: format_ident!("{}Storage", class),
            hooks: format_ident!("{}Hooks", class),
            class,
        }
    }

    /// The runtime handle it wraps: `Type` or `Attribute`.
    pub fn handle_type(&self) -> TokenStream {
        match self.def.kind {
            DefKind::Type => quote!(::ods_runtime::Type),
            DefKind::Attr => quote!(::ods_runtime::Attribute),
        }
    }

    /// Whether the dialect writes a hooks trait for the def.
    fn needs_hooks(&self) -> bool {
        let d = self.def;
        d.gen_verify_decl
            || d.has_custom_assembly_format
            || d.builders.iter().any(|b| b.body.is_none())
    }
}

/// The items of `def`, in its dialect's module.
/// The functions written as text go to `text_items`, their places held in
/// the tokens ([`super::text_layout`]).
pub fn generate(
    model: &Model,
    def: &AttrOrTypeDef,
    constraint_fns: &ConstraintFns,
    text_items: &mut Vec<Box<dyn Item>>,
) -> Result<TokenStream> {
    let cx = DefCx::new(model, def);
    let normalized = attr_type_normal::normalized_fn(model, def);
    let mut items = storage(&cx, normalized, text_items)?;
    items.extend(handle(
        model,
        &cx,
        attr_type_verify::verify_invariants_fn(model, &cx, constraint_fns)?,
        text_items,
    )?);
    items.extend(hooks_trait(&cx)?);
    if let Some(extra) = &def.extra_class_definition {
        let class = def.class_name.as_str();
        items.extend(code::parse_code(
            extra,
            &[("cppClass", class)],
            Kind::Items,
            "extraClassDefinition",
        )?);
    }
    Ok(items)
}

/// One field of the storage struct.
struct Field<'a> {
    param: &'a Parameter,
    id: syn::Ident,
    ty: TokenStream,
}

fn fields(def: &AttrOrTypeDef) -> Result<Vec<Field<'_>>> {
    def.parameters
        .iter()
        .map(|p| {
            let ty = code::parse(
                &p.storage_type,
                def.span,
                Kind::Type,
                &format!("the storage type of parameter '{}'", p.name),
            )?;
            Ok(Field {
                param: p,
                id: code::ident(&p.name),
                ty,
            })
        })
        .collect()
}

fn is_float(ty: &str) -> bool {
    matches!(ty.trim(), "f64" | "f32")
}

/// The storage struct and its `Storage` impl, with `normalized` (its
/// [`attr_type_normal::normalized_fn`]). Floats compare and hash by their
/// bits, so that `Eq` and `Hash` agree.
fn storage(
    cx: &DefCx<'_>,
    normalized: TokenStream,
    items: &mut Vec<Box<dyn Item>>,
) -> Result<TokenStream> {
    let def = cx.def;
    let name = &cx.storage;
    let fields = fields(def)?;
    let decls = fields.iter().map(|f| {
        let (id, ty) = (&f.id, &f.ty);
        let doc = format!(" `${}`.", f.param.name);
        quote!(#[doc = #doc] pub #id: #ty,)
    });
    // Floats compare by their bits and a parameter may give its own
    // `comparator`: then equality is written out, and hashing leaves out
    // the parameters with a comparator (equal values must hash alike).
    let custom = fields
        .iter()
        .any(|f| is_float(&f.param.storage_type) || has_comparator(f.param));
    let derives = if custom {
        quote!(#[derive(Clone, Debug)])
    } else {
        quote!(#[derive(Clone, Debug, PartialEq, Eq, Hash)])
    };
    let doc = format!(
        " The parameters of [`{}`], uniqued by the context.",
        cx.class
    );
    let mut out = TokenStream::new();
    // `genStorageClass = 0`: the dialect writes the struct (these fields,
    // `Clone + Eq + Hash + Debug`), the rest is generated around it.
    if def.gen_storage_class {
        out.extend(quote! {
            #[doc = #doc]
            #derives
            pub struct #name { #(#decls)* }
        });
        if custom {
            out.extend(custom_eq(def, name, &fields)?);
        }
    }
    let dialect = cx.dialect;
    let PrintFns { print, body } = print_fn(cx, items)?;
    // A `TypedAttr`'s type is its self-type parameter, printed after it.
    let self_type = def
        .self_type_parameter()
        .filter(|_| def.is_typed_attr())
        .map(|i| {
            let id = &fields[i].id;
            quote! {
                fn self_type(&self) -> Option<::ods_runtime::Type> {
                    Some(::core::convert::Into::into(self.#id))
                }
            }
        });
    // `genMnemonicAlias`: the mnemonic names the value in printed IR, as
    // MLIR's generated `getAlias` (an alias other hooks may override).
    let alias = match (&def.mnemonic, def.gen_mnemonic_alias) {
        (Some(mnemonic), true) => Some(quote! {
            fn alias(&self) -> Option<::ods_runtime::registry::AliasResult> {
                Some(::ods_runtime::registry::AliasResult::Overlapping(#mnemonic.into()))
            }
        }),
        _ => None,
    };
    // The native traits, which predicates ask (`ValueSemantics`).
    let natives: Vec<&str> = def
        .traits
        .iter()
        .filter_map(|t| match t {
            ods_spec::model::Trait::Native(n) => Some(n.as_str()),
            _ => None,
        })
        .collect();
    let traits = (!natives.is_empty())
        .then(|| quote!(const TRAITS: &'static [&'static str] = &[#(#natives),*];));
    out.extend(quote! {
        impl ::ods_runtime::Storage for #name {
            const DIALECT: &'static str = #dialect;
            #traits
            #print
            #self_type
            #alias
            #normalized
        }
    });
    if !body.is_empty() {
        out.extend(quote!(impl #name { #body }));
    }
    Ok(out)
}

/// Whether a parameter compares with code of its own (`comparator`).
fn has_comparator(p: &Parameter) -> bool {
    p.comparator.trim() != "$_lhs == $_rhs"
}

/// `PartialEq`, `Eq` and `Hash` of a storage whose parameters compare by
/// their `comparator` (floats by their bits).
fn custom_eq(def: &AttrOrTypeDef, name: &syn::Ident, fields: &[Field<'_>]) -> Result<TokenStream> {
    let mut eqs = Vec::new();
    let mut hashes = Vec::new();
    for f in fields {
        let id = &f.id;
        let float = is_float(&f.param.storage_type);
        eqs.push(if has_comparator(f.param) {
            let lhs = format!("self.{id}");
            let rhs = format!("other.{id}");
            let text = code::substitute(
                &f.param.comparator,
                &[("_lhs", lhs.as_str()), ("_rhs", rhs.as_str())],
            );
            code::parse(
                &text,
                def.span,
                Kind::Expr,
                &format!("the comparator of parameter '{}'", f.param.name),
            )?
        } else if float {
            quote!(self.#id.to_bits() == other.#id.to_bits())
        } else {
            quote!(self.#id == other.#id)
        });
        if float {
            hashes.push(quote!(::core::hash::Hash::hash(&self.#id.to_bits(), state);));
        } else if !has_comparator(f.param) {
            hashes.push(quote!(::core::hash::Hash::hash(&self.#id, state);));
        }
    }
    if hashes.is_empty() {
        // Every parameter compares by its own code: equal values hash alike.
        hashes.push(quote!(let _ = state;));
    }
    Ok(quote! {
        impl PartialEq for #name {
            fn eq(&self, other: &Self) -> bool {
                true #(&& (#eqs))*
            }
        }
        impl Eq for #name {}
        impl ::core::hash::Hash for #name {
            fn hash<H: ::core::hash::Hasher>(&self, state: &mut H) {
                #(#hashes)*
            }
        }
    })
}

/// `Storage::print`: the mnemonic, then the format or the user's `print`.
/// With a mnemonic, its text goes to `items` ([`super::fn_text`]).
fn print_fn(cx: &DefCx<'_>, items: &mut Vec<Box<dyn Item>>) -> Result<PrintFns> {
    let def = cx.def;
    let Some(mnemonic) = &def.mnemonic else {
        return Ok(PrintFns {
            print: quote! {
                fn print(&self, _this: ::ods_runtime::AttrOrType, _p: &mut ::ods_runtime::asm::AsmPrinter<'_>) {}
            },
            body: TokenStream::new(),
        });
    };
    // The name of `print_body`'s `this` and its statements, if it has any.
    let body = if def.has_custom_assembly_format {
        let (class, hooks) = (&cx.class, &cx.hooks);
        let variant = match def.kind {
            DefKind::Type => quote!(Type),
            DefKind::Attr => quote!(Attr),
        };
        let call = quote! {
            if let ::ods_runtime::AttrOrType::#variant(handle) = this {
                <#class as #hooks>::print(#class(handle), p);
            }
        };
        Some((quote!(this), call))
    } else if let Some(format) = &def.format {
        Some((quote!(_this), attr_type_format::print_body(def, format)?))
    } else {
        None
    };
    let this_name = if body.is_some() { "this" } else { "_this" };
    let params = vec![
        super::text_layout::Arg::word("&self".to_string()),
        param(this_name, "::ods_runtime::AttrOrType"),
        param("p", "&mut ::ods_runtime::asm::AsmPrinter<'_>"),
    ];
    let mut print = TextFn::new(&[], Call::new("fn print(", params, ") {"));
    print.line(format!("p.write({});", super::op::string_literal(mnemonic)));
    let Some((this, body)) = body else {
        return Ok(PrintFns {
            print: text_item(items, print),
            body: TokenStream::new(),
        });
    };
    print.line("self.print_body(this, p);".to_string());
    let p = code::param(&body, "p");
    Ok(PrintFns {
        print: text_item(items, print),
        body: quote! {
            /// Prints the instance after its mnemonic: all a parameter of
            /// this class shows (MLIR's `print`, which
            /// `printStrippedAttrOrType` calls).
            pub fn print_body(&self, #this: ::ods_runtime::AttrOrType, #p: &mut ::ods_runtime::asm::AsmPrinter<'_>) {
                #body
            }
        },
    })
}

/// `Storage::print` and the inherent `print_body` it calls.
struct PrintFns {
    print: TokenStream,
    body: TokenStream,
}

/// The handle struct, its methods (`verify_invariants` among them) and
/// conversions.
fn handle(
    model: &Model,
    cx: &DefCx<'_>,
    verify_invariants: TokenStream,
    items: &mut Vec<Box<dyn Item>>,
) -> Result<TokenStream> {
    let def = cx.def;
    let (class, storage) = (&cx.class, &cx.storage);
    let inner = cx.handle_type();
    let names = DefNames::new(cx);
    let noun = match def.kind {
        DefKind::Type => "type",
        DefKind::Attr => "attribute",
    };
    let mut doc = docs::doc_attrs(&def.summary, &def.description);
    if def.summary.is_empty() && def.description.is_empty() {
        let line = format!(
            " The `{}` {noun}.",
            def.name.as_deref().unwrap_or(&def.def_name)
        );
        doc = quote!(#[doc = #line]);
    }
    let consts = def.mnemonic.as_ref().map(|m| {
        let name = def.name.clone().unwrap_or_default();
        quote! {
            /// The keyword after the dialect's name in the textual form.
            pub const MNEMONIC: &'static str = #m;
            /// `dialect.mnemonic`.
            pub const NAME: &'static str = #name;
        }
    });
    let mut methods = quote!(#consts);
    methods.extend(names.handle_methods(cx, items));
    methods.extend(intern_fn(cx)?);
    if !def.skip_default_builders {
        methods.extend(default_builder(cx)?);
    }
    methods.extend(verify_invariants);
    if attr_type_verify::verifies(def) {
        methods.extend(checked_builder(cx)?);
    }
    for (i, b) in def.builders.iter().enumerate() {
        methods.extend(custom_builder(cx, b, i)?);
    }
    if def.gen_accessors {
        methods.extend(accessors(cx, items)?);
    }
    methods.extend(attr_type_field::parse_body_fn(cx)?);
    if def
        .traits
        .iter()
        .any(|t| matches!(t, ods_spec::model::Trait::Native(n) if n == "IsMutable"))
    {
        methods.extend(mutable_state());
    }
    if let Some(extra) = &def.extra_class_declaration {
        let class = def.class_name.as_str();
        methods.extend(code::parse_code(
            extra,
            &[("cppClass", class)],
            Kind::ImplItems,
            "extraClassDeclaration",
        )?);
    }
    let camel = def
        .class_name
        .contains('_')
        .then(|| quote!(#[allow(non_camel_case_types)]));
    let into_untyped = names.untyped_conversion(items);
    let def_fns = names.def_fns(items);
    let fields = attr_type_field::field_impls(cx, items);
    let interface_impls = super::interfaces::def_impls(model, def, class)?;
    Ok(quote! {
        #doc
        #camel
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct #class(#inner);

        impl #class {
            #methods
        }

        impl From<#class> for #inner {
            #into_untyped
        }

        impl ::ods_runtime::ods::def::Def for #class {
            type Value = #inner;
            type Storage = #storage;
            #def_fns
        }

        #interface_impls
        #fields
    })
}

/// A parameter of a generated function: name, type, and default.
struct Arg {
    id: syn::Ident,
    ty: TokenStream,
    default: Option<TokenStream>,
}

fn value_args(def: &AttrOrTypeDef, with_defaults: bool) -> Result<Vec<Arg>> {
    let from = def.builder_defaults_from();
    def.parameters
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let what = format!("parameter '{}'", p.name);
            let ty = code::parse(
                &p.rust_type,
                def.span,
                Kind::Type,
                &format!("the type of {what}"),
            )?;
            let default = match &p.default_value {
                Some(d) if with_defaults && i >= from => Some(code::parse_code(
                    d,
                    &[("_ctxt", "ctx")],
                    Kind::Expr,
                    &format!("the default value of {what}"),
                )?),
                _ => None,
            };
            Ok(Arg {
                id: code::ident(&p.name),
                ty,
                default,
            })
        })
        .collect()
}

/// The parameter list and the statements that apply defaults.
fn signature(args: &[Arg]) -> (Vec<TokenStream>, Vec<TokenStream>) {
    let mut params = Vec::new();
    let mut prologue = Vec::new();
    for a in args {
        let (id, ty) = (&a.id, &a.ty);
        match &a.default {
            Some(d) => {
                params.push(quote!(#id: Option<#ty>));
                // A default may be written as another type that converts
                // (a string literal for a `String`).
                let value =
                    builders::or_default(id, quote!(::core::convert::Into::<#ty>::into(#d)));
                prologue.push(quote!(let #id: #ty = #value;));
            }
            None => params.push(quote!(#id: #ty)),
        }
    }
    (params, prologue)
}

/// `intern`: the parameters as given, uniqued (MLIR's `$_get`).
fn intern_fn(cx: &DefCx<'_>) -> Result<TokenStream> {
    let def = cx.def;
    let args = value_args(def, false)?;
    let (params, _) = signature(&args);
    let inits = def.parameters.iter().zip(&args).map(|(p, a)| {
        let id = &a.id;
        if p.storage_type == p.rust_type {
            quote!(#id)
        } else {
            quote!(#id: ::core::convert::Into::into(#id))
        }
    });
    let storage = &cx.storage;
    let make = match def.kind {
        DefKind::Type => quote!(dialect_type),
        DefKind::Attr => quote!(dialect_attr),
    };
    Ok(quote! {
        /// The instance of these parameters, as given: no defaults, no
        /// verification (MLIR's `$_get`).
        pub fn intern(ctx: &mut ::ods_runtime::Context, #(#params),*) -> Self {
            Self(ctx.#make(#storage { #(#inits),* }))
        }
    })
}

fn arg_ids(args: &[Arg]) -> Vec<&syn::Ident> {
    args.iter().map(|a| &a.id).collect()
}

/// `get`: MLIR's default builder; `None` takes a parameter's default.
fn default_builder(cx: &DefCx<'_>) -> Result<TokenStream> {
    let args = value_args(cx.def, true)?;
    let (params, prologue) = signature(&args);
    let ids = arg_ids(&args);
    let doc = if args.iter().any(|a| a.default.is_some()) {
        quote!(#[doc = " The instance of these parameters; `None` takes a parameter's default."])
    } else {
        quote!(#[doc = " The instance of these parameters."])
    };
    Ok(quote! {
        #doc
        pub fn get(ctx: &mut ::ods_runtime::Context, #(#params),*) -> Self {
            #(#prologue)*
            Self::intern(ctx, #(#ids),*)
        }
    })
}

/// `get_checked`: the checks first, their diagnostic at `loc` on failure.
fn checked_builder(cx: &DefCx<'_>) -> Result<TokenStream> {
    let args = value_args(cx.def, true)?;
    let (params, prologue) = signature(&args);
    let ids = arg_ids(&args);
    Ok(quote! {
        /// [`Self::intern`] once [`Self::verify_invariants`] accepts the
        /// parameters; its diagnostic (at `loc`) otherwise.
        pub fn get_checked(
            ctx: &mut ::ods_runtime::Context,
            loc: ::ods_runtime::Attribute,
            #(#params),*
        ) -> Result<Self, ::ods_runtime::diag::Diagnostic> {
            #(#prologue)*
            Self::verify_invariants(ctx, loc, #(&#ids),*)?;
            Ok(Self::intern(ctx, #(#ids),*))
        }
    })
}

/// `get_` and what sets the builder apart ([`Builders`]).
fn builder_name(def: &AttrOrTypeDef, index: usize) -> syn::Ident {
    let builders = Builders {
        custom: def.builders.iter().map(|b| b.params.as_slice()).collect(),
        defaults: def
            .parameters
            .iter()
            .map(|p| code::snake_case(&p.name))
            .collect(),
    };
    format_ident!("get_{}", builders.words(index).join("_"))
}

fn builder_args(b: &DefBuilder) -> Result<Vec<Arg>> {
    b.params
        .iter()
        .map(|p| {
            let what = format!("builder parameter '{}'", p.name);
            let ty = code::parse_type_code(&p.ty, &format!("the type of {what}"))?;
            let default = p
                .default
                .as_ref()
                .map(|d| code::parse_code(d, &[], Kind::Expr, &format!("the default of {what}")))
                .transpose()?;
            Ok(Arg {
                id: super::origin::ident_typed_by(&p.name, &p.ty),
                ty,
                default,
            })
        })
        .collect()
}

fn builder_return(b: &DefBuilder) -> Result<TokenStream> {
    match &b.return_type {
        Some(t) => code::parse_type(t, b.span, "the builder's return type"),
        None => Ok(quote!(Self)),
    }
}

/// A `builders` entry: its Rust body, or a call to the dialect's hook.
fn custom_builder(cx: &DefCx<'_>, b: &DefBuilder, index: usize) -> Result<TokenStream> {
    let name = builder_name(cx.def, index);
    let args = builder_args(b)?;
    let (params, prologue) = signature(&args);
    let ret = builder_return(b)?;
    let ctx_param =
        (!b.has_inferred_context_param).then(|| quote!(ctx: &mut ::ods_runtime::Context,));
    let body = match &b.body {
        Some(body) => {
            let mut subst = vec![("_get", "Self::intern")];
            if !b.has_inferred_context_param {
                subst.extend([("_ctxt", "ctx"), ("_builder", "ctx")]);
            }
            code::parse_code(body, &subst, Kind::Block, "the builder body")?
        }
        None => {
            let (class, hooks) = (&cx.class, &cx.hooks);
            let ctx_arg = (!b.has_inferred_context_param).then(|| quote!(ctx,));
            let ids = arg_ids(&args);
            quote!(<#class as #hooks>::#name(#ctx_arg #(#ids),*))
        }
    };
    let doc = if b.body.is_some() {
        " A builder of the definition's `builders` list."
    } else {
        " A builder of the definition's `builders` list, written by the dialect."
    };
    Ok(quote! {
        #[doc = #doc]
        pub fn #name(#ctx_param #(#params),*) -> #ret {
            #(#prologue)*
            #body
        }
    })
}

/// One getter per parameter, returning the accessor type.
fn accessors(cx: &DefCx<'_>, items: &mut Vec<Box<dyn Item>>) -> Result<TokenStream> {
    let def = cx.def;
    let mut out = TokenStream::new();
    for p in &def.parameters {
        let id = code::ident(&p.name);
        let ty = code::parse(
            &p.accessor_type,
            def.span,
            Kind::Type,
            &format!("the accessor type of parameter '{}'", p.name),
        )?;
        let doc = format!(
            " `${}`{}",
            p.name,
            p.summary
                .as_deref()
                .map(|s| format!(": {s}"))
                .unwrap_or_default()
        );
        let field = format!("self.storage(ctx).{id}");
        let value = if p.convert_from_storage.trim() != "$_self" {
            // The field as tokens print it, which the origin lookup sees.
            let stored = quote!(self.storage(ctx).#id).to_string();
            Some(code::parse(
                &code::substitute(&p.convert_from_storage, &[("_self", &stored)]),
                def.span,
                Kind::Expr,
                &format!("the convertFromStorage of parameter '{}'", p.name),
            )?)
        } else {
            None
        };
        // prettyplease prints a doc of several lines otherwise than `///`.
        if doc.contains('\n') {
            let value = value
                .unwrap_or_else(|| read_as(&p.accessor_type, field).parse().unwrap_or_default());
            out.extend(quote! {
                #[doc = #doc]
                pub fn #id(self, ctx: &::ods_runtime::Context) -> #ty {
                    #value
                }
            });
            continue;
        }
        let params = vec![
            super::text_layout::Arg::word("self".to_string()),
            param("ctx", "&::ods_runtime::Context"),
        ];
        let tail = format!(") -> {} {{", super::create_text::type_text(ty.clone()));
        let signature = Call::new(&format!("pub fn {id}("), params, &tail);
        let mut f = TextFn::new(&[], signature);
        // As prettyplease prints the doc: its trailing spaces left out.
        f.doc_line(doc[1..].trim_end_matches(' ').to_string());
        match value {
            Some(value) => f.tokens(value),
            None => f.line(read_as(&p.accessor_type, field)),
        }
        out.extend(text_item(items, f));
    }
    Ok(out)
}

/// The stored field read as `accessor`: borrowed for a reference, an
/// `Option` of a reference borrowed inside, copied otherwise.
fn read_as(accessor: &str, field: String) -> String {
    let accessor = accessor.trim();
    if accessor.starts_with('&') {
        return format!("&{field}");
    }
    let inner = accessor
        .strip_prefix("::std::option::Option<")
        .or_else(|| accessor.strip_prefix("Option<"));
    match inner {
        Some(i) if i.starts_with("&str") || i.starts_with("&[") => format!("{field}.as_deref()"),
        Some(i) if i.starts_with('&') => format!("{field}.as_ref()"),
        _ => field,
    }
}

/// A mutable (`MutableType`) def's state, through the context.
fn mutable_state() -> TokenStream {
    quote! {
        /// The state set by [`Self::mutate`], if any (MLIR's mutable storage).
        pub fn mutable_state<M: ::std::any::Any>(self, ctx: &::ods_runtime::Context) -> Option<&M> {
            ctx.mutable_state::<M>(self.0)
        }
        /// Changes the state: `f` sees it (`None` before the first
        /// mutation) and may replace it (MLIR's `Base::mutate`).
        pub fn mutate<M: ::std::any::Any + Send + Sync + Clone, R>(
            self,
            ctx: &mut ::ods_runtime::Context,
            f: impl FnOnce(&mut Option<M>) -> R,
        ) -> R {
            ctx.mutate(self.0, f)
        }
    }
}

/// How a hook borrows a parameter of type `ty`: a `Vec<T>` as `&[T]`, a
/// `String` as `&str`, anything else as `&T` (the call site's `&value`
/// coerces to each).
fn borrowed(ty: &TokenStream) -> TokenStream {
    if let Ok(syn::Type::Path(path)) = syn::parse2::<syn::Type>(ty.clone()) {
        if let Some(last) = path.path.segments.last() {
            match (last.ident.to_string().as_str(), &last.arguments) {
                ("String", syn::PathArguments::None) => return quote!(&str),
                ("Vec", syn::PathArguments::AngleBracketed(args)) if args.args.len() == 1 => {
                    let inner = &args.args[0];
                    return quote!(&[#inner]);
                }
                _ => {}
            }
        }
    }
    quote!(&#ty)
}

/// The trait of what the dialect writes for the def in Rust.
fn hooks_trait(cx: &DefCx<'_>) -> Result<TokenStream> {
    if !cx.needs_hooks() {
        return Ok(TokenStream::new());
    }
    let def = cx.def;
    let (class, hooks) = (&cx.class, &cx.hooks);
    let mut methods = TokenStream::new();
    if def.gen_verify_decl {
        let args = value_args(def, false)?;
        let params = args.iter().map(|a| {
            let (id, ty) = (&a.id, borrowed(&a.ty));
            quote!(#id: #ty)
        });
        methods.extend(quote! {
            /// Checks the parameters (`genVerifyDecl`); the error is
            /// reported at `loc`.
            fn verify(
                ctx: &::ods_runtime::Context,
                loc: ::ods_runtime::Attribute,
                #(#params),*
            ) -> Result<(), ::ods_runtime::diag::Diagnostic>;
        });
    }
    if def.has_custom_assembly_format {
        let self_type =
            (def.kind == DefKind::Attr).then(|| quote!(, self_type: Option<::ods_runtime::Type>));
        methods.extend(quote! {
            /// Reads the instance after its mnemonic (`hasCustomAssemblyFormat`).
            fn parse(p: &mut ::ods_runtime::asm::AsmParser<'_, '_> #self_type) -> ::ods_runtime::asm::PResult<Self>;
            /// Prints the instance after its mnemonic (`hasCustomAssemblyFormat`).
            fn print(self, p: &mut ::ods_runtime::asm::AsmPrinter<'_>);
        });
    }
    for (i, b) in def.builders.iter().enumerate() {
        if b.body.is_some() {
            continue;
        }
        let name = builder_name(def, i);
        let args = builder_args(b)?;
        let params = args.iter().map(|a| {
            let (id, ty) = (&a.id, &a.ty);
            quote!(#id: #ty)
        });
        let ctx_param =
            (!b.has_inferred_context_param).then(|| quote!(ctx: &mut ::ods_runtime::Context,));
        let ret = builder_return(b)?;
        methods.extend(quote! {
            /// A builder declared without a body.
            fn #name(#ctx_param #(#params),*) -> #ret;
        });
    }
    let doc = format!(
        " What [`{class}`] leaves to Rust code of its dialect: implement it for `{class}`."
    );
    let camel = def
        .class_name
        .contains('_')
        .then(|| quote!(#[allow(non_camel_case_types)]));
    Ok(quote! {
        #[doc = #doc]
        #camel
        pub trait #hooks: Sized {
            #methods
        }
    })
}
