//! `fixtures/ods/custom_asm.td`, with its custom forms written in Rust
//! over `OpAsmParser` and `OpAsmPrinter`, as a dialect writes them.

include!(concat!(env!("OUT_DIR"), "/custom_asm.rs"));

use casm::*;
use ods_runtime::asm::function::{self, FunctionAttrNames};
use ods_runtime::asm::{Delimiter, OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::ods::op::Op;
use ods_runtime::registry::{SetBlockNameFn, SetValueNameFn};
use ods_runtime::{AttrKind, Attribute, Context, IrResult, OperationState, RegionId, Symbol};

/// The attribute called `name` among an op's attributes.
fn named(p: &OpAsmPrinter<'_, '_>, attrs: &[(Symbol, Attribute)], name: &str) -> Option<Attribute> {
    attrs
        .iter()
        .find(|(n, _)| p.ctx().symbol_str(*n) == name)
        .map(|&(_, a)| a)
}

impl ConstOpHooks for ConstOp {
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let value = p.parse_integer::<i64>()?;
        let ty = p.parse_colon_type()?;
        let attr = p.ctx().attr(AttrKind::Integer {
            ty,
            value: value.into(),
        });
        let name = p.ctx().symbol("value");
        state.attributes.push((name, attr));
        p.parse_optional_attr_dict(state)?;
        state.result_types.push(ty);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let attrs = p.op_attributes(self.id());
        let value = named(p, &attrs, "value").expect("verified");
        p.write(" ");
        p.print_attribute_without_type(value);
        p.print_optional_attr_dict(&attrs, &["value"]);
        p.write(" : ");
        let ty = p.ctx().value_type(p.ctx().result(self.id(), 0));
        p.print_type(ty);
        Ok(())
    }
}

impl AddOpHooks for AddOp {
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let at = p.current_location();
        let operands = p.parse_operand_list(Delimiter::None, Some(2))?;
        let ty = p.parse_colon_type()?;
        p.parse_optional_attr_dict(state)?;
        p.resolve_operands(&operands, &[ty, ty], at, &mut state.operands)?;
        state.result_types.push(ty);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let operands = p.ctx().operands(self.id());
        let attrs = p.op_attributes(self.id());
        p.write(" ");
        p.print_operands(&operands);
        p.write(" : ");
        let ty = p.ctx().value_type(operands[0]);
        p.print_type(ty);
        p.print_optional_attr_dict(&attrs, &[]);
        Ok(())
    }
}

impl LambdaOpHooks for LambdaOp {
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        p.parse_symbol_name_into("sym_name", state)?;
        let args = p.parse_argument_list(Delimiter::Paren, true, false)?;
        p.parse_optional_attr_dict_with_keyword(state)?;
        let body = p.parse_region(&args)?;
        p.ensure_block(body)?;
        state.regions.push(body);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let attrs = p.op_attributes(self.id());
        let name = match named(p, &attrs, "sym_name").map(|a| p.ctx().attr_kind(a)) {
            Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
            _ => String::new(),
        };
        p.write(" ");
        p.print_symbol_name(&name);
        let body = p.ctx().regions(self.id())[0];
        let entry = p.ctx().blocks(body)[0];
        let args: Vec<_> = (0..p.ctx().num_block_args(entry))
            .map(|i| ods_runtime::Value::Arg(entry, i as u32))
            .collect();
        p.write("(");
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_region_argument(a, &[], false);
        }
        p.write(")");
        p.print_optional_attr_dict_with_keyword(&attrs, &["sym_name"]);
        p.write(" ");
        p.print_region(body, false, true, false)
    }
}

impl YieldOpHooks for YieldOp {
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let at = p.current_location();
        let operands = p.parse_operand_list(Delimiter::None, None)?;
        let types = p.parse_optional_colon_type_list()?;
        p.resolve_operands(&operands, &types, at, &mut state.operands)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let operands = p.ctx().operands(self.id());
        if operands.is_empty() {
            return Ok(());
        }
        p.write(" ");
        p.print_operands(&operands);
        p.write(" : ");
        let types: Vec<_> = operands.iter().map(|&v| p.ctx().value_type(v)).collect();
        p.print_types(&types);
        Ok(())
    }
}

impl BrOpHooks for BrOp {
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let (dest, values) = p.parse_successor_and_use_list()?;
        state.successors.push(dest);
        state.operands.extend(values);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let dest = p.ctx().successors(self.id())[0];
        let operands = p.ctx().operands(self.id());
        p.write(" ");
        p.print_successor_and_use_list(dest, &operands);
        Ok(())
    }
}

impl FuncOpHooks for FuncOp {
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        function::parse_function_op(
            p,
            state,
            false,
            FunctionAttrNames::FUNC,
            function::builtin_function_type,
        )
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        function::print_function_op(p, self.id(), false, FunctionAttrNames::FUNC)
    }
}

/// `%first, %rest:N`, entry block arguments all `%x` (made unique),
/// blocks `^entry`, `^then 1`, ... (sanitized to `^then_1`), and `casm` as
/// the default dialect inside.
impl ScopeOpHooks for ScopeOp {
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        let op = self.id();
        if ctx.num_results(op) > 0 {
            set_name(ctx.result(op, 0), "first");
        }
        if ctx.num_results(op) > 1 {
            set_name(ctx.result(op, 1), "rest");
        }
    }

    fn get_asm_block_argument_names(
        self,
        ctx: &Context,
        region: RegionId,
        set_name: SetValueNameFn<'_>,
    ) {
        if let Some(&entry) = ctx.blocks(region).first() {
            for arg in ctx.block_args(entry) {
                set_name(arg, "x");
            }
        }
    }

    fn get_asm_block_names(self, ctx: &Context, set_name: SetBlockNameFn<'_>) {
        for &region in ctx.regions(self.id()) {
            for (i, &block) in ctx.blocks(region).iter().enumerate() {
                match i {
                    0 => set_name(block, "entry"),
                    1 => set_name(block, "then 1"),
                    // Left to the default `^bbN`.
                    _ => {}
                }
            }
        }
    }

    fn get_default_dialect() -> &'static str {
        "casm"
    }
}
