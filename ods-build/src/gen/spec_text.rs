//! The op's `SPEC` constant (an `ods_spec::OpSpec`, what the verifier
//! checks, as data) written as formatted text ([`super::text_layout`]): it
//! is a literal of calls on names, strings and constants, the same for
//! every op but for those. A test holds it equal to what prettyplease
//! prints.

use super::op_cx::OpCx;
use super::text_layout::{Arg, Call, Item, INDENT};
use ods_spec::model::{Arity, ConstraintId, ValueDef};
use std::fmt::Write as _;

/// An `OpSpec` literal: each field and its value.
pub struct Spec {
    /// The lists (`operands`, `results`, ...) and the optional segment
    /// attribute names, in the order of the struct's fields.
    fields: Vec<(&'static str, Field)>,
}

enum Field {
    /// `field: &[...]`.
    List(Call),
    /// A string literal, if any.
    Name(Option<String>),
}

impl Spec {
    /// The `SPEC` of `cx`'s op.
    pub fn new(cx: &OpCx<'_>) -> Spec {
        let op = cx.op;
        let check = |id: ConstraintId| match cx.constraints.function(id) {
            Some(f) => Arg::Call(Call::new("Some(", vec![Arg::word(f.to_string())], ")")),
            None => Arg::word("None".to_string()),
        };
        let summary = |id: ConstraintId| string(&cx.model.constraints.get(id).summary);
        let value = |v: &ValueDef| {
            let arity = match &v.arity {
                Arity::Single => Arg::word("ods_spec::Arity::Single".to_string()),
                Arity::Optional => Arg::word("ods_spec::Arity::Optional".to_string()),
                Arity::Variadic => Arg::word("ods_spec::Arity::Variadic".to_string()),
                Arity::VariadicOfVariadic { segment_attr } => Arg::Call(Call::new(
                    "ods_spec::Arity::VariadicOfVariadic(",
                    vec![string(&v.name), string(segment_attr)],
                    ")",
                )),
            };
            let args = vec![arity, check(v.constraint), summary(v.constraint)];
            Call::new("ods_spec::ValueSpec::new(", args, ")")
        };
        let attributes = op.attributes.iter().map(|a| {
            let required = Arg::word(a.is_required().to_string());
            let args = vec![
                string(&a.name),
                required,
                check(a.constraint),
                summary(a.constraint),
            ];
            Call::new("ods_spec::AttrSpec::new(", args, ")")
        });
        let entity = |name: &str, variadic: bool, id| {
            let args = vec![
                string(name),
                Arg::word(variadic.to_string()),
                check(id),
                summary(id),
            ];
            Call::new("ods_spec::EntitySpec::new(", args, ")")
        };
        let regions = op
            .regions
            .iter()
            .map(|r| entity(&r.name, r.variadic, r.constraint));
        let successors = (op.successors.iter()).map(|s| entity(&s.name, s.variadic, s.constraint));
        let name = |s: Option<&str>| Field::Name(s.map(string_text));
        let list = |field: &str, calls: Vec<Call>| {
            let elements = calls.into_iter().map(Arg::Call).collect();
            Field::List(Call::new(&format!("{field}: &["), elements, "]"))
        };
        Spec {
            fields: vec![
                (
                    "operands",
                    list("operands", op.operands.iter().map(value).collect()),
                ),
                ("operand_segments", name(cx.operand_segment_attr())),
                (
                    "results",
                    list("results", op.results.iter().map(value).collect()),
                ),
                ("result_segments", name(cx.result_segment_attr())),
                ("attributes", list("attributes", attributes.collect())),
                ("regions", list("regions", regions.collect())),
                ("successors", list("successors", successors.collect())),
            ],
        }
    }
}

impl Item for Spec {
    fn write(&self, out: &mut String, depth: usize) {
        let pad = INDENT.repeat(depth + 1);
        let _ = write!(
            out,
            "{pad}/// What the verifier checks, as data.\n\
             {pad}pub const SPEC: ods_spec::OpSpec = ods_spec::OpSpec {{\n"
        );
        for (field, value) in &self.fields {
            match value {
                Field::List(list) => list.write(out, depth + 2, ","),
                Field::Name(name) => {
                    let value = name
                        .as_ref()
                        .map_or("None".to_string(), |n| format!("Some({n})"));
                    let _ = writeln!(out, "{pad}{INDENT}{field}: {value},");
                }
            }
        }
        let _ = writeln!(out, "{pad}}};");
    }
}

/// `value` as a Rust string literal, escaped as in tokens.
fn string_text(value: &str) -> String {
    proc_macro2::Literal::string(value).to_string()
}

fn string(value: &str) -> Arg {
    Arg::word(string_text(value))
}

#[cfg(test)]
mod tests {
    use super::super::text_layout::{self, Item};
    use super::super::{constraints::ConstraintFns, op_cx::OpCx};
    use ods_spec::model::Model;
    use ods_spec::tablegen::Loader;
    use std::path::Path;

    const OPS: &str = r#"
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
def T_EmptyOp : Op<T_Dialect, "empty">;
def T_ShortOp : Op<T_Dialect, "short"> {
  let arguments = (ins I32:$a, Optional<AnyType>:$b, I32Attr:$attr,
                   OptionalAttr<StrAttr>:$name);
  let results = (outs Variadic<AnyType>:$r);
  let regions = (region AnyRegion:$body);
  let successors = (successor AnySuccessor:$dest);
}
def T_SegmentsOp : Op<T_Dialect, "segments", [AttrSizedOperandSegments,
    AttrSizedResultSegments]> {
  let arguments = (ins Variadic<AnyType>:$xs, Variadic<AnyType>:$a_rather_long_operand_name);
  let results = (outs Variadic<AnyType>:$ys, Variadic<AnyType>:$zs);
  let regions = (region SizedRegion<1>:$a_region_with_a_long_name, VariadicRegion<AnyRegion>:$more);
  let successors = (successor VariadicSuccessor<AnySuccessor>:$dests);
}
def T_VovOp : Op<T_Dialect, "vov"> {
  let arguments = (ins VariadicOfVariadic<AnyType, "segment_sizes_with_a_long_name">:$groups_of_values,
                   DenseI32ArrayAttr:$segment_sizes_with_a_long_name);
}
"#;

    #[test]
    fn the_text_is_as_prettyplease_prints_it() {
        let loader = Loader {
            prelude: true,
            ..Loader::default()
        };
        let keeper = loader.load_str(Path::new("t.td"), OPS.into()).unwrap();
        let model = Model::build(&keeper).unwrap();
        let fns = ConstraintFns::new(&model, &Default::default());
        assert_eq!(model.ops.len(), 4);
        for op in &model.ops {
            let cx = OpCx::new(&model, op, &fns);
            for depth in 0..6 {
                let mut text = String::new();
                for d in 0..depth {
                    text.push_str(&format!("{}mod m {{\n", "    ".repeat(d)));
                }
                text.push_str(&format!("{}impl X {{\n", "    ".repeat(depth)));
                let items: Vec<Box<dyn Item>> = vec![Box::new(super::Spec::new(&cx))];
                text_layout::splice(&mut text, text_layout::PLACEHOLDER, &items, depth);
                for d in (0..=depth).rev() {
                    text.push_str(&format!("{}}}\n", "    ".repeat(d)));
                }
                let file = syn::parse_file(&text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
                assert_eq!(prettyplease::unparse(&file), text);
            }
        }
    }
}
