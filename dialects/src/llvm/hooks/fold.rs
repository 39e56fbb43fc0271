//! The folders of the LLVM ops, with the semantics of MLIR's
//! `LLVMDialect.cpp`: constants fold to their attribute, casts and
//! `getelementptr` simplify in place, `extractvalue` reads through
//! `insertvalue` chains and constant aggregates, and a few integer ops
//! fold their constant operands.
//!
//! An in-place fold changes the op and returns its own result, as MLIR's
//! folders do.

use crate::llvm::*;
use ods_runtime::ir::attrs::DenseData;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::{AttrKind, Attribute, BigInt, Context, Type, TypeKind, Value};

fn value(v: Value) -> Option<FoldResult> {
    Some(FoldResult::Value(v))
}

fn attr(a: Attribute) -> Option<FoldResult> {
    Some(FoldResult::Attr(a))
}

/// The op of type `T` defining `v`.
fn defining<T: Op>(ctx: &Context, v: Value) -> Option<T> {
    ctx.defining_op(v).and_then(|op| T::cast(ctx, op))
}

/// The width and value of a scalar integer attribute (MLIR's
/// `dyn_cast_or_null<IntegerAttr>`).
fn int_attr(ctx: &Context, a: Option<Attribute>) -> Option<(Type, BigInt)> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { ty, value } => Some((*ty, value.clone())),
        _ => None,
    }
}

/// The width of an integer type (an `index` reads as 64 bits).
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// An integer attribute of `ty` holding the low bits of `value` (an
/// `APInt` of the type's width).
fn int_of(ctx: &mut Context, ty: Type, value: BigInt) -> Attribute {
    let value = match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => value.to_int_type(*width, *signedness),
        _ => value,
    };
    ctx.attr(AttrKind::Integer { ty, value })
}

/// A splat of one integer over a vector type, or the integer itself for a
/// scalar type (MLIR's `DenseElementsAttr::get(shapedType, attr)`).
fn int_or_splat(ctx: &mut Context, ty: Type, value: BigInt) -> Attribute {
    match ctx.type_kind(ty).clone() {
        TypeKind::Vector { element, .. } | TypeKind::RankedTensor { element, .. } => {
            let Some(width) = int_width(ctx, element) else {
                return int_of(ctx, ty, value);
            };
            let value = match ctx.type_kind(element) {
                TypeKind::Integer { signedness, .. } => value.to_int_type(width, *signedness),
                _ => value,
            };
            ctx.attr(AttrKind::DenseElements {
                ty,
                data: DenseData::Ints(Box::new([value])),
                splat: true,
                i1_padding: 0,
            })
        }
        _ => int_of(ctx, ty, value),
    }
}

/// The zero of `ty` (MLIR's `Builder::getZeroAttr`): an integer or float
/// zero, a splat of one over a vector or ranked tensor of them; `None`
/// for any other type.
fn zero_attr(ctx: &mut Context, ty: Type) -> Option<Attribute> {
    match ctx.type_kind(ty).clone() {
        TypeKind::Integer { .. } | TypeKind::Index => Some(int_of(ctx, ty, BigInt::ZERO)),
        TypeKind::Float(_) => Some(ctx.attr(AttrKind::Float { ty, bits: 0 })),
        TypeKind::Vector { element, .. } | TypeKind::RankedTensor { element, .. } => {
            let data = match ctx.type_kind(element) {
                TypeKind::Integer { .. } | TypeKind::Index => {
                    DenseData::Ints(Box::new([BigInt::ZERO]))
                }
                TypeKind::Float(_) => DenseData::Floats(Box::new([0])),
                _ => return None,
            };
            Some(ctx.attr(AttrKind::DenseElements {
                ty,
                data,
                splat: true,
                i1_padding: 0,
            }))
        }
        _ => None,
    }
}

/// `true` or `false` of an `i1` result, or a splat of it over a vector of
/// `i1` (MLIR's `getBoolAttribute`).
fn bool_of(ctx: &mut Context, ty: Type, flag: bool) -> Attribute {
    int_or_splat(ctx, ty, BigInt::from(flag as u128))
}

