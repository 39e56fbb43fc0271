//! A vector op the pass converts, unrolled into the scalar op on each
//! element, taken out with `vector.extract` and put back with
//! `vector.insert` into zeros (MLIR's `VecOpToScalarOp`); the scalar ops
//! then become calls.

use crate::arith::ConstantOp;
use crate::vector::{ExtractOp, InsertOp};
use ods_runtime::conversion::{ConversionPattern, ConversionPatternRewriter};
use ods_runtime::ir::float::encode_f64;
use ods_runtime::ods::convert::dense_elements;
use ods_runtime::ods::op::Op;
use ods_runtime::{BigInt, DenseData, IrResult, OpId, TypeKind, Value};
use std::marker::PhantomData;

/// Unrolls the vector form of op `O`.
pub(super) struct Unroll<O>(PhantomData<O>);

impl<O> Unroll<O> {
    pub(super) fn new() -> Self {
        Unroll(PhantomData)
    }
}

/// The positions of the elements of a vector of `shape`, in row-major
/// order (MLIR's `delinearize` over `computeStrides`).
fn positions(shape: &[i64]) -> Vec<Vec<i64>> {
    let count: i64 = shape.iter().product();
    (0..count)
        .map(|linear| {
            let mut rest = linear;
            let mut position = vec![0; shape.len()];
            for (p, &size) in position.iter_mut().zip(shape).rev() {
                *p = rest % size;
                rest /= size;
            }
            position
        })
        .collect()
}

impl<O: Op + 'static> ConversionPattern for Unroll<O> {
    fn root(&self) -> Option<&str> {
        Some(O::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(rw.result(op, 0));
        let TypeKind::Vector { shape, element, .. } = rw.type_kind(ty).clone() else {
            return rw.notify_match_failure(op, "not a vector operation");
        };
        let loc = rw.op_loc(op);
        let zero = match *rw.type_kind(element) {
            TypeKind::Float(kind) => DenseData::Floats(vec![encode_f64(kind, 0.0)].into()),
            _ => DenseData::Ints(vec![BigInt::from(0)].into()),
        };
        let zeros = dense_elements(rw.context(), ty, zero);
        let mut result = ConstantOp::create(rw, loc, ty, zeros).result(rw);
        let inputs = rw.operands(op);
        for position in positions(&shape) {
            let mut operands = Vec::with_capacity(inputs.len());
            for &input in &inputs {
                let extract = ExtractOp::create_inferred(rw, loc, input, &[], position.clone())?;
                operands.push(extract.result(rw));
            }
            let mut state = O::state(rw.context(), loc);
            state.result_types.push(element);
            state.operands.extend(operands);
            let scalar = rw.insert(state);
            let scalar = rw.result(scalar, 0);
            result = InsertOp::create_inferred(rw, loc, scalar, result, &[], position)?.result(rw);
        }
        rw.replace_op(op, &[result])?;
        Ok(true)
    }
}
