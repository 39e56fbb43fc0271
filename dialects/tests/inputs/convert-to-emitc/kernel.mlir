// A kernel over a buffer: scf loops, arith on index and floats, memref
// loads and stores, calls; every dialect with a lowering to emitc.
func.func private @scale(%x: f32) -> f32 {
  %two = arith.constant 2.0 : f32
  %y = arith.mulf %x, %two : f32
  return %y : f32
}

func.func @kernel(%buf: memref<8xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %buf[%i] : memref<8xf32>
    %s = func.call @scale(%v) : (f32) -> f32
    memref.store %s, %buf[%i] : memref<8xf32>
    %next = arith.addf %acc, %s : f32
    scf.yield %next : f32
  }
  %pos = arith.cmpf ogt, %sum, %zero : f32
  %r = scf.if %pos -> f32 {
    scf.yield %sum : f32
  } else {
    %neg = arith.negf %sum : f32
    scf.yield %neg : f32
  }
  return %r : f32
}
