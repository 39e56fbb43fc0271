//! Predicates over types, attributes, regions and operations, called from
//! the Rust code strings of the bundled TableGen prelude (`CPred`s of type
//! and attribute constraints, op-level predicates of `PredOpTrait`s).
//!
//! Every function takes the [`Context`] first and never panics: a handle of
//! the wrong kind simply fails the predicate. Where MLIR's predicate would
//! only run after an earlier check (say, `rank_is` after `has_rank`), the
//! helper answers `false` or `None` for the entities the earlier check
//! rejects.
//!
//! Helpers that must give a [`Type`] where there is none (the type of an
//! untyped attribute, the value of an attribute that is not a type
//! attribute) give [`NO_TYPE`], which these helpers treat as MLIR's `none`
//! type.

use crate::context::Context;
use crate::ir::float::to_f64;
use crate::ir::{
    AffineExpr, AttrKind, Attribute, BigInt, DenseData, FloatKind, OpId, RegionId, Signedness,
    Type, TypeKind, Value,
};
use crate::ods::convert::DenseElem;

/// The size MLIR gives a dynamic dimension (`ShapedType::kDynamic`) in
/// [`shape`] and [`dim_size`].
pub const DYNAMIC: i64 = i64::MIN;

/// A type handle standing for a `none` type that was not interned: what
/// helpers give for "no type" when they may not intern one (they only see a
/// `&Context`). The helpers of this module treat it as the `none` type; it
/// equals no interned type, and it must not be given to
/// [`Context::type_kind`] or printed.
pub const NO_TYPE: Type = Type(u32::MAX);

static NONE_KIND: TypeKind = TypeKind::None;

/// The kind of `t`, with [`NO_TYPE`] read as `none`.
fn kind(ctx: &Context, t: Type) -> &TypeKind {
    if t == NO_TYPE {
        &NONE_KIND
    } else {
        ctx.type_kind(t)
    }
}

// ----- integer, index, float, none --------------------------------------------

/// Any integer type (`AnyInteger`).
pub fn is_integer_type(ctx: &Context, t: Type) -> bool {
    matches!(kind(ctx, t), TypeKind::Integer { .. })
}

/// An integer type of the given width, of any signedness (`AnyI<n>`).
pub fn is_integer_of_width(ctx: &Context, t: Type, width: u32) -> bool {
    matches!(kind(ctx, t), TypeKind::Integer { width: w, .. } if *w == width)
}

/// An integer type of the given width and signedness (`I<n>`, `SI<n>`,
/// `UI<n>`).
pub fn is_integer(ctx: &Context, t: Type, width: u32, signedness: Signedness) -> bool {
    matches!(kind(ctx, t), TypeKind::Integer { width: w, signedness: s }
        if *w == width && *s == signedness)
}

fn is_integer_with(ctx: &Context, t: Type, signedness: Signedness) -> bool {
    matches!(kind(ctx, t), TypeKind::Integer { signedness: s, .. } if *s == signedness)
}

/// A signless integer type of any width (`AnySignlessInteger`).
pub fn is_signless_integer_any(ctx: &Context, t: Type) -> bool {
    is_integer_with(ctx, t, Signedness::Signless)
}

/// A signed integer type of any width (`AnySignedInteger`).
pub fn is_signed_integer_any(ctx: &Context, t: Type) -> bool {
    is_integer_with(ctx, t, Signedness::Signed)
}

/// An unsigned integer type of any width (`AnyUnsignedInteger`).
pub fn is_unsigned_integer_any(ctx: &Context, t: Type) -> bool {
    is_integer_with(ctx, t, Signedness::Unsigned)
}

/// The `index` type.
pub fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(kind(ctx, t), TypeKind::Index)
}

/// A signless integer or `index` (`AnySignlessIntegerOrIndex`).
pub fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    is_signless_integer_any(ctx, t) || is_index(ctx, t)
}

/// Any floating-point type (`AnyFloat`).
pub fn is_float_type(ctx: &Context, t: Type) -> bool {
    matches!(kind(ctx, t), TypeKind::Float(_))
}

/// The floating-point type of the given kind (`F32`, `BF16`, ...).
pub fn is_float_kind(ctx: &Context, t: Type, float: FloatKind) -> bool {
    matches!(kind(ctx, t), TypeKind::Float(k) if *k == float)
}

/// The `none` type (also [`NO_TYPE`]).
pub fn is_none_type(ctx: &Context, t: Type) -> bool {
    matches!(kind(ctx, t), TypeKind::None)
}

// ----- complex, function, opaque, tuple -----------------------------------------

/// A `complex<...>` type.
pub fn is_complex(ctx: &Context, t: Type) -> bool {
    matches!(kind(ctx, t), TypeKind::Complex(_))
}

/// The element type of a complex type, or `t` itself.
pub fn complex_element_or_self(ctx: &Context, t: Type) -> Type {
    match kind(ctx, t) {
        TypeKind::Complex(e) => *e,
        _ => t,
    }
}

/// A function type.
pub fn is_function(ctx: &Context, t: Type) -> bool {
    matches!(kind(ctx, t), TypeKind::Function { .. })
}

/// A type of an unregistered dialect (`!dialect.body`).
pub fn is_opaque_type(ctx: &Context, t: Type) -> bool {
    matches!(kind(ctx, t), TypeKind::Opaque { .. })
}

/// The opaque type `!dialect.name` (`OpaqueType<dialect, name, ...>`).
pub fn is_opaque_type_with_name(ctx: &Context, t: Type, dialect: &str, name: &str) -> bool {
    matches!(kind(ctx, t), TypeKind::Opaque { dialect: d, data }
        if &**d == dialect && &**data == name)
}

/// A tuple type.
pub fn is_tuple(ctx: &Context, t: Type) -> bool {
    matches!(kind(ctx, t), TypeKind::Tuple(_))
}

/// The element types of a tuple (empty for other types).
pub fn tuple_types(ctx: &Context, t: Type) -> &[Type] {
    match kind(ctx, t) {
        TypeKind::Tuple(elements) => elements,
        _ => &[],
    }
}

