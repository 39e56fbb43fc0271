//! Each LLVM op's hooks. The custom forms, verifiers and builders ported
//! from MLIR's `LLVMDialect.cpp` are in the sibling files; a verifier not
//! ported yet accepts what the op's constraints accept. The folders are in
//! `fold`.

use super::verify;
use crate::llvm::*;
use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::{Attribute, Context, IrResult, OpId, OperationState, Type};

impl LLVMDialectHooks for LLVMDialect {
    fn parse_type(p: &mut ods_runtime::asm::AsmParser<'_, '_>) -> PResult<Type> {
        super::types::parse_llvm_type(p)
    }

    /// `llvm.mlir.addressof` of a symbol, `llvm.mlir.undef`, `poison` and
    /// `zero` of theirs, else `llvm.mlir.constant` of a value it can hold
    /// (MLIR's `materializeConstant`).
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        let symbol =
            ods_runtime::ods::convert::try_flat_symbol_name(ctx, value).map(str::to_string);
        if let (Some(name), true) = (symbol, LLVMPointerType::isa(ctx, ty)) {
            let mut state = AddressOfOp::state(ctx, loc);
            AddressOfOp::build(ctx, &mut state, ty, &name);
            return Some(state);
        }
        if UndefAttr::isa(ctx, value) {
            let mut state = UndefOp::state(ctx, loc);
            UndefOp::build(ctx, &mut state, ty);
            return Some(state);
        }
        if PoisonAttr::isa(ctx, value) {
            let mut state = PoisonOp::state(ctx, loc);
            PoisonOp::build(ctx, &mut state, ty);
            return Some(state);
        }
        if ZeroAttr::isa(ctx, value) {
            let mut state = ZeroOp::state(ctx, loc);
            ZeroOp::build(ctx, &mut state, ty);
            return Some(state);
        }
        if !super::fold::constant_buildable_with(ctx, value, ty) {
            return None;
        }
        let mut state = ConstantOp::state(ctx, loc);
        ConstantOp::build(ctx, &mut state, ty, value);
        Some(state)
    }

    /// `llvm.data_layout` is a string LLVM reads as a data layout (MLIR's
    /// `LLVMDialect::verifyOperationAttribute`); the others are free.
    fn verify_operation_attribute(
        ctx: &Context,
        op: OpId,
        name: &str,
        attr: Attribute,
    ) -> Result<(), Diagnostic> {
        if name != "llvm.data_layout" {
            return Ok(());
        }
        let error = match ods_runtime::ods::convert::try_str(ctx, attr) {
            // LLVM's error log ends its message with a newline.
            Some(layout) => crate::llvm::data_layout_error(layout)
                .map(|e| format!("invalid data layout descriptor: {e}\n")),
            None => Some("expected 'llvm.data_layout' to be a string attributes".to_string()),
        };
        match error {
            Some(message) => Err(ods_runtime::ods::op::op_error(ctx, op, message)),
            None => Ok(()),
        }
    }

    fn verify_region_arg_attribute(
        ctx: &Context,
        op: OpId,
        _region: usize,
        arg: usize,
        name: &str,
        attr: Attribute,
    ) -> Result<(), Diagnostic> {
        super::verify_params::verify_argument_attribute(ctx, op, arg, name, attr)
    }

    fn verify_region_result_attribute(
        ctx: &Context,
        op: OpId,
        _region: usize,
        result: usize,
        name: &str,
        attr: Attribute,
    ) -> Result<(), Diagnostic> {
        super::verify_params::verify_result_attribute(ctx, op, result, name, attr)
    }
}

/// The hooks trait of each op, from the pieces above: `verify` and `fold`
/// name the function that does each.
macro_rules! hooks {
    ($op:ident: $trait:ident { $($body:tt)* }) => {
        impl $trait for $op { $($body)* }
    };
}

macro_rules! verify_with {
    ($f:ident) => {
        fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
            self.$f(ctx)
        }
    };
}

