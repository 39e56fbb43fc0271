//! The three lowerings: `func.func` to `llvm.func` with MLIR's signature
//! conversion (memref arguments unpacked into their descriptor fields,
//! several results packed in a literal struct), `func.call` and
//! `func.call_indirect` to `llvm.call` of the unpacked operands,
//! `func.constant` to the function's address, `func.return` to
//! `llvm.return` of the packed results.

use super::c_interface::{wrap_external_function, wrap_for_external_callers, Wrapped};
use crate::conversion::llvm_common::{
    copy_unranked_descriptors, LlvmLowering, LlvmTypeConverter, MemRefDescriptor,
    UnrankedMemRefDescriptor,
};
use crate::func;
use crate::llvm::{
    AddressOfOp, CallOp, ExtractValueOp, InsertValueOp, LLVMDialect, LLVMFuncOp, LLVMFunctionType,
    LLVMStructType, Linkage, LinkageAttr, MemoryEffectsAttr, ModRefInfo, PoisonOp, ReturnOp,
};
use ods_runtime::conversion::{ConversionPatternRewriter, SignatureConversion};
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::function::function_type_parts;
use ods_runtime::interfaces::symbols::lookup_nearest_symbol_from;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::{get_prop, set_attr_or_prop, set_prop, Op};
use ods_runtime::verify::with_current_op;
use ods_runtime::{AttrKind, Attribute, IrResult, OpId, Symbol, Type, TypeKind, Value};

/// The discardable attributes of a function the lowering consumes.
const LINKAGE: &str = "llvm.linkage";
const VARARGS: &str = "func.varargs";
const READNONE: &str = "llvm.readnone";
const BAREPTR: &str = "llvm.bareptr";

