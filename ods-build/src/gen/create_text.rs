//! The one-call twin `create*` of each builder `build*` (MLIR 22's
//! `XOp::create(builder, loc, ...)`), written as formatted text: it is the
//! same for every builder but for its name, parameters and result, and
//! building its tokens for syn to parse and prettyplease to print again
//! cost a fifth of op generation.
//!
//! The builder's tokens hold the twin's place ([`super::text_layout`]). A
//! parameter's type is printed by prettyplease, once per type and thread.
//! A test holds the text equal to what prettyplease prints for the same
//! items, on either side of each line break.

use super::text_layout::{Arg, Call, Item, INDENT};
use proc_macro2::{TokenStream, TokenTree};
use quote::quote;
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::rc::Rc;

/// The one-call twin of a builder.
pub struct Twin {
    /// The builder's name, `build*`.
    build: String,
    /// Each parameter's name (with its origin marker, if any) and type.
    params: Vec<(String, Rc<str>)>,
    /// Whether the builder returns a `Result` (`IrResult<()>`).
    fallible: bool,
    /// The builder's deprecation note, as a string literal.
    deprecated: Option<String>,
}

impl Twin {
    /// The twin of builder `build` with parameters `params` (each
    /// `name: type`); `None` when `build` is not a `build*` builder.
    pub fn new(
        build: &syn::Ident,
        params: &[TokenStream],
        fallible: bool,
        deprecated: Option<&str>,
    ) -> Option<Twin> {
        let build = build.to_string();
        build.strip_prefix("build")?;
        Some(Twin {
            build,
            params: params_text(params),
            fallible,
            deprecated: deprecated.map(|m| proc_macro2::Literal::string(m).to_string()),
        })
    }
}

impl Item for Twin {
    fn write(&self, out: &mut String, depth: usize) {
        let indent = depth + 1;
        let pad = INDENT.repeat(indent);
        let create = format!("create{}", &self.build["build".len()..]);
        // `builder` and `loc`, unless a parameter takes the name.
        let free = |name: &str| {
            if self.params.iter().any(|(n, _)| n == name) {
                format!("ods_{name}")
            } else {
                name.to_string()
            }
        };
        let (builder, loc) = (free("builder"), free("loc"));
        let _ = writeln!(
            out,
            "{pad}/// [`Self::{}`] in one call: creates the op at `{builder}`'s insertion point and returns it.",
            self.build
        );
        if let Some(note) = &self.deprecated {
            let note = Arg::word(format!("note = {note}"));
            Call::new("#[deprecated(", vec![note], ")]").write_attr(out, indent);
            let _ = writeln!(out, "{pad}#[allow(deprecated)]");
        }
        let mut params = vec![
            Arg::word(format!("{builder}: &mut impl OpCreator")),
            Arg::word(format!("{loc}: Attribute")),
        ];
        params.extend(self.params.iter().map(|(name, ty)| Arg::Param {
            name: name.clone(),
            ty: ty.clone(),
        }));
        let ret = if self.fallible {
            ") -> IrResult<Self> {"
        } else {
            ") -> Self {"
        };
        Call::new(&format!("pub fn {create}("), params, ret).write(out, indent, "");
        let state = vec![Arg::word(format!("{builder}.context()")), Arg::word(loc)];
        Call::new("let mut state = <Self as ods_op::Op>::state(", state, ");").write(
            out,
            indent + 1,
            "",
        );
        let mut args = vec![
            Arg::word(format!("{builder}.context()")),
            Arg::word("&mut state".to_string()),
        ];
        args.extend(self.params.iter().map(|(name, _)| Arg::marked(name)));
        let fill = if self.fallible { ")?;" } else { ");" };
        Call::new(&format!("Self::{}(", self.build), args, fill).write(out, indent + 1, "");
        let insert = Call::new(
            "<Self as ods_op::Op>::from_id_unchecked(",
            vec![Arg::word(format!("{builder}.insert_state(state)"))],
            ")",
        );
        if self.fallible {
            Call::new("Ok(", vec![Arg::Call(insert)], ")").write(out, indent + 1, "");
        } else {
            insert.write(out, indent + 1, "");
        }
        let _ = writeln!(out, "{pad}}}");
    }
}

/// Each parameter `name: type` of `params` as its name (with its origin
/// marker, if any) and its type as prettyplease prints it.
pub fn params_text(params: &[TokenStream]) -> Vec<(String, Rc<str>)> {
    params
        .iter()
        .filter_map(|p| {
            let mut tokens = p.clone().into_iter();
            let Some(TokenTree::Ident(name)) = tokens.next() else {
                return None;
            };
            tokens.next(); // the `:`
            Some((name.to_string(), type_text(tokens.collect())))
        })
        .collect()
}