/// A tuple every element type of which satisfies `f` (`TupleOf`).
pub fn is_tuple_of(ctx: &Context, t: Type, f: impl FnMut(Type) -> bool) -> bool {
    is_tuple(ctx, t) && tuple_types(ctx, t).iter().copied().all(f)
}

/// The element types of a tuple with nested tuples flattened, in order
/// (MLIR's `getFlattenedTypes`); a non-tuple gives itself.
pub fn flattened_types(ctx: &Context, t: Type) -> Vec<Type> {
    fn walk(ctx: &Context, t: Type, out: &mut Vec<Type>) {
        match kind(ctx, t) {
            TypeKind::Tuple(elements) => {
                for &e in elements.iter() {
                    walk(ctx, e, out);
                }
            }
            _ => out.push(t),
        }
    }
    let mut out = Vec::new();
    walk(ctx, t, &mut out);
    out
}

/// A tuple every flattened element type of which satisfies `f`
/// (`NestedTupleOf`).
pub fn is_nested_tuple_of(ctx: &Context, t: Type, f: impl FnMut(Type) -> bool) -> bool {
    is_tuple(ctx, t) && flattened_types(ctx, t).into_iter().all(f)
}

// ----- shaped types -------------------------------------------------------------

/// A shaped type: tensor, memref (ranked or not) or vector.
pub fn is_shaped(ctx: &Context, t: Type) -> bool {
    matches!(
        kind(ctx, t),
        TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor(_)
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
            | TypeKind::Vector { .. }
    )
}

/// A tensor type, ranked or not.
pub fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        kind(ctx, t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_)
    )
}

/// A ranked tensor type.
pub fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(kind(ctx, t), TypeKind::RankedTensor { .. })
}

/// An unranked tensor type (`tensor<*xf32>`).
pub fn is_unranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(kind(ctx, t), TypeKind::UnrankedTensor(_))
}

/// A ranked memref type (MLIR's `MemRefType`).
pub fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(kind(ctx, t), TypeKind::MemRef { .. })
}

/// An unranked memref type (`memref<*xf32>`).
pub fn is_unranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(kind(ctx, t), TypeKind::UnrankedMemRef { .. })
}

/// A memref type, ranked or not (MLIR's `BaseMemRefType`).
pub fn is_base_memref(ctx: &Context, t: Type) -> bool {
    is_memref(ctx, t) || is_unranked_memref(ctx, t)
}

/// A vector type of any rank.
pub fn is_vector(ctx: &Context, t: Type) -> bool {
    matches!(kind(ctx, t), TypeKind::Vector { .. })
}

fn scalable_dims(ctx: &Context, t: Type) -> Option<&[bool]> {
    match kind(ctx, t) {
        TypeKind::Vector { scalable, .. } => Some(scalable),
        _ => None,
    }
}

/// A vector type without scalable dimensions.
pub fn is_fixed_vector(ctx: &Context, t: Type) -> bool {
    scalable_dims(ctx, t).is_some_and(|s| !s.contains(&true))
}

/// A vector type with at least one scalable dimension.
pub fn is_scalable_vector(ctx: &Context, t: Type) -> bool {
    scalable_dims(ctx, t).is_some_and(|s| s.contains(&true))
}

/// A vector type whose last dimension, and no other, is scalable.
pub fn is_vector_with_only_trailing_dim_scalable(ctx: &Context, t: Type) -> bool {
    scalable_dims(ctx, t).is_some_and(|s| match s.split_last() {
        Some((last, rest)) => *last && !rest.contains(&true),
        None => false,
    })
}

/// A vector type of non-zero rank all of whose dimensions are scalable.
pub fn is_vector_with_all_dims_scalable(ctx: &Context, t: Type) -> bool {
    scalable_dims(ctx, t).is_some_and(|s| !s.is_empty() && s.iter().all(|&x| x))
}

/// A shaped type with a rank (not an unranked tensor or memref).
pub fn has_rank(ctx: &Context, t: Type) -> bool {
    rank(ctx, t).is_some()
}

/// The rank of a ranked shaped type.
pub fn rank(ctx: &Context, t: Type) -> Option<i64> {
    match kind(ctx, t) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
            Some(shape.len() as i64)
        }
        TypeKind::Vector { shape, .. } => Some(shape.len() as i64),
        _ => None,
    }
}

/// A ranked shaped type of rank `n`.
pub fn rank_is(ctx: &Context, t: Type, n: i64) -> bool {
    rank(ctx, t) == Some(n)
}

/// A ranked shaped type of rank `n` or more.
pub fn rank_at_least(ctx: &Context, t: Type, n: i64) -> bool {
    rank(ctx, t).is_some_and(|r| r >= n)
}

/// The dimensions of a ranked shaped type, dynamic ones as [`DYNAMIC`].
pub fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match kind(ctx, t) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
            Some(shape.iter().map(|d| d.unwrap_or(DYNAMIC)).collect())
        }
        TypeKind::Vector { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

/// A ranked shaped type with exactly the dimensions `dims`.
pub fn shape_is(ctx: &Context, t: Type, dims: &[i64]) -> bool {
    shape(ctx, t).is_some_and(|s| s == dims)
}

/// Dimension `index` of a ranked shaped type, counted from the back when
/// negative (-1 is the last); [`DYNAMIC`] for a dynamic dimension, `None`
/// when out of range.
pub fn dim_size(ctx: &Context, t: Type, index: i64) -> Option<i64> {
    let s = shape(ctx, t)?;
    let i = if index < 0 {
        s.len() as i64 + index
    } else {
        index
    };
    usize::try_from(i).ok().and_then(|i| s.get(i).copied())
}

/// A ranked shaped type all of whose dimensions are static (vectors are).
pub fn has_static_shape(ctx: &Context, t: Type) -> bool {
    shape(ctx, t).is_some_and(|s| !s.contains(&DYNAMIC))
}

/// The number of elements of a statically shaped type.
pub fn num_elements(ctx: &Context, t: Type) -> Option<i64> {
    let s = shape(ctx, t)?;
    if s.contains(&DYNAMIC) {
        return None;
    }
    s.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d))
}