/// Whether `op` (a function, or a call's callee) takes memrefs as bare
/// pointers: the pass's option or its `llvm.bareptr` (MLIR's
/// `shouldUseBarePtrCallConv`).
fn uses_bare_ptr_call_conv(
    rw: &ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    op: Option<OpId>,
) -> bool {
    converter.options().use_bare_ptr_call_conv
        || op.is_some_and(|op| rw.get_attr(op, BAREPTR).is_some())
}

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
        let bare = uses_bare_ptr_call_conv(rw, converter, Some(op.id()));
        let variadic = rw
            .get_attr(op.id(), VARARGS)
            .and_then(|a| convert::try_bool(rw, a))
            .unwrap_or(false);
        let mut signature = SignatureConversion::new(inputs.len());
        for (i, &input) in inputs.iter().enumerate() {
            let Some(converted) = converter.convert_function_argument(rw.context(), input, bare)
            else {
                return rw.notify_match_failure(op.id(), "signature conversion failed");
            };
            signature.add_inputs(i, &converted);
        }
        let Some(result) = converter.pack_function_results(rw.context(), &results, bare) else {
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
        let c_interface = !bare
            && rw
                .get_attr(op.id(), LLVMDialect::EMIT_C_WRAPPER_ATTR_NAME)
                .is_some();
        let body = rw.regions(op.id())[0];
        if c_interface && variadic {
            let message = "C interface for variadic functions is not supported yet.";
            return emit_error(rw, op.id(), message);
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
                set_attr_or_prop(ctx, new.id(), "sym_visibility", Some(visibility));
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
            let wrap = match rw.blocks(body).is_empty() {
                true => wrap_external_function,
                false => wrap_for_external_callers,
            };
            if !wrap(rw, converter, loc, &wrapped, new)? {
                rw.erase_op(new.id())?;
                return rw.notify_match_failure(op.id(), "signature conversion failed");
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
/// unpacked into their fields, or their aligned pointers with the bare
/// pointer convention `bare` (MLIR's `promoteOperands`); `original` are
/// the operands before conversion.
fn promote_operands(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    (operands, original): (&[Value], &[Value]),
    bare: bool,
) -> Vec<Value> {
    let original = rw.value_types(original.iter().copied());
    let mut promoted = Vec::with_capacity(operands.len());
    for (&value, &ty) in operands.iter().zip(&original) {
        match rw.type_kind(ty) {
            TypeKind::MemRef { .. } if bare => {
                promoted.push(MemRefDescriptor::new(value).aligned_ptr(rw, loc))
            }
            TypeKind::MemRef { .. } => {
                promoted.extend(MemRefDescriptor::new(value).unpack(rw, loc))
            }
            TypeKind::UnrankedMemRef { .. } => {
                promoted.extend(UnrankedMemRefDescriptor::new(value).unpack(rw, loc))
            }
            _ => promoted.push(value),
        }
    }
    promoted
}

/// The `n` results of a call lowered to `call`, whose one result packs
/// them in a struct when there are several.
fn call_results(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    call: OpId,
    n: usize,
) -> Vec<Value> {
    let values = rw.results(call);
    match n {
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
    }
}

/// Lowers the call `op` through `build`, which makes the `llvm.call` at
/// the given location from the packed result type and the call's
/// arguments, `operands` (the converted ones of `original`) with memref
/// descriptors promoted, as bare pointers when `bare`; the call replaces
/// `op`.
fn lower_call(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    op: OpId,
    (operands, original): (&[Value], &[Value]),
    bare: bool,
    build: impl FnOnce(&mut ConversionPatternRewriter<'_>, Attribute, Type, Vec<Value>) -> OpId,
) -> IrResult<bool> {
    let result_types = rw.value_types(rw.results(op));
    let Some(packed) = converter.pack_function_results(rw.context(), &result_types, bare) else {
        return rw.notify_match_failure(op, "failed to convert result types");
    };
    let unranked = |t: Type| matches!(rw.type_kind(t), TypeKind::UnrankedMemRef { .. });
    if bare && rw.value_types(rw.operands(op)).into_iter().any(unranked) {
        return rw.notify_match_failure(op, "unranked memrefs cannot be bare pointers");
    }
    let loc = rw.op_loc(op);
    let promoted = promote_operands(rw, loc, (operands, original), bare);
    let call = build(rw, loc, packed, promoted);
    let mut results = call_results(rw, loc, call, result_types.len());
    if bare {
        promote_bare_ptrs_to_descriptors(rw, converter, loc, &result_types, &mut results);
    } else if !copy_unranked_descriptors(rw, converter, op, &result_types, &mut results, false) {
        return rw.notify_match_failure(op, "not in a module");
    }
    rw.replace_op(op, &results)?;
    Ok(true)
}

/// The memref `values` of `types` that are bare pointers made
/// descriptors again (MLIR's `promoteBarePtrsToDescriptors`).
fn promote_bare_ptrs_to_descriptors(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    types: &[Type],
    values: &mut [Value],
) {
    for (value, &ty) in values.iter_mut().zip(types) {
        let Some(layout) = converter.static_layout(rw, ty) else {
            continue;
        };
        let Some(descriptor) = converter.convert_type(rw.context(), ty) else {
            continue;
        };
        let index = converter.index_type(rw.context());
        *value = MemRefDescriptor::from_static_shape(rw, loc, descriptor, index, &layout, *value)
            .value();
    }
}

/// The attributes of the call `from`, inherent ones included, on the
/// `llvm.call` `to` that replaces it, as MLIR builds that from the call's
/// `getAttrs()`: names inherent to `llvm.call` (`CConv`, `fastmathFlags`,
/// `arg_attrs`, `no_inline`, `convergent`, ...) become its properties.
fn copy_call_attributes(rw: &mut ConversionPatternRewriter<'_>, from: OpId, to: OpId) {
    let mut entries: Vec<(Symbol, Attribute)> = match rw.properties(from).map(|p| rw.attr_kind(p)) {
        Some(AttrKind::Dictionary(entries)) => entries.to_vec(),
        _ => Vec::new(),
    };
    entries.extend_from_slice(rw.attrs(from));
    rw.modify_op_in_place(to, |ctx| {
        for (name, value) in entries {
            let name = ctx.symbol_str(name).to_string();
            set_attr_or_prop(ctx, to, &name, Some(value));
        }
    });
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
        let callee = get_prop(rw, op.id(), "callee")
            .and_then(|callee| lookup_nearest_symbol_from(rw, op.id(), callee));
        let bare = uses_bare_ptr_call_conv(rw, converter, callee);
        lower_call(
            rw,
            converter,
            op.id(),
            (operands, &original),
            bare,
            |rw, loc, packed, args| {
                let new_results = if has_results {
                    vec![packed]
                } else {
                    Vec::new()
                };
                let callee = op.callee(rw).to_string();
                let call =
                    CallOp::create_results_callee_string(rw, loc, new_results, callee, Some(args));
                copy_call_attributes(rw, op.id(), call.id());
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
        let bare = uses_bare_ptr_call_conv(rw, converter, None);
        lower_call(
            rw,
            converter,
            op.id(),
            (&operands[1..], &original),
            bare,
            |rw, loc, packed, args| {
                let params = rw.value_types(args.iter().copied());
                let ty = LLVMFunctionType::get(rw.context(), packed, params, false);
                let mut all = vec![callee];
                all.extend(args);
                let call = CallOp::create_callee_type_args(rw, loc, ty, all).id();
                copy_call_attributes(rw, op.id(), call);
                call
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
        let function = rw.parent_op(op.id());
        let bare = uses_bare_ptr_call_conv(rw, converter, function);
        let types = rw.value_types(rw.operands(op.id()));
        let mut operands = operands.to_vec();
        if !bare {
            copy_unranked_descriptors(rw, converter, op.id(), &types, &mut operands, true);
        } else {
            for (value, &ty) in operands.iter_mut().zip(&types) {
                match rw.type_kind(ty) {
                    TypeKind::MemRef { .. } if converter.static_layout(rw, ty).is_some() => {
                        // The allocated pointer, as MLIR returns.
                        *value = MemRefDescriptor::new(*value).allocated_ptr(rw, loc);
                    }
                    TypeKind::UnrankedMemRef { .. } => {
                        return rw.notify_match_failure(
                            op.id(),
                            "unranked memrefs cannot be bare pointers",
                        );
                    }
                    _ => {}
                }
            }
        }
        let value = match operands[..] {
            [] => None,
            [one] => Some(one),
            ref many => {
                let Some(packed) = converter.pack_function_results(rw.context(), &types, bare)
                else {
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
