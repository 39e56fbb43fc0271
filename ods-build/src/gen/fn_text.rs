//! Functions of an op written as formatted text ([`super::text_layout`]):
//! `try_register`, whose statements set the fields of the op's `OpInfo`,
//! and the verifiers, whose statements call the runtime's checks. Most of
//! their statements are one short line, the same for every op but for the
//! names; building their tokens only for syn to parse them and
//! prettyplease to print them again cost more than writing them.
//! Statements with closures or blocks, or code of the `.td`, stay tokens,
//! laid out by prettyplease one group at a time. A test holds the text
//! equal to what prettyplease prints for the same function.

use super::text_layout::{self, Arg, Call, Item, INDENT};
use proc_macro2::TokenStream;
use std::borrow::Cow;
use std::fmt::Write as _;

/// A statement of a function's body.
enum Stmt {
    /// One statement as it reads on one line, without origin markers.
    Text(String),
    /// A call statement (`head` ... `tail` ending with `;`).
    Call(Call),
    /// A statement of several lines ([`text_layout::block`]).
    Block(Vec<(usize, String)>),
    /// Statements as tokens, which may carry origin markers.
    Tokens(TokenStream),
}

/// A function of an impl block: its doc comment, signature and body.
pub struct TextFn {
    /// The doc comment's lines, after `/// `.
    doc: Vec<Cow<'static, str>>,
    signature: Call,
    body: Vec<Stmt>,
    /// Whether the function is a member of an impl block, not an item of
    /// the module.
    member: bool,
}

impl TextFn {
    /// The function `signature` (`pub fn f(`, its parameters, `) -> T {`)
    /// documented by `doc`, its body empty.
    pub fn new(doc: &'static [&'static str], signature: Call) -> TextFn {
        TextFn {
            doc: doc.iter().map(|line| Cow::Borrowed(*line)).collect(),
            signature,
            body: Vec::new(),
            member: true,
        }
    }

    /// The function `head`, `params`, `tail` (`pub fn f(`, ..., `) -> T {`)
    /// documented by `doc`, its body `line`.
    pub fn one_line(
        doc: &'static [&'static str],
        head: &str,
        params: Vec<Arg>,
        tail: &str,
        line: String,
    ) -> TextFn {
        let mut f = TextFn::new(doc, Call::new(head, params, tail));
        f.line(line);
        f
    }

    /// The function as an item of the module, not of an impl block.
    pub fn free(mut self) -> TextFn {
        self.member = false;
        self
    }

    /// Appends `line` to the doc comment.
    pub fn doc_line(&mut self, line: String) {
        self.doc.push(Cow::Owned(line));
    }

    /// Appends the statement of `lines`, each with its depth in the
    /// statement, without origin markers.
    pub fn block(&mut self, lines: Vec<(usize, String)>) {
        self.body.push(Stmt::Block(lines));
    }

    /// Appends statement `text`, written on one line, without origin
    /// markers.
    pub fn line(&mut self, text: String) {
        self.body.push(Stmt::Text(text));
    }

    /// Appends the call statement `call`.
    pub fn call(&mut self, call: Call) {
        self.body.push(Stmt::Call(call));
    }

    /// Appends the statements of `tokens`, with those before them if they
    /// are tokens too (laid out together).
    pub fn tokens(&mut self, tokens: TokenStream) {
        if tokens.is_empty() {
            return;
        }
        match self.body.last_mut() {
            Some(Stmt::Tokens(last)) => last.extend(tokens),
            _ => self.body.push(Stmt::Tokens(tokens)),
        }
    }
}

impl Item for TextFn {
    fn write(&self, out: &mut String, depth: usize) {
        let indent = depth + usize::from(self.member);
        let pad = INDENT.repeat(indent);
        for line in &self.doc {
            if line.is_empty() {
                let _ = writeln!(out, "{pad}///");
            } else {
                let _ = writeln!(out, "{pad}/// {line}");
            }
        }
        self.signature.write(out, indent, "");
        for stmt in &self.body {
            match stmt {
                Stmt::Text(text) => text_layout::statement(out, indent + 1, text),
                Stmt::Call(call) => call_statement(out, indent + 1, call),
                Stmt::Block(lines) => text_layout::block(out, indent + 1, lines),
                Stmt::Tokens(tokens) => text_layout::token_statements(out, indent + 1, tokens),
            }
        }
        let _ = writeln!(out, "{pad}}}");
    }
}

/// Parameter `name` of type `ty`.
pub fn param(name: &str, ty: &str) -> Arg {
    Arg::Param {
        name: name.to_string(),
        ty: ty.into(),
    }
}

/// `call` at `indent`: on one line, else broken one argument a line as
/// [`Call::write`] does when each argument fits its line, else as
/// prettyplease lays it out.
fn call_statement(out: &mut String, indent: usize, call: &Call) {
    if call.args_fit(indent + 1) {
        call.write(out, indent, "");
    } else {
        let mut flat = String::new();
        call.write_flat(&mut flat);
        text_layout::statement(out, indent, &flat);
    }
}

#[cfg(test)]
mod tests {
    use super::super::text_layout::{self, Arg, Call, Item};
    use super::TextFn;
    use quote::quote;

    #[test]
    fn the_text_is_as_prettyplease_prints_it() {
        let word = |text: &str| Arg::word(text.to_string());
        for depth in 0..6 {
            for len in 1..80 {
                let name = format!("\"d.{}\"", "n".repeat(len));
                let signature = Call::new(
                    "pub fn try_register(",
                    vec![word("ctx: &mut Context")],
                    ") -> Result<(), registry::RegistryError> {",
                );
                let mut f = TextFn::new(&["Registers.", ""], signature);
                f.doc_line("Twice.".to_string());
                let symbol = Call::new("ctx.symbol(", vec![word(&name)], ")");
                let args = vec![
                    Arg::Call(symbol),
                    word("registry::DefinitionId::of::<Self>()"),
                ];
                f.call(Call::new(
                    "let mut info = registry::OpInfo::new(",
                    args,
                    ");",
                ));
                f.line("info.traits = registry::Traits::default();".to_string());
                let names: Vec<String> = (0..len % 7).map(|i| format!("\"a{i}\"")).collect();
                f.line(format!("info.properties = &[{}];", names.join(", ")));
                f.tokens(quote! {
                    info.fold = Some(|ctx, op, constants| <C as H>::fold(C(op), ctx, constants).map(|r| vec![r]));
                });
                f.tokens(quote! {{
                    static CONCEPT: I = I::of::<C>();
                    info.interfaces.insert(&CONCEPT);
                }});
                let long = format!("N{}", "n".repeat(len));
                f.block(vec![
                    (0, format!("match ctx.params::<{long}>(self.0) {{")),
                    (1, "Some(s) => s,".to_string()),
                    (1, format!("None => panic!({name}),")),
                    (0, "}".to_string()),
                ]);
                f.line(format!("ctx.registry.register({name}, info)"));
                let items: Vec<Box<dyn Item>> = vec![Box::new(f)];
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
