//! The Toy parser (the tutorial's `Parser.h`): a recursive descent over
//! the lexer's tokens into the AST, with the tutorial's error messages
//! (`Parse error (line, col): expected '...' ... but has Token N 'c'`).
//! As the tutorial, it reports an error and gives up on the definition;
//! what parsed before an error at the end of the input is kept.

use crate::ast::{Expr, ExprKind, Function, Module, Prototype, Record, Struct, VarDecl, VarType};
use crate::lexer::{Lexer, Location, Token};

/// What parsing a file gives: the module, unless an error stopped it, and
/// the errors reported, in order (one line each).
#[derive(Debug)]
pub struct ParseOutcome {
    /// The module (the tutorial's `parseModule` result).
    pub module: Option<Module>,
    /// The messages printed on the way.
    pub errors: Vec<String>,
}

/// Parses `source`, naming `file` in locations.
pub fn parse(source: &[u8], file: &str) -> ParseOutcome {
    let mut parser = Parser {
        lexer: Lexer::new(source, file),
        errors: Vec::new(),
    };
    let module = parser.parse_module();
    ParseOutcome {
        module,
        errors: parser.errors,
    }
}

/// The parser's state: the lexer and the messages so far.
struct Parser {
    lexer: Lexer,
    errors: Vec<String>,
}

fn expr(loc: Location, kind: ExprKind) -> Expr {
    Expr { loc, kind }
}

impl Parser {
    fn cur(&self) -> Token {
        self.lexer.cur_token()
    }

    fn at(&self, c: u8) -> bool {
        self.cur().is(c)
    }

    /// The tutorial's `parseError`: records the message and fails.
    fn error<T>(&mut self, expected: &str, context: &str) -> Option<T> {
        let tok = self.cur();
        let loc = self.lexer.last_location();
        let mut message = format!(
            "Parse error ({}, {}): expected '{expected}' {context} but has Token {}",
            loc.line,
            loc.col,
            tok.code()
        );
        if let Some(c) = u8::try_from(tok.code())
            .ok()
            .filter(|c| (0x20..0x7f).contains(c))
        {
            message.push_str(&format!(" '{}'", c as char));
        }
        self.errors.push(message);
        None
    }

    fn parse_module(&mut self) -> Option<Module> {
        self.lexer.next_token();
        let mut records = Vec::new();
        loop {
            let record = match self.cur() {
                Token::Eof => break,
                Token::Def => self.parse_definition().map(Record::Function),
                Token::Struct => self.parse_struct().map(Record::Struct),
                _ => {
                    return self.error("'def' or 'struct'", "when parsing top level module records")
                }
            };
            match record {
                Some(r) => records.push(r),
                None => break,
            }
        }
        if self.cur() != Token::Eof {
            return self.error("nothing", "at end of module");
        }
        Some(Module { records })
    }

    /// `return ;` or `return expr ;`.
    fn parse_return(&mut self) -> Option<Expr> {
        let loc = self.lexer.last_location();
        self.lexer.consume();
        let value = if self.at(b';') {
            None
        } else {
            match self.parse_expression() {
                Some(e) => Some(Box::new(e)),
                // The tutorial keeps the missing value and its block then
                // fails on the token after it (or crashes on a `;`).
                None if self.at(b';') => return None,
                None => return self.error(";", "after expression"),
            }
        };
        Some(expr(loc, ExprKind::Return(value)))
    }

    fn parse_number(&mut self) -> Expr {
        let loc = self.lexer.last_location();
        let value = self.lexer.value();
        self.lexer.consume();
        expr(loc, ExprKind::Number(value))
    }

