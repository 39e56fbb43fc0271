//! `llvm.func`'s custom form, as MLIR's `LLVMFuncOp::parse` and `print`
//! write it: linkage, visibility, `unnamed_addr` and calling convention
//! keywords before the function form `func.func` shares, whose type is an
//! `!llvm.func` (`vscale_range` and `comdat` are not read yet).

use super::asm::{add_attr, parse_linkage_and_visibility, parse_unnamed_addr};
use super::directives::parse_optional_case;
use super::types::is_compatible_outer_type;
use crate::llvm::*;
use ods_runtime::asm::function::{
    parse_function_op_with, print_function_op_with, FunctionAttrNames,
};
use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{Context, IrResult, OperationState, Type};

/// The attributes the form writes before the name.
const ELIDED: [&str; 6] = [
    "linkage",
    "CConv",
    "visibility_",
    "comdat",
    "unnamed_addr",
    "vscale_range",
];

/// The attribute names of `llvm.func`: `func.func`'s, and no visibility
/// keyword (`private` is a linkage there; MLIR's `LLVMFuncOp::parse`
/// keeps `sym_visibility` in the attribute dictionary); a signature
/// without an LLVM function type is reported at the symbol name.
const LLVM_FUNC_NAMES: FunctionAttrNames<'static> = FunctionAttrNames {
    visibility_keyword: false,
    type_error_at_name: true,
    ..FunctionAttrNames::FUNC
};

/// `!llvm.func<result (args, ...)>` of a signature, `void` for no result
/// (MLIR's `buildLLVMFunctionType`, whose checks come in this order; the
/// result it cannot take ends the message, quoted, with no space before).
fn llvm_function_type(
    ctx: &mut Context,
    inputs: &[Type],
    results: &[Type],
    variadic: bool,
) -> Result<Type, String> {
    if results.len() > 1 {
        return Err("expected zero or one function result".to_string());
    }
    if inputs.iter().any(|&t| !is_compatible_outer_type(ctx, t)) {
        return Err("expected LLVM type for function arguments".to_string());
    }
    let result = match results {
        [one] => *one,
        _ => LLVMVoidType::get(ctx).ty(),
    };
    if !is_compatible_outer_type(ctx, result) {
        let shown = ods_runtime::asm::printer::type_to_string(ctx, result);
        return Err(format!("expected LLVM type for function results'{shown}'"));
    }
    Ok(LLVMFunctionType::get(ctx, result, inputs.to_vec(), variadic).ty())
}

/// `vscale_range(min, max)` and `comdat(@table::@selector)`, both
/// optional, between the signature and the attributes.
fn parse_after_signature(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    if p.parse_optional_keyword("vscale_range") {
        p.parse_lparen()?;
        let min = p.parse_integer::<i64>()?;
        p.parse_comma()?;
        let max = p.parse_integer::<i64>()?;
        p.parse_rparen()?;
        let i32_type = convert::integer(p.ctx(), 32, ods_runtime::Signedness::Signless);
        let min = convert::integer_attr(p.ctx(), i32_type, i128::from(min));
        let max = convert::integer_attr(p.ctx(), i32_type, i128::from(max));
        let range = VScaleRangeAttr::get(p.ctx(), min, max).into();
        add_attr(p.ctx(), state, "vscale_range", range);
    }
    if p.parse_optional_keyword("comdat") {
        p.parse_lparen()?;
        let comdat = p.parse_attribute(None)?;
        p.parse_rparen()?;
        add_attr(p.ctx(), state, "comdat", comdat);
    }
    Ok(())
}

impl LLVMFuncOp {
    pub(crate) fn parse_custom(
        p: &mut OpAsmParser<'_, '_>,
        state: &mut OperationState,
    ) -> PResult<()> {
        parse_linkage_and_visibility(p, state);
        parse_unnamed_addr(p, state);
        let cconv = parse_optional_case(p, &CConv::CASES, CConv::stringify).unwrap_or(CConv::C);
        let cconv = CConvAttr::get(p.ctx(), cconv).into();
        add_attr(p.ctx(), state, "CConv", cconv);
        parse_function_op_with(
            p,
            state,
            true,
            LLVM_FUNC_NAMES,
            llvm_function_type,
            parse_after_signature,
        )
    }

    pub(crate) fn print_custom(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let linkage = self.linkage(ctx);
        if linkage != Linkage::External {
            p.write(" ");
            p.write(linkage.stringify());
        }
        let visibility = self.visibility_(ctx).stringify();
        if !visibility.is_empty() {
            p.write(" ");
            p.write(visibility);
        }
        if let Some(unnamed) = self.unnamed_addr(ctx) {
            let unnamed = unnamed.stringify();
            if !unnamed.is_empty() {
                p.write(" ");
                p.write(unnamed);
            }
        }
        let cconv = self.c_conv(ctx);
        if cconv != CConv::C {
            p.write(" ");
            p.write(cconv.stringify());
        }
        let ty = LLVMFunctionType::from_type_unchecked(self.function_type(ctx));
        let params = ty.params(ctx).to_vec();
        let result = ty.return_type(ctx);
        let results: Vec<Type> = if LLVMVoidType::isa(ctx, result) {
            Vec::new()
        } else {
            vec![result]
        };
        let after_signature = |p: &mut OpAsmPrinter<'_, '_>| {
            if let Some(range) = self.vscale_range(ctx) {
                let (min, max) = (range.min_range(ctx), range.max_range(ctx));
                let (min, max) = (convert::as_i64(ctx, *min), convert::as_i64(ctx, *max));
                p.write(&format!(" vscale_range({min}, {max})"));
            }
            if let Some(comdat) = self.comdat(ctx) {
                p.write(" comdat(");
                p.print_attribute(comdat);
                p.write(")");
            }
        };
        print_function_op_with(
            p,
            self.id(),
            (&params, &results),
            ty.var_arg(ctx),
            LLVM_FUNC_NAMES,
            (&ELIDED, &after_signature),
        )
    }
}
