//! The verifiers of EmitC's ops, with the messages of MLIR's `EmitC.cpp`.

use super::types::{
    is_integer_index_or_opaque_type, is_pointer_wide_type, is_supported_emitc_type,
};
use crate::emitc::*;
use ods_runtime::asm::printer::{attr_to_string, op_to_string_local};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{type_text, Op};
use ods_runtime::ods::{convert, pred};
use ods_runtime::registry::Traits;
use ods_runtime::{Attribute, Context, Value};
use ods_runtime::{BlockId, OpId, Type};

/// The block's terminator, if its last op may be one (MLIR's
/// `mightHaveTerminator`: a terminator, or an op not registered).
fn terminator(ctx: &Context, block: BlockId) -> Option<OpId> {
    ctx.last_op(block).filter(|&op| {
        ctx.registry
            .traits(ctx.op_name(op))
            .is_none_or(|t| t.contains(Traits::TERMINATOR))
    })
}

/// `!emitc.ptr<...>`.
fn is_pointer(ctx: &Context, ty: Type) -> bool {
    PointerType::isa(ctx, ty)
}

/// An integer or an opaque type.
fn is_integer_or_opaque(ctx: &Context, ty: Type) -> bool {
    pred::is_integer_type(ctx, ty) || OpaqueType::isa(ctx, ty)
}

impl AddOpHooks for AddOp {
    /// A pointer plus an integer or opaque value, or two non-pointers.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let lhs = ctx.value_type(self.lhs(ctx));
        let rhs = ctx.value_type(self.rhs(ctx));
        if is_pointer(ctx, lhs) && is_pointer(ctx, rhs) {
            return Err(self.emit_op_error(ctx, "requires that at most one operand is a pointer"));
        }
        if (is_pointer(ctx, lhs) && !is_integer_or_opaque(ctx, rhs))
            || (is_pointer(ctx, rhs) && !is_integer_or_opaque(ctx, lhs))
        {
            return Err(self.emit_op_error(
                ctx,
                "requires that one operand is an integer or of opaque type if the other is a pointer",
            ));
        }
        Ok(())
    }
}

impl SubOpHooks for SubOp {
    /// A pointer minus an integer, opaque value or pointer, or two
    /// non-pointers.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let lhs = ctx.value_type(self.lhs(ctx));
        let rhs = ctx.value_type(self.rhs(ctx));
        let result = ctx.value_type(self.result0(ctx));
        if is_pointer(ctx, rhs) && !is_pointer(ctx, lhs) {
            return Err(self.emit_op_error(ctx, "rhs can only be a pointer if lhs is a pointer"));
        }
        if is_pointer(ctx, lhs) && !is_integer_or_opaque(ctx, rhs) && !is_pointer(ctx, rhs) {
            return Err(self.emit_op_error(
                ctx,
                "requires that rhs is an integer, pointer or of opaque type if lhs is a pointer",
            ));
        }
        if is_pointer(ctx, lhs)
            && is_pointer(ctx, rhs)
            && !is_integer_or_opaque(ctx, result)
            && !PtrDiffTType::isa(ctx, result)
        {
            return Err(self.emit_op_error(
                ctx,
                "requires that the result is an integer, ptrdiff_t or of opaque type if lhs and rhs are pointers",
            ));
        }
        Ok(())
    }
}

impl AddressOfOpHooks for AddressOfOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let reference = super::lvalue_value_type(ctx, ctx.value_type(self.reference(ctx)));
        let result = ctx.value_type(self.result(ctx));
        let pointee = PointerType::try_from(ctx, result).map(|p| p.pointee(ctx));
        if pointee != Some(reference) {
            return Err(self.emit_op_error(
                ctx,
                "requires result to be a pointer to the type referenced by operand",
            ));
        }
        Ok(())
    }
}

