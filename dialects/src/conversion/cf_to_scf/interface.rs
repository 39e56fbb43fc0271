//! The `cf` to `scf` side of the lifting (MLIR's
//! `ControlFlowToSCFTransformation`): `cf.cond_br` becomes `scf.if`,
//! `cf.switch` `scf.index_switch`, loops `scf.while`; switch values are
//! `i32` constants, undefined values `ub.poison`, and what follows an
//! infinite loop in a `func.func` returns poison.

use crate::arith::{ConstantOp, IndexCastUIOp, TruncIOp};
use crate::cf::{case_values_of, CondBranchOp, SwitchOp};
use crate::func::{FuncOp, ReturnOp};
use crate::scf::{ConditionOp, IfOp, IndexSwitchOp, WhileOp, YieldOp};
use crate::ub::PoisonOp;
use ods_runtime::diag::Diagnostic;
use ods_runtime::helpers::{i32_attr, index, integer};
use ods_runtime::ir::builder::InsertPoint;
use ods_runtime::ods::op::{op_error, Op};
use ods_runtime::transforms::cfg_to_scf::CfgToScfInterface;
use ods_runtime::verify::with_current_op;
use ods_runtime::{
    Attribute, BlockId, Context, OpBuilder, OpId, RegionId, Signedness, Type, TypeKind, Value,
};

/// The interface between `cf` and `scf` (with `arith`, `ub` and `func`).
#[derive(Debug, Default)]
pub struct ControlFlowToScf;

/// Moves the blocks of detached region `from` to the end of `to`.
fn take_body(ctx: &mut Context, from: RegionId, to: RegionId) {
    for block in ctx.blocks(from).to_vec() {
        ctx.detach_block(block);
        ctx.append_block(to, block);
    }
}

impl CfgToScfInterface for ControlFlowToScf {
    fn create_structured_branch_region_op(
        &mut self,
        ctx: &mut Context,
        at: InsertPoint,
        control_flow_cond_op: OpId,
        result_types: &[Type],
        regions: &[RegionId],
    ) -> Result<OpId, Diagnostic> {
        let loc = ctx.op_loc(control_flow_cond_op);
        let mut builder = OpBuilder { point: at };
        if let Some(cond_br) = CondBranchOp::cast(ctx, control_flow_cond_op) {
            let condition = cond_br.condition(ctx);
            let mut state = IfOp::state(ctx, loc);
            state.result_types = result_types.to_vec();
            state.operands = vec![condition];
            for &region in regions {
                let new = ctx.create_region();
                take_body(ctx, region, new);
                state.regions.push(new);
            }
            return Ok(builder.insert(ctx, state));
        }
        if let Some(switch) = SwitchOp::cast(ctx, control_flow_cond_op) {
            let flag = switch.flag(ctx);
            let index_type = index(ctx);
            let mut state = IndexCastUIOp::state(ctx, loc);
            IndexCastUIOp::build(ctx, &mut state, index_type, flag);
            let cast = builder.insert(ctx, state);
            let cases = switch_cases(ctx, switch);
            let mut state = IndexSwitchOp::state(ctx, loc);
            let count = cases.len();
            IndexSwitchOp::build(
                ctx,
                &mut state,
                result_types,
                ctx.result(cast, 0),
                cases,
                count,
            );
            let op = builder.insert(ctx, state);
            for (&target, &source) in ctx.regions(op).to_vec().iter().zip(regions) {
                take_body(ctx, source, target);
            }
            return Ok(op);
        }
        let error = op_error(
            ctx,
            control_flow_cond_op,
            "Cannot convert unknown control flow op to structured control flow",
        );
        Err(with_current_op(ctx, control_flow_cond_op, error))
    }

    fn create_structured_branch_region_terminator_op(
        &mut self,
        ctx: &mut Context,
        loc: Attribute,
        at: InsertPoint,
        _: OpId,
        _: Option<OpId>,
        results: &[Value],
    ) -> Result<(), Diagnostic> {
        let mut state = YieldOp::state(ctx, loc);
        YieldOp::build(ctx, &mut state, results);
        OpBuilder { point: at }.insert(ctx, state);
        Ok(())
    }

