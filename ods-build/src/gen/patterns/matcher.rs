//! The match half of a generated pattern: the source DAG, op by op, with
//! MLIR's `either` and `variadic`, leaf constraints, symbols bound twice,
//! and the pattern's extra constraints.

use super::{export_ident, Fail, PatternGen, Shape, Slot, Sym, Use, BIND, EXPORT};
use crate::gen::arg_code::{attr_default, const_builder_call, return_type};
use crate::gen::code::{self, Result};
use ods_spec::model::op::Arity;
use ods_spec::model::pattern::Constraint;
use ods_spec::model::{Op, SourceArg, SourceOp};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

impl<'a> PatternGen<'a> {
    /// Matches the op whose `OpId` is in `id` and binds its arguments.
    pub(super) fn source_op(
        &mut self,
        source: &SourceOp,
        id: &syn::Ident,
        root: bool,
    ) -> Result<TokenStream> {
        let op = &self.model.ops[source.op];
        let class = self.class(op);
        let typed = if root {
            self.root.clone()
        } else {
            self.fresh("matched")
        };
        let on_mismatch = if root {
            quote!(return Ok(false);)
        } else {
            self.fail(&format!("not a '{}'", op.op_name))
        };
        let mut out = quote! {
            let Some(#typed) = #class::cast(rewriter, #id) else {
                #on_mismatch
            };
        };
        if root {
            self.matched.push(id.clone());
        }
        if let Some(name) = &source.name {
            self.symbols.push((
                name.clone(),
                Sym::Op {
                    typed: typed.clone(),
                    op: source.op,
                },
            ));
        }
        let mut index = 0;
        for arg in &source.args {
            match arg {
                SourceArg::Either(pair) => {
                    out.extend(self.either(op, &typed, index, pair)?);
                    index += 2;
                    continue;
                }
                SourceArg::Variadic(items) => {
                    out.extend(self.variadic(op, &typed, index, items)?);
                }
                _ => {
                    let local = self.fresh("arg");
                    let (fetch, sym) = self.fetch(op, &typed, index, &local)?;
                    out.extend(fetch);
                    out.extend(self.source_arg(arg, sym, &op.op_name)?);
                }
            }
            index += 1;
        }
        Ok(out)
    }

