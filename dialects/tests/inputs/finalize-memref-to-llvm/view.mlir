// memref.view carves a typed memref out of a byte buffer at a byte shift.
func.func @view(%buf: memref<2048xi8>, %shift: index, %n: index) -> (memref<?x4xf32>, memref<8x4xf32>, memref<f64>) {
  %a = memref.view %buf[%shift][%n] : memref<2048xi8> to memref<?x4xf32>
  %b = memref.view %buf[%shift][] : memref<2048xi8> to memref<8x4xf32>
  %c = memref.view %buf[%shift][] : memref<2048xi8> to memref<f64>
  return %a, %b, %c : memref<?x4xf32>, memref<8x4xf32>, memref<f64>
}

func.func @view_dynamic(%buf: memref<?xi8, 3>, %shift: index, %m: index, %n: index) -> memref<?x?x2xi32, 3> {
  %a = memref.view %buf[%shift][%m, %n] : memref<?xi8, 3> to memref<?x?x2xi32, 3>
  return %a : memref<?x?x2xi32, 3>
}
