// The Rust overlay of MLIR's Affine dialect
// (mlir/Dialect/Affine/IR/AffineOps.td, read where LLVM installs it): each
// piece of its C++ gets its Rust here, named by def and field. The
// dialect's hooks are Rust in src/affine/.

include "mlir/Dialect/Affine/IR/AffineOps.td"
include "ods/RustOverlay.td"
include "ods/RustExtern.td"

// `arith`'s definitions, which AffineOps.td includes through ArithBase.td,
// come from the `arith` module rather than again here.
def : RustExternNamespace<"::mlir::arith", "crate::arith::mlir::arith">;

// `ub` is loaded with `affine` in MLIR; here a feature of its own, which
// the dialect registers when the build enables it.
def : RustFor<"Affine_Dialect.dependentDialects.ub::UBDialect",
              [{ crate::affine::hooks::AffineDependencies }]>;

// --- Types of builder parameters ------------------------------------------
// Affine maps and integer sets are the runtime's attributes; MLIR's
// `OpFoldResult` (a constant attribute or a value) is the runtime's
// `FoldResult`; a vector type is a type.
def : RustIdiom<"AffineMap", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"IntegerSet", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"ArrayRef<AffineMap>", [{ &[::ods_runtime::Attribute] }]>;
def : RustIdiom<"ArrayRef<AffineExpr>", [{ &[::ods_runtime::AffineExpr] }]>;
def : RustIdiom<"VectorType", [{ ::ods_runtime::Type }]>;
def : RustIdiom<"ArrayRef<OpFoldResult>", [{ &[::ods_runtime::registry::FoldResult] }]>;
def : RustIdiom<"ArrayRef<arith::AtomicRMWKind>", [{ &[crate::arith::AtomicRMWKind] }]>;
// MLIR's body-builder callback of `affine.for` is a Rust closure given the
// context, a builder at the end of the new body, the location, the
// induction variable and the loop-carried values; `None` (C++'s
// `nullptr`) builds no body.
def : RustIdiom<"function_ref<void(OpBuilder &, Location, Value, ValueRange)>", [{
  ::std::option::Option<crate::affine::ForBodyBuilder<'_>>
}]>;
def : RustIdiom<"nullptr", [{ None }]>;
def : RustFor<"AffineForOp.builders.0.step.default", "1">;
def : RustFor<"AffineForOp.builders.1.step.default", "1">;
def : RustFor<"AffineForOp.builders.0.iterArgs.default", [{ ::std::vec::Vec::new() }]>;
def : RustFor<"AffineForOp.builders.1.iterArgs.default", [{ ::std::vec::Vec::new() }]>;
def : RustFor<"AffineLoadOp.builders.1.indices.default", [{ ::std::vec::Vec::new() }]>;
def : RustFor<"AffineVectorLoadOp.builders.1.indices.default", [{ ::std::vec::Vec::new() }]>;

// --- Builders with a body ---------------------------------------------------
// `affine.apply` of the expressions over as many dimensions and symbols
// as they read (MLIR's `AffineMap::inferFromExprList`).
def : RustFor<"AffineApplyOp.builders.0.body", [{
  let map = crate::affine::hooks::infer_map(ctx, expr_list);
  let index = ::ods_runtime::ods::convert::index(ctx);
  Self::build(ctx, state, index, map, &map_operands);
}]>;
def : RustFor<"AffinePrefetchOp.builders.0.body", [{
  Self::build(ctx, state, memref, &map_operands, is_write, locality_hint, is_data_cache, map);
}]>;
def : RustFor<"AffineYieldOp.builders.0.body", [{ Self::build(ctx, state, &[]); }]>;

