// Stores overwritten before anything reads them, allocations left with
// only stores and frees, and stores that stay.
func.func @overwritten(%buf: memref<100xf32>, %n: index) {
  %c = arith.constant 1.0 : f32
  %d = arith.constant 2.0 : f32
  affine.for %i = 0 to %n {
    affine.store %c, %buf[%i] : memref<100xf32>
    affine.store %d, %buf[%i] : memref<100xf32>
  }
  affine.store %c, %buf[0] : memref<100xf32>
  %v = affine.load %buf[0] : memref<100xf32>
  affine.store %d, %buf[0] : memref<100xf32>
  "test.use"(%v) : (f32) -> ()
  return
}

func.func @read_in_between(%buf: memref<100xf32>) {
  %c = arith.constant 1.0 : f32
  %d = arith.constant 2.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %c, %buf[%i] : memref<100xf32>
    %e = memref.load %buf[%i] : memref<100xf32>
    affine.store %d, %buf[%i] : memref<100xf32>
    "test.use"(%e) : (f32) -> ()
  }
  return
}

func.func @other_region(%buf: memref<100xf32>) {
  %c = arith.constant 1.0 : f32
  %d = arith.constant 2.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %c, %buf[%i] : memref<100xf32>
    affine.for %j = 0 to 1 {
      affine.store %d, %buf[%i] : memref<100xf32>
    }
  }
  return
}

func.func @local_buffer(%x: f32) -> f32 {
  %m = memref.alloc() : memref<4xf32>
  affine.store %x, %m[0] : memref<4xf32>
  affine.store %x, %m[1] : memref<4xf32>
  %v = affine.load %m[0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %v : f32
}

func.func @local_buffer_escapes(%x: f32) -> memref<4xf32> {
  %m = memref.alloca() : memref<4xf32>
  affine.store %x, %m[0] : memref<4xf32>
  %v = affine.load %m[0] : memref<4xf32>
  "test.use"(%v) : (f32) -> ()
  return %m : memref<4xf32>
}
