//! Shapes, strides and offsets of memref types, as MLIR's `BuiltinTypes.cpp`
//! and `MemRefOps.cpp` compute them: a static size, stride or offset is an
//! integer, a dynamic one [`DYNAMIC`] (MLIR's `ShapedType::kDynamic`).

use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::registry::FoldResult;
use ods_runtime::{AttrKind, Attribute, Context, Type, TypeKind, Value};

/// A ranked memref's parts: the shape (with [`DYNAMIC`]), element type,
/// layout and memory space.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct MemRefParts {
    pub shape: Vec<i64>,
    pub element: Type,
    pub layout: Option<Attribute>,
    pub memory_space: Option<Attribute>,
}

impl MemRefParts {
    /// The parts of `ty`, if it is a ranked memref.
    pub fn of(ctx: &Context, ty: Type) -> Option<MemRefParts> {
        match ctx.type_kind(ty) {
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => Some(MemRefParts {
                shape: shape.iter().map(|d| d.unwrap_or(DYNAMIC)).collect(),
                element: *element,
                layout: *layout,
                memory_space: *memory_space,
            }),
            _ => None,
        }
    }

    /// The memref type of these parts.
    pub fn get(&self, ctx: &mut Context) -> Type {
        ctx.ty(self.kind())
    }

    /// The memref type of these parts, from a type inference's context
    /// (which, while verifying, only holds the types it has).
    pub fn ty(&self, cx: &mut dyn ods_runtime::ods::op::TypeCx) -> ods_runtime::IrResult<Type> {
        cx.ty(self.kind())
    }

    fn kind(&self) -> TypeKind {
        TypeKind::MemRef {
            shape: self
                .shape
                .iter()
                .map(|&d| (d != DYNAMIC).then_some(d))
                .collect(),
            element: self.element,
            layout: self.layout,
            memory_space: self.memory_space,
        }
    }

    /// The number of dynamic dimensions.
    pub fn num_dynamic_dims(&self) -> usize {
        self.shape.iter().filter(|&&d| d == DYNAMIC).count()
    }
}

/// The memory space of a ranked or unranked memref.
pub(crate) fn memory_space_of(ctx: &Context, ty: Type) -> Option<Attribute> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

/// `strided<[strides], offset: offset>`.
pub(crate) fn strided_layout(ctx: &mut Context, offset: i64, strides: &[i64]) -> Attribute {
    ctx.attr(AttrKind::StridedLayout {
        offset,
        strides: strides.into(),
    })
}

pub(crate) use crate::strided_layout::{
    identity_strides, saturated_add, saturated_mul, strides_and_offset,
};

/// Whether a layout is the identity: none (the context drops identity
/// maps), or a strided layout whose map is the identity, at offset 0 with
/// no dimension or one of stride 1 (MLIR's `isIdentity` of a layout).
pub(crate) fn is_identity_layout(ctx: &Context, layout: Option<Attribute>) -> bool {
    let Some(layout) = layout else {
        return true;
    };
    match ctx.attr_kind(layout) {
        AttrKind::StridedLayout { offset, strides } => {
            *offset == 0 && matches!(strides.as_ref(), [] | [1])
        }
        _ => false,
    }
}

/// Whether a ranked memref has the identity layout.
pub(crate) fn has_identity_layout(ctx: &Context, ty: Type) -> bool {
    MemRefParts::of(ctx, ty).is_some_and(|p| is_identity_layout(ctx, p.layout))
}

/// The rank of a ranked memref value (0 for anything else).
pub(crate) fn rank_of(ctx: &Context, value: Value) -> usize {
    MemRefParts::of(ctx, ctx.value_type(value)).map_or(0, |p| p.shape.len())
}

pub(crate) use crate::offset_size_stride::constant_index;

/// Each dimension's size of memref type `ty`: an index attribute for a
/// static size, the next of `dynamic` for a dynamic one (MLIR's
/// `getMixedSizes` of an allocation).
pub(crate) fn mixed_sizes(ctx: &mut Context, ty: Type, dynamic: &[Value]) -> Vec<FoldResult> {
    let shape = MemRefParts::of(ctx, ty).map_or_else(Vec::new, |p| p.shape);
    let mut next = dynamic.iter();
    shape
        .into_iter()
        .filter_map(|d| match d {
            DYNAMIC => next.next().map(|&v| FoldResult::Value(v)),
            d => Some(FoldResult::Attr(ods_runtime::ods::convert::index_attr(
                ctx, d,
            ))),
        })
        .collect()
}

/// Static entries and dynamic values of mixed `values` (MLIR's
/// `dispatchIndexOpFoldResults`): an attribute's integer, or [`DYNAMIC`]
/// and the value.
pub(crate) fn dispatch(ctx: &Context, values: &[FoldResult]) -> (Vec<i64>, Vec<Value>) {
    let (mut statics, mut dynamics) = (Vec::new(), Vec::new());
    for v in values {
        match *v {
            FoldResult::Attr(a) => {
                statics.push(ods_runtime::ods::convert::try_int::<i64>(ctx, a).unwrap_or(DYNAMIC))
            }
            FoldResult::Value(v) => {
                statics.push(DYNAMIC);
                dynamics.push(v);
            }
        }
    }
    (statics, dynamics)
}