thread_local! {
    /// The types printed so far, by their tokens' text.
    static TYPES: RefCell<HashMap<String, Rc<str>>> = RefCell::new(HashMap::new());
}

/// `ty` as prettyplease prints it.
pub fn type_text(ty: TokenStream) -> Rc<str> {
    let key = ty.to_string();
    if let Some(text) = TYPES.with(|t| t.borrow().get(&key).cloned()) {
        return text;
    }
    let printed = syn::parse2::<syn::File>(quote!(type T = #ty;))
        .map(|file| prettyplease::unparse(&file))
        .ok();
    let text: Rc<str> = printed
        .as_deref()
        .and_then(|p| p.strip_prefix("type T = "))
        .and_then(|p| p.strip_suffix(";\n"))
        .unwrap_or(&key)
        .into();
    TYPES.with(|t| t.borrow_mut().insert(key, text.clone()));
    text
}

#[cfg(test)]
mod tests {
    use super::super::text_layout::{self, Item};
    use super::Twin;
    use proc_macro2::TokenStream;
    use quote::{format_ident, quote};

    /// `twin` in an impl block `depth` modules deep, as a file.
    fn file(twin: Twin, depth: usize) -> String {
        let mut text = String::new();
        for d in 0..depth {
            text.push_str(&format!("{}mod m {{\n", "    ".repeat(d)));
        }
        text.push_str(&format!("{}impl X {{\n", "    ".repeat(depth)));
        let items: Vec<Box<dyn Item>> = vec![Box::new(twin)];
        text_layout::splice(&mut text, text_layout::PLACEHOLDER, &items, depth);
        for d in (0..=depth).rev() {
            text.push_str(&format!("{}}}\n", "    ".repeat(d)));
        }
        text
    }

    #[test]
    fn the_text_is_as_prettyplease_prints_it() {
        let types: Vec<TokenStream> = vec![
            quote!(Value),
            quote!(&[Value]),
            quote!(Option<Vec<Type>>),
            quote!(&mut dyn FnMut(&mut Context, Attribute) -> bool),
            quote!((i64, &'static str)),
            quote!(impl Into<String> + Clone),
        ];
        let notes = [
            None,
            Some("use build"),
            Some("this builder will go away in the next release, \"use\" the builder that takes attribute values"),
        ];
        for depth in 0..6 {
            for len in 1..70 {
                for (count, fallible) in [(1, false), (2, true), (types.len(), false)] {
                    for note in notes {
                        let params: Vec<TokenStream> = types[..count]
                            .iter()
                            .enumerate()
                            .map(|(i, ty)| {
                                let name = format_ident!("{}{i}", "p".repeat(len));
                                quote!(#name: #ty)
                            })
                            .collect();
                        let build = format_ident!("build_{}", "x".repeat(len % 20));
                        let twin = Twin::new(&build, &params, fallible, note).unwrap();
                        let text = file(twin, depth);
                        let parsed =
                            syn::parse_file(&text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
                        assert_eq!(prettyplease::unparse(&parsed), text);
                    }
                }
            }
        }
    }

    #[test]
    fn a_parameter_named_builder_or_loc_renames_them() {
        let params = [quote!(builder: Value), quote!(loc: Location)];
        let twin = Twin::new(&format_ident!("build"), &params, false, None).unwrap();
        let text = file(twin, 0);
        assert!(text.contains("ods_builder: &mut impl OpCreator,"), "{text}");
        assert!(text.contains("ods_loc: Attribute,"), "{text}");
        assert!(Twin::new(&format_ident!("fill_state"), &params, false, None).is_none());
    }

    #[test]
    fn origin_markers_do_not_change_the_layout() {
        let long = quote!(&mut dyn FnMut(&mut Context, Attribute) -> bool);
        for len in [20, 31, 40] {
            let params = |marker: &str| -> Vec<TokenStream> {
                let name = syn::Ident::new(
                    &format!("{}{marker}", "p".repeat(len)),
                    proc_macro2::Span::call_site(),
                );
                vec![quote!(#name: #long), quote!(q: Value)]
            };
            let plain = Twin::new(&format_ident!("build"), &params(""), true, None).unwrap();
            let marked = Twin::new(&format_ident!("build"), &params("ᛝ3_4_5"), true, None).unwrap();
            let marked = file(marked, 1);
            assert_eq!(marked.matches("ᛝ3_4_5").count(), 2, "{marked}");
            assert_eq!(marked.replace("ᛝ3_4_5", ""), file(plain, 1));
        }
    }
}
