// Two slice-then-pad steps padding different dimensions at the high end
// by one constant: one slice and one pad.

func.func @rows_then_columns(%t: tensor<32x16xi32>, %r: index, %c: index, %pr: index, %pc: index) -> tensor<10x6xi32> {
  %zero = arith.constant 0 : i32
  %0 = tensor.extract_slice %t[2, 0] [%r, 16] [1, 1] : tensor<32x16xi32> to tensor<?x16xi32>
  %1 = tensor.pad %0 low[0, 0] high[%pr, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : i32
  } : tensor<?x16xi32> to tensor<10x16xi32>
  %2 = tensor.extract_slice %1[0, 3] [10, %c] [1, 1] : tensor<10x16xi32> to tensor<10x?xi32>
  %3 = tensor.pad %2 low[0, 0] high[0, %pc] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : i32
  } : tensor<10x?xi32> to tensor<10x6xi32>
  return %3 : tensor<10x6xi32>
}

func.func @kept_when_the_inner_slice_cuts_the_padding(%t: tensor<32x16xi32>, %r: index, %c: index, %pr: index, %pc: index) -> tensor<9x6xi32> {
  %zero = arith.constant 0 : i32
  %0 = tensor.extract_slice %t[2, 0] [%r, 16] [1, 1] : tensor<32x16xi32> to tensor<?x16xi32>
  %1 = tensor.pad %0 low[0, 0] high[%pr, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : i32
  } : tensor<?x16xi32> to tensor<10x16xi32>
  %2 = tensor.extract_slice %1[0, 3] [9, %c] [1, 1] : tensor<10x16xi32> to tensor<9x?xi32>
  %3 = tensor.pad %2 low[0, 0] high[0, %pc] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : i32
  } : tensor<9x?xi32> to tensor<9x6xi32>
  return %3 : tensor<9x6xi32>
}
