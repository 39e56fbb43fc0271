//===-- OpBase.td - operation definitions ---------------------------------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
// The `Op` class and what an operation definition lists: operands, results,
// attributes and properties (`arguments`, `results`), regions, successors,
// builders and traits. Including this file gives the whole ODS vocabulary,
// as MLIR's OpBase.td does.
//
// Op-level predicates (`PredOpTrait`) are Rust `bool` expressions over
// `$_op: ::ods_runtime::OpId`, `$_ctxt: &::ods_runtime::Context`, and
// `$name` for each named operand or result (a `Value`, an `Option<Value>`
// when optional, a slice or `Vec` of them when variadic) or attribute (an
// `Attribute`).
//
//===----------------------------------------------------------------------===//

#ifndef OP_BASE
#define OP_BASE

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/Interfaces.td"
include "mlir/IR/Properties.td"
include "mlir/IR/Traits.td"
include "mlir/IR/Utils.td"

//===----------------------------------------------------------------------===//
// Operation traits
//===----------------------------------------------------------------------===//

// Traits about the structure of an op (its regions and where it may sit)
// rather than about its values.
class StructuralOpTrait;

// A trait of operations implemented natively, named as in MLIR's
// `mlir::OpTrait` namespace. `traits` are traits it needs; the code
// arguments are Rust items added to each op with the trait (in the op's
// `impl` block, and at module level).
class NativeOpTrait<string name, list<Trait> traits = [],
                    code extraOpDeclaration = [{}],
                    code extraOpDefinition = [{}]>
    : NativeTrait<name, "Op", extraOpDeclaration, extraOpDefinition> {
  list<Trait> dependentTraits = traits;
}

// A native op trait with parameters: `prop<params>::Impl`.
class ParamNativeOpTrait<string prop, string params,
                         list<Trait> traits = []>
    : ParamNativeTrait<prop, params, "Op"> {
  list<Trait> dependentTraits = traits;
}

// An op trait the code generator implements from the definition.
class GenInternalOpTrait<string prop, list<Trait> traits = []>
    : GenInternalTrait<prop, "Op"> {
  list<Trait> dependentTraits = traits;
}

// An op trait given by a predicate over the op (see the file header);
// failing it reports "failed to verify that <descr>".
class PredOpTrait<string descr, Pred pred, list<Trait> traits = []>
    : PredTrait<descr, pred> {
  list<Trait> dependentTraits = traits;
}

// Scopes and shapes.
def AffineScope : NativeOpTrait<"AffineScope">;
def AutomaticAllocationScope : NativeOpTrait<"AutomaticAllocationScope">;
def ResultsBroadcastableShape : NativeOpTrait<"ResultsBroadcastableShape">;

// Algebraic properties, used by folding and canonicalization.
def Commutative : NativeOpTrait<"IsCommutative">;
def Idempotent : NativeOpTrait<"IsIdempotent">;
def Involution : NativeOpTrait<"IsInvolution">;

// The op materializes a constant from its attributes.
def ConstantLike : NativeOpTrait<"ConstantLike">;

// The op's regions do not use values defined outside of it.
def IsolatedFromAbove : NativeOpTrait<"IsIsolatedFromAbove">;

// Type relations checked natively.
def ResultsAreFloatLike : NativeOpTrait<"ResultsAreFloatLike">;
def SameTypeOperands : NativeOpTrait<"SameTypeOperands">;
def SameOperandsShape : NativeOpTrait<"SameOperandsShape">;
def SameOperandsAndResultShape : NativeOpTrait<"SameOperandsAndResultShape">;
def SameOperandsElementType : NativeOpTrait<"SameOperandsElementType">;
def SameOperandsAndResultElementType :
  NativeOpTrait<"SameOperandsAndResultElementType">;

// The op ends a block.
def Terminator : NativeOpTrait<"IsTerminator">;

def MemRefsNormalizable : NativeOpTrait<"MemRefsNormalizable">;

// Elementwise ops and how they extend to containers.
def Elementwise : NativeOpTrait<"Elementwise">;
def Scalarizable : NativeOpTrait<"Scalarizable", [Elementwise]>;
def Vectorizable : NativeOpTrait<"Vectorizable", [Elementwise]>;
def Tensorizable : NativeOpTrait<"Tensorizable", [Elementwise]>;
def ElementwiseMappable : TraitList<[
    Elementwise,
    Scalarizable,
    Vectorizable,
    Tensorizable,
]>;

