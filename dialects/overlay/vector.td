// The Rust overlay of MLIR's Vector dialect (mlir/Dialect/Vector/IR/VectorOps.td,
// read where LLVM installs it): each piece of its C++ gets its Rust here,
// named by def and field. The dialect's hooks are Rust in src/vector/.

include "mlir/Dialect/Vector/IR/VectorOps.td"
include "ods/RustOverlay.td"
include "ods/RustExtern.td"

// `arith`'s definitions (the fast-math flags of `vector.reduction` and
// `vector.contract`, and the interfaces VectorOps.td includes with them)
// come from the `arith` module rather than again here.
def : RustExternNamespace<"::mlir::arith", "crate::arith::mlir::arith">;

// `arith` and `ub` are loaded with `vector` (for their constants and
// poison).
def : RustFor<"Vector_Dialect.dependentDialects.ub::UBDialect",
              [{ crate::vector::hooks::VectorDependencies }]>;

// --- Types of builder parameters ------------------------------------------
// Attributes are the runtime's `Attribute`; a vector type is a `Type`;
// MLIR's `OpFoldResult` (a constant attribute or a value) is the runtime's
// `FoldResult`; an op is its `OpId`.
def : RustIdiom<"ArrayAttr", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"AffineMapAttr", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"AffineMap", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"VectorType", [{ ::ods_runtime::Type }]>;
def : RustIdiom<"OpFoldResult", [{ ::ods_runtime::registry::FoldResult }]>;
def : RustIdiom<"ArrayRef<OpFoldResult>", [{ &[::ods_runtime::registry::FoldResult] }]>;
def : RustIdiom<"ArrayRef<ArrayRef<AffineExpr>>", [{
  &[::std::vec::Vec<::ods_runtime::AffineExpr>]
}]>;
def : RustIdiom<"ArrayRef<IteratorType>", [{ &[crate::vector::IteratorType] }]>;
def : RustIdiom<"CombiningKind", [{ crate::vector::CombiningKind }]>;
def : RustIdiom<"CombiningKind::ADD", [{ crate::vector::CombiningKind::ADD }]>;
def : RustIdiom<"ConstantMaskKind", [{ crate::vector::ConstantMaskKind }]>;
def : RustIdiom<"PrintPunctuation", [{ crate::vector::PrintPunctuation }]>;
def : RustIdiom<"::mlir::arith::FastMathFlags", [{ crate::arith::FastMathFlags }]>;
def : RustIdiom<"::std::nullopt", [{ None }]>;
def : RustIdiom<"Operation *", [{ ::ods_runtime::OpId }]>;
// `vector.mask`'s region builder: given the builder in the new block and
// the op to mask, it moves the op into the block and terminates it.
def : RustIdiom<"function_ref<void(OpBuilder &, Operation *)>", [{
  crate::vector::MaskRegionBuilder<'_>
}]>;
// `llvm::MaybeAlign`: an alignment in bytes, if any.
def : RustIdiom<"llvm::MaybeAlign", [{ ::std::option::Option<u64> }]>;
def : RustIdiom<"llvm::MaybeAlign()", [{ None }]>;

