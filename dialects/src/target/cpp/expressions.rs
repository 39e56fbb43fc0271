//! C expressions: operator precedence, which `emitc.expression`s are
//! emitted inline in their user, operands (named, deferred or inlined,
//! parenthesized by precedence) and the C operators of EmitC's ops.

use super::emitter::{CppEmitter, Emitted};
use crate::emitc::{AssignOp, CExpressionInterface, CmpOp, CmpPredicate, ExpressionOp, VariableOp};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::verify::with_current_op;
use ods_runtime::{Context, OpId, Value};

/// The precedence of the C operator of `op` (higher binds tighter).
pub(crate) fn operator_precedence(ctx: &Context, op: OpId) -> Result<i32, Diagnostic> {
    let precedence = match ctx.op_name_str(op) {
        "emitc.add" | "emitc.sub" => 12,
        "emitc.apply" | "emitc.address_of" | "emitc.bitwise_not" | "emitc.cast"
        | "emitc.dereference" | "emitc.logical_not" | "emitc.unary_minus" | "emitc.unary_plus" => {
            15
        }
        "emitc.bitwise_and" => 7,
        "emitc.bitwise_left_shift" | "emitc.bitwise_right_shift" => 11,
        "emitc.bitwise_or" => 5,
        "emitc.bitwise_xor" => 6,
        "emitc.call" | "emitc.call_opaque" | "emitc.load" => 16,
        "emitc.cmp" => match CmpOp::cast(ctx, op).map(|c| c.predicate(ctx)) {
            Some(CmpPredicate::Eq | CmpPredicate::Ne) => 8,
            Some(CmpPredicate::ThreeWay) => 10,
            _ => 9,
        },
        "emitc.conditional" => 2,
        "emitc.constant" => 17,
        "emitc.div" | "emitc.mul" | "emitc.rem" => 13,
        "emitc.logical_and" => 4,
        "emitc.logical_or" => 3,
        _ => {
            return Err(with_current_op(
                ctx,
                op,
                Diagnostic::error(ctx.op_loc(op), "unsupported operation"),
            ))
        }
    };
    Ok(precedence)
}

/// Whether `op` gives its result a name when it is used rather than
/// emitting a statement: literals, globals, fields, dereferences, member
/// accesses and subscripts.
pub(crate) fn has_deferred_emission(ctx: &Context, op: Option<OpId>) -> bool {
    op.is_some_and(|op| {
        matches!(
            ctx.op_name_str(op),
            "emitc.dereference"
                | "emitc.get_global"
                | "emitc.literal"
                | "emitc.member"
                | "emitc.member_of_ptr"
                | "emitc.subscript"
                | "emitc.get_field"
        )
    })
}

/// Whether the expression is emitted inline, as part of its one user: it
/// may be inlined, its user is no expression, no C expression op and no op
/// of deferred emission, and inlining it keeps its side effects (if any)
/// in order.
pub(crate) fn should_be_inlined(ctx: &Context, expression: ExpressionOp) -> bool {
    if expression.do_not_inline(ctx) {
        return false;
    }
    let uses = ctx.uses(expression.result(ctx));
    let [only] = uses.as_slice() else {
        return false;
    };
    let user = only.op;
    if has_deferred_emission(ctx, Some(user))
        || ExpressionOp::cast(ctx, user).is_some()
        || CExpressionInterface::try_from(ctx, user).is_some()
    {
        return false;
    }
    !crate::emitc::expression_has_side_effects(ctx, expression)
        || keeps_side_effects_in_order(ctx, expression, user)
}

/// Whether an expression with side effects may still be inlined in `user`
/// (as mlir-translate 22 does): its user immediately follows it and is an
/// `emitc.if`, `emitc.switch` or `emitc.return` (which evaluate nothing
/// else), or assigns the expression to a variable (for other lvalues C
/// leaves open whether the assignment's left or right side runs first).
fn keeps_side_effects_in_order(ctx: &Context, expression: ExpressionOp, user: OpId) -> bool {
    if ctx.next_op(expression.id()) != Some(user) {
        return false;
    }
    if let Some(assign) = AssignOp::cast(ctx, user) {
        let var_def = ctx.defining_op(assign.var(ctx));
        return assign.value(ctx) == expression.result(ctx)
            && var_def.is_some_and(|def| VariableOp::cast(ctx, def).is_some());
    }
    matches!(
        ctx.op_name_str(user),
        "emitc.if" | "emitc.switch" | "emitc.return"
    )
}