impl DereferenceOpHooks for DereferenceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let pointer = ctx.value_type(self.pointer(ctx));
        let pointee = PointerType::try_from(ctx, pointer).map(|p| p.pointee(ctx));
        let result = ctx.value_type(self.result(ctx));
        if pointee != Some(super::lvalue_value_type(ctx, result)) {
            return Err(self.emit_op_error(
                ctx,
                "requires result to be an lvalue of the type pointed to by operand",
            ));
        }
        Ok(())
    }
}

impl ApplyOpHooks for ApplyOp {
    /// `&` of an lvalue gives a pointer; `*` takes a pointer.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let operator = self.applicable_operator(ctx);
        if operator.is_empty() {
            return Err(self.emit_op_error(ctx, "applicable operator must not be empty"));
        }
        if operator != "&" && operator != "*" {
            return Err(self.emit_op_error(ctx, "applicable operator is illegal"));
        }
        let operand = ctx.value_type(self.operand(ctx));
        let result = ctx.value_type(self.result(ctx));
        if operator == "&" {
            if !LValueType::isa(ctx, operand) {
                return Err(
                    self.emit_op_error(ctx, "operand type must be an lvalue when applying `&`")
                );
            }
            if !is_pointer(ctx, result) {
                return Err(
                    self.emit_op_error(ctx, "result type must be a pointer when applying `&`")
                );
            }
        } else if !is_pointer(ctx, operand) {
            return Err(self.emit_op_error(ctx, "operand type must be a pointer when applying `*`"));
        }
        Ok(())
    }
}

impl AssignOpHooks for AssignOp {
    /// The variable is an op's lvalue holding the value's type.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let variable = self.var(ctx);
        if ctx.defining_op(variable).is_none() {
            return Err(self.emit_op_error(ctx, "cannot assign to block argument"));
        }
        let value_type = ctx.value_type(self.value(ctx));
        let variable_type = super::lvalue_value_type(ctx, ctx.value_type(variable));
        if variable_type != value_type {
            return Err(self.emit_op_error(
                ctx,
                format!(
                    "requires value's type ({}) to match variable's type ({})\n  variable: {}\n  value: {}\n",
                    type_text(ctx, value_type),
                    type_text(ctx, variable_type),
                    value_text(ctx, variable),
                    value_text(ctx, self.value(ctx)),
                ),
            ));
        }
        Ok(())
    }
}

/// A value as MLIR prints one in a message: the op defining it, or what
/// block argument it is.
fn value_text(ctx: &Context, value: Value) -> String {
    match value {
        Value::Result(op, _) => op_to_string_local(ctx, op),
        Value::Arg(_, index) => format!(
            "<block argument> of type {} at index: {index}",
            type_text(ctx, ctx.value_type(value))
        ),
    }
}

impl CallOpaqueOpHooks for CallOpaqueOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.callee(ctx).is_empty() {
            return Err(self.emit_op_error(ctx, "callee must not be empty"));
        }
        let operands = ctx.num_operands(self.id()) as i64;
        for &arg in self
            .args(ctx)
            .map_or(&[][..], |a| convert::as_array(ctx, a))
        {
            if pred::is_index_attr(ctx, arg) {
                let index = convert::as_i64(ctx, arg);
                if !(0..operands).contains(&index) {
                    return Err(self.emit_op_error(ctx, "index argument is out of range"));
                }
            } else if convert::try_as_array(ctx, arg).is_some() {
                return Err(self.emit_op_error(ctx, "array argument has no type"));
            }
        }
        let templates = self.template_args_attr(ctx);
        for &arg in templates.map_or(&[][..], |a| convert::as_array(ctx, a)) {
            let valid = pred::is_type_attr(ctx, arg)
                || pred::is_integer_attr(ctx, arg)
                || pred::is_float_attr(ctx, arg)
                || OpaqueAttr::isa(ctx, arg);
            if !valid {
                return Err(self.emit_op_error(ctx, "template argument has invalid type"));
            }
        }
        let results = ctx.value_types(ctx.results(self.id()));
        if results.iter().any(|&t| ArrayType::isa(ctx, t)) {
            return Err(self.emit_op_error(ctx, "cannot return array type"));
        }
        Ok(())
    }
}

