//! `BranchOpInterface` as MLIR gives it meaning: a terminator forwards some
//! of its operands to each successor block as that block's arguments,
//! after any arguments the op produces itself. The verifier checks them
//! against the block's arguments, and region DCE drops the operands of
//! block arguments nothing needs.

use super::prelude::mlir::BranchOpInterface;
use crate::diag::Diagnostic;
use crate::ods::op::{dense_i32_attr, get_prop, segment_sizes, set_prop};
use crate::{BlockId, Context, OpId, Value};
use std::ops::Range;

/// The ODS property holding the sizes of an op's operand groups.
const SEGMENTS: &str = "operandSegmentSizes";

/// What a branch passes to one successor (MLIR's `SuccessorOperands`):
/// the block's first `produced` arguments come from the op itself, the
/// others from the operands at `forwarded`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuccessorOperands {
    /// How many leading block arguments the op produces.
    pub produced: usize,
    /// The indices of the operands forwarded, in order.
    pub forwarded: Range<usize>,
    /// The operand group (its `operandSegmentSizes` entry) holding them,
    /// which erasing an operand shrinks.
    pub segment: Option<usize>,
    /// Within that group, when it is a `VariadicOfVariadic`: the property
    /// holding its group sizes and the entry for these operands, which
    /// erasing an operand shrinks too.
    pub subgroup: Option<(&'static str, usize)>,
}

impl SuccessorOperands {
    /// All of `op`'s operands, as a branch with one successor forwards
    /// them.
    pub fn all(ctx: &Context, op: OpId) -> SuccessorOperands {
        SuccessorOperands {
            produced: 0,
            forwarded: 0..ctx.num_operands(op),
            segment: None,
            subgroup: None,
        }
    }

    /// Operand group `segment` of an op with `AttrSizedOperandSegments`;
    /// none when it has no such group.
    pub fn segment(ctx: &Context, op: OpId, segment: usize) -> Option<SuccessorOperands> {
        let sizes = segment_sizes(ctx, op, SEGMENTS)?;
        let size = usize::try_from(*sizes.get(segment)?).ok()?;
        let start = sizes[..segment]
            .iter()
            .map(|&n| usize::try_from(n).ok())
            .sum::<Option<usize>>()?;
        Some(SuccessorOperands {
            produced: 0,
            forwarded: start..start + size,
            segment: Some(segment),
            subgroup: None,
        })
    }

    /// Group `index` of operand group `segment`, a `VariadicOfVariadic`
    /// whose group sizes the property `sizes_attr` holds (`cf.switch`'s
    /// `case_operand_segments`); none when there is no such group.
    pub fn subgroup(
        ctx: &Context,
        op: OpId,
        segment: usize,
        sizes_attr: &'static str,
        index: usize,
    ) -> Option<SuccessorOperands> {
        let outer = SuccessorOperands::segment(ctx, op, segment)?;
        let sizes = segment_sizes(ctx, op, sizes_attr)?;
        let size = usize::try_from(*sizes.get(index)?).ok()?;
        let skipped = sizes[..index]
            .iter()
            .map(|&n| usize::try_from(n).ok())
            .sum::<Option<usize>>()?;
        let start = outer.forwarded.start + skipped;
        (start + size <= outer.forwarded.end).then_some(SuccessorOperands {
            produced: 0,
            forwarded: start..start + size,
            segment: Some(segment),
            subgroup: Some((sizes_attr, index)),
        })
    }

    /// How many block arguments the successor receives (MLIR's `size`).
    pub fn len(&self) -> usize {
        self.produced + self.forwarded.len()
    }

    /// Whether the successor receives no arguments.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The operands forwarded, in order.
    pub fn values(&self, ctx: &Context, op: OpId) -> Vec<Value> {
        self.forwarded.clone().map(|i| ctx.operand(op, i)).collect()
    }

    /// Forwards `values` too, after the operands forwarded already (MLIR's
    /// `SuccessorOperands::append`), growing their operand group.
    pub fn append(&mut self, ctx: &mut Context, op: OpId, values: &[Value]) {
        if values.is_empty() {
            return;
        }
        for &v in values {
            ctx.insert_operand(op, self.forwarded.end, v);
            self.forwarded.end += 1;
        }
        self.resize_groups(ctx, op, values.len() as i32);
    }

    /// Adds `delta` to the sizes of the operand group and subgroup holding
    /// the forwarded operands.
    fn resize_groups(&self, ctx: &mut Context, op: OpId, delta: i32) {
        let Some(segment) = self.segment else {
            return;
        };
        if let Some(mut sizes) = segment_sizes(ctx, op, SEGMENTS) {
            sizes[segment] += delta;
            let attr = dense_i32_attr(ctx, &sizes);
            set_prop(ctx, op, SEGMENTS, Some(attr));
        }
        let Some((name, index)) = self.subgroup else {
            return;
        };
        if let Some(mut sizes) = segment_sizes(ctx, op, name) {
            sizes[index] += delta;
            let attr = dense_i32_attr(ctx, &sizes);
            set_prop(ctx, op, name, Some(attr));
        }
    }

