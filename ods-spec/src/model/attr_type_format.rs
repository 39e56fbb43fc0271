//! The declarative assembly format of attributes and types
//! (`assemblyFormat` of an `AttrDef`/`TypeDef`): the language of MLIR's
//! `AttrOrTypeFormatGen.cpp`, parsed into a tree that the printer and
//! parser generators walk, with `mlir-tblgen`'s checks and wording.
//!
//! Errors carry the byte offset in the format string where `mlir-tblgen`
//! reports them; [`FormatError::at`] turns it into a `.td` span.

pub use super::format_lexer::FormatError;
use super::format_lexer::{
    custom_directive, error, literal_text, optional_group_halves, GroupHalves, GroupParser, Kind,
    Lexer, LiteralText, Parsed, Token,
};

/// What the format needs to know of a def's parameters.
pub struct FormatParam<'a> {
    /// The parameter's name (`$name` in the format).
    pub name: &'a str,
    /// Whether it has a default value (MLIR's `isOptional`).
    pub optional: bool,
    /// Whether it is an `AttributeSelfTypeParameter`.
    pub self_type: bool,
}

/// A parameter as the format uses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParamRef {
    /// Index into the def's parameters.
    pub index: usize,
    /// Written in `qualified(...)`: printed with its dialect prefix.
    pub qualified: bool,
    /// The parameter has a default value: printed only when it differs
    /// from it, parsed only when present.
    pub optional: bool,
}

/// An argument of a `custom<Name>(...)` directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CustomArg {
    /// `$param`: parsed (bound) by the directive.
    Param(ParamRef),
    /// `ref($param)`: a parameter bound earlier, passed by value.
    Ref(ParamRef),
    /// `"text"`: a Rust expression passed as is (escapes removed).
    String(String),
}

/// One element of a format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    /// A keyword or punctuation, without its backticks.
    Literal(String),
    /// `` ` ` `` (a space), `` `` `` (no space) or `` `\n` `` (a newline).
    Whitespace(String),
    /// `$param` (or `qualified($param)`).
    Param(ParamRef),
    /// `params`: every parameter but the self type, comma separated.
    Params(Vec<ParamRef>),
    /// `struct(...)`: `name = value` pairs, in any order when parsed.
    Struct(Vec<ParamRef>),
    /// `custom<Name>(args)`: the dialect's `parse_name`/`print_name`.
    Custom {
        /// The directive's name.
        name: String,
        /// Its arguments, in order.
        args: Vec<CustomArg>,
    },
    /// `(then)?` or `(then) : (else)?`.
    Optional(OptionalGroup),
}

/// An optional group: `then` is printed when its anchor is present (absent
/// when `inverted`), `otherwise` when not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionalGroup {
    /// The elements of the first group.
    pub then: Vec<Element>,
    /// The elements after `:`, empty without an else group.
    pub otherwise: Vec<Element>,
    /// The parameters whose presence selects the group: the anchor's
    /// (one, all of a `params`/`struct`, the bound ones of a `custom`).
    /// The group prints `then` when any of them is present.
    pub anchor_params: Vec<usize>,
    /// The anchor is in the else group: `then` prints when the anchor
    /// parameters are all absent.
    pub inverted: bool,
    /// Index of the first element of `then` that is not whitespace: the
    /// one whose presence the parser tries first.
    pub then_parse_start: usize,
    /// As `then_parse_start`, for `otherwise`.
    pub else_parse_start: usize,
}

/// A parsed format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Format {
    /// The top-level elements, in order.
    pub elements: Vec<Element>,
}

/// Parses `text`, the format of def `def_name` with `params`.
pub fn parse(
    text: &str,
    def_name: &str,
    params: &[FormatParam<'_>],
) -> Result<Format, FormatError> {
    let mut p = Parser {
        lexer: Lexer { text, pos: 0 },
        tok: Token::eof(0),
        def_name,
        params,
        seen: vec![false; params.len()],
    };
    p.advance()?;
    let start = p.tok.at;
    let mut elements = Vec::new();
    while p.tok.kind != Kind::Eof {
        elements.push(p.element(Ctx::TopLevel)?);
    }
    p.verify(start, &elements)?;
    Ok(Format { elements })
}

/// Where an element is parsed, which decides what it may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctx {
    TopLevel,
    Custom,
    Ref,
    Struct,
}

