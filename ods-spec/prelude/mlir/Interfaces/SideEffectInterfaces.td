//===-- SideEffectInterfaces.td - memory effects and speculation ----------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_SIDEEFFECTS
#define MLIR_INTERFACES_SIDEEFFECTS

include "mlir/Interfaces/SideEffectInterfaceBase.td"

//===----------------------------------------------------------------------===//
// Memory effects
//===----------------------------------------------------------------------===//

// The memory effects of an operation: what it allocates, frees, reads and
// writes.
def MemoryEffectsOpInterface
    : EffectOpInterfaceBase<"MemoryEffectOpInterface",
                            "::mlir::MemoryEffects::Effect"> {
  let description = [{
    Reports the memory effects of the operation: allocations, frees, reads
    and writes, each on a value, a symbol or a resource.
  }];
  let cppNamespace = "::mlir";
  // Static, as the rewrite driver and CSE ask it with a shared context.
  // An op whose traits declare its effects (`Pure`, `MemoryEffects<...>`)
  // answers them; one listing `DeclareOpInterfaceMethods<...>` computes
  // its own.
  let methods = [
    StaticInterfaceMethod<"The memory effects of `op`.",
      "::std::vec::Vec<::ods_runtime::registry::MemoryEffect>", "getEffects",
      (ins "::ods_runtime::OpId":$op)>
  ];
}

// One memory effect.
class MemoryEffect<string effectName, Resource resource, int stage,
                   EffectRange range>
  : SideEffect<MemoryEffectsOpInterface, effectName, resource, stage, range>;

// An op's fixed list of memory effects (none: `NoMemoryEffect`).
class MemoryEffects<list<MemoryEffect> effects = []>
  : SideEffectsTraitBase<MemoryEffectsOpInterface, effects>;

// The four effects, each as a class (on a resource, at a stage) and as a def
// (on the default resource, at stage 0); the `...At` classes give the stage
// only.
class MemAlloc<Resource resource, int stage = 0,
               EffectRange range = PartialEffect>
  : MemoryEffect<"::mlir::MemoryEffects::Allocate", resource, stage, range>;
def MemAlloc : MemAlloc<DefaultResource, 0, PartialEffect>;
class MemAllocAt<int stage, EffectRange range = PartialEffect>
  : MemAlloc<DefaultResource, stage, range>;

class MemFree<Resource resource, int stage = 0,
              EffectRange range = PartialEffect>
  : MemoryEffect<"::mlir::MemoryEffects::Free", resource, stage, range>;
def MemFree : MemFree<DefaultResource, 0, PartialEffect>;
class MemFreeAt<int stage, EffectRange range = PartialEffect>
  : MemFree<DefaultResource, stage, range>;

class MemRead<Resource resource, int stage = 0,
              EffectRange range = PartialEffect>
  : MemoryEffect<"::mlir::MemoryEffects::Read", resource, stage, range>;
def MemRead : MemRead<DefaultResource, 0, PartialEffect>;
class MemReadAt<int stage, EffectRange range = PartialEffect>
  : MemRead<DefaultResource, stage, range>;

class MemWrite<Resource resource, int stage = 0,
               EffectRange range = PartialEffect>
  : MemoryEffect<"::mlir::MemoryEffects::Write", resource, stage, range>;
def MemWrite : MemWrite<DefaultResource, 0, PartialEffect>;
class MemWriteAt<int stage, EffectRange range = PartialEffect>
  : MemWrite<DefaultResource, stage, range>;

// The op touches no memory.
def NoMemoryEffect : MemoryEffects<[]>;

// The op's effects are those of the ops in its regions.
def RecursiveMemoryEffects : NativeOpTrait<"HasRecursiveMemoryEffects">;

//===----------------------------------------------------------------------===//
// Speculation
//===----------------------------------------------------------------------===//

// The answers of `getSpeculatability` the traits give (MLIR's trait
// classes define the method): `Speculatable`, `RecursivelySpeculatable`.
def RecursivelySpeculatableImplTrait
  : NativeOpTrait<"RecursivelySpeculatableImplTrait">;

def AlwaysSpeculatableImplTrait
  : NativeOpTrait<"AlwaysSpeculatableImplTrait">;

// Whether the op may be executed speculatively (hoisted out of a condition).
// MLIR's interface method has no default: the traits above define it, and
// an op listing the interface without them declares its own in its
// `extraClassDeclaration`. Here the default is what the op's traits say
// (`NotSpeculatable` without them); a `get_speculatability` of the op's
// `extraClassDeclaration` replaces it.
def ConditionallySpeculatable : OpInterface<"ConditionallySpeculatable"> {
  let description = [{
    Tells whether the operation can be executed speculatively: never, always,
    or when the ops in its regions can.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<[{
        Whether the op can be executed speculatively: never, always, or when
        every op in its regions can.
      }],
      "::ods_runtime::interfaces::speculation::Speculatability",
      "getSpeculatability", (ins), [{}],
      [{ ::ods_runtime::interfaces::speculation::speculatability_from_traits(ctx, Self::NAME) }]>
  ];
}

// Always speculatable.
def AlwaysSpeculatable : TraitList<[
    ConditionallySpeculatable, AlwaysSpeculatableImplTrait]>;

// Speculatable when the ops in its regions are.
def RecursivelySpeculatable : TraitList<[
    ConditionallySpeculatable, RecursivelySpeculatableImplTrait]>;

// No memory effects and always speculatable: the op can be removed when
// unused, hoisted and deduplicated.
def Pure : TraitList<[AlwaysSpeculatable, NoMemoryEffect]>;

#endif // MLIR_INTERFACES_SIDEEFFECTS
