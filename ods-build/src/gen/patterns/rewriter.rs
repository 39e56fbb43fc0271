//! The rewrite half of a generated pattern, as MLIR's `emitRewriteLogic`
//! and `handleOpCreation`: which result DAGs replace the root and which
//! are auxiliary, the ops built with their locations and result types,
//! native calls, and the replacement.

use super::{PatternGen, Shape, Slot, Sym, Use};
use crate::gen::builders;
use crate::gen::code::{self, Kind, Result};
use ods_spec::model::op::Arity;
use ods_spec::model::pattern::{pack_index, pack_name, LocationPart, ResultOp, ReturnType};
use ods_spec::model::ResultNode;
use proc_macro2::TokenStream;
use quote::quote;

impl PatternGen<'_> {
    /// How many values a result node gives (MLIR's `getNodeValueCount`).
    fn value_count(&self, node: &ResultNode) -> usize {
        match node {
            ResultNode::Op(r) => match r.name.as_deref().map(pack_index) {
                Some(Some(_)) => 1,
                _ => self.model.ops[r.op].results.len(),
            },
            ResultNode::Native { returns, .. } => *returns,
            _ => 1,
        }
    }

    /// Builds the results and replaces the root, as MLIR's
    /// `emitRewriteLogic`: the last result patterns give the root's
    /// values, the ones before build auxiliary ops, the supplemental ones
    /// come after the replacement.
    pub(super) fn rewrite(&mut self) -> Result<TokenStream> {
        let pattern = self.pattern;
        let root = &self.model.ops[pattern.source.op];
        let expected = root.results.len() as i64;
        let n = pattern.results.len();
        let mut offsets = vec![expected; n + 1];
        let mut repl_start = if expected == 0 { Some(n) } else { None };
        for i in (0..n).rev() {
            offsets[i] = offsets[i + 1] - self.value_count(&pattern.results[i]) as i64;
            if offsets[i] == 0 {
                repl_start.get_or_insert(i);
            } else if offsets[i] < 0 && offsets[i + 1] > 0 {
                let name = match &pattern.results[i] {
                    ResultNode::Op(r) => r.name.clone().unwrap_or_default(),
                    _ => String::new(),
                };
                return Err(self.error(format!(
                    "cannot use the same multi-result op '{name}' to generate both auxiliary \
                     values and values to be used for replacing the matched op"
                )));
            }
        }
        if offsets[0] > 0 {
            return Err(self.error("not enough values generated to replace the matched op".into()));
        }
        let repl_start = repl_start.unwrap_or(n);
        let mut out = TokenStream::new();
        for (i, node) in pattern.results.iter().enumerate().take(repl_start) {
            let index = usize::try_from(offsets[i]).ok();
            let (code, _) = self.result(node, index, 0)?;
            out.extend(code);
        }
        if expected == 0 {
            out.extend(quote!(rewriter.erase_op(op0)?;));
        } else {
            let mut values = Vec::new();
            for (i, node) in pattern.results.iter().enumerate().skip(repl_start) {
                let index = usize::try_from(offsets[i]).ok();
                let (code, value) = self.result(node, index, 0)?;
                out.extend(code);
                let Some(u) = value else {
                    return Err(
                        self.error("a native call of no value cannot replace values".into())
                    );
                };
                values.push(u);
            }
            let exprs = values.iter().map(|u| &u.expr);
            out.extend(if values.iter().all(|u| u.shape == Shape::Value) {
                quote! {
                    let repl = [#(#exprs),*];
                    rewriter.replace_op(op0, &repl)?;
                }
            } else {
                quote! {
                    let mut repl: Vec<::ods_runtime::Value> = Vec::new();
                    #(repl.extend_from_slice(#exprs.values());)*
                    rewriter.replace_op(op0, &repl)?;
                }
            });
        }
        for node in &pattern.supplemental {
            let (code, _) = self.result(node, None, 0)?;
            out.extend(code);
        }
        Ok(out)
    }

    /// The code that makes a result node, and what stands for its values
    /// (`None` for native code of no value). `index` is the first root
    /// result it replaces (`None`: auxiliary).
    fn result(
        &mut self,
        node: &ResultNode,
        index: Option<usize>,
        depth: usize,
    ) -> Result<(TokenStream, Option<Use>)> {
        match node {
            ResultNode::Symbol(name) | ResultNode::ReplaceWithValue(name) => {
                Ok((TokenStream::new(), Some(self.use_of(name)?)))
            }
            ResultNode::Constant {
                builder,
                value,
                what,
            } => {
                let Some(call) = builder else {
                    return Err(self.error(format!(
                        "the attribute of constant '{what}' has no constBuilderCall"
                    )));
                };
                let call = code::parse_code(
                    &ods_spec::model::Code::rust(call.clone(), self.pattern.span),
                    &[("0", value), ("_builder", "ctx"), ("_ctxt", "ctx")],
                    Kind::Expr,
                    "constBuilderCall",
                )?;
                let local = self.fresh("constant");
                Ok((
                    quote!(let #local = { let ctx = rewriter.context(); #call };),
                    Some(Use {
                        expr: quote!(#local),
                        shape: Shape::Attr,
                    }),
                ))
            }
            ResultNode::Native {
                code: native,
                args,
                returns,
                name,
                location,
            } => {
                let mut out = TokenStream::new();
                let mut texts = Vec::new();
                for a in args {
                    let (c, u) = self.result(a, None, depth + 1)?;
                    out.extend(c);
                    let Some(u) = u else {
                        return Err(
                            self.error("a native call of no value cannot be an argument".into())
                        );
                    };
                    let local = self.fresh("native_arg");
                    let expr = u.expr;
                    // Several values are handed by reference, as MLIR
                    // hands a range.
                    out.extend(match u.shape {
                        Shape::Pack => quote!(let #local = &#expr;),
                        _ => quote!(let #local = #expr;),
                    });
                    texts.push(local.to_string());
                }
                let loc_text = match location {
                    Some(parts) => {
                        let (c, l) = self.location(parts)?;
                        out.extend(c);
                        l.to_string()
                    }
                    None => "loc".to_string(),
                };
                let text = expand_variadic(&native.text, &texts);
                let indices: Vec<String> = (0..texts.len()).map(|i| i.to_string()).collect();
                let mut subst: Vec<(&str, &str)> =
                    vec![("_builder", "rewriter"), ("_loc", loc_text.as_str())];
                subst.extend(
                    indices
                        .iter()
                        .map(String::as_str)
                        .zip(texts.iter().map(String::as_str)),
                );
                let code = ods_spec::model::Code::rust(text, native.span);
                let call = code::parse_code(&code, &subst, Kind::Expr, "NativeCodeCall")?;
                if *returns == 0 {
                    out.extend(quote!(#call;));
                    return Ok((out, None));
                }
                let local = self.fresh("native");
                out.extend(quote!(let #local = #call;));
                let sym = Sym::Native {
                    local,
                    returns: *returns,
                };
                let bound = name.as_deref().map(pack_name).unwrap_or("");
                let key = if bound.is_empty() {
                    sym.local().to_string()
                } else {
                    bound.to_string()
                };
                self.symbols.push((key.clone(), sym));
                let u = self.use_of(name.as_deref().unwrap_or(&key))?;
                Ok((out, Some(u)))
            }
            ResultNode::Variadic(items) => {
                let mut out = TokenStream::new();
                let mut values = Vec::new();
                for item in items {
                    let (c, u) = self.result(item, None, depth + 1)?;
                    out.extend(c);
                    values.push(self.operand_value(u)?);
                }
                let local = self.fresh("variadic");
                out.extend(quote!(let #local: Vec<::ods_runtime::Value> = vec![#(#values),*];));
                Ok((
                    out,
                    Some(Use {
                        expr: quote!(#local),
                        shape: Shape::Pack,
                    }),
                ))
            }
            ResultNode::Op(r) => self.build_op(r, index, depth),
        }
    }

    /// A value for an operand of one value.
    fn operand_value(&self, u: Option<Use>) -> Result<TokenStream> {
        let Some(Use { expr, shape }) = u else {
            return Err(self.error("a native call of no value cannot be an operand".into()));
        };
        Ok(match shape {
            Shape::Value => expr,
            _ => quote!(drr::single(&#expr, "operand")?),
        })
    }

    /// The statements computing a `location` directive, and its local.
    fn location(&mut self, parts: &[LocationPart]) -> Result<(TokenStream, syn::Ident)> {
        let mut out = TokenStream::new();
        let mut locs = Vec::new();
        let mut name = None;
        for part in parts {
            match part {
                LocationPart::Name(n) => name = Some(n.clone()),
                LocationPart::Symbol(s) => {
                    let u = self.use_of(s)?;
                    let expr = u.expr;
                    let local = self.fresh("loc");
                    out.extend(quote!(let #local = drr::value_loc(rewriter, &#expr);));
                    locs.push(local);
                }
            }
        }
        let local = self.fresh("loc");
        out.extend(match (parts.len(), name) {
            (1, Some(n)) => quote!(let #local = drr::name_loc(rewriter.context(), #n);),
            (1, None) => {
                let l = &locs[0];
                quote!(let #local = #l;)
            }
            (_, name) => {
                let metadata = match name {
                    Some(n) => quote!(Some(::ods_runtime::ods::convert::string_attr(rewriter.context(), #n))),
                    None => quote!(None),
                };
                quote! {
                    let #local = {
                        let metadata = #metadata;
                        rewriter.context().fused_loc(&[#(#locs),*], metadata)
                    };
                }
            }
        });
        Ok((out, local))
    }

    /// Builds result op `r`: its arguments first (nested ops before it),
    /// then the op with the result types MLIR's generated code gives it.
    fn build_op(
        &mut self,
        r: &ResultOp,
        index: Option<usize>,
        depth: usize,
    ) -> Result<(TokenStream, Option<Use>)> {
        let op = &self.model.ops[r.op];
        if !op.successors.is_empty() {
            return Err(self.error(format!(
                "building '{}', an op with successors, is not supported",
                op.op_name
            )));
        }
        let cx = self.cx(op);
        let mut out = TokenStream::new();
        let mut params = Vec::new();
        let mut operands: Vec<(String, syn::Ident)> = Vec::new();
        let mut first_attr = None;
        for (i, node) in r.args.iter().enumerate() {
            let (c, u) = self.result(node, Some(i), depth + 1)?;
            out.extend(c);
            let Some(u) = u else {
                return Err(self.error("a native call of no value cannot be an op argument".into()));
            };
            let expr = &u.expr;
            let local = self.fresh("arg");
            let (value, param) = match self.slot(op, i) {
                Slot::Operand(o) => match o.arity {
                    Arity::Single => {
                        operands.push((o.name.clone(), local.clone()));
                        (self.operand_value(Some(u))?, quote!(#local))
                    }
                    Arity::Optional => (
                        match u.shape {
                            Shape::Value => quote!(Some(#expr)),
                            _ => quote!(drr::optional(&#expr)),
                        },
                        quote!(#local),
                    ),
                    Arity::Variadic => (
                        match u.shape {
                            Shape::Value => quote!(vec![#expr]),
                            _ => quote!(#expr.values().to_vec()),
                        },
                        quote!(&#local),
                    ),
                    Arity::VariadicOfVariadic { .. } => {
                        return Err(self.error(format!(
                            "building the variadic-of-variadic operand '{}' of '{}' is not \
                             supported",
                            o.name, op.op_name
                        )))
                    }
                },
                Slot::Attr(a) if cx.is_vov_segments(&a.name) => continue,
                Slot::Attr(a) => {
                    let name = &a.name;
                    let value = match (a.is_required(), u.shape) {
                        (true, Shape::Attr) => quote!(#expr),
                        (true, _) => quote!(drr::required_attr(#expr, #name)?),
                        (false, Shape::Attr) => quote!(Some(#expr)),
                        (false, Shape::OptAttr) => quote!(#expr),
                        (false, _) => quote!(drr::AttrPack::attr(#expr)),
                    };
                    if first_attr.is_none() {
                        first_attr = Some(local.clone());
                    }
                    (value, quote!(#local))
                }
                Slot::Prop(p) => {
                    let value = if p.default_value.is_some() {
                        quote!(Some(#expr))
                    } else {
                        quote!(#expr)
                    };
                    (value, quote!(#local))
                }
            };
            out.extend(quote!(let #local = #value;));
            params.push(param);
        }
        for _ in op.regions.iter().filter(|r| r.variadic) {
            params.push(quote!(0));
        }
        let loc = match &r.location {
            Some(parts) => {
                let (c, l) = self.location(parts)?;
                out.extend(c);
                quote!(#l)
            }
            None => quote!(loc),
        };
        let (prepare, push_types) = self.result_types(r, index, depth, &operands, first_attr)?;
        out.extend(prepare);
        let class = self.class(op);
        let built = self.fresh("built");
        out.extend(quote! {
            let #built = {
                let ctx = rewriter.context();
                let mut owned = #class::state(ctx, #loc);
                let state = &mut owned;
                #class::fill_state(ctx, state, #(#params),*);
                #push_types
                rewriter.insert(owned)
            };
        });
        let typed = self.fresh("op");
        out.extend(quote!(let #typed = #class::from_id_unchecked(#built);));
        let sym = Sym::Op { typed, op: r.op };
        let key = match &r.name {
            Some(name) => pack_name(name).to_string(),
            None => sym.local().to_string(),
        };
        self.symbols.push((key.clone(), sym));
        let u = self.use_of(r.name.as_deref().unwrap_or(&key))?;
        Ok((out, Some(u)))
    }

    /// The statements giving a result op its types, as `RewriterGen`'s
    /// `handleOpCreation` decides: inferred by the op's traits, given by
    /// `returnType`, inferred by the op's builder for nested and auxiliary
    /// ops, or else the replaced root results' types. Returns what runs
    /// before the op's `ctx` borrow, and the statements on `ctx`/`state`.
    fn result_types(
        &mut self,
        r: &ResultOp,
        index: Option<usize>,
        depth: usize,
        operands: &[(String, syn::Ident)],
        first_attr: Option<syn::Ident>,
    ) -> Result<(TokenStream, TokenStream)> {
        let op = &self.model.ops[r.op];
        let count = op.results.len();
        let name = &op.op_name;
        let same = op.has_native_trait("SameOperandsAndResultType");
        let from_attr = op.has_internal_trait("FirstAttrDerivedResultType");
        if r.return_types.is_none() && (same || from_attr) {
            let ty = if same {
                let m = format!("'{name}' built with no operand to take the result type from");
                quote!(ctx.value_type(*state.operands.first().ok_or_else(|| ::ods_runtime::IrError::Invalid(#m.to_string()))?))
            } else {
                let m =
                    format!("'{name}' built with no typed attribute to take the result type from");
                let attr = first_attr.ok_or_else(|| {
                    self.error(format!(
                        "'{name}' has no attribute for FirstAttrDerivedResultType"
                    ))
                })?;
                quote!(::ods_runtime::ods::pred::attr_type(ctx, drr::required_attr(#attr, "")?).ok_or_else(|| ::ods_runtime::IrError::Invalid(#m.to_string()))?)
            };
            return Ok((
                TokenStream::new(),
                quote! {
                    let ty = #ty;
                    state.result_types.extend(std::iter::repeat_n(ty, #count));
                },
            ));
        }
        let partial = r.name.as_deref().is_some_and(|n| pack_name(n) != n);
        if r.return_types.is_none() && (partial || depth > 0 || index.is_none()) {
            if count == 0 {
                return Ok((TokenStream::new(), TokenStream::new()));
            }
            let cx = self.cx(op);
            if crate::gen::op_cx::ods_inference(&cx).is_none() && !cx.user_infers_types() {
                return Err(self.error(format!(
                    "cannot build '{name}' here: its result types cannot be inferred (give them \
                     with `returnType`, or make them inferable: InferTypeOpInterface, \
                     SameOperandsAndResultType, buildable result types)"
                )));
            }
            let lookup = |operand: &str| -> TokenStream {
                match operands.iter().find(|(n, _)| n == operand) {
                    Some((_, local)) => quote!(#local),
                    None => quote!(state.operands[0]),
                }
            };
            let path = self.path(op);
            return Ok((
                TokenStream::new(),
                builders::infer_results(&cx, &lookup, &path)?,
            ));
        }
        if r.return_types.is_some() && depth == 0 && index.is_some() {
            return Err(self.error(
                "Cannot specify explicit return types in an op whose return values replace the \
                 source pattern's root op"
                    .into(),
            ));
        }
        let mut prepare = TokenStream::new();
        let mut pushes = TokenStream::new();
        match &r.return_types {
            Some(types) => {
                for t in types {
                    let local = self.fresh("ty");
                    match t {
                        ReturnType::Symbol(s) => {
                            let u = self.use_of(s)?;
                            let value = self.operand_value(Some(u))?;
                            prepare.extend(quote!(let #local = rewriter.value_type(#value);));
                        }
                        ReturnType::Code(c) => {
                            let code = code::parse_code(
                                c,
                                &[("_builder", "rewriter"), ("_ctxt", "rewriter")],
                                Kind::Expr,
                                "returnType",
                            )?;
                            prepare.extend(quote!(let #local = #code;));
                        }
                        ReturnType::Native(node) => {
                            let (c, u) = self.result(node, None, depth + 1)?;
                            prepare.extend(c);
                            let Some(Use { expr, .. }) = u else {
                                return Err(self
                                    .error("a native call of no value cannot give a type".into()));
                            };
                            prepare.extend(quote!(let #local = #expr;));
                        }
                    }
                    pushes.extend(quote!(state.result_types.push(#local);));
                }
            }
            None => {
                // The types of the root results it replaces.
                let root = &self.model.ops[self.pattern.source.op];
                let start = index.unwrap_or(0);
                for k in start..start + count {
                    let Some(group) = root.results.get(k) else {
                        return Err(self.error(format!(
                            "'{name}' replaces result {k} of '{}', which has {}",
                            root.op_name,
                            root.results.len()
                        )));
                    };
                    let getter = self.getter(root, &group.name, "");
                    let typed = self.root.clone();
                    let local = self.fresh("tys");
                    prepare.extend(
                        quote!(let #local = drr::types(rewriter, &#typed.#getter(rewriter));),
                    );
                    pushes.extend(quote!(state.result_types.extend(#local);));
                }
            }
        }
        Ok((prepare, pushes))
    }
}

/// `$N...` of a `NativeCodeCall`: the arguments from `N` on, joined.
fn expand_variadic(text: &str, args: &[String]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('$') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        match (digits, after[digits..].strip_prefix("...")) {
            (1.., Some(tail)) => {
                let from: usize = after[..digits].parse().unwrap_or(usize::MAX);
                out.push_str(&args.get(from..).unwrap_or_default().join(", "));
                rest = tail;
            }
            _ => {
                out.push('$');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}