    fn create_structured_do_while_loop_op(
        &mut self,
        ctx: &mut Context,
        at: InsertPoint,
        replaced_op: OpId,
        init: &[Value],
        condition: Value,
        next_iteration: &[Value],
        loop_body: RegionId,
    ) -> Result<OpId, Diagnostic> {
        let loc = ctx.op_loc(replaced_op);
        let types = ctx.value_types(init.iter().copied());
        let mut state = WhileOp::state(ctx, loc);
        state.operands = init.to_vec();
        state.result_types = types.clone();
        let (before, after) = (ctx.create_region(), ctx.create_region());
        take_body(ctx, loop_body, before);
        state.regions = vec![before, after];
        let op = OpBuilder { point: at }.insert(ctx, state);

        let Some(&last) = ctx.blocks(before).last() else {
            return Err(op_error(ctx, op, "has an empty loop body"));
        };
        let mut builder = OpBuilder::at_end(last);
        let i1 = integer(ctx, 1, Signedness::Signless);
        let mut state = TruncIOp::state(ctx, loc);
        TruncIOp::build(ctx, &mut state, i1, condition, None);
        let truncated = builder.insert(ctx, state);
        let mut state = ConditionOp::state(ctx, loc);
        ConditionOp::build(ctx, &mut state, ctx.result(truncated, 0), next_iteration);
        builder.insert(ctx, state);

        let args: Vec<(Type, Attribute)> = types.into_iter().map(|ty| (ty, loc)).collect();
        let after_block = ctx.create_block(&args);
        ctx.append_block(after, after_block);
        let mut state = YieldOp::state(ctx, loc);
        YieldOp::build(ctx, &mut state, &ctx.block_args(after_block));
        OpBuilder::at_end(after_block).insert(ctx, state);
        Ok(op)
    }

    fn cfg_switch_value(
        &mut self,
        ctx: &mut Context,
        loc: Attribute,
        at: InsertPoint,
        value: u32,
    ) -> Value {
        let i32_type = integer(ctx, 32, Signedness::Signless);
        let attr = i32_attr(ctx, value as i32);
        let mut state = ConstantOp::state(ctx, loc);
        ConstantOp::build(ctx, &mut state, i32_type, attr);
        let op = OpBuilder { point: at }.insert(ctx, state);
        ctx.result(op, 0)
    }

    fn create_cfg_switch_op(
        &mut self,
        ctx: &mut Context,
        loc: Attribute,
        at: InsertPoint,
        flag: Value,
        case_values: &[u32],
        case_destinations: &[BlockId],
        case_arguments: &[Vec<Value>],
        default_dest: BlockId,
        default_args: &[Value],
    ) -> OpId {
        let mut state = SwitchOp::state(ctx, loc);
        let values: Vec<i32> = case_values.iter().map(|&v| v as i32).collect();
        SwitchOp::build_case_values_i32(
            ctx,
            &mut state,
            flag,
            default_dest,
            default_args.to_vec(),
            Some(values),
            Some(case_destinations.to_vec()),
            Some(case_arguments.to_vec()),
        );
        OpBuilder { point: at }.insert(ctx, state)
    }

    fn undef_value(
        &mut self,
        ctx: &mut Context,
        loc: Attribute,
        at: InsertPoint,
        ty: Type,
    ) -> Value {
        poison(ctx, &mut OpBuilder { point: at }, loc, ty)
    }

    fn create_unreachable_terminator(
        &mut self,
        ctx: &mut Context,
        loc: Attribute,
        at: InsertPoint,
        region: RegionId,
    ) -> Result<OpId, Diagnostic> {
        let parent = ctx.region_parent_op(region);
        let Some(function) = parent.and_then(|op| FuncOp::cast(ctx, op)) else {
            let name = parent.map_or("", |op| ctx.op_name_str(op));
            return Err(Diagnostic::error(
                loc,
                format!("Cannot create unreachable terminator for '{name}'"),
            ));
        };
        let result_types = match ctx.type_kind(function.function_type(ctx)) {
            TypeKind::Function { results, .. } => results.to_vec(),
            _ => Vec::new(),
        };
        let mut builder = OpBuilder { point: at };
        let mut values = Vec::new();
        for ty in result_types {
            values.push(poison(ctx, &mut builder, loc, ty));
        }
        let mut state = ReturnOp::state(ctx, loc);
        ReturnOp::build(ctx, &mut state, &values);
        Ok(builder.insert(ctx, state))
    }
}

/// A new `ub.poison` of type `ty`, made by `builder`.
fn poison(ctx: &mut Context, builder: &mut OpBuilder, loc: Attribute, ty: Type) -> Value {
    let mut state = PoisonOp::state(ctx, loc);
    PoisonOp::build_with_attrs(ctx, &mut state, ty, None);
    let op = builder.insert(ctx, state);
    ctx.result(op, 0)
}

/// The case values of `switch`, zero-extended from the flag's width
/// (MLIR's `getZExtValue`).
fn switch_cases(ctx: &Context, switch: SwitchOp) -> Vec<i64> {
    let flag_type = ctx.value_type(switch.flag(ctx));
    let width = match ctx.type_kind(flag_type) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    case_values_of(ctx, switch.case_values_attr(ctx))
        .iter()
        .map(|v| v.wrap(width, false).low_i128() as i64)
        .collect()
}
