//! The checks of a whole format and the resolution of every type it does
//! not print (`OpFormatParser::verify` and the `verify*` it calls).

use super::parser::{error, Parsed, State};
use super::{Element, OpFormat, TypeResolution, TypeSource, TypeTrait, Var};
use crate::model::op::Arity;
use crate::model::records::Code;
use std::collections::HashMap;

/// Variable name to where its type comes from, as traits say: the source,
/// the transformer and whether it is ranged (see `TypeResolution`).
type Resolvers = HashMap<String, (TypeSource, Option<Code>, bool)>;

pub(super) fn verify(
    s: State<'_>,
    elements: Vec<Element>,
    at: usize,
    traits: &[TypeTrait],
) -> Parsed<OpFormat> {
    if !s.has_attr_dict {
        return error(
            at,
            "'attr-dict' directive not found in custom assembly format",
        );
    }
    let op = s.op;
    let mut resolvers = Resolvers::new();
    let mut can_infer_results = false;
    for t in traits {
        match t {
            TypeTrait::AllTypesMatch(names) => {
                for (i, name) in names.iter().enumerate() {
                    if let Some(src) = seen_source(&s, name) {
                        for (j, other) in names.iter().enumerate() {
                            if j != i {
                                resolvers.insert(other.clone(), (src, None, false));
                            }
                        }
                    }
                }
            }
            TypeTrait::TypesMatchWith {
                lhs,
                rhs,
                transformer,
                ranged,
            } => {
                if let Some(src) = seen_source(&s, lhs) {
                    // As mlir-tblgen, the transform gives a variadic `rhs`
                    // all its types from the one type of `lhs`.
                    let ranged = *ranged || (is_variadic(&s, rhs) && !is_variadic(&s, lhs));
                    resolvers.insert(rhs.clone(), (src, Some(transformer.clone()), ranged));
                }
            }
            TypeTrait::SameTypeOperands => same_types(&s, &mut resolvers, false),
            TypeTrait::SameOperandsAndResultType => same_types(&s, &mut resolvers, true),
            TypeTrait::InferTypeOpInterface => can_infer_results = true,
        }
    }
    check_attr_colon(at, &s, &elements)?;
    check_attr_dict_region(at, &s, &elements)?;
    let result_types = results(at, &s, &resolvers, can_infer_results)?;
    let operand_types = operands(at, &s, &resolvers)?;
    for (what, seen, all, names) in [
        (
            "region",
            &s.seen_regions,
            s.all_regions,
            entity_names(&op.regions),
        ),
        (
            "successor",
            &s.seen_successors,
            s.all_successors,
            entity_names(&op.successors),
        ),
    ] {
        if all {
            continue;
        }
        if let Some(i) = seen.iter().position(|&b| !b) {
            return error(at, format!("{what} #{i}, named '{}', not found", names[i]));
        }
    }
    check_oilists(at, &elements)?;
    let inferred_attributes = op
        .operands
        .iter()
        .zip(&s.seen_operands)
        .filter_map(|(o, &seen)| match &o.arity {
            Arity::VariadicOfVariadic { segment_attr } if seen => Some(segment_attr.clone()),
            _ => None,
        })
        .collect();
    Ok(OpFormat {
        elements,
        operand_types,
        result_types,
        used_attributes: s.seen_attrs,
        used_properties: s.seen_props,
        inferred_attributes,
        has_prop_dict: s.has_prop_dict,
        all_operands: s.all_operands,
        all_operand_types: s.all_operand_types,
        all_result_types: s.all_result_types,
    })
}

fn entity_names(list: &[crate::model::EntityDef]) -> Vec<&str> {
    list.iter().map(|e| e.name.as_str()).collect()
}

/// An operand or result whose type the format prints with its own type
/// directive, or an attribute it binds, named `name` (`findSeenArg`):
/// `type(operands)` and `type(results)` resolve nothing else, as in MLIR.
fn seen_source(s: &State<'_>, name: &str) -> Option<TypeSource> {
    let op = s.op;
    if let Some(i) = op.operands.iter().position(|o| o.name == name) {
        return s.seen_operand_types[i].then_some(TypeSource::Operand(i));
    }
    if let Some(i) = op.results.iter().position(|r| r.name == name) {
        return s.seen_result_types[i].then_some(TypeSource::Result(i));
    }
    let i = op.attributes.iter().position(|a| a.name == name)?;
    s.seen_attrs.contains(&i).then_some(TypeSource::Attr(i))
}

