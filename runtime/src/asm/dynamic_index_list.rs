//! MLIR's mixed static and dynamic index lists (`custom<DynamicIndexList>`
//! of `ViewLikeInterface`): `[0, %i, 4]`, where each operand stands for a
//! dynamic entry of the static list (the sentinel [`DYNAMIC`], MLIR's
//! `ShapedType::kDynamic`) and each integer for itself. Offsets, sizes and
//! strides of `memref.subview`, `memref.reinterpret_cast` and
//! `memref.expand_shape`'s output shape use it.

use crate::asm::{Delimiter, OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use crate::ods::pred::DYNAMIC;
use crate::Value;

/// Parses `[elements]`: the operands go to `values`, and the static list
/// is returned with [`DYNAMIC`] where an operand stood (MLIR's
/// `parseDynamicIndexList` with square brackets, whose comma-separated
/// list reports a missing bracket, and whose first error on an entry that
/// is no operand is the integer's).
pub fn parse_dynamic_index_list(
    p: &mut OpAsmParser<'_, '_>,
    values: &mut Vec<UnresolvedOperand>,
) -> PResult<Vec<i64>> {
    parse_dynamic_index_list_in(p, values, Delimiter::Square)
}

/// [`parse_dynamic_index_list`] between the brackets of `delimiter`
/// (`Delimiter::Paren` for `(4, %n)`; a delimiter without brackets reads
/// square ones).
pub fn parse_dynamic_index_list_in(
    p: &mut OpAsmParser<'_, '_>,
    values: &mut Vec<UnresolvedOperand>,
    delimiter: Delimiter,
) -> PResult<Vec<i64>> {
    let (open, close) = brackets(delimiter);
    let mut integers = Vec::new();
    let opened = match open {
        '(' => p.parse_optional_lparen(),
        _ => p.parse_optional_lsquare(),
    };
    if !opened {
        return Err(p.wrong_token_error(format!("expected '{open}' in dynamic index list")));
    }
    let closed = |p: &mut OpAsmParser<'_, '_>| match close {
        ')' => p.parse_optional_rparen(),
        _ => p.parse_optional_rsquare(),
    };
    if closed(p) {
        return Ok(integers);
    }
    // MLIR reports any failure in the list once more at the op's name.
    let list_error =
        |p: &OpAsmParser<'_, '_>| p.emit_error(p.name_location(), "expected SSA value or integer");
    loop {
        let operand = p.parse_optional_operand()?;
        // `[4]` is a scalable entry (MLIR reads the bracket after trying
        // an operand); ops without scalable flags keep only the value.
        let scalable = p.parse_optional_lsquare();
        match operand {
            Some(operand) => {
                values.push(operand);
                integers.push(DYNAMIC);
            }
            None => match p.parse_integer::<i64>() {
                Ok(integer) => integers.push(integer),
                Err(e) => return Err(e.followed_by(list_error(p))),
            },
        }
        if scalable && !p.parse_optional_rsquare() {
            // The entry fails without a message of its own.
            return Err(list_error(p));
        }
        if p.parse_optional_comma() {
            continue;
        }
        if closed(p) {
            return Ok(integers);
        }
        let e = p.wrong_token_error(format!("expected '{close}' in dynamic index list"));
        return Err(e.followed_by(list_error(p)));
    }
}

/// The opening and closing brackets of `delimiter`: parentheses for
/// `Paren`, square brackets otherwise.
fn brackets(delimiter: Delimiter) -> (char, char) {
    match delimiter {
        Delimiter::Paren | Delimiter::OptionalParen => ('(', ')'),
        _ => ('[', ']'),
    }
}

/// Prints `integers` inside `[...]`, each [`DYNAMIC`] entry as the next of
/// `values` (MLIR's `printDynamicIndexList`).
pub fn print_dynamic_index_list(p: &mut OpAsmPrinter<'_, '_>, values: &[Value], integers: &[i64]) {
    print_dynamic_index_list_in(p, values, integers, Delimiter::Square);
}

/// [`print_dynamic_index_list`] between the brackets of `delimiter`.
pub fn print_dynamic_index_list_in(
    p: &mut OpAsmPrinter<'_, '_>,
    values: &[Value],
    integers: &[i64],
    delimiter: Delimiter,
) {
    let (open, close) = brackets(delimiter);
    p.write(&open.to_string());
    let mut dynamic = values.iter();
    for (i, &integer) in integers.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match (integer, integer == DYNAMIC) {
            (_, true) => match dynamic.next() {
                Some(&v) => p.print_operand(v),
                // More dynamic entries than operands: the verifier reports
                // it; print what MLIR's printer would not crash on.
                None => p.write("<<missing operand>>"),
            },
            (value, false) => p.write(&value.to_string()),
        }
    }
    p.write(&close.to_string());
}

