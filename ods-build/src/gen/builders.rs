//! The builders of an op. Each C++ `build` overload of `mlir-tblgen`
//! becomes a named function, by this rule:
//!
//! | form | name |
//! |---|---|
//! | one parameter each, result types given, attribute values unwrapped | `build` |
//! | the same with attribute handles (when it differs) | `build_with_attrs` |
//! | result types as one slice, attribute values unwrapped | `build_with_result_types` |
//! | no result types (when they can be inferred), values unwrapped | `build_inferred` |
//! | aggregate: result types, operands, attributes | `build_generic` |
//! | everything but the result types, attribute handles | `fill_state` |
//! | custom `builders` | `build_` and what sets each apart ([`super::builder_names`]; `build_empty` for `(ins)`) |
//!
//! MLIR's `build(builder, state)`, the builder without arguments that
//! `SingleBlockImplicitTerminator` code calls, is therefore `build` when the
//! default form takes nothing (no result, operand, attribute, property,
//! successor or variadic region) and otherwise the custom builder whose
//! parameters all have defaults, `build_empty` for `OpBuilder<(ins)>`
//! ([`zero_argument_builder`]).
//!
//! A custom builder's parameter without a name is MLIR's `odsArg<i>` (`i`
//! its position in `ins`), so `ods_arg<i>` in the builder's name and body.
//!
//! Every `build*` has a one-call twin `create*`, which makes the state,
//! fills it and inserts the op, written as text ([`super::create_text`]).
//!
//! Every builder fills an `OperationState` made by `Op::state`. Defaulted
//! parameters (`DefaultValuedAttr`, `CArg` defaults) are `Option`s: `None`
//! takes the default.

use super::arg_code::{const_builder_call, prop_default, prop_to_attr, prop_type, return_type};
use super::builder_names::Builders;
use super::code::{self, Kind, Result};
use super::create_text::Twin;
use super::flags::{flag_type, flag_value, is_flag};
use super::op_cx::{ods_inference, InferSource, OpCx};
use super::text_layout::{self, Item};
use ods_spec::model::{Argument, Arity, CustomBuilder};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

#[derive(Clone, Copy, PartialEq, Eq)]
enum ResultTypes {
    Separate,
    Collective,
    Inferred,
}

fn can_infer(cx: &OpCx<'_>) -> bool {
    !cx.op.results.is_empty()
        && (ods_inference(cx).is_some() || cx.op.interface("InferTypeOpInterface").is_some())
}

/// Whether an attribute has a value form different from its handle.
fn unwraps(cx: &OpCx<'_>) -> bool {
    cx.op.attributes.iter().any(has_value_form)
}

/// Whether builders take the attribute as a Rust value rather than a
/// handle: unit attributes (a `bool`), and attributes whose value converts
/// to something other than the attribute itself.
/// An optional attribute's value is an `Option` (`None` leaves it absent),
/// so `OptionalAttr<MyEnumAttr>` takes an `Option<MyEnum>`.
pub fn has_value_form(a: &ods_spec::model::AttrDef) -> bool {
    a.is_unit || converts(a)
}

/// Whether the attribute is built from a Rust value other than itself
/// (its `constBuilderCall` is not `$0`).
pub fn converts(a: &ods_spec::model::AttrDef) -> bool {
    a.const_builder_call
        .as_ref()
        .is_some_and(|c| c.text.trim() != "$0")
}

