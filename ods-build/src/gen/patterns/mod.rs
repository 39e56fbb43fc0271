//! DRR patterns into Rust: each `Pat`/`Pattern` def becomes a unit struct
//! implementing `RewritePattern` (MLIR's generated `RewritePattern`
//! subclass), matching through the ops' typed accessors (`matcher`) and
//! building through their `fill_state`, with result types as mlir-tblgen's
//! `RewriterGen` chooses them (`rewriter`); `populate_with_generated` adds
//! them all. This file holds what both halves share: the bound symbols and
//! the expressions standing for them.

mod matcher;
mod rewriter;

use super::code::{self, Result};
use super::constraints::ConstraintFns;
use super::op_cx::OpCx;
use ods_spec::model::op::{Argument, Arity};
use ods_spec::model::pattern::{pack_index, pack_name};
use ods_spec::model::{Model, Op, Pattern};
use ods_spec::tablegen::Diagnostic;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use std::collections::{BTreeSet, HashMap};

/// The patterns of `model` and `populate_with_generated`, for the root of
/// the generated file.
pub fn generate(model: &Model) -> Result<TokenStream> {
    let mut items = TokenStream::new();
    let mut adds = Vec::new();
    let fns = ConstraintFns::new(model, &Default::default());
    let mut anonymous = 0u32..;
    for pattern in &model.patterns {
        // An anonymous `def : Pat<...>` is `GeneratedConvertN`, numbered in
        // order among the anonymous ones, as mlir-tblgen names its class.
        let name = if pattern.def_name.starts_with("anonymous_") {
            format_ident!("GeneratedConvert{}", anonymous.next().unwrap_or_default())
        } else {
            code::make_ident(&pattern.def_name)
        };
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
    /// The names [`PatternGen::fresh`] gave.
    fresh_names: BTreeSet<String>,
    /// The locals an `either` block hands out, with how often each is
    /// named inside the block (see [`export_ident`]).
    exports: HashMap<String, usize>,
}

/// The prefixes of a local handed out of an `either` block: in the value
/// the block breaks with, and in the pattern binding it outside. Both
/// become the local's name, or (when nothing outside reads it) `()` and
/// `_`, so that no binding is left unused.
const EXPORT: &str = "__export_";
const BIND: &str = "__bind_";

/// `local` as the `either` block's value (`EXPORT`) or outer binding
/// (`BIND`) names it.
pub(super) fn export_ident(prefix: &str, local: &syn::Ident) -> syn::Ident {
    format_ident!("{prefix}{local}")
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
            fresh_names: BTreeSet::new(),
            exports: HashMap::new(),
        }
    }

    fn error(&self, message: String) -> Box<code::Error> {
        code::Error::plain(Diagnostic::error(Some(self.pattern.span), message))
    }

    fn fresh(&mut self, stem: &str) -> syn::Ident {
        self.locals += 1;
        let local = format_ident!("{}{}", stem, self.locals);
        self.fresh_names.insert(local.to_string());
        local
    }

    /// `body` with the locals this generator made and nothing reads
    /// (an op matched or built only to be there, an argument only
    /// checked) bound to `_`.
    fn without_unused_locals(&self, body: TokenStream) -> TokenStream {
        fn count(tokens: &TokenStream, counts: &mut HashMap<String, usize>) {
            for t in tokens.clone() {
                match t {
                    proc_macro2::TokenTree::Ident(i) => {
                        let name = i.to_string();
                        *counts
                            .entry(super::origin::unmarked(&name).to_string())
                            .or_default() += 1
                    }
                    proc_macro2::TokenTree::Group(g) => count(&g.stream(), counts),
                    _ => {}
                }
            }
        }
        fn rename(
            tokens: TokenStream,
            unused: &BTreeSet<String>,
            gone: &BTreeSet<String>,
        ) -> TokenStream {
            tokens
                .into_iter()
                .map(|t| match t {
                    proc_macro2::TokenTree::Ident(i) => {
                        let name = i.to_string();
                        if let Some(local) = name.strip_prefix(EXPORT) {
                            if gone.contains(local) {
                                let unit = proc_macro2::Group::new(
                                    proc_macro2::Delimiter::Parenthesis,
                                    TokenStream::new(),
                                );
                                return proc_macro2::TokenTree::Group(unit);
                            }
                            return proc_macro2::TokenTree::Ident(format_ident!("{local}"));
                        }
                        match name.strip_prefix(BIND) {
                            Some(local) if gone.contains(local) => {
                                proc_macro2::TokenTree::Ident(format_ident!("_"))
                            }
                            Some(local) => proc_macro2::TokenTree::Ident(format_ident!("{local}")),
                            None if unused.contains(&name) => {
                                proc_macro2::TokenTree::Ident(format_ident!("_"))
                            }
                            None => proc_macro2::TokenTree::Ident(i),
                        }
                    }
                    proc_macro2::TokenTree::Group(g) => {
                        let mut inner = proc_macro2::Group::new(
                            g.delimiter(),
                            rename(g.stream(), unused, gone),
                        );
                        inner.set_span(g.span());
                        proc_macro2::TokenTree::Group(inner)
                    }
                    other => other,
                })
                .collect()
        }
        let mut counts = HashMap::new();
        count(&body, &mut counts);
        // Declared once and never read. A local an `either` block hands
        // out and nothing outside the block names is `gone`: bound to `_`
        // and handed out as `()`; its declaration in the block is unused
        // unless the block reads it.
        let mut unused = BTreeSet::new();
        let mut gone = BTreeSet::new();
        for name in &self.fresh_names {
            let total = counts.get(name).copied().unwrap_or(0);
            let inside = self.exports.get(name).copied();
            if inside == Some(total) {
                gone.insert(name.clone());
            }
            if total == 1 {
                unused.insert(name.clone());
            }
        }
        rename(body, &unused, &gone)
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
        let doc = format!(" The DRR pattern `{name}`: rewrites `{root_name}` (benefit {benefit}).");
        // MLIR's name for the generated C++ pattern, a struct in an
        // anonymous namespace (what `disable-patterns` and action logs use).
        let debug_name = format!("(anonymous namespace)::{name}");
        let body = quote! {
            #matching
            #checks
            #loc
            #rewrite
            Ok(true)
        };
        let body = self.without_unused_locals(body);
        // Imports for what the body uses.
        let drr = starts_a_path(&body, "drr").then(|| {
            quote!(
                use ::ods_runtime::rewrite::drr;
            )
        });
        let pack = code::uses(&body, "values").then(|| {
            quote!(
                use ::ods_runtime::rewrite::drr::ValuePack as _;
            )
        });
        let body = quote! {
            use ::ods_runtime::ods::op::Op as _;
            #drr
            #pack
            #body
        };
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
                    #body
                }
            }
        })
    }
}

/// Whether a path starts with `name` in `tokens` (`drr::single`, not a
/// snippet's `crate::oracle::drr`).
fn starts_a_path(tokens: &TokenStream, name: &str) -> bool {
    let mut after_colon = false;
    tokens.clone().into_iter().any(|t| {
        let found = match &t {
            proc_macro2::TokenTree::Ident(i) => i == name && !after_colon,
            proc_macro2::TokenTree::Group(g) => starts_a_path(&g.stream(), name),
            _ => false,
        };
        after_colon = matches!(&t, proc_macro2::TokenTree::Punct(p) if p.as_char() == ':');
        found
    })
}
