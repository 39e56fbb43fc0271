//! The op declarative assembly format: formats parse into the expected
//! tree with every type resolved, and bad formats give `mlir-tblgen`'s
//! messages at their place in the `.td` file.

use ods_spec::model::op_format::{
    CustomArg, Element, OiClause, OpFormat, TypeArg, TypeResolution, TypeSource, Var,
};
use ods_spec::model::Model;
use ods_spec::tablegen::Loader;
use std::path::Path;

const HEADER: &str = r#"include "mlir/IR/OpBase.td"
include "mlir/IR/Properties.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m, list<Trait> traits = []> : Op<T_Dialect, m, traits>;
"#;

fn build(body: &str) -> Result<Model, String> {
    let loader = Loader {
        prelude: true,
        ..Loader::default()
    };
    let keeper = loader
        .load_str(Path::new("ops.td"), format!("{HEADER}{body}"))
        .map_err(|f| f.render())?;
    Model::build(&keeper).map_err(|d| d.render(&keeper.sources))
}

fn format_of(body: &str) -> OpFormat {
    let model = build(body).unwrap();
    model.ops[0].format.clone().expect("the op has a format")
}

/// The first line of the error, and the caret's column on the third.
fn error_of(body: &str) -> (String, usize) {
    let rendered = build(body).expect_err("the format is invalid");
    let mut lines = rendered.lines();
    let first = lines.next().unwrap().to_string();
    lines.next();
    let caret = lines.next().unwrap().find('^').unwrap();
    (first, caret)
}

fn var(var: Var) -> Element {
    Element::Variable {
        var,
        qualified: false,
    }
}

#[test]
fn binary_op_with_same_types_resolves_every_type_from_one() {
    let f = format_of(
        r#"def A : T_Op<"add", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$res);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($res)";
}"#,
    );
    assert_eq!(
        f.elements,
        vec![
            var(Var::Operand(0)),
            Element::Literal(",".into()),
            var(Var::Operand(1)),
            Element::AttrDict {
                with_keyword: false
            },
            Element::Literal(":".into()),
            Element::Type {
                arg: TypeArg::Result(0),
                qualified: false
            },
        ]
    );
    let from_res = TypeResolution::FromVariable {
        source: TypeSource::Result(0),
        transformer: None,
        ranged: false,
    };
    assert_eq!(f.operand_types, vec![from_res.clone(), from_res]);
    assert_eq!(f.result_types, vec![TypeResolution::Printed]);
}

#[test]
fn buildable_types_match_with_and_inference() {
    let f = format_of(
        r#"def A : T_Op<"cmp", [TypesMatchWith<"same", "lhs", "rhs", "$_self">,
                           DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs, I32:$n);
  let results = (outs AnyType:$res);
  let assemblyFormat = "$lhs $rhs $n attr-dict `:` type($lhs)";
}"#,
    );
    let TypeResolution::FromVariable {
        source: TypeSource::Operand(0),
        transformer: Some(transformer),
        ranged: false,
    } = &f.operand_types[1]
    else {
        panic!("rhs from lhs: {:?}", f.operand_types[1]);
    };
    assert_eq!(transformer.text, "$_self");
    assert!(matches!(f.operand_types[2], TypeResolution::Buildable(_)));
    assert_eq!(f.result_types, vec![TypeResolution::Inferred]);
}

#[test]
fn shaped_type_gives_the_types_of_its_elements() {
    // As MLIR's format generator: the variadic elements' types come from
    // the printed shaped type, operands or results.
    let from = format_of(
        r#"def A : T_Op<"from", [ShapedTypeMatchesElementCountAndTypes<"dest", "elements">]> {
  let arguments = (ins Variadic<AnyType>:$elements);
  let results = (outs AnyVectorOfAnyRank:$dest);
  let assemblyFormat = "$elements attr-dict `:` type($dest)";
}"#,
    );
    let TypeResolution::FromVariable {
        source: TypeSource::Result(0),
        transformer: Some(t),
        ranged: true,
    } = &from.operand_types[0]
    else {
        panic!("{:?}", from.operand_types);
    };
    assert!(t.text.contains("shaped_element_types"), "{}", t.text);
    let to = format_of(
        r#"def A : T_Op<"to", [ShapedTypeMatchesElementCountAndTypes<"source", "elements">]> {
  let arguments = (ins AnyVectorOfAnyRank:$source);
  let results = (outs Variadic<AnyType>:$elements);
  let assemblyFormat = "$source attr-dict `:` type($source)";
}"#,
    );
    assert!(matches!(
        to.result_types[0],
        TypeResolution::FromVariable {
            source: TypeSource::Operand(0),
            ranged: true,
            ..
        }
    ));
}

