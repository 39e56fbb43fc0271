//! An op's declarative assembly format (`assemblyFormat`): the `print` and
//! `parse` functions `mlir-tblgen` generates in `OpFormatGen.cpp`, written
//! in Rust over `OpAsmPrinter`/`OpAsmParser`. `print` walks the elements
//! with MLIR's spacing state; `parse` reads them in order, then resolves
//! result types and operands as `genParser` does; `custom` (the calls of
//! `custom<Name>` directives and their documented signatures) and `oilist`
//! add to both. What is not generated yet is a located "not supported yet"
//! error (see `supported`).

mod custom;
mod custom_signatures;
mod enum_attr;
mod infer;
mod oilist;
mod parse;
mod print;
mod props;
mod stripped;
mod supported;

use super::code::Result;
use super::op_cx::OpCx;
use ods_spec::model::op_format::{Element, TypeArg, Var};
use ods_spec::model::{Arity, ValueDef};
use proc_macro2::TokenStream;
use quote::quote;

/// The op's `print` and `parse` methods from its format, when it has one
/// (and no `hasCustomAssemblyFormat`, whose hooks the user writes).
pub fn methods(cx: &OpCx<'_>) -> Result<Option<TokenStream>> {
    let op = cx.op;
    let Some(format) = op
        .format
        .as_ref()
        .filter(|_| !op.has_custom_assembly_format)
    else {
        return Ok(None);
    };
    supported::check(cx, format)?;
    let print = print::body(cx, format)?;
    let parse = parse::body(cx, format)?;
    let (parse_calls, print_calls) = custom_signatures::signatures(cx, &format.elements);
    let calls_doc = |calls: Vec<String>| {
        let header = (!calls.is_empty()).then(|| {
            [
                String::new(),
                " Calls, for its custom directives, these functions, which must be in scope \
                 in this module (`extraClassDefinition` items or imports):"
                    .to_string(),
            ]
        });
        let lines = calls.into_iter().map(|c| format!(" - {c}"));
        let all: Vec<String> = header.into_iter().flatten().chain(lines).collect();
        quote!(#(#[doc = #all])*)
    };
    let (parse_doc, print_doc) = (calls_doc(parse_calls), calls_doc(print_calls));
    Ok(Some(quote! {
        /// Prints the op's custom form after its name (its `assemblyFormat`);
        /// an error only when writing out fails.
        #print_doc
        pub fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
            #print
            Ok(())
        }
        /// Reads the op's custom form after its name into `state` (its
        /// `assemblyFormat`).
        #parse_doc
        #[allow(unused_mut, unused_assignments, unused_variables, clippy::vec_init_then_push)]
        pub fn parse(
            p: &mut OpAsmParser<'_, '_>,
            state: &mut OperationState,
        ) -> PResult<()> {
            #parse
            Ok(())
        }
    }))
}

/// The operand or result group a `type(...)` argument or variable names.
fn value_def<'o>(cx: &OpCx<'o>, arg: TypeArg) -> Option<&'o ValueDef> {
    match arg {
        TypeArg::Operand(i) => Some(&cx.op.operands[i]),
        TypeArg::Result(i) => Some(&cx.op.results[i]),
        TypeArg::Operands | TypeArg::Results => None,
    }
}

/// The `type(...)` argument that stands for a variable's values, for
/// operands and results.
fn as_type_arg(var: Var) -> Option<TypeArg> {
    match var {
        Var::Operand(i) => Some(TypeArg::Operand(i)),
        Var::Result(i) => Some(TypeArg::Result(i)),
        _ => None,
    }
}

/// The anchor of an optional group: what must be present for `then`.
fn anchor(group: &ods_spec::model::op_format::OptionalGroup) -> &Element {
    if group.inverted {
        &group.otherwise[group.anchor]
    } else {
        &group.then[group.anchor]
    }
}

/// Whether a group holds exactly one value.
fn is_single(def: &ValueDef) -> bool {
    def.arity == Arity::Single
}

/// Whether a group is a `VariadicOfVariadic` operand.
fn is_vov(def: &ValueDef) -> bool {
    matches!(def.arity, Arity::VariadicOfVariadic { .. })
}
