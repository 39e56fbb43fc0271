//! The `func` dialect's ops as C++: `func.func` as a function definition,
//! `func.call` as a call, `func.return` (a `std::make_tuple` of several
//! values).

use super::declarations::op_failure;
use super::emitter::{CppEmitter, Emitted, ScopeKind};
use super::functions::signature;
use crate::emitc::{ArrayType, LValueType};
use crate::func::{CallOp, FuncOp, ReturnOp};
use ods_runtime::ods::op::Op;
use ods_runtime::OpId;

impl CppEmitter<'_> {
    /// A `func` op, by its kind.
    pub(crate) fn emit_func_op(&mut self, op: OpId) -> Emitted {
        let ctx = self.ctx;
        if let Some(function) = FuncOp::cast(ctx, op) {
            return self.emit_func_func(function);
        }
        if let Some(call) = CallOp::cast(ctx, op) {
            let callee = call.callee(ctx).to_string();
            return self.emit_call_named(op, &callee);
        }
        match ReturnOp::cast(ctx, op) {
            Some(ret) => self.emit_func_return(ret),
            None => Err(op_failure(ctx, op, "unable to find printer for op")),
        }
    }

    /// `results name(args) {\n body }`.
    fn emit_func_func(&mut self, op: FuncOp) -> Emitted {
        let ctx = self.ctx;
        let body = op.body(ctx);
        if !self.options.declare_variables_at_top && ctx.blocks(body).len() > 1 {
            let message = "with multiple blocks needs variables declared at top";
            return Err(op_failure(ctx, op.id(), message));
        }
        let (inputs, results) = signature(ctx, op.function_type(ctx));
        if inputs.iter().any(|&t| LValueType::isa(ctx, t)) {
            return Err(op_failure(
                ctx,
                op.id(),
                "cannot emit lvalue type as argument type",
            ));
        }
        if results.iter().any(|&t| ArrayType::isa(ctx, t)) {
            return Err(op_failure(
                ctx,
                op.id(),
                "cannot emit array type as result type",
            ));
        }
        self.scoped(ScopeKind::Function, |e| {
            e.emit_types(op.loc(ctx), &results)?;
            e.write(&format!(" {}(", op.sym_name(ctx)));
            e.emit_argument_declarations(op.id(), body)?;
            e.write(") {\n");
            e.emit_function_body(op.id(), body)?;
            e.write("}");
            Ok(())
        })
    }

    /// `return`, `return value` or `return std::make_tuple(values)`.
    fn emit_func_return(&mut self, op: ReturnOp) -> Emitted {
        let ctx = self.ctx;
        self.write("return");
        match ctx.operands(op.id()).as_slice() {
            [] => Ok(()),
            [value] => {
                self.write(" ");
                self.emit_operand(*value)
            }
            _ => {
                self.write(" std::make_tuple(");
                self.emit_operands_and_attributes(op.id())?;
                self.write(")");
                Ok(())
            }
        }
    }

    /// The operands of `op`, then its attributes as `/* name */value`,
    /// all separated by commas.
    fn emit_operands_and_attributes(&mut self, op: OpId) -> Emitted {
        let ctx = self.ctx;
        self.emit_operands(op)?;
        let attrs = ctx.attrs(op).to_vec();
        if ctx.num_operands(op) > 0 && !attrs.is_empty() {
            self.write(", ");
        }
        let loc = ctx.op_loc(op);
        self.interleave_comma(&attrs, |e, &(name, value)| {
            e.write(&format!("/* {} */", ctx.symbol_str(name)));
            e.emit_attribute(loc, value)
        })
    }
}