    /// Removes the operand passed as block argument `arg` (which the op
    /// must not produce itself), shrinking its operand group.
    ///
    /// # Panics
    /// When `arg` is produced by the op or past the arguments.
    pub fn erase(&mut self, ctx: &mut Context, op: OpId, arg: usize) {
        assert!(
            (self.produced..self.len()).contains(&arg),
            "block argument #{arg} is not one of the forwarded {}..{}",
            self.produced,
            self.len()
        );
        ctx.erase_operand(op, self.forwarded.start + arg - self.produced);
        self.forwarded.end -= 1;
        self.resize_groups(ctx, op, -1);
    }
}

/// The default of `getSuccessorOperands`: with `AttrSizedOperandSegments`,
/// the last operand groups go to the successors, one each, in order (as
/// `cond_br`'s `trueDestOperands`, `falseDestOperands`); without, the only
/// successor takes every operand. Other branches say it themselves.
pub fn default_successor_operands(ctx: &Context, op: OpId, index: usize) -> SuccessorOperands {
    let successors = ctx.successors(op).len();
    if get_prop(ctx, op, SEGMENTS).is_some() {
        let groups = segment_sizes(ctx, op, SEGMENTS).map_or(0, |s| s.len());
        let group = (groups + index).checked_sub(successors);
        if let Some(found) = group.and_then(|g| SuccessorOperands::segment(ctx, op, g)) {
            return found;
        }
    } else if successors == 1 {
        return SuccessorOperands::all(ctx, op);
    }
    SuccessorOperands {
        produced: 0,
        forwarded: 0..0,
        segment: None,
        subgroup: None,
    }
}

/// The block argument operand `operand` of branch `op` is passed as
/// (MLIR's `getSuccessorBlockArgument`): successor and argument index.
pub fn successor_block_argument(
    ctx: &Context,
    branch: BranchOpInterface,
    operand: usize,
) -> Option<(BlockId, usize)> {
    let op = branch.id();
    (0..ctx.successors(op).len()).find_map(|i| {
        let operands = branch.get_successor_operands(ctx, op, i);
        operands.forwarded.contains(&operand).then(|| {
            let arg = operands.produced + operand - operands.forwarded.start;
            (ctx.successors(op)[i], arg)
        })
    })
}

/// `WeightedBranchOpInterface`'s verifier (MLIR's `verifyBranchWeights`):
/// the weights in `branch_weights`, when there are any, are one per
/// successor and not all zero.
pub fn verify_branch_weights(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(weights) = get_prop(ctx, op, "branch_weights") else {
        return Ok(());
    };
    let weights = crate::ods::convert::dense_i32_vec(ctx, weights);
    if weights.is_empty() {
        return Ok(());
    }
    let error = |message: String| Diagnostic::error(ctx.op_loc(op), message);
    let successors = ctx.successors(op).len();
    if weights.len() != successors {
        return Err(error(format!(
            "expects number of branch weights to match number of successors: {} vs {successors}",
            weights.len()
        )));
    }
    if weights.iter().all(|&w| w == 0) {
        return Err(error("branch weights cannot all be zero".into()));
    }
    Ok(())
}

/// `BranchOpInterface`'s verifier (MLIR's `verifyBranchSuccessorOperands`
/// for each successor): as many operands as the block has arguments, of
/// compatible types past the produced ones.
pub fn verify_branch_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(branch) = BranchOpInterface::try_from(ctx, op) else {
        return Ok(());
    };
    let error = |message: String| Diagnostic::error(ctx.op_loc(op), message);
    for (i, &block) in ctx.successors(op).iter().enumerate() {
        let operands = branch.get_successor_operands(ctx, op, i);
        let args = ctx.block_args(block);
        if operands.len() != args.len() {
            return Err(error(format!(
                "branch has {} operands for successor #{i}, but target block has {}",
                operands.len(),
                args.len()
            )));
        }
        let values = operands.values(ctx, op);
        for (k, &v) in values.iter().enumerate() {
            let arg = operands.produced + k;
            let (from, to) = (ctx.value_type(v), ctx.value_type(args[arg]));
            if !branch.are_types_compatible(ctx, from, to) {
                return Err(error(format!(
                    "type mismatch for bb argument #{arg} of successor #{i}"
                )));
            }
        }
    }
    Ok(())
}

