//! The func dialect's ops under function boundary bufferization (MLIR's
//! `FuncBufferizableOpInterfaceImpl.cpp`): a function's tensor arguments
//! and results become buffers, calls pass buffers and read the callee's
//! analysis (which arguments it reads and writes, which results alias or
//! equal them).

use super::Registry;
use crate::bufferization::interface::unstructured::{
    block_arg_buffer_type, branch_aliasing_op_operands, bufferize_block_signature,
};
use crate::bufferization::interface::{owner, BufferizableModel, LayoutMapOption, Rewriter, State};
use crate::bufferization::{
    AliasingOpOperand, AliasingValue, BufferRelation, BufferizationDialect, ToBufferOp,
};
use crate::func::{CallOp, FuncOp, ReturnOp};
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::function::function_type_parts;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::is_tensor;
use ods_runtime::{
    AttrKind, Attribute, BlockId, Context, OpBuilder, OpId, OperationState, Type, Use, Value,
};

pub(super) fn register(r: &mut Registry) {
    r.register(FuncOp::OPERATION_NAME, &Func);
    r.register(CallOp::OPERATION_NAME, &Call);
    r.register(ReturnOp::OPERATION_NAME, &Return);
}

/// The attribute `name` of argument `index` of function `func`.
pub fn arg_attr(ctx: &Context, func: OpId, index: usize, name: &str) -> Option<Attribute> {
    let attrs = FuncOp::from_id_unchecked(func).arg_attrs(ctx)?;
    let AttrKind::Array(dicts) = ctx.attr_kind(attrs) else {
        return None;
    };
    let AttrKind::Dictionary(entries) = ctx.attr_kind(*dicts.get(index)?) else {
        return None;
    };
    entries
        .iter()
        .find(|(k, _)| ctx.symbol_str(*k) == name)
        .map(|&(_, v)| v)
}

/// Sets (or, with `None`, removes) the attribute `name` of argument
/// `index` of function `func`.
pub fn set_arg_attr(
    ctx: &mut Context,
    func: OpId,
    index: usize,
    name: &str,
    value: Option<Attribute>,
) {
    let f = FuncOp::from_id_unchecked(func);
    let count = function_type_parts(ctx, f.function_type(ctx)).map_or(0, |(i, _)| i.len());
    let mut dicts: Vec<Vec<(ods_runtime::Symbol, Attribute)>> = vec![Vec::new(); count];
    if let Some(attrs) = f.arg_attrs(ctx) {
        if let AttrKind::Array(list) = ctx.attr_kind(attrs) {
            for (i, d) in list.iter().enumerate().take(count) {
                if let AttrKind::Dictionary(entries) = ctx.attr_kind(*d) {
                    dicts[i] = entries.to_vec();
                }
            }
        }
    }
    let key = ctx.symbol(name);
    dicts[index].retain(|(k, _)| *k != key);
    if let Some(v) = value {
        dicts[index].push((key, v));
    }
    if dicts.iter().all(|d| d.is_empty()) {
        f.remove_arg_attrs(ctx);
        return;
    }
    let list: Vec<Attribute> = dicts.into_iter().map(|d| ctx.dictionary(d)).collect();
    let array = ods_runtime::ods::convert::array_attr(ctx, list);
    f.set_arg_attrs_attr(ctx, array);
}

/// The buffer type of tensor type `ty` at a function boundary (MLIR's
/// `defaultFunctionArgTypeConverter`): the identity layout or a fully
/// dynamic one.
pub fn boundary_type(rw: &mut Rewriter<'_>, ty: Type) -> Result<Type, Diagnostic> {
    let space = rw
        .options
        .default_memory_space(rw.ctx, ty)
        .unwrap_or_default();
    Ok(match rw.options.function_boundary_type_conversion {
        LayoutMapOption::IdentityLayoutMap => rw.memref_of(ty, None, space),
        _ => rw.fully_dynamic_type(ty, space),
    })
}

/// The buffer type of argument `index` of `func` (MLIR's
/// `getBufferizedFunctionArgType`): the boundary type, with the layout
/// `bufferization.buffer_layout` gives.
fn argument_type(rw: &mut Rewriter<'_>, func: OpId, index: usize) -> Result<Type, Diagnostic> {
    let inputs = function_type_parts(
        rw.ctx,
        FuncOp::from_id_unchecked(func).function_type(rw.ctx),
    )
    .map(|(i, _)| i)
    .unwrap_or_default();
    let ty = boundary_type(rw, inputs[index])?;
    match arg_attr(
        rw.ctx,
        func,
        index,
        BufferizationDialect::BUFFER_LAYOUT_ATTR_NAME,
    ) {
        Some(layout) => {
            let space =
                crate::bufferization::interface::models::bufferization::memory_space(rw.ctx, ty);
            Ok(rw.memref_of(inputs[index], Some(layout), space))
        }
        None => Ok(ty),
    }
}

/// `func.func`: its signature and entry block take buffers; its returns
/// return buffers.
struct Func;

