//! One Rust predicate function per distinct constraint, shared by every op
//! that uses it (MLIR's static verifier functions).

use super::code::{self, Result};
use ods_spec::model::{Constraint, ConstraintId, ConstraintKind, Model};
use proc_macro2::TokenStream;
use quote::quote;
use std::collections::BTreeSet;

/// The name of each constraint's function by constraint id (`None` for
/// constraints that always hold or that the module does not use).
pub struct ConstraintFns {
    pub names: Vec<Option<String>>,
}

impl ConstraintFns {
    /// Names the functions of the constraints in `used`.
    pub fn new(model: &Model, used: &BTreeSet<ConstraintId>) -> ConstraintFns {
        let mut names = vec![None; model.constraints.list.len()];
        let mut taken = BTreeSet::new();
        for &id in used {
            let c = model.constraints.get(id);
            if !c.pred.is_true() {
                names[id.0] = Some(unique_name(c, id, &mut taken));
            }
        }
        ConstraintFns { names }
    }

    /// The function checking constraint `id`, if it can fail.
    pub fn function(&self, id: ConstraintId) -> Option<syn::Ident> {
        self.names[id.0].as_deref().map(code::make_ident)
    }

    /// The functions themselves.
    pub fn items(&self, model: &Model, depth: usize) -> Result<TokenStream> {
        let mut items = TokenStream::new();
        for (i, name) in self.names.iter().enumerate() {
            if let Some(name) = name {
                let c = model.constraints.get(ConstraintId(i));
                items.extend(function(c, &code::make_ident(name), depth)?);
            }
        }
        Ok(items)
    }
}

fn unique_name(c: &Constraint, id: ConstraintId, taken: &mut BTreeSet<String>) -> String {
    let kind = match c.kind {
        ConstraintKind::Type => "type",
        ConstraintKind::Attr => "attr",
        ConstraintKind::Region => "region",
        ConstraintKind::Successor => "successor",
        ConstraintKind::Property => "prop",
    };
    let base = if c.def_name.starts_with("anonymous_") || c.def_name.is_empty() {
        format!("{kind}_constraint_{}", id.0)
    } else {
        format!("{kind}_{}", code::snake_case(&c.def_name))
    };
    let mut name = base.clone();
    let mut n = 1;
    while !taken.insert(name.clone()) {
        n += 1;
        name = format!("{base}_{n}");
    }
    name
}

fn function(c: &Constraint, name: &syn::Ident, depth: usize) -> Result<TokenStream> {
    let (param, ty) = match c.kind {
        ConstraintKind::Type => ("ty", quote!(Type)),
        ConstraintKind::Attr => ("attr", quote!(Attribute)),
        ConstraintKind::Region => ("region", quote!(RegionId)),
        ConstraintKind::Successor => ("block", quote!(BlockId)),
        ConstraintKind::Property => {
            let t = code::parse_type(&c.value_type, c.pred.span, "the property's interfaceType")?;
            ("value", t)
        }
    };
    let uses_self = c.pred.expr.contains("$_self");
    let uses_ctx = c.pred.expr.contains("$_ctxt");
    let param_name = if uses_self {
        param.to_string()
    } else {
        format!("_{param}")
    };
    let ctx_name = if uses_ctx { "ctx" } else { "_ctx" };
    let expr = code::parse_pred(
        &c.pred,
        &[("_self", &param_name), ("_ctxt", ctx_name)],
        &format!("the predicate of '{}'", c.display_name),
        c.site,
    )?;
    let expr = strip_parens(expr);
    let param = code::make_ident(&param_name);
    let ctx = code::make_ident(ctx_name);
    let lints = code::snippet_lints(depth);
    let doc = format!(
        " {}",
        if c.summary.is_empty() {
            &c.def_name
        } else {
            &c.summary
        }
    );
    Ok(quote! {
        #[doc = #doc]
        #lints
        fn #name(#ctx: &Context, #param: #ty) -> bool {
            #expr
        }
    })
}

/// Removes the parentheses around a whole expression, which rustc would
/// flag.
pub fn strip_parens(tokens: TokenStream) -> TokenStream {
    let mut expr: syn::Expr = match syn::parse2(tokens.clone()) {
        Ok(e) => e,
        Err(_) => return tokens,
    };
    while let syn::Expr::Paren(p) = expr {
        expr = *p.expr;
    }
    quote!(#expr)
}
