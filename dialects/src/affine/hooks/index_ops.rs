//! `affine.delinearize_index` and `affine.linearize_index`: their basis
//! (`custom<DynamicIndexList>` between parentheses), verifiers and
//! builders.

use super::builders;
use crate::affine::*;
use ods_runtime::asm::dynamic_index_list as index_list;
use ods_runtime::asm::{Delimiter, OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{Attribute, Context, IrResult, OpId, OperationState, Value};

/// `custom<DynamicIndexList>`: `(4, %n)` into the dynamic operands and the
/// static `array<i64: ...>` attribute (the basis values have no types
/// written).
pub(crate) fn parse_dynamic_index_list(
    p: &mut OpAsmParser<'_, '_>,
    values: &mut Vec<UnresolvedOperand>,
    integers: &mut Option<Attribute>,
    _value_types: &[ods_runtime::Type],
    delimiter: Delimiter,
) -> PResult<()> {
    let list = index_list::parse_dynamic_index_list_in(p, values, delimiter)?;
    *integers = Some(convert::dense_i64_array(p.ctx(), &list));
    Ok(())
}

/// `custom<DynamicIndexList>`, printed.
pub(crate) fn print_dynamic_index_list(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: OpId,
    values: &[Value],
    integers: Attribute,
    _value_types: &[ods_runtime::Type],
    delimiter: Delimiter,
) -> IrResult<()> {
    let list = convert::dense_array_vec::<i64>(p.ctx(), integers);
    index_list::print_dynamic_index_list_in(p, values, &list, delimiter);
    Ok(())
}

/// As many dynamic basis values as `DYNAMIC` entries in the static basis.
fn basis_matches(
    ctx: &Context,
    op: OpId,
    statics: &[i64],
    dynamic: &[Value],
) -> Result<(), Diagnostic> {
    if statics.iter().filter(|&&b| b == DYNAMIC).count() != dynamic.len() {
        return Err(ods_runtime::ods::op::op_error(
            ctx,
            op,
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(())
}

impl AffineDelinearizeIndexOpHooks for AffineDelinearizeIndexOp {
    /// One result per basis element, and at most one more; static basis
    /// elements positive.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let statics = self.static_basis(ctx).to_vec();
        let results = ctx.results(self.id()).len();
        if results != statics.len() && results != statics.len() + 1 {
            return Err(self.emit_op_error(
                ctx,
                "should return an index for each basis element and up to one extra index",
            ));
        }
        basis_matches(ctx, self.id(), &statics, &self.dynamic_basis(ctx))?;
        if statics.iter().any(|&b| b != DYNAMIC && b <= 0) {
            return Err(self.emit_op_error(ctx, "no basis element may be statically non-positive"));
        }
        Ok(())
    }

    /// MLIR's folds, in its order: constant basis values become static
    /// basis elements (in place); a single result is the linear index; a
    /// constant linear index over a static basis is split into constants.
    fn fold(
        self,
        ctx: &mut Context,
        constants: AffineDelinearizeIndexOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        let basis: Vec<Option<i64>> = constants
            .dynamic_basis()
            .iter()
            .map(|c| c.and_then(|a| convert::try_int::<i64>(ctx, a)))
            .collect();
        if basis.iter().any(Option::is_some) {
            fold_constant_basis(ctx, self.id(), 1, &basis);
            let statics = fold_static_basis(self.static_basis(ctx), &basis);
            self.set_static_basis(ctx, statics);
            return Some(
                ctx.results(self.id())
                    .into_iter()
                    .map(FoldResult::Value)
                    .collect(),
            );
        }
        let results = ctx.results(self.id());
        if results.len() == 1 {
            return Some(vec![FoldResult::Value(self.linear_index(ctx))]);
        }
        let linear = constants
            .linear_index()
            .and_then(|a| convert::try_int::<i64>(ctx, a))?;
        if !constants.dynamic_basis().is_empty() {
            return None;
        }
        let statics = self.static_basis(ctx);
        let statics = if statics.len() == results.len() {
            &statics[1..]
        } else {
            &statics[..]
        };
        let mut high = linear;
        let mut parts = Vec::with_capacity(results.len());
        for &modulus in statics.iter().rev() {
            parts.push(high.rem_euclid(modulus));
            high = high.div_euclid(modulus);
        }
        parts.push(high);
        parts.reverse();
        let ty = ctx.value_type(self.linear_index(ctx));
        Some(
            parts
                .into_iter()
                .map(|v| FoldResult::Attr(convert::integer_attr(ctx, ty, v.into())))
                .collect(),
        )
    }

    /// MLIR's, in its order (see `delinearize_canonicalize`).
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        use super::delinearize_canonicalize::*;
        patterns.add_op_fn::<AffineDelinearizeIndexOp>(cancel_linearize_tail);
        patterns.add_op_fn::<AffineDelinearizeIndexOp>(drop_unit_basis);
        patterns.add_op_fn::<AffineDelinearizeIndexOp>(split_last_linearize_index);
    }

    fn build_dynamic_basis_static_basis(
        ctx: &mut Context,
        state: &mut OperationState,
        linear_index: Value,
        dynamic_basis: Vec<Value>,
        static_basis: Vec<i64>,
        has_outer_bound: bool,
    ) {
        builders::delinearize_split(
            ctx,
            state,
            linear_index,
            (&dynamic_basis, static_basis),
            has_outer_bound,
        );
    }

    fn build_basis_value(
        ctx: &mut Context,
        state: &mut OperationState,
        linear_index: Value,
        basis: Vec<Value>,
        has_outer_bound: bool,
    ) {
        builders::delinearize_values(ctx, state, linear_index, &basis, has_outer_bound);
    }

    fn build_basis_fold_result(
        ctx: &mut Context,
        state: &mut OperationState,
        linear_index: Value,
        basis: &[FoldResult],
        has_outer_bound: bool,
    ) {
        builders::delinearize(ctx, state, linear_index, basis, has_outer_bound);
    }

    fn build_basis_i64(
        ctx: &mut Context,
        state: &mut OperationState,
        linear_index: Value,
        basis: Vec<i64>,
        has_outer_bound: bool,
    ) {
        builders::delinearize_split(ctx, state, linear_index, (&[], basis), has_outer_bound);
    }
}

impl AffineLinearizeIndexOpHooks for AffineLinearizeIndexOp {
    /// A basis element for each index, but possibly the first.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let statics = self.static_basis(ctx).to_vec();
        let indices = self.multi_index(ctx).len();
        if indices != statics.len() && indices != statics.len() + 1 {
            return Err(self.emit_op_error(
                ctx,
                "should be passed a basis element for each index except possibly the first",
            ));
        }
        basis_matches(ctx, self.id(), &statics, &self.dynamic_basis(ctx))
    }

    /// MLIR's folds, in its order: constant basis values become static
    /// basis elements (in place); no index is zero, one index itself;
    /// constant indices over a static basis are the constant they
    /// linearize to.
    fn fold(
        self,
        ctx: &mut Context,
        constants: AffineLinearizeIndexOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let int =
            |ctx: &Context, c: &Option<Attribute>| c.and_then(|a| convert::try_int::<i64>(ctx, a));
        let basis: Vec<Option<i64>> = constants
            .dynamic_basis()
            .iter()
            .map(|c| int(ctx, c))
            .collect();
        let indices = self.multi_index(ctx);
        if basis.iter().any(Option::is_some) {
            fold_constant_basis(ctx, self.id(), indices.len(), &basis);
            let statics = fold_static_basis(self.static_basis(ctx), &basis);
            self.set_static_basis(ctx, statics);
            let dynamic = basis.iter().filter(|b| b.is_none()).count();
            let sizes = convert::dense_i32_array(ctx, &[indices.len() as i32, dynamic as i32]);
            ods_runtime::ods::op::set_prop(ctx, self.id(), "operandSegmentSizes", Some(sizes));
            return Some(FoldResult::Value(ctx.result(self.id(), 0)));
        }
        let index = convert::index(ctx);
        match indices.as_slice() {
            [] => return Some(FoldResult::Attr(convert::integer_attr(ctx, index, 0))),
            [single] => return Some(FoldResult::Value(*single)),
            _ => {}
        }
        let values: Option<Vec<i64>> = constants
            .multi_index()
            .iter()
            .map(|c| int(ctx, c))
            .collect();
        let values = values?;
        if !constants.dynamic_basis().is_empty() {
            return None;
        }
        let statics = self.static_basis(ctx);
        let (mut result, mut stride) = (0i64, 1i64);
        for (&length, &value) in statics.iter().rev().zip(values.iter().rev()) {
            result = result.checked_add(value.checked_mul(stride)?)?;
            stride = stride.checked_mul(length)?;
        }
        if statics.len() < values.len() {
            result = result.checked_add(values[0].checked_mul(stride)?)?;
        }
        Some(FoldResult::Attr(convert::integer_attr(
            ctx,
            index,
            result.into(),
        )))
    }

    /// MLIR's, in its order (see `linearize_canonicalize`).
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        use super::linearize_canonicalize::*;
        patterns.add_op_fn::<AffineLinearizeIndexOp>(cancel_delinearize_runs);
        patterns.add_op_fn::<AffineLinearizeIndexOp>(drop_leading_zero);
        patterns.add_op_fn::<AffineLinearizeIndexOp>(drop_unit_components);
    }

    fn build_basis_value(
        ctx: &mut Context,
        state: &mut OperationState,
        multi_index: Vec<Value>,
        basis: Vec<Value>,
        disjoint: bool,
    ) {
        builders::linearize_values(ctx, state, &multi_index, &basis, disjoint);
    }

    fn build_basis_fold_result(
        ctx: &mut Context,
        state: &mut OperationState,
        multi_index: Vec<Value>,
        basis: &[FoldResult],
        disjoint: bool,
    ) {
        builders::linearize(ctx, state, &multi_index, basis, disjoint);
    }

    fn build_basis_i64(
        ctx: &mut Context,
        state: &mut OperationState,
        multi_index: Vec<Value>,
        basis: Vec<i64>,
        disjoint: bool,
    ) {
        builders::linearize_static(ctx, state, &multi_index, basis, disjoint);
    }
}

/// Erases the operands of the basis values known constant (`basis`, the
/// dynamic basis from operand `first` on), last first (MLIR's
/// `foldCstValueToCstAttrBasis`, which the caller follows by setting the
/// static basis [`fold_static_basis`] gives).
fn fold_constant_basis(ctx: &mut Context, op: OpId, first: usize, basis: &[Option<i64>]) {
    for (i, constant) in basis.iter().enumerate().rev() {
        if constant.is_some() {
            ctx.erase_operand(op, first + i);
        }
    }
}

/// `statics` with each dynamic entry whose value `basis` knows replaced
/// by that constant.
fn fold_static_basis(mut statics: Vec<i64>, basis: &[Option<i64>]) -> Vec<i64> {
    let mut values = basis.iter();
    for entry in statics.iter_mut().filter(|e| **e == DYNAMIC) {
        if let Some(Some(constant)) = values.next() {
            *entry = *constant;
        }
    }
    statics
}
