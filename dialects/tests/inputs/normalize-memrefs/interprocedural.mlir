// Signatures, calls and returns across functions.
#tile = affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>

func.func private @declared(memref<32xf32, #tile>, index) -> (memref<16xf32, #tile>, i1)

func.func @producer(%a: memref<32xf32, #tile>, %i: index) -> memref<16xf32, #tile> {
  %b, %ok = call @declared(%a, %i) {keep = "dropped"} : (memref<32xf32, #tile>, index) -> (memref<16xf32, #tile>, i1)
  %v = affine.load %b[%i] : memref<16xf32, #tile>
  affine.store %v, %a[%i + 16] : memref<32xf32, #tile>
  return %b : memref<16xf32, #tile>
}

func.func @consumer(%i: index) -> (memref<16xf32, #tile>, f32) {
  %a = memref.alloc() : memref<32xf32, #tile>
  %b = call @producer(%a, %i) : (memref<32xf32, #tile>, index) -> memref<16xf32, #tile>
  %c = call @producer(%a, %i) : (memref<32xf32, #tile>, index) -> memref<16xf32, #tile>
  %v = affine.load %c[3] : memref<16xf32, #tile>
  memref.dealloc %a : memref<32xf32, #tile>
  return %b, %v : memref<16xf32, #tile>, f32
}

func.func @recursive(%a: memref<16xf32, #tile>, %n: index) -> memref<16xf32, #tile> {
  %c0 = arith.constant 0 : index
  %done = arith.cmpi eq, %n, %c0 : index
  cf.cond_br %done, ^exit, ^again
^again:
  %m = arith.subi %n, %n : index
  %r = call @recursive(%a, %m) : (memref<16xf32, #tile>, index) -> memref<16xf32, #tile>
  return %r : memref<16xf32, #tile>
^exit:
  return %a : memref<16xf32, #tile>
}

func.func @parallel() -> memref<16xf32, #tile> {
  %c = arith.constant 4.0 : f32
  %a = memref.alloc() : memref<16xf32, #tile>
  %r = affine.parallel (%i) = (0) to (16) reduce ("assign") -> memref<16xf32, #tile> {
    affine.store %c, %a[%i] : memref<16xf32, #tile>
    affine.yield %a : memref<16xf32, #tile>
  }
  return %r : memref<16xf32, #tile>
}

// An unregistered user keeps @escapes as it is, with its caller and its
// callee.
func.func @calls_escapes(%a: memref<16xf32, #tile>) {
  call @escapes(%a) : (memref<16xf32, #tile>) -> ()
  return
}

func.func @escapes(%a: memref<16xf32, #tile>) {
  "unknown.use"(%a) : (memref<16xf32, #tile>) -> ()
  call @called_by_escapes(%a) : (memref<16xf32, #tile>) -> ()
  return
}

func.func @called_by_escapes(%a: memref<16xf32, #tile>) {
  %b = memref.alloc() : memref<16xf32, #tile>
  return
}

// A non-normalizable user of a memref of the identity layout does not
// matter.
func.func @identity_escapes(%a: memref<16xf32, #tile>) {
  %b = memref.alloc() : memref<16xf32>
  "unknown.use"(%b) : (memref<16xf32>) -> ()
  %c = memref.cast %a : memref<16xf32, #tile> to memref<?xf32, #tile>
  return
}
