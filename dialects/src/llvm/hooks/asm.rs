//! The custom assembly of the LLVM ops the `.td` leaves to C++
//! (`hasCustomAssemblyFormat`), as MLIR's `LLVMDialect.cpp` reads and
//! writes it: comparisons, `llvm.alloca`, `llvm.call` and
//! `llvm.mlir.global` (`llvm.func` is in `functions`).

use super::directives::{parse_op_bundles, parse_optional_case, print_op_bundles};
use super::types::{i1_same_shape, is_compatible_outer_type};
use crate::llvm::*;
use ods_runtime::asm::{
    Delimiter, OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand, NO_CUSTOM_FORM,
};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::{get_prop, Op};
use ods_runtime::{
    AttrKind, Attribute, Context, IrError, IrResult, OpId, OperationState, Type, TypeKind, Value,
};

/// Adds the attribute `name` to the state being parsed.
pub(crate) fn add_attr(
    ctx: &mut Context,
    state: &mut OperationState,
    name: &str,
    value: Attribute,
) {
    let name = ctx.symbol(name);
    state.attributes.push((name, value));
}

/// The linkage keyword (`external` when none) and the visibility keyword
/// (`default` when none) of a global or function.
pub(crate) fn parse_linkage_and_visibility(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) {
    let linkage =
        parse_optional_case(p, &Linkage::CASES, Linkage::stringify).unwrap_or(Linkage::External);
    let linkage = LinkageAttr::get(p.ctx(), linkage).into();
    add_attr(p.ctx(), state, "linkage", linkage);
    let visibility = parse_optional_case(p, &Visibility::CASES, Visibility::stringify)
        .unwrap_or(Visibility::Default);
    let visibility = convert::i64_attr(p.ctx(), visibility.to_int() as i64);
    add_attr(p.ctx(), state, "visibility_", visibility);
}

/// The `unnamed_addr` keyword, `none` when there is none.
pub(crate) fn parse_unnamed_addr(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) {
    let unnamed = parse_optional_case(p, &UnnamedAddr::CASES, UnnamedAddr::stringify)
        .unwrap_or(UnnamedAddr::None);
    let unnamed = convert::i64_attr(p.ctx(), unnamed.to_int() as i64);
    add_attr(p.ctx(), state, "unnamed_addr", unnamed);
}

/// The op's attributes, inherent and discardable, by name.
pub(super) fn attrs_of(
    p: &OpAsmPrinter<'_, '_>,
    op: OpId,
) -> Vec<(ods_runtime::Symbol, Attribute)> {
    p.op_attributes(op)
}

/// The op's `fastmathFlags` elided when it holds no flag (MLIR's
/// `processFMFAttr`).
pub(super) fn without_default_fastmath(ctx: &Context, op: OpId) -> Vec<&'static str> {
    let none = get_prop(ctx, op, "fastmathFlags")
        .and_then(|a| FastmathFlagsAttr::try_from(ctx, a))
        .is_none_or(|a| a.value(ctx) == FastmathFlags::NONE);
    if none {
        vec!["fastmathFlags"]
    } else {
        Vec::new()
    }
}

/// `"predicate" %lhs, %rhs attr-dict : type` of `llvm.icmp` and
/// `llvm.fcmp` (MLIR's `parseCmpOp`): the predicate's name becomes its
/// number, the result `i1` of the operands' shape.
pub(crate) fn parse_cmp(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    symbolize: impl Fn(&str) -> Option<u64>,
) -> PResult<()> {
    let predicate_at = p.current_location();
    // Any attribute, which must be a string (MLIR's `parseAttribute` into a
    // `StringAttr`).
    let predicate = p.parse_attribute_of_kind(|ctx, a| match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    })?;
    let lhs = p.parse_operand()?;
    p.parse_comma()?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(state)?;
    p.parse_colon()?;
    let type_at = p.current_location();
    let ty = p.parse_type()?;
    let lhs = p.resolve_operand(&lhs, ty)?;
    let rhs = p.resolve_operand(&rhs, ty)?;
    state.operands.extend([lhs, rhs]);
    let Some(value) = symbolize(&predicate) else {
        return Err(p.emit_error(
            predicate_at,
            format!("'{predicate}' is an incorrect value of the 'predicate' attribute"),
        ));
    };
    let value = convert::i64_attr(p.ctx(), value as i64);
    add_attr(p.ctx(), state, "predicate", value);
    if !is_compatible_outer_type(p.ctx(), ty) {
        return Err(p.emit_error(type_at, "expected LLVM dialect-compatible type"));
    }
    let result = i1_same_shape(p.ctx(), ty);
    state.result_types.push(result);
    Ok(())
}

