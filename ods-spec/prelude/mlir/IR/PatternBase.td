//===-- PatternBase.td - declarative rewrite rules (DRR) ------------------===//
//
// Part of ods-rs. Written for ods-rs from MLIR's "Table-driven Declarative
// Rewrite Rule" manual; class and field names follow MLIR 22.
//
// Code strings are Rust against `ods-runtime`:
//   NativeCodeCall      `$_builder`: the `&mut PatternRewriter`; `$_loc`: the
//                       location of the ops built (an `Attribute`); `$0`..:
//                       the arguments, bound values (`Value`) or attributes
//                       (`Attribute`); `$N...`: the arguments from N on
//   Constraint          `$0`..: the bound symbols it applies to; `$_self`:
//                       for a type constraint, the value's `Type`, for an
//                       attribute constraint, the `Attribute`; `$_ctxt`:
//                       `&Context`
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_PATTERNBASE
#define MLIR_IR_PATTERNBASE

include "mlir/IR/Constraints.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/OpBase.td"

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

// The benefit a pattern adds to the number of ops it matches.
def addBenefit;

// A rewrite rule: `source` (an op DAG) is matched and replaced by the
// values of `results`, the last ones replacing the matched root op's
// results and the others building auxiliary ops, when every constraint of
// `preds` holds.
class Pattern<dag source, list<dag> results, list<dag> preds = [],
              list<dag> supplemental_results = [],
              dag benefitAdded = (addBenefit 0)> {
  dag sourcePattern = source;
  list<dag> resultPatterns = results;
  list<dag> constraints = preds;
  list<dag> supplementalPatterns = supplemental_results;
  dag benefitDelta = benefitAdded;
}

// A pattern with one result DAG.
class Pat<dag pattern, dag result, list<dag> preds = [],
          list<dag> supplemental_results = [],
          dag benefitAdded = (addBenefit 0)>
    : Pattern<pattern, [result], preds, supplemental_results, benefitAdded>;

//===----------------------------------------------------------------------===//
// Result-side helpers
//===----------------------------------------------------------------------===//

// Rust code that makes a value, an attribute or (with `returns` other than
// 1) several values or none.
class NativeCodeCall<string expr, int returns = 1> {
  string expression = expr;
  int numReturns = returns;
}

// Native code run for its effect only.
class NativeCodeCallVoid<string expr> : NativeCodeCall<expr, 0>;

// `(replaceWithValue $v)`: the matched op's result is `$v`.
def replaceWithValue;

// `(location $a, ...)` in a result op: where the op is (a bound op's
// location, a string for a name, or several for a fused location).
def location;

// `(returnType ...)` in a result op: its result types.
def returnType;

// `(either $a, $b)` in a source op: the operands in either order.
def either;

// `(variadic $a, $b)` in a source op: a variadic operand's values.
def variadic;

// `ConstantAttr` and `ConstantStrAttr` are in CommonAttrConstraints.td.

#endif // MLIR_IR_PATTERNBASE
