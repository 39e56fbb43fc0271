//! The verifier of an op, in MLIR's order: operand, result, region and
//! successor counts and segment sizes; then the op's invariants (required
//! attributes, attribute and property constraints, operand and result
//! constraints, `PredOpTrait`s, region and successor constraints); then
//! the other traits in declaration order; then `hasVerifier`; once the
//! nested ops verified, the region traits (`InferTypeOpInterface` among
//! them) and `hasRegionVerifier`. What can be
//! data is: the op's `SPEC` (an `ods_runtime::ods::spec::OpSpec`), checked
//! by the runtime's stages; properties, `PredOpTrait`s and traits are code.

use super::code::{self, Result};
use super::fn_text::TextFn;
use super::op_cx::OpCx;
use super::property_text::ConvertProperty;
use super::text_layout::{Arg, Call, Item};
use ods_spec::model::{Arity, Trait};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The `SPEC`, the verifiers ([`super::fn_text`]) and `convert_property`:
/// those written as text go to `items`.
pub fn generate(cx: &OpCx<'_>, items: &mut Vec<Box<dyn Item>>) -> Result<TokenStream> {
    let op = cx.op;
    items.push(Box::new(super::spec_text::Spec::new(cx)));
    let mut out = super::text_layout::placeholder();
    let properties = properties(cx)?;
    let preds = pred_traits(cx)?;
    let inferred = inferred_types_check(cx);
    let doc = &[
        "Checks the op against its definition: counts, constraints and",
        "traits, then its own verifier.",
    ];
    let mut f = TextFn::new(doc, signature("verify_op"));
    f.line("ods_spec::verify_counts(ctx, op, &Self::SPEC)?;".to_string());
    native_traits(cx, Stage::Structural, None, &mut f);
    if properties.is_empty() && preds.is_empty() {
        f.line("ods_spec::verify_invariants(ctx, op, &Self::SPEC)?;".to_string());
    } else {
        f.line("ods_spec::verify_attributes(ctx, op, &Self::SPEC)?;".to_string());
        f.tokens(properties);
        f.line("ods_spec::verify_operands_and_results(ctx, op, &Self::SPEC)?;".to_string());
        f.tokens(preds);
        f.line("ods_spec::verify_regions_and_successors(ctx, op, &Self::SPEC)?;".to_string());
    }
    native_traits(cx, Stage::AfterInvariants, None, &mut f);
    if op.has_verifier {
        let (class, hooks) = (&cx.class, &cx.hooks);
        f.line(format!("<{class} as {hooks}>::verify({class}(op), ctx)?;"));
    }
    f.line("Ok(())".to_string());
    items.push(Box::new(f));
    out.extend(super::text_layout::placeholder());
    out.extend(convert_property(cx, items)?);
    if let Some(f) = region_verifier(cx, inferred.as_ref()) {
        items.push(Box::new(f));
        out.extend(super::text_layout::placeholder());
    }
    Ok(out)
}

/// The signature of verifier `name`.
fn signature(name: &str) -> Call {
    Call::new(
        &format!("pub fn {name}("),
        vec![
            Arg::word("ctx: &Context".to_string()),
            Arg::word("op: OpId".to_string()),
        ],
        ") -> Result<(), Diagnostic> {",
    )
}

