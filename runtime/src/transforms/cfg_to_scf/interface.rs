//! What a dialect pair supplies to lift its control flow graph ops to its
//! structured ops (MLIR's `CFGToSCFInterface`).

use crate::diag::Diagnostic;
use crate::ir::builder::InsertPoint;
use crate::{Attribute, BlockId, Context, OpId, RegionId, Type, Value};

/// The ops the lifting creates, each made by the dialects that implement
/// it. Every `at` is where the op goes; ops made one after another at one
/// point come in the order they are made.
pub trait CfgToScfInterface {
    /// Creates the structured op replacing `control_flow_cond_op` (a
    /// terminator with several successors), with results of
    /// `result_types` and one region per successor, in successor order:
    /// the op takes the blocks of each of `regions` (detached regions).
    fn create_structured_branch_region_op(
        &mut self,
        ctx: &mut Context,
        at: InsertPoint,
        control_flow_cond_op: OpId,
        result_types: &[Type],
        regions: &[RegionId],
    ) -> Result<OpId, Diagnostic>;

    /// Creates the terminator of a region of `branch_region_op` that
    /// returns `results` to it; `replaced_control_flow_op` is the branch
    /// it replaces, if any.
    fn create_structured_branch_region_terminator_op(
        &mut self,
        ctx: &mut Context,
        loc: Attribute,
        at: InsertPoint,
        branch_region_op: OpId,
        replaced_control_flow_op: Option<OpId>,
        results: &[Value],
    ) -> Result<(), Diagnostic>;

    /// Creates a do-while loop taking the blocks of `loop_body` (a
    /// detached region whose last block has no terminator yet): it starts
    /// with `init`, runs again with `next_iteration` while `condition` (a
    /// value of [`cfg_switch_value`](Self::cfg_switch_value)'s type, 0 or 1)
    /// is 1, and its results are the last iteration's values. `replaced_op`
    /// is the branch ending the body, which is erased after.
    #[allow(clippy::too_many_arguments)]
    fn create_structured_do_while_loop_op(
        &mut self,
        ctx: &mut Context,
        at: InsertPoint,
        replaced_op: OpId,
        init: &[Value],
        condition: Value,
        next_iteration: &[Value],
        loop_body: RegionId,
    ) -> Result<OpId, Diagnostic>;

    /// A constant `value` of the type switch ops dispatch on.
    fn cfg_switch_value(
        &mut self,
        ctx: &mut Context,
        loc: Attribute,
        at: InsertPoint,
        value: u32,
    ) -> Value;

    /// Creates a switch on `flag`: to `case_destinations[i]` with
    /// `case_arguments[i]` when it is `case_values[i]`, else to
    /// `default_dest` with `default_args`. Returns the op.
    #[allow(clippy::too_many_arguments)]
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
    ) -> OpId;

    /// An undefined value of type `ty`.
    fn undef_value(
        &mut self,
        ctx: &mut Context,
        loc: Attribute,
        at: InsertPoint,
        ty: Type,
    ) -> Value;

    /// Creates a terminator of a block directly in `region` (the region
    /// being lifted) that is never reached: what follows an infinite loop.
    fn create_unreachable_terminator(
        &mut self,
        ctx: &mut Context,
        loc: Attribute,
        at: InsertPoint,
        region: RegionId,
    ) -> Result<OpId, Diagnostic>;

    /// Creates an unconditional branch to `destination` as a switch on
    /// `dummy_flag` with no cases.
    fn create_single_destination_branch(
        &mut self,
        ctx: &mut Context,
        loc: Attribute,
        at: InsertPoint,
        dummy_flag: Value,
        (destination, arguments): (BlockId, &[Value]),
    ) -> OpId {
        self.create_cfg_switch_op(
            ctx,
            loc,
            at,
            dummy_flag,
            &[],
            &[],
            &[],
            destination,
            arguments,
        )
    }

    /// Creates a conditional branch as a switch on `condition`: to
    /// `false_dest` when it is 0, else to `true_dest`.
    fn create_conditional_branch(
        &mut self,
        ctx: &mut Context,
        loc: Attribute,
        at: InsertPoint,
        condition: Value,
        (true_dest, true_args): (BlockId, &[Value]),
        (false_dest, false_args): (BlockId, &[Value]),
    ) -> OpId {
        let false_args = false_args.to_vec();
        self.create_cfg_switch_op(
            ctx,
            loc,
            at,
            condition,
            &[0],
            &[false_dest],
            &[false_args],
            true_dest,
            true_args,
        )
    }
}