/// What a switch (`cf.switch`, `llvm.switch`) passes to successor `index`:
/// its default operands (the second operand segment) to the default
/// destination, a case's group of the third segment, split by
/// `case_operand_segments`, to its destination.
pub fn switch_successor_operands(ctx: &Context, op: OpId, index: usize) -> SuccessorOperands {
    let found = match index {
        0 => SuccessorOperands::segment(ctx, op, 1),
        i => SuccessorOperands::subgroup(ctx, op, 2, "case_operand_segments", i - 1),
    };
    found.unwrap_or(SuccessorOperands {
        produced: 0,
        forwarded: 0..0,
        segment: None,
        subgroup: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A function whose entry block ends in a switch with a default and
    /// two cases, the cases' operands a variadic of variadics; the
    /// context, the entry block and the switch.
    fn switch_with_case_groups() -> (Context, BlockId, OpId) {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let source = r#""test.f"() ({
        ^bb0(%f: i32, %a: i32, %b: i32, %c: i32):
          "test.switch"(%f, %a, %b, %c, %a)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 2, 1>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> ()
        ^bb1(%x: i32):
          "test.ret"() : () -> ()
        ^bb2(%y: i32, %z: i32):
          "test.ret"() : () -> ()
        }) : () -> ()"#;
        let module = crate::parse_source(&mut ctx, source, "t.mlir").unwrap();
        let top = ctx.blocks(ctx.regions(module)[0])[0];
        let f = ctx.block_ops(top)[0];
        let entry = ctx.blocks(ctx.regions(f)[0])[0];
        let switch = ctx.last_op(entry).unwrap();
        (ctx, entry, switch)
    }

    #[test]
    fn a_subgroup_of_a_variadic_of_variadics_shrinks_both_sizes() {
        let (mut ctx, _, switch) = switch_with_case_groups();
        let default = SuccessorOperands::segment(&ctx, switch, 1).unwrap();
        assert_eq!(default.forwarded, 1..2);
        let first = SuccessorOperands::subgroup(&ctx, switch, 2, "case_operand_segments", 0);
        let mut first = first.unwrap();
        assert_eq!(first.forwarded, 2..4);
        let second = SuccessorOperands::subgroup(&ctx, switch, 2, "case_operand_segments", 1);
        assert_eq!(second.unwrap().forwarded, 4..5);
        assert!(SuccessorOperands::subgroup(&ctx, switch, 2, "case_operand_segments", 2).is_none());
        first.erase(&mut ctx, switch, 1);
        assert_eq!(segment_sizes(&ctx, switch, SEGMENTS), Some(vec![1, 1, 2]));
        let cases = segment_sizes(&ctx, switch, "case_operand_segments");
        assert_eq!(cases, Some(vec![1, 1]));
        assert_eq!(ctx.num_operands(switch), 4);
    }

    #[test]
    fn appending_to_a_subgroup_grows_both_sizes_and_keeps_the_uses() {
        let (mut ctx, entry, switch) = switch_with_case_groups();
        let [f_arg, a, b, c] = [0, 1, 2, 3].map(|i| ctx.block_args(entry)[i]);
        let mut first = SuccessorOperands::subgroup(&ctx, switch, 2, "case_operand_segments", 0);
        first
            .as_mut()
            .unwrap()
            .append(&mut ctx, switch, &[c, f_arg]);
        assert_eq!(first.unwrap().forwarded, 2..6);
        assert_eq!(ctx.operands(switch), vec![f_arg, a, b, c, c, f_arg, a]);
        assert_eq!(segment_sizes(&ctx, switch, SEGMENTS), Some(vec![1, 1, 5]));
        let cases = segment_sizes(&ctx, switch, "case_operand_segments");
        assert_eq!(cases, Some(vec![4, 1]));
        // Every use list names the operands where they are now.
        for v in [f_arg, a, b, c] {
            let mut at: Vec<u32> = ctx.uses(v).iter().map(|u| u.index).collect();
            at.sort_unstable();
            let expected: Vec<u32> = (0..7u32)
                .filter(|&i| ctx.operand(switch, i as usize) == v)
                .collect();
            assert_eq!(at, expected, "{v:?}");
        }
        // The new uses head their lists, as MLIR's `insertOperands` puts them.
        assert_eq!(ctx.uses(c)[0].index, 4);
        assert_eq!(ctx.uses(f_arg)[0].index, 5);
    }

    #[test]
    fn branch_weights_are_one_per_successor_and_not_all_zero() {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let message = |ctx: &mut Context, weights: &str| {
            let source = format!(
                r#""test.f"() ({{
                  "test.br"()[^bb1, ^bb1] <{{branch_weights = {weights}}}> : () -> ()
                ^bb1:
                  "test.ret"() : () -> ()
                }}) : () -> ()"#
            );
            let module = crate::parse_source(ctx, &source, "t.mlir").unwrap();
            let top = ctx.blocks(ctx.regions(module)[0])[0];
            let f = ctx.block_ops(top)[0];
            let entry = ctx.blocks(ctx.regions(f)[0])[0];
            let br = ctx.first_op(entry).unwrap();
            verify_branch_weights(ctx, br).err().map(|d| d.message)
        };
        assert_eq!(message(&mut ctx, "array<i32: 1, 2>"), None);
        assert_eq!(message(&mut ctx, "array<i32>"), None);
        assert_eq!(
            message(&mut ctx, "array<i32: 1>").as_deref(),
            Some("expects number of branch weights to match number of successors: 1 vs 2")
        );
        assert_eq!(
            message(&mut ctx, "array<i32: 0, 0>").as_deref(),
            Some("branch weights cannot all be zero")
        );
    }
}
