//! LLVM IR types as the translation meets them (MLIR's `TypeToLLVM.cpp`):
//! each MLIR type of the `llvm` dialect or builtin type LLVM has becomes
//! an [`IrType`], which prints as LLVM's `AsmWriter` writes it (its size
//! and alignments are the [`layout`](super::layout)'s).

use crate::llvm::*;
use ods_runtime::{Context, FloatKind, Signedness, Type, TypeKind};
use std::fmt;

/// An LLVM IR type.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum IrType {
    Void,
    /// `iN`.
    Int(u32),
    /// A float type by its format.
    Float(FloatKind),
    /// `ppc_fp128`.
    PpcFp128,
    /// `ptr`, `ptr addrspace(N)`.
    Ptr(u32),
    /// `{ a, b }`, `<{ a, b }>` when packed; `%name` when identified (an
    /// opaque one has no elements).
    Struct {
        name: Option<String>,
        elements: Vec<IrType>,
        packed: bool,
        opaque: bool,
    },
    /// `target("name", types..., ints...)`.
    Target {
        name: String,
        types: Vec<IrType>,
        ints: Vec<u32>,
    },
    /// `[N x T]`.
    Array(u64, Box<IrType>),
    /// `<N x T>`, `<vscale x N x T>`.
    Vector {
        len: u64,
        scalable: bool,
        element: Box<IrType>,
    },
    /// `ret (params, ...)`.
    Function {
        result: Box<IrType>,
        params: Vec<IrType>,
        variadic: bool,
    },
    /// `label`, `metadata`, `token`, `x86_amx`: printed by keyword.
    Keyword(&'static str),
}

impl IrType {
    /// The LLVM type of an MLIR type, or the reason there is none.
    pub(crate) fn of(ctx: &Context, ty: Type) -> Result<IrType, String> {
        if let Some(p) = LLVMPointerType::try_from(ctx, ty) {
            return Ok(IrType::Ptr(p.address_space(ctx)));
        }
        if let Some(s) = LLVMStructType::try_from(ctx, ty) {
            let elements = s
                .elements(ctx)
                .iter()
                .map(|&e| IrType::of(ctx, e))
                .collect::<Result<_, _>>()?;
            return Ok(IrType::Struct {
                name: s.identifier(ctx).map(str::to_string),
                elements,
                packed: s.is_packed(ctx),
                opaque: s.is_opaque(ctx),
            });
        }
        if let Some(t) = LLVMTargetExtType::try_from(ctx, ty) {
            let types = t
                .type_params(ctx)
                .iter()
                .map(|&p| IrType::of(ctx, p))
                .collect::<Result<_, _>>()?;
            return Ok(IrType::Target {
                name: t.ext_type_name(ctx).to_string(),
                types,
                ints: t.int_params(ctx).to_vec(),
            });
        }
        if let Some(a) = LLVMArrayType::try_from(ctx, ty) {
            let element = IrType::of(ctx, a.element_type(ctx))?;
            return Ok(IrType::Array(a.num_elements(ctx), Box::new(element)));
        }
        if let Some(f) = LLVMFunctionType::try_from(ctx, ty) {
            let params = f
                .params(ctx)
                .iter()
                .map(|&p| IrType::of(ctx, p))
                .collect::<Result<_, _>>()?;
            return Ok(IrType::Function {
                result: Box::new(IrType::of(ctx, f.return_type(ctx))?),
                params,
                variadic: f.var_arg(ctx),
            });
        }
        let keyword = [
            (LLVMVoidType::isa(ctx, ty), "void"),
            (LLVMLabelType::isa(ctx, ty), "label"),
            (LLVMMetadataType::isa(ctx, ty), "metadata"),
            (LLVMTokenType::isa(ctx, ty), "token"),
            (LLVMX86AMXType::isa(ctx, ty), "x86_amx"),
        ];
        if let Some(&(_, keyword)) = keyword.iter().find(|(is, _)| *is) {
            return Ok(if keyword == "void" {
                IrType::Void
            } else {
                IrType::Keyword(keyword)
            });
        }
        if LLVMPPCFP128Type::isa(ctx, ty) {
            return Ok(IrType::PpcFp128);
        }
        match ctx.type_kind(ty) {
            TypeKind::Integer {
                width,
                signedness: Signedness::Signless,
            } => Ok(IrType::Int(*width)),
            TypeKind::Float(
                kind @ (FloatKind::BF16
                | FloatKind::F16
                | FloatKind::F32
                | FloatKind::F64
                | FloatKind::F80
                | FloatKind::F128),
            ) => Ok(IrType::Float(*kind)),
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } if shape.len() == 1 => Ok(IrType::Vector {
                len: u64::try_from(shape[0]).unwrap_or(0),
                scalable: scalable[0],
                element: Box::new(IrType::of(ctx, *element)?),
            }),
            _ => Err(format!(
                "cannot be converted to LLVM IR: type {} has no LLVM equivalent",
                ods_runtime::ods::op::type_text(ctx, ty)
            )),
        }
    }

    /// The element types an aggregate holds, each at its index.
    pub(crate) fn element(&self, index: u64) -> Option<&IrType> {
        match self {
            IrType::Struct { elements, .. } => elements.get(usize::try_from(index).ok()?),
            IrType::Array(_, e) | IrType::Vector { element: e, .. } => Some(e),
            _ => None,
        }
    }

    /// How many elements an aggregate holds.
    pub(crate) fn len(&self) -> u64 {
        match self {
            IrType::Struct { elements, .. } => elements.len() as u64,
            IrType::Array(n, _) | IrType::Vector { len: n, .. } => *n,
            _ => 0,
        }
    }
}