/// One type per element of the statically shaped type `t`, each its
/// element type (how MLIR's formats and builders read
/// `ShapedTypeMatchesElementCountAndTypes`); none when the shape is not
/// static.
pub fn shaped_element_types(ctx: &Context, t: Type) -> Vec<Type> {
    let count = num_elements(ctx, t).unwrap_or(0);
    vec![element_type_or_self(ctx, t); usize::try_from(count).unwrap_or(0)]
}

/// Whether the type has value semantics (MLIR's `ValueSemantics` trait):
/// tensors, vectors and the dialect types that list the trait.
pub fn has_value_semantics(ctx: &Context, t: Type) -> bool {
    is_tensor(ctx, t)
        || is_vector(ctx, t)
        || kind(ctx, t)
            .dialect_storage()
            .is_some_and(|s| s.has_trait("ValueSemantics"))
}

/// The element type of a shaped type.
pub fn element_type(ctx: &Context, t: Type) -> Option<Type> {
    match kind(ctx, t) {
        TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor(element)
        | TypeKind::MemRef { element, .. }
        | TypeKind::UnrankedMemRef { element, .. }
        | TypeKind::Vector { element, .. } => Some(*element),
        _ => None,
    }
}

/// The element type of a shaped type, or `t` itself (MLIR's
/// `getElementTypeOrSelf`).
pub fn element_type_or_self(ctx: &Context, t: Type) -> Type {
    element_type(ctx, t).unwrap_or(t)
}

/// Whether an affine expression is linear in the dimensions: no
/// `mod`/`floordiv`/`ceildiv` over dimensions, no product of two terms that
/// both use dimensions.
fn is_linear_in_dims(e: &AffineExpr) -> bool {
    match e {
        AffineExpr::Dim(_) | AffineExpr::Symbol(_) | AffineExpr::Constant(_) => true,
        AffineExpr::Add(a, b) => is_linear_in_dims(a) && is_linear_in_dims(b),
        AffineExpr::Mul(a, b) => {
            is_linear_in_dims(a) && is_linear_in_dims(b) && !(a.has_dims() && b.has_dims())
        }
        AffineExpr::Mod(..) | AffineExpr::FloorDiv(..) | AffineExpr::CeilDiv(..) => !e.has_dims(),
    }
}

/// A ranked memref whose layout is strided: the identity, a
/// `strided<...>` layout, or an affine map linear in its dimensions.
pub fn is_strided_memref(ctx: &Context, t: Type) -> bool {
    let TypeKind::MemRef { layout, .. } = kind(ctx, t) else {
        return false;
    };
    match layout {
        None => true,
        Some(l) => match ctx.attr_kind(*l) {
            AttrKind::StridedLayout { .. } => true,
            AttrKind::AffineMap { results, .. } => results.iter().all(is_linear_in_dims),
            _ => false,
        },
    }
}

/// Whether shaped type `from` broadcasts to shaped type `to` (MLIR's
/// `getBroadcastedType` succeeds): same element type, and aligned from the
/// back each pair of dimensions is equal, or one of them is 1 or dynamic.
pub fn is_broadcastable_to(ctx: &Context, from: Type, to: Type) -> bool {
    if element_type(ctx, from).is_none() || element_type(ctx, from) != element_type(ctx, to) {
        return false;
    }
    let (Some(a), Some(b)) = (shape(ctx, from), shape(ctx, to)) else {
        // An unranked side broadcasts to anything.
        return is_shaped(ctx, from) && is_shaped(ctx, to);
    };
    a.iter()
        .rev()
        .zip(b.iter().rev())
        .all(|(&x, &y)| x == y || x == 1 || y == 1 || x == DYNAMIC || y == DYNAMIC)
}

/// Whether the type implements the builtin type interface `name`
/// (`ShapedTypeInterface`, `MemRefElementTypeInterface`,
/// `VectorElementTypeInterface`, `FloatTypeInterface`; the bufferization
/// dialect's `TensorLikeType` and `BufferLikeType`, which MLIR attaches to
/// the builtin tensors and memrefs), or the interface `name` its dialect
/// definition lists.
pub fn type_has_interface(ctx: &Context, t: Type, name: &str) -> bool {
    match name {
        "TensorLikeType" if is_tensor(ctx, t) => true,
        "BufferLikeType" if is_base_memref(ctx, t) => true,
        "ShapedTypeInterface" | "ShapedType" => is_shaped(ctx, t),
        "MemRefElementTypeInterface" => kind(ctx, t).is_memref_element(),
        "VectorElementTypeInterface" => is_vector_element(ctx, t),
        "FloatTypeInterface" | "FloatType" => is_float_type(ctx, t),
        _ => ctx.def_has_interface(t.into(), name),
    }
}

/// Whether a vector may hold values of type `t`: builtin integers, `index`
/// and floats, and the dialect types that declare themselves vector
/// elements or floats (`!llvm.ptr`, `!llvm.ppc_fp128`).
pub fn is_vector_element(ctx: &Context, t: Type) -> bool {
    matches!(
        kind(ctx, t),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    ) || ctx.def_has_interface(t.into(), "VectorElementTypeInterface")
        || ctx.def_has_interface(t.into(), "FloatTypeInterface")
}

// ----- types of operands, results and attributes ---------------------------------

/// What has a type: a [`Value`], a typed [`Attribute`], a [`Type`] itself,
/// and for optional or variadic operands an `Option<Value>` or a list of
/// values. [`type_of`] gives the type (or types).
pub trait HasType {
    /// `Type`, `Option<Type>` or `Vec<Type>`.
    type Output;
    /// The type (or types) of `self`.
    fn type_in(self, ctx: &Context) -> Self::Output;
}

impl HasType for Type {
    type Output = Type;
    fn type_in(self, _: &Context) -> Type {
        self
    }
}

/// The type of the value.
impl HasType for Value {
    type Output = Type;
    fn type_in(self, ctx: &Context) -> Type {
        ctx.value_type(self)
    }
}

/// The type of a typed attribute (see [`attr_type`]); [`NO_TYPE`] (read as
/// `none`) for an attribute without one.
impl HasType for Attribute {
    type Output = Type;
    fn type_in(self, ctx: &Context) -> Type {
        attr_type(ctx, self).unwrap_or(NO_TYPE)
    }
}

impl HasType for &Type {
    type Output = Type;
    fn type_in(self, ctx: &Context) -> Type {
        (*self).type_in(ctx)
    }
}

