//! Chapter 5's partial lowering (the tutorial's `LowerToAffineLoops.cpp`):
//! the computational Toy ops become loops of the `affine` dialect over
//! `memref` buffers, with `arith` for the arithmetic, and `toy.func`
//! `@main` a `func.func`; `toy.print` stays, printing a memref. It expects
//! the calls inlined and the shapes inferred.

use ods_dialects::affine::{AffineForOp, AffineLoadOp, AffineStoreOp, AffineYieldOp};
use ods_dialects::arith;
use ods_dialects::func;
use ods_dialects::memref::{AllocOp, DeallocOp};
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    OpConversionPattern,
};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::{Pass, PassFailure};
use ods_runtime::{
    AttrKind, Attribute, Builder, Context, DenseData, FunctionType, IrResult, MemRefType,
    OpBuilder, OpCreator, OpId, RankedTensorType, TensorType, Type, Value,
};
use sample_dialect::toy;

/// The memref of a ranked tensor's shape and element type.
fn memref_of(ctx: &mut Context, tensor: Type) -> Option<(Type, Vec<i64>)> {
    let ranked = RankedTensorType::try_from(ctx, tensor)?;
    let shape = ranked.shape(ctx).to_vec();
    let element = ranked.element_type(ctx);
    let dims = shape.iter().map(|d| d.unwrap_or(0)).collect();
    Some((MemRefType::get(ctx, &shape, element).ty(), dims))
}

/// A `memref.alloc` of `ty` at the start of the block of the rewriter's
/// insertion point, and its `memref.dealloc` before the block's
/// terminator (Toy functions have no control flow).
fn alloc_and_dealloc(rw: &mut ConversionPatternRewriter<'_>, op: OpId, ty: Type) -> Value {
    let loc = rw.op_loc(op);
    let block = rw.parent_block(op).expect("a lowered op is in a block");
    rw.set_insertion_point_to_start(block);
    let alloc = AllocOp::create_memref_type_dynamic_sizes(rw, loc, ty, vec![], None).memref(rw);
    if let Some(terminator) = rw.terminator(block) {
        rw.set_insertion_point(terminator);
        DeallocOp::create(rw, loc, alloc);
    }
    rw.set_insertion_point(op);
    alloc
}

/// The body of the innermost loop: the value to store at the induction
/// variables, from the converted operands.
type IterationFn<'f> = dyn FnMut(&mut Builder<'_>, Attribute, &[Value], &[Value]) -> Value + 'f;

/// A nest of `affine.for` loops, one a dimension of `shape` from 0 to its
/// size, at `b`'s insertion point (MLIR's `buildAffineLoopNest`); the
/// innermost body stores what `body` computes into `alloc`.
fn loop_nest(
    b: &mut impl OpCreator,
    loc: Attribute,
    shape: &[i64],
    ivs: &mut Vec<Value>,
    body: &mut dyn FnMut(&mut Builder<'_>, &[Value]),
) {
    let Some((&size, inner)) = shape.split_first() else {
        return;
    };
    let mut nested = |ctx: &mut Context, at: OpBuilder, loc, iv, _: &[Value]| {
        let mut b = Builder { ctx, at };
        ivs.push(iv);
        if inner.is_empty() {
            body(&mut b, ivs);
        } else {
            loop_nest(&mut b, loc, inner, ivs, body);
        }
        AffineYieldOp::create_empty(&mut b, loc);
    };
    AffineForOp::create_lower_bound_upper_bound(b, loc, 0, size, None, None, Some(&mut nested));
}

/// Replaces `op` (of one ranked tensor result) by a buffer filled by a
/// loop nest over its shape (the tutorial's `lowerOpToLoops`).
fn lower_to_loops(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    operands: &[Value],
    iteration: &mut IterationFn<'_>,
) -> IrResult<bool> {
    let result_type = rw.value_type(rw.result(op, 0));
    let Some((memref, shape)) = memref_of(rw.context(), result_type) else {
        return rw.notify_match_failure(op, "the result is not a ranked tensor");
    };
    let loc = rw.op_loc(op);
    let alloc = alloc_and_dealloc(rw, op, memref);
    let mut store = |b: &mut Builder<'_>, ivs: &[Value]| {
        let value = iteration(b, loc, operands, ivs);
        AffineStoreOp::create_indices(b, loc, value, alloc, ivs.to_vec());
    };
    if shape.is_empty() {
        let at = OpBuilder::before(op);
        store(
            &mut Builder {
                ctx: rw.context(),
                at,
            },
            &[],
        );
    } else {
        loop_nest(rw, loc, &shape, &mut Vec::new(), &mut store);
    }
    rw.replace_op(op, &[alloc])?;
    Ok(true)
}

