//! `scf.parallel` becomes a nest of `scf.for` (one per dimension, the
//! reductions carried as loop values, their bodies merged into the
//! innermost loop), and `scf.forall` without outputs becomes
//! `scf.parallel`; the `scf.for` lowering takes it from there.

use crate::arith::ConstantOp;
use crate::scf::{ForOp, ForallOp, ParallelOp, ReduceOp, ReduceReturnOp, YieldOp};
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern};
use ods_runtime::ods::convert::integer_attr;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrError, IrResult, OpId, TypeKind, Value};

pub(super) struct ParallelLowering;

pub(super) struct ForallLowering;

impl OpConversionPattern for ParallelLowering {
    type Op = ParallelOp;
    fn generated_ops(&self) -> &[&str] {
        &[ForOp::NAME]
    }
    fn match_and_rewrite(
        &self,
        op: ParallelOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let mut iter_args = op.init_vals(rw);
        let mut ivs = Vec::new();
        let mut loop_results = iter_args.clone();
        let bounds = op
            .lower_bound(rw)
            .into_iter()
            .zip(op.upper_bound(rw))
            .zip(op.step(rw));
        for (i, ((lb, ub), step)) in bounds.enumerate() {
            let mut state = ForOp::state(rw.context(), loc);
            ForOp::build_lower_bound_upper_bound_step(
                rw.context(),
                &mut state,
                lb,
                ub,
                step,
                Some(iter_args.clone()),
                None,
                None,
            );
            let for_op: ForOp = rw.create(state);
            let body = for_op.body(rw);
            let args = rw.block_args(body);
            ivs.push(args[0]);
            iter_args = args[1..].to_vec();
            let results = rw.results(for_op.id());
            if i == 0 {
                loop_results = results;
            } else if !results.is_empty() {
                let block = rw.insertion_block().ok_or(no_block())?;
                rw.set_insertion_point_to_end(block);
                let mut state = YieldOp::state(rw.context(), loc);
                YieldOp::build(rw.context(), &mut state, &results);
                rw.insert(state);
            }
            rw.set_insertion_point_to_start(body);
        }

        // Merge the reductions before the `scf.reduce` that holds them.
        let body = *rw.blocks(op.region(rw)).first().ok_or(no_block())?;
        let reduce = rw
            .terminator(body)
            .and_then(|t| ReduceOp::cast(rw, t))
            .ok_or(IrError::Invalid(
                "scf.parallel does not end in scf.reduce".into(),
            ))?;
        let mut yield_operands = Vec::new();
        for (i, region) in reduce.reductions(rw).into_iter().enumerate() {
            let Some(&block) = rw.blocks(region).first() else {
                continue;
            };
            let ret = rw
                .terminator(block)
                .and_then(|t| ReduceReturnOp::cast(rw, t));
            let ret = ret.ok_or(IrError::Invalid(
                "a reduction does not end in scf.reduce.return".into(),
            ))?;
            yield_operands.push(ret.result(rw));
            rw.erase_op(ret.id())?;
            let args = [iter_args[i], rw.operand(reduce.id(), i)];
            rw.inline_block_before(block, reduce.id(), &args)?;
        }
        rw.erase_op(reduce.id())?;

        // Then the body, before the innermost loop's terminator if it has one.
        let new_body = rw.insertion_block().ok_or(no_block())?;
        match rw.terminator(new_body) {
            None => rw.merge_blocks(body, new_body, &ivs)?,
            Some(t) => rw.inline_block_before(body, t, &ivs)?,
        }
        if !yield_operands.is_empty() {
            rw.set_insertion_point_to_end(new_body);
            let mut state = YieldOp::state(rw.context(), loc);
            YieldOp::build(rw.context(), &mut state, &yield_operands);
            rw.insert(state);
        }
        rw.replace_op(op.id(), &loop_results)?;
        Ok(true)
    }
}

fn no_block() -> IrError {
    IrError::Invalid("no block to lower scf.parallel into".into())
}

/// The values of mixed bounds: the static ones as `arith.constant`s, the
/// dynamic ones (`i64::MIN`) taken from `dynamic` in order.
fn mixed_values(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    statics: Vec<i64>,
    dynamic: Vec<Value>,
) -> IrResult<Vec<Value>> {
    let mut dynamic = dynamic.into_iter();
    let index = rw.context().ty(TypeKind::Index);
    statics
        .into_iter()
        .map(|s| {
            if s == i64::MIN {
                return dynamic
                    .next()
                    .ok_or(IrError::Invalid("missing dynamic bound".into()));
            }
            let value = integer_attr(rw.context(), index, s.into());
            let mut state = ConstantOp::state(rw.context(), loc);
            ConstantOp::build(rw.context(), &mut state, index, value);
            let constant: OpId = rw.insert(state);
            Ok(rw.result(constant, 0))
        })
        .collect()
}

impl OpConversionPattern for ForallLowering {
    type Op = ForallOp;
    fn generated_ops(&self) -> &[&str] {
        &[ParallelOp::NAME]
    }
    fn match_and_rewrite(
        &self,
        op: ForallOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        if !op.outputs(rw).is_empty() {
            return rw.notify_match_failure(
                op.id(),
                "only fully bufferized scf.forall ops can be lowered to scf.parallel",
            );
        }
        let loc = op.loc(rw);
        let (lbs, ubs, steps) = (
            (op.static_lower_bound(rw), op.dynamic_lower_bound(rw)),
            (op.static_upper_bound(rw), op.dynamic_upper_bound(rw)),
            (op.static_step(rw), op.dynamic_step(rw)),
        );
        let lbs = mixed_values(rw, loc, lbs.0, lbs.1)?;
        let ubs = mixed_values(rw, loc, ubs.0, ubs.1)?;
        let steps = mixed_values(rw, loc, steps.0, steps.1)?;
        let mut state = ParallelOp::state(rw.context(), loc);
        ParallelOp::build_lower_bounds_upper_bounds_steps(
            rw.context(),
            &mut state,
            lbs,
            ubs,
            steps,
            None,
        );
        let parallel: ParallelOp = rw.create(state);
        let region = parallel.region(rw);
        let created = rw.blocks(region)[0];
        rw.erase_block(created)?;
        let first = rw.blocks(region).first().copied();
        rw.inline_region_before(op.region(rw), region, first);
        let block = rw.blocks(region)[0];
        let terminator = rw
            .terminator(block)
            .ok_or(IrError::Invalid("scf.forall has no terminator".into()))?;
        let terminator_loc = rw.op_loc(terminator);
        let mut state = ReduceOp::state(rw.context(), terminator_loc);
        ReduceOp::build_empty(rw.context(), &mut state);
        rw.replace_op_with_new_op::<ReduceOp>(terminator, state)?;
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}
