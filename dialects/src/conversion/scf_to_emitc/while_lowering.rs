//! `scf.while` to `emitc.do`: the loop-carried values are variables,
//! loaded at the start of each iteration; the before region runs first,
//! assigns the results and the condition, and the after region runs
//! under an `emitc.if` of the condition, assigning the next values; the
//! loop repeats while the condition variable holds.

use super::results::{
    assign, declare_variable, load, lower_yield, replace_by_loads, ResultsAsVariables,
};
use crate::emitc::{self, flags, DoOp, ExpressionOp, LValueType, YieldOp};
use crate::scf::WhileOp;
use ods_runtime::conversion::{ConversionPatternRewriter, TypeConverter};
use ods_runtime::ods::op::Op;
use ods_runtime::{IrError, IrResult, Value};

pub(super) struct WhileLowering;

impl ResultsAsVariables for WhileLowering {
    type Op = WhileOp;
    fn lower(
        op: WhileOp,
        _: &[Value],
        results: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        // MLIR 22 assigns the inits as they were, before any conversion:
        // an `index` init fails the verifier after the pass.
        let mut carried = Vec::new();
        for init in op.inits(rw) {
            let ty = rw.value_type(init);
            let Some(converted) = converter.convert_type(rw.context(), ty) else {
                return rw.notify_match_failure(op.id(), "type conversion failed");
            };
            let variable = declare_variable(rw, loc, converted);
            assign(rw, loc, &[init], &[variable]);
            carried.push(variable);
        }
        let i1 = rw.context().i1_type();
        let condition_variable = declare_variable(rw, loc, i1);
        let lowered = DoOp::create(rw, loc).id();
        let [before, after] = rw.regions(op.id())[..] else {
            return Err(IrError::Invalid("an scf.while has not two regions".into()));
        };
        let before = rw.convert_region_types(before, converter, None)?;
        let after = rw.convert_region_types(after, converter, None)?;
        let (Some(before), Some(after)) = (before, after) else {
            return rw.notify_match_failure(op.id(), "region types conversion failed");
        };
        let [body_region, condition_region] = rw.regions(lowered)[..] else {
            return Err(IrError::Invalid("an emitc.do has not two regions".into()));
        };
        let body = rw.create_block(body_region, None, &[]);
        let values = load(rw, loc, &carried);
        rw.merge_blocks(before, body, &values)?;
        let Some(condition_op) = rw.terminator(body) else {
            return Err(IrError::Invalid(
                "an scf.while's before region has no terminator".into(),
            ));
        };
        rw.set_insertion_point(condition_op);
        let mut passed: Vec<Value> = rw
            .operands(condition_op)
            .into_iter()
            .map(|v| rw.get_remapped_value(v))
            .collect();
        let condition = passed.remove(0);
        assign(rw, loc, &passed, results);
        assign(rw, loc, &[condition], &[condition_variable]);
        // An after region of a bare `scf.yield` needs no `emitc.if`.
        if rw.block_ops(after).len() > 1 {
            let mut state = emitc::IfOp::state(rw.context(), loc);
            let (no_then, no_else) = (flags::AddThenBlock::No, flags::AddElseBlock::No);
            emitc::IfOp::build_add_then_block_add_else_block(
                rw.context(),
                &mut state,
                condition,
                no_then,
                no_else,
            );
            let lowered_if = rw.insert(state);
            let then_region = rw.regions(lowered_if)[0];
            let then_block = rw.create_block(then_region, None, &[]);
            rw.merge_blocks(after, then_block, &passed)?;
            if !lower_yield(rw, converter, &carried, then_block)? {
                return Ok(false);
            }
        }
        rw.erase_op(condition_op)?;
        let condition_block = rw.create_block(condition_region, None, &[]);
        let expression =
            ExpressionOp::create(rw, loc, i1, &[condition_variable], flags::DoNotInline::No);
        let expression_region = rw.regions(expression.id())[0];
        let lvalue = LValueType::get(rw.context(), i1).ty();
        let expression_body = rw.create_block(expression_region, None, &[(lvalue, loc)]);
        let flag = rw.block_args(expression_body)[0];
        let loaded = load(rw, loc, &[flag]);
        YieldOp::create(rw, loc, Some(loaded[0]));
        rw.set_insertion_point_to_end(condition_block);
        let value = rw.result(expression.id(), 0);
        YieldOp::create(rw, loc, Some(value));
        replace_by_loads(rw, op.id(), results)
    }
}