macro_rules! fold_with {
    ($constants:ty) => {
        fn fold(self, ctx: &mut Context, constants: $constants) -> Option<FoldResult> {
            self.fold_impl(ctx, constants)
        }
    };
}

macro_rules! custom_asm {
    () => {
        fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
            Self::parse_custom(p, state)
        }

        fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
            self.print_custom(p)
        }
    };
}

hooks!(AddrSpaceCastOp: AddrSpaceCastOpHooks { fold_with!(AddrSpaceCastOpAdaptor<Option<Attribute>>); });
impl AddressOfOpHooks for AddressOfOp {
    /// The symbol: an address is a constant (MLIR's `AddressOfOp::fold`).
    fn fold(self, ctx: &mut Context, _constants: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.global_name_attr(ctx)))
    }
}
hooks!(BitcastOp: BitcastOpHooks { fn verify(self, ctx: &Context) -> Result<(), Diagnostic> { super::verify_casts::verify_bitcast(ctx, self) } fold_with!(BitcastOpAdaptor<Option<Attribute>>); });
hooks!(BlockAddressOp: BlockAddressOpHooks { fn verify(self, ctx: &Context) -> Result<(), Diagnostic> { super::verify_control::verify_block_address(ctx, self) } fold_with!(&[Option<Attribute>]); });
hooks!(DSOLocalEquivalentOp: DSOLocalEquivalentOpHooks { fold_with!(&[Option<Attribute>]); });
impl GlobalCtorsOpHooks for GlobalCtorsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::verify_structors(ctx, self.id(), "ctors")
    }
}

impl GlobalDtorsOpHooks for GlobalDtorsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::verify_structors(ctx, self.id(), "dtors")
    }
}
hooks!(InlineAsmOp: InlineAsmOpHooks { fn verify(self, ctx: &Context) -> Result<(), Diagnostic> { verify::verify_inline_asm(ctx, self) } });
hooks!(LinkerOptionsOp: LinkerOptionsOpHooks { fn verify(self, ctx: &Context) -> Result<(), Diagnostic> { super::verify_globals::verify_at_module_level(ctx, self.id()) } });
hooks!(ModuleFlagsOp: ModuleFlagsOpHooks { fn verify(self, ctx: &Context) -> Result<(), Diagnostic> { super::verify_globals::verify_module_flags(ctx, self) } });
hooks!(OrOp: OrOpHooks { fold_with!(OrOpAdaptor<Option<Attribute>>); });
impl PoisonOpHooks for PoisonOp {
    /// `#llvm.poison`: a constant (MLIR's `PoisonOp::fold`).
    fn fold(self, ctx: &mut Context, _constants: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(PoisonAttr::get(ctx).attr()))
    }
}
hooks!(SExtOp: SExtOpHooks { fn verify(self, ctx: &Context) -> Result<(), Diagnostic> { extension(ctx, self.id(), self.arg(ctx), self.res(ctx)) } });
hooks!(ShlOp: ShlOpHooks { fold_with!(ShlOpAdaptor<Option<Attribute>>); });
impl UndefOpHooks for UndefOp {
    /// `#llvm.undef`: a constant (MLIR's `UndefOp::fold`).
    fn fold(self, ctx: &mut Context, _constants: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(UndefAttr::get(ctx).attr()))
    }
}
hooks!(ZExtOp: ZExtOpHooks { fn verify(self, ctx: &Context) -> Result<(), Diagnostic> { extension(ctx, self.id(), self.arg(ctx), self.res(ctx)) } fold_with!(ZExtOpAdaptor<Option<Attribute>>); });
hooks!(ZeroOp: ZeroOpHooks { fn verify(self, ctx: &Context) -> Result<(), Diagnostic> { verify::verify_zero(ctx, self) } fold_with!(&[Option<Attribute>]); });
/// The checks of `llvm.zext` and `llvm.sext` on their operand and result.
fn extension(
    ctx: &Context,
    op: OpId,
    arg: ods_runtime::Value,
    res: ods_runtime::Value,
) -> Result<(), Diagnostic> {
    super::verify_casts::verify_extension(ctx, op, ctx.value_type(arg), ctx.value_type(res))
}
hooks!(ICmpOp: ICmpOpHooks { fold_with!(ICmpOpAdaptor<Option<Attribute>>); custom_asm!(); });
hooks!(FCmpOp: FCmpOpHooks { custom_asm!(); });

