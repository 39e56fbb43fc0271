// What may alias the accessed memref: distinct allocations do not, an
// allocation on the stack does not alias the function's arguments, a
// heap allocation may, and views alias what they view.
func.func @distinct_allocations(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  affine.store %x, %a[0] : memref<8xf32>
  memref.store %x, %b[%c0] : memref<8xf32>
  %v = affine.load %a[0] : memref<8xf32>
  "test.use"(%b) : (memref<8xf32>) -> ()
  "test.keep"(%a) : (memref<8xf32>) -> ()
  return %v : f32
}

func.func @stack_and_argument(%arg: memref<8xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<8xf32>
  affine.store %x, %a[0] : memref<8xf32>
  memref.store %x, %arg[%c0] : memref<8xf32>
  %v = affine.load %a[0] : memref<8xf32>
  "test.keep"(%a) : (memref<8xf32>) -> ()
  return %v : f32
}

func.func @heap_and_argument(%arg: memref<8xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xf32>
  affine.store %x, %a[0] : memref<8xf32>
  memref.store %x, %arg[%c0] : memref<8xf32>
  %v = affine.load %a[0] : memref<8xf32>
  "test.keep"(%a) : (memref<8xf32>) -> ()
  return %v : f32
}

func.func @through_view(%arg: memref<8xf32>, %x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<8xf32>
  %view = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  affine.store %x, %a[3] : memref<8xf32>
  memref.store %x, %view[%c1] : memref<4xf32, strided<[1], offset: 2>>
  %v = affine.load %a[3] : memref<8xf32>
  "test.keep"(%a) : (memref<8xf32>) -> ()
  return %v : f32
}

func.func @two_arguments(%p: memref<8xf32>, %q: memref<8xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  affine.store %x, %p[0] : memref<8xf32>
  memref.store %x, %q[%c0] : memref<8xf32>
  %v = affine.load %p[0] : memref<8xf32>
  return %v : f32
}