struct Parser<'a, 'p> {
    lexer: Lexer<'a>,
    tok: Token<'a>,
    def_name: &'a str,
    params: &'a [FormatParam<'p>],
    seen: Vec<bool>,
}

impl<'a> GroupParser<'a> for Parser<'a, '_> {
    type Element = Element;

    fn token(&self) -> Token<'a> {
        self.tok
    }

    fn advance(&mut self) -> Parsed<Token<'a>> {
        Parser::advance(self)
    }

    type CustomArg = CustomArg;

    fn group_element(&mut self) -> Parsed<Element> {
        self.element(Ctx::TopLevel)
    }

    fn custom_arg(&mut self) -> Parsed<CustomArg> {
        Parser::custom_arg(self)
    }
}

impl<'a> Parser<'a, '_> {
    fn advance(&mut self) -> Parsed<Token<'a>> {
        let prev = self.tok;
        self.tok = self.lexer.next()?;
        Ok(prev)
    }

    fn element(&mut self, ctx: Ctx) -> Parsed<Element> {
        match self.tok.kind {
            Kind::Literal => self.literal(ctx),
            Kind::String => self.misplaced_string(),
            Kind::Variable => {
                let tok = self.advance()?;
                let param = self.variable(tok.at, &tok.text[1..], ctx)?;
                Ok(Element::Param(param))
            }
            Kind::Keyword => self.directive(ctx),
            Kind::LParen => self.optional_group(ctx),
            _ => error(
                self.tok.at,
                "expected literal, variable, directive, or optional group",
            ),
        }
    }

    fn literal(&mut self, ctx: Ctx) -> Parsed<Element> {
        let tok = self.advance()?;
        if ctx != Ctx::TopLevel {
            return error(
                tok.at,
                "literals may only be used in the top-level section of the format",
            );
        }
        Ok(match literal_text(tok)? {
            LiteralText::Whitespace(value) => Element::Whitespace(value.to_string()),
            LiteralText::Literal(value) => Element::Literal(value.to_string()),
        })
    }

    /// A string outside a custom directive's arguments (which
    /// [`Self::custom_arg`] reads): always an error.
    fn misplaced_string(&mut self) -> Parsed<Element> {
        let at = self.advance()?.at;
        error(
            at,
            "strings may only be used as 'custom' directive arguments",
        )
    }

    fn variable(&mut self, at: usize, name: &str, ctx: Ctx) -> Parsed<ParamRef> {
        let Some(index) = self.params.iter().position(|p| p.name == name) else {
            return error(
                at,
                format!("{} has no parameter named '{name}'", self.def_name),
            );
        };
        if ctx != Ctx::Ref {
            if self.seen[index] {
                return error(at, format!("duplicate parameter '{name}'"));
            }
            self.seen[index] = true;
        } else if !self.seen[index] && !self.params[index].self_type {
            return error(
                at,
                format!("parameter '{name}' must be bound before it is referenced"),
            );
        }
        Ok(self.param_ref(index))
    }

    fn param_ref(&self, index: usize) -> ParamRef {
        ParamRef {
            index,
            qualified: false,
            optional: self.params[index].optional,
        }
    }

    fn directive(&mut self, ctx: Ctx) -> Parsed<Element> {
        let tok = self.advance()?;
        match tok.text {
            "custom" => self.custom(tok.at, ctx),
            "qualified" => self.qualified(tok.at, ctx),
            "params" => self.params_directive(tok.at, ctx),
            "struct" => self.struct_directive(tok.at, ctx),
            // Custom arguments read `ref` themselves: here it is misplaced,
            // or the argument of `qualified` inside a custom directive.
            "ref" if ctx == Ctx::Custom => {
                error(tok.at, "`qualified` argument list expected a variable")
            }
            "ref" => error(tok.at, "`ref` is only allowed inside custom directives"),
            _ => error(tok.at, "unsupported directive kind"),
        }
    }

    fn qualified(&mut self, at: usize, ctx: Ctx) -> Parsed<Element> {
        self.expect(Kind::LParen, "expected '(' before argument list")?;
        let Element::Param(mut param) = self.element(ctx)? else {
            return error(at, "`qualified` argument list expected a variable");
        };
        param.qualified = true;
        self.expect(Kind::RParen, "expected ')' after argument list")?;
        Ok(Element::Param(param))
    }

    fn params_directive(&mut self, at: usize, ctx: Ctx) -> Parsed<Element> {
        if ctx != Ctx::TopLevel && ctx != Ctx::Struct {
            return error(
                at,
                "`params` can only be used at the top-level context or within a `struct` directive",
            );
        }
        let mut refs = Vec::new();
        for (index, p) in self.params.iter().enumerate() {
            if self.seen[index] {
                return error(
                    at,
                    format!("`params` captures duplicate parameter: {}", p.name),
                );
            }
            if p.self_type {
                continue;
            }
            self.seen[index] = true;
            refs.push(self.param_ref(index));
        }
        Ok(Element::Params(refs))
    }

    fn struct_directive(&mut self, at: usize, ctx: Ctx) -> Parsed<Element> {
        if ctx != Ctx::TopLevel {
            return error(at, "`struct` can only be used at the top-level context");
        }
        self.expect(Kind::LParen, "expected '(' before `struct` argument list")?;
        let refs = match self.element(Ctx::Struct)? {
            Element::Params(refs) => refs,
            Element::Param(first) => {
                let mut refs = vec![first];
                while self.tok.kind == Kind::Comma {
                    self.advance()?;
                    match self.element(Ctx::Struct)? {
                        Element::Param(p) => refs.push(p),
                        _ => return error(at, "expected a variable in `struct` argument list"),
                    }
                }
                refs
            }
            _ => {
                return error(
                    at,
                    "`struct` argument list expected a variable or directive",
                )
            }
        };
        self.expect(Kind::RParen, "expected ')' at the end of an argument list")?;
        Ok(Element::Struct(refs))
    }

    /// `ref($param)`, its keyword read.
    fn ref_args(&mut self) -> Parsed<ParamRef> {
        let at = self.tok.at;
        self.expect(Kind::LParen, "expected '('")?;
        let child = self.element(Ctx::Ref)?;
        // mlir-tblgen's message, misspelling included.
        self.expect(Kind::RParen, "expeced ')'")?;
        match child {
            Element::Param(p) => Ok(p),
            _ => error(at, "`ref` argument must be a parameter"),
        }
    }

    /// One argument of a custom directive.
    fn custom_arg(&mut self) -> Parsed<CustomArg> {
        match self.tok.kind {
            Kind::String => {
                let tok = self.advance()?;
                // As MLIR: each backslash is dropped, the character after
                // it kept.
                let contents = &tok.text[1..tok.text.len() - 1];
                Ok(CustomArg::String(
                    contents.chars().filter(|&c| c != '\\').collect(),
                ))
            }
            Kind::Keyword if self.tok.text == "ref" => {
                self.advance()?;
                Ok(CustomArg::Ref(self.ref_args()?))
            }
            _ => {
                let at = self.tok.at;
                match self.element(Ctx::Custom)? {
                    Element::Param(p) => Ok(CustomArg::Param(p)),
                    _ => error(at, "expected a parameter, `ref` or string argument"),
                }
            }
        }
    }

    fn custom(&mut self, at: usize, ctx: Ctx) -> Parsed<Element> {
        if ctx != Ctx::TopLevel {
            return error(at, "'custom' is only valid as a top-level directive");
        }
        let (name, args) = custom_directive(self)?;
        Ok(Element::Custom {
            name: name.to_string(),
            args,
        })
    }

    fn optional_group(&mut self, ctx: Ctx) -> Parsed<Element> {
        let at = self.advance()?.at;
        if ctx != Ctx::TopLevel {
            return error(at, "optional groups can only be used as top-level elements");
        }
        let GroupHalves {
            then,
            otherwise,
            inverted,
            anchor: anchor_index,
        } = optional_group_halves(self, at)?;
        let anchor_el = if inverted {
            &otherwise[anchor_index]
        } else {
            &then[anchor_index]
        };
        check_group_elements(at, &then)?;
        let anchor_params = anchor_params(at, anchor_el)?;
        check_group_elements(at, &otherwise)?;
        let first = |els: &[Element]| {
            els.iter()
                .position(|e| !matches!(e, Element::Whitespace(_)))
                .unwrap_or(els.len())
        };
        let (then_parse_start, else_parse_start) = (first(&then), first(&otherwise));
        if !matches!(
            then.get(then_parse_start),
            Some(Element::Literal(_) | Element::Param(_))
        ) {
            return error(
                at,
                "first parsable element of an optional group must be a literal or variable",
            );
        }
        Ok(Element::Optional(OptionalGroup {
            then,
            otherwise,
            anchor_params,
            inverted,
            then_parse_start,
            else_parse_start,
        }))
    }

    /// The checks of the whole format, reported at its first token.
    fn verify(&self, at: usize, elements: &[Element]) -> Parsed<()> {
        for (p, &seen) in self.params.iter().zip(&self.seen) {
            if p.optional {
                continue;
            }
            if !seen {
                if p.self_type {
                    continue;
                }
                return error(
                    at,
                    format!("format is missing reference to parameter: {}", p.name),
                );
            }
            if p.self_type {
                return error(at, "unexpected self type parameter in assembly format");
            }
        }
        for pair in elements.windows(2) {
            if let [Element::Struct(refs), Element::Literal(lit)] = pair {
                if lit == "," && refs.iter().any(|r| r.optional) {
                    return error(
                        at,
                        "`struct` directive with optional parameters cannot be followed by a comma literal",
                    );
                }
            }
        }
        Ok(())
    }
}

