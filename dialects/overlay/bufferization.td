// The Rust overlay of MLIR's Bufferization dialect
// (mlir/Dialect/Bufferization/IR/BufferizationOps.td, read where LLVM
// installs it): each piece of its C++ gets its Rust here, named by def and
// field. The dialect's hooks are Rust in src/bufferization/hooks/.

include "mlir/Dialect/Bufferization/IR/BufferizationOps.td"
include "mlir/Dialect/Bufferization/IR/BufferizationEnums.td"
include "ods/RustOverlay.td"
include "ods/RustExtern.td"

// `affine`, `memref`, `tensor` and `arith` are loaded with `bufferization`.
def : RustFor<"Bufferization_Dialect.dependentDialects.affine::AffineDialect",
              [{ crate::bufferization::hooks::BufferizationDependencies }]>;
def : RustFor<"Bufferization_Dialect.dependentDialects.memref::MemRefDialect",
              [{ crate::bufferization::hooks::BufferizationDependencies }]>;
def : RustFor<"Bufferization_Dialect.dependentDialects.tensor::TensorDialect",
              [{ crate::bufferization::hooks::BufferizationDependencies }]>;
def : RustFor<"Bufferization_Dialect.dependentDialects.arith::ArithDialect",
              [{ crate::bufferization::hooks::BufferizationDependencies }]>;

// The names of the dialect's attributes; `verifyRegionArgAttribute`,
// which the C++ declares here, is registered by
// `crate::bufferization::hooks::register_region_arg_verifier`.
def : RustFor<"Bufferization_Dialect.extraClassDeclaration", [{
  /// Overrides the writability of a tensor function argument's buffer
  /// (One-Shot Module Bufferize).
  pub const WRITABLE_ATTR_NAME: &'static str = "bufferization.writable";
  /// How a function accesses an argument's buffer: "none", "read",
  /// "write" or "read-write".
  pub const BUFFER_ACCESS_ATTR_NAME: &'static str = "bufferization.access";
  /// The layout of a region argument's buffer (One-Shot Module Bufferize).
  pub const BUFFER_LAYOUT_ATTR_NAME: &'static str = "bufferization.buffer_layout";
  /// Marks an op whose allocation or deallocation is managed by hand.
  pub const MANUAL_DEALLOCATION: &'static str = "bufferization.manual_deallocation";
}]>;

// --- The types of the interfaces' methods ------------------------------------
// What One-Shot Bufferize passes the ops: the analysis state, the options
// and the bufferization state (crate::bufferization::analysis).
def : RustIdiom<"const ::mlir::bufferization::AnalysisState &", [{ &crate::bufferization::AnalysisState }]>;
def : RustIdiom<"const ::mlir::bufferization::BufferizationOptions &", [{ &crate::bufferization::BufferizationOptions }]>;
def : RustIdiom<"const ::mlir::bufferization::BufferizationState &", [{ &crate::bufferization::BufferizationState }]>;
def : RustIdiom<"::mlir::bufferization::BufferizationState &", [{ &crate::bufferization::BufferizationState }]>;
// An operand (MLIR's `OpOperand`) is a use; a result a value.
def : RustIdiom<"::mlir::OpOperand &", [{ ::ods_runtime::Use }]>;
def : RustIdiom<"::mlir::OpOperand *", [{ ::ods_runtime::Use }]>;
def : RustIdiom<"::llvm::ArrayRef<::mlir::OpOperand *>", [{ &[::ods_runtime::Use] }]>;
def : RustIdiom<"::mlir::OpResult", [{ ::ods_runtime::Value }]>;
def : RustIdiom<"::mlir::bufferization::AliasingValueList", [{ crate::bufferization::AliasingValueList }]>;
def : RustIdiom<"::mlir::bufferization::AliasingOpOperandList", [{ crate::bufferization::AliasingOpOperandList }]>;
def : RustIdiom<"::mlir::FailureOr<::mlir::bufferization::BufferLikeType>", [{
  ::std::option::Option<::ods_runtime::Type>
}]>;
def : RustIdiom<"::mlir::bufferization::BufferLikeType", [{ ::ods_runtime::Type }]>;
def : RustIdiom<"::llvm::LogicalResult", [{ ::std::result::Result<(), ::ods_runtime::diag::Diagnostic> }]>;
def : RustIdiom<"::mlir::LogicalResult", [{ ::std::result::Result<(), ::ods_runtime::diag::Diagnostic> }]>;
// The methods that rewrite (`bufferize`, `resolveConflicts`) are given
// where they insert; those that build an op return it to be built.
def : RustIdiom<"::mlir::RewriterBase &", [{ ::ods_runtime::OpBuilder }]>;
def : RustIdiom<"::mlir::OpBuilder&", [{ ::ods_runtime::OpBuilder }]>;
def : RustIdiom<"::std::optional<::mlir::Operation*>", [{
  ::std::option::Option<crate::bufferization::DeferredOp>
}]>;
def : RustIdiom<"::mlir::HoistingKind", [{ crate::bufferization::HoistingKind }]>;
def : RustIdiom<"::mlir::bufferization::RegisterDependenciesFn", [{
  &mut dyn FnMut(&[::ods_runtime::Value], &[::ods_runtime::Value])
}]>;
// The diagnostic a type interface method reports with.
def : RustIdiom<"::llvm::function_ref<::mlir::InFlightDiagnostic()>", [{
  &dyn Fn() -> ::ods_runtime::diag::Diagnostic
}]>;

