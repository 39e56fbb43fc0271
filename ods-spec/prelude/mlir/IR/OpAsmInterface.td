//===-- OpAsmInterface.td - hooks of the textual IR printer and parser ----===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
// An op lists `DeclareOpInterfaceMethods<OpAsmOpInterface, [...]>` to name
// its results, block arguments and blocks itself, or to give the dialect
// whose op names its regions print and parse without a prefix. Each method
// named there becomes a method of the op's `*Hooks` trait, written in Rust;
// the others keep their default (no names, no default dialect).
// `OpAsmTypeInterface` and `OpAsmAttrInterface` are the hooks of types and
// attributes.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_OPASMINTERFACE
#define MLIR_IR_OPASMINTERFACE

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"

def OpAsmOpInterface : OpInterface<"OpAsmOpInterface"> {
  let description = [{
    Names the printer gives to the op's results, to the arguments of the
    blocks in its regions and to those blocks, and the dialect the ops in
    its regions drop from their names in custom forms.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<[{
        Suggests a name for each result group through `set_name`: a name
        given to result `i > 0` starts a new group there, an empty name
        asks for the next number (`%first, %rest:2, %0 = ...`).
      }],
      "()", "getAsmResultNames",
      (ins "::ods_runtime::registry::SetValueNameFn<'_>":$set_name)>,
    InterfaceMethod<[{
        Suggests names for the arguments of the blocks of `region`, one of
        the op's regions.
      }],
      "()", "getAsmBlockArgumentNames",
      (ins "::ods_runtime::RegionId":$region,
           "::ods_runtime::registry::SetValueNameFn<'_>":$set_name)>,
    InterfaceMethod<[{
        Names blocks of the op's regions: `^name` instead of `^bbN`.
      }],
      "()", "getAsmBlockNames",
      (ins "::ods_runtime::registry::SetBlockNameFn<'_>":$set_name)>,
    StaticInterfaceMethod<[{
        The dialect whose ops print and parse without their prefix in the
        op's regions; empty for none.
      }],
      "&'static str", "getDefaultDialect">,
  ];
}

// A type listing `OpAsmTypeInterface` (or `DeclareTypeInterfaceMethods`
// of it, with the Rust of the methods it names) suggests the names of the
// values of its type and the alias the printer gives it.
def OpAsmTypeInterface : TypeInterface<"OpAsmTypeInterface"> {
  let description = [{
    Hooks of the textual IR printer for a type: the name of the values of
    the type, and the type's alias.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<[{
        Suggests a name for a value of this type through `set_name`, for
        the results of an op that names none of them itself (when every
        result's type implements the interface) and the arguments of a
        region whose op names none of them. Suggests none by default.
      }],
      "()", "getAsmName",
      (ins "::ods_runtime::registry::SetNameFn<'_>":$set_name), [{}], [{ let _ = (ctx, set_name); }]>,
    InterfaceMethod<[{
        The alias the printer gives the type (`None`: no alias, MLIR's
        `NoAlias`), asked before the dialects' alias hooks; by default the
        alias of the type's storage (the mnemonic with `genMnemonicAlias`).
      }],
      "::core::option::Option<::ods_runtime::registry::AliasResult>", "getAlias",
      (ins), [{}],
      [{ ::ods_runtime::interfaces::asm::storage_alias(ctx, ::ods_runtime::ods::def::Def::value($_type).into()) }]>,
  ];
}

// An attribute listing `OpAsmAttrInterface` (or
// `DeclareAttrInterfaceMethods` of it) gives the alias the printer uses.
def OpAsmAttrInterface : AttrInterface<"OpAsmAttrInterface"> {
  let description = [{
    Hooks of the textual IR printer for an attribute: its alias.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<[{
        The alias the printer gives the attribute (`None`: no alias, MLIR's
        `NoAlias`), asked before the dialects' alias hooks; by default the
        alias of the attribute's storage (the mnemonic with
        `genMnemonicAlias`).
      }],
      "::core::option::Option<::ods_runtime::registry::AliasResult>", "getAlias",
      (ins), [{}],
      [{ ::ods_runtime::interfaces::asm::storage_alias(ctx, ::ods_runtime::ods::def::Def::value($_attr).into()) }]>,
  ];
}

#endif // MLIR_IR_OPASMINTERFACE
