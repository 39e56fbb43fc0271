// The Rust overlay of MLIR's MemRef dialect (mlir/Dialect/MemRef/IR/MemRefOps.td,
// read where LLVM installs it): each piece of its C++ gets its Rust here,
// named by def and field. The dialect's hooks are Rust in src/memref/.

include "mlir/Dialect/MemRef/IR/MemRefOps.td"
include "ods/RustOverlay.td"
include "ods/RustExtern.td"

// `arith`'s definitions, which MemRefOps.td includes for its atomic kinds,
// come from the `arith` module rather than again here.
def : RustExternNamespace<"::mlir::arith", "crate::arith::mlir::arith">;

// `ub` is loaded with `memref` in MLIR; here a feature of its own, which
// the dialect registers when the build enables it.
def : RustFor<"MemRef_Dialect.dependentDialects.ub::UBDialect",
              [{ crate::memref::hooks::MemRefDependencies }]>;

// --- Types of builder parameters ------------------------------------------
// An optional attribute (C++'s null
// `IntegerAttr()`, `Attribute{}`) is an `Option`.
def : RustIdiom<"IntegerAttr", [{ ::std::option::Option<::ods_runtime::Attribute> }]>;
def : RustIdiom<"IntegerAttr()", [{ None }]>;
def : RustIdiom<"Value()", [{ None }]>;
// MLIR's `OpFoldResult` (a constant attribute or a value) is the
// runtime's `FoldResult`.
def : RustIdiom<"OpFoldResult", [{ ::ods_runtime::registry::FoldResult }]>;
def : RustIdiom<"ArrayRef<OpFoldResult>", [{ &[::ods_runtime::registry::FoldResult] }]>;
def : RustIdiom<"ArrayRef<NamedAttribute>", [{
  &[(::ods_runtime::Symbol, ::ods_runtime::Attribute)]
}]>;
// A reassociation groups the dimensions of the collapsed side: one list of
// dimensions (MLIR's `ReassociationIndices`) or of `d<i>` expressions
// (`ReassociationExprs`) per dimension of the other side.
def : RustIdiom<"ArrayRef<ReassociationIndices>", [{ &[::std::vec::Vec<i64>] }]>;
def : RustIdiom<"ArrayRef<ReassociationExprs>", [{ &[::std::vec::Vec<::ods_runtime::AffineExpr>] }]>;
// `llvm::MaybeAlign`: an alignment in bytes, if any.
def : RustIdiom<"llvm::MaybeAlign", [{ ::std::option::Option<u64> }]>;
def : RustIdiom<"llvm::MaybeAlign()", [{ None }]>;
def : RustFor<"MemRef_TransposeOp.builders.0.permutation.type", [{ ::ods_runtime::Attribute }]>;
def : RustFor<"MemRef_GlobalOp.type.constBuilderCall", [{
  ::ods_runtime::ods::convert::type_attr($_builder, $0)
}]>;

