// memref.realloc between static and dynamic sizes, with and without
// alignment.
func.func @grow_dynamic(%n: index, %m: index) -> memref<?xi64> {
  %a = memref.alloc(%n) : memref<?xi64>
  %r = memref.realloc %a(%m) {alignment = 16} : memref<?xi64> to memref<?xi64>
  return %r : memref<?xi64>
}

func.func @grow_static() -> memref<8xf16> {
  %a = memref.alloc() : memref<3xf16>
  %r = memref.realloc %a : memref<3xf16> to memref<8xf16>
  return %r : memref<8xf16>
}

func.func @dynamic_to_static(%n: index) -> memref<7xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %r = memref.realloc %a : memref<?xf32> to memref<7xf32>
  return %r : memref<7xf32>
}

func.func @static_to_dynamic(%m: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<6xf32>
  %r = memref.realloc %a(%m) : memref<6xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

func.func @twice(%a: memref<?xi32>, %m: index, %k: index) -> memref<?xi32> {
  %r = memref.realloc %a(%m) : memref<?xi32> to memref<?xi32>
  %s = memref.realloc %r(%k) : memref<?xi32> to memref<?xi32>
  return %s : memref<?xi32>
}
