//! C++ type spellings of MLIR's manuals mapped to Rust, so that parameter
//! and builder types written for `mlir-tblgen` keep working:
//! `"unsigned"` is `u32`, `"::llvm::ArrayRef<int64_t>"` is `Vec<i64>`.
//! A Rust type passes through unchanged.

/// The Rust type for a type string written as C++ or Rust.
///
/// Scalars map to Rust's (`int`/`int32_t` to `i32`, `unsigned`/`uint32_t`
/// to `u32`, `int64_t` to `i64`, `size_t` to `usize`, `double` to `f64`,
/// `float` to `f32`, `bool`, `char` to `i8`); `StringRef`/`std::string` to
/// `String`; `Type`/`Attribute`/`Value` (with or without `::mlir::`) to
/// the `ods_runtime` handles, as are the builtin memref type classes
/// (`MemRefType`, `BaseMemRefType`, `UnrankedMemRefType`); `APInt` to `ods_runtime::BigInt` and `APFloat`
/// to `f64`; `ArrayRef<T>`/`SmallVector<T, N>`/`std::vector<T>` to `Vec<T>`
/// and `std::optional<T>` to `Option<T>`, mapping `T` likewise;
/// `ValueRange`/`TypeRange`/`BlockRange` to `Vec<Value>`/`Vec<Type>`/
/// `Vec<BlockId>` and `Block *` to `BlockId`. `const`
/// and a trailing `&` are dropped. Anything else (a Rust path, generics
/// included) is returned as written, its generic arguments mapped.
///
/// ```
/// use ods_spec::model::cpp_types::rust_type_of_cpp;
/// assert_eq!(rust_type_of_cpp("unsigned"), "u32");
/// assert_eq!(rust_type_of_cpp("::llvm::ArrayRef<int64_t>"), "::std::vec::Vec<i64>");
/// assert_eq!(rust_type_of_cpp("Vec<u8>"), "Vec<u8>");
/// ```
pub fn rust_type_of_cpp(cpp: &str) -> String {
    let ty = cpp.trim();
    let ty = ty.strip_prefix("const ").unwrap_or(ty).trim();
    let ty = ty.strip_suffix('&').map(str::trim_end).unwrap_or(ty);
    // Rust references and slices, as accessor types are written.
    if let Some(inner) = ty.strip_prefix("&[").and_then(|t| t.strip_suffix(']')) {
        return format!("&[{}]", rust_type_of_cpp(inner));
    }
    if let Some(inner) = ty.strip_prefix('&') {
        return format!("&{}", rust_type_of_cpp(inner));
    }
    // A block is a handle: `Block *` is the runtime's `BlockId`.
    if let Some(pointee) = ty.strip_suffix('*') {
        if strip_namespaces(pointee) == "Block" {
            return "::ods_runtime::BlockId".into();
        }
    }
    let (head, args) = split_generic(ty);
    let bare = strip_namespaces(head);
    let first_arg = || args.first().map(|a| rust_type_of_cpp(a));
    match bare {
        "ArrayRef" | "SmallVector" | "vector" | "SmallVectorImpl" if !args.is_empty() => {
            format!("::std::vec::Vec<{}>", first_arg().unwrap_or_default())
        }
        "optional" | "Optional" if !args.is_empty() => {
            format!("::std::option::Option<{}>", first_arg().unwrap_or_default())
        }
        _ if args.is_empty() => scalar(head).unwrap_or(head).to_string(),
        _ => {
            let args: Vec<String> = args.iter().map(|a| rust_type_of_cpp(a)).collect();
            format!("{head}<{}>", args.join(", "))
        }
    }
}

