//! The elements that hold others: `custom<Name>(...)`, `oilist(...)` and
//! optional groups, with what `mlir-tblgen` allows inside each.

use super::parser::{error, Ctx, Parsed, Parser};
use super::{CustomArg, Element, OiClause, OptionalGroup, TypeArg, Var};
use crate::model::format_lexer::{
    custom_directive, optional_group_halves, GroupHalves, GroupParser, Kind,
};

impl Parser<'_, '_> {
    pub(super) fn custom(&mut self, at: usize, ctx: Ctx) -> Parsed<Element> {
        if ctx != Ctx::TopLevel {
            return error(at, "'custom' is only valid as a top-level directive");
        }
        let (name, args) = custom_directive(self)?;
        for arg in &args {
            check_custom_arg(at, arg)?;
        }
        Ok(Element::Custom {
            name: name.to_string(),
            args,
        })
    }

    pub(super) fn custom_arg(&mut self) -> Parsed<CustomArg> {
        match (self.tok.kind, self.tok.text) {
            (Kind::String, text) => {
                self.advance()?;
                // As MLIR: each backslash is dropped, the character after
                // it kept.
                let contents = &text[1..text.len() - 1];
                Ok(CustomArg::String(
                    contents.chars().filter(|&c| c != '\\').collect(),
                ))
            }
            (Kind::Keyword, "ref") => {
                let at = self.advance()?.at;
                Ok(CustomArg::Ref(self.reference(at, Ctx::Custom)?))
            }
            _ => Ok(CustomArg::Element(self.element(Ctx::Custom)?)),
        }
    }

    pub(super) fn oilist(&mut self, at: usize, ctx: Ctx) -> Parsed<Element> {
        self.expect(Kind::LParen, "expected '(' before oilist argument list")?;
        let mut clauses = Vec::new();
        loop {
            let keyword = match self.literal(ctx)? {
                Element::Literal(k) => k,
                // mlir-tblgen crashes on a whitespace keyword.
                _ => return error(at, "expected a keyword literal to start an oilist clause"),
            };
            let mut elements = Vec::new();
            while !matches!(self.tok.kind, Kind::Pipe | Kind::RParen) {
                let element = self.element(ctx)?;
                check_oilist_element(at, self.s.op, &element)?;
                elements.push(element);
            }
            clauses.push(OiClause { keyword, elements });
            if self.advance()?.kind == Kind::RParen {
                return Ok(Element::OiList(clauses));
            }
        }
    }

    pub(super) fn optional_group(&mut self, ctx: Ctx) -> Parsed<Element> {
        let at = self.advance()?.at;
        if ctx != Ctx::TopLevel {
            return error(at, "optional groups can only be used as top-level elements");
        }
        let GroupHalves {
            then,
            otherwise,
            inverted,
            anchor,
        } = optional_group_halves(self, at)?;
        for (i, el) in then.iter().enumerate() {
            self.check_group_element(at, el, !inverted && i == anchor)?;
        }
        for el in &otherwise {
            self.check_group_element(at, el, false)?;
        }
        let first = |els: &[Element]| {
            els.iter()
                .position(|e| !matches!(e, Element::Whitespace(_)))
                .unwrap_or(els.len())
        };
        let (then_parse_start, else_parse_start) = (first(&then), first(&otherwise));
        if !matches!(
            then.get(then_parse_start),
            Some(Element::Literal(_) | Element::Variable { .. } | Element::Custom { .. })
        ) {
            return error(
                at,
                "first parsable element of an optional group must be a literal, variable, or custom directive",
            );
        }
        Ok(Element::Optional(OptionalGroup {
            then,
            otherwise,
            anchor,
            inverted,
            then_parse_start,
            else_parse_start,
        }))
    }

