// The Rust overlay of MLIR's LLVM dialect (mlir/Dialect/LLVMIR/LLVMOps.td
// with the files it includes, LLVMIntrinsicOps.td (the `llvm.intr.*` ops)
// and LLVMTypes.td, which MLIR generates into
// the same dialect; read where LLVM installs them): each piece of its C++
// gets its Rust here, named by def and field. The dialect's hooks are Rust
// in src/llvm/.

include "mlir/Dialect/LLVMIR/LLVMOps.td"
include "mlir/Dialect/LLVMIR/LLVMIntrinsicOps.td"
include "mlir/Dialect/LLVMIR/LLVMTypes.td"
include "ods/RustOverlay.td"

// --- Types MLIR defines in C++ alone --------------------------------------------
// `LLVMTypes.h` declares these parameterless types by hand (MLIR's
// `DEFINE_TRIVIAL_LLVM_TYPE`); here they are type definitions like the
// others, with the same mnemonics.
def LLVMVoidType : LLVMType<"LLVMVoid", "void"> {
  let summary = "LLVM void type";
}
def LLVMTokenType : LLVMType<"LLVMToken", "token"> {
  let summary = "LLVM token type";
}
def LLVMLabelType : LLVMType<"LLVMLabel", "label"> {
  let summary = "LLVM label type";
}
def LLVMMetadataType : LLVMType<"LLVMMetadata", "metadata"> {
  let summary = "LLVM metadata type";
}

// --- C++ types of builder parameters and interface methods ------------------
// Attributes MLIR names by their C++ class are handles of the runtime here;
// those a builder may leave out (`{}`, a null attribute) are `Option`s.
def : RustIdiom<"ArrayRef<NamedAttribute>", [{
  &[(::ods_runtime::Symbol, ::ods_runtime::Attribute)]
}]>;
def : RustIdiom<"{}", [{ ::core::default::Default::default() }]>;
def : RustIdiom<"0", [{ 0u32 }]>;
def : RustIdiom<"StringRef()", [{ ::core::default::Default::default() }]>;
def : RustIdiom<"StringAttr", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"TypedAttr", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"FlatSymbolRefAttr", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"SymbolRefAttr", [{ ::core::option::Option<::ods_runtime::Attribute> }]>;
def : RustIdiom<"DenseI32ArrayAttr", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"DenseIntElementsAttr", [{ ::core::option::Option<::ods_runtime::Attribute> }]>;
def : RustIdiom<"FastmathFlagsAttr", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"DistinctAttr", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"DIFileAttr", [{ DIFileAttr }]>;
def : RustIdiom<"DIScopeAttr", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"DITypeAttr", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"DIExpressionAttr", [{ DIExpressionAttr }]>;
def : RustIdiom<"DICompileUnitAttr", [{ DICompileUnitAttr }]>;
def : RustIdiom<"DISubroutineTypeAttr", [{ DISubroutineTypeAttr }]>;
def : RustIdiom<"TBAATypeDescriptorAttr", [{ TBAATypeDescriptorAttr }]>;
def : RustIdiom<"DIRecursiveTypeAttrInterface", [{ ::ods_runtime::Attribute }]>;
def : RustIdiom<"::mlir::ArrayAttr", [{ ::core::option::Option<::ods_runtime::Attribute> }]>;
def : RustIdiom<"const ::mlir::ArrayAttr", [{ ::core::option::Option<::ods_runtime::Attribute> }]>;
def : RustIdiom<"::mlir::LLVM::DereferenceableAttr", [{ ::core::option::Option<::ods_runtime::Attribute> }]>;
def : RustIdiom<"::mlir::LLVM::FPExceptionBehaviorAttr", [{ ::core::option::Option<::ods_runtime::Attribute> }]>;
def : RustIdiom<"::mlir::LLVM::RoundingModeAttr", [{ ::core::option::Option<::ods_runtime::Attribute> }]>;
def : RustIdiom<"::mlir::LLVM::FastmathFlagsAttr", [{ ::core::option::Option<::ods_runtime::Attribute> }]>;
def : RustIdiom<"ArrayRef<DINodeAttr>", [{ &[::ods_runtime::Attribute] }]>;
def : RustIdiom<"ArrayRef<DITypeAttr>", [{ &[::ods_runtime::Attribute] }]>;
def : RustIdiom<"ArrayRef<DictionaryAttr>", [{ &[::ods_runtime::Attribute] }]>;
def : RustIdiom<"ArrayRef<ModRefInfo>", [{ &[ModRefInfo] }]>;
def : RustIdiom<"const Twine &", [{ &str }]>;
def : RustIdiom<"SuccessorRange", [{ &[::ods_runtime::BlockId] }]>;
def : RustIdiom<"std::optional<std::pair<uint32_t, uint32_t>>", [{
  ::core::option::Option<(u32, u32)>
}]>;
def : RustIdiom<"ArrayRef<GEPArg>", [{ &[crate::llvm::GepArg] }]>;
// Ops and types of this dialect, by their Rust handles.
def : RustIdiom<"LLVMFunctionType", [{ LLVMFunctionType }]>;
def : RustIdiom<"LLVMFuncOp", [{ LLVMFuncOp }]>;
def : RustIdiom<"GlobalOp", [{ GlobalOp }]>;
def : RustIdiom<"AliasOp", [{ AliasOp }]>;
// Enums of this dialect.
def : RustIdiom<"Linkage", [{ Linkage }]>;
def : RustIdiom<"CConv", [{ CConv }]>;
def : RustIdiom<"AtomicOrdering", [{ AtomicOrdering }]>;
def : RustIdiom<"LLVM::AtomicOrdering", [{ AtomicOrdering }]>;
def : RustIdiom<"LLVM::AtomicBinOp", [{ AtomicBinOp }]>;
def : RustIdiom<"LLVM::Visibility", [{ Visibility }]>;
def : RustIdiom<"GEPNoWrapFlags", [{ GEPNoWrapFlags }]>;
def : RustIdiom<"DIFlags", [{ DIFlags }]>;
def : RustIdiom<"DIEmissionKind", [{ DIEmissionKind }]>;
def : RustIdiom<"DINameTableKind", [{ DINameTableKind }]>;
def : RustIdiom<"DISubprogramFlags", [{ DISubprogramFlags }]>;
def : RustIdiom<"IntegerOverflowFlags", [{ IntegerOverflowFlags }]>;
def : RustIdiom<"Linkage::External", [{ Linkage::External }]>;
def : RustIdiom<"CConv::C", [{ CConv::C }]>;
def : RustIdiom<"TailCallKind::None", [{ TailCallKind::None }]>;
def : RustIdiom<"AtomicOrdering::not_atomic", [{ AtomicOrdering::NotAtomic }]>;
def : RustIdiom<"GEPNoWrapFlags::none", [{ GEPNoWrapFlags::NONE }]>;
def : RustIdiom<"DINameTableKind::Default", [{ DINameTableKind::Default }]>;
// The `ptr` dialect's enums and the data layout are not generated here:
// the memory-space queries take them as raw values and no layout.
def : RustIdiom<"::mlir::ptr::AtomicOrdering", [{ u64 }]>;
def : RustIdiom<"::mlir::ptr::AtomicBinOp", [{ u64 }]>;
def : RustIdiom<"const ::mlir::DataLayout *", [{ ::core::option::Option<::ods_runtime::Attribute> }]>;
def : RustIdiom<"const ::mlir::DataLayout &", [{ ::core::option::Option<::ods_runtime::Attribute> }]>;
def : RustIdiom<"::llvm::function_ref<::mlir::InFlightDiagnostic()>", [{
  &dyn Fn() -> ::ods_runtime::diag::Diagnostic
}]>;
def : RustIdiom<"const ::mlir::LLVMTypeConverter &", [{ &::ods_runtime::conversion::TypeConverter }]>;
def : RustIdiom<"::mlir::RewriterBase &", [{ &mut ::ods_runtime::Context }]>;

