//! The model of `AttrDef`/`TypeDef`s and their assembly formats, read from
//! small dialects, and the definition errors with their locations.

use ods_spec::model::attr_type_format::{CustomArg, Element};
use ods_spec::model::{attr_type_def, DefKind, Model};
use ods_spec::tablegen::Loader;
use std::path::Path;

const HEADER: &str = r#"include "mlir/IR/OpBase.td"
def My_Dialect : Dialect {
  let name = "my";
  let cppNamespace = "::my::dialect";
  let useDefaultTypePrinterParser = 1;
}
"#;

fn build(body: &str) -> Result<Model, String> {
    let loader = Loader {
        prelude: true,
        ..Loader::default()
    };
    let text = format!("{HEADER}{body}");
    let keeper = loader
        .load_str(Path::new("defs.td"), text)
        .map_err(|f| f.render())?;
    Model::build(&keeper).map_err(|d| d.render(&keeper.sources))
}

fn error_of(body: &str) -> String {
    build(body).expect_err("the definition is invalid")
}

#[test]
fn reads_parameters_of_each_class() {
    let model = build(
        r#"
def My_Pair : TypeDef<My_Dialect, "Pair"> {
  let summary = "a pair";
  let mnemonic = "pair";
  let parameters = (ins
    "unsigned":$width,
    ArrayRefParameter<"int64_t", "the shape">:$shape,
    StringRefParameter<"a name">:$name,
    OptionalParameter<"int64_t">:$maybe,
    DefaultValuedParameter<"int", "7">:$seven,
    TypeParameter<"::mlir::Type", "element">:$element,
    OptionalArrayRefParameter<"Type">:$extra);
  let assemblyFormat = "`<` $width `,` $shape `,` $name `,` $element (`,` $maybe^)? (`,` $seven^)? (`[` $extra^ `]`)? `>`";
}
"#,
    )
    .unwrap();
    assert!(model.dialects[0].use_default_type_printer_parser);
    let def = &model.type_defs[0];
    assert_eq!(def.kind, DefKind::Type);
    assert_eq!(def.class_name, "PairType");
    assert_eq!(def.namespace, ["my", "dialect"]);
    assert_eq!(def.name.as_deref(), Some("my.pair"));
    let types: Vec<(&str, &str, &str)> = def
        .parameters
        .iter()
        .map(|p| {
            (
                p.name.as_str(),
                p.rust_type.as_str(),
                p.accessor_type.as_str(),
            )
        })
        .collect();
    assert_eq!(
        types,
        [
            ("width", "u32", "u32"),
            ("shape", "::std::vec::Vec<i64>", "&[i64]"),
            ("name", "::std::string::String", "&str"),
            (
                "maybe",
                "::std::option::Option<i64>",
                "::std::option::Option<i64>"
            ),
            ("seven", "i32", "i32"),
            ("element", "::ods_runtime::Type", "::ods_runtime::Type"),
            (
                "extra",
                "::std::vec::Vec<::ods_runtime::Type>",
                "&[::ods_runtime::Type]"
            ),
        ]
    );
    let optional: Vec<bool> = def.parameters.iter().map(|p| p.is_optional()).collect();
    assert_eq!(optional, [false, false, false, true, true, false, true]);
    assert_eq!(def.parameters[1].summary.as_deref(), Some("the shape"));
    assert_eq!(
        def.parameters[4].print_condition().as_deref(),
        Some("!(($_self) == (7))")
    );
    let format = def.format.as_ref().unwrap();
    let Element::Optional(group) = &format.elements[8] else {
        panic!("{:?}", format.elements[8]);
    };
    assert_eq!(group.anchor_params, [3]);
    assert!(!group.inverted);
}

#[test]
fn reads_builders_traits_and_flags() {
    let model = build(
        r#"
def My_Attr : AttrDef<My_Dialect, "Thing", [MutableType]> {
  let mnemonic = "thing";
  let parameters = (ins "int":$a, AttributeSelfTypeParameter<"">:$type);
  let builders = [
    AttrBuilder<(ins "int":$a, CArg<"unsigned", "3">:$b), [{ $_get($_ctxt, a) }]>,
    AttrBuilderWithInferredContext<(ins "Type":$t)>
  ];
  let skipDefaultBuilders = 1;
  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{ fn twice(&self) {} }];
}
"#,
    )
    .unwrap();
    let def = &model.attr_defs[0];
    assert_eq!(def.kind, DefKind::Attr);
    assert_eq!(def.class_name, "ThingAttr");
    assert_eq!(def.name.as_deref(), Some("my.thing"));
    assert!(def.skip_default_builders && def.gen_verify_decl && def.has_custom_assembly_format);
    assert_eq!(def.self_type_parameter(), Some(1));
    assert_eq!(def.builders.len(), 2);
    let b = &def.builders[0];
    assert_eq!(b.params[0].ty.text, "i32");
    assert_eq!(b.params[1].ty.text, "u32");
    assert_eq!(
        b.params[1].default.as_ref().map(|d| d.text.as_str()),
        Some("3")
    );
    assert!(b.body.is_some() && !b.has_inferred_context_param);
    assert!(def.builders[1].has_inferred_context_param && def.builders[1].body.is_none());
    assert_eq!(def.builders[1].params[0].ty.text, "::ods_runtime::Type");
    assert_eq!(def.traits.len(), 1);
    assert!(def.extra_class_declaration.is_some());
}

