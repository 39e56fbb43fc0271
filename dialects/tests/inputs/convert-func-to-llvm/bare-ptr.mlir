// The bare pointer calling convention: static memrefs (identity and
// strided layouts, an address space) as one pointer in signatures, calls
// and returns, their descriptors rebuilt from constants in the bodies;
// the other arguments and results as usual.
func.func private @ext(memref<4x8xf32>, i32) -> memref<2xi8, 3>

func.func @callee(%a: memref<4x8xf32> {llvm.noalias}, %i: index, %s: memref<2x3xf32, strided<[6, 2], offset: 5>>) -> memref<4x8xf32> {
  %c = arith.constant 1 : i32
  %r = call @ext(%a, %c) : (memref<4x8xf32>, i32) -> memref<2xi8, 3>
  "test.use"(%r, %s, %i) : (memref<2xi8, 3>, memref<2x3xf32, strided<[6, 2], offset: 5>>, index) -> ()
  return %a : memref<4x8xf32>
}

func.func @two(%a: memref<f32>, %b: i64) -> (memref<f32>, i64) {
  %0:2 = call @two(%a, %b) : (memref<f32>, i64) -> (memref<f32>, i64)
  return %0#0, %0#1 : memref<f32>, i64
}

func.func @indirect(%f: (memref<4xi32>) -> memref<4xi32>, %m: memref<4xi32>) -> memref<4xi32> {
  %r = call_indirect %f(%m) : (memref<4xi32>) -> memref<4xi32>
  return %r : memref<4xi32>
}

func.func @c_interface(%m: memref<4xi32>) attributes {llvm.emit_c_interface} {
  return
}
