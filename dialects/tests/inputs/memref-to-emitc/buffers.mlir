// Buffers: an alloca as an array variable, allocs as malloc and
// aligned_alloc cast to element pointers (reaching their users through
// casts to the array), loads and stores through subscripts, copies as
// memcpy of the first elements' addresses; the headers those calls need
// are included once each, after an include the module already had.
emitc.include <"string.h">

func.func @local(%i: index, %j: index, %v: f64) -> f64 {
  %a = memref.alloca() : memref<3x5xf64>
  memref.store %v, %a[%i, %j] : memref<3x5xf64>
  %x = memref.load %a[%j, %i] : memref<3x5xf64>
  return %x : f64
}

func.func @heap(%src: memref<16xi8>, %i: index) -> i8 {
  %a = memref.alloc() : memref<16xi8>
  %b = memref.alloc() {alignment = 32 : i64} : memref<2x8xi8>
  memref.copy %src, %a : memref<16xi8> to memref<16xi8>
  %x = memref.load %a[%i] : memref<16xi8>
  memref.store %x, %b[%i, %i] : memref<2x8xi8>
  return %x : i8
}

func.func @arguments(%m: memref<4xindex>, %n: memref<4xindex>, %i: index) {
  %x = memref.load %m[%i] : memref<4xindex>
  memref.store %x, %n[%i] : memref<4xindex>
  memref.copy %m, %n : memref<4xindex> to memref<4xindex>
  return
}
