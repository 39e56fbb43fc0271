//===-- Constraints.td - predicates and constraints -----------------------===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
// Predicates are trees: leaves (`CPred`) hold a Rust `bool` expression and
// inner nodes combine them. The code generator folds a tree into one Rust
// expression, substituting placeholders such as `$_self` (the entity under
// test) and `$_ctxt` (the `&::ods_runtime::Context`).
//
// Constraints pair a predicate with a one-line summary; the summary is what
// verifier errors print ("... must be 32-bit signless integer, but got ...").
//
//===----------------------------------------------------------------------===//

#ifndef CONSTRAINTS
#define CONSTRAINTS

include "mlir/IR/Utils.td"

//===----------------------------------------------------------------------===//
// Predicates
//===----------------------------------------------------------------------===//

// Any predicate.
class Pred;

// A leaf: a Rust `bool` expression. It is kept parenthesized so that it can
// be combined with `&&`, `||` and `!` without changing its meaning.
class CPred<code pred> : Pred {
  code predExpr = "(" # pred # ")";
}

// How a combined predicate joins its children.
class PredCombinerKind;
def PredCombinerAnd : PredCombinerKind;
def PredCombinerOr : PredCombinerKind;
def PredCombinerNot : PredCombinerKind;
def PredCombinerSubstLeaves : PredCombinerKind;
def PredCombinerConcat : PredCombinerKind;

// A predicate built from others.
class CombinedPred<PredCombinerKind k, list<Pred> c> : Pred {
  PredCombinerKind kind = k;
  list<Pred> children = c;
}

// All children hold (true when there are none).
class And<list<Pred> children> : CombinedPred<PredCombinerAnd, children>;

// Some child holds (false when there are none).
class Or<list<Pred> children> : CombinedPred<PredCombinerOr, children>;

// The child does not hold.
class Neg<Pred child> : CombinedPred<PredCombinerNot, [child]>;

// The predicate that always holds, and the one that never does.
defvar TruePred = And<[]>;
defvar False = Or<[]>;

// `child` with every occurrence of `pat` in its leaves replaced by `repl`.
// Substitutions apply from the innermost one outwards, and a replacement may
// itself contain the pattern (typically `$_self`), which an enclosing
// substitution or the final placeholder expansion then replaces.
class SubstLeaves<string pat, string repl, Pred child>
    : CombinedPred<PredCombinerSubstLeaves, [child]> {
  string pattern = pat;
  string replacement = repl;
}

// `pre`, then the folded `child`, then `suf`, as one expression.
class Concat<string pre, Pred child, string suf>
    : CombinedPred<PredCombinerConcat, [child]> {
  string prefix = pre;
  string suffix = suf;
}

//===----------------------------------------------------------------------===//
// Constraints
//===----------------------------------------------------------------------===//

// A predicate with its description.
class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  string summary = desc;
}

// Common base of type and attribute constraints. A non-empty
// `cppFunctionName` asks for the check to be emitted as a standalone Rust
// function of that name.
class AttrTypeConstraint<Pred pred, string summary = "",
                         string cppFunctionNameParam = "">
    : Constraint<pred, summary> {
  string cppFunctionName = cppFunctionNameParam;
}

// A constraint on a type: `$_self` is a `::ods_runtime::Type`. `cppType` is
// the Rust type a value of that type is handled as.
class TypeConstraint<Pred predicate, string summary = "",
                     string cppTypeParam = "::ods_runtime::Type",
                     string cppFunctionNameParam = "">
    : AttrTypeConstraint<predicate, summary, cppFunctionNameParam> {
  string cppType = cppTypeParam;
}

// A constraint on an attribute: `$_self` is a `::ods_runtime::Attribute`.
class AttrConstraint<Pred predicate, string summary = "",
                     string cppFunctionNameParam = "">
    : AttrTypeConstraint<predicate, summary, cppFunctionNameParam>;

// A constraint on a property: `$_self` is a value of `interfaceType`.
class PropConstraint<Pred predicate, string summary = "",
                     string interfaceTypeParam = "">
    : Constraint<predicate, summary> {
  code interfaceType = interfaceTypeParam;
}

// A constraint on a region: `$_self` is a `::ods_runtime::RegionId`.
class RegionConstraint<Pred predicate, string summary = ""> :
    Constraint<predicate, summary>;

// A constraint on a successor: `$_self` is a `::ods_runtime::BlockId`.
class SuccessorConstraint<Pred predicate, string summary = ""> :
    Constraint<predicate, summary>;

#endif // CONSTRAINTS
