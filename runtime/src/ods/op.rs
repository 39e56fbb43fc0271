//! What every generated op shares: the [`Op`] trait, typed creation through
//! [`OpBuilder::create`], the layout of variable-length operand and result
//! groups, inherent attributes kept in the properties, and the
//! `'name' op ...` form of verifier errors.

use crate::context::{Context, IrError, IrResult};
use crate::diag::Diagnostic;
use crate::ir::{AttrKind, Attribute, DenseData, OpBuilder, OpId, OperationState, Symbol};
use std::ops::Range;

/// A generated operation: a `Copy` handle on an operation of one name.
pub trait Op: Copy {
    /// The full operation name, `dialect.mnemonic`.
    const NAME: &'static str;

    /// Wraps `op` without checking its name; see [`Op::cast`].
    fn from_id_unchecked(op: OpId) -> Self;

    /// The operation behind the handle.
    fn id(self) -> OpId;

    /// `Some` when `op` is an operation of this kind.
    fn cast(ctx: &Context, op: OpId) -> Option<Self> {
        (ctx.op_name_str(op) == Self::NAME).then(|| Self::from_id_unchecked(op))
    }

    /// A state for a new operation of this kind, for the `build` functions
    /// to fill.
    fn state(ctx: &mut Context, loc: Attribute) -> OperationState {
        OperationState::new(ctx, Self::NAME, loc)
    }

    /// The operation's location.
    fn loc(self, ctx: &Context) -> Attribute {
        ctx.op_loc(self.id())
    }

    /// An error at the op, prefixed `'name' op ` (MLIR's `emitOpError`):
    /// return it from a verifier, or add notes first with
    /// [`Diagnostic::with_note`].
    fn emit_op_error(self, ctx: &Context, message: impl std::fmt::Display) -> Diagnostic {
        op_error(ctx, self.id(), message)
    }

    /// An error at the op's location, worded as given (MLIR's
    /// `emitError`).
    fn emit_error(self, ctx: &Context, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.loc(ctx), message)
    }

    /// Emits a warning at the op's location (MLIR's `emitWarning`); it is
    /// reported without failing verification.
    fn emit_warning(self, ctx: &Context, message: impl Into<String>) {
        ctx.emit(Diagnostic::warning(self.loc(ctx), message));
    }

    /// Emits a remark at the op's location (MLIR's `emitRemark`).
    fn emit_remark(self, ctx: &Context, message: impl Into<String>) {
        ctx.emit(Diagnostic::remark(self.loc(ctx), message));
    }
}

impl OpBuilder {
    /// Creates the operation a `build` function filled in, inserts it, and
    /// returns its typed handle.
    #[track_caller]
    pub fn create<T: Op>(&mut self, ctx: &mut Context, state: OperationState) -> T {
        T::from_id_unchecked(self.insert(ctx, state))
    }
}

/// Where each operand (or result) group of an op starts and ends: groups
/// are declared single or variable-length, and the variable ones get their
/// sizes from a segment-sizes array (`AttrSizedOperandSegments`) or share
/// what the single ones leave equally (one variadic group, or
/// `SameVariadicOperandSize`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Groups {
    ranges: Vec<Range<usize>>,
}

impl Groups {
    /// Lays out `total` values; `Err` says why they do not fit.
    pub fn new(total: usize, variable: &[bool], sizes: Option<&[i32]>) -> Result<Groups, String> {
        let sizes: Vec<usize> = match sizes {
            Some(sizes) => {
                if sizes.len() != variable.len() {
                    return Err(format!(
                        "segment sizes have {} elements, but {} are expected",
                        sizes.len(),
                        variable.len()
                    ));
                }
                if sizes.iter().any(|&s| s < 0) {
                    return Err("segment sizes cannot be negative".into());
                }
                sizes.iter().map(|&s| s as usize).collect()
            }
            None => {
                let n_variable = variable.iter().filter(|&&v| v).count();
                let fixed = variable.len() - n_variable;
                if total < fixed || (n_variable == 0 && total != fixed) {
                    return Err(format!("{total} values do not fit {fixed} single groups"));
                }
                let each = (total - fixed).checked_div(n_variable).unwrap_or(0);
                variable.iter().map(|&v| if v { each } else { 1 }).collect()
            }
        };
        let mut start = 0;
        let ranges = sizes
            .iter()
            .map(|&n| {
                start += n;
                start - n..start
            })
            .collect();
        if start != total {
            return Err(format!("{total} values, but the groups hold {start}"));
        }
        Ok(Groups { ranges })
    }