    /// `[ literal, ... ]` of numbers or nested literals of one shape.
    fn parse_tensor_literal(&mut self) -> Option<Expr> {
        let loc = self.lexer.last_location();
        self.lexer.consume();
        let mut values = Vec::new();
        loop {
            if self.at(b'[') {
                values.push(self.parse_tensor_literal()?);
            } else {
                if self.cur() != Token::Number {
                    return self.error("<num> or [", "in literal expression");
                }
                values.push(self.parse_number());
            }
            if self.at(b']') {
                break;
            }
            if !self.at(b',') {
                return self.error("] or ,", "in literal expression");
            }
            self.lexer.next_token();
        }
        self.lexer.next_token();
        let mut dims = vec![values.len() as i64];
        let nested_dims = |e: &Expr| match &e.kind {
            ExprKind::Literal { dims, .. } => Some(dims.clone()),
            _ => None,
        };
        if values.iter().any(|v| nested_dims(v).is_some()) {
            let Some(first) = nested_dims(&values[0]) else {
                return self.error(
                    "uniform well-nested dimensions",
                    "inside literal expression",
                );
            };
            if values
                .iter()
                .any(|v| nested_dims(v).as_ref() != Some(&first))
            {
                return self.error(
                    "uniform well-nested dimensions",
                    "inside literal expression",
                );
            }
            dims.extend(first);
        }
        Some(expr(loc, ExprKind::Literal { values, dims }))
    }

    /// `{ element, ... }` of tensor literals, numbers and struct literals.
    fn parse_struct_literal(&mut self) -> Option<Expr> {
        let loc = self.lexer.last_location();
        self.lexer.consume();
        let mut values = Vec::new();
        loop {
            if self.at(b'[') {
                values.push(self.parse_tensor_literal()?);
            } else if self.cur() == Token::Number {
                values.push(self.parse_number());
            } else {
                if !self.at(b'{') {
                    return self.error("{, [, or number", "in struct literal expression");
                }
                values.push(self.parse_struct_literal()?);
            }
            if self.at(b'}') {
                break;
            }
            if !self.at(b',') {
                return self.error("} or ,", "in struct literal expression");
            }
            self.lexer.next_token();
        }
        self.lexer.next_token();
        Some(expr(loc, ExprKind::StructLiteral(values)))
    }

    /// `( expression )`.
    fn parse_paren(&mut self) -> Option<Expr> {
        self.lexer.next_token();
        let value = self.parse_expression()?;
        if !self.at(b')') {
            return self.error(")", "to close expression with parentheses");
        }
        self.lexer.consume();
        Some(value)
    }

    /// The arguments of a call of `name` (at `(`); `print` is the builtin.
    fn parse_call(&mut self, name: String, loc: Location) -> Option<Expr> {
        self.lexer.consume();
        let mut args = Vec::new();
        if !self.at(b')') {
            loop {
                args.push(self.parse_expression()?);
                if self.at(b')') {
                    break;
                }
                if !self.at(b',') {
                    return self.error(", or )", "in argument list");
                }
                self.lexer.next_token();
            }
        }
        self.lexer.consume();
        if name == "print" {
            if args.len() != 1 {
                return self.error("<single arg>", "as argument to print()");
            }
            let arg = args.pop().map(Box::new)?;
            return Some(expr(loc, ExprKind::Print(arg)));
        }
        Some(expr(loc, ExprKind::Call { callee: name, args }))
    }

    /// A variable reference or a call.
    fn parse_identifier(&mut self) -> Option<Expr> {
        let name = self.lexer.identifier().to_string();
        let loc = self.lexer.last_location();
        self.lexer.next_token();
        if !self.at(b'(') {
            return Some(expr(loc, ExprKind::Var(name)));
        }
        self.parse_call(name, loc)
    }

    fn parse_primary(&mut self) -> Option<Expr> {
        match self.cur() {
            Token::Identifier => self.parse_identifier(),
            Token::Number => Some(self.parse_number()),
            t if t.is(b'(') => self.parse_paren(),
            t if t.is(b'[') => self.parse_tensor_literal(),
            t if t.is(b'{') => self.parse_struct_literal(),
            t if t.is(b';') || t.is(b'}') => None,
            t => {
                self.errors.push(format!(
                    "unknown token '{}' when expecting an expression",
                    t.code()
                ));
                None
            }
        }
    }

