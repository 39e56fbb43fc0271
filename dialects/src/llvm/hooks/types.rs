//! LLVM's types as MLIR's `LLVMTypes.cpp` tells them apart, and their
//! syntax (`LLVMTypeSyntax.cpp`): inside another LLVM type a type may drop
//! its `!llvm.` prefix (`!llvm.array<2 x ptr>`), and prints without it.

use crate::llvm::*;
use ods_runtime::asm::{AsmParser, AsmPrinter, PResult};
use ods_runtime::{Context, FloatKind, Signedness, Type, TypeKind};

/// Where a `TypesMatchWith` transformer makes its type: the parser's
/// context interns it, the verifier's only finds it (the transformer's
/// input stands for a type the context does not hold).
pub(crate) trait TypeMaker {
    /// The context.
    fn context(&self) -> &Context;
    /// The builtin type `kind`, if it is or can be made.
    fn make_kind(&mut self, kind: TypeKind) -> Option<Type>;
    /// The dialect type of `params`, if it is or can be made.
    fn make<S: ods_runtime::Storage>(&mut self, params: S) -> Option<Type>;
}

impl TypeMaker for &Context {
    fn context(&self) -> &Context {
        self
    }

    fn make_kind(&mut self, kind: TypeKind) -> Option<Type> {
        self.find_ty(kind)
    }

    fn make<S: ods_runtime::Storage>(&mut self, params: S) -> Option<Type> {
        self.find_dialect_type(&params)
    }
}

impl TypeMaker for &mut Context {
    fn context(&self) -> &Context {
        self
    }

    fn make_kind(&mut self, kind: TypeKind) -> Option<Type> {
        Some(self.ty(kind))
    }

    fn make<S: ods_runtime::Storage>(&mut self, params: S) -> Option<Type> {
        Some(self.dialect_type(params))
    }
}

/// `i1`, or a vector of `i1` of the shape of `ty` when it is a vector
/// (MLIR's `getI1SameShape`).
pub(crate) fn i1_same_shape(mut ctx: impl TypeMaker, ty: Type) -> Type {
    let i1 = TypeKind::Integer {
        width: 1,
        signedness: Signedness::Signless,
    };
    let Some(i1) = ctx.make_kind(i1) else {
        return ty;
    };
    match ctx.context().type_kind(ty).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx
            .make_kind(TypeKind::Vector {
                shape,
                scalable,
                element: i1,
            })
            .unwrap_or(ty),
        _ => i1,
    }
}

/// `!llvm.struct<(ty, i1)>`, what `llvm.cmpxchg` returns (MLIR's
/// `getValAndBoolStructType`).
pub(crate) fn val_and_bool_struct(mut ctx: impl TypeMaker, ty: Type) -> Type {
    let i1 = TypeKind::Integer {
        width: 1,
        signedness: Signedness::Signless,
    };
    let Some(i1) = ctx.make_kind(i1) else {
        return ty;
    };
    ctx.make(crate::llvm::hooks::structs::literal_storage(
        vec![ty, i1],
        false,
    ))
    .unwrap_or(ty)
}

/// Whether `ty` is a float type LLVM has (MLIR's
/// `isCompatibleFloatingPointType`).
pub(crate) fn is_compatible_float_type(ctx: &Context, ty: Type) -> bool {
    LLVMPPCFP128Type::isa(ctx, ty)
        || matches!(
            ctx.type_kind(ty),
            TypeKind::Float(
                FloatKind::BF16
                    | FloatKind::F16
                    | FloatKind::F32
                    | FloatKind::F64
                    | FloatKind::F80
                    | FloatKind::F128
            )
        )
}

/// Whether `ty` is a vector LLVM has: a one-dimensional builtin vector of
/// integers, floats or pointers (MLIR's `isCompatibleVectorType`).
pub(crate) fn is_compatible_vector_type(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, element, .. } => {
            shape.len() == 1
                && (matches!(
                    ctx.type_kind(*element),
                    TypeKind::Integer {
                        signedness: Signedness::Signless,
                        ..
                    }
                ) || is_compatible_float_type(ctx, *element)
                    || LLVMPointerType::isa(ctx, *element))
        }
        _ => false,
    }
}

