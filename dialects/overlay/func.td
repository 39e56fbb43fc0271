// The Rust overlay of MLIR's Func dialect (mlir/Dialect/Func/IR/FuncOps.td,
// read where LLVM installs it): each piece of its C++ gets its Rust here,
// named by def and field. The dialect's hooks are Rust in src/func/hooks.rs.

include "mlir/Dialect/Func/IR/FuncOps.td"
include "ods/RustOverlay.td"

// An empty `ValueRange` or `ArrayRef` default.
def : RustIdiom<"{}", [{ Vec::new() }]>;

// `func.call` of a `func.func`: its symbol, its result types.
def : RustFor<"CallOp.builders.0.callee.type", [{ FuncOp }]>;
def : RustFor<"CallOp.builders.0.body", [{
  let name = callee.sym_name($_builder).to_string();
  let fn_type = callee.function_type($_builder);
  let results = ::ods_runtime::FunctionType::try_from($_builder, fn_type)
      .map(|f| f.results($_builder).to_vec())
      .unwrap_or_default();
  Self::build($_builder, $_state, &results, &name, &operands, None, None, flags::NoInline::No);
}]>;
// The callee as a `SymbolRefAttr`, a `StringAttr` (an interned string: a
// `Symbol`) or a string, before or after the result types.
def : RustFor<"CallOp.builders.1.callee.type", [{ ::ods_runtime::Attribute }]>;
def : RustFor<"CallOp.builders.1.body", [{
  Self::build_with_attrs($_builder, $_state, &results, callee, &operands, None, None, None);
}]>;
def : RustFor<"CallOp.builders.2.callee.type", [{ ::ods_runtime::Symbol }]>;
def : RustFor<"CallOp.builders.2.body", [{
  let name = $_builder.symbol_str(callee).to_string();
  Self::build($_builder, $_state, &results, &name, &operands, None, None, flags::NoInline::No);
}]>;
def : RustFor<"CallOp.builders.3.body", [{
  Self::build($_builder, $_state, &results, &callee, &operands, None, None, flags::NoInline::No);
}]>;
def : RustFor<"CallOp.builders.4.callee.type", [{ ::ods_runtime::Attribute }]>;
def : RustFor<"CallOp.builders.4.body", [{
  Self::build_callee_attribute_results($_builder, $_state, callee, results, Some(operands));
}]>;
def : RustFor<"CallOp.builders.5.callee.type", [{ ::ods_runtime::Symbol }]>;
def : RustFor<"CallOp.builders.5.body", [{
  Self::build_callee_symbol_results($_builder, $_state, callee, results, Some(operands));
}]>;
def : RustFor<"CallOp.builders.6.body", [{
  Self::build_callee_string_results($_builder, $_state, callee, results, Some(operands));
}]>;
def : RustFor<"CallOp.extraClassDeclaration", [{
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

// `func.call_indirect`: the callee's function type gives the operand and
// result types.
def : RustFor<"CallIndirectOp.callee_operands.transformer", [{
  ::ods_runtime::FunctionType::try_from($_ctxt, $_self)
      .map(|f| f.inputs($_ctxt).to_vec())
      .unwrap_or_default()
}]>;
def : RustFor<"CallIndirectOp.results.transformer", [{
  ::ods_runtime::FunctionType::try_from($_ctxt, $_self)
      .map(|f| f.results($_ctxt).to_vec())
      .unwrap_or_default()
}]>;
def : RustFor<"CallIndirectOp.builders.0.body", [{
  let fn_type = $_builder.value_type(callee);
  let results = ::ods_runtime::FunctionType::try_from($_builder, fn_type)
      .map(|f| f.results($_builder).to_vec())
      .unwrap_or_default();
  Self::build($_builder, $_state, &results, callee, &operands, None, None);
}]>;
def : RustFor<"CallIndirectOp.extraClassDeclaration", [{
  /// The operands passed to the callee: all but the callee
  /// (`CallOpInterface`).
  pub fn get_arg_operands(self, ctx: &Context) -> Vec<Value> {
      self.callee_operands(ctx)
  }

  /// What the call calls: its callee value (`CallOpInterface`).
  pub fn get_callable_for_callee(
      self,
      ctx: &Context,
  ) -> Option<::ods_runtime::interfaces::call::CallInterfaceCallable> {
      Some(::ods_runtime::interfaces::call::CallInterfaceCallable::Value(self.callee(ctx)))
  }
}]>;

def : RustFor<"ConstantOp.extraClassDeclaration", [{
  /// Whether a `func.constant` can hold `value` as a constant of type `ty`:
  /// a flat symbol reference of a function type.
  pub fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
      ::ods_runtime::ods::pred::is_flat_symbol_ref(ctx, value)
          && ::ods_runtime::ods::pred::is_function(ctx, ty)
  }
}]>;

// `func.func`: the builder is in the hooks; the C++ class's `create`,
// `clone` and interface methods are what the runtime's function helpers
// and the interfaces' defaults give.
def : RustFor<"FuncOp.builders.0.type.type", [{ ::ods_runtime::Type }]>;
def : RustFor<"FuncOp.builders.0.attrs.type", [{ Vec<(::ods_runtime::Symbol, ::ods_runtime::Attribute)> }]>;
def : RustFor<"FuncOp.builders.0.argAttrs.type", [{ Vec<::ods_runtime::Attribute> }]>;
def : RustFor<"FuncOp.extraClassDeclaration", [{
  /// The dialect whose prefix ops in the body may omit (MLIR's
  /// `getDefaultDialect`).
  pub fn get_default_dialect() -> &'static str {
      "func"
  }

  /// A function without a body only declares its symbol
  /// (`SymbolOpInterface`).
  pub fn is_declaration(self, ctx: &Context) -> bool {
      ::ods_runtime::interfaces::function::is_external(ctx, self.0)
  }
}]>;

def : RustFor<"ReturnOp.builders.0.body", [{
  Self::build($_builder, $_state, &[]);
}]>;
