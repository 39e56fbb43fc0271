//! How documentation names an op's traits: the traits as MLIR's
//! `Operator::getTraits` lists them (trait lists flattened, an interface
//! after its base interfaces, each def once), with the names
//! `mlir-tblgen --gen-op-doc` prints.

use super::records::View;
use crate::tablegen::RecordId;

/// A trait as the op docs list it (predicate traits are left out).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraitDoc {
    /// The def's name; for an anonymous def (`DeclareOpInterfaceMethods<...>`)
    /// its [`trait_name`](Self::trait_name).
    pub name: String,
    /// The def's `trait` without a trailing `::Trait` or `::Impl`.
    pub trait_name: String,
    /// Whether it is an interface (an `InterfaceTrait`).
    pub interface: bool,
    /// For a side-effects interface trait (`MemoryEffects<[...]>`), what it
    /// declares.
    pub effects: Option<TraitEffects>,
}

/// The effects a `SideEffectsTraitBase` trait declares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraitEffects {
    /// `baseEffectName` (`::mlir::MemoryEffects::Effect`).
    pub base: String,
    /// Each effect's `effect` and `resource` (`::mlir::MemoryEffects::Read`,
    /// `::mlir::SideEffects::DefaultResource`).
    pub effects: Vec<(String, String)>,
}

/// The documented traits of an op whose `traits` field holds `traits`.
pub fn read(traits: Vec<View<'_>>) -> Vec<TraitDoc> {
    let mut seen = Vec::new();
    let mut out = Vec::new();
    insert(traits, &mut seen, &mut out);
    out
}

fn insert(traits: Vec<View<'_>>, seen: &mut Vec<RecordId>, out: &mut Vec<TraitDoc>) {
    for t in traits {
        if t.is_a("TraitList") {
            insert(t.defs("traits"), seen, out);
            continue;
        }
        if seen.contains(&t.id) {
            continue;
        }
        seen.push(t.id);
        if t.is_a("Interface") {
            insert(t.defs("baseInterfaces"), seen, out);
        }
        if t.is_a("PredTrait") {
            continue;
        }
        out.push(trait_doc(t));
    }
}

fn trait_doc(t: View<'_>) -> TraitDoc {
    let full = t.string("trait");
    let trait_name = full.strip_suffix("::Trait").unwrap_or(&full);
    let trait_name = trait_name
        .strip_suffix("::Impl")
        .unwrap_or(trait_name)
        .to_string();
    let def_name = t.name();
    let interface = t.is_a("InterfaceTrait");
    let effects = (interface && t.is_a("SideEffectsTraitBase")).then(|| TraitEffects {
        base: t.string("baseEffectName"),
        effects: t
            .defs("effects")
            .into_iter()
            .map(|e| (e.string("effect"), e.string("resource")))
            .collect(),
    });
    TraitDoc {
        name: if def_name.starts_with("anonymous_") {
            trait_name.clone()
        } else {
            def_name
        },
        trait_name,
        interface,
        effects,
    }
}
