//! The checks of ODS traits, worded as MLIR's `OpTrait::impl::verify*`
//! functions word them. Generated verifiers call these in trait order.

use super::op::op_error;
use super::pred::element_type_or_self;
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ir::{Dim, OpId, Type, TypeKind, Value};

/// What a verifier stage or trait check returns: the first failure as an
/// error diagnostic.
pub type VerifyResult = Result<(), Diagnostic>;

/// MLIR's wording of a wrong count: for zero, for one, for `n`, and for
/// at least `n` (`{n}` and `{found}` are filled in).
type CountWords = [&'static str; 4];

/// Checks `found` against `n` (or at least `n`) with MLIR's wording.
fn count(
    ctx: &Context,
    op: OpId,
    found: usize,
    n: usize,
    at_least: bool,
    words: CountWords,
) -> VerifyResult {
    let template = match (at_least, n) {
        (true, _) if found < n => words[3],
        (false, 0) if found != 0 => words[0],
        (false, 1) if found != 1 => words[1],
        (false, _) if found != n => words[2],
        _ => return Ok(()),
    };
    let message = template
        .replace("{n}", &n.to_string())
        .replace("{found}", &found.to_string());
    Err(op_error(ctx, op, message))
}

/// `ZeroOperands`, `OneOperand`, `NOperands<n>`, `AtLeastNOperands<n>`.
pub fn operand_count(ctx: &Context, op: OpId, n: usize, at_least: bool) -> VerifyResult {
    let found = ctx.num_operands(op);
    let words = [
        "requires zero operands",
        "requires a single operand",
        "expected {n} operands, but found {found}",
        "expected {n} or more operands, but found {found}",
    ];
    count(ctx, op, found, n, at_least, words)
}

/// `ZeroResults`, `OneResult`, `NResults<n>`, `AtLeastNResults<n>`.
pub fn result_count(ctx: &Context, op: OpId, n: usize, at_least: bool) -> VerifyResult {
    let found = ctx.num_results(op);
    let words = [
        "requires zero results",
        "requires one result",
        "expected {n} results, but found {found}",
        "expected {n} or more results, but found {found}",
    ];
    count(ctx, op, found, n, at_least, words)
}

/// `ZeroRegions`, `OneRegion`, `NRegions<n>`, `AtLeastNRegions<n>`.
pub fn region_count(ctx: &Context, op: OpId, n: usize, at_least: bool) -> VerifyResult {
    let found = ctx.regions(op).len();
    let words = [
        "requires zero regions",
        "requires one region",
        "expected {n} regions",
        "expected {n} or more regions",
    ];
    count(ctx, op, found, n, at_least, words)
}

/// `ZeroSuccessors`, `OneSuccessor`, `NSuccessors<n>`, `AtLeastNSuccessors<n>`.
pub fn successor_count(ctx: &Context, op: OpId, n: usize, at_least: bool) -> VerifyResult {
    let found = ctx.successors(op).len();
    let words = [
        "requires 0 successors but found {found}",
        "requires 1 successor but found {found}",
        "requires {n} successors but found {found}",
        "requires at least {n} successors but found {found}",
    ];
    count(ctx, op, found, n, at_least, words)
}

/// The types of `op`'s operands, in order. The verifier runs these
/// checks on every op: they iterate, and collect only where they must.
fn operand_types(ctx: &Context, op: OpId) -> impl Iterator<Item = Type> + '_ {
    ctx.op_operands(op).iter().map(|o| ctx.value_type(o.value))
}

/// The types of `op`'s results, in order.
fn result_types(ctx: &Context, op: OpId) -> impl Iterator<Item = Type> + '_ {
    (0..ctx.num_results(op) as u32).map(move |i| ctx.value_type(Value::Result(op, i)))
}

