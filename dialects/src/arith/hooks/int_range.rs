//! The integer ranges of arith's ops (MLIR's
//! `InferIntRangeInterfaceImpls.cpp` for arith): each op's
//! `InferIntRangeInterface`, attached when the dialect is registered.

use super::consts::ints;
use super::overflow_flags;
use crate::arith::{CmpIOp, CmpIPredicate};
use ods_runtime::interfaces::int_range::{self as ir, from_known_ranges, CmpPredicate};
use ods_runtime::interfaces::int_range::{
    ConstantIntRanges, InferIntRangeConcept, InferredRanges, IntegerValueRange,
};
use ods_runtime::ods::op::{get_prop, Op};
use ods_runtime::{Context, OpId};

/// The arith ops whose results have inferred ranges (those MLIR declares
/// `InferIntRangeInterface` on, but the extended and float ones).
const OPS: &[&str] = &[
    "arith.constant",
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.divui",
    "arith.divsi",
    "arith.ceildivui",
    "arith.ceildivsi",
    "arith.floordivsi",
    "arith.remui",
    "arith.remsi",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.shli",
    "arith.shrui",
    "arith.shrsi",
    "arith.maxsi",
    "arith.maxui",
    "arith.minsi",
    "arith.minui",
    "arith.extui",
    "arith.extsi",
    "arith.trunci",
    "arith.index_cast",
    "arith.index_castui",
    "arith.cmpi",
    "arith.select",
];

/// Attaches `InferIntRangeInterface` to arith's ops (registered first).
pub(crate) fn register_int_range_interface(ctx: &mut Context) {
    static CONCEPT: InferIntRangeConcept = InferIntRangeConcept {
        infer_result_ranges: infer,
    };
    for name in OPS {
        // An op of a build without it stays without ranges.
        let _ = ctx.attach_op_interface(name, &CONCEPT);
    }
}

/// The ranges of `op`'s result from its operands'.
fn infer(ctx: &Context, op: OpId, args: &[IntegerValueRange]) -> InferredRanges {
    let result = ctx.result(op, 0);
    if ctx.op_name_str(op) == "arith.select" {
        return vec![(result, select(args))];
    }
    from_known_ranges(args, |known| {
        infer_known(ctx, op, known)
            .map(|range| vec![(result, range)])
            .unwrap_or_default()
    })
}

/// `arith.select`: the range of the side a constant condition picks,
/// else the union of both (MLIR's `inferResultRangesFromOptional`).
fn select(args: &[IntegerValueRange]) -> IntegerValueRange {
    use ods_runtime::analysis::dataflow::LatticeValue;
    match args[0].known().and_then(ConstantIntRanges::constant_value) {
        Some(0) => args[2],
        Some(_) => args[1],
        None => args[1].join(&args[2]),
    }
}

/// The range of the result of `op` from the known ranges of its
/// operands; `None` for a result that is no integer.
fn infer_known(ctx: &Context, op: OpId, args: &[ConstantIntRanges]) -> Option<ConstantIntRanges> {
    let width = ConstantIntRanges::storage_bitwidth(ctx, ctx.value_type(ctx.result(op, 0)))?;
    let flags = || overflow_flags(ctx, op);
    Some(match ctx.op_name_str(op) {
        "arith.constant" => return constant(ctx, op),
        "arith.addi" => ir::infer_add(args, flags()),
        "arith.subi" => ir::infer_sub(args, flags()),
        "arith.muli" => ir::infer_mul(args, flags()),
        "arith.divui" => ir::infer_div_u(args),
        "arith.divsi" => ir::infer_div_s(args),
        "arith.ceildivui" => ir::infer_ceil_div_u(args),
        "arith.ceildivsi" => ir::infer_ceil_div_s(args),
        "arith.floordivsi" => ir::infer_floor_div_s(args),
        "arith.remui" => ir::infer_rem_u(args),
        "arith.remsi" => ir::infer_rem_s(args),
        "arith.andi" => ir::infer_and(args),
        "arith.ori" => ir::infer_or(args),
        "arith.xori" => ir::infer_xor(args),
        "arith.shli" => ir::infer_shl(args, flags()),
        "arith.shrui" => ir::infer_shr_u(args),
        "arith.shrsi" => ir::infer_shr_s(args),
        "arith.maxsi" => ir::infer_max_s(args),
        "arith.maxui" => ir::infer_max_u(args),
        "arith.minsi" => ir::infer_min_s(args),
        "arith.minui" => ir::infer_min_u(args),
        "arith.extui" | "arith.index_castui" => cast(&args[0], width, ir::ext_ui_range),
        "arith.extsi" | "arith.index_cast" => cast(&args[0], width, ir::ext_si_range),
        "arith.trunci" => ir::trunc_range(&args[0], width),
        "arith.cmpi" => compare(ctx, op, args)?,
        _ => return None,
    })
}

/// A cast to `width`: `extend` when it widens, a truncation when it
/// narrows (MLIR's `IndexCastOp` rule; `extui`/`extsi` only widen).
fn cast(
    arg: &ConstantIntRanges,
    width: u32,
    extend: fn(&ConstantIntRanges, u32) -> ConstantIntRanges,
) -> ConstantIntRanges {
    match arg.width().cmp(&width) {
        std::cmp::Ordering::Less => extend(arg, width),
        std::cmp::Ordering::Greater => ir::trunc_range(arg, width),
        std::cmp::Ordering::Equal => *arg,
    }
}

/// `arith.constant`: its value, or the union of a dense constant's.
fn constant(ctx: &Context, op: OpId) -> Option<ConstantIntRanges> {
    let value = get_prop(ctx, op, "value").or_else(|| ctx.get_attr(op, "value"))?;
    let width = ConstantIntRanges::storage_bitwidth(ctx, ctx.value_type(ctx.result(op, 0)))?;
    ints(ctx, value)?
        .values
        .iter()
        .map(|v| ConstantIntRanges::constant(width, v.to_u128().unwrap_or_default() as i128))
        .reduce(|a, b| a.range_union(&b))
}

/// `arith.cmpi`: `i1` true or false when the ranges decide it.
fn compare(ctx: &Context, op: OpId, args: &[ConstantIntRanges]) -> Option<ConstantIntRanges> {
    let pred = match CmpIOp::cast(ctx, op)?.predicate(ctx) {
        CmpIPredicate::Eq => CmpPredicate::Eq,
        CmpIPredicate::Ne => CmpPredicate::Ne,
        CmpIPredicate::Slt => CmpPredicate::Slt,
        CmpIPredicate::Sle => CmpPredicate::Sle,
        CmpIPredicate::Sgt => CmpPredicate::Sgt,
        CmpIPredicate::Sge => CmpPredicate::Sge,
        CmpIPredicate::Ult => CmpPredicate::Ult,
        CmpIPredicate::Ule => CmpPredicate::Ule,
        CmpIPredicate::Ugt => CmpPredicate::Ugt,
        CmpIPredicate::Uge => CmpPredicate::Uge,
    };
    let (min, max) = match ir::evaluate_pred(pred, &args[0], &args[1]) {
        Some(true) => (1, 1),
        Some(false) => (0, 0),
        None => (0, 1),
    };
    Some(ConstantIntRanges::from_unsigned(1, min, max))
}
