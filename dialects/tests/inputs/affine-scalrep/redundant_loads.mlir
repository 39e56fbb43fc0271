// Loads of what an earlier load read, with nothing writing in between.
func.func @repeated(%buf: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 100 {
    %a = affine.load %buf[%i] : memref<100xf32>
    affine.for %j = 0 to %n {
      %b = affine.load %buf[%i] : memref<100xf32>
      %c = affine.load %buf[%j] : memref<100xf32>
      "test.use"(%a, %b, %c) : (f32, f32, f32) -> ()
    }
    %d = affine.load %buf[%i] : memref<100xf32>
    "test.use"(%d) : (f32) -> ()
  }
  return
}

func.func @write_in_between(%buf: memref<100xf32>, %other: memref<100xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 100 {
    %a = affine.load %buf[%i] : memref<100xf32>
    memref.store %c, %other[%i] : memref<100xf32>
    %b = affine.load %buf[%i] : memref<100xf32>
    "test.write"() : () -> ()
    %d = affine.load %buf[%i] : memref<100xf32>
    "test.use"(%a, %b, %d) : (f32, f32, f32) -> ()
  }
  return
}

func.func @through_scf(%buf: memref<100xf32>, %flag: i1) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 100 {
    %a = affine.load %buf[%i] : memref<100xf32>
    scf.if %flag {
      affine.store %c, %buf[%i + 1] : memref<100xf32>
    }
    %b = affine.load %buf[%i] : memref<100xf32>
    "test.use"(%a, %b) : (f32, f32) -> ()
  }
  return
}

func.func @vectors(%buf: memref<128xf32>) {
  affine.for %i = 0 to 8 {
    %a = affine.vector_load %buf[%i * 16] : memref<128xf32>, vector<16xf32>
    %b = affine.vector_load %buf[%i * 16] : memref<128xf32>, vector<16xf32>
    %c = affine.vector_load %buf[%i * 16] : memref<128xf32>, vector<8xf32>
    "test.use"(%a, %b, %c) : (vector<16xf32>, vector<16xf32>, vector<8xf32>) -> ()
  }
  return
}