/// The shape of a shaped type: `Some(None)` when unranked, `None` when the
/// type has no shape (scalars count as rank 0).
fn shape(ctx: &Context, t: Type) -> Option<Vec<Dim>> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } => Some(shape.iter().map(|&d| Some(d)).collect()),
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
            Some(shape.to_vec())
        }
        TypeKind::UnrankedTensor(_) | TypeKind::UnrankedMemRef { .. } => None,
        _ => Some(Vec::new()),
    }
}

/// MLIR's `verifyCompatibleShapes` over a list of types: all shaped or
/// none; scalable vectors not mixed with other types; the ranked ones of
/// one rank, with at most one static size per dimension (unranked types
/// and dynamic sizes match anything).
pub fn compatible_shapes_all(ctx: &Context, types: &[Type]) -> bool {
    let shaped: Vec<bool> = types.iter().map(|&t| is_shaped(ctx, t)).collect();
    if shaped.iter().any(|&s| !s) {
        return shaped.iter().all(|&s| !s);
    }
    let scalable = |t: Type| matches!(ctx.type_kind(t), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let n_scalable = types.iter().filter(|&&t| scalable(t)).count();
    if n_scalable != 0 && n_scalable != types.len() {
        return false;
    }
    let shapes: Vec<Vec<Dim>> = types.iter().filter_map(|&t| shape(ctx, t)).collect();
    let Some(first) = shapes.first() else {
        return true;
    };
    if shapes.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        let mut statics = shapes.iter().filter_map(|s| s[i]);
        let head = statics.next();
        statics.all(|d| Some(d) == head)
    })
}

/// Whether `t` is a shaped type (vector, tensor, memref).
fn is_shaped(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor(_)
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
    )
}

fn all_equal<T: PartialEq>(mut items: impl Iterator<Item = T>) -> bool {
    match items.next() {
        Some(first) => items.all(|t| t == first),
        None => true,
    }
}

/// `SameTypeOperands`.
pub fn same_type_operands(ctx: &Context, op: OpId) -> VerifyResult {
    if all_equal(operand_types(ctx, op)) {
        Ok(())
    } else {
        Err(op_error(
            ctx,
            op,
            "requires all operands to have the same type",
        ))
    }
}

/// `SameOperandsAndResultType`.
pub fn same_operands_and_result_type(ctx: &Context, op: OpId) -> VerifyResult {
    operand_count(ctx, op, 1, true)?;
    result_count(ctx, op, 1, true)?;
    if all_equal(result_types(ctx, op).chain(operand_types(ctx, op))) {
        Ok(())
    } else {
        Err(op_error(
            ctx,
            op,
            "requires the same type for all operands and results",
        ))
    }
}

/// `SameOperandsShape`.
pub fn same_operands_shape(ctx: &Context, op: OpId) -> VerifyResult {
    operand_count(ctx, op, 1, true)?;
    let types: Vec<Type> = operand_types(ctx, op).collect();
    if compatible_shapes_all(ctx, &types) {
        Ok(())
    } else {
        Err(op_error(
            ctx,
            op,
            "requires the same shape for all operands",
        ))
    }
}

/// `SameOperandsAndResultShape`.
pub fn same_operands_and_result_shape(ctx: &Context, op: OpId) -> VerifyResult {
    operand_count(ctx, op, 1, true)?;
    result_count(ctx, op, 1, true)?;
    let types: Vec<Type> = operand_types(ctx, op)
        .chain(result_types(ctx, op))
        .collect();
    if compatible_shapes_all(ctx, &types) {
        Ok(())
    } else {
        Err(op_error(
            ctx,
            op,
            "requires the same shape for all operands and results",
        ))
    }
}