impl HasType for &Value {
    type Output = Type;
    fn type_in(self, ctx: &Context) -> Type {
        (*self).type_in(ctx)
    }
}

impl HasType for &Attribute {
    type Output = Type;
    fn type_in(self, ctx: &Context) -> Type {
        (*self).type_in(ctx)
    }
}

impl HasType for Option<Value> {
    type Output = Option<Type>;
    fn type_in(self, ctx: &Context) -> Option<Type> {
        self.map(|v| v.type_in(ctx))
    }
}

impl HasType for Option<Attribute> {
    type Output = Option<Type>;
    fn type_in(self, ctx: &Context) -> Option<Type> {
        self.map(|a| a.type_in(ctx))
    }
}

impl HasType for &[Value] {
    type Output = Vec<Type>;
    fn type_in(self, ctx: &Context) -> Vec<Type> {
        self.iter().map(|v| v.type_in(ctx)).collect()
    }
}

impl HasType for Vec<Value> {
    type Output = Vec<Type>;
    fn type_in(self, ctx: &Context) -> Vec<Type> {
        self.as_slice().type_in(ctx)
    }
}

impl HasType for &Vec<Value> {
    type Output = Vec<Type>;
    fn type_in(self, ctx: &Context) -> Vec<Type> {
        self.as_slice().type_in(ctx)
    }
}

/// The type of `x` (`$x.getType()` in MLIR's predicates): a `Type` for a
/// value or attribute, an `Option<Type>` for an optional operand, a
/// `Vec<Type>` for a variadic one.
pub fn type_of<T: HasType>(ctx: &Context, x: T) -> T::Output {
    x.type_in(ctx)
}

/// What may be absent and has a type when present: values, attributes,
/// types, and `Option`s of them. See [`optional_type_of`].
pub trait MaybeHasType {
    /// The type ([`HasType::type_in`]), or `None` when `self` is an
    /// absent `Option`.
    fn present_type(self, ctx: &Context) -> Option<Type>;
}

impl<T: HasType<Output = Type>> MaybeHasType for T {
    fn present_type(self, ctx: &Context) -> Option<Type> {
        Some(self.type_in(ctx))
    }
}

impl MaybeHasType for Option<Value> {
    fn present_type(self, ctx: &Context) -> Option<Type> {
        self.type_in(ctx)
    }
}

impl MaybeHasType for Option<Attribute> {
    fn present_type(self, ctx: &Context) -> Option<Type> {
        self.type_in(ctx)
    }
}

/// The type of `x` if it is present (`OptionalTypesMatchWith`).
pub fn optional_type_of<T: MaybeHasType>(ctx: &Context, x: T) -> Option<Type> {
    x.present_type(ctx)
}

/// The element type of the type of `x`, or that type itself (MLIR's
/// `getElementTypeOrSelf`).
pub fn element_type_of<T: HasType<Output = Type>>(ctx: &Context, x: T) -> Type {
    element_type_or_self(ctx, x.type_in(ctx))
}

/// The rank of the type of `x`, if it is ranked.
pub fn rank_of<T: HasType<Output = Type>>(ctx: &Context, x: T) -> Option<i64> {
    rank(ctx, x.type_in(ctx))
}

/// The shape of the type of `x`, if it is ranked (see [`shape`]).
pub fn shape_of<T: HasType<Output = Type>>(ctx: &Context, x: T) -> Option<Vec<i64>> {
    shape(ctx, x.type_in(ctx))
}

/// The number of elements of the type of `x`, if its shape is static.
pub fn num_elements_of<T: HasType<Output = Type>>(ctx: &Context, x: T) -> Option<i64> {
    num_elements(ctx, x.type_in(ctx))
}

/// An identifier of the kind of the type of `x`, as MLIR's `TypeID`: equal
/// for integers of any width, for tensors of any shape, and so on; each
/// float kind has its own, and so has each dialect type definition.
pub fn type_id_of<T: HasType<Output = Type>>(ctx: &Context, x: T) -> u64 {
    match kind(ctx, x.type_in(ctx)) {
        TypeKind::Integer { .. } => 1,
        TypeKind::Index => 2,
        TypeKind::Float(k) => 100 + FloatKind::ALL.iter().position(|x| x == k).unwrap_or(0) as u64,
        TypeKind::None => 3,
        TypeKind::Function { .. } => 4,
        TypeKind::Tuple(_) => 5,
        TypeKind::Complex(_) => 6,
        TypeKind::Vector { .. } => 7,
        TypeKind::RankedTensor { .. } => 8,
        TypeKind::UnrankedTensor(_) => 9,
        TypeKind::MemRef { .. } => 10,
        TypeKind::UnrankedMemRef { .. } => 11,
        TypeKind::Opaque { .. } => 12,
        TypeKind::Dialect(s) => {
            use std::hash::{Hash, Hasher};
            let mut h = rustc_hash::FxHasher::default();
            s.definition().hash(&mut h);
            h.finish() | 1 << 32
        }
    }
}

/// `a == b`: the default comparator of `TypesMatchWith`.
pub fn equal<A: PartialEq<B>, B>(a: A, b: B) -> bool {
    a == b
}

// ----- operations, regions ----------------------------------------------------

/// The number of operands of `op`.
pub fn num_operands(ctx: &Context, op: OpId) -> usize {
    ctx.num_operands(op)
}

/// The number of results of `op`.
pub fn num_results(ctx: &Context, op: OpId) -> usize {
    ctx.num_results(op)
}

/// The type of operand `i` of `op`; [`NO_TYPE`] when there is none.
pub fn operand_type(ctx: &Context, op: OpId, i: usize) -> Type {
    if i < ctx.num_operands(op) {
        ctx.value_type(ctx.operand(op, i))
    } else {
        NO_TYPE
    }
}

/// The type of result `i` of `op`; [`NO_TYPE`] when there is none.
pub fn result_type(ctx: &Context, op: OpId, i: usize) -> Type {
    if i < ctx.num_results(op) {
        ctx.value_type(ctx.result(op, i))
    } else {
        NO_TYPE
    }
}

