//! An op's `convert_property` written as formatted text
//! ([`super::text_layout`]) when each of its arms checks an attribute or
//! segment sizes: one call of the runtime each, the same for every op but
//! for the names. (An op with properties converts them with code of its
//! `.td`: its function stays tokens, [`super::verify`].) A test holds the
//! text equal to what prettyplease prints.

use super::text_layout::{fits, Arg, Call, Item, INDENT};
use std::fmt::Write as _;

/// `convert_property`'s match on the name: each arm's key (a string
/// literal) and the runtime's check, whose result maps to `attr`.
pub struct ConvertProperty {
    pub arms: Vec<(String, Call)>,
}

impl ConvertProperty {
    /// The arm of `key` (a string literal) as one line of code, for a
    /// `convert_property` written as tokens.
    pub fn arm_code(key: &str, check: &Call) -> String {
        let mut code = format!("{key} => ");
        check.write_flat(&mut code);
        code.push_str(MAP);
        code.push(',');
        code
    }
}

/// What follows each arm's check.
const MAP: &str = ".map(|()| attr)";

impl Item for ConvertProperty {
    fn write(&self, out: &mut String, depth: usize) {
        let indent = depth + 1;
        let pad = INDENT.repeat(indent);
        for doc in [
            "`attr`, given for the inherent attribute or property `name` in",
            "`<{...}>`, as the op keeps it (MLIR's `setPropertiesFromAttr`),",
            "or what the parser says of it when it does not convert.",
        ] {
            let _ = writeln!(out, "{pad}/// {doc}");
        }
        let params = ["ctx: &mut Context", "name: &str", "attr: Attribute"];
        let params = params.iter().map(|p| Arg::word(p.to_string())).collect();
        let tail = ") -> Result<Attribute, String> {";
        Call::new("pub fn convert_property(", params, tail).write(out, indent, "");
        let _ = writeln!(out, "{pad}{INDENT}match name {{");
        for (key, check) in &self.arms {
            arm(out, indent + 2, key, check);
        }
        let _ = writeln!(out, "{pad}{INDENT}{INDENT}_ => Ok(attr),");
        let _ = writeln!(out, "{pad}{INDENT}}}\n{pad}}}");
    }
}

/// The arm `key => check.map(|()| attr),` at `indent`, as prettyplease
/// lays it out: on one line, else in a block, the `.map` on a line of its
/// own when the call does not fit with it, the call's arguments each on
/// a line when it does not fit alone.
fn arm(out: &mut String, indent: usize, key: &str, check: &Call) {
    let pad = INDENT.repeat(indent);
    let mut flat = String::new();
    check.write_flat(&mut flat);
    // The arm's comma does not count in the width, as prettyplease does.
    if fits(indent, key.len() + 4 + flat.len() + MAP.len()) {
        let _ = writeln!(out, "{pad}{key} => {flat}{MAP},");
        return;
    }
    let _ = writeln!(out, "{pad}{key} => {{");
    let inner = INDENT.repeat(indent + 1);
    if fits(indent + 1, flat.len() + MAP.len()) {
        let _ = writeln!(out, "{inner}{flat}{MAP}");
    } else {
        if fits(indent + 1, flat.len()) {
            let _ = writeln!(out, "{inner}{flat}");
        } else {
            check.write_receiver(out, indent + 1);
        }
        let _ = writeln!(out, "{inner}{INDENT}{MAP}");
    }
    let _ = writeln!(out, "{pad}}}");
}

#[cfg(test)]
mod tests {
    use super::super::text_layout::{self, Arg, Call, Item};
    use super::ConvertProperty;

    #[test]
    fn the_text_is_as_prettyplease_prints_it() {
        let word = |text: &str| Arg::word(text.to_string());
        for depth in 0..6 {
            for len in 1..60 {
                let key = format!("\"{}\"", "k".repeat(len));
                let class = format!("\"::mlir::{}Attr\"", "C".repeat(len % 37));
                let some = Arg::Call(Call::new("Some(", vec![word(&"f".repeat(len))], ")"));
                let attr = |check| {
                    let args = vec![word("ctx"), word(&key), word("attr"), word(&class), check];
                    Call::new("ods_op::check_attr_property(", args, ")")
                };
                let segments = Call::new(
                    "ods_op::check_segment_sizes_property(",
                    vec![word("ctx"), word("attr"), word("3usize")],
                    ")",
                );
                let arms = vec![
                    (key.clone(), attr(word("None"))),
                    (key.clone(), attr(some)),
                    (key.clone(), segments),
                ];
                let items: Vec<Box<dyn Item>> = vec![Box::new(ConvertProperty { arms })];
                let mut text = String::new();
                for d in 0..depth {
                    text.push_str(&format!("{}mod m {{\n", "    ".repeat(d)));
                }
                text.push_str(&format!("{}impl X {{\n", "    ".repeat(depth)));
                text_layout::splice(&mut text, text_layout::PLACEHOLDER, &items, depth);
                for d in (0..=depth).rev() {
                    text.push_str(&format!("{}}}\n", "    ".repeat(d)));
                }
                let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
                assert_eq!(prettyplease::unparse(&parsed), text);
            }
        }
    }
}