/// `ATTRIBUTE_NAMES`, `fill_state` and the default builders; the generic
/// builder follows them (see [`super::op_text::generic_builder`]).
pub fn defaults(cx: &OpCx<'_>, twins: &mut Vec<Box<dyn Item>>) -> Result<TokenStream> {
    let mut out = TokenStream::new();
    let op = cx.op;
    let inherent = cx.inherent_names();
    out.extend(quote! {
        /// The names of the op's attributes and properties (the segment
        /// sizes of `AttrSized*Segments` too), kept in its properties.
        pub const ATTRIBUTE_NAMES: &'static [&'static str] = &[#(#inherent),*];
    });
    if !op.skip_default_builders {
        out.extend(fill_state(cx, twins)?);
        if unwraps(cx) {
            out.extend(fill_state_with_values(cx, twins)?);
        }
        let mut forms = vec![ResultTypes::Separate];
        if !op.results.is_empty() && cx.result_segment_attr().is_none() {
            forms.push(ResultTypes::Collective);
        }
        if can_infer(cx) {
            forms.push(ResultTypes::Inferred);
        }
        for form in forms {
            let base = match form {
                ResultTypes::Separate => "build",
                ResultTypes::Collective => "build_with_result_types",
                ResultTypes::Inferred => "build_inferred",
            };
            // Attribute handles get a form of their own only with the
            // result types given one by one: the other forms take values.
            if unwraps(cx) {
                out.extend(separate_form(cx, base, form, true, twins)?);
                if form == ResultTypes::Separate {
                    out.extend(separate_form(cx, "build_with_attrs", form, false, twins)?);
                }
            } else {
                out.extend(separate_form(cx, base, form, false, twins)?);
            }
        }
    }
    Ok(out)
}

/// The op's own builders (`builders`), after the default ones.
pub fn custom(cx: &OpCx<'_>, twins: &mut Vec<Box<dyn Item>>) -> Result<TokenStream> {
    let mut out = TokenStream::new();
    for (i, b) in cx.op.builders.iter().enumerate() {
        out.extend(custom_builder(cx, b, i, twins)?);
    }
    Ok(out)
}

/// Statements and parameters of a builder under construction.
#[derive(Default)]
struct Builder {
    params: Vec<TokenStream>,
    body: Vec<TokenStream>,
}