impl AllocaOpHooks for AllocaOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::verify_alloca(ctx, self)
    }
    custom_asm!();
}

impl ReturnOpHooks for ReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::verify_return(ctx, self)
    }
}

impl ConstantOpHooks for ConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify_constant::verify_constant(ctx, self)
    }
    /// Its value (MLIR's `ConstantOp::fold`).
    fn fold(self, ctx: &mut Context, _constants: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value(ctx)))
    }
}

impl ExtractValueOpHooks for ExtractValueOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let container = ctx.value_type(self.container(ctx));
        let result = ctx.value_type(self.res(ctx));
        verify::verify_value_position(ctx, self.id(), container, &self.position(ctx), result, true)
    }
    fold_with!(ExtractValueOpAdaptor<Option<Attribute>>);
    fn build_container_position(
        ctx: &mut Context,
        state: &mut OperationState,
        container: ods_runtime::Value,
        position: Vec<i64>,
    ) {
        super::builders::extract_value(ctx, state, container, &position);
    }
}

impl InsertValueOpHooks for InsertValueOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let container = ctx.value_type(self.container(ctx));
        let value = ctx.value_type(self.value(ctx));
        verify::verify_value_position(ctx, self.id(), container, &self.position(ctx), value, false)
    }
}

impl GlobalOpHooks for GlobalOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::verify_global(ctx, self)
    }
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::verify_global_regions(ctx, self)
    }
    custom_asm!();
    #[allow(clippy::too_many_arguments)]
    fn build_type_is_constant_name(
        ctx: &mut Context,
        state: &mut OperationState,
        r#type: Type,
        is_constant: bool,
        linkage: Linkage,
        name: String,
        value: Attribute,
        alignment: u64,
        addr_space: u32,
        dso_local: bool,
        thread_local_: bool,
        comdat: Option<Attribute>,
        attrs: &[(ods_runtime::Symbol, Attribute)],
        dbg_exprs: Vec<Attribute>,
    ) {
        super::builders::global(
            ctx,
            state,
            super::builders::GlobalParts {
                ty: r#type,
                is_constant,
                linkage,
                name,
                value,
                alignment,
                addr_space,
                dso_local,
                thread_local_,
                comdat,
                dbg_exprs,
            },
        );
        state.attributes.extend_from_slice(attrs);
    }
}

impl LLVMFuncOpHooks for LLVMFuncOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::verify_function(ctx, self)
    }
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let _ = ctx;
        Ok(())
    }
    custom_asm!();
    #[allow(clippy::too_many_arguments)]
    fn build_name_type(
        ctx: &mut Context,
        state: &mut OperationState,
        name: String,
        r#type: Type,
        linkage: Linkage,
        dso_local: bool,
        cconv: CConv,
        comdat: Option<Attribute>,
        attrs: &[(ods_runtime::Symbol, Attribute)],
        arg_attrs: &[Attribute],
        function_entry_count: Option<u64>,
    ) {
        super::builders::function(
            ctx,
            state,
            &name,
            r#type,
            linkage,
            dso_local,
            cconv,
            comdat,
            arg_attrs,
            function_entry_count,
        );
        state.attributes.extend_from_slice(attrs);
    }
}