/// `SameTypeOperands` (`with_results` false) and
/// `SameOperandsAndResultType`: the first printed type resolves the others.
fn same_types(s: &State<'_>, resolvers: &mut Resolvers, with_results: bool) {
    // As `seen_source`: only a group's own type directive counts.
    let printed = |seen: &[bool]| seen.iter().position(|&b| b);
    let src = match printed(&s.seen_operand_types) {
        Some(i) => TypeSource::Operand(i),
        None => match printed(&s.seen_result_types) {
            Some(i) if with_results => TypeSource::Result(i),
            _ => return,
        },
    };
    for (o, &seen) in s.op.operands.iter().zip(&s.seen_operand_types) {
        if !seen {
            resolvers.insert(o.name.clone(), (src, None, false));
        }
    }
    if with_results {
        for (r, &seen) in s.op.results.iter().zip(&s.seen_result_types) {
            if !seen {
                resolvers.insert(r.name.clone(), (src, None, false));
            }
        }
    }
}

/// Whether `name` is a variadic operand or result group.
fn is_variadic(s: &State<'_>, name: &str) -> bool {
    s.op.operands
        .iter()
        .chain(&s.op.results)
        .any(|v| v.name == name && !matches!(v.arity, Arity::Single | Arity::Optional))
}

fn not_buildable<T>(at: usize, what: &str, i: usize, name: &str) -> Parsed<T> {
    error(
        at,
        format!("type of {what} #{i}, named '{name}', is not buildable and a buildable type cannot be inferred"),
    )
}

fn from_resolvers(resolvers: &Resolvers, name: &str) -> Option<TypeResolution> {
    let (source, transformer, ranged) = resolvers.get(name)?.clone();
    Some(TypeResolution::FromVariable {
        source,
        transformer,
        ranged,
    })
}

fn results(
    at: usize,
    s: &State<'_>,
    resolvers: &Resolvers,
    can_infer: bool,
) -> Parsed<Vec<TypeResolution>> {
    let op = s.op;
    if s.all_result_types {
        return Ok(vec![TypeResolution::Printed; op.results.len()]);
    }
    if !op.results.is_empty() && !s.seen_result_types.contains(&true) && can_infer {
        return Ok(vec![TypeResolution::Inferred; op.results.len()]);
    }
    let mut out = Vec::new();
    for (i, r) in op.results.iter().enumerate() {
        out.push(if s.seen_result_types[i] {
            TypeResolution::Printed
        } else if let Some(res) = from_resolvers(resolvers, &r.name) {
            res
        } else {
            match &r.builder_call {
                Some(b) if !r.arity.is_variable() => TypeResolution::Buildable(b.clone()),
                _ => return not_buildable(at, "result", i, &r.name),
            }
        });
    }
    Ok(out)
}

fn operands(at: usize, s: &State<'_>, resolvers: &Resolvers) -> Parsed<Vec<TypeResolution>> {
    let mut out = Vec::new();
    for (i, o) in s.op.operands.iter().enumerate() {
        if !s.all_operands && !s.seen_operands[i] {
            return error(at, format!("operand #{i}, named '{}', not found", o.name));
        }
        out.push(if s.all_operand_types || s.seen_operand_types[i] {
            TypeResolution::Printed
        } else if let Some(res) = from_resolvers(resolvers, &o.name) {
            res
        } else {
            match &o.builder_call {
                Some(b) if !(s.all_operands && o.arity.is_variable()) => {
                    TypeResolution::Buildable(b.clone())
                }
                _ => return not_buildable(at, "operand", i, &o.name),
            }
        });
    }
    Ok(out)
}

/// Whether an element may be skipped when parsing (`isOptionallyParsed`).
fn optionally_parsed(s: &State<'_>, el: &Element) -> bool {
    let op = s.op;
    match el {
        Element::Variable { var, .. } => match *var {
            Var::Attr(i) => op.attributes[i].optional || op.attributes[i].default_value.is_some(),
            Var::Operand(i) => op.operands[i].arity.is_variable(),
            Var::Successor(i) => op.successors[i].variadic,
            Var::Region(i) => op.regions[i].variadic,
            Var::Prop(_) | Var::Result(_) => false,
        },
        Element::Whitespace(_) | Element::AttrDict { .. } => true,
        _ => false,
    }
}

/// After a `base` element, the elements up to the first one that must be
/// parsed: `Some(true)` when one of them is `invalid`, `Some(false)` when
/// a required element ends the range, `None` at its end
/// (`checkRangeForElement`).
fn scan_range(
    s: &State<'_>,
    invalid: &dyn Fn(&Element) -> bool,
    range: &[Element],
    guard: Option<&Element>,
) -> Option<bool> {
    for el in range {
        if invalid(el) {
            return Some(true);
        }
        if let Element::Optional(g) = el {
            if scan_range(s, invalid, &g.then, g.then.first()) == Some(true)
                || scan_range(s, invalid, &g.otherwise, None) == Some(true)
            {
                return Some(true);
            }
            continue;
        }
        if !guard.is_some_and(|g| std::ptr::eq(g, el)) && optionally_parsed(s, el) {
            continue;
        }
        return Some(false);
    }
    None
}

