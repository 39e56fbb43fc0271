//! What the lowerings to llvm share (MLIR's `ConvertOpToLLVMPattern` and
//! `OneToOneConvertToLLVMPattern`): a pattern holds the LLVM type
//! converter, and an op that maps to one llvm op of the same operands
//! is rewritten generically, its attributes carried over.

use super::{unroll_nd_vectors, LlvmTypeConverter};
use crate::conversion::attributes::{set_state_attr, PropertyNames::InherentAndProperties};
use ods_runtime::conversion::{
    ConversionPatternRewriter, ConversionPatternSet, OpConversionPattern, TypeConverter,
};
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, Context, IrResult, OpId, Symbol, Type, Value};
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
/// `OneToOneConvertToLLVMPattern`, and `VectorConvertToLLVMPattern`, which
/// also does an op on n-D vectors once per 1-D vector).
pub struct OneToOne<T> {
    attrs: AttrConversion,
    unroll: bool,
    target: PhantomData<fn() -> T>,
}

impl<T> OneToOne<T> {
    /// The lowering to `T` that converts attributes by `attrs`, an n-D
    /// vector taken whole.
    pub fn new(attrs: AttrConversion) -> OneToOne<T> {
        OneToOne {
            attrs,
            unroll: false,
            target: PhantomData,
        }
    }

    /// The lowering to `T` that converts attributes by `attrs` and also
    /// unrolls n-D vectors.
    pub fn vector(attrs: AttrConversion) -> OneToOne<T> {
        OneToOne {
            unroll: true,
            ..OneToOne::new(attrs)
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
        let attrs = super::super::attributes::all_attrs(rw, op.id());
        // Without unrolling, an n-D vector is one array value (as an
        // `llvm.mlir.constant` of it).
        let nd = self.unroll
            && result_types
                .iter()
                .any(|&t| crate::llvm::LLVMArrayType::isa(rw, t));
        if nd && result_types.len() == 1 {
            return unroll_nd_vectors(
                op.id(),
                operands,
                result_types[0],
                rw,
                |rw, loc, ty, parts| {
                    let new = self.create(rw, loc, &attrs, parts, vec![ty]);
                    rw.results(new)[0]
                },
            );
        }
        if nd {
            return rw.notify_match_failure(op.id(), "n-D vectors of several results");
        }
        let loc = op.loc(rw);
        let new = self.create(rw, loc, &attrs, operands.to_vec(), result_types);
        let values = rw.results(new);
        rw.replace_op(op.id(), &values)?;
        Ok(true)
    }
}

/// `lowering` of a float op, refused when a value of the op is a float
/// type LLVM lacks (MLIR's `FailOnUnsupportedFP`): such a float is stored
/// in an integer once converted, which the llvm float ops do not take.
pub struct FloatOnly<L>(pub L);

impl<A: Op, L: LlvmLowering<A>> LlvmLowering<A> for FloatOnly<L> {
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        if converter.has_unsupported_float(rw.context(), op.id()) {
            return rw.notify_match_failure(op.id(), "unsupported floating point type");
        }
        self.0.lower(op, operands, converter, rw)
    }
}

impl<T: Op> OneToOne<T> {
    /// Inserts `T` at `loc` of `operands` and `result_types`, with the
    /// source op's `attrs` converted.
    fn create(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        attrs: &[(Symbol, Attribute)],
        operands: Vec<Value>,
        result_types: Vec<Type>,
    ) -> OpId {
        let ctx = rw.context();
        let mut state = T::state(ctx, loc);
        state.operands = operands;
        state.result_types = result_types;
        for &(name, value) in attrs {
            let key = ctx.symbol_str(name).to_string();
            if let Some((key, value)) = (self.attrs)(ctx, &key, value) {
                let name = ctx.symbol(&key);
                set_state_attr(ctx, &mut state, name, value, InherentAndProperties);
            }
        }
        rw.insert(state)
    }
}
