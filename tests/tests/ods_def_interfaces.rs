//! Attribute and type interfaces through the generated API
//! (`fixtures/ods/def_interfaces.td`): the handle found at run time
//! (`SizedTypeInterface::try_from`), a required method, a default and its
//! override, a static method, the interfaces as constraints of an op, and
//! an interface attached to a type from outside its definition.

use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::ods::def::Def;
use ods_runtime::{Context, IntegerType, Type};
use ods_tests::def_interfaces::di::{
    BitsType, BytesType, DescribedAttr, DiDialect, NoteAttr, OpaqueType, SizedTypeInterface,
    SizedTypeInterfaceConcept, SizedTypeInterfaceImpl,
};

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    DiDialect::register(&mut ctx);
    ctx
}

#[test]
fn type_interface_methods_dispatch_to_each_definition() {
    let mut ctx = context();
    let bits: Type = BitsType::get(&mut ctx, 12).into();
    let bytes: Type = BytesType::get(&mut ctx, 3).into();
    let sized = SizedTypeInterface::try_from(&ctx, bits).expect("bits are sized");
    assert_eq!(sized.ty(), bits);
    assert_eq!(sized.get_bit_size(&ctx), 12);
    // The default rounds up; `bytes` overrides it.
    assert_eq!(sized.get_byte_size(&ctx), 2);
    let sized = SizedTypeInterface::try_from(&ctx, bytes).expect("bytes are sized");
    assert_eq!(
        (sized.get_bit_size(&ctx), sized.get_byte_size(&ctx)),
        (24, 3)
    );
    assert_eq!(sized.max_bit_size(&ctx), 1 << 16);
    // A definition without it, and a builtin type.
    let opaque: Type = OpaqueType::get(&mut ctx).into();
    assert!(SizedTypeInterface::try_from(&ctx, opaque).is_none());
    let i32_ = IntegerType::get(&mut ctx, 32, ods_runtime::Signedness::Signless).into();
    assert!(SizedTypeInterface::try_from(&ctx, i32_).is_none());
}

#[test]
fn attribute_interface_methods_dispatch() {
    let mut ctx = context();
    let note = NoteAttr::get(&mut ctx, "hi".into()).into();
    let described = DescribedAttr::try_from(&ctx, note).expect("a note describes itself");
    assert_eq!(described.describe(&ctx), "a note: hi");
    let unit = ods_runtime::ods::convert::unit_attr(&mut ctx);
    assert!(DescribedAttr::try_from(&ctx, unit).is_none());
}

#[test]
fn interfaces_constrain_operands_and_attributes() {
    let ok = r#"%x = "xx.arg"() : () -> !di.bits<8>
"di.store"(%x) <{note = #di.note<"hi">}> : (!di.bits<8>) -> ()
"#;
    ods_runtime::parse_and_verify(&mut context(), ok, "ok.mlir").unwrap();
    let bad_type = ok.replace("!di.bits<8>", "i32");
    let err = ods_runtime::parse_and_verify(&mut context(), &bad_type, "bad.mlir").unwrap_err();
    assert!(
        err.to_string()
            .contains("operand #0 must be SizedTypeInterface instance, but got 'i32'"),
        "{err}"
    );
    // An attribute of another kind in the properties does not convert to
    // the interface's class (MLIR's `setPropertiesFromAttr`).
    let bad_attr = ok.replace("#di.note<\"hi\">", "1 : i64");
    let err = ods_runtime::parse_and_verify(&mut context(), &bad_attr, "bad.mlir").unwrap_err();
    assert!(
        err.to_string()
            .contains("Invalid attribute `note` in property conversion: 1 : i64"),
        "{err}"
    );
}

/// An external model: `OpaqueType` gets a size from this crate, through a
/// handle of its own for the same definition (Rust's orphan rule keeps
/// another crate from implementing the trait on `OpaqueType` itself).
#[derive(Clone, Copy)]
struct SizedOpaque(Type);

impl Def for SizedOpaque {
    type Value = Type;
    type Storage = <OpaqueType as Def>::Storage;
    fn from_value_unchecked(value: Type) -> Self {
        SizedOpaque(value)
    }
    fn value(self) -> Type {
        self.0
    }
}

impl SizedTypeInterfaceImpl for SizedOpaque {
    fn get_bit_size(self, _: &Context) -> u64 {
        64
    }
}

static SIZED_OPAQUE: SizedTypeInterfaceConcept = SizedTypeInterfaceConcept::of::<SizedOpaque>();

#[test]
fn an_external_model_attaches_a_type_interface() {
    let mut ctx = context();
    let opaque: Type = OpaqueType::get(&mut ctx).into();
    assert!(SizedTypeInterface::try_from(&ctx, opaque).is_none());
    ctx.attach_def_interface::<SizedOpaque, _>(&SIZED_OPAQUE);
    let sized = SizedTypeInterface::try_from(&ctx, opaque).expect("attached");
    assert_eq!(
        (sized.get_bit_size(&ctx), sized.get_byte_size(&ctx)),
        (64, 8)
    );
    // And the constraint sees it.
    let text = r#"%x = "xx.arg"() : () -> !di.opaque
"di.store"(%x) <{note = #di.note<"x">}> : (!di.opaque) -> ()
"#;
    ods_runtime::parse_and_verify(&mut ctx, text, "ok.mlir").unwrap();
}

#[test]
fn the_printer_asks_the_asm_interfaces() {
    // An attribute's own `getAlias` (level 0 asks for none), a type's
    // mnemonic alias (`genMnemonicAlias`, `getAlias`'s default), and the
    // names the type suggests for results and entry block arguments.
    let src = r#"%0 = "xx.a"() {a = #di.aliased<1>, b = #di.aliased<0>} : () -> !di.named<"val">
%1:2 = "xx.b"() : () -> (!di.named<"pair">, !di.named<"pair">)
%2:2 = "xx.c"() : () -> (!di.named<"pair">, i32)
"xx.r"() ({
^bb0(%arg0: !di.named<"in">, %arg1: i32):
  "xx.t"() : () -> ()
}) : () -> ()
"#;
    let mut ctx = context();
    let module = ods_runtime::parse_source(&mut ctx, src, "t.mlir").unwrap();
    let text = print_top_level(&ctx, module, PrintOptions::default()).unwrap();
    // Type aliases print before attribute aliases; `%arg0` counts only
    // the arguments left unnamed.
    let expected = r#"!named = !di.named<"val">
!named1 = !di.named<"pair">
!named2 = !di.named<"in">
#level1_ = #di.aliased<1>
module {
  %val = "xx.a"() {a = #level1_, b = #di.aliased<0>} : () -> !named
  %pair, %pair_0 = "xx.b"() : () -> (!named1, !named1)
  %0:2 = "xx.c"() : () -> (!named1, i32)
  "xx.r"() ({
  ^bb0(%in: !named2, %arg0: i32):
    "xx.t"() : () -> ()
  }) : () -> ()
}

"#;
    assert_eq!(text, expected);
}
