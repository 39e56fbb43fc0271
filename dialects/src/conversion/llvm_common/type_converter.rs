//! MLIR's `LLVMTypeConverter`: builtin types to the llvm dialect's.
//! Integers keep their width (signless), `index` becomes `iN` of the
//! index bitwidth, LLVM's floats stay and the 4-, 6- and 8-bit floats LLVM
//! lacks become integers of their width, a function type becomes `!llvm.ptr`,
//! a ranked memref its descriptor struct and an unranked memref
//! `!llvm.struct<(i64, ptr)>`; what the llvm dialect already accepts
//! stays. Values whose types changed meet their users through
//! `builtin.unrealized_conversion_cast`s, and the unpacked fields of a
//! memref argument are packed back into its descriptor.

use super::memref_descriptor::{MemRefDescriptor, StaticLayout};
use super::unranked_descriptor::UnrankedMemRefDescriptor;
use crate::llvm::{
    is_compatible_outer_type, InsertValueOp, LLVMArrayType, LLVMPointerType, LLVMStructType,
    LLVMVoidType, PoisonOp,
};
use ods_runtime::conversion::{unrealized_cast, MaterializationBuilder, TypeConverter};
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::{
    AttrKind, Attribute, Context, FloatKind, OpId, Signedness, Type, TypeKind, Value,
};
use std::ops::Deref;

/// The options of the lowering (MLIR's `LowerToLLVMOptions`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LowerToLlvmOptions {
    /// The width of the integer `index` becomes.
    pub index_bitwidth: u32,
    /// Whether memref arguments and results of functions are bare
    /// pointers instead of descriptors.
    pub use_bare_ptr_call_conv: bool,
    /// Whether allocations call MLIR's generic functions
    /// (`_mlir_memref_to_llvm_alloc`, `_mlir_memref_to_llvm_free`)
    /// instead of `malloc` and `free`.
    pub use_generic_functions: bool,
    /// Whether heap allocations call `aligned_alloc` (MLIR's
    /// `AllocLowering::AlignedAlloc`) instead of aligning a `malloc`ed
    /// buffer by hand.
    pub use_aligned_alloc: bool,
}

impl Default for LowerToLlvmOptions {
    /// 64-bit indices (the default data layout's pointer width),
    /// descriptors for memrefs.
    fn default() -> Self {
        LowerToLlvmOptions {
            index_bitwidth: 64,
            use_bare_ptr_call_conv: false,
            use_generic_functions: false,
            use_aligned_alloc: false,
        }
    }
}

impl LowerToLlvmOptions {
    /// The options of a pass's `index-bitwidth`, where 0 (the passes'
    /// default) takes the data layout's width, 64.
    pub fn with_index_bitwidth(index_bitwidth: u32) -> Self {
        let index_bitwidth = if index_bitwidth == 0 {
            64
        } else {
            index_bitwidth
        };
        LowerToLlvmOptions {
            index_bitwidth,
            ..LowerToLlvmOptions::default()
        }
    }
}

/// The type converter of the lowerings to llvm, with its options; it
/// derefs to the [`TypeConverter`] the conversion framework takes.
#[derive(Clone)]
pub struct LlvmTypeConverter {
    converter: TypeConverter,
    options: LowerToLlvmOptions,
}

impl Deref for LlvmTypeConverter {
    type Target = TypeConverter;
    fn deref(&self) -> &TypeConverter {
        &self.converter
    }
}