/// Whether `ty` is a scalable vector (MLIR's `isScalableVectorType`).
pub(crate) fn is_scalable_vector_type(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// Whether `ty` may stand outside another LLVM type: an LLVM dialect type,
/// a signless integer, an LLVM float or vector (MLIR's
/// `isCompatibleOuterType`).
pub(crate) fn is_compatible_outer_type(ctx: &Context, ty: Type) -> bool {
    is_llvm_dialect_type(ctx, ty)
        || matches!(
            ctx.type_kind(ty),
            TypeKind::Integer {
                signedness: Signedness::Signless,
                ..
            }
        )
        || is_compatible_float_type(ctx, ty)
        || is_compatible_vector_type(ctx, ty)
}

/// Whether `ty` and every type inside it is one LLVM IR has (MLIR's
/// `isCompatibleType`): where [`is_compatible_outer_type`] looks at the
/// outside only, this also reads struct bodies, array and vector elements,
/// function signatures and target extension parameters.
pub(crate) fn is_compatible_type(ctx: &Context, ty: Type) -> bool {
    compatible_within(ctx, ty, &mut Vec::new())
}

/// [`is_compatible_type`] with the types already being checked, taken as
/// compatible so that an identified struct may name itself.
fn compatible_within(ctx: &Context, ty: Type, seen: &mut Vec<Type>) -> bool {
    if seen.contains(&ty) {
        return true;
    }
    seen.push(ty);
    let mut all = |types: &[Type]| types.iter().all(|&t| compatible_within(ctx, t, seen));
    let compatible = if let Some(st) = LLVMStructType::try_from(ctx, ty) {
        all(st.elements(ctx))
    } else if let Some(function) = LLVMFunctionType::try_from(ctx, ty) {
        all(&[function.return_type(ctx)]) && all(function.params(ctx))
    } else if let Some(array) = LLVMArrayType::try_from(ctx, ty) {
        all(&[array.element_type(ctx)])
    } else if let Some(ext) = LLVMTargetExtType::try_from(ctx, ty) {
        all(ext.type_params(ctx))
    } else if let TypeKind::Vector { shape, element, .. } = ctx.type_kind(ty) {
        shape.len() == 1 && all(&[*element])
    } else {
        is_compatible_outer_type(ctx, ty)
    };
    if !compatible {
        seen.retain(|&t| t != ty);
    }
    compatible
}

/// Whether `ty` is one of this dialect's types.
fn is_llvm_dialect_type(ctx: &Context, ty: Type) -> bool {
    LLVMPointerType::isa(ctx, ty)
        || LLVMStructType::isa(ctx, ty)
        || LLVMArrayType::isa(ctx, ty)
        || LLVMFunctionType::isa(ctx, ty)
        || LLVMTargetExtType::isa(ctx, ty)
        || LLVMVoidType::isa(ctx, ty)
        || LLVMTokenType::isa(ctx, ty)
        || LLVMLabelType::isa(ctx, ty)
        || LLVMMetadataType::isa(ctx, ty)
        || LLVMPPCFP128Type::isa(ctx, ty)
        || LLVMX86AMXType::isa(ctx, ty)
}

/// Whether a value of type `ty` can be loaded or stored: a compatible
/// type that is neither void, a function, a label, metadata, a token nor
/// a target type without memory operations (MLIR's `isLoadableType`).
pub(crate) fn is_loadable_type(ctx: &Context, ty: Type) -> bool {
    is_compatible_outer_type(ctx, ty)
        && !LLVMVoidType::isa(ctx, ty)
        && !LLVMFunctionType::isa(ctx, ty)
        && !LLVMLabelType::isa(ctx, ty)
        && !LLVMMetadataType::isa(ctx, ty)
        && !LLVMTokenType::isa(ctx, ty)
        && LLVMTargetExtType::try_from(ctx, ty).is_none_or(|t| target_ext_supports_mem_ops(ctx, t))
}

/// Whether values of a target extension type may be loaded and stored
/// (MLIR's `LLVMTargetExtType::supportsMemOps`): the `spirv.` and `aarch64.`
/// types may, as LLVM's target type info says.
pub(crate) fn target_ext_supports_mem_ops(ctx: &Context, ty: LLVMTargetExtType) -> bool {
    let name = ty.ext_type_name(ctx);
    name.starts_with("spirv.") || name.starts_with("aarch64.")
}

/// Whether a type may be an element of a struct or an array (MLIR's
/// `isValidElementType` of both).
pub(crate) fn is_valid_element_type(ctx: &Context, ty: Type) -> bool {
    !LLVMVoidType::isa(ctx, ty)
        && !LLVMLabelType::isa(ctx, ty)
        && !LLVMMetadataType::isa(ctx, ty)
        && !LLVMFunctionType::isa(ctx, ty)
        && !LLVMTokenType::isa(ctx, ty)
        && !LLVMX86AMXType::isa(ctx, ty)
}

/// The size in bytes of a pointer element type, rounded up from its bits:
/// builtin integers have theirs; without a data layout, other types have
/// none (0).
pub(crate) fn size_in_bytes(
    ctx: &Context,
    ty: Type,
    data_layout: Option<ods_runtime::Attribute>,
) -> u32 {
    let _ = data_layout;
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => width.div_ceil(8),
        _ => 0,
    }
}