/// The expression `value` is the result of, if it is emitted inline.
pub(crate) fn inlined_expression(ctx: &Context, value: Value) -> Option<ExpressionOp> {
    let expression = ExpressionOp::cast(ctx, ctx.defining_op(value)?)?;
    should_be_inlined(ctx, expression).then_some(expression)
}

impl CppEmitter<'_> {
    /// Whether `op` is inside the expression being emitted.
    pub(crate) fn is_part_of_current_expression(&self, op: OpId) -> bool {
        let Some(expression) = self.emitted_expression else {
            return false;
        };
        self.ctx.parent_op(op) == Some(expression.id())
    }

    /// The precedence of the operator being emitted (0 outside of one).
    fn expression_precedence(&self) -> i32 {
        self.precedences.last().copied().unwrap_or(0)
    }

    /// The expression's root op, as one C expression.
    pub(crate) fn emit_expression(&mut self, expression: ExpressionOp) -> Emitted {
        let ctx = self.ctx;
        let root = crate::emitc::expression_root(ctx, expression)
            .ok_or_else(|| expression.emit_op_error(ctx, "must yield a value at termination"))?;
        self.emitted_expression = Some(expression);
        let precedence = operator_precedence(ctx, root)?;
        self.precedences.push(precedence);
        self.emit_operation(root, false)?;
        self.precedences.pop();
        self.emitted_expression = None;
        Ok(())
    }

    /// `value` where an op uses it: the op of the expression being emitted
    /// that defines it (in parentheses if it binds no tighter than its
    /// user), an inlined expression, an expression's operand for its
    /// block argument, or the value's name.
    pub(crate) fn emit_operand(&mut self, value: Value) -> Emitted {
        let ctx = self.ctx;
        let def = ctx.defining_op(value);
        if let Some(def) = def.filter(|&d| self.is_part_of_current_expression(d)) {
            let precedence = operator_precedence(ctx, def)?;
            let parenthesize = precedence <= self.expression_precedence();
            if parenthesize {
                self.write("(");
            }
            self.precedences.push(precedence);
            self.emit_operation(def, false)?;
            if parenthesize {
                self.write(")");
            }
            self.precedences.pop();
            return Ok(());
        }
        if let Some(expression) = inlined_expression(ctx, value) {
            return self.emit_expression(expression);
        }
        let mut value = value;
        if let ods_runtime::Value::Arg(block, index) = value {
            let owner = ctx
                .block_parent_region(block)
                .and_then(|r| ctx.region_parent_op(r));
            if let Some(expression) = owner.and_then(|op| ExpressionOp::cast(ctx, op)) {
                value = ctx.operand(expression.id(), index as usize);
            }
        }
        let name = self.name(value);
        self.write(&name);
        Ok(())
    }

    /// The operands of `op`, separated by commas; inside an expression,
    /// each as if alone.
    pub(crate) fn emit_operands(&mut self, op: OpId) -> Emitted {
        let operands = self.ctx.operands(op);
        self.interleave_comma(&operands, |e, &operand| {
            let in_expression = e.emitted_expression.is_some();
            if in_expression {
                e.precedences.push(0);
            }
            e.emit_operand(operand)?;
            if in_expression {
                e.precedences.pop();
            }
            Ok(())
        })
    }

    /// `lhs <operator> rhs` for a binary op.
    pub(crate) fn emit_binary(&mut self, op: OpId, operator: &str) -> Emitted {
        self.emit_assign_prefix(op)?;
        self.emit_operand(self.ctx.operand(op, 0))?;
        self.write(&format!(" {operator} "));
        self.emit_operand(self.ctx.operand(op, 1))
    }

    /// `<operator>operand` for a unary op.
    pub(crate) fn emit_unary(&mut self, op: OpId, operator: &str) -> Emitted {
        self.emit_assign_prefix(op)?;
        self.write(operator);
        self.emit_operand(self.ctx.operand(op, 0))
    }
}
