//! The declarative assembly format of operations (`assemblyFormat` of an
//! `Op`): the language of MLIR's `OpFormatGen.cpp`, parsed into a tree the
//! printer and parser generators walk, with the type of every operand and
//! result resolved as `mlir-tblgen` resolves it, and its checks and wording.
//!
//! One file per step: `parser` reads the elements (`groups` the custom
//! directives, `oilist`s and optional groups), `verify` checks the whole
//! format and resolves types. Errors carry the byte offset in the format string where
//! `mlir-tblgen` reports them; [`FormatError::at`] turns it into a span.

mod groups;
mod parser;
mod verify;

pub use super::format_lexer::FormatError;
use super::op::Op;
use super::records::Code;

/// Something of the op a variable names, by index into the op's lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Var {
    /// Index into [`Op::operands`].
    Operand(usize),
    /// Index into [`Op::attributes`].
    Attr(usize),
    /// Index into [`Op::properties`].
    Prop(usize),
    /// Index into [`Op::regions`].
    Region(usize),
    /// Index into [`Op::successors`].
    Successor(usize),
    /// Index into [`Op::results`] (only inside `type(...)`).
    Result(usize),
}

/// What a `type(...)` or `functional-type(...)` argument stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeArg {
    /// `$operand`: index into [`Op::operands`].
    Operand(usize),
    /// `$result`: index into [`Op::results`].
    Result(usize),
    /// `operands`: the types of all operands.
    Operands,
    /// `results`: the types of all results.
    Results,
}

/// An argument of a `custom<Name>(...)` directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CustomArg {
    /// A variable, `type(...)` or `attr-dict`, which the directive parses.
    Element(Element),
    /// `ref(...)`: something bound earlier, passed to the directive as is.
    Ref(Element),
    /// `"text"`: a Rust expression passed as is (escapes removed).
    String(String),
}

/// One clause of an `oilist`: its keyword, then the elements after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OiClause {
    /// The keyword that introduces the clause, without its backticks.
    pub keyword: String,
    /// The elements that follow the keyword.
    pub elements: Vec<Element>,
}

/// One element of a format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    /// A keyword or punctuation, without its backticks.
    Literal(String),
    /// `` ` ` `` (a space), `` `` `` (no space) or `` `\n` `` (a newline).
    Whitespace(String),
    /// `$name` (an attribute in `qualified(...)` prints its dialect prefix).
    Variable {
        /// What the variable names.
        var: Var,
        /// Written in `qualified(...)` (attributes only).
        qualified: bool,
    },
    /// `attr-dict` or `attr-dict-with-keyword`.
    AttrDict {
        /// The `attributes` keyword precedes the dictionary.
        with_keyword: bool,
    },
    /// `prop-dict`: the properties and inherent attributes not in the format.
    PropDict,
    /// `operands`: every operand, comma separated.
    Operands,
    /// `regions`: every region, comma separated.
    Regions,
    /// `successors`: every successor, comma separated.
    Successors,
    /// `type(arg)` (or `qualified(type(arg))`).
    Type {
        /// Whose type.
        arg: TypeArg,
        /// Printed with its dialect prefix.
        qualified: bool,
    },
    /// `functional-type(inputs, results)`.
    FunctionalType {
        /// The function type's inputs.
        inputs: TypeArg,
        /// The function type's results.
        results: TypeArg,
    },
    /// `custom<Name>(args)`: the dialect's `parse_name`/`print_name`.
    Custom {
        /// The directive's name.
        name: String,
        /// Its arguments, in order.
        args: Vec<CustomArg>,
    },
    /// `oilist(clause | ...)`: clauses in any order, each at most once.
    OiList(Vec<OiClause>),
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
    /// Index of the anchor (`^`) in `then`, or in `otherwise` when
    /// `inverted`.
    pub anchor: usize,
    /// The anchor is in the else group: `then` prints when it is absent.
    pub inverted: bool,
    /// Index of the first element of `then` that is not whitespace: the
    /// one whose presence the parser tries first.
    pub then_parse_start: usize,
    /// As `then_parse_start`, for `otherwise`.
    pub else_parse_start: usize,
}

/// Where a variable's type comes from when the format does not print it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeSource {
    /// The type of an operand, by index.
    Operand(usize),
    /// The type of a result, by index.
    Result(usize),
    /// The type of an attribute (its typed value), by index.
    Attr(usize),
}

/// How the parser learns the type of one operand or result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeResolution {
    /// The format prints it (`type(...)`, `functional-type`, `type(operands)`
    /// or `type(results)`).
    Printed,
    /// The constraint's builder makes it (the Rust expression, with
    /// `$_builder` the context).
    Buildable(Code),
    /// Another variable's type, through a `TypesMatchWith` transformer
    /// (Rust over `$_self`) when there is one.
    FromVariable {
        /// Whose type.
        source: TypeSource,
        /// The transformer, from `TypesMatchWith`.
        transformer: Option<Code>,
        /// The transformer gives all the types from the source's one type
        /// (else one type from each).
        ranged: bool,
    },
    /// Results only: the op's `InferTypeOpInterface` infers them all.
    Inferred,
}

/// The type traits of an op the format reads, in the op's trait order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeTrait {
    /// `AllTypesMatch<names>`.
    AllTypesMatch(Vec<String>),
    /// `TypesMatchWith<summary, lhs, rhs, transformer>`.
    TypesMatchWith {
        /// The variable whose type is known.
        lhs: String,
        /// The variable whose type is inferred.
        rhs: String,
        /// Rust from `$_self` (the type of `lhs`) to the type of `rhs`.
        transformer: Code,
        /// The transformer gives all the types of `rhs` (a `Vec`) from
        /// the one type of `lhs`:
        /// `ShapedTypeMatchesElementCountAndTypes<lhs, rhs>`.
        ranged: bool,
    },
    /// `SameTypeOperands`.
    SameTypeOperands,
    /// `SameOperandsAndResultType`.
    SameOperandsAndResultType,
    /// The op implements MLIR's `InferTypeOpInterface`.
    InferTypeOpInterface,
}

/// A parsed and verified op format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpFormat {
    /// The top-level elements, in order.
    pub elements: Vec<Element>,
    /// How each operand's type is known, by operand index.
    pub operand_types: Vec<TypeResolution>,
    /// How each result's type is known, by result index.
    pub result_types: Vec<TypeResolution>,
    /// The attributes the format prints itself (elided from `attr-dict`),
    /// in the order the format binds them.
    pub used_attributes: Vec<usize>,
    /// The properties the format prints itself.
    pub used_properties: Vec<usize>,
    /// Segment-size attributes of `VariadicOfVariadic` operands in the
    /// format: the parser infers them, `attr-dict` elides them (`prop-dict`
    /// prints them, as MLIR's does).
    pub inferred_attributes: Vec<String>,
    /// The format has `prop-dict`.
    pub has_prop_dict: bool,
    /// The format has the `operands` directive.
    pub all_operands: bool,
    /// The format has `type(operands)` (or it in `functional-type`).
    pub all_operand_types: bool,
    /// The format has `type(results)` (or it in `functional-type`).
    pub all_result_types: bool,
}

/// Parses and verifies `text`, the `assemblyFormat` of `op`, whose type
/// traits are `traits` (in the op's trait order).
pub fn parse(text: &str, op: &Op, traits: &[TypeTrait]) -> Result<OpFormat, FormatError> {
    let mut p = parser::Parser::new(text, op)?;
    let start = p.start();
    let elements = p.elements()?;
    verify::verify(p.into_state(), elements, start, traits)
}
