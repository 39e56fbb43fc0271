// Atomic read-modify-writes of each kind llvm.atomicrmw has (mulf and
// muli stay), at an address without wrap flags; assumed alignments.
func.func @rmw(%f: memref<8xf32>, %n: memref<4x?xi32, strided<[?, 1], offset: ?>>, %x: f32, %y: i32, %i: index, %j: index) {
  %0 = memref.atomic_rmw addf %x, %f[%i] : (f32, memref<8xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %x, %f[%i] : (f32, memref<8xf32>) -> f32
  %2 = memref.atomic_rmw maxnumf %x, %f[%i] : (f32, memref<8xf32>) -> f32
  %3 = memref.atomic_rmw minimumf %x, %f[%i] : (f32, memref<8xf32>) -> f32
  %4 = memref.atomic_rmw minnumf %x, %f[%i] : (f32, memref<8xf32>) -> f32
  %5 = memref.atomic_rmw assign %x, %f[%i] : (f32, memref<8xf32>) -> f32
  %6 = memref.atomic_rmw mulf %x, %f[%i] : (f32, memref<8xf32>) -> f32
  %7 = memref.atomic_rmw addi %y, %n[%i, %j] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %8 = memref.atomic_rmw maxs %y, %n[%i, %j] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %9 = memref.atomic_rmw maxu %y, %n[%i, %j] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %10 = memref.atomic_rmw mins %y, %n[%i, %j] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %11 = memref.atomic_rmw minu %y, %n[%i, %j] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %12 = memref.atomic_rmw andi %y, %n[%i, %j] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %13 = memref.atomic_rmw ori %y, %n[%i, %j] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %14 = memref.atomic_rmw xori %y, %n[%i, %j] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %15 = memref.atomic_rmw muli %y, %n[%i, %j] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  return
}

func.func @assume(%m: memref<8xf32>, %s: memref<2x2xf32, strided<[4, 1], offset: 3>>, %d: memref<?xf32, strided<[1], offset: ?>>) -> f32 {
  %a = memref.assume_alignment %m, 16 : memref<8xf32>
  %b = memref.assume_alignment %s, 64 : memref<2x2xf32, strided<[4, 1], offset: 3>>
  %c = memref.assume_alignment %d, 8 : memref<?xf32, strided<[1], offset: ?>>
  %c0 = arith.constant 0 : index
  %v = memref.load %b[%c0, %c0] : memref<2x2xf32, strided<[4, 1], offset: 3>>
  return %v : f32
}
