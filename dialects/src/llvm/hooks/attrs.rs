//! The hooks of LLVM's parameterized types and attributes: their
//! verifiers, custom forms and builders (MLIR's `LLVMTypes.cpp` and
//! `LLVMAttrs.cpp`).

use super::types::is_valid_element_type;
use crate::llvm::*;
use ods_runtime::asm::{AsmParser, AsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert;
use ods_runtime::{AttrKind, Attribute, BigInt, Context, Type, TypeKind};

/// An error of a type's or attribute's parameters, at `loc`.
fn type_error(ctx: &Context, loc: Attribute, message: String) -> Diagnostic {
    let _ = ctx;
    Diagnostic::error(loc, message)
}

impl LLVMArrayTypeHooks for LLVMArrayType {
    /// MLIR's `LLVMArrayType::verify`.
    fn verify(
        ctx: &Context,
        loc: Attribute,
        element_type: &Type,
        _num_elements: &u64,
    ) -> Result<(), Diagnostic> {
        if !is_valid_element_type(ctx, *element_type) {
            let shown = ods_runtime::ods::op::type_text(ctx, *element_type);
            return Err(type_error(
                ctx,
                loc,
                format!("invalid array element type: {shown}"),
            ));
        }
        Ok(())
    }

    fn get_element_type_num_elements(
        (ctx, element_type): (&mut Context, Type),
        num_elements: u64,
    ) -> Self {
        LLVMArrayType::get(ctx, element_type, num_elements)
    }
}

impl LLVMFunctionTypeHooks for LLVMFunctionType {
    /// MLIR's `LLVMFunctionType::verify`.
    fn verify(
        ctx: &Context,
        loc: Attribute,
        return_type: &Type,
        params: &[Type],
        _var_arg: &bool,
    ) -> Result<(), Diagnostic> {
        let invalid_result = LLVMFunctionType::isa(ctx, *return_type)
            || LLVMLabelType::isa(ctx, *return_type)
            || LLVMMetadataType::isa(ctx, *return_type);
        if invalid_result {
            let shown = ods_runtime::ods::op::type_text(ctx, *return_type);
            return Err(type_error(
                ctx,
                loc,
                format!("invalid function result type: {shown}"),
            ));
        }
        for &param in params {
            if LLVMVoidType::isa(ctx, param) || LLVMFunctionType::isa(ctx, param) {
                let shown = ods_runtime::ods::op::type_text(ctx, param);
                return Err(type_error(
                    ctx,
                    loc,
                    format!("invalid function argument type: {shown}"),
                ));
            }
        }
        Ok(())
    }

    fn get_result_arguments(
        (ctx, result): (&mut Context, Type),
        arguments: Vec<Type>,
        is_var_arg: bool,
    ) -> Self {
        LLVMFunctionType::get(ctx, result, arguments, is_var_arg)
    }
}

impl AliasScopeAttrHooks for AliasScopeAttr {
    fn verify(
        ctx: &Context,
        loc: Attribute,
        id: &Attribute,
        _domain: &AliasScopeDomainAttr,
        _description: &Option<StringAttr>,
    ) -> Result<(), Diagnostic> {
        // A distinct id, or a name (MLIR's `AliasScopeAttr::verify`).
        let valid_id = matches!(
            ctx.attr_kind(*id),
            ods_runtime::AttrKind::Distinct { .. } | ods_runtime::AttrKind::String { .. }
        );
        if !valid_id {
            return Err(type_error(
                ctx,
                loc,
                "id of an alias scope must be a StringAttr or a DistrinctAttr".to_string(),
            ));
        }
        Ok(())
    }
}

impl ConstantRangeAttrHooks for ConstantRangeAttr {
    fn verify(
        ctx: &Context,
        loc: Attribute,
        lower: &BigInt,
        upper: &BigInt,
    ) -> Result<(), Diagnostic> {
        if lower == upper && !lower.is_zero() {
            return Err(type_error(
                ctx,
                loc,
                "expected lower bound to differ from upper bound".to_string(),
            ));
        }
        Ok(())
    }

    /// `<iN, lower, upper>` (MLIR's `ConstantRangeAttr::parse`).
    fn parse(p: &mut AsmParser<'_, '_>, _self_type: Option<Type>) -> PResult<Self> {
        p.parse_less()?;
        let at = p.current_location();
        let ty = p.parse_type()?;
        let TypeKind::Integer { width, .. } = *p.ctx().type_kind(ty) else {
            return Err(p.emit_error(at, "expected integer type"));
        };
        p.parse_comma()?;
        let lower = p.parse_integer::<i64>()?;
        p.parse_comma()?;
        let upper = p.parse_integer::<i64>()?;
        p.parse_greater()?;
        let lower = BigInt::from(i128::from(lower)).wrap(width, true);
        let upper = BigInt::from(i128::from(upper)).wrap(width, true);
        Ok(ConstantRangeAttr::get(p.ctx(), lower, upper))
    }

    /// The runtime's integers keep no width: the bounds print as `i64`
    /// values.
    fn print(self, p: &mut AsmPrinter<'_>) {
        let ctx = p.ctx();
        let (lower, upper) = (self.lower(ctx), self.upper(ctx));
        p.write(&format!("<i64, {lower}, {upper}>"));
    }
}

impl DIExpressionAttrHooks for DIExpressionAttr {
    fn get_empty(ctx: &mut Context) -> Self {
        DIExpressionAttr::get(ctx, None)
    }
}

impl MemoryEffectsAttrHooks for MemoryEffectsAttr {
    /// The six kinds of memory in order; a missing one is not accessed.
    fn get_mem_info_args(ctx: &mut Context, mem_info_args: &[ModRefInfo]) -> Self {
        let at = |i: usize| {
            mem_info_args
                .get(i)
                .copied()
                .unwrap_or(ModRefInfo::NoModRef)
        };
        MemoryEffectsAttr::get(ctx, at(0), at(1), at(2), at(3), at(4), at(5))
    }
}

impl TargetFeaturesAttrHooks for TargetFeaturesAttr {
    /// Each feature is a non-empty `+name` or `-name` (MLIR's
    /// `TargetFeaturesAttr::verify`).
    fn verify(ctx: &Context, loc: Attribute, features: &[StringAttr]) -> Result<(), Diagnostic> {
        for &feature in features {
            let text = convert::try_str(ctx, feature).unwrap_or_default();
            if text.is_empty() {
                return Err(type_error(
                    ctx,
                    loc,
                    "target features can not be null or empty".to_string(),
                ));
            }
            if !(text.starts_with('+') || text.starts_with('-')) {
                return Err(type_error(
                    ctx,
                    loc,
                    "target features must start with '+' or '-'".to_string(),
                ));
            }
            if text.contains(',') {
                return Err(type_error(
                    ctx,
                    loc,
                    "target features can not contain ','".to_string(),
                ));
            }
        }
        Ok(())
    }

    /// The comma-separated features of `features`.
    fn get_features_string_0(ctx: &mut Context, features: String) -> Self {
        let list: Vec<String> = features
            .split(',')
            .map(str::trim)
            .filter(|f| !f.is_empty())
            .map(str::to_string)
            .collect();
        Self::get_features_string_1(ctx, list)
    }

    fn get_features_string_1(ctx: &mut Context, features: Vec<String>) -> Self {
        let features: Vec<StringAttr> = features
            .iter()
            .map(|f| StringAttr::from(convert::string_attr(ctx, f)))
            .collect();
        TargetFeaturesAttr::get(ctx, Some(features))
    }
}

impl ModuleFlagAttrHooks for ModuleFlagAttr {
    /// The value suits the key: `CG Profile` lists call-graph profile
    /// entries, `ProfileSummary` holds a profile summary, any other key an
    /// integer or a string (MLIR 22's `ModuleFlagAttr::verify`).
    fn verify(
        ctx: &Context,
        loc: Attribute,
        _behavior: &ModFlagBehavior,
        key: &StringAttr,
        value: &Attribute,
    ) -> Result<(), Diagnostic> {
        let value = *value;
        let message = match convert::try_str(ctx, *key).unwrap_or_default() {
            "CG Profile" => {
                let entries = convert::try_as_array(ctx, value);
                let ok = entries.is_some_and(|es| {
                    es.iter()
                        .all(|&e| ModuleFlagCGProfileEntryAttr::isa(ctx, e))
                });
                (!ok).then(|| {
                    "'CG Profile' key expects an array of '#llvm.cgprofile_entry'".to_string()
                })
            }
            "ProfileSummary" => (!ModuleFlagProfileSummaryAttr::isa(ctx, value)).then(|| {
                "'ProfileSummary' key expects a '#llvm.profile_summary' attribute".to_string()
            }),
            _ => {
                let scalar = matches!(
                    ctx.attr_kind(value),
                    AttrKind::Integer { .. } | AttrKind::String { .. }
                );
                (!scalar).then(|| {
                    format!(
                        "only integer and string values are currently supported for unknown key '{}'",
                        ods_runtime::asm::printer::attr_to_string(ctx, *key)
                    )
                })
            }
        };
        match message {
            Some(message) => Err(type_error(ctx, loc, message)),
            None => Ok(()),
        }
    }
}
