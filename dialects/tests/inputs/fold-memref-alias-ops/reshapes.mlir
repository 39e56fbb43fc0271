// Loads and stores through expand_shape linearize the indices of each
// group; through collapse_shape they delinearize them.
func.func @expand(%m: memref<24x?xf32>, %n: index, %i: index, %j: index, %k: index, %v: f32) -> f32 {
  %e = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [2, 3, 4, %n] : memref<24x?xf32> into memref<2x3x4x?xf32>
  %x = memref.load %e[%i, %j, %k, %i] : memref<2x3x4x?xf32>
  memref.store %v, %e[%k, %j, %i, %j] : memref<2x3x4x?xf32>
  return %x : f32
}

func.func @collapse(%m: memref<?x5x7xi8>, %i: index, %j: index) -> i8 {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<?x5x7xi8> into memref<?x7xi8>
  %x = memref.load %c[%i, %j] : memref<?x7xi8>
  return %x : i8
}

func.func @collapse_store(%m: memref<4x4x4xf64>, %i: index, %v: f64) {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<4x4x4xf64> into memref<64xf64>
  memref.store %v, %c[%i] : memref<64xf64>
  return
}

func.func @collapse_to_scalar(%m: memref<1x1xf32>) -> f32 {
  %c = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  %x = memref.load %c[] : memref<f32>
  return %x : f32
}