/// The initial value of `emitc.constant` and `emitc.variable` against the
/// op's result type (an lvalue's value type): an opaque attribute, or a
/// typed attribute of that type (`index` for a pointer-wide type).
fn verify_initialization_attribute(
    ctx: &Context,
    op: OpId,
    value: Attribute,
) -> Result<(), Diagnostic> {
    use ods_runtime::ods::op::op_error;
    if OpaqueAttr::isa(ctx, value) {
        return Ok(());
    }
    if pred::is_string_attr(ctx, value) {
        return Err(op_error(
            ctx,
            op,
            "string attributes are not supported, use #emitc.opaque instead",
        ));
    }
    let result_type = super::lvalue_value_type(ctx, ctx.value_type(ctx.result(op, 0)));
    let Some(attr_type) = pred::attr_type(ctx, value) else {
        return Ok(());
    };
    if is_pointer_wide_type(ctx, result_type) && pred::is_index(ctx, attr_type) {
        return Ok(());
    }
    if result_type != attr_type {
        return Err(op_error(
            ctx,
            op,
            format!(
                "requires attribute to either be an #emitc.opaque attribute or it's type ({}) \
                 to match the op's result type ({})",
                type_text(ctx, attr_type),
                type_text(ctx, result_type)
            ),
        ));
    }
    Ok(())
}

impl ConstantOpHooks for ConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let value = self.value_attr(ctx);
        verify_initialization_attribute(ctx, self.id(), value)?;
        if let Some(opaque) = OpaqueAttr::try_from(ctx, value) {
            if opaque.value(ctx).is_empty() {
                return Err(self.emit_op_error(ctx, "value must not be empty"));
            }
        }
        Ok(())
    }

    /// The constant is its value.
    fn fold(
        self,
        ctx: &mut Context,
        _constants: &[Option<Attribute>],
    ) -> Option<ods_runtime::registry::FoldResult> {
        Some(ods_runtime::registry::FoldResult::Attr(
            self.value_attr(ctx),
        ))
    }
}

impl VariableOpHooks for VariableOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_initialization_attribute(ctx, self.id(), self.value_attr(ctx))
    }
}

impl LiteralOpHooks for LiteralOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.value(ctx).is_empty() {
            return Err(self.emit_op_error(ctx, "value must not be empty"));
        }
        Ok(())
    }
}

/// The body of `emitc.expression`: one value yielded, defined in the body
/// by a C expression op, each op of the body a C expression with one used
/// result, and no op with side effects reached twice from the root.
pub(super) fn expression(ctx: &Context, op: ExpressionOp) -> Result<(), Diagnostic> {
    let result_type = ctx.value_type(op.result(ctx));
    let body = op.body(ctx);
    let yield_op = terminator(ctx, body).and_then(|t| YieldOp::cast(ctx, t));
    let Some(yielded) = yield_op.and_then(|y| y.result(ctx)) else {
        return Err(op.emit_op_error(ctx, "must yield a value at termination"));
    };
    let Some(root) = ctx.defining_op(yielded) else {
        return Err(op.emit_op_error(ctx, "yielded value has no defining op"));
    };
    if ctx.parent_op(root) != Some(op.id()) {
        return Err(op.emit_op_error(ctx, "yielded value not defined within expression"));
    }
    if ctx.value_type(yielded) != result_type {
        return Err(op.emit_op_error(ctx, "requires yielded type to match return type"));
    }
    let ops = ctx.block_ops(body);
    for &inner in &ops[..ops.len() - 1] {
        if CExpressionInterface::try_from(ctx, inner).is_none() {
            return Err(op.emit_op_error(ctx, "contains an unsupported operation"));
        }
        if ctx.num_results(inner) != 1 {
            return Err(op.emit_op_error(ctx, "requires exactly one result for each operation"));
        }
        if !ctx.has_uses(ctx.result(inner, 0)) {
            return Err(op.emit_op_error(ctx, "contains an unused operation"));
        }
    }
    let mut visited = std::collections::HashSet::new();
    let mut worklist = vec![root];
    while let Some(current) = worklist.pop() {
        if !visited.insert(current) {
            let side_effects = CExpressionInterface::try_from(ctx, current)
                .is_some_and(|c| c.has_side_effects(ctx));
            if side_effects {
                return Err(op.emit_op_error(
                    ctx,
                    "requires exactly one use for operations with side effects",
                ));
            }
        }
        worklist.extend(
            ctx.operands(current)
                .into_iter()
                .filter_map(|v| ctx.defining_op(v)),
        );
    }
    Ok(())
}

