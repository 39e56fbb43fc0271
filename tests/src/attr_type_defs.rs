//! `fixtures/ods/attr_type_defs.td`, with the verifier, custom assembly
//! formats and body-less builder its definitions leave to Rust.

include!(concat!(env!("OUT_DIR"), "/attr_type_defs.rs"));

use atd::*;
use ods_runtime::asm::{AsmParser, AsmPrinter, Delimiter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::{AttrOrType, Attribute, Context, Type};
use std::fmt::Write;

impl PairTypeHooks for PairType {
    fn verify(
        _ctx: &Context,
        loc: Attribute,
        first: &i64,
        _second: &i64,
    ) -> Result<(), Diagnostic> {
        if *first < 0 {
            return Err(Diagnostic::error(
                loc,
                format!("'first' must be non-negative, got {first}"),
            ));
        }
        Ok(())
    }

    /// `<first>` or `<first, second>`.
    fn parse(p: &mut AsmParser<'_, '_>) -> PResult<PairType> {
        p.parse_less()?;
        let first = p.parse_integer::<i64>()?;
        let second = if p.parse_optional_comma() {
            Some(p.parse_integer::<i64>()?)
        } else {
            None
        };
        p.parse_greater()?;
        Ok(PairType::get(p.ctx(), first, second))
    }

    fn print(self, p: &mut AsmPrinter<'_>) {
        let ctx = p.ctx();
        let (first, second) = (self.first(ctx), self.second(ctx));
        let _ = write!(p, "<{first}");
        if second != 7 {
            let _ = write!(p, ", {second}");
        }
        p.write(">");
    }
}

impl NameAttrHooks for NameAttr {
    /// `<"text", [dims]>`.
    fn parse(p: &mut AsmParser<'_, '_>, self_type: Option<Type>) -> PResult<NameAttr> {
        p.parse_less()?;
        let text = p.parse_string()?;
        p.parse_comma()?;
        let mut dims = Vec::new();
        p.parse_comma_separated_list(Delimiter::Square, " in dimensions", |p| {
            dims.push(p.parse_integer::<i64>()?);
            Ok(())
        })?;
        p.parse_greater()?;
        Ok(NameAttr::get(p.ctx(), text, dims, self_type))
    }

    fn print(self, p: &mut AsmPrinter<'_>) {
        let ctx = p.ctx();
        p.write("<");
        p.print_string(self.text(ctx));
        let dims: Vec<String> = self.dims(ctx).iter().map(|d| d.to_string()).collect();
        let _ = write!(p, ", [{}]>", dims.join(", "));
    }

    /// `count` dimensions `0, step, 2 * step, ...`, named "range".
    fn get_count(ctx: &mut Context, count: i64, step: i64) -> NameAttr {
        let dims = (0..count).map(|i| i * step).collect();
        NameAttr::get(ctx, "range".into(), dims, None)
    }
}

impl NodeTypeHooks for NodeType {
    /// `<"name">` or `<"name", (body)>`: the body is set once, and may
    /// name the node itself.
    fn parse(p: &mut AsmParser<'_, '_>) -> PResult<NodeType> {
        p.parse_less()?;
        let name = p.parse_string()?;
        let node = NodeType::get(p.ctx(), name);
        if p.parse_optional_comma() && p.try_start_cyclic_parse(node.ty()) {
            let mut body = Vec::new();
            p.parse_comma_separated_list(Delimiter::Paren, " in node body", |p| {
                body.push(p.parse_type()?);
                Ok(())
            })?;
            p.end_cyclic_parse(node.ty());
            node.mutate(p.ctx(), |state: &mut Option<Vec<Type>>| *state = Some(body));
        }
        p.parse_greater()?;
        Ok(node)
    }

    fn print(self, p: &mut AsmPrinter<'_>) {
        let ctx = p.ctx();
        p.write("<");
        p.print_string(self.name(ctx));
        let this = AttrOrType::Type(self.ty());
        if let Some(body) = self.mutable_state::<Vec<Type>>(ctx) {
            if p.try_start_cyclic_print(this) {
                p.write(", (");
                for (i, t) in body.iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    p.print_type(*t);
                }
                p.write(")");
                p.end_cyclic_print(this);
            }
        }
        p.write(">");
    }
}

impl RealAttrHooks for RealAttr {
    /// `<value>`.
    fn parse(p: &mut AsmParser<'_, '_>, _self_type: Option<Type>) -> PResult<RealAttr> {
        p.parse_less()?;
        let value = p.parse_float()?;
        p.parse_greater()?;
        Ok(RealAttr::get(p.ctx(), value))
    }

    fn print(self, p: &mut AsmPrinter<'_>) {
        let value = self.value(p.ctx());
        p.write("<");
        p.print_float(value);
        p.write(">");
    }
}