/// Whether the table above gives `cpp` its Rust type: a scalar or handle
/// it knows (`unsigned`, `bool`, `Value`), or a container of such
/// (`ArrayRef<int64_t>`); not a type it passes through as written
/// (`OpBuilder &`, `ArrayRef<OpFoldResult>`).
///
/// ```
/// use ods_spec::model::cpp_types::is_mapped;
/// assert!(is_mapped("bool") && is_mapped("unsigned"));
/// assert!(!is_mapped("OpBuilder &"));
/// ```
pub fn is_mapped(cpp: &str) -> bool {
    let ty = cpp.trim();
    let ty = ty.strip_prefix("const ").unwrap_or(ty).trim();
    let ty = ty.strip_suffix('&').map(str::trim_end).unwrap_or(ty);
    if ty
        .strip_suffix('*')
        .is_some_and(|p| strip_namespaces(p) == "Block")
    {
        return true;
    }
    let (head, args) = split_generic(ty);
    match (strip_namespaces(head), args.as_slice()) {
        ("ArrayRef" | "SmallVector" | "vector" | "SmallVectorImpl", [elem, ..])
        | ("optional" | "Optional", [elem]) => is_mapped(elem),
        (_, []) => scalar(head).is_some(),
        _ => false,
    }
}

/// The type an accessor of a value of Rust type `rust` returns: `&str` for
/// a `String`, `&[T]` for a `Vec<T>`, `Option<&str>`/`Option<&[T]>` inside
/// an `Option`, the type itself for `Copy` scalars and runtime handles, and
/// `&T` otherwise.
pub fn accessor_type_of(rust: &str) -> String {
    let ty = rust.trim();
    let (head, args) = split_generic(ty);
    let last = head.rsplit("::").next().unwrap_or(head);
    match (last, args.as_slice()) {
        ("String", []) => "&str".into(),
        ("Vec", [elem]) => format!("&[{elem}]"),
        ("Option", [inner]) => {
            let inner = accessor_type_of(inner);
            format!("::std::option::Option<{inner}>")
        }
        _ if is_copy(ty) => ty.to_string(),
        _ => format!("&{ty}"),
    }
}

/// Whether values of `rust` are known to be `Copy` (scalars and the
/// runtime's handles); other types are read by reference.
pub fn is_copy(rust: &str) -> bool {
    const COPY: &[&str] = &[
        "i8",
        "i16",
        "i32",
        "i64",
        "i128",
        "isize",
        "u8",
        "u16",
        "u32",
        "u64",
        "u128",
        "usize",
        "f32",
        "f64",
        "bool",
        "char",
        "::ods_runtime::Type",
        "::ods_runtime::Attribute",
        "::ods_runtime::Value",
    ];
    COPY.contains(&rust.trim())
}

fn scalar(cpp: &str) -> Option<&'static str> {
    Some(match strip_namespaces(cpp) {
        "int" | "int32_t" | "signed" => "i32",
        "unsigned" | "unsigned int" | "uint32_t" => "u32",
        "int64_t" | "long" | "long long" => "i64",
        "uint64_t" | "unsigned long" | "unsigned long long" => "u64",
        "int16_t" | "short" => "i16",
        "uint16_t" | "unsigned short" => "u16",
        "int8_t" | "char" | "signed char" => "i8",
        "uint8_t" | "unsigned char" => "u8",
        "size_t" => "usize",
        "intptr_t" | "ptrdiff_t" => "isize",
        "double" => "f64",
        "float" => "f32",
        "bool" => "bool",
        "StringRef" | "string" => "::std::string::String",
        "Type" => "::ods_runtime::Type",
        "Attribute" => "::ods_runtime::Attribute",
        "Value" => "::ods_runtime::Value",
        // Builtin memref type classes are `Type` handles in Rust.
        "MemRefType" | "BaseMemRefType" | "UnrankedMemRefType" => "::ods_runtime::Type",
        "APInt" | "APSInt" => "::ods_runtime::BigInt",
        "APFloat" => "f64",
        // The ranges builders take: slices of the handles.
        "ValueRange" => "::std::vec::Vec<::ods_runtime::Value>",
        "TypeRange" => "::std::vec::Vec<::ods_runtime::Type>",
        "BlockRange" => "::std::vec::Vec<::ods_runtime::BlockId>",
        _ => return None,
    })
}

/// `a::b::C` without its C++ namespaces (`llvm`, `mlir`, `std`), so that
/// `::llvm::StringRef` and `StringRef` read alike; other paths (a Rust
/// path, a user's namespace) are kept.
fn strip_namespaces(path: &str) -> &str {
    let mut p = path.trim().trim_start_matches("::");
    for ns in ["llvm::", "mlir::", "std::"] {
        if let Some(rest) = p.strip_prefix(ns) {
            p = rest;
        }
    }
    p
}

