// Slots and regions: a load nested in scf.if keeps its slot, an alloca
// inside a region is promoted there, and one inside an scf.for body per
// iteration.
func.func @nested_use(%c: i1, %x: i32) -> i32 {
  %0 = memref.alloca() : memref<i32>
  memref.store %x, %0[] : memref<i32>
  %r = scf.if %c -> i32 {
    %1 = memref.load %0[] : memref<i32>
    scf.yield %1 : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @inner_alloca(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %0 = memref.alloca() : memref<i32>
    memref.store %x, %0[] : memref<i32>
    %1 = memref.load %0[] : memref<i32>
    scf.yield %1 : i32
  } else {
    %0 = memref.alloca() : memref<i32>
    %1 = memref.load %0[] : memref<i32>
    scf.yield %1 : i32
  }
  return %r : i32
}

func.func @loop_body(%lb: index, %ub: index, %x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %x) -> f32 {
    %0 = memref.alloca() : memref<f32>
    memref.store %acc, %0[] : memref<f32>
    %1 = memref.load %0[] : memref<f32>
    %2 = arith.addf %1, %x : f32
    scf.yield %2 : f32
  }
  return %r : f32
}
