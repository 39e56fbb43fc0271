//! The parts of an op's code that are the same for every op but for its
//! names: its struct with the `Op` impl, and the methods that only forward
//! to the runtime. They are written as formatted text: building their
//! tokens only for syn to parse them and prettyplease to print them again
//! cost a tenth of op generation. A test holds each equal to what
//! prettyplease prints for the same items.

use super::docs;
use super::op_cx::OpCx;
use std::fmt::Write as _;

/// The op's struct, documented, and its `Op` impl.
pub fn header(cx: &OpCx<'_>) -> String {
    let op = cx.op;
    let class = &cx.class;
    let name = string_literal(cx.name());
    let mut out = format!("/// `{}`, defined by `{}`.\n///\n", cx.name(), op.def_name);
    doc_comment(&mut out, &docs::doc_text(&op.summary, &op.description));
    if let Some(note) = &op.cpp_deprecated {
        // The name-value form: prettyplease breaks a long `note = ` list.
        let _ = writeln!(out, "#[deprecated = {}]", string_literal(note));
    }
    if op.class_name.contains('_') {
        out.push_str("#[allow(non_camel_case_types)]\n");
    }
    let _ = write!(
        out,
        "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\n\
         pub struct {class}(OpId);\n\
         {allow}impl ods_op::Op for {class} {{\n    \
             const NAME: &'static str = {name};\n    \
             fn from_id_unchecked(op: OpId) -> Self {{\n        \
                 {class}(op)\n    \
             }}\n    \
             fn id(self) -> OpId {{\n        \
                 self.0\n    \
             }}\n\
         }}\n",
        allow = allow_deprecated(cx),
    );
    out
}

/// The inherent impl of the methods that forward to the runtime: the
/// name, registration and verification.
pub fn forwarding_impl(cx: &OpCx<'_>) -> String {
    format!(
        "{allow}impl {class} {{\n    \
             /// The operation name.\n    \
             pub const OPERATION_NAME: &'static str = {name};\n    \
             /// Registers the op in `ctx`: its traits, inherent attributes and\n    \
             /// hooks. Registering it again does nothing.\n    \
             ///\n    \
             /// # Panics\n    \
             /// When `ctx` holds another definition under the op's name (see\n    \
             /// [`Self::try_register`]).\n    \
             pub fn register(ctx: &mut Context) {{\n        \
                 if let Err(e) = Self::try_register(ctx) {{\n            \
                     panic!(\"{{e}}\");\n        \
                 }}\n    \
             }}\n    \
             /// Checks the op and everything nested in it, as [`ods_runtime::verify::verify`] does.\n    \
             pub fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {{\n        \
                 ::ods_runtime::verify::verify(ctx, self.0)\n    \
             }}\n\
         }}\n",
        allow = allow_deprecated(cx),
        class = cx.class,
        name = string_literal(cx.name()),
    )
}

/// `build_generic`, the last of the builders (none with
/// `skipDefaultBuilders`): result types, operands and named attributes as
/// given; the op's own attributes go to its properties.
pub fn generic_builder(cx: &OpCx<'_>) -> Option<String> {
    if cx.op.skip_default_builders {
        return None;
    }
    let regions = cx.op.regions.iter().filter(|r| !r.variadic).count();
    Some(format!(
        "{allow}impl {class} {{\n    \
             /// Fills `state` from result types, operands and named attributes;\n    \
             /// the op's own attributes become properties, others are discardable.\n    \
             pub fn build_generic(\n        \
                 ctx: &mut Context,\n        \
                 state: &mut OperationState,\n        \
                 result_types: &[Type],\n        \
                 operands: &[Value],\n        \
                 attributes: &[(&str, Attribute)],\n    \
             ) {{\n        \
                 let parts = (result_types, operands, attributes);\n        \
                 ods_op::build_generic(ctx, state, parts, Self::ATTRIBUTE_NAMES, {regions});\n    \
             }}\n    \
             /// [`Self::build_generic`] in one call: creates the op at `builder`'s insertion point and returns it.\n    \
             pub fn create_generic(\n        \
                 builder: &mut impl OpCreator,\n        \
                 loc: Attribute,\n        \
                 result_types: &[Type],\n        \
                 operands: &[Value],\n        \
                 attributes: &[(&str, Attribute)],\n    \
             ) -> Self {{\n        \
                 let mut state = <Self as ods_op::Op>::state(builder.context(), loc);\n        \
                 Self::build_generic(\n            \
                     builder.context(),\n            \
                     &mut state,\n            \
                     result_types,\n            \
                     operands,\n            \
                     attributes,\n        \
                 );\n        \
                 <Self as ods_op::Op>::from_id_unchecked(builder.insert_state(state))\n    \
             }}\n\
         }}\n",
        allow = allow_deprecated(cx),
        class = cx.class,
    ))
}

