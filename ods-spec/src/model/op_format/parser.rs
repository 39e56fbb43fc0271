//! Reading a format's elements, with the checks `mlir-tblgen` makes while
//! it reads them (`FormatGen.cpp`'s `FormatParser` and `OpFormatParser`).

use super::{CustomArg, Element, TypeArg, Var};
use crate::model::format_lexer::{literal_text, GroupParser, Kind, Lexer, LiteralText, Token};
use crate::model::op::Op;

/// Where an element is read, which decides what it may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ctx {
    TopLevel,
    Custom,
    Type,
    Ref,
}

pub(super) use crate::model::format_lexer::{error, Parsed};

/// What the format has bound so far, which the final checks read.
pub(super) struct State<'o> {
    pub op: &'o Op,
    pub seen_operands: Vec<bool>,
    /// In binding order.
    pub seen_attrs: Vec<usize>,
    /// In binding order.
    pub seen_props: Vec<usize>,
    pub seen_regions: Vec<bool>,
    pub seen_successors: Vec<bool>,
    pub seen_operand_types: Vec<bool>,
    pub seen_result_types: Vec<bool>,
    pub all_operands: bool,
    pub all_operand_types: bool,
    pub all_result_types: bool,
    pub all_regions: bool,
    pub all_successors: bool,
    pub has_attr_dict: bool,
    pub has_prop_dict: bool,
}

pub(super) struct Parser<'a, 'o> {
    lexer: Lexer<'a>,
    pub(super) tok: Token<'a>,
    pub(super) s: State<'o>,
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

impl<'a, 'o> Parser<'a, 'o> {
    pub fn new(text: &'a str, op: &'o Op) -> Parsed<Self> {
        let s = State {
            op,
            seen_operands: vec![false; op.operands.len()],
            seen_attrs: Vec::new(),
            seen_props: Vec::new(),
            seen_regions: vec![false; op.regions.len()],
            seen_successors: vec![false; op.successors.len()],
            seen_operand_types: vec![false; op.operands.len()],
            seen_result_types: vec![false; op.results.len()],
            all_operands: false,
            all_operand_types: false,
            all_result_types: false,
            all_regions: false,
            all_successors: false,
            has_attr_dict: false,
            has_prop_dict: false,
        };
        let mut p = Parser {
            lexer: Lexer { text, pos: 0 },
            tok: Token::eof(0),
            s,
        };
        p.advance()?;
        Ok(p)
    }

    /// Where the first token is: the format's own errors point there.
    pub fn start(&self) -> usize {
        self.tok.at
    }

    /// Every top-level element, to the end.
    pub fn elements(&mut self) -> Parsed<Vec<Element>> {
        let mut elements = Vec::new();
        while self.tok.kind != Kind::Eof {
            elements.push(self.element(Ctx::TopLevel)?);
        }
        Ok(elements)
    }

    pub fn into_state(self) -> State<'o> {
        self.s
    }