/// The keyword of a type inside another LLVM type, when it drops its
/// `!llvm.` prefix there.
fn pretty_keyword(ctx: &Context, ty: Type) -> Option<&'static str> {
    if !is_llvm_dialect_type(ctx, ty) {
        return None;
    }
    let keyword = if LLVMPointerType::isa(ctx, ty) {
        LLVMPointerType::MNEMONIC
    } else if LLVMStructType::isa(ctx, ty) {
        LLVMStructType::MNEMONIC
    } else if LLVMArrayType::isa(ctx, ty) {
        LLVMArrayType::MNEMONIC
    } else if LLVMFunctionType::isa(ctx, ty) {
        LLVMFunctionType::MNEMONIC
    } else if LLVMTargetExtType::isa(ctx, ty) {
        LLVMTargetExtType::MNEMONIC
    } else if LLVMVoidType::isa(ctx, ty) {
        LLVMVoidType::MNEMONIC
    } else if LLVMTokenType::isa(ctx, ty) {
        LLVMTokenType::MNEMONIC
    } else if LLVMLabelType::isa(ctx, ty) {
        LLVMLabelType::MNEMONIC
    } else if LLVMMetadataType::isa(ctx, ty) {
        LLVMMetadataType::MNEMONIC
    } else if LLVMPPCFP128Type::isa(ctx, ty) {
        LLVMPPCFP128Type::MNEMONIC
    } else {
        LLVMX86AMXType::MNEMONIC
    };
    Some(keyword)
}

/// A type inside another LLVM type: any type in full, else an LLVM type's
/// keyword and body without the `!llvm.` prefix (MLIR's
/// `parsePrettyLLVMType`).
pub(crate) fn parse_pretty_llvm_type(
    p: &mut AsmParser<'_, '_>,
    ty: &mut Option<Type>,
) -> PResult<()> {
    *ty = Some(dispatch_parse(p, true)?);
    Ok(())
}

/// An LLVM type inside another, printed without its prefix (MLIR's
/// `printPrettyLLVMType`).
pub(crate) fn print_pretty_llvm_type(p: &mut AsmPrinter<'_>, ty: Type) {
    let ctx = p.ctx();
    let Some(keyword) = pretty_keyword(ctx, ty) else {
        p.print_type(ty);
        return;
    };
    let _ = keyword;
    p.print_stripped_type(ty);
}

