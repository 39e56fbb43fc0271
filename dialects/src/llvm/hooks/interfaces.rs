//! The interface methods the LLVM ops and attributes declare for the
//! crate to write: memory effects, symbol uses, accessed pointers, and
//! the target and address-space queries (MLIR's `LLVMDialect.cpp`,
//! `LLVMAttrs.cpp`).

use super::verify;
use crate::llvm::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::prelude::mlir::{
    MemoryEffectOpInterfaceImpl, SymbolUserOpInterfaceImpl,
};
use ods_runtime::ods::op::Op;
use ods_runtime::registry::MemoryEffect;
use ods_runtime::{Attribute, Context, OpId, Type, Value};

/// A volatile or atomic (stronger than unordered) access also reads and
/// writes memory at large, as MLIR's `getEffects` of loads and stores say.
fn synchronizes(volatile: bool, ordering: AtomicOrdering) -> bool {
    volatile
        || !matches!(
            ordering,
            AtomicOrdering::NotAtomic | AtomicOrdering::Unordered
        )
}

/// The effect of an access on its address, and those of its
/// synchronization.
fn access_effects(
    effect: MemoryEffect,
    volatile: bool,
    ordering: AtomicOrdering,
) -> Vec<MemoryEffect> {
    let mut effects = vec![effect];
    if synchronizes(volatile, ordering) {
        effects.extend([MemoryEffect::Write, MemoryEffect::Read]);
    }
    effects
}

impl MemoryEffectOpInterfaceImpl for LoadOp {
    fn get_effects(ctx: &Context, op: OpId) -> Vec<MemoryEffect> {
        let load = LoadOp::from_id_unchecked(op);
        access_effects(MemoryEffect::Read, load.volatile_(ctx), load.ordering(ctx))
    }
}

impl MemoryEffectOpInterfaceImpl for StoreOp {
    fn get_effects(ctx: &Context, op: OpId) -> Vec<MemoryEffect> {
        let store = StoreOp::from_id_unchecked(op);
        access_effects(
            MemoryEffect::Write,
            store.volatile_(ctx),
            store.ordering(ctx),
        )
    }
}

impl MemoryEffectOpInterfaceImpl for InlineAsmOp {
    /// Inline assembly with side effects reads and writes memory.
    fn get_effects(ctx: &Context, op: OpId) -> Vec<MemoryEffect> {
        if InlineAsmOp::from_id_unchecked(op).has_side_effects(ctx) {
            vec![MemoryEffect::Write, MemoryEffect::Read]
        } else {
            Vec::new()
        }
    }
}

/// The pointer operands among `values`.
fn pointers(ctx: &Context, values: &[Value]) -> Vec<Value> {
    values
        .iter()
        .copied()
        .filter(|&v| LLVMPointerType::isa(ctx, ctx.value_type(v)))
        .collect()
}

/// The pointers an op accesses memory through (MLIR's
/// `getAccessedOperands`): its address, or the pointer arguments of a call.
macro_rules! accessed_through {
    ($($op:ty => $accessed:expr),* $(,)?) => {$(
        impl AliasAnalysisOpInterfaceImpl for $op {
            fn get_accessed_operands(self, ctx: &Context) -> Vec<Value> {
                let accessed: fn(&Context, $op) -> Vec<Value> = $accessed;
                accessed(ctx, self)
            }
        }
    )*};
}

accessed_through!(
    LoadOp => |ctx, op| vec![op.addr(ctx)],
    StoreOp => |ctx, op| vec![op.addr(ctx)],
    AtomicRMWOp => |ctx, op| vec![op.ptr(ctx)],
    AtomicCmpXchgOp => |ctx, op| vec![op.ptr(ctx)],
    CallOp => |ctx, op| pointers(ctx, &ctx.operands(op.id())),
    MemcpyOp => |ctx, op| vec![op.dst(ctx), op.src(ctx)],
    MemcpyInlineOp => |ctx, op| vec![op.dst(ctx), op.src(ctx)],
    MemmoveOp => |ctx, op| vec![op.dst(ctx), op.src(ctx)],
    MemsetOp => |ctx, op| vec![op.dst(ctx)],
    MemsetInlineOp => |ctx, op| vec![op.dst(ctx)],
);

impl SymbolUserOpInterfaceImpl for DSOLocalEquivalentOp {
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        super::verify_globals::verify_dso_local_equivalent(
            ctx,
            DSOLocalEquivalentOp::from_id_unchecked(op),
        )
    }
}

impl SymbolUserOpInterfaceImpl for IFuncOp {
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        super::verify_globals::verify_ifunc_resolver(ctx, IFuncOp::from_id_unchecked(op))
    }
}

impl SymbolUserOpInterfaceImpl for BlockAddressOp {
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        super::verify_control::verify_block_address_symbol(
            ctx,
            BlockAddressOp::from_id_unchecked(op),
        )
    }
}

impl SymbolUserOpInterfaceImpl for GlobalCtorsOp {
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        verify::verify_structor_symbols(ctx, op, "ctors")
    }
}

impl SymbolUserOpInterfaceImpl for GlobalDtorsOp {
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        verify::verify_structor_symbols(ctx, op, "dtors")
    }
}

