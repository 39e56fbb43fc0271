//===-- SymbolInterfaces.td - symbols and symbol tables -------------------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
// An op with the `Symbol` interface defines a symbol named by its
// `sym_name` string attribute (and optionally `sym_visibility`); an op with
// the `SymbolTable` trait holds such ops in its single region, with unique
// names. `ods-runtime` implements both.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_SYMBOLINTERFACES
#define MLIR_IR_SYMBOLINTERFACES

include "mlir/IR/OpBase.td"

// An operation that defines a symbol.
def Symbol : OpInterface<"SymbolOpInterface"> {
  let description = [{
    The operation defines a symbol: its `sym_name` attribute names it, and
    the nearest enclosing symbol table makes the name unique. Symbols may be
    public, private or nested (`sym_visibility`).
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<[{
        Whether the op only declares the symbol (a function without a body),
        which may then not be public; no by default.
      }], "bool", "isDeclaration", (ins), [{}], [{ { let _ = ctx; false } }]>
  ];

  let verify = [{ ::ods_runtime::interfaces::symbols::verify_symbol(ctx, $_op) }];
}

// An operation that refers to symbols and checks its references.
def SymbolUserOpInterface : OpInterface<"SymbolUserOpInterface"> {
  let description = [{
    The operation uses symbol references and verifies them against the
    symbol tables around it.
  }];
  let cppNamespace = "::mlir";

  // Run by the verifier of the nearest symbol table, once its region is
  // verified.
  let methods = [
    StaticInterfaceMethod<"Checks the symbol references of `op`.",
      "Result<(), ::ods_runtime::diag::Diagnostic>", "verifySymbolUses",
      (ins "::ods_runtime::OpId":$op)>
  ];
}

// An attribute that refers to symbols and checks its references.
def SymbolUserAttrInterface : AttrInterface<"SymbolUserAttrInterface"> {
  let description = [{
    The attribute uses symbol references and verifies them against the
    symbol tables around it.
  }];
  let cppNamespace = "::mlir";
}

// The operation's region is a symbol table.
def SymbolTable : NativeOpTrait<"SymbolTable">;

#endif // MLIR_IR_SYMBOLINTERFACES
