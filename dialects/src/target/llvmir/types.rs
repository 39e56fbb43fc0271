//! LLVM IR types as the translation meets them (MLIR's `TypeToLLVM.cpp`):
//! each MLIR type of the `llvm` dialect or builtin type LLVM has becomes
//! an [`IrType`], which prints as LLVM's `AsmWriter` writes it and knows
//! its size and alignments in LLVM's default data layout.

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

    /// The size in bits of a scalar or vector (LLVM's
    /// `getTypeSizeInBits`); that of an aggregate is its allocation size,
    /// and types without a size have none (0).
    fn bits(&self) -> u64 {
        match self {
            IrType::Int(w) => u64::from(*w),
            IrType::Float(k) => u64::from(ods_runtime::ir::float::bit_width(*k)),
            IrType::PpcFp128 => 128,
            IrType::Ptr(_) => 64,
            IrType::Vector { len, element, .. } => len.saturating_mul(element.bits()),
            IrType::Struct { .. } | IrType::Array(..) => self.alloc_size().saturating_mul(8),
            _ => 0,
        }
    }

    /// The bytes a value takes in memory, padding included (LLVM's
    /// `getTypeAllocSize` in the default data layout).
    pub(crate) fn alloc_size(&self) -> u64 {
        match self {
            IrType::Struct {
                elements, packed, ..
            } => {
                let (size, align) = struct_layout(elements, *packed);
                round_up(size, align)
            }
            IrType::Array(n, e) => n.saturating_mul(e.alloc_size()),
            _ => round_up(self.bits().div_ceil(8), self.abi_align()),
        }
    }

    /// The offset of a struct's field `index`.
    pub(crate) fn field_offset(elements: &[IrType], packed: bool, index: usize) -> u64 {
        let align = if packed {
            1
        } else {
            elements[index].abi_align()
        };
        round_up(struct_layout(&elements[..index], packed).0, align)
    }

    /// The ABI alignment in the default data layout (`i64:32:64`,
    /// `f64:64`, vectors by their size).
    pub(crate) fn abi_align(&self) -> u64 {
        self.align(false)
    }

    /// The preferred alignment (what `alloca` takes when not told).
    pub(crate) fn pref_align(&self) -> u64 {
        self.align(true)
    }

    fn align(&self, preferred: bool) -> u64 {
        match self {
            IrType::Int(w) => match w {
                0..=8 => 1,
                9..=16 => 2,
                17..=32 => 4,
                _ if preferred => 8,
                _ => 4,
            },
            IrType::Float(FloatKind::F80 | FloatKind::F128) | IrType::PpcFp128 => 16,
            IrType::Float(_) => self.bits().div_ceil(8),
            IrType::Ptr(_) => 8,
            IrType::Vector { .. } => (self.bits().div_ceil(8).checked_next_power_of_two())
                .unwrap_or(1)
                .max(1),
            IrType::Array(_, e) => e.align(preferred),
            IrType::Struct {
                elements, packed, ..
            } => {
                let layout = if *packed {
                    1
                } else {
                    struct_layout(elements, false).1
                };
                if preferred {
                    layout.max(8)
                } else {
                    layout
                }
            }
            _ => 1,
        }
    }
}

/// `value` rounded up to a multiple of `align`, at most `u64::MAX` (a
/// type may claim more bytes than there are).
fn round_up(value: u64, align: u64) -> u64 {
    value.checked_next_multiple_of(align).unwrap_or(u64::MAX)
}

/// The unpadded size of a struct's fields and its alignment.
fn struct_layout(elements: &[IrType], packed: bool) -> (u64, u64) {
    let mut size = 0u64;
    let mut align = 1u64;
    for e in elements {
        let a = if packed { 1 } else { e.abi_align() };
        size = round_up(size, a).saturating_add(e.alloc_size());
        align = align.max(a);
    }
    (size, align)
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