/// ` "predicate" %lhs, %rhs attr-dict : type`.
pub(crate) fn print_cmp(p: &mut OpAsmPrinter<'_, '_>, op: OpId, predicate: &str) -> IrResult<()> {
    let ctx = p.ctx();
    let operands = ctx.operands(op);
    p.write(" ");
    p.print_string(predicate);
    p.write(" ");
    p.print_operand(operands[0]);
    p.write(", ");
    p.print_operand(operands[1]);
    let mut elided = without_default_fastmath(ctx, op);
    elided.push("predicate");
    let attrs = attrs_of(p, op);
    p.print_optional_attr_dict(&attrs, &elided);
    p.write(" : ");
    p.print_type(ctx.value_type(operands[0]));
    Ok(())
}

impl ICmpOp {
    pub(crate) fn parse_custom(
        p: &mut OpAsmParser<'_, '_>,
        state: &mut OperationState,
    ) -> PResult<()> {
        parse_cmp(p, state, |s| {
            ICmpPredicate::symbolize(s).map(ICmpPredicate::to_int)
        })
    }

    pub(crate) fn print_custom(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let predicate = self.predicate(p.ctx()).stringify();
        print_cmp(p, self.id(), predicate)
    }
}

impl FCmpOp {
    pub(crate) fn parse_custom(
        p: &mut OpAsmParser<'_, '_>,
        state: &mut OperationState,
    ) -> PResult<()> {
        parse_cmp(p, state, |s| {
            FCmpPredicate::symbolize(s).map(FCmpPredicate::to_int)
        })
    }

    pub(crate) fn print_custom(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let predicate = self.predicate(p.ctx()).stringify();
        print_cmp(p, self.id(), predicate)
    }
}

impl AllocaOp {
    /// `inalloca? %size x type attr-dict : (size type) -> result type`
    /// (MLIR's `AllocaOp::parse`).
    pub(crate) fn parse_custom(
        p: &mut OpAsmParser<'_, '_>,
        state: &mut OperationState,
    ) -> PResult<()> {
        if p.parse_optional_keyword("inalloca") {
            let unit = convert::unit_attr(p.ctx());
            add_attr(p.ctx(), state, "inalloca", unit);
        }
        let size = p.parse_operand()?;
        p.parse_keyword("x")?;
        let element_type = p.parse_type()?;
        p.parse_optional_attr_dict(state)?;
        p.parse_colon()?;
        let type_at = p.current_location();
        let ty = p.parse_type()?;
        let alignment = state
            .attributes
            .iter()
            .position(|(n, _)| p.ctx().symbol_str(*n) == "alignment");
        if let Some(i) = alignment {
            let value = state.attributes[i].1;
            let Some(align) = convert::try_int::<i64>(p.ctx(), value) else {
                return Err(p.emit_error(type_at, "expected integer alignment"));
            };
            if align == 0 {
                state.attributes.remove(i);
            }
        }
        let (inputs, results) = match p.ctx().type_kind(ty) {
            TypeKind::Function { inputs, results } if inputs.len() == 1 && results.len() == 1 => {
                (inputs[0], results[0])
            }
            _ => {
                return Err(p.emit_error(
                    type_at,
                    "expected trailing function type with one argument and one result",
                ))
            }
        };
        let size = p.resolve_operand(&size, inputs)?;
        state.operands.push(size);
        state.result_types.push(results);
        let element_type = convert::type_attr(p.ctx(), element_type);
        add_attr(p.ctx(), state, "elem_type", element_type);
        Ok(())
    }