/// `head<a, b<c>>` split into `head` and its top-level arguments.
fn split_generic(ty: &str) -> (&str, Vec<&str>) {
    let (Some(open), true) = (ty.find('<'), ty.ends_with('>')) else {
        return (ty, Vec::new());
    };
    let inner = &ty[open + 1..ty.len() - 1];
    let mut args = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                args.push(inner[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    args.push(inner[start..].trim());
    (ty[..open].trim(), args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_and_handles_map_to_rust() {
        for (cpp, rust) in [
            ("unsigned", "u32"),
            ("int", "i32"),
            ("int64_t", "i64"),
            ("::uint32_t", "u32"),
            ("bool", "bool"),
            ("double", "f64"),
            ("float", "f32"),
            ("::llvm::StringRef", "::std::string::String"),
            ("std::string", "::std::string::String"),
            ("Type", "::ods_runtime::Type"),
            ("::mlir::Attribute", "::ods_runtime::Attribute"),
            ("::mlir::Value", "::ods_runtime::Value"),
            ("::mlir::MemRefType", "::ods_runtime::Type"),
            ("const ::mlir::Type &", "::ods_runtime::Type"),
            ("::llvm::APInt", "::ods_runtime::BigInt"),
        ] {
            assert_eq!(rust_type_of_cpp(cpp), rust, "{cpp}");
        }
    }

    #[test]
    fn types_spelled_alike_are_mapped() {
        for cpp in [
            "bool",
            "const bool &",
            "int64_t",
            "::mlir::Value",
            "Block *",
            "ValueRange",
        ] {
            assert!(is_mapped(cpp), "{cpp}");
        }
        for cpp in [
            "std::optional<unsigned>",
            "::llvm::ArrayRef<int64_t>",
            "SmallVector<Type, 4>",
        ] {
            assert!(is_mapped(cpp), "{cpp}");
        }
        for cpp in [
            "function_ref<void(OpBuilder &)>",
            "OpBuilder&",
            "ArrayRef<OpFoldResult>",
            "std::optional<ArrayAttr>",
        ] {
            assert!(!is_mapped(cpp), "{cpp}");
        }
    }

    #[test]
    fn containers_map_their_elements() {
        assert_eq!(
            rust_type_of_cpp("::llvm::ArrayRef<int64_t>"),
            "::std::vec::Vec<i64>"
        );
        assert_eq!(
            rust_type_of_cpp("llvm::SmallVector<Type, 4>"),
            "::std::vec::Vec<::ods_runtime::Type>"
        );
        assert_eq!(
            rust_type_of_cpp("std::optional<unsigned>"),
            "::std::option::Option<u32>"
        );
        assert_eq!(
            rust_type_of_cpp("::mlir::ValueRange"),
            "::std::vec::Vec<::ods_runtime::Value>"
        );
        assert_eq!(
            rust_type_of_cpp("TypeRange"),
            "::std::vec::Vec<::ods_runtime::Type>"
        );
        assert_eq!(
            rust_type_of_cpp("::std::option::Option<int64_t>"),
            "::std::option::Option<i64>"
        );
        assert_eq!(
            rust_type_of_cpp("::std::vec::Vec<::llvm::ArrayRef<int>>"),
            "::std::vec::Vec<::std::vec::Vec<i32>>"
        );
    }

    #[test]
    fn rust_types_pass_through() {
        for ty in ["u8", "crate::Shape", "Vec<u8>", "::std::string::String"] {
            assert_eq!(rust_type_of_cpp(ty), ty);
        }
    }

    #[test]
    fn accessors_borrow_owned_values() {
        assert_eq!(accessor_type_of("::std::string::String"), "&str");
        assert_eq!(accessor_type_of("::std::vec::Vec<i64>"), "&[i64]");
        assert_eq!(accessor_type_of("u32"), "u32");
        assert_eq!(
            accessor_type_of("::ods_runtime::Type"),
            "::ods_runtime::Type"
        );
        assert_eq!(
            accessor_type_of("::std::option::Option<::std::string::String>"),
            "::std::option::Option<&str>"
        );
        assert_eq!(accessor_type_of("crate::Shape"), "&crate::Shape");
        assert_eq!(rust_type_of_cpp("&[int64_t]"), "&[i64]");
    }
}
