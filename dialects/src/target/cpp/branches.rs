//! The `cf` dialect's branches as C++: the successor's block arguments
//! assigned, then `goto` its label; `cf.cond_br` as an `if`/`else` of
//! two such jumps.

use super::declarations::op_failure;
use super::emitter::{CppEmitter, Emitted};
use crate::cf::{BranchOp, CondBranchOp};
use ods_runtime::ods::op::Op;
use ods_runtime::{BlockId, OpId, Value};

impl CppEmitter<'_> {
    /// A `cf` branch, by its kind.
    pub(crate) fn emit_branch(&mut self, op: OpId) -> Emitted {
        let ctx = self.ctx;
        if let Some(branch) = BranchOp::cast(ctx, op) {
            let operands = branch.dest_operands(ctx);
            return self.emit_jump(op, branch.dest(ctx), &operands, false);
        }
        let Some(branch) = CondBranchOp::cast(ctx, op) else {
            return Err(op_failure(ctx, op, "unable to find printer for op"));
        };
        self.write("if (");
        self.emit_operand(branch.condition(ctx))?;
        self.write(") {\n");
        self.os.indent();
        let operands = branch.true_dest_operands(ctx);
        self.emit_jump(op, branch.true_dest(ctx), &operands, true)?;
        self.os.unindent();
        self.write("} else {\n");
        self.os.indent();
        let operands = branch.false_dest_operands(ctx);
        self.emit_jump(op, branch.false_dest(ctx), &operands, true)?;
        self.os.unindent();
        self.write("}");
        Ok(())
    }

    /// `arg = operand;` for each argument of `successor`, then `goto
    /// label` (with `;` and a new line if `terminated`).
    fn emit_jump(
        &mut self,
        op: OpId,
        successor: BlockId,
        operands: &[Value],
        terminated: bool,
    ) -> Emitted {
        let args = self.ctx.block_args(successor);
        for (&operand, arg) in operands.iter().zip(args) {
            let (arg, operand) = (self.name(arg), self.name(operand));
            self.write(&format!("{arg} = {operand};\n"));
        }
        self.write("goto ");
        if !self.has_label(successor) {
            return Err(op_failure(
                self.ctx,
                op,
                "unable to find label for successor block",
            ));
        }
        let label = self.label(successor);
        self.write(&label);
        if terminated {
            self.write(";\n");
        }
        Ok(())
    }
}