    /// The positions of group `index`.
    pub fn range(&self, index: usize) -> Range<usize> {
        self.ranges[index].clone()
    }
}

/// Operands or results of `op` laid out in groups. A layout that does not
/// fit means the op was not verified: that is a programming error, as
/// reading a missing attribute of an unverified op is in MLIR, and panics.
#[track_caller]
pub fn groups(
    ctx: &Context,
    op: OpId,
    total: usize,
    variable: &[bool],
    segment_attr: Option<&str>,
) -> Groups {
    try_groups(ctx, op, total, variable, segment_attr).unwrap_or_else(|m| unverified(ctx, op, m))
}

/// The `getAsmResultNames` mlir-tblgen gives an op with several result
/// groups: the first result of each non-empty group takes the group's name
/// (`""` for an unnamed group). An op that breaks its layout (unverified)
/// gets no names.
pub fn name_result_groups(
    ctx: &Context,
    op: OpId,
    set: crate::registry::SetValueNameFn<'_>,
    names: &[&str],
    variable: &[bool],
    segment_attr: Option<&str>,
) {
    let Ok(groups) = try_groups(ctx, op, ctx.num_results(op), variable, segment_attr) else {
        return;
    };
    for (i, name) in names.iter().enumerate() {
        let range = groups.range(i);
        if !range.is_empty() {
            set(ctx.result(op, range.start), name);
        }
    }
}

/// [`groups`], or why the layout does not fit (for code that may meet
/// unverified ops, as the printer does).
pub fn try_groups(
    ctx: &Context,
    op: OpId,
    total: usize,
    variable: &[bool],
    segment_attr: Option<&str>,
) -> Result<Groups, String> {
    let sizes = match segment_attr {
        Some(name) => Some(
            segment_sizes(ctx, op, name)
                .ok_or_else(|| format!("requires dense i32 array attribute '{name}'"))?,
        ),
        None => None,
    };
    Groups::new(total, variable, sizes.as_deref())
}

/// Panics on an op whose shape breaks its definition: it was used without
/// being verified.
#[cold]
#[track_caller]
pub fn unverified(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> ! {
    panic!(
        "'{}' op {message} (the operation was not verified)",
        ctx.op_name_str(op)
    )
}

/// The `i32` elements of a dense array property (`operandSegmentSizes`).
pub fn segment_sizes(ctx: &Context, op: OpId, name: &str) -> Option<Vec<i32>> {
    get_prop(ctx, op, name).and_then(|a| dense_i32(ctx, a))
}

/// The elements of a dense `i32` array attribute.
pub fn dense_i32(ctx: &Context, a: Attribute) -> Option<Vec<i32>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray {
            data: DenseData::Ints(v),
            element,
        } if is_i32(ctx, *element) => Some(v.iter().map(|x| x.low_i128() as i32).collect()),
        _ => None,
    }
}

fn is_i32(ctx: &Context, t: crate::ir::Type) -> bool {
    matches!(
        ctx.type_kind(t),
        crate::ir::TypeKind::Integer {
            width: 32,
            signedness: crate::ir::Signedness::Signless
        }
    )
}

/// What a parser says of `attr` given in `<{...}>` for the inherent
/// attribute `name` (MLIR's `setPropertiesFromAttr`): nothing when it is of
/// the storage class `class` (an MLIR builtin class, see
/// [`crate::ods::attr_class`]; another class, a dialect's under
/// `::mlir::` too, is checked by the attribute's constraint `check`), else `Invalid attribute `name` in
/// property conversion: <attr>`.
pub fn check_attr_property(
    ctx: &Context,
    name: &str,
    attr: Attribute,
    class: &str,
    check: Option<fn(&Context, Attribute) -> bool>,
) -> Result<(), String> {
    let of_class = if crate::ods::attr_class::is_builtin_class(class) {
        crate::ods::attr_class::is_instance(ctx, attr, class)
    } else {
        check.is_none_or(|check| check(ctx, attr))
    };
    if of_class {
        return Ok(());
    }
    let shown = crate::asm::printer::attr_to_string(ctx, attr);
    Err(format!(
        "Invalid attribute `{name}` in property conversion: {shown}"
    ))
}

