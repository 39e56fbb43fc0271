// The Rust overlay of MLIR's Tensor dialect (mlir/Dialect/Tensor/IR/TensorOps.td,
// read where LLVM installs it): each piece of its C++ gets its Rust here,
// named by def and field. The dialect's hooks are Rust in src/tensor/.

include "mlir/Dialect/Tensor/IR/TensorOps.td"
include "ods/RustOverlay.td"
include "ods/RustExtern.td"

// `arith` and `complex` are loaded with `tensor` (for their constants);
// `affine`, which MLIR also loads, is not generated yet: loading it loads
// those two.
def : RustFor<"Tensor_Dialect.dependentDialects.affine::AffineDialect",
              [{ crate::tensor::hooks::TensorDependencies }]>;
def : RustFor<"Tensor_Dialect.dependentDialects.arith::ArithDialect",
              [{ crate::tensor::hooks::TensorDependencies }]>;
def : RustFor<"Tensor_Dialect.dependentDialects.complex::ComplexDialect",
              [{ crate::tensor::hooks::TensorDependencies }]>;

// --- Types of builder parameters ------------------------------------------
// MLIR's `OpFoldResult` (a constant attribute or a value) is the
// runtime's `FoldResult`.
def : RustIdiom<"ArrayRef<OpFoldResult>", [{ &[::ods_runtime::registry::FoldResult] }]>;
def : RustIdiom<"ArrayRef<NamedAttribute>", [{
  &[(::ods_runtime::Symbol, ::ods_runtime::Attribute)]
}]>;
def : RustIdiom<"RankedTensorType", [{ ::ods_runtime::Type }]>;
def : RustIdiom<"TensorType", [{ ::ods_runtime::Type }]>;
// MLIR's `Range`: an offset, a size and a stride.
def : RustIdiom<"ArrayRef<Range>", [{ &[crate::tensor::Range] }]>;
// A reassociation groups the dimensions of the collapsed side: one list of
// dimensions (MLIR's `ReassociationIndices`) or of `d<i>` expressions
// (`ReassociationExprs`) per dimension of the other side.
def : RustIdiom<"ArrayRef<ReassociationIndices>", [{ &[::std::vec::Vec<i64>] }]>;
def : RustIdiom<"ArrayRef<ReassociationExprs>", [{ &[::std::vec::Vec<::ods_runtime::AffineExpr>] }]>;
// `tensor.generate`'s body builder: given the block's index arguments.
def : RustIdiom<"function_ref<void(OpBuilder &, Location, ValueRange)>", [{
  crate::tensor::BodyBuilder<'_>
}]>;
// An absent encoding (C++'s null `Attribute{}`) is `None`.
def : RustFor<"Tensor_EmptyOp.builders.0.encoding.type", [{ ::std::option::Option<::ods_runtime::Attribute> }]>;
def : RustFor<"Tensor_EmptyOp.builders.1.encoding.type", [{ ::std::option::Option<::ods_runtime::Attribute> }]>;
def : RustFor<"Tensor_EmptyOp.builders.2.encoding.type", [{ ::std::option::Option<::ods_runtime::Attribute> }]>;
def : RustFor<"Tensor_EmptyOp.builders.0.encoding.default", [{ None }]>;
def : RustFor<"Tensor_EmptyOp.builders.1.encoding.default", [{ None }]>;
def : RustFor<"Tensor_EmptyOp.builders.2.encoding.default", [{ None }]>;
def : RustFor<"Tensor_SplatOp.builders.0.dynamicSizes.default", [{ ::std::vec::Vec::new() }]>;
def : RustFor<"Tensor_SplatOp.builders.1.dynamicSizes.default", [{ ::std::vec::Vec::new() }]>;
// No extra attributes, by default.
def : RustFor<"Tensor_CollapseShapeOp.builders.0.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_CollapseShapeOp.builders.1.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_CollapseShapeOp.builders.2.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_CollapseShapeOp.builders.3.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_ExtractSliceOp.builders.0.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_ExtractSliceOp.builders.1.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_ExtractSliceOp.builders.2.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_ExtractSliceOp.builders.3.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_ExtractSliceOp.builders.4.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_ExtractSliceOp.builders.5.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_InsertSliceOp.builders.0.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_InsertSliceOp.builders.1.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_InsertSliceOp.builders.2.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_InsertSliceOp.builders.3.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_PadOp.builders.0.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_PadOp.builders.1.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_PadOp.builders.2.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_PadOp.builders.3.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_ParallelInsertSliceOp.builders.0.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_ParallelInsertSliceOp.builders.1.attrs.default", [{ &[] }]>;
def : RustFor<"Tensor_ParallelInsertSliceOp.builders.2.attrs.default", [{ &[] }]>;

