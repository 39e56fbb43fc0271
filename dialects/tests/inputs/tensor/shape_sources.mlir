// Ops whose result their source already gives: a dim of a reshape is the
// shape's element, a reshape to the source's own sizes is the source, a
// reshape of a static splat is a splat, a concat of one input is a cast,
// and from_elements of complex constants is a constant.

func.func @dim_of_reshape(%t: tensor<*xi8>, %s: tensor<?xindex>, %w: tensor<3xi64>, %i: index) -> (index, index) {
  %r = tensor.reshape %t(%s) : (tensor<*xi8>, tensor<?xindex>) -> tensor<*xi8>
  %d = tensor.dim %r, %i : tensor<*xi8>
  %q = tensor.reshape %t(%w) : (tensor<*xi8>, tensor<3xi64>) -> tensor<?x?x?xi8>
  %c2 = arith.constant 2 : index
  %e = tensor.dim %q, %c2 : tensor<?x?x?xi8>
  return %d, %e : index, index
}

func.func @reshape_to_own_sizes(%t: tensor<?x4x?xf16>) -> (tensor<?x4x?xf16>, tensor<?x4x?xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x4x?xf16>
  %d2 = tensor.dim %t, %c2 : tensor<?x4x?xf16>
  %same = tensor.from_elements %d0, %c4, %d2 : tensor<3xindex>
  %r = tensor.reshape %t(%same) : (tensor<?x4x?xf16>, tensor<3xindex>) -> tensor<?x4x?xf16>
  %swapped = tensor.from_elements %d2, %c4, %d0 : tensor<3xindex>
  %k = tensor.reshape %t(%swapped) : (tensor<?x4x?xf16>, tensor<3xindex>) -> tensor<?x4x?xf16>
  return %r, %k : tensor<?x4x?xf16>, tensor<?x4x?xf16>
}

func.func @reshape_of_splat(%v: i32, %n: index) -> (tensor<3x2x2xi32>, tensor<12xi32>, tensor<3x?xi32>) {
  %s = tensor.splat %v : tensor<3x4xi32>
  %e = tensor.expand_shape %s [[0], [1, 2]] output_shape [3, 2, 2] : tensor<3x4xi32> into tensor<3x2x2xi32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<3x4xi32> into tensor<12xi32>
  %dyn = tensor.splat %v[%n] : tensor<3x?x1xi32>
  %k = tensor.collapse_shape %dyn [[0], [1, 2]] : tensor<3x?x1xi32> into tensor<3x?xi32>
  return %e, %c, %k : tensor<3x2x2xi32>, tensor<12xi32>, tensor<3x?xi32>
}

func.func @concat_of_one(%t: tensor<?x5xf32>) -> (tensor<7x5xf32>, tensor<?x5xf32>) {
  %a = tensor.concat dim(0) %t : (tensor<?x5xf32>) -> tensor<7x5xf32>
  %b = tensor.concat dim(1) %t : (tensor<?x5xf32>) -> tensor<?x5xf32>
  return %a, %b : tensor<7x5xf32>, tensor<?x5xf32>
}

func.func @from_complex_constants() -> (tensor<2xcomplex<f64>>, tensor<2xcomplex<i8>>) {
  %a = complex.constant [1.5 : f64, -2.0 : f64] : complex<f64>
  %b = complex.constant [0.0 : f64, 4.25 : f64] : complex<f64>
  %t = tensor.from_elements %b, %a : tensor<2xcomplex<f64>>
  %c = complex.constant [3 : i8, 7 : i8] : complex<i8>
  %u = tensor.from_elements %c, %c : tensor<2xcomplex<i8>>
  return %t, %u : tensor<2xcomplex<f64>>, tensor<2xcomplex<i8>>
}
