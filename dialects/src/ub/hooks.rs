//! What `UBOps.td` leaves to Rust, with the semantics of MLIR's `UBOps.cpp`.

use super::{PoisonAttr, PoisonOp, PoisonOpHooks, UBDialect, UBDialectHooks};
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::{Attribute, Context, OperationState, Type};

impl UBDialectHooks for UBDialect {
    /// A poison attribute becomes a `ub.poison` of `ty` holding it; the
    /// dialect makes no other constant.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        PoisonAttr::try_from(ctx, value)?;
        let mut state = PoisonOp::state(ctx, loc);
        PoisonOp::build_with_attrs(ctx, &mut state, ty, Some(value));
        Some(state)
    }
}

impl PoisonOpHooks for PoisonOp {
    /// A poison value folds to its poison attribute.
    fn fold(self, ctx: &mut Context, _constants: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value(ctx)))
    }
}
