//! The arith dialect's ops on tensors (MLIR's `Arith/Transforms/
//! BufferizableOpInterfaceImpl.cpp`): constants become read-only globals,
//! `arith.select` selects between buffers.

use super::bufferization::memory_space;
use super::Registry;
use crate::arith::{ConstantOp, IndexCastOp, SelectOp};
use crate::bufferization::interface::{BufferizableModel, Rewriter, State};
use crate::bufferization::{AliasingValue, BufferRelation};
use crate::memref::{GetGlobalOp, GlobalOp};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::{element_type, shape, DYNAMIC};
use ods_runtime::{InsertPoint, OpBuilder, OpId, Type, TypeKind, Use, Value};

pub(super) fn register(r: &mut Registry) {
    r.register(ConstantOp::OPERATION_NAME, &Constant);
    r.register(SelectOp::OPERATION_NAME, &Select);
    r.register(IndexCastOp::OPERATION_NAME, &IndexCast);
}

/// `arith.index_cast` of a tensor: the cast of its buffer, with the
/// buffer's layout and memory space.
struct IndexCast;

impl BufferizableModel for IndexCast {
    fn reads(&self, _: &State<'_>, _: Use) -> bool {
        false
    }
    fn writes(&self, _: &State<'_>, _: Use) -> bool {
        false
    }
    fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
        vec![crate::bufferization::interface::equivalent(
            st.ctx.result(operand.op, 0),
        )]
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let cast = IndexCastOp::from_id_unchecked(op);
        let source = rw.get_buffer(cast.r#in(rw.ctx))?;
        let result = rw.value_type(cast.out(rw.ctx));
        let element = element_type(rw.ctx, result).unwrap_or(result);
        let ty = match rw.type_kind(rw.value_type(source)).clone() {
            TypeKind::MemRef {
                shape,
                layout,
                memory_space,
                ..
            } => rw.ty(TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            }),
            TypeKind::UnrankedMemRef { memory_space, .. } => rw.ty(TypeKind::UnrankedMemRef {
                element,
                memory_space,
            }),
            _ => return Err(Diagnostic::error(rw.op_loc(op), "failed to bufferize op")),
        };
        let loc = rw.op_loc(op);
        rw.at = OpBuilder::before(op);
        let value = IndexCastOp::create(rw, loc, ty, source).out(rw.ctx);
        rw.replace_op_with_bufferized_values(op, &[value]);
        Ok(())
    }
}

/// `arith.constant` of a tensor: a `memref.get_global` of a constant
/// global holding it (one global per value and type).
struct Constant;

impl BufferizableModel for Constant {
    no_access!();
    /// A global may not be written.
    fn is_writable(&self, _: &State<'_>, _: Value) -> bool {
        false
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let constant = ConstantOp::from_id_unchecked(op);
        let ty = rw.value_type(constant.result(rw.ctx));
        let loc = rw.op_loc(op);
        let fail = || Diagnostic::error(loc, "failed to bufferize op");
        if !matches!(rw.type_kind(ty), TypeKind::RankedTensor { .. }) {
            return Err(fail());
        }
        let space = rw.options.default_memory_space(rw.ctx, ty).ok_or_else(|| {
            crate::bufferization::interface::error_at(rw.ctx, op, "could not infer memory space")
        })?;
        let module = module_of(rw.ctx, op).ok_or_else(fail)?;
        let global = global_for(rw, module, constant, space);
        let (name, global_ty) = (global.sym_name(rw.ctx).to_string(), global.r#type(rw.ctx));
        rw.at = OpBuilder::before(op);
        let value = GetGlobalOp::create(rw, loc, global_ty, &name).result(rw.ctx);
        rw.replace_op_with_bufferized_values(op, &[value]);
        Ok(())
    }
}

/// The closest `builtin.module` around `op`.
fn module_of(ctx: &ods_runtime::Context, op: OpId) -> Option<OpId> {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if ctx.op_name_str(p) == "builtin.module" {
            return Some(p);
        }
        cur = ctx.parent_op(p);
    }
    None
}