impl CallOpHooks for CallOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::verify_call(ctx, self)
    }
    custom_asm!();
    fn build_func(
        ctx: &mut Context,
        state: &mut OperationState,
        func: LLVMFuncOp,
        args: Vec<ods_runtime::Value>,
    ) {
        let ty = LLVMFunctionType::from_type_unchecked(func.function_type(ctx));
        let name = func.sym_name(ctx).to_string();
        super::builders::call(ctx, state, ty, Some(&name), &args);
    }
    fn build_callee_type_args(
        ctx: &mut Context,
        state: &mut OperationState,
        callee_type: LLVMFunctionType,
        args: Vec<ods_runtime::Value>,
    ) {
        super::builders::call(ctx, state, callee_type, None, &args);
    }
    fn build_results_type_callee_attribute_args_value_2(
        ctx: &mut Context,
        state: &mut OperationState,
        results: Vec<Type>,
        callee: Attribute,
        args: Vec<ods_runtime::Value>,
    ) {
        super::builders::call_results(ctx, state, &results, callee, &args);
    }
    fn build_results_type_callee_attribute_args_value_3(
        ctx: &mut Context,
        state: &mut OperationState,
        results: Vec<Type>,
        callee: Attribute,
        args: Vec<ods_runtime::Value>,
    ) {
        super::builders::call_results(ctx, state, &results, callee, &args);
    }
    fn build_results_callee_string(
        ctx: &mut Context,
        state: &mut OperationState,
        results: Vec<Type>,
        callee: String,
        args: Vec<ods_runtime::Value>,
    ) {
        let callee = ods_runtime::ods::convert::flat_symbol_ref(ctx, &callee);
        super::builders::call_results(ctx, state, &results, callee, &args);
    }
    fn build_callee_type_llvm_function_type_callee_attribute_args_value_5(
        ctx: &mut Context,
        state: &mut OperationState,
        callee_type: LLVMFunctionType,
        callee: Attribute,
        args: Vec<ods_runtime::Value>,
    ) {
        let name = ods_runtime::ods::convert::try_str(ctx, callee).map(str::to_string);
        super::builders::call(ctx, state, callee_type, name.as_deref(), &args);
    }
    fn build_callee_type_llvm_function_type_callee_attribute_args_value_6(
        ctx: &mut Context,
        state: &mut OperationState,
        callee_type: LLVMFunctionType,
        callee: Attribute,
        args: Vec<ods_runtime::Value>,
    ) {
        let name = ods_runtime::ods::convert::try_flat_symbol_name(ctx, callee).map(str::to_string);
        super::builders::call(ctx, state, callee_type, name.as_deref(), &args);
    }
    fn build_callee_type_callee_string(
        ctx: &mut Context,
        state: &mut OperationState,
        callee_type: LLVMFunctionType,
        callee: String,
        args: Vec<ods_runtime::Value>,
    ) {
        super::builders::call(ctx, state, callee_type, Some(&callee), &args);
    }
}

impl AliasOpHooks for AliasOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify_globals::verify_alias(ctx, self)
    }
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify_globals::verify_alias_regions(ctx, self)
    }
    custom_asm!();
    #[allow(clippy::too_many_arguments)]
    fn build_type_name(
        ctx: &mut Context,
        state: &mut OperationState,
        r#type: Type,
        linkage: Linkage,
        name: String,
        dso_local: bool,
        thread_local_: bool,
        attrs: &[(ods_runtime::Symbol, Attribute)],
    ) {
        super::builders::alias(ctx, state, r#type, linkage, &name, dso_local, thread_local_);
        state.attributes.extend_from_slice(attrs);
    }
}