/// `Elementwise` (MLIR's `verifyElementwise`): vector and tensor operands
/// and results go together, of one base type and compatible shapes.
pub fn elementwise(ctx: &Context, op: OpId) -> VerifyResult {
    // The base type: vector, ranked tensor or unranked tensor.
    let base = |t: Type| match ctx.type_kind(t) {
        TypeKind::Vector { .. } => Some(0),
        TypeKind::RankedTensor { .. } => Some(1),
        TypeKind::UnrankedTensor(_) => Some(2),
        _ => None,
    };
    let results: Vec<Type> = result_types(ctx, op)
        .filter(|&t| base(t).is_some())
        .collect();
    let operands: Vec<Type> = operand_types(ctx, op)
        .filter(|&t| base(t).is_some())
        .collect();
    if results.is_empty() && operands.is_empty() {
        return Ok(());
    }
    if operands.is_empty() {
        return Err(op_error(
            ctx,
            op,
            "if a result is non-scalar, then at least one operand must be non-scalar",
        ));
    }
    if results.is_empty() {
        return Err(op_error(
            ctx,
            op,
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ));
    }
    if results.len() != ctx.num_results(op) {
        return Err(op_error(
            ctx,
            op,
            "if an operand is non-scalar, then all results must be non-scalar",
        ));
    }
    let mut types = operands;
    types.extend(results);
    let same_base = types.iter().all(|&t| base(t) == base(types[0]));
    if !same_base || !compatible_shapes_all(ctx, &types) {
        return Err(op_error(
            ctx,
            op,
            "all non-scalar operands/results must have the same shape and base type",
        ));
    }
    Ok(())
}

/// `SameOperandsElementType`.
pub fn same_operands_element_type(ctx: &Context, op: OpId) -> VerifyResult {
    operand_count(ctx, op, 1, true)?;
    if all_equal(operand_types(ctx, op).map(|t| element_type_or_self(ctx, t))) {
        Ok(())
    } else {
        Err(op_error(
            ctx,
            op,
            "requires the same element type for all operands",
        ))
    }
}

/// `SameOperandsAndResultElementType`.
pub fn same_operands_and_result_element_type(ctx: &Context, op: OpId) -> VerifyResult {
    operand_count(ctx, op, 1, true)?;
    result_count(ctx, op, 1, true)?;
    let types = result_types(ctx, op).chain(operand_types(ctx, op));
    if all_equal(types.map(|t| element_type_or_self(ctx, t))) {
        Ok(())
    } else {
        Err(op_error(
            ctx,
            op,
            "requires the same element type for all operands and results",
        ))
    }
}

/// `SingleBlock`: no region has more than one block, and that block holds
/// an operation unless the op has `NoTerminator` (`no_terminator`).
pub fn single_block(ctx: &Context, op: OpId, no_terminator: bool) -> VerifyResult {
    for (i, &r) in ctx.regions(op).iter().enumerate() {
        match ctx.blocks(r) {
            [] => {}
            [b] if !no_terminator && ctx.last_op(*b).is_none() => {
                return Err(op_error(ctx, op, "expects a non-empty block"));
            }
            [_] => {}
            _ => {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expects region #{i} to have 0 or 1 blocks"),
                ))
            }
        }
    }
    Ok(())
}

/// `Terminator` (`IsTerminator`): the op is the last of its block.
pub fn is_terminator(ctx: &Context, op: OpId) -> VerifyResult {
    if ctx.parent_block(op).and_then(|b| ctx.last_op(b)) == Some(op) {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op,
        "must be the last operation in the parent block",
    ))
}

/// `NoRegionArguments`: no region's entry block has arguments.
pub fn no_region_arguments(ctx: &Context, op: OpId) -> VerifyResult {
    let regions = ctx.regions(op);
    for (i, &r) in regions.iter().enumerate() {
        let has_args = ctx
            .blocks(r)
            .first()
            .is_some_and(|&b| ctx.num_block_args(b) > 0);
        if has_args {
            let message = if regions.len() > 1 {
                format!("region #{i} should have no arguments")
            } else {
                "region should have no arguments".to_string()
            };
            return Err(op_error(ctx, op, message));
        }
    }
    Ok(())
}