/// The body's one argument is the induction variable, of the bounds' type.
pub(super) fn for_regions(ctx: &Context, op: ForOp) -> Result<(), Diagnostic> {
    let body = op.body(ctx);
    if ctx.num_block_args(body) != 1 {
        return Err(op.emit_op_error(
            ctx,
            "expected body to have a single block argument for the induction variable",
        ));
    }
    if ctx.value_type(op.induction_var(ctx)) != ctx.value_type(op.lower_bound(ctx)) {
        return Err(op.emit_op_error(
            ctx,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    Ok(())
}

/// No lvalue argument, at most one result, which is no array.
pub(super) fn func(ctx: &Context, op: FuncOp) -> Result<(), Diagnostic> {
    let ty = op.function_type(ctx);
    let (inputs, results) = ods_runtime::FunctionType::try_from(ctx, ty)
        .map(|f| (f.inputs(ctx).to_vec(), f.results(ctx).to_vec()))
        .unwrap_or_default();
    if inputs.iter().any(|&t| LValueType::isa(ctx, t)) {
        return Err(op.emit_op_error(ctx, "cannot have lvalue type as argument"));
    }
    if results.len() > 1 {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "requires zero or exactly one result, but has {}",
                results.len()
            ),
        ));
    }
    if results.first().is_some_and(|&t| ArrayType::isa(ctx, t)) {
        return Err(op.emit_op_error(ctx, "cannot return array type"));
    }
    Ok(())
}

impl ReturnOpHooks for ReturnOp {
    /// The operand matches the enclosing function's result.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let Some(function) = ctx.parent_op(self.id()).and_then(|f| FuncOp::cast(ctx, f)) else {
            return Ok(());
        };
        let results = ods_runtime::FunctionType::try_from(ctx, function.function_type(ctx))
            .map(|f| f.results(ctx).to_vec())
            .unwrap_or_default();
        let operand = self.operand(ctx);
        let name = function.sym_name(ctx);
        if usize::from(operand.is_some()) != results.len() {
            return Err(self.emit_op_error(
                ctx,
                format!(
                    "has {} operands, but enclosing function (@{name}) returns {}",
                    usize::from(operand.is_some()),
                    results.len()
                ),
            ));
        }
        if let (Some(v), [result]) = (operand, results.as_slice()) {
            let ty = ctx.value_type(v);
            if ty != *result {
                return Err(self.emit_error(
                    ctx,
                    format!(
                        "type of the return operand ({}) doesn't match function result type ({}) \
                         in function @{name}",
                        type_text(ctx, ty),
                        type_text(ctx, *result)
                    ),
                ));
            }
        }
        Ok(())
    }
}