/// `toy.add` and `toy.mul`: element-wise `arith.addf` and `arith.mulf` of
/// the loaded operands.
struct BinaryOpLowering<T>(std::marker::PhantomData<T>);

/// Creates the `arith` op of a binary Toy op.
trait LoweredBinary: Op {
    /// The `arith` op's result for `lhs` and `rhs`.
    fn lowered(b: &mut Builder<'_>, loc: Attribute, lhs: Value, rhs: Value) -> Value;
}

impl LoweredBinary for toy::AddOp {
    fn lowered(b: &mut Builder<'_>, loc: Attribute, lhs: Value, rhs: Value) -> Value {
        let ty = b.value_type(lhs);
        arith::AddFOp::create(b, loc, ty, lhs, rhs, None).result(b)
    }
}

impl LoweredBinary for toy::MulOp {
    fn lowered(b: &mut Builder<'_>, loc: Attribute, lhs: Value, rhs: Value) -> Value {
        let ty = b.value_type(lhs);
        arith::MulFOp::create(b, loc, ty, lhs, rhs, None).result(b)
    }
}

impl<T: LoweredBinary> OpConversionPattern for BinaryOpLowering<T> {
    type Op = T;
    fn match_and_rewrite(
        &self,
        op: T,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        lower_to_loops(rw, op.id(), operands, &mut |b, loc, operands, ivs| {
            let lhs = AffineLoadOp::create_memref(b, loc, operands[0], Some(ivs.to_vec()));
            let lhs = lhs.result(b);
            let rhs = AffineLoadOp::create_memref(b, loc, operands[1], Some(ivs.to_vec()));
            let rhs = rhs.result(b);
            T::lowered(b, loc, lhs, rhs)
        })
    }
}

/// `toy.transpose`: each element loaded at the reversed indices.
struct TransposeOpLowering;

impl OpConversionPattern for TransposeOpLowering {
    type Op = toy::TransposeOp;
    fn match_and_rewrite(
        &self,
        op: toy::TransposeOp,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        lower_to_loops(rw, op.id(), operands, &mut |b, loc, operands, ivs| {
            let reversed: Vec<Value> = ivs.iter().rev().copied().collect();
            AffineLoadOp::create_memref(b, loc, operands[0], Some(reversed)).result(b)
        })
    }
}

/// `toy.constant`: a buffer and one `affine.store` of an `arith.constant`
/// an element, at constant indices made once up to the largest dimension.
struct ConstantOpLowering;

impl OpConversionPattern for ConstantOpLowering {
    type Op = toy::ConstantOp;
    fn match_and_rewrite(
        &self,
        op: toy::ConstantOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let value = op.value_attr(rw);
        let AttrKind::DenseElements {
            data: DenseData::Floats(bits),
            splat,
            ..
        } = rw.attr_kind(value).clone()
        else {
            return rw.notify_match_failure(op.id(), "the value is not dense floats");
        };
        let result_type = rw.value_type(op.result0(rw));
        let Some((memref, shape)) = memref_of(rw.context(), result_type) else {
            return rw.notify_match_failure(op.id(), "the result is not a ranked tensor");
        };
        let loc = op.loc(rw);
        let alloc = alloc_and_dealloc(rw, op.id(), memref);
        let index_type = rw.context().index_type();
        let count = shape.iter().copied().max().unwrap_or(1).max(1);
        let mut indices = Vec::new();
        for i in 0..count {
            let attr = rw.context().index_attr(i);
            indices.push(arith::ConstantOp::create(rw, loc, index_type, attr).result(rw));
        }
        let element = TensorType::try_from(rw, result_type)
            .map(|t| t.element_type(rw))
            .unwrap_or(index_type);
        let total: i64 = shape.iter().product();
        let mut at = Vec::new();
        for n in 0..total.max(1) {
            let bits = if splat { bits[0] } else { bits[n as usize] };
            let attr = rw
                .context()
                .float_attr(element, f64::from_bits(bits as u64));
            let v = arith::ConstantOp::create(rw, loc, element, attr).result(rw);
            // The row-major indices of element `n`.
            at.clear();
            let mut rest = n;
            for &d in shape.iter().rev() {
                at.push(indices[(rest % d) as usize]);
                rest /= d;
            }
            at.reverse();
            AffineStoreOp::create_indices(rw, loc, v, alloc, at.clone());
        }
        rw.replace_op(op.id(), &[alloc])?;
        Ok(true)
    }
}

/// `toy.func @main` (without arguments or results) to `func.func`; the
/// other functions are expected to be inlined and gone.
struct FuncOpLowering;

impl OpConversionPattern for FuncOpLowering {
    type Op = toy::FuncOp;
    fn match_and_rewrite(
        &self,
        op: toy::FuncOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        if op.sym_name(rw) != "main" {
            return Ok(false);
        }
        let fn_type = op.function_type(rw);
        let empty = FunctionType::try_from(rw, fn_type)
            .is_some_and(|f| f.inputs(rw).is_empty() && f.results(rw).is_empty());
        if !empty {
            return rw
                .notify_match_failure(op.id(), "expected 'main' to have 0 inputs and 0 results");
        }
        let loc = op.loc(rw);
        let func = func::FuncOp::create_name_type(rw, loc, "main".into(), fn_type, None, None);
        let body = op.body(rw);
        let dest = rw.regions(func.id())[0];
        rw.inline_region_before(body, dest, None);
        rw.erase_op(op.id())?;
        Ok(true)
    }
}

/// `toy.print` stays, printing the converted (memref) operand.
struct PrintOpLowering;

impl OpConversionPattern for PrintOpLowering {
    type Op = toy::PrintOp;
    fn match_and_rewrite(
        &self,
        op: toy::PrintOp,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        rw.modify_op_in_place(op.id(), |ctx| {
            for (i, &v) in operands.iter().enumerate() {
                ctx.set_operand(op.id(), i, v);
            }
        });
        Ok(true)
    }
}

/// `toy.return` without operand to `func.return` (the calls are inlined:
/// only main's return is left).
struct ReturnOpLowering;

impl OpConversionPattern for ReturnOpLowering {
    type Op = toy::ReturnOp;
    fn match_and_rewrite(
        &self,
        op: toy::ReturnOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        if op.has_operand(rw) {
            return Ok(false);
        }
        let loc = op.loc(rw);
        func::ReturnOp::create(rw, loc, &[]);
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}

/// The pass (`toy-to-affine`): Toy is illegal but for a `toy.print` of
/// no tensor; `affine`, `arith`, `func` and `memref` are the target.
#[derive(Debug, Default)]
pub struct LowerToAffinePass;

impl Pass for LowerToAffinePass {
    fn argument(&self) -> &'static str {
        "toy-to-affine"
    }
    fn description(&self) -> &'static str {
        "Lower Toy to affine loops over memrefs, toy.print aside (chapter 5)"
    }
    fn name(&self) -> &'static str {
        "ToyToAffineLoweringPass"
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn run_on_operation(&mut self, ctx: &mut Context, module: OpId) -> Result<(), PassFailure> {
        let mut target = ConversionTarget::new();
        for dialect in ["affine", "builtin", "arith", "func", "memref"] {
            target.add_legal_dialect(dialect);
        }
        target.add_illegal_dialect("toy");
        target.add_dynamically_legal_op(toy::PrintOp::NAME, |ctx, op| {
            let operands = ctx.operands(op);
            Some(!operands.iter().any(|&v| {
                let ty = ctx.value_type(v);
                TensorType::try_from(ctx, ty).is_some()
            }))
        });
        let mut patterns = ConversionPatternSet::new();
        patterns
            .add_op_pattern(BinaryOpLowering::<toy::AddOp>(Default::default()))
            .add_op_pattern(ConstantOpLowering)
            .add_op_pattern(FuncOpLowering)
            .add_op_pattern(BinaryOpLowering::<toy::MulOp>(Default::default()))
            .add_op_pattern(PrintOpLowering)
            .add_op_pattern(ReturnOpLowering)
            .add_op_pattern(TransposeOpLowering);
        apply_partial_conversion(ctx, &[module], &target, &patterns).map_err(PassFailure::from)
    }
}
