//! The lexer and literal rules that the op format and the attribute/type
//! format share, as MLIR's `FormatGen.cpp` defines them for both.

use crate::tablegen::source::Span;

/// A format error: `mlir-tblgen`'s message and the byte offset in the
/// format string it points at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// The message, worded as `mlir-tblgen` words it.
    pub message: String,
    /// Byte offset into the format string.
    pub offset: usize,
}

impl FormatError {
    /// The span of the error in a `.td` file whose format string text
    /// starts at `text`.
    pub fn at(&self, text: Span) -> Span {
        let start = text.start as usize + self.offset;
        Span::new(text.file, start, start + 1)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Caret,
    Colon,
    Comma,
    Equal,
    Less,
    Greater,
    Question,
    LParen,
    RParen,
    Star,
    Pipe,
    Literal,
    Variable,
    String,
    Identifier,
    Keyword,
    Eof,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Token<'a> {
    pub(crate) kind: Kind,
    pub(crate) text: &'a str,
    pub(crate) at: usize,
}

impl Token<'_> {
    pub(crate) fn eof(at: usize) -> Self {
        Token {
            kind: Kind::Eof,
            text: "",
            at,
        }
    }
}

const KEYWORDS: &[&str] = &[
    "attr-dict",
    "attr-dict-with-keyword",
    "custom",
    "functional-type",
    "oilist",
    "operands",
    "prop-dict",
    "params",
    "ref",
    "regions",
    "results",
    "struct",
    "successors",
    "type",
    "qualified",
];

pub(crate) struct Lexer<'a> {
    pub(crate) text: &'a str,
    pub(crate) pos: usize,
}

impl<'a> Lexer<'a> {
    fn error(&self, at: usize, message: &str) -> FormatError {
        FormatError {
            message: message.into(),
            offset: at,
        }
    }

    pub(crate) fn next(&mut self) -> Result<Token<'a>, FormatError> {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && matches!(bytes[self.pos], b' ' | b'\t' | b'\n' | b'\r' | 0)
        {
            self.pos += 1;
        }
        let start = self.pos;
        let Some(&c) = bytes.get(start) else {
            return Ok(Token::eof(start));
        };
        self.pos += 1;
        let kind = match c {
            b'^' => Kind::Caret,
            b':' => Kind::Colon,
            b',' => Kind::Comma,
            b'=' => Kind::Equal,
            b'<' => Kind::Less,
            b'>' => Kind::Greater,
            b'?' => Kind::Question,
            b'(' => Kind::LParen,
            b')' => Kind::RParen,
            b'*' => Kind::Star,
            b'|' => Kind::Pipe,
            b'`' => {
                let end = bytes[self.pos..].iter().position(|&b| b == b'`');
                let Some(end) = end else {
                    return Err(self.error(bytes.len(), "unexpected end of file in literal"));
                };
                self.pos += end + 1;
                Kind::Literal
            }
            b'$' => {
                let first = bytes.get(self.pos).copied().unwrap_or(0);
                if !(first.is_ascii_alphabetic() || first == b'_') {
                    return Err(self.error(start, "expected variable name"));
                }
                self.skip_while(|b| b.is_ascii_alphanumeric() || b == b'_');
                Kind::Variable
            }
            b'"' => {
                let mut escape = false;
                loop {
                    let Some(&b) = bytes.get(self.pos) else {
                        return Err(self.error(bytes.len(), "unexpected end of file in string"));
                    };
                    self.pos += 1;
                    if !escape && b == b'"' {
                        break;
                    }
                    escape = b == b'\\';
                }
                Kind::String
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                self.skip_while(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
                if KEYWORDS.contains(&&self.text[start..self.pos]) {
                    Kind::Keyword
                } else {
                    Kind::Identifier
                }
            }
            _ => return Err(self.error(start, "unexpected character")),
        };
        Ok(Token {
            kind,
            text: &self.text[start..self.pos],
            at: start,
        })
    }

    fn skip_while(&mut self, keep: impl Fn(u8) -> bool) {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && keep(bytes[self.pos]) {
            self.pos += 1;
        }
    }
}

