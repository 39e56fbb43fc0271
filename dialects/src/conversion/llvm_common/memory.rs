//! Loads and stores of whole values, as the lowerings to llvm build
//! them: not volatile, no ordering or metadata.

use crate::llvm::{flags, LoadOp, StoreOp};
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
