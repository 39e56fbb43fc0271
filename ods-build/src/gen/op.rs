//! One op: its struct and `Op` impl, accessors, operand adaptor, the
//! trait of user hooks, and its registration. Builders and the verifier
//! have files of their own.

use super::accessor_text::Getter;
use super::arg_code::{
    attr_default, const_builder_call, const_builder_uses_value, convert_from_storage, prop_default,
    prop_from_attr, prop_to_attr, prop_type, return_type,
};
use super::code::{self, Kind, Result};
use super::fn_text::TextFn;
use super::op_cx::{variable_flags, OpCx};
use super::text_layout::{text_item, Arg, Call, Item};
use ods_spec::model::{Arity, AttrDef, PropDef, Trait};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// Whether the op needs a hooks trait, and its methods.
fn needs_hooks(cx: &OpCx<'_>) -> bool {
    let op = cx.op;
    op.has_verifier
        || op.has_region_verifier
        || op.has_folder
        || op.has_canonicalizer
        || op.has_canonicalize_method
        || op.has_custom_assembly_format
        || cx.user_infers_types()
        || op.builders.iter().any(|b| b.body.is_none())
        || super::op_asm_interface::has_hooks(cx)
}

fn option_tokens(s: Option<&str>) -> TokenStream {
    match s {
        Some(s) => quote!(Some(#s)),
        None => quote!(None),
    }
}

/// A piece of an op's code, formatted on its own.
pub enum Part {
    /// Items for prettyplease to format, and the items written as text
    /// whose places they hold ([`super::text_layout`]).
    Tokens(TokenStream, Vec<Box<dyn super::text_layout::Item>>),
    /// Items formatted already, at the file's root (see [`super::op_text`]).
    Text(String),
}

/// The struct and its `Op` impl, the inherent impl blocks (forwarding
/// methods, accessors, builders, verifier, registration, format,
/// `extraClassDeclaration`), then the adaptor and the hooks.
pub fn generate(cx: &OpCx<'_>) -> Result<Vec<Part>> {
    let op = cx.op;
    let class = &cx.class;
    let mut accessor_items = Vec::new();
    let accessors = accessors(cx, &mut accessor_items)?;
    let mut twins = Vec::new();
    let builders = super::builders::defaults(cx, &mut twins)?;
    let mut custom_twins = Vec::new();
    let custom_builders = super::builders::custom(cx, &mut custom_twins)?;
    let mut verifier_items = Vec::new();
    let verifier = super::verify::generate(cx, &mut verifier_items)?;
    // The adaptor, written as text ([`super::adaptor_text`]).
    let mut rest_items: Vec<Box<dyn Item>> = Vec::new();
    let adaptor =
        super::adaptor_text::Adaptor::new(cx).map(|adaptor| text_item(&mut rest_items, adaptor));
    let hooks = hooks_trait(cx)?;
    let mut registration_items = Vec::new();
    let registration = registration(cx, &mut registration_items)?;
    let format_methods = super::op_format::methods(cx)?;
    let terminator = super::implicit_terminator::methods(cx)?;
    let subst = [("cppClass", op.class_name.as_str())];
    let extra_decl = match &op.extra_class_declaration {
        Some(c) => code::parse_code(c, &subst, Kind::ImplItems, "extraClassDeclaration")?,
        None => TokenStream::new(),
    };
    let extra_def = match &op.extra_class_definition {
        Some(c) => code::parse_code(c, &subst, Kind::Items, "extraClassDefinition")?,
        None => TokenStream::new(),
    };
    let allow_deprecated = op
        .cpp_deprecated
        .as_ref()
        .map(|_| quote!(#[allow(deprecated)]));
    let lints = code::snippet_lints(op.namespace.len());
    let mut parts = vec![
        Part::Text(super::op_text::header(cx)),
        Part::Text(super::op_text::forwarding_impl(cx)),
    ];
    // The inherent impl comes in a few blocks, each formatted on its own:
    // small pieces keep the parser's and printer's data in the cache.
    // Each block of tokens is followed by the text that goes after it.
    let bodies = [
        (accessors, accessor_items, None),
        (builders, twins, super::op_text::generic_builder(cx)),
        (custom_builders, custom_twins, None),
        (terminator, Vec::new(), None),
        (verifier, verifier_items, None),
        (registration, registration_items, None),
        (format_methods.unwrap_or_default(), Vec::new(), None),
        (extra_decl, Vec::new(), None),
    ];
    for (body, twins, text_after) in bodies {
        if !body.is_empty() {
            let body = code::braced(body);
            let tokens = quote! {
                #allow_deprecated
                #lints
                impl #class #body
            };
            parts.push(Part::Tokens(tokens, twins));
        }
        parts.extend(text_after.map(Part::Text));
    }
    let interface_impls = super::interfaces::op_impls(cx.model, op, class)?;
    let rest = quote! {
        #adaptor
        #hooks
        #interface_impls
        #extra_def
    };
    parts.push(Part::Tokens(rest, rest_items));
    Ok(parts)
}

/// The accessors; the simplest go to `items` ([`super::accessor_text`]).
fn accessors(cx: &OpCx<'_>, items: &mut Vec<Box<dyn Item>>) -> Result<TokenStream> {
    let mut out = TokenStream::new();
    out.extend(operand_accessors(cx, items));
    out.extend(result_accessors(cx, items));
    for a in &cx.op.attributes {
        out.extend(attr_accessors(cx, a, items)?);
    }
    for p in &cx.op.properties {
        out.extend(prop_accessors(cx, p)?);
    }
    out.extend(region_successor_accessors(cx));
    for d in &cx.op.derived_attrs {
        let names = cx.getters(&d.name, "");
        let ty = code::parse_type(
            &d.return_type,
            d.body.span,
            "the derived attribute's return type",
        )?;
        let body = code::parse_code(&d.body, &[], Kind::Block, "the derived attribute's body")?;
        let doc = format!(" The derived attribute `{}`.", d.name);
        for n in names {
            out.extend(quote! {
                #[doc = #doc]
                pub fn #n(self, ctx: &Context) -> #ty {
                    let _ = ctx;
                    #body
                }
            });
        }
    }
    Ok(out)
}

/// `value` as a Rust string literal, escaped as in tokens.
pub(super) fn string_literal(value: &str) -> String {
    proc_macro2::Literal::string(value).to_string()
}

/// Emits `body` under every getter name; the others forward to the first.
fn getter(
    names: &[syn::Ident],
    doc: &str,
    sig_rest: TokenStream,
    ret: TokenStream,
    body: TokenStream,
) -> TokenStream {
    let first = &names[0];
    let mut out = quote! {
        #[doc = #doc]
        pub fn #first(self, ctx: &Context #sig_rest) -> #ret {
            #body
        }
    };
    for other in &names[1..] {
        out.extend(quote! {
            #[doc = #doc]
            pub fn #other(self, ctx: &Context #sig_rest) -> #ret {
                self.#first(ctx)
            }
        });
    }
    out
}

fn operand_accessors(cx: &OpCx<'_>, items: &mut Vec<Box<dyn Item>>) -> TokenStream {
    let mut out = TokenStream::new();
    if cx.op.operands.is_empty() {
        return out;
    }
    let adaptor = &cx.adaptor;
    let sizes = match cx.operand_segment_attr() {
        Some(attr) => quote! {
            let sizes = ods_op::segment_sizes(ctx, self.0, #attr);
        },
        None => quote!(let sizes: Option<Vec<i32>> = None;),
    };
    out.extend(quote! {
        /// The operands, by name.
        pub fn adaptor(self, ctx: &Context) -> #adaptor {
            #sizes
            #adaptor::new(ctx.operands(self.0), sizes.as_deref())
                .unwrap_or_else(|m| ods_op::unverified(ctx, self.0, m))
        }
    });
    let direct = !cx.has_variable_operands();
    for (i, o) in cx.op.operands.iter().enumerate() {
        let names = cx.getters(&o.name, "");
        let field = &names[0];
        let doc = format!(" Operand group #{i}, `{}`: {}.", o.name, o.summary);
        let (ret, body) = match &o.arity {
            // With every group single, operand `i` is group `i`.
            Arity::Single if direct => {
                let index = i.to_string();
                let args = ["self.0", index.as_str()];
                let text = Getter::new(&names, &doc, "Value", "ctx.operand", &args);
                out.extend(text_item(items, text));
                continue;
            }
            Arity::Single => (quote!(Value), quote!(self.adaptor(ctx).#field())),
            Arity::Optional => (quote!(Option<Value>), quote!(self.adaptor(ctx).#field())),
            Arity::Variadic => (
                quote!(Vec<Value>),
                quote!(self.adaptor(ctx).#field().to_vec()),
            ),
            Arity::VariadicOfVariadic { segment_attr } => (quote!(Vec<Vec<Value>>), {
                let malformed = format!("has a malformed '{segment_attr}'");
                quote! {
                    let values = self.adaptor(ctx).#field().to_vec();
                    let sizes = ods_op::segment_sizes(ctx, self.0, #segment_attr).unwrap_or_default();
                    ods_op::split(values, &sizes)
                        .unwrap_or_else(|| ods_op::unverified(ctx, self.0, #malformed))
                }
            }),
        };
        out.extend(getter(&names, &doc, quote!(), ret, body));
    }
    out
}

fn result_accessors(cx: &OpCx<'_>, items: &mut Vec<Box<dyn Item>>) -> TokenStream {
    let mut out = TokenStream::new();
    if cx.op.results.is_empty() {
        return out;
    }
    if cx.has_variable_results() {
        let flags = variable_flags(&cx.op.results);
        let seg = option_tokens(cx.result_segment_attr());
        out.extend(quote! {
            /// Where each result group starts and ends.
            fn result_groups(self, ctx: &Context) -> ods_op::Groups {
                ods_op::groups(ctx, self.0, ctx.num_results(self.0), #flags, #seg)
            }
        });
    }
    for (i, r) in cx.op.results.iter().enumerate() {
        let names = cx.getters(&r.name, "");
        let doc = format!(" Result group #{i}, `{}`: {}.", r.name, r.summary);
        let index = code::lit(i);
        let range = quote!(let range = self.result_groups(ctx).range(#index););
        let (ret, body) = match r.arity {
            // With every group single, result `i` is group `i`.
            Arity::Single if !cx.has_variable_results() => {
                let index = i.to_string();
                let args = ["self.0", index.as_str()];
                let text = Getter::new(&names, &doc, "Value", "ctx.result", &args);
                out.extend(text_item(items, text));
                continue;
            }
            Arity::Single => (
                quote!(Value),
                quote! { #range ctx.result(self.0, range.start) },
            ),
            Arity::Optional => (
                quote!(Option<Value>),
                quote! { #range (!range.is_empty()).then(|| ctx.result(self.0, range.start)) },
            ),
            _ => (
                quote!(Vec<Value>),
                quote! { #range ctx.results(self.0)[range].to_vec() },
            ),
        };
        out.extend(getter(&names, &doc, quote!(), ret, body));
    }
    out
}

fn attr_accessors(
    cx: &OpCx<'_>,
    a: &AttrDef,
    items: &mut Vec<Box<dyn Item>>,
) -> Result<TokenStream> {
    let mut out = TokenStream::new();
    let key = &a.name;
    let raw_names = cx.getters(key, "_attr");
    let typed_names = cx.getters(key, "");
    let summary = &a.summary;
    let convert = convert_from_storage(a, "attr")?;
    let identity = a.convert_from_storage.text.trim() == "$_self";
    let rt = return_type(a)?;
    if a.is_required() {
        let doc = format!(" The attribute `{key}` ({summary}).");
        let args = ["ctx", "self.0", &string_literal(key)];
        let text = Getter::new(
            &raw_names,
            &doc,
            "Attribute",
            "ods_op::required_prop",
            &args,
        );
        out.extend(text_item(items, text));
        let raw = &raw_names[0];
        out.extend(getter(
            &typed_names,
            &format!(" The value of the attribute `{key}`."),
            quote!(),
            rt.clone(),
            if identity {
                quote!(self.#raw(ctx))
            } else {
                quote! {
                    let attr = self.#raw(ctx);
                    #convert
                }
            },
        ));
    } else {
        let doc = format!(" The attribute `{key}` ({summary}), if set.");
        let args = ["ctx", "self.0", &string_literal(key)];
        let ret = "Option<Attribute>";
        let text = Getter::new(&raw_names, &doc, ret, "ods_op::get_prop", &args);
        out.extend(text_item(items, text));
        let raw = &raw_names[0];
        let (ret, body) = if a.is_unit {
            (quote!(bool), quote!(self.#raw(ctx).is_some()))
        } else if let Some(default) = &a.default_value {
            let default = attr_default(default)?;
            (
                rt.clone(),
                quote! {
                    match self.#raw(ctx) {
                        Some(attr) => #convert,
                        None => #default,
                    }
                },
            )
        } else if identity {
            (quote!(Option<#rt>), quote!(self.#raw(ctx)))
        } else {
            (
                quote!(Option<#rt>),
                quote!(self.#raw(ctx).map(|attr| #convert)),
            )
        };
        let doc = if a.default_value.is_some() {
            format!(" The value of the attribute `{key}`, or its default.")
        } else {
            format!(" The value of the attribute `{key}`, if set.")
        };
        out.extend(getter(&typed_names, &doc, quote!(), ret, body));
    }
    // Setters.
    let set_attr = format_ident!("set_{}_attr", code::snake_case(key).trim_end_matches('_'));
    let set_attr_doc = format!(" Sets the attribute `{key}`.");
    let set_doc = format!(" Sets the attribute `{key}` from its value.");
    let remove_doc = format!(" Removes the attribute `{key}`.");
    let set = format_ident!("set_{}", code::snake_case(key));
    let literal = string_literal(key);
    let params = ["ctx: &mut Context", "attr: Attribute"];
    let args = ["ctx", "self.0", &literal, "Some(attr)"];
    let text = Getter::setter(&set_attr, &set_attr_doc, &params, "ods_op::set_prop", &args);
    out.extend(text_item(items, text));
    if a.is_unit {
        out.extend(quote! {
            #[doc = #set_doc]
            pub fn #set(self, ctx: &mut Context, value: bool) {
                let attr = ods_op::unit(ctx, value);
                ods_op::set_prop(ctx, self.0, #key, attr)
            }
        });
    } else if let Some(build) = super::builders::converts(a)
        .then(|| const_builder_call(a, "value"))
        .transpose()?
        .flatten()
    {
        // A `constBuilderCall` without `$0` makes its attribute whatever
        // the value (UB's `PoisonAttr::get`), as MLIR's setter does.
        let ignore = (!const_builder_uses_value(a)).then(|| quote!(let _ = value;));
        out.extend(quote! {
            #[doc = #set_doc]
            pub fn #set(self, ctx: &mut Context, value: #rt) {
                #ignore
                let attr = #build;
                ods_op::set_prop(ctx, self.0, #key, Some(attr))
            }
        });
    }
    if !a.is_required() {
        let remove = format_ident!("remove_{}", code::snake_case(key));
        let args = ["ctx", "self.0", &literal, "None"];
        let params = ["ctx: &mut Context"];
        let text = Getter::setter(&remove, &remove_doc, &params, "ods_op::set_prop", &args);
        out.extend(text_item(items, text));
    }
    Ok(out)
}

fn prop_accessors(cx: &OpCx<'_>, p: &PropDef) -> Result<TokenStream> {
    let key = &p.name;
    let ty = prop_type(p)?;
    let from_attr = prop_from_attr(p)?;
    let to_attr = prop_to_attr(p, "value")?;
    let malformed = format!("has a malformed property '{key}'");
    let missing = match prop_default(p)? {
        Some(d) => d,
        None => {
            let m = format!("requires property '{key}'");
            quote!(ods_op::unverified(ctx, self.0, #m))
        }
    };
    let names = cx.getters(key, "");
    let set = format_ident!("set_{}", code::snake_case(key));
    let set_doc = format!(" Sets the property `{key}`.");
    let mut out = getter(
        &names,
        &format!(" The property `{key}` ({}).", p.summary),
        quote!(),
        ty.clone(),
        quote! {
            match ods_op::get_prop(ctx, self.0, #key) {
                Some(attr) => (#from_attr).unwrap_or_else(|| ods_op::unverified(ctx, self.0, #malformed)),
                None => #missing,
            }
        },
    );
    out.extend(quote! {
        #[doc = #set_doc]
        pub fn #set(self, ctx: &mut Context, value: #ty) {
            let attr = #to_attr;
            ods_op::set_prop(ctx, self.0, #key, Some(attr))
        }
    });
    Ok(out)
}

fn region_successor_accessors(cx: &OpCx<'_>) -> TokenStream {
    let mut out = TokenStream::new();
    let lists = [
        (
            "region",
            "Region",
            &cx.op.regions,
            quote!(RegionId),
            quote!(regions),
        ),
        (
            "successor",
            "Successor",
            &cx.op.successors,
            quote!(BlockId),
            quote!(successors),
        ),
    ];
    for (what, title, list, ty, all) in lists {
        for (i, e) in list.iter().enumerate() {
            // As MLIR: an entity without a name has no accessor
            // (`ctx.regions(op)[i]` reads it).
            if !e.named() {
                continue;
            }
            let names = cx.getters(&e.name, "");
            let doc = format!(" {title} #{i}, `{}`.", e.name);
            let index = code::lit(i);
            let get = if i == 0 {
                quote!(first())
            } else {
                quote!(get(#index))
            };
            let missing = format!("has no {what} #{i}");
            let (ret, body) = if e.variadic {
                (
                    quote!(Vec<#ty>),
                    quote!(ctx.#all(self.0).get(#index..).unwrap_or_default().to_vec()),
                )
            } else {
                (
                    ty.clone(),
                    quote!(ctx.#all(self.0).#get.copied().unwrap_or_else(|| ods_op::unverified(ctx, self.0, #missing))),
                )
            };
            out.extend(getter(&names, &doc, quote!(), ret, body));
        }
    }
    out
}

/// The trait of what the user implements in Rust: verifiers, folders,
/// canonicalizers, result type inference and body-less builders.
fn hooks_trait(cx: &OpCx<'_>) -> Result<TokenStream> {
    let camel = cx.camel_allow();
    if !needs_hooks(cx) {
        return Ok(TokenStream::new());
    }
    let op = cx.op;
    let class = &cx.class;
    let hooks = &cx.hooks;
    let adaptor = &cx.adaptor;
    let mut methods = TokenStream::new();
    if op.has_verifier {
        methods.extend(quote! {
            /// Checks beyond the constraints and traits (`hasVerifier`), run after them.
            fn verify(self, ctx: &Context) -> Result<(), Diagnostic>;
        });
    }
    if op.has_region_verifier {
        methods.extend(quote! {
            /// Checks run once the nested operations verified (`hasRegionVerifier`).
            fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic>;
        });
    }
    if op.has_folder {
        let constants = if op.operands.is_empty() {
            quote!(&[Option<Attribute>])
        } else {
            quote!(#adaptor<Option<Attribute>>)
        };
        let ret = if op.results.len() == 1 && op.results[0].arity == Arity::Single {
            quote!(Option<registry::FoldResult>)
        } else {
            quote!(Option<Vec<registry::FoldResult>>)
        };
        methods.extend(quote! {
            /// Folds the op given its constant operands (`hasFolder`).
            fn fold(self, ctx: &mut Context, constants: #constants) -> #ret;
        });
    }
    if op.has_canonicalizer {
        methods.extend(quote! {
            /// Adds the op's canonicalization patterns to `patterns` (`hasCanonicalizer`).
            fn canonicalization_patterns(patterns: &mut ::ods_runtime::rewrite::RewritePatternSet);
        });
    }
    if op.has_canonicalize_method {
        methods.extend(quote! {
            /// Rewrites the op into a canonical form through `rewriter` (`hasCanonicalizeMethod`); `Ok(true)` when it changed the IR.
            fn canonicalize(self, rewriter: &mut ::ods_runtime::rewrite::PatternRewriter<'_>) -> IrResult<bool>;
        });
    }
    if cx.user_infers_types() {
        methods.extend(quote! {
            /// The result types of an op about to be created (`InferTypeOpInterface`).
            /// `cx` makes types while building; while verifying, it only finds
            /// the types the context holds.
            fn infer_return_types(cx: &mut dyn ods_op::TypeCx, state: &OperationState) -> IrResult<Vec<Type>>;
        });
    }
    if op.has_custom_assembly_format {
        methods.extend(quote! {
            /// Reads the op's custom form after its name into `state` (`hasCustomAssemblyFormat`).
            fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()>;
            /// Prints the op's custom form after its name, which the printer has written; an error only when writing out fails.
            fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()>;
        });
    }
    methods.extend(super::op_asm_interface::hook_signatures(cx));
    methods.extend(super::builders::hook_signatures(cx)?);
    let doc = format!(
        " What [`{class}`] leaves to Rust code of its dialect: implement it for `{class}`."
    );
    Ok(quote! {
        #[doc = #doc]
        #camel
        pub trait #hooks: Sized {
            #methods
        }
    })
}

/// `try_register`: the op's entry in the registry, which goes to `items`
/// ([`super::fn_text`]).
fn registration(cx: &OpCx<'_>, items: &mut Vec<Box<dyn Item>>) -> Result<TokenStream> {
    let op = cx.op;
    let class = &cx.class;
    let hooks = &cx.hooks;
    let name = string_literal(cx.name());
    let word = |text: &str| Arg::word(text.to_string());
    let signature = Call::new(
        "pub fn try_register(",
        vec![word("ctx: &mut Context")],
        ") -> Result<(), registry::RegistryError> {",
    );
    let doc = &[
        "[`Self::register`], or the error when `ctx` holds another",
        "definition under the op's name.",
    ];
    let mut f = TextFn::new(doc, signature);
    let symbol = Call::new("ctx.symbol(", vec![word(&name)], ")");
    let args = vec![
        Arg::Call(symbol),
        word("registry::DefinitionId::of::<Self>()"),
    ];
    f.call(Call::new(
        "let mut info = registry::OpInfo::new(",
        args,
        ");",
    ));
    let mut flags = Vec::new();
    for t in &op.traits {
        let Trait::Native(n) = t else { continue };
        let flag = match n.as_str() {
            "IsTerminator" => "TERMINATOR",
            "NoTerminator" => "NO_TERMINATOR",
            "SingleBlock" => "SINGLE_BLOCK",
            "IsIsolatedFromAbove" => "ISOLATED_FROM_ABOVE",
            "SymbolTable" => "SYMBOL_TABLE",
            "HasOnlyGraphRegion" => "GRAPH_REGIONS",
            "ConstantLike" => "CONSTANT_LIKE",
            "HasRecursiveMemoryEffects" => "RECURSIVE_MEMORY_EFFECTS",
            "IsCommutative" => "COMMUTATIVE",
            "IsIdempotent" => "IDEMPOTENT",
            "IsInvolution" => "INVOLUTION",
            "AlwaysSpeculatableImplTrait" => "ALWAYS_SPECULATABLE",
            "RecursivelySpeculatableImplTrait" => "RECURSIVELY_SPECULATABLE",
            "AutomaticAllocationScope" => "AUTOMATIC_ALLOCATION_SCOPE",
            "Elementwise" => "ELEMENTWISE",
            "AffineScope" => "AFFINE_SCOPE",
            "MemRefsNormalizable" => "MEMREFS_NORMALIZABLE",
            _ if n.starts_with("SingleBlockImplicitTerminator<") => "SINGLE_BLOCK",
            _ => continue,
        };
        if flags.contains(&flag) {
            continue;
        }
        flags.push(flag);
    }
    let traits = if flags.is_empty() {
        "registry::Traits::default()".to_string()
    } else {
        let flags: Vec<String> = flags
            .iter()
            .map(|f| format!("registry::Traits::{f}"))
            .collect();
        flags.join(" | ")
    };
    f.line(format!("info.traits = {traits};"));
    f.line("info.inherent_attrs = Self::ATTRIBUTE_NAMES;".to_string());
    // `usePropertiesForAttributes = 0`: the attributes (not the
    // properties) print in the attribute dictionary.
    if !cx.model.dialect_of(op).use_properties_for_attributes && !op.attributes.is_empty() {
        let names = op.attributes.iter().map(|a| a.name.as_str());
        f.line(format!("info.dictionary_attrs = {};", str_slice(names)));
    }
    // Properties that are not attributes stay discardable when given in
    // an attribute dictionary.
    if !op.properties.is_empty() {
        let names = op.properties.iter().map(|p| p.name.as_str());
        f.line(format!("info.properties = {};", str_slice(names)));
    }
    if !op.properties.is_empty()
        || !op.attributes.is_empty()
        || cx.operand_segment_attr().is_some()
        || cx.result_segment_attr().is_some()
    {
        f.line("info.convert_property = Some(Self::convert_property);".to_string());
    }
    f.line("info.attr_constraints = Self::SPEC.attributes;".to_string());
    f.line("info.verify = Some(Self::verify_op);".to_string());
    if super::verify::needs_region_verifier(cx) {
        f.line("info.verify_regions = Some(Self::verify_regions_op);".to_string());
    }
    memory_effects(cx, &mut f);
    if op.has_folder {
        f.tokens(fold_wiring(cx));
    }
    let method = quote!(|rewriter, op| <#class as #hooks>::canonicalize(#class(op), rewriter));
    match (op.has_canonicalizer, op.has_canonicalize_method) {
        (false, false) => {}
        (true, false) => f.line(format!(
            "info.canonicalization_patterns = Some(<{class} as {hooks}>::canonicalization_patterns);"
        )),
        (false, true) => f.tokens(quote! {
            info.canonicalization_patterns = Some(|patterns| {
                patterns.add_op_fn::<#class>(#method);
            });
        }),
        (true, true) => f.tokens(quote! {
            info.canonicalization_patterns = Some(|patterns| {
                <#class as #hooks>::canonicalization_patterns(patterns);
                patterns.add_op_fn::<#class>(#method);
            });
        }),
    }
    if op.has_custom_assembly_format {
        f.line(format!("info.parse = Some(<{class} as {hooks}>::parse);"));
        f.line(format!(
            "info.print = Some(|p, op| <{class} as {hooks}>::print({class}(op), p));"
        ));
    }
    f.tokens(asm_result_names(cx).unwrap_or_default());
    f.tokens(super::op_asm_interface::registration(cx));
    if op.format.is_some() && !op.has_custom_assembly_format {
        f.line("info.parse = Some(Self::parse);".to_string());
        f.line(format!("info.print = Some(|p, op| {class}(op).print(p));"));
    }
    f.tokens(populate_defaults(cx)?.unwrap_or_default());
    f.tokens(super::interfaces::registration(cx.model, op, class));
    f.line(format!("ctx.registry.register({name}, info)"));
    Ok(text_item(items, f))
}

/// `&["a", "b"]`: the string literals of `names` in a slice.
fn str_slice<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let names: Vec<String> = names.map(string_literal).collect();
    format!("&[{}]", names.join(", "))
}

/// MLIR's `populateDefaultProperties`: the op's required default-valued
/// attributes and its properties with a default, filled in at creation
/// when absent.
fn populate_defaults(cx: &OpCx<'_>) -> Result<Option<TokenStream>> {
    let mut fills = TokenStream::new();
    for a in cx.op.attributes.iter().filter(|a| !a.optional) {
        let Some(default) = &a.default_value else {
            continue;
        };
        let Some(build) = const_builder_call(a, "value")? else {
            continue;
        };
        let (key, rt) = (&a.name, return_type(a)?);
        // A `constBuilderCall` without `$0` (UB's `PoisonAttr::get`) makes
        // the attribute alone: the default value is not computed.
        let value = if const_builder_uses_value(a) {
            let default = attr_default(default)?;
            quote!(let value: #rt = #default;)
        } else {
            quote!()
        };
        fills.extend(quote! {
            props = ods_op::with_default(ctx, props, #key, |ctx| {
                #value
                #build
            });
        });
    }
    for p in &cx.op.properties {
        let default = match prop_default(p)? {
            Some(default) => default,
            // C++ value-initializes the storage of the rest: zero, false, "",
            // an enum's value 0.
            None if p.is_enum || is_value_initialized(p) => {
                quote!(::core::default::Default::default())
            }
            None => continue,
        };
        let (key, ty, to_attr) = (&p.name, prop_type(p)?, prop_to_attr(p, "value")?);
        fills.extend(quote! {
            props = ods_op::with_default(ctx, props, #key, |ctx| {
                let value: #ty = #default;
                #to_attr
            });
        });
    }
    // Segment sizes not given are zeros, as MLIR's `std::array` storage is.
    let segments = [
        (cx.operand_segment_attr(), cx.op.operands.len()),
        (cx.result_segment_attr(), cx.op.results.len()),
    ];
    for (key, groups) in segments {
        if let Some(key) = key {
            fills.extend(quote! {
                props = ods_op::with_default(ctx, props, #key, |ctx| {
                    ods_op::dense_i32_attr(ctx, &[0; #groups])
                });
            });
        }
    }
    Ok((!fills.is_empty()).then(|| {
        quote! {
            info.populate_default_properties = Some(|ctx, props| {
                let mut props = props;
                #fills
                props
            });
        }
    }))
}

/// Whether a property without a default is a scalar or a string, whose
/// storage MLIR's `Properties` struct value-initializes when the op is
/// created (the generic form then shows `n = 0 : i64`).
fn is_value_initialized(p: &PropDef) -> bool {
    const SCALARS: &[&str] = &[
        "i8",
        "i16",
        "i32",
        "i64",
        "u8",
        "u16",
        "u32",
        "u64",
        "bool",
        "::std::string::String",
        "String",
    ];
    SCALARS.contains(&p.storage_type.trim())
}

/// The `getAsmResultNames` mlir-tblgen gives an op with several result
/// groups, some named, unless it declares `OpAsmOpInterface` itself: each
/// group's first result takes the group's name (an unnamed one a number).
fn asm_result_names(cx: &OpCx<'_>) -> Option<TokenStream> {
    let results = &cx.op.results;
    if results.len() <= 1
        || !results.iter().any(|r| r.named)
        || cx.op.interface("OpAsmOpInterface").is_some()
    {
        return None;
    }
    let names = results
        .iter()
        .map(|r| if r.named { r.name.as_str() } else { "" });
    let flags = variable_flags(results);
    let seg = option_tokens(cx.result_segment_attr());
    Some(quote! {
        info.asm_result_names = Some(|ctx, op, set| {
            ods_op::name_result_groups(ctx, op, set, &[#(#names),*], #flags, #seg)
        });
    })
}

/// `info.memory_effects`, for an op whose traits declare its effects;
/// `info.effects_hook`, for one that computes them
/// (`DeclareOpInterfaceMethods<MemoryEffectsOpInterface>`) or has effects
/// on optional or variadic groups, which count once per value present.
fn memory_effects(cx: &OpCx<'_>, f: &mut TextFn) {
    let op = cx.op;
    let declared = op.traits.iter().find_map(|t| match t {
        Trait::MemoryEffects(effects) => Some(effects),
        _ => None,
    });
    let Some(effects) = declared else {
        let computes = op.interface(super::interfaces::MEMORY_EFFECTS) == Some(true);
        if computes {
            f.tokens(quote! {
                info.effects_hook = Some(
                    <Self as ::ods_runtime::interfaces::prelude::mlir::MemoryEffectOpInterfaceImpl>::get_effects,
                );
            });
        }
        return;
    };
    // MLIR has these four; anything else counts as a write, the effect
    // that forbids the most.
    let kind = |e: &str| match e {
        "Allocate" | "AllocateResult" | "Free" | "Read" => format_ident!("{}", e),
        _ => format_ident!("Write"),
    };
    if op.group_effects.is_empty() {
        let kinds: Vec<String> = effects
            .iter()
            .map(|e| format!("registry::MemoryEffect::{}", kind(e)))
            .collect();
        f.line(format!(
            "info.memory_effects = Some(&[{}]);",
            kinds.join(", ")
        ));
        return;
    }
    let kinds = effects.iter().map(|e| kind(e));
    let per_value = op.group_effects.iter().map(|g| {
        let group = g.group;
        let effect = kind(&g.effect);
        let (count, flags, seg) = if g.operand {
            let flags = variable_flags(&op.operands);
            let seg = option_tokens(cx.operand_segment_attr());
            (quote!(ctx.num_operands(op)), flags, seg)
        } else {
            let flags = variable_flags(&op.results);
            let seg = option_tokens(cx.result_segment_attr());
            (quote!(ctx.num_results(op)), flags, seg)
        };
        quote! {
            let values = ods_op::groups(ctx, op, #count, #flags, #seg).range(#group).len();
            effects.extend(std::iter::repeat_n(registry::MemoryEffect::#effect, values));
        }
    });
    f.tokens(quote! {
        info.effects_hook = Some(|ctx, op| {
            let mut effects = vec![#(registry::MemoryEffect::#kinds),*];
            #(#per_value)*
            effects
        });
    });
}

fn fold_wiring(cx: &OpCx<'_>) -> TokenStream {
    let op = cx.op;
    let class = &cx.class;
    let hooks = &cx.hooks;
    let adaptor = &cx.adaptor;
    let constants = if op.operands.is_empty() {
        quote!(constants)
    } else {
        let sizes = match cx.operand_segment_attr() {
            Some(attr) => {
                quote!(ods_op::segment_sizes(ctx, op, #attr))
            }
            None => quote!(None::<Vec<i32>>),
        };
        quote!({
            let sizes = #sizes;
            #adaptor::new(constants.to_vec(), sizes.as_deref()).ok()?
        })
    };
    let single = op.results.len() == 1 && op.results[0].arity == Arity::Single;
    let call = quote!(<#class as #hooks>::fold(#class(op), ctx, #constants));
    let call = if single {
        quote!(#call.map(|r| vec![r]))
    } else {
        call
    };
    quote! {
        info.fold = Some(|ctx, op, constants| #call);
    }
}