/// `attr` given in `<{...}>` for an enum property as MLIR's
/// `EnumProp::convertFromAttribute` keeps it: any integer attribute, a
/// value of no case too (the verifier reports it), held in the enum's width
/// as `like` (the attribute form of some value) has it; else `message`.
pub fn convert_enum_property(
    ctx: &mut Context,
    attr: Attribute,
    like: Attribute,
    message: &str,
) -> Result<Attribute, String> {
    let AttrKind::Integer { value, .. } = ctx.attr_kind(attr) else {
        return Err(message.to_string());
    };
    let value = value.to_i128().unwrap_or_default();
    match ctx.attr_kind(like) {
        AttrKind::Integer { ty, .. } => {
            let ty = *ty;
            Ok(crate::ods::convert::integer_attr(ctx, ty, value))
        }
        _ => Ok(attr),
    }
}

/// What a parser says of segment sizes given in `<{...}>` (MLIR's
/// conversion to its `std::array<int32_t, groups>`): an `i32` dense array
/// of `groups` elements, else `expected DenseI32ArrayAttr for key `value``
/// or `size mismatch in attribute conversion: N vs groups`.
pub fn check_segment_sizes_property(
    ctx: &Context,
    attr: Attribute,
    groups: usize,
) -> Result<(), String> {
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray {
            element,
            data: DenseData::Ints(v),
        } if is_i32(ctx, *element) => {
            if v.len() == groups {
                Ok(())
            } else {
                Err(format!(
                    "size mismatch in attribute conversion: {} vs {groups}",
                    v.len()
                ))
            }
        }
        _ => Err("expected DenseI32ArrayAttr for key `value`".into()),
    }
}

/// A dense `i32` array attribute (`array<i32: ...>`).
pub fn dense_i32_attr(ctx: &mut Context, values: &[i32]) -> Attribute {
    let element = ctx.ty(crate::ir::TypeKind::Integer {
        width: 32,
        signedness: crate::ir::Signedness::Signless,
    });
    ctx.attr(AttrKind::DenseArray {
        element,
        data: DenseData::Ints(values.iter().map(|&v| v.into()).collect()),
    })
}

/// An inherent attribute or property of `op`, read from its properties.
pub fn get_prop(ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
    dict_get(ctx, ctx.properties(op)?, name)
}

/// A required inherent attribute of `op`, which it has once verified.
///
/// # Panics
/// When `op` lacks it (it was not verified).
#[track_caller]
pub fn required_prop(ctx: &Context, op: OpId, name: &str) -> Attribute {
    get_prop(ctx, op, name)
        .unwrap_or_else(|| unverified(ctx, op, format_args!("requires attribute '{name}'")))
}

/// Sets (or with `None` removes) an inherent attribute or property.
pub fn set_prop(ctx: &mut Context, op: OpId, name: &str, value: Option<Attribute>) {
    let props = ctx.properties(op);
    let updated = dict_set(ctx, props, name, value);
    ctx.set_properties(op, updated)
}

/// Sets an attribute of `op` as MLIR's `Operation::setAttr` does: a name
/// inherent to its registered op goes to its properties, any other to its
/// discardable attributes.
pub fn set_attr_or_prop(ctx: &mut Context, op: OpId, name: &str, value: Option<Attribute>) {
    let inherent =
        (ctx.registry.get(ctx.op_name(op))).is_some_and(|info| info.inherent_attrs.contains(&name));
    match inherent {
        true => set_prop(ctx, op, name, value),
        false => ctx.set_attr(op, name, value),
    }
}

/// Sets an inherent attribute or property of an operation being built.
pub fn set_state_prop(
    ctx: &mut Context,
    state: &mut OperationState,
    name: &str,
    value: Option<Attribute>,
) {
    state.properties = dict_set(ctx, state.properties, name, value);
}

/// `props` with an entry `name` made by `default` when it holds none: the
/// generated `populate_default_properties` of a registered op.
pub fn with_default(
    ctx: &mut Context,
    props: Option<Attribute>,
    name: &str,
    default: impl FnOnce(&mut Context) -> Attribute,
) -> Option<Attribute> {
    if props.is_some_and(|d| dict_get(ctx, d, name).is_some()) {
        return props;
    }
    let value = default(ctx);
    dict_set(ctx, props, name, Some(value))
}

