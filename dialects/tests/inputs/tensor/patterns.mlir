// Canonicalization patterns that rewrite producers and consumers.
func.func @pads(%t: tensor<4x?xf32>, %u: tensor<?x?xf32>, %v: f32, %n: index) -> (tensor<?x?xf32>, tensor<4x4xf32>, tensor<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %cast = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %0 = tensor.pad %cast low[1, 0] high[1, %n] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %u low[%c0, 0] high[0, %c0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<4x4xf32>
  %2 = tensor.pad %u low[%n, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %3 = tensor.cast %2 : tensor<?x?xf32> to tensor<8x8xf32>
  return %0, %1, %3 : tensor<?x?xf32>, tensor<4x4xf32>, tensor<8x8xf32>
}

func.func @reshapes(%t: tensor<2x3x4x5xf32>, %e: i32) -> (tensor<120xf32>, tensor<i32>, tensor<2x12x5xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
  %f = tensor.from_elements %e : tensor<1x1xi32>
  %2 = tensor.collapse_shape %f [] : tensor<1x1xi32> into tensor<i32>
  %cast = tensor.cast %t : tensor<2x3x4x5xf32> to tensor<?x?x?x5xf32>
  %3 = tensor.collapse_shape %cast [[0], [1, 2], [3]] : tensor<?x?x?x5xf32> into tensor<?x?x5xf32>
  %4 = tensor.cast %3 : tensor<?x?x5xf32> to tensor<2x12x5xf32>
  return %1, %2, %4 : tensor<120xf32>, tensor<i32>, tensor<2x12x5xf32>
}

func.func @static_sizes(%t: tensor<128x64xf32>, %o: index, %s: index, %i: tensor<4xi32>) -> (tensor<4x?xf32>, tensor<16x64xf32>, index) {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %0 = tensor.empty(%c4, %s) : tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x?xf32>
  %2 = tensor.extract_slice %t[%o, 0] [%s, 64] [1, 1] : tensor<128x64xf32> to tensor<?x64xf32>
  %3 = tensor.cast %2 : tensor<?x64xf32> to tensor<16x64xf32>
  %4 = arith.index_cast %i : tensor<4xi32> to tensor<4xindex>
  %5 = tensor.extract %4[%c0] : tensor<4xindex>
  return %1, %3, %5 : tensor<4x?xf32>, tensor<16x64xf32>, index
}

func.func @insert_casts(%a: tensor<1x?xf32>, %d: tensor<8x8xf32>, %i: index, %n: index) -> tensor<?x?xf32> {
  %0 = tensor.cast %a : tensor<1x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %d : tensor<8x8xf32> to tensor<?x?xf32>
  %2 = tensor.insert_slice %0 into %1[%i, 0] [%n, %n] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

func.func @empties(%n: index, %m: index) -> (tensor<2x?xf32>, index, index) {
  %c0 = arith.constant 0 : index
  %0 = tensor.empty(%n, %m) : tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<2x?xf32>
  %2 = tensor.empty(%n) : tensor<?x3xf32>
  %3 = tensor.dim %2, %c0 : tensor<?x3xf32>
  %c1 = arith.constant 1 : index
  %4 = tensor.dim %2, %c1 : tensor<?x3xf32>
  return %1, %3, %4 : tensor<2x?xf32>, index, index
}

func.func @parallel_insert(%a: tensor<1x5xf32>, %d: tensor<?x?xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %d) -> (tensor<?x?xf32>) {
    %cast = tensor.cast %a : tensor<1x5xf32> to tensor<?x5xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %cast into %o[%i, %c0] [%c1, 5] [%c1, %c1] : tensor<?x5xf32> into tensor<?x?xf32>
    }
  }
  return %r : tensor<?x?xf32>
}
func.func @parallel_insert_static(%a: tensor<?x5xf32>, %d: tensor<8x5xf32>) -> tensor<8x5xf32> {
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8x5xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[%i, 0] [%c2, 5] [1, 1] : tensor<?x5xf32> into tensor<8x5xf32>
    }
  }
  return %r : tensor<8x5xf32>
}