/// `text` in `///` lines, as prettyplease prints `#[doc]` attributes of
/// [`docs::lines_to_attrs`].
fn doc_comment(out: &mut String, text: &str) {
    for line in text.lines() {
        let line = line.trim_end();
        if line.is_empty() {
            out.push_str("///\n");
        } else {
            let _ = writeln!(out, "/// {line}");
        }
    }
}

/// The attribute that lets the impls of a deprecated op name it.
fn allow_deprecated(cx: &OpCx<'_>) -> &'static str {
    if cx.op.cpp_deprecated.is_some() {
        "#[allow(deprecated)]\n"
    } else {
        ""
    }
}

/// `value` as a Rust string literal, escaped as in tokens.
fn string_literal(value: &str) -> String {
    proc_macro2::Literal::string(value).to_string()
}

/// Appends `text`, formatted at the file's root, to `out`, indented for
/// `depth` modules.
pub fn push_indented(out: &mut String, text: &str, depth: usize) {
    for line in text.split_inclusive('\n') {
        if line != "\n" {
            for _ in 0..depth {
                out.push_str("    ");
            }
        }
        out.push_str(line);
    }
}

#[cfg(test)]
mod tests {
    use super::super::{constraints::ConstraintFns, op_cx::OpCx};
    use ods_spec::model::Model;
    use ods_spec::tablegen::Loader;
    use std::path::Path;

    const OPS: &str = r#"
include "mlir/IR/OpBase.td"
include "mlir/IR/Utils.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
def T_PlainOp : Op<T_Dialect, "plain"> {
  let summary = "a plain op";
  let description = [{
    First paragraph,   with trailing spaces   

      an indented line, "quotes", a \ and `ticks`.
    Last.
  }];
}
def T_OldOp : Op<T_Dialect, "old_and_very_long_named_operation_for_wrapping_checks">,
    CppDeprecated<"this op is deprecated and will be removed in a future release, use t.plain instead">;
def T_Under_ScoreOp : Op<T_Dialect, "under"> {
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins)>];
  let regions = (region AnyRegion:$a, VariadicRegion<AnyRegion>:$b);
}
def T_TwoRegionsOp : Op<T_Dialect, "two"> {
  let regions = (region AnyRegion:$a, AnyRegion:$b);
}
"#;

    /// What prettyplease prints for `text`, read as a file.
    fn reformatted(text: &str) -> String {
        let file = syn::parse_file(text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
        prettyplease::unparse(&file)
    }

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
            let parts = [
                Some(super::header(&cx)),
                Some(super::forwarding_impl(&cx)),
                super::generic_builder(&cx),
            ];
            for text in parts.into_iter().flatten() {
                assert_eq!(reformatted(&text), text);
                // Nested in a module, each line takes one more indent.
                let mut nested = String::from("mod m {\n");
                super::push_indented(&mut nested, &text, 1);
                nested.push_str("}\n");
                assert_eq!(reformatted(&nested), nested);
            }
        }
    }
}