#[test]
fn defs_are_constraints_of_ops() {
    let model = build(
        r#"
def My_Unit : TypeDef<My_Dialect, "Unit"> { let mnemonic = "unit"; }
def My_Other : TypeDef<My_Dialect, "Other"> { let mnemonic = "other"; }
def My_Flag : AttrDef<My_Dialect, "Flag"> { let mnemonic = "flag"; }
def My_UseOp : Op<My_Dialect, "use"> {
  let arguments = (ins My_Unit:$u, AnyTypeOf<[My_Unit, My_Other]>:$either, My_Flag:$flag);
  let results = (outs My_Other:$r);
}
"#,
    )
    .unwrap();
    let op = &model.ops[0];
    let c = model.constraints.get(op.operands[0].constraint);
    assert_eq!(c.attr_type_def.as_deref(), Some("My_Unit"));
    assert_eq!(c.pred.expr, "($cppClass_My_Unit::isa($_ctxt, $_self))");
    let either = model.constraints.get(op.operands[1].constraint);
    assert_eq!(
        attr_type_def::class_refs(&either.pred.expr),
        ["My_Unit", "My_Other"]
    );
    assert_ne!(op.results[0].constraint, op.operands[0].constraint);
    assert_eq!(
        op.operands[0]
            .builder_call
            .as_ref()
            .map(|c| c.text.as_str()),
        Some("::ods_runtime::Type::from($cppClass_My_Unit::get($_builder))")
    );
    let flag = &op.attributes[0];
    assert_eq!(flag.return_type, "$cppClass_My_Flag");
    let def = model.attr_type_def("My_Flag").unwrap();
    assert_eq!(def.placeholder(), "$cppClass_My_Flag");
}

/// The format of def `My_T` with `params`.
fn format_of(params: &str, format: &str) -> Result<Vec<Element>, String> {
    build(&format!(
        "def My_T : TypeDef<My_Dialect, \"T\"> {{\n  let mnemonic = \"t\";\n  let parameters = (ins {params});\n  let assemblyFormat = \"{format}\";\n}}\n"
    ))
    .map(|m| m.type_defs[0].format.clone().unwrap().elements)
}

