//! Parses one preprocessed file with the pest grammar into the [`ast`](super::ast).

use super::ast::*;
use super::diagnostic::{err, Diagnostic, Result};
use super::preprocess::Expanded;
use super::source::Span;
use super::syntax_error::{brackets, enclosing_bracket, error_pos, syntax_error};
use pest::iterators::Pair;
use pest::Parser as _;

#[derive(pest_derive::Parser)]
#[grammar = "tablegen/grammar.pest"]
struct Grammar;

/// Words that are never identifiers.
pub(super) const KEYWORDS: &[&str] = &[
    "assert",
    "bit",
    "bits",
    "class",
    "code",
    "dag",
    "def",
    "defm",
    "defset",
    "deftype",
    "defvar",
    "dump",
    "else",
    "false",
    "field",
    "foreach",
    "if",
    "in",
    "include",
    "int",
    "let",
    "list",
    "multiclass",
    "string",
    "then",
    "true",
];

/// Budget of grammar rule calls per input byte before parsing gives up.
const CALLS_PER_BYTE: usize = 400;

/// Widest `bits<n>` type accepted.
pub const MAX_BITS_WIDTH: u64 = 1 << 16;

/// Deepest bracket nesting accepted; deeper input is refused before the
/// recursive-descent parser could run out of stack.
pub const MAX_NESTING: usize = 200;

/// Parses a preprocessed, include-expanded text into statements. On a
/// syntax error, also gives the statements before the one that has it:
/// llvm-tblgen evaluates those before it reads on, so their errors come
/// first.
pub fn parse_file(src: &Expanded) -> (Vec<Stmt>, Option<Box<Diagnostic>>) {
    let text = src.text.as_str();
    if let Err(e) = check_nesting(src, text) {
        return (Vec::new(), Some(e));
    }
    // PEG backtracking can be exponential on adversarial input; real files
    // make a few dozen rule calls per byte.
    pest::set_call_limit(std::num::NonZeroUsize::new(
        text.len().saturating_mul(CALLS_PER_BYTE) + 1_000_000,
    ));
    match Grammar::parse(Rule::file, text) {
        Ok(pairs) => match build(src, pairs) {
            Ok(stmts) => (stmts, None),
            Err(e) => (Vec::new(), Some(e)),
        },
        Err(e) => {
            let pos = error_pos(&e);
            let statement = failing_statement_start(text, pos);
            let error = syntax_error(src, e, statement);
            let before = &text[..def_head_end(text, statement, pos).unwrap_or(statement)];
            let rule = if before.len() > statement {
                Rule::file_def_head
            } else {
                Rule::file
            };
            match Grammar::parse(rule, before).map(|pairs| build(src, pairs)) {
                Ok(Ok(stmts)) => (stmts, Some(error)),
                Ok(Err(e)) => (Vec::new(), Some(e)),
                Err(_) => (Vec::new(), Some(error)),
            }
        }
    }
}

/// The statements of a parsed `file`.
fn build(src: &Expanded, mut pairs: pest::iterators::Pairs<Rule>) -> Result<Vec<Stmt>> {
    let root = pairs.next().expect("the file rule yields one pair");
    let b = Builder { src };
    root.inner()
        .filter(|p| p.as_rule() != Rule::EOI)
        .map(|p| b.stmt(p))
        .collect()
}

/// Where the head (name and parents) of the `def` starting at `statement`
/// ends, when the syntax error at `pos` is after it: llvm-tblgen checks
/// each parent as it reads it. A last parent that template arguments
/// follow is not read yet (`A<1 2>` fails inside its arguments): the head
/// ends before it.
fn def_head_end(text: &str, statement: usize, pos: usize) -> Option<usize> {
    let head = Grammar::parse(Rule::def_head, &text[statement..])
        .ok()?
        .next()?;
    let mut end = statement + head.as_span().end();
    let next = end + text[end..].len() - text[end..].trim_start().len();
    if text[next..].starts_with('<') {
        let parents = head.into_inner().find(|p| p.as_rule() == Rule::head_body)?;
        let last = parents.into_inner().next()?.into_inner().last()?;
        let before = text[..statement + last.as_span().start()].trim_end();
        // Before the `,` or `:` that leads to the last parent.
        end = before.len().saturating_sub(1).max(statement);
    }
    (end <= pos && end > statement).then_some(end)
}

