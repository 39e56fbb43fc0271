// The Rust overlay of MLIR's Math dialect (mlir/Dialect/Math/IR/MathOps.td,
// read where LLVM installs it): each piece of its C++ gets its Rust here,
// named by def and field. The dialect's hooks are Rust in src/math/.

include "mlir/Dialect/Math/IR/MathOps.td"
include "ods/RustOverlay.td"
include "ods/RustExtern.td"

// `arith`'s definitions (`#arith.fastmath`, `ArithFastMathInterface`) are
// the `arith` module's.
def : RustExternNamespace<"::mlir::arith", "crate::arith::mlir::arith">;

// `getI1SameShape`: `i1`, or a vector or tensor of `i1` of the type's shape.
def : RustIdiom<"::getI1SameShape($_self)", [{
  crate::math::hooks::i1_same_shape($_ctxt, $_self)
}]>;
// The classification ops' `TypesMatchWith` as the prelude composes it with
// the transformer: the verifier only reads the context, so it compares
// shapes instead of building the type.
def : RustIdiom<
  "::ods_runtime::ods::pred::equal(::getI1SameShape(::ods_runtime::ods::pred::type_of($_ctxt, $operand)), ::ods_runtime::ods::pred::type_of($_ctxt, $result))",
  [{
  crate::math::hooks::is_i1_same_shape(
      $_ctxt,
      ::ods_runtime::ods::pred::type_of($_ctxt, $operand),
      ::ods_runtime::ods::pred::type_of($_ctxt, $result),
  )
}]>;

// `getShapeForUnroll` (VectorUnrollOpInterface) is a hook of its own.
def : RustFor<"Math_SincosOp.extraClassDeclaration", "">;