// --- Type predicates ---------------------------------------------------------
def : RustIdiom<"::llvm::isa<::mlir::LLVM::LLVMStructType>($_self)", [{
  LLVMStructType::isa($_ctxt, $_self)
}]>;
def : RustIdiom<"::llvm::isa<::mlir::LLVM::LLVMStructType, ::mlir::LLVM::LLVMArrayType>($_self)", [{
  (LLVMStructType::isa($_ctxt, $_self) || LLVMArrayType::isa($_ctxt, $_self))
}]>;
def : RustIdiom<"::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)", [{
  LLVMPointerType::isa($_ctxt, $_self)
}]>;
def : RustIdiom<"::llvm::isa<::mlir::LLVM::LLVMFunctionType>($_self)", [{
  LLVMFunctionType::isa($_ctxt, $_self)
}]>;
def : RustIdiom<"!::llvm::isa<::mlir::LLVM::LLVMVoidType, ::mlir::LLVM::LLVMFunctionType>($_self)", [{
  !(LLVMVoidType::isa($_ctxt, $_self) || LLVMFunctionType::isa($_ctxt, $_self))
}]>;
def : RustIdiom<"!::mlir::LLVM::isScalableVectorType($_self)", [{
  !crate::llvm::hooks::is_scalable_vector_type($_ctxt, $_self)
}]>;
def : RustIdiom<"::llvm::isa<::mlir::LLVM::LLVMTokenType>($_self)", [{
  LLVMTokenType::isa($_ctxt, $_self)
}]>;
def : RustIdiom<"::mlir::LLVM::LLVMTokenType::get($_builder.getContext())", [{
  LLVMTokenType::get($_builder).ty()
}]>;
def : RustIdiom<"::mlir::LLVM::isCompatibleOuterType($_self)", [{
  crate::llvm::hooks::is_compatible_outer_type($_ctxt, $_self)
}]>;
def : RustIdiom<"::mlir::LLVM::isCompatibleVectorType($_self)", [{
  crate::llvm::hooks::is_compatible_vector_type($_ctxt, $_self)
}]>;
def : RustIdiom<"::mlir::LLVM::isCompatibleFloatingPointType($_self)", [{
  crate::llvm::hooks::is_compatible_float_type($_ctxt, $_self)
}]>;
def : RustIdiom<"mlir::LLVM::isLoadableType($_self)", [{
  crate::llvm::hooks::is_loadable_type($_ctxt, $_self)
}]>;
def : RustIdiom<"::llvm::cast<::mlir::VectorType>($_self).getElementType()", [{
  ::ods_runtime::ods::pred::element_type($_ctxt, $_self).unwrap_or($_self)
}]>;
def : RustIdiom<"::getI1SameShape($_self)", [{
  crate::llvm::hooks::i1_same_shape($_ctxt, $_self)
}]>;
def : RustIdiom<"getValAndBoolStructType($_self)", [{
  crate::llvm::hooks::val_and_bool_struct($_ctxt, $_self)
}]>;

