//! DRR patterns into Rust: each `Pat`/`Pattern` def becomes a unit struct
//! implementing `RewritePattern` (MLIR's generated `RewritePattern`
//! subclass), matching through the ops' typed accessors and building
//! through their `build_generic`; `populate_with_generated` adds them all.

use super::code::{self, Kind, Result};
use super::constraints::ConstraintFns;
use super::op::OpCx;
use ods_spec::model::op::{Argument, Arity};
use ods_spec::model::pattern::Constraint;
use ods_spec::model::{Model, Op, Pattern, ResultNode, SourceArg, SourceOp};
use ods_spec::tablegen::Diagnostic;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The patterns of `model` and `populate_with_generated`, for the root of
/// the generated file.
pub fn generate(model: &Model) -> Result<TokenStream> {
    let mut items = TokenStream::new();
    let mut adds = Vec::new();
    let fns = ConstraintFns::new(model, &Default::default());
    for pattern in &model.patterns {
        let name = code::make_ident(&pattern.def_name);
        items.extend(PatternGen::new(model, pattern, &fns).generate(&name)?);
        adds.push(quote!(patterns.add(#name);));
    }
    items.extend(quote! {
        /// Adds every DRR pattern of the compiled `.td` files to `patterns`.
        pub fn populate_with_generated(patterns: &mut ::ods_runtime::rewrite::RewritePatternSet) {
            #(#adds)*
        }
    });
    Ok(items)
}

/// What a bound symbol holds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum SymbolKind {
    Value,
    Attr,
}

struct PatternGen<'a> {
    model: &'a Model,
    pattern: &'a Pattern,
    fns: &'a ConstraintFns,
    /// Bound symbols: name, Rust local, kind.
    symbols: Vec<(String, syn::Ident, SymbolKind)>,
    /// The locals of the matched ops, root first.
    matched: Vec<syn::Ident>,
    locals: usize,
}

impl<'a> PatternGen<'a> {
    fn new(model: &'a Model, pattern: &'a Pattern, fns: &'a ConstraintFns) -> PatternGen<'a> {
        PatternGen {
            model,
            pattern,
            fns,
            symbols: Vec::new(),
            matched: Vec::new(),
            locals: 0,
        }
    }

    fn error(&self, message: String) -> Box<code::Error> {
        code::Error::plain(Diagnostic::error(Some(self.pattern.span), message))
    }

    fn fresh(&mut self, stem: &str) -> syn::Ident {
        self.locals += 1;
        format_ident!("{}{}", stem, self.locals)
    }

    /// The Rust path of an op's struct from the root of the file.
    fn class(&self, op: &Op) -> TokenStream {
        let path = super::relative_path(&[], &op.namespace);
        let class = code::make_ident(&op.class_name);
        quote!(#path #class)
    }

    fn getter(&self, op: &'a Op, name: &str, suffix: &str) -> syn::Ident {
        OpCx::new(self.model, op, self.fns)
            .getters(name, suffix)
            .remove(0)
    }

    fn symbol(&self, name: &str) -> (syn::Ident, SymbolKind) {
        let (_, ident, kind) = self
            .symbols
            .iter()
            .find(|(n, _, _)| n == name)
            .expect("the model checked every symbol is bound");
        (ident.clone(), *kind)
    }

    fn generate(mut self, name: &syn::Ident) -> Result<TokenStream> {
        let pattern = self.pattern;
        let root_op = &self.model.ops[pattern.source.op];
        let root_name = &root_op.op_name;
        let benefit = u16::try_from(pattern.benefit.max(0)).unwrap_or(u16::MAX);
        let op0 = format_ident!("op0");
        self.matched.push(op0.clone());
        let matching = self.source_op(&pattern.source, &op0, true)?;
        let mut checks = TokenStream::new();
        for c in &pattern.constraints {
            checks.extend(self.check(c, None)?);
        }
        let rewrite = self.rewrite()?;
        let doc = format!(
            " The DRR pattern `{}`: rewrites `{root_name}` (benefit {benefit}).",
            pattern.def_name
        );
        let debug_name = &pattern.def_name;
        // The `.td`'s Rust snippets are pasted as written.
        let lints = code::snippet_lints(0);
        Ok(quote! {
            #[doc = #doc]
            #[derive(Clone, Copy, Debug, Default)]
            pub struct #name;

            #lints
            impl ::ods_runtime::rewrite::RewritePattern for #name {
                fn root(&self) -> Option<&str> {
                    Some(#root_name)
                }
                fn benefit(&self) -> u16 {
                    #benefit
                }
                fn debug_name(&self) -> &str {
                    #debug_name
                }
                fn match_and_rewrite(
                    &self,
                    op0: ::ods_runtime::OpId,
                    rewriter: &mut ::ods_runtime::rewrite::PatternRewriter<'_>,
                ) -> ::ods_runtime::IrResult<bool> {
                    use ::ods_runtime::ods::op::Op as _;
                    #matching
                    #checks
                    #rewrite
                    Ok(true)
                }
            }
        })
    }

    /// Matches the op whose `OpId` is in `id` and binds its arguments.
    fn source_op(&mut self, source: &SourceOp, id: &syn::Ident, root: bool) -> Result<TokenStream> {
        let op = &self.model.ops[source.op];
        let class = self.class(op);
        let typed = self.fresh("matched");
        let failure = format!("not a '{}'", op.op_name);
        let on_mismatch = if root {
            quote!(return Ok(false);)
        } else {
            quote!(return rewriter.notify_match_failure(op0, #failure);)
        };
        let mut out = quote! {
            let Some(#typed) = #class::cast(rewriter, #id) else {
                #on_mismatch
            };
        };
        if let Some(name) = &source.name {
            if op.results.len() != 1 || op.results[0].arity != Arity::Single {
                return Err(self.error(format!(
                    "binding '{name}' to the results of '{}' (not one result) is not supported yet",
                    op.op_name
                )));
            }
            let local = self.fresh("value");
            out.extend(quote!(let #local = rewriter.result(#id, 0);));
            self.symbols.push((name.clone(), local, SymbolKind::Value));
        }
        for (arg, argument) in source.args.iter().zip(&op.arguments) {
            let (expr, kind, what) = match *argument {
                Argument::Operand(k) => {
                    let operand = &op.operands[k];
                    if operand.arity != Arity::Single {
                        return Err(self.error(format!(
                            "matching the operand group '{}' of '{}' (not a single operand) is \
                             not supported yet",
                            operand.name, op.op_name
                        )));
                    }
                    let getter = self.getter(op, &operand.name, "");
                    (
                        quote!(#typed.#getter(rewriter)),
                        SymbolKind::Value,
                        &operand.name,
                    )
                }
                Argument::Attr(k) => {
                    let attr = &op.attributes[k];
                    if attr.optional {
                        return Err(self.error(format!(
                            "matching the optional attribute '{}' of '{}' is not supported yet",
                            attr.name, op.op_name
                        )));
                    }
                    let getter = self.getter(op, &attr.name, "_attr");
                    (
                        quote!(#typed.#getter(rewriter)),
                        SymbolKind::Attr,
                        &attr.name,
                    )
                }
                Argument::Prop(k) => {
                    return Err(self.error(format!(
                        "matching the property '{}' of '{}' is not supported yet",
                        op.properties[k].name, op.op_name
                    )))
                }
            };
            match arg {
                SourceArg::Op(inner) => {
                    if kind != SymbolKind::Value {
                        return Err(self.error(format!(
                            "the attribute '{what}' of '{}' cannot be matched by an op",
                            op.op_name
                        )));
                    }
                    let value = self.fresh("value");
                    let inner_id = self.fresh("op");
                    let defined = format!("'{what}' is not defined by an op");
                    out.extend(quote! {
                        let #value = #expr;
                        let Some(#inner_id) = rewriter.defining_op(#value) else {
                            return rewriter.notify_match_failure(op0, #defined);
                        };
                    });
                    self.matched.push(inner_id.clone());
                    out.extend(self.source_op(inner, &inner_id, false)?);
                }
                SourceArg::Leaf { name, constraint } => {
                    let local = self.fresh(if kind == SymbolKind::Value {
                        "value"
                    } else {
                        "attr"
                    });
                    out.extend(quote!(let #local = #expr;));
                    if let Some(c) = constraint {
                        out.extend(self.check(c, Some((&local, kind)))?);
                    }
                    if let Some(name) = name {
                        match self.symbols.iter().find(|(n, _, _)| n == name) {
                            Some((_, earlier, _)) => {
                                let reason = format!("the two '{name}' differ");
                                out.extend(quote! {
                                    if #local != #earlier {
                                        return rewriter.notify_match_failure(op0, #reason);
                                    }
                                });
                            }
                            None => self.symbols.push((name.clone(), local, kind)),
                        }
                    }
                }
            }
        }
        Ok(out)
    }

    /// The check of constraint `c`, on `leaf` (a source argument) or on
    /// its symbols.
    fn check(
        &self,
        c: &Constraint,
        leaf: Option<(&syn::Ident, SymbolKind)>,
    ) -> Result<TokenStream> {
        let mut args: Vec<(syn::Ident, SymbolKind)> =
            c.args.iter().map(|a| self.symbol(a)).collect();
        if let Some((l, k)) = leaf {
            args.insert(0, (l.clone(), k));
        }
        let texts: Vec<String> = args.iter().map(|(i, _)| i.to_string()).collect();
        let self_text = match args.first() {
            Some((first, SymbolKind::Value)) if c.on_type => {
                format!("ctx.value_type({first})")
            }
            Some((first, _)) => first.to_string(),
            None => String::new(),
        };
        let indices: Vec<String> = (0..texts.len()).map(|i| i.to_string()).collect();
        let mut subst: Vec<(&str, &str)> = vec![("_ctxt", "ctx"), ("_self", self_text.as_str())];
        subst.extend(
            indices
                .iter()
                .map(String::as_str)
                .zip(texts.iter().map(String::as_str)),
        );
        let cond = code::parse_pred(&c.pred, &subst, "constraint", self.pattern.span)?;
        let reason = format!("failed to satisfy '{}'", c.summary);
        let uses_ctx = cond
            .clone()
            .into_iter()
            .any(|t| t.to_string().contains("ctx"));
        let ctx = uses_ctx.then(|| quote!(let ctx: &::ods_runtime::Context = rewriter;));
        Ok(quote! {
            let holds = {
                #ctx
                #cond
            };
            if !holds {
                return rewriter.notify_match_failure(op0, #reason);
            }
        })
    }

    /// Builds the results and replaces the root.
    fn rewrite(&mut self) -> Result<TokenStream> {
        let pattern = self.pattern;
        let root = &self.model.ops[pattern.source.op];
        let replaced = root.results.len();
        if root.results.iter().any(|r| r.arity != Arity::Single) {
            return Err(self.error(format!(
                "replacing '{}', whose results are not single values, is not supported yet",
                root.op_name
            )));
        }
        if pattern.results.len() < replaced {
            return Err(self.error(format!(
                "the pattern gives {} result(s) for the {replaced} of '{}'",
                pattern.results.len(),
                root.op_name
            )));
        }
        // Where the ops built go: the matched ops' locations, fused.
        let matched = &self.matched;
        let builds = pattern
            .results
            .iter()
            .any(|r| !matches!(r, ResultNode::Symbol(_) | ResultNode::ReplaceWithValue(_)));
        let mut out = if builds {
            quote! {
                let loc = {
                    let locs = [#(rewriter.op_loc(#matched)),*];
                    rewriter.context().fused_loc(&locs, None)
                };
            }
        } else {
            TokenStream::new()
        };
        let mut values = Vec::new();
        for (i, node) in pattern.results.iter().enumerate() {
            let replaces_root = i + replaced >= pattern.results.len();
            let (code, value) = self.result(node, replaces_root)?;
            out.extend(code);
            if replaces_root {
                values.push(value);
            }
        }
        out.extend(quote!(rewriter.replace_op(op0, &[#(#values),*])?;));
        Ok(out)
    }

    /// The code that makes a result node's value, and the local holding it.
    fn result(
        &mut self,
        node: &ResultNode,
        replaces_root: bool,
    ) -> Result<(TokenStream, syn::Ident)> {
        match node {
            ResultNode::Symbol(name) | ResultNode::ReplaceWithValue(name) => {
                Ok((TokenStream::new(), self.symbol(name).0))
            }
            ResultNode::Native { code: native, args } => {
                let mut out = TokenStream::new();
                let mut texts = Vec::new();
                for a in args {
                    let (c, v) = self.result(a, false)?;
                    out.extend(c);
                    texts.push(v.to_string());
                }
                let indices: Vec<String> = (0..texts.len()).map(|i| i.to_string()).collect();
                let mut subst: Vec<(&str, &str)> = vec![("_builder", "rewriter"), ("_loc", "loc")];
                subst.extend(
                    indices
                        .iter()
                        .map(String::as_str)
                        .zip(texts.iter().map(String::as_str)),
                );
                let call = code::parse_code(native, &subst, Kind::Expr, "NativeCodeCall")?;
                let local = self.fresh("native");
                out.extend(quote!(let #local = #call;));
                Ok((out, local))
            }
            ResultNode::Op { op, name, args } => {
                if !replaces_root {
                    return Err(self.error(
                        "result ops other than the one replacing the root are not supported yet \
                         (their result types are not inferred)"
                            .into(),
                    ));
                }
                let op = &self.model.ops[*op];
                let mut out = TokenStream::new();
                let mut operands = Vec::new();
                let mut attrs = Vec::new();
                for (arg, argument) in args.iter().zip(&op.arguments) {
                    let (c, v) = self.result(arg, false)?;
                    out.extend(c);
                    match *argument {
                        Argument::Operand(_) => operands.push(v),
                        Argument::Attr(k) => {
                            let attr_name = &op.attributes[k].name;
                            attrs.push(quote!((#attr_name, #v)));
                        }
                        Argument::Prop(k) => {
                            return Err(self.error(format!(
                                "building the property '{}' of '{}' is not supported yet",
                                op.properties[k].name, op.op_name
                            )))
                        }
                    }
                }
                let class = self.class(op);
                let built = self.fresh("built");
                let value = self.fresh("value");
                out.extend(quote! {
                    let #built = {
                        let types = rewriter.value_types(rewriter.results(op0));
                        let ctx = rewriter.context();
                        let mut state = #class::state(ctx, loc);
                        #class::build_generic(ctx, &mut state, &types, &[#(#operands),*], &[#(#attrs),*]);
                        rewriter.insert(state)
                    };
                    let #value = rewriter.result(#built, 0);
                });
                if let Some(name) = name {
                    self.symbols
                        .push((name.clone(), value.clone(), SymbolKind::Value));
                }
                Ok((out, value))
            }
        }
    }
}