impl BufferizableModel for Func {
    /// A function body may branch between blocks.
    fn supports_unstructured_control_flow(&self) -> bool {
        true
    }
    no_access!();
    /// Arguments are writable unless `bufferization.writable = false`;
    /// those of other blocks always are (they may alias read-only ones).
    fn is_writable(&self, st: &State<'_>, value: Value) -> bool {
        let Value::Arg(block, index) = value else {
            return true;
        };
        let Some(func) = owner(st.ctx, value) else {
            return true;
        };
        if !is_entry_block(st.ctx, func, block) {
            return true;
        }
        match arg_attr(
            st.ctx,
            func,
            index as usize,
            BufferizationDialect::WRITABLE_ATTR_NAME,
        ) {
            Some(a) => ods_runtime::ods::convert::as_bool(st.ctx, a),
            None => true,
        }
    }
    fn is_repetitive_region(&self, _: &Context, _: OpId, _: usize) -> bool {
        false
    }
    /// A tensor in the signature counts, or a tensor argument of any
    /// block of the body.
    fn has_tensor_semantics(&self, ctx: &Context, op: OpId) -> bool {
        let func = FuncOp::from_id_unchecked(op);
        let (inputs, results) =
            function_type_parts(ctx, func.function_type(ctx)).unwrap_or_default();
        inputs.iter().chain(&results).any(|&t| is_tensor(ctx, t))
            || ctx.blocks(func.body(ctx)).iter().any(|&block| {
                ctx.block_args(block)
                    .into_iter()
                    .any(|arg| is_tensor(ctx, ctx.value_type(arg)))
            })
    }
    fn buffer_type(
        &self,
        rw: &mut Rewriter<'_>,
        value: Value,
        stack: &mut Vec<Value>,
    ) -> Result<Type, Diagnostic> {
        let Value::Arg(block, index) = value else {
            return rw.default_buffer_type(value, stack);
        };
        let func = owner(rw.ctx, value).expect("in a function");
        if is_entry_block(rw.ctx, func, block) {
            return argument_type(rw, func, index as usize);
        }
        block_arg_buffer_type(rw, value, stack)
    }
    /// What the branches to a block forward to its arguments.
    fn aliasing_op_operands(&self, st: &State<'_>, value: Value) -> Vec<AliasingOpOperand> {
        branch_aliasing_op_operands(st, value)
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let func = FuncOp::from_id_unchecked(op);
        let (inputs, results) =
            function_type_parts(rw.ctx, func.function_type(rw.ctx)).unwrap_or_default();
        let mut arg_types = Vec::new();
        for (i, &ty) in inputs.iter().enumerate() {
            arg_types.push(if is_tensor(rw.ctx, ty) {
                argument_type(rw, op, i)?
            } else {
                ty
            });
        }
        let mut result_types = Vec::new();
        for &ty in &results {
            result_types.push(if is_tensor(rw.ctx, ty) {
                boundary_type(rw, ty)?
            } else {
                ty
            });
        }
        let new_type = rw.function_type(&arg_types, &result_types);
        for block in rw.blocks(func.body(rw.ctx)).to_vec() {
            bufferize_block_signature(rw, block)?;
        }
        for ret in return_ops(rw.ctx, op) {
            let loc = rw.op_loc(ret);
            for (i, value) in rw.operands(ret).into_iter().enumerate() {
                if !is_tensor(rw.ctx, rw.value_type(value)) {
                    continue;
                }
                rw.at = OpBuilder::before(ret);
                let buffer =
                    ToBufferOp::create(rw, loc, result_types[i], value, Default::default())
                        .buffer(rw.ctx);
                rw.set_operand(ret, i, buffer);
            }
        }
        let attr = ods_runtime::ods::convert::type_attr(rw.ctx, new_type);
        func.set_function_type_attr(rw.ctx, attr);
        Ok(())
    }
}

/// Whether `block` is the entry block of function `func`.
fn is_entry_block(ctx: &Context, func: OpId, block: BlockId) -> bool {
    ctx.blocks(FuncOp::from_id_unchecked(func).body(ctx))
        .first()
        == Some(&block)
}

/// The `func.return`s of `func`.
pub fn return_ops(ctx: &Context, func: OpId) -> Vec<OpId> {
    let body = FuncOp::from_id_unchecked(func).body(ctx);
    ctx.blocks(body)
        .iter()
        .filter_map(|&b| ctx.last_op(b))
        .filter(|&op| ReturnOp::cast(ctx, op).is_some())
        .collect()
}

/// `func.return`: reads what it returns; the function rewrites it.
struct Return;