    /// ` inalloca? %size x type attr-dict : (size type) -> result type`.
    pub(crate) fn print_custom(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let size = self.array_size(ctx);
        let mut elided = vec!["elem_type", "inalloca"];
        if self.alignment(ctx).is_none_or(|a| a == 0) {
            elided.push("alignment");
        }
        if self.inalloca(ctx) {
            p.write(" inalloca");
        }
        p.write(" ");
        p.print_operand(size);
        p.write(" x ");
        p.print_type(self.elem_type(ctx));
        let attrs = attrs_of(p, self.id());
        p.print_optional_attr_dict(&attrs, &elided);
        p.write(" : ");
        let result = ctx.result(self.id(), 0);
        p.print_functional_type(&[ctx.value_type(size)], &[ctx.value_type(result)]);
        Ok(())
    }
}

impl CallOp {
    /// `cconv? tailcall? (@callee | %callee)(args) vararg(type)?
    /// [bundles]? attr-dict : (callee type,)? (arg types {attrs}?) ->
    /// result` (MLIR's `CallOp::parse`).
    pub(crate) fn parse_custom(
        p: &mut OpAsmParser<'_, '_>,
        state: &mut OperationState,
    ) -> PResult<()> {
        let cconv = parse_optional_case(p, &CConv::CASES, CConv::stringify).unwrap_or(CConv::C);
        let cconv = CConvAttr::get(p.ctx(), cconv).into();
        add_attr(p.ctx(), state, "CConv", cconv);
        let tail = parse_optional_case(p, &TailCallKind::CASES, TailCallKind::stringify)
            .unwrap_or(TailCallKind::None);
        let tail = TailCallKindAttr::get(p.ctx(), tail).into();
        add_attr(p.ctx(), state, "TailCallKind", tail);
        let operands = parse_callee_and_args(p, state)?;
        parse_optional_vararg(p, state)?;
        let bundles = Bundles::parse(p, state)?;
        p.parse_optional_attr_dict(state)?;
        let direct = state
            .attributes
            .iter()
            .any(|(name, _)| p.ctx().symbol_str(*name) == "callee");
        parse_call_types(p, state, &operands, direct)?;
        let in_bundles = bundles.resolve(p, state)?;
        let segments = convert::dense_i32_array(p.ctx(), &[operands.len() as i32, in_bundles]);
        add_attr(p.ctx(), state, "operandSegmentSizes", segments);
        Ok(())
    }

    /// As MLIR's `CallOp::print`.
    pub(crate) fn print_custom(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let op = self.id();
        p.write(" ");
        let cconv = self.c_conv(ctx);
        if cconv != CConv::C {
            p.write(cconv.stringify());
            p.write(" ");
        }
        let tail = self.tail_call_kind(ctx);
        if tail != TailCallKind::None {
            p.write(tail.stringify());
            p.write(" ");
        }
        let operands = self.callee_operands(ctx);
        let callee = self.callee(ctx);
        let args = print_callee_and_args(p, callee, &operands, "llvm.call")?;
        print_optional_vararg(p, self.var_callee_type(ctx));
        print_bundles(
            p,
            op,
            &self.op_bundle_operands(ctx),
            self.op_bundle_tags(ctx),
        )?;
        let mut elided = without_default_fastmath(ctx, op);
        elided.extend([
            "callee",
            "TailCallKind",
            "var_callee_type",
            "CConv",
            "operandSegmentSizes",
            "op_bundle_sizes",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
        ]);
        let attrs = attrs_of(p, op);
        p.print_optional_attr_dict(&attrs, &elided);
        let target = callee
            .is_none()
            .then(|| operands.first().copied())
            .flatten();
        let (arg_attrs, res_attrs) = (self.arg_attrs(ctx), self.res_attrs(ctx));
        print_call_types(p, target, args, &ctx.results(op), (arg_attrs, res_attrs));
        Ok(())
    }
}

/// The operand bundles of a call or invoke as read, their operands
/// resolved once the op's other operands are.
pub(super) struct Bundles {
    at: ods_runtime::asm::SourcePos,
    operands: Vec<Vec<UnresolvedOperand>>,
    types: Vec<Vec<Type>>,
}