    /// Reads argument `index` of the matched op `typed` into `local`.
    fn fetch(
        &mut self,
        op: &'a Op,
        typed: &syn::Ident,
        index: usize,
        local: &syn::Ident,
    ) -> Result<(TokenStream, Sym)> {
        Ok(match self.slot(op, index) {
            Slot::Operand(o) => {
                let getter = self.getter(op, &o.name, "");
                let sym = match o.arity {
                    Arity::Single => Sym::Value(local.clone()),
                    Arity::Optional | Arity::Variadic => Sym::Values(local.clone()),
                    Arity::VariadicOfVariadic { .. } => {
                        return Err(self.error(format!(
                            "matching the variadic-of-variadic operand '{}' of '{}' is not \
                             supported",
                            o.name, op.op_name
                        )))
                    }
                };
                (quote!(let #local = #typed.#getter(rewriter);), sym)
            }
            Slot::Attr(a) => {
                let getter = self.getter(op, &a.name, "_attr");
                match &a.default_value {
                    // An absent defaulted attribute is matched as its
                    // default, as MLIR does.
                    Some(d) if !a.optional => {
                        let build = const_builder_call(a, "value")?.ok_or_else(|| {
                            self.error(format!(
                                "the default of attribute '{}' has no constBuilderCall",
                                a.name
                            ))
                        })?;
                        let rt = return_type(a)?;
                        let d = attr_default(d)?;
                        (
                            quote! {
                                let #local = match #typed.#getter(rewriter) {
                                    Some(attr) => attr,
                                    None => {
                                        let ctx = rewriter.context();
                                        let value: #rt = #d;
                                        #build
                                    }
                                };
                            },
                            Sym::Attr(local.clone()),
                        )
                    }
                    _ if a.is_required() => (
                        quote!(let #local = #typed.#getter(rewriter);),
                        Sym::Attr(local.clone()),
                    ),
                    _ => (
                        quote!(let #local = #typed.#getter(rewriter);),
                        Sym::OptAttr(local.clone()),
                    ),
                }
            }
            Slot::Prop(p) => {
                let getter = self.getter(op, &p.name, "");
                (
                    quote!(let #local = #typed.#getter(rewriter);),
                    Sym::Prop(local.clone()),
                )
            }
        })
    }

    /// Matches a source leaf or nested op against what `sym` holds.
    fn source_arg(&mut self, arg: &SourceArg, sym: Sym, op_name: &str) -> Result<TokenStream> {
        let mut out = TokenStream::new();
        match arg {
            SourceArg::Op(inner) => {
                let value = match &sym {
                    Sym::Value(v) => quote!(Some(#v)),
                    Sym::Values(v) => quote!(drr::optional(&#v)),
                    _ => {
                        return Err(self.error(format!(
                            "an attribute of '{op_name}' cannot be matched by an op"
                        )))
                    }
                };
                let inner_id = self.fresh("op");
                let fail = self.fail("operand is not defined by an op");
                out.extend(quote! {
                    let Some(#inner_id) = #value.and_then(|v| rewriter.defining_op(v)) else {
                        #fail
                    };
                });
                out.extend(self.source_op(inner, &inner_id, false)?);
                self.matched.push(inner_id);
            }
            SourceArg::Leaf { name, constraint } => {
                let mut sym = sym;
                if let Some(c) = constraint {
                    // An absent optional attribute fails a constraint.
                    if let Sym::OptAttr(l) = &sym {
                        let present = self.fresh("attr");
                        let fail = self.fail("attribute is absent");
                        out.extend(quote!(let Some(#present) = #l else { #fail };));
                        sym = Sym::Attr(present);
                    }
                    let (expr, shape) = match &sym {
                        Sym::Value(l) => (quote!(#l), Shape::Value),
                        Sym::Values(l) => (quote!(#l), Shape::Pack),
                        Sym::Attr(l) => (quote!(#l), Shape::Attr),
                        other => {
                            let l = other.local();
                            (quote!(#l), Shape::Other)
                        }
                    };
                    let what = name
                        .clone()
                        .unwrap_or_else(|| format!("an argument of '{op_name}'"));
                    out.extend(self.check(c, vec![Use { expr, shape }], &what)?);
                }
                if let Some(name) = name {
                    match self.bound(name) {
                        Some(earlier) => {
                            let earlier = earlier.local().clone();
                            let local = sym.local();
                            let fail = self.fail(&format!("Operands '{name}' must be equal"));
                            out.extend(quote! {
                                if #local != #earlier {
                                    #fail
                                }
                            });
                        }
                        None => self.symbols.push((name.clone(), sym)),
                    }
                }
            }
            SourceArg::Either(_) | SourceArg::Variadic(_) => {
                return Err(self.error("directives cannot be nested in a source pattern".into()))
            }
        }
        Ok(out)
    }

    /// `(either $a, $b)` on operands `index` and `index + 1`: the first
    /// order that matches, as MLIR's generated lambda tries them.
    fn either(
        &mut self,
        op: &'a Op,
        typed: &syn::Ident,
        index: usize,
        pair: &[SourceArg; 2],
    ) -> Result<TokenStream> {
        let mut fetch = TokenStream::new();
        let mut values = Vec::new();
        for k in [index, index + 1] {
            let local = self.fresh("either");
            let (code, sym) = self.fetch(op, typed, k, &local)?;
            if !matches!(sym, Sym::Value(_)) {
                return Err(self.error(format!(
                    "either directive on '{}': only operands of one value can be swapped",
                    op.op_name
                )));
            }
            fetch.extend(code);
            values.push(local);
        }
        let n = self.locals;
        let outer = syn::Lifetime::new(&format!("'either{n}"), proc_macro2::Span::call_site());
        let attempt = syn::Lifetime::new(&format!("'attempt{n}"), proc_macro2::Span::call_site());
        let (first, second) = (self.fresh("lhs"), self.fresh("rhs"));
        let symbols_before = self.symbols.len();
        let matched_before = self.matched.len();
        self.fail.push(Fail::Break(attempt.clone()));
        let mut inner = self.source_arg(&pair[0], Sym::Value(first.clone()), &op.op_name)?;
        inner.extend(self.source_arg(&pair[1], Sym::Value(second.clone()), &op.op_name)?);
        self.fail.pop();
        // What the attempt bound, handed out of the block.
        let exported: Vec<syn::Ident> = self.symbols[symbols_before..]
            .iter()
            .map(|(_, s)| s.local().clone())
            .chain(self.matched[matched_before..].iter().cloned())
            .collect();
        let (a, b) = (&values[0], &values[1]);
        // Nothing in the attempt can fail: the first order matches.
        if !code::uses(&inner, &format!("attempt{n}")) {
            return Ok(quote! {
                #fetch
                let (#first, #second) = (#a, #b);
                #inner
            });
        }
        for local in &exported {
            let inside = code::count(&inner, &local.to_string());
            self.exports.insert(local.to_string(), inside);
        }
        let handed: Vec<syn::Ident> = exported.iter().map(|l| export_ident(EXPORT, l)).collect();
        let bound: Vec<syn::Ident> = exported.iter().map(|l| export_ident(BIND, l)).collect();
        let fail = self.fail("no order of the operands matches");
        Ok(quote! {
            #fetch
            let (#(#bound),*) = #outer: {
                for (#first, #second) in [(#a, #b), (#b, #a)] {
                    #attempt: {
                        #inner
                        break #outer (#(#handed),*);
                    }
                }
                #fail
            };
        })
    }

    /// `(variadic $a, ...)` on operand `index`: exactly these values.
    fn variadic(
        &mut self,
        op: &'a Op,
        typed: &syn::Ident,
        index: usize,
        items: &[SourceArg],
    ) -> Result<TokenStream> {
        let group = self.fresh("variadic");
        let (mut out, _) = self.fetch(op, typed, index, &group)?;
        let count = items.len();
        let fail = self.fail(&format!("expected {count} values in the variadic operand"));
        out.extend(quote!(if #group.len() != #count { #fail }));
        for (i, item) in items.iter().enumerate() {
            let local = self.fresh("value");
            out.extend(quote!(let #local = #group[#i];));
            out.extend(self.source_arg(item, Sym::Value(local), &op.op_name)?);
        }
        Ok(out)
    }

    /// The check of constraint `c` on `args`.
    pub(super) fn check(&self, c: &Constraint, args: Vec<Use>, what: &str) -> Result<TokenStream> {
        let locals: Vec<syn::Ident> = (0..args.len()).map(|i| format_ident!("a{}", i)).collect();
        let texts: Vec<String> = locals.iter().map(|l| l.to_string()).collect();
        // Several values are handed by reference.
        let exprs = args.iter().map(|u| match u.shape {
            Shape::Pack => {
                let e = &u.expr;
                quote!(&#e)
            }
            _ => u.expr.clone(),
        });
        // A type constraint on several values holds for each.
        let on_each = c.on_type && args.first().is_some_and(|u| u.shape == Shape::Pack);
        let self_text = match args.first() {
            Some(_) if on_each => "ctx.value_type(v)".to_string(),
            Some(u) if c.on_type && u.shape != Shape::Attr => {
                format!("ctx.value_type({})", texts[0])
            }
            Some(_) => texts[0].clone(),
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
        let cond = if on_each {
            let first = &locals[0];
            quote!(#first.values().iter().all(|&v| #cond))
        } else {
            cond
        };
        let reason = format!("'{what}' failed to satisfy constraint: '{}'", c.summary);
        let ctx =
            code::uses(&cond, "ctx").then(|| quote!(let ctx: &::ods_runtime::Context = rewriter;));
        let fail = self.fail(&reason);
        Ok(quote! {
            let holds = {
                #(let #locals = #exprs;)*
                #ctx
                #cond
            };
            if !holds {
                #fail
            }
        })
    }
}
