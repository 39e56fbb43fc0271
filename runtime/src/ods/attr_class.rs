//! MLIR's builtin attribute classes by their C++ names (`::mlir::IntegerAttr`,
//! ...), as the prelude records an attribute constraint's storage class:
//! a generated op parser reads such an attribute as MLIR's
//! `parseCustomAttributeWithFallback<Class>` does, with `invalid kind of
//! attribute specified` for another class.

use crate::asm::printer::type_to_string;
use crate::context::Context;
use crate::ir::{AttrKind, Attribute, FloatKind, Signedness, Type, TypeKind};

/// Whether `class` names one of MLIR's builtin attribute classes
/// (`::mlir::IntegerAttr`), which [`is_instance`] knows; a dialect's
/// (`::mlir::ub::PoisonAttrInterface`) is not one.
pub fn is_builtin_class(class: &str) -> bool {
    class
        .strip_prefix("::mlir::")
        .is_some_and(|name| !name.contains("::"))
}

/// Whether `attr` is an instance of the builtin attribute class named
/// `class` (MLIR's `isa<Class>`); `true` for `::mlir::Attribute` and for a
/// class not known here, which a parser does not check.
pub fn is_instance(ctx: &Context, attr: Attribute, class: &str) -> bool {
    let Some(name) = class.strip_prefix("::mlir::") else {
        return true;
    };
    let kind = ctx.attr_kind(attr);
    let element_is = |ty, prefix: &str| {
        let (TypeKind::RankedTensor { element, .. } | TypeKind::Vector { element, .. }) =
            ctx.type_kind(ty)
        else {
            return false;
        };
        match ctx.type_kind(*element) {
            TypeKind::Integer { .. } | TypeKind::Index => prefix == "Int",
            TypeKind::Float(_) => prefix == "FP",
            _ => false,
        }
    };
    match name {
        "IntegerAttr" => matches!(kind, AttrKind::Integer { .. }),
        "BoolAttr" => matches!(kind, AttrKind::Integer { ty, .. }
            if matches!(ctx.type_kind(*ty), TypeKind::Integer { width: 1, signedness }
                if *signedness == crate::Signedness::Signless)),
        "FloatAttr" => matches!(kind, AttrKind::Float { .. }),
        "StringAttr" => matches!(kind, AttrKind::String { .. }),
        "ArrayAttr" => matches!(kind, AttrKind::Array(_)),
        "DictionaryAttr" => matches!(kind, AttrKind::Dictionary(_)),
        "TypeAttr" => matches!(kind, AttrKind::Type(_)),
        "UnitAttr" => matches!(kind, AttrKind::Unit),
        "SymbolRefAttr" => matches!(kind, AttrKind::SymbolRef { .. }),
        "FlatSymbolRefAttr" => {
            matches!(kind, AttrKind::SymbolRef { nested, .. } if nested.is_empty())
        }
        "AffineMapAttr" => matches!(kind, AttrKind::AffineMap { .. }),
        "IntegerSetAttr" => matches!(kind, AttrKind::IntegerSet { .. }),
        "StridedLayoutAttr" => matches!(kind, AttrKind::StridedLayout { .. }),
        "OpaqueAttr" => matches!(kind, AttrKind::Opaque { .. }),
        "SparseElementsAttr" => matches!(kind, AttrKind::Sparse { .. }),
        "DenseResourceElementsAttr" => matches!(kind, AttrKind::DenseResource { .. }),
        "DenseElementsAttr" | "DenseIntOrFPElementsAttr" | "DenseStringElementsAttr" => {
            matches!(kind, AttrKind::DenseElements { .. })
        }
        "DenseIntElementsAttr" => {
            matches!(kind, AttrKind::DenseElements { ty, .. } if element_is(*ty, "Int"))
        }
        "DenseFPElementsAttr" => {
            matches!(kind, AttrKind::DenseElements { ty, .. } if element_is(*ty, "FP"))
        }
        "ElementsAttr" => matches!(
            kind,
            AttrKind::DenseElements { .. }
                | AttrKind::DenseResource { .. }
                | AttrKind::Sparse { .. }
        ),
        "DenseArrayAttr" => matches!(kind, AttrKind::DenseArray { .. }),
        // The builtin attributes with a type, and a dialect's that implement
        // the interface.
        "TypedAttr" => {
            crate::ods::pred::attr_type(ctx, attr).is_some()
                || crate::interfaces::prelude::mlir::TypedAttr::try_from(ctx, attr).is_some()
        }
        _ => match name
            .strip_prefix("Dense")
            .and_then(|n| n.strip_suffix("ArrayAttr"))
        {
            // `DenseI32ArrayAttr` and the others: the element type too.
            Some(element) => matches!(kind, AttrKind::DenseArray { element: e, .. }
                if type_to_string(ctx, *e) == element.to_lowercase().replace("bool", "i1")),
            None => true,
        },
    }
}

