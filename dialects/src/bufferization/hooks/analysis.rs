//! What the bufferization interfaces' methods are given and answer
//! (MLIR's `BufferizableOpInterface.h` and `AllocationOpInterface.h`):
//! the state of One-Shot Bufferize's analysis, its options, the values and
//! operands that alias, and the ops an allocation op builds; with the
//! defaults `BufferizableOpInterface.cpp` gives the interface's methods.
//!
//! The options and states carry what the ops' own methods read of them;
//! One-Shot Bufferize (`bufferization::transforms::one_shot`) asks the
//! models of `bufferization::interface` instead.

use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::pred::{is_base_memref, is_tensor};
use ods_runtime::{Attribute, Context, IrResult, OpBuilder, OpId, Type, Use, Value};

/// The options of a bufferization (MLIR's `BufferizationOptions`), as far
/// as the dialect's ops read them.
#[derive(Clone, Debug, Default)]
pub struct BufferizationOptions {
    /// The alignment of the buffers bufferization allocates, in bytes
    /// (0: none).
    pub buffer_alignment: u64,
    /// The memory space of a new buffer whose op names none.
    pub default_memory_space: Option<Attribute>,
}

/// What One-Shot analysis knows while it runs (MLIR's `AnalysisState`).
#[derive(Clone, Debug, Default)]
pub struct AnalysisState {
    /// The options it analyzes under.
    pub options: BufferizationOptions,
}

/// What bufferization keeps from op to op (MLIR's `BufferizationState`):
/// nothing the dialect's ops read yet.
#[derive(Clone, Copy, Debug, Default)]
pub struct BufferizationState;

/// How the buffers of two aliasing values relate (MLIR's
/// `BufferRelation`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufferRelation {
    /// Nothing is known.
    Unknown,
    /// The same buffer.
    Equivalent,
}

/// A value that may alias a tensor operand (MLIR's `AliasingValue`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AliasingValue {
    /// The value.
    pub value: Value,
    /// How its buffer relates to the operand's.
    pub relation: BufferRelation,
    /// Whether it surely aliases (else it may).
    pub is_definite: bool,
}

/// A tensor operand that may alias a value (MLIR's `AliasingOpOperand`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AliasingOpOperand {
    /// The operand.
    pub operand: Use,
    /// How its buffer relates to the value's.
    pub relation: BufferRelation,
    /// Whether it surely aliases (else it may).
    pub is_definite: bool,
}

/// The values that may alias an operand (MLIR's `AliasingValueList`).
pub type AliasingValueList = Vec<AliasingValue>;

/// The operands that may alias a value (MLIR's `AliasingOpOperandList`).
pub type AliasingOpOperandList = Vec<AliasingOpOperand>;

/// An op an `AllocationOpInterface` method asks to build (a deallocation,
/// a clone): run with the context, it creates the op at the insertion
/// point the method was given and returns it. The methods read the IR;
/// their caller, which holds it mutably, builds.
pub type DeferredOp = Box<dyn FnOnce(&mut Context) -> IrResult<OpId>>;

/// Where a buffer may be hoisted to (MLIR's `HoistingKind`, a bit set).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HoistingKind(pub u8);

impl HoistingKind {
    /// Nowhere.
    pub const NONE: HoistingKind = HoistingKind(0);
    /// Out of loops.
    pub const LOOP: HoistingKind = HoistingKind(1);
    /// Out of blocks.
    pub const BLOCK: HoistingKind = HoistingKind(2);
}

/// The type of operand `operand`.
pub(crate) fn operand_type(ctx: &Context, operand: Use) -> Type {
    ctx.value_type(ctx.operand(operand.op, operand.index as usize))
}