/// The memref of `sizes` (static where an attribute) of `element` in
/// `memory_space` with the identity layout, and its dynamic sizes.
pub(crate) fn shape_of_sizes(
    ctx: &mut Context,
    sizes: &[FoldResult],
    element: Type,
    memory_space: Option<Attribute>,
) -> (Type, Vec<Value>) {
    let (shape, dynamic) = dispatch(ctx, sizes);
    let parts = MemRefParts {
        shape,
        element,
        layout: None,
        memory_space,
    };
    (parts.get(ctx), dynamic)
}

/// MLIR's `getTensorTypeFromMemRefType` for a ranked memref: the tensor
/// of its shape and element type.
pub(crate) fn tensor_of(ctx: &mut Context, parts: &MemRefParts) -> Type {
    let shape = parts
        .shape
        .iter()
        .map(|&d| (d != DYNAMIC).then_some(d))
        .collect();
    ctx.ty(TypeKind::RankedTensor {
        shape,
        element: parts.element,
        encoding: None,
    })
}

/// A size, stride or offset as MLIR prints it: `?` when dynamic.
fn entry_text(value: i64) -> String {
    if value == DYNAMIC {
        "?".to_string()
    } else {
        value.to_string()
    }
}

/// The quoted text MLIR gives in messages of the memref type of `parts`,
/// which may not be interned yet, its layout printed as `layout`
/// (`, strided<[4, 1]>`; empty for the identity).
pub(crate) fn quoted_type_text(ctx: &Context, parts: &MemRefParts, layout: &str) -> String {
    let mut text = String::from("'memref<");
    for &d in &parts.shape {
        text.push_str(&entry_text(d));
        text.push('x');
    }
    text.push_str(&ods_runtime::asm::printer::type_to_string(
        ctx,
        parts.element,
    ));
    text.push_str(layout);
    if let Some(space) = parts.memory_space {
        text.push_str(", ");
        text.push_str(&ods_runtime::asm::printer::attr_to_string(ctx, space));
    }
    text.push_str(">'");
    text
}

/// `, strided<[strides], offset: o>` as MLIR prints a strided layout in a
/// memref type (no offset when it is 0).
pub(crate) fn strided_layout_text(strides: &[i64], offset: i64) -> String {
    let strides: Vec<String> = strides.iter().map(|&s| entry_text(s)).collect();
    let mut text = format!(", strided<[{}]", strides.join(", "));
    if offset != 0 {
        text.push_str(&format!(", offset: {}", entry_text(offset)));
    }
    text.push('>');
    text
}

/// The dimension each result of a permutation map reads (`None` for a map
/// that is not a permutation).
pub(crate) fn permutation_of(ctx: &Context, map: Attribute) -> Option<Vec<usize>> {
    let ods_runtime::AttrKind::AffineMap {
        dims,
        symbols: 0,
        results,
    } = ctx.attr_kind(map)
    else {
        return None;
    };
    let order: Vec<usize> = results
        .iter()
        .map(|e| match e {
            ods_runtime::AffineExpr::Dim(d) => Some(*d as usize),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let mut seen = vec![false; *dims as usize];
    for &d in &order {
        if std::mem::replace(seen.get_mut(d)?, true) {
            return None;
        }
    }
    (order.len() == *dims as usize).then_some(order)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The type written `text`, read through an unregistered op.
    fn parse_type(ctx: &mut Context, text: &str) -> Type {
        ctx.allow_unregistered = true;
        let source = format!("%0 = \"u.x\"() : () -> {text}");
        let module = ods_runtime::parse_source(ctx, &source, "t.mlir").unwrap();
        let body = ctx.blocks(ctx.regions(module)[0])[0];
        ctx.value_type(ctx.result(ctx.block_ops(body)[0], 0))
    }

    #[test]
    fn strides_of_layouts() {
        let mut ctx = Context::new();
        let ty = parse_type(&mut ctx, "memref<4x?xf32, strided<[?, 1], offset: 8>>");
        assert_eq!(strides_and_offset(&ctx, ty), Some((vec![DYNAMIC, 1], 8)));
        let ty = parse_type(
            &mut ctx,
            "memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>>",
        );
        assert_eq!(strides_and_offset(&ctx, ty), Some((vec![16, 1], DYNAMIC)));
        let ty = parse_type(
            &mut ctx,
            "memref<4x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>",
        );
        assert_eq!(strides_and_offset(&ctx, ty), None);
        let ty = parse_type(&mut ctx, "memref<4x8xf32>");
        assert_eq!(strides_and_offset(&ctx, ty), Some((vec![8, 1], 0)));
        let parts = MemRefParts::of(&ctx, ty).unwrap();
        assert_eq!(parts.get(&mut ctx), ty);
    }
}