#[test]
fn directives_custom_oilist_and_optional_groups() {
    let f = format_of(
        r#"def A : T_Op<"all", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$args, Optional<AnyType>:$opt,
                       OptionalAttr<StrAttr>:$label, UnitAttr:$flag, UnitProp:$p);
  let results = (outs Variadic<AnyType>:$res);
  let regions = (region AnyRegion:$body);
  let assemblyFormat = [{
    (`flag` $flag^)? oilist(`label` $label | `with` $p)
    custom<Args>($args, type($args), ref($flag), "x\"y") ` `
    (`opt` $opt^ `:` type($opt)) : (`none`)? `\n`
    type(results) attr-dict-with-keyword $body
  }];
}"#,
    );
    let Element::Optional(g) = &f.elements[0] else {
        panic!("{:?}", f.elements[0])
    };
    assert_eq!((g.anchor, g.inverted, g.then_parse_start), (1, false, 0));
    assert_eq!(
        f.elements[1],
        Element::OiList(vec![
            OiClause {
                keyword: "label".into(),
                elements: vec![var(Var::Attr(0))]
            },
            OiClause {
                keyword: "with".into(),
                elements: vec![var(Var::Prop(0))]
            },
        ])
    );
    assert_eq!(
        f.elements[2],
        Element::Custom {
            name: "Args".into(),
            args: vec![
                CustomArg::Element(var(Var::Operand(0))),
                CustomArg::Element(Element::Type {
                    arg: TypeArg::Operand(0),
                    qualified: false
                }),
                CustomArg::Ref(var(Var::Attr(1))),
                CustomArg::String("x\"y".into()),
            ]
        }
    );
    assert_eq!(f.elements[3], Element::Whitespace(" ".into()));
    let Element::Optional(g) = &f.elements[4] else {
        panic!()
    };
    assert_eq!(g.otherwise, vec![Element::Literal("none".into())]);
    assert_eq!(f.elements[5], Element::Whitespace("\\n".into()));
    assert_eq!(
        f.elements[6],
        Element::Type {
            arg: TypeArg::Results,
            qualified: false
        }
    );
    assert!(!f.all_operand_types && f.all_result_types && !f.all_operands);
    assert_eq!(f.used_attributes, vec![1, 0]);
    assert_eq!(f.used_properties, vec![0]);
    let f = format_of(
        r#"def B : T_Op<"call"> {
  let arguments = (ins Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$res);
  let assemblyFormat = "`(` $args `)` attr-dict `:` functional-type($args, $res)";
}"#,
    );
    assert_eq!(
        f.elements[5],
        Element::FunctionalType {
            inputs: TypeArg::Operand(0),
            results: TypeArg::Result(0)
        }
    );
    assert!(f
        .operand_types
        .iter()
        .all(|t| *t == TypeResolution::Printed));
}

#[test]
fn operands_regions_successors_and_prop_dict() {
    let f = format_of(
        r#"def A : T_Op<"br", [Terminator]> {
  let arguments = (ins Variadic<AnyType>:$args);
  let regions = (region AnyRegion:$r);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "operands `:` qualified(type(operands)) regions successors prop-dict attr-dict";
}"#,
    );
    assert_eq!(
        &f.elements[..5],
        &[
            Element::Operands,
            Element::Literal(":".into()),
            Element::Type {
                arg: TypeArg::Operands,
                qualified: true
            },
            Element::Regions,
            Element::Successors,
        ]
    );
    assert!(f.has_prop_dict && f.all_operands);
}

/// Each bad format with `mlir-tblgen`'s message and the column it points
/// at (in `let assemblyFormat = "..."` on line 7, text from column 25).
#[test]
fn bad_formats_give_mlir_tblgen_messages_at_their_place() {
    let cases: &[(&str, &str, usize)] = &[
        ("$x type($x)", "'attr-dict' directive not found in custom assembly format", 25),
        ("$x $x attr-dict", "operand 'x' is already bound", 28),
        ("$x $n $n attr-dict", "attribute 'n' is already bound", 31),
        ("$x attr-dict", "type of operand #0, named 'x', is not buildable and a buildable type cannot be inferred", 25),
        ("attr-dict type($x)", "operand #0, named 'x', not found", 25),
        ("$x type($x) type($x) attr-dict", "'type' of 'x' is already bound", 37),
        ("$x type($x) $y attr-dict", "expected variable to refer to an argument, region, result, or successor", 37),
        ("$x type($x) (`a`)? attr-dict", "optional group has no anchor element", 37),
        ("$x type($x) ($x^)? attr-dict", "operand 'x' is already bound", 38),
        ("$x type($x) (`a` $n^)? attr-dict", "only optional or default-valued attributes can be used to anchor an optional group", 37),
        ("$x type($x) (`a`^ $o)? attr-dict", "only variables and types can be used to anchor an optional group", 37),
        ("$x type($x) (type($o) $o^)? attr-dict", "first parsable element of an optional group must be a literal, variable, or custom directive", 37),
        ("$x type($x) custom<F>(attr-dict operands) attr-dict", "expected ')' after custom directive parameters", 57),
        ("$x type($x) custom<F>(regions) attr-dict", "only variables and types may be used as parameters to a custom directive", 37),
        ("$x type($x) attr-dict attr-dict", "'attr-dict' directive has already been seen", 47),
        ("$x type($x) `%` attr-dict", "expected valid literal but got '%': single character literal must be a letter or one of '_:,=<>()[]{}?+-*'", 37),
        ("$x type($x) type($n) attr-dict", "attributes cannot be used as children to a `type` directive", 42),
        ("$x type($x) type($r) type(results) attr-dict", "'results' 'type' is already bound", 46),
        ("$x type($x) $r attr-dict", "result variables can can only be used as a child to a 'type' directive", 37),
        ("$x type($x) ref($x) attr-dict", "'ref' is only valid within a `custom` directive", 37),
        ("$x type($x) $n `:` attr-dict", "format ambiguity caused by `:` literal found after attribute `n` which does not have a buildable type", 25),
    ];
    for &(format, message, column) in cases {
        let body = format!(
            r#"def A : T_Op<"a"> {{
  let arguments = (ins AnyType:$x, AnyAttr:$n, Optional<AnyType>:$o);
  let results = (outs I32:$r);
  let assemblyFormat = "{format}";
}}"#
        );
        let (first, caret) = error_of(&body);
        assert_eq!(
            first,
            format!("ops.td:9:{column}: error: {message}"),
            "format {format}"
        );
        assert_eq!(caret + 1, column, "format {format}");
    }
}

#[test]
fn custom_assembly_format_flag_is_recorded() {
    let model = build(r#"def A : T_Op<"a"> { let hasCustomAssemblyFormat = 1; }"#).unwrap();
    assert!(model.ops[0].has_custom_assembly_format && model.ops[0].format.is_none());
}
