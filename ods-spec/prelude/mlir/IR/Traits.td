//===-- Traits.td - traits of operations, attributes and types ------------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
// The `trait` string of a native trait is MLIR's trait name (for example
// `IsTerminator` or `HasParent<...>::Impl`). The ods-rs code generator
// identifies the traits it implements by these strings, so they are spelled
// exactly as MLIR spells them.
//
//===----------------------------------------------------------------------===//

#ifndef TRAITS_TD
#define TRAITS_TD

include "mlir/IR/Constraints.td"

// Any trait.
class Trait;

// Several traits used as one: it expands to `props` where it is listed.
class TraitList<list<Trait> props> : Trait {
  list<Trait> traits = props;
}

// A trait implemented natively (by the runtime or by hand-written code).
// `entityType` is "Op", "Attr" or "Type". The two code arguments are Rust
// items added to, respectively declared for, each entity that has the trait.
class NativeTrait<string name, string entityType,
                  code extraClassDeclaration = [{}],
                  code extraClassDefinition = [{}]> : Trait {
  string trait = name;
  string cppNamespace = "::mlir::" # entityType # "Trait";
  code extraConcreteClassDeclaration = extraClassDeclaration;
  code extraConcreteClassDefinition = extraClassDefinition;
}

// A native trait with parameters: `prop<params>::Impl`.
class ParamNativeTrait<string prop, string params, string entityType>
    : NativeTrait<prop # "<" # params # ">::Impl", entityType>;

// A trait the code generator implements itself, from the definition alone.
class GenInternalTrait<string prop, string entityType> : Trait {
  string trait = "::mlir::" # entityType # "Trait::" # prop;
}

// A trait given by a predicate over the entity; `descr` is what a failure
// reports ("failed to verify that <descr>").
class PredTrait<string descr, Pred pred> : Trait {
  string summary = descr;
  Pred predicate = pred;
}

#endif // TRAITS_TD