impl GlobalOpHooks for GlobalOp {
    /// An EmitC type, an initial value of that type (a tensor of an array's
    /// shape for elements), not both static and extern.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let ty = convert::as_type(ctx, self.type_attr(ctx));
        if !is_supported_emitc_type(ctx, ty) {
            return Err(self.emit_op_error(ctx, "expected valid emitc type"));
        }
        if let Some(value) = self.initial_value_attr(ctx) {
            let expected = |found: Type| {
                format!(
                    "initial value expected to be of type {}, but was of type {}",
                    type_text(ctx, ty),
                    type_text(ctx, found)
                )
            };
            if pred::is_elements_attr(ctx, value) {
                let Some(array) = ArrayType::try_from(ctx, ty) else {
                    return Err(self.emit_op_error(
                        ctx,
                        format!("expected array type, but got {}", type_text(ctx, ty)),
                    ));
                };
                let init = pred::attr_type(ctx, value);
                let shape: Vec<Option<i64>> = array.shape(ctx).iter().map(|&d| Some(d)).collect();
                let matches = init.is_some_and(|t| match ctx.type_kind(t) {
                    ods_runtime::TypeKind::RankedTensor {
                        shape: s,
                        element,
                        encoding: None,
                    } => **s == *shape && *element == array.element_type(ctx),
                    _ => false,
                });
                if !matches {
                    let found = init.unwrap_or(ty);
                    return Err(self.emit_op_error(ctx, expected(found)));
                }
            } else if pred::is_integer_attr(ctx, value) || pred::is_float_attr(ctx, value) {
                let found = pred::attr_type(ctx, value).unwrap_or(ty);
                if found != ty {
                    return Err(self.emit_op_error(ctx, expected(found)));
                }
            } else if !OpaqueAttr::isa(ctx, value) {
                return Err(self.emit_op_error(
                    ctx,
                    format!(
                        "initial value should be a integer, float, elements or opaque attribute, \
                         but got {}",
                        attr_to_string(ctx, value)
                    ),
                ));
            }
        }
        if self.static_specifier(ctx) && self.extern_specifier(ctx) {
            return Err(self.emit_op_error(ctx, "cannot have both static and extern specifiers"));
        }
        Ok(())
    }
}

/// A piece of `emitc.verbatim`'s format string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerbatimPiece<'a> {
    /// Text written as it is (`{{` gives `{`).
    Text(&'a str),
    /// `{}`: the next operand.
    Placeholder,
}

/// The pieces of a format string: text, `{}` placeholders, `{{` an
/// escaped `{`; with no operands, the string is not interpreted (MLIR's
/// `VerbatimOp::parseFormatString`).
pub(crate) fn verbatim_pieces(
    text: &str,
    has_args: bool,
) -> Result<Vec<VerbatimPiece<'_>>, &'static str> {
    if !has_args {
        return Ok(vec![VerbatimPiece::Text(text)]);
    }
    let mut pieces = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let Some(at) = rest.find('{') else {
            pieces.push(VerbatimPiece::Text(rest));
            break;
        };
        if at > 0 {
            pieces.push(VerbatimPiece::Text(&rest[..at]));
            rest = &rest[at..];
            continue;
        }
        match rest.as_bytes().get(1) {
            None => return Err("expected '}' after unescaped '{' at end of string"),
            Some(b'{') => pieces.push(VerbatimPiece::Text(&rest[..1])),
            Some(b'}') => pieces.push(VerbatimPiece::Placeholder),
            Some(_) => return Err("expected '}' after unescaped '{'"),
        }
        rest = &rest[2..];
    }
    Ok(pieces)
}

impl VerbatimOpHooks for VerbatimOp {
    /// One operand per `{}` of the format string.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let args = self.fmt_args(ctx);
        let pieces = verbatim_pieces(self.value(ctx), !args.is_empty())
            .map_err(|message| self.emit_op_error(ctx, message))?;
        let placeholders = pieces
            .iter()
            .filter(|&&p| p == VerbatimPiece::Placeholder)
            .count();
        if placeholders != args.len() {
            return Err(self.emit_op_error(
                ctx,
                "requires operands for each placeholder in the format string",
            ));
        }
        Ok(())
    }
}

