// Every op of the tensor dialect in its custom form.
func.func @casts(%a: tensor<*xf32>, %b: tensor<4x4xf32>, %c: tensor<4xi32>) -> (tensor<?x?xf32>, tensor<4xf32>) {
  %0 = tensor.cast %a : tensor<*xf32> to tensor<?x?xf32>
  %1 = tensor.cast %b : tensor<4x4xf32> to tensor<*xf32>
  %2 = tensor.bitcast %c : tensor<4xi32> to tensor<4xf32>
  %3 = tensor.bitcast %c : tensor<4xi32> to tensor<4xui32>
  return %0, %2 : tensor<?x?xf32>, tensor<4xf32>
}

func.func @elements(%t: tensor<?x4xf32>, %i: index, %v: f32, %n: index) -> (f32, tensor<?x4xf32>, index, index) {
  %x = tensor.extract %t[%i, %i] : tensor<?x4xf32>
  %u = tensor.insert %v into %t[%i, %i] : tensor<?x4xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c1 : tensor<?x4xf32>
  %r = tensor.rank %t : tensor<?x4xf32>
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %e2 = tensor.empty() : tensor<2x3xf32, "enc">
  %f = tensor.from_elements %v, %v : tensor<2xf32>
  %f0 = tensor.from_elements %v : tensor<f32>
  %s = tensor.splat %v : tensor<8xf32>
  %s2 = tensor.splat %v[%n, %n] : tensor<?x3x?xf32>
  return %x, %u, %d, %r : f32, tensor<?x4xf32>, index, index
}

func.func @slices(%t: tensor<8x16x4xf32>, %u: tensor<4x4xf32>, %i: index, %j: index) -> (tensor<?x?x?xf32>, tensor<8x16x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.extract_slice %t[%c0, %i, 0][%j, %j, %j][%c1, 1, 2] : tensor<8x16x4xf32> to tensor<?x?x?xf32>
  %1 = tensor.extract_slice %t[0, 2, 0][4, 1, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
  %2 = tensor.insert_slice %u into %t[0, %i, 0][4, 1, 4][1, 1, 1] : tensor<4x4xf32> into tensor<8x16x4xf32>
  return %0, %2 : tensor<?x?x?xf32>, tensor<8x16x4xf32>
}

func.func @parallel(%t: tensor<8xf32>, %u: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %c2 = arith.constant 2 : index
    %off = arith.muli %k, %c2 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @reshapes(%t: tensor<?x4xf32>, %s: tensor<2xi32>, %n: index, %m: index) -> (tensor<?x2x2xf32>, tensor<?xf32>, tensor<?x?xf32>) {
  %0 = tensor.expand_shape %t [[0], [1, 2]] output_shape [%n, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  %1 = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %2 = tensor.reshape %1(%s) : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %3 = tensor.collapse_shape %0 [[0], [1, 2]] : tensor<?x2x2xf32> into tensor<?x4xf32>
  return %0, %1, %2 : tensor<?x2x2xf32>, tensor<?xf32>, tensor<?x?xf32>
}

func.func @regions(%t: tensor<?x4xf32>, %n: index, %v: f32) -> (tensor<?x6xf32>, tensor<?x3xf32>) {
  %0 = tensor.pad %t low[1, %n] high[2, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  %1 = tensor.pad %t nofold low[0, 1] high[0, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  %2 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %f = arith.index_cast %s : index to i32
    %g = arith.sitofp %f : i32 to f32
    tensor.yield %g : f32
  } : tensor<?x3xf32>
  return %1, %2 : tensor<?x6xf32>, tensor<?x3xf32>
}

func.func @others(%a: tensor<3x4xf32>, %b: tensor<?x4xf32>, %s: tensor<4x5x6xf32>, %i: tensor<1x3x2xindex>) -> (tensor<?x4xf32>, tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = tensor.gather %s[%i] gather_dims([1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4x1x1xf32>
  %2 = tensor.gather %s[%i] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
  %3 = tensor.scatter %1 into %s[%i] scatter_dims([1, 2]) unique : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
  return %0, %1, %3 : tensor<?x4xf32>, tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>
}
