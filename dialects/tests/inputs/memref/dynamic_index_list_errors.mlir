// Dynamic index lists: a scalable entry `[2]` (its flag dropped), and
// each way a list fails, with MLIR's second error at the op's name.
func.func @f(%m: memref<2xf32>, %n: index, %v: memref<?xf32>) {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [[2]], strides: [1] : memref<2xf32> to memref<2xf32>
  %b = memref.reinterpret_cast %v to offset: [%n], sizes: [%n [], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return
}
// -----
func.func @g(%m: memref<2xf32>) {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [2], strides: [2, [2, 1] : memref<2xf32> to memref<2xf32>
  return
}
// -----
func.func @h(%m: memref<2xf32>, %n: index) {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [[%n]], strides: [1] : memref<2xf32> to memref<2xf32>
  return
}
// -----
func.func @missing_comma(%m: memref<2xf32>) {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [2 3], strides: [1] : memref<2xf32> to memref<2xf32>
  return
}
