func.func @ops(%a: vector<4xf32>, %b: vector<4xf32>, %m: memref<?x?xf32>, %t: tensor<8x8xf32>, %i: index, %f: f32, %v2: vector<2x4xf32>, %mask: vector<4xi1>) -> (vector<4xf32>, f32) {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.extract %v2[1] : vector<4xf32> from vector<2x4xf32>
  %2 = vector.extract %v2[0, 2] : f32 from vector<2x4xf32>
  %3 = vector.insert %f, %a[1] : f32 into vector<4xf32>
  %4 = vector.insert %a, %v2[%i] : vector<4xf32> into vector<2x4xf32>
  %5 = vector.shape_cast %v2 : vector<2x4xf32> to vector<8xf32>
  %6 = vector.transpose %v2, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %7 = vector.reduction <add>, %a : vector<4xf32> into f32
  %8 = vector.reduction <maxnumf>, %a, %f fastmath<fast> : vector<4xf32> into f32
  %9 = vector.extract_strided_slice %v2 {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  %10 = vector.insert_strided_slice %9, %v2 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  %11 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32>
  %12 = vector.transfer_read %m[%i, %i], %f, %mask {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %a, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  %13 = vector.transfer_write %v2, %t[%i, %i] {in_bounds = [true, false]} : vector<2x4xf32>, tensor<8x8xf32>
  %14 = vector.bitcast %a : vector<4xf32> to vector<4xi32>
  %15 = vector.fma %a, %b, %a : vector<4xf32>
  %16 = vector.from_elements %f, %f, %f, %f : vector<4xf32>
  %17:4 = vector.to_elements %a : vector<4xf32>
  %18 = vector.shuffle %a, %b [0, 4, 1, 5] : vector<4xf32>, vector<4xf32>
  %20 = vector.constant_mask [2] : vector<4xi1>
  %21 = vector.create_mask %i : vector<4xi1>
  %22 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  vector.store %a, %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  %23 = vector.multi_reduction <add>, %v2, %a [0] : vector<2x4xf32> to vector<4xf32>
  %25 = vector.mask %mask { vector.reduction <add>, %a : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %26 = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
  %27, %28 = vector.deinterleave %5 : vector<8xf32> -> vector<4xf32>
  %29 = vector.step : vector<4xindex>
  %30 = vector.vscale
  vector.print %a : vector<4xf32>
  vector.print str "hello"
  return %0, %2 : vector<4xf32>, f32
}
