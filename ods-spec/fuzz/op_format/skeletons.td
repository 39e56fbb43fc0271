// Op skeletons for the `op_format` fuzz target and
// scripts/op-format-fuzz-compile.sh: the header, then ops separated by
// `// ----` lines; `FORMAT` is replaced by the fuzzed assembly format.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def FZ_Dialect : Dialect {
  let name = "fz";
  let cppNamespace = "::fz";
}

class FZ_Op<string mnemonic, list<Trait> traits = []>
    : Op<FZ_Dialect, mnemonic, traits>;
// ----
def FZ_ListOp : FZ_Op<"list"> {
  let arguments = (ins AnyType:$a, Variadic<AnyType>:$b);
  let results = (outs AnyType:$r);
  let assemblyFormat = [{FORMAT}];
}
// ----
def FZ_MixOp : FZ_Op<"mix", [SameOperandsAndResultType]> {
  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs, UnitAttr:$fast);
  let results = (outs AnyInteger:$out);
  let assemblyFormat = [{FORMAT}];
}
// ----
def FZ_PackOp : FZ_Op<"pack", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$head, Optional<AnyType>:$tail,
                   OptionalAttr<StrAttr>:$label);
  let results = (outs Variadic<AnyType>:$outs);
  let assemblyFormat = [{FORMAT}];
}
// ----
def FZ_BodyOp : FZ_Op<"body", [Terminator]> {
  let arguments = (ins Variadic<I32>:$args);
  let regions = (region AnyRegion:$body, VariadicRegion<AnyRegion>:$more);
  let successors = (successor AnySuccessor:$dest, VariadicSuccessor<AnySuccessor>:$others);
  let assemblyFormat = [{FORMAT}];
}
// ----
def FZ_AttrsOp : FZ_Op<"attrs"> {
  let arguments = (ins I64Attr:$value, DefaultValuedAttr<I32Attr, "7">:$tag,
                   OptionalAttr<I64Attr>:$opt, SymbolNameAttr:$sym,
                   OptionalAttr<UnitAttr>:$flag);
  let results = (outs I64:$result);
  let assemblyFormat = [{FORMAT}];
}
// ----
def FZ_MatchOp : FZ_Op<"match", [AllTypesMatch<["a", "r"]>,
    TypesMatchWith<"b has the type of a", "a", "b", "$_self">]> {
  let arguments = (ins AnyType:$a, AnyType:$b, Optional<F32>:$c);
  let results = (outs AnyType:$r, Variadic<Index>:$idx);
  let assemblyFormat = [{FORMAT}];
}
