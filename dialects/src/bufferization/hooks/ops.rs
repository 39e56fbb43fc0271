//! Each op's hooks (`<Op>Hooks`): the verifiers, folders, custom assembly,
//! canonicalization patterns, builders and interface methods of
//! `BufferizationOps.cpp`, from the modules beside this one.

use super::analysis::{deferred, DeferredOp};
use super::{asm, canonicalize, clone, dealloc, fold, verify};
use crate::bufferization::*;
use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op as ods_op;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::is_base_memref;
use ods_runtime::registry::{FoldResult, MemoryEffect};
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{
    Attribute, Context, IrResult, OpBuilder, OpId, OperationState, Signedness, Type, TypeKind,
    Value,
};

impl AllocTensorOpHooks for AllocTensorOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::alloc_tensor(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::alloc_tensor(patterns);
    }
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        asm::parse_alloc_tensor(p, state)
    }
    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        asm::print_alloc_tensor(self, p)
    }
    /// No copy, memory space or size hint.
    fn build_type_dynamic_sizes(
        ctx: &mut Context,
        state: &mut OperationState,
        ty: Type,
        dynamic_sizes: Vec<Value>,
    ) {
        Self::build(ctx, state, ty, &dynamic_sizes, None, None, None);
    }
    /// No memory space or size hint.
    fn build_copy(
        ctx: &mut Context,
        state: &mut OperationState,
        ty: Type,
        dynamic_sizes: Vec<Value>,
        copy: Value,
    ) {
        Self::build(ctx, state, ty, &dynamic_sizes, Some(copy), None, None);
    }
    /// No size hint.
    fn build_copy_memory_space(
        ctx: &mut Context,
        state: &mut OperationState,
        ty: Type,
        dynamic_sizes: Vec<Value>,
        copy: Value,
        memory_space: Option<Attribute>,
    ) {
        Self::build(
            ctx,
            state,
            ty,
            &dynamic_sizes,
            Some(copy),
            None,
            memory_space,
        );
    }
}

impl CloneOpHooks for CloneOp {
    fn fold(self, ctx: &mut Context, _: CloneOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        fold::clone(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        clone::simplify_clones(patterns);
    }
}

impl CloneOpAllocationOpInterface for CloneOp {
    /// A `memref.dealloc` of `alloc`.
    fn build_dealloc(ctx: &Context, builder: OpBuilder, alloc: Value) -> Option<DeferredOp> {
        let loc = ctx.value_loc(alloc);
        Some(deferred(builder, move |b| {
            crate::memref::DeallocOp::create(b, loc, alloc).id()
        }))
    }
    /// A `bufferization.clone` of `alloc`.
    fn build_clone(ctx: &Context, builder: OpBuilder, alloc: Value) -> Option<DeferredOp> {
        let (loc, ty) = (ctx.value_loc(alloc), ctx.value_type(alloc));
        Some(deferred(builder, move |b| {
            CloneOp::create(b, loc, ty, alloc).id()
        }))
    }
}

impl DeallocOpHooks for DeallocOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::dealloc(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        dealloc::patterns(patterns);
    }
    /// One `i1` per retained memref (the last operand group).
    fn infer_return_types(
        cx: &mut dyn ods_op::TypeCx,
        state: &OperationState,
    ) -> IrResult<Vec<Type>> {
        let segments = ods_op::get_state_prop(cx.ctx(), state, "operandSegmentSizes")
            .and_then(|a| ods_op::dense_i32(cx.ctx(), a));
        let retained = segments.and_then(|s| s.get(2).copied()).unwrap_or(0).max(0);
        let i1 = cx.ty(TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless,
        })?;
        Ok(vec![i1; retained as usize])
    }
}

impl MaterializeInDestinationOpHooks for MaterializeInDestinationOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::materialize_in_destination(ctx, self)
    }
    /// Into a tensor `dest`, whose type the result takes.
    fn build_source_dest(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        dest: Value,
    ) {
        let ty = ctx.value_type(dest);
        Self::build_with_attrs(ctx, state, Some(ty), source, dest, None, None);
    }
}

impl MaterializeInDestinationOpMemoryEffectOpInterface for MaterializeInDestinationOp {
    /// A write of a memref `dest`; nothing on a tensor one.
    fn get_effects(ctx: &Context, op: OpId) -> Vec<MemoryEffect> {
        let dest = MaterializeInDestinationOp::from_id_unchecked(op).dest(ctx);
        if is_base_memref(ctx, ctx.value_type(dest)) {
            vec![MemoryEffect::Write]
        } else {
            Vec::new()
        }
    }
}

impl ToBufferOpHooks for ToBufferOp {
    fn fold(
        self,
        ctx: &mut Context,
        _: ToBufferOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::to_buffer(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::to_buffer(patterns);
    }
}

impl ToTensorOpHooks for ToTensorOp {
    fn fold(
        self,
        ctx: &mut Context,
        _: ToTensorOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::to_tensor(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::to_tensor(patterns);
    }
}
