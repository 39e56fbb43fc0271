// Allocations on the heap and the stack (static, dynamic and rank-0
// shapes, element types of each kind, a memory space), loads and stores
// through strided addresses, dimensions (constant and dynamic), frees.
func.func @f(%n: index, %i: index, %j: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<2x3xf32>
  %b = memref.alloc(%n) : memref<?x4xf32>
  %c = memref.alloca() : memref<4xi32>
  %s = memref.alloca(%n, %n) : memref<?x5x?xi8>
  memref.store %v, %a[%i, %j] : memref<2x3xf32>
  %x = memref.load %b[%i, %j] : memref<?x4xf32>
  %y = memref.load %s[%i, %j, %i] : memref<?x5x?xi8>
  %d = memref.dim %b, %i : memref<?x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %b, %c0 : memref<?x4xf32>
  %d1 = memref.dim %b, %c1 : memref<?x4xf32>
  "test.use"(%y, %d, %d0, %d1) : (i8, index, index, index) -> ()
  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %b : memref<?x4xf32>
  return %x : f32
}

func.func @scalar(%v: f64) -> f64 {
  %m = memref.alloc() : memref<f64>
  memref.store %v, %m[] : memref<f64>
  %w = memref.load %m[] {nontemporal = true} : memref<f64>
  %i = memref.alloca() {alignment = 16} : memref<2xindex, 1>
  memref.dealloc %m : memref<f64>
  return %w : f64
}