/// `HasParent<...>` and `ParentOneOf<[...]>`.
pub fn has_parent(ctx: &Context, op: OpId, names: &[&str]) -> VerifyResult {
    let parent = ctx.parent_op(op);
    let parent_name = parent.map(|p| ctx.op_name_str(p));
    if parent_name.is_some_and(|n| names.contains(&n)) {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op,
        match names {
            [one] => format!("expects parent op '{one}'"),
            _ => format!("expects parent op to be one of '{}'", names.join(", ")),
        },
    ))
}

/// `SingleBlockImplicitTerminator<op>`: every non-empty region is one block
/// that ends with `terminator`.
pub fn single_block_implicit_terminator(ctx: &Context, op: OpId, terminator: &str) -> VerifyResult {
    for &r in ctx.regions(op) {
        let blocks = ctx.blocks(r);
        match blocks {
            [] => continue,
            [b] => {
                let Some(last) = ctx.last_op(*b) else {
                    return Err(op_error(ctx, op, "expects a non-empty block"));
                };
                let name = ctx.op_name_str(last);
                if name != terminator {
                    let loc = ctx.op_loc(op);
                    return Err(op_error(
                        ctx,
                        op,
                        format!("expects regions to end with '{terminator}', found '{name}'"),
                    )
                    .with_note(loc, format!("in custom textual format, the absence of terminator implies '{terminator}'")));
                }
            }
            _ => {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expects region #{} to have 0 or 1 blocks",
                        region_index(ctx, op, r)?
                    ),
                ))
            }
        }
    }
    Ok(())
}

fn region_index(ctx: &Context, op: OpId, r: crate::ir::RegionId) -> Result<usize, Diagnostic> {
    Ok(ctx.regions(op).iter().position(|&x| x == r).unwrap_or(0))
}

/// `AttrSizedOperandSegments` / `AttrSizedResultSegments`: the sizes array
/// exists, has one element per group, none negative, and sums to `total`.
pub fn segment_sizes(
    ctx: &Context,
    op: OpId,
    attr: &str,
    groups: usize,
    what: &str,
    total: usize,
) -> VerifyResult {
    let Some(sizes) = super::op::segment_sizes(ctx, op, attr) else {
        return Err(op_error(
            ctx,
            op,
            format!("requires dense i32 array attribute '{attr}'"),
        ));
    };
    if sizes.len() != groups {
        return Err(op_error(
            ctx,
            op,
            format!("'{attr}' attribute for specifying {what} segments must have {groups} elements, but got {}", sizes.len()),
        ));
    }
    value_size_attr(ctx, op, attr, &sizes, what, total)
}

/// MLIR's `verifyValueSizeAttr`: the `sizes` held by `attr` are not negative
/// and add up to the `count` values of `what` (operands, results, or one
/// `VariadicOfVariadic` group).
pub fn value_size_attr(
    ctx: &Context,
    op: OpId,
    attr: &str,
    sizes: &[i32],
    what: &str,
    count: usize,
) -> VerifyResult {
    if sizes.iter().any(|&s| s < 0) {
        return Err(op_error(
            ctx,
            op,
            format!("'{attr}' attribute cannot have negative elements"),
        ));
    }
    let sum: i64 = sizes.iter().map(|&s| s as i64).sum();
    if sum != count as i64 {
        return Err(op_error(
            ctx,
            op,
            format!("{what} count ({count}) does not match with the total size ({sum}) specified in attribute '{attr}'"),
        ));
    }
    Ok(())
}

/// The type of operand `index` of the flat operand list, as MLIR's
/// generated `inferReturnTypes` reads an operand group's type at its ODS
/// index (whatever variadic groups come before); `None` past the end.
pub fn flat_operand_type(ctx: &Context, op: OpId, index: usize) -> Option<Type> {
    ctx.op_operands(op)
        .get(index)
        .map(|o| ctx.value_type(o.value))
}