// --- The C++ declarations of the ops' classes: their Rust accessors --------
def : RustFor<"AffineApplyOp.extraClassDeclaration", [{
  /// The dimension operands, before the symbol operands.
  pub fn dim_operands(self, ctx: &Context) -> Vec<Value> {
      let dims = crate::affine::hooks::Shape::of(ctx, self.map(ctx)).dims;
      self.map_operands(ctx)[..dims].to_vec()
  }
  /// The symbol operands, after the dimension operands.
  pub fn symbol_operands(self, ctx: &Context) -> Vec<Value> {
      let dims = crate::affine::hooks::Shape::of(ctx, self.map(ctx)).dims;
      self.map_operands(ctx)[dims..].to_vec()
  }
}]>;
def : RustFor<"AffineForOp.extraClassDeclaration", [{
  /// The body (the region's only block).
  pub fn body(self, ctx: &Context) -> ::ods_runtime::BlockId {
      ctx.blocks(self.region(ctx))[0]
  }
  /// The induction variable, the body's first argument.
  pub fn induction_var(self, ctx: &Context) -> Value {
      ctx.block_args(self.body(ctx))[0]
  }
  /// The loop-carried block arguments, after the induction variable.
  pub fn region_iter_args(self, ctx: &Context) -> Vec<Value> {
      ctx.block_args(self.body(ctx))[1..].to_vec()
  }
  /// Interface method for ConditionallySpeculatable: a loop of step 1
  /// terminates whatever its bounds, and is speculatable when its body
  /// is; any other step may never end.
  pub fn get_speculatability(self, ctx: &Context)
      -> ::ods_runtime::interfaces::speculation::Speculatability {
      use ::ods_runtime::interfaces::speculation::Speculatability;
      if self.step(ctx) == 1 {
          Speculatability::RecursivelySpeculatable
      } else {
          Speculatability::NotSpeculatable
      }
  }
}]>;
def : RustFor<"AffineIfOp.extraClassDeclaration", [{
  /// Whether the `else` region has a block.
  pub fn has_else(self, ctx: &Context) -> bool {
      !ctx.blocks(self.else_region(ctx)).is_empty()
  }
}]>;
def : RustFor<"AffineLoadOp.extraClassDeclaration", "">;
def : RustFor<"AffineStoreOp.extraClassDeclaration", "">;
def : RustFor<"AffineVectorLoadOp.extraClassDeclaration", "">;
def : RustFor<"AffineVectorStoreOp.extraClassDeclaration", "">;
def : RustFor<"AffineMinOp.extraClassDeclaration", "">;
def : RustFor<"AffineMaxOp.extraClassDeclaration", "">;
def : RustFor<"AffineParallelOp.extraClassDeclaration", [{
  /// The number of dimensions (induction variables).
  pub fn num_dims(self, ctx: &Context) -> usize {
      self.steps(ctx).len()
  }
  /// The lower bound of dimension `pos`: the results of its group over
  /// all the lower bounds' dimensions and symbols (MLIR's
  /// `getLowerBoundMap`).
  pub fn lower_bound_map(self, ctx: &mut Context, pos: usize) -> ::ods_runtime::Attribute {
      let (map, groups) = (self.lower_bounds_map(ctx), self.lower_bounds_groups(ctx));
      crate::affine::hooks::group_map(ctx, map, groups, pos)
  }
  /// The upper bound of dimension `pos` (MLIR's `getUpperBoundMap`).
  pub fn upper_bound_map(self, ctx: &mut Context, pos: usize) -> ::ods_runtime::Attribute {
      let (map, groups) = (self.upper_bounds_map(ctx), self.upper_bounds_groups(ctx));
      crate::affine::hooks::group_map(ctx, map, groups, pos)
  }
  /// The operands of the lower bounds, before those of the upper bounds.
  pub fn lower_bounds_operands(self, ctx: &Context) -> Vec<Value> {
      let count = crate::affine::hooks::Shape::of(ctx, self.lower_bounds_map(ctx)).inputs();
      let operands = self.map_operands(ctx);
      operands[..count.min(operands.len())].to_vec()
  }
  /// The operands of the upper bounds, after those of the lower bounds.
  pub fn upper_bounds_operands(self, ctx: &Context) -> Vec<Value> {
      let count = crate::affine::hooks::Shape::of(ctx, self.lower_bounds_map(ctx)).inputs();
      let operands = self.map_operands(ctx);
      operands[count.min(operands.len())..].to_vec()
  }
}]>;
def : RustFor<"AffinePrefetchOp.extraClassDeclaration", "">;
def : RustFor<"AffineDelinearizeIndexOp.extraClassDeclaration", "">;
def : RustFor<"AffineLinearizeIndexOp.extraClassDeclaration", "">;