impl BufferizableModel for Return {
    read_only!();
    fn bufferize(&self, _: &mut Rewriter<'_>, _: OpId) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// The function `call` calls.
fn callee(ctx: &Context, call: OpId) -> Option<OpId> {
    let name = CallOp::from_id_unchecked(call).callee(ctx).to_string();
    let mut cur = ctx.parent_op(call);
    while let Some(op) = cur {
        if let Some(found) = ods_runtime::interfaces::symbols::lookup_symbol_in(ctx, op, &name) {
            return FuncOp::cast(ctx, found).map(|f| f.id());
        }
        cur = ctx.parent_op(op);
    }
    None
}

/// `func.call`: reads, writes and aliases as the analysis of its callee
/// found (all of them before the callee is analyzed).
struct Call;

impl BufferizableModel for Call {
    fn reads(&self, st: &State<'_>, operand: Use) -> bool {
        let info = st.decisions.map(|d| &d.funcs);
        match (callee(st.ctx, operand.op), info) {
            (Some(f), Some(info)) if info.analyzed.contains(&f) => info
                .read_args
                .get(&f)
                .is_some_and(|s| s.contains(&(operand.index as usize))),
            _ => true,
        }
    }
    fn writes(&self, st: &State<'_>, operand: Use) -> bool {
        let info = st.decisions.map(|d| &d.funcs);
        match (callee(st.ctx, operand.op), info) {
            (Some(f), Some(info)) if info.analyzed.contains(&f) => info
                .written_args
                .get(&f)
                .is_some_and(|s| s.contains(&(operand.index as usize))),
            _ => true,
        }
    }
    fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
        let info = st.decisions.map(|d| &d.funcs);
        let ctx = st.ctx;
        let Some((f, info)) = callee(ctx, operand.op)
            .zip(info)
            .filter(|(f, i)| i.analyzed.contains(f))
        else {
            return (0..ctx.num_results(operand.op))
                .map(|i| ctx.result(operand.op, i))
                .filter(|&v| is_tensor(ctx, ctx.value_type(v)))
                .map(|value| AliasingValue {
                    value,
                    relation: BufferRelation::Unknown,
                    is_definite: false,
                })
                .collect();
        };
        let index = operand.index as usize;
        let returns = info
            .aliasing_returns
            .get(&f)
            .and_then(|m| m.get(&index))
            .cloned()
            .unwrap_or_default();
        let equivalent = returns.len() == 1
            && info
                .equivalent_args
                .get(&f)
                .and_then(|m| m.get(&returns[0]))
                == Some(&index);
        returns
            .into_iter()
            .map(|r| AliasingValue {
                value: ctx.result(operand.op, r),
                relation: if equivalent {
                    BufferRelation::Equivalent
                } else {
                    BufferRelation::Unknown
                },
                is_definite: equivalent,
            })
            .collect()
    }
    fn buffer_type(
        &self,
        rw: &mut Rewriter<'_>,
        value: Value,
        _: &mut Vec<Value>,
    ) -> Result<Type, Diagnostic> {
        let Value::Result(call, n) = value else {
            unreachable!("a call's values are results");
        };
        let f = callee(rw.ctx, call).expect("a call of a func.func");
        let (_, results) =
            function_type_parts(rw.ctx, FuncOp::from_id_unchecked(f).function_type(rw.ctx))
                .unwrap_or_default();
        let ty = results[n as usize];
        if is_tensor(rw.ctx, ty) {
            boundary_type(rw, ty)
        } else {
            Ok(ty)
        }
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let f = callee(rw.ctx, op).expect("a call of a func.func");
        let mut result_types = Vec::new();
        for result in rw.results(op) {
            let ty = rw.value_type(result);
            result_types.push(if is_tensor(rw.ctx, ty) {
                rw.buffer_type(result)?
            } else {
                ty
            });
        }
        let (inputs, _) =
            function_type_parts(rw.ctx, FuncOp::from_id_unchecked(f).function_type(rw.ctx))
                .unwrap_or_default();
        let mut operands = Vec::new();
        for (i, value) in rw.operands(op).into_iter().enumerate() {
            if !is_tensor(rw.ctx, rw.value_type(value)) {
                operands.push(value);
                continue;
            }
            let mut buffer = rw.get_buffer(value)?;
            let mut expected = inputs[i];
            if is_tensor(rw.ctx, expected) {
                let arg = rw.block_args(
                    rw.blocks(FuncOp::from_id_unchecked(f).body(rw.ctx))
                        .first()
                        .copied()
                        .expect("a body"),
                )[i];
                expected = rw.buffer_type(arg)?;
            }
            if rw.value_type(buffer) != expected {
                rw.at = OpBuilder::before(op);
                buffer = rw.cast_or_realloc(buffer, expected);
            }
            operands.push(buffer);
        }
        let mut state = OperationState::named(rw.op_name(op), rw.op_loc(op));
        state.operands = operands;
        state.result_types = result_types;
        state.attributes = rw.attrs(op).to_vec();
        state.properties = rw.properties(op);
        rw.at = OpBuilder::before(op);
        let new_call = rw.at.insert(rw.ctx, state);
        let values = rw.results(new_call);
        rw.replace_op_with_bufferized_values(op, &values);
        Ok(())
    }
}