/// An inherent attribute or property of an operation being parsed: from
/// its properties, else from its attributes (where a generic attribute
/// parser puts it until the operation is created).
pub fn get_state_prop(ctx: &Context, state: &OperationState, name: &str) -> Option<Attribute> {
    state
        .properties
        .and_then(|props| dict_get(ctx, props, name))
        .or_else(|| {
            (state.attributes.iter().rev())
                .find(|(n, _)| ctx.symbol_str(*n) == name)
                .map(|&(_, a)| a)
        })
}

fn dict_get(ctx: &Context, dict: Attribute, name: &str) -> Option<Attribute> {
    match ctx.attr_kind(dict) {
        AttrKind::Dictionary(entries) => entries
            .iter()
            .find(|(n, _)| ctx.symbol_str(*n) == name)
            .map(|&(_, v)| v),
        _ => None,
    }
}

/// `dict` with `name` set to `value`; an empty dictionary is `None`, as an
/// op without properties has none.
fn dict_set(
    ctx: &mut Context,
    dict: Option<Attribute>,
    name: &str,
    value: Option<Attribute>,
) -> Option<Attribute> {
    let mut entries: Vec<(Symbol, Attribute)> = match dict.map(|d| ctx.attr_kind(d)) {
        Some(AttrKind::Dictionary(e)) => e.to_vec(),
        _ => Vec::new(),
    };
    let key = ctx.symbol(name);
    entries.retain(|(n, _)| *n != key);
    if let Some(v) = value {
        entries.push((key, v));
    }
    (!entries.is_empty()).then(|| ctx.dictionary(entries))
}

/// An error about `op`, worded as MLIR's `emitOpError`: `'name' op msg`.
pub fn op_error(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error(
        ctx.op_loc(op),
        format!("'{}' op {message}", ctx.op_name_str(op)),
    )
}

/// The type of a value or typed attribute, as it appears in messages.
pub fn type_text(ctx: &Context, t: crate::ir::Type) -> String {
    format!("'{}'", crate::asm::printer::type_to_string(ctx, t))
}

/// Splits `values` into consecutive groups of the given sizes (a
/// variadic-of-variadic operand); `None` when the sizes do not add up.
pub fn split<T: Clone>(values: Vec<T>, sizes: &[i32]) -> Option<Vec<Vec<T>>> {
    let mut out = Vec::with_capacity(sizes.len());
    let mut start = 0usize;
    for &n in sizes {
        let end = start.checked_add(usize::try_from(n).ok()?)?;
        out.push(values.get(start..end)?.to_vec());
        start = end;
    }
    (start == values.len()).then_some(out)
}

/// A unit attribute when `present`, for builders of `UnitAttr`s.
pub fn unit(ctx: &mut Context, present: bool) -> Option<Attribute> {
    present.then(|| ctx.attr(AttrKind::Unit))
}

/// Values laid out in an op's operand groups: what each generated
/// `XAdaptor` wraps to give the groups their names.
#[derive(Clone, Debug)]
pub struct Adaptor<T> {
    values: Vec<T>,
    groups: Groups,
}

impl<T: Clone> Adaptor<T> {
    /// Lays out `values` as groups declared single or variable-length
    /// (`variable`), with their sizes when the op declares them.
    pub fn new(
        values: Vec<T>,
        variable: &[bool],
        sizes: Option<&[i32]>,
    ) -> Result<Adaptor<T>, String> {
        let groups = Groups::new(values.len(), variable, sizes)?;
        Ok(Adaptor { values, groups })
    }

    /// All the values, in order.
    pub fn as_slice(&self) -> &[T] {
        &self.values
    }

    /// The value of single group `index`.
    pub fn single(&self, index: usize) -> T {
        self.values[self.groups.range(index).start].clone()
    }

    /// The value of optional group `index`, if present.
    pub fn optional(&self, index: usize) -> Option<T> {
        self.values[self.groups.range(index)].first().cloned()
    }

    /// The values of variadic group `index`.
    pub fn variadic(&self, index: usize) -> &[T] {
        &self.values[self.groups.range(index)]
    }
}

