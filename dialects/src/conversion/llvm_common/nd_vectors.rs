//! n-D vectors, which llvm holds as arrays of arrays of 1-D vectors: an
//! op on them is done once per 1-D vector, each operand's vector taken
//! out at that position and the result put into a poison array (MLIR's
//! `LLVM::detail::handleMultidimensionalVectors`).

use crate::llvm::{ExtractValueOp, InsertValueOp, LLVMArrayType, PoisonOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::{Attribute, Context, IrResult, OpId, Type, Value};

/// The array sizes of `ty`, outermost first, and the 1-D vector type it
/// holds.
fn array_shape(ctx: &Context, mut ty: Type) -> (Vec<u64>, Type) {
    let mut shape = Vec::new();
    while let Some(array) = LLVMArrayType::try_from(ctx, ty) {
        shape.push(array.num_elements(ctx));
        ty = array.element_type(ctx);
    }
    (shape, ty)
}

/// The 1-D vector type the arrays of `ty` hold (`ty` itself when it is
/// no array).
pub fn innermost_vector(ctx: &Context, ty: Type) -> Type {
    array_shape(ctx, ty).1
}

/// Every position of `shape`, row-major.
fn positions(shape: &[u64]) -> Vec<Vec<i64>> {
    shape.iter().fold(vec![Vec::new()], |prefixes, &n| {
        prefixes
            .iter()
            .flat_map(|prefix| {
                (0..n as i64).map(move |i| {
                    let mut position = prefix.clone();
                    position.push(i);
                    position
                })
            })
            .collect()
    })
}

/// Replaces `op`, whose result becomes the array type `result`, by the
/// 1-D values `build` makes from the 1-D vector type and the operands'
/// vectors at each position.
pub fn unroll_nd_vectors(
    op: OpId,
    operands: &[Value],
    result: Type,
    rw: &mut ConversionPatternRewriter<'_>,
    mut build: impl FnMut(&mut ConversionPatternRewriter<'_>, Attribute, Type, Vec<Value>) -> Value,
) -> IrResult<bool> {
    let (shape, vector) = array_shape(rw, result);
    let loc = rw.op_loc(op);
    let mut desc = PoisonOp::create(rw, loc, result).res(rw);
    for position in positions(&shape) {
        let mut extracted = Vec::with_capacity(operands.len());
        for &operand in operands {
            let ty = rw.value_type(operand);
            let (_, element) = array_shape(rw, ty);
            let part = ExtractValueOp::create(rw, loc, element, operand, position.clone());
            extracted.push(part.res(rw));
        }
        let value = build(rw, loc, vector, extracted);
        desc = InsertValueOp::create(rw, loc, result, desc, value, position).res(rw);
    }
    rw.replace_op(op, &[desc])?;
    Ok(true)
}
