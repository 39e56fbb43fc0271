// Loads and stores through strided layouts: static strides and offsets
// as constants, dynamic ones read from the descriptor, a zero offset
// left out, unit strides not multiplied; alignments kept.
func.func @static_strides(%m: memref<4x8xf32, strided<[16, 2], offset: 3>>, %i: index, %j: index) {
  %a = memref.load %m[%i, %j] : memref<4x8xf32, strided<[16, 2], offset: 3>>
  memref.store %a, %m[%j, %i] {nontemporal = true} : memref<4x8xf32, strided<[16, 2], offset: 3>>
  return
}

func.func @dynamic_strides(%d: memref<?x?xi32, strided<[?, ?], offset: ?>>, %i: index, %j: index) -> i32 {
  %b = memref.load %d[%i, %j] : memref<?x?xi32, strided<[?, ?], offset: ?>>
  return %b : i32
}

func.func @no_offset(%m: memref<3x5xi8, strided<[10, 1]>>, %i: index, %j: index, %v: i8) {
  memref.store %v, %m[%i, %j] {alignment = 4} : memref<3x5xi8, strided<[10, 1]>>
  return
}

func.func @unit_and_rank0(%m: memref<8xf32, strided<[1], offset: 5>>, %z: memref<f32, strided<[], offset: 2>>, %i: index) -> f32 {
  %a = memref.load %m[%i] : memref<8xf32, strided<[1], offset: 5>>
  memref.store %a, %z[] : memref<f32, strided<[], offset: 2>>
  %c = memref.load %z[] {alignment = 8} : memref<f32, strided<[], offset: 2>>
  return %c : f32
}

func.func @affine_layout(%m: memref<4x4xf64, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>, %i: index) -> f64 {
  %a = memref.load %m[%i, %i] : memref<4x4xf64, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>
  return %a : f64
}
