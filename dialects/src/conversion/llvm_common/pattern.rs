//! What the lowerings to llvm share (MLIR's `ConvertOpToLLVMPattern` and
//! `OneToOneConvertToLLVMPattern`): a pattern holds the LLVM type
//! converter, and an op that maps to one llvm op of the same operands
//! is rewritten generically, its attributes carried over.

use super::LlvmTypeConverter;
use ods_runtime::conversion::{
    ConversionPatternRewriter, ConversionPatternSet, OpConversionPattern, TypeConverter,
};
use ods_runtime::ods::op::set_state_prop;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, Context, IrResult, OperationState, Value};
use std::marker::PhantomData;

/// How an op `A` is lowered to llvm.
pub trait LlvmLowering<A> {
    /// Replaces `op`, whose converted operands are `operands`; `false`
    /// when it does not lower.
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool>;
}

/// The conversion pattern of `A` by an [`LlvmLowering`], with its
/// converter.
struct ToLlvm<L, A> {
    lowering: L,
    converter: LlvmTypeConverter,
    op: PhantomData<fn() -> A>,
}

impl<L: LlvmLowering<A>, A: Op> OpConversionPattern for ToLlvm<L, A> {
    type Op = A;
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: A,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        self.lowering.lower(op, operands, &self.converter, rw)
    }
}

/// Adds the pattern lowering `A` by `lowering` with `converter`.
pub fn add_llvm_lowering<A: Op + 'static>(
    patterns: &mut ConversionPatternSet,
    converter: &LlvmTypeConverter,
    lowering: impl LlvmLowering<A> + 'static,
) {
    patterns.add_op_pattern(ToLlvm {
        lowering,
        converter: converter.clone(),
        op: PhantomData,
    });
}

/// How the attributes of the source op become those of the llvm op: by
/// name, to a new name and value, or dropped (`None`); the others are
/// carried over as they are (MLIR's `AttrConvert*` classes).
pub type AttrConversion = fn(&mut Context, &str, Attribute) -> Option<(String, Attribute)>;

/// Carries every attribute over unchanged (MLIR's `AttrConvertPassThrough`).
pub fn pass_through(_: &mut Context, name: &str, value: Attribute) -> Option<(String, Attribute)> {
    Some((name.to_string(), value))
}

/// The lowering of an op to the llvm op `T` of the same operands, its
/// results converted, its attributes by `attrs` (MLIR's
/// `OneToOneConvertToLLVMPattern` and `VectorConvertToLLVMPattern` on
/// scalars and 1-D vectors).
pub struct OneToOne<T> {
    attrs: AttrConversion,
    target: PhantomData<fn() -> T>,
}

impl<T> OneToOne<T> {
    /// The lowering to `T` that converts attributes by `attrs`.
    pub fn new(attrs: AttrConversion) -> OneToOne<T> {
        OneToOne {
            attrs,
            target: PhantomData,
        }
    }
}

impl<A: Op, T: Op> LlvmLowering<A> for OneToOne<T> {
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let results = rw.results(op.id());
        let types = rw.value_types(results);
        let Some(result_types) = converter.convert_type_range(rw.context(), &types) else {
            return rw.notify_match_failure(op.id(), "failed to convert result types");
        };
        // MLIR unrolls n-D vectors (arrays of 1-D ones) into an op per
        // 1-D vector: not done here.
        if result_types
            .iter()
            .any(|&t| crate::llvm::LLVMArrayType::isa(rw, t))
        {
            return rw.notify_match_failure(op.id(), "n-D vectors are not lowered");
        }
        let attrs = super::super::attributes::all_attrs(rw, op.id());
        let ctx = rw.context();
        let mut state = T::state(ctx, op.loc(ctx));
        state.operands = operands.to_vec();
        state.result_types = result_types;
        for (name, value) in attrs {
            let key = ctx.symbol_str(name).to_string();
            if let Some((key, value)) = (self.attrs)(ctx, &key, value) {
                set_attr(ctx, &mut state, &key, value);
            }
        }
        let new = rw.insert(state);
        let values = rw.results(new);
        rw.replace_op(op.id(), &values)?;
        Ok(true)
    }
}

/// Sets `name` on the op `state` builds: an inherent attribute or a
/// property of that op goes to its properties, any other name is a
/// discardable attribute.
fn set_attr(ctx: &mut Context, state: &mut OperationState, name: &str, value: Attribute) {
    let inherent = ctx
        .registry
        .get(state.name)
        .is_some_and(|info| info.inherent_attrs.contains(&name) || info.properties.contains(&name));
    if inherent {
        set_state_prop(ctx, state, name, Some(value));
    } else {
        let name = ctx.symbol(name);
        state.attributes.retain(|(n, _)| *n != name);
        state.attributes.push((name, value));
    }
}