// --- Type relations -------------------------------------------------------
// `tensor.extract`'s result, `tensor.insert`'s scalar and `tensor.splat`'s
// input are of the tensor's element type; `tensor.from_elements` takes one
// element per element of its static result.
def : RustIdiom<"::llvm::cast<TensorType>($_self).getElementType()", [{
  ::ods_runtime::ods::pred::element_type_or_self($_ctxt, $_self)
}]>;
def : RustIdiom<"SmallVector<Type, 2>(::llvm::cast<RankedTensorType>($_self).getNumElements(), ::llvm::cast<RankedTensorType>($_self).getElementType())", [{
  crate::tensor::hooks::element_types($_ctxt, $_self)
}]>;
def : RustIdiom<"(::ods_runtime::ods::pred::equal(::llvm::cast<TensorType>(::ods_runtime::ods::pred::type_of($_ctxt, $tensor)).getElementType(), ::ods_runtime::ods::pred::type_of($_ctxt, $result)))", [{
  ::ods_runtime::ods::pred::element_type_of($_ctxt, $tensor)
      == ::ods_runtime::ods::pred::type_of($_ctxt, $result)
}]>;
def : RustIdiom<"(::ods_runtime::ods::pred::equal(::llvm::cast<TensorType>(::ods_runtime::ods::pred::type_of($_ctxt, $dest)).getElementType(), ::ods_runtime::ods::pred::type_of($_ctxt, $scalar)))", [{
  ::ods_runtime::ods::pred::element_type_of($_ctxt, $dest)
      == ::ods_runtime::ods::pred::type_of($_ctxt, $scalar)
}]>;
def : RustIdiom<"(::ods_runtime::ods::pred::equal(::llvm::cast<TensorType>(::ods_runtime::ods::pred::type_of($_ctxt, $aggregate)).getElementType(), ::ods_runtime::ods::pred::type_of($_ctxt, $input)))", [{
  ::ods_runtime::ods::pred::element_type_of($_ctxt, $aggregate)
      == ::ods_runtime::ods::pred::type_of($_ctxt, $input)
}]>;
def : RustIdiom<"(::ods_runtime::ods::pred::equal(SmallVector<Type, 2>(::llvm::cast<RankedTensorType>(::ods_runtime::ods::pred::type_of($_ctxt, $result)).getNumElements(), ::llvm::cast<RankedTensorType>(::ods_runtime::ods::pred::type_of($_ctxt, $result)).getElementType()), ::ods_runtime::ods::pred::type_of($_ctxt, $elements)))", [{
  crate::tensor::hooks::element_types($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $result))
      == ::ods_runtime::ods::pred::type_of($_ctxt, $elements)
}]>;