impl ICmpOp {
    /// `eq` and `ne` of a value with itself, and of an `alloca` with
    /// null; a null left of an `alloca` moves right, in place (MLIR's
    /// `ICmpOp::fold`).
    pub(super) fn fold_impl(
        self,
        ctx: &mut Context,
        _constants: ICmpOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let predicate = self.predicate(ctx);
        if !matches!(predicate, ICmpPredicate::Eq | ICmpPredicate::Ne) {
            return None;
        }
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        let ty = ctx.value_type(self.res(ctx));
        if lhs == rhs {
            return attr(bool_of(ctx, ty, predicate == ICmpPredicate::Eq));
        }
        let is_alloca = |ctx: &Context, v| defining::<AllocaOp>(ctx, v).is_some();
        let is_null = |ctx: &Context, v| defining::<ZeroOp>(ctx, v).is_some();
        if is_alloca(ctx, lhs) && is_null(ctx, rhs) {
            return attr(bool_of(ctx, ty, predicate == ICmpPredicate::Ne));
        }
        if is_null(ctx, lhs) && is_alloca(ctx, rhs) {
            ctx.set_operand(self.id(), 0, rhs);
            ctx.set_operand(self.id(), 1, lhs);
            return value(self.res(ctx));
        }
        None
    }
}

/// A cast of a cast of the same kind (MLIR's `foldChainableCast`): to its
/// operand when the types are equal, to the first operand when the second
/// cast undoes the first, else reading the first operand in place.
fn fold_chainable_cast<T: Op + Copy>(
    ctx: &mut Context,
    op: T,
    arg: fn(T, &Context) -> Value,
    res: fn(T, &Context) -> Value,
) -> Option<FoldResult> {
    let (x, r) = (arg(op, ctx), res(op, ctx));
    let result_ty = ctx.value_type(r);
    if ctx.value_type(x) == result_ty {
        return value(x);
    }
    let prev = defining::<T>(ctx, x)?;
    let source = arg(prev, ctx);
    if ctx.value_type(source) == result_ty {
        return value(source);
    }
    ctx.set_operand(op.id(), 0, source);
    value(r)
}

impl BitcastOp {
    /// MLIR's `BitcastOp::fold`: [`fold_chainable_cast`].
    pub(super) fn fold_impl(
        self,
        ctx: &mut Context,
        _constants: BitcastOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold_chainable_cast(ctx, self, |o, c| o.arg(c), |o, c| o.res(c))
    }
}

impl AddrSpaceCastOp {
    /// MLIR's `AddrSpaceCastOp::fold`: [`fold_chainable_cast`].
    pub(super) fn fold_impl(
        self,
        ctx: &mut Context,
        _constants: AddrSpaceCastOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold_chainable_cast(ctx, self, |o, c| o.arg(c), |o, c| o.res(c))
    }
}

impl ZExtOp {
    /// A constant integer, zero-extended (MLIR's `ZExtOp::fold`).
    pub(super) fn fold_impl(
        self,
        ctx: &mut Context,
        constants: ZExtOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let (ty, v) = int_attr(ctx, constants.arg())?;
        let width = int_width(ctx, ty)?;
        let unsigned = v.wrap(width, false);
        let result_ty = ctx.value_type(self.res(ctx));
        attr(int_of(ctx, result_ty, unsigned))
    }
}

impl ShlOp {
    /// Two constant integers, the shift less than the width (MLIR's
    /// `ShlOp::fold`; the shifted bits are computed up to 128 bits wide).
    pub(super) fn fold_impl(
        self,
        ctx: &mut Context,
        constants: ShlOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let (_, amount) = int_attr(ctx, constants.rhs())?;
        let width = int_width(ctx, ctx.value_type(self.lhs(ctx)))?;
        let amount = amount.wrap(width, false).to_i128()?;
        if amount >= i128::from(width) {
            return None;
        }
        let (ty, lhs) = int_attr(ctx, constants.lhs())?;
        if width > 128 {
            return None;
        }
        let bits = (lhs.low_i128() as u128) << amount;
        attr(int_of(ctx, ty, BigInt::from(bits)))
    }
}