// --- Enum attributes stored in ops --------------------------------------------
def : RustIdiom<"::llvm::isa<::mlir::LLVM::LinkageAttr>($_self)", [{ LinkageAttr::isa($_ctxt, $_self) }]>;
def : RustIdiom<"::llvm::isa<::mlir::LLVM::CConvAttr>($_self)", [{ CConvAttr::isa($_ctxt, $_self) }]>;
def : RustIdiom<"::llvm::isa<::mlir::LLVM::TailCallKindAttr>($_self)", [{ TailCallKindAttr::isa($_ctxt, $_self) }]>;
def : RustIdiom<"$_self.getLinkage()", [{ LinkageAttr::try_from($_ctxt, $_self).map(|a| *a.linkage($_ctxt)).unwrap_or(Linkage::External) }]>;
def : RustIdiom<"$_self.getCallingConv()", [{ CConvAttr::try_from($_ctxt, $_self).map(|a| *a.calling_conv($_ctxt)).unwrap_or(CConv::C) }]>;
def : RustIdiom<"$_self.getTailCallKind()", [{ TailCallKindAttr::try_from($_ctxt, $_self).map(|a| *a.tail_call_kind($_ctxt)).unwrap_or(TailCallKind::None) }]>;
def : RustIdiom<"::mlir::LLVM::LinkageAttr::get($_builder.getContext(), $0)", [{ LinkageAttr::get($_builder, $0).into() }]>;
def : RustIdiom<"::mlir::LLVM::CConvAttr::get($_builder.getContext(), $0)", [{ CConvAttr::get($_builder, $0).into() }]>;
def : RustIdiom<"::mlir::LLVM::TailCallKindAttr::get($_builder.getContext(), $0)", [{ TailCallKindAttr::get($_builder, $0).into() }]>;

// --- Builders ------------------------------------------------------------------
// The aggregate builders LLVMOpBase.td shares between ops (named there
// `LLVM_OneResultOpBuilder`, `LLVM_ZeroResultOpBuilder`,
// `LLVM_VoidResultTypeOpBuilder`, `LLVM_TerminatorPassthroughOpBuilder`),
// each matched by its C++ body.
def : RustIdiom<[{
    if (resultType) $_state.addTypes(resultType);
    $_state.addOperands(operands);
    for (auto namedAttr : attributes)
      $_state.addAttribute(namedAttr.getName(), namedAttr.getValue());
}], [{
  $_state.result_types.push(result_type);
  crate::llvm::hooks::add_operands_and_attributes($_builder, $_state, &operands, attributes);
}]>;
def : RustIdiom<[{
    $_state.addOperands(operands);
    for (auto namedAttr : attributes)
      $_state.addAttribute(namedAttr.getName(), namedAttr.getValue());
}], [{
  crate::llvm::hooks::add_operands_and_attributes($_builder, $_state, &operands, attributes);
}]>;
def : RustIdiom<[{
    assert(isCompatibleType(resultType) && "result must be an LLVM type");
    assert(::llvm::isa<LLVMVoidType>(resultType) &&
           "for zero-result operands, only 'void' is accepted as result type");
    build($_builder, $_state, operands, attributes);
}], [{
  // A `!llvm.void` result stands for no result.
  let _ = result_type;
  crate::llvm::hooks::add_operands_and_attributes($_builder, $_state, &operands, attributes);
}]>;
def : RustIdiom<[{
    $_state.addOperands(operands);
    $_state.addSuccessors(destinations);
    $_state.addAttributes(attributes);
}], [{
  $_state.successors.extend_from_slice(destinations);
  crate::llvm::hooks::add_operands_and_attributes($_builder, $_state, &operands, attributes);
}]>;

