//! Parameters of the debug-info and alias-analysis attributes that MLIR
//! reads and prints with C++: DWARF constants by their names (the names
//! of LLVM's `llvm/BinaryFormat/Dwarf.def` most programs use; another
//! name is an error) and the members of a TBAA type descriptor.

use crate::llvm::*;
use ods_runtime::asm::{AsmParser, AsmPrinter, FieldParser, FieldPrinter, PResult};

/// A kind of DWARF constant a debug-info parameter holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dwarf {
    CallingConvention,
    Encoding,
    Language,
    Tag,
    Operation,
}

impl Dwarf {
    /// What MLIR's error calls the kind (its `LLVM_DIParameter` summary,
    /// which the error's own words repeat: `invalid debug info debug info
    /// tag name`).
    fn summary(self) -> &'static str {
        match self {
            Dwarf::CallingConvention => "debug info calling convention",
            Dwarf::Encoding => "debug info encoding",
            Dwarf::Language => "debug info language",
            Dwarf::Tag => "debug info tag",
            Dwarf::Operation => "debug info operation encoding",
        }
    }

    /// The names and values of the kind.
    fn table(self) -> &'static [(&'static str, u32)] {
        match self {
            Dwarf::CallingConvention => &[
                ("DW_CC_normal", 0x01),
                ("DW_CC_program", 0x02),
                ("DW_CC_nocall", 0x03),
                ("DW_CC_pass_by_reference", 0x04),
                ("DW_CC_pass_by_value", 0x05),
            ],
            Dwarf::Encoding => &[
                ("DW_ATE_address", 0x01),
                ("DW_ATE_boolean", 0x02),
                ("DW_ATE_complex_float", 0x03),
                ("DW_ATE_float", 0x04),
                ("DW_ATE_signed", 0x05),
                ("DW_ATE_signed_char", 0x06),
                ("DW_ATE_unsigned", 0x07),
                ("DW_ATE_unsigned_char", 0x08),
                ("DW_ATE_imaginary_float", 0x09),
                ("DW_ATE_packed_decimal", 0x0a),
                ("DW_ATE_numeric_string", 0x0b),
                ("DW_ATE_edited", 0x0c),
                ("DW_ATE_signed_fixed", 0x0d),
                ("DW_ATE_unsigned_fixed", 0x0e),
                ("DW_ATE_decimal_float", 0x0f),
                ("DW_ATE_UTF", 0x10),
                ("DW_ATE_UCS", 0x11),
                ("DW_ATE_ASCII", 0x12),
                ("DW_ATE_HP_complex_float", 0x81),
                ("DW_ATE_HP_float128", 0x82),
                ("DW_ATE_HP_complex_float128", 0x83),
                ("DW_ATE_HP_floathpintel", 0x84),
                ("DW_ATE_HP_imaginary_float90", 0x85),
                ("DW_ATE_HP_imaginary_float128", 0x86),
            ],
            Dwarf::Language => &[
                ("DW_LANG_C89", 0x01),
                ("DW_LANG_C", 0x02),
                ("DW_LANG_C_plus_plus", 0x04),
                ("DW_LANG_Fortran77", 0x07),
                ("DW_LANG_Fortran90", 0x08),
                ("DW_LANG_C99", 0x0c),
                ("DW_LANG_Fortran95", 0x0e),
                ("DW_LANG_ObjC", 0x10),
                ("DW_LANG_Python", 0x14),
                ("DW_LANG_OpenCL", 0x15),
                ("DW_LANG_Go", 0x16),
                ("DW_LANG_C_plus_plus_11", 0x1a),
                ("DW_LANG_Rust", 0x1c),
                ("DW_LANG_C11", 0x1d),
                ("DW_LANG_Swift", 0x1e),
                ("DW_LANG_Julia", 0x1f),
                ("DW_LANG_C_plus_plus_14", 0x21),
                ("DW_LANG_Fortran03", 0x22),
                ("DW_LANG_Fortran08", 0x23),
            ],
            Dwarf::Tag => &[
                ("DW_TAG_array_type", 0x01),
                ("DW_TAG_class_type", 0x02),
                ("DW_TAG_enumeration_type", 0x04),
                ("DW_TAG_formal_parameter", 0x05),
                ("DW_TAG_imported_declaration", 0x08),
                ("DW_TAG_label", 0x0a),
                ("DW_TAG_lexical_block", 0x0b),
                ("DW_TAG_member", 0x0d),
                ("DW_TAG_pointer_type", 0x0f),
                ("DW_TAG_reference_type", 0x10),
                ("DW_TAG_compile_unit", 0x11),
                ("DW_TAG_string_type", 0x12),
                ("DW_TAG_structure_type", 0x13),
                ("DW_TAG_subroutine_type", 0x15),
                ("DW_TAG_typedef", 0x16),
                ("DW_TAG_union_type", 0x17),
                ("DW_TAG_inheritance", 0x1c),
                ("DW_TAG_ptr_to_member_type", 0x1f),
                ("DW_TAG_set_type", 0x20),
                ("DW_TAG_subrange_type", 0x21),
                ("DW_TAG_base_type", 0x24),
                ("DW_TAG_const_type", 0x26),
                ("DW_TAG_enumerator", 0x28),
                ("DW_TAG_subprogram", 0x2e),
                ("DW_TAG_variable", 0x34),
                ("DW_TAG_volatile_type", 0x35),
                ("DW_TAG_restrict_type", 0x37),
                ("DW_TAG_namespace", 0x39),
                ("DW_TAG_imported_module", 0x3a),
                ("DW_TAG_unspecified_type", 0x3b),
                ("DW_TAG_imported_unit", 0x3d),
                ("DW_TAG_rvalue_reference_type", 0x42),
                ("DW_TAG_atomic_type", 0x47),
            ],
            Dwarf::Operation => &[
                ("DW_OP_addr", 0x03),
                ("DW_OP_deref", 0x06),
                ("DW_OP_constu", 0x10),
                ("DW_OP_consts", 0x11),
                ("DW_OP_dup", 0x12),
                ("DW_OP_drop", 0x13),
                ("DW_OP_over", 0x14),
                ("DW_OP_pick", 0x15),
                ("DW_OP_swap", 0x16),
                ("DW_OP_xderef", 0x18),
                ("DW_OP_abs", 0x19),
                ("DW_OP_and", 0x1a),
                ("DW_OP_div", 0x1b),
                ("DW_OP_minus", 0x1c),
                ("DW_OP_mod", 0x1d),
                ("DW_OP_mul", 0x1e),
                ("DW_OP_neg", 0x1f),
                ("DW_OP_not", 0x20),
                ("DW_OP_or", 0x21),
                ("DW_OP_plus", 0x22),
                ("DW_OP_plus_uconst", 0x23),
                ("DW_OP_shl", 0x24),
                ("DW_OP_shr", 0x25),
                ("DW_OP_shra", 0x26),
                ("DW_OP_xor", 0x27),
                ("DW_OP_bra", 0x28),
                ("DW_OP_eq", 0x29),
                ("DW_OP_ge", 0x2a),
                ("DW_OP_gt", 0x2b),
                ("DW_OP_le", 0x2c),
                ("DW_OP_lt", 0x2d),
                ("DW_OP_ne", 0x2e),
                ("DW_OP_skip", 0x2f),
                ("DW_OP_lit0", 0x30),
                ("DW_OP_lit1", 0x31),
                ("DW_OP_lit2", 0x32),
                ("DW_OP_lit3", 0x33),
                ("DW_OP_lit4", 0x34),
                ("DW_OP_lit5", 0x35),
                ("DW_OP_lit6", 0x36),
                ("DW_OP_lit7", 0x37),
                ("DW_OP_lit8", 0x38),
                ("DW_OP_lit9", 0x39),
                ("DW_OP_lit10", 0x3a),
                ("DW_OP_lit11", 0x3b),
                ("DW_OP_lit12", 0x3c),
                ("DW_OP_lit13", 0x3d),
                ("DW_OP_lit14", 0x3e),
                ("DW_OP_lit15", 0x3f),
                ("DW_OP_lit16", 0x40),
                ("DW_OP_lit17", 0x41),
                ("DW_OP_lit18", 0x42),
                ("DW_OP_lit19", 0x43),
                ("DW_OP_lit20", 0x44),
                ("DW_OP_lit21", 0x45),
                ("DW_OP_lit22", 0x46),
                ("DW_OP_lit23", 0x47),
                ("DW_OP_lit24", 0x48),
                ("DW_OP_lit25", 0x49),
                ("DW_OP_lit26", 0x4a),
                ("DW_OP_lit27", 0x4b),
                ("DW_OP_lit28", 0x4c),
                ("DW_OP_lit29", 0x4d),
                ("DW_OP_lit30", 0x4e),
                ("DW_OP_lit31", 0x4f),
                ("DW_OP_regx", 0x90),
                ("DW_OP_fbreg", 0x91),
                ("DW_OP_bregx", 0x92),
                ("DW_OP_piece", 0x93),
                ("DW_OP_deref_size", 0x94),
                ("DW_OP_push_object_address", 0x97),
                ("DW_OP_call_frame_cfa", 0x9c),
                ("DW_OP_stack_value", 0x9f),
                ("DW_OP_LLVM_fragment", 0x1000),
                ("DW_OP_LLVM_convert", 0x1001),
                ("DW_OP_LLVM_tag_offset", 0x1002),
                ("DW_OP_LLVM_entry_value", 0x1003),
                ("DW_OP_LLVM_implicit_pointer", 0x1004),
                ("DW_OP_LLVM_arg", 0x1005),
            ],
        }
    }
}

