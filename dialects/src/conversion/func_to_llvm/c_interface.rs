//! The C interface of a function with `llvm.emit_c_interface` and a body
//! (MLIR's `wrapForExternalCallers`): `_mlir_ciface_<name>` takes each
//! memref as a pointer to its descriptor, and a struct result (several
//! results, a memref) through a pointer first argument; it loads the
//! descriptors, unpacks them and calls the function.

use crate::conversion::llvm_common::{load, store, LlvmTypeConverter, MemRefDescriptor};
use crate::llvm::{
    flags, CallOp, LLVMFuncOp, LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType,
    Linkage, ReturnOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::{set_prop, Op};
use ods_runtime::{AttrKind, Attribute, IrResult, Symbol, Type, TypeKind};

/// What the wrapper copies of the function being lowered.
pub(super) struct Wrapped<'a> {
    /// The function's name.
    pub name: &'a str,
    /// Its argument types before conversion.
    pub inputs: &'a [Type],
    /// Its discardable attributes the lowering keeps, and its visibility.
    pub attrs: &'a [(Symbol, Attribute)],
    pub visibility: Option<Attribute>,
    /// Its `arg_attrs` and `res_attrs`.
    pub arg_attrs: Option<Attribute>,
    pub res_attrs: Option<Attribute>,
}

/// Adds the wrapper of `f`, lowered to `new`, at the insertion point;
/// `false` (nothing built) when an argument is an unranked memref, whose
/// wrapper is not built yet.
pub(super) fn wrap_for_external_callers(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    f: &Wrapped<'_>,
    new: LLVMFuncOp,
) -> IrResult<bool> {
    if f.inputs
        .iter()
        .any(|&t| matches!(rw.type_kind(t), TypeKind::UnrankedMemRef { .. }))
    {
        return Ok(false);
    }
    let ctx = rw.context();
    let ptr = LLVMPointerType::intern(ctx, 0).ty();
    let new_type = LLVMFunctionType::from_type_unchecked(new.function_type(ctx));
    let returned = new_type.return_type(ctx);
    let result_struct = LLVMStructType::isa(ctx, returned).then_some(returned);
    let mut params = Vec::new();
    if result_struct.is_some() {
        params.push(ptr);
    }
    for &input in f.inputs {
        match ctx.type_kind(input) {
            TypeKind::MemRef { .. } => params.push(ptr),
            _ => match converter.convert_type(ctx, input) {
                Some(converted) => params.push(converted),
                None => return Ok(false),
            },
        }
    }
    let result = match result_struct {
        Some(_) => LLVMVoidType::get(ctx).ty(),
        None => returned,
    };
    let wrapper_type = LLVMFunctionType::get(ctx, result, params.clone(), false).ty();
    let wrapper = LLVMFuncOp::create_name_type(
        rw,
        loc,
        format!("_mlir_ciface_{}", f.name),
        wrapper_type,
        Some(Linkage::External),
        None,
        None,
        None,
        Some(f.attrs),
        None,
        None,
    );
    let offset = usize::from(result_struct.is_some());
    rw.modify_op_in_place(wrapper.id(), |ctx| {
        if let Some(visibility) = f.visibility {
            ctx.set_attr(wrapper.id(), "sym_visibility", Some(visibility));
        }
        if let Some(arg_attrs) = f.arg_attrs {
            let shifted = shifted_dictionaries(ctx, arg_attrs, offset);
            set_prop(ctx, wrapper.id(), "arg_attrs", Some(shifted));
        }
        if let (Some(res_attrs), None) = (f.res_attrs, result_struct) {
            set_prop(ctx, wrapper.id(), "res_attrs", Some(res_attrs));
        }
    });
    let saved = rw.insertion_point();
    let region = rw.regions(wrapper.id())[0];
    let block_args: Vec<(Type, Attribute)> = params.iter().map(|&t| (t, loc)).collect();
    let entry = rw.create_block(region, None, &block_args);
    let wrapper_args = rw.block_args(entry);
    let mut args = Vec::new();
    for (i, &input) in f.inputs.iter().enumerate() {
        let arg = wrapper_args[i + offset];
        if let TypeKind::MemRef { .. } = rw.type_kind(input) {
            let Some(descriptor) = converter.convert_type(rw.context(), input) else {
                return Ok(false);
            };
            let loaded = load(rw, loc, descriptor, arg, None, flags::Nontemporal::No);
            args.extend(MemRefDescriptor::new(loaded).unpack(rw, loc));
        } else {
            args.push(arg);
        }
    }
    let call = CallOp::create_func(rw, loc, new, args);
    let results = rw.results(call.id());
    match result_struct {
        Some(_) => {
            store(
                rw,
                loc,
                results[0],
                wrapper_args[0],
                None,
                flags::Nontemporal::No,
            );
            ReturnOp::create(rw, loc, None);
        }
        None => {
            ReturnOp::create(rw, loc, results.first().copied());
        }
    }
    rw.set_insertion_point_at(saved);
    Ok(true)
}

/// The array of dictionaries `all` with `offset` empty ones before.
fn shifted_dictionaries(
    ctx: &mut ods_runtime::Context,
    all: Attribute,
    offset: usize,
) -> Attribute {
    let AttrKind::Array(dicts) = ctx.attr_kind(all).clone() else {
        return all;
    };
    let empty = ctx.attr(AttrKind::Dictionary(Default::default()));
    let shifted: Vec<Attribute> = std::iter::repeat_n(empty, offset)
        .chain(dicts.iter().copied())
        .collect();
    ctx.attr(AttrKind::Array(shifted.into()))
}
