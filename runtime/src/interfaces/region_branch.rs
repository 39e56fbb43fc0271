//! `RegionBranchOpInterface` and `RegionBranchTerminatorOpInterface` as
//! MLIR gives them meaning: control enters an op's regions from the op,
//! passes between them at their terminators and leaves for the op's
//! results, and each edge forwards values to its successor's inputs. The
//! verifier checks those values against the inputs, edge by edge.

use super::prelude::mlir::{RegionBranchOpInterface, RegionBranchTerminatorOpInterface};
use crate::diag::Diagnostic;
use crate::ods::op::{op_error, type_text};
use crate::{Context, OpId, Value};
use std::collections::HashMap;

/// Where control branches from (MLIR's `RegionBranchPoint`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionBranchPoint {
    /// The region branch op itself, entering its regions.
    Parent,
    /// A terminator of one of the op's regions
    /// (`RegionBranchTerminatorOpInterface`).
    Terminator(OpId),
}

/// Where control goes (MLIR's `RegionSuccessor`): a region of the op or
/// the op itself, with the values the edge's operands populate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionSuccessor {
    /// The region's index, `None` for the parent op.
    pub region: Option<usize>,
    /// The region's entry arguments or the op's results that receive the
    /// forwarded operands.
    pub inputs: Vec<Value>,
}

impl RegionSuccessor {
    /// Back to `op`, populating all its results.
    pub fn parent(ctx: &Context, op: OpId) -> RegionSuccessor {
        RegionSuccessor {
            region: None,
            inputs: ctx.results(op),
        }
    }

    /// Into region `index` of `op`, populating all its entry block's
    /// arguments (none when the region is empty).
    ///
    /// # Panics
    /// When `op` has no region `index`.
    pub fn region(ctx: &Context, op: OpId, index: usize) -> RegionSuccessor {
        let region = ctx.regions(op)[index];
        let inputs = ctx
            .blocks(region)
            .first()
            .map_or_else(Vec::new, |&b| ctx.block_args(b));
        RegionSuccessor {
            region: Some(index),
            inputs,
        }
    }

    /// Whether control goes back to the op.
    pub fn is_parent(&self) -> bool {
        self.region.is_none()
    }
}

/// How many times a region may run each time its op runs (MLIR's
/// `InvocationBounds`): at least `lower`, at most `upper` (`None`: no
/// bound known).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InvocationBounds {
    /// The least number of runs.
    pub lower: u32,
    /// The most, when known.
    pub upper: Option<u32>,
}

impl InvocationBounds {
    /// Nothing known: zero or more runs (MLIR's
    /// `InvocationBounds::getUnknown`).
    pub const UNKNOWN: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: None,
    };

    /// Between `lower` and `upper` runs.
    pub fn new(lower: u32, upper: u32) -> InvocationBounds {
        InvocationBounds {
            lower,
            upper: Some(upper),
        }
    }
}

/// The operands `terminator` forwards to `successor` (MLIR's
/// `getSuccessorOperands`).
pub fn successor_operands(
    ctx: &Context,
    terminator: RegionBranchTerminatorOpInterface,
    successor: &RegionSuccessor,
) -> Vec<Value> {
    let op = terminator.id();
    terminator
        .get_mutable_successor_operands(ctx, op, successor)
        .map(|i| ctx.operand(op, i))
        .collect()
}

/// Where control may go from `terminator`, as the region branch op holding
/// it says (the default of `RegionBranchTerminatorOpInterface`'s
/// `getSuccessorRegions`); none when its parent is no such op.
pub fn terminator_successor_regions(ctx: &Context, terminator: OpId) -> Vec<RegionSuccessor> {
    ctx.parent_op(terminator)
        .and_then(|parent| RegionBranchOpInterface::try_from(ctx, parent))
        .map_or_else(Vec::new, |branch| {
            let point = RegionBranchPoint::Terminator(terminator);
            branch.get_successor_regions(ctx, branch.id(), point)
        })
}

/// Every point control branches from in `op`: the op, then the
/// `RegionBranchTerminatorOpInterface` terminators of its regions' blocks,
/// in order (MLIR's `getAllRegionBranchPoints`).
pub fn region_branch_points(ctx: &Context, op: OpId) -> Vec<RegionBranchPoint> {
    let terminators = ctx
        .regions(op)
        .iter()
        .flat_map(|&r| ctx.blocks(r))
        .filter_map(|&b| ctx.last_op(b))
        .filter(|&t| RegionBranchTerminatorOpInterface::try_from(ctx, t).is_some())
        .map(RegionBranchPoint::Terminator);
    std::iter::once(RegionBranchPoint::Parent)
        .chain(terminators)
        .collect()
}

/// Operand `index` of `owner`, the region branch op itself or one of its
/// terminators, forwarded along a control-flow edge (MLIR's `OpOperand *`
/// in a successor operand range).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ForwardedOperand {
    /// The op holding the operand.
    pub owner: OpId,
    /// Its index among the op's operands.
    pub index: usize,
}

