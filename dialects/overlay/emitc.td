// The Rust overlay of MLIR's EmitC dialect (mlir/Dialect/EmitC/IR/EmitC.td,
// with EmitCTypes.td, EmitCAttributes.td and EmitCInterfaces.td, read where
// LLVM installs them): each piece of its C++ gets its Rust here, named by
// def and field. The dialect's hooks are Rust in src/emitc/.

include "mlir/Dialect/EmitC/IR/EmitC.td"
include "ods/RustOverlay.td"

// --- Type predicates --------------------------------------------------------
// `emitc::isSupported...Type` and `isIntegerIndexOrOpaqueType`, as
// EmitC.cpp defines them.
def : RustIdiom<"emitc::isSupportedEmitCType($_self)", [{
  crate::emitc::hooks::is_supported_emitc_type($_ctxt, $_self)
}]>;
def : RustIdiom<"emitc::isSupportedFloatType($_self)", [{
  crate::emitc::hooks::is_supported_float_type($_ctxt, $_self)
}]>;
def : RustIdiom<"emitc::isIntegerIndexOrOpaqueType($_self)", [{
  crate::emitc::hooks::is_integer_index_or_opaque_type($_ctxt, $_self)
}]>;
// `EmitC_LValueOf<...>`: an lvalue, of a value type the list allows.
def : RustIdiom<"::llvm::isa<::mlir::emitc::LValueType>($_self)", [{
  LValueType::isa($_ctxt, $_self)
}]>;
def : RustIdiom<"::llvm::cast<::mlir::emitc::LValueType>($_self).getValueType()", [{
  crate::emitc::hooks::lvalue_value_type($_ctxt, $_self)
}]>;

// --- Type relations (`TypesMatchWith`) --------------------------------------
// `emitc.address_of`: a pointer to what the lvalue holds.
def : RustFor<"EmitC_AddressOfOp.result.transformer", [{
  crate::emitc::hooks::pointer_to_lvalue_value($_ctxt, $_self)
}]>;
// `emitc.dereference`: an lvalue of the pointee.
def : RustFor<"EmitC_DereferenceOp.result.transformer", [{
  crate::emitc::hooks::lvalue_of_pointee($_ctxt, $_self)
}]>;
// `emitc.load`: the value the lvalue holds.
def : RustFor<"EmitC_LoadOp.result.transformer", [{
  crate::emitc::hooks::lvalue_value_type($_ctxt, $_self)
}]>;