def : RustFor<"LLVM_AllocaOp.builders.0.body", [{
  let alignment = (alignment != 0).then_some(u64::from(alignment));
  Self::build($_builder, $_state, result_type, array_size, alignment, element_type, flags::Inalloca::No);
}]>;
def : RustFor<"LLVM_BrOp.builders.0.body", [{
  Self::build($_builder, $_state, &[], None, dest);
}]>;
def : RustFor<"LLVM_BrOp.builders.1.body", [{
  Self::build($_builder, $_state, &operands, None, dest);
}]>;
def : RustFor<"LLVM_CondBrOp.builders.1.body", [{
  Self::build_condition_true_dest_true_operands_false_dest_false_operands($_builder, $_state, condition, true_dest, vec![], false_dest, false_operands, None);
}]>;
def : RustFor<"LLVM_CondBrOp.builders.2.body", [{
  let weights = ::ods_runtime::ods::convert::dense_i32_vec($_builder, branch_weights);
  Self::build($_builder, $_state, condition, &true_operands, &false_operands, Some(weights), None, true_dest, false_dest);
}]>;
def : RustFor<"LLVM_ReturnOp.builders.0.body", [{
  Self::build($_builder, $_state, args.first().copied());
}]>;
def : RustFor<"LLVM_AddressOfOp.builders.0.body", [{
  let space = global.addr_space($_builder);
  let ptr = LLVMPointerType::get_address_space($_builder, Some(space)).ty();
  let name = global.sym_name($_builder).to_string();
  Self::build($_builder, $_state, ptr, &name);
  $_state.attributes.extend_from_slice(attrs);
}]>;
def : RustFor<"LLVM_AddressOfOp.builders.1.body", [{
  let ptr = LLVMPointerType::get_address_space($_builder, None).ty();
  let name = func.sym_name($_builder).to_string();
  Self::build($_builder, $_state, ptr, &name);
  $_state.attributes.extend_from_slice(attrs);
}]>;
def : RustFor<"LLVM_AddressOfOp.builders.2.body", [{
  let space = crate::llvm::hooks::alias_addr_space($_builder, alias);
  let ptr = LLVMPointerType::get_address_space($_builder, Some(space)).ty();
  let name = alias.sym_name($_builder).to_string();
  Self::build($_builder, $_state, ptr, &name);
  $_state.attributes.extend_from_slice(attrs);
}]>;
def : RustFor<"LLVM_ConstantOp.builders.1.body", [{
  let value = ::ods_runtime::ods::convert::integer_attr($_builder, r#type, value as i128);
  Self::build($_builder, $_state, r#type, value);
}]>;
def : RustFor<"LLVM_ConstantOp.builders.2.body", [{
  let value = $_builder.attr(::ods_runtime::AttrKind::Integer { ty: r#type, value: value.clone() });
  Self::build($_builder, $_state, r#type, value);
}]>;
def : RustFor<"LLVM_ConstantOp.builders.3.body", [{
  let value = ::ods_runtime::ods::convert::float_attr($_builder, r#type, value);
  Self::build($_builder, $_state, r#type, value);
}]>;
def : RustFor<"LLVM_ConstantOp.builders.4.body", [{
  // A typed attribute always has its type.
  if let Some(ty) = ::ods_runtime::ods::pred::attr_type($_builder, value) {
      Self::build($_builder, $_state, ty, value);
  }
}]>;
def : RustFor<"LLVMPointerType.builders.0.body", [{
  $_get($_ctxt, address_space)
}]>;

// --- Builders of types that infer their context ------------------------------
// They take it with their first parameter, as `#emitc`'s types do.
def : RustFor<"LLVMArrayType.builders.0.elementType.type",
  "(&mut ::ods_runtime::Context, ::ods_runtime::Type)">;
def : RustFor<"LLVMFunctionType.builders.0.result.type",
  "(&mut ::ods_runtime::Context, ::ods_runtime::Type)">;

// An attribute a builder may leave out (`{}`) is an `Option`.
def : RustFor<"LLVM_AliasScopeAttr.builders.0.description.type",
  "::core::option::Option<::ods_runtime::Attribute>">;
def : RustFor<"LLVM_AliasScopeDomainAttr.builders.0.description.type",
  "::core::option::Option<::ods_runtime::Attribute>">;
def : RustFor<"LLVM_DICompileUnitAttr.builders.0.splitDebugFilename.type",
  "::core::option::Option<::ods_runtime::Attribute>">;
def : RustFor<"LLVM_GlobalOp.builders.0.alignment.default", "0u64">;
def : RustFor<"LLVM_AliasScopeAttr.builders.0.description.default", "None">;
def : RustFor<"LLVM_AliasScopeDomainAttr.builders.0.description.default", "None">;
def : RustFor<"LLVM_DICompileUnitAttr.builders.0.splitDebugFilename.default", "None">;

// --- Debug info, alias analysis and range attributes ------------------------
// Builders that infer their context take it with their first parameter,
// as `#emitc`'s types do.
def : RustFor<"LLVM_DIBasicTypeAttr.builders.0.body", [{
  let name = ::ods_runtime::ods::convert::string_attr($_ctxt, name);
  $_get($_ctxt, tag, name, Some(size_in_bits), encoding)
}]>;
def : RustFor<"LLVM_DICompileUnitAttr.builders.0.id.type",
  "(&mut ::ods_runtime::Context, ::ods_runtime::Attribute)">;
def : RustFor<"LLVM_DICompileUnitAttr.builders.0.body", [{
  let (ctx, id) = id;
  $_get(ctx, id, source_language, file, Some(producer), is_optimized, emission_kind, Some(name_table_kind), split_debug_filename)
}]>;
def : RustFor<"LLVM_DICompositeTypeAttr.builders.0.body", [{
  $_get($_ctxt, None, None, tag, Some(name), Some(file), Some(line), Some(scope), Some(base_type),
        Some(flags), Some(size_in_bits), Some(align_in_bits), Some(data_location), Some(rank),
        Some(allocated), Some(associated), elements.to_vec())
}]>;
def : RustFor<"LLVM_DIFileAttr.builders.0.body", [{
  let name = ::ods_runtime::ods::convert::string_attr($_ctxt, &name);
  let directory = ::ods_runtime::ods::convert::string_attr($_ctxt, &directory);
  $_get($_ctxt, name, directory)
}]>;
def : RustFor<"LLVM_DILexicalBlockAttr.builders.0.scope.type",
  "(&mut ::ods_runtime::Context, ::ods_runtime::Attribute)">;
def : RustFor<"LLVM_DILexicalBlockAttr.builders.0.body", [{
  let (ctx, scope) = scope;
  $_get(ctx, scope, Some(file), Some(line), Some(column))
}]>;
def : RustFor<"LLVM_DILexicalBlockFile.builders.0.scope.type",
  "(&mut ::ods_runtime::Context, ::ods_runtime::Attribute)">;
def : RustFor<"LLVM_DILexicalBlockFile.builders.0.body", [{
  let (ctx, scope) = scope;
  $_get(ctx, scope, Some(file), discriminator)
}]>;
def : RustFor<"LLVM_DILocalVariableAttr.builders.0.scope.type",
  "(&mut ::ods_runtime::Context, ::ods_runtime::Attribute)">;
def : RustFor<"LLVM_DILocalVariableAttr.builders.0.body", [{
  let (ctx, scope) = scope;
  let name = ::ods_runtime::ods::convert::string_attr(ctx, &name);
  $_get(ctx, scope, Some(name), Some(file), Some(line), Some(arg), Some(align_in_bits), Some(r#type), Some(flags))
}]>;
def : RustFor<"LLVM_DISubprogramAttr.builders.0.body", [{
  $_get($_ctxt, None, Some(false), Some(id), Some(compile_unit), Some(scope), Some(name),
        Some(linkage_name), Some(file), Some(line), Some(scope_line), Some(subprogram_flags),
        Some(r#type), retained_nodes.to_vec(), annotations.to_vec())
}]>;
def : RustFor<"LLVM_DISubroutineTypeAttr.builders.0.body", [{
  $_get($_ctxt, 0, types.to_vec())
}]>;
def : RustFor<"LLVM_DILabelAttr.builders.0.scope.type",
  "(&mut ::ods_runtime::Context, ::ods_runtime::Attribute)">;
def : RustFor<"LLVM_DILabelAttr.builders.0.body", [{
  let (ctx, scope) = scope;
  let name = ::ods_runtime::ods::convert::string_attr(ctx, &name);
  $_get(ctx, scope, Some(name), Some(file), Some(line))
}]>;
def : RustFor<"LLVM_AliasScopeDomainAttr.builders.0.body", [{
  let id = crate::llvm::hooks::fresh_distinct($_ctxt);
  $_get($_ctxt, id, description)
}]>;
def : RustFor<"LLVM_AliasScopeAttr.builders.0.domain.type",
  "(&mut ::ods_runtime::Context, AliasScopeDomainAttr)">;
def : RustFor<"LLVM_AliasScopeAttr.builders.0.body", [{
  let (ctx, domain) = domain;
  let id = crate::llvm::hooks::fresh_distinct(ctx);
  $_get(ctx, id, domain, description)
}]>;
def : RustFor<"LLVM_AccessGroupAttr.builders.0.body", [{
  let id = crate::llvm::hooks::fresh_distinct($_ctxt);
  $_get($_ctxt, id)
}]>;
def : RustFor<"LLVM_TBAAMemberAttr.builders.0.typeDesc.type",
  "(&mut ::ods_runtime::Context, ::ods_runtime::Attribute)">;
def : RustFor<"LLVM_TBAAMemberAttr.builders.0.body", [{
  let (ctx, type_desc) = type_desc;
  $_get(ctx, type_desc, offset)
}]>;
def : RustFor<"LLVM_TBAATagAttr.builders.0.baseType.type",
  "(&mut ::ods_runtime::Context, TBAATypeDescriptorAttr)">;
def : RustFor<"LLVM_TBAATagAttr.builders.0.body", [{
  let (ctx, base_type) = base_type;
  $_get(ctx, base_type, access_type, offset, false)
}]>;
def : RustFor<"LLVM_ConstantRangeAttr.builders.0.body", [{
  let lower = ::ods_runtime::BigInt::from(lower as i128).wrap(bit_width, true);
  let upper = ::ods_runtime::BigInt::from(upper as i128).wrap(bit_width, true);
  $_get($_ctxt, lower, upper)
}]>;
// DWARF constants are read and printed by their names.
def : RustFor<"LLVM_DICallingConventionParameter.parser", [{
  crate::llvm::hooks::parse_dwarf($_parser, crate::llvm::hooks::Dwarf::CallingConvention)
}]>;
def : RustFor<"LLVM_DICallingConventionParameter.printer", [{
  crate::llvm::hooks::print_dwarf($_printer, crate::llvm::hooks::Dwarf::CallingConvention, $_self)
}]>;
def : RustFor<"LLVM_DIEncodingParameter.parser", [{
  crate::llvm::hooks::parse_dwarf($_parser, crate::llvm::hooks::Dwarf::Encoding)
}]>;
def : RustFor<"LLVM_DIEncodingParameter.printer", [{
  crate::llvm::hooks::print_dwarf($_printer, crate::llvm::hooks::Dwarf::Encoding, $_self)
}]>;
def : RustFor<"LLVM_DILanguageParameter.parser", [{
  crate::llvm::hooks::parse_dwarf($_parser, crate::llvm::hooks::Dwarf::Language)
}]>;
def : RustFor<"LLVM_DILanguageParameter.printer", [{
  crate::llvm::hooks::print_dwarf($_printer, crate::llvm::hooks::Dwarf::Language, $_self)
}]>;
def : RustFor<"LLVM_DITagParameter.parser", [{
  crate::llvm::hooks::parse_dwarf($_parser, crate::llvm::hooks::Dwarf::Tag)
}]>;
def : RustFor<"LLVM_DITagParameter.printer", [{
  crate::llvm::hooks::print_dwarf($_printer, crate::llvm::hooks::Dwarf::Tag, $_self)
}]>;
def : RustFor<"LLVM_DIOperationEncodingParameter.parser", [{
  crate::llvm::hooks::parse_dwarf($_parser, crate::llvm::hooks::Dwarf::Operation)
}]>;
def : RustFor<"LLVM_DIOperationEncodingParameter.printer", [{
  crate::llvm::hooks::print_dwarf($_printer, crate::llvm::hooks::Dwarf::Operation, $_self)
}]>;
def : RustFor<"LLVM_TBAAMemberAttrArray.parser", [{
  crate::llvm::hooks::parse_tbaa_members($_parser)
}]>;
def : RustFor<"LLVM_TBAAMemberAttrArray.printer", [{
  crate::llvm::hooks::print_tbaa_members($_printer, &$_self)
}]>;

// --- Op interfaces: the flags and metadata ops carry as properties ----------
def : RustFor<"FastmathFlagsInterface.getFastmathAttr.defaultBody", [{
  ::ods_runtime::ods::op::get_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "fastmathFlags")
}]>;
def : RustFor<"FastmathFlagsInterface.getFastmathAttrName.defaultBody", [{
  let _ = ctx;
  "fastmathFlags".to_string()
}]>;
def : RustFor<"IntegerOverflowFlagsInterface.getOverflowFlags.defaultBody", [{
  crate::llvm::hooks::overflow_flags(ctx, ::ods_runtime::ods::op::Op::id(self))
}]>;
def : RustFor<"IntegerOverflowFlagsInterface.setOverflowFlags.defaultBody", [{
  crate::llvm::hooks::set_overflow_flags(ctx, ::ods_runtime::ods::op::Op::id(self), flags)
}]>;
def : RustFor<"IntegerOverflowFlagsInterface.hasNoUnsignedWrap.defaultBody", [{
  crate::llvm::hooks::overflow_flags(ctx, ::ods_runtime::ods::op::Op::id(self)).contains(IntegerOverflowFlags::NUW)
}]>;
def : RustFor<"IntegerOverflowFlagsInterface.hasNoSignedWrap.defaultBody", [{
  crate::llvm::hooks::overflow_flags(ctx, ::ods_runtime::ods::op::Op::id(self)).contains(IntegerOverflowFlags::NSW)
}]>;
def : RustFor<"IntegerOverflowFlagsInterface.getOverflowFlagsAttrName.defaultBody", [{
  let _ = ctx;
  "overflowFlags".to_string()
}]>;
def : RustFor<"ExactFlagInterface.getIsExact.defaultBody", [{
  ::ods_runtime::ods::op::get_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "isExact").is_some()
}]>;
def : RustFor<"ExactFlagInterface.setIsExact.defaultBody", [{
  let unit = ::ods_runtime::ods::op::unit(ctx, is_exact);
  ::ods_runtime::ods::op::set_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "isExact", unit)
}]>;
def : RustFor<"ExactFlagInterface.getIsExactName.defaultBody", [{
  let _ = ctx;
  "isExact".to_string()
}]>;
def : RustFor<"DisjointFlagInterface.getIsDisjoint.defaultBody", [{
  ::ods_runtime::ods::op::get_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "isDisjoint").is_some()
}]>;
def : RustFor<"DisjointFlagInterface.setIsDisjoint.defaultBody", [{
  let unit = ::ods_runtime::ods::op::unit(ctx, is_disjoint);
  ::ods_runtime::ods::op::set_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "isDisjoint", unit)
}]>;
def : RustFor<"DisjointFlagInterface.getIsDisjointName.defaultBody", [{
  let _ = ctx;
  "isDisjoint".to_string()
}]>;
def : RustFor<"NonNegFlagInterface.getNonNeg.defaultBody", [{
  ::ods_runtime::ods::op::get_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "nonNeg").is_some()
}]>;
def : RustFor<"NonNegFlagInterface.setNonNeg.defaultBody", [{
  let unit = ::ods_runtime::ods::op::unit(ctx, non_neg);
  ::ods_runtime::ods::op::set_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "nonNeg", unit)
}]>;
def : RustFor<"NonNegFlagInterface.getNonNegName.defaultBody", [{
  let _ = ctx;
  "nonNeg".to_string()
}]>;
def : RustFor<"AccessGroupOpInterface.verify", [{
  crate::llvm::hooks::verify_array_of(ctx, op, "access_groups")
}]>;
def : RustFor<"AccessGroupOpInterface.getAccessGroupsOrNull.defaultBody", [{
  ::ods_runtime::ods::op::get_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "access_groups")
}]>;
def : RustFor<"AccessGroupOpInterface.setAccessGroups.defaultBody", [{
  ::ods_runtime::ods::op::set_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "access_groups", attr)
}]>;
def : RustFor<"AliasAnalysisOpInterface.verify", [{
  crate::llvm::hooks::verify_array_of(ctx, op, "alias_scopes")
}]>;
def : RustFor<"AliasAnalysisOpInterface.getAliasScopesOrNull.defaultBody", [{
  ::ods_runtime::ods::op::get_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "alias_scopes")
}]>;
def : RustFor<"AliasAnalysisOpInterface.setAliasScopes.defaultBody", [{
  ::ods_runtime::ods::op::set_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "alias_scopes", attr)
}]>;
def : RustFor<"AliasAnalysisOpInterface.getNoAliasScopesOrNull.defaultBody", [{
  ::ods_runtime::ods::op::get_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "noalias_scopes")
}]>;
def : RustFor<"AliasAnalysisOpInterface.setNoAliasScopes.defaultBody", [{
  ::ods_runtime::ods::op::set_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "noalias_scopes", attr)
}]>;
def : RustFor<"AliasAnalysisOpInterface.getTBAATagsOrNull.defaultBody", [{
  ::ods_runtime::ods::op::get_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "tbaa")
}]>;
def : RustFor<"AliasAnalysisOpInterface.setTBAATags.defaultBody", [{
  ::ods_runtime::ods::op::set_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "tbaa", attr)
}]>;
def : RustFor<"DereferenceableOpInterface.verify", [{
  let _ = (ctx, op);
  Ok(())
}]>;
def : RustFor<"DereferenceableOpInterface.getDereferenceableOrNull.defaultBody", [{
  ::ods_runtime::ods::op::get_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "dereferenceable")
}]>;
def : RustFor<"DereferenceableOpInterface.setDereferenceable.defaultBody", [{
  ::ods_runtime::ods::op::set_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "dereferenceable", attr)
}]>;
def : RustFor<"FPExceptionBehaviorOpInterface.getFPExceptionBehaviorAttr.defaultBody", [{
  ::ods_runtime::ods::op::get_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "fpExceptionBehavior")
}]>;
def : RustFor<"FPExceptionBehaviorOpInterface.getFPExceptionBehaviorAttrName.defaultBody", [{
  let _ = ctx;
  "fpExceptionBehavior".to_string()
}]>;
def : RustFor<"RoundingModeOpInterface.getRoundingModeAttr.defaultBody", [{
  ::ods_runtime::ods::op::get_prop(ctx, ::ods_runtime::ods::op::Op::id(self), "roundingmode")
}]>;
def : RustFor<"RoundingModeOpInterface.getRoundingModeAttrName.defaultBody", [{
  let _ = ctx;
  "roundingmode".to_string()
}]>;
def : RustFor<"OneToOneIntrinsicOpInterface.getIntrinsicOperands.defaultBody", [{
  let _ = (self, ctx, type_converter, rewriter);
  operands.to_vec()
}]>;
def : RustFor<"LLVM_PointerElementTypeInterface.getSizeInBytes.defaultBody", [{
  crate::llvm::hooks::size_in_bytes(ctx, ::ods_runtime::ods::def::Def::value($_type), data_layout)
}]>;