// --- Interfaces -------------------------------------------------------------
// The memory ops read their memref, map and subscripts through their
// accessors: the memref is the first operand of a read, the second of a
// write, and the subscripts follow it.
def : RustIdiom<"::mlir::Operation::operand_range", [{ ::std::vec::Vec<::ods_runtime::Value> }]>;
def : RustIdiom<"::mlir::AffineMap", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"::mlir::NamedAttribute", [{ (::ods_runtime::Symbol, ::ods_runtime::Attribute) }]>;
def : RustFor<"AffineReadOpInterface.getMemRef.defaultBody", [{
  ctx.operands(::ods_runtime::ods::op::Op::id(self))[0]
}]>;
def : RustFor<"AffineWriteOpInterface.getMemRef.defaultBody", [{
  ctx.operands(::ods_runtime::ods::op::Op::id(self))[1]
}]>;
def : RustFor<"AffineReadOpInterface.getMemRefType.defaultBody", [{
  ctx.value_type(self.get_mem_ref(ctx))
}]>;
def : RustFor<"AffineWriteOpInterface.getMemRefType.defaultBody", [{
  ctx.value_type(self.get_mem_ref(ctx))
}]>;
def : RustFor<"AffineReadOpInterface.getMapOperands.defaultBody", [{
  ctx.operands(::ods_runtime::ods::op::Op::id(self))[1..].to_vec()
}]>;
def : RustFor<"AffineWriteOpInterface.getMapOperands.defaultBody", [{
  ctx.operands(::ods_runtime::ods::op::Op::id(self))[2..].to_vec()
}]>;
def : RustFor<"AffineReadOpInterface.getAffineMap.defaultBody", [{
  crate::affine::hooks::map_of(ctx, ::ods_runtime::ods::op::Op::id(self))
}]>;
def : RustFor<"AffineWriteOpInterface.getAffineMap.defaultBody", [{
  crate::affine::hooks::map_of(ctx, ::ods_runtime::ods::op::Op::id(self))
}]>;
def : RustFor<"AffineReadOpInterface.getValue.defaultBody", [{
  ctx.results(::ods_runtime::ods::op::Op::id(self))[0]
}]>;
def : RustFor<"AffineWriteOpInterface.getValueToStore.defaultBody", [{
  ctx.operands(::ods_runtime::ods::op::Op::id(self))[0]
}]>;
def : RustFor<"AffineMapAccessInterface.getAffineMapAttrForMemRef.defaultBody", [{
  let _ = memref;
  crate::affine::hooks::map_entry(ctx, ::ods_runtime::ods::op::Op::id(self))
}]>;

// `custom<DynamicIndexList>` of the basis, between parentheses, which
// ViewLikeInterface.cpp defines (one import serves both index ops, which
// share a module).
// The basis values print without their types (`{}`, no value types).
def : RustIdiom<"::mlir::AsmParser::Delimiter::Paren", [{ ::ods_runtime::asm::Delimiter::Paren }]>;
def : RustIdiom<"{}", [{ &[] }]>;
def : RustFor<"AffineDelinearizeIndexOp.extraClassDefinition", [{
  use crate::affine::hooks::{parse_dynamic_index_list, print_dynamic_index_list};
}]>;