/// The entries of a mixed list: each static integer, or the next of
/// `values` where the static list holds [`DYNAMIC`] (MLIR's
/// `getMixedValues`). Missing operands are left out.
pub fn mixed_values(integers: &[i64], values: &[Value]) -> Vec<Result<i64, Value>> {
    let mut dynamic = values.iter();
    integers
        .iter()
        .filter_map(|&i| match i {
            DYNAMIC => dynamic.next().map(|&v| Err(v)),
            i => Some(Ok(i)),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::{DefinitionId, DialectInfo, OpInfo};
    use crate::{Context, OpId, OperationState};

    struct ListOp;

    /// `t.list [entries] (: type)?`: the static list in `static`, the
    /// operands (if any) of type `type`.
    fn parse_list(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let mut values = Vec::new();
        let integers = parse_dynamic_index_list(p, &mut values)?;
        if values.is_empty() {
            return store_static(p, state, &integers);
        }
        let ty = p.parse_colon_type()?;
        for v in &values {
            let v = p.resolve_operand(v, ty)?;
            state.operands.push(v);
        }
        store_static(p, state, &integers)
    }

    fn store_static(
        p: &mut OpAsmParser<'_, '_>,
        state: &mut OperationState,
        integers: &[i64],
    ) -> PResult<()> {
        let attr = crate::ods::convert::dense_i64_array(p.ctx(), integers);
        let key = p.ctx().symbol("static");
        state.attributes.push((key, attr));
        Ok(())
    }

    fn print_list(p: &mut OpAsmPrinter<'_, '_>, op: OpId) -> crate::IrResult<()> {
        let ctx = p.ctx();
        let values = ctx.operands(op);
        let attr = ctx.get_attr(op, "static").expect("parsed with one");
        let integers = crate::ods::convert::dense_array_vec::<i64>(ctx, attr);
        let ty = values.first().map(|&v| ctx.value_type(v));
        p.write(" ");
        print_dynamic_index_list(p, &values, &integers);
        if let Some(ty) = ty {
            p.write(" : ");
            p.print_type(ty);
        }
        Ok(())
    }

    fn context() -> Context {
        let mut ctx = Context::new();
        let dialect = DialectInfo::new("t", DefinitionId::of::<ListOp>());
        ctx.registry.register_dialect(dialect).unwrap();
        let mut info = OpInfo::new(ctx.symbol("t.list"), DefinitionId::of::<ListOp>());
        info.parse = Some(parse_list);
        info.print = Some(print_list);
        ctx.registry.register("t.list", info).unwrap();
        ctx.allow_unregistered = true;
        ctx
    }

    fn round_trip(source: &str) -> Result<String, String> {
        let mut ctx = context();
        let module = crate::parse_source(&mut ctx, source, "t.mlir").map_err(|e| e.to_string())?;
        crate::asm::print_top_level(&ctx, module, Default::default()).map_err(|e| e.to_string())
    }

    #[test]
    fn operands_stand_for_dynamic_entries() {
        let source = "%a = \"u.def\"() : () -> index\nt.list [0, %a, -4, %a] : index\n";
        let text = round_trip(source).unwrap();
        assert!(text.contains("t.list [0, %0, -4, %0] : index"), "{text}");
        let generic = {
            let mut ctx = context();
            let module = crate::parse_source(&mut ctx, source, "t.mlir").unwrap();
            let opts = crate::asm::PrintOptions {
                generic: true,
                ..Default::default()
            };
            crate::asm::print_top_level(&ctx, module, opts).unwrap()
        };
        let dynamic = DYNAMIC.to_string();
        assert!(
            generic.contains(&format!("array<i64: 0, {dynamic}, -4, {dynamic}>")),
            "{generic}"
        );
    }

    #[test]
    fn an_empty_list_prints_brackets() {
        assert!(round_trip("t.list []\n").unwrap().contains("t.list []\n"));
    }

    #[test]
    fn anything_else_is_an_error() {
        let error = round_trip("t.list [0, foo]\n").unwrap_err();
        assert!(error.contains("expected integer value"), "{error}");
        let error = round_trip("t.list 0\n").unwrap_err();
        assert!(
            error.contains("expected '[' in dynamic index list"),
            "{error}"
        );
        let error = round_trip("t.list [0 1]\n").unwrap_err();
        assert!(
            error.contains("expected ']' in dynamic index list"),
            "{error}"
        );
    }

    #[test]
    fn mixed_values_interleave_operands() {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let module =
            crate::parse_source(&mut ctx, "%a = \"u.def\"() : () -> index", "t.mlir").unwrap();
        let body = ctx.blocks(ctx.regions(module)[0])[0];
        let a = ctx.result(ctx.block_ops(body)[0], 0);
        assert_eq!(
            mixed_values(&[3, DYNAMIC, 5], &[a]),
            vec![Ok(3), Err(a), Ok(5)]
        );
        assert_eq!(mixed_values(&[DYNAMIC], &[]), vec![]);
    }
}
