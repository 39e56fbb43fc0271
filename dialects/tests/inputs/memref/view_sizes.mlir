// memref.view: constant sizes become static dimensions, and a view of a
// cast views the cast's source.
func.func @constant_sizes(%n: index) -> (f32, f32, f32) {
  %buf = memref.alloc() : memref<4096xi8>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %a = memref.view %buf[%c32][%c3, %c8] : memref<4096xi8> to memref<?x?xf32>
  %x = memref.load %a[%c0, %c0] : memref<?x?xf32>
  %b = memref.view %buf[%n][%n, %c8, %n] : memref<4096xi8> to memref<?x?x?xf32>
  %y = memref.load %b[%c0, %c0, %c0] : memref<?x?x?xf32>
  %c = memref.view %buf[%c0][%c3] : memref<4096xi8> to memref<2x?xf32>
  %z = memref.load %c[%c0, %c0] : memref<2x?xf32>
  return %x, %y, %z : f32, f32, f32
}

func.func @view_of_cast(%n: index, %arg: memref<?xi8>) -> (memref<?x?xi32>, memref<?xi32>, memref<?xi32>) {
  %buf = memref.alloc() : memref<512xi8>
  %c4 = arith.constant 4 : index
  %cast = memref.cast %buf : memref<512xi8> to memref<?xi8>
  %a = memref.view %cast[%n][%c4, %n] : memref<?xi8> to memref<?x?xi32>
  %other = memref.alloca() : memref<64xi8>
  %cast2 = memref.cast %other : memref<64xi8> to memref<?xi8>
  %b = memref.view %cast2[%n][%n] : memref<?xi8> to memref<?xi32>
  %cast3 = memref.cast %arg : memref<?xi8> to memref<128xi8>
  %c = memref.view %cast3[%n][%n] : memref<128xi8> to memref<?xi32>
  return %a, %b, %c : memref<?x?xi32>, memref<?xi32>, memref<?xi32>
}
