//! What the models' `bufferize` rewrite with: buffers of tensor values,
//! buffer types, allocations and copies, and the replacement of a tensor
//! op by buffers (MLIR's `getBuffer`, `getBufferType`,
//! `replaceOpWithBufferizedValues`, `allocateTensorForShapedValue` and
//! the options' `createAlloc`/`createMemCpy`).

use super::{owner, LayoutMapOption, Options, State};
use crate::bufferization::{AllocTensorOp, BufferRelation, ToBufferOp, ToTensorOp};
use crate::memref::{strided_layout, strides_and_offset};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::{element_type, shape, DYNAMIC};
use ods_runtime::registry::FoldResult;
use ods_runtime::{
    Attribute, Context, InsertPoint, OpBuilder, OpCreator, OpId, OperationState, Type, TypeKind,
    Value,
};
use std::ops::{Deref, DerefMut};

/// A context with an insertion point, the options, and the ops created
/// that bufferize later (MLIR's `BufferizationRewriter`).
pub struct Rewriter<'c> {
    /// The IR.
    pub ctx: &'c mut Context,
    /// Where new ops go.
    pub at: OpBuilder,
    /// The options.
    pub options: &'c Options,
    /// New ops with tensor semantics, to bufferize after the others.
    pub created: Vec<OpId>,
}

impl Deref for Rewriter<'_> {
    type Target = Context;
    fn deref(&self) -> &Context {
        self.ctx
    }
}

impl DerefMut for Rewriter<'_> {
    fn deref_mut(&mut self) -> &mut Context {
        self.ctx
    }
}

impl OpCreator for Rewriter<'_> {
    fn context(&mut self) -> &mut Context {
        self.ctx
    }
    /// Every op made but `to_tensor` and `to_buffer` bufferizes later
    /// (MLIR's `BufferizationRewriter::notifyOperationInserted`).
    fn insert_state(&mut self, mut state: OperationState) -> OpId {
        let op = self.at.insert_from(self.ctx, &mut state);
        if ToTensorOp::cast(self.ctx, op).is_none() && ToBufferOp::cast(self.ctx, op).is_none() {
            self.created.push(op);
        }
        op
    }
}

impl<'c> Rewriter<'c> {
    /// A rewriter inserting before `op`.
    pub fn new(ctx: &'c mut Context, options: &'c Options, op: OpId) -> Self {
        Rewriter {
            ctx,
            at: OpBuilder::before(op),
            options,
            created: Vec::new(),
        }
    }