/// `convert_property`: MLIR's `setPropertiesFromAttr` on one entry of the
/// `<{...}>` a parser was given (the generic form or `prop-dict`). The
/// message when it does not convert: an attribute of another storage
/// class, segment sizes that are no `i32` array of one size per group, a
/// property its `convertFromAttribute` refuses. Else the attribute the op
/// keeps: a property's value converted back (`convertToAttribute`), as
/// MLIR keeps the value and prints it so (`8 : i32` given for an `i64`
/// property is `8 : i64`), unless the value borrows the context (its type
/// names a reference or a lifetime), when the given attribute stays.
fn convert_property(cx: &OpCx<'_>, items: &mut Vec<Box<dyn Item>>) -> Result<TokenStream> {
    let op = cx.op;
    let word = |text: &str| Arg::word(text.to_string());
    let literal = |text: &str| proc_macro2::Literal::string(text).to_string();
    // The arms that check an attribute or segment sizes: text, or code
    // among the properties' arms.
    let mut checks = Vec::new();
    for a in &op.attributes {
        let (key, class) = (&a.name, &a.storage_type_doc);
        // A builtin class (`::mlir::IntegerAttr`) is checked by the
        // runtime; another (an enum's, a def's, an interface's, of MLIR's
        // own dialects too: `::mlir::ub::PoisonAttrInterface`) by the
        // constraint, which is `isa<Class>` there.
        let builtin = class
            .strip_prefix("::mlir::")
            .is_some_and(|name| !name.contains("::"));
        let check = match cx.constraints.function(a.constraint) {
            Some(f) if !builtin => Arg::Call(Call::new("Some(", vec![word(&f.to_string())], ")")),
            _ => word("None"),
        };
        let key = literal(key);
        let args = vec![
            word("ctx"),
            word(&key),
            word("attr"),
            word(&literal(class)),
            check,
        ];
        checks.push((key, Call::new("ods_op::check_attr_property(", args, ")")));
    }
    let segments = [
        (cx.operand_segment_attr(), op.operands.len()),
        (cx.result_segment_attr(), op.results.len()),
    ];
    for (key, groups) in segments {
        if let Some(key) = key {
            let args = vec![word("ctx"), word("attr"), word(&format!("{groups}usize"))];
            let check = Call::new("ods_op::check_segment_sizes_property(", args, ")");
            checks.push((literal(key), check));
        }
    }
    if op.properties.is_empty() {
        if checks.is_empty() {
            return Ok(TokenStream::new());
        }
        items.push(Box::new(ConvertProperty { arms: checks }));
        return Ok(super::text_layout::placeholder());
    }
    let mut arms = Vec::new();
    for (key, check) in &checks {
        let code = ConvertProperty::arm_code(key, check);
        arms.push(code.parse::<TokenStream>().map_err(|e| {
            code::Error::plain(ods_spec::tablegen::Diagnostic::error(
                None,
                format!("internal error: {code}: {e}"),
            ))
        })?);
    }
    for p in &op.properties {
        let key = &p.name;
        let message = &p.convert_from_attribute_error;
        if p.converts_any_integer {
            let (ty, to_attr) = (
                super::arg_code::prop_type(p)?,
                super::arg_code::prop_to_attr(p, "value")?,
            );
            arms.push(quote! {
                #key => {
                    let value: #ty = ::core::default::Default::default();
                    let like = #to_attr;
                    ods_op::convert_enum_property(ctx, attr, like, #message)
                }
            });
            continue;
        }
        let from_attr = super::arg_code::prop_from_attr(p)?;
        let borrows = p.interface_type.contains(['&', '\'']);
        let keep = if borrows {
            quote!(Some(_) => Ok(attr),)
        } else {
            let to_attr = super::arg_code::prop_to_attr(p, "value")?;
            quote!(Some(value) => Ok(#to_attr),)
        };
        arms.push(quote! {
            #key => {
                let value = {
                    let ctx: &Context = ctx;
                    #from_attr
                };
                match value {
                    #keep
                    None => Err(#message.to_string()),
                }
            }
        });
    }
    Ok(quote! {
        /// `attr`, given for the inherent attribute or property `name` in
        /// `<{...}>`, as the op keeps it (MLIR's `setPropertiesFromAttr`),
        /// or what the parser says of it when it does not convert.
        pub fn convert_property(ctx: &mut Context, name: &str, attr: Attribute) -> Result<Attribute, String> {
            match name {
                #(#arms)*
                _ => Ok(attr),
            }
        }
    })
}

fn properties(cx: &OpCx<'_>) -> Result<TokenStream> {
    let mut out = TokenStream::new();
    for p in &cx.op.properties {
        let key = &p.name;
        let from_attr = super::arg_code::prop_from_attr(p)?;
        let missing = format!("expected key entry for {key} in DictionaryAttr to set Properties.");
        let has_default = p.default_value.is_some();
        let unsatisfied = format!(
            "property '{key}' failed to satisfy constraint: {}",
            cx.model.constraints.get(p.constraint).summary
        );
        // An enum property holds any integer, as MLIR's does: one of no case
        // fails the constraint.
        let malformed = if p.converts_any_integer {
            unsatisfied.clone()
        } else {
            format!("property '{key}' is malformed")
        };
        let check = cx.constraints.function(p.constraint).map(|check| {
            quote!(if !#check(ctx, value) { return Err(ods_op::op_error(ctx, op, #unsatisfied)); })
        });
        let on_missing = if has_default {
            TokenStream::new()
        } else {
            quote!(None => return Err(ods_op::op_error(ctx, op, #missing)),)
        };
        let catch_all = has_default.then(|| quote!(None => {}));
        out.extend(quote! {
            match ods_op::get_prop(ctx, op, #key) {
                Some(attr) => {
                    let Some(value) = #from_attr else {
                        return Err(ods_op::op_error(ctx, op, #malformed));
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
    let preds: Vec<(&String, &ods_spec::model::pred::Pred, _)> = op
        .traits
        .iter()
        .filter_map(|t| match t {
            Trait::Pred {
                summary,
                pred,
                site,
            } if !pred.is_true() => Some((summary, pred, *site)),
            _ => None,
        })
        .collect();
    let mentions = |name: &str| preds.iter().any(|(_, p, _)| mentions(&p.expr, name));
    // The values and attributes the predicates name, fetched once.
    let mut out = TokenStream::new();
    let lists = [
        (
            &op.operands,
            "operand",
            quote!(ctx.operands(op)),
            cx.operand_segment_attr(),
        ),
        (
            &op.results,
            "result",
            quote!(ctx.results(op)),
            cx.result_segment_attr(),
        ),
    ];
    for (list, what, all, segments) in lists {
        if !list.iter().any(|v| mentions(&v.name)) {
            continue;
        }
        let values = format_ident!("{}_values", what);
        let groups = format_ident!("{}_groups", what);
        let flags = super::op_cx::variable_flags(list);
        let segments = match segments {
            Some(s) => quote!(Some(#s)),
            None => quote!(None),
        };
        out.extend(quote! {
            let #values = #all;
            let #groups = ods_op::groups(ctx, op, #values.len(), #flags, #segments);
        });
    }
    for a in op.attributes.iter().filter(|a| mentions(&a.name)) {
        let local = attr_local(&a.name);
        let key = &a.name;
        out.extend(if a.is_required() {
            let m = format!("requires attribute '{key}'");
            quote! {
                let #local = ods_op::get_prop(ctx, op, #key).ok_or_else(|| ods_op::op_error(ctx, op, #m))?;
            }
        } else {
            quote!(let #local = ods_op::get_prop(ctx, op, #key);)
        });
    }
    for (summary, pred, site) in preds {
        let expr = code::parse_pred(pred, &subst, "the predicate of a PredOpTrait", site)?;
        let expr = super::constraints::strip_parens(expr);
        let m = format!("failed to verify that {summary}");
        out.extend(quote! {
            let holds: bool = #expr;
            if !holds {
                return Err(ods_op::op_error(ctx, op, #m));
            }
        });
    }
    Ok(out)
}

/// Whether `text` names `$name` (and not a longer name).
fn mentions(text: &str, name: &str) -> bool {
    let needle = format!("${name}");
    text.match_indices(&needle).any(|(at, _)| {
        !text[at + needle.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
    })
}

fn attr_local(name: &str) -> syn::Ident {
    format_ident!("attr_{}", code::snake_case(name))
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
            quote!(<#path as ods_op::Op>::NAME)
        }
    }
}

/// When a native trait is checked: MLIR lists structural traits before
/// the op's invariants, others after; region traits run once the nested
/// ops verified.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    Structural,
    AfterInvariants,
    Regions,
}

/// The checks of the op's native traits that run at `stage`, appended to `f`.
/// `inferred`: the check of the result types ODS infers, after the other
/// region traits, where MLIR appends the `InferTypeOpInterface` it adds
/// (even when the `.td` declares it earlier). The interface verifies with
/// the regions (`verifyWithRegions`: inferring may read them), after the
/// op's `hasVerifier`; a user's `inferReturnTypes` is checked in the
/// place of the interface among the region traits.
fn native_traits(cx: &OpCx<'_>, stage: Stage, inferred: Option<&TokenStream>, f: &mut TextFn) {
    let inferred = inferred.filter(|_| stage == Stage::Regions);
    for t in &cx.op.traits {
        let infer_type =
            matches!(t, Trait::Interface { name, .. } if name == "InferTypeOpInterface");
        if infer_type && inferred.is_some() {
            continue;
        }
        if infer_type && cx.user_infers_types() {
            if stage == Stage::Regions {
                // Re-infer with the types the context holds, and compare.
                let class = &cx.class;
                let hooks = &cx.hooks;
                f.tokens(quote! {
                    let state = ods_op::state_of(ctx, op);
                    let inferred = <#class as #hooks>::infer_return_types(&mut ods_op::ExistingTypes(ctx), &state);
                    ods_traits::inferred_result_types(ctx, op, inferred)?;
                });
            }
            continue;
        }
        if let Trait::Interface { name, .. } = t {
            // The interface's bases come first, as MLIR lists their traits.
            let calls = super::interfaces::base_names(cx.model, cx.op, name)
                .into_iter()
                .chain([name.clone()])
                .filter_map(|n| super::interfaces::verify_call(cx.model, cx.op, &n));
            for (call, with_regions) in calls {
                let at = if with_regions {
                    Stage::Regions
                } else {
                    Stage::AfterInvariants
                };
                if at == stage {
                    f.tokens(call);
                }
            }
            continue;
        }
        let Trait::Native(name) = t else { continue };
        let simple = match name.as_str() {
            "SameOperandsAndResultType" => Some("same_operands_and_result_type"),
            "SameTypeOperands" => Some("same_type_operands"),
            "SameOperandsShape" => Some("same_operands_shape"),
            "SameOperandsAndResultShape" => Some("same_operands_and_result_shape"),
            "SameOperandsElementType" => Some("same_operands_element_type"),
            "SameOperandsAndResultElementType" => Some("same_operands_and_result_element_type"),
            "Elementwise" => Some("elementwise"),
            _ => None,
        };
        // The checks of one line are text, those naming ops tokens.
        let line = |check: &str| Check::Line(format!("ods_traits::{check}(ctx, op)?;"));
        let (check_stage, check) = if let Some(check) = simple {
            (Stage::AfterInvariants, line(check))
        } else if name == "SingleBlock" {
            let no_terminator = cx.op.has_native_trait("NoTerminator");
            let check = format!("ods_traits::single_block(ctx, op, {no_terminator})?;");
            (Stage::Structural, Check::Line(check))
        } else if name == "IsTerminator" {
            (Stage::AfterInvariants, line("is_terminator"))
        } else if name == "NoRegionArguments" {
            (Stage::Structural, line("no_region_arguments"))
        } else if name.starts_with("HasParent<") {
            let Some(params) = cx.op.native_trait_param("HasParent") else {
                continue;
            };
            let names = params.split(',').map(|p| op_name_of(cx, p));
            (
                Stage::Structural,
                Check::Tokens(quote!(ods_traits::has_parent(ctx, op, &[#(#names),*])?;)),
            )
        } else if name.starts_with("SingleBlockImplicitTerminator<") {
            let Some(p) = cx.op.native_trait_param("SingleBlockImplicitTerminator") else {
                continue;
            };
            let n = op_name_of(cx, p);
            (
                Stage::Regions,
                Check::Tokens(quote!(ods_traits::single_block_implicit_terminator(ctx, op, #n)?;)),
            )
        } else {
            continue;
        };
        if check_stage == stage {
            match check {
                Check::Line(line) => f.line(line),
                Check::Tokens(tokens) => f.tokens(tokens),
            }
        }
    }
    if let Some(inferred) = inferred {
        f.tokens(inferred.clone());
    }
}

/// A trait's check: a statement of one line, or tokens.
enum Check {
    Line(String),
    Tokens(TokenStream),
}

/// Whether the op has checks that wait for its nested operations.
pub fn needs_region_verifier(cx: &OpCx<'_>) -> bool {
    cx.op.has_region_verifier
        || cx.user_infers_types()
        || checks_ods_inferred_types(cx)
        || cx
            .op
            .native_trait_param("SingleBlockImplicitTerminator")
            .is_some()
        || super::interfaces::of_op(cx.model, cx.op)
            .iter()
            .any(|(i, _)| i.verify.is_some() && i.verify_with_regions)
}

/// `verify_regions_op`, registered as the op's region verifier when it has
/// region traits or `hasRegionVerifier`.
fn region_verifier(cx: &OpCx<'_>, inferred: Option<&TokenStream>) -> Option<TextFn> {
    if !needs_region_verifier(cx) {
        return None;
    }
    let doc = &[
        "The checks that run once the nested operations verified: region",
        "traits, then `hasRegionVerifier`.",
    ];
    let mut f = TextFn::new(doc, signature("verify_regions_op"));
    native_traits(cx, Stage::Regions, inferred, &mut f);
    if cx.op.has_region_verifier {
        let (class, hooks) = (&cx.class, &cx.hooks);
        f.line(format!(
            "<{class} as {hooks}>::verify_regions({class}(op), ctx)?;"
        ));
    }
    f.line("Ok(())".to_string());
    Some(f)
}

/// Whether [`inferred_types_check`] has a check to make: ODS infers the
/// result types, not the user's hook, and no transformer does (a
/// transformer may build a type, `&mut Context`, which a verifier cannot;
/// the trait's own predicate has checked the same equality).
fn checks_ods_inferred_types(cx: &OpCx<'_>) -> bool {
    cx.op.inferred_result_types.as_ref().is_some_and(|sources| {
        !cx.user_infers_types() && sources.iter().all(|s| s.transformer.is_none())
    })
}

/// The check of the result types ODS infers (MLIR's generated
/// `inferReturnTypes` and `verifyInferredResultTypes`): an operand's type
/// is read at its group's ODS index in the flat operand list, as MLIR's
/// code reads it; a buildable result's is its own (the invariants checked
/// it). `None` when ODS infers no types, the user's hook does, or a
/// `TypesMatchWith` transforms a type.
fn inferred_types_check(cx: &OpCx<'_>) -> Option<TokenStream> {
    use ods_spec::model::type_inference::{InferredType, TypeSource};
    if !checks_ods_inferred_types(cx) {
        return None;
    }
    let sources = cx.op.inferred_result_types.as_ref()?;
    fn expr(sources: &[InferredType], i: usize) -> TokenStream {
        match sources[i].source {
            TypeSource::Operand(k) => quote!(ods_traits::flat_operand_type(ctx, op, #k)?),
            TypeSource::Result(j) if j == i => quote!(ctx.value_type(ctx.result(op, #i))),
            TypeSource::Result(j) => expr(sources, j),
        }
    }
    let types = (0..sources.len()).map(|i| expr(sources, i));
    Some(quote! {
        let inferred = (|| Some(vec![#(#types),*]))();
        ods_traits::inferred_result_types(ctx, op, inferred.ok_or(()))?;
    })
}
