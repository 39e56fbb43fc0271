//! The cases of a switch op's custom form (`custom<SwitchCases>`), as
//! `scf.index_switch` and `emitc.switch` spell them: `case N region`
//! for each case, each on a new line, their values kept as an
//! `array<i64: ...>`.

use crate::asm::{OpAsmParser, OpAsmPrinter, PResult};
use crate::context::IrResult;
use crate::ir::{Attribute, OpId, RegionId};
use crate::ods::convert;

/// `(case N region)*` (MLIR's `parseSwitchCases`).
pub fn parse_switch_cases(
    p: &mut OpAsmParser<'_, '_>,
    cases: &mut Option<Attribute>,
    case_regions: &mut Vec<RegionId>,
) -> PResult<()> {
    let mut values = Vec::new();
    while p.parse_optional_keyword("case") {
        let value = p.parse_integer::<i64>()?;
        let region = p.parse_region(&[])?;
        case_regions.push(region);
        values.push(value);
    }
    *cases = Some(convert::dense_i64_array(p.ctx(), &values));
    Ok(())
}

/// Each case on a new line: `case N region` (MLIR's `printSwitchCases`).
pub fn print_switch_cases(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: OpId,
    cases: Attribute,
    case_regions: &[RegionId],
) -> IrResult<()> {
    let values = convert::dense_i64_vec(p.ctx(), cases);
    for (value, &region) in values.iter().zip(case_regions) {
        p.print_new_line();
        p.write(&format!("case {value} "));
        p.print_region(region, false, true, false)?;
    }
    Ok(())
}