impl InvokeOpHooks for InvokeOp {
    verify_with!(verify_invoke);
    custom_asm!();
    #[allow(clippy::too_many_arguments)]
    fn build_func(
        ctx: &mut Context,
        state: &mut OperationState,
        func: LLVMFuncOp,
        ops: Vec<ods_runtime::Value>,
        normal: ods_runtime::BlockId,
        normal_ops: Vec<ods_runtime::Value>,
        unwind: ods_runtime::BlockId,
        unwind_ops: Vec<ods_runtime::Value>,
    ) {
        let ty = LLVMFunctionType::from_type_unchecked(func.function_type(ctx));
        let name = func.sym_name(ctx).to_string();
        let callee = ods_runtime::ods::convert::flat_symbol_ref(ctx, &name);
        let results = super::builders::results_of(ctx, ty);
        let edges = super::builders::InvokeEdges {
            normal,
            normal_ops,
            unwind,
            unwind_ops,
        };
        super::builders::invoke(ctx, state, &results, Some(callee), &ops, edges);
    }
    #[allow(clippy::too_many_arguments)]
    fn build_tys(
        ctx: &mut Context,
        state: &mut OperationState,
        tys: Vec<Type>,
        callee: Attribute,
        ops: Vec<ods_runtime::Value>,
        normal: ods_runtime::BlockId,
        normal_ops: Vec<ods_runtime::Value>,
        unwind: ods_runtime::BlockId,
        unwind_ops: Vec<ods_runtime::Value>,
    ) {
        let edges = super::builders::InvokeEdges {
            normal,
            normal_ops,
            unwind,
            unwind_ops,
        };
        super::builders::invoke(ctx, state, &tys, Some(callee), &ops, edges);
    }
    #[allow(clippy::too_many_arguments)]
    fn build_callee_type(
        ctx: &mut Context,
        state: &mut OperationState,
        callee_type: LLVMFunctionType,
        callee: Attribute,
        ops: Vec<ods_runtime::Value>,
        normal: ods_runtime::BlockId,
        normal_ops: Vec<ods_runtime::Value>,
        unwind: ods_runtime::BlockId,
        unwind_ops: Vec<ods_runtime::Value>,
    ) {
        let results = super::builders::results_of(ctx, callee_type);
        let edges = super::builders::InvokeEdges {
            normal,
            normal_ops,
            unwind,
            unwind_ops,
        };
        super::builders::invoke(ctx, state, &results, Some(callee), &ops, edges);
    }
}

impl LandingpadOpHooks for LandingpadOp {
    verify_with!(verify_landingpad);
    custom_asm!();
}

impl CallIntrinsicOpHooks for CallIntrinsicOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::asm_intrinsic::verify_call_intrinsic(ctx, self)
    }
    custom_asm!();
    fn build_intrin_args(
        ctx: &mut Context,
        state: &mut OperationState,
        intrin: Attribute,
        args: Vec<ods_runtime::Value>,
    ) {
        super::builders::call_intrinsic(ctx, state, &[], intrin, &args, None);
    }
    fn build_fast_math_flags(
        ctx: &mut Context,
        state: &mut OperationState,
        intrin: Attribute,
        args: Vec<ods_runtime::Value>,
        fast_math_flags: Attribute,
    ) {
        super::builders::call_intrinsic(ctx, state, &[], intrin, &args, Some(fast_math_flags));
    }
    fn build_result_type(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        intrin: Attribute,
        args: Vec<ods_runtime::Value>,
    ) {
        super::builders::call_intrinsic(ctx, state, &[result_type], intrin, &args, None);
    }
    fn build_result_types_fast_math_flags(
        ctx: &mut Context,
        state: &mut OperationState,
        result_types: Vec<Type>,
        intrin: Attribute,
        args: Vec<ods_runtime::Value>,
        fast_math_flags: Attribute,
    ) {
        super::builders::call_intrinsic(
            ctx,
            state,
            &result_types,
            intrin,
            &args,
            Some(fast_math_flags),
        );
    }
}

impl ComdatOpHooks for ComdatOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify_globals::verify_comdat_body(ctx, self)
    }
    fn build_sym_name(ctx: &mut Context, state: &mut OperationState, sym_name: String) {
        super::builders::comdat(ctx, state, &sym_name);
    }
}

