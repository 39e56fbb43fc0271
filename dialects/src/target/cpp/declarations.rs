//! The variables of op results: declared where the op is, or at the top
//! of the function and assigned where the op is
//! (`--declare-variables-at-top`); constants and variables with their
//! initial values; globals.

use super::emitter::{CppEmitter, Emitted};
use super::expressions::has_deferred_emission;
use crate::emitc::{GlobalOp, OpaqueAttr};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{op_error, Op};
use ods_runtime::verify::with_current_op;
use ods_runtime::{Attribute, Context, OpId, Value};

/// `'name' op message` at `op`, with the op shown in a note (MLIR's
/// `Operation::emitOpError`).
pub(crate) fn op_failure(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    with_current_op(ctx, op, op_error(ctx, op, message))
}

/// `message` at `op`, with the op shown in a note (MLIR's
/// `Operation::emitError`).
pub(crate) fn error_at(ctx: &Context, op: OpId, message: impl Into<String>) -> Diagnostic {
    with_current_op(ctx, op, Diagnostic::error(ctx.op_loc(op), message))
}

/// The op that defines a result.
fn owner(result: Value) -> OpId {
    match result {
        Value::Result(op, _) => op,
        Value::Arg(..) => unreachable!("an op result"),
    }
}

impl CppEmitter<'_> {
    /// `name = ` for a result declared before.
    pub(crate) fn emit_variable_assignment(&mut self, result: Value) -> Emitted {
        if !self.has_value_in_scope(result) {
            let message = "result variable for the operation has not been declared";
            return Err(op_failure(self.ctx, owner(result), message));
        }
        let name = self.name(result);
        self.write(&format!("{name} = "));
        Ok(())
    }

    /// `type name` for a result (nothing for a deferred one), and `;` and
    /// a new line if asked.
    pub(crate) fn emit_result_declaration(&mut self, result: Value, semicolon: bool) -> Emitted {
        let op = owner(result);
        if has_deferred_emission(self.ctx, Some(op)) {
            return Ok(());
        }
        if self.has_value_in_scope(result) {
            let message = "result variable for the operation already declared";
            return Err(error_at(self.ctx, op, message));
        }
        let name = self.name(result);
        let ty = self.ctx.value_type(result);
        self.emit_variable_declaration(self.ctx.op_loc(op), ty, &name)?;
        if semicolon {
            self.write(";\n");
        }
        Ok(())
    }

    /// What comes before the value of `op`: nothing inside an expression
    /// or without results; `type name = ` or `name = ` for one result;
    /// for several, their declarations and `std::tie(...) = `.
    pub(crate) fn emit_assign_prefix(&mut self, op: OpId) -> Emitted {
        if self.emitted_expression.is_some() {
            return Ok(());
        }
        let results = self.ctx.results(op);
        match results.as_slice() {
            [] => {}
            [result] => {
                if self.options.declare_variables_at_top {
                    self.emit_variable_assignment(*result)?;
                } else {
                    self.emit_result_declaration(*result, false)?;
                    self.write(" = ");
                }
            }
            _ => {
                if !self.options.declare_variables_at_top {
                    for &result in &results {
                        self.emit_result_declaration(result, true)?;
                    }
                }
                let names: Vec<String> = results.iter().map(|&r| self.name(r)).collect();
                self.write(&format!("std::tie({}) = ", names.join(", ")));
            }
        }
        Ok(())
    }

    /// An `emitc.constant` or `emitc.variable` with its value: an empty
    /// opaque value declares the variable only.
    pub(crate) fn emit_constant(&mut self, op: OpId, value: Attribute) -> Emitted {
        let ctx = self.ctx;
        let result = ctx.result(op, 0);
        let uninitialized =
            OpaqueAttr::try_from(ctx, value).is_some_and(|o| o.value(ctx).is_empty());
        if self.options.declare_variables_at_top {
            if uninitialized {
                return Ok(());
            }
            self.emit_variable_assignment(result)?;
            return self.emit_attribute(ctx.op_loc(op), value);
        }
        if uninitialized {
            return self.emit_result_declaration(result, false);
        }
        self.emit_assign_prefix(op)?;
        self.emit_attribute(ctx.op_loc(op), value)
    }

    /// `[extern|static] [const] type name [= value];`.
    pub(crate) fn emit_global(&mut self, global: GlobalOp) -> Emitted {
        let ctx = self.ctx;
        if global.extern_specifier(ctx) {
            self.write("extern ");
        } else if global.static_specifier(ctx) {
            self.write("static ");
        }
        if global.const_specifier(ctx) {
            self.write("const ");
        }
        let loc = global.loc(ctx);
        self.emit_typed_declaration(loc, global.type_attr(ctx), global.sym_name(ctx))?;
        self.emit_initial_value(loc, global.initial_value_attr(ctx))
    }

    /// ` = value;`, or `;` without one.
    pub(crate) fn emit_initial_value(
        &mut self,
        loc: Attribute,
        value: Option<Attribute>,
    ) -> Emitted {
        if let Some(value) = value {
            self.write(" = ");
            self.emit_attribute(loc, value)?;
        }
        self.write(";");
        Ok(())
    }
}
