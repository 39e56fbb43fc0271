//! The C interface of a function with `llvm.emit_c_interface`:
//! `_mlir_ciface_<name>` takes each memref (ranked or not) as a pointer to
//! its descriptor, and a struct result (several results, a memref)
//! through a pointer first argument. For a function with a body it is a
//! wrapper that loads the descriptors, unpacks them and calls the
//! function (MLIR's `wrapForExternalCallers`); for a declaration it is
//! the external function, and the declaration gets a private body that
//! packs its arguments on the stack and calls it (MLIR's
//! `wrapExternalFunction`).

use crate::conversion::llvm_common::{
    index_attr_constant, load, spill, store, LlvmTypeConverter, MemRefDescriptor,
    UnrankedMemRefDescriptor,
};
use crate::llvm::{
    flags, AllocaOp, CallOp, LLVMFuncOp, LLVMFunctionType, LLVMPointerType, LLVMStructType,
    LLVMVoidType, Linkage, ReturnOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::{set_attr_or_prop, set_prop, Op};
use ods_runtime::{AttrKind, Attribute, IrResult, Symbol, Type, TypeKind, Value};

/// What the C interface copies of the function being lowered.
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

/// The C interface's parameters and result, and the struct it returns
/// through its first parameter, of `f` lowered to `new` (MLIR's
/// `convertFunctionTypeCWrapper`); `None` when an argument does not
/// convert.
fn c_wrapper_type(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    f: &Wrapped<'_>,
    new: LLVMFuncOp,
) -> Option<(Vec<Type>, Type, Option<Type>)> {
    let ctx = rw.context();
    let ptr = LLVMPointerType::intern(ctx, 0).ty();
    let returned = LLVMFunctionType::from_type_unchecked(new.function_type(ctx)).return_type(ctx);
    let result_struct = LLVMStructType::isa(ctx, returned).then_some(returned);
    let mut params = Vec::new();
    if result_struct.is_some() {
        params.push(ptr);
    }
    for &input in f.inputs {
        let converted = converter.convert_type(ctx, input)?;
        match ctx.type_kind(input) {
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => params.push(ptr),
            _ => params.push(converted),
        }
    }
    let result = match result_struct {
        Some(_) => LLVMVoidType::get(ctx).ty(),
        None => returned,
    };
    Some((params, result, result_struct))
}

/// Creates `_mlir_ciface_<name>` of `params` and `result` at the insertion
/// point, with `f`'s attributes, visibility and argument and result
/// attributes (shifted after a struct result's pointer; MLIR's
/// `propagateArgResAttrs`).
fn create_c_function(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    f: &Wrapped<'_>,
    (params, result, result_struct): (&[Type], Type, Option<Type>),
) -> LLVMFuncOp {
    let ty = LLVMFunctionType::get(rw.context(), result, params.to_vec(), false).ty();
    let wrapper = LLVMFuncOp::create_name_type(
        rw,
        loc,
        format!("_mlir_ciface_{}", f.name),
        ty,
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
            set_attr_or_prop(ctx, wrapper.id(), "sym_visibility", Some(visibility));
        }
        if let Some(arg_attrs) = f.arg_attrs {
            let shifted = shifted_dictionaries(ctx, arg_attrs, offset);
            set_prop(ctx, wrapper.id(), "arg_attrs", Some(shifted));
        }
        if let (Some(res_attrs), None) = (f.res_attrs, result_struct) {
            set_prop(ctx, wrapper.id(), "res_attrs", Some(res_attrs));
        }
    });
    wrapper
}

/// Adds an entry block of `params` at `loc` to `f`, the insertion point
/// at its start, and returns its arguments.
fn add_entry_block(
    rw: &mut ConversionPatternRewriter<'_>,
    f: LLVMFuncOp,
    params: &[Type],
    loc: Attribute,
) -> Vec<Value> {
    let region = rw.regions(f.id())[0];
    let block_args: Vec<(Type, Attribute)> = params.iter().map(|&t| (t, loc)).collect();
    let entry = rw.create_block(region, None, &block_args);
    rw.block_args(entry)
}