/// A result bufferizes to a write when an aliasing tensor operand does, or
/// when the op allocates it (MLIR's default
/// `resultBufferizesToMemoryWrite`, without the analysis of the regions
/// that One-Shot runs).
pub(crate) fn default_result_bufferizes_to_memory_write(
    ctx: &Context,
    op: OpId,
    result: Value,
    state: &AnalysisState,
) -> bool {
    let _ = state;
    let Some(iface) = crate::bufferization::BufferizableOpInterface::try_from(ctx, op) else {
        return false;
    };
    if iface.bufferizes_to_allocation(ctx, result) {
        return true;
    }
    default_aliasing_op_operands(ctx, op, result, state)
        .iter()
        .any(|a| iface.bufferizes_to_memory_write(ctx, a.operand, state))
}

/// The tensor operands whose aliasing values include `value` (MLIR's
/// `detail::defaultGetAliasingOpOperands`).
pub(crate) fn default_aliasing_op_operands(
    ctx: &Context,
    op: OpId,
    value: Value,
    state: &AnalysisState,
) -> AliasingOpOperandList {
    let Some(iface) = crate::bufferization::BufferizableOpInterface::try_from(ctx, op) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for index in 0..ctx.num_operands(op) {
        let operand = Use {
            op,
            index: index as u32,
        };
        if !is_tensor(ctx, operand_type(ctx, operand)) {
            continue;
        }
        for alias in iface.get_aliasing_values(ctx, operand, state) {
            if alias.value == value {
                out.push(AliasingOpOperand {
                    operand,
                    relation: alias.relation,
                    is_definite: alias.is_definite,
                });
            }
        }
    }
    out
}

/// The buffer type of `value` (MLIR's `defaultGetBufferType`): a value
/// that is a buffer already is its own; the memref a tensor becomes is a
/// new type, which the read-only context the interface's methods get
/// cannot make, so it is unknown (`failure`) until One-Shot Bufferize
/// computes it.
pub(crate) fn default_buffer_type(ctx: &Context, value: Value) -> Option<Type> {
    let ty = ctx.value_type(value);
    is_base_memref(ctx, ty).then_some(ty)
}

/// A region is repetitive when the op is a loop over it (MLIR's
/// `defaultIsRepetitiveRegion`, which asks `RegionBranchOpInterface`
/// whether the region can reach itself): here, when it is a
/// `LoopLikeOpInterface` region.
pub(crate) fn default_is_repetitive_region(ctx: &Context, op: OpId, index: u32) -> bool {
    let Some(region) = ctx.regions(op).get(index as usize).copied() else {
        return false;
    };
    ods_runtime::interfaces::prelude::mlir::LoopLikeOpInterface::try_from(ctx, op)
        .is_some_and(|l| l.get_loop_regions(ctx).contains(&region))
}

/// Whether the op has a tensor operand or result, or a region with a
/// tensor block argument (MLIR's `defaultHasTensorSemantics`).
pub(crate) fn default_has_tensor_semantics(ctx: &Context, op: OpId) -> bool {
    let tensor = |v: Value| is_tensor(ctx, ctx.value_type(v));
    ctx.operands(op).into_iter().any(tensor)
        || (0..ctx.num_results(op)).any(|i| tensor(ctx.result(op, i)))
        || ctx.regions(op).iter().any(|&r| {
            ctx.blocks(r)
                .iter()
                .any(|&b| ctx.block_args(b).into_iter().any(tensor))
        })
}

/// The failure of an interface method that rewrites, which needs the
/// One-Shot Bufferize driver ods-rs does not have yet.
pub(crate) fn not_implemented(ctx: &Context, op: OpId, method: &str) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), format!("{method} is not implemented"))
}

/// Where `builder` inserts, for a [`DeferredOp`].
pub(crate) fn deferred(
    builder: OpBuilder,
    build: impl FnOnce(&mut ods_runtime::Builder<'_>) -> OpId + 'static,
) -> DeferredOp {
    Box::new(move |ctx: &mut Context| {
        let mut b = ods_runtime::Builder::at(ctx, builder.point);
        Ok(build(&mut b))
    })
}