/// Whether the operands of `op` at `indices` (all present) have the same
/// element type (or type, when not shaped).
pub fn same_operand_element_types(ctx: &Context, op: OpId, indices: &[usize]) -> bool {
    let n = num_operands(ctx, op);
    if indices.iter().any(|&i| i >= n) {
        return false;
    }
    let mut types = indices
        .iter()
        .map(|&i| element_type_or_self(ctx, operand_type(ctx, op, i)));
    match types.next() {
        Some(first) => types.all(|t| t == first),
        None => true,
    }
}

/// The number of blocks of a region.
pub fn num_blocks(ctx: &Context, r: RegionId) -> usize {
    ctx.blocks(r).len()
}

// ----- attributes: kinds ------------------------------------------------------------

/// The type a typed attribute carries: integers, floats, strings with a
/// type, elements attributes, opaque attributes with a type. A string
/// attribute without a type gives `none`, or [`NO_TYPE`] while `none` is
/// not interned (then no value has that type either).
pub fn attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. } => Some(*ty),
        AttrKind::String { ty, .. } | AttrKind::Opaque { ty, .. } => Some(
            ty.or_else(|| ctx.find_ty(TypeKind::None))
                .unwrap_or(NO_TYPE),
        ),
        _ => None,
    }
}

/// An integer attribute (of an integer or `index` type; booleans are).
pub fn is_integer_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { .. })
}

fn integer_attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// An integer attribute of an integer type of the given width, of any
/// signedness (`AnyI32Attr`, ...).
pub fn is_integer_attr_of_width(ctx: &Context, a: Attribute, width: u32) -> bool {
    integer_attr_type(ctx, a).is_some_and(|t| is_integer_of_width(ctx, t, width))
}

/// An integer attribute of the given width and signedness (`I32Attr`,
/// `SI8Attr`, ...).
pub fn is_integer_attr_of(ctx: &Context, a: Attribute, width: u32, signedness: Signedness) -> bool {
    integer_attr_type(ctx, a).is_some_and(|t| is_integer(ctx, t, width, signedness))
}

/// An integer attribute of type `index`.
pub fn is_index_attr(ctx: &Context, a: Attribute) -> bool {
    integer_attr_type(ctx, a).is_some_and(|t| is_index(ctx, t))
}

/// `true` or `false`: an integer attribute of type `i1`.
pub fn is_bool_attr(ctx: &Context, a: Attribute) -> bool {
    is_integer_attr_of(ctx, a, 1, Signedness::Signless)
}

/// A float attribute.
pub fn is_float_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Float { .. })
}

/// A float attribute of the given float kind (`F32Attr`, ...).
pub fn is_float_attr_of(ctx: &Context, a: Attribute, float: FloatKind) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Float { ty, .. } if is_float_kind(ctx, *ty, float))
}

/// A string attribute.
pub fn is_string_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::String { .. })
}

/// The type of a string attribute; [`NO_TYPE`] (`none`) when it has none or
/// is not a string.
pub fn string_attr_type(ctx: &Context, a: Attribute) -> Type {
    match ctx.attr_kind(a) {
        AttrKind::String { ty: Some(t), .. } => *t,
        _ => NO_TYPE,
    }
}

/// A type attribute.
pub fn is_type_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Type(_))
}

/// The `unit` attribute.
pub fn is_unit_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Unit)
}

/// A dictionary attribute.
pub fn is_dictionary(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Dictionary(_))
}

/// A symbol reference, flat (`@a`) or nested (`@a::@b`).
pub fn is_symbol_ref(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::SymbolRef { .. })
}

/// A flat symbol reference (`@a`).
pub fn is_flat_symbol_ref(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
}

/// An affine map attribute.
pub fn is_affine_map_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::AffineMap { .. })
}

/// An integer set attribute.
pub fn is_integer_set_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::IntegerSet { .. })
}

/// A `strided<...>` layout attribute.
pub fn is_strided_layout_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::StridedLayout { .. })
}

/// An attribute of an unregistered dialect (`#dialect.body`).
pub fn is_opaque_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Opaque { .. })
}

/// A location.
pub fn is_location(ctx: &Context, a: Attribute) -> bool {
    ctx.attr_kind(a).is_location()
}

/// Holds for an absent attribute (`IsNullAttr`): `None`. A present
/// attribute never satisfies it.
pub fn is_null_attr(a: impl Into<Option<Attribute>>) -> bool {
    a.into().is_none()
}

/// Whether the attribute implements the builtin attribute interface `name`
/// (`TypedAttrInterface`, `ElementsAttrInterface`,
/// `MemRefLayoutAttrInterface`), or the interface `name` its dialect
/// definition lists.
pub fn attr_has_interface(ctx: &Context, a: Attribute, name: &str) -> bool {
    match name {
        "TypedAttrInterface" | "TypedAttr" => attr_type(ctx, a).is_some(),
        "ElementsAttrInterface" | "ElementsAttr" => is_elements_attr(ctx, a),
        "MemRefLayoutAttrInterface" => is_affine_map_attr(ctx, a) || is_strided_layout_attr(ctx, a),
        _ => ctx.def_has_interface(a.into(), name),
    }
}

// ----- attributes: integer values ---------------------------------------------------

/// The value of an integer attribute, as stored: sign-extended for signed
/// and signless types (`i1` holds 0 and 1), zero-extended for unsigned
/// ones.
pub fn int_value(ctx: &Context, a: Attribute) -> Option<&BigInt> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value),
        _ => None,
    }
}