impl Builder {
    fn param(&mut self, name: &syn::Ident, ty: TokenStream) {
        self.params.push(quote!(#name: #ty));
    }
}

fn separate_form(
    cx: &OpCx<'_>,
    name: &str,
    form: ResultTypes,
    unwrapped: bool,
    twins: &mut Vec<Box<dyn Item>>,
) -> Result<TokenStream> {
    let op = cx.op;
    let mut b = Builder::default();
    // Result types first, as parameters, each pushed to the state by the
    // method of `state.result_types` named with it.
    let mut pushes = Vec::new();
    match form {
        ResultTypes::Separate => {
            for r in &op.results {
                let id = code::ident(&r.name);
                let (ty, method) = match r.arity {
                    Arity::Single => (quote!(Type), "push"),
                    Arity::Optional => (quote!(Option<Type>), "extend"),
                    _ => (quote!(&[Type]), "extend_from_slice"),
                };
                b.param(&id, ty);
                pushes.push((method, id));
            }
        }
        ResultTypes::Collective => {
            let id = format_ident!("result_types");
            b.param(&id, quote!(&[Type]));
            pushes.push(("extend_from_slice", id));
        }
        ResultTypes::Inferred => {}
    }
    // Then the arguments, successors and regions, handed to `fill_state`
    // (through `fill_state_with_values` for attribute values; the builders
    // taking handles convert nothing).
    let args = arguments(cx, unwrapped)?;
    b.params.extend(args.params);
    let call_args = args.names;
    let fill = if unwrapped {
        "fill_state_with_values"
    } else {
        "fill_state"
    };
    let doc = match (form, unwrapped) {
        (ResultTypes::Separate, true) => " Fills `state`: one argument per result type, operand, attribute value (`None` for a default) and successor.",
        (ResultTypes::Separate, false) => " Fills `state`: one argument per result type, operand, attribute handle and successor.",
        (ResultTypes::Collective, _) => " Fills `state`: the result types as one slice, then one argument per operand, attribute and successor.",
        (ResultTypes::Inferred, _) => " Fills `state`: one argument per operand, attribute and successor; the result types are inferred.",
    };
    let segments = cx
        .result_segment_attr()
        .filter(|_| form == ResultTypes::Separate);
    if form != ResultTypes::Inferred && segments.is_none() {
        let pushes = pushes.iter().map(|(m, id)| (*m, id.to_string())).collect();
        let names = call_args.iter().map(ToString::to_string).collect();
        return Ok(super::builder_text::place(
            name,
            doc,
            &b.params,
            pushes,
            (fill, names),
            twins,
        ));
    }
    for (method, id) in &pushes {
        let method = format_ident!("{method}");
        b.body.push(quote!(state.result_types.#method(#id);));
    }
    if let Some(attr) = segments {
        let sizes = op
            .results
            .iter()
            .map(|r| size_expr(&code::ident(&r.name), &r.arity));
        b.body.push(quote! {
            let sizes = ods_op::dense_i32_attr(ctx, &[#(#sizes),*]);
            ods_op::set_state_prop(ctx, state, #attr, Some(sizes));
        });
    }
    let fill = format_ident!("{fill}");
    b.body
        .push(quote!(Self::#fill(ctx, state, #(#call_args),*);));
    let (ret, tail) = if form == ResultTypes::Inferred {
        b.body.push(infer_results(
            cx,
            &|name| {
                let id = code::ident(name);
                quote!(#id)
            },
            &TokenStream::new(),
        )?);
        (quote!(-> IrResult<()>), quote!(Ok(())))
    } else {
        (TokenStream::new(), TokenStream::new())
    };
    Ok(function(
        &format_ident!("{}", name),
        &[doc],
        b,
        ret,
        tail,
        None,
        true,
        twins,
    ))
}

/// `fill_state` from attribute values rather than handles: the
/// conversions the builders taking values share.
fn fill_state_with_values(cx: &OpCx<'_>, twins: &mut Vec<Box<dyn Item>>) -> Result<TokenStream> {
    let args = arguments(cx, true)?;
    let names = args.names;
    let mut body = args.conversions;
    body.push(quote!(Self::fill_state(ctx, state, #(#names),*);));
    let b = Builder {
        params: args.params,
        body,
    };
    let doc = " `fill_state` from attribute values (`None` for a default), as the builders taking values call it.";
    Ok(function(
        &format_ident!("fill_state_with_values"),
        &[doc],
        b,
        TokenStream::new(),
        TokenStream::new(),
        None,
        false,
        twins,
    ))
}

/// The parameters of the arguments, successors and variadic region counts
/// of a builder; with `unwrapped`, attribute values and the statements that
/// turn them into the handles `fill_state` takes.
struct Arguments {
    params: Vec<TokenStream>,
    conversions: Vec<TokenStream>,
    names: Vec<syn::Ident>,
}

fn arguments(cx: &OpCx<'_>, unwrapped: bool) -> Result<Arguments> {
    let op = cx.op;
    let mut out = Arguments {
        params: Vec::new(),
        conversions: Vec::new(),
        names: Vec::new(),
    };
    for arg in &op.arguments {
        if matches!(*arg, Argument::Attr(i) if cx.is_vov_segments(&op.attributes[i].name)) {
            continue;
        }
        let Argument::Attr(i) = *arg else {
            let (id, ty) = match *arg {
                Argument::Operand(i) => {
                    let o = &op.operands[i];
                    (code::ident(&o.name), operand_type(&o.arity))
                }
                Argument::Prop(i) => {
                    let p = &op.properties[i];
                    let ty = prop_type(p)?;
                    let ty = if p.default_value.is_some() {
                        quote!(Option<#ty>)
                    } else {
                        ty
                    };
                    (code::ident(&p.name), ty)
                }
                Argument::Attr(_) => unreachable!(),
            };
            out.params.push(quote!(#id: #ty));
            out.names.push(id);
            continue;
        };
        let a = &op.attributes[i];
        let id = code::ident(&a.name);
        let handle = if a.is_required() {
            quote!(Attribute)
        } else {
            quote!(Option<Attribute>)
        };
        let build = if unwrapped && has_value_form(a) && !a.is_unit {
            const_builder_call(a, &id.to_string())?
        } else {
            None
        };
        if unwrapped && a.is_unit {
            let flag = flag_type(&a.name);
            let set = flag_value(&a.name, &id);
            out.params.push(quote!(#id: #flag));
            out.conversions.push(quote! {
                let #id = ods_op::unit(ctx, #set);
            });
        } else if let Some(build) = build {
            let rt = return_type(a)?;
            match &a.default_value {
                // Optional, with a default or not: `None` leaves it absent
                // (and an absent one with a default reads as the default).
                _ if a.optional => {
                    out.params.push(quote!(#id: Option<#rt>));
                    out.conversions
                        .push(quote!(let #id = #id.map(|#id| #build);));
                }
                // A `constBuilderCall` without `$0` makes the attribute
                // alone, whatever the value.
                Some(_) if !super::arg_code::const_builder_uses_value(a) => {
                    out.params.push(quote!(#id: Option<#rt>));
                    out.conversions.push(quote! {
                        let _ = #id;
                        let #id = Some(#build);
                    });
                }
                Some(d) => {
                    out.params.push(quote!(#id: Option<#rt>));
                    let d = super::arg_code::attr_default(d)?;
                    let value = or_default(&id, d);
                    out.conversions.push(quote! {
                        let #id: #rt = #value;
                        let #id = Some(#build);
                    });
                }
                None => {
                    out.params.push(quote!(#id: #rt));
                    out.conversions.push(quote!(let #id = #build;));
                }
            }
        } else {
            out.params.push(quote!(#id: #handle));
        }
        out.names.push(id);
    }
    for (i, s) in op.successors.iter().enumerate() {
        let id = successor_param(&s.name, i);
        let ty = if s.variadic {
            quote!(&[BlockId])
        } else {
            quote!(BlockId)
        };
        out.params.push(quote!(#id: #ty));
        out.names.push(id);
    }
    for r in op.regions.iter().filter(|r| r.variadic) {
        let id = code::make_ident(&format!("{}_count", code::snake_case(&r.name)));
        out.params.push(quote!(#id: usize));
        out.names.push(id);
    }
    Ok(out)
}

fn operand_type(arity: &Arity) -> TokenStream {
    match arity {
        Arity::Single => quote!(Value),
        Arity::Optional => quote!(Option<Value>),
        Arity::Variadic => quote!(&[Value]),
        Arity::VariadicOfVariadic { .. } => quote!(&[Vec<Value>]),
    }
}

/// `fill_state`: everything but the result types, from operands, attribute
/// handles, properties, successors and variadic region counts. Every
/// separate-parameter builder ends in it.
fn fill_state(cx: &OpCx<'_>, twins: &mut Vec<Box<dyn Item>>) -> Result<TokenStream> {
    let op = cx.op;
    let args = arguments(cx, false)?;
    let mut body = Vec::new();
    for arg in &op.arguments {
        match *arg {
            Argument::Operand(i) => {
                let o = &op.operands[i];
                let id = code::ident(&o.name);
                body.push(match &o.arity {
                    Arity::Single => quote!(state.operands.push(#id);),
                    Arity::Optional => quote!(state.operands.extend(#id);),
                    Arity::Variadic => quote!(state.operands.extend_from_slice(#id);),
                    Arity::VariadicOfVariadic { segment_attr } => quote! {
                        for group in #id {
                            state.operands.extend_from_slice(group);
                        }
                        let sizes: Vec<i32> = #id.iter().map(|g| g.len() as i32).collect();
                        let sizes = ods_op::dense_i32_attr(ctx, &sizes);
                        ods_op::set_state_prop(ctx, state, #segment_attr, Some(sizes));
                    },
                });
            }
            Argument::Attr(i) if cx.is_vov_segments(&op.attributes[i].name) => {}
            Argument::Attr(i) => {
                let a = &op.attributes[i];
                let id = code::ident(&a.name);
                let key = &a.name;
                let value = if a.is_required() {
                    quote!(Some(#id))
                } else {
                    quote!(#id)
                };
                body.push(quote!(ods_op::set_state_prop(ctx, state, #key, #value);));
            }
            Argument::Prop(i) => {
                let p = &op.properties[i];
                let id = code::ident(&p.name);
                let key = &p.name;
                if let Some(d) = prop_default(p)? {
                    let ty = prop_type(p)?;
                    let value = or_default(&id, d);
                    body.push(quote!(let #id: #ty = #value;));
                }
                let to_attr = prop_to_attr(p, &id.to_string())?;
                body.push(quote! {{
                    let attr = #to_attr;
                    ods_op::set_state_prop(ctx, state, #key, Some(attr));
                }});
            }
        }
    }
    if let Some(attr) = cx.operand_segment_attr() {
        let sizes = op
            .operands
            .iter()
            .map(|o| size_expr(&code::ident(&o.name), &o.arity));
        body.push(quote! {
            let sizes = ods_op::dense_i32_attr(ctx, &[#(#sizes),*]);
            ods_op::set_state_prop(ctx, state, #attr, Some(sizes));
        });
    }
    for (i, s) in op.successors.iter().enumerate() {
        let id = successor_param(&s.name, i);
        body.push(if s.variadic {
            quote!(state.successors.extend_from_slice(#id);)
        } else {
            quote!(state.successors.push(#id);)
        });
    }
    for r in &op.regions {
        body.push(if r.variadic {
            let count = code::make_ident(&format!("{}_count", code::snake_case(&r.name)));
            quote!(for _ in 0..#count { let r = ctx.create_region(); state.regions.push(r); })
        } else {
            quote!({
                let r = ctx.create_region();
                state.regions.push(r);
            })
        });
    }
    let b = Builder {
        params: args.params,
        body,
    };
    // Public for DRR patterns, which give the result types their own way.
    let f = function(
        &format_ident!("fill_state"),
        &[" Fills `state` with everything but the result types (the builders end here; DRR patterns build through it)."],
        b,
        TokenStream::new(),
        TokenStream::new(),
        None,
        true,
        twins,
    );
    Ok(f)
}

/// `x`, or its default when `x` is `None`.
pub fn or_default(id: &syn::Ident, default: TokenStream) -> TokenStream {
    let is_literal = matches!(
        syn::parse2::<syn::Expr>(default.clone()),
        Ok(syn::Expr::Lit(_))
            | Ok(syn::Expr::Unary(syn::ExprUnary {
                op: syn::UnOp::Neg(_),
                ..
            }))
    );
    if is_literal {
        quote!(#id.unwrap_or(#default))
    } else {
        quote!(#id.unwrap_or_else(|| #default))
    }
}

/// The number of values a group parameter holds, as an `i32`.
fn size_expr(id: &syn::Ident, arity: &Arity) -> TokenStream {
    match arity {
        Arity::Single => quote!(1),
        Arity::Optional => quote!(#id.is_some() as i32),
        Arity::Variadic => quote!(#id.len() as i32),
        Arity::VariadicOfVariadic { .. } => quote!(#id.iter().map(Vec::len).sum::<usize>() as i32),
    }
}

/// Statements that push the inferred result types onto `state`, with `ctx`
/// in scope: `operand` gives the value of a named operand, `path` leads to
/// the op's module (builders are in it, DRR patterns are not).
pub fn infer_results(
    cx: &OpCx<'_>,
    operand: &dyn Fn(&str) -> TokenStream,
    path: &TokenStream,
) -> Result<TokenStream> {
    let class = &cx.class;
    let hooks = &cx.hooks;
    let Some(sources) = ods_inference(cx) else {
        return Ok(quote! {
            let types = <#path #class as #path #hooks>::infer_return_types(ctx, state)?;
            state.result_types.extend(types);
        });
    };
    let name = cx.name();
    let mut out = TokenStream::new();
    for source in sources {
        let ty = match source {
            InferSource::Build(call) => code::parse_code(
                &call,
                &[("_builder", "ctx"), ("_ctxt", "ctx")],
                Kind::Expr,
                "builderCall",
            )?,
            InferSource::FirstOperand => {
                let m = format!("'{name}' op: no operand to infer the result type from");
                quote!(ctx.value_type(*state.operands.first().ok_or_else(|| ::ods_runtime::IrError::Invalid(#m.to_string()))?))
            }
            InferSource::Operand { name, transformer } => {
                let id = operand(&name);
                match transformer {
                    None => quote!(ctx.value_type(#id)),
                    Some(t) => {
                        let t = code::parse_code(
                            &t,
                            &[("_self", "ty"), ("_ctxt", "ctx")],
                            Kind::Expr,
                            "the TypesMatchWith transformer",
                        )?;
                        quote!({ let ty = ctx.value_type(#id); #t })
                    }
                }
            }
        };
        out.extend(quote!({ let ty = #ty; state.result_types.push(ty); }));
    }
    Ok(out)
}

/// A builder function: `ctx` and `state`, then `b`'s parameters. A public
/// `build*` builder is followed by the place of its one-call twin
/// `create*`, which goes to `twins` ([`super::create_text`]).
#[allow(clippy::too_many_arguments)]
fn function(
    name: &syn::Ident,
    docs: &[&str],
    b: Builder,
    ret: TokenStream,
    tail: TokenStream,
    deprecated: Option<&str>,
    public: bool,
    twins: &mut Vec<Box<dyn Item>>,
) -> TokenStream {
    let Builder { params, body } = b;
    let body = quote!(#(#body)* #tail);
    let ctx = if code::uses(&body, "ctx") {
        quote!(ctx)
    } else {
        quote!(_ctx)
    };
    let state = if code::uses(&body, "state") {
        quote!(state)
    } else {
        quote!(_state)
    };
    let twin = public
        .then(|| Twin::new(name, &params, !ret.is_empty(), deprecated))
        .flatten();
    let create = twin.map(|twin| {
        twins.push(Box::new(twin));
        text_layout::placeholder()
    });
    let deprecated = deprecated.map(|m| quote!(#[deprecated(note = #m)]));
    let vis = public.then(|| quote!(pub));
    quote! {
        #(#[doc = #docs])*
        #deprecated
        #vis fn #name(#ctx: &mut Context, #state: &mut OperationState, #(#params),*) #ret {
            #body
        }
        #create
    }
}

/// The builder of `cx`'s op that MLIR calls as `build(builder, state)`:
/// its name and the number of `None`s to pass for defaulted parameters.
/// The default `build` when it takes nothing, else the custom builder with
/// the fewest parameters, all defaulted (`OpBuilder<(ins)>` is
/// `build_empty`); `None` when the op has neither.
pub fn zero_argument_builder(cx: &OpCx<'_>) -> Result<Option<(syn::Ident, usize)>> {
    let op = cx.op;
    if !op.skip_default_builders && op.results.is_empty() && arguments(cx, true)?.params.is_empty()
    {
        return Ok(Some((format_ident!("build"), 0)));
    }
    Ok(op
        .builders
        .iter()
        .enumerate()
        .filter(|(_, b)| b.params.iter().all(|p| p.default.is_some()))
        .min_by_key(|(_, b)| b.params.len())
        .map(|(i, b)| (custom_name(cx, i), b.params.len())))
}

/// The builder parameter of successor `i`: its snake-case name, or
/// `successor<i>` when it has none.
fn successor_param(name: &str, i: usize) -> syn::Ident {
    match name {
        "" => format_ident!("successor{i}"),
        _ => code::ident(name),
    }
}

/// The name of a custom builder: `build_` and its parameter names; when
/// another builder has the same parameter names, the last word of each
/// parameter type follows (`build_value_attribute`, `build_value_f64`).
pub fn custom_name(cx: &OpCx<'_>, index: usize) -> syn::Ident {
    let op = cx.op;
    let mut defaults: Vec<String> = (op.operands.iter().map(|o| &o.name))
        .chain(op.attributes.iter().map(|a| &a.name))
        .chain(op.properties.iter().map(|p| &p.name))
        .chain(op.results.iter().map(|r| &r.name))
        .chain(op.successors.iter().map(|s| &s.name))
        .map(|n| code::snake_case(n))
        .collect();
    if !op.results.is_empty() {
        defaults.push("result_types".into());
    }
    let builders = Builders {
        custom: op.builders.iter().map(|b| b.params.as_slice()).collect(),
        defaults,
    };
    format_ident!("build_{}", builders.words(index).join("_"))
}

fn custom_params(b: &CustomBuilder) -> Result<Vec<(syn::Ident, TokenStream, Option<TokenStream>)>> {
    b.params
        .iter()
        .map(|p| {
            let id = super::origin::ident_typed_by(&p.name, &p.ty);
            let ty = code::parse_type_code(
                &p.ty,
                &format!("the type of builder parameter '{}'", p.name),
            )?;
            let default = p
                .default
                .as_ref()
                .map(|d| {
                    code::parse_code(
                        d,
                        &[],
                        Kind::Expr,
                        &format!("the default of builder parameter '{}'", p.name),
                    )
                })
                .transpose()?;
            Ok((id, ty, default))
        })
        .collect()
}

fn custom_builder(
    cx: &OpCx<'_>,
    b: &CustomBuilder,
    index: usize,
    twins: &mut Vec<Box<dyn Item>>,
) -> Result<TokenStream> {
    let name = custom_name(cx, index);
    let params = custom_params(b)?;
    let mut builder = Builder::default();
    for ((id, ty, default), p) in params.iter().zip(&b.params) {
        if is_flag(ty) {
            // Taken as its enum, turned back into the `bool` the body reads.
            let flag = flag_type(&p.name);
            let set = flag_value(&p.name, id);
            match default {
                Some(d) => {
                    builder.param(id, quote!(Option<#flag>));
                    builder.body.push(quote! {
                        let #id = #id.unwrap_or(#flag::from(#d));
                        let #id: bool = #set;
                    });
                }
                None => {
                    builder.param(id, flag);
                    builder.body.push(quote!(let #id: bool = #set;));
                }
            }
            continue;
        }
        match default {
            // An `Option` whose default is `None` is taken as it is, not
            // wrapped in another `Option`.
            Some(d) if is_option(ty) && is_none(d) => builder.param(id, ty.clone()),
            Some(d) => {
                builder.param(id, quote!(Option<#ty>));
                let value = or_default(id, d.clone());
                builder.body.push(quote!(let #id: #ty = #value;));
            }
            None => builder.param(id, ty.clone()),
        }
    }
    let doc = " A builder of the op's `builders` list.";
    match &b.body {
        Some(body) => {
            let subst = [("_builder", "ctx"), ("_state", "state"), ("_ctxt", "ctx")];
            let body = code::parse_code(body, &subst, Kind::Block, "the builder body")?;
            builder.body.push(body);
        }
        None => {
            let class = &cx.class;
            let hooks = &cx.hooks;
            let args = params.iter().map(|(id, _, _)| id);
            builder
                .body
                .push(quote!(<#class as #hooks>::#name(ctx, state, #(#args),*)));
        }
    }
    let docs: &[&str] = if b.body.is_none() {
        &[doc, " Implemented in Rust by the dialect's hooks."]
    } else {
        &[doc]
    };
    Ok(function(
        &name,
        docs,
        builder,
        TokenStream::new(),
        TokenStream::new(),
        b.deprecated.as_deref(),
        true,
        twins,
    ))
}

/// Whether a default is `None` (a `.td` location marker aside).
fn is_none(default: &TokenStream) -> bool {
    let mut tokens = default.clone().into_iter();
    match (tokens.next(), tokens.next()) {
        (Some(proc_macro2::TokenTree::Ident(id)), None) => {
            super::origin::unmarked(&id.to_string()) == "None"
        }
        _ => false,
    }
}

/// Whether a Rust type is an `Option` (`Option<T>`,
/// `::std::option::Option<T>`).
fn is_option(ty: &TokenStream) -> bool {
    let text = ty.to_string().replace(' ', "");
    [
        "Option<",
        "::std::option::Option<",
        "std::option::Option<",
        "::core::option::Option<",
    ]
    .iter()
    .any(|p| text.starts_with(p))
}

/// Signatures of the custom builders without a body, for the hooks trait.
pub fn hook_signatures(cx: &OpCx<'_>) -> Result<TokenStream> {
    let mut out = TokenStream::new();
    for (i, b) in cx.op.builders.iter().enumerate() {
        if b.body.is_some() {
            continue;
        }
        let name = custom_name(cx, i);
        let params = custom_params(b)?
            .into_iter()
            .map(|(id, ty, _)| quote!(#id: #ty));
        out.extend(quote! {
            /// A builder declared without a body.
            #[allow(clippy::too_many_arguments)]
            fn #name(ctx: &mut Context, state: &mut OperationState, #(#params),*);
        });
    }
    Ok(out)
}