impl Bundles {
    /// ` [bundles]?`, the tags added to `state` unless there are none.
    pub(super) fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<Self> {
        let at = p.current_location();
        let (mut operands, mut types, mut tags) = (Vec::new(), Vec::new(), None);
        parse_op_bundles(p, &mut operands, &mut types, &mut tags)?;
        if let Some(tags) = tags.filter(|&t| !convert::as_array(p.ctx(), t).is_empty()) {
            add_attr(p.ctx(), state, "op_bundle_tags", tags);
        }
        Ok(Bundles {
            at,
            operands,
            types,
        })
    }

    /// Appends the bundles' operands to `state` with `op_bundle_sizes`
    /// (MLIR's `resolveOpBundleOperands`); how many there are.
    pub(super) fn resolve(
        self,
        p: &mut OpAsmParser<'_, '_>,
        state: &mut OperationState,
    ) -> PResult<i32> {
        let mut sizes = Vec::new();
        for (i, (operands, types)) in self.operands.iter().zip(&self.types).enumerate() {
            if operands.len() != types.len() {
                let message = format!(
                    "expected {} types for operand bundle operands for operand bundle #{i}, \
                     but actually got {}",
                    operands.len(),
                    types.len()
                );
                return Err(p.emit_error(self.at, message));
            }
            p.resolve_operands(operands, types, self.at, &mut state.operands)?;
            sizes.push(operands.len() as i32);
        }
        let total = sizes.iter().sum();
        let sizes = convert::dense_i32_array(p.ctx(), &sizes);
        add_attr(p.ctx(), state, "op_bundle_sizes", sizes);
        Ok(total)
    }
}

/// ` [bundles]` of a call or invoke, nothing without bundles.
pub(super) fn print_bundles(
    p: &mut OpAsmPrinter<'_, '_>,
    op: OpId,
    bundles: &[Vec<Value>],
    tags: Option<Attribute>,
) -> IrResult<()> {
    if bundles.is_empty() {
        return Ok(());
    }
    p.write(" ");
    let types: Vec<Vec<Type>> = bundles
        .iter()
        .map(|values| p.ctx().value_types(values.iter().copied()))
        .collect();
    print_op_bundles(p, op, bundles, &types, tags)
}

