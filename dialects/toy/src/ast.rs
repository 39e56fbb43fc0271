//! The Toy AST (the tutorial's `AST.h`): a module of functions and
//! structs, whose bodies are lists of expressions.

use crate::lexer::Location;

/// A variable's declared type: a struct's name, or a tensor shape (empty
/// when not given).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct VarType {
    /// The struct's name, or empty.
    pub name: String,
    /// The shape, when `name` is empty.
    pub shape: Vec<i64>,
}

/// `var name<shape> = init` or `Type name = init` (the initializer may be
/// missing: in a struct, a prototype, or after a parse the tutorial lets
/// through).
#[derive(Clone, Debug, PartialEq)]
pub struct VarDecl {
    /// Where the declaration starts.
    pub loc: Location,
    /// The variable's name.
    pub name: String,
    /// Its declared type.
    pub ty: VarType,
    /// Its initializer.
    pub init: Option<Box<Expr>>,
}

/// An expression, with where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// Where the expression is (for a binary operation: its right operand).
    pub loc: Location,
    /// What it is.
    pub kind: ExprKind,
}

/// The kinds of expressions.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// A number.
    Number(f64),
    /// A tensor literal: its elements (numbers or literals) and its
    /// dimensions, outermost first.
    Literal {
        /// The elements at this level.
        values: Vec<Expr>,
        /// The dimensions of this level and the nested ones.
        dims: Vec<i64>,
    },
    /// A struct literal `{ ... }`.
    StructLiteral(Vec<Expr>),
    /// A variable reference.
    Var(String),
    /// A variable declaration.
    VarDecl(VarDecl),
    /// `return` with its optional value.
    Return(Option<Box<Expr>>),
    /// `lhs op rhs`, `op` one of `+ - * .`.
    Binary {
        /// The operator's character.
        op: u8,
        /// The left operand.
        lhs: Box<Expr>,
        /// The right operand.
        rhs: Box<Expr>,
    },
    /// A call of a function or of the builtin `transpose`.
    Call {
        /// The called name.
        callee: String,
        /// The arguments.
        args: Vec<Expr>,
    },
    /// The builtin `print(arg)`.
    Print(Box<Expr>),
}

/// A function's name and parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Prototype {
    /// Where `def` is.
    pub loc: Location,
    /// The function's name.
    pub name: String,
    /// The parameters (without initializers).
    pub args: Vec<VarDecl>,
}

/// A function: its prototype and body.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// The prototype.
    pub proto: Prototype,
    /// The body's expressions.
    pub body: Vec<Expr>,
}

/// `struct Name { decl; ... }`.
#[derive(Clone, Debug, PartialEq)]
pub struct Struct {
    /// Where `struct` is.
    pub loc: Location,
    /// The struct's name.
    pub name: String,
    /// Its members, in order.
    pub variables: Vec<VarDecl>,
}

/// A top-level definition.
#[derive(Clone, Debug, PartialEq)]
pub enum Record {
    /// A function.
    Function(Function),
    /// A struct.
    Struct(Struct),
}

/// A Toy source file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    /// The definitions, in order.
    pub records: Vec<Record>,
}