impl LlvmTypeConverter {
    /// The converter of `options`, its conversions and materializations
    /// those of MLIR's.
    pub fn new(options: LowerToLlvmOptions) -> LlvmTypeConverter {
        let bits = options.index_bitwidth;
        let mut converter = TypeConverter::new();
        converter.add_conversion(|ctx, t| is_compatible_outer_type(ctx, t).then_some(t));
        converter.add_conversion(move |ctx, t| convert_builtin(ctx, t, bits));
        converter
            .add_source_materialization(|b, ty, inputs, loc| Some(cast_to(b, ty, inputs, loc)));
        converter.add_target_materialization(|b, types, inputs, loc| {
            let cast = unrealized_cast(b, types, inputs, loc);
            Some(b.context().results(cast))
        });
        converter.add_source_materialization(move |b, ty, inputs, loc| {
            let packed = bare_ptr_descriptor(b, ty, inputs, loc, bits)?;
            Some(cast_to(b, ty, &[packed], loc))
        });
        converter.add_source_materialization(move |b, ty, inputs, loc| {
            let packed = unranked_descriptor(b, ty, inputs, loc, bits)?;
            Some(cast_to(b, ty, &[packed], loc))
        });
        converter.add_source_materialization(move |b, ty, inputs, loc| {
            let fields = memref_fields(b.context(), ty, bits, true)?;
            if inputs.len() < 2 || b.context().value_types(inputs.iter().copied()) != fields {
                return None;
            }
            let struct_ty = convert_builtin(b.context(), ty, bits)?;
            let packed = MemRefDescriptor::pack(b, loc, struct_ty, inputs);
            Some(cast_to(b, ty, &[packed.value()], loc))
        });
        converter.add_target_materialization(|b, types, inputs, loc| match types {
            [ty] if inputs.len() > 1 => Some(vec![pack_fields(b, *ty, inputs, loc)?]),
            _ => None,
        });
        // A bare pointer becomes the descriptor of the memref it stood for,
        // which only the original type describes.
        converter.add_target_materialization_with_original(
            move |b, types, inputs, original, loc| {
                let [ty] = types else {
                    return None;
                };
                let original = original?;
                if convert_builtin(b.context(), original, bits) != Some(*ty) {
                    return None;
                }
                Some(vec![bare_ptr_descriptor(b, original, inputs, loc, bits)?])
            },
        );
        LlvmTypeConverter { converter, options }
    }

    /// Whether an operand or result of `op` is a float type, or a vector
    /// of one, that does not convert to an LLVM float (MLIR's
    /// `isUnsupportedFloatingPointType` over the op's values).
    pub fn has_unsupported_float(&self, ctx: &mut Context, op: OpId) -> bool {
        let values = ctx.operands(op).into_iter().chain(ctx.results(op));
        let types = ctx.value_types(values);
        types.into_iter().any(|ty| {
            let element = match ctx.type_kind(ty) {
                TypeKind::Vector { element, .. } => *element,
                _ => ty,
            };
            matches!(ctx.type_kind(element), TypeKind::Float(_))
                && !self
                    .convert_type(ctx, element)
                    .is_some_and(|t| matches!(ctx.type_kind(t), TypeKind::Float(_)))
        })
    }

    /// The options it was made with.
    pub fn options(&self) -> LowerToLlvmOptions {
        self.options
    }

    /// The framework's converter, to add conversions of other types to
    /// (MLIR's `addConversion` on the LLVM converter).
    pub fn type_converter_mut(&mut self) -> &mut TypeConverter {
        &mut self.converter
    }

    /// The integer type `index` becomes.
    pub fn index_type(&self, ctx: &mut Context) -> Type {
        integer(ctx, self.options.index_bitwidth)
    }

    /// The types of the fields of the descriptor of memref `ty`, one per
    /// size and stride when `unpack` (MLIR's `getMemRefDescriptorFields`);
    /// `None` when `ty` is no memref LLVM can describe.
    pub fn memref_descriptor_fields(
        &self,
        ctx: &mut Context,
        ty: Type,
        unpack: bool,
    ) -> Option<Vec<Type>> {
        memref_fields(ctx, ty, self.options.index_bitwidth, unpack)
    }

    /// What an argument of type `ty` of a function becomes: with the bare
    /// pointer convention `bare`, its calling convention type (MLIR's
    /// `barePtrFuncArgTypeConverter`); else the unpacked fields of a memref
    /// descriptor (an unranked memref's rank and pointer), or its converted
    /// type (MLIR's `structFuncArgTypeConverter`).
    pub fn convert_function_argument(
        &self,
        ctx: &mut Context,
        ty: Type,
        bare: bool,
    ) -> Option<Vec<Type>> {
        if bare {
            return self
                .convert_calling_convention_type(ctx, ty, true)
                .map(|t| vec![t]);
        }
        if let Some(fields) = self.memref_descriptor_fields(ctx, ty, true) {
            return Some(fields);
        }
        if let TypeKind::UnrankedMemRef { .. } = ctx.type_kind(ty) {
            // The pointer to the ranked descriptor, which is in the default
            // address space whatever the memref's.
            let ptr = LLVMPointerType::intern(ctx, 0).ty();
            return Some(vec![self.index_type(ctx), ptr]);
        }
        self.convert_types(ctx, ty)
    }

