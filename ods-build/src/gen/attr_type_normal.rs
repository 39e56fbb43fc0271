//! `Storage::normalized` of a def's storage: MLIR stores an
//! `OptionalParameter` of a plain C++ value (`"uint64_t"`, `"bool"`, an
//! enum) as that value, `T()` when absent, so `offsetInBits = 0` is the
//! attribute without it. The storage holds such a parameter as an `Option`
//! and makes a present `T()` absent, so that the context uniques, and the
//! printer elides, as MLIR does ([`ods_runtime::ods::cpp_default`]).

use ods_spec::model::cpp_types::rust_type_of_cpp;
use ods_spec::model::{AttrOrTypeDef, Model, Parameter};
use proc_macro2::TokenStream;
use quote::quote;

/// The Rust types whose C++ `T()` a user can write: 0, `false`, `""`.
const WRITABLE_DEFAULTS: &[&str] = &[
    "i8",
    "i16",
    "i32",
    "i64",
    "u8",
    "u16",
    "u32",
    "u64",
    "usize",
    "isize",
    "f32",
    "f64",
    "bool",
    "::std::string::String",
];

/// Whether `p` is a plain optional value whose C++ `T()` a user can write:
/// a scalar, a string, or an enum of the model (its 0).
fn absent_at_default(model: &Model, p: &Parameter) -> bool {
    let Some(cpp) = &p.plain_optional else {
        return false;
    };
    let class = cpp.rsplit("::").next().unwrap_or(cpp).trim();
    WRITABLE_DEFAULTS.contains(&rust_type_of_cpp(cpp).as_str())
        || model.enums.iter().any(|e| e.class_name == class)
}

/// `fn normalized` of the `Storage` impl of `def`'s storage; nothing when
/// no parameter can hold its C++ default.
pub fn normalized_fn(model: &Model, def: &AttrOrTypeDef) -> TokenStream {
    let ids: Vec<syn::Ident> = def
        .parameters
        .iter()
        .filter(|p| absent_at_default(model, p))
        .map(|p| super::code::ident(&p.name))
        .collect();
    if ids.is_empty() {
        return TokenStream::new();
    }
    let is_default = quote!(::ods_runtime::ods::cpp_default::is_present_default);
    quote! {
        fn normalized(&self) -> Option<Self> {
            if #(!#is_default(&self.#ids))&&* {
                return None;
            }
            let mut normal = self.clone();
            #(
                if #is_default(&normal.#ids) {
                    normal.#ids = None;
                }
            )*
            Some(normal)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ods_spec::tablegen::Loader;
    use std::path::Path;

    /// The fields `normalized` clears, of the only def of `body`.
    fn normalized_fields(body: &str) -> Vec<String> {
        let header = r#"include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
def My_Dialect : Dialect { let name = "my"; let cppNamespace = "::my"; }
def My_Kind : I32Enum<"Kind", "a kind", [I32EnumCase<"a", 0>]> {
  let cppNamespace = "::my";
}
"#;
        let loader = Loader {
            prelude: true,
            ..Loader::default()
        };
        let keeper = loader
            .load_str(Path::new("defs.td"), format!("{header}{body}"))
            .unwrap_or_else(|f| panic!("{}", f.render()));
        let model =
            Model::build(&keeper).unwrap_or_else(|d| panic!("{}", d.render(&keeper.sources)));
        let def = model.attr_defs.first().unwrap();
        def.parameters
            .iter()
            .filter(|p| absent_at_default(&model, p))
            .map(|p| p.name.clone())
            .collect()
    }

    #[test]
    fn plain_values_with_a_writable_default_are_normalized() {
        let fields = normalized_fields(
            r#"def My_A : AttrDef<My_Dialect, "A"> {
  let mnemonic = "a";
  let parameters = (ins OptionalParameter<"uint64_t">:$size,
                        OptionalParameter<"bool">:$on,
                        OptionalParameter<"Kind">:$kind,
                        OptionalParameter<"std::optional<unsigned>">:$maybe,
                        OptionalParameter<"::mlir::Type">:$type,
                        DefaultValuedParameter<"int", "3">:$lanes,
                        "unsigned":$width);
  let assemblyFormat = "`<` struct(params) `>`";
}"#,
        );
        assert_eq!(fields, ["size", "on", "kind"]);
    }
}
