//! The three lowerings: `func.func` to `llvm.func` with MLIR's signature
//! conversion (memref arguments unpacked into their descriptor fields,
//! several results packed in a literal struct), `func.call` and
//! `func.call_indirect` to `llvm.call` of the unpacked operands,
//! `func.constant` to the function's address, `func.return` to
//! `llvm.return` of the packed results.

use super::c_interface::{wrap_for_external_callers, Wrapped};
use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter, MemRefDescriptor};
use crate::func;
use crate::llvm::{
    AddressOfOp, CallOp, ExtractValueOp, InsertValueOp, LLVMFuncOp, LLVMFunctionType,
    LLVMStructType, Linkage, LinkageAttr, MemoryEffectsAttr, ModRefInfo, PoisonOp, ReturnOp,
};
use ods_runtime::conversion::{ConversionPatternRewriter, SignatureConversion};
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::function::function_type_parts;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::{get_prop, set_prop, Op};
use ods_runtime::verify::with_current_op;
use ods_runtime::{AttrKind, Attribute, IrResult, OpId, Symbol, Type, TypeKind, Value};

/// The discardable attributes of a function the lowering consumes.
const LINKAGE: &str = "llvm.linkage";
const VARARGS: &str = "func.varargs";
const READNONE: &str = "llvm.readnone";
const EMIT_C_INTERFACE: &str = "llvm.emit_c_interface";

/// Reports `message` on `op` (which stays) and fails the pattern, as
/// MLIR's `emitError` in a pattern.
fn emit_error(rw: &mut ConversionPatternRewriter<'_>, op: OpId, message: &str) -> IrResult<bool> {
    let error = Diagnostic::error(rw.op_loc(op), message);
    rw.emit(with_current_op(rw, op, error));
    rw.notify_match_failure(op, message)
}

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
                    let message =
                        format!("Contains {LINKAGE} attribute not of type LLVM::LinkageAttr");
                    return emit_error(rw, op.id(), &message);
                }
            },
        };
        let readnone = match rw.get_attr(op.id(), READNONE) {
            None => false,
            Some(a) if matches!(rw.attr_kind(a), AttrKind::Unit) => true,
            Some(_) => {
                let message = format!("Contains {READNONE} attribute not of type UnitAttr");
                return emit_error(rw, op.id(), &message);
            }
        };
        let c_interface = rw.get_attr(op.id(), EMIT_C_INTERFACE).is_some();
        let body = rw.regions(op.id())[0];
        if c_interface {
            if variadic {
                let message = "C interface for variadic functions is not supported yet.";
                return emit_error(rw, op.id(), message);
            }
            if rw.blocks(body).is_empty() {
                return rw
                    .notify_match_failure(op.id(), "C interfaces of declarations are not emitted");
            }
        }
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
            name.clone(),
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
            if readnone {
                // No access to any memory (MLIR's readnone effects).
                let none = ModRefInfo::NoModRef;
                let effects = MemoryEffectsAttr::get(ctx, none, none, none, none, none, none);
                new.set_memory_effects_attr(ctx, effects.attr());
            }
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
        if c_interface {
            let wrapped = Wrapped {
                name: &name,
                inputs: &inputs,
                attrs: &attrs,
                visibility,
                arg_attrs,
                res_attrs,
            };
            if !wrap_for_external_callers(rw, converter, loc, &wrapped, new)? {
                rw.erase_op(new.id())?;
                return rw.notify_match_failure(
                    op.id(),
                    "C interfaces of unranked memrefs are not emitted",
                );
            }
        }
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

/// The operands of a call as the callee takes them: memref descriptors
/// unpacked into their fields (MLIR's `promoteOperands`); `original` are
/// the operands before conversion.
fn promote_operands(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    operands: &[Value],
    original: &[Value],
) -> Vec<Value> {
    let original = rw.value_types(original.iter().copied());
    let mut promoted = Vec::with_capacity(operands.len());
    for (&value, &ty) in operands.iter().zip(&original) {
        match rw.type_kind(ty) {
            TypeKind::MemRef { .. } => {
                promoted.extend(MemRefDescriptor::new(value).unpack(rw, loc))
            }
            TypeKind::UnrankedMemRef { .. } => {
                let index = converter.index_type(rw.context());
                let ptr = rw.value_type(value);
                let ptr = LLVMStructType::from_type_unchecked(ptr).elements(rw)[1];
                let rank = ExtractValueOp::create(rw, loc, index, value, vec![0]).res(rw);
                let desc = ExtractValueOp::create(rw, loc, ptr, value, vec![1]).res(rw);
                promoted.extend([rank, desc]);
            }
            _ => promoted.push(value),
        }
    }
    promoted
}

