//! `tensor.concat` (MLIR's `ConcatOpInterface`): a new buffer of the
//! result's shape, each input copied into its subview along the
//! concatenated dimension, at an offset that adds up the sizes before it.

use super::tensor::Slice;
use super::Registry;
use crate::affine::make_composed_folded_affine_apply;
use crate::bufferization::interface::{error_at, BufferizableModel, Rewriter, State};
use crate::bufferization::{AliasingValue, ToBufferOp};
use crate::tensor::ConcatOp;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::{shape, DYNAMIC};
use ods_runtime::registry::FoldResult;
use ods_runtime::{AffineExpr, Attribute, OpBuilder, OpId, Use};

pub(super) fn register(r: &mut Registry) {
    r.register(ConcatOp::OPERATION_NAME, &Concat);
}

/// `tensor.concat`: reads its inputs into a new allocation.
struct Concat;

impl BufferizableModel for Concat {
    read_only!();
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let concat = ConcatOp::from_id_unchecked(op);
        let result = concat.result(rw.ctx);
        let loc = rw.op_loc(op);
        rw.at = OpBuilder::before(op);
        let alloc = rw.allocate_tensor_for(loc, result, false)?;
        let tensor_ty = rw.value_type(alloc);
        if rw.options.default_memory_space(rw.ctx, tensor_ty) != Some(None) {
            return Err(error_at(rw.ctx, op, "memory space not implemented yet"));
        }
        let memref_ty = rw.memref_of(tensor_ty, None, None);
        let dest = ToBufferOp::create(rw, loc, memref_ty, alloc, Default::default()).buffer(rw.ctx);
        let dims = shape(rw.ctx, tensor_ty).unwrap_or_default();
        let axis = concat.dim(rw.ctx) as usize;
        let mut sizes: Vec<FoldResult> = Vec::with_capacity(dims.len());
        for (i, &d) in dims.iter().enumerate() {
            sizes.push(if d == DYNAMIC {
                FoldResult::Value(rw.dim(loc, dest, i))
            } else {
                FoldResult::Attr(index_attr(rw, d))
            });
        }
        let dynamic_axis = dims.get(axis) == Some(&DYNAMIC);
        let zero = FoldResult::Attr(index_attr(rw, 0));
        let mut offsets = vec![zero; dims.len()];
        let one = FoldResult::Attr(index_attr(rw, 1));
        let strides = vec![one; dims.len()];
        let mut static_offset = 0;
        let mut dynamic_offset = zero;
        for input in concat.inputs(rw.ctx) {
            let source = rw.get_buffer(input)?;
            let input_shape = shape(rw.ctx, rw.value_type(input)).unwrap_or_default();
            let input_size = input_shape[axis];
            sizes[axis] = match input_size {
                DYNAMIC => FoldResult::Value(rw.dim(loc, source, axis)),
                size => FoldResult::Attr(index_attr(rw, size)),
            };
            offsets[axis] = if dynamic_axis {
                dynamic_offset
            } else {
                FoldResult::Attr(index_attr(rw, static_offset))
            };
            let slice = Slice::of_mixed(rw.ctx, &offsets, &sizes, &strides);
            let view_ty = slice.subview_type(rw, op, memref_ty, &input_shape)?;
            let view = slice.create(rw, loc, view_ty, dest);
            rw.create_memcpy(loc, source, view);
            if dynamic_axis {
                let sum = AffineExpr::Dim(0) + AffineExpr::Dim(1);
                let operands = [dynamic_offset, sizes[axis]];
                dynamic_offset = make_composed_folded_affine_apply(rw, loc, sum, &operands);
            } else {
                static_offset += input_size;
            }
        }
        rw.replace_op_with_bufferized_values(op, &[dest]);
        Ok(())
    }
}

/// The `index` attribute `value`.
fn index_attr(rw: &mut Rewriter<'_>, value: i64) -> Attribute {
    let ty = rw.index_type();
    rw.integer_attr(ty, value.into())
}

/// The sizes of a `tensor.concat`'s result (MLIR's
/// `ConcatOp::reifyResultShapes`): static ones as attributes, the others
/// from the first input, and along the concatenated dimension the sum of
/// the inputs' sizes. A `tensor.dim` made here is not folded as MLIR's
/// `createOrFold` would fold one of a `tensor.generate` or slice.
pub(crate) fn reified_sizes(rw: &mut Rewriter<'_>, concat: ConcatOp) -> Vec<FoldResult> {
    let ctx = &*rw.ctx;
    let loc = ctx.op_loc(concat.id());
    let inputs = concat.inputs(ctx);
    let axis = concat.dim(ctx) as usize;
    let result_shape = shape(ctx, ctx.value_type(concat.result(ctx))).unwrap_or_default();
    let input_shapes: Vec<Vec<i64>> = inputs
        .iter()
        .map(|&v| shape(ctx, ctx.value_type(v)).unwrap_or_default())
        .collect();
    let init = inputs[0];
    let init_loc = ctx.value_loc(init);
    let mut sizes = Vec::with_capacity(result_shape.len());
    for (i, &d) in result_shape.iter().enumerate() {
        if i == axis {
            sizes.push(FoldResult::Attr(index_attr(rw, d)));
            continue;
        }
        let inferred = input_shapes.iter().map(|s| s[i]).find(|&s| s != DYNAMIC);
        sizes.push(if d != DYNAMIC {
            FoldResult::Attr(index_attr(rw, d))
        } else if let Some(size) = inferred {
            FoldResult::Value(rw.constant_index(loc, size))
        } else {
            FoldResult::Value(rw.dim(init_loc, init, i))
        });
    }
    if result_shape[axis] == DYNAMIC {
        let mut sum = AffineExpr::Dim(0);
        let mut operands = Vec::with_capacity(inputs.len());
        for (n, (&input, input_shape)) in inputs.iter().zip(&input_shapes).enumerate() {
            if n > 0 {
                sum = sum + AffineExpr::Dim(n as u32);
            }
            let input_loc = rw.value_loc(input);
            let size = match input_shape[axis] {
                // `createOrFold` keeps the index constant of the folded dim.
                DYNAMIC => rw.dim(input_loc, input, axis),
                size => {
                    rw.constant_index(input_loc, axis as i64);
                    rw.constant_index(input_loc, size)
                }
            };
            operands.push(FoldResult::Value(size));
        }
        sizes[axis] = match make_composed_folded_affine_apply(rw, loc, sum, &operands) {
            FoldResult::Attr(a) => {
                let size = ods_runtime::helpers::try_int::<i64>(rw.ctx, a).unwrap_or_default();
                FoldResult::Value(rw.constant_index(loc, size))
            }
            value => value,
        };
    }
    sizes
}
