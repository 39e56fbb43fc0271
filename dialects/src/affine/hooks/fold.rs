//! The folds of `affine.apply`, `affine.min` and `affine.max` (MLIR's
//! `AffineApplyOp::fold` and `foldMinMaxOp`): a map of constants is a
//! constant, a map that reads one operand as it is is that operand.

use super::maps::{affine_map, results, Shape};
use ods_runtime::helpers::{index_attr, try_int};
use ods_runtime::ods::op::set_prop;
use ods_runtime::registry::FoldResult;
use ods_runtime::{AffineExpr, Attribute, Context, OpId, Value};

/// The values of a map's constant operands, for [`evaluate`].
struct Operands {
    dims: usize,
    values: Vec<Option<i64>>,
}

impl Operands {
    /// The value of dimension or symbol `e`, if constant.
    fn get(&self, e: &AffineExpr) -> Option<i64> {
        let at = match e {
            AffineExpr::Dim(i) => *i as usize,
            AffineExpr::Symbol(i) => self.dims + *i as usize,
            _ => return None,
        };
        self.values.get(at).copied().flatten()
    }
}

/// The constant operands of `map` by position: dimensions, then symbols.
fn operand_values(ctx: &Context, map: Attribute, constants: &[Option<Attribute>]) -> Operands {
    let dims = Shape::of(ctx, map).dims;
    let values = constants
        .iter()
        .map(|c| c.and_then(|c| try_int::<i64>(ctx, c)))
        .collect();
    Operands { dims, values }
}

/// The results of `map` where those that the constant operands make
/// constant are replaced by their values, the others kept as they are
/// (MLIR's `partialConstantFold`), and the values of the results when they
/// all are constants.
pub(super) fn partial_constant_fold(
    ctx: &Context,
    map: Attribute,
    constants: &[Option<Attribute>],
) -> (Vec<AffineExpr>, Option<Vec<i64>>) {
    let operands = operand_values(ctx, map, constants);
    let values: Vec<Option<i64>> = results(ctx, map)
        .iter()
        .map(|e| evaluate(e, &operands).ok().flatten())
        .collect();
    let folded = results(ctx, map)
        .iter()
        .zip(&values)
        .map(|(e, v)| v.map_or_else(|| e.clone(), AffineExpr::Constant))
        .collect();
    (folded, values.into_iter().collect())
}

/// `affine.apply`: the operand its map's result reads as it is, or the
/// constant its map makes of constant operands.
pub(super) fn fold_apply(
    ctx: &mut Context,
    map: Attribute,
    operands: &[Value],
    constants: &[Option<Attribute>],
) -> Option<FoldResult> {
    let dims = Shape::of(ctx, map).dims;
    match results(ctx, map).first()? {
        AffineExpr::Dim(i) => return operands.get(*i as usize).copied().map(FoldResult::Value),
        AffineExpr::Symbol(i) => {
            return operands
                .get(dims + *i as usize)
                .copied()
                .map(FoldResult::Value)
        }
        _ => {}
    }
    let operands = operand_values(ctx, map, constants);
    match evaluate(results(ctx, map).first()?, &operands) {
        Err(Poison) => Some(FoldResult::Attr(crate::ub::PoisonAttr::get(ctx).attr())),
        Ok(value) => Some(FoldResult::Attr(index_attr(ctx, value?))),
    }
}

/// A division by zero or a remainder modulo a number that is not positive.
struct Poison;