/// Where the top-level statement that `pos` falls in starts: statements are
/// read one at a time until one does not parse or ends past `pos`.
fn failing_statement_start(text: &str, pos: usize) -> usize {
    let mut start = 0;
    loop {
        start += text[start..].len() - text[start..].trim_start().len();
        let end = match Grammar::parse(Rule::statement, &text[start..]) {
            Ok(mut pairs) => start + pairs.next().map_or(0, |p| p.as_span().end()),
            Err(_) => return start,
        };
        if end > pos || end == start {
            return start;
        }
        start = end;
    }
}

/// Refuses bracket nesting deeper than [`MAX_NESTING`], ignoring brackets in
/// strings and code blocks.
fn check_nesting(src: &Expanded, text: &str) -> Result<()> {
    let mut depth = 0usize;
    for (i, c) in brackets(text) {
        if matches!(c, b'(' | b'[' | b'{' | b'<') {
            depth += 1;
            if depth > MAX_NESTING {
                return err(
                    Some(src.span(i, i + 1)),
                    format!("nesting deeper than {MAX_NESTING} levels"),
                );
            }
        } else {
            depth = depth.saturating_sub(1);
        }
    }
    Ok(())
}

struct Builder<'s> {
    src: &'s Expanded,
}

type P<'i> = Pair<'i, Rule>;

/// Children of a pair without the keyword tokens (`K_def`, ...), which only
/// guard against keywords matching the start of longer names, and the
/// punctuation rules that only name a syntax error.
trait Inner<'i> {
    fn inner(self) -> std::iter::Filter<pest::iterators::Pairs<'i, Rule>, fn(&P<'i>) -> bool>;
}