#[test]
fn parses_the_manual_examples() {
    // `!my_dialect.pair<42, 24>`
    let els = format_of(r#""int":$a, "int":$b"#, "`<` $a `,` $b `>`").unwrap();
    assert_eq!(els.len(), 5);
    assert_eq!(els[0], Element::Literal("<".into()));
    let els = format_of(r#""int":$a, "int":$b"#, "`<` struct(params) `>`").unwrap();
    assert!(matches!(&els[1], Element::Struct(r) if r.len() == 2));
    let els = format_of(r#""int":$a, "int":$b"#, "`<` params `>`").unwrap();
    assert!(matches!(&els[1], Element::Params(r) if r.len() == 2));
    let els = format_of(
        r#""int":$a, OptionalParameter<"int">:$b"#,
        "`<` $a (`,` $b^)? `>`",
    )
    .unwrap();
    assert!(matches!(&els[2], Element::Optional(g) if g.then_parse_start == 0));
    let els = format_of(r#"OptionalParameter<"int">:$a"#, "(`x`) : (`<` $a^ `>`)?").unwrap();
    assert!(matches!(&els[0], Element::Optional(g) if g.inverted && g.anchor_params == [0]));
    let els = format_of(
        r#""int":$a, "int":$b"#,
        "custom<Foo>($a) custom<Bar>(ref($a), $b, \\\"1\\\")",
    )
    .unwrap();
    let Element::Custom { name, args } = &els[1] else {
        panic!()
    };
    assert_eq!(name, "Bar");
    assert!(matches!(args[0], CustomArg::Ref(p) if p.index == 0));
    assert_eq!(args[2], CustomArg::String("1".into()));
    let els = format_of(r#""Type":$t"#, "`<` qualified($t) ` ` `>`").unwrap();
    assert!(matches!(els[1], Element::Param(p) if p.qualified));
    assert_eq!(els[2], Element::Whitespace(" ".into()));
}

#[test]
fn format_errors_match_mlir_tblgen() {
    let cases = [
        (r#""int":$x, "int":$y"#, "`<` $x `>`", "format is missing reference to parameter: y", 0),
        (r#""int":$x"#, "`<` $z `>`", "My_T has no parameter named 'z'", 4),
        (r#""int":$x"#, "`<` $x $x `>`", "duplicate parameter 'x'", 7),
        (r#""int":$x"#, "`<` $x `%`", "expected valid literal but got '%': single character literal must be a letter or one of '_:,=<>()[]{}?+-*'", 7),
        (r#""int":$x"#, "(`<` $x^ `>`)?", "parameters in an optional group must be optional", 0),
        (r#""int":$x"#, "attr-dict $x", "unsupported directive kind", 0),
        (r#"OptionalParameter<"int">:$x"#, "(`<` $x `>`)?", "optional group has no anchor element", 0),
        (r#""int":$x"#, "custom<F>(`a`)", "literals may only be used in the top-level section of the format", 10),
        (r#""int":$x"#, "$x ref($x)", "`ref` is only allowed inside custom directives", 3),
        (r#""int":$x"#, "custom<F>(ref($x)) $x", "parameter 'x' must be bound before it is referenced", 14),
        (r#""int":$x"#, "$x params", "`params` captures duplicate parameter: x", 3),
        (r#"OptionalParameter<"int">:$x"#, "struct($x) `,`", "`struct` directive with optional parameters cannot be followed by a comma literal", 0),
        (r#"OptionalParameter<"int">:$x"#, "(custom<F>($x)^)?", "first parsable element of an optional group must be a literal or variable", 0),
        (r#""int":$x"#, "$x `abc", "unexpected end of file in literal", 7),
    ];
    for (params, format, message, offset) in cases {
        let err = format_of(params, format).expect_err(format);
        assert!(
            err.contains(&format!("error: {message}")),
            "{format}: {err}"
        );
        // The format string is on line 10, after `  let assemblyFormat = "`.
        let col = 25 + offset;
        assert!(
            err.starts_with(&format!("defs.td:10:{col}:")),
            "{format} at {offset}: {err}"
        );
        assert!(
            err.contains("note: in custom assembly format for this operation"),
            "{err}"
        );
    }
}

#[test]
fn definition_errors_match_mlir_tblgen() {
    let err = error_of(
        r#"def My_A : TypeDef<My_Dialect, "A"> { let mnemonic = "a"; let parameters = (ins "int":$x); let assemblyFormat = "$x"; let hasCustomAssemblyFormat = 1; }"#,
    );
    assert!(err.contains("defs.td:7:5: error: cannot specify both 'assemblyFormat' and 'hasCustomAssemblyFormat'"), "{err}");
    let err = error_of(
        r#"def My_A : TypeDef<My_Dialect, "A"> { let mnemonic = "a"; let parameters = (ins "int":$x); }"#,
    );
    assert!(err.contains("error: must specify either 'assemblyFormat' or 'hasCustomAssemblyFormat' when 'mnemonic' is set"), "{err}");
    let err = error_of(
        r#"def My_A : TypeDef<My_Dialect, "A"> { let mnemonic = "a"; let parameters = (ins "int":$x); let assemblyFormat = "$x"; let genAccessors = 0; }"#,
    );
    assert!(
        err.contains("error: 'assemblyFormat' requires 'genAccessors' to be true"),
        "{err}"
    );
    let err = error_of(
        r#"def My_A : TypeDef<My_Dialect, "A"> { let mnemonic = "a"; let builders = [TypeBuilder<(ins "int")>]; }"#,
    );
    assert!(
        err.contains("error: builder parameters must have a name"),
        "{err}"
    );
    let err = error_of(
        "def My_A : TypeDef<My_Dialect, \"A\"> { let mnemonic = \"a\"; }\ndef My_B : TypeDef<My_Dialect, \"B\"> { let mnemonic = \"a\"; }",
    );
    assert!(
        err.contains("defs.td:8:5: error: type 'my.a' is already defined by 'My_A'"),
        "{err}"
    );
    let err =
        error_of(r#"def My_A : TypeDef<My_Dialect, "A"> { let parameters = (ins "int":$x); }"#);
    assert!(err.contains("could not be fully resolved"), "{err}");
}
