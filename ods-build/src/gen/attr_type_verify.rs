//! What checks a def's parameters: MLIR's `verifyInvariants`, the
//! constraints of parameters declared as type or attribute constraints
//! (`failed to verify 'x': <summary>`) and then the dialect's `verify`
//! (`genVerifyDecl`). `get_checked` and the format's parser run it.

use super::attr_type_def::DefCx;
use super::code::{self, Result};
use super::constraints::ConstraintFns;
use ods_spec::model::{AttrOrTypeDef, Model};
use proc_macro2::TokenStream;
use quote::quote;

/// Whether the def has anything to check.
pub fn verifies(def: &AttrOrTypeDef) -> bool {
    def.gen_verify_decl || def.verifies_parameters()
}

/// `verify_invariants(ctx, loc, &params...)`, when the def checks anything.
pub fn verify_invariants_fn(
    model: &Model,
    cx: &DefCx<'_>,
    constraint_fns: &ConstraintFns,
) -> Result<TokenStream> {
    let def = cx.def;
    if !verifies(def) {
        return Ok(TokenStream::new());
    }
    let (class, hooks) = (&cx.class, &cx.hooks);
    let mut params = Vec::new();
    let mut checks = TokenStream::new();
    for p in &def.parameters {
        let id = code::ident(&p.name);
        let ty = code::parse(
            &p.rust_type,
            def.span,
            code::Kind::Type,
            &format!("the type of parameter '{}'", p.name),
        )?;
        let check = p.constraint.and_then(|c| constraint_fns.function(c));
        // A parameter nothing reads is named `_x`.
        let name = if check.is_some() || def.gen_verify_decl {
            id.clone()
        } else {
            code::make_ident(&format!("_{}", p.name))
        };
        params.push(quote!(#name: &#ty));
        let Some(check) = check else {
            continue;
        };
        let summary = &model
            .constraints
            .get(p.constraint.expect("checked"))
            .summary;
        let message = format!("failed to verify '{}': {summary}", p.name);
        checks.extend(quote! {
            if !#check(ctx, ::core::convert::Into::into(::core::clone::Clone::clone(#id))) {
                return Err(::ods_runtime::diag::Diagnostic::error(loc, #message));
            }
        });
    }
    let ids = def.parameters.iter().map(|p| code::ident(&p.name));
    let verify = if def.gen_verify_decl {
        quote!(<#class as #hooks>::verify(ctx, loc, #(#ids),*))
    } else {
        quote!(Ok(()))
    };
    Ok(quote! {
        /// Checks the parameters: their constraints, then the dialect's
        /// `verify` when it has one (MLIR's `verifyInvariants`). The error
        /// is reported at `loc`.
        // Parameters are borrowed as stored (`&Vec<T>`), which the
        // constraint checks clone from.
        #[allow(clippy::ptr_arg)]
        pub fn verify_invariants(
            ctx: &::ods_runtime::Context,
            loc: ::ods_runtime::Attribute,
            #(#params),*
        ) -> Result<(), ::ods_runtime::diag::Diagnostic> {
            #checks
            #verify
        }
    })
}