impl SymbolUserOpInterfaceImpl for AddressOfOp {
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let address_of = AddressOfOp::from_id_unchecked(op);
        let result = ctx.value_type(address_of.res(ctx));
        verify::verify_address_of(ctx, op, address_of.global_name(ctx), result)
    }
}

impl SymbolUserOpInterfaceImpl for CallOp {
    /// A direct call names an `llvm.func` or `llvm.mlir.ifunc` whose type
    /// it matches; an
    /// indirect call is checked against its own operand and result types.
    fn verify_symbol_uses(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let call = CallOp::from_id_unchecked(op);
        let Some(name) = call.callee(ctx) else {
            return Ok(());
        };
        let Some(target) = verify::lookup(ctx, op, name) else {
            return Err(ods_runtime::ods::op::op_error(
                ctx,
                op,
                format!("'{name}' does not reference a symbol in the current scope"),
            ));
        };
        let ty = if let Some(function) = LLVMFuncOp::cast(ctx, target) {
            function.function_type(ctx)
        } else if let Some(ifunc) = IFuncOp::cast(ctx, target) {
            ifunc.i_func_type(ctx)
        } else {
            return Err(ods_runtime::ods::op::op_error(
                ctx,
                op,
                format!("'{name}' does not reference a valid LLVM function or IFunc"),
            ));
        };
        let ty = LLVMFunctionType::from_type_unchecked(ty);
        verify::verify_call_types(ctx, call, &ty)
    }
}

impl TargetAttrInterfaceImpl for TargetAttr {
    fn get_triple(self, ctx: &Context) -> Attribute {
        *self.triple(ctx)
    }

    fn get_chip(self, ctx: &Context) -> Attribute {
        *self.chip(ctx)
    }

    fn get_features(self, ctx: &Context) -> Attribute {
        self.features(ctx).map_or_else(|| self.attr(), |f| f.attr())
    }
}

/// What MLIR's `LLVM::AddressSpaceAttr` allows: every access in any
/// address space (its checks need a data layout, which ods-rs has not).
impl crate::llvm::mlir::ptr::MemorySpaceAttrInterfaceImpl for AddressSpaceAttr {
    fn is_valid_load(
        self,
        _ctx: &Context,
        _ty: Type,
        _ordering: u64,
        _alignment: Option<i64>,
        _data_layout: Option<Attribute>,
        _emit_error: &dyn Fn() -> Diagnostic,
    ) -> bool {
        true
    }

    fn is_valid_store(
        self,
        _ctx: &Context,
        _ty: Type,
        _ordering: u64,
        _alignment: Option<i64>,
        _data_layout: Option<Attribute>,
        _emit_error: &dyn Fn() -> Diagnostic,
    ) -> bool {
        true
    }

    #[allow(clippy::too_many_arguments)]
    fn is_valid_atomic_op(
        self,
        _ctx: &Context,
        _op: u64,
        _ty: Type,
        _ordering: u64,
        _alignment: Option<i64>,
        _data_layout: Option<Attribute>,
        _emit_error: &dyn Fn() -> Diagnostic,
    ) -> bool {
        true
    }

    #[allow(clippy::too_many_arguments)]
    fn is_valid_atomic_xchg(
        self,
        _ctx: &Context,
        _ty: Type,
        _success_ordering: u64,
        _failure_ordering: u64,
        _alignment: Option<i64>,
        _data_layout: Option<Attribute>,
        _emit_error: &dyn Fn() -> Diagnostic,
    ) -> bool {
        true
    }

    fn is_valid_addr_space_cast(
        self,
        _ctx: &Context,
        _tgt: Type,
        _src: Type,
        _emit_error: &dyn Fn() -> Diagnostic,
    ) -> bool {
        true
    }

    fn is_valid_ptr_int_cast(
        self,
        _ctx: &Context,
        _int_like_ty: Type,
        _ptr_like_ty: Type,
        _emit_error: &dyn Fn() -> Diagnostic,
    ) -> bool {
        true
    }
}

impl LLVMAddrSpaceAttrInterfaceImpl for AddressSpaceAttr {
    fn get_address_space(self, ctx: &Context) -> u32 {
        self.address_space(ctx)
    }
}

/// The recursion of debug-info types and subprograms: the id and flag
/// they hold. A copy with another id needs a mutable context, which these
/// queries do not have: they give the attribute itself.
macro_rules! recursive_di {
    ($($attr:ty),* $(,)?) => {$(
        impl DIRecursiveTypeAttrInterfaceImpl for $attr {
            fn get_is_rec_self(self, ctx: &Context) -> bool {
                self.is_rec_self(ctx).unwrap_or(false)
            }

            fn get_rec_id(self, ctx: &Context) -> Attribute {
                self.rec_id(ctx).copied().unwrap_or_else(|| self.attr())
            }

            fn with_rec_id(self, ctx: &Context, rec_id: Attribute) -> Attribute {
                let _ = (ctx, rec_id);
                self.attr()
            }

            fn get_rec_self(ctx: &Context, rec_id: Attribute) -> Attribute {
                let _ = ctx;
                rec_id
            }
        }
    )*};
}

recursive_di!(DICompositeTypeAttr, DISubprogramAttr);
