//! The simplest accessors of an op, written as formatted text
//! ([`super::text_layout`]): those whose body is one call on the op's id
//! (`ctx.operand(self.0, 0)`, `ods_op::get_prop(ctx, self.0, "name")`),
//! and their other names, which forward to the first. A test holds them
//! equal to what prettyplease prints.

use super::text_layout::{Arg, Call, Item, INDENT};
use std::fmt::Write as _;

/// An accessor `fn(self, ctx: &Context) -> ret` under each of its names,
/// or a setter `fn(self, ctx: &mut Context, ...)`.
pub struct Getter {
    names: Vec<String>,
    /// The doc attribute's text (with its leading space).
    doc: String,
    /// The parameters after `self`.
    params: Vec<String>,
    /// `) -> ret {` or `) {`.
    tail: String,
    /// The body of the first name.
    body: Call,
}

impl Getter {
    /// The getter `names` of doc `doc`, returning `ret`: `function` (a
    /// path) called with `args`, each a word.
    pub fn new(
        names: &[syn::Ident],
        doc: &str,
        ret: &str,
        function: &str,
        args: &[&str],
    ) -> Getter {
        let args = args.iter().map(|a| Arg::word(a.to_string())).collect();
        Getter {
            names: names.iter().map(|n| n.to_string()).collect(),
            doc: doc.to_string(),
            params: vec!["ctx: &Context".to_string()],
            tail: format!(") -> {ret} {{"),
            body: Call::new(&format!("{function}("), args, ")"),
        }
    }

    /// The setter `name` of doc `doc`, taking `params` after `self`:
    /// `function` called with `args`.
    pub fn setter(
        name: &syn::Ident,
        doc: &str,
        params: &[&str],
        function: &str,
        args: &[&str],
    ) -> Getter {
        let args = args.iter().map(|a| Arg::word(a.to_string())).collect();
        Getter {
            names: vec![name.to_string()],
            doc: doc.to_string(),
            params: params.iter().map(|p| p.to_string()).collect(),
            tail: ") {".to_string(),
            body: Call::new(&format!("{function}("), args, ")"),
        }
    }
}

impl Item for Getter {
    fn write(&self, out: &mut String, depth: usize) {
        let indent = depth + 1;
        for (i, name) in self.names.iter().enumerate() {
            doc_comment(out, &self.doc, indent);
            let params = std::iter::once("self")
                .chain(self.params.iter().map(String::as_str))
                .map(|p| Arg::word(p.to_string()))
                .collect();
            Call::new(&format!("pub fn {name}("), params, &self.tail).write(out, indent, "");
            if i == 0 {
                self.body.write(out, indent + 1, "");
            } else {
                let first = &self.names[0];
                let args = vec![Arg::word("ctx".into())];
                Call::new(&format!("self.{first}("), args, ")").write(out, indent + 1, "");
            }
            let _ = writeln!(out, "{}}}", INDENT.repeat(indent));
        }
    }
}

/// `#[doc = doc]` at `indent`, as prettyplease prints it: a `///` line,
/// or (for text of several lines, which it prints as a block comment or
/// an attribute) as prettyplease prints that at the file's root, its
/// first line indented.
pub fn doc_comment(out: &mut String, doc: &str, indent: usize) {
    out.push_str(&INDENT.repeat(indent));
    if !doc.contains('\n') && !doc.starts_with('/') {
        let _ = writeln!(out, "///{}", doc.trim_end());
        return;
    }
    let item = quote::quote!(#[doc = #doc] fn f() {});
    let printed = syn::parse2(item).map(|file| prettyplease::unparse(&file));
    let printed = printed.unwrap_or_default();
    out.push_str(printed.strip_suffix("fn f() {}\n").unwrap_or(&printed));
}

#[cfg(test)]
mod tests {
    use super::super::text_layout::{self, Item};
    use super::Getter;
    use quote::format_ident;

    #[test]
    fn the_text_is_as_prettyplease_prints_it() {
        let docs = [
            " The attribute `a` (32-bit signless integer attribute).",
            " A summary on\n two lines.   ",
            "/ a slash first",
            " trailing spaces   ",
        ];
        for depth in 0..6 {
            for len in (1..90).step_by(2) {
                for doc in docs {
                    let names = [
                        format_ident!("{}", "a".repeat(len)),
                        format_ident!("get_{}", "a".repeat(len)),
                    ];
                    let key = format!("\"{}\"", "k".repeat(len));
                    let set = format_ident!("set_{}", "a".repeat(len));
                    let params = ["ctx: &mut Context", "attr: Attribute"];
                    let args = ["ctx", "self.0", &key, "Some(attr)"];
                    let getters = [
                        Getter::setter(&set, doc, &params, "ods_op::set_prop", &args),
                        Getter::new(&names, doc, "Value", "ctx.operand", &["self.0", "0"]),
                        Getter::new(
                            &names[..1],
                            doc,
                            "Option<Attribute>",
                            "ods_op::get_prop",
                            &["ctx", "self.0", &key],
                        ),
                    ];
                    for getter in getters {
                        let mut text = String::new();
                        for d in 0..depth {
                            text.push_str(&format!("{}mod m {{\n", "    ".repeat(d)));
                        }
                        text.push_str(&format!("{}impl X {{\n", "    ".repeat(depth)));
                        let items: Vec<Box<dyn Item>> = vec![Box::new(getter)];
                        text_layout::splice(&mut text, text_layout::PLACEHOLDER, &items, depth);
                        for d in (0..=depth).rev() {
                            text.push_str(&format!("{}}}\n", "    ".repeat(d)));
                        }
                        let file =
                            syn::parse_file(&text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
                        assert_eq!(prettyplease::unparse(&file), text);
                    }
                }
            }
        }
    }
}
