//! What generated verifiers check, as data: an [`OpSpec`] per op (its
//! operand, result, attribute, region and successor declarations with
//! their constraint functions and summaries) and the stages of MLIR's op
//! verification that read it: counts and segment sizes
//! ([`verify_counts`]), then the op's invariants (attributes, operands and
//! results, regions and successors). Generated code calls the stages in
//! order and checks structural traits, properties and `PredOpTrait`s
//! between them, so that the first failure is the one MLIR reports.

use super::op::{groups, op_error};
use super::traits::{self, VerifyResult};
use crate::context::Context;

use crate::ir::{Attribute, BlockId, OpId, RegionId, Symbol, Type, Value};

/// How many values a declared operand or result group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one value.
    Single,
    /// Zero or one (`Optional<...>`).
    Optional,
    /// Any number (`Variadic<...>`).
    Variadic,
    /// A variadic of variadics: the operand's name and the attribute with
    /// its group sizes.
    VariadicOfVariadic(&'static str, &'static str),
}

/// A declared operand or result group.
#[derive(Clone, Copy, Debug)]
pub struct ValueSpec {
    /// How many values the group holds.
    pub arity: Arity,
    /// `None` for a constraint that always holds.
    pub check: Option<fn(&Context, Type) -> bool>,
    /// The constraint's summary, for `must be <summary>` in the error.
    pub summary: &'static str,
}

/// A declared attribute.
#[derive(Clone, Copy, Debug)]
pub struct AttrSpec {
    /// The attribute's name, as kept in the properties.
    pub name: &'static str,
    /// Whether the op must have it (not `OptionalAttr` nor defaulted).
    pub required: bool,
    /// The constraint on its value; `None` when any attribute goes.
    pub check: Option<fn(&Context, Attribute) -> bool>,
    /// The constraint's summary, for `failed to satisfy constraint:`.
    pub summary: &'static str,
}

/// A declared region or successor (`T` is `RegionId` or `BlockId`).
#[derive(Clone, Copy, Debug)]
pub struct EntitySpec<T: 'static> {
    /// The declared name, for the error.
    pub name: &'static str,
    /// Whether it takes the rest (`VariadicRegion`, `VariadicSuccessor`).
    pub variadic: bool,
    /// The constraint; `None` when anything goes.
    pub check: Option<fn(&Context, T) -> bool>,
    /// The constraint's summary, for `failed to verify constraint:`.
    pub summary: &'static str,
}

/// Everything an op declares that the stages check.
#[derive(Clone, Copy, Debug)]
pub struct OpSpec {
    /// The operand groups, in order.
    pub operands: &'static [ValueSpec],
    /// `operandSegmentSizes` with `AttrSizedOperandSegments`.
    pub operand_segments: Option<&'static str>,
    /// The result groups, in order.
    pub results: &'static [ValueSpec],
    /// `resultSegmentSizes` with `AttrSizedResultSegments`.
    pub result_segments: Option<&'static str>,
    /// In declaration order; required ones are looked up in name order.
    pub attributes: &'static [AttrSpec],
    /// The regions, in order.
    pub regions: &'static [EntitySpec<RegionId>],
    /// The successors, in order.
    pub successors: &'static [EntitySpec<BlockId>],
}

fn variable(values: &[ValueSpec]) -> Vec<bool> {
    values.iter().map(|v| v.arity != Arity::Single).collect()
}

