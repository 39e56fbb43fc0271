//! The verifier of an op, in MLIR's order: operand, result, region and
//! successor counts and segment sizes; then the op's invariants (required
//! attributes, attribute and property constraints, operand and result
//! constraints, `PredOpTrait`s, region and successor constraints); then
//! the other traits in declaration order; then `hasVerifier`.

use super::code::{self, Kind, Result};
use super::op::OpCx;
use ods_spec::model::{Arity, Trait};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

pub fn generate(cx: &OpCx<'_>) -> Result<TokenStream> {
    let op = cx.op;
    let mut body = TokenStream::new();
    body.extend(counts(cx));
    body.extend(segments(cx));
    body.extend(attributes(cx));
    body.extend(properties(cx)?);
    body.extend(values(cx, true));
    body.extend(values(cx, false));
    body.extend(pred_traits(cx)?);
    body.extend(regions_successors(cx));
    body.extend(native_traits(cx));
    if op.has_verifier {
        let class = &cx.class;
        let hooks = &cx.hooks;
        body.extend(quote!(<#class as #hooks>::verify(#class(op), ctx)?;));
    }
    Ok(quote! {
        /// Checks the op against its definition: counts, constraints and
        /// traits, then its own verifier.
        pub fn verify_op(ctx: &::ods_runtime::Context, op: ::ods_runtime::OpId) -> Result<(), ::ods_runtime::diag::Diagnostic> {
            #[allow(unused_variables)]
            let ir = |e: ::ods_runtime::IrError| ::ods_runtime::ods::op::ir_error(ctx, e);
            #body
            Ok(())
        }

        /// Checks the op and everything nested in it, as [`ods_runtime::verify::verify`] does.
        pub fn verify(self, ctx: &::ods_runtime::Context) -> Result<(), ::ods_runtime::diag::Diagnostic> {
            ::ods_runtime::verify::verify(ctx, self.0)
        }
    })
}

fn counts(cx: &OpCx<'_>) -> TokenStream {
    let op = cx.op;
    let count = |f: &str, n: usize, at_least: bool| {
        let f = format_ident!("{}", f);
        let n = code::lit(n);
        quote!(::ods_runtime::ods::traits::#f(ctx, op, #n, #at_least)?;)
    };
    let fixed_regions = op.regions.iter().filter(|r| !r.variadic).count();
    let fixed_successors = op.successors.iter().filter(|s| !s.variadic).count();
    let fixed_results = op.results.iter().filter(|r| !r.arity.is_variable()).count();
    let fixed_operands = op
        .operands
        .iter()
        .filter(|o| !o.arity.is_variable())
        .count();
    let mut out = TokenStream::new();
    out.extend(count(
        "region_count",
        fixed_regions,
        op.regions.iter().any(|r| r.variadic),
    ));
    out.extend(count(
        "result_count",
        fixed_results,
        cx.has_variable_results(),
    ));
    out.extend(count(
        "successor_count",
        fixed_successors,
        op.successors.iter().any(|s| s.variadic),
    ));
    out.extend(count(
        "operand_count",
        fixed_operands,
        cx.has_variable_operands(),
    ));
    out
}

fn segments(cx: &OpCx<'_>) -> TokenStream {
    let mut out = TokenStream::new();
    let groups = [
        (
            cx.operand_segment_attr(),
            cx.op.operands.len(),
            "operand",
            quote!(ctx.num_operands(op)),
        ),
        (
            cx.result_segment_attr(),
            cx.op.results.len(),
            "result",
            quote!(ctx.num_results(op)),
        ),
    ];
    for (attr, n, what, total) in groups {
        let Some(attr) = attr else { continue };
        let n = code::lit(n);
        out.extend(quote! {
            ::ods_runtime::ods::traits::segment_sizes(ctx, op, #attr, #n, #what, #total.map_err(ir)?)?;
        });
    }
    out
}

fn attr_local(name: &str) -> syn::Ident {
    format_ident!("attr_{}", code::snake_case(name))
}

fn attributes(cx: &OpCx<'_>) -> TokenStream {
    let op = cx.op;
    let mut out = TokenStream::new();
    // Fetched in name order, as MLIR fetches them; required ones checked there.
    let mut by_name: Vec<&ods_spec::model::AttrDef> = op.attributes.iter().collect();
    by_name.sort_by(|a, b| a.name.cmp(&b.name));
    for a in by_name {
        let local = attr_local(&a.name);
        let key = &a.name;
        if a.is_required() {
            let m = format!("requires attribute '{key}'");
            out.extend(quote! {
                #[allow(unused_variables)]
                let #local: ::ods_runtime::Attribute = ::ods_runtime::ods::op::get_prop(ctx, op, #key)
                    .map_err(ir)?
                    .ok_or_else(|| ::ods_runtime::ods::op::op_error(ctx, op, #m))?;
            });
        } else {
            out.extend(quote! {
                #[allow(unused_variables)]
                let #local: Option<::ods_runtime::Attribute> = ::ods_runtime::ods::op::get_prop(ctx, op, #key).map_err(ir)?;
            });
        }
    }
    for a in &op.attributes {
        let Some(check) = &cx.constraints.names[a.constraint.0] else {
            continue;
        };
        let local = attr_local(&a.name);
        let m = format!(
            "attribute '{}' failed to satisfy constraint: {}",
            a.name,
            cx.model.constraints.get(a.constraint).summary
        );
        let fail = quote!(return Err(::ods_runtime::ods::op::op_error(ctx, op, #m)););
        out.extend(if a.is_required() {
            quote!(if !#check(ctx, #local) { #fail })
        } else {
            quote!(if let Some(attr) = #local { if !#check(ctx, attr) { #fail } })
        });
    }
    out
}

fn properties(cx: &OpCx<'_>) -> Result<TokenStream> {
    let mut out = TokenStream::new();
    for p in &cx.op.properties {
        let key = &p.name;
        let from_attr = super::op::prop_from_attr(p)?;
        let malformed = format!("property '{key}' is malformed");
        let missing = format!("expected key entry for {key} in DictionaryAttr to set Properties.");
        let has_default = p.default_value.is_some();
        let check = cx.constraints.names[p.constraint.0].as_ref().map(|check| {
            let m = format!(
                "property '{key}' failed to satisfy constraint: {}",
                cx.model.constraints.get(p.constraint).summary
            );
            quote!(if !#check(ctx, value) { return Err(::ods_runtime::ods::op::op_error(ctx, op, #m)); })
        });
        let on_missing = if has_default {
            TokenStream::new()
        } else {
            quote!(None => return Err(::ods_runtime::ods::op::op_error(ctx, op, #missing)),)
        };
        let catch_all = has_default.then(|| quote!(None => {}));
        out.extend(quote! {
            match ::ods_runtime::ods::op::get_prop(ctx, op, #key).map_err(ir)? {
                Some(attr) => {
                    let Some(value) = #from_attr else {
                        return Err(::ods_runtime::ods::op::op_error(ctx, op, #malformed));
                    };
                    let _ = &value;
                    #check
                }
                #on_missing
                #catch_all
            }
        });
    }
    Ok(out)
}

/// Operand (or result) constraints, value by value, with the running index
/// MLIR prints.
fn values(cx: &OpCx<'_>, operands: bool) -> TokenStream {
    let op = cx.op;
    let (list, what, all, seg, flags) = if operands {
        (
            &op.operands,
            "operand",
            quote!(ctx.operands(op)),
            cx.operand_segment_attr(),
            super::op::variable_flags(&op.operands),
        )
    } else {
        (
            &op.results,
            "result",
            quote!(ctx.results(op)),
            cx.result_segment_attr(),
            super::op::variable_flags(&op.results),
        )
    };
    if list.is_empty() {
        return TokenStream::new();
    }
    let seg = match seg {
        Some(s) => quote!(Some(#s)),
        None => quote!(None),
    };
    let mut checks = TokenStream::new();
    for (i, v) in list.iter().enumerate() {
        let check = cx.constraints.names[v.constraint.0].as_ref();
        let optional = (v.arity == Arity::Optional).then(|| {
            let m = format!("{what} group starting at #{{}} requires 0 or 1 element, but found {{}}");
            quote! {
                if range.len() > 1 {
                    return Err(::ods_runtime::ods::op::op_error(ctx, op, format!(#m, index, range.len())));
                }
            }
        });
        let summary = escape_braces(&cx.model.constraints.get(v.constraint).summary);
        let m = format!("{what} #{{}} must be {summary}, but got {{}}");
        let per_value = check.map(|check| {
            quote! {
                for (k, &v) in values[range.clone()].iter().enumerate() {
                    let ty = ctx.value_type(v).map_err(ir)?;
                    if !#check(ctx, ty) {
                        return Err(::ods_runtime::ods::op::op_error(
                            ctx,
                            op,
                            format!(#m, index + k, ::ods_runtime::ods::op::type_text(ctx, ty)),
                        ));
                    }
                }
            }
        });
        let i = code::lit(i);
        checks.extend(quote! {
            let range = groups.range(#i);
            #optional
            #per_value
            index += range.len();
        });
    }
    let vals = if operands {
        format_ident!("operand_values")
    } else {
        format_ident!("result_values")
    };
    let grp = if operands {
        format_ident!("operand_groups")
    } else {
        format_ident!("result_groups")
    };
    quote! {
        #[allow(unused_variables)]
        let #vals = #all.map_err(ir)?;
        #[allow(unused_variables)]
        let #grp = ::ods_runtime::ods::op::groups(ctx, op, #vals.len(), #flags, #seg).map_err(ir)?;
        {
            let values = &#vals;
            let groups = &#grp;
            let mut index = 0usize;
            #checks
            let _ = index;
        }
    }
}

/// `PredOpTrait`s: `$_op`, `$_ctxt`, and `$name` for a single operand or
/// result (a `Value`) or an attribute (an `Attribute`, or an `Option` when
/// optional).
fn pred_traits(cx: &OpCx<'_>) -> Result<TokenStream> {
    let op = cx.op;
    let mut subst: Vec<(String, String)> =
        vec![("_op".into(), "op".into()), ("_ctxt".into(), "ctx".into())];
    // Single values are `Value`s, optional ones `Option<Value>`, variadic
    // ones `&[Value]`.
    let groups = [
        (&op.operands, "operand_values", "operand_groups"),
        (&op.results, "result_values", "result_groups"),
    ];
    for (list, values, groups) in groups {
        for (i, v) in list.iter().enumerate() {
            let expr = match v.arity {
                Arity::Single => format!("{values}[{groups}.range({i}).start]"),
                Arity::Optional => format!("{values}[{groups}.range({i})].first().copied()"),
                _ => format!("&{values}[{groups}.range({i})]"),
            };
            subst.push((v.name.clone(), expr));
        }
    }
    for a in &op.attributes {
        subst.push((a.name.clone(), attr_local(&a.name).to_string()));
    }
    let subst: Vec<(&str, &str)> = subst
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    let mut out = TokenStream::new();
    for t in &op.traits {
        let Trait::Pred { summary, pred } = t else {
            continue;
        };
        if pred.is_true() {
            continue;
        }
        let expr = code::parse_code(
            &pred.code(),
            &subst,
            Kind::Expr,
            "the predicate of a PredOpTrait",
        )?;
        let expr = super::constraints::strip_parens(expr);
        let m = format!("failed to verify that {summary}");
        out.extend(quote! {
            let holds: bool = #expr;
            if !holds {
                return Err(::ods_runtime::ods::op::op_error(ctx, op, #m));
            }
        });
    }
    Ok(out)
}

fn regions_successors(cx: &OpCx<'_>) -> TokenStream {
    let op = cx.op;
    let mut out = TokenStream::new();
    let lists = [
        (
            "region",
            quote!(ctx.regions(op)),
            op.regions
                .iter()
                .map(|r| (r.name.as_str(), r.constraint, r.variadic))
                .collect::<Vec<_>>(),
        ),
        (
            "successor",
            quote!(ctx.successors(op)),
            op.successors
                .iter()
                .map(|s| (s.name.as_str(), s.constraint, s.variadic))
                .collect(),
        ),
    ];
    for (what, all, items) in lists {
        let mut checks = TokenStream::new();
        for (i, (name, constraint, variadic)) in items.iter().enumerate() {
            let Some(check) = &cx.constraints.names[constraint.0] else {
                continue;
            };
            let summary = escape_braces(&cx.model.constraints.get(*constraint).summary);
            let m = format!("{what} #{{}} ('{name}') failed to verify constraint: {summary}");
            let i = code::lit(i);
            let range = if *variadic {
                quote!(#i..)
            } else {
                quote!(#i..#i + 1)
            };
            checks.extend(quote! {
                for (k, &x) in all.get(#range).unwrap_or_default().iter().enumerate() {
                    if !#check(ctx, x) {
                        return Err(::ods_runtime::ods::op::op_error(ctx, op, format!(#m, #i + k)));
                    }
                }
            });
        }
        if !checks.is_empty() {
            out.extend(quote!({ let all = #all.map_err(ir)?; #checks }));
        }
    }
    out
}

/// The op name a C++ class name in a trait parameter stands for.
fn op_name_of(cx: &OpCx<'_>, class: &str) -> TokenStream {
    let class = class.trim().trim_matches('"');
    let last = class.rsplit("::").next().unwrap_or(class);
    if let Some(op) = cx.model.ops.iter().find(|o| o.class_name == last) {
        let n = &op.op_name;
        return quote!(#n);
    }
    match last {
        "ModuleOp" => quote!("builtin.module"),
        "FuncOp" if class.contains("func::") => quote!("func.func"),
        _ => {
            let path: syn::Path =
                syn::parse_str(class.trim_start_matches("::")).unwrap_or_else(|_| {
                    syn::parse_str(last).unwrap_or_else(|_| syn::parse_quote!(UnknownOp))
                });
            quote!(<#path as ::ods_runtime::ods::op::Op>::NAME)
        }
    }
}

fn native_traits(cx: &OpCx<'_>) -> TokenStream {
    let mut out = TokenStream::new();
    for t in &cx.op.traits {
        let Trait::Native(name) = t else { continue };
        let simple = match name.as_str() {
            "SameOperandsAndResultType" => Some("same_operands_and_result_type"),
            "SameTypeOperands" => Some("same_type_operands"),
            "SameOperandsShape" => Some("same_operands_shape"),
            "SameOperandsAndResultShape" => Some("same_operands_and_result_shape"),
            "SameOperandsElementType" => Some("same_operands_element_type"),
            "SameOperandsAndResultElementType" => Some("same_operands_and_result_element_type"),
            _ => None,
        };
        if let Some(f) = simple {
            let f = format_ident!("{}", f);
            out.extend(quote!(::ods_runtime::ods::traits::#f(ctx, op)?;));
            continue;
        }
        if let Some(params) = cx
            .op
            .native_trait_param("HasParent")
            .filter(|_| name.starts_with("HasParent<"))
        {
            let names = params.split(',').map(|p| op_name_of(cx, p));
            out.extend(quote!(::ods_runtime::ods::traits::has_parent(ctx, op, &[#(#names),*])?;));
        } else if name.starts_with("SingleBlockImplicitTerminator<") {
            if let Some(p) = cx.op.native_trait_param("SingleBlockImplicitTerminator") {
                let n = op_name_of(cx, p);
                out.extend(quote!(::ods_runtime::ods::traits::single_block_implicit_terminator(ctx, op, #n)?;));
            }
        }
    }
    out
}

/// Text for a `format!` string: braces doubled.
fn escape_braces(s: &str) -> String {
    s.replace('{', "{{").replace('}', "}}")
}