// Each region has at most one block.
def SingleBlock : NativeOpTrait<"SingleBlock">, StructuralOpTrait;

// Each region has one block, ending in an `op` (a Rust op type path) that
// builders insert when it is missing.
class SingleBlockImplicitTerminatorImpl<string op>
    : ParamNativeOpTrait<"SingleBlockImplicitTerminator", op, [SingleBlock]>,
      StructuralOpTrait;
class SingleBlockImplicitTerminator<string op>
    : TraitList<[SingleBlock, SingleBlockImplicitTerminatorImpl<op>]>;

// The op's blocks need no terminator.
def NoTerminator : NativeOpTrait<"NoTerminator">, StructuralOpTrait;

// The op sits directly inside an `op` (a Rust op type path), or inside one
// of `ops`.
class HasParent<string op>
    : ParamNativeOpTrait<"HasParent", op>, StructuralOpTrait;
class ParentOneOf<list<string> ops>
    : ParamNativeOpTrait<"HasParent", !interleave(ops, ", ")>,
      StructuralOpTrait;

// The result type is the type held by the first attribute.
def FirstAttrDerivedResultType :
  GenInternalOpTrait<"FirstAttrDerivedResultType">;

// The variadic operands (results) all have the same size.
def SameVariadicOperandSize : GenInternalOpTrait<"SameVariadicOperandSize">;
def SameVariadicResultSize : GenInternalOpTrait<"SameVariadicResultSize">;

// The sizes of the operand (result) groups are in the `operandSegmentSizes`
// (`resultSegmentSizes`) dense i32 array.
def AttrSizedOperandSegments :
  NativeOpTrait<"AttrSizedOperandSegments">, StructuralOpTrait;
def AttrSizedResultSegments :
  NativeOpTrait<"AttrSizedResultSegments">, StructuralOpTrait;

// The op's regions have no arguments.
def NoRegionArguments : NativeOpTrait<"NoRegionArguments">, StructuralOpTrait;

//===----------------------------------------------------------------------===//
// Successors and regions
//===----------------------------------------------------------------------===//

// A successor block; `$_self` is a `::ods_runtime::BlockId`.
class Successor<Pred condition, string descr = ""> :
    SuccessorConstraint<condition, descr>;

def AnySuccessor : Successor<?, "any successor">;

// Any number of successors of the given kind.
class VariadicSuccessor<Successor successor>
  : Successor<successor.predicate, successor.summary>;

// A region; `$_self` is a `::ods_runtime::RegionId`.
class Region<Pred condition, string descr = ""> :
    RegionConstraint<condition, descr>;

def AnyRegion : Region<CPred<"true">, "any region">;

// A region with exactly `numBlocks` blocks (at least, at most).
class SizedRegion<int numBlocks> : Region<
  CPred<"::ods_runtime::ods::pred::num_blocks($_ctxt, $_self) == " # numBlocks>,
  "region with " # numBlocks # " blocks"> {
  int blocks = numBlocks;
}

class MinSizedRegion<int numBlocks> : Region<
  CPred<"::ods_runtime::ods::pred::num_blocks($_ctxt, $_self) >= " # numBlocks>,
  "region with at least " # numBlocks # " blocks">;

class MaxSizedRegion<int numBlocks> : Region<
  CPred<"::ods_runtime::ods::pred::num_blocks($_ctxt, $_self) <= " # numBlocks>,
  "region with at most " # numBlocks # " blocks">;

// Any number of regions of the given kind.
class VariadicRegion<Region region>
  : Region<region.predicate, region.summary>;

// Operators of the region and successor lists: `(region AnyRegion:$body)`.
def region;
def successor;

//===----------------------------------------------------------------------===//
// Builders
//===----------------------------------------------------------------------===//

// A custom builder. `p` lists its parameters as `(ins "Type":$name)` (Rust
// types, `CArg` for defaults); `b` is its Rust body, with `ctx` and `state`
// as the generated signature names them. Without a body the builder is
// declared for the user to write.
class OpBuilder<dag p, code b = ""> {
  dag dagParams = p;
  code body = b;
}

