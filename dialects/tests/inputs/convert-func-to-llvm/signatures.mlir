// Signatures: scalars, index, several results packed in a struct,
// memrefs of each rank and memory space unpacked into their fields, an
// unranked memref, a declaration, a private function, discardable
// attributes, argument and result attributes.
func.func @scalars(%a: i32, %b: f64, %c: index) -> index {
  return %c : index
}

func.func @pair(%a: i32, %b: index) -> (i32, index) {
  return %a, %b : i32, index
}

func.func @memrefs(%m0: memref<f32>, %m1: memref<?xf32>, %m2: memref<4x?xi8, 3>) -> memref<?xf32> {
  return %m1 : memref<?xf32>
}

func.func @unranked(%u: memref<*xf32>) {
  return
}

func.func private @decl(i64, memref<2xf32>) -> (f32, i1)

func.func @attrs(%a: i32 {llvm.noundef}, %m: memref<?xf32> {llvm.noalias}) -> (i32 {llvm.zeroext}) attributes {passthrough = ["nounwind"], my.unit} {
  return %a : i32
}

func.func @linkage() attributes {llvm.linkage = #llvm.linkage<internal>} {
  return
}

func.func @variadic(i32, ...) attributes {func.varargs = true}