    /// The binary operators after `lhs` that bind at least as tightly as
    /// `min_prec`.
    fn parse_bin_op_rhs(&mut self, min_prec: i32, mut lhs: Expr) -> Option<Expr> {
        loop {
            let prec = self.precedence();
            if prec < min_prec {
                return Some(lhs);
            }
            let op = self.cur().code() as u8;
            self.lexer.consume();
            let loc = self.lexer.last_location();
            let Some(mut rhs) = self.parse_primary() else {
                return self.error("expression", "to complete binary operator");
            };
            if prec < self.precedence() {
                rhs = self.parse_bin_op_rhs(prec + 1, rhs)?;
            }
            lhs = expr(
                loc,
                ExprKind::Binary {
                    op,
                    lhs: Box::new(lhs),
                    rhs: Box::new(rhs),
                },
            );
        }
    }

    fn parse_expression(&mut self) -> Option<Expr> {
        let lhs = self.parse_primary()?;
        self.parse_bin_op_rhs(0, lhs)
    }

    /// `< num, ... >`.
    fn parse_type(&mut self) -> Option<VarType> {
        if !self.at(b'<') {
            return self.error("<", "to begin type");
        }
        self.lexer.next_token();
        let mut ty = VarType::default();
        while self.cur() == Token::Number {
            ty.shape.push(self.lexer.value() as i64);
            self.lexer.next_token();
            if self.at(b',') {
                self.lexer.next_token();
            }
        }
        if !self.at(b'>') {
            return self.error(">", "to end type");
        }
        self.lexer.next_token();
        Some(ty)
    }

    /// A statement that starts with an identifier: a call, or a
    /// declaration `Type name = init`.
    fn parse_declaration_or_call(&mut self) -> Option<Expr> {
        let loc = self.lexer.last_location();
        let id = self.lexer.identifier().to_string();
        self.lexer.consume();
        if self.at(b'(') {
            return self.parse_call(id, loc);
        }
        let decl = self.parse_typed_declaration(id, true, loc)?;
        Some(expr(decl.loc.clone(), ExprKind::VarDecl(decl)))
    }

    /// `name (= init)?` after the struct type `type_name`.
    fn parse_typed_declaration(
        &mut self,
        type_name: String,
        requires_initializer: bool,
        loc: Location,
    ) -> Option<VarDecl> {
        if self.cur() != Token::Identifier {
            return self.error("name", "in variable declaration");
        }
        let name = self.lexer.identifier().to_string();
        self.lexer.next_token();
        let mut init = None;
        if requires_initializer {
            if !self.at(b'=') {
                return self.error("initializer", "in variable declaration");
            }
            self.lexer.consume();
            init = self.parse_expression().map(Box::new);
        }
        let ty = VarType {
            name: type_name,
            shape: Vec::new(),
        };
        Some(VarDecl {
            loc,
            name,
            ty,
            init,
        })
    }

    /// `var name<shape> (= init)?` or `Type name (= init)?`.
    fn parse_declaration(&mut self, requires_initializer: bool) -> Option<VarDecl> {
        if self.cur() == Token::Var {
            return self.parse_var_declaration(requires_initializer);
        }
        if self.cur() != Token::Identifier {
            return self.error("type name", "in variable declaration");
        }
        let loc = self.lexer.last_location();
        let type_name = self.lexer.identifier().to_string();
        self.lexer.next_token();
        self.parse_typed_declaration(type_name, requires_initializer, loc)
    }

    /// `var name<shape>? (= init)?`; as the tutorial, the token after the
    /// type is taken for `=` without a check.
    fn parse_var_declaration(&mut self, requires_initializer: bool) -> Option<VarDecl> {
        let loc = self.lexer.last_location();
        self.lexer.next_token();
        if self.cur() != Token::Identifier {
            return self.error("identified", "after 'var' declaration");
        }
        let name = self.lexer.identifier().to_string();
        self.lexer.next_token();
        let ty = if self.at(b'<') {
            self.parse_type()?
        } else {
            VarType::default()
        };
        let mut init = None;
        if requires_initializer {
            self.lexer.consume();
            init = self.parse_expression().map(Box::new);
        }
        Some(VarDecl {
            loc,
            name,
            ty,
            init,
        })
    }

