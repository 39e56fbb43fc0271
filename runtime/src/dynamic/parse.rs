//! How the textual IR reaches dynamic types and attributes: a dialect
//! symbol whose name is a dynamic definition of its dialect is read by
//! that definition once the dialect's own parser does not know the name,
//! as MLIR's generated parser of an extensible dialect falls back to
//! `parseOptionalDynamicType`.

use super::{DynamicAttr, DynamicType};
use crate::asm::parser::DialectSymbol;
use crate::asm::{AsmParser, PResult, Parser};
use crate::ir::{Attribute, Type};
use crate::registry::{ParseAttrFn, ParseTypeFn};

impl<'a> Parser<'a> {
    /// The dynamic type `symbol` names, read; `None` when its dialect has
    /// no dynamic type of that name.
    pub(crate) fn dynamic_type(
        &mut self,
        symbol: &DialectSymbol,
        static_hook: Option<ParseTypeFn>,
    ) -> Option<PResult<Type>> {
        let name = leading_name(&symbol.data);
        let def = self
            .ctx
            .registry
            .dynamic_type(&symbol.dialect, name)?
            .clone();
        Some(self.static_then_dynamic(symbol, static_hook, |p| {
            let params = def.core.parse(p)?;
            Ok(DynamicType::get_unchecked(p.ctx(), &def, params).into())
        }))
    }

    /// The dynamic attribute `symbol` names, read (a type written after it
    /// is the static parser's business only); `None` when its dialect has
    /// no dynamic attribute of that name.
    pub(crate) fn dynamic_attr(
        &mut self,
        symbol: &DialectSymbol,
        static_hook: Option<ParseAttrFn>,
        ty: Option<Type>,
    ) -> Option<PResult<Attribute>> {
        let name = leading_name(&symbol.data);
        let def = self
            .ctx
            .registry
            .dynamic_attr(&symbol.dialect, name)?
            .clone();
        let static_hook = static_hook.map(|hook| move |p: &mut AsmParser<'_, 'a>| hook(p, ty));
        Some(self.static_then_dynamic(symbol, static_hook, |p| {
            let params = def.core.parse(p)?;
            Ok(DynamicAttr::get_unchecked(p.ctx(), &def, params).into())
        }))
    }

    /// The dialect's own parser first; when it fails where the name starts
    /// (it does not know the name), the dynamic definition.
    fn static_then_dynamic<T>(
        &mut self,
        symbol: &DialectSymbol,
        static_hook: Option<impl FnOnce(&mut AsmParser<'_, 'a>) -> PResult<T>>,
        dynamic: impl FnOnce(&mut AsmParser<'_, 'a>) -> PResult<T>,
    ) -> PResult<T> {
        if let Some(hook) = static_hook {
            match self.parse_symbol_body(symbol, hook) {
                Err(e) if e.offset == symbol.data_start => {}
                done => return done,
            }
        }
        self.parse_symbol_body(symbol, dynamic)
    }
}

/// The name a symbol body starts with, as the lexer reads a bare
/// identifier.
fn leading_name(data: &str) -> &str {
    let end = data
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.')))
        .unwrap_or(data.len());
    &data[..end]
}
