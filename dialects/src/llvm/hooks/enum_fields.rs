//! The enums LLVM's attributes take as plain parameters (`"ModRefInfo"`,
//! `"DIFlags"`): read and written as MLIR's generated `FieldParser` and
//! `operator<<` for an enum do, by their case names.

use crate::llvm::*;
use ods_runtime::asm::{parse_enum_field, parse_quoted_bit_enum_field, print_enum_field};
use ods_runtime::asm::{AsmParser, AsmPrinter, FieldParser, FieldPrinter, PResult};

/// `FieldParser` and `FieldPrinter` of an enum with a `CASES` list.
macro_rules! enum_field {
    ($($enum:ty => $summary:literal),* $(,)?) => {$(
        impl FieldParser for $enum {
            fn parse_field(p: &mut AsmParser<'_, '_>) -> PResult<Self> {
                let cases: Vec<&str> = <$enum>::CASES.iter().map(|c| c.stringify()).collect();
                parse_enum_field(p, $summary, &cases, <$enum>::symbolize)
            }
        }

        impl FieldPrinter for $enum {
            fn print_field(&self, p: &mut AsmPrinter<'_>) {
                print_enum_field(p, self.stringify());
            }
        }
    )*};
}

enum_field!(
    ModRefInfo => "LLVM ModRefInfo",
    ModFlagBehavior => "LLVM Module Flag Behavior",
    TailCallKind => "Tail Call Kind",
    framePointerKind::FramePointerKind => "LLVM FramePointerKind",
    uwtable::UWTableKind => "LLVM UWTableKind",
    Linkage => "LLVM linkage types",
    CConv => "Calling Conventions",
    ProfileSummaryFormatKind => "LLVM ProfileSummary format kinds",
    DINameTableKind => "LLVM debug name table kind",
    DIEmissionKind => "LLVM debug emission kind",
    comdat::Comdat => "LLVM Comdat Types",
);

/// `FieldParser` and `FieldPrinter` of a bit enum: cases joined by `|`,
/// quoted when that is no keyword (`"Definition|Optimized"`).
macro_rules! bit_enum_field {
    ($($enum:ty => $summary:literal),* $(,)?) => {$(
        impl FieldParser for $enum {
            fn parse_field(p: &mut AsmParser<'_, '_>) -> PResult<Self> {
                parse_quoted_bit_enum_field(p, $summary, &[], "|", <$enum>::symbolize, |a, b| a | b)
            }
        }

        impl FieldPrinter for $enum {
            fn print_field(&self, p: &mut AsmPrinter<'_>) {
                print_enum_field(p, self.stringify());
            }
        }
    )*};
}

bit_enum_field!(
    DIFlags => "LLVM DI flags",
    DISubprogramFlags => "LLVM DISubprogram flags",
);