/// Adds the C wrapper of `f`, which has a body and was lowered to `new`,
/// at the insertion point; `false` (nothing built) when an argument does
/// not convert.
pub(super) fn wrap_for_external_callers(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    f: &Wrapped<'_>,
    new: LLVMFuncOp,
) -> IrResult<bool> {
    let Some((params, result, result_struct)) = c_wrapper_type(rw, converter, f, new) else {
        return Ok(false);
    };
    let wrapper = create_c_function(rw, loc, f, (&params, result, result_struct));
    let saved = rw.insertion_point();
    let wrapper_args = add_entry_block(rw, wrapper, &params, loc);
    let offset = usize::from(result_struct.is_some());
    let mut args = Vec::new();
    for (i, &input) in f.inputs.iter().enumerate() {
        let arg = wrapper_args[i + offset];
        let ranked = matches!(rw.type_kind(input), TypeKind::MemRef { .. });
        let unranked = matches!(rw.type_kind(input), TypeKind::UnrankedMemRef { .. });
        if !ranked && !unranked {
            args.push(arg);
            continue;
        }
        let Some(descriptor) = converter.convert_type(rw.context(), input) else {
            return Ok(false);
        };
        let loaded = load(rw, loc, descriptor, arg, None, flags::Nontemporal::No);
        if ranked {
            args.extend(MemRefDescriptor::new(loaded).unpack(rw, loc));
        } else {
            args.extend(UnrankedMemRefDescriptor::new(loaded).unpack(rw, loc));
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

/// Declares the C function of the declaration `f` lowered to `new` at the
/// insertion point, and gives `new` a private body that packs its
/// memrefs' descriptors on the stack and calls it; `false` (nothing
/// built) when an argument does not convert.
pub(super) fn wrap_external_function(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    f: &Wrapped<'_>,
    new: LLVMFuncOp,
) -> IrResult<bool> {
    let Some((params, result, result_struct)) = c_wrapper_type(rw, converter, f, new) else {
        return Ok(false);
    };
    let wrapper = create_c_function(rw, loc, f, (&params, result, result_struct));
    // The function becomes a wrapper only this module sees.
    rw.modify_op_in_place(new.id(), |ctx| new.set_linkage(ctx, Linkage::Private));
    let saved = rw.insertion_point();
    let ctx = rw.context();
    let new_params = LLVMFunctionType::from_type_unchecked(new.function_type(ctx))
        .params(ctx)
        .to_vec();
    let new_args = add_entry_block(rw, new, &new_params, loc);
    let index = converter.index_type(rw.context());
    let ptr = LLVMPointerType::intern(rw.context(), 0).ty();
    let mut args = Vec::new();
    if let Some(result_struct) = result_struct {
        let one = index_attr_constant(rw, loc, index, 1);
        let slot =
            AllocaOp::create_result_type_element_type(rw, loc, ptr, result_struct, one, None);
        args.push(slot.res(rw));
    }
    let mut rest = &new_args[..];
    for &input in f.inputs {
        let packed = match rw.type_kind(input) {
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => {
                let (Some(fields), Some(descriptor)) = (
                    converter.convert_function_argument(rw.context(), input, false),
                    converter.convert_type(rw.context(), input),
                ) else {
                    return Ok(false);
                };
                let (taken, left) = rest.split_at(fields.len());
                rest = left;
                match (rw.type_kind(input), taken) {
                    (TypeKind::UnrankedMemRef { .. }, &[rank, ranked]) => {
                        UnrankedMemRefDescriptor::pack(rw, loc, descriptor, rank, ranked).value()
                    }
                    _ => MemRefDescriptor::pack(rw, loc, descriptor, taken).value(),
                }
            }
            _ => {
                let (first, left) = rest.split_at(1);
                rest = left;
                args.push(first[0]);
                continue;
            }
        };
        let one = index_attr_constant(rw, loc, index, 1);
        args.push(spill(rw, loc, packed, one));
    }
    let call = CallOp::create_func(rw, loc, wrapper, args.clone());
    let value = match result_struct {
        Some(result_struct) => Some(load(
            rw,
            loc,
            result_struct,
            args[0],
            None,
            flags::Nontemporal::No,
        )),
        None => rw.results(call.id()).first().copied(),
    };
    ReturnOp::create(rw, loc, value);
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
