//! Loads and stores of whole values, as the lowerings to llvm build
//! them: not volatile, no ordering or metadata.

use crate::llvm::{flags, AllocaOp, LLVMPointerType, LoadOp, StoreOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::{Attribute, Type, Value};

/// `llvm.load` of a `ty` at `address`, `alignment` bytes aligned if given.
pub fn load(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    ty: Type,
    address: Value,
    alignment: Option<u64>,
    nontemporal: flags::Nontemporal,
) -> Value {
    let load = LoadOp::create(
        rw,
        loc,
        ty,
        address,
        alignment,
        flags::Volatile::No,
        nontemporal,
        flags::Invariant::No,
        flags::InvariantGroup::No,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    );
    load.res(rw)
}

/// `llvm.store` of `value` at `address`, `alignment` bytes aligned if
/// given.
pub fn store(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    value: Value,
    address: Value,
    alignment: Option<u64>,
    nontemporal: flags::Nontemporal,
) {
    StoreOp::create(
        rw,
        loc,
        value,
        address,
        alignment,
        flags::Volatile::No,
        nontemporal,
        flags::InvariantGroup::No,
        None,
        None,
        None,
        None,
        None,
        None,
    );
}

/// `llvm.alloca` of one `value` on the stack (`one` the count), `value`
/// stored in it: the slot.
pub fn spill(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    value: Value,
    one: Value,
) -> Value {
    let ptr = LLVMPointerType::intern(rw.context(), 0).ty();
    let ty = rw.value_type(value);
    let slot = AllocaOp::create_result_type_element_type(rw, loc, ptr, ty, one, Some(0)).res(rw);
    store(rw, loc, value, slot, None, flags::Nontemporal::No);
    slot
}