// --- Builders -------------------------------------------------------------
def : RustFor<"Tensor_ReshapeOp.builders.0.body", [{
  Self::build($_builder, $_state, result_type, operand, shape);
}]>;
def : RustFor<"Tensor_YieldOp.builders.0.body", "">;
// The reassociations given as `d<i>` expressions.
def : RustFor<"Tensor_ExpandShapeOp.builders.2.body", [{
  let indices = crate::reassociation::reassociation_indices(reassociation);
  Self::build_reassociation_i64($_builder, $_state, result_type, src, &indices);
}]>;
def : RustFor<"Tensor_ExpandShapeOp.builders.3.body", [{
  let indices = crate::reassociation::reassociation_indices(reassociation);
  Self::build_output_shape_reassociation_i64($_builder, $_state, result_type, src, &indices, output_shape);
}]>;
def : RustFor<"Tensor_CollapseShapeOp.builders.1.body", [{
  let indices = crate::reassociation::reassociation_indices(reassociation);
  Self::build_reassociation_i64($_builder, $_state, src, &indices, Some(attrs));
}]>;
def : RustFor<"Tensor_CollapseShapeOp.builders.2.body", [{
  let attr = crate::reassociation::reassociation_attr($_builder, reassociation);
  Self::build($_builder, $_state, result_type, src, attr);
  $_state.attributes.extend_from_slice(attrs);
}]>;
def : RustFor<"Tensor_CollapseShapeOp.builders.3.body", [{
  let indices = crate::reassociation::reassociation_indices(reassociation);
  Self::build_result_type_reassociation_i64($_builder, $_state, result_type, src, &indices, Some(attrs));
}]>;

// --- The C++ declarations of the ops' classes: their Rust accessors --------
def : RustFor<"Tensor_ConcatOp.extraClassDeclaration", "">;
def : RustFor<"Tensor_DimOp.extraClassDeclaration", [{
  /// The index as an integer, if it is a constant.
  pub fn constant_index(self, ctx: &Context) -> Option<i64> {
      crate::offset_size_stride::constant_index(ctx, self.index(ctx))
  }
  /// The tensor whose dimension this is (`ShapedDimOpInterface`).
  pub fn shaped_value(self, ctx: &Context) -> Value { self.source(ctx) }
  /// The dimension asked for (`ShapedDimOpInterface`).
  pub fn dimension(self, ctx: &Context) -> Value { self.index(ctx) }
  /// Interface method for ConditionallySpeculatable: speculatable for a
  /// ranked source and a constant index.
  pub fn get_speculatability(self, ctx: &Context)
      -> ::ods_runtime::interfaces::speculation::Speculatability {
      crate::tensor::hooks::dim_speculatability(ctx, self)
  }
}]>;
def : RustFor<"Tensor_EmptyOp.extraClassDeclaration", "">;
def : RustFor<"Tensor_ExtractSliceOp.extraClassDeclaration", "">;
def : RustFor<"Tensor_GatherOp.extraClassDeclaration", "">;
def : RustFor<"Tensor_InsertOp.extraClassDeclaration", "">;
def : RustFor<"Tensor_InsertSliceOp.extraClassDeclaration", "">;
def : RustFor<"Tensor_ReshapeOp.extraClassDeclaration", "">;
def : RustFor<"Tensor_ExpandShapeOp.extraClassDeclaration", [{
  /// For each source dimension, the result dimensions it expands to.
  pub fn reassociation_indices(self, ctx: &Context) -> Vec<Vec<i64>> {
      crate::reassociation::reassociation_of(ctx, self.reassociation_attr(ctx))
  }
}]>;
def : RustFor<"Tensor_CollapseShapeOp.extraClassDeclaration", [{
  /// For each result dimension, the source dimensions it collapses.
  pub fn reassociation_indices(self, ctx: &Context) -> Vec<Vec<i64>> {
      crate::reassociation::reassociation_of(ctx, self.reassociation_attr(ctx))
  }
}]>;
def : RustFor<"Tensor_PadOp.extraClassDeclaration", "">;
def : RustFor<"Tensor_ParallelInsertSliceOp.extraClassDeclaration", "">;
def : RustFor<"Tensor_ScatterOp.extraClassDeclaration", "">;

// `custom<DynamicIndexList>`, which ViewLikeInterface.cpp defines.
def : RustFor<"Tensor_ExtractSliceOp.extraClassDefinition", [{
  use crate::offset_size_stride::{parse_dynamic_index_list, print_dynamic_index_list};
}]>;