impl OrOp {
    /// Two constant integers (MLIR's `OrOp::fold`).
    pub(super) fn fold_impl(
        self,
        ctx: &mut Context,
        constants: OrOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let (ty, lhs) = int_attr(ctx, constants.lhs())?;
        let (_, rhs) = int_attr(ctx, constants.rhs())?;
        let bytes = int_width(ctx, ty)?.div_ceil(8) as usize;
        let or: Vec<u8> = lhs
            .to_le_bytes(bytes)
            .iter()
            .zip(rhs.to_le_bytes(bytes))
            .map(|(a, b)| a | b)
            .collect();
        let result_ty = ctx.value_type(self.res(ctx));
        attr(int_of(ctx, result_ty, BigInt::from_le_bytes(&or)))
    }
}

impl GEPOp {
    /// MLIR's `GEPOp::fold`: a single zero index of a pointer of the
    /// result's type is the base; constant dynamic indices that fit in 32
    /// bits become constant indices, in place.
    pub(super) fn fold_impl(
        self,
        ctx: &mut Context,
        constants: GEPOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        use super::directives::DYNAMIC_INDEX;
        let raw = convert::dense_i32_vec(ctx, self.raw_constant_indices_attr(ctx));
        let dynamic = self.dynamic_indices(ctx);
        let dynamic_constants = constants.dynamic_indices();
        let base = self.base(ctx);
        if raw.len() == 1 && ctx.value_type(base) == ctx.value_type(self.res(ctx)) {
            let zero = match raw[0] {
                DYNAMIC_INDEX => {
                    int_attr(ctx, dynamic_constants[0]).is_some_and(|(_, v)| v.is_zero())
                }
                c => c == 0,
            };
            if zero {
                return value(base);
            }
        }
        let mut changed = false;
        let mut next_dynamic = 0;
        let mut new_raw = Vec::with_capacity(raw.len());
        let mut new_dynamic = Vec::new();
        for &c in &raw {
            if c != DYNAMIC_INDEX {
                new_raw.push(c);
                continue;
            }
            let i = next_dynamic;
            next_dynamic += 1;
            let constant = int_attr(ctx, dynamic_constants[i])
                .and_then(|(_, v)| v.to_i128())
                .and_then(|v| i32::try_from(v).ok())
                .filter(|&v| v != DYNAMIC_INDEX);
            match constant {
                Some(v) => {
                    changed = true;
                    new_raw.push(v);
                }
                None => {
                    new_raw.push(DYNAMIC_INDEX);
                    new_dynamic.push(dynamic[i]);
                }
            }
        }
        if !changed {
            return None;
        }
        let op = self.id();
        while ctx.num_operands(op) > 1 {
            ctx.erase_operand(op, 1);
        }
        for v in new_dynamic {
            ctx.append_operand(op, v);
        }
        let raw_attr = convert::dense_i32_array(ctx, &new_raw);
        self.set_raw_constant_indices_attr(ctx, raw_attr);
        value(self.res(ctx))
    }
}

/// Element `index` of a constant aggregate (MLIR's `extractElementAt`):
/// of dense elements (counted flat) or an array attribute; a zero, undef
/// or poison is its own element.
fn element_at(ctx: &mut Context, aggregate: Attribute, index: i64) -> Option<Attribute> {
    if ZeroAttr::isa(ctx, aggregate)
        || UndefAttr::isa(ctx, aggregate)
        || PoisonAttr::isa(ctx, aggregate)
    {
        return Some(aggregate);
    }
    let index = usize::try_from(index).ok()?;
    match ctx.attr_kind(aggregate).clone() {
        AttrKind::Array(elements) => elements.get(index).copied(),
        AttrKind::DenseElements {
            ty, data, splat, ..
        } => {
            let count = ods_runtime::ods::pred::num_elements(ctx, ty)?;
            if index >= usize::try_from(count).ok()? {
                return None;
            }
            let element = ods_runtime::ods::pred::element_type(ctx, ty)?;
            let at = if splat { 0 } else { index };
            let kind = match data {
                DenseData::Ints(values) => AttrKind::Integer {
                    ty: element,
                    value: values.get(at)?.clone(),
                },
                DenseData::Floats(values) => AttrKind::Float {
                    ty: element,
                    bits: *values.get(at)?,
                },
                _ => return None,
            };
            Some(ctx.attr(kind))
        }
        _ => None,
    }
}