impl<'i> Inner<'i> for P<'i> {
    fn inner(self) -> std::iter::Filter<pest::iterators::Pairs<'i, Rule>, fn(&P<'i>) -> bool> {
        fn not_token(p: &P) -> bool {
            !matches!(
                p.as_rule(),
                Rule::K_include
                    | Rule::K_class
                    | Rule::K_def
                    | Rule::K_defm
                    | Rule::K_defset
                    | Rule::K_defvar
                    | Rule::K_deftype
                    | Rule::K_foreach
                    | Rule::K_if
                    | Rule::K_then
                    | Rule::K_else
                    | Rule::K_let
                    | Rule::K_in
                    | Rule::K_multiclass
                    | Rule::K_assert
                    | Rule::K_dump
                    | Rule::K_bits
                    | Rule::K_list
                    | Rule::let_eq
                    | Rule::let_semi
                    | Rule::decl_semi
                    | Rule::targs_end
                    | Rule::arg_comma
                    | Rule::bits_end
                    | Rule::list_end
                    | Rule::dag_end
                    | Rule::foreach_in
                    | Rule::let_in
                    | Rule::if_then
                    | Rule::foreach_end
                    | Rule::then_end
                    | Rule::else_end
                    | Rule::let_end
                    | Rule::multiclass_end
                    | Rule::multiclass_open
                    | Rule::K_cond
                    | Rule::K_foldl
                    | Rule::unary_open
                    | Rule::unary_close
                    | Rule::binary_open
                    | Rule::range_open
                    | Rule::operator_close
                    | Rule::ternary_open
                    | Rule::ternary_comma
                    | Rule::ternary_close
                    | Rule::substr_open
                    | Rule::substr_comma
                    | Rule::substr_close
                    | Rule::find_open
                    | Rule::find_comma
                    | Rule::find_close
                    | Rule::isa_open
                    | Rule::isa_close
                    | Rule::exists_open
                    | Rule::exists_close
                    | Rule::instances_open
                    | Rule::instances_close
                    | Rule::type_open
                    | Rule::type_close
                    | Rule::iter_open
                    | Rule::iter_comma
                    | Rule::iter_close
                    | Rule::foldl_open
                    | Rule::foldl_comma
                    | Rule::foldl_close
                    | Rule::cond_open
                    | Rule::cond_colon
                    | Rule::cond_close
            )
        }
        self.into_inner().filter(not_token as fn(&P<'i>) -> bool)
    }
}

impl Builder<'_> {
    fn span(&self, p: &P) -> Span {
        let s = p.as_span();
        self.src.span(s.start(), s.end())
    }

    /// An identifier; keywords are refused here rather than in the grammar.
    fn ident(&self, p: P) -> Result<Ident> {
        let span = self.span(&p);
        let name = p.as_str();
        if KEYWORDS.contains(&name) {
            // Worded as llvm-tblgen words it: a name in a record body is a
            // declaration's, elsewhere the keyword does not start a value.
            let start = p.as_span().start();
            let text = &self.src.text;
            let previous = text[..start].split_whitespace().next_back().unwrap_or("");
            let declaration = matches!(enclosing_bracket(text, start), Some(('{' | '<', _)));
            let message = match previous {
                "class" => "expected class name after 'class' keyword",
                "defvar" => "expected identifier",
                "let" if declaration => "expected field identifier after let",
                _ if declaration => "Expected identifier in declaration",
                _ => "Unknown or reserved token when parsing a value",
            };
            return err(Some(span), message);
        }
        Ok(Ident {
            name: name.to_string(),
            span,
        })
    }

    // ----- statements -----------------------------------------------------

    fn stmts(&self, p: P) -> Result<Vec<Stmt>> {
        p.inner().map(|s| self.stmt(s)).collect()
    }

    /// A `foreach_block`, `then_block`, ...: one object or `{ objects }`.
    fn block(&self, p: P) -> Result<Vec<Stmt>> {
        self.stmts(p)
    }

    fn stmt(&self, p: P) -> Result<Stmt> {
        let span = self.span(&p);
        let rule = p.as_rule();
        let mut it = p.inner();
        Ok(match rule {
            Rule::include => {
                let lit = it.next().unwrap();
                self.string(&lit)?;
                Stmt::Include(self.span(&lit))
            }
            Rule::class_def => {
                let name = self.ident(it.next().unwrap())?;
                let mut targs = Vec::new();
                let mut next = it.next().unwrap();
                if next.as_rule() == Rule::template_args {
                    targs = self.decls(next)?;
                    next = it.next().unwrap();
                }
                Stmt::Class {
                    name,
                    targs,
                    body: self.object_body(next)?,
                }
            }
            Rule::def | Rule::def_head => {
                let mut next = it.next().unwrap();
                let mut name = None;
                if next.as_rule() == Rule::object_name {
                    name = Some(self.value(next.inner().next().unwrap())?);
                    next = it.next().unwrap();
                }
                let body = self.object_body(next)?;
                if rule == Rule::def {
                    Stmt::Def { name, body, span }
                } else {
                    Stmt::DefHead { name, body, span }
                }
            }
            Rule::defm => {
                let mut name = None;
                let mut parents = Vec::new();
                for q in it {
                    match q.as_rule() {
                        Rule::object_name => name = Some(self.value(q.inner().next().unwrap())?),
                        _ => parents.push(self.class_ref(q)?),
                    }
                }
                Stmt::Defm {
                    name,
                    parents,
                    span,
                }
            }
            Rule::defset => {
                let tyq = it.next().unwrap();
                let ty_span = self.span(&tyq);
                let ty = self.ty(tyq)?;
                let name = self.ident(it.next().unwrap())?;
                let body = it.map(|s| self.stmt(s)).collect::<Result<_>>()?;
                Stmt::Defset {
                    ty,
                    ty_span,
                    name,
                    body,
                }
            }
            Rule::defvar => {
                let name = self.ident(it.next().unwrap())?;
                Stmt::Defvar(name, self.value(it.next().unwrap())?)
            }
            Rule::deftype => {
                let name = self.ident(it.next().unwrap())?;
                Stmt::Deftype(name, self.ty(it.next().unwrap())?)
            }
            Rule::foreach => {
                let var = self.ident(it.next().unwrap())?;
                let list_pair = it.next().unwrap().inner().next().unwrap();
                let list = match list_pair.as_rule() {
                    Rule::range_list => ForeachList::Ranges(self.range_list(list_pair)?),
                    _ => ForeachList::Value(Box::new(self.range_piece(list_pair)?)),
                };
                Stmt::Foreach {
                    var,
                    list,
                    body: self.block(it.next().unwrap())?,
                    span,
                }
            }
            Rule::if_stmt => {
                let cond = self.value(it.next().unwrap())?;
                let then = self.block(it.next().unwrap())?;
                let els = it.next().map(|b| self.block(b)).transpose()?;
                Stmt::If {
                    cond,
                    then,
                    els,
                    span,
                }
            }
            Rule::let_stmt => {
                let mut items = Vec::new();
                let mut body = Vec::new();
                for q in it {
                    match q.as_rule() {
                        Rule::let_item => {
                            let mut qi = q.inner();
                            let name = self.ident(qi.next().unwrap())?;
                            let mut next = qi.next().unwrap();
                            let mut bits = Vec::new();
                            if next.as_rule() == Rule::let_range {
                                bits = self.range_list(next.inner().next().unwrap())?;
                                next = qi.next().unwrap();
                            }
                            items.push(LetItem {
                                name,
                                bits,
                                value: self.value(next)?,
                            });
                        }
                        _ => body = self.block(q)?,
                    }
                }
                Stmt::Let { items, body }
            }
            Rule::multiclass => {
                let name = self.ident(it.next().unwrap())?;
                let mut targs = Vec::new();
                let mut parents = Vec::new();
                let mut body = Vec::new();
                let mut stray_semi = None;
                for q in it {
                    match q.as_rule() {
                        Rule::template_args => targs = self.decls(q)?,
                        Rule::class_ref => parents.push(self.class_ref(q)?),
                        Rule::stray_semi => stray_semi = Some(self.span(&q)),
                        _ => body.push(self.stmt(q)?),
                    }
                }
                Stmt::MultiClass {
                    name,
                    targs,
                    parents,
                    body,
                    stray_semi,
                }
            }
            Rule::assert_stmt => {
                let cond = self.value(it.next().unwrap())?;
                Stmt::Assert(cond, self.value(it.next().unwrap())?)
            }
            Rule::dump_stmt => Stmt::Dump(self.value(it.next().unwrap())?, span),
            r => unreachable!("unexpected statement rule {r:?}"),
        })
    }

    fn decls(&self, p: P) -> Result<Vec<Decl>> {
        p.inner().map(|d| self.decl(d)).collect()
    }

    fn decl(&self, p: P) -> Result<Decl> {
        let mut it = p.inner().peekable();
        let field = it.peek().map(|q| q.as_rule()) == Some(Rule::field_kw);
        if field {
            it.next();
        }
        let tyq = it.next().unwrap();
        Ok(Decl {
            field,
            ty: self.ty(tyq)?,
            name: self.ident(it.next().unwrap())?,
            value: it.next().map(|v| self.value(v)).transpose()?,
        })
    }

    fn object_body(&self, p: P) -> Result<ObjectBody> {
        let mut parents = Vec::new();
        let mut items = Vec::new();
        let mut stray_semi = None;
        for q in p.inner() {
            match q.as_rule() {
                Rule::parent_list => {
                    parents = q
                        .inner()
                        .map(|c| self.class_ref(c))
                        .collect::<Result<_>>()?
                }
                Rule::body => {
                    for item in q.inner() {
                        let span = self.span(&item);
                        let rule = item.as_rule();
                        let mut it = item.inner();
                        items.push(match rule {
                            Rule::field_decl => BodyItem::Field(self.decl(it.next().unwrap())?),
                            Rule::body_let => {
                                let name = self.ident(it.next().unwrap())?;
                                let mut next = it.next().unwrap();
                                let mut bits = Vec::new();
                                if next.as_rule() == Rule::bit_list {
                                    bits = self.range_list(next.inner().next().unwrap())?;
                                    next = it.next().unwrap();
                                }
                                BodyItem::Let {
                                    name,
                                    bits,
                                    value: self.value(next)?,
                                }
                            }
                            Rule::defvar => {
                                let name = self.ident(it.next().unwrap())?;
                                BodyItem::Defvar(name, self.value(it.next().unwrap())?)
                            }
                            Rule::assert_stmt => {
                                let c = self.value(it.next().unwrap())?;
                                BodyItem::Assert(c, self.value(it.next().unwrap())?)
                            }
                            Rule::dump_stmt => {
                                BodyItem::Dump(self.value(it.next().unwrap())?, span)
                            }
                            Rule::include => {
                                let lit = it.next().unwrap();
                                self.string(&lit)?;
                                BodyItem::Include(self.span(&lit))
                            }
                            Rule::stray_semi => {
                                stray_semi = Some(span);
                                continue;
                            }
                            r => unreachable!("unexpected body rule {r:?}"),
                        });
                    }
                }
                r => unreachable!("unexpected object body rule {r:?}"),
            }
        }
        Ok(ObjectBody {
            parents,
            items,
            stray_semi,
        })
    }

    fn class_ref(&self, p: P) -> Result<ClassRef> {
        let span = self.span(&p);
        let mut it = p.inner();
        let name = self.ident(it.next().unwrap())?;
        let args = match it.next() {
            Some(a) => self.args(a)?,
            None => Vec::new(),
        };
        Ok(ClassRef { name, args, span })
    }

    fn args(&self, p: P) -> Result<Vec<Arg>> {
        p.inner()
            .map(|a| {
                let inner = a.inner().next().unwrap();
                if inner.as_rule() == Rule::named_arg {
                    let mut it = inner.inner();
                    let name = self.ident(it.next().unwrap())?;
                    Ok(Arg {
                        name: Some(name),
                        value: self.value(it.next().unwrap())?,
                    })
                } else {
                    Ok(Arg {
                        name: None,
                        value: self.value(inner)?,
                    })
                }
            })
            .collect()
    }

    // ----- types and values -----------------------------------------------

    fn ty(&self, p: P) -> Result<Type> {
        let inner = p.inner().next().unwrap();
        Ok(match inner.as_rule() {
            Rule::ty_simple => match inner.as_str() {
                "string" => Type::String,
                "code" => Type::Code,
                "bit" => Type::Bit,
                "int" => Type::Int,
                _ => Type::Dag,
            },
            Rule::ty_bits => {
                let n = inner.inner().find(|p| p.as_rule() == Rule::bits_ty_width);
                let n = n.unwrap();
                let span = self.span(&n);
                let text = n.as_str();
                let parsed = match text.strip_prefix("0x") {
                    Some(hex) => u64::from_str_radix(hex, 16),
                    None => text.parse(),
                };
                let v = parsed.or_else(|_| err(Some(span), "expected integer in bits<n> type"))?;
                // LLVM would try to allocate any width; past this one only
                // memory exhaustion awaits.
                if v > MAX_BITS_WIDTH {
                    return err(
                        Some(span),
                        format!("bits<{v}> is wider than the limit of {MAX_BITS_WIDTH}"),
                    );
                }
                Type::Bits(v)
            }
            Rule::ty_list => {
                let element = inner.inner().find(|p| p.as_rule() == Rule::ty);
                Type::List(Box::new(self.ty(element.unwrap())?))
            }
            _ => Type::Class(self.ident(inner)?),
        })
    }

    fn range_list(&self, p: P) -> Result<Vec<RangePiece>> {
        p.inner().map(|r| self.range_piece(r)).collect()
    }

    fn range_piece(&self, p: P) -> Result<RangePiece> {
        let mut it = p.inner();
        let start = self.value(it.next().unwrap())?;
        let end = match it.next() {
            None => None,
            Some(q) if q.as_rule() == Rule::neg_int => {
                // `a-7` lexes in LLVM as `a` followed by the integer `-7`,
                // whose magnitude is the end of the range.
                let span = self.span(&q);
                let v = parse_decimal(&q.as_str()[1..], span)?;
                Some(Expr {
                    kind: ExprKind::Int(v),
                    span,
                })
            }
            Some(q) => Some(self.value(q)?),
        };
        Ok(RangePiece { start, end })
    }

    fn value(&self, p: P) -> Result<Expr> {
        let start = p.as_span().start();
        let mut it = p.inner();
        let mut e = self.simple(it.next().unwrap())?;
        for suffix in it {
            let span = self.src.span(start, suffix.as_span().end());
            let kind = match suffix.as_rule() {
                Rule::bit_slice => ExprKind::BitSlice(
                    Box::new(e),
                    self.range_list(suffix.inner().next().unwrap())?,
                ),
                Rule::list_slice => {
                    let mut elems = Vec::new();
                    let mut trailing_comma = false;
                    for q in suffix.inner() {
                        if q.as_rule() == Rule::trailing_comma {
                            trailing_comma = true;
                        } else {
                            elems.push(self.range_piece(q)?);
                        }
                    }
                    ExprKind::ListSlice {
                        list: Box::new(e),
                        elems,
                        trailing_comma,
                    }
                }
                Rule::field_access => {
                    ExprKind::Field(Box::new(e), self.ident(suffix.inner().next().unwrap())?)
                }
                Rule::paste => {
                    let rhs = match suffix.inner().next() {
                        Some(r) => Some(Box::new(self.value(r.inner().next().unwrap())?)),
                        None => None,
                    };
                    ExprKind::Paste(Box::new(e), rhs)
                }
                r => unreachable!("unexpected suffix {r:?}"),
            };
            e = Expr { kind, span };
        }
        Ok(e)
    }

    fn string(&self, p: &P) -> Result<String> {
        let span = self.span(p);
        unescape(p.as_str(), span)
    }

    fn simple(&self, p: P) -> Result<Expr> {
        let span = self.span(&p);
        let kind = match p.as_rule() {
            Rule::kw_true => ExprKind::Bool(true),
            Rule::kw_false => ExprKind::Bool(false),
            Rule::question => ExprKind::Unset,
            Rule::code_lit => {
                let s = p.as_str();
                // llvm-tblgen's lexer reports a NUL in a code block at the
                // block (and would go on with a space).
                if s.contains('\0') {
                    return err(
                        Some(span),
                        "NUL character is invalid in source; treated as space",
                    );
                }
                ExprKind::Code(s[2..s.len() - 2].to_string())
            }
            Rule::strings => {
                let mut s = String::new();
                for lit in p.inner() {
                    s.push_str(&self.string(&lit)?);
                }
                ExprKind::Str(s)
            }
            Rule::hex_int => {
                let digits = &p.as_str()[2..];
                match u64::from_str_radix(digits, 16) {
                    Ok(v) => ExprKind::Int(v as i64),
                    Err(_) => return err(Some(span), "number out of range"),
                }
            }
            Rule::bin_int => {
                let digits = &p.as_str()[2..];
                if digits.len() > 64 {
                    return err(Some(span), "number out of range");
                }
                ExprKind::Binary(digits.bytes().rev().map(|b| b == b'1').collect())
            }
            Rule::dec_int => ExprKind::Int(parse_decimal(p.as_str(), span)?),
            Rule::ident_value => {
                let mut it = p.inner();
                let id = self.ident(it.next().unwrap())?;
                match it.next() {
                    None => ExprKind::Id(id.name),
                    Some(args) => ExprKind::ClassInst {
                        class: id,
                        args: self.args(args)?,
                    },
                }
            }
            Rule::bits_value => {
                ExprKind::Bits(p.inner().map(|v| self.value(v)).collect::<Result<_>>()?)
            }
            Rule::list_value => {
                let mut elems = Vec::new();
                let mut elem_ty = None;
                for q in p.inner() {
                    if q.as_rule() == Rule::ty {
                        elem_ty = Some(self.ty(q)?);
                    } else {
                        elems.push(self.value(q)?);
                    }
                }
                ExprKind::List { elems, elem_ty }
            }
            Rule::dag_value => {
                let mut it = p.inner().peekable();
                let op = Box::new(self.value(it.next().unwrap())?);
                let mut op_name = None;
                if it.peek().map(|q| q.as_rule()) == Some(Rule::dag_op_var) {
                    op_name = Some(it.next().unwrap().as_str()[1..].to_string());
                }
                let mut args = Vec::new();
                for a in it {
                    let mut ai = a.inner();
                    let first = ai.next().unwrap();
                    if first.as_rule() == Rule::var_name {
                        args.push(DagArg {
                            value: None,
                            name: Some(first.as_str()[1..].to_string()),
                        });
                    } else {
                        args.push(DagArg {
                            value: Some(self.value(first)?),
                            name: ai.next().map(|n| n.as_str()[1..].to_string()),
                        });
                    }
                }
                ExprKind::Dag { op, op_name, args }
            }
            Rule::bang_op => {
                let mut it = p.inner();
                let op = it.next().unwrap().as_str()[1..].to_string();
                let mut ty = None;
                let mut args = Vec::new();
                for q in it {
                    if q.as_rule() == Rule::ty {
                        ty = Some(self.ty(q)?);
                    } else {
                        args.push(self.value(q)?);
                    }
                }
                ExprKind::Bang { op, ty, args }
            }
            Rule::bang_iter => {
                let mut it = p.inner();
                let filter = it.next().unwrap().as_str() == "!filter";
                let var = self.ident(it.next().unwrap())?;
                let list = Box::new(self.value(it.next().unwrap())?);
                let body = Box::new(self.value(it.next().unwrap())?);
                ExprKind::Iter {
                    filter,
                    var,
                    list,
                    body,
                }
            }
            Rule::bang_foldl => {
                let mut it = p.inner();
                let start = Box::new(self.value(it.next().unwrap())?);
                let list = Box::new(self.value(it.next().unwrap())?);
                let acc = self.ident(it.next().unwrap())?;
                let elem = self.ident(it.next().unwrap())?;
                let body = Box::new(self.value(it.next().unwrap())?);
                ExprKind::Foldl {
                    start,
                    list,
                    acc,
                    elem,
                    body,
                }
            }
            Rule::bang_cond => {
                let mut cases = Vec::new();
                for c in p.inner() {
                    let mut it = c.inner();
                    let cond = self.value(it.next().unwrap())?;
                    cases.push((cond, self.value(it.next().unwrap())?));
                }
                ExprKind::Cond(cases)
            }
            r => unreachable!("unexpected value rule {r:?}"),
        };
        Ok(Expr { kind, span })
    }
}

/// Decimal literals from -2^63 to 2^64-1; values above `i64::MAX` wrap, as
/// LLVM's lexer reads them as unsigned.
fn parse_decimal(s: &str, span: Span) -> Result<i64> {
    match s.parse::<i128>() {
        Ok(v) if v >= i64::MIN as i128 && v <= u64::MAX as i128 => Ok(v as i64),
        _ => err(Some(span), "number out of range"),
    }
}

/// Decodes a string literal with TableGen's escapes (`\\ \' \" \t \n`).
fn unescape(lit: &str, span: Span) -> Result<String> {
    let body = &lit[1..lit.len() - 1];
    let mut out = String::with_capacity(body.len());
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next().map(|(_, c)| c) {
            Some('\\') => out.push('\\'),
            Some('\'') => out.push('\''),
            Some('"') => out.push('"'),
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            _ => {
                let at = span.start as usize + 1 + i;
                return err(
                    Some(Span::new(span.file, at, at + 1)),
                    "invalid escape in string literal",
                );
            }
        }
    }
    Ok(out)
}