    /// The one type the results of a function become: `void` for none,
    /// the calling convention type of one, a literal struct of several
    /// (MLIR's `packFunctionResults`); `bare` for the bare pointer
    /// convention.
    pub fn pack_function_results(
        &self,
        ctx: &mut Context,
        results: &[Type],
        bare: bool,
    ) -> Option<Type> {
        let mut converted = Vec::with_capacity(results.len());
        for &ty in results {
            converted.push(self.convert_calling_convention_type(ctx, ty, bare)?);
        }
        match converted[..] {
            [] => Some(LLVMVoidType::get(ctx).ty()),
            [one] => Some(one),
            _ => Some(LLVMStructType::get_literal(ctx, converted, false).ty()),
        }
    }

    /// What a value of type `ty` crosses a call as: with the bare pointer
    /// convention `bare`, a memref as a bare pointer, when it can be one;
    /// else its converted type (MLIR's `convertCallingConventionType`).
    pub fn convert_calling_convention_type(
        &self,
        ctx: &mut Context,
        ty: Type,
        bare: bool,
    ) -> Option<Type> {
        match ctx.type_kind(ty) {
            TypeKind::MemRef { .. } if bare => self.convert_memref_to_bare_ptr(ctx, ty),
            TypeKind::UnrankedMemRef { .. } if bare => None,
            _ => self.convert_type(ctx, ty),
        }
    }

    /// The bare pointer a memref of a static layout crosses calls as, in
    /// its address space (MLIR's `convertMemRefToBarePtr`); `None` for
    /// other memrefs.
    fn convert_memref_to_bare_ptr(&self, ctx: &mut Context, ty: Type) -> Option<Type> {
        static_layout(ctx, ty)?;
        let TypeKind::MemRef {
            element,
            memory_space,
            ..
        } = *ctx.type_kind(ty)
        else {
            return None;
        };
        self.convert_type(ctx, element)?;
        let space = address_space(ctx, memory_space)?;
        Some(LLVMPointerType::intern(ctx, space).ty())
    }

    /// The static sizes, strides and offset of memref `ty`, which a bare
    /// pointer can then stand for (MLIR's `canConvertToBarePtr`); `None`
    /// for other types.
    pub fn static_layout(&self, ctx: &Context, ty: Type) -> Option<StaticLayout> {
        static_layout(ctx, ty)
    }
}

/// The struct `ty` (a memref descriptor, or an unranked memref's) made of
/// its unpacked fields `inputs`; `None` when they are not its fields.
fn pack_fields(
    b: &mut MaterializationBuilder<'_>,
    ty: Type,
    inputs: &[Value],
    loc: Attribute,
) -> Option<Value> {
    let ctx = b.context();
    let elements = LLVMStructType::try_from(ctx, ty)?.elements(ctx).to_vec();
    let mut fields = Vec::new();
    for &element in &elements {
        match LLVMArrayType::try_from(ctx, element) {
            Some(array) => {
                let n = array.num_elements(ctx) as usize;
                fields.extend(std::iter::repeat_n(array.element_type(ctx), n));
            }
            None => fields.push(element),
        }
    }
    if ctx.value_types(inputs.iter().copied()) != fields {
        return None;
    }
    if elements.len() == 2 {
        let mut value = PoisonOp::create(b, loc, ty).res(b.context());
        for (i, &input) in inputs.iter().enumerate() {
            value =
                InsertValueOp::create(b, loc, ty, value, input, vec![i as i64]).res(b.context());
        }
        return Some(value);
    }
    Some(MemRefDescriptor::pack(b, loc, ty, inputs).value())
}

/// The descriptor of the memref `ty` made of the bare pointer `inputs`
/// holds (MLIR's `packRankedMemRefDesc` of a bare pointer); `None` for
/// other inputs or memrefs.
fn bare_ptr_descriptor(
    b: &mut MaterializationBuilder<'_>,
    ty: Type,
    inputs: &[Value],
    loc: Attribute,
    bits: u32,
) -> Option<Value> {
    let &[ptr] = inputs else {
        return None;
    };
    let ctx = b.context();
    if !LLVMPointerType::isa(ctx, ctx.value_type(ptr)) {
        return None;
    }
    let layout = static_layout(ctx, ty)?;
    let struct_ty = convert_builtin(ctx, ty, bits)?;
    let index = integer(ctx, bits);
    Some(MemRefDescriptor::from_static_shape(b, loc, struct_ty, index, &layout, ptr).value())
}

