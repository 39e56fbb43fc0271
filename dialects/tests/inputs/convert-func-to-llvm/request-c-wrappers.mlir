// Every function asks for its C wrapper: definitions, declarations,
// those of nested modules, one that asked already.
func.func private @external(%m: memref<?xf32>, %x: i64) -> memref<2xf32>

func.func @defined(%m: memref<4x?xi8>) -> i8 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0, %c0] : memref<4x?xi8>
  return %v : i8
}

module @inner {
  func.func @asked(%x: f32) -> f32 attributes {llvm.emit_c_interface} {
    return %x : f32
  }
}