// Defaults that C++ writes `{}`: no alignment, no memory space, no extra
// attributes, no stride.
def : RustFor<"MemRef_AllocOp.builders.2.alignment.default", [{ None }]>;
def : RustFor<"MemRef_AllocaOp.builders.2.alignment.default", [{ None }]>;
def : RustFor<"MemRef_AllocOp.builders.3.memorySpace.type", [{ ::std::option::Option<::ods_runtime::Attribute> }]>;
def : RustFor<"MemRef_AllocaOp.builders.3.memorySpace.type", [{ ::std::option::Option<::ods_runtime::Attribute> }]>;
def : RustFor<"MemRef_AllocOp.builders.3.memorySpace.default", [{ None }]>;
def : RustFor<"MemRef_AllocaOp.builders.3.memorySpace.default", [{ None }]>;
def : RustFor<"MemRef_ReallocOp.builders.0.dynamicResultSize.type", [{ ::std::option::Option<::ods_runtime::Value> }]>;
def : RustFor<"MemRef_DmaStartOp.builders.0.stride.type", [{ ::std::option::Option<::ods_runtime::Value> }]>;
def : RustFor<"MemRef_DmaStartOp.builders.0.elementsPerStride.type", [{ ::std::option::Option<::ods_runtime::Value> }]>;
def : RustFor<"MemRef_DmaStartOp.builders.0.stride.default", [{ None }]>;
def : RustFor<"MemRef_DmaStartOp.builders.0.elementsPerStride.default", [{ None }]>;
def : RustFor<"MemRef_CollapseShapeOp.builders.0.attrs.default", [{ &[] }]>;
def : RustFor<"MemRef_CollapseShapeOp.builders.1.attrs.default", [{ &[] }]>;
def : RustFor<"MemRef_CollapseShapeOp.builders.2.attrs.default", [{ &[] }]>;
def : RustFor<"MemRef_CollapseShapeOp.builders.3.attrs.default", [{ &[] }]>;
def : RustFor<"MemRef_ReinterpretCastOp.builders.0.attrs.default", [{ &[] }]>;
def : RustFor<"MemRef_ReinterpretCastOp.builders.1.attrs.default", [{ &[] }]>;
def : RustFor<"MemRef_ReinterpretCastOp.builders.2.attrs.default", [{ &[] }]>;
def : RustFor<"MemRef_ReinterpretCastOp.builders.3.attrs.default", [{ &[] }]>;
def : RustFor<"MemRef_TransposeOp.builders.0.attrs.default", [{ &[] }]>;
def : RustFor<"SubViewOp.builders.0.attrs.default", [{ &[] }]>;
def : RustFor<"SubViewOp.builders.1.attrs.default", [{ &[] }]>;
def : RustFor<"SubViewOp.builders.2.attrs.default", [{ &[] }]>;
def : RustFor<"SubViewOp.builders.3.attrs.default", [{ &[] }]>;
def : RustFor<"SubViewOp.builders.4.attrs.default", [{ &[] }]>;
def : RustFor<"SubViewOp.builders.5.attrs.default", [{ &[] }]>;

// --- Type relations -------------------------------------------------------
// `memref.load`'s result and `memref.store`'s value are of the memref's
// element type.
def : RustFor<"LoadOp.result.transformer", [{
  ::ods_runtime::ods::pred::element_type_or_self($_ctxt, $_self)
}]>;
def : RustFor<"MemRef_StoreOp.value.transformer", [{
  ::ods_runtime::ods::pred::element_type_or_self($_ctxt, $_self)
}]>;
def : RustIdiom<"(::ods_runtime::ods::pred::equal(::llvm::cast<MemRefType>(::ods_runtime::ods::pred::type_of($_ctxt, $memref)).getElementType(), ::ods_runtime::ods::pred::type_of($_ctxt, $result)))", [{
  ::ods_runtime::ods::pred::element_type_of($_ctxt, $memref)
      == ::ods_runtime::ods::pred::type_of($_ctxt, $result)
}]>;
def : RustIdiom<"(::ods_runtime::ods::pred::equal(::llvm::cast<MemRefType>(::ods_runtime::ods::pred::type_of($_ctxt, $memref)).getElementType(), ::ods_runtime::ods::pred::type_of($_ctxt, $value)))", [{
  ::ods_runtime::ods::pred::element_type_of($_ctxt, $memref)
      == ::ods_runtime::ods::pred::type_of($_ctxt, $value)
}]>;

