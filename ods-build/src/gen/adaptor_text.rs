//! The operand adaptor of an op (`XOpAdaptor<T>`: its operands by name,
//! over values or anything laid out like them), written as formatted text
//! ([`super::text_layout`]): it is the same for every op but for its
//! names and the variadic flags of its operand groups. A test holds it
//! equal to what prettyplease prints.

use super::accessor_text::doc_comment;
use super::op_cx::OpCx;
use super::text_layout::{fits, Arg, Call, Item, INDENT};
use ods_spec::model::Arity;
use std::fmt::Write as _;

/// The adaptor struct and its impl, items of a module.
pub struct Adaptor {
    class: String,
    adaptor: String,
    camel: bool,
    /// Whether each operand group is variadic.
    flags: Vec<bool>,
    /// Each operand group's getter names and the adaptor method it calls.
    getters: Vec<(Vec<String>, &'static str, &'static str)>,
    names: Vec<String>,
}

impl Adaptor {
    /// The adaptor of `cx`'s op; `None` when it has no operands.
    pub fn new(cx: &OpCx<'_>) -> Option<Adaptor> {
        let op = cx.op;
        if op.operands.is_empty() {
            return None;
        }
        let getters = op
            .operands
            .iter()
            .map(|o| {
                let names = cx
                    .getters(&o.name, "")
                    .iter()
                    .map(|n| n.to_string())
                    .collect();
                let (ret, method) = match o.arity {
                    Arity::Single => ("T", "single"),
                    Arity::Optional => ("Option<T>", "optional"),
                    _ => ("&[T]", "variadic"),
                };
                (names, ret, method)
            })
            .collect();
        Some(Adaptor {
            class: cx.class.to_string(),
            adaptor: cx.adaptor.to_string(),
            camel: cx.camel_allow().is_some(),
            flags: op.operands.iter().map(|o| o.arity.is_variable()).collect(),
            getters,
            names: op.operands.iter().map(|o| o.name.clone()).collect(),
        })
    }

    /// `ods_op::Adaptor::new(values, flags, segment_sizes).map(Adaptor)`
    /// at `indent`: on one line when it fits, else `.map` on the next
    /// line, and the call broken, one more indent deep, when it does not
    /// fit either.
    fn write_new_body(&self, out: &mut String, indent: usize) {
        let pad = INDENT.repeat(indent);
        let flags: Vec<&str> = self
            .flags
            .iter()
            .map(|&f| if f { "true" } else { "false" })
            .collect();
        let flags_flat = format!("&[{}]", flags.join(", "));
        let call = format!("ods_op::Adaptor::new(values, {flags_flat}, segment_sizes)");
        let map = format!(".map({})", self.adaptor);
        // `.map(...)` on a line of its own, one indent deeper.
        let map_line = if fits(indent + 1, map.len()) {
            format!("{pad}{INDENT}{map}")
        } else {
            let adaptor = &self.adaptor;
            format!("{pad}{INDENT}.map(\n{pad}{INDENT}{INDENT}{adaptor},\n{pad}{INDENT})")
        };
        if fits(indent, call.len() + map.len()) {
            let _ = writeln!(out, "{pad}{call}{map}");
            return;
        }
        if fits(indent, call.len()) {
            let _ = writeln!(out, "{pad}{call}\n{map_line}");
            return;
        }
        // The arguments two indents deep, the closing parenthesis one.
        let inner = INDENT.repeat(indent + 2);
        let _ = writeln!(out, "{pad}ods_op::Adaptor::new(\n{inner}values,");
        if fits(indent + 2, flags_flat.len() + 1) {
            let _ = writeln!(out, "{inner}{flags_flat},");
        } else {
            // Filled: as many flags a line as fit, each followed by a comma.
            let _ = writeln!(out, "{inner}&[");
            let mut line = String::new();
            // The comma after the last flag is printed only because the
            // array breaks, so it does not count.
            let last = flags.len() - 1;
            for (i, flag) in flags.into_iter().enumerate() {
                let comma = usize::from(i != last);
                if !line.is_empty() && !fits(indent + 3, line.len() + 1 + flag.len() + comma) {
                    let _ = writeln!(out, "{inner}{INDENT}{line}");
                    line.clear();
                }
                if !line.is_empty() {
                    line.push(' ');
                }
                line.push_str(flag);
                line.push(',');
            }
            let _ = writeln!(out, "{inner}{INDENT}{line}\n{inner}],");
        }
        let _ = writeln!(out, "{inner}segment_sizes,\n{pad}{INDENT})\n{map_line}");
    }
}