/// The first `base` element followed by an `invalid` one, recursing into
/// optional groups (`verifyAdjacentElements`); `Err` holds the offending
/// pair, `Ok` an unverified base that reached the end.
fn adjacent<'e>(
    s: &State<'_>,
    is_base: &dyn Fn(&Element) -> bool,
    invalid: &dyn Fn(&Element) -> bool,
    elements: &'e [Element],
) -> Result<Option<&'e Element>, (&'e Element, &'e Element)> {
    for (i, el) in elements.iter().enumerate() {
        let base = if is_base(el) {
            el
        } else if let Element::Optional(g) = el {
            let then = adjacent(s, is_base, invalid, &g.then)?;
            let otherwise = adjacent(s, is_base, invalid, &g.otherwise)?;
            match then.or(otherwise) {
                Some(b) => b,
                None => continue,
            }
        } else {
            continue;
        };
        let rest = &elements[i + 1..];
        match scan_range(s, invalid, rest, None) {
            Some(true) => {
                let bad = find_invalid(rest, invalid).unwrap_or(base);
                return Err((base, bad));
            }
            Some(false) => {}
            None => return Ok(Some(base)),
        }
    }
    Ok(None)
}

fn find_invalid<'e>(
    range: &'e [Element],
    invalid: &dyn Fn(&Element) -> bool,
) -> Option<&'e Element> {
    range.iter().find_map(|el| match el {
        _ if invalid(el) => Some(el),
        Element::Optional(g) => {
            find_invalid(&g.then, invalid).or(find_invalid(&g.otherwise, invalid))
        }
        _ => None,
    })
}

/// A `:` after an attribute parsed by the generic parser, which would read
/// it as the attribute's type.
fn check_attr_colon(at: usize, s: &State<'_>, elements: &[Element]) -> Parsed<()> {
    let op = s.op;
    let is_base = |el: &Element| match el {
        Element::Variable {
            var: Var::Attr(i),
            qualified,
        } => {
            let a = &op.attributes[*i];
            a.value_type_builder.is_none() && (*qualified || a.generic_storage)
        }
        _ => false,
    };
    let invalid = |el: &Element| matches!(el, Element::Literal(l) if l == ":");
    if let Err((base, _)) = adjacent(s, &is_base, &invalid, elements) {
        let Element::Variable {
            var: Var::Attr(i), ..
        } = base
        else {
            return Ok(());
        };
        return error(at, format!("format ambiguity caused by `:` literal found after attribute `{}` which does not have a buildable type", op.attributes[*i].name));
    }
    Ok(())
}

/// A region after `attr-dict`: both start with `{`.
fn check_attr_dict_region(at: usize, s: &State<'_>, elements: &[Element]) -> Parsed<()> {
    let is_base = |el: &Element| {
        matches!(
            el,
            Element::AttrDict {
                with_keyword: false
            }
        )
    };
    let invalid = |el: &Element| {
        matches!(
            el,
            Element::Variable {
                var: Var::Region(_),
                ..
            }
        )
    };
    if let Err((
        _,
        Element::Variable {
            var: Var::Region(i),
            ..
        },
    )) = adjacent(s, &is_base, &invalid, elements)
    {
        return error(
            at,
            format!(
                "format ambiguity caused by `attr-dict` directive followed by region `{}`",
                s.op.regions[*i].name
            ),
        );
    }
    Ok(())
}

/// An `oilist` keyword may not also start the adjacent `oilist` or be the
/// literal right after it.
fn check_oilists(at: usize, elements: &[Element]) -> Parsed<()> {
    let mut prohibited: Vec<&str> = Vec::new();
    for el in elements {
        match el {
            Element::OiList(clauses) => {
                if let Some(c) = clauses
                    .iter()
                    .find(|c| prohibited.contains(&c.keyword.as_str()))
                {
                    return error(
                        at,
                        format!(
                            "format ambiguity because {} is used in two adjacent oilist elements.",
                            c.keyword
                        ),
                    );
                }
                prohibited.extend(clauses.iter().map(|c| c.keyword.as_str()));
            }
            Element::Literal(l) => {
                if prohibited.contains(&l.as_str()) {
                    return error(at, format!("format ambiguity because {l} is used both in oilist element and the adjacent literal."));
                }
                prohibited.clear();
            }
            _ => prohibited.clear(),
        }
    }
    Ok(())
}
