//===-- BuiltinLocationAttributes.td - builtin locations ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef BUILTIN_LOCATION_ATTRIBUTES_TD
#define BUILTIN_LOCATION_ATTRIBUTES_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

// The builtin location kinds. MLIR defines them as `AttrDef`s of the
// builtin dialect; here, as `BuiltinAttributes.td` does, they are
// constraints holding for the location attributes of ods-runtime of that
// kind (`AttrKind`). ods-runtime has no opaque locations, so `OpaqueLoc`
// holds for none, and keeps ranges as `FileLineColLoc`.
class Builtin_LocationAttr<string name, list<Trait> traits = []>
    : Attr<CPred<!cond(
          !eq(name, "OpaqueLoc"): "false",
          !eq(name, "FileLineColRange"):
            "::core::matches!($_ctxt.attr_kind($_self), ::ods_runtime::AttrKind::FileLineColLoc { .. })",
          true:
            "::core::matches!($_ctxt.attr_kind($_self), ::ods_runtime::AttrKind::" # name # " { .. })")>,
           name # " location"> {
  string cppClassName = name;
  // MLIR's docs show the C++ class as the attribute's type.
  let mlirStorageType = "::mlir::" # name;
}

def CallSiteLoc : Builtin_LocationAttr<"CallSiteLoc">;
def FileLineColRange : Builtin_LocationAttr<"FileLineColRange">;
def FusedLoc : Builtin_LocationAttr<"FusedLoc">;
def NameLoc : Builtin_LocationAttr<"NameLoc">;
def OpaqueLoc : Builtin_LocationAttr<"OpaqueLoc">;
def UnknownLoc : Builtin_LocationAttr<"UnknownLoc">;

#endif // BUILTIN_LOCATION_ATTRIBUTES_TD
