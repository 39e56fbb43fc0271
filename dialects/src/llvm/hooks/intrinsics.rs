//! What `LLVMIntrinsicOps.td` leaves to Rust (MLIR's `LLVMDialect.cpp`
//! for the `llvm.intr.*` ops): the verifiers of `llvm.intr.assume`,
//! `llvm.intr.sincos`, `llvm.intr.masked.gather` and
//! `llvm.intr.masked.scatter`, the builders declared without a body, and
//! the vector sizes the vector intrinsics' constraints read.

use crate::llvm::*;
use ods_runtime::asm::printer::type_to_string;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{Context, OperationState, Type, TypeKind, Value};

/// The marker of `llvm.intr.assume`'s builder with an `align` operand
/// bundle (MLIR's `AssumeAlignTag`).
#[derive(Clone, Copy, Debug, Default)]
pub struct AssumeAlignTag;

/// The marker of `llvm.intr.assume`'s builder with a `separate_storage`
/// operand bundle (MLIR's `AssumeSeparateStorageTag`).
#[derive(Clone, Copy, Debug, Default)]
pub struct AssumeSeparateStorageTag;

/// How many elements a vector has (LLVM's `ElementCount`): a known
/// minimum, which the runtime `vscale` multiplies for a scalable vector;
/// counts of different scalability are never equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ElementCount {
    pub min: u64,
    pub scalable: bool,
}

impl std::ops::Mul<u64> for ElementCount {
    type Output = ElementCount;

    fn mul(self, factor: u64) -> ElementCount {
        ElementCount {
            min: self.min * factor,
            ..self
        }
    }
}

/// The element count of a vector type, none (a fixed 0) for another type
/// (MLIR's `getVectorNumElements`).
pub(crate) fn vector_num_elements(ctx: &Context, ty: Type) -> ElementCount {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => ElementCount {
            min: shape.iter().map(|&d| d.max(0) as u64).product(),
            scalable: scalable.iter().any(|&s| s),
        },
        _ => ElementCount {
            min: 0,
            scalable: false,
        },
    }
}

/// The number of bits of a vector type of integers or floats (the
/// minimum for a scalable one): its elements times their width.
pub(crate) fn vector_bit_width(ctx: &Context, ty: Type) -> u64 {
    let element = ods_runtime::ods::pred::element_type(ctx, ty).unwrap_or(ty);
    let width = match ctx.type_kind(element) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(kind) => ods_runtime::ir::float::bit_width(*kind),
        _ => 0,
    };
    vector_num_elements(ctx, ty).min * u64::from(width)
}

/// As many operand bundle tags as bundles, each a string (MLIR's
/// `verifyOperandBundles`).
fn verify_operand_bundles(
    ctx: &Context,
    op: impl Op,
    bundles: usize,
    tags: Option<ods_runtime::Attribute>,
) -> Result<(), Diagnostic> {
    let tags = tags.map_or(&[][..], |t| convert::as_array(ctx, t));
    if !tags.iter().all(|&t| convert::try_str(ctx, t).is_some()) {
        return Err(Diagnostic::error(
            op.loc(ctx),
            "operand bundle tag must be a StringAttr",
        ));
    }
    if bundles != tags.len() {
        return Err(Diagnostic::error(
            op.loc(ctx),
            format!(
                "expected {bundles} operand bundle tags, but actually got {}",
                tags.len()
            ),
        ));
    }
    Ok(())
}

impl AssumeOpHooks for AssumeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let bundles = self.op_bundle_operands(ctx).len();
        verify_operand_bundles(ctx, self, bundles, self.op_bundle_tags_attr(ctx))
    }

    fn build_cond(ctx: &mut Context, state: &mut OperationState, cond: Value) {
        Self::build(ctx, state, cond, &[], None);
    }

    fn build_args(
        ctx: &mut Context,
        state: &mut OperationState,
        cond: Value,
        tag: String,
        args: Vec<Value>,
    ) {
        let tag = convert::string_attr(ctx, &tag);
        let tags = convert::array_attr(ctx, vec![tag]);
        Self::build(ctx, state, cond, &[args], Some(tags));
    }

    fn build_ptr_align(
        ctx: &mut Context,
        state: &mut OperationState,
        cond: Value,
        _: AssumeAlignTag,
        ptr: Value,
        align: Value,
    ) {
        Self::build_args(ctx, state, cond, "align".into(), vec![ptr, align]);
    }

    fn build_ptr1_ptr2(
        ctx: &mut Context,
        state: &mut OperationState,
        cond: Value,
        _: AssumeSeparateStorageTag,
        ptr1: Value,
        ptr2: Value,
    ) {
        let args = vec![ptr1, ptr2];
        Self::build_args(ctx, state, cond, "separate_storage".into(), args);
    }
}