// --- CExpressionInterface ---------------------------------------------------
// An op has side effects unless it says otherwise.
def : RustFor<"CExpressionInterface.hasSideEffects.defaultBody", [{
  let _ = ctx;
  true
}]>;
// Unary and binary operators are pure on fundamental types.
def : RustFor<"EmitC_UnaryOp.extraClassDeclaration", [{
  /// The operator is pure on a fundamental type (MLIR's `hasSideEffects`).
  pub fn has_side_effects(self, ctx: &Context) -> bool {
      crate::emitc::hooks::any_not_fundamental(ctx, self.0)
  }
}]>;
def : RustFor<"EmitC_BinaryOp.extraClassDeclaration", [{
  /// The operator is pure when both operands are of fundamental types
  /// (MLIR's `hasSideEffects`).
  pub fn has_side_effects(self, ctx: &Context) -> bool {
      crate::emitc::hooks::any_not_fundamental(ctx, self.0)
  }
}]>;
def : RustFor<"EmitC_AddressOfOp.extraClassDeclaration", [{
  /// Taking an address has no side effects.
  pub fn has_side_effects(self, _ctx: &Context) -> bool { false }
}]>;
def : RustFor<"EmitC_CastOp.extraClassDeclaration", [{
  /// A cast has no side effects.
  pub fn has_side_effects(self, _ctx: &Context) -> bool { false }
}]>;
def : RustFor<"EmitC_ConditionalOp.extraClassDeclaration", [{
  /// `c ? a : b` has no side effects.
  pub fn has_side_effects(self, _ctx: &Context) -> bool { false }
}]>;
def : RustFor<"EmitC_CallOp.extraClassDeclaration", [{
  /// A call of an `emitc.func` is taken as free of side effects.
  pub fn has_side_effects(self, _ctx: &Context) -> bool { false }

  /// The type of the function called: the operand and result types
  /// (MLIR's `getCalleeType`).
  pub fn callee_type(self, ctx: &mut Context) -> ::ods_runtime::FunctionType {
      let inputs = ctx.value_types(self.operands(ctx));
      let results = ctx.value_types(ctx.results(self.0));
      ::ods_runtime::FunctionType::get(ctx, &inputs, &results)
  }

  /// The operands passed to the callee: all of them.
  pub fn arg_operands(self, ctx: &Context) -> Vec<Value> {
      self.operands(ctx)
  }
}]>;
def : RustFor<"EmitC_ApplyOp.extraClassDeclaration", [{
  /// Dereferencing (`*`) reads memory; taking an address does not.
  pub fn has_side_effects(self, ctx: &Context) -> bool {
      self.applicable_operator(ctx) == "*"
  }
}]>;
def : RustFor<"EmitC_ConstantOp.extraClassDeclaration", [{
  /// A constant of a fundamental type is pure (MLIR's `hasSideEffects`).
  pub fn has_side_effects(self, ctx: &Context) -> bool {
      crate::emitc::hooks::any_not_fundamental(ctx, self.0)
  }
}]>;
def : RustFor<"EmitC_ExpressionOp.extraClassDeclaration", [{
  /// Whether an op of the body, its terminator aside, has side effects.
  pub fn has_side_effects(self, ctx: &Context) -> bool {
      crate::emitc::hooks::expression_has_side_effects(ctx, self)
  }

  /// The body, the region's only block.
  pub fn body(self, ctx: &Context) -> ::ods_runtime::BlockId {
      ctx.blocks(self.region(ctx))[0]
  }

  /// The op whose result the body yields, if the body defines it
  /// (MLIR's `getRootOp`).
  pub fn root_op(self, ctx: &Context) -> Option<::ods_runtime::OpId> {
      crate::emitc::hooks::expression_root(ctx, self)
  }

  /// The dialect whose prefix ops in the body may omit (MLIR's
  /// `getDefaultDialect`).
  pub fn get_default_dialect() -> &'static str { "emitc" }
}]>;

// --- Default dialects of the ops with bodies ---------------------------------
def : RustFor<"EmitC_FileOp.extraClassDeclaration", [{
  /// The dialect whose prefix ops in the body may omit (MLIR's
  /// `getDefaultDialect`).
  pub fn get_default_dialect() -> &'static str { "emitc" }
}]>;
def : RustFor<"EmitC_FuncOp.extraClassDeclaration", [{
  /// The dialect whose prefix ops in the body may omit (MLIR's
  /// `getDefaultDialect`).
  pub fn get_default_dialect() -> &'static str { "emitc" }
}]>;
def : RustFor<"EmitC_DoOp.extraClassDeclaration", [{
  /// The dialect whose prefix ops in the body may omit (MLIR's
  /// `getDefaultDialect`).
  pub fn get_default_dialect() -> &'static str { "emitc" }
}]>;
def : RustFor<"EmitC_ForOp.extraClassDeclaration", [{
  /// The body, the region's only block.
  pub fn body(self, ctx: &Context) -> ::ods_runtime::BlockId {
      ctx.blocks(self.region(ctx))[0]
  }

  /// The induction variable, the body's argument.
  pub fn induction_var(self, ctx: &Context) -> Value {
      ctx.block_args(self.body(ctx))[0]
  }

  /// The dialect whose prefix ops in the body may omit (MLIR's
  /// `getDefaultDialect`).
  pub fn get_default_dialect() -> &'static str { "emitc" }
}]>;
def : RustFor<"EmitC_IfOp.extraClassDeclaration", [{
  /// The then block.
  pub fn then_block(self, ctx: &Context) -> ::ods_runtime::BlockId {
      ctx.blocks(self.then_region(ctx))[0]
  }

  /// The else block, if the else region is not empty.
  pub fn else_block(self, ctx: &Context) -> Option<::ods_runtime::BlockId> {
      ctx.blocks(self.else_region(ctx)).first().copied()
  }

  /// The dialect whose prefix ops in the body may omit (MLIR's
  /// `getDefaultDialect`).
  pub fn get_default_dialect() -> &'static str { "emitc" }
}]>;
def : RustFor<"EmitC_SwitchOp.extraClassDeclaration", [{
  /// The number of cases.
  pub fn num_cases(self, ctx: &Context) -> usize { self.cases(ctx).len() }

  /// The dialect whose prefix ops in the body may omit (MLIR's
  /// `getDefaultDialect`).
  pub fn get_default_dialect() -> &'static str { "emitc" }
}]>;
def : RustFor<"EmitC_ClassOp.extraClassDeclaration", [{
  /// The body's block, holding the fields and methods.
  pub fn block(self, ctx: &Context) -> ::ods_runtime::BlockId {
      ctx.blocks(self.body(ctx))[0]
  }
}]>;
// `parseFormatString` is the verifier's, in the hooks.
def : RustFor<"EmitC_VerbatimOp.extraClassDeclaration", "">;

