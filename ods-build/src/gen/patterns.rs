//! DRR patterns into Rust: each `Pat`/`Pattern` def becomes a unit struct
//! implementing `RewritePattern` (MLIR's generated `RewritePattern`
//! subclass), matching through the ops' typed accessors and building
//! through their `fill_state`, with result types as mlir-tblgen's
//! `RewriterGen` chooses them; `populate_with_generated` adds them all.

use super::builders;
use super::code::{self, Kind, Result};
use super::constraints::ConstraintFns;
use super::op::{attr_default, const_builder_call, return_type, OpCx};
use ods_spec::model::op::{Argument, Arity};
use ods_spec::model::pattern::{
    pack_index, pack_name, Constraint, LocationPart, ResultOp, ReturnType,
};
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

/// What a bound symbol holds, in a Rust local.
#[derive(Clone)]
enum Sym {
    /// A `Value`.
    Value(syn::Ident),
    /// Values (an operand group): a `Vec<Value>` or an `Option<Value>`.
    Values(syn::Ident),
    /// An `Attribute`.
    Attr(syn::Ident),
    /// An `Option<Attribute>`.
    OptAttr(syn::Ident),
    /// A property's value.
    Prop(syn::Ident),
    /// An op, matched or built: its typed handle.
    Op { typed: syn::Ident, op: usize },
    /// What a `NativeCodeCall` of `returns` values gave.
    Native { local: syn::Ident, returns: usize },
}

impl Sym {
    fn local(&self) -> &syn::Ident {
        match self {
            Sym::Value(l) | Sym::Values(l) | Sym::Attr(l) | Sym::OptAttr(l) | Sym::Prop(l) => l,
            Sym::Op { typed, .. } => typed,
            Sym::Native { local, .. } => local,
        }
    }
}

/// The shape of an expression standing for a symbol.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// A `Value`.
    Value,
    /// Something implementing `drr::ValuePack`.
    Pack,
    /// An `Attribute`.
    Attr,
    /// An `Option<Attribute>`.
    OptAttr,
    /// Anything else: a property value, what native code returned.
    Other,
}

/// An expression standing for a symbol or a result node.
struct Use {
    expr: TokenStream,
    shape: Shape,
}

/// What a failed match does: give up, or try the other order of an
/// `either`.
enum Fail {
    Return,
    Break(syn::Lifetime),
}

