// The Rust overlay of MLIR's Complex dialect (mlir/Dialect/Complex/IR/
// ComplexOps.td and ComplexAttributes.td, read where LLVM installs them):
// each piece of its C++ gets its Rust here, named by def and field. The
// dialect's hooks are Rust in src/complex/.

include "mlir/Dialect/Complex/IR/ComplexOps.td"
include "mlir/Dialect/Complex/IR/ComplexAttributes.td"
include "ods/RustOverlay.td"
include "ods/RustExtern.td"

// `arith`'s definitions (`#arith.fastmath`, `ArithFastMathInterface`) are
// the `arith` module's.
def : RustExternNamespace<"::mlir::arith", "crate::arith::mlir::arith">;

// --- Type relations ---------------------------------------------------------

// The element type of a complex type.
def : RustIdiom<"::llvm::cast<ComplexType>($_self).getElementType()", [{
  ::ods_runtime::ods::pred::complex_element_or_self($_ctxt, $_self)
}]>;
// The `TypesMatchWith` predicates the prelude composes with it.
def : RustIdiom<
  "::ods_runtime::ods::pred::equal(::llvm::cast<ComplexType>(::ods_runtime::ods::pred::type_of($_ctxt, $complex)).getElementType(), ::ods_runtime::ods::pred::type_of($_ctxt, $result))",
  [{
  ::ods_runtime::ods::pred::equal(
      ::ods_runtime::ods::pred::complex_element_or_self(
          $_ctxt,
          ::ods_runtime::ods::pred::type_of($_ctxt, $complex),
      ),
      ::ods_runtime::ods::pred::type_of($_ctxt, $result),
  )
}]>;
def : RustIdiom<
  "::ods_runtime::ods::pred::equal(::llvm::cast<ComplexType>(::ods_runtime::ods::pred::type_of($_ctxt, $complex)).getElementType(), ::ods_runtime::ods::pred::type_of($_ctxt, $real))",
  [{
  ::ods_runtime::ods::pred::equal(
      ::ods_runtime::ods::pred::complex_element_or_self(
          $_ctxt,
          ::ods_runtime::ods::pred::type_of($_ctxt, $complex),
      ),
      ::ods_runtime::ods::pred::type_of($_ctxt, $real),
  )
}]>;
def : RustIdiom<
  "::ods_runtime::ods::pred::equal(::llvm::cast<ComplexType>(::ods_runtime::ods::pred::type_of($_ctxt, $complex)).getElementType(), ::ods_runtime::ods::pred::type_of($_ctxt, $imaginary))",
  [{
  ::ods_runtime::ods::pred::equal(
      ::ods_runtime::ods::pred::complex_element_or_self(
          $_ctxt,
          ::ods_runtime::ods::pred::type_of($_ctxt, $complex),
      ),
      ::ods_runtime::ods::pred::type_of($_ctxt, $imaginary),
  )
}]>;

// --- Ops --------------------------------------------------------------------

// `isBuildableWith` is an associated function in src/complex/hooks.rs.
def : RustFor<"ConstantOp.extraClassDeclaration", "">;

// --- Attributes -------------------------------------------------------------

// The builder infers its context from its `type` parameter, as the C++
// does (`type.getContext()`): in Rust, that parameter carries the context
// with the type.
def : RustFor<"Complex_NumberAttr.builders.0.type.type",
  "(&mut ::ods_runtime::Context, ::ods_runtime::Type)">;
// `real` and `imag` rounded to the complex type's element type.
def : RustFor<"Complex_NumberAttr.builders.0.body", [{
  let (ctx, ty) = r#type;
  let real = crate::complex::hooks::round_to_element(ctx, ty, real);
  let imag = crate::complex::hooks::round_to_element(ctx, ty, imag);
  $_get(ctx, real, imag, ty)
}]>;
// `getValue`: the real and imaginary parts.
def : RustFor<"Complex_NumberAttr.extraClassDeclaration", [{
  pub fn get_value(self, ctx: &::ods_runtime::Context) -> (f64, f64) {
      (self.real(ctx), self.imag(ctx))
  }
}]>;