/// What a literal token (`` `text` ``) holds.
pub(crate) enum LiteralText<'a> {
    /// `` `` ``, `` ` ` `` or `` `\n` ``.
    Whitespace(&'a str),
    /// A keyword or punctuation.
    Literal(&'a str),
}

/// The text of the literal token `tok`, with MLIR's error when it is no
/// valid literal.
pub(crate) fn literal_text(tok: Token<'_>) -> Parsed<LiteralText<'_>> {
    let value = &tok.text[1..tok.text.len() - 1];
    if value.is_empty() || value == " " || value == "\\n" {
        return Ok(LiteralText::Whitespace(value));
    }
    if let Err(why) = check_literal(value) {
        return error(
            tok.at,
            format!("expected valid literal but got '{value}': {why}"),
        );
    }
    Ok(LiteralText::Literal(value))
}

/// MLIR's `isValidLiteral`: why `value` cannot be a literal.
fn check_literal(value: &str) -> Result<(), String> {
    let bare = "_:,=<>()[]{}?+-*";
    let mut chars = value.chars();
    let front = chars.next().unwrap_or(' ');
    // MLIR counts bytes: a character of several bytes goes the keyword way.
    if value.len() == 1 {
        if front.is_ascii_alphabetic() || bare.contains(front) {
            return Ok(());
        }
        return Err(format!(
            "single character literal must be a letter or one of '{bare}'"
        ));
    }
    if value == "->" || value == "..." {
        return Ok(());
    }
    if !(front.is_ascii_alphabetic() || front == '_') {
        return Err("valid keyword starts with a letter or '_'".into());
    }
    if !chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.')) {
        return Err("keywords should contain only alphanum, '_', '$', or '.' characters".into());
    }
    Ok(())
}

/// The result of a step of a format parser.
pub(crate) type Parsed<T> = Result<T, FormatError>;

/// A format error at byte `at` of the format string.
pub(crate) fn error<T>(at: usize, message: impl Into<String>) -> Parsed<T> {
    Err(FormatError {
        message: message.into(),
        offset: at,
    })
}

/// What the op and the attribute/type format parsers share to read the
/// elements of an optional group.
pub(crate) trait GroupParser<'a> {
    /// What the parser reads.
    type Element;
    /// An argument of a `custom<Name>(...)` directive.
    type CustomArg;
    /// The current token.
    fn token(&self) -> Token<'a>;
    /// Moves past the current token.
    fn advance(&mut self) -> Parsed<Token<'a>>;
    /// One element at the top level of a group.
    fn group_element(&mut self) -> Parsed<Self::Element>;
    /// One argument of a custom directive.
    fn custom_arg(&mut self) -> Parsed<Self::CustomArg>;

    /// Consumes a token of `kind`, or fails with `message` at the current
    /// one.
    fn expect(&mut self, kind: Kind, message: &str) -> Parsed<Token<'a>> {
        if self.token().kind != kind {
            return error(self.token().at, message);
        }
        self.advance()
    }
}

/// `<Name>(arg, ...)` after `custom`: the directive's name and arguments,
/// with `mlir-tblgen`'s messages.
pub(crate) fn custom_directive<'a, P: GroupParser<'a>>(
    p: &mut P,
) -> Parsed<(&'a str, Vec<P::CustomArg>)> {
    p.expect(Kind::Less, "expected '<' before custom directive name")?;
    let name = p.expect(
        Kind::Identifier,
        "expected custom directive name identifier",
    )?;
    p.expect(Kind::Greater, "expected '>' after custom directive name")?;
    p.expect(
        Kind::LParen,
        "expected '(' before custom directive parameters",
    )?;
    let mut args = Vec::new();
    loop {
        args.push(p.custom_arg()?);
        if p.token().kind != Kind::Comma {
            break;
        }
        p.advance()?;
    }
    p.expect(
        Kind::RParen,
        "expected ')' after custom directive parameters",
    )?;
    Ok((name.text, args))
}

/// The elements of an optional group up to its `)`; `anchor` records where
/// the `^` was found (in the else group or not, and the index), and a
/// second one is an error, as in MLIR.
pub(crate) fn group_elements<'a, P: GroupParser<'a>>(
    p: &mut P,
    anchor: &mut Option<(bool, usize)>,
    in_else: bool,
) -> Parsed<Vec<P::Element>> {
    let mut elements = Vec::new();
    loop {
        let element = p.group_element()?;
        if p.token().kind == Kind::Caret {
            if anchor.is_some() {
                return error(
                    p.token().at,
                    "only one element can be marked as the anchor of an optional group",
                );
            }
            *anchor = Some((in_else, elements.len()));
            p.advance()?;
        }
        elements.push(element);
        if p.token().kind == Kind::RParen {
            return Ok(elements);
        }
    }
}

/// The halves of an optional group `(then) : (else)?`, read after its `(`
/// (at `at`), and where its anchor `^` stands.
pub(crate) struct GroupHalves<E> {
    pub then: Vec<E>,
    pub otherwise: Vec<E>,
    /// The anchor is in the else group: `then` prints when it is absent.
    pub inverted: bool,
    /// The anchor's index in its half.
    pub anchor: usize,
}

/// Reads an optional group's halves with `mlir-tblgen`'s messages; the
/// checks of what they hold are the caller's.
pub(crate) fn optional_group_halves<'a, P: GroupParser<'a>>(
    p: &mut P,
    at: usize,
) -> Parsed<GroupHalves<P::Element>> {
    let mut anchor = None;
    let then = group_elements(p, &mut anchor, false)?;
    p.advance()?;
    let mut otherwise = Vec::new();
    if p.token().kind == Kind::Colon {
        p.advance()?;
        p.expect(
            Kind::LParen,
            "expected '(' to start else branch of optional group",
        )?;
        otherwise = group_elements(p, &mut anchor, true)?;
        p.advance()?;
    }
    p.expect(Kind::Question, "expected '?' after optional group")?;
    let Some((inverted, anchor)) = anchor else {
        return error(at, "optional group has no anchor element");
    };
    Ok(GroupHalves {
        then,
        otherwise,
        inverted,
        anchor,
    })
}
