//! Result types a format leaves out and the op's traits infer (ODS's own
//! `inferReturnTypes`: buildable types, `SameOperandsAndResultType`,
//! `AllTypesMatch`, `TypesMatchWith`), computed while parsing from the
//! operands resolved into `state`, as the builders compute them.

use super::super::code::{self, Kind, Result};
use super::super::op_cx::{ods_inference, InferSource};
use super::super::op_cx::{variable_flags, OpCx};
use super::is_single;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// Statements that push each inferred result type onto
/// `state.result_types`, the operands resolved; a failure is reported
/// where the op's custom form starts (`__start`). `all_operands`: the
/// format reads them with `operands`, so no group lists are at hand.
pub fn result_types(cx: &OpCx<'_>, all_operands: bool) -> Result<TokenStream> {
    let sources = ods_inference(cx).expect("the op infers its result types");
    let name = cx.name();
    let mut out = TokenStream::new();
    for source in sources {
        let ty = match source {
            InferSource::Build(call) => code::parse_code(
                &call,
                &[("_builder", "p.ctx()"), ("_ctxt", "p.ctx()")],
                Kind::Expr,
                "builderCall",
            )?,
            InferSource::FirstOperand => {
                let m = format!("'{name}' op: no operand to infer the result type from");
                operand_type(None, &m)
            }
            InferSource::Operand {
                name: operand,
                transformer,
            } => {
                let k = cx
                    .op
                    .operands
                    .iter()
                    .position(|o| o.name == operand)
                    .expect("inference names an operand");
                let offset = operand_offset(cx, k, all_operands);
                let m =
                    format!("'{name}' op: no operand '{operand}' to infer the result type from");
                let ty = operand_type(offset, &m);
                match transformer {
                    None => ty,
                    Some(t) => {
                        let t = code::parse_code(
                            &t,
                            &[
                                ("_self", "__t"),
                                ("_builder", "p.ctx()"),
                                ("_ctxt", "p.ctx()"),
                            ],
                            Kind::Expr,
                            "the TypesMatchWith transformer",
                        )?;
                        quote!({ let __t = #ty; #t })
                    }
                }
            }
        };
        out.extend(quote!({ let __ty = #ty; state.result_types.push(__ty); }));
    }
    Ok(out)
}

/// The type of operand number `index` (an expression, the first when
/// `None`) of `state`.
fn operand_type(index: Option<TokenStream>, message: &str) -> TokenStream {
    let operand = match index {
        Some(index) => quote!(state.operands.get(#index)),
        None => quote!(state.operands.first()),
    };
    quote!({
        let Some(&__v) = #operand else {
            return Err(::ods_runtime::asm::AsmParser::parser_error(&**p, __start, #message));
        };
        p.ctx().value_type(__v)
    })
}

/// Where operand group `k` starts among the resolved operands (`None`
/// for the first): after the groups before it, counted from what was read.
fn operand_offset(cx: &OpCx<'_>, k: usize, all_operands: bool) -> Option<TokenStream> {
    let before = &cx.op.operands[..k];
    if all_operands && !before.iter().all(is_single) {
        return Some(laid_out_offset(cx, k));
    }
    let singles = before.iter().filter(|o| is_single(o)).count();
    let mut sizes: Vec<TokenStream> = (singles > 0)
        .then(|| quote!(#singles))
        .into_iter()
        .collect();
    for (j, _) in before.iter().enumerate().filter(|(_, o)| !is_single(o)) {
        let operands = format_ident!("__operands_{}", j);
        sizes.push(quote!(#operands.len()));
    }
    (!sizes.is_empty()).then(|| quote!(#(#sizes)+*))
}

/// With `operands`, no group lists are at hand: the resolved operands
/// laid out in groups as the op's adaptor does (by `operandSegmentSizes`
/// as read so far, from the properties or the attribute dictionary, else
/// split evenly among the variable-length groups). An empty group `k`
/// gives an index past the end: no operand to infer from.
fn laid_out_offset(cx: &OpCx<'_>, k: usize) -> TokenStream {
    let flags = variable_flags(&cx.op.operands);
    let sizes = match cx.operand_segment_attr() {
        Some(attr) => quote! {
            ods_op::get_state_prop(__ctx, state, #attr)
                .or_else(|| {
                    state.attributes.iter()
                        .find(|&&(n, _)| __ctx.symbol_str(n) == #attr)
                        .map(|&(_, a)| a)
                })
                .and_then(|a| ods_op::dense_i32(__ctx, a))
        },
        None => quote!(None::<Vec<i32>>),
    };
    let prefix = format!("'{}' op ", cx.name());
    quote!({
        let __ctx: &::ods_runtime::Context = p.ctx();
        let __sizes = #sizes;
        match ods_op::Groups::new(state.operands.len(), #flags, __sizes.as_deref()) {
            Ok(__groups) => __groups.range(#k).next().unwrap_or(usize::MAX),
            Err(__m) => {
                let __message = format!("{}{}", #prefix, __m);
                return Err(::ods_runtime::asm::AsmParser::parser_error(&**p, __start, __message));
            }
        }
    })
}