impl CondBrOpHooks for CondBrOp {
    #[allow(clippy::too_many_arguments)]
    fn build_condition_true_dest_true_operands_false_dest_false_operands(
        ctx: &mut Context,
        state: &mut OperationState,
        condition: ods_runtime::Value,
        true_dest: ods_runtime::BlockId,
        true_operands: Vec<ods_runtime::Value>,
        false_dest: ods_runtime::BlockId,
        false_operands: Vec<ods_runtime::Value>,
        weights: Option<(u32, u32)>,
    ) {
        super::builders::cond_br(
            ctx,
            state,
            condition,
            (true_dest, &true_operands),
            (false_dest, &false_operands),
            weights,
        );
    }
}

impl FenceOpHooks for FenceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::verify_fence(ctx, self)
    }
    fn build_ordering(
        ctx: &mut Context,
        state: &mut OperationState,
        ordering: AtomicOrdering,
        syncscope: String,
    ) {
        super::builders::fence(ctx, state, ordering, &syncscope);
    }
}

impl GEPOpHooks for GEPOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify_gep::verify_gep(ctx, self)
    }
    fold_with!(GEPOpAdaptor<Option<Attribute>>);
    #[allow(clippy::too_many_arguments)]
    fn build_indices_value(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        element_type: Type,
        base_ptr: ods_runtime::Value,
        indices: Vec<ods_runtime::Value>,
        no_wrap_flags: GEPNoWrapFlags,
        attributes: &[(ods_runtime::Symbol, Attribute)],
    ) {
        let indices: Vec<GepArg> = indices.into_iter().map(GepArg::Dynamic).collect();
        super::builders::gep(
            ctx,
            state,
            (result_type, element_type),
            base_ptr,
            &indices,
            no_wrap_flags,
        );
        state.attributes.extend_from_slice(attributes);
    }
    #[allow(clippy::too_many_arguments)]
    fn build_indices_gep_arg(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        element_type: Type,
        base_ptr: ods_runtime::Value,
        indices: &[GepArg],
        no_wrap_flags: GEPNoWrapFlags,
        attributes: &[(ods_runtime::Symbol, Attribute)],
    ) {
        super::builders::gep(
            ctx,
            state,
            (result_type, element_type),
            base_ptr,
            indices,
            no_wrap_flags,
        );
        state.attributes.extend_from_slice(attributes);
    }
}

impl IFuncOpHooks for IFuncOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify_globals::verify_ifunc(ctx, self)
    }
    #[allow(clippy::too_many_arguments)]
    fn build_name_visibility(
        ctx: &mut Context,
        state: &mut OperationState,
        name: String,
        i_func_type: Type,
        resolver: String,
        resolver_type: Type,
        linkage: Linkage,
        visibility: Visibility,
    ) {
        super::builders::ifunc(
            ctx,
            state,
            (&name, i_func_type),
            (&resolver, resolver_type),
            linkage,
            visibility,
        );
    }
}

impl IndirectBrOpHooks for IndirectBrOp {
    fn build_addr(
        ctx: &mut Context,
        state: &mut OperationState,
        addr: ods_runtime::Value,
        succ_operands: Vec<Vec<ods_runtime::Value>>,
        successors: Vec<ods_runtime::BlockId>,
    ) {
        super::builders::indirect_br(ctx, state, addr, &succ_operands, &successors);
    }
}

