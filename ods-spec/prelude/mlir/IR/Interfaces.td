//===-- Interfaces.td - interfaces of operations, attributes, types -------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
// An interface is a set of methods an entity provides; in Rust it becomes a
// trait. Interfaces are also traits of the entities that list them, so they
// can be put in an op's trait list. The interfaces of the prelude (side
// effects, calls, casts, symbols, ...) are implemented by `ods-runtime`
// itself and leave their method lists empty here.
//
//===----------------------------------------------------------------------===//

#ifndef INTERFACES_TD
#define INTERFACES_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/Constraints.td"
include "mlir/IR/Traits.td"

// The trait side of an interface: `name::Trait`.
class InterfaceTrait<string name> : NativeTrait<"", ""> {
  let trait = name # "::Trait";
  let cppNamespace = "";
  // Rust items added to the trait.
  code extraTraitClassDeclaration = "";
}

// The trait side of an operation interface. `verifyBody` is a Rust body
// checking an operation that has the interface (`$_op` the operation); with
// `verifyWithRegions` set it runs after the regions are verified.
// `dependentTraits` are traits the interface brings along.
class OpInterfaceTrait<string name, code verifyBody = [{}],
                       list<Trait> traits = []>
    : InterfaceTrait<name> {
  code verify = verifyBody;
  bit verifyWithRegions = 0;
  list<Trait> dependentTraits = traits;
}

// A method of an interface. `retTy` and the types in `args`
// (`(ins "i32":$x)`) are Rust types. `methodBody` implements the method for
// every entity; `defaultImplementation` is used where an entity does not.
class InterfaceMethod<string desc, string retTy, string methodName,
                      dag args = (ins), code methodBody = [{}],
                      code defaultImplementation = [{}]> {
  string description = desc;
  string name = methodName;
  string returnType = retTy;
  dag arguments = args;
  code body = methodBody;
  code defaultBody = defaultImplementation;
}

// A method without `self`.
class StaticInterfaceMethod<string desc, string retTy, string methodName,
                            dag args = (ins), code methodBody = [{}],
                            code defaultImplementation = [{}]>
    : InterfaceMethod<desc, retTy, methodName, args, methodBody,
                      defaultImplementation>;

// An interface: its Rust name, module, methods, and the interfaces it
// extends.
class Interface<string name, list<Interface> baseInterfacesArg = []> {
  string description = "";
  string cppInterfaceName = name;
  string cppNamespace = "";
  list<InterfaceMethod> methods = [];
  // Rust items added to the interface's trait object wrapper, and to both it
  // and the trait.
  code extraClassDeclaration = "";
  code extraSharedClassDeclaration = "";
  // A Rust expression refining which entities implement the interface.
  code extraClassOf = "";
  list<Interface> baseInterfaces = baseInterfacesArg;
}

// An interface of attributes; also an attribute constraint accepting the
// attributes that implement it.
class AttrInterface<string name, list<Interface> baseInterfaces = []>
  : Interface<name, baseInterfaces>, InterfaceTrait<name>,
    Attr<CPred<"::ods_runtime::ods::pred::attr_has_interface($_ctxt, $_self, \""
               # name # "\")">,
         name # " instance"> {
  let storageType = "::ods_runtime::Attribute";
  let mlirStorageType =
    !if(!empty(cppNamespace), "", cppNamespace # "::") # name;
  let returnType = "::ods_runtime::Attribute";
  let convertFromStorage = "$_self";
}

// An interface of operations.
class OpInterface<string name, list<Interface> baseInterfaces = []>
  : Interface<name, baseInterfaces>, OpInterfaceTrait<name>;

// An interface of types; also a type constraint accepting the types that
// implement it.
class TypeInterface<string name, list<Interface> baseInterfaces = []>
  : Interface<name, baseInterfaces>, InterfaceTrait<name>,
    Type<CPred<"::ods_runtime::ods::pred::type_has_interface($_ctxt, $_self, \""
               # name # "\")">,
         name # " instance"> {
  let mlirCppType = !if(!empty(cppNamespace), "", cppNamespace # "::") # name;
}

// An interface of dialects.
class DialectInterface<string name, list<Interface> baseInterfaces = []>
  : Interface<name, baseInterfaces>, OpInterfaceTrait<name>;

// Listed in place of an interface: the entity implements the interface's
// methods that have a default implementation too, among them
// `overridenMethods`.
class DeclareInterfaceMethods<list<string> overridenMethods = []> {
  list<string> alwaysOverriddenMethods = overridenMethods;
}

class DeclareAttrInterfaceMethods<AttrInterface interface,
                                  list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      AttrInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}

class DeclareOpInterfaceMethods<OpInterface interface,
                                list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      OpInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}

class DeclareTypeInterfaceMethods<TypeInterface interface,
                                  list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      TypeInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}

#endif // INTERFACES_TD
