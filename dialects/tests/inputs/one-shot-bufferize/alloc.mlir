// bufferization's own ops: allocations, copies into destinations.
func.func @alloc_copy(%t: tensor<5xf32>) -> tensor<5xf32> {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<5xf32>
  return %0 : tensor<5xf32>
}

func.func @alloc_space() -> tensor<5xf32> {
  %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
  return %0 : tensor<5xf32>
}

func.func @alloc_dynamic(%n: index, %f: f32, %i: index) -> tensor<?x4xf32> {
  %0 = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
  %1 = tensor.insert %f into %0[%i, %i] : tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}

func.func @unused_alloc() {
  %0 = bufferization.alloc_tensor() : tensor<5xf32>
  return
}

func.func @materialize(%arg0: tensor<5xf32>) -> tensor<5xf32> {
  %dest = bufferization.alloc_tensor() : tensor<5xf32>
  %0 = bufferization.materialize_in_destination %arg0 in %dest
      : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

func.func @materialize_buffer(%t: tensor<5xf32>, %m: memref<5xf32>) {
  bufferization.materialize_in_destination %t in restrict writable %m
      : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}

func.func @unranked_cast(%arg0: tensor<*xi32>) -> tensor<?xi32> {
  %0 = tensor.cast %arg0 : tensor<*xi32> to tensor<?xi32>
  return %0 : tensor<?xi32>
}

func.func @scalar(%f: f32) -> f32 {
  %t = tensor.from_elements %f : tensor<f32>
  %e = tensor.extract %t[] : tensor<f32>
  return %e : f32
}