/// The constant global of `module` holding the value of `constant`, made
/// at the module's start if there is none (MLIR's `getGlobalFor`).
fn global_for(
    rw: &mut Rewriter<'_>,
    module: OpId,
    constant: ConstantOp,
    space: Option<ods_runtime::Attribute>,
) -> GlobalOp {
    let value = constant.value(rw.ctx);
    let tensor = rw.value_type(constant.result(rw.ctx));
    let body = rw.blocks(rw.regions(module)[0])[0];
    let buffer = rw.memref_of(tensor, None, space);
    for op in rw.block_ops(body) {
        if let Some(global) = GlobalOp::cast(rw.ctx, op) {
            let same_type = global.r#type(rw.ctx) == buffer;
            if global.constant(rw.ctx)
                && same_type
                && global.initial_value_attr(rw.ctx) == Some(value)
            {
                return global;
            }
        }
    }
    let name = unique_name(rw, body, &global_name(rw.ctx, tensor));
    let alignment = (rw.options.buffer_alignment != 0).then_some(rw.options.buffer_alignment);
    let loc = rw.op_loc(constant.id());
    let saved = rw.at;
    rw.at.point = InsertPoint::Start(body);
    let global = GlobalOp::create(
        rw,
        loc,
        &name,
        Some("private"),
        buffer,
        Some(value),
        crate::memref::flags::Constant::Yes,
        alignment,
    );
    rw.at = saved;
    global
}

/// `__constant_<shape>x<element>`, as MLIR names constant globals.
fn global_name(ctx: &ods_runtime::Context, tensor: Type) -> String {
    let mut name = String::from("__constant_");
    for d in shape(ctx, tensor).unwrap_or_default() {
        name.push_str(&format!("{d}x"));
    }
    let element = element_type(ctx, tensor).unwrap_or(tensor);
    name.push_str(&ods_runtime::asm::printer::type_to_string(ctx, element));
    name
}

/// `name`, or `name_<n>` for the first `n` no symbol of `body` takes.
fn unique_name(rw: &Rewriter<'_>, body: ods_runtime::BlockId, name: &str) -> String {
    let module = rw
        .block_parent_region(body)
        .and_then(|r| rw.region_parent_op(r));
    let taken = |candidate: &str| {
        module.is_some_and(|m| {
            ods_runtime::interfaces::symbols::lookup_symbol_in(rw.ctx, m, candidate).is_some()
        })
    };
    if !taken(name) {
        return name.to_string();
    }
    (0..)
        .map(|n| format!("{name}_{n}"))
        .find(|c| !taken(c))
        .expect("a free name")
}

/// `arith.select` of tensors: a select of their buffers, cast to one
/// fully dynamic layout when theirs differ.
struct Select;

impl BufferizableModel for Select {
    fn reads(&self, _: &State<'_>, _: Use) -> bool {
        false
    }
    fn writes(&self, _: &State<'_>, _: Use) -> bool {
        false
    }
    fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
        if operand.index == 0 {
            return Vec::new();
        }
        vec![AliasingValue {
            value: st.ctx.result(operand.op, 0),
            relation: BufferRelation::Unknown,
            is_definite: false,
        }]
    }
    fn buffer_type(
        &self,
        rw: &mut Rewriter<'_>,
        value: Value,
        stack: &mut Vec<Value>,
    ) -> Result<Type, Diagnostic> {
        let op = SelectOp::from_id_unchecked(rw.defining_op(value).expect("a result"));
        let t = rw.buffer_type_with(op.true_value(rw.ctx), stack)?;
        let f = rw.buffer_type_with(op.false_value(rw.ctx), stack)?;
        if t == f {
            return Ok(t);
        }
        let space = memory_space(rw.ctx, t);
        if space != memory_space(rw.ctx, f) {
            return Err(Diagnostic::error(
                rw.op_loc(op.id()),
                "inconsistent memory space on true/false operands",
            ));
        }
        let dims = shape(rw.ctx, t).unwrap_or_default();
        let element = element_type(rw.ctx, t).unwrap_or(t);
        let tensor = rw.ty(TypeKind::RankedTensor {
            shape: dims.iter().map(|&d| (d != DYNAMIC).then_some(d)).collect(),
            element,
            encoding: None,
        });
        Ok(rw.fully_dynamic_type(tensor, space))
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let select = SelectOp::from_id_unchecked(op);
        let condition = select.condition(rw.ctx);
        let mut t = rw.get_buffer(select.true_value(rw.ctx))?;
        let mut f = rw.get_buffer(select.false_value(rw.ctx))?;
        let loc = rw.op_loc(op);
        rw.at = OpBuilder::before(op);
        if rw.value_type(t) != rw.value_type(f) {
            let target = rw.buffer_type(select.result(rw.ctx))?;
            rw.at = OpBuilder::before(op);
            if rw.value_type(t) != target {
                t = crate::memref::CastOp::create(rw, loc, target, t).dest(rw.ctx);
            }
            if rw.value_type(f) != target {
                f = crate::memref::CastOp::create(rw, loc, target, f).dest(rw.ctx);
            }
        }
        let ty = rw.value_type(t);
        let result = SelectOp::create(rw, loc, ty, condition, t, f).result(rw.ctx);
        rw.replace_op_with_bufferized_values(op, &[result]);
        Ok(())
    }
}