// --- Builders ---------------------------------------------------------------
def : RustIdiom<"{}", [{ Vec::new() }]>;
def : RustIdiom<"nullptr", [{ None }]>;
// `emitc.call_opaque` with its optional `args` and `template_args`.
def : RustFor<"EmitC_CallOpaqueOp.builders.0.args.type", [{ Option<::ods_runtime::Attribute> }]>;
def : RustFor<"EmitC_CallOpaqueOp.builders.0.template_args.type", [{ Option<::ods_runtime::Attribute> }]>;
def : RustFor<"EmitC_CallOpaqueOp.builders.0.args.default", [{ None }]>;
def : RustFor<"EmitC_CallOpaqueOp.builders.0.template_args.default", [{ None }]>;
def : RustFor<"EmitC_CallOpaqueOp.builders.0.body", [{
  Self::build($_builder, $_state, &result_types, &callee, args, template_args, &operands);
}]>;
// `emitc.call` of an `emitc.func`, of a symbol reference, of an interned
// name or of a string.
def : RustFor<"EmitC_CallOp.builders.0.callee.type", [{ FuncOp }]>;
def : RustFor<"EmitC_CallOp.builders.0.body", [{
  let name = callee.sym_name($_builder).to_string();
  let fn_type = callee.function_type($_builder);
  let results = ::ods_runtime::FunctionType::try_from($_builder, fn_type)
      .map(|f| f.results($_builder).to_vec())
      .unwrap_or_default();
  Self::build($_builder, $_state, &results, &name, &operands, None, None);
}]>;
def : RustFor<"EmitC_CallOp.builders.1.callee.type", [{ ::ods_runtime::Attribute }]>;
def : RustFor<"EmitC_CallOp.builders.1.body", [{
  Self::build_with_attrs($_builder, $_state, &results, callee, &operands, None, None);
}]>;
def : RustFor<"EmitC_CallOp.builders.2.callee.type", [{ ::ods_runtime::Symbol }]>;
def : RustFor<"EmitC_CallOp.builders.2.body", [{
  let name = $_builder.symbol_str(callee).to_string();
  Self::build($_builder, $_state, &results, &name, &operands, None, None);
}]>;
def : RustFor<"EmitC_CallOp.builders.3.body", [{
  Self::build($_builder, $_state, &results, &callee, &operands, None, None);
}]>;
// `emitc.func`: the builder is in the hooks.
def : RustFor<"EmitC_FuncOp.builders.0.type.type", [{ ::ods_runtime::Type }]>;
def : RustFor<"EmitC_FuncOp.builders.0.attrs.type", [{ Vec<(::ods_runtime::Symbol, ::ods_runtime::Attribute)> }]>;
def : RustFor<"EmitC_FuncOp.builders.0.argAttrs.type", [{ Vec<::ods_runtime::Attribute> }]>;
// Body builders, as `scf`'s: closures given the context, a builder at
// the end of the new body and the location (and the induction variable).
def : RustFor<"EmitC_ForOp.builders.0.odsArg3.type", [{
  Option<crate::emitc::ForBodyBuilder<'_>>
}]>;
def : RustIdiom<"function_ref<void(OpBuilder &, Location)>", [{
  Option<crate::emitc::RegionBuilder<'_>>
}]>;
// `buildTerminatedBody`: `None` ends the then block with `emitc.yield`.
def : RustFor<"EmitC_IfOp.builders.3.thenBuilder.default", [{ None }]>;
def : RustFor<"EmitC_VerbatimOp.builders.0.body", [{
  Self::build($_builder, $_state, &value, &[]);
}]>;
def : RustFor<"EmitC_YieldOp.builders.0.body", [{ let _ = ($_builder, $_state); }]>;
// `emitc.subscript` of an array or of a pointer: an lvalue of the element.
def : RustFor<"EmitC_SubscriptOp.builders.0.array.type", [{ Value }]>;
def : RustFor<"EmitC_SubscriptOp.builders.0.body", [{
  let ty = crate::emitc::hooks::lvalue_of_element($_builder, array);
  Self::build($_builder, $_state, ty, array, &indices);
}]>;
def : RustFor<"EmitC_SubscriptOp.builders.1.pointer.type", [{ Value }]>;
def : RustFor<"EmitC_SubscriptOp.builders.1.body", [{
  let ty = crate::emitc::hooks::lvalue_of_element($_builder, pointer);
  Self::build($_builder, $_state, ty, pointer, &[index]);
}]>;

