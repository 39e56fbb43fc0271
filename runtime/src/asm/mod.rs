//! MLIR's textual IR: lexer, parser, printer, and the hooks custom
//! assembly forms implement.

mod aliases;
pub mod asm_integer;
pub mod asm_parser;
pub mod asm_printer;
mod decimal;
mod dict_cache;
pub mod dynamic_index_list;
pub mod enum_field;
pub mod escape;
pub mod field;
pub mod function;
pub(crate) mod lexer;
pub mod op_parser;
pub mod parse_attr;
pub mod parse_type;
pub mod parser;
pub mod printer;
pub mod resource_parser;
pub mod switch_cases;

pub use asm_integer::AsmInteger;
pub use asm_parser::{AsmParser, Delimiter, SourcePos};
pub use asm_printer::AsmPrinter;
pub use enum_field::{
    parse_bit_enum_cases, parse_bit_enum_field, parse_enum_attr_case, parse_enum_case,
    parse_enum_field, parse_optional_bit_enum_field, parse_optional_enum_field, print_enum_case,
    print_enum_field, print_quoted_bit_enum_field,
};
pub use field::{unset, FieldParser, FieldPrinter, FromSelfType};
pub use op_parser::{Argument, OpAsmParser, UnresolvedOperand};
pub use parser::{PResult, ParseError, Parser};
pub use printer::{
    affine_expr_to_string_with, op_to_string_local, op_to_string_skip_regions, print_top_level,
    print_top_level_to, print_top_level_with_resources, AffineOperand, OpAsmPrinter, PrintOptions,
    ValueNames, NO_CUSTOM_FORM,
};