impl LoadOpHooks for LoadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let value = ctx.value_type(self.res(ctx));
        let unsupported = [AtomicOrdering::Release, AtomicOrdering::AcqRel];
        let access = (self.alignment(ctx), self.syncscope_attr(ctx).is_some());
        verify::verify_atomic_access(
            ctx,
            self.id(),
            value,
            (self.ordering(ctx), &unsupported),
            access,
        )
    }
    #[allow(clippy::too_many_arguments)]
    fn build_type(
        ctx: &mut Context,
        state: &mut OperationState,
        r#type: Type,
        addr: ods_runtime::Value,
        alignment: u32,
        is_volatile: bool,
        is_non_temporal: bool,
        is_invariant: bool,
        is_invariant_group: bool,
        ordering: AtomicOrdering,
        syncscope: String,
    ) {
        state.operands.push(addr);
        state.result_types.push(r#type);
        let flags = [
            ("volatile_", is_volatile),
            ("nontemporal", is_non_temporal),
            ("invariant", is_invariant),
            ("invariantGroup", is_invariant_group),
        ];
        super::builders::memory_access(ctx, state, alignment, &flags, ordering, &syncscope);
    }
}

impl StoreOpHooks for StoreOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let value = ctx.value_type(self.value(ctx));
        let unsupported = [AtomicOrdering::Acquire, AtomicOrdering::AcqRel];
        let access = (self.alignment(ctx), self.syncscope_attr(ctx).is_some());
        verify::verify_atomic_access(
            ctx,
            self.id(),
            value,
            (self.ordering(ctx), &unsupported),
            access,
        )
    }
    #[allow(clippy::too_many_arguments)]
    fn build_value_addr(
        ctx: &mut Context,
        state: &mut OperationState,
        value: ods_runtime::Value,
        addr: ods_runtime::Value,
        alignment: u32,
        is_volatile: bool,
        is_non_temporal: bool,
        is_invariant_group: bool,
        ordering: AtomicOrdering,
        syncscope: String,
    ) {
        state.operands.extend([value, addr]);
        let flags = [
            ("volatile_", is_volatile),
            ("nontemporal", is_non_temporal),
            ("invariantGroup", is_invariant_group),
        ];
        super::builders::memory_access(ctx, state, alignment, &flags, ordering, &syncscope);
    }
}

impl AtomicRMWOpHooks for AtomicRMWOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify_atomic::verify_atomic_rmw(ctx, self)
    }
    #[allow(clippy::too_many_arguments)]
    fn build_bin_op_ptr_val_ordering(
        ctx: &mut Context,
        state: &mut OperationState,
        bin_op: AtomicBinOp,
        ptr: ods_runtime::Value,
        val: ods_runtime::Value,
        ordering: AtomicOrdering,
        syncscope: String,
        alignment: u32,
        is_volatile: bool,
    ) {
        state.operands.extend([ptr, val]);
        let ty = ctx.value_type(val);
        state.result_types.push(ty);
        let op = bin_op.to_attr(ctx);
        super::builders::set(ctx, state, "bin_op", op);
        super::builders::memory_access(
            ctx,
            state,
            alignment,
            &[("volatile_", is_volatile)],
            ordering,
            &syncscope,
        );
    }
}

impl AtomicCmpXchgOpHooks for AtomicCmpXchgOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify_atomic::verify_atomic_cmpxchg(ctx, self)
    }
    #[allow(clippy::too_many_arguments)]
    fn build_ptr_cmp_val_success_ordering_failure_ordering(
        ctx: &mut Context,
        state: &mut OperationState,
        ptr: ods_runtime::Value,
        cmp: ods_runtime::Value,
        val: ods_runtime::Value,
        success_ordering: AtomicOrdering,
        failure_ordering: AtomicOrdering,
        syncscope: String,
        alignment: u32,
        is_weak: bool,
        is_volatile: bool,
    ) {
        state.operands.extend([ptr, cmp, val]);
        let ty = ctx.value_type(val);
        let result = super::types::val_and_bool_struct(&mut *ctx, ty);
        state.result_types.push(result);
        let failure = failure_ordering.to_attr(ctx);
        super::builders::set(ctx, state, "failure_ordering", failure);
        let success = success_ordering.to_attr(ctx);
        super::builders::set(ctx, state, "success_ordering", success);
        let flags = [("weak", is_weak), ("volatile_", is_volatile)];
        super::builders::memory_access(
            ctx,
            state,
            alignment,
            &flags,
            AtomicOrdering::NotAtomic,
            &syncscope,
        );
    }
}