/// Stage 0: region, result, successor and operand counts and segment
/// sizes (MLIR's count traits and `AttrSized*Segments`, which come first
/// among an op's traits).
pub fn verify_counts(ctx: &Context, op: OpId, spec: &OpSpec) -> VerifyResult {
    let fixed = |v: &[ValueSpec]| v.iter().filter(|v| v.arity == Arity::Single).count();
    let any_variable = |v: &[ValueSpec]| v.iter().any(|v| v.arity != Arity::Single);
    let fixed_regions = spec.regions.iter().filter(|r| !r.variadic).count();
    traits::region_count(
        ctx,
        op,
        fixed_regions,
        spec.regions.iter().any(|r| r.variadic),
    )?;
    traits::result_count(ctx, op, fixed(spec.results), any_variable(spec.results))?;
    let fixed_successors = spec.successors.iter().filter(|s| !s.variadic).count();
    traits::successor_count(
        ctx,
        op,
        fixed_successors,
        spec.successors.iter().any(|s| s.variadic),
    )?;
    traits::operand_count(ctx, op, fixed(spec.operands), any_variable(spec.operands))?;
    if let Some(attr) = spec.operand_segments {
        let total = ctx.num_operands(op);
        traits::segment_sizes(ctx, op, attr, spec.operands.len(), "operand", total)?;
    }
    if let Some(attr) = spec.result_segments {
        let total = ctx.num_results(op);
        traits::segment_sizes(ctx, op, attr, spec.results.len(), "result", total)?;
    }
    Ok(())
}

/// Stage 1: required attributes, then attribute constraints.
pub fn verify_attributes(ctx: &Context, op: OpId, spec: &OpSpec) -> VerifyResult {
    let mut required: Vec<&AttrSpec> = spec.attributes.iter().filter(|a| a.required).collect();
    required.sort_by_key(|a| a.name);
    for a in required {
        if super::op::get_prop(ctx, op, a.name).is_none() {
            return Err(op_error(
                ctx,
                op,
                format!("requires attribute '{}'", a.name),
            ));
        }
    }
    for a in spec.attributes {
        let (Some(check), Some(value)) = (a.check, super::op::get_prop(ctx, op, a.name)) else {
            continue;
        };
        if !check(ctx, value) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    a.name, a.summary
                ),
            ));
        }
    }
    Ok(())
}

/// The first of `attrs` (an attribute dictionary as parsed) that fails its
/// constraint in `specs`, as MLIR's `verifyInherentAttrs` words it after
/// `'<op>' op `: attributes absent from `attrs` are not checked.
pub fn inherent_attr_error(
    ctx: &Context,
    attrs: &[(Symbol, Attribute)],
    specs: &[AttrSpec],
) -> Option<String> {
    specs.iter().find_map(|a| {
        let check = a.check?;
        let (_, value) = attrs.iter().find(|(n, _)| ctx.symbol_str(*n) == a.name)?;
        (!check(ctx, *value)).then(|| {
            format!(
                "attribute '{}' failed to satisfy constraint: {}",
                a.name, a.summary
            )
        })
    })
}

/// Stage 2: each operand and result against its group's constraint.
pub fn verify_operands_and_results(ctx: &Context, op: OpId, spec: &OpSpec) -> VerifyResult {
    let operands = ctx.op_operands(op);
    check_values(
        ctx,
        op,
        ("operand", spec.operands, spec.operand_segments),
        operands.len(),
        |i| operands[i].value,
    )?;
    check_values(
        ctx,
        op,
        ("result", spec.results, spec.result_segments),
        ctx.num_results(op),
        |i| Value::Result(op, i as u32),
    )
}

