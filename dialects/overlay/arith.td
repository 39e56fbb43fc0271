// The Rust overlay of MLIR's Arith dialect (mlir/Dialect/Arith/IR/ArithOps.td,
// read where LLVM installs it): each piece of its C++ gets its Rust here,
// named by def and field. The dialect's hooks are Rust in src/arith/hooks.rs.

include "mlir/Dialect/Arith/IR/ArithOps.td"
include "ods/RustOverlay.td"

// --- Type relations -----------------------------------------------------

// `SameInputOutputTensorDims`: the casts' operand and result have the same
// tensor shape (an empty one for anything but a tensor), as the prelude's
// `AllMatchSameOperatorPred` composes it for `$in` and `$out`.
def : RustIdiom<
  "((::llvm::isa<::mlir::TensorType>($in.getType()) ? ::llvm::cast<::mlir::TensorType>($in.getType()).getShape() : ::llvm::ArrayRef<int64_t>{})) == ((::llvm::isa<::mlir::TensorType>($out.getType()) ? ::llvm::cast<::mlir::TensorType>($out.getType()).getShape() : ::llvm::ArrayRef<int64_t>{}))",
  [{
  crate::arith::hooks::tensor_dims_of($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $in))
      == crate::arith::hooks::tensor_dims_of($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $out))
}]>;

// `getI1SameShape`: `i1`, or a vector or tensor of `i1` of the type's shape.
def : RustIdiom<"::getI1SameShape($_self)", [{
  crate::arith::hooks::i1_same_shape($_ctxt, $_self)
}]>;
// The comparisons' `TypesMatchWith` as the prelude composes it with the
// transformer: the verifier reads the context, so it compares shapes.
def : RustIdiom<
  "::ods_runtime::ods::pred::equal(::getI1SameShape(::ods_runtime::ods::pred::type_of($_ctxt, $lhs)), ::ods_runtime::ods::pred::type_of($_ctxt, $result))",
  [{
  crate::arith::hooks::is_i1_same_shape(
      $_ctxt,
      ::ods_runtime::ods::pred::type_of($_ctxt, $lhs),
      ::ods_runtime::ods::pred::type_of($_ctxt, $result),
  )
}]>;

// --- Ops ------------------------------------------------------------------

// `isBuildableWith` and `materialize` are associated functions in
// src/arith/hooks.rs.
def : RustFor<"Arith_ConstantOp.extraClassDeclaration", "">;
// `getShapeForUnroll` (VectorUnrollOpInterface) is a hook of its own.
def : RustFor<"Arith_AddUIExtendedOp.extraClassDeclaration", "">;
def : RustFor<"Arith_MulSIExtendedOp.extraClassDeclaration", "">;
def : RustFor<"Arith_MulUIExtendedOp.extraClassDeclaration", "">;
// `getSpeculatability` (ConditionallySpeculatable), as ArithOps.cpp has it.
def : RustFor<"Arith_CeilDivSIOp.extraClassDeclaration", [{
  /// Interface method for ConditionallySpeculatable: speculatable for a
  /// constant divisor other than 0 and -1.
  pub fn get_speculatability(self, ctx: &::ods_runtime::Context)
      -> ::ods_runtime::interfaces::speculation::Speculatability {
      crate::arith::hooks::division_speculatability(ctx, self.rhs(ctx), true)
  }
}]>;
def : RustFor<"Arith_CeilDivUIOp.extraClassDeclaration", [{
  /// Interface method for ConditionallySpeculatable: speculatable for a
  /// constant divisor other than 0.
  pub fn get_speculatability(self, ctx: &::ods_runtime::Context)
      -> ::ods_runtime::interfaces::speculation::Speculatability {
      crate::arith::hooks::division_speculatability(ctx, self.rhs(ctx), false)
  }
}]>;
def : RustFor<"Arith_DivSIOp.extraClassDeclaration", [{
  /// Interface method for ConditionallySpeculatable: speculatable for a
  /// constant divisor other than 0 and -1.
  pub fn get_speculatability(self, ctx: &::ods_runtime::Context)
      -> ::ods_runtime::interfaces::speculation::Speculatability {
      crate::arith::hooks::division_speculatability(ctx, self.rhs(ctx), true)
  }
}]>;
def : RustFor<"Arith_DivUIOp.extraClassDeclaration", [{
  /// Interface method for ConditionallySpeculatable: speculatable for a
  /// constant divisor other than 0.
  pub fn get_speculatability(self, ctx: &::ods_runtime::Context)
      -> ::ods_runtime::interfaces::speculation::Speculatability {
      crate::arith::hooks::division_speculatability(ctx, self.rhs(ctx), false)
  }
}]>;

// The sum of `lhs` and `rhs` and its overflow bit, shaped as `lhs`.
def : RustFor<"Arith_AddUIExtendedOp.builders.0.body", [{
  let sum = $_builder.value_type(lhs);
  let overflow = crate::arith::hooks::i1_same_shape($_builder, sum);
  Self::build($_builder, $_state, sum, overflow, lhs, rhs);
}]>;

// `in` truncated to the float type `out`, with no rounding mode.
def : RustFor<"Arith_TruncFOp.builders.0.body", [{
  $_state.operands.push(r#in);
  $_state.result_types.push(out);
}]>;

// --- Interfaces -------------------------------------------------------------

def : RustFor<"ArithFastMathInterface.getFastMathFlagsAttr.returnType",
  "::core::option::Option<::ods_runtime::Attribute>">;
def : RustFor<"ArithFastMathInterface.getFastMathFlagsAttr.defaultBody", [{
  ::ods_runtime::ods::op::get_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "fastmath")
}]>;
def : RustFor<"ArithFastMathInterface.getFastMathAttrName.defaultBody", [{
  let _ = ctx;
  "fastmath".to_string()
}]>;

def : RustFor<"ArithIntegerOverflowFlagsInterface.getOverflowAttr.returnType",
  "::core::option::Option<::ods_runtime::Attribute>">;
def : RustFor<"ArithIntegerOverflowFlagsInterface.getOverflowAttr.defaultBody", [{
  ::ods_runtime::ods::op::get_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "overflowFlags")
}]>;
def : RustFor<"ArithIntegerOverflowFlagsInterface.hasNoUnsignedWrap.returnType", "bool">;
def : RustFor<"ArithIntegerOverflowFlagsInterface.hasNoUnsignedWrap.defaultBody", [{
  crate::arith::hooks::overflow_flags(ctx, ::ods_runtime::ods::op::Op::id(self)).nuw
}]>;
def : RustFor<"ArithIntegerOverflowFlagsInterface.hasNoSignedWrap.returnType", "bool">;
def : RustFor<"ArithIntegerOverflowFlagsInterface.hasNoSignedWrap.defaultBody", [{
  crate::arith::hooks::overflow_flags(ctx, ::ods_runtime::ods::op::Op::id(self)).nsw
}]>;
def : RustFor<"ArithIntegerOverflowFlagsInterface.getIntegerOverflowAttrName.defaultBody", [{
  let _ = ctx;
  "overflowFlags".to_string()
}]>;

def : RustFor<"ArithRoundingModeInterface.getRoundingModeAttr.returnType",
  "::core::option::Option<::ods_runtime::Attribute>">;
def : RustFor<"ArithRoundingModeInterface.getRoundingModeAttr.defaultBody", [{
  ::ods_runtime::ods::op::get_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "roundingmode")
}]>;
def : RustFor<"ArithRoundingModeInterface.getRoundingModeAttrName.defaultBody", [{
  let _ = ctx;
  "roundingmode".to_string()
}]>;