/// `(@callee | %callee)(args)` of `llvm.call` and `llvm.invoke`: a symbol
/// becomes the `callee` attribute, a value is the first operand (an
/// indirect call). The operands read, the callee's first when indirect.
pub(super) fn parse_callee_and_args(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<Vec<UnresolvedOperand>> {
    let mut operands = Vec::new();
    if let Some(callee) = p.parse_optional_operand()? {
        operands.push(callee);
    } else {
        let name = p.parse_symbol_name()?;
        let callee = convert::flat_symbol_ref(p.ctx(), &name);
        add_attr(p.ctx(), state, "callee", callee);
    }
    operands.extend(p.parse_operand_list(Delimiter::Paren, None)?);
    Ok(operands)
}

/// ` vararg(type)`, the `var_callee_type` of a variadic call, if present.
pub(super) fn parse_optional_vararg(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    if p.parse_optional_keyword("vararg") {
        p.parse_lparen()?;
        let ty = p.parse_type()?;
        p.parse_rparen()?;
        let ty = convert::type_attr(p.ctx(), ty);
        add_attr(p.ctx(), state, "var_callee_type", ty);
    }
    Ok(())
}

/// `: (callee type,)? (arg types) -> result` of a call, invoke or
/// intrinsic call (MLIR's `parseCallTypeAndResolveOperands`): resolves
/// `operands` (the callee's first when the call is not `direct`) and adds
/// the result.
pub(super) fn parse_call_types(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    operands: &[UnresolvedOperand],
    direct: bool,
) -> PResult<()> {
    let types_at = p.current_location();
    p.parse_colon()?;
    let mut types = Vec::new();
    if !direct {
        types.push(p.parse_type()?);
        if !p.parse_optional_comma() {
            return Err(p.emit_error(types_at, "expected indirect call to have 2 trailing types"));
        }
    }
    let signature = match parse_call_signature(p, state) {
        Ok(Some(signature)) => signature,
        failed => {
            let message = if direct {
                "expected direct call to have 1 trailing types"
            } else {
                "expected trailing function type"
            };
            let ours = p.emit_error(types_at, message);
            // MLIR reports its error after the signature's own, if any.
            return Err(match failed {
                Err(mut first) => {
                    first.follow_ups.push((ours.offset, ours.message));
                    first
                }
                Ok(_) => ours,
            });
        }
    };
    let CallSignature {
        inputs,
        arg_attrs,
        results,
        res_attrs,
    } = signature;
    if results.len() > 1 {
        return Err(p.emit_error(types_at, "expected function with 0 or 1 result"));
    }
    if results
        .first()
        .is_some_and(|&t| LLVMVoidType::isa(p.ctx(), t))
    {
        return Err(p.emit_error(types_at, "expected a non-void result type"));
    }
    types.extend(inputs);
    p.resolve_operands(operands, &types, types_at, &mut state.operands)?;
    state.result_types.extend(results);
    add_dictionaries(p.ctx(), state, "arg_attrs", arg_attrs);
    add_dictionaries(p.ctx(), state, "res_attrs", res_attrs);
    Ok(())
}

/// `name = [{...}, ...]` on `state` unless every dictionary is empty
/// (MLIR's `call_interface_impl::addArgAndResultAttrs`).
fn add_dictionaries(
    ctx: &mut Context,
    state: &mut OperationState,
    name: &str,
    dicts: Vec<Vec<(ods_runtime::Symbol, Attribute)>>,
) {
    if dicts.iter().all(Vec::is_empty) {
        return;
    }
    let dicts: Vec<Attribute> = dicts
        .into_iter()
        .map(|entries| ctx.attr(AttrKind::Dictionary(entries.into())))
        .collect();
    let array = convert::array_attr(ctx, dicts);
    add_attr(ctx, state, name, array);
}

/// A call's signature: its argument and result types, each with the
/// entries of its attribute dictionary.
struct CallSignature {
    inputs: Vec<Type>,
    arg_attrs: Vec<Vec<(ods_runtime::Symbol, Attribute)>>,
    results: Vec<Type>,
    res_attrs: Vec<Vec<(ods_runtime::Symbol, Attribute)>>,
}

/// A type and the entries of the attribute dictionary after it, if any.
fn parse_type_and_attrs(
    p: &mut OpAsmParser<'_, '_>,
    types: &mut Vec<Type>,
    attrs: &mut Vec<Vec<(ods_runtime::Symbol, Attribute)>>,
    state: &mut OperationState,
) -> PResult<()> {
    types.push(p.parse_type()?);
    // The dictionary is read into `state` (the parser's one way to read an
    // optional one), then taken back out.
    let before = state.attributes.len();
    p.parse_optional_attr_dict(state)?;
    attrs.push(state.attributes.split_off(before));
    Ok(())
}

/// `type {attrs}?, ...)` after an opening parenthesis.
fn parse_types_and_attrs(
    p: &mut OpAsmParser<'_, '_>,
    types: &mut Vec<Type>,
    attrs: &mut Vec<Vec<(ods_runtime::Symbol, Attribute)>>,
    state: &mut OperationState,
) -> PResult<()> {
    if p.parse_optional_rparen() {
        return Ok(());
    }
    loop {
        parse_type_and_attrs(p, types, attrs, state)?;
        if !p.parse_optional_comma() {
            return p.parse_rparen();
        }
    }
}

/// `(type {attrs}?, ...) -> result(s)` of a call (MLIR's
/// `call_interface_impl::parseFunctionSignature`): `None` when the arrow
/// is missing, which the caller reports. A single result without
/// parentheses takes no attributes.
fn parse_call_signature(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<Option<CallSignature>> {
    let (mut inputs, mut arg_attrs) = (Vec::new(), Vec::new());
    p.parse_lparen()?;
    parse_types_and_attrs(p, &mut inputs, &mut arg_attrs, state)?;
    if !p.parse_optional_arrow() {
        return Ok(None);
    }
    let (mut results, mut res_attrs) = (Vec::new(), Vec::new());
    if p.parse_optional_lparen() {
        parse_types_and_attrs(p, &mut results, &mut res_attrs, state)?;
    } else {
        results.push(p.parse_type()?);
        res_attrs.push(Vec::new());
    }
    Ok(Some(CallSignature {
        inputs,
        arg_attrs,
        results,
        res_attrs,
    }))
}

/// `@callee(args)` or `%callee(args)` of a call or invoke whose callee
/// operands are `operands`; the arguments printed.
pub(super) fn print_callee_and_args<'a>(
    p: &mut OpAsmPrinter<'_, '_>,
    callee: Option<&str>,
    operands: &'a [Value],
    op_name: &str,
) -> IrResult<&'a [Value]> {
    let args = match (callee, operands.split_first()) {
        (Some(name), _) => {
            p.print_symbol_name(name);
            operands
        }
        (None, Some((&target, rest))) => {
            p.print_operand(target);
            rest
        }
        // The verifier rejects a call with neither, MLIR's not an invoke:
        // its printer then crashes, ours says so.
        (None, None) => {
            return Err(IrError::Invalid(format!(
                "'{op_name}' with neither a callee attribute nor a callee operand {NO_CUSTOM_FORM}"
            )))
        }
    };
    p.write("(");
    p.print_operands(args);
    p.write(")");
    Ok(args)
}

