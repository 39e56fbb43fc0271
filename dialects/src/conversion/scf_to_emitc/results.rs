//! The results of a lowered op as variables: declared before it, assigned
//! where its regions yield, loaded after it.

use crate::emitc::{AssignOp, LValueType, LoadOp, OpaqueAttr, VariableOp, YieldOp};
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern, TypeConverter};
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, OpId, RegionId, Type, Value};

/// A lowering of an op whose results become variables.
pub(super) trait ResultsAsVariables {
    /// The op it lowers.
    type Op: Op;
    /// Lowers `op`, whose results are `variables` already declared before
    /// it; `false` when it does not lower.
    fn lower(
        op: Self::Op,
        operands: &[Value],
        variables: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool>;
}

/// The conversion pattern of a [`ResultsAsVariables`] lowering, with the
/// pass's type converter.
pub(super) struct WithVariables<L>(
    pub(super) TypeConverter,
    pub(super) std::marker::PhantomData<L>,
);

impl<L: ResultsAsVariables> OpConversionPattern for WithVariables<L> {
    type Op = L::Op;
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }
    fn match_and_rewrite(
        &self,
        op: L::Op,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(variables) = result_variables(rw, &self.0, op.id()) else {
            return rw.notify_match_failure(op.id(), "create variables for results failed");
        };
        L::lower(op, operands, &variables, &self.0, rw)
    }
}

/// An uninitialized `emitc.variable` of each result's converted type,
/// before `op`; `None` when a type does not convert.
fn result_variables(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &TypeConverter,
    op: OpId,
) -> Option<Vec<Value>> {
    let loc = rw.op_loc(op);
    let types = rw.value_types(rw.results(op));
    rw.set_insertion_point(op);
    let mut variables = Vec::with_capacity(types.len());
    for ty in types {
        let converted = converter.convert_type(rw.context(), ty)?;
        variables.push(declare_variable(rw, loc, converted));
    }
    Some(variables)
}

/// An uninitialized `emitc.variable` of type `ty`.
pub(super) fn declare_variable(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    ty: Type,
) -> Value {
    let ctx = rw.context();
    let lvalue = LValueType::get(ctx, ty).ty();
    let no_init = OpaqueAttr::get(ctx, String::new()).attr();
    let mut state = VariableOp::state(ctx, loc);
    VariableOp::build(ctx, &mut state, lvalue, no_init);
    let variable = rw.insert(state);
    rw.result(variable, 0)
}

/// `emitc.assign`s of `values` to `variables`, pairwise.
pub(super) fn assign(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    values: &[Value],
    variables: &[Value],
) {
    for (&value, &variable) in values.iter().zip(variables) {
        let ctx = rw.context();
        let mut state = AssignOp::state(ctx, loc);
        AssignOp::build(ctx, &mut state, variable, value);
        rw.insert(state);
    }
}

/// An `emitc.load` of each variable.
pub(super) fn load(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    variables: &[Value],
) -> Vec<Value> {
    let mut values = Vec::with_capacity(variables.len());
    for &variable in variables {
        let ctx = rw.context();
        let lvalue = ctx.value_type(variable);
        let ty = LValueType::try_from(ctx, lvalue).map_or(lvalue, |l| l.value_type(ctx));
        let mut state = LoadOp::state(ctx, loc);
        LoadOp::build(ctx, &mut state, ty, variable);
        let load = rw.insert(state);
        values.push(rw.result(load, 0));
    }
    values
}

/// Replaces the `scf.yield` ending `block` by assignments of its operands
/// (as converted values) to `variables` and an `emitc.yield`; `false`
/// when an operand does not convert.
pub(super) fn lower_yield(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &TypeConverter,
    variables: &[Value],
    block: ods_runtime::BlockId,
) -> IrResult<bool> {
    let Some(yield_op) = rw.terminator(block) else {
        return Err(ods_runtime::IrError::Invalid(
            "an scf block to lower has no terminator".into(),
        ));
    };
    let loc = rw.op_loc(yield_op);
    rw.set_insertion_point(yield_op);
    let mut values = Vec::new();
    for operand in rw.operands(yield_op) {
        match rw.get_converted_value(converter, operand) {
            Some(value) => values.push(value),
            None => return rw.notify_match_failure(yield_op, "failed to lower yield operands"),
        }
    }
    assign(rw, loc, &values, variables);
    let state = YieldOp::state(rw.context(), loc);
    rw.insert(state);
    rw.erase_op(yield_op)?;
    Ok(true)
}

/// Moves the blocks of each region into its lowered twin and lowers the
/// yield that ends them; `false` when a yield does not lower.
pub(super) fn lower_regions(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &TypeConverter,
    variables: &[Value],
    pairs: impl IntoIterator<Item = (RegionId, RegionId)>,
) -> IrResult<bool> {
    for (region, lowered) in pairs {
        rw.inline_region_before(region, lowered, None);
        let Some(&last) = rw.blocks(lowered).last() else {
            return Err(ods_runtime::IrError::Invalid(
                "an scf region to lower is empty".into(),
            ));
        };
        if !lower_yield(rw, converter, variables, last)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Replaces `op` by loads of `variables` after it.
pub(super) fn replace_by_loads(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    variables: &[Value],
) -> IrResult<bool> {
    let loc = rw.op_loc(op);
    rw.set_insertion_point_after(op);
    let results = load(rw, loc, variables);
    rw.replace_op(op, &results)?;
    Ok(true)
}