/// `InferTypeOpInterface`: the result types are the inferred ones. As
/// MLIR's `refineReturnTypes` and `verifyInferredResultTypes`: types that
/// differ are reported at the op's location (without the op), then the
/// verifier fails with "failed to infer returned types".
pub fn inferred_result_types<E>(
    ctx: &Context,
    op: OpId,
    inferred: Result<Vec<Type>, E>,
) -> VerifyResult {
    let failed = || Err(op_error(ctx, op, "failed to infer returned types"));
    let Ok(inferred) = inferred else {
        return failed();
    };
    if inferred.iter().copied().eq(result_types(ctx, op)) {
        return Ok(());
    }
    let actual: Vec<Type> = result_types(ctx, op).collect();
    let list = |types: &[Type]| {
        types
            .iter()
            .map(|&t| super::op::type_text(ctx, t))
            .collect::<Vec<_>>()
            .join(", ")
    };
    ctx.emit(op_error(
        ctx,
        op,
        format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            list(&inferred),
            list(&actual)
        ),
    ));
    failed()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_op(ctx: &mut Context, source: &str) -> OpId {
        ctx.allow_unregistered = true;
        let module = crate::parse_source(ctx, source, "t.mlir").unwrap();
        let body = ctx.blocks(ctx.regions(module)[0])[0];
        ctx.first_op(body).unwrap()
    }

    #[test]
    fn no_region_arguments_names_the_region_when_there_are_several() {
        let mut ctx = Context::new();
        let two = first_op(
            &mut ctx,
            "\"test.two\"() ({\n  \"test.t\"() : () -> ()\n}, {\n^bb0(%x: i32):\n  \"test.t\"() : () -> ()\n}) : () -> ()",
        );
        let error = no_region_arguments(&ctx, two).unwrap_err();
        assert_eq!(
            error.message,
            "'test.two' op region #1 should have no arguments"
        );
        let mut ctx = Context::new();
        let one = first_op(
            &mut ctx,
            "\"test.one\"() ({\n^bb0(%x: i32):\n  \"test.t\"() : () -> ()\n}) : () -> ()",
        );
        let error = no_region_arguments(&ctx, one).unwrap_err();
        assert_eq!(
            error.message,
            "'test.one' op region should have no arguments"
        );
        let mut ctx = Context::new();
        let none = first_op(
            &mut ctx,
            "\"test.none\"() ({\n}, {\n  \"test.t\"() : () -> ()\n}) : () -> ()",
        );
        assert!(no_region_arguments(&ctx, none).is_ok());
    }

    use crate::ir::TypeKind;
    use crate::ods::convert::{integer, ranked_tensor, vector};
    use crate::Signedness;

    #[test]
    fn shapes_are_compatible_as_mlir_verifies_them() {
        let mut ctx = Context::new();
        let i32t = integer(&mut ctx, 32, Signedness::Signless);
        let t0 = ranked_tensor(&mut ctx, &[], i32t);
        let v4 = vector(&mut ctx, &[4], i32t);
        let scalable = ctx.ty(TypeKind::Vector {
            shape: vec![4].into(),
            scalable: vec![true].into(),
            element: i32t,
        });
        let dynamic = ctx.ty(TypeKind::RankedTensor {
            shape: vec![None].into(),
            element: i32t,
            encoding: None,
        });
        let t4 = ranked_tensor(&mut ctx, &[4], i32t);
        let t5 = ranked_tensor(&mut ctx, &[5], i32t);
        // A rank-0 tensor is shaped, a scalar is not.
        assert!(!compatible_shapes_all(&ctx, &[t0, i32t]));
        assert!(compatible_shapes_all(&ctx, &[i32t, i32t]));
        // Scalable vectors do not mix with fixed ones.
        assert!(!compatible_shapes_all(&ctx, &[scalable, v4]));
        assert!(compatible_shapes_all(&ctx, &[scalable, scalable]));
        // A dynamic size matches any, but two static ones must agree.
        assert!(compatible_shapes_all(&ctx, &[dynamic, t4]));
        assert!(!compatible_shapes_all(&ctx, &[t4, dynamic, t5]));
    }
}