/// The aggregate builder of every op: result types, operands and named
/// attributes as given, the op's own attributes (`inherent`) into its
/// properties, and `regions` empty regions.
pub fn build_generic(
    ctx: &mut Context,
    state: &mut OperationState,
    (result_types, operands, attributes): (
        &[crate::ir::Type],
        &[crate::ir::Value],
        &[(&str, Attribute)],
    ),
    inherent: &[&str],
    regions: usize,
) {
    state.result_types.extend_from_slice(result_types);
    state.operands.extend_from_slice(operands);
    for &(name, attr) in attributes {
        if inherent.contains(&name) {
            set_state_prop(ctx, state, name, Some(attr));
        } else {
            let name = ctx.symbol(name);
            state.attributes.push((name, attr));
        }
    }
    for _ in 0..regions {
        let r = ctx.create_region();
        state.regions.push(r);
    }
}

/// Where result types are inferred (`InferTypeOpInterface`): while building,
/// where types are made as needed (the [`Context`]), or while verifying,
/// where only types the context holds can match ([`ExistingTypes`]).
pub trait TypeCx {
    /// The context, to read operand types and attributes.
    fn ctx(&self) -> &Context;
    /// The type `kind` describes; while verifying, an error when the
    /// context does not hold it.
    fn ty(&mut self, kind: crate::ir::TypeKind) -> IrResult<crate::ir::Type>;
}

impl TypeCx for Context {
    fn ctx(&self) -> &Context {
        self
    }

    fn ty(&mut self, kind: crate::ir::TypeKind) -> IrResult<crate::ir::Type> {
        Ok(Context::ty(self, kind))
    }
}

/// Inference during verification: types are looked up, never made.
pub struct ExistingTypes<'c>(pub &'c Context);

impl TypeCx for ExistingTypes<'_> {
    fn ctx(&self) -> &Context {
        self.0
    }

    fn ty(&mut self, kind: crate::ir::TypeKind) -> IrResult<crate::ir::Type> {
        self.0
            .find_ty(kind)
            .ok_or_else(|| IrError::Invalid("the inferred type is not in the context".into()))
    }
}

/// The state an existing operation would be built from (no result types),
/// for result type inference while verifying.
pub fn state_of(ctx: &Context, op: OpId) -> OperationState {
    let mut state = OperationState::named(ctx.op_name(op), ctx.op_loc(op));
    state.operands = ctx.operands(op);
    state.attributes = ctx.attrs(op).to_vec();
    state.properties = ctx.properties(op);
    state.regions = ctx.regions(op).to_vec();
    state.successors = ctx.successors(op).to_vec();
    state
}

/// MLIR's `ensureTerminator` for the regions of a
/// `SingleBlockImplicitTerminator` op: an empty `region` gets a block, and
/// a last block that does not end with a registered terminator gets the
/// detached op `build` creates. Generated ops call it as
/// `XOp::ensure_terminator(ctx, region, loc)`.
pub fn ensure_terminator(
    ctx: &mut Context,
    region: crate::ir::RegionId,
    build: impl FnOnce(&mut Context) -> OpId,
) {
    if ctx.blocks(region).is_empty() {
        let b = ctx.create_block(&[]);
        ctx.append_block(region, b);
    }
    let block = *ctx.blocks(region).last().expect("the region has a block");
    let terminated = ctx.last_op(block).is_some_and(|last| {
        let name = ctx.op_name(last);
        ctx.registry
            .traits(name)
            .is_some_and(|t| t.contains(crate::registry::Traits::TERMINATOR))
    });
    if !terminated {
        let op = build(ctx);
        ctx.append_op(block, op);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_property_of_a_dialect_class_under_mlir_is_checked_by_its_constraint() {
        let mut ctx = Context::new();
        let one = crate::ods::convert::i32_attr(&mut ctx, 1);
        // A builtin class is the runtime's to check.
        assert!(check_attr_property(&ctx, "v", one, "::mlir::IntegerAttr", None).is_ok());
        assert!(check_attr_property(&ctx, "v", one, "::mlir::StringAttr", None).is_err());
        // A dialect's class (MLIR's own dialects live under `::mlir::` too)
        // is its constraint's: `ub.poison`'s `PoisonAttrInterface`.
        let never: fn(&Context, Attribute) -> bool = |_, _| false;
        let class = "::mlir::ub::PoisonAttrInterface";
        assert_eq!(
            check_attr_property(&ctx, "value", one, class, Some(never)),
            Err("Invalid attribute `value` in property conversion: 1 : i32".to_string())
        );
        assert!(check_attr_property(&ctx, "value", one, class, Some(|_, _| true)).is_ok());
    }
}