// --- Type relations -------------------------------------------------------
// `vector.reduction`'s accumulator is of its result's type.
def : RustFor<"Vector_ReductionOp.acc.transformer", [{ $_self }]>;
def : RustIdiom<"(::ods_runtime::ods::pred::optional_type_of($_ctxt, $dest).zip(::ods_runtime::ods::pred::optional_type_of($_ctxt, $acc)).is_none_or(|(__lhs_type, __rhs_type)| ::ods_runtime::ods::pred::equal(::llvm::cast<Type>(__lhs_type), __rhs_type)))", [{
  ::ods_runtime::ods::pred::optional_type_of($_ctxt, $dest)
      .zip(::ods_runtime::ods::pred::optional_type_of($_ctxt, $acc))
      .is_none_or(|(dest, acc)| dest == acc)
}]>;
// `vector.interleave`: the trailing dimension doubled (a 0-d vector
// becomes `vector<2x..>`); `vector.deinterleave`: halved.
def : RustFor<"Vector_InterleaveOp.result.transformer", [{
  crate::vector::hooks::interleaved_type($_ctxt, $_self)
}]>;
def : RustIdiom<"(::ods_runtime::ods::pred::equal( [&]() -> ::mlir::VectorType { auto vectorType = ::llvm::cast<::mlir::VectorType>(::ods_runtime::ods::pred::type_of($_ctxt, $lhs)); ::mlir::VectorType::Builder builder(vectorType); if (vectorType.getRank() == 0) { static constexpr int64_t v2xTyShape[] = {2}; return builder.setShape(v2xTyShape); } auto lastDim = vectorType.getRank() - 1; return builder.setDim(lastDim, vectorType.getDimSize(lastDim) * 2); }() , ::ods_runtime::ods::pred::type_of($_ctxt, $result)))", [{
  crate::vector::hooks::is_interleaved(
      $_ctxt,
      ::ods_runtime::ods::pred::type_of($_ctxt, $lhs),
      ::ods_runtime::ods::pred::type_of($_ctxt, $result),
  )
}]>;
def : RustIdiom<"(::ods_runtime::ods::pred::equal( [&]() -> ::mlir::VectorType { auto vectorType = ::llvm::cast<mlir::VectorType>(::ods_runtime::ods::pred::type_of($_ctxt, $source)); ::mlir::VectorType::Builder builder(vectorType); auto lastDim = vectorType.getRank() - 1; auto newDimSize = vectorType.getDimSize(lastDim) / 2;; if (newDimSize <= 0) return vectorType; // (invalid input type) return builder.setDim(lastDim, newDimSize); }() , ::ods_runtime::ods::pred::type_of($_ctxt, $res1)))", [{
  crate::vector::hooks::is_interleaved(
      $_ctxt,
      ::ods_runtime::ods::pred::type_of($_ctxt, $res1),
      ::ods_runtime::ods::pred::type_of($_ctxt, $source),
  )
}]>;
// `vector.deinterleave`'s source has an even trailing dimension.
def : RustIdiom<"( [&](){ auto srcVec = getSourceVectorType(); return srcVec.getDimSize(srcVec.getRank() - 1) % 2 == 0; }() )", [{
  crate::vector::hooks::has_even_trailing_dim($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $source))
}]>;
// `vector.scalable.insert` and `vector.scalable.extract`: the position is
// a multiple of the fixed-length vector's element count.
def : RustIdiom<"((getPos() % getSourceVectorType().getNumElements()) == 0)", [{
  crate::vector::hooks::is_multiple_of_elements(
      $_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $valueToStore), $pos)
}]>;
def : RustIdiom<"((getPos() % getResultVectorType().getNumElements()) == 0)", [{
  crate::vector::hooks::is_multiple_of_elements(
      $_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $result), $pos)
}]>;
// `vector.print`: a string literal only with neither a source nor a
// punctuation other than a new line.
def : RustIdiom<"(!getStringLiteral() || (!getSource() && getPunctuation() == PrintPunctuation::NewLine))", [{
  crate::vector::hooks::print_literal_alone($_ctxt, $_op)
}]>;

