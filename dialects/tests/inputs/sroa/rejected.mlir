// Aggregates kept whole: a dynamic index, an index past the end, a
// dynamic shape, the alloca passed to a call or stored, an unused one.
func.func private @use(memref<2xi32>)

func.func @kept(%x: i32, %i: index, %n: index, %p: memref<memref<2xi32>>) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = memref.alloca() : memref<2xi32>
  memref.store %x, %0[%i] : memref<2xi32>
  %1 = memref.load %0[%c0] : memref<2xi32>
  %2 = memref.alloca() : memref<2xi32>
  %3 = memref.load %2[%c2] : memref<2xi32>
  %4 = memref.alloca(%n) : memref<?x2xi32>
  memref.store %x, %4[%c0, %c0] : memref<?x2xi32>
  %5 = memref.alloca() : memref<2xi32>
  memref.store %x, %5[%c0] : memref<2xi32>
  call @use(%5) : (memref<2xi32>) -> ()
  %6 = memref.alloca() : memref<2xi32>
  memref.store %6, %p[] : memref<memref<2xi32>>
  %7 = memref.load %6[%c0] : memref<2xi32>
  %8 = memref.alloca() : memref<4xi32>
  return %1, %3, %7 : i32, i32, i32
}