impl YieldOpHooks for YieldOp {
    /// A value exactly when the parent returns one (`emitc.do` aside); an
    /// lvalue only out of an expression.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let result = self.result(ctx);
        let Some(parent) = ctx.parent_op(self.id()) else {
            return Ok(());
        };
        let in_do = DoOp::cast(ctx, parent).is_some();
        let parent_results = ctx.num_results(parent);
        if !in_do && result.is_some() && parent_results != 1 {
            return Err(self.emit_op_error(ctx, "yields a value not returned by parent"));
        }
        if !in_do && result.is_none() && parent_results != 0 {
            return Err(self.emit_op_error(ctx, "does not yield a value to be returned by parent"));
        }
        let lvalue = result.is_some_and(|v| LValueType::isa(ctx, ctx.value_type(v)));
        if lvalue && ExpressionOp::cast(ctx, parent).is_none() {
            return Err(self.emit_op_error(ctx, "yielding lvalues is not supported for this op"));
        }
        Ok(())
    }
}

impl SubscriptOpHooks for SubscriptOp {
    /// One integer-like index per dimension of an array, one for a
    /// pointer; the result an lvalue of the element.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let ty = ctx.value_type(self.value(ctx));
        let indices = self.indices(ctx);
        let result = super::lvalue_value_type(ctx, ctx.value_type(self.result(ctx)));
        if let Some(array) = ArrayType::try_from(ctx, ty) {
            let rank = array.shape(ctx).len();
            if indices.len() != rank {
                return Err(self.emit_op_error(
                    ctx,
                    format!(
                        "on array operand requires number of indices ({}) to match the rank of \
                         the array type ({rank})",
                        indices.len()
                    ),
                ));
            }
            for (i, &index) in indices.iter().enumerate() {
                let t = ctx.value_type(index);
                if !is_integer_index_or_opaque_type(ctx, t) {
                    return Err(self.emit_op_error(
                        ctx,
                        format!(
                            "on array operand requires index operand {i} to be integer-like, but got {}",
                            type_text(ctx, t)
                        ),
                    ));
                }
            }
            let element = array.element_type(ctx);
            if element != result {
                return Err(self.emit_op_error(
                    ctx,
                    format!(
                        "on array operand requires element type ({}) and result type ({}) to match",
                        type_text(ctx, element),
                        type_text(ctx, result)
                    ),
                ));
            }
            return Ok(());
        }
        if let Some(pointer) = PointerType::try_from(ctx, ty) {
            if indices.len() != 1 {
                return Err(self.emit_op_error(
                    ctx,
                    format!(
                        "on pointer operand requires one index operand, but got {}",
                        indices.len()
                    ),
                ));
            }
            let t = ctx.value_type(indices[0]);
            if !is_integer_index_or_opaque_type(ctx, t) {
                return Err(self.emit_op_error(
                    ctx,
                    format!(
                        "on pointer operand requires index operand to be integer-like, but got {}",
                        type_text(ctx, t)
                    ),
                ));
            }
            let pointee = pointer.pointee(ctx);
            if pointee != result {
                return Err(self.emit_op_error(
                    ctx,
                    format!(
                        "on pointer operand requires pointee type ({}) and result type ({}) to match",
                        type_text(ctx, pointee),
                        type_text(ctx, result)
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// Each region of `emitc.switch` ends with an `emitc.yield` of nothing.
fn verify_switch_region(
    ctx: &Context,
    op: SwitchOp,
    region: ods_runtime::RegionId,
    name: &str,
) -> Result<(), Diagnostic> {
    let Some(&block) = ctx.blocks(region).first() else {
        return Ok(());
    };
    let Some(last) = ctx.last_op(block) else {
        return Ok(());
    };
    let Some(yield_op) = YieldOp::cast(ctx, last) else {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "expected region to end with emitc.yield, but got {}",
                ctx.op_name_str(last)
            ),
        ));
    };
    let count = ctx.num_operands(yield_op.id());
    if count != 0 {
        let loc = yield_op.loc(ctx);
        return Err(op
            .emit_op_error(
                ctx,
                format!("expected each region to return 0 values, but {name} returns {count}"),
            )
            .with_note(loc, "see yield operation here"));
    }
    Ok(())
}

impl SwitchOpHooks for SwitchOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let arg = ctx.value_type(self.arg(ctx));
        if !is_integer_index_or_opaque_type(ctx, arg) {
            return Err(
                self.emit_op_error(ctx, format!("unsupported type {}", type_text(ctx, arg)))
            );
        }
        let cases = self.cases(ctx);
        let regions = self.case_regions(ctx);
        if cases.len() != regions.len() {
            return Err(self.emit_op_error(
                ctx,
                format!(
                    "has {} case regions but {} case values",
                    regions.len(),
                    cases.len()
                ),
            ));
        }
        let mut seen = std::collections::HashSet::new();
        if let Some(value) = cases.iter().find(|&&v| !seen.insert(v)) {
            return Err(self.emit_op_error(ctx, format!("has duplicate case value: {value}")));
        }
        verify_switch_region(ctx, self, self.default_region(ctx), "default region")?;
        for (i, &region) in regions.iter().enumerate() {
            verify_switch_region(ctx, self, region, &format!("case region #{i}"))?;
        }
        Ok(())
    }
}

impl FieldOpHooks for FieldOp {
    /// An EmitC type, in an `emitc.class`, with a name.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let ty = convert::as_type(ctx, self.type_attr(ctx));
        if !is_supported_emitc_type(ctx, ty) {
            return Err(self.emit_op_error(ctx, "expected valid emitc type"));
        }
        let in_class = ctx.parent_op(self.id()).and_then(|p| ClassOp::cast(ctx, p));
        if in_class.is_none() {
            return Err(
                self.emit_op_error(ctx, "field must be nested within an emitc.class operation")
            );
        }
        if self.sym_name(ctx).is_empty() {
            return Err(self.emit_op_error(ctx, "field must have a non-empty symbol name"));
        }
        Ok(())
    }
}

