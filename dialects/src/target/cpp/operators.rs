//! The EmitC ops that compute a value (calls, casts, `&`, `*`, `?:`,
//! constants, variables, loads and stores, inlinable expressions), and
//! those whose value is named where it is used: literals, globals,
//! fields, member accesses and subscripts.

use super::declarations::op_failure;
use super::emitter::{CppEmitter, Emitted};
use super::expressions::should_be_inlined;
use crate::emitc::*;
use ods_runtime::interfaces::symbols::lookup_nearest_symbol_from;
use ods_runtime::ods::op::Op;
use ods_runtime::{AttrKind, Context, OpId, TypeKind, Value};

impl CppEmitter<'_> {
    pub(crate) fn emit_address_of(&mut self, op: AddressOfOp) -> Emitted {
        self.emit_assign_prefix(op.id())?;
        self.emit_address(op.id(), op.reference(self.ctx))
    }

    /// `&operand`; of a const global (or an element of one), cast to the
    /// result's type to drop the `const`: `(T*)(&operand)`.
    fn emit_address(&mut self, op: OpId, operand: Value) -> Emitted {
        let ctx = self.ctx;
        if !is_in_const_global(ctx, op, operand) {
            self.write("&");
            return self.emit_operand(operand);
        }
        self.write("(");
        self.emit_type(ctx.op_loc(op), ctx.value_type(ctx.result(op, 0)))?;
        self.write(")(&");
        self.emit_operand(operand)?;
        self.write(")");
        Ok(())
    }

    pub(crate) fn cache_dereference(&mut self, op: DereferenceOp) -> Emitted {
        let text = format!("*{}", self.name(op.pointer(self.ctx)));
        self.cache_deferred(self.ctx.result(op.id(), 0), text);
        Ok(())
    }

    pub(crate) fn emit_apply(&mut self, op: ApplyOp) -> Emitted {
        self.emit_assign_prefix(op.id())?;
        let operator = op.applicable_operator(self.ctx);
        if operator == "&" {
            return self.emit_address(op.id(), op.operand(self.ctx));
        }
        self.write(operator);
        self.emit_operand(op.operand(self.ctx))
    }

    pub(crate) fn emit_assign(&mut self, op: AssignOp) -> Emitted {
        let ctx = self.ctx;
        let var = op.var(ctx);
        let Some(def) = ctx.defining_op(var) else {
            return Err(op_failure(
                ctx,
                op.id(),
                "result variable for the operation has not been declared",
            ));
        };
        self.emit_variable_assignment(ctx.result(def, 0))?;
        self.emit_operand(op.value(ctx))
    }

    pub(crate) fn emit_load(&mut self, op: LoadOp) -> Emitted {
        self.emit_assign_prefix(op.id())?;
        self.emit_operand(op.operand(self.ctx))
    }

    /// `callee(operands)`.
    pub(crate) fn emit_call_named(&mut self, op: OpId, callee: &str) -> Emitted {
        self.emit_assign_prefix(op)?;
        self.write(&format!("{callee}("));
        self.emit_operands(op)?;
        self.write(")");
        Ok(())
    }

    pub(crate) fn emit_call(&mut self, op: CallOp) -> Emitted {
        let callee = op.callee(self.ctx).to_string();
        self.emit_call_named(op.id(), &callee)
    }

    /// `callee<template args>(args)`: an `index` argument is the operand
    /// of that number, any other is emitted as an attribute; without
    /// `args`, the operands.
    pub(crate) fn emit_call_opaque(&mut self, op: CallOpaqueOp) -> Emitted {
        let ctx = self.ctx;
        let loc = op.loc(ctx);
        self.emit_assign_prefix(op.id())?;
        self.write(op.callee(ctx));
        if let Some(template_args) = op.template_args_attr(ctx) {
            self.write("<");
            self.interleave_comma(&array_items(ctx, template_args), |e, &a| {
                e.emit_attribute(loc, a)
            })?;
            self.write(">");
        }
        self.write("(");
        match op.args(ctx) {
            Some(args) => self.interleave_comma(&array_items(ctx, args), |e, &arg| {
                if let AttrKind::Integer { ty, value } = ctx.attr_kind(arg) {
                    if matches!(ctx.type_kind(*ty), TypeKind::Index) {
                        let operand = usize::try_from(value.saturating_i128())
                            .ok()
                            .and_then(|i| ctx.operands(op.id()).get(i).copied());
                        let Some(operand) = operand else {
                            return Err(op_failure(ctx, op.id(), "index argument is out of range"));
                        };
                        return e.emit_operand(operand);
                    }
                }
                e.emit_attribute(loc, arg)
            })?,
            None => self.emit_operands(op.id())?,
        }
        self.write(")");
        Ok(())
    }

    pub(crate) fn emit_cast(&mut self, op: CastOp) -> Emitted {
        let ctx = self.ctx;
        self.emit_assign_prefix(op.id())?;
        self.write("(");
        self.emit_type(op.loc(ctx), ctx.value_type(ctx.result(op.id(), 0)))?;
        self.write(") ");
        self.emit_operand(op.source(ctx))
    }

    pub(crate) fn emit_conditional(&mut self, op: ConditionalOp) -> Emitted {
        let ctx = self.ctx;
        self.emit_assign_prefix(op.id())?;
        self.emit_operand(op.condition(ctx))?;
        self.write(" ? ");
        self.emit_operand(op.true_value(ctx))?;
        self.write(" : ");
        self.emit_operand(op.false_value(ctx))
    }

    pub(crate) fn emit_constant_op(&mut self, op: ConstantOp) -> Emitted {
        let value = op.value(self.ctx);
        if self.is_part_of_current_expression(op.id()) {
            return self.emit_attribute(op.loc(self.ctx), value);
        }
        self.emit_constant(op.id(), value)
    }

    pub(crate) fn emit_variable(&mut self, op: VariableOp) -> Emitted {
        self.emit_constant(op.id(), op.value(self.ctx))
    }

    /// An expression not inlined: its value assigned to its variable.
    pub(crate) fn emit_expression_op(&mut self, op: ExpressionOp) -> Emitted {
        if should_be_inlined(self.ctx, op) {
            return Ok(());
        }
        self.emit_assign_prefix(op.id())?;
        self.emit_expression(op)
    }

    pub(crate) fn cache_get_global(&mut self, op: GetGlobalOp) -> Emitted {
        let name = op.name(self.ctx).to_string();
        self.cache_deferred(op.result(self.ctx), name);
        Ok(())
    }

    pub(crate) fn cache_get_field(&mut self, op: GetFieldOp) -> Emitted {
        let name = op.field_name(self.ctx).to_string();
        self.cache_deferred(op.result(self.ctx), name);
        Ok(())
    }

    pub(crate) fn cache_literal(&mut self, op: LiteralOp) -> Emitted {
        let text = op.value(self.ctx).to_string();
        self.cache_deferred(op.result(self.ctx), text);
        Ok(())
    }

    pub(crate) fn cache_member(&mut self, op: MemberOp) -> Emitted {
        let ctx = self.ctx;
        self.cache_member_access(op.id(), op.operand(ctx), ".", op.member(ctx))
    }

    pub(crate) fn cache_member_of_ptr(&mut self, op: MemberOfPtrOp) -> Emitted {
        let ctx = self.ctx;
        self.cache_member_access(op.id(), op.operand(ctx), "->", op.member(ctx))
    }

    /// `object<access>member` (`.` or `->`) as the name of `op`'s result.
    fn cache_member_access(
        &mut self,
        op: OpId,
        object: Value,
        access: &str,
        member: &str,
    ) -> Emitted {
        let text = format!("{}{access}{member}", self.name(object));
        self.cache_deferred(self.ctx.result(op, 0), text);
        Ok(())
    }

    /// `base[i]...`.
    pub(crate) fn cache_subscript(&mut self, op: SubscriptOp) -> Emitted {
        let ctx = self.ctx;
        let mut text = self.name(op.value(ctx));
        for index in op.indices(ctx) {
            text.push_str(&format!("[{}]", self.name(index)));
        }
        self.cache_deferred(op.result(ctx), text);
        Ok(())
    }
}

/// The elements of an array attribute.
fn array_items(
    ctx: &ods_runtime::Context,
    attr: ods_runtime::Attribute,
) -> Vec<ods_runtime::Attribute> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(items) => items.to_vec(),
        _ => Vec::new(),
    }
}

/// Whether `value` is a const global or an element of one, as seen from
/// `op`.
fn is_in_const_global(ctx: &Context, op: OpId, value: Value) -> bool {
    let mut value = value;
    while let Some(subscript) = ctx
        .defining_op(value)
        .and_then(|d| SubscriptOp::cast(ctx, d))
    {
        value = subscript.value(ctx);
    }
    let Some(get_global) = ctx
        .defining_op(value)
        .and_then(|d| GetGlobalOp::cast(ctx, d))
    else {
        return false;
    };
    lookup_nearest_symbol_from(ctx, op, get_global.name_attr(ctx))
        .and_then(|g| GlobalOp::cast(ctx, g))
        .is_some_and(|g| g.const_specifier(ctx))
}