/// The value of `e` with the constant operands (MLIR's constant folder of
/// affine expressions): `None` where a dimension or symbol is not constant
/// or the arithmetic overflows; poison for an undefined division, met once
/// both its sides are known.
fn evaluate(e: &AffineExpr, operands: &Operands) -> Result<Option<i64>, Poison> {
    use AffineExpr::*;
    let (l, r) = match e {
        Constant(c) => return Ok(Some(*c)),
        Dim(_) | Symbol(_) => return Ok(operands.get(e)),
        Add(l, r) | Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => (l, r),
    };
    let Some(l) = evaluate(l, operands)? else {
        return Ok(None);
    };
    let Some(r) = evaluate(r, operands)? else {
        return Ok(None);
    };
    let (q, exact) = match e {
        Add(..) => return Ok(l.checked_add(r)),
        Mul(..) => return Ok(l.checked_mul(r)),
        Mod(..) if r < 1 => return Err(Poison),
        Mod(..) => return Ok(Some(l.rem_euclid(r))),
        _ if r == 0 => return Err(Poison),
        _ => match l.checked_div(r) {
            Some(q) => (q, l % r == 0),
            None => return Ok(None),
        },
    };
    // `q` is rounded toward zero: toward minus (plus) infinity it moves by
    // one when inexact and negative (positive).
    let negative = (l < 0) != (r < 0);
    Ok(Some(match e {
        FloorDiv(..) if !exact && negative => q - 1,
        CeilDiv(..) if !exact && !negative => q + 1,
        _ => q,
    }))
}
/// `affine.min` (with `min`) or `affine.max` `op`: the least (greatest)
/// of its results when all are constants; its only operand when its map
/// reads one symbol as it is; else its map with the constant operands put
/// in, changed in place.
pub(super) fn fold_min_max(
    ctx: &mut Context,
    op: OpId,
    map: Attribute,
    constants: &[Option<Attribute>],
    min: bool,
) -> Option<FoldResult> {
    let shape = Shape::of(ctx, map);
    let (folded, values) = partial_constant_fold(ctx, map, constants);
    let symbol_identity = shape.symbols == folded.len()
        && folded
            .iter()
            .enumerate()
            .all(|(i, e)| *e == AffineExpr::Symbol(i as u32));
    if shape.symbols == 1 && symbol_identity {
        return ctx.operands(op).first().copied().map(FoldResult::Value);
    }
    let Some(values) = values else {
        let new = affine_map(ctx, shape.dims, shape.symbols, folded);
        if new == map {
            return None;
        }
        set_prop(ctx, op, "map", Some(new));
        return Some(FoldResult::Value(Value::Result(op, 0)));
    };
    let value = if min {
        values.into_iter().min()
    } else {
        values.into_iter().max()
    }?;
    Some(FoldResult::Attr(index_attr(ctx, value)))
}

/// `affine.load` from a `memref.get_global` of a constant global: the
/// element there, whatever the subscripts for a splat, else at constant
/// subscripts (MLIR's `AffineLoadOp::fold`).
pub(super) fn load_from_constant_global(
    ctx: &mut Context,
    memref: Value,
    map: Attribute,
) -> Option<Attribute> {
    use crate::dense_elements::{element_attr, flat_index, is_splat};
    use crate::memref::{GetGlobalOp, GlobalOp};
    use ods_runtime::interfaces::symbols::{is_symbol_table, lookup_symbol_in};
    use ods_runtime::ods::op::Op;
    let get_global = GetGlobalOp::cast(ctx, ctx.defining_op(memref)?)?;
    // MLIR's `getParentWithTrait<SymbolTable>`: unlike
    // `nearest_symbol_table`, an unregistered op does not end the search.
    let mut table = ctx.parent_op(get_global.id())?;
    while !is_symbol_table(ctx, table) {
        table = ctx.parent_op(table)?;
    }
    let name = get_global.name(ctx).to_owned();
    let global = GlobalOp::cast(ctx, lookup_symbol_in(ctx, table, &name)?)?;
    let elements = global.constant_init_value(ctx)?;
    if !matches!(
        ctx.attr_kind(elements),
        ods_runtime::AttrKind::DenseElements { .. }
    ) {
        return None;
    }
    if is_splat(ctx, elements) {
        return element_attr(ctx, elements, 0);
    }
    let indices = results(ctx, map)
        .iter()
        .map(|e| match e {
            AffineExpr::Constant(c) => Some(*c),
            _ => None,
        })
        .collect::<Option<Vec<i64>>>()?;
    let ty = ods_runtime::ods::pred::elements_type(ctx, elements);
    let shape = ods_runtime::ods::pred::shape(ctx, ty)?;
    element_attr(ctx, elements, flat_index(&shape, &indices)?)
}
