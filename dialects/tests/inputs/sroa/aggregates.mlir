// Aggregates split into one alloca per element used: indices made by
// arith and index constants, an access nested in scf.if, memrefs of
// memrefs, a 2x2x2 alloca with half its elements used; kept are a
// negative index, more than 16 elements.
func.func @nested(%c: i1, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2xf32, 3>
  memref.store %x, %a[%c1] : memref<2xf32, 3>
  %r = scf.if %c -> f32 {
    %v = memref.load %a[%c1] : memref<2xf32, 3>
    scf.yield %v : f32
  } else {
    scf.yield %x : f32
  }
  return %r : f32
}

func.func @index_constants(%x: i32, %y: i32) -> i32 {
  %i0 = index.constant 0
  %i2 = index.constant 2
  %a = memref.alloca() : memref<3x4xi32>
  memref.store %x, %a[%i2, %i0] : memref<3x4xi32>
  memref.store %y, %a[%i0, %i2] : memref<3x4xi32>
  %v = memref.load %a[%i2, %i0] : memref<3x4xi32>
  return %v : i32
}

func.func @negative(%x: i32) -> i32 {
  %m = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<4xi32>
  memref.store %x, %a[%c0] : memref<4xi32>
  %v = memref.load %a[%m] : memref<4xi32>
  return %v : i32
}

func.func @too_big(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<17xi32>
  memref.store %x, %a[%c0] : memref<17xi32>
  %v = memref.load %a[%c0] : memref<17xi32>
  %b = memref.alloca() : memref<4x4xi32>
  memref.store %x, %b[%c0, %c0] : memref<4x4xi32>
  %w = memref.load %b[%c0, %c0] : memref<4x4xi32>
  %s = arith.addi %v, %w : i32
  return %s : i32
}

func.func @of_memrefs(%x: memref<i32>) -> memref<i32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2xmemref<i32>>
  memref.store %x, %a[%c1] : memref<2xmemref<i32>>
  %v = memref.load %a[%c1] : memref<2xmemref<i32>>
  %v0 = memref.load %a[%c0] : memref<2xmemref<i32>>
  return %v : memref<i32>
}

func.func @many(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloca() : memref<2x2x2xi32>
  memref.store %x, %a[%c1, %c1, %c1] : memref<2x2x2xi32>
  memref.store %x, %a[%c0, %c1, %c0] : memref<2x2x2xi32>
  memref.store %x, %a[%c1, %c0, %c0] : memref<2x2x2xi32>
  memref.store %x, %a[%c0, %c0, %c1] : memref<2x2x2xi32>
  %v = memref.load %a[%c0, %c1, %c0] : memref<2x2x2xi32>
  %w = memref.load %a[%c1, %c1, %c1] : memref<2x2x2xi32>
  %s = arith.addi %v, %w : i32
  return %s : i32
}