impl SincosOpHooks for SincosOp {
    /// The result is a struct of two values of the operand's type.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let operand = ctx.value_type(self.val(ctx));
        let result = ctx.value_type(self.res(ctx));
        let pair = LLVMStructType::try_from(ctx, result)
            .is_some_and(|s| s.elements(ctx) == [operand, operand]);
        if pair {
            return Ok(());
        }
        Err(self.emit_op_error(
            ctx,
            format!(
                "expected result type to be an homogeneous struct with two elements matching \
                 the operand type, but got '{}'",
                type_to_string(ctx, result)
            ),
        ))
    }
}

/// A vector of pointers of `ptrs`'s element type as long as `like`
/// (MLIR's `getVectorType(extractVectorElementType(ptrs), n)`), or an
/// error naming operand `index` when `ptrs` is not that.
fn verify_pointers_like(
    ctx: &Context,
    op: impl Op,
    ptrs: Value,
    like: Value,
    index: usize,
) -> Result<(), Diagnostic> {
    let ptrs = ctx.value_type(ptrs);
    let (
        TypeKind::Vector { element, .. },
        TypeKind::Vector {
            shape, scalable, ..
        },
    ) = (ctx.type_kind(ptrs), ctx.type_kind(ctx.value_type(like)))
    else {
        return Ok(());
    };
    let expected = TypeKind::Vector {
        shape: shape.clone(),
        scalable: scalable.clone(),
        element: *element,
    };
    if *ctx.type_kind(ptrs) == expected {
        return Ok(());
    }
    let dims: Vec<String> = shape
        .iter()
        .zip(scalable.iter())
        .map(|(d, &s)| if s { format!("[{d}]") } else { d.to_string() })
        .collect();
    let shown = format!(
        "vector<{}x{}>",
        dims.join("x"),
        type_to_string(ctx, *element)
    );
    Err(op.emit_op_error(
        ctx,
        format!("expected operand #{index} type to be '{shown}'"),
    ))
}

impl masked_gatherHooks for masked_gather {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_pointers_like(ctx, self, self.ptrs(ctx), self.res(ctx), 1)
    }
}

impl masked_scatterHooks for masked_scatter {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_pointers_like(ctx, self, self.ptrs(ctx), self.value(ctx), 2)
    }
}

/// The argument attributes that give the pointer of an expanding load
/// (argument 0) or compressing store (argument 1) its alignment: none
/// for the default of 1 (MLIR's `getLLVMAlignParamForCompressExpand`).
fn align_param(ctx: &mut Context, pointer: usize, align: u64) -> Option<ods_runtime::Attribute> {
    if align == 1 {
        return None;
    }
    let value = convert::i64_attr(ctx, align as i64);
    let aligned = convert::dictionary_attr(ctx, &[("llvm.align", value)]);
    let mut params = vec![convert::dictionary_attr(ctx, &[]); pointer];
    params.push(aligned);
    Some(convert::array_attr(ctx, params))
}

impl masked_compressstoreHooks for masked_compressstore {
    fn build_value_ptr_mask(
        ctx: &mut Context,
        state: &mut OperationState,
        value: Value,
        ptr: Value,
        mask: Value,
        align: u64,
    ) {
        let arg_attrs = align_param(ctx, 1, align);
        Self::build(ctx, state, value, ptr, mask, arg_attrs, None);
    }
}

impl masked_expandloadHooks for masked_expandload {
    fn build_res_ty(
        ctx: &mut Context,
        state: &mut OperationState,
        res_ty: Vec<Type>,
        ptr: Value,
        mask: Value,
        passthru: Value,
        align: u64,
    ) {
        let arg_attrs = align_param(ctx, 0, align);
        if let Some(&res) = res_ty.first() {
            Self::build(ctx, state, res, ptr, mask, passthru, arg_attrs, None);
        }
    }
}

/// The empty `#llvm.di_expression<>`, the default expression of
/// `llvm.intr.dbg.declare` and `llvm.intr.dbg.value`: made where the
/// context is mutable (the defaults of an op being parsed or built), else
/// as interned. A context that never made it has no op holding it
/// either: the handle then stands for no expression at all
/// (`loc(unknown)`, which no op holds as its expression). A method, so
/// that a mutable context is reborrowed, not moved.
pub(crate) trait EmptyExpression {
    /// The empty expression.
    fn empty_expression(self) -> DIExpressionAttr;
}

impl EmptyExpression for &Context {
    fn empty_expression(self) -> DIExpressionAttr {
        let empty = DIExpressionAttrStorage {
            operations: Vec::new(),
        };
        let attr = self
            .find_dialect_attr(&empty)
            .unwrap_or(ods_runtime::Attribute::UNKNOWN_LOC);
        DIExpressionAttr::from_attribute_unchecked(attr)
    }
}

impl EmptyExpression for &mut Context {
    fn empty_expression(self) -> DIExpressionAttr {
        DIExpressionAttr::intern(self, Vec::new())
    }
}
