// A function argument is read-only without function boundaries.
func.func @materialize_into_arg(%t: tensor<?xf32>, %dest: tensor<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.materialize_in_destination %t in %dest
      : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
