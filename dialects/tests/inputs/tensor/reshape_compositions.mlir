// A collapse of an expansion and an expansion of a collapse: folded away
// when they undo each other, else composed into one reshape.

// Undone with several dynamic sizes: the same groups, expanded first.
func.func @expand_then_collapse_by_same_groups(%t: tensor<?x?xf32>, %a: index, %b: index, %c: index) -> tensor<?x?xf32> {
  %e = tensor.expand_shape %t [[0], [1, 2]] output_shape [%a, %b, %c] : tensor<?x?xf32> into tensor<?x?x?xf32>
  %r = tensor.collapse_shape %e [[0], [1, 2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Undone with several dynamic sizes, one per group.
func.func @collapse_then_expand_one_dynamic_per_group(%t: tensor<?x8x?xf32>, %a: index, %b: index) -> tensor<?x8x?xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x8x?xf32> into tensor<?x?xf32>
  %r = tensor.expand_shape %c [[0, 1], [2]] output_shape [%a, 8, %b] : tensor<?x?xf32> into tensor<?x8x?xf32>
  return %r : tensor<?x8x?xf32>
}

// Kept: two dynamic sizes in one group when collapsing first.
func.func @collapse_then_expand_two_dynamic_in_a_group(%t: tensor<?x?x3xf32>, %a: index, %b: index) -> tensor<?x?x3xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x?x3xf32> into tensor<?x3xf32>
  %r = tensor.expand_shape %c [[0, 1], [2]] output_shape [%a, %b, 3] : tensor<?x3xf32> into tensor<?x?x3xf32>
  return %r : tensor<?x?x3xf32>
}

// A collapse of an expansion: one collapse, one expansion (its sizes
// multiplied), or a cast.
func.func @collapse_of_expansion(%t: tensor<?x?x?xi8>, %u: tensor<30xi8>, %v: tensor<?x6xi8>, %a: index, %b: index, %c: index) -> (tensor<?x?xi8>, tensor<5x6xi8>, tensor<?x2x?xi8>, tensor<2x3xi8>) {
  %e0 = tensor.expand_shape %t [[0], [1], [2, 3]] output_shape [%a, %b, %c, 1] : tensor<?x?x?xi8> into tensor<?x?x?x1xi8>
  %r0 = tensor.collapse_shape %e0 [[0, 1], [2, 3]] : tensor<?x?x?x1xi8> into tensor<?x?xi8>
  %e1 = tensor.expand_shape %u [[0, 1, 2, 3]] output_shape [1, 5, 6, 1] : tensor<30xi8> into tensor<1x5x6x1xi8>
  %r1 = tensor.collapse_shape %e1 [[0, 1], [2, 3]] : tensor<1x5x6x1xi8> into tensor<5x6xi8>
  %e2 = tensor.expand_shape %v [[0, 1, 2], [3, 4]] output_shape [%a, 2, %b, 2, 3] : tensor<?x6xi8> into tensor<?x2x?x2x3xi8>
  %r2 = tensor.collapse_shape %e2 [[0], [1], [2, 3, 4]] : tensor<?x2x?x2x3xi8> into tensor<?x2x?xi8>
  %e3 = tensor.expand_shape %u [[0, 1]] output_shape [5, 6] : tensor<30xi8> into tensor<5x6xi8>
  %r3 = tensor.collapse_shape %e3 [[0, 1]] : tensor<5x6xi8> into tensor<30xi8>
  %e4 = tensor.expand_shape %r3 [[0, 1, 2]] output_shape [2, 3, 5] : tensor<30xi8> into tensor<2x3x5xi8>
  %s = tensor.extract_slice %e4[0, 0, 0] [2, 3, 1] [1, 1, 1] : tensor<2x3x5xi8> to tensor<2x3xi8>
  return %r0, %r1, %r2, %s : tensor<?x?xi8>, tensor<5x6xi8>, tensor<?x2x?xi8>, tensor<2x3xi8>
}

// An expansion of a collapse: groups found by matching sizes both ways.
func.func @expansion_of_collapse(%t: tensor<?x2x3x5xf32>, %u: tensor<2x2x?xf32>, %v: tensor<1x1x1x1xf32>, %w: tensor<12x5xf32>, %d: index) -> (tensor<?x15xf32>, tensor<2x?xf32>, tensor<1x1x1xf32>, tensor<3x4x5xf32>) {
  %c0 = tensor.collapse_shape %t [[0, 1, 2, 3]] : tensor<?x2x3x5xf32> into tensor<?xf32>
  %r0 = tensor.expand_shape %c0 [[0, 1]] output_shape [%d, 15] : tensor<?xf32> into tensor<?x15xf32>
  %c1 = tensor.collapse_shape %u [[0, 1, 2]] : tensor<2x2x?xf32> into tensor<?xf32>
  %r1 = tensor.expand_shape %c1 [[0, 1]] output_shape [2, %d] : tensor<?xf32> into tensor<2x?xf32>
  %c2 = tensor.collapse_shape %v [] : tensor<1x1x1x1xf32> into tensor<f32>
  %r2 = tensor.expand_shape %c2 [] output_shape [1, 1, 1] : tensor<f32> into tensor<1x1x1xf32>
  %c3 = tensor.collapse_shape %w [[0, 1]] : tensor<12x5xf32> into tensor<60xf32>
  %r3 = tensor.expand_shape %c3 [[0, 1, 2]] output_shape [3, 4, 5] : tensor<60xf32> into tensor<3x4x5xf32>
  return %r0, %r1, %r2, %r3 : tensor<?x15xf32>, tensor<2x?xf32>, tensor<1x1x1xf32>, tensor<3x4x5xf32>
}
