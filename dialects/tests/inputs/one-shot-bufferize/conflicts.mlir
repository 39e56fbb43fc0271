// Reads after writes of aliases: which writes go to a copy.
func.func @read_after_insert(%f: f32, %i: index, %j: index) -> (f32, f32) {
  %t = tensor.from_elements %f, %f, %f, %f : tensor<4xf32>
  %w = tensor.insert %f into %t[%i] : tensor<4xf32>
  %a = tensor.extract %t[%j] : tensor<4xf32>
  %b = tensor.extract %w[%j] : tensor<4xf32>
  return %a, %b : f32, f32
}

func.func @read_before_insert(%f: f32, %i: index, %j: index) -> (f32, f32) {
  %t = tensor.from_elements %f, %f : tensor<2xf32>
  %a = tensor.extract %t[%j] : tensor<2xf32>
  %w = tensor.insert %f into %t[%i] : tensor<2xf32>
  %b = tensor.extract %w[%j] : tensor<2xf32>
  return %a, %b : f32, f32
}

func.func @two_inserts(%f: f32, %g: f32, %i: index) -> (tensor<3xf32>, tensor<3xf32>) {
  %t = tensor.from_elements %f, %f, %f : tensor<3xf32>
  %w1 = tensor.insert %f into %t[%i] : tensor<3xf32>
  %w2 = tensor.insert %g into %t[%i] : tensor<3xf32>
  return %w1, %w2 : tensor<3xf32>, tensor<3xf32>
}

func.func @slice_then_write(%f: f32, %i: index, %n: index) -> (tensor<?xf32>, f32) {
  %t = tensor.empty(%n) : tensor<?xf32>
  %w = tensor.insert %f into %t[%i] : tensor<?xf32>
  %s = tensor.extract_slice %w[%i] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %w2 = tensor.insert %f into %s[%i] : tensor<2xf32>
  %r = tensor.extract %w[%i] : tensor<?xf32>
  %back = tensor.insert_slice %w2 into %w[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
  return %back, %r : tensor<?xf32>, f32
}

func.func @rank_reducing(%t: tensor<4x8x16xf32>, %i: index) -> tensor<8xf32> {
  %s = tensor.extract_slice %t[1, 0, %i] [1, 8, 1] [1, 1, 1] : tensor<4x8x16xf32> to tensor<8xf32>
  return %s : tensor<8xf32>
}