/// `{ a, b }`, `<{ a, b }>` when packed, `{}` when empty.
fn struct_body(elements: &[IrType], packed: bool) -> String {
    let (open, close) = if packed { ("<{", "}>") } else { ("{", "}") };
    if elements.is_empty() {
        format!("{open}{close}")
    } else {
        format!("{open} {} {close}", comma_list(elements))
    }
}

/// A name as LLVM writes it after `%` or `@`: as is when made of letters,
/// digits and `-$._` and not starting with a digit, else quoted.
pub(crate) fn llvm_name(name: &str) -> String {
    let simple = !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-$._".contains(c));
    if simple {
        name.to_string()
    } else {
        format!("\"{}\"", super::constants::escape(name.as_bytes()))
    }
}

/// The identified structs `ty` holds (itself first, then inside its
/// elements), each once, in the order LLVM's `TypeFinder` meets them.
pub(crate) fn find_named(ty: &IrType, found: &mut Vec<IrType>) {
    if let IrType::Struct { name: Some(_), .. } = ty {
        if found.contains(ty) {
            return;
        }
        found.push(ty.clone());
    }
    match ty {
        IrType::Struct { elements, .. } => elements.iter().for_each(|e| find_named(e, found)),
        IrType::Array(_, e) | IrType::Vector { element: e, .. } => find_named(e, found),
        IrType::Function { result, params, .. } => {
            find_named(result, found);
            params.iter().for_each(|p| find_named(p, found));
        }
        IrType::Target { types, .. } => types.iter().for_each(|t| find_named(t, found)),
        _ => {}
    }
}

/// `%name = type { ... }` of an identified struct, `type opaque` for one
/// without a body.
pub(crate) fn definition(ty: &IrType) -> String {
    match ty {
        IrType::Struct {
            name: Some(_),
            elements,
            packed,
            opaque,
        } => {
            let body = if *opaque {
                "opaque".to_string()
            } else {
                struct_body(elements, *packed)
            };
            format!("{ty} = type {body}")
        }
        _ => String::new(),
    }
}

/// A list of types, `, ` between two.
pub(crate) fn comma_list<T: fmt::Display>(items: &[T]) -> String {
    items
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for IrType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IrType::Void => f.write_str("void"),
            IrType::Int(w) => write!(f, "i{w}"),
            IrType::Float(kind) => f.write_str(match kind {
                FloatKind::BF16 => "bfloat",
                FloatKind::F16 => "half",
                FloatKind::F32 => "float",
                FloatKind::F64 => "double",
                FloatKind::F80 => "x86_fp80",
                _ => "fp128",
            }),
            IrType::PpcFp128 => f.write_str("ppc_fp128"),
            IrType::Ptr(0) => f.write_str("ptr"),
            IrType::Ptr(space) => write!(f, "ptr addrspace({space})"),
            IrType::Struct { name: Some(n), .. } => write!(f, "%{}", llvm_name(n)),
            IrType::Struct {
                elements, packed, ..
            } => f.write_str(&struct_body(elements, *packed)),
            IrType::Target { name, types, ints } => {
                write!(
                    f,
                    "target(\"{}\"",
                    super::constants::escape(name.as_bytes())
                )?;
                for t in types {
                    write!(f, ", {t}")?;
                }
                for i in ints {
                    write!(f, ", {i}")?;
                }
                f.write_str(")")
            }
            IrType::Array(n, e) => write!(f, "[{n} x {e}]"),
            IrType::Vector {
                len,
                scalable,
                element,
            } => {
                let vscale = if *scalable { "vscale x " } else { "" };
                write!(f, "<{vscale}{len} x {element}>")
            }
            IrType::Function {
                result,
                params,
                variadic,
            } => {
                write!(f, "{result} (")?;
                f.write_str(&comma_list(params))?;
                match (*variadic, params.is_empty()) {
                    (true, true) => f.write_str("...")?,
                    (true, false) => f.write_str(", ...")?,
                    _ => {}
                }
                f.write_str(")")
            }
            IrType::Keyword(k) => f.write_str(k),
        }
    }
}