class DeprecatedOpBuilder<string reason, dag p, code b = "">
  : OpBuilder<p, b>, CppDeprecated<reason>;

//===----------------------------------------------------------------------===//
// Operands, results and their decorations
//===----------------------------------------------------------------------===//

// Extra information on an operand or result (such as a memory effect).
class OpVariableDecorator;

// A constrained operand, attribute or result, with a description.
class OpVariable<Constraint varConstraint, string desc = "",
                 list<OpVariableDecorator> varDecorators = []> {
  Constraint constraint = varConstraint;
  string summary = desc;
  list<OpVariableDecorator> decorators = varDecorators;
}

// An argument (operand, attribute or property) and a result with extra
// information: `Arg<I32, "the count", [MemRead]>:$n`.
class Arg<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
  : OpVariable<constraint, desc, decorators>;

class Res<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
  : OpVariable<constraint, desc, decorators>;

// A group of ops documented together.
class OpDocGroup {
  string summary;
  string description;
}

//===----------------------------------------------------------------------===//
// Op
//===----------------------------------------------------------------------===//

// An operation `dialect.mnemonic`.
class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  // The Rust module path of the op type.
  string cppNamespace = dialect.cppNamespace;

  // Documentation.
  string summary = "";
  string description = "";
  OpDocGroup opDocGroup = ?;

  // `(ins ...)`: operands, attributes and properties, in order.
  dag arguments = (ins);
  // `(outs ...)`: results.
  dag results = (outs);
  // `(region ...)` and `(successor ...)`.
  dag regions = (region);
  dag successors = (successor);

  // Custom builders; the default ones are skipped when
  // `skipDefaultBuilders` is set.
  list<OpBuilder> builders = ?;
  bit skipDefaultBuilders = 0;

  // The declarative custom syntax; or, with `hasCustomAssemblyFormat`,
  // hand-written `parse` and `print` functions.
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;

  // Hooks written by hand: a verifier, a verifier run after the regions',
  // canonicalization patterns, a canonicalization method and a folder.
  bit hasVerifier = 0;
  bit hasRegionVerifier = 0;
  bit hasCanonicalizer = 0;
  bit hasCanonicalizeMethod = 0;
  bit hasFolder = 0;

  // Whether properties use a hand-written encoding.
  bit useCustomPropertiesEncoding = 0;

  list<Trait> traits = props;

  // Rust items added to the op type's `impl` block, and at module level.
  code extraClassDeclaration = ?;
  code extraClassDefinition = ?;
}

// Mixins giving an op's arguments and results.
class Arguments<dag args> {
  dag arguments = args;
}

class Results<dag rets> {
  dag results = rets;
}

//===----------------------------------------------------------------------===//
// Interface promises
//===----------------------------------------------------------------------===//

// An attribute (type) that implements `interface` or promises to.
class PromisedAttrInterface<AttrInterface interface> : AttrConstraint<
  CPred<"::ods_runtime::ods::pred::attr_has_interface($_ctxt, $_self, \""
        # interface.cppInterfaceName # "\")">,
  "promising or implementing the `" # interface.cppInterfaceName # "` attr interface">;

class HasPromiseOrImplementsTypeInterface<TypeInterface interface> :
  CPred<"::ods_runtime::ods::pred::type_has_interface($_ctxt, $_self, \""
        # interface.cppInterfaceName # "\")">;

class PromisedTypeInterface<TypeInterface interface> : TypeConstraint<
  HasPromiseOrImplementsTypeInterface<interface>,
  "promising or implementing the `" # interface.cppInterfaceName # "` type interface">;

//===----------------------------------------------------------------------===//
// Op-level predicates over named operands, results and attributes
//===----------------------------------------------------------------------===//

// Rust expressions over `$name`: rank, shape, element count and element type
// of its type (the `Option`s are `None` for unranked or non-shaped types).
class Rank<string name> :
    StrFunc<"::ods_runtime::ods::pred::rank_of($_ctxt, $" # name # ")">;
class Shape<string name> :
    StrFunc<"::ods_runtime::ods::pred::shape_of($_ctxt, $" # name # ")">;
class ElementCount<string name> :
    StrFunc<"::ods_runtime::ods::pred::num_elements_of($_ctxt, $" # name # ")">;
