//! The one-call twin `create*` of each builder `build*` (MLIR 22's
//! `XOp::create(builder, loc, ...)`), written as formatted text: it is the
//! same for every builder but for its name, parameters and result, and
//! building its tokens for syn to parse and prettyplease to print again
//! cost a fifth of op generation.
//!
//! The builder's tokens hold [`PLACEHOLDER`] where its twin goes;
//! [`splice`] puts the twin's text there once the builders are formatted.
//! The text takes prettyplease's layout: a signature or a call stays on one
//! line when the line fits in the margin, else each parameter or argument
//! takes a line of its own, one indent deeper, with a trailing comma. A
//! parameter's type is printed by prettyplease, once per type and thread.
//! Parameter names may carry their `.td` origin marker
//! ([`super::origin`]); widths are measured without it, as prettyplease
//! lays out the code without the markers. A test holds the text equal to
//! what prettyplease prints for the same items, on either side of each
//! line break.

use proc_macro2::{TokenStream, TokenTree};
use quote::quote;
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::rc::Rc;

/// prettyplease's line width.
const MARGIN: usize = 89;
/// One level of indentation.
const INDENT: &str = "    ";

/// The item that holds a twin's place among the formatted builders.
pub const PLACEHOLDER: &str = "__ods_create_twin!();";

/// The tokens of [`PLACEHOLDER`].
pub fn placeholder() -> TokenStream {
    quote!(__ods_create_twin!();)
}

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
        let params = params
            .iter()
            .filter_map(|p| {
                let mut tokens = p.clone().into_iter();
                let Some(TokenTree::Ident(name)) = tokens.next() else {
                    return None;
                };
                tokens.next(); // the `:`
                Some((name.to_string(), type_text(tokens.collect())))
            })
            .collect();
        Some(Twin {
            build,
            params,
            fallible,
            deprecated: deprecated.map(|m| proc_macro2::Literal::string(m).to_string()),
        })
    }

    /// Appends the twin, an item of an impl block `depth` modules deep.
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

/// Copies `formatted` (builders formatted `depth` modules deep) to `out`,
/// each [`PLACEHOLDER`] line replaced by the next of `twins`.
pub fn splice(out: &mut String, formatted: &str, twins: &[Twin], depth: usize) {
    let mut rest = formatted;
    for twin in twins {
        let Some(at) = rest.find(PLACEHOLDER) else {
            break;
        };
        let line_start = rest[..at].rfind('\n').map_or(0, |i| i + 1);
        out.push_str(&rest[..line_start]);
        twin.write(out, depth);
        let line_end = rest[at..].find('\n').map_or(rest.len(), |i| at + i + 1);
        rest = &rest[line_end..];
    }
    out.push_str(rest);
}

/// A call's argument, or a parameter: a word or a nested call.
enum Arg {
    /// The text as written and its width without origin markers.
    Word(String, usize),
    /// A parameter: its name as written and its type.
    Param {
        name: String,
        ty: Rc<str>,
    },
    Call(Call),
}

impl Arg {
    fn word(text: String) -> Arg {
        let width = text.len();
        Arg::Word(text, width)
    }

    /// `name`, which may carry an origin marker.
    fn marked(name: &str) -> Arg {
        Arg::Word(name.to_string(), super::origin::unmarked(name).len())
    }

    fn width(&self) -> usize {
        match self {
            Arg::Word(_, width) => *width,
            Arg::Param { name, ty } => super::origin::unmarked(name).len() + 2 + ty.len(),
            Arg::Call(call) => call.width(),
        }
    }

    /// The argument on one line.
    fn write_flat(&self, out: &mut String) {
        match self {
            Arg::Word(text, _) => out.push_str(text),
            Arg::Param { name, ty } => {
                let _ = write!(out, "{name}: {ty}");
            }
            Arg::Call(call) => call.write_flat(out),
        }
    }

    /// The argument on lines of its own at `indent`, followed by a comma.
    fn write_broken(&self, out: &mut String, indent: usize) {
        match self {
            Arg::Call(call) => call.write(out, indent, ","),
            _ => {
                out.push_str(&INDENT.repeat(indent));
                self.write_flat(out);
                out.push_str(",\n");
            }
        }
    }
}

/// `head`, the arguments separated by `, `, then `tail`: a call, a
/// signature (`pub fn f(` ... `) -> T {`) or an attribute.
struct Call {
    head: String,
    args: Vec<Arg>,
    tail: &'static str,
}

impl Call {
    fn new(head: &str, args: Vec<Arg>, tail: &'static str) -> Call {
        Call {
            head: head.to_string(),
            args,
            tail,
        }
    }