/// ` vararg(type)` of a variadic call.
pub(super) fn print_optional_vararg(p: &mut OpAsmPrinter<'_, '_>, var: Option<Type>) {
    if let Some(var) = var {
        p.write(" vararg(");
        p.print_type(var);
        p.write(")");
    }
}

/// ` : (callee type,)? (arg types {attrs}?) -> result` of a call or
/// invoke, its argument and result attributes `attrs` (`arg_attrs` and
/// `res_attrs`); the callee's type for an indirect one, through `target`
/// (MLIR's `call_interface_impl::printFunctionSignature`).
pub(super) fn print_call_types(
    p: &mut OpAsmPrinter<'_, '_>,
    target: Option<Value>,
    args: &[Value],
    results: &[Value],
    (arg_attrs, res_attrs): (Option<Attribute>, Option<Attribute>),
) {
    let ctx = p.ctx();
    p.write(" : ");
    if let Some(target) = target {
        p.print_type(ctx.value_type(target));
        p.write(", ");
    }
    let inputs = ctx.value_types(args.iter().copied());
    let results = ctx.value_types(results.iter().copied());
    if arg_attrs.is_none() && res_attrs.is_none() {
        p.print_functional_type(&inputs, &results);
        return;
    }
    let dictionary = |p: &OpAsmPrinter<'_, '_>, all: Option<Attribute>, i: usize| {
        let dict = all.and_then(|a| convert::as_array(p.ctx(), a).get(i).copied());
        match dict.map(|d| p.ctx().attr_kind(d)) {
            Some(AttrKind::Dictionary(entries)) => entries.to_vec(),
            _ => Vec::new(),
        }
    };
    p.write("(");
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(ty);
        let attrs = dictionary(p, arg_attrs, i);
        p.print_optional_attr_dict(&attrs, &[]);
    }
    p.write(") -> ");
    let first = dictionary(p, res_attrs, 0);
    let parens = results.len() != 1
        || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. })
        || !first.is_empty();
    if parens {
        p.write("(");
    }
    for (i, &ty) in results.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(ty);
        let attrs = dictionary(p, res_attrs, i);
        p.print_optional_attr_dict(&attrs, &[]);
    }
    if parens {
        p.write(")");
    }
}

/// The keywords a global and an alias begin with: linkage, visibility,
/// `thread_local` and `unnamed_addr` (MLIR's `parseCommonGlobalAndAlias`).
pub(super) fn parse_global_prefix(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) {
    parse_linkage_and_visibility(p, state);
    if p.parse_optional_keyword("thread_local") {
        let unit = convert::unit_attr(p.ctx());
        add_attr(p.ctx(), state, "thread_local_", unit);
    }
    parse_unnamed_addr(p, state);
}

/// Writes what [`parse_global_prefix`] reads, the linkage always (MLIR's
/// `printCommonGlobalAndAlias`).
pub(super) fn print_global_prefix(
    p: &mut OpAsmPrinter<'_, '_>,
    linkage: Linkage,
    visibility: Visibility,
    thread_local: bool,
    unnamed: Option<UnnamedAddr>,
) {
    p.write(" ");
    p.write(linkage.stringify());
    p.write(" ");
    for keyword in [
        visibility.stringify(),
        if thread_local { "thread_local" } else { "" },
        unnamed.map_or("", |u| u.stringify()),
    ] {
        if !keyword.is_empty() {
            p.write(keyword);
            p.write(" ");
        }
    }
}