    /// What may stand in an optional group, and what may anchor it.
    fn check_group_element(&self, at: usize, el: &Element, is_anchor: bool) -> Parsed<()> {
        let op = self.s.op;
        match el {
            Element::Variable { var, .. } => match *var {
                Var::Attr(i) => {
                    let a = &op.attributes[i];
                    if is_anchor && !(a.optional || a.default_value.is_some()) {
                        return error(at, "only optional or default-valued attributes can be used to anchor an optional group");
                    }
                    Ok(())
                }
                Var::Prop(i) => {
                    let p = &op.properties[i];
                    if is_anchor && !(p.default_value.is_some() && p.optionally_parsed) {
                        return error(at, "only properties with default values that can be optionally parsed (have the `let optionalParser = ...` field defined) can be used to anchor an optional group");
                    }
                    Ok(())
                }
                Var::Operand(i) => check_variable_length(
                    at,
                    op.operands[i].arity.is_variable(),
                    "operands",
                    "an optional group",
                ),
                Var::Result(i) => check_variable_length(
                    at,
                    op.results[i].arity.is_variable(),
                    "results",
                    "an optional group",
                ),
                Var::Region(_) => Ok(()),
                Var::Successor(_) => error(at, NOT_IN_GROUP),
            },
            Element::Type { arg, .. } => self.check_group_type(at, *arg),
            Element::FunctionalType { inputs, results } => {
                self.check_group_type(at, *inputs)?;
                self.check_group_type(at, *results)
            }
            Element::Custom { args, .. } if is_anchor => {
                for arg in args {
                    if let CustomArg::Element(child) = arg {
                        self.check_group_element(at, child, true)?;
                    }
                }
                Ok(())
            }
            Element::Custom { .. } => Ok(()),
            Element::Literal(_) | Element::Whitespace(_) | Element::Optional(_) if is_anchor => {
                error(
                    at,
                    "only variables and types can be used to anchor an optional group",
                )
            }
            Element::Literal(_) | Element::Whitespace(_) | Element::Optional(_) => Ok(()),
            _ => error(at, NOT_IN_GROUP),
        }
    }

    fn check_group_type(&self, at: usize, arg: TypeArg) -> Parsed<()> {
        let var = match arg {
            TypeArg::Operand(i) => Var::Operand(i),
            TypeArg::Result(i) => Var::Result(i),
            TypeArg::Operands | TypeArg::Results => return error(at, NOT_IN_GROUP),
        };
        let el = Element::Variable {
            var,
            qualified: false,
        };
        self.check_group_element(at, &el, false)
    }
}

const NOT_IN_GROUP: &str =
    "only literals, types, and variables can be used within an optional group";

fn check_variable_length(at: usize, variable: bool, what: &str, within: &str) -> Parsed<()> {
    if variable {
        return Ok(());
    }
    error(
        at,
        format!("only variable length {what} can be used within {within}"),
    )
}

/// What a custom directive may take (`verifyCustomDirectiveArguments`).
fn check_custom_arg(at: usize, arg: &CustomArg) -> Parsed<()> {
    let CustomArg::Element(el) = arg else {
        return Ok(());
    };
    match el {
        Element::AttrDict { .. } | Element::Variable { .. } => Ok(()),
        Element::Type {
            arg: TypeArg::Operand(_) | TypeArg::Result(_),
            ..
        } => Ok(()),
        Element::Type { .. } => error(
            at,
            "type directives within a custom directive may only refer to variables",
        ),
        _ => error(
            at,
            "only variables and types may be used as parameters to a custom directive",
        ),
    }
}

/// What a clause of an `oilist` may bind (`verifyOIListParsingElement`).
fn check_oilist_element(at: usize, op: &crate::model::Op, el: &Element) -> Parsed<()> {
    let vars: Vec<Var> = match el {
        Element::Variable { var, .. } => vec![*var],
        Element::Optional(g) => g
            .then
            .iter()
            .chain(&g.otherwise)
            .filter_map(|e| match e {
                Element::Variable { var, .. } => Some(*var),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    for var in vars {
        match var {
            Var::Attr(i) => {
                let a = &op.attributes[i];
                if !(a.optional || a.default_value.is_some()) {
                    return error(
                        at,
                        "only optional attributes can be used in an oilist parsing group",
                    );
                }
            }
            Var::Operand(i) => check_variable_length(
                at,
                op.operands[i].arity.is_variable(),
                "operands",
                "an oilist parsing group",
            )?,
            Var::Result(i) => check_variable_length(
                at,
                op.results[i].arity.is_variable(),
                "results",
                "an oilist parsing group",
            )?,
            Var::Region(_) | Var::Prop(_) => {}
            Var::Successor(_) => {
                return error(
                    at,
                    "only literals, types, and variables can be used within an oilist group",
                )
            }
        }
    }
    Ok(())
}
