// The Rust overlay of MLIR's SCF dialect (mlir/Dialect/SCF/IR/SCFOps.td,
// read where LLVM installs it): each piece of its C++ gets its Rust here,
// named by def and field. The dialect's hooks are Rust in src/scf/.

include "mlir/Dialect/SCF/IR/SCFOps.td"
include "ods/RustOverlay.td"

// `arith` is loaded with `scf` in MLIR; here a feature of its own, which
// the dialect registers when the build enables it.
def : RustFor<"SCF_Dialect.dependentDialects.arith::ArithDialect",
              [{ crate::scf::hooks::SCFDependencies }]>;

// Builder parameters: ranges are slices; MLIR's body-builder callbacks
// (`function_ref<void(OpBuilder &, Location, ...)>`) are Rust closures
// given the context, a builder at the end of the new body, the location
// and the body's arguments; `None` (C++'s `nullptr`) builds no body.
def : RustFor<"ForOp.builders.0.initArgs.default", [{ ::std::vec::Vec::new() }]>;
def : RustFor<"ForOp.builders.0.odsArg4.type", [{
  ::std::option::Option<crate::scf::ForBodyBuilder<'_>>
}]>;
def : RustIdiom<"nullptr", [{ None }]>;
def : RustIdiom<"function_ref<void(OpBuilder &, Location, ValueRange)>", [{
  ::std::option::Option<crate::scf::BodyBuilder<'_>>
}]>;
def : RustIdiom<"function_ref<void (OpBuilder &, Location, ValueRange)>", [{
  ::std::option::Option<crate::scf::BodyBuilder<'_>>
}]>;
def : RustIdiom<"function_ref<void (OpBuilder &, Location, ValueRange, ValueRange)>", [{
  ::std::option::Option<crate::scf::ParallelBodyBuilder<'_>>
}]>;
def : RustIdiom<"function_ref<void(OpBuilder &, Location)>", [{
  ::std::option::Option<crate::scf::RegionBuilder<'_>>
}]>;
// `scf.if`'s then-builder defaults to MLIR's `buildTerminatedBody`, which
// ends the block with the implicit `scf.yield`: here `None`, which the
// builder takes to do the same.
def : RustFor<"IfOp.builders.4.thenBuilder.default", [{ None }]>;
def : RustFor<"YieldOp.builders.0.body", [{ let _ = (ctx, state); }]>;

// The C++ declarations of the ops' classes; their Rust accessors.
def : RustFor<"ForOp.extraClassDeclaration", [{
  /// The induction variable, the body's first argument.
  pub fn induction_var(self, ctx: &::ods_runtime::Context) -> ::ods_runtime::Value {
      ctx.block_args(self.body(ctx))[0]
  }
  /// The body (the region's only block).
  pub fn body(self, ctx: &::ods_runtime::Context) -> ::ods_runtime::BlockId {
      ctx.blocks(self.region(ctx))[0]
  }
  /// The loop-carried block arguments, after the induction variable.
  pub fn region_iter_args(self, ctx: &::ods_runtime::Context) -> ::std::vec::Vec<::ods_runtime::Value> {
      ctx.block_args(self.body(ctx))[1..].to_vec()
  }
  /// Number of operands controlling the loop: lb, ub, step.
  pub fn num_control_operands(self) -> usize { 3 }
  /// Interface method for ConditionallySpeculatable: a loop of constant
  /// step 1 terminates whatever its bounds, and is speculatable when its
  /// body is.
  pub fn get_speculatability(self, ctx: &::ods_runtime::Context)
      -> ::ods_runtime::interfaces::speculation::Speculatability {
      crate::scf::hooks::for_speculatability(ctx, self)
  }
}]>;
def : RustFor<"ForallOp.extraClassDeclaration", [{
  /// The number of loops.
  pub fn rank(self, ctx: &::ods_runtime::Context) -> usize {
      self.static_lower_bound(ctx).len()
  }
}]>;
def : RustFor<"InParallelOp.extraClassDeclaration", "">;
def : RustFor<"IfOp.extraClassDeclaration", [{
  /// The then block.
  pub fn then_block(self, ctx: &::ods_runtime::Context) -> ::ods_runtime::BlockId {
      ctx.blocks(self.then_region(ctx))[0]
  }
  /// The else block, if the else region is not empty.
  pub fn else_block(self, ctx: &::ods_runtime::Context) -> ::std::option::Option<::ods_runtime::BlockId> {
      ctx.blocks(self.else_region(ctx)).first().copied()
  }
}]>;
def : RustFor<"ParallelOp.extraClassDeclaration", [{
  /// The number of loops.
  pub fn num_loops(self, ctx: &::ods_runtime::Context) -> usize { self.step(ctx).len() }
  /// The number of reductions.
  pub fn num_reductions(self, ctx: &::ods_runtime::Context) -> usize { self.init_vals(ctx).len() }
}]>;
def : RustFor<"WhileOp.extraClassDeclaration", [{
  /// The before region's block.
  pub fn before_body(self, ctx: &::ods_runtime::Context) -> ::ods_runtime::BlockId {
      ctx.blocks(self.before(ctx))[0]
  }
  /// The after region's block.
  pub fn after_body(self, ctx: &::ods_runtime::Context) -> ::ods_runtime::BlockId {
      ctx.blocks(self.after(ctx))[0]
  }
}]>;
def : RustFor<"IndexSwitchOp.extraClassDeclaration", [{
  /// The number of cases.
  pub fn num_cases(self, ctx: &::ods_runtime::Context) -> usize { self.cases(ctx).len() }
}]>;

// `scf.forall`'s bounds: MLIR's `OpFoldResult` (a constant attribute or a
// value) is the runtime's `FoldResult`.
def : RustIdiom<"ArrayRef<OpFoldResult>", [{ &[::ods_runtime::registry::FoldResult] }]>;
def : RustIdiom<"std::optional<ArrayAttr>", [{ ::std::option::Option<::ods_runtime::Attribute> }]>;
// The builder of DeviceMaskingAttrInterface's methods.
def : RustIdiom<"OpBuilder&", [{ ::ods_runtime::OpBuilder }]>;

// `custom<SwitchCases>` of `scf.index_switch`: MLIR's `parseSwitchCases`
// and `printSwitchCases`, which `emitc.switch` spells the same way.
def : RustFor<"IndexSwitchOp.extraClassDefinition", [{
  use ::ods_runtime::asm::switch_cases::{parse_switch_cases, print_switch_cases};
}]>;
