// The Rust overlay of MLIR's ControlFlow dialect
// (mlir/Dialect/ControlFlow/IR/ControlFlowOps.td, read where LLVM installs
// it): each piece of its C++ gets its Rust here, named by def and field.
// The dialect's hooks are Rust in src/cf/hooks.rs.

include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.td"
include "ods/RustOverlay.td"

// `cf` loads `arith`, whose ops its patterns create.
def : RustFor<"ControlFlow_Dialect.dependentDialects.arith::ArithDialect", [{
  crate::arith::ArithDialect
}]>;

// An empty `ValueRange`, `BlockRange` or `ArrayRef` default.
def : RustIdiom<"{}", [{ Vec::new() }]>;

def : RustFor<"BranchOp.builders.0.body", [{
  Self::build($_builder, $_state, &dest_operands, dest);
}]>;
def : RustFor<"BranchOp.extraClassDeclaration", "">;

// The weights, when given, are a dense `i32` array.
def : RustFor<"CondBranchOp.builders.0.body", [{
  let weights = (!branch_weights.is_empty()).then_some(branch_weights);
  Self::build(
      $_builder, $_state, condition, &true_operands, &false_operands, weights, true_dest, false_dest,
  );
}]>;
def : RustFor<"CondBranchOp.builders.1.body", [{
  let weights = (!branch_weights.is_empty()).then_some(branch_weights);
  Self::build($_builder, $_state, condition, &[], &false_operands, weights, true_dest, false_dest);
}]>;
def : RustFor<"CondBranchOp.extraClassDeclaration", [{
  /// The index of the true destination among the successors.
  pub const TRUE_INDEX: usize = 0;
  /// The index of the false destination among the successors.
  pub const FALSE_INDEX: usize = 1;

  /// The operands passed to the true destination.
  pub fn true_operands(self, ctx: &Context) -> Vec<Value> {
      self.true_dest_operands(ctx)
  }

  /// The operands passed to the false destination.
  pub fn false_operands(self, ctx: &Context) -> Vec<Value> {
      self.false_dest_operands(ctx)
  }
}]>;

def : RustFor<"SwitchOp.builders.2.caseValues.type", [{ Option<::ods_runtime::Attribute> }]>;
def : RustFor<"SwitchOp.builders.2.caseValues.default", [{ None }]>;
def : RustFor<"SwitchOp.extraClassDeclaration", [{
  /// The operands passed to case destination `index`.
  pub fn case_operands_at(self, ctx: &Context, index: usize) -> Vec<Value> {
      self.case_operands(ctx).swap_remove(index)
  }

  /// What the switch passes to successor `index` (`BranchOpInterface`):
  /// the default operands to the default destination, a case's group of
  /// `caseOperands` to its destination.
  pub fn get_successor_operands(
      ctx: &Context,
      op: OpId,
      index: usize,
  ) -> ::ods_runtime::interfaces::branch::SuccessorOperands {
      ::ods_runtime::interfaces::branch::switch_successor_operands(ctx, op, index)
  }
}]>;
// The functions of `custom<SwitchOpCases>`, in the dialect's hooks.
def : RustFor<"SwitchOp.extraClassDefinition", [{
  use crate::cf::{parse_switch_op_cases, print_switch_op_cases};
}]>;