/// The `count` values of one list (`value(i)` the i-th), named `what`,
/// against the `declared` groups laid out by `segments`.
fn check_values(
    ctx: &Context,
    op: OpId,
    (what, declared, segments): (&str, &[ValueSpec], Option<&str>),
    count: usize,
    value: impl Fn(usize) -> Value,
) -> VerifyResult {
    if declared.is_empty() {
        return Ok(());
    }
    // Most ops have single groups only, one value each: no layout to make
    // (this runs on every op the verifier sees).
    let singles = segments.is_none()
        && count == declared.len()
        && declared.iter().all(|g| g.arity == Arity::Single);
    let layout = (!singles).then(|| groups(ctx, op, count, &variable(declared), segments));
    let mut index = 0;
    for (i, group) in declared.iter().enumerate() {
        let range = layout.as_ref().map_or(i..i + 1, |l| l.range(i));
        if group.arity == Arity::Optional && range.len() > 1 {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "{what} group starting at #{index} requires 0 or 1 element, but found {}",
                    range.len()
                ),
            ));
        }
        if let Arity::VariadicOfVariadic(name, attr) = group.arity {
            let sizes = super::op::segment_sizes(ctx, op, attr).unwrap_or_default();
            traits::value_size_attr(ctx, op, attr, &sizes, name, range.len())?;
        }
        if let Some(check) = group.check {
            for (k, at) in range.clone().enumerate() {
                let ty = ctx.value_type(value(at));
                if !check(ctx, ty) {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "{what} #{} must be {}, but got {}",
                            index + k,
                            group.summary,
                            super::op::type_text(ctx, ty)
                        ),
                    ));
                }
            }
        }
        index += range.len();
    }
    Ok(())
}

/// Stage 3: regions and successors against their constraints.
pub fn verify_regions_and_successors(ctx: &Context, op: OpId, spec: &OpSpec) -> VerifyResult {
    let region = |name: &str, i: usize| match name {
        "" => format!("region #{i}"),
        _ => format!("region #{i} ('{name}')"),
    };
    check_entities(ctx, op, region, spec.regions, ctx.regions(op))?;
    let successor = |name: &str, i: usize| format!("successor #{i} ('{name})'");
    check_entities(ctx, op, successor, spec.successors, ctx.successors(op))
}

/// `label` names entity #i of the given name at the message's start:
/// mlir-tblgen leaves the name out for a region without one and misplaces
/// the quote for successors (`('name)'`), and messages are MLIR's to the
/// byte.
fn check_entities<T: Copy>(
    ctx: &Context,
    op: OpId,
    label: impl Fn(&str, usize) -> String,
    declared: &[EntitySpec<T>],
    all: &[T],
) -> VerifyResult {
    for (i, e) in declared.iter().enumerate() {
        let Some(check) = e.check else { continue };
        let these = if e.variadic {
            all.get(i..)
        } else {
            all.get(i..i + 1)
        };
        for (k, &x) in these.unwrap_or_default().iter().enumerate() {
            if !check(ctx, x) {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "{} failed to verify constraint: {}",
                        label(e.name, i + k),
                        e.summary
                    ),
                ));
            }
        }
    }
    Ok(())
}

impl ValueSpec {
    /// The fields in order (a `const fn` for generated statics).
    pub const fn new(
        arity: Arity,
        check: Option<fn(&Context, Type) -> bool>,
        summary: &'static str,
    ) -> ValueSpec {
        ValueSpec {
            arity,
            check,
            summary,
        }
    }
}

impl AttrSpec {
    /// The fields in order (a `const fn` for generated statics).
    pub const fn new(
        name: &'static str,
        required: bool,
        check: Option<fn(&Context, Attribute) -> bool>,
        summary: &'static str,
    ) -> AttrSpec {
        AttrSpec {
            name,
            required,
            check,
            summary,
        }
    }
}

impl<T> EntitySpec<T> {
    /// The fields in order (a `const fn` for generated statics).
    pub const fn new(
        name: &'static str,
        variadic: bool,
        check: Option<fn(&Context, T) -> bool>,
        summary: &'static str,
    ) -> EntitySpec<T> {
        EntitySpec {
            name,
            variadic,
            check,
            summary,
        }
    }
}

/// Stages 1 to 3 in a row (MLIR's `OpInvariants`), for ops without
/// properties or `PredOpTrait`s to check between them.
pub fn verify_invariants(ctx: &Context, op: OpId, spec: &OpSpec) -> VerifyResult {
    verify_attributes(ctx, op, spec)?;
    verify_operands_and_results(ctx, op, spec)?;
    verify_regions_and_successors(ctx, op, spec)
}