/// Whether `class` is a typed dense array class (`DenseI32ArrayAttr`),
/// which a custom format writes as its body.
pub fn is_dense_array_class(class: &str) -> bool {
    let name = class.trim_start_matches("::").trim_start_matches("mlir::");
    let element = name
        .strip_prefix("Dense")
        .and_then(|n| n.strip_suffix("ArrayAttr"));
    matches!(
        element,
        Some("Bool" | "I8" | "I16" | "I32" | "I64" | "F32" | "F64")
    )
}

/// The element type of a typed dense array class (`DenseI32ArrayAttr` is
/// `i32`, `DenseBoolArrayAttr` `i1`, `DenseF64ArrayAttr` `f64`).
pub fn dense_array_element(ctx: &mut Context, class: &str) -> Option<Type> {
    let name = class.trim_start_matches("::").trim_start_matches("mlir::");
    let element = name.strip_prefix("Dense")?.strip_suffix("ArrayAttr")?;
    Some(match element {
        "Bool" => ctx.ty(TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless,
        }),
        "I8" | "I16" | "I32" | "I64" => ctx.ty(TypeKind::Integer {
            width: element[1..].parse().ok()?,
            signedness: Signedness::Signless,
        }),
        "F32" => ctx.ty(TypeKind::Float(FloatKind::F32)),
        "F64" => ctx.ty(TypeKind::Float(FloatKind::F64)),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_dense_arrays_name_their_element_type() {
        let mut ctx = Context::new();
        for (class, element) in [
            ("::mlir::DenseI32ArrayAttr", "i32"),
            ("DenseBoolArrayAttr", "i1"),
            ("::mlir::DenseF64ArrayAttr", "f64"),
        ] {
            let t = dense_array_element(&mut ctx, class).unwrap();
            assert_eq!(type_to_string(&ctx, t), element);
        }
        assert_eq!(
            dense_array_element(&mut ctx, "::mlir::DenseArrayAttr"),
            None
        );
        assert_eq!(dense_array_element(&mut ctx, "::mlir::ArrayAttr"), None);
        assert!(is_dense_array_class("::mlir::DenseI64ArrayAttr"));
        assert!(!is_dense_array_class("::mlir::DenseArrayAttr"));
    }

    #[test]
    fn typed_attrs_are_the_attributes_with_a_type() {
        let mut ctx = Context::new();
        let mut attr = |text: &str| {
            crate::asm::Parser::new(&mut ctx, text, "attr")
                .parse_attribute(None)
                .unwrap()
        };
        let typed = [
            attr("1 : i8"),
            attr("2.0"),
            attr("dense<1> : tensor<2xi32>"),
            attr("\"s\""),
        ];
        let untyped = [
            attr("bf16"),
            attr("[1]"),
            attr("unit"),
            attr("@s"),
            attr("array<i32: 1>"),
        ];
        for a in typed {
            assert!(is_instance(&ctx, a, "::mlir::TypedAttr"));
        }
        for a in untyped {
            assert!(!is_instance(&ctx, a, "::mlir::TypedAttr"));
        }
    }
}
