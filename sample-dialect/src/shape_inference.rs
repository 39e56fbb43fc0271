//! Chapter 4 of the tutorial: the ops' `ShapeInference` implementations
//! and the intraprocedural shape inference pass ([`ShapeInferencePass`],
//! `toy-opt --toy-shape-inference`), which turns the unranked results of a function
//! whose calls were inlined into ranked ones.

use crate::toy::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::pass::{Pass, PassFailure};
use ods_runtime::{Context, OpId, RankedTensorType, TensorType, Type, Value};

/// The result takes the type of the operand (element-wise ops, casts).
fn same_type_as(ctx: &mut Context, result: Value, operand: Value) {
    let ty = ctx.value_type(operand);
    ctx.set_value_type(result, ty);
}

impl ShapeInferenceImpl for AddOp {
    fn infer_shapes(self, ctx: &mut Context) {
        same_type_as(ctx, self.result0(ctx), self.lhs(ctx));
    }
}

impl ShapeInferenceImpl for MulOp {
    fn infer_shapes(self, ctx: &mut Context) {
        same_type_as(ctx, self.result0(ctx), self.lhs(ctx));
    }
}

impl ShapeInferenceImpl for CastOp {
    fn infer_shapes(self, ctx: &mut Context) {
        same_type_as(ctx, self.output(ctx), self.input(ctx));
    }
}

impl ShapeInferenceImpl for ConstantOp {
    /// The type of the value (chapter 7: a constant made by folding has
    /// the type of what it replaces, which may be unranked).
    fn infer_shapes(self, ctx: &mut Context) {
        let value = self.value_attr(ctx);
        if let ods_runtime::AttrKind::DenseElements { ty, .. } = *ctx.attr_kind(value) {
            ctx.set_value_type(self.result0(ctx), ty);
        }
    }
}

impl ShapeInferenceImpl for TransposeOp {
    /// The input's dimensions, reversed.
    fn infer_shapes(self, ctx: &mut Context) {
        let input = ctx.value_type(self.input(ctx));
        let Some(input) = RankedTensorType::try_from(ctx, input) else {
            return;
        };
        let dims: Vec<_> = input.shape(ctx).iter().rev().copied().collect();
        let element = input.element_type(ctx);
        let ty = RankedTensorType::get(ctx, &dims, element, None);
        ctx.set_value_type(self.result0(ctx), ty.into());
    }
}

/// Whether every operand of `op` has a ranked tensor type.
fn all_operands_inferred(ctx: &Context, op: OpId) -> bool {
    ctx.operands(op)
        .iter()
        .all(|&v| RankedTensorType::try_from(ctx, ctx.value_type(v)).is_some())
}

/// Whether a result of `op` is not a ranked tensor yet.
fn returns_dynamic_shape(ctx: &Context, op: OpId) -> bool {
    ctx.results(op)
        .into_iter()
        .any(|v| RankedTensorType::try_from(ctx, ctx.value_type(v)).is_none())
}

/// The tutorial's `ShapeInferencePass`, on each `toy.func`: ops with
/// unranked results are inferred once their operands are ranked, in any
/// order (the result does not depend on it). `toy-opt` registers it as
/// `toy-shape-inference`.
#[derive(Debug, Default)]
pub struct ShapeInferencePass;

impl Pass for ShapeInferencePass {
    fn argument(&self) -> &'static str {
        "toy-shape-inference"
    }
    fn description(&self) -> &'static str {
        "Infer the shapes of the unranked tensors of each toy.func (chapter 4)"
    }
    fn name(&self) -> &'static str {
        "ShapeInferencePass"
    }
    fn op_name(&self) -> Option<&'static str> {
        Some(FuncOp::NAME)
    }
    fn run_on_operation(&mut self, ctx: &mut Context, function: OpId) -> Result<(), PassFailure> {
        Ok(infer_function(ctx, function)?)
    }
}

fn infer_function(ctx: &mut Context, function: OpId) -> Result<(), Diagnostic> {
    let mut worklist = Vec::new();
    ctx.walk(function, ods_runtime::WalkOrder::PreOrder, &mut |op| {
        worklist.push(op)
    });
    worklist.retain(|&op| op != function && returns_dynamic_shape(ctx, op));
    while let Some(at) = worklist
        .iter()
        .position(|&op| all_operands_inferred(ctx, op))
    {
        let op = worklist.remove(at);
        let Some(shape_op) = ShapeInference::try_from(ctx, op) else {
            return Err(fail(
                ctx,
                op,
                "unable to infer shape of operation without shape inference interface",
            ));
        };
        shape_op.infer_shapes(ctx);
    }
    if !worklist.is_empty() {
        let message = format!(
            "Shape inference failed, {} operations couldn't be inferred",
            worklist.len()
        );
        return Err(fail(ctx, function, &message));
    }
    Ok(())
}

/// The pass's error at `op`.
fn fail(ctx: &Context, op: OpId, message: &str) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), message)
}

impl ods_runtime::interfaces::prelude::mlir::CastOpInterfaceImpl for CastOp {
    /// The tutorial's rule: one tensor to one tensor of the same element
    /// type, of the same shape when both are ranked.
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let ([input], [output]) = (inputs, outputs) else {
            return false;
        };
        let (Some(i), Some(o)) = (
            TensorType::try_from(ctx, *input),
            TensorType::try_from(ctx, *output),
        ) else {
            return false;
        };
        if i.element_type(ctx) != o.element_type(ctx) {
            return false;
        }
        i.shape(ctx).is_none() || o.shape(ctx).is_none() || input == output
    }
}