/// The name of a DWARF constant, if it has one (LLVM's `TagString` and
/// the others, for the export to LLVM IR).
pub(crate) fn dwarf_name(kind: Dwarf, value: u32) -> Option<&'static str> {
    kind.table()
        .iter()
        .find(|(_, v)| *v == value)
        .map(|(n, _)| *n)
}

/// A DWARF constant by its name (MLIR's `LLVM_DIParameter` parser).
pub(crate) fn parse_dwarf(p: &mut AsmParser<'_, '_>, kind: Dwarf) -> PResult<u32> {
    let at = p.current_location();
    let name = p.parse_keyword_ident()?;
    match kind.table().iter().find(|(n, _)| *n == name) {
        Some(&(_, value)) => Ok(value),
        None => Err(p.emit_error(
            at,
            format!("invalid debug info {} name: {name}", kind.summary()),
        )),
    }
}

/// A DWARF constant's name; nothing for one without (as LLVM's
/// `TagString` and the others give an empty name).
pub(crate) fn print_dwarf(p: &mut AsmPrinter<'_>, kind: Dwarf, value: u32) {
    if let Some(name) = dwarf_name(kind, value) {
        p.write(name);
    }
}

/// `{<member>, ...}`, the members of a TBAA type descriptor.
pub(crate) fn parse_tbaa_members(p: &mut AsmParser<'_, '_>) -> PResult<Vec<TBAAMemberAttr>> {
    p.parse_lbrace()?;
    let members = <Vec<TBAAMemberAttr> as FieldParser>::parse_field(p)?;
    p.parse_rbrace()?;
    Ok(members)
}

