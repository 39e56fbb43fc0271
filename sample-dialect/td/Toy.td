// The Toy language's dialect, from MLIR's tutorial (chapter 7: structs),
// written for ods-rs: the same operations and semantics, with Rust where
// the tutorial has C++.

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"

//===----------------------------------------------------------------------===//
// Shape inference (the tutorial's ShapeInferenceInterface.td, chapter 4)
//===----------------------------------------------------------------------===//

def ShapeInferenceOpInterface : OpInterface<"ShapeInference"> {
  let description = [{
    Interface to access a registered method to infer the return types for an
    operation that can be used during type inference.
  }];
  let cppNamespace = "::toy";

  let methods = [
    InterfaceMethod<"Infer and set the output shape for the current operation.",
                    "()", "inferShapes">
  ];
}

def Toy_Dialect : Dialect {
  let name = "toy";
  let cppNamespace = "toy";
  let summary = "A high-level dialect for analyzing and optimizing the Toy language";
  let description = [{
    The Toy language is a tensor-based language that allows you to define
    functions, perform some math computation, and print results.
  }];
  let useDefaultTypePrinterParser = 1;
  let hasConstantMaterializer = 1;
}

class Toy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Toy_Dialect, mnemonic, traits>;

// Chapter 7's struct type: an ordered list of tensor and struct element
// types, printed `!toy.struct<tensor<*xf64>, tensor<*xf64>>`.
def Toy_StructType : TypeDef<Toy_Dialect, "Struct"> {
  let mnemonic = "struct";
  let summary = "Toy struct type";
  let description = [{
    A struct of Toy values: each element is a tensor of `f64` or another
    struct.

    ```mlir
    !toy.struct<tensor<*xf64>, !toy.struct<tensor<2x3xf64>>>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"::ods_runtime::Type", "the element types">:$elementTypes);
  let assemblyFormat = "`<` $elementTypes `>`";
  let genVerifyDecl = 1;
}

def Toy_Type : AnyTypeOf<[F64Tensor, Toy_StructType]>;

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

// Chapter 7's constant infers its shape too: a folded struct access
// becomes a constant of the access's (unranked) type, which shape
// inference then gives its value's shape.
def ConstantOp : Toy_Op<"constant",
    [ConstantLike, Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "constant";
  let description = [{
    Constant operation turns a literal into an SSA value. The data is attached
    to the operation as an attribute. For example:

    ```mlir
      %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
                        : tensor<2x3xf64>
    ```
  }];

  let arguments = (ins F64ElementsAttr:$value);
  let results = (outs F64Tensor);

  // `toy.constant dense<...> : tensor<2x3xf64>`, written in src/hooks.rs.
  let hasCustomAssemblyFormat = 1;

  let builders = [
    // A constant of the type of its elements attribute.
    OpBuilder<(ins "::ods_runtime::Attribute":$value), [{
      let ty = match $_builder.attr_kind(value) {
          ::ods_runtime::AttrKind::DenseElements { ty, .. } => *ty,
          _ => crate::unranked_f64_tensor($_builder),
      };
      ConstantOp::build($_builder, $_state, ty, value);
    }]>,
    // A rank-0 tensor holding one value; written in Rust in src/lib.rs.
    OpBuilder<(ins "f64":$value)>
  ];

  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// AddOp
//===----------------------------------------------------------------------===//

def AddOp : Toy_Op<"add",
    [Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "element-wise addition operation";
  let description = [{
    The "add" operation performs element-wise addition between two tensors.
    The shapes of the tensor operands are expected to match.
  }];

  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor);

  // `%0, %1 : tensor<*xf64>` or a functional type, written in src/hooks.rs.
  let hasCustomAssemblyFormat = 1;

  let builders = [
    OpBuilder<(ins "::ods_runtime::Value":$lhs, "::ods_runtime::Value":$rhs), [{
      let ty = crate::unranked_f64_tensor($_builder);
      AddOp::build($_builder, $_state, ty, lhs, rhs);
    }]>
  ];
}

//===----------------------------------------------------------------------===//
// CastOp
//===----------------------------------------------------------------------===//

def CastOp : Toy_Op<"cast", [
    DeclareOpInterfaceMethods<CastOpInterface>,
    DeclareOpInterfaceMethods<ShapeInferenceOpInterface>,
    Pure,
    SameOperandsAndResultShape
  ]> {
  let summary = "shape cast operation";
  let description = [{
    The "cast" operation converts a tensor from one type to an equivalent type
    without changing any data elements. The source and destination types must
    both be tensor types with the same element type. If both are ranked, then
    shape is required to match. The operation is invalid if converting to a
    mismatching constant dimension.
  }];

  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor:$output);

  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
}

//===----------------------------------------------------------------------===//
// FuncOp
//===----------------------------------------------------------------------===//

def FuncOp : Toy_Op<"func", [FunctionOpInterface, IsolatedFromAbove]> {
  let summary = "user defined function operation";
  let description = [{
    The "toy.func" operation represents a user defined function. These are
    callable SSA-region operations that contain toy computations.

    Example:

    ```mlir
    toy.func @main() {
      %0 = toy.constant dense<5.500000e+00> : tensor<f64>
      %1 = toy.reshape(%0 : tensor<f64>) to tensor<2x2xf64>
      toy.print %1 : tensor<2x2xf64>
      toy.return
    }
    ```
  }];

  let arguments = (ins
    SymbolNameAttr:$sym_name,
    TypeAttrOf<FunctionType>:$function_type,
    OptionalAttr<DictArrayAttr>:$arg_attrs,
    OptionalAttr<DictArrayAttr>:$res_attrs
  );
  let regions = (region AnyRegion:$body);

  // `toy.func @f(%arg0: tensor<*xf64>) -> tensor<*xf64> {`, written in
  // src/hooks.rs with `asm::function`.
  let hasCustomAssemblyFormat = 1;

  let builders = [
    // A function with an entry block whose arguments are the inputs.
    OpBuilder<(ins "&str":$name, "::ods_runtime::Type":$function_type), [{
      let sym = ::ods_runtime::ods::convert::string_attr($_builder, name);
      let ty = $_builder.attr(::ods_runtime::AttrKind::Type(function_type));
      FuncOp::build_with_attrs($_builder, $_state, sym, ty, None, None);
      let inputs = match $_builder.type_kind(function_type) {
          ::ods_runtime::TypeKind::Function { inputs, .. } => inputs.to_vec(),
          _ => Vec::new(),
      };
      let loc = $_state.loc;
      let args: Vec<_> = inputs.into_iter().map(|t| (t, loc)).collect();
      let entry = $_builder.create_block(&args);
      $_builder.append_block($_state.regions[0], entry);
    }]>
  ];
}

//===----------------------------------------------------------------------===//
// GenericCallOp
//===----------------------------------------------------------------------===//

// A call the inliner sees: its callee is the `callee` symbol, its
// arguments all its operands (the interface's defaults).
def GenericCallOp : Toy_Op<"generic_call", [CallOpInterface]> {
  let summary = "generic call operation";
  let description = [{
    Generic calls represent calls to a user defined function that needs to
    be specialized for the shape of its arguments. The callee name is attached
    as a symbol reference via an attribute. The arguments list must match the
    arguments expected by the callee. For example:

    ```mlir
     %4 = toy.generic_call @my_func(%1, %3)
           : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
    ```

    This is only valid if a function named "my_func" exists and takes two
    arguments.
  }];

  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<Toy_Type>:$inputs);
  let results = (outs Toy_Type);

  let assemblyFormat = [{
    $callee `(` $inputs `)` attr-dict `:` functional-type($inputs, results)
  }];

  let builders = [
    OpBuilder<(ins "&str":$callee, "&[::ods_runtime::Value]":$arguments), [{
      let ty = crate::unranked_f64_tensor($_builder);
      let callee = ::ods_runtime::ods::convert::flat_symbol_ref($_builder, callee);
      GenericCallOp::build_with_attrs($_builder, $_state, ty, callee, arguments);
    }]>
  ];
}

//===----------------------------------------------------------------------===//
// MulOp
//===----------------------------------------------------------------------===//

def MulOp : Toy_Op<"mul",
    [Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "element-wise multiplication operation";
  let description = [{
    The "mul" operation performs element-wise multiplication between two
    tensors. The shapes of the tensor operands are expected to match.
  }];

  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor);

  // `%0, %1 : tensor<*xf64>` or a functional type, written in src/hooks.rs.
  let hasCustomAssemblyFormat = 1;

  let builders = [
    OpBuilder<(ins "::ods_runtime::Value":$lhs, "::ods_runtime::Value":$rhs), [{
      let ty = crate::unranked_f64_tensor($_builder);
      MulOp::build($_builder, $_state, ty, lhs, rhs);
    }]>
  ];
}

//===----------------------------------------------------------------------===//
// PrintOp
//===----------------------------------------------------------------------===//

def PrintOp : Toy_Op<"print"> {
  let summary = "print operation";
  let description = [{
    The "print" builtin operation prints a given input tensor, and produces
    no results.
  }];

  // The print operation takes an input tensor to print; after lowering it
  // may also print a memref.
  let arguments = (ins AnyTypeOf<[F64Tensor, F64MemRef]>:$input);

  let assemblyFormat = "$input attr-dict `:` type($input)";
}

//===----------------------------------------------------------------------===//
// ReshapeOp
//===----------------------------------------------------------------------===//

def ReshapeOp : Toy_Op<"reshape", [Pure]> {
  let summary = "tensor reshape operation";
  let description = [{
    Reshape operation is transforming its input tensor into a new tensor with
    the same number of elements but different shapes. For example:

    ```mlir
       %0 = toy.reshape (%arg1 : tensor<10xf64>) to tensor<5x2xf64>
    ```
  }];

  let arguments = (ins F64Tensor:$input);
  let results = (outs StaticShapeTensorOf<[F64]>);

  let assemblyFormat = [{
    `(` $input `:` type($input) `)` attr-dict `to` type(results)
  }];

  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

def ReturnOp : Toy_Op<"return", [Pure, HasParent<"FuncOp">, Terminator]> {
  let summary = "return operation";
  let description = [{
    The "return" operation represents a return operation within a function.
    The operation takes an optional operand and produces no results.
    The operand type must match the signature of the function that contains
    the operation. For example:

    ```mlir
      toy.func @foo() -> tensor<2xf64> {
        ...
        toy.return %0 : tensor<2xf64>
      }
    ```
  }];

  let arguments = (ins Variadic<Toy_Type>:$input);

  // The operand and its type only when there is one.
  let assemblyFormat = "($input^ `:` type($input))? attr-dict";

  let builders = [
    OpBuilder<(ins), [{ ReturnOp::build($_builder, $_state, &[]); }]>
  ];

  let extraClassDeclaration = [{
    /// Whether the return carries a value.
    pub fn has_operand(self, ctx: &::ods_runtime::Context) -> bool {
        ctx.num_operands(self.0) != 0
    }
  }];

  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// StructAccessOp
//===----------------------------------------------------------------------===//

def StructAccessOp : Toy_Op<"struct_access", [Pure]> {
  let summary = "struct access";
  let description = [{
    Access the Nth element of a value returning a struct type.
  }];

  let arguments = (ins Toy_StructType:$input, I64Attr:$index);
  let results = (outs Toy_Type:$output);

  // Our struct type is a TypeDef, which a format prints without its
  // `!toy.` prefix unless `qualified`; the tutorial's is a C++ type
  // printed in full, so `qualified` keeps its text.
  let assemblyFormat = [{
    $input `[` $index `]` attr-dict `:` qualified(type($input)) `->` type($output)
  }];

  let builders = [
    OpBuilder<(ins "::ods_runtime::Value":$input, "usize":$index), [{
      let struct_type = $_builder.value_type(input);
      let element = StructType::try_from($_builder, struct_type)
          .and_then(|t| t.element_types($_builder).get(index).copied())
          .unwrap_or_else(|| crate::unranked_f64_tensor($_builder));
      StructAccessOp::build($_builder, $_state, element, input, index as u64);
    }]>
  ];

  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// StructConstantOp
//===----------------------------------------------------------------------===//

def StructConstantOp : Toy_Op<"struct_constant", [ConstantLike, Pure]> {
  let summary = "struct constant";
  let description = [{
    Constant operation turns a literal struct value into an SSA value. The data
    is attached to the operation as an attribute. The struct constant is encoded
    as an array of other constant values. For example:

    ```mlir
      %0 = toy.struct_constant [
        dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
      ] : !toy.struct<tensor<*xf64>>
    ```
  }];

  let arguments = (ins ArrayAttr:$value);
  let results = (outs Toy_StructType:$output);

  // `qualified` for the tutorial's `!toy.struct<...>` (see StructAccessOp).
  let assemblyFormat = "$value attr-dict `:` qualified(type($output))";

  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// TransposeOp
//===----------------------------------------------------------------------===//

def TransposeOp : Toy_Op<"transpose",
    [Pure, DeclareOpInterfaceMethods<ShapeInferenceOpInterface>]> {
  let summary = "transpose operation";

  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor);

  let assemblyFormat = [{
    `(` $input `:` type($input) `)` attr-dict `to` type(results)
  }];

  let builders = [
    OpBuilder<(ins "::ods_runtime::Value":$input), [{
      let ty = crate::unranked_f64_tensor($_builder);
      TransposeOp::build($_builder, $_state, ty, input);
    }]>
  ];

  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Chapter 3's declarative rewrites (the tutorial's ToyCombine.td)
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"

// reshape(reshape(x)) is reshape(x).
def ReshapeReshapeOptPattern : Pat<(ReshapeOp (ReshapeOp $arg)),
                                   (ReshapeOp $arg)>;

// A reshape to the type the value already has is the value.
def TypesAreIdentical : Constraint<CPred<
    "$_ctxt.value_type($0) == $_ctxt.value_type($1)">>;
def RedundantReshapeOptPattern : Pat<(ReshapeOp:$res $arg),
                                     (replaceWithValue $arg),
                                     [(TypesAreIdentical $res, $arg)]>;

// reshape(constant) is a constant of the reshaped type.
def ReshapeConstant : NativeCodeCall<"crate::reshape_constant($_builder, $0, $1)">;
def FoldConstantReshapeOptPattern : Pat<(ReshapeOp:$res (ConstantOp $arg)),
                                        (ConstantOp (ReshapeConstant $arg, $res))>;
