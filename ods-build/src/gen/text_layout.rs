//! Items written as formatted text in prettyplease's layout, among items
//! prettyplease formats: the tokens hold [`PLACEHOLDER`] where such an
//! item goes, and [`splice`] puts its text there once the rest is
//! formatted. Building the tokens of regular code only for syn to parse
//! them and prettyplease to print them again costs most of op generation.
//!
//! [`Call`] lays out calls, signatures, attributes and array literals as
//! prettyplease does: on one line when the line fits in the margin, else
//! each argument on a line of its own, one indent deeper, with a trailing
//! comma. Words may carry their `.td` origin marker ([`super::origin`]);
//! widths are measured without it, as prettyplease lays out the code
//! without the markers.

use proc_macro2::TokenStream;
use quote::quote;
use std::fmt::Write as _;
use std::rc::Rc;

/// prettyplease's line width.
const MARGIN: usize = 89;
/// The room prettyplease leaves a line however deep it starts.
const MIN_SPACE: usize = 60;
/// One level of indentation.
pub const INDENT: &str = "    ";

/// Whether text `width` wide fits on a line that starts `indent` levels
/// deep: in the margin, or in the minimum room past a deep indent.
pub fn fits(indent: usize, width: usize) -> bool {
    width <= MARGIN.saturating_sub(indent * INDENT.len()).max(MIN_SPACE)
}

/// The item that holds the place of an item written as text.
pub const PLACEHOLDER: &str = "__ods_text_item!();";

/// The tokens of [`PLACEHOLDER`].
pub fn placeholder() -> TokenStream {
    quote!(__ods_text_item!();)
}

/// The placeholder of `item`, which goes to `items`.
pub fn text_item(items: &mut Vec<Box<dyn Item>>, item: impl Item + 'static) -> TokenStream {
    items.push(Box::new(item));
    placeholder()
}

/// An item of an impl block written as text.
pub trait Item {
    /// Appends the item, in an impl block `depth` modules deep.
    fn write(&self, out: &mut String, depth: usize);
}

/// Copies `formatted` (items formatted `depth` modules deep) to `out`,
/// each [`PLACEHOLDER`] line replaced by the next of `items`.
pub fn splice(out: &mut String, formatted: &str, items: &[Box<dyn Item>], depth: usize) {
    let mut rest = formatted;
    for item in items {
        let Some(at) = rest.find(PLACEHOLDER) else {
            break;
        };
        let line_start = rest[..at].rfind('\n').map_or(0, |i| i + 1);
        out.push_str(&rest[..line_start]);
        item.write(out, depth);
        let line_end = rest[at..].find('\n').map_or(rest.len(), |i| at + i + 1);
        rest = &rest[line_end..];
    }
    out.push_str(rest);
}

/// Appends statement `text` (without origin markers) at `indent`: on one
/// line when it fits, else as prettyplease lays it out.
pub fn statement(out: &mut String, indent: usize, text: &str) {
    let pad = INDENT.repeat(indent);
    if fits(indent, text.len()) {
        let _ = writeln!(out, "{pad}{text}");
        return;
    }
    match laid_out(indent, text) {
        Some(body) => out.push_str(&body),
        None => {
            let _ = writeln!(out, "{pad}{text}");
        }
    }
}

/// Appends the statement of `lines` (each with its depth in the
/// statement, without origin markers) at `indent`: as written when every
/// line fits, else as prettyplease lays it out.
pub fn block(out: &mut String, indent: usize, lines: &[(usize, String)]) {
    if lines
        .iter()
        .all(|(depth, line)| fits(indent + depth, line.len()))
    {
        for (depth, line) in lines {
            let _ = writeln!(out, "{}{line}", INDENT.repeat(indent + depth));
        }
        return;
    }
    let flat: Vec<&str> = lines.iter().map(|(_, line)| line.as_str()).collect();
    match laid_out(indent, &flat.join(" ")) {
        Some(body) => out.push_str(&body),
        None => {
            for (depth, line) in lines {
                let _ = writeln!(out, "{}{line}", INDENT.repeat(indent + depth));
            }
        }
    }
}

/// Appends the statements of `tokens` (which may carry origin markers)
/// at `indent`, as prettyplease lays them out without the markers.
pub fn token_statements(out: &mut String, indent: usize, tokens: &TokenStream) {
    let code = tokens.to_string();
    // Most statements hold no marked code: no words to put back.
    let placed = super::origin::has_markers(&code).then(|| {
        let (plain, words) = super::origin::split(tokens);
        laid_out(indent, &plain.to_string()).and_then(|body| super::origin::place(&body, &words))
    });
    match placed.flatten().or_else(|| laid_out(indent, &code)) {
        Some(body) => out.push_str(&body),
        None => {
            let _ = writeln!(out, "{}{code}", INDENT.repeat(indent));
        }
    }
}