/// One kind of op argument, as the matcher and the builder see it.
enum Slot<'a> {
    Operand(&'a ods_spec::model::ValueDef),
    Attr(&'a ods_spec::model::AttrDef),
    Prop(&'a ods_spec::model::PropDef),
}

struct PatternGen<'a> {
    model: &'a Model,
    pattern: &'a Pattern,
    fns: &'a ConstraintFns,
    /// Bound symbols, by name.
    symbols: Vec<(String, Sym)>,
    /// The `OpId` locals of the matched ops, in MLIR's `tblgen_ops` order.
    matched: Vec<syn::Ident>,
    /// The typed handle of the root op.
    root: syn::Ident,
    fail: Vec<Fail>,
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
            root: format_ident!("root"),
            fail: vec![Fail::Return],
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

    /// The Rust path of an op's module from the root of the file.
    fn path(&self, op: &Op) -> TokenStream {
        super::relative_path(&[], &op.namespace)
    }

    /// The Rust path of an op's struct from the root of the file.
    fn class(&self, op: &Op) -> TokenStream {
        let path = self.path(op);
        let class = code::make_ident(&op.class_name);
        quote!(#path #class)
    }

    fn cx(&self, op: &'a Op) -> OpCx<'a> {
        OpCx::new(self.model, op, self.fns)
    }

    fn getter(&self, op: &'a Op, name: &str, suffix: &str) -> syn::Ident {
        self.cx(op).getters(name, suffix).remove(0)
    }

    fn slot(&self, op: &'a Op, index: usize) -> Slot<'a> {
        match op.arguments[index] {
            Argument::Operand(k) => Slot::Operand(&op.operands[k]),
            Argument::Attr(k) => Slot::Attr(&op.attributes[k]),
            Argument::Prop(k) => Slot::Prop(&op.properties[k]),
        }
    }

    /// The code a failed match runs.
    fn fail(&self, reason: &str) -> TokenStream {
        match self.fail.last() {
            Some(Fail::Break(label)) => quote!(break #label;),
            _ => quote!(return rewriter.notify_match_failure(op0, #reason);),
        }
    }

    fn bound(&self, name: &str) -> Option<&Sym> {
        self.symbols
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, s)| s)
    }

    /// The expression for `$name` or `$name__N`.
    fn use_of(&self, symbol: &str) -> Result<Use> {
        let name = pack_name(symbol);
        let index = (name != symbol).then(|| pack_index(symbol)).flatten();
        let Some(sym) = self.bound(name).or_else(|| self.bound(symbol)) else {
            return Err(self.error(format!("referencing unbound symbol '{symbol}'")));
        };
        let indexed = |local: &syn::Ident, shape| -> Result<Use> {
            match index {
                None => Ok(Use {
                    expr: quote!(#local),
                    shape,
                }),
                Some(_) => Err(self.error(format!(
                    "symbol '{name}' does not stand for several values: '{symbol}' is invalid"
                ))),
            }
        };
        match sym {
            Sym::Value(l) => indexed(l, Shape::Value),
            Sym::Values(l) => match index {
                None => Ok(Use {
                    expr: quote!(#l),
                    shape: Shape::Pack,
                }),
                Some(_) => indexed(l, Shape::Pack),
            },
            Sym::Attr(l) => indexed(l, Shape::Attr),
            Sym::OptAttr(l) => indexed(l, Shape::OptAttr),
            Sym::Prop(l) => indexed(l, Shape::Other),
            Sym::Native { local, returns } => match index {
                Some(i) if i < *returns => {
                    let i = syn::Index::from(i);
                    Ok(Use {
                        expr: quote!(#local[#i]),
                        shape: Shape::Value,
                    })
                }
                Some(i) => Err(self.error(format!(
                    "'{symbol}': index {i} out of range, the native code gives {returns} value(s)"
                ))),
                None if *returns == 1 => indexed(local, Shape::Other),
                None => Ok(Use {
                    expr: quote!(#local),
                    shape: Shape::Pack,
                }),
            },
            Sym::Op { typed, op } => {
                let op = &self.model.ops[*op];
                let group = match index {
                    Some(i) if i < op.results.len() => Some(i),
                    Some(i) => {
                        return Err(self.error(format!(
                            "'{symbol}': index {i} out of range, '{}' has {} result(s)",
                            op.op_name,
                            op.results.len()
                        )))
                    }
                    None if op.results.len() == 1 => Some(0),
                    None => None,
                };
                Ok(match group {
                    Some(i) => {
                        let r = &op.results[i];
                        let getter = self.getter(op, &r.name, "");
                        let shape = if r.arity == Arity::Single {
                            Shape::Value
                        } else {
                            Shape::Pack
                        };
                        Use {
                            expr: quote!(#typed.#getter(rewriter)),
                            shape,
                        }
                    }
                    None => Use {
                        expr: quote!(rewriter.results(#typed.id())),
                        shape: Shape::Pack,
                    },
                })
            }
        }
    }

    fn generate(mut self, name: &syn::Ident) -> Result<TokenStream> {
        let pattern = self.pattern;
        let root_op = &self.model.ops[pattern.source.op];
        let root_name = &root_op.op_name;
        let benefit = u16::try_from(pattern.benefit.max(0)).unwrap_or(u16::MAX);
        let matching = self.source_op(&pattern.source, &format_ident!("op0"), true)?;
        let mut checks = TokenStream::new();
        for c in &pattern.constraints {
            let args = c
                .args
                .iter()
                .map(|a| self.use_of(a))
                .collect::<Result<Vec<_>>>()?;
            checks.extend(self.check(c, args, &c.args.join(", "))?);
        }
        let rewrite = self.rewrite()?;
        // The matched ops' locations fused: where the ops built go.
        let matched = &self.matched;
        let loc = code::uses(&rewrite, "loc").then(|| {
            quote! {
                let loc = {
                    let locs = [#(rewriter.op_loc(#matched)),*];
                    rewriter.context().fused_loc(&locs, None)
                };
            }
        });
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
                #[allow(unused_labels, unused_variables, clippy::never_loop)]
                fn match_and_rewrite(
                    &self,
                    op0: ::ods_runtime::OpId,
                    rewriter: &mut ::ods_runtime::rewrite::PatternRewriter<'_>,
                ) -> ::ods_runtime::IrResult<bool> {
                    use ::ods_runtime::ods::op::Op as _;
                    #[allow(unused_imports)]
                    use ::ods_runtime::rewrite::drr::{self, ValuePack as _};
                    #matching
                    #checks
                    #loc
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
        let fail = self.fail("no order of the operands matches");
        let (a, b) = (&values[0], &values[1]);
        Ok(quote! {
            #fetch
            let (#(#exported),*) = #outer: {
                for (#first, #second) in [(#a, #b), (#b, #a)] {
                    #attempt: {
                        #inner
                        break #outer (#(#exported),*);
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
    fn check(&self, c: &Constraint, args: Vec<Use>, what: &str) -> Result<TokenStream> {
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
    fn rewrite(&mut self) -> Result<TokenStream> {
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
                    &ods_spec::model::Code {
                        text: call.clone(),
                        span: self.pattern.span,
                    },
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
                let code = ods_spec::model::Code {
                    text,
                    span: native.span,
                };
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
            if builders::ods_inference(&cx).is_none() && !cx.user_infers_types() {
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
