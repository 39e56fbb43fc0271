//! The three lowerings: `func.func` to `llvm.func` with MLIR's signature
//! conversion (memref arguments unpacked into their descriptor fields,
//! several results packed in a literal struct), `func.call` to
//! `llvm.call` of the unpacked operands, `func.return` to `llvm.return`
//! of the packed results.

use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter, MemRefDescriptor};
use crate::func;
use crate::llvm::{
    CallOp, ExtractValueOp, InsertValueOp, LLVMFuncOp, LLVMFunctionType, Linkage, LinkageAttr,
    PoisonOp, ReturnOp,
};
use ods_runtime::conversion::{ConversionPatternRewriter, SignatureConversion};
use ods_runtime::interfaces::function::function_type_parts;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::{get_prop, set_prop, Op};
use ods_runtime::{AttrKind, Attribute, IrResult, Symbol, TypeKind, Value};

/// The discardable attributes of a function the lowering consumes.
const LINKAGE: &str = "llvm.linkage";
const VARARGS: &str = "func.varargs";
const READNONE: &str = "llvm.readnone";

/// `func.func` to `llvm.func`.
pub(super) struct FuncLowering;

impl LlvmLowering<func::FuncOp> for FuncLowering {
    fn lower(
        &self,
        op: func::FuncOp,
        _: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let fn_type = op.function_type(rw);
        let Some((inputs, results)) = function_type_parts(rw, fn_type) else {
            return rw.notify_match_failure(op.id(), "only functions of a function type convert");
        };
        if converter.options().use_bare_ptr_call_conv
            || rw.get_attr(op.id(), "llvm.bareptr").is_some()
        {
            return rw.notify_match_failure(
                op.id(),
                "the bare pointer calling convention is not supported",
            );
        }
        let variadic = rw
            .get_attr(op.id(), VARARGS)
            .and_then(|a| convert::try_bool(rw, a))
            .unwrap_or(false);
        let mut signature = SignatureConversion::new(inputs.len());
        for (i, &input) in inputs.iter().enumerate() {
            let Some(converted) = converter.convert_function_argument(rw.context(), input) else {
                return rw.notify_match_failure(op.id(), "signature conversion failed");
            };
            signature.add_inputs(i, &converted);
        }
        let Some(result) = converter.pack_function_results(rw.context(), &results) else {
            return rw.notify_match_failure(op.id(), "signature conversion failed");
        };
        let linkage = match rw.get_attr(op.id(), LINKAGE) {
            None => Linkage::External,
            Some(a) => match LinkageAttr::try_from(rw, a) {
                Some(l) => *l.linkage(rw),
                None => {
                    return rw.notify_match_failure(
                        op.id(),
                        "Contains linkage attribute not of type LLVM::LinkageAttr",
                    )
                }
            },
        };
        let attrs: Vec<(Symbol, Attribute)> = rw
            .attrs(op.id())
            .iter()
            .filter(|(name, _)| ![LINKAGE, VARARGS, READNONE].contains(&rw.symbol_str(*name)))
            .copied()
            .collect();
        let visibility = get_prop(rw, op.id(), "sym_visibility");
        let arg_attrs = get_prop(rw, op.id(), "arg_attrs");
        let res_attrs = get_prop(rw, op.id(), "res_attrs");
        let name = op.sym_name(rw).to_string();
        let ctx = rw.context();
        let llvm_type =
            LLVMFunctionType::get(ctx, result, signature.converted_types().to_vec(), variadic);
        let loc = op.loc(ctx);
        let new = LLVMFuncOp::create_name_type(
            rw,
            loc,
            name,
            llvm_type.ty(),
            Some(linkage),
            None,
            None,
            None,
            Some(&attrs),
            None,
            None,
        );
        let single_result = results.len() == 1;
        rw.modify_op_in_place(new.id(), |ctx| {
            if let Some(visibility) = visibility {
                ctx.set_attr(new.id(), "sym_visibility", Some(visibility));
            }
            if let Some(arg_attrs) = arg_attrs {
                let converted = convert_arg_attrs(ctx, arg_attrs, &signature);
                set_prop(ctx, new.id(), "arg_attrs", Some(converted));
            }
            if let (Some(res_attrs), true) = (res_attrs, single_result) {
                set_prop(ctx, new.id(), "res_attrs", Some(res_attrs));
            }
        });
        let body = rw.regions(op.id())[0];
        if !rw.blocks(body).is_empty() {
            let new_body = rw.regions(new.id())[0];
            rw.inline_region_before(body, new_body, None);
            // As MLIR 22's `convertRegionTypes`, only the entry block's
            // arguments change: the other blocks' are their branches'.
            let entry = rw.blocks(new_body)[0];
            rw.apply_signature_conversion(entry, &signature)?;
        }
        rw.erase_op(op.id())?;
        Ok(true)
    }
}