/// The operands `point` forwards to `successor`, by index. Those the op
/// forwards on entry are its trailing operands (`scf.for`'s and
/// `scf.while`'s inits); `None` if they are not, or if a terminator does
/// not implement `RegionBranchTerminatorOpInterface`.
pub fn forwarded_operands(
    ctx: &Context,
    branch: RegionBranchOpInterface,
    point: RegionBranchPoint,
    successor: &RegionSuccessor,
) -> Option<Vec<ForwardedOperand>> {
    match point {
        RegionBranchPoint::Parent => {
            let op = branch.id();
            let values = branch.get_entry_successor_operands(ctx, op, successor);
            let first = ctx.num_operands(op).checked_sub(values.len())?;
            let operands: Vec<ForwardedOperand> = (first..ctx.num_operands(op))
                .map(|index| ForwardedOperand { owner: op, index })
                .collect();
            let trailing = operands.iter().map(|f| ctx.operand(op, f.index));
            trailing.eq(values).then_some(operands)
        }
        RegionBranchPoint::Terminator(t) => {
            let terminator = RegionBranchTerminatorOpInterface::try_from(ctx, t)?;
            let range = terminator.get_mutable_successor_operands(ctx, t, successor);
            Some(
                range
                    .map(|index| ForwardedOperand { owner: t, index })
                    .collect(),
            )
        }
    }
}

/// Each operand forwarded from `point` (from every branch point of `op`
/// when `None`) with the successor inputs it populates over all edges, in
/// the order of the branch points and their successors (MLIR's
/// `getSuccessorOperandInputMapping`); `None` when `op` is no region
/// branch op or one of its edges cannot be told apart.
pub fn successor_operand_inputs(
    ctx: &Context,
    op: OpId,
    point: Option<RegionBranchPoint>,
) -> Option<Vec<(ForwardedOperand, Vec<Value>)>> {
    let branch = RegionBranchOpInterface::try_from(ctx, op)?;
    let points = point.map_or_else(|| region_branch_points(ctx, op), |p| vec![p]);
    let mut mapping: Vec<(ForwardedOperand, Vec<Value>)> = Vec::new();
    let mut position: HashMap<ForwardedOperand, usize> = HashMap::new();
    for point in points {
        for successor in branch.get_successor_regions(ctx, op, point) {
            let operands = forwarded_operands(ctx, branch, point, &successor)?;
            for (operand, &input) in operands.into_iter().zip(&successor.inputs) {
                let at = *position.entry(operand).or_insert_with(|| {
                    mapping.push((operand, Vec::new()));
                    mapping.len() - 1
                });
                mapping[at].1.push(input);
            }
        }
    }
    Some(mapping)
}

/// `RegionBranchOpInterface`'s verifier (MLIR's
/// `verifyRegionBranchOpInterface`): along every edge, from the op and
/// from each terminator, as many operands as the successor has inputs, of
/// compatible types.
pub fn verify_region_branch_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(branch) = RegionBranchOpInterface::try_from(ctx, op) else {
        return Ok(());
    };
    for point in region_branch_points(ctx, op) {
        for successor in branch.get_successor_regions(ctx, op, point) {
            let operands = match point {
                RegionBranchPoint::Parent => {
                    branch.get_entry_successor_operands(ctx, op, &successor)
                }
                RegionBranchPoint::Terminator(t) => {
                    RegionBranchTerminatorOpInterface::try_from(ctx, t)
                        .map_or_else(Vec::new, |t| successor_operands(ctx, t, &successor))
                }
            };
            check_edge(ctx, branch, point, &successor, &operands)?;
        }
    }
    Ok(())
}

/// The check of one edge, with MLIR's message naming it and a note at the
/// point it branches from.
fn check_edge(
    ctx: &Context,
    branch: RegionBranchOpInterface,
    point: RegionBranchPoint,
    successor: &RegionSuccessor,
    operands: &[Value],
) -> Result<(), Diagnostic> {
    let op = branch.id();
    let (from, at) = match point {
        RegionBranchPoint::Parent => ("parent".to_string(), op),
        RegionBranchPoint::Terminator(t) => (format!("Operation {}", ctx.op_name_str(t)), t),
    };
    let to = successor
        .region
        .map_or_else(|| "parent".to_string(), |r| format!("Region #{r}"));
    let error = |detail: String| {
        op_error(
            ctx,
            op,
            format_args!("along control flow edge from {from} to {to}: {detail}"),
        )
        .with_note(ctx.op_loc(at), "region branch point")
    };
    if operands.len() != successor.inputs.len() {
        return Err(error(format!(
            "region branch point has {} operands, but region successor needs {} inputs",
            operands.len(),
            successor.inputs.len()
        )));
    }
    for (i, (&value, &input)) in operands.iter().zip(&successor.inputs).enumerate() {
        let (from, to) = (ctx.value_type(value), ctx.value_type(input));
        if !branch.are_types_compatible(ctx, from, to) {
            return Err(error(format!(
                "successor operand type #{i} {} should match successor input type #{i} {}",
                type_text(ctx, from),
                type_text(ctx, to)
            )));
        }
    }
    Ok(())
}