impl GetFieldOpHooks for GetFieldOp {
    /// Inside an `emitc.class`.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let mut parent = ctx.parent_op(self.id());
        while let Some(p) = parent {
            if ClassOp::cast(ctx, p).is_some() {
                return Ok(());
            }
            parent = ctx.parent_op(p);
        }
        Err(self.emit_op_error(ctx, " must be nested within an emitc.class operation"))
    }
}

/// The condition region is an `emitc.expression` of `i1` and the
/// `emitc.yield` of its result; the body has no terminator.
pub(super) fn do_op(ctx: &Context, op: DoOp) -> Result<(), Diagnostic> {
    let Some(&cond_block) = ctx.blocks(op.condition_region(ctx)).first() else {
        return Ok(());
    };
    let ops = ctx.block_ops(cond_block);
    if ops.len() != 2 {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "condition region must contain exactly two operations: 'emitc.expression' \
                 followed by 'emitc.yield', but found {} operations",
                ops.len()
            ),
        ));
    }
    let Some(expression) = ExpressionOp::cast(ctx, ops[0]) else {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "expected first op in condition region to be 'emitc.expression', but got {}",
                ctx.op_name_str(ops[0])
            ),
        ));
    };
    let ty = ctx.value_type(expression.result(ctx));
    if !pred::is_integer(ctx, ty, 1, ods_runtime::Signedness::Signless) {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "emitc.expression in condition region must return 'i1', but returns {}",
                type_text(ctx, ty)
            ),
        ));
    }
    let Some(cond_yield) = YieldOp::cast(ctx, ops[1]) else {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "expected last op in condition region to be 'emitc.yield', but got {}",
                ctx.op_name_str(ops[1])
            ),
        ));
    };
    let count = ctx.num_operands(cond_yield.id());
    if count != 1 {
        return Err(op.emit_op_error(
            ctx,
            format!("expected condition region to return 1 value, but it returns {count} values"),
        ));
    }
    if cond_yield.result(ctx) != Some(expression.result(ctx)) {
        return Err(op.emit_error(
            ctx,
            "'emitc.yield' must return result of 'emitc.expression' from this condition region",
        ));
    }
    let body = ctx.blocks(op.body_region(ctx))[0];
    if terminator(ctx, body).is_some() {
        return Err(op.emit_op_error(ctx, "body region must not contain terminator"));
    }
    Ok(())
}