// --- The interfaces' defaults --------------------------------------------------
def : RustFor<"AllocationOpInterface.buildClone.defaultBody", [{ let _ = (ctx, builder, alloc); None }]>;
def : RustFor<"AllocationOpInterface.buildDealloc.defaultBody", [{ let _ = (ctx, builder, alloc); None }]>;
def : RustFor<"AllocationOpInterface.buildPromotedAlloc.defaultBody", [{ let _ = (ctx, builder, alloc); None }]>;
def : RustFor<"AllocationOpInterface.getHoistingKind.defaultBody", [{
  let _ = ctx;
  crate::bufferization::HoistingKind::NONE
}]>;
def : RustFor<"BufferViewFlowOpInterface.mayBeTerminalBuffer.defaultBody", [{
  let _ = (self, ctx, value);
  false
}]>;
def : RustFor<"BufferizableOpInterface.bufferizesToAllocation.defaultBody", [{
  let _ = (self, ctx, value);
  false
}]>;
// Ops without tensor operands are never asked.
def : RustFor<"BufferizableOpInterface.bufferizesToMemoryRead.defaultBody", [{
  let _ = (self, ctx, op_operand, state);
  false
}]>;
def : RustFor<"BufferizableOpInterface.bufferizesToMemoryWrite.defaultBody", [{
  let _ = (self, ctx, op_operand, state);
  false
}]>;
def : RustFor<"BufferizableOpInterface.bufferizesToElementwiseAccess.defaultBody", [{
  let _ = (self, ctx, state, op_operands);
  false
}]>;
def : RustFor<"BufferizableOpInterface.resultBufferizesToMemoryWrite.defaultBody", [{
  crate::bufferization::hooks::analysis::default_result_bufferizes_to_memory_write(
      ctx, ::ods_runtime::ods::op::Op::id($_op), op_result, state)
}]>;
def : RustFor<"BufferizableOpInterface.mustBufferizeInPlace.defaultBody", [{
  let _ = (self, state);
  let ty = ctx.value_type(ctx.operand(op_operand.op, op_operand.index as usize));
  matches!(ctx.type_kind(ty), ::ods_runtime::TypeKind::UnrankedTensor(..))
}]>;
def : RustFor<"BufferizableOpInterface.getAliasingValues.defaultBody", [{
  let _ = (self, ctx, op_operand, state);
  ::std::vec::Vec::new()
}]>;
def : RustFor<"BufferizableOpInterface.getAliasingOpOperands.defaultBody", [{
  crate::bufferization::hooks::analysis::default_aliasing_op_operands(
      ctx, ::ods_runtime::ods::op::Op::id($_op), value, state)
}]>;
def : RustFor<"BufferizableOpInterface.resolveConflicts.defaultBody", [{
  let _ = (self, rewriter, analysis_state, bufferization_state);
  Err(crate::bufferization::hooks::analysis::not_implemented(ctx, ::ods_runtime::ods::op::Op::id($_op), "resolveConflicts"))
}]>;
def : RustFor<"BufferizableOpInterface.bufferize.defaultBody", [{
  let _ = (self, rewriter, options, state);
  Err(crate::bufferization::hooks::analysis::not_implemented(ctx, ::ods_runtime::ods::op::Op::id($_op), "bufferize"))
}]>;
def : RustFor<"BufferizableOpInterface.isWritable.defaultBody", [{
  let _ = (self, ctx, state);
  matches!(value, ::ods_runtime::Value::Result(..))
}]>;
def : RustFor<"BufferizableOpInterface.isNotConflicting.defaultBody", [{
  let _ = (self, ctx, u_read, u_write, state);
  false
}]>;
def : RustFor<"BufferizableOpInterface.verifyAnalysis.defaultBody", [{
  let _ = (self, ctx, state);
  Ok(())
}]>;
def : RustFor<"BufferizableOpInterface.getBufferType.defaultBody", [{
  let _ = (self, options, state, invocation_stack);
  crate::bufferization::hooks::analysis::default_buffer_type(ctx, value)
}]>;
def : RustFor<"BufferizableOpInterface.isRepetitiveRegion.defaultBody", [{
  crate::bufferization::hooks::analysis::default_is_repetitive_region(ctx, ::ods_runtime::ods::op::Op::id($_op), index)
}]>;
def : RustFor<"BufferizableOpInterface.isParallelRegion.defaultBody", [{
  let _ = (self, ctx, index);
  false
}]>;
def : RustFor<"BufferizableOpInterface.hasTensorSemantics.defaultBody", [{
  crate::bufferization::hooks::analysis::default_has_tensor_semantics(ctx, ::ods_runtime::ods::op::Op::id($_op))
}]>;
def : RustFor<"BufferizableOpInterface.supportsUnstructuredControlFlow.defaultBody", [{
  let _ = ctx;
  false
}]>;
def : RustFor<"BufferizableOpInterface.extraClassDeclaration", "">;
def : RustFor<"AllocationOpInterface.buildClone.returnType", [{
  ::std::option::Option<crate::bufferization::DeferredOp>
}]>;
def : RustIdiom<"RankedTensorType", [{ ::ods_runtime::Type }]>;
def : RustIdiom<"TensorType", [{ ::ods_runtime::Type }]>;
def : RustIdiom<"IntegerAttr", [{ ::std::option::Option<::ods_runtime::Attribute> }]>;
def : RustFor<"Bufferization_CloneOp.builders.0.body", [{
  let ty = $_builder.value_type(value);
  Self::build($_builder, $_state, ty, value);
}]>;
def : RustIdiom<"(::mlir::bufferization::detail::typesMatchAfterBufferization($_op, $result, $buffer))", [{
  crate::bufferization::hooks::types_match_after_bufferization($_ctxt, $result, $buffer)
}]>;
def : RustIdiom<"(::mlir::bufferization::detail::typesMatchAfterBufferization($_op, $tensor, $buffer))", [{
  crate::bufferization::hooks::types_match_after_bufferization($_ctxt, $tensor, $buffer)
}]>;
// --- The C++ declarations of the ops' classes: their Rust methods -----------
// What the ops answer One-Shot analysis (`BufferizableOpInterface`), as
// BufferizationOps.cpp answers it; `bufferize` needs One-Shot Bufferize's
// driver and keeps the interface's default (a failure) for now.
def : RustFor<"Bufferization_AllocTensorOp.extraClassDeclaration", [{
  /// A new allocation: written only when copied into.
  pub fn result_bufferizes_to_memory_write(self, ctx: &Context, op_result: Value, state: &crate::bufferization::AnalysisState) -> bool {
      let _ = (op_result, state);
      self.copy(ctx).is_some()
  }
  /// Every result is a new allocation.
  pub fn bufferizes_to_allocation(self, ctx: &Context, value: Value) -> bool {
      let _ = (ctx, value);
      true
  }
  /// The copy, its only tensor operand, is read.
  pub fn bufferizes_to_memory_read(self, ctx: &Context, op_operand: ::ods_runtime::Use, state: &crate::bufferization::AnalysisState) -> bool {
      let _ = (ctx, op_operand, state);
      true
  }
  /// The copy is not written.
  pub fn bufferizes_to_memory_write(self, ctx: &Context, op_operand: ::ods_runtime::Use, state: &crate::bufferization::AnalysisState) -> bool {
      let _ = (ctx, op_operand, state);
      false
  }
  /// A new buffer aliases nothing.
  pub fn get_aliasing_values(self, ctx: &Context, op_operand: ::ods_runtime::Use, state: &crate::bufferization::AnalysisState) -> crate::bufferization::AliasingValueList {
      let _ = (ctx, op_operand, state);
      Vec::new()
  }
  /// Whether dimension `idx` of the result is dynamic.
  pub fn is_dynamic_dim(self, ctx: &Context, idx: usize) -> bool {
      ::ods_runtime::ods::pred::shape(ctx, ctx.value_type(self.result(ctx)))
          .is_some_and(|s| s.get(idx) == Some(&::ods_runtime::ods::pred::DYNAMIC))
  }
  /// The position among the dynamic sizes of dynamic dimension `idx`.
  pub fn index_of_dynamic_size(self, ctx: &Context, idx: usize) -> usize {
      let shape = ::ods_runtime::ods::pred::shape(ctx, ctx.value_type(self.result(ctx))).unwrap_or_default();
      shape.iter().take(idx).filter(|&&d| d == ::ods_runtime::ods::pred::DYNAMIC).count()
  }
}]>;
def : RustFor<"Bufferization_CloneOp.extraClassDeclaration", [{
  /// The memref cloned.
  pub fn source(self, ctx: &Context) -> Value { self.input(ctx) }
  /// The clone.
  pub fn target(self, ctx: &Context) -> Value { self.output(ctx) }
}]>;
def : RustFor<"Bufferization_MaterializeInDestinationOp.extraClassDeclaration", [{
  /// The source is read.
  pub fn bufferizes_to_memory_read(self, ctx: &Context, op_operand: ::ods_runtime::Use, state: &crate::bufferization::AnalysisState) -> bool {
      let _ = (ctx, state);
      op_operand.index == 0
  }
  /// A tensor destination is written.
  pub fn bufferizes_to_memory_write(self, ctx: &Context, op_operand: ::ods_runtime::Use, state: &crate::bufferization::AnalysisState) -> bool {
      let _ = state;
      op_operand.index == 1 && ::ods_runtime::ods::pred::is_tensor(ctx, ctx.value_type(self.dest(ctx)))
  }
  /// Elements are copied one by one: none is read twice.
  pub fn bufferizes_to_elementwise_access(self, ctx: &Context, state: &crate::bufferization::AnalysisState, op_operands: &[::ods_runtime::Use]) -> bool {
      let _ = (ctx, state, op_operands);
      true
  }
  /// Both operands bufferize in place: the source is only read, the
  /// destination is where the data must land.
  pub fn must_bufferize_in_place(self, ctx: &Context, op_operand: ::ods_runtime::Use, state: &crate::bufferization::AnalysisState) -> bool {
      let _ = (ctx, op_operand, state);
      true
  }
  /// A tensor destination is the result's buffer.
  pub fn get_aliasing_values(self, ctx: &Context, op_operand: ::ods_runtime::Use, state: &crate::bufferization::AnalysisState) -> crate::bufferization::AliasingValueList {
      let _ = state;
      match self.result(ctx) {
          Some(value) if op_operand.index == 1 => {
              let alias = crate::bufferization::AliasingValue {
                  value,
                  relation: crate::bufferization::BufferRelation::Equivalent,
                  is_definite: true,
              };
              vec![alias]
          }
          _ => Vec::new(),
      }
  }
  /// The result of a tensor destination is writable; a memref
  /// destination is as `writable` says.
  pub fn is_writable(self, ctx: &Context, value: Value, state: &crate::bufferization::AnalysisState) -> bool {
      let _ = (value, state);
      ::ods_runtime::ods::pred::is_tensor(ctx, ctx.value_type(self.dest(ctx))) || self.writable(ctx)
  }
}]>;
def : RustFor<"Bufferization_DeallocTensorOp.extraClassDeclaration", [{
  /// The tensor is not read.
  pub fn bufferizes_to_memory_read(self, ctx: &Context, op_operand: ::ods_runtime::Use, state: &crate::bufferization::AnalysisState) -> bool {
      let _ = (ctx, op_operand, state);
      false
  }
  /// The tensor is not written.
  pub fn bufferizes_to_memory_write(self, ctx: &Context, op_operand: ::ods_runtime::Use, state: &crate::bufferization::AnalysisState) -> bool {
      let _ = (ctx, op_operand, state);
      false
  }
  /// No result aliases it.
  pub fn get_aliasing_values(self, ctx: &Context, op_operand: ::ods_runtime::Use, state: &crate::bufferization::AnalysisState) -> crate::bufferization::AliasingValueList {
      let _ = (ctx, op_operand, state);
      Vec::new()
  }
}]>;
def : RustFor<"Bufferization_ToTensorOp.extraClassDeclaration", [{
  /// Nothing to do: a `to_tensor` folds away with its `to_buffer` after
  /// bufferization.
  pub fn bufferize(self, ctx: &Context, rewriter: ::ods_runtime::OpBuilder, options: &crate::bufferization::BufferizationOptions, state: &crate::bufferization::BufferizationState) -> Result<(), ::ods_runtime::diag::Diagnostic> {
      let _ = (ctx, rewriter, options, state);
      Ok(())
  }
  /// Writable as `writable` says.
  pub fn is_writable(self, ctx: &Context, value: Value, state: &crate::bufferization::AnalysisState) -> bool {
      let _ = (value, state);
      self.writable(ctx)
  }
  /// The buffer it reads.
  pub fn get_buffer_type(self, ctx: &Context, value: Value, options: &crate::bufferization::BufferizationOptions, state: &crate::bufferization::BufferizationState, invocation_stack: ::std::vec::Vec<Value>) -> Option<::ods_runtime::Type> {
      let _ = (value, options, state, invocation_stack);
      Some(ctx.value_type(self.buffer(ctx)))
  }
}]>;
def : RustFor<"Bufferization_ToBufferOp.extraClassDeclaration", [{
  /// Whether the buffer is read is unknown: it may be.
  pub fn bufferizes_to_memory_read(self, ctx: &Context, op_operand: ::ods_runtime::Use, state: &crate::bufferization::AnalysisState) -> bool {
      let _ = (ctx, op_operand, state);
      true
  }
  /// Written unless `read_only`.
  pub fn bufferizes_to_memory_write(self, ctx: &Context, op_operand: ::ods_runtime::Use, state: &crate::bufferization::AnalysisState) -> bool {
      let _ = (op_operand, state);
      !self.read_only(ctx)
  }
  /// No tensor result aliases it.
  pub fn get_aliasing_values(self, ctx: &Context, op_operand: ::ods_runtime::Use, state: &crate::bufferization::AnalysisState) -> crate::bufferization::AliasingValueList {
      let _ = (ctx, op_operand, state);
      Vec::new()
  }
}]>;
