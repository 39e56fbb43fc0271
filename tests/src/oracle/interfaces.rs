//! `fixtures/oracle/interfaces.td`, with the Rust of its interface methods
//! (the C++ is in `interfaces.oracle.cpp`).

include!(concat!(env!("OUT_DIR"), "/interfaces.rs"));

use ods_runtime::interfaces::prelude::mlir::{CastOpInterfaceImpl, MemoryEffectOpInterfaceImpl};
use ods_runtime::ods::op::Op;
use ods_runtime::registry::MemoryEffect;
use ods_runtime::OpId;
use ods_runtime::{Context, IntegerType, Type};
use oi::*;

impl CastOpInterfaceImpl for CastOp {
    /// As many outputs as inputs: integers to integers, or a type to itself.
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let is_int = |t: Type| IntegerType::try_from(ctx, t).is_some();
        inputs.len() == outputs.len()
            && inputs
                .iter()
                .zip(outputs)
                .all(|(&i, &o)| i == o || (is_int(i) && is_int(o)))
    }
}

impl CostInterfaceImpl for CheapOp {
    fn cost(self, _: &Context) -> i64 {
        1
    }
    fn unit(_: &Context) -> i64 {
        1
    }
}

/// `DeclareOpInterfaceMethods<..., ["isCheap"]>`: the methods without a
/// default and the listed one, each required.
impl DearOpCostInterface for DearOp {
    fn cost(self, _: &Context) -> i64 {
        100
    }
    fn is_cheap(self, _: &Context) -> bool {
        false
    }
    fn unit(_: &Context) -> i64 {
        1
    }
}

/// A write when the op has `writes`, else no effect.
impl MemoryEffectOpInterfaceImpl for MaybeWriteOp {
    fn get_effects(ctx: &Context, op: OpId) -> Vec<MemoryEffect> {
        if MaybeWriteOp::from_id_unchecked(op).writes(ctx) {
            vec![MemoryEffect::Write]
        } else {
            Vec::new()
        }
    }
}