/// The descriptor of the unranked memref `ty` made of its rank and
/// pointer `inputs` (MLIR's `packUnrankedMemRefDesc`); `None` for other
/// inputs or types.
fn unranked_descriptor(
    b: &mut MaterializationBuilder<'_>,
    ty: Type,
    inputs: &[Value],
    loc: Attribute,
    bits: u32,
) -> Option<Value> {
    let ctx = b.context();
    if !matches!(ctx.type_kind(ty), TypeKind::UnrankedMemRef { .. }) {
        return None;
    }
    let struct_ty = convert_builtin(ctx, ty, bits)?;
    let fields = LLVMStructType::from_type_unchecked(struct_ty)
        .elements(ctx)
        .to_vec();
    let &[rank, ranked] = inputs else {
        return None;
    };
    if ctx.value_types(inputs.iter().copied()) != fields {
        return None;
    }
    Some(UnrankedMemRefDescriptor::pack(b, loc, struct_ty, rank, ranked).value())
}

/// The sizes, strides and offset of memref `ty` when they are all static.
fn static_layout(ctx: &Context, ty: Type) -> Option<StaticLayout> {
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(ty) else {
        return None;
    };
    let sizes = shape.iter().copied().collect::<Option<Vec<i64>>>()?;
    let (strides, offset) = crate::strided_layout::strides_and_offset(ctx, ty)?;
    if offset == DYNAMIC || strides.contains(&DYNAMIC) {
        return None;
    }
    Some(StaticLayout {
        sizes,
        strides,
        offset,
    })
}

/// A cast of `inputs` to `ty`.
fn cast_to(
    b: &mut MaterializationBuilder<'_>,
    ty: Type,
    inputs: &[Value],
    loc: Attribute,
) -> Value {
    let cast = unrealized_cast(b, &[ty], inputs, loc);
    b.context().results(cast)[0]
}

/// The signless integer type of `width` bits.
fn integer(ctx: &mut Context, width: u32) -> Type {
    ctx.ty(TypeKind::Integer {
        width,
        signedness: Signedness::Signless,
    })
}

/// The conversion of a builtin type that LLVM does not take as it is,
/// with `index` of `bits` bits.
fn convert_builtin(ctx: &mut Context, ty: Type, bits: u32) -> Option<Type> {
    match ctx.type_kind(ty).clone() {
        TypeKind::Integer { width, .. } => Some(integer(ctx, width)),
        TypeKind::Index => Some(integer(ctx, bits)),
        TypeKind::Float(kind) => small_float_as_integer(ctx, kind),
        TypeKind::Function { .. } => Some(LLVMPointerType::intern(ctx, 0).ty()),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => convert_vector(ctx, &shape, &scalable, element, bits),
        TypeKind::Complex(element) => {
            let element = convert_element(ctx, element, bits)?;
            Some(LLVMStructType::get_literal(ctx, vec![element, element], false).ty())
        }
        TypeKind::MemRef { .. } => {
            let fields = memref_fields(ctx, ty, bits, false)?;
            Some(LLVMStructType::get_literal(ctx, fields, false).ty())
        }
        TypeKind::UnrankedMemRef { element, .. } => {
            convert_element(ctx, element, bits)?;
            // The rank and a pointer (default address space) to the ranked
            // descriptor (MLIR's `getUnrankedMemRefDescriptorFields`).
            let fields = vec![integer(ctx, bits), LLVMPointerType::intern(ctx, 0).ty()];
            Some(LLVMStructType::get_literal(ctx, fields, false).ty())
        }
        _ => None,
    }
}

