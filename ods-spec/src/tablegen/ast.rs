//! The syntax tree of a TableGen file, as written (nothing resolved).

use super::source::Span;

#[derive(Clone, Debug)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Type {
    Bit,
    Bits(u64),
    Int,
    /// `string`; `code` is the same type and only changes how values print.
    String,
    Code,
    Dag,
    List(Box<Type>),
    Class(Ident),
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Int(i64),
    /// `0b0110`: the bits, least significant first.
    Binary(Vec<bool>),
    Str(String),
    Code(String),
    Bool(bool),
    Unset,
    Id(String),
    /// `Class<args>` used as a value: an anonymous instantiation.
    ClassInst {
        class: Ident,
        args: Vec<Arg>,
    },
    /// `{a, b, c}`: bits, most significant first as written.
    Bits(Vec<Expr>),
    List {
        elems: Vec<Expr>,
        elem_ty: Option<Type>,
    },
    Dag {
        op: Box<Expr>,
        op_name: Option<String>,
        args: Vec<DagArg>,
    },
    /// `!name<type>(args)` for every operator but the four below.
    Bang {
        op: String,
        ty: Option<Type>,
        args: Vec<Expr>,
    },
    /// `!foreach(var, list, body)` or `!filter(var, list, body)`.
    Iter {
        filter: bool,
        var: Ident,
        list: Box<Expr>,
        body: Box<Expr>,
    },
    Foldl {
        start: Box<Expr>,
        list: Box<Expr>,
        acc: Ident,
        elem: Ident,
        body: Box<Expr>,
    },
    Cond(Vec<(Expr, Expr)>),
    BitSlice(Box<Expr>, Vec<RangePiece>),
    ListSlice {
        list: Box<Expr>,
        elems: Vec<RangePiece>,
        trailing_comma: bool,
    },
    Field(Box<Expr>, Ident),
    /// `lhs # rhs`; the right side is read in name mode, and may be empty.
    Paste(Box<Expr>, Option<Box<Expr>>),
}

/// A template argument: positional, or `name = value`.
#[derive(Clone, Debug)]
pub struct Arg {
    pub name: Option<Ident>,
    pub value: Expr,
}

#[derive(Clone, Debug)]
pub struct DagArg {
    /// `None` for a bare `$name`, which stands for `?`.
    pub value: Option<Expr>,
    pub name: Option<String>,
}

/// `a`, `a...b` or `a-b`.
#[derive(Clone, Debug)]
pub struct RangePiece {
    pub start: Expr,
    pub end: Option<Expr>,
}

#[derive(Clone, Debug)]
pub struct Decl {
    pub field: bool,
    pub ty: Type,
    pub name: Ident,
    pub value: Option<Expr>,
}

#[derive(Clone, Debug)]
pub struct ClassRef {
    pub name: Ident,
    pub args: Vec<Arg>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct ObjectBody {
    pub parents: Vec<ClassRef>,
    pub items: Vec<BodyItem>,
    pub stray_semi: Option<Span>,
}

#[derive(Clone, Debug)]
pub enum BodyItem {
    Field(Decl),
    Let {
        name: Ident,
        bits: Vec<RangePiece>,
        value: Expr,
    },
    Defvar(Ident, Expr),
    Assert(Expr, Expr),
    Dump(Expr, Span),
    /// Where an `include` stands (the preprocessor already expanded it).
    Include(Span),
}

#[derive(Clone, Debug)]
pub struct LetItem {
    pub name: Ident,
    pub bits: Vec<RangePiece>,
    pub value: Expr,
}

#[derive(Clone, Debug)]
pub enum ForeachList {
    Ranges(Vec<RangePiece>),
    Value(Box<RangePiece>),
}

#[derive(Clone, Debug)]
pub enum Stmt {
    /// Where an `include` stands (the preprocessor already expanded it).
    Include(Span),
    Class {
        name: Ident,
        targs: Vec<Decl>,
        body: ObjectBody,
    },
    Def {
        name: Option<Expr>,
        body: ObjectBody,
        span: Span,
    },
    /// The name and parents of a `def` whose body does not parse (its
    /// `body` has no items), checked before the syntax error is reported.
    DefHead {
        name: Option<Expr>,
        body: ObjectBody,
        span: Span,
    },
    Defm {
        name: Option<Expr>,
        parents: Vec<ClassRef>,
        span: Span,
    },
    Defset {
        ty: Type,
        ty_span: Span,
        name: Ident,
        body: Vec<Stmt>,
    },
    Defvar(Ident, Expr),
    /// `deftype Name = Type;`: a type alias.
    Deftype(Ident, Type),
    Foreach {
        var: Ident,
        list: ForeachList,
        body: Vec<Stmt>,
        span: Span,
    },
    If {
        cond: Expr,
        then: Vec<Stmt>,
        els: Option<Vec<Stmt>>,
        span: Span,
    },
    Let {
        items: Vec<LetItem>,
        body: Vec<Stmt>,
    },
    MultiClass {
        name: Ident,
        targs: Vec<Decl>,
        parents: Vec<ClassRef>,
        body: Vec<Stmt>,
        stray_semi: Option<Span>,
    },
    Assert(Expr, Expr),
    Dump(Expr, Span),
}
