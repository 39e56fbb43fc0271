//! What `SingleBlockImplicitTerminator<"Op">` gives an op besides its
//! verifier check: MLIR's `ensureTerminator`, which the parser runs on each
//! region it reads and a builder may run on a region it makes, and the
//! terminator built with no arguments (MLIR's `build(builder, state)`,
//! here whatever [`zero_argument_builder`] finds on the terminator op).

use super::builders::zero_argument_builder;
use super::code::{self, Result};
use super::op_cx::OpCx;
use ods_spec::tablegen::Diagnostic;
use proc_macro2::TokenStream;
use quote::quote;

/// The class of the terminator a `SingleBlockImplicitTerminator<"Op">`
/// op's regions may leave out, as written in the trait.
pub fn terminator_class<'o>(cx: &OpCx<'o>) -> Option<&'o str> {
    cx.op.native_trait_param("SingleBlockImplicitTerminator")
}

/// `build_implicit_terminator` and `ensure_terminator` for an op with the
/// trait whose terminator has a builder without arguments; nothing
/// otherwise. As in MLIR, where the C++ of the trait is instantiated only
/// when called, a terminator without one is an error only for an op whose
/// declarative format's parser needs it.
pub fn methods(cx: &OpCx<'_>) -> Result<TokenStream> {
    let Some(class) = terminator_class(cx) else {
        return Ok(TokenStream::new());
    };
    let Some(build) = build_call(cx, class)? else {
        if cx.op.format.is_some() {
            return Err(missing_builder(cx, class));
        }
        return Ok(TokenStream::new());
    };
    let path = op_class_path(cx, class);
    let doc = format!(
        " A detached `{}` at `loc`, built without arguments: the terminator \
         `SingleBlockImplicitTerminator` leaves out.",
        class.trim().trim_matches('"')
    );
    Ok(quote! {
        #[doc = #doc]
        pub fn build_implicit_terminator(ctx: &mut Context, loc: Attribute) -> OpId {
            let mut state = OperationState::new(ctx, #path::OPERATION_NAME, loc);
            #build
            ctx.create_op(state)
        }

        /// MLIR's `ensureTerminator`: gives an empty `region` a block and
        /// ends its last block with the implicit terminator (at `loc`)
        /// unless a registered terminator ends it already.
        pub fn ensure_terminator(ctx: &mut Context, region: RegionId, loc: Attribute) {
            ods_op::ensure_terminator(ctx, region, |ctx| {
                Self::build_implicit_terminator(ctx, loc)
            });
        }
    })
}

/// The call of the terminator's builder without arguments on `state`, if
/// it has one; an op of another crate is assumed to have MLIR's
/// `build(ctx, state)`.
fn build_call(cx: &OpCx<'_>, class: &str) -> Result<Option<TokenStream>> {
    let path = op_class_path(cx, class);
    let Some(term) = model_op(cx, class) else {
        return Ok(Some(quote!(#path::build(ctx, &mut state);)));
    };
    let term_cx = OpCx::new(cx.model, term, cx.constraints);
    Ok(zero_argument_builder(&term_cx)?.map(|(name, defaults)| {
        let nones = (0..defaults).map(|_| quote!(None));
        quote!(#path::#name(ctx, &mut state, #(#nones),*);)
    }))
}

/// The error of a terminator that cannot be built without arguments.
fn missing_builder(cx: &OpCx<'_>, class: &str) -> Box<code::Error> {
    let term = model_op(cx, class).map_or(class, |t| t.op_name.as_str());
    code::Error::plain(Diagnostic::error(
        Some(cx.op.span),
        format!(
            "'{term}' is the implicit terminator of '{}' but has no builder without \
             arguments, which its parser needs: give it `OpBuilder<(ins)>`",
            cx.name()
        ),
    ))
}

/// The op of the model whose class is `class` (C++ spelling, maybe
/// qualified).
fn model_op<'m>(cx: &OpCx<'m>, class: &str) -> Option<&'m ods_spec::model::Op> {
    let class = class.trim().trim_matches('"');
    let last = class.rsplit("::").next().unwrap_or(class);
    cx.model.ops.iter().find(|o| o.class_name == last)
}

/// The Rust path of the op class `class` (C++ spelling, maybe qualified)
/// from the module of `cx`'s op: a generated op of the model by its class
/// name, else the path as written.
fn op_class_path(cx: &OpCx<'_>, class: &str) -> TokenStream {
    if let Some(op) = model_op(cx, class) {
        let module = super::relative_path(&cx.op.namespace, &op.namespace);
        let ident = code::make_ident(&op.class_name);
        return quote!(#module #ident);
    }
    let class = class.trim().trim_matches('"');
    match syn::parse_str::<syn::Path>(class.trim_start_matches("::")) {
        Ok(path) => quote!(#path),
        Err(_) => {
            let last = class.rsplit("::").next().unwrap_or(class);
            let ident = code::make_ident(last);
            quote!(#ident)
        }
    }
}