/// The width of an integer-like type (`index` is 64 bits).
fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match kind(ctx, t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// The value's bits at its type's width, as MLIR's `APInt` holds them, read
/// as signed (`signed`) or unsigned.
fn int_bits(ctx: &Context, a: Attribute, signed: bool) -> Option<BigInt> {
    let AttrKind::Integer { ty, value } = ctx.attr_kind(a) else {
        return None;
    };
    Some(value.wrap(int_width(ctx, *ty)?, signed))
}

/// An integer attribute whose value is not `n` (`IntNEQValue`).
pub fn int_value_ne(ctx: &Context, a: Attribute, n: i64) -> bool {
    int_value(ctx, a).is_some_and(|v| *v != BigInt::from(n))
}

/// An integer attribute whose value is at least `n` (`IntMinValue`).
pub fn int_value_ge(ctx: &Context, a: Attribute, n: i64) -> bool {
    int_value(ctx, a).is_some_and(|v| *v >= BigInt::from(n))
}

/// An integer attribute whose value is at most `n` (`IntMaxValue`).
pub fn int_value_le(ctx: &Context, a: Attribute, n: i64) -> bool {
    int_value(ctx, a).is_some_and(|v| *v <= BigInt::from(n))
}

/// An integer attribute whose value is one of `values` (`IntIsOneOf`).
pub fn int_is_one_of(ctx: &Context, a: Attribute, values: &[i64]) -> bool {
    int_value(ctx, a).is_some_and(|v| values.iter().any(|&x| *v == BigInt::from(x)))
}

/// An integer attribute whose sign bit (the top bit of its type's width, as
/// MLIR's `APInt::isNegative` reads it) is clear (`IntNonNegative`).
pub fn int_is_non_negative(ctx: &Context, a: Attribute) -> bool {
    int_bits(ctx, a, true).is_some_and(|v| !v.is_negative())
}

/// An integer attribute that is non-negative (as above) and not zero
/// (`IntPositive`).
pub fn int_is_positive(ctx: &Context, a: Attribute) -> bool {
    int_bits(ctx, a, true).is_some_and(|v| !v.is_negative() && !v.is_zero())
}

/// An integer attribute whose bits at its type's width have exactly one bit
/// set (`IntPowerOf2`, as MLIR's `APInt::isPowerOf2`).
pub fn int_is_power_of_2(ctx: &Context, a: Attribute) -> bool {
    int_bits(ctx, a, false).is_some_and(|v| v.is_power_of_two())
}

// ----- attributes: arrays -------------------------------------------------------------

/// An array attribute.
pub fn is_array_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Array(_))
}

fn array_elements(ctx: &Context, a: Attribute) -> &[Attribute] {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items,
        _ => &[],
    }
}

/// The number of elements of an array attribute (0 for other attributes).
pub fn array_len(ctx: &Context, a: Attribute) -> usize {
    array_elements(ctx, a).len()
}

/// An array attribute all of whose elements satisfy `f`
/// (`TypedArrayAttrBase`).
pub fn all_array_elements(ctx: &Context, a: Attribute, f: impl FnMut(Attribute) -> bool) -> bool {
    is_array_attr(ctx, a) && array_elements(ctx, a).iter().copied().all(f)
}

/// The value of element `index` of an array attribute, when it is an
/// integer attribute (`IntArrayNthElem*`); values beyond `i128` saturate,
/// which keeps comparisons with `i64` bounds exact.
pub fn array_int_elem(ctx: &Context, a: Attribute, index: usize) -> Option<i128> {
    array_elements(ctx, a)
        .get(index)
        .and_then(|&e| int_value(ctx, e))
        .map(BigInt::saturating_i128)
}

// ----- attributes: elements and dense arrays ------------------------------------------

/// An elements attribute: dense, dense resource or sparse.
pub fn is_elements_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::DenseElements { .. } | AttrKind::DenseResource { .. } | AttrKind::Sparse { .. }
    )
}

/// A dense elements attribute of integers, index values, floats or complex
/// numbers (not strings).
pub fn is_dense_int_or_fp_elements(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseElements { data, .. }
        if !matches!(data, DenseData::Strings(_)))
}

/// A dense elements attribute of integers or index values.
pub fn is_dense_int_elements(ctx: &Context, a: Attribute) -> bool {
    is_dense_int_or_fp_elements(ctx, a) && {
        let e = elements_element_type(ctx, a);
        is_integer_type(ctx, e) || is_index(ctx, e)
    }
}

/// A dense elements attribute of floats.
pub fn is_dense_fp_elements(ctx: &Context, a: Attribute) -> bool {
    is_dense_int_or_fp_elements(ctx, a) && is_float_type(ctx, elements_element_type(ctx, a))
}

/// A dense elements attribute of strings.
pub fn is_dense_string_elements(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::DenseElements {
            data: DenseData::Strings(_),
            ..
        }
    )
}

/// A `dense_resource<...>` elements attribute.
pub fn is_dense_resource_elements(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseResource { .. })
}

/// A `sparse<...>` elements attribute.
pub fn is_sparse_elements(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Sparse { .. })
}

/// The shaped type of an elements attribute; [`NO_TYPE`] for others.
pub fn elements_type(ctx: &Context, a: Attribute) -> Type {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. } => *ty,
        _ => NO_TYPE,
    }
}

/// The element type of an elements attribute; [`NO_TYPE`] for others.
pub fn elements_element_type(ctx: &Context, a: Attribute) -> Type {
    element_type(ctx, elements_type(ctx, a)).unwrap_or(NO_TYPE)
}

/// An elements attribute whose type has exactly the dimensions `dims`.
pub fn elements_shape_is(ctx: &Context, a: Attribute, dims: &[i64]) -> bool {
    is_elements_attr(ctx, a) && shape_is(ctx, elements_type(ctx, a), dims)
}

/// A dense array attribute (`array<...>`).
pub fn is_dense_array(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseArray { .. })
}

/// The element type of a dense array attribute.
pub fn dense_array_element_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, .. } => Some(*element),
        _ => None,
    }
}

/// A dense array whose elements are Rust `T`s: `bool` for `i1`, `i8` to
/// `i64` for signless integers of those widths, `f32` and `f64`
/// (`DenseI64ArrayAttr` is `is_dense_array_of::<i64>`).
pub fn is_dense_array_of<T: DenseElem>(ctx: &Context, a: Attribute) -> bool {
    dense_array_element_type(ctx, a).is_some_and(|t| T::is_element_type(ctx, t))
}

fn dense_array_data(ctx: &Context, a: Attribute) -> Option<(Type, &DenseData)> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, data } => Some((*element, data)),
        _ => None,
    }
}

/// The number of elements of a dense array (0 for other attributes).
pub fn dense_array_len(ctx: &Context, a: Attribute) -> usize {
    dense_array_data(ctx, a).map_or(0, |(_, d)| d.len())
}