class ElementType<string name> :
    StrFunc<"::ods_runtime::ods::pred::element_type_of($_ctxt, $" # name # ")">;

// Some of `values` (Rust `bool` expressions) holds.
class AnyPred<list<string> values> :
  CPred<!if(!empty(values), "false",
            !interleave(!foreach(v, values, "(" # v # ")"), " || "))>;

// All of `values` (Rust expressions) are equal.
class AllMatchPred<list<string> values> :
  CPred<!if(!lt(!size(values), 2), "true",
            !interleave(!foreach(i, !range(1, !size(values)),
                                 "(" # values[0] # ") == (" # values[i] # ")"),
                        " && "))>;

class AllMatch<list<string> values, string summary> :
    PredOpTrait<summary, AllMatchPred<values>>;

// `operator` (over `$_self`) gives equal results for each of `names`.
class AllMatchSameOperatorPred<list<string> names, string operator> :
    AllMatchPred<!foreach(n, names, !subst("$_self", "$" # n, operator))>;

class AllMatchSameOperatorTrait<list<string> names, string operator,
                                string summary> :
    PredOpTrait<
        "all of {" # !interleave(names, ", ") # "} have same " # summary,
        AllMatchSameOperatorPred<names, operator>> {
  list<string> values = names;
}

// `operator` (a `bool` expression over `$_self`) holds for one of `names`.
class AnyMatchOperatorPred<list<string> names, string operator> :
    AnyPred<!foreach(n, names, !subst("$_self", "$" # n, operator))>;

class AnyMatchOperatorTrait<list<string> names, string operator,
                            string summary> :
    PredOpTrait<
        "any of {" # !interleave(names, ", ") # "} has " # summary,
        AnyMatchOperatorPred<names, operator>> {
  list<string> values = names;
}

class AllElementCountsMatch<list<string> names> :
    AllMatchSameOperatorTrait<names, ElementCount<"_self">.result,
                              "element count">;

class AllElementTypesMatch<list<string> names> :
    AllMatchSameOperatorTrait<names, ElementType<"_self">.result,
                              "element type">;

class AllRanksMatch<list<string> names> :
    AllMatchSameOperatorTrait<names, Rank<"_self">.result, "rank">;

class AllShapesMatch<list<string> names> :
    AllMatchSameOperatorTrait<names, Shape<"_self">.result, "shape">;

class AllTypesMatch<list<string> names> :
    AllMatchSameOperatorTrait<names,
        "::ods_runtime::ods::pred::type_of($_ctxt, $_self)", "type">;

class AllTypeIDsMatch<list<string> names> :
    AllMatchSameOperatorTrait<names,
        "::ods_runtime::ods::pred::type_id_of($_ctxt, $_self)", "type IDs">;

// The shaped type of `shapedArg` has as many elements as `elementsArg` (a
// variadic operand) has values, all of its element type.
class ShapedTypeMatchesElementCountAndTypes<string shapedArg,
                                            string elementsArg> :
    PredOpTrait<"shaped type '" # shapedArg # "' matches '" # elementsArg # "' "
                "element count and types",
      And<[CPred<ElementCount<shapedArg>.result # " == ::core::option::Option::Some("
                 "::ods_runtime::ods::pred::type_of($_ctxt, $" # elementsArg # ").len() as i64)">,
           CPred<"::ods_runtime::ods::pred::type_of($_ctxt, $" # elementsArg # ")"
                 ".iter().all(|&__t| __t == " # ElementType<shapedArg>.result # ")">]>> {
  string shaped = shapedArg;
  string elements = elementsArg;
  // Not in MLIR, whose generators hold this C++: the types of `elements`
  // (a `Vec`) from `$_self`, the type of `shaped`, for formats that print
  // only one of them.
  string elementTypes = "::ods_runtime::ods::pred::shaped_element_types($_ctxt, $_self)";
}

// The type of `rhsArg` is `transform` applied to the type of `lhsArg`:
// `transform` is a Rust expression over `$_self` (that type, a
// `::ods_runtime::Type`; a `Vec` of them for a variadic `lhsArg`) and
// `$_ctxt: &Context`. `comparator` is a Rust function taking the
// transformed value and the type of `rhsArg`.
class TypesMatchWith<string summary, string lhsArg, string rhsArg,
                     string transform,
                     string comparator = "::ods_runtime::ods::pred::equal">
  : PredOpTrait<summary, CPred<
      comparator # "(" #
      !subst("$_self", "::ods_runtime::ods::pred::type_of($_ctxt, $" # lhsArg # ")",
             transform) #
      ", ::ods_runtime::ods::pred::type_of($_ctxt, $" # rhsArg # "))">> {
  string lhs = lhsArg;
  string rhs = rhsArg;
  string transformer = transform;
}

// As `TypesMatchWith`, holding when either `lhsArg` or `rhsArg` (optional
// operands or results) is absent.
class OptionalTypesMatchWith<string summary, string lhsArg, string rhsArg,
                             string transform,
                             string comparator = "::ods_runtime::ods::pred::equal">
  : TypesMatchWith<summary, lhsArg, rhsArg, transform, comparator> {
  let predicate = CPred<
    "::ods_runtime::ods::pred::optional_type_of($_ctxt, $" # lhsArg # ")"
    ".zip(::ods_runtime::ods::pred::optional_type_of($_ctxt, $" # rhsArg # "))"
    ".is_none_or(|(__lhs_type, __rhs_type)| " # comparator # "("
    # !subst("$_self", "__lhs_type", transform) # ", __rhs_type))">;
}

// As `TypesMatchWith` for variadic operands or results: `$_self` is the
// `Vec` of types of `lhsArg`, and `transform` gives a `Vec` of types.
class RangedTypesMatchWith<string summary, string lhsArg, string rhsArg,
                           string transform>
  : TypesMatchWith<summary, lhsArg, rhsArg, transform,
                   "::ods_runtime::ods::pred::equal">;

// The types of `inputArgs` satisfy `allowedTypes`, one for one.
class InputMatchesTypes<list<string> inputArgs, list<Type> allowedTypes> :
    PredOpTrait<"operands {" # !interleave(inputArgs, ", ") # "} match expected types",
                !foldl(TruePred, !range(!size(inputArgs)), acc, i,
                       And<[acc,
                            SubstLeaves<"$_self",
                                        "::ods_runtime::ods::pred::type_of($_ctxt, $"
                                          # inputArgs[i] # ")",
                                        allowedTypes[i].predicate>]>)> {
  assert !eq(!size(inputArgs), !size(allowedTypes)),
         "inputArgs and allowedTypes lists must have the same length";
  list<string> inputArgList = inputArgs;
  list<Type> allowedTypeList = allowedTypes;
}

// The types of `inputArgs` satisfy one of `allowedCombinations`.
class InputAddressIsCombinationOf<list<string> inputArgs,
                                  list<list<Type>> allowedCombinations,
                                  string description = ""> :
    PredOpTrait<!if(!empty(description),
                    "operands {" # !interleave(inputArgs, ", ")
                      # "} match one of the allowed type combinations",
                    description),
                Or<!foreach(combination, allowedCombinations,
                            !foldl(TruePred, !range(!size(inputArgs)), acc, i,
                                   And<[acc,
                                        SubstLeaves<"$_self",
                                          "::ods_runtime::ods::pred::type_of($_ctxt, $"
                                            # inputArgs[i] # ")",
                                          combination[i].predicate>]>))>> {
  assert !gt(!size(allowedCombinations), 0),
         "allowedCombinations must not be empty";
  assert !foldl(1, allowedCombinations, acc, c,
                !and(acc, !eq(!size(inputArgs), !size(c)))),
         "each combination in allowedCombinations must have the same length as inputArgs";
  list<string> inputArgList = inputArgs;
  list<list<Type>> allowedCombinationList = allowedCombinations;
}

// Operand `idx` is a shaped type whose element type satisfies `type`.
class TCopVTEtIs<int idx, Type type> : And<[
   CPred<"::ods_runtime::ods::pred::num_operands($_ctxt, $_op) > " # idx>,
   SubstLeaves<"$_self",
               "::ods_runtime::ods::pred::operand_type($_ctxt, $_op, " # idx # ")",
               IsShapedTypePred>,
   SubstLeaves<"$_self",
               "::ods_runtime::ods::pred::element_type_or_self($_ctxt, "
               "::ods_runtime::ods::pred::operand_type($_ctxt, $_op, " # idx # "))",
               type.predicate>]>;

// The type of `name` satisfies `type`.
class TypeIsPred<string name, Type type> :
   SubstLeaves<"$_self", "::ods_runtime::ods::pred::type_of($_ctxt, $" # name # ")",
               type.predicate>;

class TypeIs<string name, Type type> : PredOpTrait<
  "'" # name # "' is " # type.summary, TypeIsPred<name, type>>;

// The type of `name` is shaped and its element type satisfies `type`.
class ElementTypeIsPred<string name, Type type> : And<[
   SubstLeaves<"$_self", "::ods_runtime::ods::pred::type_of($_ctxt, $" # name # ")",
               IsShapedTypePred>,
   SubstLeaves<"$_self", ElementType<name>.result, type.predicate>]>;

class ElementTypeIs<string name, Type type> : PredOpTrait<
  "'" # name # "' is " # type.summary, ElementTypeIsPred<name, type>>;

// Operands `i` and `j` are shaped types with the same element type.
class TCopVTEtIsSameAs<int i, int j> : And<[
    CPred<"::ods_runtime::ods::pred::num_operands($_ctxt, $_op) > "
          # !if(!gt(i, j), i, j)>,
    SubstLeaves<"$_self", "::ods_runtime::ods::pred::operand_type($_ctxt, $_op, " # i # ")",
                IsShapedTypePred>,
    SubstLeaves<"$_self", "::ods_runtime::ods::pred::operand_type($_ctxt, $_op, " # j # ")",
                IsShapedTypePred>,
    CPred<"::ods_runtime::ods::pred::element_type_or_self($_ctxt, "
          "::ods_runtime::ods::pred::operand_type($_ctxt, $_op, " # i # ")) == "
          "::ods_runtime::ods::pred::element_type_or_self($_ctxt, "
          "::ods_runtime::ods::pred::operand_type($_ctxt, $_op, " # j # "))">]>;

// Result `i` and operand `j` exist and are shaped types.
class TCOpResIsShapedTypePred<int i, int j> : And<[
    CPred<"::ods_runtime::ods::pred::num_results($_ctxt, $_op) > " # i>,
    CPred<"::ods_runtime::ods::pred::num_operands($_ctxt, $_op) > " # j>,
    SubstLeaves<"$_self", "::ods_runtime::ods::pred::result_type($_ctxt, $_op, " # i # ")",
                IsShapedTypePred>,
    SubstLeaves<"$_self", "::ods_runtime::ods::pred::operand_type($_ctxt, $_op, " # j # ")",
                IsShapedTypePred>]>;

// Result `i` has the type of operand `j`.
class TCresIsSameAsOpBase<int i, int j> :
    CPred<"::ods_runtime::ods::pred::result_type($_ctxt, $_op, " # i # ") == "
          "::ods_runtime::ods::pred::operand_type($_ctxt, $_op, " # j # ")">;

// Result `i` has the element type of operand `j`.
class TCresVTEtIsSameAsOpBase<int i, int j> :
    CPred<"::ods_runtime::ods::pred::element_type_or_self($_ctxt, "
          "::ods_runtime::ods::pred::result_type($_ctxt, $_op, " # i # ")) == "
          "::ods_runtime::ods::pred::element_type_or_self($_ctxt, "
          "::ods_runtime::ods::pred::operand_type($_ctxt, $_op, " # j # "))">;

class TCresVTEtIsSameAsOp<int i, int j> : And<[
    TCOpResIsShapedTypePred<i, j>,
    TCresVTEtIsSameAsOpBase<i, j>]>;

// Operand `opId` broadcasts to result `resId`.
class TCOpIsBroadcastableToRes<int opId, int resId> : And<[
    TCOpResIsShapedTypePred<opId, resId>,
    CPred<"::ods_runtime::ods::pred::is_broadcastable_to($_ctxt, "
          "::ods_runtime::ods::pred::operand_type($_ctxt, $_op, " # opId # "), "
          "::ods_runtime::ods::pred::result_type($_ctxt, $_op, " # resId # "))">]>;

// The operands at `indices` have the same element type.
class TCopVTEtAreSameAt<list<int> indices> : CPred<
  "::ods_runtime::ods::pred::same_operand_element_types($_ctxt, $_op, &["
  # !interleave(indices, ", ") # "])">;

#endif // OP_BASE