    /// `{ statement ; ... }`.
    fn parse_block(&mut self) -> Option<Vec<Expr>> {
        if !self.at(b'{') {
            return self.error("{", "to begin block");
        }
        self.lexer.consume();
        let mut list = Vec::new();
        while self.at(b';') {
            self.lexer.consume();
        }
        while !self.at(b'}') && self.cur() != Token::Eof {
            let statement = match self.cur() {
                Token::Identifier => self.parse_declaration_or_call()?,
                Token::Var => {
                    let decl = self.parse_declaration(true)?;
                    expr(decl.loc.clone(), ExprKind::VarDecl(decl))
                }
                Token::Return => self.parse_return()?,
                _ => self.parse_expression()?,
            };
            list.push(statement);
            if !self.at(b';') {
                return self.error(";", "after expression");
            }
            while self.at(b';') {
                self.lexer.consume();
            }
        }
        if !self.at(b'}') {
            return self.error("}", "to close block");
        }
        self.lexer.consume();
        Some(list)
    }

    /// `def name(params)`; a parameter is `name` or `Type name`.
    fn parse_prototype(&mut self) -> Option<Prototype> {
        let loc = self.lexer.last_location();
        if self.cur() != Token::Def {
            return self.error("def", "in prototype");
        }
        self.lexer.consume();
        if self.cur() != Token::Identifier {
            return self.error("function name", "in prototype");
        }
        let name = self.lexer.identifier().to_string();
        self.lexer.consume();
        if !self.at(b'(') {
            return self.error("(", "in prototype");
        }
        self.lexer.consume();
        let mut args = Vec::new();
        if !self.at(b')') {
            loop {
                let name_or_type = self.lexer.identifier().to_string();
                let arg_loc = self.lexer.last_location();
                self.lexer.consume();
                let mut ty = VarType::default();
                let name = if self.cur() == Token::Identifier {
                    ty.name = name_or_type;
                    let name = self.lexer.identifier().to_string();
                    self.lexer.consume();
                    name
                } else {
                    name_or_type
                };
                args.push(VarDecl {
                    loc: arg_loc,
                    name,
                    ty,
                    init: None,
                });
                if !self.at(b',') {
                    break;
                }
                self.lexer.consume();
                if self.cur() != Token::Identifier {
                    return self.error("identifier", "after ',' in function parameter list");
                }
            }
        }
        if !self.at(b')') {
            return self.error(")", "to end function prototype");
        }
        self.lexer.consume();
        Some(Prototype { loc, name, args })
    }

    fn parse_definition(&mut self) -> Option<Function> {
        let proto = self.parse_prototype()?;
        let body = self.parse_block()?;
        Some(Function { proto, body })
    }

    /// `struct Name { decl; ... }`.
    fn parse_struct(&mut self) -> Option<Struct> {
        let loc = self.lexer.last_location();
        self.lexer.consume();
        if self.cur() != Token::Identifier {
            return self.error("name", "in struct definition");
        }
        let name = self.lexer.identifier().to_string();
        self.lexer.consume();
        if !self.at(b'{') {
            return self.error("{", "in struct definition");
        }
        self.lexer.consume();
        let mut variables = Vec::new();
        loop {
            variables.push(self.parse_declaration(false)?);
            if !self.at(b';') {
                return self.error(";", "after variable in struct definition");
            }
            self.lexer.consume();
            if self.at(b'}') {
                break;
            }
        }
        self.lexer.consume();
        Some(Struct {
            loc,
            name,
            variables,
        })
    }

    /// The precedence of the current token as a binary operator, or -1.
    fn precedence(&self) -> i32 {
        match self.cur() {
            t if t.is(b'-') || t.is(b'+') => 20,
            t if t.is(b'*') => 40,
            t if t.is(b'.') => 60,
            _ => -1,
        }
    }
}