impl Item for Adaptor {
    fn write(&self, out: &mut String, depth: usize) {
        let pad = INDENT.repeat(depth);
        let (class, adaptor) = (&self.class, &self.adaptor);
        let doc = format!(
            " The operands of [`{class}`] by name, over values or anything laid out like them."
        );
        doc_comment(out, &doc, depth);
        if self.camel {
            let _ = writeln!(out, "{pad}#[allow(non_camel_case_types)]");
        }
        let _ = writeln!(out, "{pad}#[derive(Clone, Debug)]");
        // A name too long for the line breaks the generics too.
        let head = format!("pub struct {adaptor}<T = Value>(");
        if fits(depth, head.len()) {
            let field = vec![Arg::word("pub ods_op::Adaptor<T>".into())];
            Call::new(&head, field, ");").write(out, depth, "");
        } else {
            let _ = write!(
                out,
                "{pad}pub struct {adaptor}<\n{pad}{INDENT}T = Value,\n{pad}>(\n\
                 {pad}{INDENT}pub ods_op::Adaptor<T>,\n{pad});\n"
            );
        }
        let head = format!("impl<T: Clone> {adaptor}<T> {{");
        if fits(depth, head.len()) {
            let _ = writeln!(out, "{pad}{head}");
        } else {
            let _ = write!(out, "{pad}impl<\n{pad}{INDENT}T: Clone,\n{pad}> ");
            if fits(depth, format!("> {adaptor}<T> {{").len()) {
                let _ = writeln!(out, "{adaptor}<T> {{");
            } else {
                let _ = writeln!(out, "{adaptor}<\n{pad}{INDENT}T,\n{pad}> {{");
            }
        }
        let _ = write!(
            out,
            "{pad}{INDENT}/// Lays out `values` as the op's operand groups; `segment_sizes`\n\
             {pad}{INDENT}/// are the sizes of the groups when the op declares them.\n"
        );
        let params = vec![
            Arg::word("values: Vec<T>".into()),
            Arg::word("segment_sizes: Option<&[i32]>".into()),
        ];
        Call::new("pub fn new(", params, ") -> Result<Self, String> {").write(out, depth + 1, "");
        self.write_new_body(out, depth + 2);
        let _ = write!(
            out,
            "{pad}{INDENT}}}\n\
             {pad}{INDENT}/// All the values, in order.\n\
             {pad}{INDENT}pub fn as_slice(&self) -> &[T] {{\n\
             {pad}{INDENT}{INDENT}self.0.as_slice()\n\
             {pad}{INDENT}}}\n"
        );
        for (i, ((names, ret, method), operand)) in self.getters.iter().zip(&self.names).enumerate()
        {
            for name in names {
                doc_comment(
                    out,
                    &format!(" Operand group #{i}, `{operand}`."),
                    depth + 1,
                );
                let tail = format!(") -> {ret} {{");
                let receiver = vec![Arg::word("&self".into())];
                Call::new(&format!("pub fn {name}("), receiver, &tail).write(out, depth + 1, "");
                let _ = writeln!(
                    out,
                    "{pad}{INDENT}{INDENT}self.0.{method}({i})\n{pad}{INDENT}}}"
                );
            }
        }
        let _ = writeln!(out, "{pad}}}");
    }
}

#[cfg(test)]
mod tests {
    use super::super::text_layout::{self, Item};
    use super::Adaptor;

    /// `adaptor` `depth` modules deep, as a file.
    fn file(adaptor: Adaptor, depth: usize) -> String {
        let mut text = String::new();
        for d in 0..depth {
            text.push_str(&format!("{}mod m {{\n", "    ".repeat(d)));
        }
        let items: Vec<Box<dyn Item>> = vec![Box::new(adaptor)];
        text_layout::splice(&mut text, text_layout::PLACEHOLDER, &items, depth);
        for d in (0..depth).rev() {
            text.push_str(&format!("{}}}\n", "    ".repeat(d)));
        }
        text
    }

    #[test]
    fn the_text_is_as_prettyplease_prints_it() {
        // Every count of groups up to 20 at every depth, with names short
        // and long; the flags vary with the count.
        for depth in 0..6 {
            for groups in 1..=20 {
                for len in [1, 9, 20, 33, 40, 45, 50, 55, 60, 65, 70, 75] {
                    let flags: Vec<bool> = (0..groups).map(|i| (i * 7 + len) % 3 == 0).collect();
                    let getters = (0..groups)
                        .map(|i| {
                            let names = vec![format!("{}{i}", "o".repeat(len))];
                            let (ret, method) = match i % 3 {
                                0 => ("T", "single"),
                                1 => ("Option<T>", "optional"),
                                _ => ("&[T]", "variadic"),
                            };
                            (names, ret, method)
                        })
                        .collect();
                    let adaptor = Adaptor {
                        class: format!("{}Op", "C".repeat(len)),
                        adaptor: format!("{}OpAdaptor", "C".repeat(len)),
                        camel: len == 9,
                        flags,
                        getters,
                        names: (0..groups).map(|i| format!("o{i}")).collect(),
                    };
                    let text = file(adaptor, depth);
                    let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
                    assert_eq!(prettyplease::unparse(&parsed), text);
                }
            }
        }
    }
}