// --- Types ------------------------------------------------------------------
// The builders infer their context from a type parameter, as the C++ does
// (`elementType.getContext()`): in Rust, that parameter carries the
// context with the type, as `#complex.number`'s does.
def : RustFor<"EmitC_ArrayType.builders.0.elementType.type",
  "(&mut ::ods_runtime::Context, ::ods_runtime::Type)">;
def : RustFor<"EmitC_ArrayType.builders.0.body", [{
  let (ctx, element_type) = element_type;
  $_get(ctx, shape, element_type)
}]>;
def : RustFor<"EmitC_ArrayType.extraClassDeclaration", [{
  /// Arrays are ranked.
  pub fn has_rank(self) -> bool { true }

  /// This array type with `shape` (its own if `None`) and `element_type`
  /// (MLIR's `cloneWith`).
  pub fn clone_with(self, ctx: &mut Context, shape: Option<&[i64]>, element_type: Type) -> Self {
      let shape = shape.map_or_else(|| self.shape(ctx).to_vec(), <[i64]>::to_vec);
      Self::get(ctx, shape, element_type)
  }

  /// Whether an array may hold elements of type `ty`.
  pub fn is_valid_element_type(ctx: &Context, ty: Type) -> bool {
      crate::emitc::hooks::is_valid_array_element_type(ctx, ty)
  }
}]>;
def : RustFor<"EmitC_LValueType.builders.0.valueType.type",
  "(&mut ::ods_runtime::Context, ::ods_runtime::Type)">;
def : RustFor<"EmitC_LValueType.builders.0.body", [{
  let (ctx, value_type) = value_type;
  $_get(ctx, value_type)
}]>;
def : RustFor<"EmitC_PointerType.builders.0.pointee.type",
  "(&mut ::ods_runtime::Context, ::ods_runtime::Type)">;
def : RustFor<"EmitC_PointerType.builders.0.body", [{
  let (ctx, pointee) = pointee;
  $_get(ctx, pointee)
}]>;

// `custom<...>` directives: src/emitc/hooks/directives.rs (the global's
// and the field's are one pair of functions, as MLIR's are alike).
def : RustFor<"EmitC_GlobalOp.extraClassDefinition", [{
  use crate::emitc::hooks::{
      parse_type_and_initial_value as parse_emit_c_global_op_type_and_initial_value,
      print_type_and_initial_value as print_emit_c_global_op_type_and_initial_value,
  };
}]>;
def : RustFor<"EmitC_FieldOp.extraClassDefinition", [{
  use crate::emitc::hooks::{
      parse_type_and_initial_value as parse_emit_c_field_op_type_and_initial_value,
      print_type_and_initial_value as print_emit_c_field_op_type_and_initial_value,
  };
}]>;
def : RustFor<"EmitC_SwitchOp.extraClassDefinition", [{
  use crate::emitc::hooks::{parse_switch_cases, print_switch_cases};
}]>;
