//! Which result types ODS infers, as MLIR's `Operator` decides it
//! (`populateTypeInferenceInfo`): when every result type is known from a
//! buildable constraint, `SameOperandsAndResultType`, `AllTypesMatch` or
//! `TypesMatchWith`, MLIR gives the op `InferTypeOpInterface` with a
//! generated `inferReturnTypes`, which the verifier checks the result
//! types against.
//!
//! MLIR's generated code reads an operand's type at its ODS index in the
//! flat operand list (`operands[i]`), whatever variadic groups come
//! before; the sources keep that index so that ods-rs answers as MLIR does.

use super::op::{Argument, Op};
use super::records::{Code, View};

/// Where one result's inferred type comes from.
#[derive(Clone, Debug)]
pub enum TypeSource {
    /// The type of the operand at this index of the flat operand list (the
    /// ODS index of the operand group MLIR infers from).
    Operand(usize),
    /// The type of this result: itself when its constraint is buildable,
    /// else another result's inferred type.
    Result(usize),
}

/// One result's inferred type: its source, and the `TypesMatchWith`
/// transformer applied to it (`$_self` the source's type).
#[derive(Clone, Debug)]
pub struct InferredType {
    /// The source.
    pub source: TypeSource,
    /// The transformer, when not `$_self` itself.
    pub transformer: Option<Code>,
}

/// The inferred type of each result, when MLIR infers them all; `None`
/// when it does not (the op declares `InferTypeOpInterface` itself, a
/// result is variadic or optional, a type comes from an attribute or
/// property, or the `.td` never includes `InferTypeOpInterface`).
pub fn inferred_result_types(def: View<'_>, op: &Op) -> Option<Vec<InferredType>> {
    def.keeper.def("InferTypeOpInterface")?;
    if op.results.is_empty() || op.results.iter().any(|r| r.arity.is_variable()) {
        return None;
    }
    let traits = traits_in_order(def);
    if traits
        .iter()
        .any(|t| t.name() == "SameOperandsAndResultType")
    {
        // From the first operand group of one value.
        let anchor = op.operands.iter().position(|o| !o.arity.is_variable())?;
        let source = InferredType {
            source: TypeSource::Operand(anchor),
            transformer: None,
        };
        return Some(vec![source; op.results.len()]);
    }
    let index = |name: &str| -> Option<Slot> {
        if let Some(r) = op.results.iter().position(|r| r.name == name) {
            return Some(Slot::Result(r));
        }
        // MLIR's name map gives 0 (the first argument) for a name it lacks.
        let arg = op
            .arguments
            .iter()
            .enumerate()
            .find(|&(i, _)| argument_name(op, i) == Some(name))
            .map_or(0, |(i, _)| i);
        Some(Slot::Arg(arg))
    };
    let mut nodes: Vec<Node> = op
        .results
        .iter()
        .enumerate()
        .map(|(i, r)| Node {
            sources: r
                .builder_call
                .as_ref()
                .map(|_| (Slot::Result(i), None))
                .into_iter()
                .collect(),
            inferred: r.builder_call.is_some(),
        })
        .collect();
    for t in &traits {
        if t.str("cppInterfaceName") == Some("InferTypeOpInterface") {
            // Declared by the `.td`: its author infers the types.
            return None;
        }
        if t.is_a("TypesMatchWith") {
            let Some(Slot::Result(target)) = index(&t.string("rhs")) else {
                continue;
            };
            if nodes[target].inferred {
                continue;
            }
            let source = index(&t.string("lhs"))?;
            let transformer = transformer(def, *t)?;
            nodes[target].inferred = match source {
                Slot::Arg(_) => true,
                Slot::Result(r) => nodes[r].inferred,
            };
            nodes[target].sources.push((source, transformer));
        } else if t.is_a("AllTypesMatch") {
            let mut known = None;
            let mut results = Vec::new();
            for name in t.strings("values") {
                let slot = index(&name)?;
                if let Slot::Result(r) = slot {
                    results.push(r);
                }
                if matches!(slot, Slot::Arg(_))
                    || matches!(slot, Slot::Result(r) if nodes[r].inferred)
                {
                    known = Some(slot);
                }
            }
            if let Some(known) = known {
                for &r in &results {
                    if !nodes[r].inferred {
                        nodes[r].sources = vec![(known, None)];
                        nodes[r].inferred = true;
                    }
                }
            } else {
                for &r in &results {
                    for &other in &results {
                        if other != r {
                            nodes[r].sources.push((Slot::Result(other), None));
                        }
                    }
                }
            }
        }
    }
    // Propagate until nothing changes; the first inferred source wins.
    loop {
        let mut changed = false;
        for r in 0..nodes.len() {
            if nodes[r].inferred {
                continue;
            }
            let found = nodes[r].sources.iter().find(|(s, _)| match s {
                Slot::Result(o) => nodes[*o].inferred,
                Slot::Arg(_) => true,
            });
            if let Some(found) = found.cloned() {
                nodes[r].sources = vec![found];
                nodes[r].inferred = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    nodes
        .into_iter()
        .map(|n| {
            if !n.inferred {
                return None;
            }
            let (slot, transformer) = n.sources.into_iter().next()?;
            let source = match slot {
                Slot::Result(r) => TypeSource::Result(r),
                Slot::Arg(a) => match op.arguments.get(a)? {
                    Argument::Operand(o) => TypeSource::Operand(*o),
                    // MLIR reads a typed attribute here; not modelled.
                    Argument::Attr(_) | Argument::Prop(_) => return None,
                },
            };
            Some(InferredType {
                source,
                transformer,
            })
        })
        .collect()
}

/// An argument (by its index in `arguments`) or a result.
#[derive(Clone, Copy, Debug)]
enum Slot {
    Arg(usize),
    Result(usize),
}

/// A result's node of MLIR's inference graph.
struct Node {
    sources: Vec<(Slot, Option<Code>)>,
    inferred: bool,
}

fn argument_name(op: &Op, i: usize) -> Option<&str> {
    Some(match op.arguments.get(i)? {
        Argument::Operand(o) => &op.operands[*o].name,
        Argument::Attr(a) => &op.attributes[*a].name,
        Argument::Prop(p) => &op.properties[*p].name,
    })
}

/// The Rust transformer of a `TypesMatchWith`, `Some(None)` for `$_self`;
/// `None` when ods-rs cannot apply it as MLIR's inference does (no Rust
/// for its C++, a ranged match, whose Rust transforms a list of types).
fn transformer(def: View<'_>, t: View<'_>) -> Option<Option<Code>> {
    if t.is_a("RangedTypesMatchWith") {
        return None;
    }
    let code = super::op::transformer(&def.name(), t, "transformer", &t.string("rhs"));
    if code.missing_rust.is_some() {
        return None;
    }
    Some((code.text.trim() != "$_self").then_some(code))
}

/// The op's traits in declaration order, trait lists flattened, each once.
fn traits_in_order(def: View<'_>) -> Vec<View<'_>> {
    fn walk<'k>(list: Vec<View<'k>>, out: &mut Vec<View<'k>>) {
        for t in list {
            if t.is_a("TraitList") {
                walk(t.defs("traits"), out);
            } else if !out.iter().any(|o| o.id == t.id) {
                out.push(t);
            }
        }
    }
    let mut out = Vec::new();
    walk(def.defs("traits"), &mut out);
    out
}
