//! `fixtures/oracle/rewrites.td`, with the Rust of its folders, constant
//! materializer and canonicalization (the C++ is in
//! `rewrites.oracle.cpp`).

include!(concat!(env!("OUT_DIR"), "/rewrites.rs"));

mod hooks {
    use super::orw::*;
    use ods_runtime::ods::convert;
    use ods_runtime::ods::op::Op;
    use ods_runtime::registry::FoldResult;
    use ods_runtime::rewrite::{constant_value, PatternRewriter, RewritePatternSet};
    use ods_runtime::{AttrKind, Attribute, Context, IrResult, OpId, OperationState, Type};

    /// The value of an integer attribute, as an `i64`.
    fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
        match ctx.attr_kind(a?) {
            AttrKind::Integer { value, .. } => value.to_i128().map(|v| v as i64),
            _ => None,
        }
    }

    /// `value` as an attribute of type `ty` (an `i64`).
    fn int_attr(ctx: &mut Context, ty: Type, value: i64) -> Attribute {
        convert::integer_attr(ctx, ty, value as i128)
    }

    impl ORWDialectHooks for ORWDialect {
        /// A constant for an integer attribute.
        fn materialize_constant(
            ctx: &mut Context,
            value: Attribute,
            ty: Type,
            loc: Attribute,
        ) -> Option<OperationState> {
            matches!(ctx.attr_kind(value), AttrKind::Integer { .. }).then(|| {
                let mut state = ConstOp::state(ctx, loc);
                ConstOp::build_with_attrs(ctx, &mut state, ty, value);
                state
            })
        }
    }

    impl ConstOpHooks for ConstOp {
        fn fold(self, ctx: &mut Context, _: &[Option<Attribute>]) -> Option<FoldResult> {
            Some(FoldResult::Attr(self.value_attr(ctx)))
        }
    }

    impl AddOpHooks for AddOp {
        /// Constants add up; `x + 0` is `x`.
        fn fold(
            self,
            ctx: &mut Context,
            constants: AddOpAdaptor<Option<Attribute>>,
        ) -> Option<FoldResult> {
            let (lhs, rhs) = (int_of(ctx, constants.lhs()), int_of(ctx, constants.rhs()));
            let ty = ctx.value_type(self.result(ctx));
            match (lhs, rhs) {
                (Some(a), Some(b)) => Some(FoldResult::Attr(int_attr(ctx, ty, a.wrapping_add(b)))),
                (_, Some(0)) => Some(FoldResult::Value(self.lhs(ctx))),
                _ => None,
            }
        }
    }

    impl MulOpHooks for MulOp {
        /// Constants multiply; `x * 1` is `x`; `x * 0` is 0.
        fn fold(
            self,
            ctx: &mut Context,
            constants: MulOpAdaptor<Option<Attribute>>,
        ) -> Option<FoldResult> {
            let (lhs, rhs) = (int_of(ctx, constants.lhs()), int_of(ctx, constants.rhs()));
            let ty = ctx.value_type(self.result(ctx));
            match (lhs, rhs) {
                (Some(a), Some(b)) => Some(FoldResult::Attr(int_attr(ctx, ty, a.wrapping_mul(b)))),
                (_, Some(1)) => Some(FoldResult::Value(self.lhs(ctx))),
                (_, Some(0)) => constants.rhs().map(FoldResult::Attr),
                _ => None,
            }
        }

        fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
            patterns.add_op_fn::<MulOp>(mul_by_two);
        }
    }

    /// `x * 2` becomes `x + x`.
    fn mul_by_two(rewriter: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
        let Some(mul) = MulOp::cast(rewriter, op) else {
            return Ok(false);
        };
        let rhs = mul.rhs(rewriter);
        let constant = rewriter
            .defining_op(rhs)
            .and_then(|d| constant_value(rewriter.context(), d));
        if int_of(rewriter, constant) != Some(2) {
            return rewriter.notify_match_failure(op, "not a multiplication by 2");
        }
        let (lhs, ty, loc) = (
            mul.lhs(rewriter),
            rewriter.value_type(mul.result(rewriter)),
            mul.loc(rewriter),
        );
        let ctx = rewriter.context();
        let mut state = AddOp::state(ctx, loc);
        AddOp::build(ctx, &mut state, ty, lhs, lhs);
        rewriter.replace_op_with_new_op::<AddOp>(op, state)?;
        Ok(true)
    }

    impl NegOpHooks for NegOp {
        /// `-(-x)` is `x`.
        fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> IrResult<bool> {
            let Some(inner) = rewriter
                .defining_op(self.input(rewriter))
                .and_then(|d| NegOp::cast(rewriter, d))
            else {
                return Ok(false);
            };
            let x = inner.input(rewriter);
            rewriter.replace_op(self.id(), &[x])?;
            Ok(true)
        }
    }

    impl SplitOpHooks for SplitOp {
        /// The low and high 32 bits of a constant.
        fn fold(
            self,
            ctx: &mut Context,
            constants: SplitOpAdaptor<Option<Attribute>>,
        ) -> Option<Vec<FoldResult>> {
            let v = int_of(ctx, constants.input())?;
            let (lt, ht) = (
                ctx.value_type(self.low(ctx)),
                ctx.value_type(self.high(ctx)),
            );
            let low = int_attr(ctx, lt, v & 0xffff_ffff);
            let high = int_attr(ctx, ht, v >> 32);
            Some(vec![FoldResult::Attr(low), FoldResult::Attr(high)])
        }
    }
}

/// `-v` for the `NegatedAttr` native call of the fixture's DRR patterns.
pub fn negated_attr(
    rewriter: &mut ods_runtime::rewrite::PatternRewriter<'_>,
    value: ods_runtime::Attribute,
) -> ods_runtime::Attribute {
    let ctx = rewriter.context();
    let v = ods_runtime::ods::convert::as_int::<i64>(ctx, value);
    let ty = ods_runtime::ods::convert::integer(ctx, 64, ods_runtime::Signedness::Signless);
    ods_runtime::ods::convert::integer_attr(ctx, ty, -(v as i128))
}
