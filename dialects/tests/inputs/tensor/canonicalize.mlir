// The folders and canonicalization patterns of the tensor dialect.
func.func @dims(%t: tensor<4x?xf32>, %n: index, %m: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %g = tensor.generate %n, %m {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %i : index
  } : tensor<?x3x?xindex>
  %c2 = arith.constant 2 : index
  %d1 = tensor.dim %g, %c2 : tensor<?x3x?xindex>
  %s = tensor.extract_slice %t[0, 0] [2, %n] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
  %d2 = tensor.dim %s, %c1 : tensor<2x?xf32>
  %cast = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d3 = tensor.dim %cast, %c1 : tensor<?x?xf32>
  %r = tensor.rank %t : tensor<4x?xf32>
  return %d0, %d1, %d2, %d3, %r : index, index, index, index, index
}

func.func @constants() -> (tensor<3xi32>, tensor<2x2xf32>, i32, f32, tensor<4xf32>, tensor<2x3xf32>) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = tensor.from_elements %c1, %c2, %c1 : tensor<3xi32>
  %f = arith.constant 1.5 : f32
  %1 = tensor.splat %f : tensor<2x2xf32>
  %c1i = arith.constant 1 : index
  %2 = tensor.extract %0[%c1i] : tensor<3xi32>
  %3 = tensor.extract %1[%c1i, %c1i] : tensor<2x2xf32>
  %cst = arith.constant dense<2.0> : tensor<8xf32>
  %4 = tensor.extract_slice %cst[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %cst2 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %5 = tensor.expand_shape %cst2 [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<3xi32>, tensor<2x2xf32>, i32, f32, tensor<4xf32>, tensor<2x3xf32>
}

func.func @extracts(%v: f32, %w: f32, %t: tensor<4xf32>, %i: index) -> (f32, f32, f32) {
  %c1 = arith.constant 1 : index
  %0 = tensor.from_elements %v, %w : tensor<2xf32>
  %1 = tensor.extract %0[%c1] : tensor<2xf32>
  %2 = tensor.insert %v into %t[%c1] : tensor<4xf32>
  %3 = tensor.extract %2[%c1] : tensor<4xf32>
  %cast = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %4 = tensor.extract %cast[%i] : tensor<?xf32>
  return %1, %3, %4 : f32, f32, f32
}

func.func @identities(%t: tensor<4x8xf32>, %u: tensor<0x8xf32>, %v: f32) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
  %1 = tensor.insert_slice %u into %t[0, 0] [0, 8] [1, 1] : tensor<0x8xf32> into tensor<4x8xf32>
  %2 = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<4x8xf32> to tensor<4x8xf32>
  %3 = tensor.concat dim(0) %t : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0, %1, %2, %3 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

func.func @reshapes(%t: tensor<12xf32>, %s: tensor<2xi32>, %r: tensor<1xi32>) -> (tensor<12xf32>, tensor<3x4xf32>, tensor<12xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
  %2 = tensor.reshape %t(%s) : (tensor<12xf32>, tensor<2xi32>) -> tensor<3x4xf32>
  %3 = tensor.reshape %2(%r) : (tensor<3x4xf32>, tensor<1xi32>) -> tensor<12xf32>
  return %1, %2, %3 : tensor<12xf32>, tensor<3x4xf32>, tensor<12xf32>
}

func.func @casts(%t: tensor<4xi32>, %u: tensor<*xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4x8xf32>) {
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xui32>
  %1 = tensor.bitcast %0 : tensor<4xui32> to tensor<4xf32>
  %2 = tensor.cast %u : tensor<*xf32> to tensor<?x8xf32>
  %3 = tensor.cast %2 : tensor<?x8xf32> to tensor<4x8xf32>
  %4 = tensor.cast %1 : tensor<4xf32> to tensor<?xf32>
  %5 = tensor.cast %4 : tensor<?xf32> to tensor<4xf32>
  return %1, %5, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4x8xf32>
}

func.func @slices(%t: tensor<?x?xf32>, %u: tensor<4x8xf32>, %i: index) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<2x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.extract_slice %t[%c0, %i] [%c2, %i] [%c1, %c1] : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.insert_slice %0 into %t[%c1, %c0] [%c2, %i] [1, %c1] : tensor<?x?xf32> into tensor<?x?xf32>
  %cast = tensor.cast %u : tensor<4x8xf32> to tensor<?x?xf32>
  %2 = tensor.extract_slice %cast[%i, 0] [2, 8] [1, 1] : tensor<?x?xf32> to tensor<2x8xf32>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<2x8xf32>
}

func.func @generates(%n: index, %i: index) -> (tensor<?x?xindex>, index) {
  %c4 = arith.constant 4 : index
  %0 = tensor.generate %n, %c4 {
  ^bb0(%a: index, %b: index):
    %s = arith.addi %a, %b : index
    tensor.yield %s : index
  } : tensor<?x?xindex>
  %1 = tensor.extract %0[%i, %i] : tensor<?x?xindex>
  return %0, %1 : tensor<?x?xindex>, index
}

// A negative constant extent stays dynamic: a static size must not be negative.
func.func @generate_with_negative_extent(%i: index) -> tensor<?x?xf32> {
  %m = arith.constant -3 : index
  %n = arith.constant 5 : index
  %t = tensor.generate %m, %n {
  ^bb0(%a: index, %b: index):
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}
