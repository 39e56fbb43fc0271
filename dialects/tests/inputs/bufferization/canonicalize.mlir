// The folders and canonicalization patterns of the bufferization ops.
func.func @round_trips(%t: tensor<?xf32>, %m: memref<?xf32>) -> (tensor<?xf32>, memref<?xf32>) {
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %1 = bufferization.to_tensor %0 : memref<?xf32> to tensor<?xf32>
  %2 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %3 = bufferization.to_buffer %2 : tensor<?xf32> to memref<?xf32>
  return %1, %3 : tensor<?xf32>, memref<?xf32>
}

func.func @to_tensor_not_adjacent(%t: tensor<?xf32>, %f: f32, %i: index) -> tensor<?xf32> {
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  memref.store %f, %0[%i] : memref<?xf32>
  %1 = bufferization.to_tensor %0 : memref<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}

func.func @to_buffer_casts(%a: memref<?xf32, strided<[1], offset: 3>>, %b: memref<?xf32, strided<[1], offset: ?>>, %c: memref<?xf32, 2>) -> (memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: 3>>, memref<?xf32, 7>) {
  %0 = bufferization.to_tensor %a : memref<?xf32, strided<[1], offset: 3>> to tensor<?xf32>
  %1 = bufferization.to_buffer %0 : tensor<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %2 = bufferization.to_tensor %b : memref<?xf32, strided<[1], offset: ?>> to tensor<?xf32>
  %3 = bufferization.to_buffer %2 : tensor<?xf32> to memref<?xf32, strided<[1], offset: 3>>
  %4 = bufferization.to_tensor %c : memref<?xf32, 2> to tensor<?xf32>
  %5 = bufferization.to_buffer %4 : tensor<?xf32> to memref<?xf32, 7>
  return %1, %3, %5 : memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: 3>>, memref<?xf32, 7>
}

func.func @dims_and_loads(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %j: index) -> (index, index, f32) {
  %c1 = arith.constant 1 : index
  %0 = bufferization.to_tensor %m : memref<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  %2 = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  %3 = memref.dim %2, %c1 : memref<?x?xf32>
  %4 = memref.load %2[%i, %j] : memref<?x?xf32>
  return %1, %3, %4 : index, index, f32
}

func.func @to_buffer_of_tensor_cast(%t: tensor<4x6xi8>) -> memref<?x?xi8, 1> {
  %0 = tensor.cast %t : tensor<4x6xi8> to tensor<?x?xi8>
  %1 = bufferization.to_buffer %0 read_only : tensor<?x?xi8> to memref<?x?xi8, 1>
  return %1 : memref<?x?xi8, 1>
}

func.func @alloc_tensors(%n: index, %t: tensor<?x4xf32>) -> (tensor<?x?x?xf32>, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %m1 = arith.constant -1 : index
  %0 = bufferization.alloc_tensor(%n, %c5, %m1) : tensor<?x?x?xf32>
  %1 = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
  %2 = tensor.dim %1, %c0 : tensor<?x4xf32>
  %3 = bufferization.alloc_tensor() copy(%t) : tensor<?x4xf32>
  %4 = tensor.dim %3, %c0 : tensor<?x4xf32>
  %5 = tensor.dim %1, %c1 : tensor<?x4xf32>
  %unused = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
  return %0, %2, %4, %5 : tensor<?x?x?xf32>, index, index, index
}

func.func @clone_before_dealloc(%m: memref<?xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @clone_cast_and_dealloc(%m: memref<?xf32>) -> memref<8xf32> {
  %0 = bufferization.clone %m : memref<?xf32> to memref<8xf32>
  memref.dealloc %m : memref<?xf32>
  return %0 : memref<8xf32>
}

func.func @clone_of_cast(%m: memref<?xf32>) -> memref<8xf32> {
  %0 = memref.cast %m : memref<?xf32> to memref<8xf32>
  %1 = bufferization.clone %0 : memref<8xf32> to memref<8xf32>
  return %1 : memref<8xf32>
}

func.func @clone_freed_in_between(%m: memref<?xf32>, %n: memref<?xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  memref.dealloc %n : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @clone_of_view_freed(%n: index) -> memref<2x?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %s = memref.expand_shape %a [[0, 1]] output_shape [2, %n] : memref<?xf32> into memref<2x?xf32>
  %0 = bufferization.clone %s : memref<2x?xf32> to memref<2x?xf32>
  memref.dealloc %a : memref<?xf32>
  return %0 : memref<2x?xf32>
}

func.func @deallocs(%a: memref<2xi32>, %b: memref<2xi32>, %r: memref<2xi32>, %s: memref<2xi32>, %c: i1, %d: i1) -> (i1, i1, i1, i1) {
  %false = arith.constant false
  %0:3 = bufferization.dealloc (%a, %b, %a : memref<2xi32>, memref<2xi32>, memref<2xi32>) if (%c, %d, %d) retain (%r, %s, %r : memref<2xi32>, memref<2xi32>, memref<2xi32>)
  bufferization.dealloc (%a, %b : memref<2xi32>, memref<2xi32>) if (%false, %c)
  %1 = bufferization.dealloc retain (%r : memref<2xi32>)
  bufferization.dealloc
  %alloc = memref.alloc() : memref<2xi32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %alloc : memref<2xi32> -> memref<i32>, index, index, index
  "test.use"(%alloc) : (memref<2xi32>) -> ()
  bufferization.dealloc (%base, %a : memref<i32>, memref<2xi32>) if (%c, %d)
  %dead = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%dead, %b : memref<4xf32>, memref<2xi32>) if (%c, %c)
  return %0#0, %0#1, %0#2, %1 : i1, i1, i1, i1
}

func.func @materialize_dead(%s: tensor<4xf32>, %d: tensor<4xf32>, %m: memref<4xf32>) {
  %0 = bufferization.materialize_in_destination %s in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %s in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
