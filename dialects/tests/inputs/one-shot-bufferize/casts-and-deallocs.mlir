// Index casts and deallocations of tensors.
func.func @index_cast(%t: tensor<?xi32>, %i: index) -> index {
  %c = arith.index_cast %t : tensor<?xi32> to tensor<?xindex>
  %e = tensor.extract %c[%i] : tensor<?xindex>
  return %e : index
}
func.func @dealloc(%f: f32) {
  %t = tensor.from_elements %f : tensor<1xf32>
  bufferization.dealloc_tensor %t : tensor<1xf32>
  return
}