/// The elements of a dense array as numbers: integers exactly, floats
/// decoded.
enum Numbers {
    Ints(Vec<BigInt>),
    Floats(Vec<f64>),
}

fn dense_array_numbers(ctx: &Context, a: Attribute) -> Option<Numbers> {
    let (element, data) = dense_array_data(ctx, a)?;
    match data {
        DenseData::Ints(v) => Some(Numbers::Ints(v.to_vec())),
        DenseData::Floats(v) => {
            let TypeKind::Float(k) = kind(ctx, element) else {
                return None;
            };
            Some(Numbers::Floats(v.iter().map(|&b| to_f64(*k, b)).collect()))
        }
        _ => None,
    }
}

/// A dense array all of whose elements are greater than zero
/// (`DenseArrayStrictlyPositive`).
pub fn dense_array_all_positive(ctx: &Context, a: Attribute) -> bool {
    match dense_array_numbers(ctx, a) {
        Some(Numbers::Ints(v)) => v.iter().all(|x| !x.is_negative() && !x.is_zero()),
        Some(Numbers::Floats(v)) => v.iter().all(|&x| x > 0.0),
        None => false,
    }
}

/// A dense array none of whose elements is below zero
/// (`DenseArrayNonNegative`).
pub fn dense_array_all_non_negative(ctx: &Context, a: Attribute) -> bool {
    match dense_array_numbers(ctx, a) {
        Some(Numbers::Ints(v)) => v.iter().all(|x| !x.is_negative()),
        Some(Numbers::Floats(v)) => v.iter().all(|&x| x >= 0.0),
        None => false,
    }
}

/// A dense array in non-decreasing order (`DenseArraySorted`): no element
/// is less than the one before it.
pub fn dense_array_sorted(ctx: &Context, a: Attribute) -> bool {
    match dense_array_numbers(ctx, a) {
        Some(Numbers::Ints(v)) => v.windows(2).all(|w| w[1] >= w[0]),
        Some(Numbers::Floats(v)) => v
            .windows(2)
            .all(|w| w[1].partial_cmp(&w[0]).is_none_or(|o| o.is_ge())),
        None => false,
    }
}