/// The members between braces, each without its `#llvm.tbaa_member`.
pub(crate) fn print_tbaa_members(p: &mut AsmPrinter<'_>, members: &[TBAAMemberAttr]) {
    p.write("{");
    for (i, member) in members.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        member.print_field(p);
    }
    p.write("}");
}

/// `DW_OP_LLVM_convert`, whose second argument is an encoding by name.
const LLVM_CONVERT: u32 = 0x1001;

/// The arguments of a DWARF operation, comma-separated; the encoding of a
/// `DW_OP_LLVM_convert` may be written by name (MLIR's
/// `parseExpressionArg`).
pub(crate) fn parse_expression_arg(
    p: &mut AsmParser<'_, '_>,
    opcode: Option<&u32>,
    arguments: &mut Option<Vec<u64>>,
) -> PResult<()> {
    let mut args = Vec::new();
    loop {
        let at = p.current_location();
        let named = if !args.is_empty() && opcode == Some(&LLVM_CONVERT) {
            p.parse_optional_keyword_ident()
        } else {
            None
        };
        let value = match named {
            Some(keyword) => match Dwarf::Encoding.table().iter().find(|(n, _)| *n == keyword) {
                Some(&(_, v)) => u64::from(v),
                None => {
                    return Err(p.emit_error(
                        at,
                        format!("encountered unknown attribute encoding \"{keyword}\""),
                    ))
                }
            },
            None => p.parse_integer::<u64>()?,
        };
        args.push(value);
        if !p.parse_optional_comma() {
            break;
        }
    }
    *arguments = Some(args);
    Ok(())
}

/// The arguments, an encoding by its name where it has one.
pub(crate) fn print_expression_arg(p: &mut AsmPrinter<'_>, opcode: u32, arguments: &[u64]) {
    for (i, &arg) in arguments.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let name = (i > 0 && opcode == LLVM_CONVERT)
            .then(|| {
                Dwarf::Encoding
                    .table()
                    .iter()
                    .find(|(_, v)| u64::from(*v) == arg)
            })
            .flatten();
        match name {
            Some((name, _)) => p.write(name),
            None => p.write(&arg.to_string()),
        }
    }
}