// --- extraClassDeclaration ---------------------------------------------------
// What the hooks here read of each op is written where they need it.
def : RustFor<"LLVM_Dialect.extraClassDeclaration", "">;
def : RustFor<"LLVM_GEPOp.extraClassDeclaration", "">;
def : RustFor<"LLVM_CallOp.extraClassDeclaration", "">;
def : RustFor<"LLVM_InvokeOp.extraClassDeclaration", [{
  /// What the invoke passes to successor `index` (`BranchOpInterface`):
  /// `normalDestOperands` to the normal destination, `unwindDestOperands`
  /// to the unwind one (operand groups 1 and 2, after the callee's).
  pub fn get_successor_operands(
      ctx: &Context,
      op: OpId,
      index: usize,
  ) -> ::ods_runtime::interfaces::branch::SuccessorOperands {
      ::ods_runtime::interfaces::branch::SuccessorOperands::segment(ctx, op, 1 + index)
          .unwrap_or_else(|| ::ods_runtime::interfaces::branch::default_successor_operands(ctx, op, index))
  }
}]>;
def : RustFor<"LLVM_SwitchOp.extraClassDeclaration", [{
  /// What the switch passes to successor `index` (`BranchOpInterface`):
  /// the default operands to the default destination, a case's group of
  /// `caseOperands` to its destination.
  pub fn get_successor_operands(
      ctx: &Context,
      op: OpId,
      index: usize,
  ) -> ::ods_runtime::interfaces::branch::SuccessorOperands {
      ::ods_runtime::interfaces::branch::switch_successor_operands(ctx, op, index)
  }
}]>;
def : RustFor<"LLVM_AddressOfOp.extraClassDeclaration", "">;
def : RustFor<"LLVM_GlobalOp.extraClassDeclaration", "">;
def : RustFor<"LLVM_AliasOp.extraClassDeclaration", "">;
def : RustFor<"LLVM_DSOLocalEquivalentOp.extraClassDeclaration", "">;
def : RustFor<"LLVM_BlockAddressOp.extraClassDeclaration", "">;
def : RustFor<"LLVM_LLVMFuncOp.extraClassDeclaration", [{
  /// The parameter types of the `!llvm.func` type (MLIR's
  /// `getArgumentTypes`).
  pub fn get_argument_types(self, ctx: &Context) -> Vec<::ods_runtime::Type> {
      LLVMFunctionType::from_type_unchecked(self.function_type(ctx)).params(ctx).to_vec()
  }

  /// The result type, none for `void` (MLIR's `getResultTypes`).
  pub fn get_result_types(self, ctx: &Context) -> Vec<::ods_runtime::Type> {
      crate::llvm::hooks::results_of(ctx, LLVMFunctionType::from_type_unchecked(self.function_type(ctx)))
  }

  /// The entry block takes the parameters (MLIR's `verifyBody`).
  pub fn verify_body(ctx: &Context, op: ::ods_runtime::OpId) -> Result<(), ::ods_runtime::diag::Diagnostic> {
      let inputs = Self::from_id_unchecked(op).get_argument_types(ctx);
      ::ods_runtime::interfaces::function::verify_entry_arguments(ctx, op, &inputs)
  }
}]>;
def : RustFor<"LLVM_ConstantOp.extraClassDeclaration", "">;
def : RustFor<"LLVM_InlineAsmOp.extraClassDeclaration", "">;
def : RustFor<"LLVM_DICompositeTypeAttr.extraClassDeclaration", "">;
def : RustFor<"LLVM_DISubprogramAttr.extraClassDeclaration", "">;
def : RustFor<"LLVM_MemoryEffectsAttr.extraClassDeclaration", "">;
def : RustFor<"LLVM_TargetFeaturesAttr.extraClassDeclaration", "">;
def : RustFor<"LLVM_TargetAttr.extraClassDeclaration", "">;
def : RustFor<"LLVMArrayType.extraClassDeclaration", "">;
def : RustFor<"LLVMFunctionType.extraClassDeclaration", "">;
def : RustFor<"LLVMStructType.extraClassDeclaration", "">;
def : RustFor<"LLVMTargetExtType.extraClassDeclaration", "">;