impl ShuffleVectorOpHooks for ShuffleVectorOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::verify_shuffle(ctx, self)
    }
    fold_with!(ShuffleVectorOpAdaptor<Option<Attribute>>);
    fn build_mask_attribute(
        ctx: &mut Context,
        state: &mut OperationState,
        v1: ods_runtime::Value,
        v2: ods_runtime::Value,
        mask: Attribute,
        attrs: &[(ods_runtime::Symbol, Attribute)],
    ) {
        let values = ods_runtime::ods::convert::dense_i32_vec(ctx, mask);
        super::builders::shuffle(ctx, state, v1, v2, &values);
        state.attributes.extend_from_slice(attrs);
    }
    fn build_mask_i32(
        ctx: &mut Context,
        state: &mut OperationState,
        v1: ods_runtime::Value,
        v2: ods_runtime::Value,
        mask: Vec<i32>,
    ) {
        super::builders::shuffle(ctx, state, v1, v2, &mask);
    }
}

impl SwitchOpHooks for SwitchOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        super::verify_control::verify_switch(ctx, self)
    }
    #[allow(clippy::too_many_arguments)]
    fn build_value_default_destination_default_operands_case_values_big_int(
        ctx: &mut Context,
        state: &mut OperationState,
        value: ods_runtime::Value,
        default_destination: ods_runtime::BlockId,
        default_operands: Vec<ods_runtime::Value>,
        case_values: Vec<ods_runtime::BigInt>,
        case_destinations: Vec<ods_runtime::BlockId>,
        case_operands: Vec<Vec<ods_runtime::Value>>,
        branch_weights: Vec<i32>,
    ) {
        let flag = ctx.value_type(value);
        let values = ods_runtime::ods::convert::dense_int_vector(ctx, flag, &case_values);
        let cases = super::builders::SwitchCases {
            values,
            destinations: case_destinations,
            operands: case_operands,
        };
        super::builders::switch(
            ctx,
            state,
            value,
            (default_destination, &default_operands),
            cases,
            &branch_weights,
        );
    }
    #[allow(clippy::too_many_arguments)]
    fn build_value_default_destination_default_operands_case_values_i32(
        ctx: &mut Context,
        state: &mut OperationState,
        value: ods_runtime::Value,
        default_destination: ods_runtime::BlockId,
        default_operands: Vec<ods_runtime::Value>,
        case_values: Vec<i32>,
        case_destinations: Vec<ods_runtime::BlockId>,
        case_operands: Vec<Vec<ods_runtime::Value>>,
        branch_weights: Vec<i32>,
    ) {
        let big = case_values
            .iter()
            .map(|&v| ods_runtime::BigInt::from(i128::from(v)))
            .collect();
        <Self as SwitchOpHooks>::build_value_default_destination_default_operands_case_values_big_int(
            ctx,
            state,
            value,
            default_destination,
            default_operands,
            big,
            case_destinations,
            case_operands,
            branch_weights,
        );
    }
    #[allow(clippy::too_many_arguments)]
    fn build_value_default_destination_default_operands_case_values_attribute(
        ctx: &mut Context,
        state: &mut OperationState,
        value: ods_runtime::Value,
        default_destination: ods_runtime::BlockId,
        default_operands: Vec<ods_runtime::Value>,
        case_values: Option<Attribute>,
        case_destinations: Vec<ods_runtime::BlockId>,
        case_operands: Vec<Vec<ods_runtime::Value>>,
        branch_weights: Vec<i32>,
    ) {
        let cases = super::builders::SwitchCases {
            values: case_values,
            destinations: case_destinations,
            operands: case_operands,
        };
        super::builders::switch(
            ctx,
            state,
            value,
            (default_destination, &default_operands),
            cases,
            &branch_weights,
        );
    }
}
