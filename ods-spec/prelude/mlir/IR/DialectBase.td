//===-- DialectBase.td - the Dialect class --------------------------------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef DIALECTBASE_TD
#define DIALECTBASE_TD

include "mlir/IR/Utils.td"

// How accessors are named (an ods-rs extension kept from earlier MLIR
// releases): `Raw` gives `x()`/`set_x()`, `Prefixed` gives
// `get_x()`/`set_x()`, `Both` gives both getters.
defvar kEmitAccessorPrefix_Raw = 0;
defvar kEmitAccessorPrefix_Prefixed = 1;
defvar kEmitAccessorPrefix_Both = 2;

// A dialect: a namespace of operations, attributes and types.
class Dialect {
  // The prefix of the dialect's operation names (`toy` in `toy.add`).
  string name = ?;

  // One line, and a longer text, for the documentation.
  string summary = ?;
  string description = ?;

  // Dialects whose entities this one creates, loaded along with it.
  list<string> dependentDialects = [];

  // Discardable attributes the dialect defines, as `(ins Attr:$name)`.
  dag discardableAttrs = (ins);

  // The Rust module path the generated items go in (`::` separated).
  string cppNamespace = name;

  // Rust items added to the generated dialect type.
  code extraClassDeclaration = "";

  // Hooks the dialect provides by hand.
  bit hasConstantMaterializer = 0;
  bit hasNonDefaultDestructor = 0;
  bit hasOperationAttrVerify = 0;
  bit hasRegionArgAttrVerify = 0;
  bit hasRegionResultAttrVerify = 0;
  bit hasOperationInterfaceFallback = 0;
  bit useDefaultAttributePrinterParser = 0;
  bit useDefaultTypePrinterParser = 0;
  bit hasCanonicalizer = 0;

  // Whether operations of the dialect may be added at run time.
  bit isExtensible = 0;

  // Whether inherent attributes are kept as properties (`<{...}>`).
  bit usePropertiesForAttributes = 1;

  // Naming of accessors; see the kEmitAccessorPrefix_* values above.
  int emitAccessorPrefix = kEmitAccessorPrefix_Raw;
}

#endif // DIALECTBASE_TD