/// What may stand in an optional group: optional parameters only.
fn check_group_elements(at: usize, elements: &[Element]) -> Parsed<()> {
    let all_optional = |refs: &[ParamRef]| refs.iter().all(|r| r.optional);
    for el in elements {
        match el {
            Element::Param(p) if !p.optional => {
                return error(at, "parameters in an optional group must be optional")
            }
            Element::Params(refs) if !all_optional(refs) => {
                return error(
                    at,
                    "`params` directive allowed in optional group only if all parameters are optional",
                )
            }
            Element::Struct(refs) if !all_optional(refs) => {
                return error(
                    at,
                    "`struct` is only allowed in an optional group if all captured parameters are optional",
                )
            }
            Element::Custom { args, .. }
                if args
                    .iter()
                    .any(|a| matches!(a, CustomArg::Param(p) if !p.optional)) =>
            {
                return error(
                    at,
                    "`custom` is only allowed in an optional group if all captured parameters are optional",
                )
            }
            _ => {}
        }
    }
    Ok(())
}

/// The parameters whose presence an anchor stands for.
fn anchor_params(at: usize, anchor: &Element) -> Parsed<Vec<usize>> {
    match anchor {
        Element::Param(p) => Ok(vec![p.index]),
        Element::Params(refs) | Element::Struct(refs) => Ok(refs.iter().map(|r| r.index).collect()),
        Element::Custom { args, .. } => {
            let bound: Vec<usize> = args
                .iter()
                .filter_map(|a| match a {
                    CustomArg::Param(p) | CustomArg::Ref(p) => Some(p.index),
                    CustomArg::String(_) => None,
                })
                .collect();
            if bound.is_empty() {
                return error(
                    at,
                    "`custom` directive with no bound parameters cannot be used as optional group anchor",
                );
            }
            Ok(bound)
        }
        _ => error(at, "optional group anchor must be a parameter or directive"),
    }
}
