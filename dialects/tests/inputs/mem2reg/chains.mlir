// Slots that store and load each other: a chain of three promoted in one
// round, a slot stored into another (kept), a slot passed to a call
// (kept), a value loaded then stored back, and loads of two slots
// interleaved.
func.func @recursive(%arg: i64) -> i64 {
  %alloca0 = memref.alloca() : memref<memref<memref<i64>>>
  %alloca1 = memref.alloca() : memref<memref<i64>>
  %alloca2 = memref.alloca() : memref<i64>
  memref.store %arg, %alloca2[] : memref<i64>
  memref.store %alloca2, %alloca1[] : memref<memref<i64>>
  memref.store %alloca1, %alloca0[] : memref<memref<memref<i64>>>
  %load0 = memref.load %alloca0[] : memref<memref<memref<i64>>>
  %load1 = memref.load %load0[] : memref<memref<i64>>
  %load2 = memref.load %load1[] : memref<i64>
  return %load2 : i64
}

func.func @stored_elsewhere(%arg: memref<memref<i32>>, %x: i32) -> i32 {
  %0 = memref.alloca() : memref<i32>
  memref.store %x, %0[] : memref<i32>
  memref.store %0, %arg[] : memref<memref<i32>>
  %1 = memref.load %0[] : memref<i32>
  return %1 : i32
}

func.func private @use(memref<i32>)

func.func @escapes(%x: i32) -> i32 {
  %0 = memref.alloca() : memref<i32>
  %1 = memref.alloca() : memref<memref<i32>>
  memref.store %0, %1[] : memref<memref<i32>>
  %2 = memref.load %1[] : memref<memref<i32>>
  call @use(%0) : (memref<i32>) -> ()
  memref.store %x, %0[] : memref<i32>
  %3 = memref.load %0[] : memref<i32>
  return %3 : i32
}

func.func @store_back(%x: i32, %y: i32) -> i32 {
  %0 = memref.alloca() : memref<i32>
  %1 = memref.alloca() : memref<i32>
  memref.store %x, %0[] : memref<i32>
  %a = memref.load %0[] : memref<i32>
  memref.store %a, %1[] : memref<i32>
  memref.store %a, %0[] : memref<i32>
  %b = memref.load %1[] : memref<i32>
  memref.store %y, %1[] : memref<i32>
  %c = memref.load %0[] : memref<i32>
  %d = memref.load %1[] : memref<i32>
  %s = arith.addi %b, %c : i32
  %t = arith.addi %s, %d : i32
  return %t : i32
}

func.func @load_before_store(%x: complex<f32>) -> complex<f32> {
  %0 = memref.alloca() : memref<complex<f32>>
  %1 = memref.load %0[] : memref<complex<f32>>
  memref.store %x, %0[] : memref<complex<f32>>
  return %1 : complex<f32>
}