impl ExtractValueOp {
    /// MLIR 22's `ExtractValueOp::fold`: an extract of an extract reads
    /// the first container in place; a constant container gives its
    /// element; through a chain of `insertvalue`, the value inserted at the
    /// position, or the first container of the chain not written at the
    /// position, in place.
    pub(super) fn fold_impl(
        self,
        ctx: &mut Context,
        constants: ExtractValueOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let op = self.id();
        let own = self.container(ctx);
        if let Some(prev) = defining::<ExtractValueOp>(ctx, own) {
            let mut position = prev.position(ctx);
            position.extend(self.position(ctx));
            let source = prev.container(ctx);
            self.set_position(ctx, position);
            ctx.set_operand(op, 0, source);
            return value(self.res(ctx));
        }
        if let Some(mut aggregate) = constants.container() {
            for index in self.position(ctx) {
                aggregate = element_at(ctx, aggregate, index)?;
            }
            return attr(aggregate);
        }
        // Through the chain of inserts: an insert at the position gives its
        // value; one at a prefix of it leads into the inserted value (where
        // only an exact match folds); one at a position that is a prefix
        // of it, or has it as prefix, stops the walk; any other is read
        // past, in place, while still on the op's own chain.
        let mut result = None;
        let mut container = own;
        let mut position = self.position(ctx);
        let mut into_inserted = false;
        while let Some(insert) = defining::<InsertValueOp>(ctx, container) {
            let inserted_at = insert.position(ctx);
            if position == inserted_at {
                return value(insert.value(ctx));
            }
            if position.len() > inserted_at.len() && position.starts_with(&inserted_at) {
                container = insert.value(ctx);
                position.drain(..inserted_at.len());
                into_inserted = true;
                continue;
            }
            let common = position.len().min(inserted_at.len());
            if position[..common] == inserted_at[..common] {
                return result;
            }
            container = insert.container(ctx);
            if !into_inserted {
                ctx.set_operand(op, 0, container);
                result = value(self.res(ctx));
            }
        }
        result
    }
}

impl ShuffleVectorOp {
    /// The first vector, when it has one element and the mask is `[0]`
    /// (MLIR's `ShuffleVectorOp::fold`).
    pub(super) fn fold_impl(
        self,
        ctx: &mut Context,
        _constants: ShuffleVectorOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let v1 = self.v1(ctx);
        let single = matches!(ctx.type_kind(ctx.value_type(v1)), TypeKind::Vector { shape, .. } if shape[..] == [1]);
        (single && self.mask(ctx)[..] == [0]).then_some(FoldResult::Value(v1))
    }
}

impl ZeroOp {
    /// The builtin zero of its type, else `#llvm.zero` (MLIR's
    /// `ZeroOp::fold`).
    pub(super) fn fold_impl(
        self,
        ctx: &mut Context,
        _constants: &[Option<Attribute>],
    ) -> Option<FoldResult> {
        let ty = ctx.value_type(self.res(ctx));
        let zero = zero_attr(ctx, ty).unwrap_or_else(|| ZeroAttr::get(ctx).attr());
        attr(zero)
    }
}

impl DSOLocalEquivalentOp {
    /// `#llvm.dso_local_equivalent` of its function (MLIR's
    /// `DSOLocalEquivalentOp::fold`).
    pub(super) fn fold_impl(
        self,
        ctx: &mut Context,
        _constants: &[Option<Attribute>],
    ) -> Option<FoldResult> {
        let name = self.function_name_attr(ctx);
        attr(DSOLocalEquivalentAttr::get(ctx, name).attr())
    }
}

impl BlockAddressOp {
    /// Its `#llvm.blockaddress` (MLIR's `BlockAddressOp::fold`).
    pub(super) fn fold_impl(
        self,
        ctx: &mut Context,
        _constants: &[Option<Attribute>],
    ) -> Option<FoldResult> {
        attr(self.block_addr_attr(ctx))
    }
}

/// Whether `llvm.mlir.constant` can hold `value` as a constant of `ty`
/// (MLIR's `ConstantOp::isBuildableWith`): an integer, float or elements
/// attribute of that very type, an LLVM-compatible one.
pub(crate) fn constant_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    let typed = matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::DenseResource { .. }
    );
    typed
        && ods_runtime::ods::pred::attr_type(ctx, value) == Some(ty)
        && super::is_compatible_outer_type(ctx, ty)
}