/// MLIR's `dispatchParse`: a full type when one starts here (allowed only
/// inside another LLVM type), else the keyword of an LLVM type and its
/// body.
pub(crate) fn dispatch_parse(p: &mut AsmParser<'_, '_>, allow_any: bool) -> PResult<Type> {
    let at = p.current_location();
    if let Some(ty) = p.parse_optional_type()? {
        if !allow_any {
            return Err(p.emit_error(at, "unexpected type, expected keyword"));
        }
        return Ok(ty);
    }
    let keyword = p.parse_keyword_ident()?;
    let ty = match keyword.as_str() {
        LLVMStructType::MNEMONIC => LLVMStructType::parse_body(p)?.ty(),
        LLVMPointerType::MNEMONIC => LLVMPointerType::parse_body(p)?.ty(),
        LLVMArrayType::MNEMONIC => LLVMArrayType::parse_body(p)?.ty(),
        LLVMFunctionType::MNEMONIC => LLVMFunctionType::parse_body(p)?.ty(),
        LLVMTargetExtType::MNEMONIC => LLVMTargetExtType::parse_body(p)?.ty(),
        LLVMVoidType::MNEMONIC => LLVMVoidType::get(p.ctx()).ty(),
        LLVMTokenType::MNEMONIC => LLVMTokenType::get(p.ctx()).ty(),
        LLVMLabelType::MNEMONIC => LLVMLabelType::get(p.ctx()).ty(),
        LLVMMetadataType::MNEMONIC => LLVMMetadataType::get(p.ctx()).ty(),
        LLVMPPCFP128Type::MNEMONIC => LLVMPPCFP128Type::get(p.ctx()).ty(),
        LLVMX86AMXType::MNEMONIC => LLVMX86AMXType::get(p.ctx()).ty(),
        _ => return Err(p.emit_error(at, format!("unknown LLVM type: {keyword}"))),
    };
    Ok(ty)
}

/// The dialect's own type parser: an LLVM type after `!llvm.` (MLIR's
/// `LLVMDialect::parseType`).
pub(crate) fn parse_llvm_type(p: &mut AsmParser<'_, '_>) -> PResult<Type> {
    let at = p.current_location();
    let ty = dispatch_parse(p, false)?;
    if !is_compatible_outer_type(p.ctx(), ty) {
        return Err(p.emit_error(at, "unexpected type, expected keyword"));
    }
    Ok(ty)
}

/// `(params, ...)` of `!llvm.func`, the parenthesis already read: the
/// parameter types, `...` last when variadic (MLIR's
/// `parseFunctionTypes`).
pub(crate) fn parse_function_types(
    p: &mut AsmParser<'_, '_>,
    params: &mut Option<Vec<Type>>,
    var_arg: &mut Option<bool>,
) -> PResult<()> {
    let mut types = Vec::new();
    let mut variadic = false;
    if !p.parse_optional_rparen() {
        loop {
            if p.parse_optional_ellipsis() {
                variadic = true;
                break;
            }
            types.push(dispatch_parse(p, true)?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
    }
    *params = Some(types);
    *var_arg = Some(variadic);
    Ok(())
}

/// The parameters of `!llvm.func` and its closing parenthesis.
pub(crate) fn print_function_types(p: &mut AsmPrinter<'_>, params: &[Type], var_arg: bool) {
    for (i, &ty) in params.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        print_pretty_llvm_type(p, ty);
    }
    if var_arg {
        if !params.is_empty() {
            p.write(", ");
        }
        p.write("...");
    }
    p.write(")");
}

/// The type parameters, then the integer parameters, of `!llvm.target`
/// (MLIR's `parseExtTypeParams`): types first, integers after.
pub(crate) fn parse_ext_type_params(
    p: &mut AsmParser<'_, '_>,
    type_params: &mut Option<Vec<Type>>,
    int_params: &mut Option<Vec<u32>>,
) -> PResult<()> {
    let (mut types, mut ints) = (Vec::new(), Vec::new());
    loop {
        let at = p.current_location();
        if let Some(value) = p.parse_optional_integer::<u32>()? {
            ints.push(value);
        } else if !ints.is_empty() {
            return Err(p.emit_error(
                at,
                "failed to parse parameter list for target extension type",
            ));
        } else {
            types.push(p.parse_type()?);
        }
        if !p.parse_optional_comma() {
            break;
        }
    }
    *type_params = Some(types);
    *int_params = Some(ints);
    Ok(())
}

/// The parameters of `!llvm.target`, types then integers.
pub(crate) fn print_ext_type_params(
    p: &mut AsmPrinter<'_>,
    type_params: &[Type],
    int_params: &[u32],
) {
    let mut first = true;
    for &ty in type_params {
        if !first {
            p.write(", ");
        }
        first = false;
        p.print_type(ty);
    }
    for value in int_params {
        if !first {
            p.write(", ");
        }
        first = false;
        p.write(&value.to_string());
    }
}
