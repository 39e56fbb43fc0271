// Allocations whose layouts normalize, and some whose layouts do not.
#swap = affine_map<(d0, d1) -> (d1, d0)>
#blocks = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 8, d0 mod 4, d1 mod 8)>

func.func @swapped(%n: index) -> f32 {
  %a = memref.alloc() : memref<16x32xf32, #swap>
  %s = arith.constant 1.5 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      affine.store %s, %a[%i, %j + 1] : memref<16x32xf32, #swap>
    }
  }
  %v = affine.load %a[%n, %n * 2] : memref<16x32xf32, #swap>
  memref.dealloc %a : memref<16x32xf32, #swap>
  return %v : f32
}

func.func @blocked(%i: index, %j: index) -> f32 {
  %a = memref.alloca() {alignment = 64 : i64, tag} : memref<12x20xf32, #blocks>
  %c = arith.constant 2.0 : f32
  affine.store %c, %a[%i, %j] : memref<12x20xf32, #blocks>
  %v = affine.load %a[5, 9] : memref<12x20xf32, #blocks>
  return %v : f32
}

func.func @offsets() {
  %a = memref.alloc() : memref<10xi32, affine_map<(d0) -> (d0 * 3 + 7)>>
  %b = memref.alloc() : memref<4x6xi32, affine_map<(d0, d1) -> (d0 * 6 + d1)>>
  %c = memref.alloc() : memref<4x6xi32, strided<[6, 1], offset: 5>>
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 4 {
    affine.store %z, %a[%i * 2] : memref<10xi32, affine_map<(d0) -> (d0 * 3 + 7)>>
    affine.store %z, %b[%i, 5 - %i] : memref<4x6xi32, affine_map<(d0, d1) -> (d0 * 6 + d1)>>
    affine.store %z, %c[%i, %i] : memref<4x6xi32, strided<[6, 1], offset: 5>>
  }
  return
}

func.func @memref_accesses(%i: index, %j: index) {
  %a = memref.alloc() : memref<8x8xf32, #swap>
  %v = memref.load %a[%i, %j] : memref<8x8xf32, #swap>
  memref.store %v, %a[%j, %i] : memref<8x8xf32, #swap>
  memref.dealloc %a : memref<8x8xf32, #swap>
  return
}

func.func @vector_accesses(%i: index) {
  %a = memref.alloc() : memref<64xf32, affine_map<(d0) -> (d0 floordiv 16, d0 mod 16)>>
  %v = affine.vector_load %a[%i * 4] : memref<64xf32, affine_map<(d0) -> (d0 floordiv 16, d0 mod 16)>>, vector<4xf32>
  affine.vector_store %v, %a[%i + 8] : memref<64xf32, affine_map<(d0) -> (d0 floordiv 16, d0 mod 16)>>, vector<4xf32>
  affine.prefetch %a[%i], write, locality<1>, data : memref<64xf32, affine_map<(d0) -> (d0 floordiv 16, d0 mod 16)>>
  return
}

func.func @dynamic_tiles(%n: index, %m: index) {
  %a = memref.alloc(%n, %m) : memref<?x8x?xf32, affine_map<(d0, d1, d2) -> (d0, d2 floordiv 16, d1, d2 mod 16)>>
  %c = arith.constant 0.0 : f32
  affine.store %c, %a[1, 2, 3] : memref<?x8x?xf32, affine_map<(d0, d1, d2) -> (d0, d2 floordiv 16, d1, d2 mod 16)>>
  memref.dealloc %a : memref<?x8x?xf32, affine_map<(d0, d1, d2) -> (d0, d2 floordiv 16, d1, d2 mod 16)>>
  return
}

func.func @kept(%s: index, %n: index) {
  // Negative, symbolic, semi-affine and dynamic untiled layouts stay.
  %a = memref.alloc() : memref<4xf32, affine_map<(d0) -> (d0 - 8)>>
  %b = memref.alloc()[%s] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %c = memref.alloc()[%s] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %d = memref.alloc(%n) : memref<?xf32, affine_map<(d0) -> (d0 * 2)>>
  %e = memref.alloc()[%s] : memref<4x4xf32, strided<[?, 1]>>
  %x = affine.load %a[0] : memref<4xf32, affine_map<(d0) -> (d0 - 8)>>
  %y = affine.load %b[1] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %z = affine.load %c[1, 2] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %w = affine.load %d[3] : memref<?xf32, affine_map<(d0) -> (d0 * 2)>>
  %u = affine.load %e[0, 1] : memref<4x4xf32, strided<[?, 1]>>
  return
}

func.func @unused_symbol(%s: index) {
  %a = memref.alloc()[%s] : memref<3x5xi8, affine_map<(d0, d1)[s0] -> (d1, d0)>>
  %v = affine.load %a[2, 4] : memref<3x5xi8, affine_map<(d0, d1)[s0] -> (d1, d0)>>
  return
}
