// Accesses under else regions, in blocks of a CFG, with divisions and
// max/min in loop bounds, iteration arguments, parallel reductions, and
// calls and copies in between.
func.func @else_region(%buf: memref<100xf32>, %n: index) {
  %c = arith.constant 3.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %c, %buf[%i] : memref<100xf32>
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i)[%n] {
      "test.op"() : () -> ()
    } else {
      %v = affine.load %buf[%i] : memref<100xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}
// -----
func.func @multi_block(%buf: memref<100xf32>, %f: i1) {
  %c = arith.constant 3.0 : f32
  affine.store %c, %buf[0] : memref<100xf32>
  cf.cond_br %f, ^a, ^b
^a:
  %v = affine.load %buf[0] : memref<100xf32>
  "test.use"(%v) : (f32) -> ()
  cf.br ^b
^b:
  %w = affine.load %buf[0] : memref<100xf32>
  "test.use"(%w) : (f32) -> ()
  return
}
// -----
func.func @floordiv_bounds(%buf: memref<100xf32>, %n: index) {
  %c = arith.constant 3.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0 floordiv 2)>(%i) to affine_map<(d0) -> (d0 * 3 + 1)>(%i) {
      affine.store %c, %buf[%j] : memref<100xf32>
      affine.store %c, %buf[%i floordiv 4 + 50] : memref<100xf32>
      %v = affine.load %buf[%j] : memref<100xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}
// -----
func.func @max_lb(%buf: memref<100xf32>, %n: index, %m: index) {
  %c = arith.constant 3.0 : f32
  affine.for %i = max affine_map<()[s0, s1] -> (s0, s1)>()[%n, %m] to min affine_map<()[s0] -> (s0, 100)>()[%n] {
    affine.store %c, %buf[%i] : memref<100xf32>
    affine.for %j = 0 to %m {
      %v = affine.load %buf[%i] : memref<100xf32>
      affine.store %v, %buf[%j + 100] : memref<100xf32>
    }
  }
  return
}
// -----
func.func @iter_args(%buf: memref<100xf32>) -> f32 {
  %c = arith.constant 3.0 : f32
  %r = affine.for %i = 0 to 100 iter_args(%acc = %c) -> f32 {
    affine.store %acc, %buf[%i] : memref<100xf32>
    %v = affine.load %buf[%i] : memref<100xf32>
    %s = arith.addf %v, %acc : f32
    affine.yield %s : f32
  }
  return %r : f32
}
// -----
func.func @parallel_reduce(%buf: memref<100xf32>) -> f32 {
  %r = affine.parallel (%i) = (0) to (100) reduce ("addf") -> f32 {
    %v = affine.load %buf[%i] : memref<100xf32>
    %w = affine.load %buf[%i] : memref<100xf32>
    %s = arith.addf %v, %w : f32
    affine.yield %s : f32
  }
  return %r : f32
}
// -----
func.func @dealloc_only(%x: f32) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<10xf32>
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %m[%i] : memref<10xf32>
  }
  memref.dealloc %m : memref<10xf32>
  return
}
// -----
func.func @call_between(%buf: memref<100xf32>, %x: f32) -> f32 {
  affine.store %x, %buf[0] : memref<100xf32>
  func.call @ext() : () -> ()
  %v = affine.load %buf[0] : memref<100xf32>
  return %v : f32
}
func.func private @ext()
// -----
func.func @copy_between(%buf: memref<4xf32>, %other: memref<4xf32>, %x: f32) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  affine.store %x, %a[0] : memref<4xf32>
  memref.copy %buf, %other : memref<4xf32> to memref<4xf32>
  %v = affine.load %a[0] : memref<4xf32>
  memref.copy %a, %other : memref<4xf32> to memref<4xf32>
  return %v : f32
}
// -----
func.func @dim_loops(%buf: memref<?xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %buf, %c0 : memref<?xf32>
  affine.for %i = 0 to %d step 3 {
    affine.store %x, %buf[%i] : memref<?xf32>
    affine.store %x, %buf[%i + 1] : memref<?xf32>
    %v = affine.load %buf[%i] : memref<?xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}