// --- Builders -------------------------------------------------------------
// `memref.alloc` and `memref.alloca` of a type, with its dynamic sizes and
// the symbols of its layout.
def : RustFor<"MemRef_AllocOp.builders.0.body", [{
  Self::build_with_attrs($_builder, $_state, memref_type, &[], &[], alignment);
}]>;
def : RustFor<"MemRef_AllocOp.builders.1.body", [{
  Self::build_with_attrs($_builder, $_state, memref_type, &dynamic_sizes, &[], alignment);
}]>;
def : RustFor<"MemRef_AllocOp.builders.2.body", [{
  Self::build_with_attrs($_builder, $_state, memref_type, &dynamic_sizes, &symbol_operands, alignment);
}]>;
def : RustFor<"MemRef_AllocOp.builders.3.body", [{
  let (ty, dynamic) = crate::memref::hooks::shape_of_sizes($_builder, sizes, element_type, memory_space);
  Self::build_with_attrs($_builder, $_state, ty, &dynamic, &[], None);
}]>;
def : RustFor<"MemRef_AllocaOp.builders.0.body", [{
  Self::build_with_attrs($_builder, $_state, memref_type, &[], &[], alignment);
}]>;
def : RustFor<"MemRef_AllocaOp.builders.1.body", [{
  Self::build_with_attrs($_builder, $_state, memref_type, &dynamic_sizes, &[], alignment);
}]>;
def : RustFor<"MemRef_AllocaOp.builders.2.body", [{
  Self::build_with_attrs($_builder, $_state, memref_type, &dynamic_sizes, &symbol_operands, alignment);
}]>;
def : RustFor<"MemRef_AllocaOp.builders.3.body", [{
  let (ty, dynamic) = crate::memref::hooks::shape_of_sizes($_builder, sizes, element_type, memory_space);
  Self::build_with_attrs($_builder, $_state, ty, &dynamic, &[], None);
}]>;
def : RustFor<"MemRef_ReallocOp.builders.0.body", [{
  Self::build_with_attrs($_builder, $_state, result_type, source, dynamic_result_size, None);
}]>;
def : RustFor<"MemRef_AllocaScopeReturnOp.builders.0.body", [{
  Self::build($_builder, $_state, &[]);
}]>;
// `memref.load` and `memref.store` with an alignment in bytes.
def : RustFor<"LoadOp.builders.0.body", [{
  let ty = ::ods_runtime::ods::pred::element_type_of($_builder, memref);
  let nontemporal = Some(if nontemporal { flags::Nontemporal::Yes } else { flags::Nontemporal::No });
  Self::build_result_type($_builder, $_state, ty, memref, indices, nontemporal, alignment);
}]>;
def : RustFor<"LoadOp.builders.1.body", [{
  let nontemporal = Some(if nontemporal { flags::Nontemporal::Yes } else { flags::Nontemporal::No });
  Self::build_result_types($_builder, $_state, vec![result_type], memref, indices, nontemporal, alignment);
}]>;
def : RustFor<"LoadOp.builders.2.body", [{
  Self::build_with_result_types($_builder, $_state, &result_types, memref, &indices, Some(nontemporal), alignment);
}]>;
def : RustFor<"MemRef_StoreOp.builders.0.body", [{
  Self::build($_builder, $_state, value_to_store, memref, &indices, Some(nontemporal), alignment);
}]>;
def : RustFor<"MemRef_StoreOp.builders.1.body", [{
  Self::build($_builder, $_state, value_to_store, memref, &[], None, None);
}]>;
def : RustFor<"MemRef_ReshapeOp.builders.0.body", [{
  Self::build($_builder, $_state, result_type, operand, shape);
}]>;
// The reassociations given as `d<i>` expressions.
def : RustFor<"MemRef_ExpandShapeOp.builders.2.body", [{
  let indices = crate::memref::hooks::reassociation_indices(reassociation);
  Self::build_result_type_reassociation_i64($_builder, $_state, result_type, src, &indices);
}]>;
def : RustFor<"MemRef_ExpandShapeOp.builders.3.body", [{
  let indices = crate::memref::hooks::reassociation_indices(reassociation);
  Self::build_result_type_output_shape_reassociation_i64($_builder, $_state, result_type, src, &indices, output_shape);
}]>;
def : RustFor<"MemRef_CollapseShapeOp.builders.1.body", [{
  let indices = crate::memref::hooks::reassociation_indices(reassociation);
  Self::build_reassociation_i64($_builder, $_state, src, &indices, Some(attrs));
}]>;
def : RustFor<"MemRef_CollapseShapeOp.builders.2.body", [{
  let attr = crate::memref::hooks::reassociation_attr($_builder, reassociation);
  Self::build($_builder, $_state, result_type, src, attr);
  $_state.attributes.extend_from_slice(attrs);
}]>;
def : RustFor<"MemRef_CollapseShapeOp.builders.3.body", [{
  let indices = crate::memref::hooks::reassociation_indices(reassociation);
  Self::build_result_type_reassociation_i64($_builder, $_state, result_type, src, &indices, Some(attrs));
}]>;