/// The argument attributes of the new function: an original argument's
/// dictionary on its one new argument, empty ones on the arguments of an
/// unpacked memref (MLIR's choice: their attributes may not apply).
fn convert_arg_attrs(
    ctx: &mut ods_runtime::Context,
    arg_attrs: Attribute,
    signature: &SignatureConversion,
) -> Attribute {
    let AttrKind::Array(dicts) = ctx.attr_kind(arg_attrs).clone() else {
        return arg_attrs;
    };
    let empty = ctx.attr(AttrKind::Dictionary(Default::default()));
    let mut new = vec![empty; signature.converted_types().len()];
    for (i, dict) in dicts.iter().enumerate() {
        if let Some(ods_runtime::conversion::InputMapping::Args { start, len: 1 }) =
            signature.input_mapping(i)
        {
            new[*start] = *dict;
        }
    }
    ctx.attr(AttrKind::Array(new.into()))
}

/// `func.call` to `llvm.call`.
pub(super) struct CallLowering;

impl LlvmLowering<func::CallOp> for CallLowering {
    fn lower(
        &self,
        op: func::CallOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let results = rw.results(op.id());
        let result_types = rw.value_types(results.iter().copied());
        let Some(packed) = converter.pack_function_results(rw.context(), &result_types) else {
            return rw.notify_match_failure(op.id(), "failed to convert result types");
        };
        let original = rw.value_types(rw.operands(op.id()));
        let loc = op.loc(rw);
        let mut promoted = Vec::with_capacity(operands.len());
        for (&value, &ty) in operands.iter().zip(&original) {
            match rw.type_kind(ty) {
                TypeKind::MemRef { .. } => {
                    promoted.extend(MemRefDescriptor::new(value).unpack(rw, loc))
                }
                TypeKind::UnrankedMemRef { .. } => {
                    let index = converter.index_type(rw.context());
                    let ptr = rw.value_type(value);
                    let ptr = crate::llvm::LLVMStructType::from_type_unchecked(ptr).elements(rw)[1];
                    let rank = ExtractValueOp::create(rw, loc, index, value, vec![0]);
                    let rank = rank.res(rw);
                    let desc = ExtractValueOp::create(rw, loc, ptr, value, vec![1]);
                    let desc = desc.res(rw);
                    promoted.extend([rank, desc]);
                }
                _ => promoted.push(value),
            }
        }
        let new_results = match result_types.len() {
            0 => Vec::new(),
            _ => vec![packed],
        };
        let callee = op.callee(rw).to_string();
        let attrs: Vec<(Symbol, Attribute)> = rw.attrs(op.id()).to_vec();
        let call =
            CallOp::create_results_callee_string(rw, loc, new_results, callee, Some(promoted));
        rw.modify_op_in_place(call.id(), |ctx| {
            for (name, value) in attrs {
                let name = ctx.symbol_str(name).to_string();
                ctx.set_attr(call.id(), &name, Some(value));
            }
        });
        let values = rw.results(call.id());
        let values = match result_types.len() {
            0 | 1 => values,
            _ => {
                let mut unpacked = Vec::with_capacity(result_types.len());
                for i in 0..result_types.len() {
                    let ty =
                        crate::llvm::LLVMStructType::from_type_unchecked(packed).elements(rw)[i];
                    let field = ExtractValueOp::create(rw, loc, ty, values[0], vec![i as i64]);
                    unpacked.push(field.res(rw));
                }
                unpacked
            }
        };
        rw.replace_op(op.id(), &values)?;
        Ok(true)
    }
}

/// `func.return` to `llvm.return`.
pub(super) struct ReturnLowering;

impl LlvmLowering<func::ReturnOp> for ReturnLowering {
    fn lower(
        &self,
        op: func::ReturnOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let value = match operands {
            [] => None,
            [one] => Some(*one),
            many => {
                let types = rw.value_types(rw.operands(op.id()));
                let Some(packed) = converter.pack_function_results(rw.context(), &types) else {
                    return rw.notify_match_failure(op.id(), "could not convert result types");
                };
                let mut value = PoisonOp::create(rw, loc, packed).res(rw);
                for (i, &v) in many.iter().enumerate() {
                    value =
                        InsertValueOp::create(rw, loc, packed, value, v, vec![i as i64]).res(rw);
                }
                Some(value)
            }
        };
        ReturnOp::create(rw, loc, value);
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}
