//! `--mlir-print-value-users`: the comments naming the users of each
//! value (`printUsersComment` in MLIR's `AsmPrinter.cpp`). Users are listed
//! in use-list order, the most recent use first, as MLIR keeps them.

use super::Printer;
use crate::ir::{BlockId, OpId, Value};

impl Printer<'_> {
    /// After an operation: ` // id: %N` for an op without results but with
    /// operands, ` // unused`, or ` // user: ...` / ` // users: ...`.
    pub(super) fn users_comment(&mut self, op: OpId) {
        let ctx = self.ctx;
        let results = ctx.num_results(op);
        if results == 0 {
            if ctx.num_operands(op) > 0 {
                self.out.push_str(" // id: ");
                self.op_id(op);
            }
            return;
        }
        let values: Vec<Value> = (0..results as u32).map(|i| Value::Result(op, i)).collect();
        if !values.iter().any(|&v| ctx.has_uses(v)) {
            self.out.push_str(" // unused");
            return;
        }
        // "user" when one result feeds a single op with at most one result.
        let mut users: Vec<OpId> = Vec::new();
        for &v in &values {
            for u in ctx.uses(v) {
                if !users.contains(&u.op) {
                    users.push(u.op);
                }
            }
        }
        let user_results: usize = users.iter().map(|&u| ctx.num_results(u)).sum();
        let one = results == 1 && users.len() <= 1 && user_results <= 1;
        self.out
            .push_str(if one { " // user: " } else { " // users: " });
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            if results > 1 {
                self.out.push('(');
            }
            self.value_users(v);
            if results > 1 {
                self.out.push(')');
            }
        }
    }

    /// At the top of a block, a line per argument: `// %arg0 is used by
    /// ...` or `// %arg0 is unused`.
    pub(super) fn block_args_comments(&mut self, b: BlockId, level: usize) {
        for i in 0..self.ctx.num_block_args(b) {
            let v = Value::Arg(b, i as u32);
            self.indent(level);
            self.out.push_str("// ");
            self.value(v);
            if self.ctx.has_uses(v) {
                self.out.push_str(" is used by ");
                self.value_users(v);
            } else {
                self.out.push_str(" is unused");
            }
            self.out.push('\n');
        }
    }

    /// The users of `v`, each once: its results, or its operation id.
    fn value_users(&mut self, v: Value) {
        let ctx = self.ctx;
        let uses = ctx.uses(v);
        if uses.is_empty() {
            self.out.push_str("unused");
        }
        let mut seen: Vec<OpId> = Vec::new();
        for u in uses {
            if seen.contains(&u.op) {
                continue;
            }
            if !seen.is_empty() {
                self.out.push_str(", ");
            }
            seen.push(u.op);
            let n = ctx.num_results(u.op);
            if n == 0 {
                self.op_id(u.op);
            }
            for r in 0..n as u32 {
                if r > 0 {
                    self.out.push_str(", ");
                }
                self.value(Value::Result(u.op, r));
            }
        }
    }

    fn op_id(&mut self, op: OpId) {
        if !self.names.write_op_id(&mut self.out, op) {
            self.out.push_str("<<UNKNOWN SSA VALUE>>");
        }
    }
}
