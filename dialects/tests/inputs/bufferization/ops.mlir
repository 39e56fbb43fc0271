// Each bufferization op in its custom form, with its optional parts.
func.func @tensors(%t: tensor<?x8xf32>, %n: index, %s: tensor<3xi32>) -> tensor<?x8xf32> {
  %a = bufferization.alloc_tensor(%n) : tensor<?x8xf32>
  %b = bufferization.alloc_tensor() copy(%t) : tensor<?x8xf32>
  %c = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<2x2xf16>
  %d = bufferization.alloc_tensor(%n, %n) size_hint = %n : tensor<?x?xf64>
  %e = bufferization.alloc_tensor() copy(%s) {escape = false} : tensor<3xi32>
  %f = bufferization.materialize_in_destination %t in %a : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  bufferization.dealloc_tensor %b : tensor<?x8xf32>
  return %f : tensor<?x8xf32>
}

func.func @buffers(%m: memref<4x?xf32>, %u: memref<*xi8, 1>, %t: tensor<4x?xf32>, %c: i1) -> (tensor<4x?xf32>, memref<4x?xf32>) {
  %t0 = bufferization.to_tensor %m : memref<4x?xf32> to tensor<4x?xf32>
  %t1 = bufferization.to_tensor %m restrict writable : memref<4x?xf32> to tensor<4x?xf32>
  %t2 = bufferization.to_tensor %u restrict : memref<*xi8, 1> to tensor<*xi8>
  %m0 = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32>
  %m1 = bufferization.to_buffer %t1 read_only : tensor<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %k = bufferization.clone %m : memref<4x?xf32> to memref<4x?xf32>
  %ku = bufferization.clone %u : memref<*xi8, 1> to memref<*xi8, 1>
  bufferization.materialize_in_destination %t0 in writable %m : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
  bufferization.materialize_in_destination %t0 in restrict writable %m1 : (tensor<4x?xf32>, memref<4x?xf32, strided<[?, 1], offset: ?>>) -> ()
  %r:2 = bufferization.dealloc (%k, %m0 : memref<4x?xf32>, memref<4x?xf32>) if (%c, %c) retain (%m, %ku : memref<4x?xf32>, memref<*xi8, 1>)
  bufferization.dealloc (%k : memref<4x?xf32>) if (%r#0)
  memref.dealloc %m0 {bufferization.manual_deallocation} : memref<4x?xf32>
  bufferization.dealloc
  %only = bufferization.dealloc retain (%m : memref<4x?xf32>)
  return %t0, %m0 : tensor<4x?xf32>, memref<4x?xf32>
}

// The dialect's function argument attributes.
func.func @attrs(%a: tensor<4xf32> {bufferization.writable = true}, %b: tensor<4xf32> {bufferization.access = "read-write"}, %d: tensor<?xf32> {bufferization.buffer_layout = strided<[1], offset: ?>}) {
  return
}
func.func private @external(tensor<4xf32> {bufferization.access = "none"})