    /// The analysis' questions, without its decisions.
    pub fn state(&self) -> State<'_> {
        State {
            ctx: self.ctx,
            options: self.options,
            decisions: None,
        }
    }

    /// Inserts right after the definition of `value` (at the start of
    /// the block of an argument).
    pub fn set_insertion_point_after_value(&mut self, value: Value) {
        self.at.point = match value {
            Value::Result(op, _) => InsertPoint::After(op),
            Value::Arg(block, _) => InsertPoint::Start(block),
        };
    }

    /// The buffer of tensor `value` (MLIR's `getBuffer`): the buffer of a
    /// `to_tensor`, else a new `to_buffer` right after its definition.
    pub fn get_buffer(&mut self, value: Value) -> Result<Value, Diagnostic> {
        if let Some(to_tensor) = self
            .ctx
            .defining_op(value)
            .and_then(|op| ToTensorOp::cast(self.ctx, op))
        {
            return Ok(to_tensor.buffer(self.ctx));
        }
        let ty = self.buffer_type(value)?;
        let saved = self.at;
        self.set_insertion_point_after_value(value);
        let loc = self.ctx.value_loc(value);
        let buffer = ToBufferOp::create(self, loc, ty, value, Default::default());
        self.at = saved;
        Ok(buffer.buffer(self.ctx))
    }

    /// The buffer type of tensor `value` (MLIR's `getBufferType`).
    pub fn buffer_type(&mut self, value: Value) -> Result<Type, Diagnostic> {
        self.buffer_type_with(value, &mut Vec::new())
    }

    /// [`Rewriter::buffer_type`] with the values being asked already, so
    /// that loops do not recurse forever.
    pub fn buffer_type_with(
        &mut self,
        value: Value,
        stack: &mut Vec<Value>,
    ) -> Result<Type, Diagnostic> {
        let ty = self.ctx.value_type(value);
        if !ods_runtime::ods::pred::is_tensor(self.ctx, ty) {
            return Ok(ty);
        }
        stack.push(value);
        let model = owner(self.ctx, value).and_then(|op| self.state().model(op));
        let result = match model {
            Some(model) => model.buffer_type(self, value, stack),
            None => {
                let space = self.memory_space_for(value)?;
                Ok(self.memref_type(ty, None, space))
            }
        };
        stack.pop();
        result
    }

    /// MLIR's `defaultGetBufferType`: the buffer type of an equivalent
    /// operand, else a new buffer of the default memory space (an unknown
    /// layout for block arguments).
    pub fn default_buffer_type(
        &mut self,
        value: Value,
        stack: &mut Vec<Value>,
    ) -> Result<Type, Diagnostic> {
        let ty = self.ctx.value_type(value);
        let space = self.memory_space_for(value)?;
        if let Value::Arg(..) = value {
            return Ok(self.unknown_type(ty, space));
        }
        let aliases = self.state().aliasing_op_operands(value);
        if let Some(first) = aliases.first() {
            if first.relation == BufferRelation::Equivalent {
                let operand = self
                    .ctx
                    .operand(first.operand.op, first.operand.index as usize);
                return self.buffer_type_with(operand, stack);
            }
        }
        Ok(self.memref_type(ty, None, space))
    }

    /// The default memory space of the tensor `value`, or MLIR's "could
    /// not infer memory space".
    pub fn memory_space_for(&self, value: Value) -> Result<Option<Attribute>, Diagnostic> {
        let ty = self.ctx.value_type(value);
        self.options
            .default_memory_space(self.ctx, ty)
            .ok_or_else(|| {
                let message = "could not infer memory space";
                match owner(self.ctx, value) {
                    Some(op) => super::error_at(self.ctx, op, message),
                    None => Diagnostic::error(self.ctx.value_loc(value), message),
                }
            })
    }

    /// The memref of tensor type `ty` (MLIR's `getMemRefType`): unranked
    /// for an unranked tensor, with `layout` if given, else as
    /// `unknown-type-conversion` says.
    pub fn memref_type(
        &mut self,
        ty: Type,
        layout: Option<Attribute>,
        space: Option<Attribute>,
    ) -> Type {
        match layout {
            Some(layout) => self.memref_of(ty, Some(layout), space),
            None => self.unknown_type(ty, space),
        }
    }

    /// The memref of a tensor whose layout is unknown.
    pub fn unknown_type(&mut self, ty: Type, space: Option<Attribute>) -> Type {
        match self.options.unknown_type_conversion {
            LayoutMapOption::IdentityLayoutMap => self.memref_of(ty, None, space),
            _ => self.fully_dynamic_type(ty, space),
        }
    }

    /// The memref of tensor type `ty` with a fully dynamic strided layout
    /// (MLIR's `getMemRefTypeWithFullyDynamicLayout`).
    pub fn fully_dynamic_type(&mut self, ty: Type, space: Option<Attribute>) -> Type {
        let rank = shape(self.ctx, ty).map(|s| s.len());
        let layout = rank.map(|rank| strided_layout(self.ctx, DYNAMIC, &vec![DYNAMIC; rank]));
        self.memref_of(ty, layout, space)
    }

    /// The memref of tensor type `ty` with `layout` (the identity when
    /// `None`); unranked for an unranked tensor.
    pub fn memref_of(
        &mut self,
        ty: Type,
        layout: Option<Attribute>,
        space: Option<Attribute>,
    ) -> Type {
        let element = element_type(self.ctx, ty).unwrap_or(ty);
        match shape(self.ctx, ty) {
            None => self.ctx.ty(TypeKind::UnrankedMemRef {
                element,
                memory_space: space,
            }),
            Some(dims) => {
                let shape = dims.iter().map(|&d| (d != DYNAMIC).then_some(d)).collect();
                self.ctx.ty(TypeKind::MemRef {
                    shape,
                    element,
                    layout,
                    memory_space: space,
                })
            }
        }
    }

    /// Replaces the results of `op` with `values`: tensor results with a
    /// `to_tensor` of their buffer (MLIR's `replaceOpWithBufferizedValues`).
    pub fn replace_op_with_bufferized_values(&mut self, op: OpId, values: &[Value]) {
        let mut replacements = Vec::with_capacity(values.len());
        for (i, &value) in values.iter().enumerate() {
            let result = self.ctx.result(op, i);
            let ty = self.ctx.value_type(result);
            let replacement = if ods_runtime::ods::pred::is_tensor(self.ctx, ty) {
                self.at.point = InsertPoint::After(op);
                let loc = self.ctx.value_loc(value);
                ToTensorOp::create(self, loc, ty, value, Default::default(), Default::default())
                    .result(self.ctx)
            } else {
                value
            };
            replacements.push(replacement);
        }
        for (i, replacement) in replacements.into_iter().enumerate() {
            let result = self.ctx.result(op, i);
            self.ctx.replace_all_uses_with(result, replacement);
        }
        self.erase(op);
    }

    /// A copy of `op` without results, made before it: same name,
    /// location, properties and attributes, these `operands`, and its
    /// regions moved over (MLIR makes a new op when results go away).
    pub fn recreate_without_results(&mut self, op: OpId, operands: Vec<Value>) -> OpId {
        let mut state = OperationState::named(self.ctx.op_name(op), self.ctx.op_loc(op));
        state.operands = operands;
        let regions = self.ctx.regions(op).len();
        state.regions = (0..regions).map(|_| self.ctx.create_region()).collect();
        self.at = OpBuilder::before(op);
        let new = self.at.insert(self.ctx, state);
        let (properties, attrs) = (self.ctx.properties(op), self.ctx.attr_dictionary(op));
        self.ctx.set_properties(new, properties);
        self.ctx.set_attr_dictionary(new, attrs);
        let regions = self.ctx.regions(op).to_vec();
        for (from, to) in regions.into_iter().zip(self.ctx.regions(new).to_vec()) {
            for block in self.ctx.blocks(from).to_vec() {
                self.ctx.detach_block(block);
                self.ctx.insert_block(to, None, block);
            }
        }
        new
    }

    /// Erases `op`, whose results have no uses left.
    pub fn erase(&mut self, op: OpId) {
        if let InsertPoint::Before(at) | InsertPoint::After(at) = self.at.point {
            if at == op {
                self.at.point = match self.ctx.next_op(op) {
                    Some(next) => InsertPoint::Before(next),
                    None => InsertPoint::End(self.ctx.parent_block(op).expect("in a block")),
                };
            }
        }
        self.ctx
            .erase_op(op)
            .expect("a bufferized op has no uses left");
    }

    /// A new buffer of type `ty` (MLIR's `createAlloc`): a `memref.alloc`
    /// aligned as the options say.
    pub fn create_alloc(&mut self, loc: Attribute, ty: Type, dynamic_sizes: &[Value]) -> Value {
        let alignment =
            (self.options.buffer_alignment != 0).then_some(self.options.buffer_alignment);
        crate::memref::AllocOp::create(self, loc, ty, dynamic_sizes, &[], alignment)
            .memref(self.ctx)
    }

    /// A copy of buffer `from` into `to` (MLIR's `createMemCpy`).
    pub fn create_memcpy(&mut self, loc: Attribute, from: Value, to: Value) {
        crate::memref::CopyOp::create(self, loc, from, to);
    }

    /// An `arith.constant` of type `index`.
    pub fn constant_index(&mut self, loc: Attribute, value: i64) -> Value {
        let ty = self.ctx.index_type();
        let attr = self.ctx.integer_attr(ty, value.into());
        crate::arith::ConstantOp::create(self, loc, ty, attr).result(self.ctx)
    }

    /// The sizes of the dynamic dimensions of shaped `value`, as
    /// `memref.dim` or `tensor.dim` of constant indices (MLIR's
    /// `populateDynamicDimSizes`).
    pub fn dynamic_dim_sizes(&mut self, loc: Attribute, value: Value) -> Vec<Value> {
        let dims = shape(self.ctx, self.ctx.value_type(value)).unwrap_or_default();
        (0..dims.len())
            .filter(|&i| dims[i] == DYNAMIC)
            .map(|i| self.dim(loc, value, i))
            .collect()
    }

    /// Size `i` of the memref or tensor `value`: a `memref.dim` or
    /// `tensor.dim` of a new index constant (their builders from an
    /// integer index).
    pub fn dim(&mut self, loc: Attribute, value: Value, i: usize) -> Value {
        let is_memref =
            ods_runtime::ods::pred::is_base_memref(self.ctx, self.ctx.value_type(value));
        let index = self.constant_index(loc, i as i64);
        if is_memref {
            crate::memref::DimOp::create_inferred(self, loc, value, index)
                .expect("a memref")
                .result(self.ctx)
        } else {
            crate::tensor::DimOp::create_inferred(self, loc, value, index)
                .expect("a tensor")
                .result(self.ctx)
        }
    }

    /// Folds `to_buffer(to_tensor(%m))` to `%m`, through a `memref.cast`
    /// or a copy when the types differ (MLIR's `foldToBufferToTensorPair`).
    pub fn fold_to_buffer_of_to_tensor(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let to_buffer = ToBufferOp::from_id_unchecked(op);
        let Some(to_tensor) = self
            .ctx
            .defining_op(to_buffer.tensor(self.ctx))
            .and_then(|d| ToTensorOp::cast(self.ctx, d))
        else {
            return Ok(());
        };
        let source = to_tensor.buffer(self.ctx);
        let (from, to) = (
            self.ctx.value_type(source),
            self.ctx.value_type(to_buffer.buffer(self.ctx)),
        );
        self.at = OpBuilder::before(op);
        let replacement = if from == to {
            source
        } else {
            match (self.ctx.type_kind(from), self.ctx.type_kind(to)) {
                (TypeKind::MemRef { .. }, TypeKind::MemRef { .. }) => {
                    self.cast_or_realloc(source, to)
                }
                (TypeKind::UnrankedMemRef { .. }, TypeKind::MemRef { .. }) => return Ok(()),
                _ => {
                    let loc = self.ctx.op_loc(op);
                    crate::memref::CastOp::create(self, loc, to, source).dest(self.ctx)
                }
            }
        };
        let result = to_buffer.buffer(self.ctx);
        self.ctx.replace_all_uses_with(result, replacement);
        self.erase(op);
        Ok(())
    }

    /// `value` as a memref of type `to`: a `memref.cast` when it cannot
    /// fail at run time, else a new buffer and a copy (MLIR's
    /// `castOrReallocMemRefValue`).
    pub fn cast_or_realloc(&mut self, value: Value, to: Type) -> Value {
        let from = self.ctx.value_type(value);
        let loc = self.ctx.value_loc(value);
        if guaranteed_cast_compatible(self.ctx, from, to) {
            return crate::memref::CastOp::create(self, loc, to, value).dest(self.ctx);
        }
        let dims = shape(self.ctx, to).unwrap_or_default();
        let mut sizes = Vec::new();
        for (i, &d) in dims.iter().enumerate() {
            if d == DYNAMIC {
                let index = self.constant_index(loc, i as i64);
                let size = crate::memref::DimOp::create_inferred(self, loc, value, index)
                    .expect("a memref")
                    .result(self.ctx);
                sizes.push(size);
            }
        }
        let copy = self.create_alloc(loc, to, &sizes);
        self.create_memcpy(loc, value, copy);
        copy
    }

    /// A `bufferization.alloc_tensor` for the ranked tensor or memref
    /// `value`, copying it if `copy`, bufferized later (MLIR's
    /// `allocateTensorForShapedValue`).
    pub fn allocate_tensor_for(
        &mut self,
        loc: Attribute,
        value: Value,
        copy: bool,
    ) -> Result<Value, Diagnostic> {
        let ty = self.ctx.value_type(value);
        let tensor = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { .. } => value,
            TypeKind::MemRef { shape, element, .. } => {
                let tensor_ty = self.ctx.ty(TypeKind::RankedTensor {
                    shape: shape.clone(),
                    element: *element,
                    encoding: None,
                });
                ToTensorOp::create(
                    self,
                    loc,
                    tensor_ty,
                    value,
                    Default::default(),
                    Default::default(),
                )
                .result(self.ctx)
            }
            _ => {
                let at = owner(self.ctx, value).map_or(loc, |op| self.ctx.op_loc(op));
                return Err(Diagnostic::error(
                    at,
                    "copying of unranked tensors is not implemented",
                ));
            }
        };
        let tensor_ty = self.ctx.value_type(tensor);
        let sizes = if copy {
            Vec::new()
        } else {
            self.reified_dynamic_sizes(loc, tensor)
        };
        let source = copy.then_some(tensor);
        let alloc = AllocTensorOp::create(self, loc, tensor_ty, &sizes, source, None, None);
        if !copy {
            // As MLIR, the op stays when its memory space cannot be
            // inferred.
            let buffer_ty = self.buffer_type(tensor)?;
            if let TypeKind::MemRef {
                memory_space: Some(space),
                ..
            }
            | TypeKind::UnrankedMemRef {
                memory_space: Some(space),
                ..
            } = *self.ctx.type_kind(buffer_ty)
            {
                alloc.set_memory_space_attr(self.ctx, space);
            }
        }
        Ok(alloc.result(self.ctx))
    }

    /// The dynamic sizes of tensor `value`: the operands of the op that
    /// made it when it has them (MLIR's `reifyResultShapes`), else
    /// `tensor.dim`s.
    fn reified_dynamic_sizes(&mut self, loc: Attribute, value: Value) -> Vec<Value> {
        let producer = self.ctx.defining_op(value);
        if let Some(empty) = producer.and_then(|op| crate::tensor::EmptyOp::cast(self.ctx, op)) {
            return empty.dynamic_sizes(self.ctx);
        }
        if let Some(concat) = producer.and_then(|op| crate::tensor::ConcatOp::cast(self.ctx, op)) {
            let sizes = super::models::concat_reified_sizes(self, concat);
            let dims = shape(self.ctx, self.ctx.value_type(value)).unwrap_or_default();
            return sizes
                .into_iter()
                .zip(dims)
                .filter(|&(_, d)| d == DYNAMIC)
                .map(|(size, _)| match size {
                    FoldResult::Value(v) => v,
                    FoldResult::Attr(a) => {
                        let size =
                            ods_runtime::helpers::try_int::<i64>(self.ctx, a).unwrap_or_default();
                        self.constant_index(loc, size)
                    }
                })
                .collect();
        }
        self.dynamic_dim_sizes(loc, value)
    }
}

/// Whether a `memref.cast` from `from` to `to` always succeeds: no
/// dynamic offset or stride becomes static.
fn guaranteed_cast_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    let (Some((fs, fo)), Some((ts, to))) =
        (strides_and_offset(ctx, from), strides_and_offset(ctx, to))
    else {
        return false;
    };
    let dynamic_to_static = |a: i64, b: i64| a == DYNAMIC && b != DYNAMIC;
    !dynamic_to_static(fo, to) && !fs.iter().zip(&ts).any(|(&a, &b)| dynamic_to_static(a, b))
}