/// A vector of `element`: its last dimension a 1-D vector of the
/// converted element (a 0-D vector one of 1), the others arrays around it
/// (MLIR's `convertVectorType`); a scalable dimension other than the last
/// does not convert.
fn convert_vector(
    ctx: &mut Context,
    shape: &[i64],
    scalable: &[bool],
    element: Type,
    bits: u32,
) -> Option<Type> {
    let element = convert_element(ctx, element, bits)?;
    let (last, last_scalable) = match (shape.last(), scalable.last()) {
        (Some(&n), Some(&s)) => (n, s),
        _ => (1, false),
    };
    let mut ty = ctx.ty(TypeKind::Vector {
        shape: Box::new([last]),
        scalable: Box::new([last_scalable]),
        element,
    });
    if !crate::llvm::is_compatible_outer_type(ctx, ty) {
        return None;
    }
    let outer = shape.len().saturating_sub(1);
    for (&n, &s) in shape[..outer].iter().zip(scalable).rev() {
        if s {
            return None;
        }
        ty = LLVMArrayType::get(ctx, ty, n as u64).ty();
    }
    Some(ty)
}

/// The integer a float type LLVM lacks is stored in: the 4-, 6- and
/// 8-bit formats become `iN` of their width; the others (`tf32`) do not
/// convert (MLIR's `convertFloatType`).
fn small_float_as_integer(ctx: &mut Context, kind: FloatKind) -> Option<Type> {
    (kind.width() <= 8).then(|| integer(ctx, kind.width()))
}

/// What an element type of a memref or complex becomes, if it converts:
/// a memref of memrefs holds their descriptors (MLIR converts the element
/// as any type).
fn convert_element(ctx: &mut Context, ty: Type, bits: u32) -> Option<Type> {
    if is_compatible_outer_type(ctx, ty) {
        return Some(ty);
    }
    match ctx.type_kind(ty) {
        TypeKind::Integer { .. }
        | TypeKind::Index
        | TypeKind::Complex(_)
        | TypeKind::Float(_)
        | TypeKind::MemRef { .. }
        | TypeKind::UnrankedMemRef { .. } => convert_builtin(ctx, ty, bits),
        _ => None,
    }
}

/// The address space of a memory space attribute: 0 for none, the value
/// of an integer of type `index` or a signless integer type (MLIR's
/// `getMemRefAddressSpace`, with no memory-space conversion added), else
/// none.
pub fn address_space(ctx: &Context, memory_space: Option<Attribute>) -> Option<u32> {
    let Some(space) = memory_space else {
        return Some(0);
    };
    let AttrKind::Integer { ty, .. } = ctx.attr_kind(space) else {
        return None;
    };
    let typed = match ctx.type_kind(*ty) {
        TypeKind::Index => true,
        TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
        _ => false,
    };
    typed
        .then(|| ods_runtime::ods::convert::try_int::<u32>(ctx, space))
        .flatten()
}

/// The address space of a memref's memory space, or MLIR's error (at an
/// unknown location, as its type converter reports it) when there is
/// none.
fn memref_address_space(ctx: &mut Context, memory_space: Option<Attribute>) -> Option<u32> {
    let space = address_space(ctx, memory_space);
    if space.is_none() {
        let text = memory_space.map_or_else(String::new, |a| {
            ods_runtime::asm::printer::attr_to_string(ctx, a)
        });
        let message = format!(
            "conversion of memref memory space {text} to integer address space failed. Consider adding memory space conversions."
        );
        let loc = ctx.unknown_loc();
        ctx.emit(ods_runtime::diag::Diagnostic::error(loc, message));
    }
    space
}

/// The descriptor fields of a ranked memref of a convertible element
/// type: allocated and aligned pointers, offset, then the sizes and the
/// strides (arrays, or one value each when `unpack`).
fn memref_fields(ctx: &mut Context, ty: Type, bits: u32, unpack: bool) -> Option<Vec<Type>> {
    let TypeKind::MemRef {
        shape,
        element,
        memory_space,
        ..
    } = ctx.type_kind(ty).clone()
    else {
        return None;
    };
    convert_element(ctx, element, bits)?;
    let space = memref_address_space(ctx, memory_space)?;
    let ptr = LLVMPointerType::intern(ctx, space).ty();
    let index = integer(ctx, bits);
    let mut fields = vec![ptr, ptr, index];
    let rank = shape.len();
    if unpack {
        fields.extend(std::iter::repeat_n(index, 2 * rank));
    } else if rank > 0 {
        let array = LLVMArrayType::get(ctx, index, rank as u64).ty();
        fields.extend([array, array]);
    }
    Some(fields)
}