// --- The C++ declarations of the ops' classes: their Rust accessors --------
def : RustFor<"MemRef_AllocOp.extraClassDeclaration", [{
  /// Each dimension's size: the static size, or the next dynamic size
  /// operand (MLIR's `getMixedSizes`).
  pub fn mixed_sizes(self, ctx: &mut Context) -> Vec<::ods_runtime::registry::FoldResult> {
      let ty = ctx.value_type(self.memref(ctx));
      let dynamic = self.dynamic_sizes(ctx);
      crate::memref::hooks::mixed_sizes(ctx, ty, &dynamic)
  }
}]>;
def : RustFor<"MemRef_AllocaOp.extraClassDeclaration", [{
  /// Each dimension's size: the static size, or the next dynamic size
  /// operand (MLIR's `getMixedSizes`).
  pub fn mixed_sizes(self, ctx: &mut Context) -> Vec<::ods_runtime::registry::FoldResult> {
      let ty = ctx.value_type(self.memref(ctx));
      let dynamic = self.dynamic_sizes(ctx);
      crate::memref::hooks::mixed_sizes(ctx, ty, &dynamic)
  }
}]>;
def : RustFor<"AssumeAlignmentOp.extraClassDeclaration", [{
  /// The memref this op is a view of (`ViewLikeOpInterface`).
  pub fn view_source(self, ctx: &Context) -> Value { self.memref(ctx) }
}]>;
// `getType` of the C++ classes is the result's type, `value_type` here.
def : RustFor<"MemRef_ReallocOp.extraClassDeclaration", "">;
def : RustFor<"MemRef_CastOp.extraClassDeclaration", [{
  /// The memref this op is a view of (`ViewLikeOpInterface`).
  pub fn view_source(self, ctx: &Context) -> Value { self.source(ctx) }
  /// Whether a consumer may take the cast's source in its place: the cast
  /// only forgets static information (MLIR's `canFoldIntoConsumerOp`).
  pub fn can_fold_into_consumer_op(self, ctx: &Context) -> bool {
      crate::memref::hooks::cast_only_erases_information(ctx, self)
  }
}]>;
def : RustFor<"MemRef_DimOp.extraClassDeclaration", [{
  /// The index as an integer, if it is a constant.
  pub fn constant_index(self, ctx: &Context) -> Option<i64> {
      crate::memref::hooks::constant_index(ctx, self.index(ctx))
  }
  /// The memref whose dimension this is (`ShapedDimOpInterface`).
  pub fn shaped_value(self, ctx: &Context) -> Value { self.source(ctx) }
  /// The dimension asked for (`ShapedDimOpInterface`).
  pub fn dimension(self, ctx: &Context) -> Value { self.index(ctx) }
  /// Interface method for ConditionallySpeculatable: speculatable for a
  /// ranked source and a constant index within its rank.
  pub fn get_speculatability(self, ctx: &Context)
      -> ::ods_runtime::interfaces::speculation::Speculatability {
      crate::memref::hooks::dim_speculatability(ctx, self)
  }
}]>;
def : RustFor<"MemRef_DmaStartOp.extraClassDeclaration", [{
  /// The operands' roles, from the ranks of the memrefs among them.
  pub fn layout(self, ctx: &Context) -> crate::memref::hooks::DmaOperands {
      crate::memref::hooks::DmaOperands::of(ctx, self.0)
  }
}]>;
def : RustFor<"MemRef_DmaWaitOp.extraClassDeclaration", [{
  /// The rank of the tag memref (the number of tag indices).
  pub fn tag_mem_ref_rank(self, ctx: &Context) -> usize {
      let ty = ctx.value_type(self.tag_mem_ref(ctx));
      ::ods_runtime::ods::pred::shape(ctx, ty).map_or(0, |s| s.len())
  }
}]>;
def : RustFor<"MemRef_ExtractStridedMetadataOp.extraClassDeclaration", [{
  /// The memref this op is a view of (`ViewLikeOpInterface`).
  pub fn view_source(self, ctx: &Context) -> Value { self.source(ctx) }
}]>;
def : RustFor<"GenericAtomicRMWOp.extraClassDeclaration", [{
  /// The value stored at the indices, the body's argument.
  pub fn current_value(self, ctx: &Context) -> Value {
      ctx.block_args(ctx.blocks(self.atomic_body(ctx))[0])[0]
  }
}]>;
def : RustFor<"MemRef_GlobalOp.extraClassDeclaration", [{
  /// A declaration: no initial value.
  pub fn is_external(self, ctx: &Context) -> bool { self.initial_value(ctx).is_none() }
  /// A definition without an initial value (`= uninitialized`).
  pub fn is_uninitialized(self, ctx: &Context) -> bool {
      self.initial_value(ctx).is_some_and(|v| ::ods_runtime::ods::pred::is_unit_attr(ctx, v))
  }
  /// The initial value of a constant global, if it has elements.
  pub fn constant_init_value(self, ctx: &Context) -> Option<Attribute> {
      let value = self.initial_value(ctx)?;
      (self.constant(ctx) && ::ods_runtime::ods::pred::is_elements_attr(ctx, value)).then_some(value)
  }
}]>;
def : RustFor<"LoadOp.extraClassDeclaration", "">;
def : RustFor<"MemRef_StoreOp.extraClassDeclaration", "">;
def : RustFor<"MemRef_MemorySpaceCastOp.extraClassDeclaration", [{
  /// The memref this op is a view of (`ViewLikeOpInterface`).
  pub fn view_source(self, ctx: &Context) -> Value { self.source(ctx) }
}]>;
def : RustFor<"MemRef_PrefetchOp.extraClassDeclaration", "">;
def : RustFor<"MemRef_ReinterpretCastOp.extraClassDeclaration", [{
  /// The memref this op is a view of (`ViewLikeOpInterface`).
  pub fn view_source(self, ctx: &Context) -> Value { self.source(ctx) }
  /// The maximal number of offsets, sizes and strides
  /// (`OffsetSizeAndStrideOpInterface`): one offset, the result's rank.
  pub fn array_attr_max_ranks(self, ctx: &Context) -> [usize; 3] {
      let rank = crate::memref::hooks::rank_of(ctx, self.result(ctx));
      [1, rank, rank]
  }
}]>;
def : RustFor<"MemRef_ReshapeOp.extraClassDeclaration", [{
  /// The memref this op is a view of (`ViewLikeOpInterface`).
  pub fn view_source(self, ctx: &Context) -> Value { self.source(ctx) }
}]>;
def : RustFor<"MemRef_ExpandShapeOp.extraClassDeclaration", [{
  /// For each source dimension, the result dimensions it expands to.
  pub fn reassociation_indices(self, ctx: &Context) -> Vec<Vec<i64>> {
      crate::memref::hooks::reassociation_of(ctx, self.reassociation_attr(ctx))
  }
  /// The memref this op is a view of (`ViewLikeOpInterface`).
  pub fn view_source(self, ctx: &Context) -> Value { self.src(ctx) }
}]>;
def : RustFor<"MemRef_CollapseShapeOp.extraClassDeclaration", [{
  /// For each result dimension, the source dimensions it collapses.
  pub fn reassociation_indices(self, ctx: &Context) -> Vec<Vec<i64>> {
      crate::memref::hooks::reassociation_of(ctx, self.reassociation_attr(ctx))
  }
  /// The memref this op is a view of (`ViewLikeOpInterface`).
  pub fn view_source(self, ctx: &Context) -> Value { self.src(ctx) }
}]>;
def : RustFor<"SubViewOp.extraClassDeclaration", [{
  /// The memref this op is a view of (`ViewLikeOpInterface`).
  pub fn view_source(self, ctx: &Context) -> Value { self.source(ctx) }
  /// The maximal number of offsets, sizes and strides
  /// (`OffsetSizeAndStrideOpInterface`): the source's rank.
  pub fn array_attr_max_ranks(self, ctx: &Context) -> [usize; 3] {
      let rank = crate::memref::hooks::rank_of(ctx, self.source(ctx));
      [rank, rank, rank]
  }
}]>;
def : RustFor<"MemRef_TransposeOp.extraClassDeclaration", "">;
def : RustFor<"MemRef_ViewOp.extraClassDeclaration", [{
  /// The memref this op is a view of (`ViewLikeOpInterface`).
  pub fn view_source(self, ctx: &Context) -> Value { self.source(ctx) }
}]>;
def : RustFor<"AtomicRMWOp.extraClassDeclaration", "">;

// `custom<DynamicIndexList>` and `custom<GlobalMemrefOpTypeAndInitialValue>`,
// which MemRefOps.cpp and ViewLikeInterface.cpp define beside the ops.
def : RustFor<"MemRef_GlobalOp.extraClassDefinition", [{
  use crate::memref::hooks::{
      parse_global_memref_op_type_and_initial_value, print_global_memref_op_type_and_initial_value,
  };
}]>;
def : RustFor<"SubViewOp.extraClassDefinition", [{
  use crate::offset_size_stride::{parse_dynamic_index_list, print_dynamic_index_list};
}]>;
