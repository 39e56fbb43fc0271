func.func @empty_masks(%v: vector<6xi32>, %m: vector<6xi1>, %p: vector<6xi32>) -> (vector<6xi32>, vector<6xi32>) {
  vector.mask %m { } : vector<6xi1>
  %0 = vector.mask %m { vector.yield %v : vector<6xi32> } : vector<6xi1> -> vector<6xi32>
  %1 = vector.mask %m, %p { vector.yield %v : vector<6xi32> } : vector<6xi1> -> vector<6xi32>
  return %0, %1 : vector<6xi32>, vector<6xi32>
}

func.func @all_true_masks(%t: tensor<2x5xi32>, %v: vector<2x5xi32>, %mem: memref<2x5xi32>, %c0: index) -> vector<2x5xi32> {
  %pad = arith.constant 7 : i32
  %m = vector.constant_mask [2, 5] : vector<2x5xi1>
  %0 = vector.mask %m { vector.transfer_read %t[%c0, %c0], %pad : tensor<2x5xi32>, vector<2x5xi32> } : vector<2x5xi1> -> vector<2x5xi32>
  %ones = arith.constant dense<true> : vector<2x5xi1>
  vector.mask %ones { vector.transfer_write %v, %mem[%c0, %c0] : vector<2x5xi32>, memref<2x5xi32> } : vector<2x5xi1>
  %some = vector.constant_mask [1, 5] : vector<2x5xi1>
  vector.mask %some { vector.transfer_write %0, %mem[%c0, %c0] : vector<2x5xi32>, memref<2x5xi32> } : vector<2x5xi1>
  return %0 : vector<2x5xi32>
}

func.func @masks_reshaped(%x: index, %y: index) -> (vector<3x7xi1>, vector<[2]x3xi1>, vector<5xi1>, vector<4x2x3xi1>, vector<3x2xi1>, vector<3x7x1xi1>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = vector.create_mask %x, %y, %c1 : vector<3x7x1xi1>
  %1 = vector.shape_cast %0 : vector<3x7x1xi1> to vector<3x7xi1>
  %2 = vector.create_mask %x, %y, %c1, %c1 : vector<[2]x3x1x1xi1>
  %3 = vector.shape_cast %2 : vector<[2]x3x1x1xi1> to vector<[2]x3xi1>
  %4 = vector.constant_mask [3, 1] : vector<5x1xi1>
  %5 = vector.shape_cast %4 : vector<5x1xi1> to vector<5xi1>
  %6 = vector.create_mask %x, %y, %c2 : vector<2x3x4xi1>
  %7 = vector.transpose %6, [2, 0, 1] : vector<2x3x4xi1> to vector<4x2x3xi1>
  %8 = vector.constant_mask [1, 2] : vector<2x3xi1>
  %9 = vector.transpose %8, [1, 0] : vector<2x3xi1> to vector<3x2xi1>
  %10 = vector.create_mask %x, %y, %c2 : vector<3x7x2xi1>
  %11 = vector.shape_cast %10 : vector<3x7x2xi1> to vector<3x14xi1>
  %12 = vector.shape_cast %11 : vector<3x14xi1> to vector<3x7x2xi1>
  %13 = vector.extract_strided_slice %12 {offsets = [0, 0, 0], sizes = [3, 7, 1], strides = [1, 1, 1]} : vector<3x7x2xi1> to vector<3x7x1xi1>
  return %1, %3, %5, %7, %9, %13 : vector<3x7xi1>, vector<[2]x3xi1>, vector<5xi1>, vector<4x2x3xi1>, vector<3x2xi1>, vector<3x7x1xi1>
}
