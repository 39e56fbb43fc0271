// The C wrappers of functions with llvm.emit_c_interface and a body:
// scalars, ranked memrefs (static and dynamic) by pointer, memref and
// several results through a pointer first argument, none; attributes,
// visibility and linkage as MLIR copies them.
func.func @scalars(%a: i32 {llvm.noundef}, %b: f32) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
  return %a : i32
}

func.func @memrefs(%a: memref<4xf32>, %i: index, %b: memref<?x?xi8, strided<[?, 1], offset: ?>>) -> memref<4xf32> attributes {llvm.emit_c_interface} {
  return %a : memref<4xf32>
}

func.func private @private(%a: i32 {llvm.noundef}, %m: memref<?x?xf32>) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface, foo = 1 : i32, llvm.linkage = #llvm.linkage<internal>} {
  return %a : i32
}

func.func @two(%a: i32 {llvm.noundef}) -> (i32, f32) attributes {llvm.emit_c_interface} {
  %c = arith.constant 1.0 : f32
  return %a, %c : i32, f32
}

func.func @none() attributes {llvm.emit_c_interface} {
  %c = arith.constant 1 : i32
  %f = arith.constant 2.0 : f32
  %r = call @scalars(%c, %f) : (i32, f32) -> i32
  return
}

func.func @complex(%z: complex<f32>) -> complex<f32> attributes {llvm.emit_c_interface} {
  return %z : complex<f32>
}