/// Statements `code` as prettyplease prints them `indent` levels deep
/// (the body of a function in `indent - 1` modules); `None` when they do
/// not parse.
fn laid_out(indent: usize, code: &str) -> Option<String> {
    let file = format!(
        "{}fn f() {{ {code} }}{}",
        "mod m {".repeat(indent - 1),
        "}".repeat(indent - 1)
    );
    let printed = prettyplease::unparse(&syn::parse_file(&file).ok()?);
    // The body: past the line of `fn f() {`, up to its `}` line.
    let start = printed
        .find("fn f() {\n")
        .map_or(0, |i| i + "fn f() {\n".len());
    let end = printed[start..].rfind(&format!("\n{}}}", INDENT.repeat(indent - 1)));
    Some(printed[start..end.map_or(printed.len(), |e| start + e + 1)].to_string())
}

/// A call's argument, or a parameter: a word or a nested call.
pub enum Arg {
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
    pub fn word(text: String) -> Arg {
        let width = text.len();
        Arg::Word(text, width)
    }

    /// `name`, which may carry an origin marker.
    pub fn marked(name: &str) -> Arg {
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
    /// The comma after the `last` argument is printed only when the list
    /// breaks, so it does not count in the width that decides that.
    fn write_broken(&self, out: &mut String, indent: usize, last: bool) {
        match self {
            Arg::Call(call) => call.write_sized(out, indent, ",", usize::from(!last)),
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
pub struct Call {
    head: String,
    args: Vec<Arg>,
    tail: String,
}

impl Call {
    pub fn new(head: &str, args: Vec<Arg>, tail: &str) -> Call {
        Call {
            head: head.to_string(),
            args,
            tail: tail.to_string(),
        }
    }

    /// The width on one line.
    pub fn width(&self) -> usize {
        let args: usize = self.args.iter().map(Arg::width).sum();
        self.head.len() + args + 2 * self.args.len().saturating_sub(1) + self.tail.len()
    }

    /// Whether each argument fits on a line of its own at `indent`, with
    /// its comma.
    pub fn args_fit(&self, indent: usize) -> bool {
        self.args.iter().all(|arg| fits(indent, arg.width() + 1))
    }

    /// Writes the call on lines of their own at `indent`, `suffix` after
    /// it: on one line when that fits in the margin, else one argument a
    /// line, each followed by a comma.
    pub fn write(&self, out: &mut String, indent: usize, suffix: &str) {
        self.write_sized(out, indent, suffix, suffix.len());
    }

    /// [`Self::write`], `suffix` counting `suffix_width` in the line.
    fn write_sized(&self, out: &mut String, indent: usize, suffix: &str, suffix_width: usize) {
        let pad = INDENT.repeat(indent);
        let last = self.args.len().saturating_sub(1);
        let too_long = |(i, arg): (usize, &Arg)| {
            let comma = usize::from(i != last);
            matches!(arg, Arg::Param { .. }) && !fits(indent + 1, arg.width() + comma)
        };
        if self.args.iter().enumerate().any(too_long) {
            self.write_long_signature(out, indent);
        } else if fits(indent, self.width() + suffix_width) {
            out.push_str(&pad);
            self.write_flat(out);
        } else {
            let _ = writeln!(out, "{pad}{}", self.head);
            for (i, arg) in self.args.iter().enumerate() {
                arg.write_broken(out, indent + 1, i == last);
            }
            out.push_str(&pad);
            out.push_str(&self.tail);
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
    pub fn write_attr(&self, out: &mut String, indent: usize) {
        let pad = INDENT.repeat(indent);
        if fits(indent, self.width()) {
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

    /// The call as the receiver of a method call on a line of its own
    /// that it does not fit on: its arguments two indents deeper than its
    /// head, its tail one, as prettyplease prints it.
    pub fn write_receiver(&self, out: &mut String, indent: usize) {
        let _ = writeln!(out, "{}{}", INDENT.repeat(indent), self.head);
        let last = self.args.len().saturating_sub(1);
        for (i, arg) in self.args.iter().enumerate() {
            arg.write_broken(out, indent + 2, i == last);
        }
        let _ = writeln!(out, "{}{}", INDENT.repeat(indent + 1), self.tail);
    }

    /// The call on one line.
    pub fn write_flat(&self, out: &mut String) {
        out.push_str(&self.head);
        for (i, arg) in self.args.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            arg.write_flat(out);
        }
        out.push_str(&self.tail);
    }
}
