//! `fixtures/ods/def_interfaces.td`, with the Rust of its attribute and
//! type interface methods.

include!(concat!(env!("OUT_DIR"), "/def_interfaces.rs"));

use di::*;
use ods_runtime::Context;

impl SizedTypeInterfaceImpl for BitsType {
    fn get_bit_size(self, ctx: &Context) -> u64 {
        self.width(ctx)
    }
}

/// `DeclareTypeInterfaceMethods<..., ["getByteSize"]>`: the required
/// method and the listed one.
impl BytesTypeSizedTypeInterface for BytesType {
    fn get_bit_size(self, ctx: &Context) -> u64 {
        self.count(ctx) * 8
    }
    fn get_byte_size(self, ctx: &Context) -> u64 {
        self.count(ctx)
    }
}

impl DescribedAttrImpl for NoteAttr {
    fn describe(self, ctx: &Context) -> String {
        format!("a note: {}", self.text(ctx))
    }
}

/// `getAlias` in Rust: a final alias, numbered by the printer when two
/// values share it.
impl AliasedAttrOpAsmAttrInterface for AliasedAttr {
    fn get_alias(self, ctx: &Context) -> Option<ods_runtime::registry::AliasResult> {
        let level = self.level(ctx);
        (level > 0).then(|| ods_runtime::registry::AliasResult::Final(format!("level{level}_")))
    }
}

/// `getAsmName`: values of a named type take its label.
impl NamedTypeOpAsmTypeInterface for NamedType {
    fn get_asm_name(self, ctx: &Context, set_name: ods_runtime::registry::SetNameFn<'_>) {
        set_name(self.label(ctx));
    }
}
