// Pads whose constant padding gives static sizes, and pads of pads by one
// padding value.

func.func @static_sizes_from_constant_padding(%t: tensor<8x?x3xi16>, %p: index) -> tensor<?x?x?xi16> {
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i16
  %r = tensor.pad %t low[%c2, 1, %p] high[1, %c2, 0] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %zero : i16
  } : tensor<8x?x3xi16> to tensor<?x?x?xi16>
  return %r : tensor<?x?x?xi16>
}

func.func @pad_of_pad(%t: tensor<4x?xf32>, %v: f32, %n: index) -> (tensor<9x?xf32>, tensor<?x?xf32>) {
  %a = tensor.pad %t low[1, 0] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<5x?xf32>
  %b = tensor.pad %a low[2, 1] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<5x?xf32> to tensor<9x?xf32>
  %c = tensor.pad %t low[%n, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<?x?xf32>
  %d = tensor.pad %c low[%n, 3] high[%n, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %b, %d : tensor<9x?xf32>, tensor<?x?xf32>
}

func.func @pads_kept_apart(%t: tensor<4xf32>, %v: f32, %w: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %a = tensor.pad %t nofold low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<6xf32>
  %b = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<6xf32> to tensor<8xf32>
  %c = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<6xf32>
  %d = tensor.pad %c low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %w : f32
  } : tensor<6xf32> to tensor<8xf32>
  return %b, %d : tensor<8xf32>, tensor<8xf32>
}