/// The attributes the form of `llvm.mlir.global` writes elsewhere.
const GLOBAL_ELIDED: [&str; 9] = [
    "sym_name",
    "global_type",
    "constant",
    "value",
    "linkage",
    "unnamed_addr",
    "thread_local_",
    "visibility_",
    "comdat",
];

impl GlobalOp {
    /// As MLIR's `GlobalOp::parse`: linkage, visibility, `thread_local`,
    /// `unnamed_addr`, `constant`, `@name(value?)`, `comdat(...)`?,
    /// attr-dict, `: type` (which a string global may leave out) and the
    /// initializer region.
    pub(crate) fn parse_custom(
        p: &mut OpAsmParser<'_, '_>,
        state: &mut OperationState,
    ) -> PResult<()> {
        parse_global_prefix(p, state);
        if p.parse_optional_keyword("constant") {
            let unit = convert::unit_attr(p.ctx());
            add_attr(p.ctx(), state, "constant", unit);
        }
        p.parse_symbol_name_into("sym_name", state)?;
        p.parse_lparen()?;
        let mut value = None;
        if !p.parse_optional_rparen() {
            let v = p.parse_attribute(None)?;
            add_attr(p.ctx(), state, "value", v);
            value = Some(v);
            p.parse_rparen()?;
        }
        if p.parse_optional_keyword("comdat") {
            p.parse_lparen()?;
            let comdat = p.parse_attribute(None)?;
            p.parse_rparen()?;
            add_attr(p.ctx(), state, "comdat", comdat);
        }
        p.parse_optional_attr_dict(state)?;
        let types = p.parse_optional_colon_type_list()?;
        if types.len() > 1 {
            let at = p.name_location();
            return Err(p.emit_error(at, "expected zero or one type"));
        }
        let ty = match types.first() {
            Some(&ty) => {
                let region = p.parse_optional_region(&[])?;
                state
                    .regions
                    .push(region.unwrap_or_else(|| p.ctx().create_region()));
                ty
            }
            None => {
                let Some(AttrKind::String { value, .. }) =
                    value.map(|v| p.ctx().attr_kind(v).clone())
                else {
                    let at = p.name_location();
                    return Err(p.emit_error(at, "type can only be omitted for string globals"));
                };
                let i8 = convert::integer(p.ctx(), 8, ods_runtime::Signedness::Signless);
                state.regions.push(p.ctx().create_region());
                LLVMArrayType::get(p.ctx(), i8, value.len() as u64).ty()
            }
        };
        let ty = convert::type_attr(p.ctx(), ty);
        add_attr(p.ctx(), state, "global_type", ty);
        Ok(())
    }

    /// As MLIR's `GlobalOp::print`.
    pub(crate) fn print_custom(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        print_global_prefix(
            p,
            self.linkage(ctx),
            self.visibility_(ctx),
            self.thread_local_(ctx),
            self.unnamed_addr(ctx),
        );
        if self.constant(ctx) {
            p.write("constant ");
        }
        p.print_symbol_name(self.sym_name(ctx));
        p.write("(");
        let value = self.value(ctx);
        if let Some(value) = value {
            p.print_attribute(value);
        }
        p.write(")");
        if let Some(comdat) = self.comdat(ctx) {
            p.write(" comdat(");
            p.print_attribute(comdat);
            p.write(")");
        }
        let attrs = attrs_of(p, self.id());
        p.print_optional_attr_dict(&attrs, &GLOBAL_ELIDED);
        if value.is_some_and(|v| matches!(ctx.attr_kind(v), AttrKind::String { .. })) {
            return Ok(());
        }
        p.write(" : ");
        p.print_type(self.global_type(ctx));
        let region = ctx.regions(self.id())[0];
        if !ctx.blocks(region).is_empty() {
            p.write(" ");
            p.print_region(region, false, true, false)?;
        }
        Ok(())
    }
}