// --- Builders -------------------------------------------------------------
// The memory ops' alignment, if given, is their `alignment` attribute.
def : RustFor<"Vector_LoadOp.builders.0.body", [{
  Self::build($_builder, $_state, result_type, base, &indices, Some(nontemporal), alignment);
}]>;
def : RustFor<"Vector_LoadOp.builders.1.body", [{
  Self::build_with_result_types(
      $_builder, $_state, &result_types, base, &indices, Some(nontemporal), alignment);
}]>;
def : RustFor<"Vector_StoreOp.builders.0.body", [{
  Self::build($_builder, $_state, value_to_store, base, &indices, Some(nontemporal), alignment);
}]>;
def : RustFor<"Vector_ExpandLoadOp.builders.0.body", [{
  Self::build($_builder, $_state, result_type, base, &indices, mask, passthrough, alignment);
}]>;
def : RustFor<"Vector_MaskedLoadOp.builders.0.body", [{
  Self::build($_builder, $_state, result_type, base, &indices, mask, passthrough, alignment);
}]>;
def : RustFor<"Vector_MaskedLoadOp.builders.1.body", [{
  Self::build_with_result_types(
      $_builder, $_state, &result_types, base, &indices, mask, passthrough, alignment);
}]>;
def : RustFor<"Vector_MaskedStoreOp.builders.0.body", [{
  Self::build($_builder, $_state, base, &indices, mask, value_to_store, alignment);
}]>;
def : RustFor<"Vector_CompressStoreOp.builders.0.body", [{
  Self::build($_builder, $_state, base, &indices, mask, value_to_store, alignment);
}]>;
def : RustFor<"Vector_GatherOp.builders.0.body", [{
  Self::build($_builder, $_state, result_type, base, &indices, index_vec, mask, passthrough, alignment);
}]>;
def : RustFor<"Vector_ScatterOp.builders.0.body", [{
  Self::build($_builder, $_state, Some(result_type), base, &indices, index_vec, mask, value_to_store, alignment);
}]>;
// `vector.print` of a punctuation, a value or a string.
def : RustFor<"Vector_PrintOp.builders.0.body", [{
  Self::build($_builder, $_state, None, Some(punctuation), None);
}]>;
def : RustFor<"Vector_PrintOp.builders.1.body", [{
  Self::build_source_punctuation($_builder, $_state, source, crate::vector::PrintPunctuation::NewLine);
}]>;
def : RustFor<"Vector_PrintOp.builders.2.body", [{
  Self::build($_builder, $_state, Some(source), Some(punctuation), None);
}]>;
def : RustFor<"Vector_PrintOp.builders.3.body", [{
  let literal = $_builder.string_attr(&string);
  Self::build($_builder, $_state, None, Some(crate::vector::PrintPunctuation::NewLine), Some(literal));
}]>;
def : RustFor<"Vector_YieldOp.builders.0.body", "">;

