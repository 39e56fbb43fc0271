// Stores forwarded to the loads they must reach, and those they may not:
// other stores in between, subscripts that differ or only may be equal,
// loads in loops that may not run, conditions, parallel loops, steps.
func.func @in_loop_nest(%n: index) -> f32 {
  %c = arith.constant 2.0 : f32
  %m = memref.alloc() : memref<10x10xf32>
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %c, %m[%i, %j] : memref<10x10xf32>
      %v = affine.load %m[%i, %j] : memref<10x10xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  %last = affine.load %m[9, 9] : memref<10x10xf32>
  memref.dealloc %m : memref<10x10xf32>
  return %last : f32
}

func.func @nested_symbolic_loop(%n: index, %buf: memref<100xf32>) {
  %c = arith.constant 3.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %c, %buf[%i] : memref<100xf32>
    affine.for %j = 0 to %n {
      %v = affine.load %buf[%i] : memref<100xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}

func.func @empty_inner_loop(%buf: memref<100xf32>) {
  %c = arith.constant 3.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %c, %buf[%i] : memref<100xf32>
    affine.for %j = 5 to 5 {
      %v = affine.load %buf[%i] : memref<100xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}

func.func @store_in_between(%buf: memref<100xf32>, %k: index) {
  %c = arith.constant 3.0 : f32
  %d = arith.constant 4.0 : f32
  affine.for %i = 0 to 50 {
    affine.store %c, %buf[%i] : memref<100xf32>
    affine.store %d, %buf[%i + 50] : memref<100xf32>
    %v = affine.load %buf[%i] : memref<100xf32>
    affine.store %d, %buf[symbol(%k)] : memref<100xf32>
    %w = affine.load %buf[%i] : memref<100xf32>
    "test.use"(%v, %w) : (f32, f32) -> ()
  }
  return
}

func.func @stepped(%buf: memref<100xf32>) {
  %c = arith.constant 3.0 : f32
  affine.for %i = 0 to 100 step 4 {
    affine.store %c, %buf[%i] : memref<100xf32>
    affine.store %c, %buf[%i + 2] : memref<100xf32>
    %v = affine.load %buf[%i] : memref<100xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

func.func @under_if(%buf: memref<100xf32>, %n: index) {
  %c = arith.constant 3.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %c, %buf[%i] : memref<100xf32>
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i)[%n] {
      %v = affine.load %buf[%i] : memref<100xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}

func.func @parallel(%buf: memref<100x100xf32>) {
  %c = arith.constant 3.0 : f32
  affine.parallel (%i, %j) = (0, 0) to (100, 100) {
    affine.store %c, %buf[%i, %j] : memref<100x100xf32>
    %v = affine.load %buf[%i, %j] : memref<100x100xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

func.func @carried_through_loop(%buf: memref<10xf32>) -> f32 {
  %c = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  affine.store %c, %buf[0] : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %buf[0] : memref<10xf32>
    %s = arith.addf %v, %one : f32
    affine.store %s, %buf[0] : memref<10xf32>
  }
  %r = affine.load %buf[0] : memref<10xf32>
  return %r : f32
}

func.func @mod_subscript(%buf: memref<100xf32>) {
  %c = arith.constant 3.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %c, %buf[%i mod 10] : memref<100xf32>
    %v = affine.load %buf[%i mod 10] : memref<100xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}