    pub(super) fn advance(&mut self) -> Parsed<Token<'a>> {
        let prev = self.tok;
        self.tok = self.lexer.next()?;
        Ok(prev)
    }

    pub(super) fn element(&mut self, ctx: Ctx) -> Parsed<Element> {
        match self.tok.kind {
            Kind::Literal => self.literal(ctx),
            Kind::String => {
                let at = self.advance()?.at;
                error(
                    at,
                    "strings may only be used as 'custom' directive arguments",
                )
            }
            Kind::Variable => {
                let tok = self.advance()?;
                let var = self.variable(tok.at, &tok.text[1..], ctx)?;
                Ok(Element::Variable {
                    var,
                    qualified: false,
                })
            }
            Kind::Keyword => self.directive(ctx),
            Kind::LParen => self.optional_group(ctx),
            _ => error(
                self.tok.at,
                "expected literal, variable, directive, or optional group",
            ),
        }
    }

    pub(super) fn literal(&mut self, ctx: Ctx) -> Parsed<Element> {
        let tok = self.advance()?;
        if ctx != Ctx::TopLevel {
            return error(
                tok.at,
                "literals may only be used in the top-level section of the format",
            );
        }
        if tok.kind != Kind::Literal {
            return error(tok.at, format!("expected literal, but got '{}'", tok.text));
        }
        Ok(match literal_text(tok)? {
            LiteralText::Whitespace(value) => Element::Whitespace(value.to_string()),
            LiteralText::Literal(value) => Element::Literal(value.to_string()),
        })
    }

    fn variable(&mut self, at: usize, name: &str, ctx: Ctx) -> Parsed<Var> {
        let op = self.s.op;
        let binds = matches!(ctx, Ctx::TopLevel | Ctx::Custom);
        if let Some(i) = index_of(op.attributes.iter().map(|a| a.name.as_str()), name) {
            if ctx == Ctx::Type {
                return error(
                    at,
                    "attributes cannot be used as children to a `type` directive",
                );
            }
            let seen = self.s.seen_attrs.contains(&i);
            if ctx == Ctx::Ref {
                if !seen {
                    return error(
                        at,
                        format!("attribute '{name}' must be bound before it is referenced"),
                    );
                }
            } else if seen {
                return error(at, format!("attribute '{name}' is already bound"));
            } else {
                self.s.seen_attrs.push(i);
            }
            return Ok(Var::Attr(i));
        }
        if let Some(i) = index_of(op.properties.iter().map(|p| p.name.as_str()), name) {
            if ctx == Ctx::Type {
                return error(
                    at,
                    "properties cannot be used as children to a `type` directive",
                );
            }
            let seen = self.s.seen_props.contains(&i);
            if ctx == Ctx::Ref {
                if !seen {
                    return error(
                        at,
                        format!("property '{name}' must be bound before it is referenced"),
                    );
                }
            } else if seen {
                return error(at, format!("property '{name}' is already bound"));
            } else {
                self.s.seen_props.push(i);
            }
            return Ok(Var::Prop(i));
        }
        if let Some(i) = index_of(op.operands.iter().map(|o| o.name.as_str()), name) {
            if binds {
                if self.s.all_operands || self.s.seen_operands[i] {
                    return error(at, format!("operand '{name}' is already bound"));
                }
                self.s.seen_operands[i] = true;
            } else if ctx == Ctx::Ref && !self.s.seen_operands[i] {
                return error(
                    at,
                    format!("operand '{name}' must be bound before it is referenced"),
                );
            }
            return Ok(Var::Operand(i));
        }
        if let Some(i) = index_of(op.regions.iter().map(|r| r.name.as_str()), name) {
            let all = self.s.all_regions;
            self.bind_entity(at, name, ctx, "region", all, |s| &mut s.seen_regions[i])?;
            return Ok(Var::Region(i));
        }
        if let Some(i) = index_of(op.results.iter().map(|r| r.name.as_str()), name) {
            if ctx != Ctx::Type {
                return error(
                    at,
                    "result variables can can only be used as a child to a 'type' directive",
                );
            }
            return Ok(Var::Result(i));
        }
        if let Some(i) = index_of(op.successors.iter().map(|s| s.name.as_str()), name) {
            let all = self.s.all_successors;
            self.bind_entity(at, name, ctx, "successor", all, |s| {
                &mut s.seen_successors[i]
            })?;
            return Ok(Var::Successor(i));
        }
        error(
            at,
            "expected variable to refer to an argument, region, result, or successor",
        )
    }

    /// Binds (or references) a region or successor: `seen` is its flag,
    /// `all` whether `regions`/`successors` already bound them all.
    fn bind_entity(
        &mut self,
        at: usize,
        name: &str,
        ctx: Ctx,
        what: &str,
        all: bool,
        seen: impl for<'s> Fn(&'s mut State<'o>) -> &'s mut bool,
    ) -> Parsed<()> {
        match ctx {
            Ctx::TopLevel | Ctx::Custom => {
                let flag = seen(&mut self.s);
                if all || *flag {
                    return error(at, format!("{what} '{name}' is already bound"));
                }
                *flag = true;
            }
            Ctx::Ref if !*seen(&mut self.s) => {
                return error(
                    at,
                    format!("{what} '{name}' must be bound before it is referenced"),
                )
            }
            Ctx::Ref => {}
            Ctx::Type => return error(at, format!("{what}s can only be used at the top level")),
        }
        Ok(())
    }

    fn directive(&mut self, ctx: Ctx) -> Parsed<Element> {
        let tok = self.advance()?;
        let at = tok.at;
        match tok.text {
            "custom" => self.custom(at, ctx),
            "oilist" => self.oilist(at, ctx),
            "prop-dict" => self.prop_dict(at, ctx),
            "attr-dict" => self.attr_dict(at, ctx, false),
            "attr-dict-with-keyword" => self.attr_dict(at, ctx, true),
            "functional-type" => self.functional_type(at, ctx),
            "operands" => self.operands(at, ctx),
            "qualified" => self.qualified(at, ctx),
            "regions" => self.all_of(at, ctx, "regions"),
            "successors" => self.all_of(at, ctx, "successors"),
            // Inside `type(...)`, `Self::type_operand` reads it.
            "results" => error(
                at,
                "'results' directive can can only be used as a child to a 'type' directive",
            ),
            "ref" => self.reference(at, ctx),
            "type" => self.type_directive(at, ctx),
            _ => error(at, "unsupported directive kind"),
        }
    }

    fn attr_dict(&mut self, at: usize, ctx: Ctx, with_keyword: bool) -> Parsed<Element> {
        match ctx {
            Ctx::Type => {
                return error(
                    at,
                    "'attr-dict' directive can only be used as a top-level directive",
                )
            }
            Ctx::Ref if !self.s.has_attr_dict => {
                return error(
                    at,
                    "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive",
                )
            }
            Ctx::Ref => {}
            _ if self.s.has_attr_dict => {
                return error(at, "'attr-dict' directive has already been seen")
            }
            _ => self.s.has_attr_dict = true,
        }
        Ok(Element::AttrDict { with_keyword })
    }

    fn prop_dict(&mut self, at: usize, ctx: Ctx) -> Parsed<Element> {
        match ctx {
            Ctx::Type => error(
                at,
                "'prop-dict' directive can only be used as a top-level directive",
            ),
            // mlir-tblgen aborts here; a located error serves better.
            Ctx::Ref => error(at, "'ref' of 'prop-dict' unsupported"),
            _ if self.s.has_prop_dict => error(at, "'prop-dict' directive has already been seen"),
            _ => {
                self.s.has_prop_dict = true;
                Ok(Element::PropDict)
            }
        }
    }

    fn functional_type(&mut self, at: usize, ctx: Ctx) -> Parsed<Element> {
        if ctx != Ctx::TopLevel {
            return error(
                at,
                "'functional-type' is only valid as a top-level directive",
            );
        }
        self.expect(Kind::LParen, "expected '(' before argument list")?;
        let inputs = self.type_operand(at, false)?;
        self.expect(Kind::Comma, "expected ',' after inputs argument")?;
        let results = self.type_operand(at, false)?;
        self.expect(Kind::RParen, "expected ')' after argument list")?;
        Ok(Element::FunctionalType { inputs, results })
    }

    fn operands(&mut self, at: usize, ctx: Ctx) -> Parsed<Element> {
        match ctx {
            Ctx::Ref if !self.s.all_operands => error(
                at,
                "'ref' of 'operands' is not bound by a prior 'operands' directive",
            ),
            Ctx::TopLevel | Ctx::Custom => {
                if self.s.all_operands || self.s.seen_operands.contains(&true) {
                    return error(at, "'operands' directive creates overlap in format");
                }
                self.s.all_operands = true;
                Ok(Element::Operands)
            }
            _ => Ok(Element::Operands),
        }
    }

    /// `regions` or `successors`.
    fn all_of(&mut self, at: usize, ctx: Ctx, what: &str) -> Parsed<Element> {
        let (all, any_seen, element) = if what == "regions" {
            let s = &mut self.s;
            (
                &mut s.all_regions,
                s.seen_regions.contains(&true),
                Element::Regions,
            )
        } else {
            let s = &mut self.s;
            (
                &mut s.all_successors,
                s.seen_successors.contains(&true),
                Element::Successors,
            )
        };
        match ctx {
            Ctx::Type => error(
                at,
                format!("'{what}' is only valid as a top-level directive"),
            ),
            Ctx::Ref if !*all => error(
                at,
                format!("'ref' of '{what}' is not bound by a prior '{what}' directive"),
            ),
            Ctx::Ref => Ok(element),
            _ if *all || any_seen => {
                error(at, format!("'{what}' directive creates overlap in format"))
            }
            _ => {
                *all = true;
                Ok(element)
            }
        }
    }

    pub(super) fn reference(&mut self, at: usize, ctx: Ctx) -> Parsed<Element> {
        if ctx != Ctx::Custom {
            return error(at, "'ref' is only valid within a `custom` directive");
        }
        self.expect(Kind::LParen, "expected '(' before argument list")?;
        let arg = self.element(Ctx::Ref)?;
        self.expect(Kind::RParen, "expected ')' after argument list")?;
        Ok(arg)
    }

    fn type_directive(&mut self, at: usize, ctx: Ctx) -> Parsed<Element> {
        if ctx == Ctx::Type {
            return error(at, "'type' cannot be used as a child of another `type`");
        }
        self.expect(Kind::LParen, "expected '(' before argument list")?;
        let arg = self.type_operand(at, ctx == Ctx::Ref)?;
        self.expect(Kind::RParen, "expected ')' after argument list")?;
        Ok(Element::Type {
            arg,
            qualified: false,
        })
    }

    fn qualified(&mut self, at: usize, ctx: Ctx) -> Parsed<Element> {
        self.expect(Kind::LParen, "expected '(' before argument list")?;
        let mut element = self.element(ctx)?;
        self.expect(Kind::RParen, "expected ')' after argument list")?;
        match &mut element {
            Element::Variable {
                var: Var::Attr(_),
                qualified,
            }
            | Element::Type { qualified, .. } => *qualified = true,
            _ => {
                return error(
                    at,
                    "'qualified' directive expects an attribute or a `type` directive",
                )
            }
        }
        Ok(element)
    }

    /// The argument of `type(...)` or of `functional-type(...)`; `in_ref`
    /// when it is referenced, not bound.
    fn type_operand(&mut self, at: usize, in_ref: bool) -> Parsed<TypeArg> {
        // `operands` and `results` stand for types here, read in place.
        if self.tok.kind == Kind::Keyword && matches!(self.tok.text, "operands" | "results") {
            let what = self.advance()?.text;
            let s = &mut self.s;
            let (all, any) = if what == "operands" {
                (
                    &mut s.all_operand_types,
                    s.seen_operand_types.contains(&true),
                )
            } else {
                (&mut s.all_result_types, s.seen_result_types.contains(&true))
            };
            if !in_ref && (*all || any) {
                return error(at, format!("'{what}' 'type' is already bound"));
            }
            if in_ref && !*all {
                return error(
                    at,
                    format!("'ref' of 'type({what})' is not bound by a prior 'type' directive"),
                );
            }
            *all = true;
            return Ok(if what == "operands" {
                TypeArg::Operands
            } else {
                TypeArg::Results
            });
        }
        let element = self.element(Ctx::Type)?;
        let s = &mut self.s;
        let (arg, name, bound) = match element {
            Element::Literal(_) | Element::Whitespace(_) => {
                return error(
                    at,
                    "'type' directive operand expects variable or directive operand",
                )
            }
            Element::Variable {
                var: Var::Operand(i),
                ..
            } => {
                let bound = s.all_operand_types || s.seen_operand_types[i];
                s.seen_operand_types[i] = true;
                (TypeArg::Operand(i), &s.op.operands[i].name, bound)
            }
            Element::Variable {
                var: Var::Result(i),
                ..
            } => {
                let bound = s.all_result_types || s.seen_result_types[i];
                s.seen_result_types[i] = true;
                (TypeArg::Result(i), &s.op.results[i].name, bound)
            }
            _ => return error(at, "invalid argument to 'type' directive"),
        };
        if !in_ref && bound {
            return error(at, format!("'type' of '{name}' is already bound"));
        }
        if in_ref && !bound {
            return error(
                at,
                format!("'ref' of 'type(${name})' is not bound by a prior 'type' directive"),
            );
        }
        Ok(arg)
    }
}

fn index_of<'x>(mut names: impl Iterator<Item = &'x str>, name: &str) -> Option<usize> {
    names.position(|n| n == name)
}