// --- What MLIR's C++ defines next to the generated classes -------------------
// The storage of `!llvm.struct` (`genStorageClass = 0`) and the functions
// of the `custom<...>` directives, from src/llvm/hooks/.
def : RustFor<"LLVMStructType.extraClassDefinition", [{
  pub use crate::llvm::hooks::LLVMStructTypeStorage;
  use crate::llvm::hooks::format::*;
  pub use crate::llvm::hooks::cpp_attr_classes::*;
  // The enums of nested C++ namespaces, as `LLVMDialect.h` brings them
  // into `mlir::LLVM` (`using linkage::Linkage`, ...).
  pub use cconv::CConv;
  pub use linkage::Linkage;
  pub use tailcallkind::TailCallKind;
  pub use frame_pointer_kind as framePointerKind;
}]>;

// --- Intrinsics (LLVMIntrinsicOps.td) ----------------------------------------
// A pointer in address space 0 (`LLVM_DefaultPointer`).
def : RustIdiom<"$_builder.getType<::mlir::LLVM::LLVMPointerType>(0)", [{
  LLVMPointerType::get_address_space($_builder, None).ty()
}]>;
def : RustIdiom<"::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0", [{
  LLVMPointerType::try_from($_ctxt, $_self).is_some_and(|p| p.address_space($_ctxt) == 0)
}]>;
// The debug intrinsics' expression, empty by default: the value is the
// attribute already. C++'s `{}` default is the empty expression, which a
// parser or builder (with a mutable context) makes and a getter (without
// one) can only find interned.
foreach op = ["LLVM_DbgDeclareOp", "LLVM_DbgValueOp"] in {
  def : RustFor<op # ".locationExpr.constBuilderCall", [{ ::ods_runtime::Attribute::from($0) }]>;
  def : RustFor<op # ".locationExpr.defaultValue", [{
    { use crate::llvm::hooks::EmptyExpression as _; $_ctxt.empty_expression() }
  }]>;
}
// The memory intrinsics' length and volatility: integer attributes.
def : RustIdiom<"IntegerAttr", [{ ::ods_runtime::Attribute }]>;
// The generated default builders take the volatility as a `bool`.
foreach op = ["LLVM_MemcpyOp", "LLVM_MemcpyInlineOp", "LLVM_MemmoveOp"] in {
  def : RustFor<op # ".builders.0.body", [{
    Self::build($_builder, $_state, dst, src, len, is_volatile, None, None, None, None, None, None);
  }]>;
  def : RustFor<op # ".builders.1.body", [{
    let is_volatile = ::ods_runtime::ods::convert::try_int::<i64>($_builder, is_volatile).is_some_and(|v| v != 0);
    Self::build($_builder, $_state, dst, src, len, is_volatile, None, None, None, None, None, None);
  }]>;
}
foreach op = ["LLVM_MemsetOp", "LLVM_MemsetInlineOp"] in {
  def : RustFor<op # ".builders.0.body", [{
    Self::build($_builder, $_state, dst, val, len, is_volatile, None, None, None, None, None, None);
  }]>;
  def : RustFor<op # ".builders.1.body", [{
    let is_volatile = ::ods_runtime::ods::convert::try_int::<i64>($_builder, is_volatile).is_some_and(|v| v != 0);
    Self::build($_builder, $_state, dst, val, len, is_volatile, None, None, None, None, None, None);
  }]>;
}
// `llvm.intr.assume` with an `align` or `separate_storage` operand bundle:
// the tags are markers, the bundle's name.
def : RustFor<"LLVM_AssumeOp.builders.2.tag.type", [{ crate::llvm::AssumeAlignTag }]>;
def : RustFor<"LLVM_AssumeOp.builders.3.tag.type", [{ crate::llvm::AssumeSeparateStorageTag }]>;
def : RustFor<"LLVM_masked_compressstore.builders.0.align.default", "1">;
def : RustFor<"LLVM_masked_expandload.builders.0.align.default", "1">;
// The vector intrinsics' size limits and scalability.
def : RustFor<"LLVM_vector_insert.extraClassDeclaration", [{
  /// The number of bits of the inserted vector (its minimum if scalable).
  pub fn src_vector_bit_width(self, ctx: &Context) -> u64 {
      crate::llvm::hooks::vector_bit_width(ctx, ctx.value_type(self.srcvec(ctx)))
  }
  /// The number of bits of the vector inserted into.
  pub fn dst_vector_bit_width(self, ctx: &Context) -> u64 {
      crate::llvm::hooks::vector_bit_width(ctx, ctx.value_type(self.dstvec(ctx)))
  }
}]>;
def : RustFor<"LLVM_vector_extract.extraClassDeclaration", [{
  /// The number of bits of the vector extracted from (its minimum if
  /// scalable).
  pub fn src_vector_bit_width(self, ctx: &Context) -> u64 {
      crate::llvm::hooks::vector_bit_width(ctx, ctx.value_type(self.srcvec(ctx)))
  }
  /// The number of bits of the extracted vector.
  pub fn res_vector_bit_width(self, ctx: &Context) -> u64 {
      crate::llvm::hooks::vector_bit_width(ctx, ctx.value_type(self.res(ctx)))
  }
}]>;
def : RustIdiom<"getSrcVectorBitWidth() <= 131072", [{
  crate::llvm::hooks::vector_bit_width($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $srcvec)) <= 131072
}]>;
def : RustIdiom<"getDstVectorBitWidth() <= 131072", [{
  crate::llvm::hooks::vector_bit_width($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $dstvec)) <= 131072
}]>;
def : RustIdiom<"getResVectorBitWidth() <= 131072", [{
  crate::llvm::hooks::vector_bit_width($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $res)) <= 131072
}]>;
def : RustIdiom<"(!isScalableVectorType($srcvec.getType()) || isScalableVectorType($dstvec.getType()))", [{
  (!crate::llvm::hooks::is_scalable_vector_type($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $srcvec))
      || crate::llvm::hooks::is_scalable_vector_type($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $dstvec)))
}]>;
def : RustIdiom<"(!isScalableVectorType($res.getType()) || isScalableVectorType($srcvec.getType()))", [{
  (!crate::llvm::hooks::is_scalable_vector_type($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $res))
      || crate::llvm::hooks::is_scalable_vector_type($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $srcvec)))
}]>;
def : RustIdiom<"getVectorNumElements($res.getType()) == getVectorNumElements($vec1.getType()) * 2", [{
  crate::llvm::hooks::vector_num_elements($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $res))
      == crate::llvm::hooks::vector_num_elements($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $vec1)) * 2
}]>;
def : RustIdiom<"::llvm::cast<VectorType>($vec1.getType()).getElementType() == ::llvm::cast<VectorType>($res.getType()).getElementType()", [{
  ::ods_runtime::ods::pred::element_type($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $vec1))
      == ::ods_runtime::ods::pred::element_type($_ctxt, ::ods_runtime::ods::pred::type_of($_ctxt, $res))
}]>;
