// One-Shot Analysis decisions: a write through a slice of a slice that
// the insert puts back is no conflict; an unknown op's region argument
// may alias its operand; the heuristics decide in different orders.

func.func @slice_of_slice(%t: tensor<16x8xf32>, %i: index, %n: index, %v: vector<4x2xf32>) -> tensor<16x8xf32> {
  %c0 = arith.constant 0 : index
  %outer = tensor.extract_slice %t[%i, 0] [4, %n] [1, 1] : tensor<16x8xf32> to tensor<4x?xf32>
  %inner = tensor.extract_slice %outer[0, 0] [4, %n] [1, 1] : tensor<4x?xf32> to tensor<4x?xf32>
  %w = vector.transfer_write %v, %inner[%c0, %c0] : vector<4x2xf32>, tensor<4x?xf32>
  %r = tensor.insert_slice %w into %t[%i, 0] [4, %n] [1, 1] : tensor<4x?xf32> into tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}

func.func @unknown_region() {
  %e = tensor.empty() : tensor<3xf32>
  "unknown.with_region"(%e) ({
  ^bb0(%arg: tensor<3xf32>):
    "unknown.end"() : () -> ()
  }) : (tensor<3xf32>) -> ()
  return
}

func.func @two_results(%a: vector<16x24xf32>, %b: vector<14x24xf32>, %t: tensor<30x24xf32>,
    %o1: index, %o2: index, %s1: index, %s2: index) -> (tensor<?x?xf32>, tensor<30x24xf32>) {
  %c0 = arith.constant 0 : index
  %e = tensor.extract_slice %t[%o1, %o2] [%s1, %s2] [1, 1] : tensor<30x24xf32> to tensor<?x?xf32>
  %top = tensor.extract_slice %t[0, 0] [16, 24] [1, 1] : tensor<30x24xf32> to tensor<16x24xf32>
  %w1 = vector.transfer_write %a, %top[%c0, %c0] {in_bounds = [true, true]} : vector<16x24xf32>, tensor<16x24xf32>
  %r1 = tensor.insert_slice %w1 into %t[0, 0] [16, 24] [1, 1] : tensor<16x24xf32> into tensor<30x24xf32>
  %low = tensor.extract_slice %e[16, 0] [14, 24] [1, 1] : tensor<?x?xf32> to tensor<14x24xf32>
  %w2 = vector.transfer_write %b, %low[%c0, %c0] {in_bounds = [true, true]} : vector<14x24xf32>, tensor<14x24xf32>
  %r2 = tensor.insert_slice %w2 into %e[16, 0] [14, 24] [1, 1] : tensor<14x24xf32> into tensor<?x?xf32>
  return %r2, %r1 : tensor<?x?xf32>, tensor<30x24xf32>
}

func.func @copy_between_slices(%t: tensor<?xi32>, %from: index, %to: index) -> tensor<4xi32> {
  %src = tensor.extract_slice %t[%from] [4] [1] : tensor<?xi32> to tensor<4xi32>
  %dst = tensor.extract_slice %t[%to] [4] [1] : tensor<?xi32> to tensor<4xi32>
  %r = bufferization.materialize_in_destination %src in %dst : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