// --- The C++ declarations of the ops' classes: their Rust accessors --------
def : RustFor<"Vector_ContractionOp.extraClassDeclaration", "">;
def : RustFor<"Vector_ReductionOp.extraClassDeclaration", "">;
def : RustFor<"Vector_MultiDimReductionOp.extraClassDeclaration", "">;
def : RustFor<"Vector_BroadcastOp.extraClassDeclaration", "">;
def : RustFor<"Vector_ShuffleOp.extraClassDeclaration", "">;
def : RustFor<"Vector_InterleaveOp.extraClassDeclaration", "">;
def : RustFor<"Vector_DeinterleaveOp.extraClassDeclaration", "">;
def : RustFor<"Vector_ExtractOp.extraClassDeclaration", "">;
def : RustFor<"Vector_FMAOp.extraClassDeclaration", "">;
def : RustFor<"Vector_InsertOp.extraClassDeclaration", "">;
def : RustFor<"Vector_ScalableInsertOp.extraClassDeclaration", "">;
def : RustFor<"Vector_ScalableExtractOp.extraClassDeclaration", "">;
def : RustFor<"Vector_BitCastOp.extraClassDeclaration", "">;
def : RustFor<"Vector_ShapeCastOp.extraClassDeclaration", "">;
def : RustFor<"Vector_InsertStridedSliceOp.extraClassDeclaration", "">;
def : RustFor<"Vector_OuterProductOp.extraClassDeclaration", "">;
def : RustFor<"Vector_ExtractStridedSliceOp.extraClassDeclaration", "">;
def : RustFor<"Vector_TransferReadOp.extraClassDeclaration", [{
  /// Interface method for ConditionallySpeculatable: speculatable on a
  /// tensor, not on a memref.
  pub fn get_speculatability(self, ctx: &::ods_runtime::Context)
      -> ::ods_runtime::interfaces::speculation::Speculatability {
      crate::vector::hooks::transfer_speculatability(ctx, self.base(ctx))
  }
}]>;
def : RustFor<"Vector_TransferWriteOp.extraClassDeclaration", [{
  /// Interface method for ConditionallySpeculatable: speculatable on a
  /// tensor, not on a memref.
  pub fn get_speculatability(self, ctx: &::ods_runtime::Context)
      -> ::ods_runtime::interfaces::speculation::Speculatability {
      crate::vector::hooks::transfer_speculatability(ctx, self.base(ctx))
  }
}]>;
def : RustFor<"Vector_LoadOp.extraClassDeclaration", "">;
def : RustFor<"Vector_StoreOp.extraClassDeclaration", "">;
def : RustFor<"Vector_ExpandLoadOp.extraClassDeclaration", "">;
def : RustFor<"Vector_MaskedLoadOp.extraClassDeclaration", "">;
def : RustFor<"Vector_CompressStoreOp.extraClassDeclaration", "">;
def : RustFor<"Vector_MaskedStoreOp.extraClassDeclaration", "">;
def : RustFor<"Vector_GatherOp.extraClassDeclaration", "">;
def : RustFor<"Vector_ScatterOp.extraClassDeclaration", "">;
def : RustFor<"Vector_TypeCastOp.extraClassDeclaration", "">;
def : RustFor<"Vector_ConstantMaskOp.extraClassDeclaration", "">;
def : RustFor<"Vector_CreateMaskOp.extraClassDeclaration", "">;
def : RustFor<"Vector_MaskOp.extraClassDeclaration", "">;
def : RustFor<"Vector_TransposeOp.extraClassDeclaration", "">;
def : RustFor<"Vector_PrintOp.extraClassDeclaration", "">;
def : RustFor<"Vector_ScanOp.extraClassDeclaration", "">;
// `vector.vscale` names its result in its hooks.
def : RustFor<"VectorScaleOp.extraClassDefinition", "">;

// --- Interfaces -------------------------------------------------------------
// `MaskingOpInterface` and `MaskableOpInterface` (MLIR's
// VectorInterfaces.td): an op is masked when its parent is `vector.mask`.
// What C++ returns null for is an `Option` here: the masking op of an op
// not masked, the op a `vector.mask` masking nothing masks, its absent
// passthru; and the expected mask type, which is found among the types the
// context holds (the verifiers read it).
def : RustFor<"MaskableOpInterface.isMasked.defaultBody", [{
  crate::vector::hooks::masking_op(ctx, ::ods_runtime::ods::op::Op::id(self)).is_some()
}]>;
def : RustFor<"MaskableOpInterface.getMaskingOp.returnType", [{
  ::std::option::Option<::ods_runtime::OpId>
}]>;
def : RustFor<"MaskableOpInterface.getMaskingOp.defaultBody", [{
  crate::vector::hooks::masking_op(ctx, ::ods_runtime::ods::op::Op::id(self))
}]>;
def : RustFor<"MaskableOpInterface.supportsPassthru.defaultBody", [{
  let _ = ctx;
  false
}]>;
def : RustFor<"MaskableOpInterface.getExpectedMaskType.returnType", [{
  ::std::option::Option<::ods_runtime::Type>
}]>;
def : RustFor<"MaskingOpInterface.getMaskableOp.returnType", [{
  ::std::option::Option<::ods_runtime::OpId>
}]>;
def : RustFor<"MaskingOpInterface.getPassthru.returnType", [{
  ::std::option::Option<::ods_runtime::Value>
}]>;

// `custom<DynamicIndexList>` of the positions, which ViewLikeInterface.cpp
// defines (one import serves every op of the module).
def : RustFor<"Vector_ExtractOp.extraClassDefinition", [{
  use crate::offset_size_stride::{parse_dynamic_index_list, print_dynamic_index_list};
}]>;