    /// The width on one line.
    fn width(&self) -> usize {
        let args: usize = self.args.iter().map(Arg::width).sum();
        self.head.len() + args + 2 * self.args.len().saturating_sub(1) + self.tail.len()
    }

    /// Writes the call on lines of their own at `indent`, `suffix` after
    /// it: on one line when that fits in the margin, else one argument a
    /// line, each followed by a comma.
    fn write(&self, out: &mut String, indent: usize, suffix: &str) {
        let pad = INDENT.repeat(indent);
        let too_long = |arg: &Arg| (indent + 1) * INDENT.len() + arg.width() + 1 > MARGIN;
        if self
            .args
            .iter()
            .any(|a| matches!(a, Arg::Param { .. }) && too_long(a))
        {
            self.write_long_signature(out, indent);
        } else if indent * INDENT.len() + self.width() + suffix.len() <= MARGIN {
            out.push_str(&pad);
            self.write_flat(out);
        } else {
            let _ = writeln!(out, "{pad}{}", self.head);
            for arg in &self.args {
                arg.write_broken(out, indent + 1);
            }
            out.push_str(&pad);
            out.push_str(self.tail);
        }
        out.push_str(suffix);
        out.push('\n');
    }

    /// A signature with a parameter too long for its line, whose type
    /// prettyplease may break (depending on what came before it in the
    /// line): as prettyplease prints it, the origin markers put back.
    fn write_long_signature(&self, out: &mut String, indent: usize) {
        let mut plain = String::new();
        self.write_flat(&mut plain);
        for arg in &self.args {
            if let Arg::Param { name, .. } = arg {
                plain = plain.replacen(name.as_str(), super::origin::unmarked(name), 1);
            }
        }
        let mut file = "mod m {".repeat(indent - 1);
        let _ = write!(file, "impl X {{ {plain}}} }}");
        file.push_str(&"}".repeat(indent - 1));
        let printed = syn::parse_file(&file).map(|file| prettyplease::unparse(&file));
        if let Ok(printed) = printed {
            let start = printed
                .find(&self.head)
                .map_or(0, |i| i - indent * INDENT.len());
            let end = printed.rfind("{}\n").unwrap_or(printed.len());
            plain = format!("{}{{", &printed[start..end]);
        }
        // The names as written, origin markers included.
        for arg in &self.args {
            if let Arg::Param { name, .. } = arg {
                let bare = super::origin::unmarked(name);
                if bare != name {
                    plain = plain.replacen(&format!(" {bare}: "), &format!(" {name}: "), 1);
                }
            }
        }
        out.push_str(&plain);
    }

    /// An attribute with one argument, which prettyplease breaks without
    /// the trailing comma.
    fn write_attr(&self, out: &mut String, indent: usize) {
        let pad = INDENT.repeat(indent);
        if indent * INDENT.len() + self.width() <= MARGIN {
            out.push_str(&pad);
            self.write_flat(out);
            out.push('\n');
        } else {
            let _ = writeln!(out, "{pad}{}", self.head);
            for arg in &self.args {
                out.push_str(&pad);
                out.push_str(INDENT);
                arg.write_flat(out);
                out.push('\n');
            }
            let _ = writeln!(out, "{pad}{}", self.tail);
        }
    }

    fn write_flat(&self, out: &mut String) {
        out.push_str(&self.head);
        for (i, arg) in self.args.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            arg.write_flat(out);
        }
        out.push_str(self.tail);
    }
}

thread_local! {
    /// The types printed so far, by their tokens' text.
    static TYPES: RefCell<HashMap<String, Rc<str>>> = RefCell::new(HashMap::new());
}

/// `ty` as prettyplease prints it.
fn type_text(ty: TokenStream) -> Rc<str> {
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
    use super::Twin;
    use proc_macro2::TokenStream;
    use quote::{format_ident, quote};

    /// `twin` in an impl block `depth` modules deep, as a file.
    fn file(twin: &Twin, depth: usize) -> String {
        let mut text = String::new();
        for d in 0..depth {
            text.push_str(&format!("{}mod m {{\n", "    ".repeat(d)));
        }
        text.push_str(&format!("{}impl X {{\n", "    ".repeat(depth)));
        super::splice(
            &mut text,
            super::PLACEHOLDER,
            std::slice::from_ref(twin),
            depth,
        );
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
        for depth in 0..3 {
            for len in (1..70).step_by(3) {
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
                        let text = file(&twin, depth);
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
        let text = file(&twin, 0);
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
            let marked = file(&marked, 1);
            assert_eq!(marked.matches("ᛝ3_4_5").count(), 2, "{marked}");
            assert_eq!(marked.replace("ᛝ3_4_5", ""), file(&plain, 1));
        }
    }
}