/// Replaces the call `op` by `call`, whose one result packs the `n`
/// results of `op` in a struct when there are several.
fn replace_call(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    call: OpId,
    n: usize,
) -> IrResult<()> {
    let loc = rw.op_loc(op);
    let values = rw.results(call);
    let values = match n {
        0 | 1 => values,
        _ => {
            let packed = rw.value_type(values[0]);
            let mut unpacked = Vec::with_capacity(n);
            for i in 0..n {
                let ty = LLVMStructType::from_type_unchecked(packed).elements(rw)[i];
                let field = ExtractValueOp::create(rw, loc, ty, values[0], vec![i as i64]);
                unpacked.push(field.res(rw));
            }
            unpacked
        }
    };
    rw.replace_op(op, &values)
}

/// Lowers the call `op` through `build`, which makes the `llvm.call` at
/// the given location from the packed result type and the call's
/// arguments, `operands` (the converted ones of `original`) with memref
/// descriptors promoted; the call replaces `op`.
fn lower_call(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    op: OpId,
    operands: &[Value],
    original: &[Value],
    build: impl FnOnce(&mut ConversionPatternRewriter<'_>, Attribute, Type, Vec<Value>) -> OpId,
) -> IrResult<bool> {
    let result_types = rw.value_types(rw.results(op));
    let Some(packed) = converter.pack_function_results(rw.context(), &result_types) else {
        return rw.notify_match_failure(op, "failed to convert result types");
    };
    let loc = rw.op_loc(op);
    let promoted = promote_operands(rw, converter, loc, operands, original);
    let call = build(rw, loc, packed, promoted);
    replace_call(rw, op, call, result_types.len())?;
    Ok(true)
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
        let original = rw.operands(op.id());
        let has_results = rw.num_results(op.id()) > 0;
        lower_call(
            rw,
            converter,
            op.id(),
            operands,
            &original,
            |rw, loc, packed, args| {
                let new_results = if has_results {
                    vec![packed]
                } else {
                    Vec::new()
                };
                let callee = op.callee(rw).to_string();
                let attrs: Vec<(Symbol, Attribute)> = rw.attrs(op.id()).to_vec();
                let call =
                    CallOp::create_results_callee_string(rw, loc, new_results, callee, Some(args));
                rw.modify_op_in_place(call.id(), |ctx| {
                    for (name, value) in attrs {
                        let name = ctx.symbol_str(name).to_string();
                        ctx.set_attr(call.id(), &name, Some(value));
                    }
                });
                call.id()
            },
        )
    }
}

/// `func.call_indirect` to an indirect `llvm.call` of the callee pointer.
pub(super) struct CallIndirectLowering;

impl LlvmLowering<func::CallIndirectOp> for CallIndirectLowering {
    fn lower(
        &self,
        op: func::CallIndirectOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let original = op.callee_operands(rw);
        let callee = operands[0];
        lower_call(
            rw,
            converter,
            op.id(),
            &operands[1..],
            &original,
            |rw, loc, packed, args| {
                let params = rw.value_types(args.iter().copied());
                let ty = LLVMFunctionType::get(rw.context(), packed, params, false);
                let mut all = vec![callee];
                all.extend(args);
                CallOp::create_callee_type_args(rw, loc, ty, all).id()
            },
        )
    }
}

/// `func.constant` of a function to `llvm.mlir.addressof` of it.
pub(super) struct ConstantLowering;

impl LlvmLowering<func::ConstantOp> for ConstantLowering {
    fn lower(
        &self,
        op: func::ConstantOp,
        _: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(rw.results(op.id())[0]);
        let Some(ptr) = converter.convert_type(rw.context(), ty) else {
            return rw.notify_match_failure(op.id(), "failed to convert result type");
        };
        let loc = op.loc(rw);
        let name = op.value(rw).to_string();
        let address = AddressOfOp::create(rw, loc, ptr, &name).res(rw);
        rw.replace_op(op.id(), &[address])?;
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