/// A dense array with no two equal neighbours; with [`dense_array_sorted`]
/// it is in increasing order (`DenseArrayStrictlySorted`).
pub fn dense_array_strictly_sorted(ctx: &Context, a: Attribute) -> bool {
    match dense_array_numbers(ctx, a) {
        Some(Numbers::Ints(v)) => v.windows(2).all(|w| w[0] != w[1]),
        Some(Numbers::Floats(v)) => v.windows(2).all(|w| w[0] != w[1]),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::OperationState;
    use crate::ods::convert;

    fn parse_type(ctx: &mut Context, s: &str) -> Type {
        let src = format!("\"test.t\"() {{t = {s}}} : () -> ()");
        let top = crate::parse_source(ctx, &src, "t").expect("parses");
        let body = ctx.regions(top)[0];
        let block = ctx.blocks(body)[0];
        let op = ctx.block_ops(block)[0];
        let a = ctx.get_attr(op, "t").unwrap();
        match ctx.attr_kind(a) {
            AttrKind::Type(t) => *t,
            _ => panic!("not a type"),
        }
    }

    fn parse_attr(ctx: &mut Context, s: &str) -> Attribute {
        let src = format!("\"test.t\"() {{a = {s}}} : () -> ()");
        let top = crate::parse_source(ctx, &src, "t").expect("parses");
        let body = ctx.regions(top)[0];
        let block = ctx.blocks(body)[0];
        let op = ctx.block_ops(block)[0];
        ctx.get_attr(op, "a").unwrap()
    }

    fn new_ctx() -> Context {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        ctx
    }

    #[test]
    fn integers_and_floats() {
        let mut ctx = new_ctx();
        let i32t = parse_type(&mut ctx, "i32");
        let si8 = parse_type(&mut ctx, "si8");
        let idx = parse_type(&mut ctx, "index");
        let f32t = parse_type(&mut ctx, "f32");
        let bf16 = parse_type(&mut ctx, "bf16");
        assert!(is_integer(&ctx, i32t, 32, Signedness::Signless));
        assert!(!is_integer(&ctx, i32t, 32, Signedness::Signed));
        assert!(is_integer_of_width(&ctx, si8, 8));
        assert!(is_signed_integer_any(&ctx, si8));
        assert!(!is_signless_integer_any(&ctx, si8));
        assert!(is_signless_int_or_index(&ctx, idx));
        assert!(is_index(&ctx, idx) && !is_integer_type(&ctx, idx));
        assert!(is_float_kind(&ctx, f32t, FloatKind::F32));
        assert!(is_float_kind(&ctx, bf16, FloatKind::BF16));
        assert!(!is_float_kind(&ctx, bf16, FloatKind::F16));
        assert!(is_float_type(&ctx, bf16) && !is_float_type(&ctx, i32t));
        assert!(is_none_type(&ctx, NO_TYPE));
    }

    #[test]
    fn shaped_types() {
        let mut ctx = new_ctx();
        let t = parse_type(&mut ctx, "tensor<2x?xf64>");
        let u = parse_type(&mut ctx, "tensor<*xf32>");
        let v = parse_type(&mut ctx, "vector<2x[4]xi8>");
        let m = parse_type(&mut ctx, "memref<4x8xf32>");
        let f64t = parse_type(&mut ctx, "f64");
        assert!(is_tensor(&ctx, t) && is_ranked_tensor(&ctx, t) && !is_unranked_tensor(&ctx, t));
        assert!(is_tensor(&ctx, u) && !has_rank(&ctx, u));
        assert_eq!(rank(&ctx, t), Some(2));
        assert!(rank_is(&ctx, t, 2) && rank_at_least(&ctx, t, 1) && !rank_at_least(&ctx, t, 3));
        assert!(!has_static_shape(&ctx, t) && has_static_shape(&ctx, m));
        assert_eq!(shape(&ctx, t), Some(vec![2, DYNAMIC]));
        assert_eq!(dim_size(&ctx, t, -1), Some(DYNAMIC));
        assert_eq!(dim_size(&ctx, t, 0), Some(2));
        assert_eq!(dim_size(&ctx, t, 2), None);
        assert_eq!(num_elements(&ctx, m), Some(32));
        assert_eq!(num_elements(&ctx, t), None);
        assert_eq!(element_type(&ctx, t), Some(f64t));
        assert_eq!(element_type_or_self(&ctx, f64t), f64t);
        assert!(is_vector(&ctx, v) && is_scalable_vector(&ctx, v) && !is_fixed_vector(&ctx, v));
        assert!(is_vector_with_only_trailing_dim_scalable(&ctx, v));
        assert!(!is_vector_with_all_dims_scalable(&ctx, v));
        assert!(is_memref(&ctx, m) && is_base_memref(&ctx, m) && is_strided_memref(&ctx, m));
        assert!(has_value_semantics(&ctx, t) && !has_value_semantics(&ctx, m));
        assert!(shape_is(&ctx, m, &[4, 8]));
        let b = parse_type(&mut ctx, "tensor<1x8xf64>");
        let c = parse_type(&mut ctx, "tensor<4x8xf64>");
        assert!(is_broadcastable_to(&ctx, b, c));
        assert!(!is_broadcastable_to(&ctx, m, c));
    }

    #[test]
    fn tuples_and_complex() {
        let mut ctx = new_ctx();
        let t = parse_type(&mut ctx, "tuple<i32, tuple<f32>>");
        let c = parse_type(&mut ctx, "complex<f32>");
        assert!(is_tuple(&ctx, t));
        assert!(!is_tuple_of(&ctx, t, |e| is_integer_type(&ctx, e)));
        assert!(is_nested_tuple_of(&ctx, t, |e| {
            is_integer_type(&ctx, e) || is_float_type(&ctx, e)
        }));
        assert!(is_complex(&ctx, c));
        assert!(is_float_kind(
            &ctx,
            complex_element_or_self(&ctx, c),
            FloatKind::F32
        ));
    }

    #[test]
    fn attribute_kinds() {
        let mut ctx = new_ctx();
        let b = parse_attr(&mut ctx, "true");
        let i = parse_attr(&mut ctx, "5 : i32");
        let u = parse_attr(&mut ctx, "200 : ui8");
        let f = parse_attr(&mut ctx, "1.5 : f32");
        let s = parse_attr(&mut ctx, "\"x\"");
        let arr = parse_attr(&mut ctx, "[1, 2, 3]");
        let da = parse_attr(&mut ctx, "array<i64: 1, 2, 2>");
        let de = parse_attr(&mut ctx, "dense<[1.0, 2.0]> : tensor<2xf64>");
        let sym = parse_attr(&mut ctx, "@a::@b");
        assert!(is_bool_attr(&ctx, b) && is_integer_attr(&ctx, b));
        assert!(is_integer_attr_of(&ctx, i, 32, Signedness::Signless));
        assert!(is_integer_attr_of_width(&ctx, u, 8));
        assert!(is_float_attr_of(&ctx, f, FloatKind::F32));
        assert!(is_string_attr(&ctx, s) && is_none_type(&ctx, string_attr_type(&ctx, s)));
        assert_eq!(array_len(&ctx, arr), 3);
        assert_eq!(array_int_elem(&ctx, arr, 1), Some(2));
        assert!(all_array_elements(&ctx, arr, |e| is_integer_attr(&ctx, e)));
        assert!(is_dense_array_of::<i64>(&ctx, da) && !is_dense_array_of::<i32>(&ctx, da));
        assert_eq!(dense_array_len(&ctx, da), 3);
        assert!(dense_array_sorted(&ctx, da) && !dense_array_strictly_sorted(&ctx, da));
        assert!(dense_array_all_positive(&ctx, da));
        assert!(is_dense_fp_elements(&ctx, de) && !is_dense_int_elements(&ctx, de));
        assert!(elements_shape_is(&ctx, de, &[2]));
        assert!(is_symbol_ref(&ctx, sym) && !is_flat_symbol_ref(&ctx, sym));
        assert!(int_value_ge(&ctx, i, 5) && !int_value_ne(&ctx, i, 5) && int_value_le(&ctx, i, 9));
        assert!(int_is_positive(&ctx, i) && !int_is_power_of_2(&ctx, i));
        // As MLIR's APInt sees it, 200 : ui8 has its sign bit set.
        assert!(!int_is_non_negative(&ctx, u));
        assert!(int_is_one_of(&ctx, i, &[1, 5]));
        assert!(is_null_attr(None) && !is_null_attr(i));
        assert_eq!(type_of(&ctx, i), parse_type(&mut ctx, "i32"));
    }

    #[test]
    fn op_level() {
        let mut ctx = new_ctx();
        let f32t = convert::float(&mut ctx, FloatKind::F32);
        let t = convert::ranked_tensor(&mut ctx, &[2], f32t);
        let loc = ctx.unknown_loc();
        let mut st = OperationState::new(&mut ctx, "test.a", loc);
        st.result_types = vec![t, f32t];
        let a = ctx.create_op(st);
        let r0 = ctx.result(a, 0);
        let r1 = ctx.result(a, 1);
        let mut st = OperationState::new(&mut ctx, "test.b", loc);
        st.operands = vec![r0, r1];
        let region = ctx.create_region();
        st.regions = vec![region];
        let b = ctx.create_op(st);
        assert_eq!(num_operands(&ctx, b), 2);
        assert_eq!(operand_type(&ctx, b, 0), t);
        assert_eq!(operand_type(&ctx, b, 5), NO_TYPE);
        assert!(same_operand_element_types(&ctx, b, &[0, 1]));
        assert_eq!(element_type_of(&ctx, r0), f32t);
        assert_eq!(rank_of(&ctx, r0), Some(1));
        assert_eq!(type_of(&ctx, vec![r0, r1]), vec![t, f32t]);
        assert_eq!(type_of(&ctx, Some(r1)), Some(f32t));
        assert_eq!(optional_type_of(&ctx, None::<Value>), None);
        assert_eq!(optional_type_of(&ctx, r1), Some(f32t));
        assert_ne!(type_id_of(&ctx, r0), type_id_of(&ctx, r1));
        assert_eq!(num_blocks(&ctx, region), 0);
        assert!(equal(type_of(&ctx, r1), f32t));
    }
}
