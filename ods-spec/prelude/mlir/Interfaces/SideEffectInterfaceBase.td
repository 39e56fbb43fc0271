//===-- SideEffectInterfaceBase.td - side effects of operations -----------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
// The machinery behind memory effects: resources effects act on, effect
// interfaces, effect decorations of operands and results, and the traits
// that give an op a fixed set of effects. The `name`, `effect` and `trait`
// strings are MLIR's; the code generator identifies effects by them.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_SIDEEFFECTS_BASE
#define MLIR_INTERFACES_SIDEEFFECTS_BASE

include "mlir/IR/OpBase.td"

// Something an effect acts on, by name.
class Resource<string resourceName> {
  string name = resourceName;
}

// A resource MLIR predefines.
class IntrinsicResource<string resourceName> :
  Resource<!strconcat("::mlir::SideEffects::", resourceName)>;

// Everything not otherwise named.
def DefaultResource : IntrinsicResource<"DefaultResource">;

// The stack frame of the nearest automatic allocation scope.
def AutomaticAllocationScopeResource :
  IntrinsicResource<"AutomaticAllocationScopeResource">;

// An interface reporting effects of kind `baseEffect`.
class EffectOpInterfaceBase<string name, string baseEffect>
    : OpInterface<name> {
  string baseEffectName = baseEffect;
}

// Whether an effect covers all of its value (1) or may cover part of it (0).
class EffectRange<bits<1> val> {
  bits<1> Value = val;
}
def FullEffect : EffectRange<1>;
def PartialEffect : EffectRange<0>;

// An effect on an operand or result (as a decorator: `Arg<..., [MemRead]>`)
// or on a resource (in an effects trait). `effectStage` orders the effects
// of one op; earlier stages happen first.
class SideEffect<EffectOpInterfaceBase interface, string effectName,
                 Resource resourceReference, int effectStage, EffectRange range>
    : OpVariableDecorator {
  string baseEffectName = interface.baseEffectName;
  string interfaceTrait = interface.trait;
  string cppNamespace = interface.cppNamespace;
  string effect = effectName;
  string resource = resourceReference.name;
  int stage = effectStage;
  bit effectOnFullRegion = range.Value;
}

// A trait giving an op the interface `parentInterface` with the fixed
// effects `staticEffects`.
class SideEffectsTraitBase<EffectOpInterfaceBase parentInterface,
                           list<SideEffect> staticEffects>
    : OpInterfaceTrait<""> {
  let trait = parentInterface.trait;
  string cppNamespace = parentInterface.cppNamespace;
  string baseEffectName = parentInterface.baseEffectName;
  list<SideEffect> effects = staticEffects;
}

#endif // MLIR_INTERFACES_SIDEEFFECTS_BASE
