// A small bufferized function with a loop, a branch and a realloc through
// the whole deallocation pipeline.
func.func private @grow(%a: memref<?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @accumulate(%n: index, %init: memref<?xf32>, %flag: i1) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> memref<?xf32> {
    %d = memref.dim %acc, %c0 : memref<?xf32>
    %next = memref.alloc(%d) : memref<?xf32>
    memref.copy %acc, %next : memref<?xf32> to memref<?xf32>
    memref.store %cst, %next[%i] : memref<?xf32>
    scf.yield %next : memref<?xf32>
  }
  %out = scf.if %flag -> memref<?xf32> {
    %g = func.call @grow(%r, %n) : (memref<?xf32>, index) -> memref<?xf32>
    scf.yield %g : memref<?xf32>
  } else {
    scf.yield %r : memref<?xf32>
  }
  return %out : memref<?xf32>
}

func.func @many(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  %1 = arith.select %c, %a, %0 : memref<4xf32>
  memref.copy %b, %1 : memref<4xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}
